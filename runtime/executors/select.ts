// The list, details, tiny and all_ids kinds: one SELECT of the requested tokens over the object's
// generated query builder, filtered, scoped, ordered and paged in the database, plus one COUNT for
// `total` when the page does not already tell it. Each statement carries only the to-one joins it reads
// (needed-joins.ts): the COUNT those of its conditions. Composite tokens are filled by batch loaders.
import { sql, type RawBuilder } from 'kysely';
import { queryBuilders, type ObjectName, type OutputName } from '../../generated/registry.js';
import { outputs } from '../outputs/index.js';
import { filterToSql } from '../query/filter-sql.js';
import type { ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { scopeCondition } from '../contract/scope.js';
import { loaders } from '../loaders/index.js';
import { filterTokens, neededJoins } from './needed-joins.js';

/** A selected value as the API shows it; counters are numeric strings in lists, integers in states. */
export function outputValue(token: TokenMeta, value: unknown, countersAsIntegers = false): unknown {
  if (token.output) return outputs[token.output as OutputName](value);
  if (value === null || value === undefined) return null;
  switch (token.type) {
    case 'integer':
    case 'flag':
      return typeof value === 'number' ? value : Number(value);
    case 'counter':
      return countersAsIntegers ? Number(value) : String(value);
    default:
      return value;
  }
}

/** WHERE conditions of the call: scope, action condition and filters. */
export function conditionsOf(ctx: ActionContext, object: ObjectMeta, mode: 'read' | 'write'): RawBuilder<boolean>[] {
  const conditions = scopeCondition(ctx.caller, object, mode);
  if (ctx.action.where) conditions.push(sql<boolean>`(${sql.raw(ctx.action.where)})`);
  if (ctx.action.tenantAdminWhere && !ctx.caller.isSuper) conditions.push(sql<boolean>`(${sql.raw(ctx.action.tenantAdminWhere)})`);
  if (!(ctx.filter.root.kind === 'and' && ctx.filter.root.items.length === 0)) {
    conditions.push(filterToSql(ctx.filter.root, (t) => object.tokens[t], ctx.services.dialect));
  }
  return conditions;
}

export function whereAll(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length ? sql<boolean>`${sql.join(conditions, sql` AND `)}` : sql<boolean>`1 = 1`;
}

/**
 * LIMIT and OFFSET, whole numbers checked by parsePaging, are written into the statement's text: SQLite
 * reads a bound LIMIT's value when it plans, so a bound one makes it prepare the statement again on every
 * execution (most of the cost of a one-row read). Beyond the exact integers a value stays bound.
 */
function pagingValue(n: number) {
  return Number.isSafeInteger(n) && n >= 0 ? sql.lit(n) : n;
}

export async function selectRows(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  const builder = queryBuilders[object.name as ObjectName];
  const db = ctx.services.db;
  const where = whereAll(conditionsOf(ctx, object, 'read'));
  const idExpr = sql.raw(`${object.alias}.id`);

  const tokenSql = (token: string) => (builder.tokenSql as Record<string, RawBuilder<unknown>>)[token] ?? sql.raw(object.tokens[token]!.expr!);
  const order = ctx.order.map((o) => sql`${tokenSql(o.token)} ${sql.raw(o.desc ? 'DESC' : 'ASC')}`);
  if (!ctx.order.some((o) => o.token === 'id')) order.push(sql`${idExpr} ASC`); // stable pages

  const { block, page } = ctx.paging;
  const idsOnly = ctx.action.kind === 'all_ids';
  const sqlTokens = idsOnly ? [] : ctx.fields.filter((f) => object.tokens[f]?.expr);
  const selections = [idExpr.as('__id'), ...sqlTokens.map((t) => tokenSql(t).as(t))];

  const whereTokens = filterTokens(ctx.filter.root);
  const countJoins = neededJoins(builder, ctx.action, ctx.caller, whereTokens);
  const rowsJoins = neededJoins(builder, ctx.action, ctx.caller, [...whereTokens, ...sqlTokens, ...ctx.order.map((o) => o.token)]);
  const rowsQuery = builder
    .from(db, rowsJoins)
    .where(where)
    .select(selections)
    .orderBy(sql.join(order))
    .limit(pagingValue(block))
    .offset(pagingValue((page - 1) * block));
  const rows = (await rowsQuery.execute()) as Record<string, unknown>[];

  let total = rows.length + (page - 1) * block;
  if (rows.length === block || (page > 1 && rows.length === 0)) {
    const count = await builder.from(db, countJoins).where(where).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirst();
    total = Number((count as { n: number } | undefined)?.n ?? 0);
  }

  if (idsOnly) return { rows: rows.map((r) => Number(r.__id)), total };

  const ids = rows.map((r) => Number(r.__id));
  const loaded = new Map<string, Map<number, unknown>>();
  for (const field of ctx.fields) {
    const token = object.tokens[field];
    if (token?.loader && ids.length) {
      loaded.set(field, await loaders[token.loader as keyof typeof loaders](ctx, ids));
    }
  }
  // what each output field is made of, looked up once for the page rather than once per row
  const columns: { field: string; token: TokenMeta; values?: Map<number, unknown> }[] = [];
  for (const field of ctx.fields) {
    const token = object.tokens[field];
    if (token?.loader) columns.push({ field, token, values: loaded.get(field) });
    else if (token?.expr) columns.push({ field, token });
  }
  const countersAsIntegers = ctx.action.kind === 'state';
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const result: Record<string, unknown> = {};
    for (const { field, token, values } of columns) {
      result[field] = token.loader ? values?.get(ids[r]!) ?? emptyComposite(token) : outputValue(token, row[field], countersAsIntegers);
    }
    out[r] = result;
  }
  return { rows: out, total };
}

function emptyComposite(token: TokenMeta): unknown {
  return token.type === 'json' ? {} : null;
}
