// Filter tree → predicate over in-memory rows, with the same meaning as filter-sql.ts. Used where the
// rows are computed rather than selected (the ACL lists, configuration tokens). The tree is compiled once
// per request: patterns and lists are prepared before the rows are read, not again for each row.
import type { CompareOp, FilterNode, Scalar } from './filter-ast.js';

export type Row = Record<string, unknown>;
export type RowPredicate = (row: Row) => boolean;

/**
 * SQL LIKE pattern → case-insensitive, anchored matcher (`%` any run, `_` one character, anything else
 * literal). Not a regular expression: `%a%a%a%a%a%a%b` as a backtracking regex takes seconds on a text of
 * 60 `a` (a configuration value is a client's text), while this greedy matcher, which returns to the last
 * `%` only, needs at most pattern × text steps.
 */
export function likeMatcher(pattern: string): (text: string) => boolean {
  const p = Array.from(pattern.toLowerCase());
  return (text) => {
    const t = Array.from(text.toLowerCase());
    let pi = 0;
    let ti = 0;
    let star = -1;
    let mark = 0;
    while (ti < t.length) {
      if (pi < p.length && p[pi] !== '%' && (p[pi] === '_' || p[pi] === t[ti])) {
        pi++;
        ti++;
      } else if (pi < p.length && p[pi] === '%') {
        star = pi++;
        mark = ti;
      } else if (star >= 0) {
        pi = star + 1;
        ti = ++mark;
      } else return false;
    }
    while (pi < p.length && p[pi] === '%') pi++;
    return pi === p.length;
  };
}

function normalize(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return String(v).toLowerCase();
}

function comparison(token: string, op: CompareOp, value: Scalar): RowPredicate {
  if (op === '~') {
    const matches = likeMatcher(String(value));
    return (row) => {
      const left = row[token];
      return left !== null && left !== undefined && matches(String(left));
    };
  }
  const b = typeof value === 'string' ? value.toLowerCase() : value;
  if (b === null) return op === '=' ? (row) => normalize(row[token]) === null : (row) => normalize(row[token]) !== null;
  switch (op) {
    case '=':
      return (row) => normalize(row[token]) === b;
    case '!=':
      return (row) => normalize(row[token]) !== b;
  }
  const ordered = (test: (a: string | number) => boolean): RowPredicate => (row) => {
    const a = normalize(row[token]);
    return a !== null && test(a);
  };
  switch (op) {
    case '<':
      return ordered((a) => a < b);
    case '>':
      return ordered((a) => a > b);
    case '<=':
      return ordered((a) => a <= b);
    case '>=':
      return ordered((a) => a >= b);
  }
}

export function compileFilter(node: FilterNode): RowPredicate {
  switch (node.kind) {
    case 'and': {
      const items = node.items.map(compileFilter);
      return (row) => items.every((item) => item(row));
    }
    case 'or': {
      const items = node.items.map(compileFilter);
      return (row) => items.some((item) => item(row));
    }
    case 'not': {
      const item = compileFilter(node.item);
      return (row) => !item(row);
    }
    case 'cmp':
      return comparison(node.token, node.op, node.value);
    case 'in': {
      // a set: a list of thousands of values is looked up, not scanned, for each row
      const values = new Set(node.values.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));
      const token = node.token;
      return (row) => values.has(normalize(row[token]));
    }
  }
}

/** One row against a filter (compileFilter once for many rows). */
export function evaluate(node: FilterNode, row: Row): boolean {
  return compileFilter(node)(row);
}
