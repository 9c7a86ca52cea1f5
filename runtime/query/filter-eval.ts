// Filter tree → predicate over in-memory rows, with the same meaning as filter-sql.ts. Used where the
// rows are computed rather than selected (the ACL lists).
import type { CompareOp, FilterNode, Scalar } from './filter-ast.js';

export type Row = Record<string, unknown>;

/** SQL LIKE pattern → anchored, case-insensitive regular expression. */
export function likeToRegex(pattern: string): RegExp {
  let body = '';
  for (const ch of pattern) {
    if (ch === '%') body += '.*';
    else if (ch === '_') body += '.';
    else body += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${body}$`, 'is');
}

function normalize(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return String(v).toLowerCase();
}

function compare(left: unknown, op: CompareOp, value: Scalar): boolean {
  if (op === '~') return left !== null && left !== undefined && likeToRegex(String(value)).test(String(left));
  const a = normalize(left);
  const b = typeof value === 'string' ? value.toLowerCase() : value;
  if (b === null) return op === '=' ? a === null : a !== null;
  if (op === '=') return a === b;
  if (op === '!=') return a !== b;
  if (a === null) return false;
  switch (op) {
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
  return false;
}

export function evaluate(node: FilterNode, row: Row): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((n) => evaluate(n, row));
    case 'or':
      return node.items.some((n) => evaluate(n, row));
    case 'not':
      return !evaluate(node.item, row);
    case 'cmp':
      return compare(row[node.token], node.op, node.value);
    case 'in':
      return node.values.some((v) => compare(row[node.token], '=', v));
  }
}
