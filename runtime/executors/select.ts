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

  const shaped = runShaped(db, rowsKey, rowsParams, () => {
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
  const rows = shaped instanceof Promise ? await shaped : shaped;

  let total = rows.length + offset;
  if (rows.length === block || (page > 1 && rows.length === 0)) {
    const counted = runShaped(db, shape && `count|${shape.key}`, shape?.params ?? [], () =>
      builder
        .from(db, neededJoins(builder, ctx.action, ctx.caller, whereTokensOnce()))
        .where(whereOnce())
        .select(sql<number>`COUNT(*)`.as('n')),
    );
    const count = counted instanceof Promise ? await counted : counted;
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
  const build = rowBuilderOf(object, ctx.fields, ctx.action.kind === 'state');
  const values = build.loaders.map((field) => loaded.get(field));
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) out[r] = build.row(rows[r]!, ids[r]!, values);
  return { rows: out, total };
}

/** Builds one answer row from its statement row, its id and the page's loaded values (one map per loader field, in `loaders` order). */
interface RowBuilder {
  loaders: string[];
  row(row: Record<string, unknown>, id: number, values: (Map<number, unknown> | undefined)[]): Record<string, unknown>;
}

/**
 * The row builder of a field list, compiled once per object, field list and counter format: an object
 * literal with the fields in the answer's order, each value converted by its token's converter, rather
 * than a loop storing each field by name. Every row of every page then has one shape, built without a
 * store by computed name per field, and JSON.stringify walks it on its fast path. The answer is the
 * same: same keys in the same order, same values (the loop it replaces stays as `genericRow`, used for
 * field lists beyond the bound below and checked against the compiled one by test/unit/row-builder.test.ts).
 * Field names are the catalog's token names (checked against NAME below; any other list uses the loop).
 */
const builders = new WeakMap<ObjectMeta, Map<string, RowBuilder>>();
/** Field lists compiled per object; beyond it a new list is built by the loop (clients choose field lists). */
const MAX_BUILDERS = 256;
const NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** The row builder of `fields` (`countersAsIntegers`: a state's counters). */
export function rowBuilderOf(object: ObjectMeta, fields: readonly string[], countersAsIntegers: boolean): RowBuilder {
  // an object with custom property tokens is made per request: its rows are built by the loop
  const generated = objects[object.name as ObjectName] === object;
  if (!generated) return genericBuilder(object, fields, countersAsIntegers);
  let byFields = builders.get(object);
  if (!byFields) builders.set(object, (byFields = new Map()));
  const key = `${countersAsIntegers ? 'i' : 's'}|${fields.join(',')}`;
  let builder = byFields.get(key);
  if (builder) return builder;
  const columns = columnsOf(object, fields, countersAsIntegers);
  const loaders = columns.filter((c) => !c.convert).map((c) => c.field);
  const compilable = byFields.size < MAX_BUILDERS && columns.every((c) => NAME.test(c.field) && c.field !== '__proto__');
  builder = { loaders, row: compilable ? compiledRow(columns) : genericRow(columns) };
  if (byFields.size < MAX_BUILDERS) byFields.set(key, builder);
  return builder;
}

/** The loop-built row builder of `fields`, as rowBuilderOf answers for an object made per request. */
export function genericBuilder(object: ObjectMeta, fields: readonly string[], countersAsIntegers: boolean): RowBuilder {
  const columns = columnsOf(object, fields, countersAsIntegers);
  return { loaders: columns.filter((c) => !c.convert).map((c) => c.field), row: genericRow(columns) };
}

interface Column {
  field: string;
  token: TokenMeta;
  convert?: Converter;
}

/** What each output field is made of: a statement column and its converter, or a loader's value. */
function columnsOf(object: ObjectMeta, fields: readonly string[], countersAsIntegers: boolean): Column[] {
  const columns: Column[] = [];
  for (const field of fields) {
    const token = object.tokens[field];
    if (token?.loader) columns.push({ field, token });
    else if (token?.expr) columns.push({ field, token, convert: converterOf(token, countersAsIntegers) });
  }
  return columns;
}

/** The row as a loop over the columns, storing each field by name. */
export function genericRow(columns: Column[]): RowBuilder['row'] {
  return (row, id, values) => {
    const result: Record<string, unknown> = {};
    let l = 0;
    for (const { field, token, convert } of columns) {
      result[field] = convert ? convert(row[field]) : values[l++]?.get(id) ?? emptyComposite(token);
    }
    return result;
  };
}

/** The row as one object literal (new Function over the columns' converters and tokens; names only from NAME). */
function compiledRow(columns: Column[]): RowBuilder['row'] {
  let l = 0;
  const parts = columns.map((c, i) => {
    const name = JSON.stringify(c.field);
    return c.convert ? `${name}: k[${i}](row[${name}])` : `${name}: values[${l++}]?.get(id) ?? empty(t[${i}])`;
  });
  const make = new Function('k', 't', 'empty', `return function row(row, id, values) { return { ${parts.join(', ')} }; };`) as (
    k: (Converter | undefined)[],
    t: TokenMeta[],
    empty: typeof emptyComposite,
  ) => RowBuilder['row'];
  return make(
    columns.map((c) => c.convert),
    columns.map((c) => c.token),
    emptyComposite,
  );
}

function emptyComposite(token: TokenMeta): unknown {
  return token.type === 'json' ? {} : null;
}
