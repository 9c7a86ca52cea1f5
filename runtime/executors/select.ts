// The list, details, tiny and all_ids kinds: one SELECT of the requested tokens over the object's
// generated query builder, filtered, scoped, ordered and paged in the database, plus one COUNT for
// `total` when the page does not already tell it. Each statement carries only the to-one joins it reads
// (needed-joins.ts): the COUNT those of its conditions. A statement's text is compiled once per shape
// (runtime/db/statement-shapes.ts); later calls of the shape bind their values only. Composite tokens
// are filled by batch loaders.
import { sql, type RawBuilder } from 'kysely';
import { actions, objects, queryBuilders, type ActionName, type ObjectName, type OutputName } from '../../generated/registry.js';
import { outputs } from '../outputs/index.js';
import { filterShape, filterToSql } from '../query/filter-sql.js';
import { runShaped } from '../db/statement-shapes.js';
import type { ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { GLOBAL_TENANT, scopeCondition } from '../contract/scope.js';
import { loaders } from '../loaders/index.js';
import { filterTokens, neededJoins } from './needed-joins.js';

/** A selected value as the API shows it; counters are numeric strings in lists, integers in states. */
export function outputValue(token: TokenMeta, value: unknown, countersAsIntegers = false): unknown {
  return converterOf(token, countersAsIntegers)(value);
}

type Converter = (value: unknown) => unknown;
const converters = [new WeakMap<TokenMeta, Converter>(), new WeakMap<TokenMeta, Converter>()];

/** outputValue of one token as a function chosen once per token, not by a switch per value of a page. */
function converterOf(token: TokenMeta, countersAsIntegers: boolean): Converter {
  const cache = converters[countersAsIntegers ? 1 : 0]!;
  let convert = cache.get(token);
  if (convert) return convert;
  if (token.output) {
    const format = outputs[token.output as OutputName];
    convert = (value) => format(value);
  } else {
    switch (token.type) {
      case 'integer':
      case 'flag':
        convert = (value) => (value === null || value === undefined ? null : typeof value === 'number' ? value : Number(value));
        break;
      case 'counter':
        convert = countersAsIntegers
          ? (value) => (value === null || value === undefined ? null : Number(value))
          : (value) => (value === null || value === undefined ? null : String(value));
        break;
      default:
        convert = (value) => (value === undefined ? null : value);
    }
  }
  cache.set(token, convert);
  return convert;
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

/**
 * The shape of the call's WHERE (runtime/db/statement-shapes.ts): dialect, object, action, the caller's
 * scope kind and the filter's shape, with the values the conditions bind, in the order conditionsOf binds
 * them. Undefined when the call's object or action is not the generated one (custom property tokens add
 * tokens whose SQL is built per request): its statements are then compiled per call.
 */
function whereShape(ctx: ActionContext, object: ObjectMeta): { key: string; params: unknown[] } | undefined {
  if (objects[object.name as ObjectName] !== object || !Object.hasOwn(actions, ctx.action.name) || actions[ctx.action.name as ActionName] !== ctx.action) {
    return undefined;
  }
  const { caller } = ctx;
  const params: unknown[] = [];
  // as scopeCondition reads (mode 'read'): the caller's tenant is a bound value, only its kind is shape
  let scope: string;
  if (caller.isSuper) scope = 'super';
  else if (object.tenantScope === 'none' || !object.tenantColumn) scope = 'tenant-admin';
  else if (object.tenantScope === 'tenant_or_global') {
    scope = 'own-or-global';
    params.push(caller.tenantId, GLOBAL_TENANT);
  } else {
    scope = 'own';
    params.push(caller.tenantId);
  }
  const empty = ctx.filter.root.kind === 'and' && ctx.filter.root.items.length === 0;
  const filter = empty ? '' : filterShape(ctx.filter.root, (t) => object.tokens[t], ctx.services.dialect, params);
  return { key: `${ctx.services.dialect}|${object.name}|${ctx.action.name}|${scope}|${filter}`, params };
}

/** A page size or offset as the statement carries it (pagingValue): its shape, and its value when bound. */
function pagingShape(n: number, params: unknown[]): string {
  if (Number.isSafeInteger(n) && n >= 0) return String(n);
  params.push(n);
  return '?';
}

export async function selectRows(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  const builder = queryBuilders[object.name as ObjectName];
  const db = ctx.services.db;
  const { block, page } = ctx.paging;
  const offset = (page - 1) * block;
  const idsOnly = ctx.action.kind === 'all_ids';
  const sqlTokens = idsOnly ? [] : ctx.fields.filter((f) => object.tokens[f]?.expr);

  const shape = whereShape(ctx, object);
  const rowsParams = shape ? [...shape.params] : [];
  const rowsKey = shape
    ? `rows|${shape.key}|${sqlTokens.join(',')}|${ctx.order.map((o) => `${o.token}${o.desc ? '-' : '+'}`).join(',')}|` +
      `${pagingShape(block, rowsParams)}|${pagingShape(offset, rowsParams)}`
    : undefined;

  let where: RawBuilder<boolean> | undefined;
  let whereTokens: string[] | undefined;
  const whereOnce = () => (where ??= whereAll(conditionsOf(ctx, object, 'read')));
  const whereTokensOnce = () => (whereTokens ??= filterTokens(ctx.filter.root));

  const rows = await runShaped(db, rowsKey, rowsParams, () => {
    const idExpr = sql.raw(`${object.alias}.id`);
    const tokenSql = (token: string) => (builder.tokenSql as Record<string, RawBuilder<unknown>>)[token] ?? sql.raw(object.tokens[token]!.expr!);
    const order = ctx.order.map((o) => sql`${tokenSql(o.token)} ${sql.raw(o.desc ? 'DESC' : 'ASC')}`);
    if (!ctx.order.some((o) => o.token === 'id')) order.push(sql`${idExpr} ASC`); // stable pages
    const selections = [idExpr.as('__id'), ...sqlTokens.map((t) => tokenSql(t).as(t))];
    const joins = neededJoins(builder, ctx.action, ctx.caller, [...whereTokensOnce(), ...sqlTokens, ...ctx.order.map((o) => o.token)]);
    return builder
      .from(db, joins)
      .where(whereOnce())
      .select(selections)
      .orderBy(sql.join(order))
      .limit(pagingValue(block))
      .offset(pagingValue(offset));
  });

  let total = rows.length + offset;
  if (rows.length === block || (page > 1 && rows.length === 0)) {
    const count = await runShaped(db, shape && `count|${shape.key}`, shape?.params ?? [], () =>
      builder
        .from(db, neededJoins(builder, ctx.action, ctx.caller, whereTokensOnce()))
        .where(whereOnce())
        .select(sql<number>`COUNT(*)`.as('n')),
    );
    total = Number((count[0] as { n: number } | undefined)?.n ?? 0);
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
  const countersAsIntegers = ctx.action.kind === 'state';
  const columns: { field: string; token: TokenMeta; convert?: Converter; values?: Map<number, unknown> }[] = [];
  for (const field of ctx.fields) {
    const token = object.tokens[field];
    if (token?.loader) columns.push({ field, token, values: loaded.get(field) });
    else if (token?.expr) columns.push({ field, token, convert: converterOf(token, countersAsIntegers) });
  }
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const result: Record<string, unknown> = {};
    for (const { field, token, convert, values } of columns) {
      result[field] = convert ? convert(row[field]) : values?.get(ids[r]!) ?? emptyComposite(token);
    }
    out[r] = result;
  }
  return { rows: out, total };
}

function emptyComposite(token: TokenMeta): unknown {
  return token.type === 'json' ? {} : null;
}
