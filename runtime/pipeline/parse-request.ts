// Turns the raw parameters into the typed parts of an action call: filters, fields, order_by, paging
// and arguments, each checked against the action's generated metadata (62xx/63xx/66xx). JSON-text
// parameters were already decoded by the HTTP layer (6100 there).
import { ApiError } from '../errors/api-error.js';
import { choices, describeValue, parseFilter, type ParsedFilter } from '../query/filter-ast.js';
import type { ActionMeta, ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { OrderTerm, Paging } from '../contract/context.js';

/**
 * A catalog list as a set, made once per list rather than on every request (the lists are the generated
 * actions' own arrays, never written after the registry is built).
 */
const sets = new WeakMap<readonly string[], ReadonlySet<string>>();
function setOf(list: readonly string[]): ReadonlySet<string> {
  let set = sets.get(list);
  if (!set) sets.set(list, (set = new Set(list)));
  return set;
}

export function tokenLookup(action: ActionMeta, object: ObjectMeta | undefined, accepted: readonly string[]) {
  const allowed = setOf(accepted);
  return (name: string): TokenMeta | undefined => (allowed.has(name) ? object?.tokens[name] : undefined);
}

export function parseFilters(action: ActionMeta, object: ObjectMeta | undefined, input: unknown): ParsedFilter {
  if (input !== undefined && input !== null && input !== '' && (typeof input !== 'object' || Array.isArray(input))) {
    throw new ApiError(6100, 'filters must be a JSON object');
  }
  const parsed = parseFilter(input, tokenLookup(action, object, action.filters), action.filters);
  for (const name of action.mandatoryFilters) {
    if (!parsed.tokens.has(name)) throw new ApiError(6220, `Mandatory filter missing: ${name}`);
  }
  const oneOf = action.mandatoryFilterOneOf;
  if (oneOf.length > 0 && !oneOf.some((name) => parsed.tokens.has(name))) {
    throw new ApiError(6220, `Mandatory filter missing: one of ${oneOf.join(', ')}`);
  }
  for (const name of action.uniqueFilters) {
    const values = parsed.tokens.get(name);
    if (values && new Set(values).size !== 1) throw new ApiError(6322, `${name} must hold exactly one value`);
  }
  return parsed;
}

export function parseFields(action: ActionMeta, input: unknown): string[] | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  const list = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) {
    throw new ApiError(6250, 'fields must be an array of token names');
  }
  // an empty list asks for nothing in particular: every field, as when none is given (clients send it
  // on every list, as they send an empty order_by; docs/decisions.md "Client tolerance")
  if (list.length === 0) return undefined;
  const allowed = setOf(action.fields);
  for (const f of list as string[]) {
    if (!allowed.has(f)) throw new ApiError(6250, `Unknown field: ${describeValue(f, 64)}; valid fields: ${choices(action.fields)}`);
  }
  return [...new Set(list as string[])];
}

export function parseOrder(action: ActionMeta, input: unknown): OrderTerm[] {
  if (input === undefined || input === null || input === '') return [];
  let field: unknown;
  let order: unknown = '-asc';
  if (typeof input === 'string' || Array.isArray(input)) field = input;
  else if (typeof input === 'object') {
    const o = input as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      if (key !== 'field' && key !== 'order') throw new ApiError(6610, `order_by takes field and order, not ${key}`);
    }
    field = o.field;
    if (o.order !== undefined) order = o.order;
  } else throw new ApiError(6610, 'order_by must be an object {field, order}');
  if (order !== '-asc' && order !== '-desc') throw new ApiError(6600, `order must be -asc or -desc, got ${describeValue(order)}`);
  // an empty field list orders nothing: the list keeps its default order (clients send it on every list)
  if (Array.isArray(field) && field.length === 0) return [];
  const fields = Array.isArray(field) ? field : [field];
  if (fields.some((f) => typeof f !== 'string')) throw new ApiError(6610, 'order_by.field must name tokens');
  const allowed = setOf(action.orderBy);
  return (fields as string[]).map((token) => {
    if (!allowed.has(token)) throw new ApiError(6610, `Unknown order field: ${describeValue(token, 64)}; valid order fields: ${choices(action.orderBy)}`);
    return { token, desc: order === '-desc' };
  });
}

function wholeNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw new ApiError(6310, `${name} must be a whole number`);
  return n;
}

/** offset is a 1-based page, block the page size; none or 0 means everything up to the maximum. */
export function parsePaging(params: Record<string, unknown>, maxBlock: number): Paging {
  const block = wholeNumber(params.block, 'block');
  const offset = wholeNumber(params.offset, 'offset');
  const size = !block ? maxBlock : Math.min(block, maxBlock);
  // a page past any data answers no rows; beyond this one the row offset would not be an exact integer
  const lastPage = Math.floor(Number.MAX_SAFE_INTEGER / size);
  return { block: size, page: !offset ? 1 : Math.min(offset, lastPage) };
}

export function parseArguments(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new ApiError(6100, 'arguments must be a JSON object');
  return input as Record<string, unknown>;
}
