// A JSON Schema as a TypeScript type, for the typed client: the special arguments' schemas, json tokens'
// value schemas and bespoke answers. Covers what the catalog writes (type, enum, properties, required,
// additionalProperties, items); anything it does not describe is `unknown`, never a guess.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as written in a type literal. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

function literal(value: unknown): string {
  return value === null ? 'null' : JSON.stringify(value);
}

function parenthesized(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}

export function schemaType(schema: unknown): string {
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'unknown';
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ') || 'never';
  if ('const' in s) return literal(s.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) return (s[key] as unknown[]).map(schemaType).join(' | ') || 'never';
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 0) return 'properties' in s || 'additionalProperties' in s ? objectType(s) : 'unknown';
  return types.map((t) => typeOfName(t, s)).join(' | ');
}

function typeOfName(name: string, s: Record<string, unknown>): string {
  switch (name) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `${parenthesized(schemaType(s.items))}[]`;
    case 'object':
      return objectType(s);
    default:
      return 'unknown';
  }
}

function objectType(s: Record<string, unknown>): string {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const members = Object.entries(properties).map(
    ([name, sub]) => `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${schemaType(sub)}`,
  );
  const additional = s.additionalProperties;
  if (additional !== false && additional !== undefined) {
    // an index signature must admit the named members' types too
    const rest = additional === true ? 'unknown' : schemaType(additional);
    members.push(`[key: string]: ${members.length > 0 && rest !== 'unknown' ? 'unknown' : rest}`);
  } else if (additional === undefined && members.length === 0) {
    members.push('[key: string]: unknown');
  }
  return members.length === 0 ? 'Record<string, never>' : `{ ${members.join('; ')} }`;
}
