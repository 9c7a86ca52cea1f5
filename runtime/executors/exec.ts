// The exec kind (vm_start, vm_stop, vm_user_disconnect): a state transition the catalog states as data.
// Each selected record changes in its own transaction by compare-and-set (the column must still hold
// the value read, so two concurrent calls or two processes never both move one record); a record in
// another state, or failing the transition's `require`, is refused with the transition's status inside
// 1200. Once a record's change commits, its channels are raised and the driver operation starts.
//
// An action whose hook has a batch transition (vm_start) moves its records by the batch instead: one
// transaction per batch of BATCH records takes the hook's lock, reads the records again (locked until
// commit on MariaDB; SQLite's write lock is already held), gets the hook's values for those still in an
// accepted state and writes them all in one UPDATE joined to a derived table, still a compare-and-set on
// the column. A record changed since it was selected is refused as it would be one by one.

import { sql, type RawBuilder } from 'kysely';
import type { DriverOperationName } from '../../generated/registry.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import type { TransitionMeta } from '../support/registry-types.js';
import { hooks } from './handlers.js';
import type { Hook, RecordRef, WriteContext } from '../contract/write-context.js';
import type { ObjectMeta } from '../support/registry-types.js';
import { changeChannels, duplicateAware, forEachTarget, inWriteTransaction, leaveUntouched, massiveResult, publishAll, recordDone, recordFailure, writeTargets, type Failure } from './write.js';
import { expectVersion, isVersioned, RECORD_VERSION, versionConflict, versionRaise } from './record-versions.js';

/** Records moved per transaction by a batch transition: few statements each, and a lock held briefly. */
const BATCH = 500;

function refusal(t: TransitionMeta, record: RecordRef, value: unknown): ApiError | undefined {
  if (!t.from.includes(String(value))) return new ApiError(t.refused, `${t.column} is ${String(value)}; accepted: ${t.from.join(', ')}`);
  for (const [column, wanted] of Object.entries(t.require)) {
    if (String(record.row[column]) !== String(wanted)) return new ApiError(t.refused, `${column} is ${String(record.row[column])}, not ${String(wanted)}`);
  }
  return undefined;
}

export async function execTransition(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  const t = ctx.action.transition!;
  const operation = t.driver as DriverOperationName;
  const batch = hooks.transitionBatch(ctx);
  if (batch) return execBatches(ctx, batch);
  const result = await forEachTarget(
    ctx,
    async (w, record) => {
      const read = record.row[t.column];
      const refused = refusal(t, record, read);
      if (refused) throw refused;
      const values = { ...(await hooks.beforeTransition(w, record)), [t.column]: t.to };
      let update = w.trx.updateTable(object.table).set({ ...values, ...versionRaise(object) }).where('id', '=', record.id).where(t.column, '=', read);
      for (const [column, wanted] of Object.entries(t.require)) update = update.where(column, '=', wanted);
      if (record.expectedVersion !== undefined) update = update.where('record_version', '=', record.expectedVersion);
      const changed = await update.executeTakeFirst();
      // with a version given, the record held it when selected and the transition's state with it: only a change since fails here
      if (Number(changed.numUpdatedRows) === 0 && record.expectedVersion !== undefined) throw versionConflict(object, record);
      // another call or process moved the record since it was read: the state it has now refuses it
      if (Number(changed.numUpdatedRows) === 0) throw new ApiError(t.refused, `${object.name} ${record.id} changed meanwhile`);
      Object.assign(record.row, values);
    },
    changeChannels(object, [t.column]),
    (record) => ctx.services.driver[operation]({ id: record.id, tenantId: record.tenantId, row: record.row }),
  );
  delete result.changedIds;
  return result;
}


type Batch = NonNullable<Hook['transitionBatch']>;
/** A record's outcome in its batch: its column values once written, or its refusal. */
type Outcome = Record<string, unknown> | ApiError;

async function execBatches(ctx: ActionContext, batch: Batch): Promise<ActionResult> {
  const object = ctx.object!;
  const t = ctx.action.transition!;
  const operation = t.driver as DriverOperationName;
  const channels = changeChannels(object, [t.column]);
  const targets = await writeTargets(ctx);
  const failures: Record<string, Failure> = {};
  const changedIds: number[] = [];
  const candidates: RecordRef[] = [];
  for (const record of targets) {
    try {
      expectVersion(ctx, record);
    } catch (e) {
      failures[String(record.id)] = recordFailure(ctx, record.id, e);
      continue;
    }
    const refused = refusal(t, record, record.row[t.column]);
    if (refused) failures[String(record.id)] = recordFailure(ctx, record.id, refused);
    else candidates.push(record);
  }
  for (let i = 0; i < candidates.length; i += BATCH) {
    if (ctx.job && (await ctx.job.step())) {
      // a cancelled job stops between batches: the ones not reached stay as they are
      leaveUntouched(ctx, candidates.slice(i), failures);
      break;
    }
    const chunk = candidates.slice(i, i + BATCH);
    let outcomes: Map<number, Outcome>;
    try {
      outcomes = await duplicateAware(object, () => inWriteTransaction(ctx, (w) => transitionBatch(w, object, t, batch, chunk)));
    } catch (e) {
      // the batch's statements failed as a whole: each of its records gets that failure (logged once)
      const failure = recordFailure(ctx, chunk[0]!.id, e);
      for (const record of chunk) {
        failures[String(record.id)] = failure;
        if (record !== chunk[0]) ctx.job?.outcome(record.id, failure.status, failure.additional_info ?? failure.message);
      }
      continue;
    }
    // committed: each record's channels, then its driver operation, as one by one
    for (const record of chunk) {
      const outcome = outcomes.get(record.id)!;
      if (outcome instanceof ApiError) {
        failures[String(record.id)] = recordFailure(ctx, record.id, outcome);
        continue;
      }
      Object.assign(record.row, outcome);
      changedIds.push(record.id);
      recordDone(ctx, record.id);
      publishAll(ctx, channels, record.tenantId, record);
      ctx.services.driver[operation]({ id: record.id, tenantId: record.tenantId, row: record.row });
    }
  }
  const result = massiveResult(targets, changedIds, failures);
  delete result.changedIds;
  return result;
}

/** One batch's transaction; keeps no state outside it (a deadlock's victim runs it again, whole). */
async function transitionBatch(w: WriteContext, object: ObjectMeta, t: TransitionMeta, batch: Batch, chunk: readonly RecordRef[]): Promise<Map<number, Outcome>> {
  await batch.serialize(w);
  let reread = w.trx.selectFrom(object.table).selectAll().where('id', 'in', chunk.map((r) => r.id));
  if (w.ctx.services.dialect === 'mysql') reread = reread.forUpdate();
  const current = new Map((await reread.execute()).map((row) => [Number(row.id), row as Record<string, unknown>]));
  const outcomes = new Map<number, Outcome>();
  const accepted: RecordRef[] = [];
  for (const record of chunk) {
    const row = current.get(record.id);
    const fresh: RecordRef = { ...record, row: { ...record.row } };
    if (row) for (const column of Object.keys(fresh.row)) if (column in row) fresh.row[column] = row[column];
    // changed since the version the call gave: the row is locked (or the write lock held) from this read to the UPDATE
    if (row && record.expectedVersion !== undefined && Number(row.record_version) !== record.expectedVersion) outcomes.set(record.id, versionConflict(object, record, row.record_version));
    // deleted, or moved by another call or process since it was selected: the state it has now refuses it
    else if (!row || refusal(t, fresh, fresh.row[t.column])) outcomes.set(record.id, new ApiError(t.refused, `${object.name} ${record.id} changed meanwhile`));
    else accepted.push(fresh);
  }
  const values = accepted.length ? await batch.values(w, accepted) : [];
  const writes: { id: number; values: Record<string, unknown> }[] = [];
  accepted.forEach((record, k) => {
    const v = values[k]!;
    if (v instanceof ApiError) outcomes.set(record.id, v);
    else {
      writes.push({ id: record.id, values: v });
      // the record as read again, with what the transition wrote (what the driver operation is given)
      outcomes.set(record.id, { ...record.row, ...v, [t.column]: t.to });
    }
  });
  if (writes.length) {
    const changed = await writeTransitions(w, object, t, writes);
    // the records are locked (or the database's write lock held) since they were read: every one changes
    if (changed !== writes.length) throw new Error(`${object.name} batch transition changed ${changed} of ${writes.length} records`);
  }
  return outcomes;
}

/**
 * The batch's UPDATE: each record's own values from a derived table joined on id, the column set to the
 * transition's target where it still holds a state the transition accepts and `require` holds.
 */
async function writeTransitions(w: WriteContext, object: ObjectMeta, t: TransitionMeta, writes: { id: number; values: Record<string, unknown> }[]): Promise<number> {
  const columns = Object.keys(writes[0]!.values);
  for (const write of writes) {
    if (Object.keys(write.values).join() !== columns.join()) throw new Error('a batch transition writes the same columns for every record');
  }
  const conditions: RawBuilder<unknown>[] = [sql`${sql.ref(`${object.table}.${t.column}`)} IN (${sql.join(t.from)})`];
  for (const [column, wanted] of Object.entries(t.require)) conditions.push(sql`${sql.ref(`${object.table}.${column}`)} = ${wanted}`);
  const where = sql.join(conditions, sql` AND `);
  const assignments = sql.join([
    ...columns.map((c) => sql`${sql.id(c)} = ${sql.ref(`p.${c}`)}`),
    sql`${sql.id(t.column)} = ${t.to}`,
    // the statement raises the version itself: SQLite's trigger then writes nothing more per record
    ...(isVersioned(object) ? [sql`${sql.id(RECORD_VERSION)} = ${sql.ref(`${object.table}.${RECORD_VERSION}`)} + 1`] : []),
  ]);
  let statement: RawBuilder<unknown>;
  if (w.ctx.services.dialect === 'mysql') {
    const first = writes[0]!;
    const rows = writes.map((write, k) =>
      k === 0
        ? sql`SELECT ${first.id} AS id, ${sql.join(columns.map((c) => sql`${first.values[c]} AS ${sql.id(c)}`))}`
        : sql`SELECT ${write.id}, ${sql.join(columns.map((c) => write.values[c]))}`,
    );
    const qualified = sql.join([
      ...columns.map((c) => sql`${sql.ref(`${object.table}.${c}`)} = ${sql.ref(`p.${c}`)}`),
      sql`${sql.ref(`${object.table}.${t.column}`)} = ${t.to}`,
      ...(isVersioned(object) ? [sql`${sql.ref(`${object.table}.${RECORD_VERSION}`)} = ${sql.ref(`${object.table}.${RECORD_VERSION}`)} + 1`] : []),
    ]);
    statement = sql`UPDATE ${sql.table(object.table)} JOIN (${sql.join(rows, sql` UNION ALL `)}) AS p ON p.id = ${sql.ref(`${object.table}.id`)} SET ${qualified} WHERE ${where}`;
  } else {
    const rows = writes.map((write) => sql`(${sql.join([write.id, ...columns.map((c) => write.values[c])])})`);
    statement = sql`WITH p(${sql.join(['id', ...columns].map((c) => sql.id(c)))}) AS (VALUES ${sql.join(rows)}) UPDATE ${sql.table(object.table)} SET ${assignments} FROM p WHERE ${sql.ref(`${object.table}.id`)} = p.id AND ${where}`;
  }
  const result = await statement.execute(w.trx);
  return Number(result.numAffectedRows ?? 0);
}
