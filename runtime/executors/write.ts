// The create, update and delete kinds. Every write runs in a transaction; update and delete act on
// each selected record in its own transaction, so one failing record (reported under 1200) leaves the
// others done and nothing half-written (generated/docs/guides/errors.md).
import { sql, type Kysely } from 'kysely';
import { queryBuilders, type ObjectName } from '../../generated/registry.js';
import { hashPassword, HashQueueFull } from '../auth/passwords.js';
import { bumpGeneration } from '../db/generation.js';
import { databaseApiError, isForeignKeyViolation, isUniqueViolation, retryOnConflict } from '../db/errors.js';
import { ApiError } from '../errors/api-error.js';
import { authorizeMassive } from '../auth/authorize.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { DEFAULT_TENANT, GLOBAL_TENANT, SUPER_TENANT } from '../contract/scope.js';
import { hooks, specials } from './handlers.js';
import { conditionsOf, selectRows, whereAll } from './select.js';
import { deletePropertyValues } from '../properties/properties-specials.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { actorOf, type ChangeSubject } from '../events/bus.js';
import { nowDate } from '../support/time.js';
import type { ObjectMeta, TokenMeta } from '../support/registry-types.js';
import { errorMessage } from '../contract/envelope.js';
import { log } from '../log/logger.js';
import { checkVersionTargets, expectVersion, isVersioned, versionConflict, versionRaise } from './record-versions.js';

/**
 * Publishes each channel for the record's tenant (after its write committed); with the record and the
 * caller as its subject when given, for the webhooks (runtime/webhooks/webhook-events.ts).
 */
export function publishAll(ctx: ActionContext, channels: readonly string[], tenantId: number | null, record?: Pick<RecordRef, 'id' | 'name'>): void {
  const subject: ChangeSubject | undefined =
    record && ctx.object
      ? {
          objectKind: ctx.object.name,
          objectId: record.id,
          objectName: record.name,
          actor: actorOf(ctx.caller),
        }
      : undefined;
  for (const channel of channels) ctx.services.events.publish(subject ? { channel, tenantId, subject } : { channel, tenantId });
}

/**
 * Runs `body` in a transaction; bumps the authorization generation first when the body asks. A
 * transaction MariaDB aborts as a deadlock's victim is run again, whole (the body must not keep state
 * across attempts).
 */
async function inTransaction<T>(ctx: ActionContext, body: (w: WriteContext) => Promise<T>): Promise<T> {
  return retryOnConflict(() => ctx.services.db.transaction().execute(async (trx) => {
    let changed = false;
    const w: WriteContext = { ctx, trx, authChanged: () => (changed = true) };
    const result = await body(w);
    if (changed) await bumpGeneration(trx);
    return result;
  }));
}

/**
 * A new password's hash, with its token's cost (catalog `password_cost`), in the provisioning lane and in
 * the turn of the tenant it is written for (hash-scheduler.ts); too many waiting answers 1400.
 */
async function passwordHash(ctx: ActionContext, token: TokenMeta, password: string): Promise<string> {
  const tenant = ctx.caller.isSuper && ctx.args.tenant_id !== undefined ? Number(ctx.args.tenant_id) : ctx.caller.tenantId;
  try {
    return await hashPassword(password, token.passwordCost ?? 'administrator', {
      lane: 'provision',
      tenant: String(tenant),
      maxPerTenant: ctx.services.settings.hashQueuePerTenant,
    });
  } catch (e) {
    if (e instanceof HashQueueFull) throw new ApiError(1400, `Too many passwords are waiting to be hashed: try again in ${e.retryAfterSeconds} s`);
    throw e;
  }
}

/** A column value from an argument: names trimmed and never blank (generated/docs/guides/fields.md, "Arguments"), passwords hashed. */
async function columnValue(ctx: ActionContext, token: TokenMeta, value: unknown): Promise<unknown> {
  if (value === null || value === undefined) {
    if (!token.nullable) throw new ApiError(6410, `${token.name} cannot be empty`);
    return null;
  }
  if (token.type === 'password') return passwordHash(ctx, token, String(value));
  if (token.type === 'flag') return value === true || value === 1 || value === '1' ? 1 : 0;
  if (typeof value === 'string' && token.ci) {
    const trimmed = value.trim();
    if (!trimmed) throw new ApiError(6330, `${token.name} cannot be blank`);
    return trimmed;
  }
  return value;
}

function isSpecial(ctx: ActionContext, name: string): boolean {
  return Boolean(ctx.action.arguments[name]?.special);
}

async function runSpecials(w: WriteContext, record: RecordRef): Promise<void> {
  const { action, args } = w.ctx;
  for (const [name, meta] of Object.entries(action.arguments)) {
    if (!meta.special || !(name in args)) continue;
    await specials[meta.special as keyof typeof specials](w, record, args[name]);
  }
}

export function duplicateAware<T>(object: ObjectMeta, run: () => Promise<T>): Promise<T> {
  return run().catch((e: unknown) => {
    if (isUniqueViolation(e)) throw new ApiError(object.duplicateStatus ?? 7200, `A ${object.name.replace('_', ' ')} like that already exists`);
    if (isForeignKeyViolation(e)) throw new ApiError(7110, 'A referred record does not exist');
    throw e;
  });
}

/** The tenant a new record goes to (docs/decisions.md "Authorization"): the caller's, or the superadministrator's choice. */
async function targetTenant(ctx: ActionContext, object: ObjectMeta): Promise<number | undefined> {
  // a tenant is scoped by its own id: it is not created inside a tenant
  if (!object.tenantColumn || object.tenantScope === 'none' || object.tenantColumn === 'id') return undefined;
  const { caller, args } = ctx;
  if (!caller.isSuper) return caller.tenantId;
  let tenantId = args.tenant_id as number | undefined;
  if (tenantId === undefined) {
    if (!caller.multitenant) return DEFAULT_TENANT;
    if (ctx.action.tenantArgument) throw new ApiError(6240, 'A superadministrator must give tenant_id');
    return caller.tenantId;
  }
  tenantId = Number(tenantId);
  if (
    (tenantId === GLOBAL_TENANT && object.tenantScope !== 'tenant_or_global') ||
    (tenantId === SUPER_TENANT && !object.superTenant)
  ) {
    throw new ApiError(6330, `tenant_id ${tenantId} cannot hold a ${object.name}`);
  }
  const exists = await ctx.services.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!exists) throw new ApiError(7110, `Tenant ${tenantId} does not exist`);
  return tenantId;
}

export async function createRecord(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(ctx.args)) {
    if (isSpecial(ctx, name) || name === 'tenant_id') continue;
    const token = object.tokens[name];
    if (!token?.column) throw new ApiError(6230, `${name} cannot be written`);
    values[token.column] = await columnValue(ctx, token, value);
  }
  for (const token of Object.values(object.tokens)) {
    if (token.column && token.default !== undefined && !(token.column in values)) values[token.column] = token.default;
  }
  const tenantId = await targetTenant(ctx, object);
  if (tenantId !== undefined) values[object.tenantColumn!] = tenantId;
  for (const [column, value] of Object.entries(ctx.action.set ?? {})) values[column] = value;
  if (object.tokens.creation_date?.column) {
    values.creation_date = nowDate();
    values.creation_admin_id = ctx.caller.adminId;
    values.creation_admin_name = ctx.caller.adminName;
  }
  const created = await duplicateAware(object, () =>
    inTransaction(ctx, async (w) => {
      const row = { ...values }; // hooks complete the row; an attempt run again starts from the request's
      await hooks.beforeCreate(w, row);
      const inserted = await w.trx.insertInto(object.table).values(row).executeTakeFirstOrThrow();
      const record: RecordRef = {
        id: Number(inserted.insertId),
        name: object.nameColumn ? ((row[object.nameColumn] as string) ?? null) : null,
        tenantId: object.tenantColumn && object.tenantColumn !== 'id' ? Number(row[object.tenantColumn]) : null,
        row,
      };
      await hooks.afterCreate(w, record);
      await runSpecials(w, record);
      if (ctx.onCreated) await ctx.onCreated(w.trx, createdAnswer(record));
      return record;
    }),
  );
  publishAll(ctx, object.events.created, created.tenantId, created);
  return createdAnswer(created);
}

/** What a create answers: its record's id (and, for the audit log, its id and name). */
function createdAnswer(record: RecordRef): ActionResult {
  return { rows: [{ id: record.id }], total: 1, objectId: record.id, objectName: record.name };
}

/** The records an update, delete or exec acts on, each with its current column values. */
async function selectTargets(ctx: ActionContext, object: ObjectMeta): Promise<RecordRef[]> {
  const builder = queryBuilders[object.name as ObjectName];
  const conditions = conditionsOf(ctx, object, 'write');
  const idExpr = sql.raw(`${object.alias}.id`);
  if (ctx.action.target === 'self') conditions.push(sql<boolean>`${idExpr} = ${ctx.caller.adminId}`);
  if (ctx.action.target === 'own_tenant') conditions.push(sql<boolean>`${idExpr} = ${ctx.caller.tenantId}`);
  const columns = Object.values(object.tokens).filter((t) => t.column && t.type !== 'password');
  const rows = (await builder
    .from(ctx.services.db)
    .where(whereAll(conditions))
    .select(columns.map((t) => sql.raw(`${object.alias}.${t.column}`).as(t.column!)))
    .orderBy(idExpr)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id),
    name: object.nameColumn ? ((row[object.nameColumn] as string) ?? null) : null,
    tenantId: object.tenantColumn ? Number(row[object.tenantColumn]) : null,
    row,
  }));
}

export interface Failure {
  status: number;
  message: string;
  additional_info?: string;
}

/** The records a massive write acts on: 1300 when none, the massive ACLs checked when more than one. */
export async function writeTargets(ctx: ActionContext): Promise<RecordRef[]> {
  const object = ctx.object!;
  const targets = await selectTargets(ctx, object);
  if (targets.length === 0) throw new ApiError(1300);
  if (targets.length > 1) authorizeMassive(ctx.caller, ctx.action, object, ctx.args, ctx.services.aclNames);
  checkVersionTargets(ctx, targets);
  ctx.job?.selected(targets.map((t) => t.id));
  return targets;
}

/** A record's failure, also told to the call's job. */
export function recordFailure(ctx: ActionContext, id: number, e: unknown): Failure {
  const failure = failureOf(ctx, id, e);
  ctx.job?.outcome(id, failure.status, failure.additional_info ?? failure.message);
  return failure;
}

/** A record's change committed, told to the call's job. */
export function recordDone(ctx: ActionContext, id: number): void {
  ctx.job?.outcome(id, 0, errorMessage(0));
}

/** The records a cancelled job did not reach: each under `failures` with 6810, left as they were. */
export function leaveUntouched(ctx: ActionContext, records: readonly RecordRef[], failures: Record<string, Failure>): void {
  for (const record of records) failures[String(record.id)] = recordFailure(ctx, record.id, new ApiError(6810));
}

/** A record's entry under 1200's `failures` for what its write threw (logged when it is no ApiError). */
export function failureOf(ctx: ActionContext, id: number, e: unknown): Failure {
  if (!(e instanceof ApiError)) {
    log.error('record write failed', { request_id: ctx.raw.requestId, action: ctx.action.name, id, error: String((e as Error)?.stack ?? e) });
  }
  const known = e instanceof ApiError ? e : databaseApiError(e);
  const status = known?.status ?? 1100;
  return { status, message: errorMessage(status), ...(known?.info ? { additional_info: known.info } : {}) };
}

/** The answer of a massive write: `total` the records changed, 1200 with `failures` when any failed. */
export function massiveResult(targets: readonly RecordRef[], changedIds: number[], failures: Record<string, Failure>): ActionResult & { changedIds?: number[] } {
  const single = targets.length === 1 ? targets[0]! : undefined;
  const result: ActionResult & { changedIds?: number[] } = {
    rows: [],
    total: changedIds.length,
    objectId: single?.id ?? null,
    objectName: single?.name ?? null,
    changedIds,
  };
  if (Object.keys(failures).length) {
    result.status = 1200;
    result.info = `${Object.keys(failures).length} of ${targets.length} records failed`;
    result.extra = { failures };
  }
  return result;
}

/** Runs `body` in a transaction as every write does (deadlock victims run again, whole). */
export function inWriteTransaction<T>(ctx: ActionContext, body: (w: WriteContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx, body);
}

/**
 * Applies `each` to every target in its own transaction; 1300 when none, 1200 when any fails. After a
 * record's transaction commits its channels are published and `committed` (if given) runs.
 */
export async function forEachTarget(
  ctx: ActionContext,
  each: (w: WriteContext, record: RecordRef) => Promise<void>,
  channels: readonly string[],
  committed?: (record: RecordRef) => void,
): Promise<ActionResult & { changedIds?: number[] }> {
  const object = ctx.object!;
  const targets = await writeTargets(ctx);
  const failures: Record<string, Failure> = {};
  const changedIds: number[] = [];
  for (const [k, record] of targets.entries()) {
    if (ctx.job && (await ctx.job.step())) {
      leaveUntouched(ctx, targets.slice(k), failures);
      break;
    }
    try {
      expectVersion(ctx, record);
      await duplicateAware(object, () => inTransaction(ctx, (w) => each(w, record)));
      changedIds.push(record.id);
      recordDone(ctx, record.id);
      publishAll(ctx, channels, record.tenantId, record);
      committed?.(record);
    } catch (e) {
      failures[String(record.id)] = recordFailure(ctx, record.id, e);
    }
  }
  return massiveResult(targets, changedIds, failures);
}

/** `changed`, and the channels of the tokens a write changes (blocked → <kind>_blocked_or_unblocked ...). */
export function changeChannels(object: ObjectMeta, tokens: readonly string[]): string[] {
  const channels = new Set(object.events.changed);
  for (const token of tokens) for (const channel of object.events.tokens[token] ?? []) channels.add(channel);
  return [...channels];
}

export async function updateRecords(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  if (Object.keys(ctx.args).length === 0) throw new ApiError(6240, 'No argument to change');
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(ctx.args)) {
    if (isSpecial(ctx, name)) continue;
    const token = object.tokens[name];
    if (!token?.column || name === 'id') throw new ApiError(6230, `${name} cannot be changed`);
    values[token.column] = await columnValue(ctx, token, value);
  }
  const result = await forEachTarget(
    ctx,
    async (w, record) => {
      await hooks.beforeUpdate(w, record);
      // a versioned record's UPDATE runs even for specials alone: their change is the record's (its version)
      if (Object.keys(values).length || isVersioned(object)) {
        let update = w.trx.updateTable(object.table).set({ ...values, ...versionRaise(object) }).where('id', '=', record.id);
        if (record.expectedVersion !== undefined) update = update.where('record_version', '=', record.expectedVersion);
        const changed = await update.executeTakeFirst();
        if (record.expectedVersion !== undefined && Number(changed.numUpdatedRows) === 0) throw versionConflict(object, record);
      }
      await runSpecials(w, record);
    },
    changeChannels(object, Object.keys(ctx.args)),
  );
  if (ctx.action.returnRecord && result.changedIds?.length) {
    // answer the changed records as the object's lists show them (di_update, generated/docs/dis.md)
    const reread = await selectRows({
      ...ctx,
      filter: { root: { kind: 'in', token: 'id', values: result.changedIds }, tokens: new Map() },
      order: [],
      paging: { page: 1, block: result.changedIds.length },
    });
    result.rows = reread.rows;
  }
  delete result.changedIds;
  return result;
}

export async function deleteRecords(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  return forEachTarget(
    ctx,
    async (w, record) => {
      await hooks.beforeDelete(w, record);
      await deletePropertyValues(w, record);
      try {
        let remove = w.trx.deleteFrom(object.table).where('id', '=', record.id);
        if (record.expectedVersion !== undefined) remove = remove.where('record_version', '=', record.expectedVersion);
        const deleted = await remove.executeTakeFirst();
        if (record.expectedVersion !== undefined && Number(deleted.numDeletedRows) === 0) throw versionConflict(object, record);
      } catch (e) {
        if (isForeignKeyViolation(e)) throw new ApiError(7120, `Other records depend on ${object.name} ${record.id}`);
        throw e;
      }
    },
    object.events.deleted,
    (record) => void hooks.deleted(ctx, record).catch((e: unknown) => log.warn('after-delete step failed', { request_id: ctx.raw.requestId, id: record.id, error: String(e) })),
  );
}

export type { Kysely };
