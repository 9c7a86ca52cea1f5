// The JSON Schema of an action's `arguments`, derived from the tokens the arguments name. Validators
// are compiled from it at `make gen` time; the reference docs describe the same constraints.

import type { ActionDef, ArgumentDef, Catalog, ObjectDef, TokenDef } from '../model.js';
import { sortedBy } from './emit-context.js';

/** `YYYY-MM-DDThh:mm:ss`, as dates are written everywhere in the API. */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$';

export type JsonSchema = Record<string, unknown>;

/**
 * Longest text in bytes of UTF-8. JSON Schema counts characters only, and MariaDB/MySQL's TEXT holds
 * 65,535 bytes: 40,000 `é` pass a limit of 65,535 characters and fail the column. An extension keyword
 * (`x-`, as OpenAPI allows), compiled into the validators (emit-validators.ts).
 */
export const MAX_BYTES_KEYWORD = 'x-max-bytes';

/** What a TEXT column of MariaDB/MySQL holds, in bytes. */
export const TEXT_COLUMN_BYTES = 65_535;

export function objectOf(catalog: Catalog, action: ActionDef): ObjectDef | undefined {
  return action.object === undefined ? undefined : catalog.objects.find((o) => o.name === action.object);
}

export function tokenOf(object: ObjectDef | undefined, name: string): TokenDef | undefined {
  return object?.tokens.find((t) => t.name === name);
}

export function argumentsSchema(catalog: Catalog, action: ActionDef): JsonSchema {
  const object = objectOf(catalog, action);
  const args = sortedBy(action.arguments, (a) => a.name);
  const properties: Record<string, JsonSchema> = {};
  for (const arg of args) properties[arg.name] = argumentSchema(arg, tokenOf(object, arg.name));
  const required = args.filter((a) => a.mandatory).map((a) => a.name);
  return {
    type: 'object',
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
    properties,
  };
}

export function argumentSchema(arg: ArgumentDef, token: TokenDef | undefined): JsonSchema {
  if (arg.special !== undefined) return (arg.schema ?? {}) as JsonSchema;
  return token ? tokenSchema(token) : {};
}

/** Value schema of a token given as an argument. */
export function tokenSchema(token: TokenDef): JsonSchema {
  const s: JsonSchema = {};
  let type: string;
  switch (token.type) {
    case 'integer':
    case 'counter':
      type = 'integer';
      if (token.min !== undefined) s['minimum'] = token.min;
      if (token.max !== undefined) s['maximum'] = token.max;
      break;
    case 'flag':
      // With type coercion, true/false and "1"/"0" arrive as 1/0.
      type = 'integer';
      s['enum'] = token.nullable ? [0, 1, null] : [0, 1];
      break;
    case 'date':
      type = 'string';
      s['pattern'] = DATE_PATTERN;
      break;
    case 'password':
      type = 'string';
      s['minLength'] = 1;
      if (token.maxLength !== undefined) s['maxLength'] = token.maxLength;
      if (token.maxBytes !== undefined) s[MAX_BYTES_KEYWORD] = token.maxBytes;
      break;
    case 'string':
      type = 'string';
      if (token.maxLength !== undefined) s['maxLength'] = token.maxLength;
      if (token.maxBytes !== undefined) s[MAX_BYTES_KEYWORD] = token.maxBytes;
      if (token.pattern !== undefined) s['pattern'] = token.pattern;
      break;
    case 'json':
      return {};
  }
  if (token.enum !== undefined && token.type !== 'flag') s['enum'] = token.nullable ? [...token.enum, null] : [...token.enum];
  return { type: token.nullable ? [type, 'null'] : type, ...s };
}

/** Arguments that must not be null (their token is not nullable). */
export function nonNullableArguments(catalog: Catalog, action: ActionDef): string[] {
  const object = objectOf(catalog, action);
  return sortedBy(action.arguments, (a) => a.name)
    .filter((a) => a.special === undefined)
    .filter((a) => {
      const t = tokenOf(object, a.name);
      return t !== undefined && !t.nullable && t.type !== 'json';
    })
    .map((a) => a.name);
}
