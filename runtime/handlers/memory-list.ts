// Lists whose rows are computed rather than selected (ACLs seen from a subject, configuration tokens,
// a tenant's client settings) get the same filter, order, paging and field semantics as SQL lists:
// the parsed filter tree is evaluated in memory, `total` counts every matching row, and the page holds
// only the requested fields.
import { compileFilter, type Row } from '../query/filter-eval.js';
import type { ActionContext, ActionResult, OrderTerm } from '../contract/context.js';

export interface MemoryListOptions {
  /** Order when the request gives none. */
  defaultOrder: OrderTerm[];
  /** Tokens that break ties after the requested order, so that pages are stable. */
  tieBreak: string[];
  /** Fields of each row when the action declares none of its own (ctx.fields is then empty). */
  fields?: string[];
}

/**
 * Ascending comparison as the databases order: NULLs first, numbers numerically, text
 * case-insensitively (the collations of both dialects are case-insensitive).
 */
export function compareValues(a: unknown, b: unknown): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

export function listInMemory(ctx: ActionContext, rows: Iterable<Row>, options: MemoryListOptions): ActionResult {
  const matching: Row[] = [];
  const matches = compileFilter(ctx.filter.root);
  for (const row of rows) if (matches(row)) matching.push(row);
  const order = ctx.order.length ? ctx.order : options.defaultOrder;
  matching.sort((a, b) => {
    for (const o of order) {
      const c = compareValues(a[o.token], b[o.token]);
      if (c) return o.desc ? -c : c;
    }
    for (const token of options.tieBreak) {
      const c = compareValues(a[token], b[token]);
      if (c) return c;
    }
    return 0;
  });
  const fields = ctx.fields.length ? ctx.fields : (options.fields ?? []);
  const { page, block } = ctx.paging;
  const pageRows = matching.slice((page - 1) * block, page * block).map((row) => {
    const out: Row = {};
    for (const f of fields) out[f] = row[f];
    return out;
  });
  return { rows: pageRows, total: matching.length };
}
