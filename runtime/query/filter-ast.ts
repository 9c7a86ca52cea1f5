// Filters of generated/docs/guides/filters.md (with `{op: [values]}` of docs/decisions.md "Client tolerance"),
// parsed into a small tree that can become SQL (filter-sql.ts) or an in-memory predicate (filter-eval.ts). Parsing checks tokens (6210), values (6320) and
// size (6323, docs/decisions.md "Requests and answers"); the ACL check of the tokens used (4220) is the pipeline's, on `tokens` of the result.
import { ApiError } from '../errors/api-error.js';
import type { TokenMeta } from '../support/registry-types.js';
import { flagValue } from '../support/flag-value.js';

export type Scalar = string | number | null;
export type CompareOp = '=' | '!=' | '<' | '>' | '<=' | '>=' | '~';

export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'cmp'; token: string; op: CompareOp; value: Scalar }
  | { kind: 'in'; token: string; values: Scalar[] };

export interface ParsedFilter {
  root: FilterNode;
  /** Every token used, with the values it was compared to (for mandatory, unique and scope checks). */
  tokens: Map<string, Scalar[]>;
}

export const OPERATORS: Readonly<Record<string, CompareOp>> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '⇐': '<=',
  '=<': '<=',
  '>=': '>=',
  '~': '~',
};

export type TokenLookup = (token: string) => TokenMeta | undefined;

const MAX_DEPTH = 32;

/**
 * The size a filter may have. Every condition becomes a term of the SQL statement, which the database
 * parses and plans before it reads a row: SQLite's planning of an OR of terms grows faster than linearly
 * (about 1 ms for 100 terms, 30 ms for 500, 90-150 ms for 900, all of it on the one thread that serves
 * every request), it refuses an expression deeper than 1,000 terms, and every term is evaluated for each
 * row read. Lists are one term whatever their length (bound as one value on SQLite, filter-sql.ts), so
 * many values of one token are given as a list, which is bounded separately.
 */
export const MAX_FILTER_CONDITIONS = 100;
export const MAX_FILTER_VALUES = 50_000;

/**
 * A client's value quoted in additional_info: short, and safe for any input (JSON.stringify throws on
 * a deeply nested value, which would turn a bad request into an internal error).
 */
export function describeValue(raw: unknown, max = 80): string {
  let text: string;
  if (raw !== null && typeof raw === 'object') text = Array.isArray(raw) ? `an array of ${raw.length}` : 'an object';
  else {
    try {
      text = JSON.stringify(raw) ?? String(raw);
    } catch {
      text = typeof raw;
    }
  }
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

function invalid(info: string): never {
  throw new ApiError(6320, info);
}

/** Coerces a filter value to the token's type; values are loose (generated/docs/guides/filters.md, "Values"). */
export function coerceValue(token: TokenMeta, raw: unknown, op: CompareOp = '='): Scalar {
  if (raw === null) {
    if (op !== '=' && op !== '!=') invalid(`${token.name}: null can only be compared with = or !=`);
    return null;
  }
  if (op === '~') {
    if (token.type !== 'string' && token.type !== 'date') invalid(`${token.name}: ~ applies to text tokens only`);
    if (typeof raw !== 'string' && typeof raw !== 'number') invalid(`${token.name}: ~ needs a text pattern`);
    return String(raw);
  }
  switch (token.type) {
    case 'integer':
    case 'counter': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
      if (typeof raw === 'string' && /^-?\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
      if (typeof raw === 'boolean') return raw ? 1 : 0;
      return invalid(`${token.name}: expected an integer, got ${describeValue(raw)}`);
    }
    case 'flag': {
      const flag = flagValue(raw);
      if (flag !== undefined) return flag ? 1 : 0;
      return invalid(`${token.name}: expected 0 or 1, got ${describeValue(raw)}`);
    }
    case 'string':
    case 'date': {
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number') return String(raw);
      return invalid(`${token.name}: expected text, got ${describeValue(raw)}`);
    }
    default:
      return invalid(`${token.name} cannot be compared`);
  }
}

/** The valid choices, named in additional_info after a wrong one (bounded: some lists are long). */
export function choices(names: Iterable<string>, max = 600): string {
  let text = '';
  for (const name of names) {
    const next = text ? `${text}, ${name}` : name;
    if (next.length > max) return `${text}, ...`;
    text = next;
  }
  return text || 'none';
}

/** `names`: the filters the action accepts, listed when an unknown one is given. */
export function parseFilter(input: unknown, lookup: TokenLookup, names: readonly string[] = []): ParsedFilter {
  const tokens = new Map<string, Scalar[]>();
  // counted as the tree is built, so an oversized filter is refused before its values are read
  let conditions = 0;
  let listed = 0;
  const condition = () => {
    if (++conditions > MAX_FILTER_CONDITIONS) {
      throw new ApiError(6323, `filters hold more than ${MAX_FILTER_CONDITIONS} conditions (comparisons, lists, -and, -or, -not); give many values of one token as a list`);
    }
  };
  const listOf = (meta: TokenMeta, raw: unknown[]): Scalar[] => {
    condition();
    listed += raw.length;
    if (listed > MAX_FILTER_VALUES) throw new ApiError(6323, `filter lists hold more than ${MAX_FILTER_VALUES} values in all`);
    return raw.map((v) => coerceValue(meta, v));
  };
  const use = (token: string, values: Scalar[]) => {
    const list = tokens.get(token);
    if (list) list.push(...values);
    else tokens.set(token, [...values]);
  };

  const tokenOf = (name: string): TokenMeta => {
    const meta = lookup(name);
    if (!meta) throw new ApiError(6210, `Unknown filter: ${describeValue(name, 64)}; valid filters: ${choices(names)}`);
    return meta;
  };

  const leaf = (name: string, value: unknown): FilterNode => {
    const meta = tokenOf(name);
    if (Array.isArray(value)) {
      const values = listOf(meta, value);
      use(name, values);
      return { kind: 'in', token: name, values };
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) invalid(`${name}: empty comparison object`);
      const items: FilterNode[] = entries.map(([opText, v]) => {
        const op = OPERATORS[opText];
        if (!op) invalid(`${name}: unknown operator ${describeValue(opText)}; valid operators: ${choices(Object.keys(OPERATORS))}`);
        if (Array.isArray(v)) {
          // `=` with an array is any of the values, `!=`/`<>` none of them (the negation of the same list,
          // rows without a value included); an empty list matches nothing, and its negation everything
          if (op !== '=' && op !== '!=') invalid(`${name}: only = and != (<>) take an array of values, not ${opText}`);
          const values = listOf(meta, v);
          use(name, values);
          const any: FilterNode = { kind: 'in', token: name, values };
          return op === '=' ? any : { kind: 'not', item: any };
        }
        condition();
        const coerced = coerceValue(meta, v, op);
        use(name, [coerced]);
        return { kind: 'cmp', token: name, op, value: coerced };
      });
      return items.length === 1 ? items[0]! : { kind: 'and', items };
    }
    condition();
    const coerced = coerceValue(meta, value);
    use(name, [coerced]);
    return { kind: 'cmp', token: name, op: '=', value: coerced };
  };

  const tooDeep = () => invalid(`filters nested deeper than ${MAX_DEPTH} levels`);

  const list = (obj: unknown, depth: number): FilterNode => {
    if (depth > MAX_DEPTH) tooDeep();
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) {
      throw new ApiError(6320, 'filters must be an object of filters');
    }
    const items: FilterNode[] = [];
    for (const [key, value] of Object.entries(obj as Record<string, unknown>)) {
      if (key === '-or' || key === '-and') items.push(pairs(key === '-or' ? 'or' : 'and', value, depth + 1));
      else if (key === '-not') {
        condition();
        items.push({ kind: 'not', item: list(value, depth + 1) });
      }
      else items.push(leaf(key, value));
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };

  // [token, var, token, var, ...]; an element may also be a nested filter_list object.
  const pairs = (kind: 'and' | 'or', value: unknown, depth: number): FilterNode => {
    if (depth > MAX_DEPTH) tooDeep();
    condition();
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const sub = list(value, depth);
      return { kind, items: sub.kind === 'and' ? sub.items : [sub] };
    }
    if (!Array.isArray(value)) invalid(`-${kind} takes an array [token, value, ...]`);
    const items: FilterNode[] = [];
    for (let i = 0; i < value.length; i++) {
      const el = value[i];
      if (typeof el === 'string' && el.startsWith('-')) {
        if (i + 1 >= value.length) invalid(`${el} lacks its value`);
        const next = value[++i];
        if (el === '-not') {
          condition();
          items.push({ kind: 'not', item: list(next, depth + 1) });
        }
        else if (el === '-or' || el === '-and') items.push(pairs(el === '-or' ? 'or' : 'and', next, depth + 1));
        else invalid(`unknown condition ${el}`);
      } else if (typeof el === 'string') {
        if (i + 1 >= value.length) invalid(`filter ${el} lacks its value`);
        items.push(leaf(el, value[++i]));
      } else if (el !== null && typeof el === 'object' && !Array.isArray(el)) {
        condition(); // an empty object is a condition too (it holds), which would otherwise come free
        items.push(list(el, depth + 1));
      } else {
        invalid(`-${kind}: expected a token name, got ${describeValue(el)}`);
      }
    }
    return { kind, items };
  };

  if (input === undefined || input === null || input === '') return { root: { kind: 'and', items: [] }, tokens };
  return { root: list(input, 0), tokens };
}

/** A conjunction of the given nodes, flattening trivial cases. */
export function and(...nodes: FilterNode[]): FilterNode {
  const items = nodes.flatMap((n) => (n.kind === 'and' ? n.items : [n]));
  return items.length === 1 ? items[0]! : { kind: 'and', items };
}
