// Filters as the runtime reads them (runtime/query/filter-ast.ts): `{token: value}` where the value is a
// scalar (equality), null, an array (any of), or `{operator: value}` (several operators are and-ed;
// `=`/`!=` also take an array: any of / none of); `-or`/`-and` take `[token, value, ...]` or a nested
// filters object, `-not` a nested filters object. Values are loose: an integer token takes numbers and
// numeric text, a flag 0/1/true/false, a text token text or a number. One shared schema per value kind;
// each action's filters object names its own tokens with them.

import type { ActionDef, ObjectDef, TokenDef } from '../../model.js';
import type { JsonSchema } from '../argument-schema.js';
import { schemaRef, type JsonObject } from './json-document.js';
import { tokenNamed } from './token-schemas.js';

type FilterKind = 'integer' | 'flag' | 'text';

const KINDS: readonly FilterKind[] = ['flag', 'integer', 'text'];

/** The operators of filter-ast.ts, by what they take. */
const EQUALITY = ['=', '==', '!=', '<>'];
const ORDERING = ['<', '>', '<=', '⇐', '=<', '>='];
const LIKE = '~';

const VALUE_SCHEMAS: Readonly<Record<FilterKind, JsonSchema>> = {
  integer: {
    description: 'An integer, or its decimal text.',
    anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\s*-?[0-9]{1,15}\\s*$' }],
  },
  flag: { description: '0 or 1 (true/false and their text accepted).', enum: [0, 1, '0', '1', true, false, 'true', 'false'] },
  text: { description: 'Text (a number is compared as its text).', type: ['string', 'number'] },
};

const cap = (k: FilterKind) => k[0]!.toUpperCase() + k.slice(1);
const valueName = (k: FilterKind) => `Filter${cap(k)}Value`;
const filterName = (k: FilterKind) => `Filter${cap(k)}`;
const comparisonName = (k: FilterKind) => `Filter${cap(k)}Comparison`;

function filterKind(token: TokenDef): FilterKind | undefined {
  switch (token.type) {
    case 'integer':
    case 'counter':
      return 'integer';
    case 'flag':
      return 'flag';
    case 'string':
    case 'date':
      return 'text';
    default:
      return undefined; // json and password tokens cannot be compared
  }
}

/** Shared schemas: per value kind its value, its comparison object and the filter of one token. */
export function filterComponents(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const kind of KINDS) {
    const value = schemaRef(valueName(kind));
    const valueOrNull = { anyOf: [value, { type: 'null' }] };
    const list = { type: 'array', items: valueOrNull };
    const operators: Record<string, JsonSchema> = {};
    for (const op of EQUALITY) operators[op] = { anyOf: [value, { type: 'null' }, list] };
    for (const op of ORDERING) operators[op] = value;
    if (kind === 'text') operators[LIKE] = { type: ['string', 'number'], description: 'SQL LIKE pattern: % any text, _ one character.' };
    out[valueName(kind)] = VALUE_SCHEMAS[kind];
    out[comparisonName(kind)] = {
      type: 'object',
      description: 'Operator → value; several operators must all hold. = and != (<>) also take an array (any of / none of).',
      minProperties: 1,
      additionalProperties: false,
      properties: operators,
    };
    out[filterName(kind)] = {
      description: 'A value (equality), null, an array of values (any of), or an operator object.',
      anyOf: [value, { type: 'null' }, list, schemaRef(comparisonName(kind))],
    };
  }
  return out;
}

/** The filter schema of one token, or a loose one for tokens compared by bespoke code. */
export function tokenFilter(token: TokenDef | undefined): JsonSchema {
  const kind = token && filterKind(token);
  return kind ? schemaRef(filterName(kind)) : {};
}

/**
 * The `filters` object of an action: its filter tokens (described with the ACLs a caller needs to use
 * them), `-or`/`-and`/`-not`, and for objects with custom properties any other name, compared as text.
 */
export function actionFiltersSchema(action: ActionDef, object: ObjectDef | undefined, selfName: string): JsonObject {
  const properties: Record<string, JsonSchema> = {};
  const mandatory = new Set(action.mandatoryFilters.map((f) => f.value));
  const unique = new Set(action.uniqueFilters.map((f) => f.value));
  for (const ref of [...action.filters].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))) {
    const token = tokenNamed(object, ref.value);
    const notes: string[] = [];
    if (token?.description) notes.push(token.description);
    // a token anyone may see may be filtered by anyone (runtime/auth/authorize.ts canFilter)
    if (token && token.see.length > 0) notes.push(`Filtered with any of: ${token.filter.map((a) => a.value).join(', ')} (4220 otherwise).`);
    if (mandatory.has(ref.value)) notes.push('Mandatory (6220).');
    if (action.mandatoryFilterOneOf.some((f) => f.value === ref.value)) notes.push(`This or ${action.mandatoryFilterOneOf.filter((f) => f.value !== ref.value).map((f) => f.value).join(' or ')} is mandatory (6220).`);
    if (unique.has(ref.value)) notes.push('Exactly one value (6322).');
    const schema = tokenFilter(token);
    properties[ref.value] = notes.length ? { ...schema, description: notes.join(' ') } : schema;
  }
  const self = schemaRef(selfName);
  properties['-and'] = { description: 'All of: [token, value, ...] (nested filters objects allowed) or a filters object.', anyOf: [{ type: 'array' }, self] };
  properties['-or'] = { description: 'Any of: [token, value, ...] (nested filters objects allowed) or a filters object.', anyOf: [{ type: 'array' }, self] };
  properties['-not'] = { ...self, description: 'None of: a filters object.' };
  const schema: JsonObject = { type: 'object', properties };
  // the usual form; the runtime also finds a mandatory token inside -and/-or
  if (mandatory.size > 0) schema['required'] = [...mandatory].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // A custom property filters as FilterText, but saying so would type every catalog token's filter as
  // text too in generated clients (an index signature covers the named properties): left open instead.
  schema['additionalProperties'] = object?.propertyKind
    ? { description: `A custom property of the object, by name, filtered as ${filterName('text')}.` }
    : false;
  return schema;
}
