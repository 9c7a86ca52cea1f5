// The JSON Schema of a token's value as answers carry it (rows), by its type: integers, flags as 0/1,
// counters as numeric text (SQL computes them), dates as `YYYY-MM-DDThh:mm:ss`, composite values (what a
// loader or an output formatter builds) as the token's `schema` in the catalog describes them. Values in
// requests use argument-schema.ts (arguments) and filter-schemas.ts (filters).

import type { ObjectDef, TokenDef } from '../../model.js';
import { DATE_PATTERN, type JsonSchema } from '../argument-schema.js';

function nullable(schema: JsonSchema, token: TokenDef): JsonSchema {
  if (!token.nullable || typeof schema['type'] !== 'string') return schema;
  const out: JsonSchema = { ...schema, type: [schema['type'], 'null'] };
  if (Array.isArray(schema['enum'])) out['enum'] = [...(schema['enum'] as unknown[]), null];
  return out;
}

/** The value of `token` in a row. */
export function readSchema(token: TokenDef): JsonSchema {
  // the catalog's own description of a composite value comes first (catalog/objects, `schema`)
  if (token.type === 'json' && token.valueSchema !== undefined) {
    const own = { ...(token.valueSchema as JsonSchema) };
    return token.nullable ? { anyOf: [own, { type: 'null' }] } : own;
  }
  switch (token.type) {
    case 'integer':
      return nullable({ type: 'integer' }, token);
    case 'flag':
      return nullable({ type: 'integer', enum: [0, 1] }, token);
    case 'counter':
      return nullable({ type: 'string', pattern: '^-?[0-9]+$' }, token);
    case 'date':
      return nullable({ type: 'string', pattern: DATE_PATTERN }, token);
    case 'string':
      return nullable(token.enum !== undefined ? { type: 'string', enum: [...token.enum] } : { type: 'string' }, token);
    case 'password':
    case 'json':
      return {};
  }
}

/** A token's schema with its description and the ACLs that let a caller see it. */
export function describedReadSchema(token: TokenDef, countersAsIntegers = false): JsonSchema {
  // state actions answer counters as numbers (runtime/executors/select.ts), lists as numeric text
  const schema = countersAsIntegers && token.type === 'counter' ? nullable({ type: 'integer' }, token) : readSchema(token);
  const notes = [token.description, token.see.length > 0 ? `Seen with any of: ${token.see.map((a) => a.value).join(', ')} (4250 otherwise).` : '']
    .filter(Boolean)
    .join(' ');
  return notes ? { ...schema, description: notes } : schema;
}

export function tokenNamed(object: ObjectDef | undefined, name: string): TokenDef | undefined {
  return object?.tokens.find((t) => t.name === name);
}
