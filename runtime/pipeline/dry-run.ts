// Dry runs (docs/decisions.md "Dry runs"; the guide on bulk work). A write called with `dry_run: true`
// has been authenticated, validated and authorized by the pipeline as the real call is; here it is
// rehearsed: its own executor runs inside one database transaction that is always rolled back, every
// transaction the executor opens becoming a savepoint of it (so a record that fails leaves the others
// rehearsed, as one record's transaction does in the real call), with an event bus and a hypervisor
// driver that do nothing and the after-commit file steps skipped (ActionContext.dryRun). Nothing is
// audited, published, claimed or kept; the answer says what the real call would have answered: its
// status, the records it selects (ids capped at DRY_RUN_IDS_MAX) and each record's own failure code.
//
// The rehearsal holds what the real call takes one record at a time (row locks, the placement and
// address locks, on SQLite the one connection) until it rolls back, so it is bounded in time
// (SVC_DRY_RUN_TIME_LIMIT_MS): the records it did not reach answer 6860, never a guess.
import { createHash } from 'node:crypto';
import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { isTransientConflict } from '../db/errors.js';
import { writeTargets } from '../executors/write.js';
import { errorEnvelope, successEnvelope, type Envelope } from '../contract/envelope.js';
import type { ActionContext, ActionResult, RawRequest, Services } from '../contract/context.js';
import type { ActionMeta } from '../support/registry-types.js';
import { flagValue } from '../support/flag-value.js';
import type { EventBus } from '../events/bus.js';
import type { HypervisorDriver } from '../hypervisor/driver.js';

/** The parameter (beside `sid`, `filters`, `arguments`); no header: see docs/decisions.md "Dry runs". */
export const DRY_RUN_PARAMETER = 'dry_run';
/** At most this many ids of selected records, and this many records' failures, in a dry run's answer. */
export const DRY_RUN_IDS_MAX = 1000;

/** A record's failure, as under 1200's `failures`. */
interface RecordFailure {
  status: number;
  message: string;
  additional_info?: string;
}

/** What a dry run answers in its envelope's `dry_run` field (the DryRunOutcome schema of the OpenAPI document). */
export interface DryRunOutcome {
  /** The status the real call would answer (0, 1200 with failures, or its refusal: 1300, 7200, ...). */
  status: number;
  message: string;
  additional_info?: string;
  /** The `total` the real call would answer: the records it would change, or create. */
  total: number;
  /** Update, delete and exec actions: the records the filters select (the real call acts on these). */
  selected?: number;
  /** Their ids in id order, at most DRY_RUN_IDS_MAX. */
  ids?: number[];
  /** More records are selected than `ids` lists. */
  ids_truncated?: boolean;
  /** Per record id, the failure the real call would answer for it under 1200 (at most DRY_RUN_IDS_MAX). */
  failures?: Record<string, RecordFailure>;
  /** More records would fail than `failures` lists. */
  failures_truncated?: boolean;
  /** Records not rehearsed (6860 in `failures`): their outcome is unknown. */
  unpredicted?: number;
  /** The request repeats an idempotency key's request: the real call would answer that first answer again, making nothing. */
  replayed?: boolean;
}

/**
 * Whether the request asks for a dry run: `dry_run` true, 1 or their text (false, 0: a real call). 6850 for
 * any other value; 6230 for a true dry run of an action that changes nothing, as any parameter it does not take.
 */
export function dryRunRequested(raw: RawRequest, action: ActionMeta, writes: boolean): boolean {
  const value = raw.params[DRY_RUN_PARAMETER];
  if (value === undefined || value === null) return false;
  const asked = flagValue(typeof value === 'string' ? value.trim().toLowerCase() : value);
  if (asked === undefined) throw new ApiError(6850, `${DRY_RUN_PARAMETER} must be true or false`);
  if (asked && !writes) throw new ApiError(6230, `${action.name} changes nothing: it takes no ${DRY_RUN_PARAMETER}`);
  return asked;
}

/** Events of a rehearsal: none reach a live list, another process or Redis. */
const silentBus: EventBus = { publish: () => {}, subscribe: () => () => {} };

/** The hypervisor of a rehearsal: no VM is started, stopped or disconnected. */
const silentDriver = new Proxy({} as HypervisorDriver, { get: () => () => {} });

/** Ends a rehearsal's savepoints once it is past its time or its transaction is gone. */
class Rehearsal {
  #stopped: string | undefined;
  /** Savepoints open now: names are by depth, so that a rehearsal of many records repeats a few statement texts (SQLite's statement cache keeps texts). */
  #depth = 0;
  constructor(
    readonly trx: ControlledTransaction<any>,
    private readonly deadline: number,
    private readonly limitMs: number,
  ) {}

  /** A Kysely of the rehearsal's transaction whose `transaction().execute(body)` runs `body` in a savepoint. */
  database(): Kysely<any> {
    const trx = this.trx;
    const nested = { execute: <T>(body: (t: Kysely<any>) => Promise<T>) => this.savepoint(body, db) };
    const db: Kysely<any> = new Proxy(trx, {
      get: (target, prop) => {
        if (prop === 'transaction') return () => nested;
        if (prop === 'isTransaction') return true;
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return db;
  }

  async savepoint<T>(body: (t: Kysely<any>) => Promise<T>, db: Kysely<any>): Promise<T> {
    if (!this.#stopped && Date.now() > this.deadline) this.#stopped = `the dry run stopped at its time limit (SVC_DRY_RUN_TIME_LIMIT_MS, ${this.limitMs} ms)`;
    if (this.#stopped) throw new ApiError(6860, this.#stopped);
    const name = sql.raw(`dry_run_${++this.#depth}`);
    try {
      await sql`SAVEPOINT ${name}`.execute(this.trx);
      return await this.#inSavepoint(body, db, name);
    } finally {
      this.#depth--;
    }
  }

  async #inSavepoint<T>(body: (t: Kysely<any>) => Promise<T>, db: Kysely<any>, name: ReturnType<typeof sql.raw>): Promise<T> {
    try {
      const result = await body(db);
      await sql`RELEASE SAVEPOINT ${name}`.execute(this.trx);
      return result;
    } catch (e) {
      if (isTransientConflict(e)) {
        // MariaDB ended the whole transaction (a deadlock's victim): nothing more can be rehearsed in it,
        // and a statement run now would no longer be inside a transaction
        this.#stopped = 'the database ended the dry run\'s transaction (a conflict with a concurrent write)';
        throw new ApiError(6860, this.#stopped);
      }
      try {
        await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(this.trx);
        await sql`RELEASE SAVEPOINT ${name}`.execute(this.trx); // SQLite keeps a savepoint rolled back to: the next one reuses its name
      } catch {
        this.#stopped = 'the database ended the dry run\'s transaction';
      }
      throw e;
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What the idempotency key of a create decides before anything runs (runtime/pipeline/idempotency.ts),
 * read without claiming the key: the first answer again, 6710, 6720, or nothing (the call would run).
 */
async function keyOutcome(db: Kysely<any>, adminId: number, key: string, hash: string): Promise<DryRunOutcome | undefined> {
  const row = (await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'state', 'answer', 'lease_until', 'expires_at'])
    .where('admin_id', '=', adminId)
    .where('key_hash', '=', sha256(key))
    .executeTakeFirst()) as { request_hash: string; state: string; answer: string | null; lease_until: unknown; expires_at: unknown } | undefined;
  const now = Math.floor(Date.now() / 1000);
  if (!row || Number(row.expires_at) <= now || (row.state === 'pending' && Number(row.lease_until) <= now)) return undefined;
  if (row.request_hash !== hash) return refusalOutcome(new ApiError(6710, 'This idempotency key was used with another request within the window'));
  if (row.state !== 'done' || row.answer === null) return refusalOutcome(new ApiError(6720, 'The first request with this idempotency key has not answered yet'));
  const first = (JSON.parse(row.answer) as { envelope: Envelope }).envelope;
  return {
    status: first.status,
    message: first.message,
    ...(typeof first.additional_info === 'string' ? { additional_info: first.additional_info } : {}),
    total: Number(first.total ?? 0),
    replayed: true,
  };
}

/** A refusal, with the status, message and additional_info its envelope would carry. */
function refusalOutcome(e: ApiError): DryRunOutcome {
  const { status, message, additional_info } = errorEnvelope(e);
  return { status, message, ...(typeof additional_info === 'string' ? { additional_info } : {}), total: 0 };
}

/** The outcome of the rehearsed executor: its answer, or what it threw (as the pipeline would answer it). */
function resultOutcome(result: ActionResult): DryRunOutcome {
  const { status, message, additional_info } = successEnvelope(result, undefined);
  const outcome: DryRunOutcome = { status, message, ...(typeof additional_info === 'string' ? { additional_info } : {}), total: result.total ?? 0 };
  const failures = result.extra?.failures as Record<string, RecordFailure> | undefined;
  if (failures) {
    const ids = Object.keys(failures).sort((a, b) => Number(a) - Number(b));
    outcome.failures = Object.fromEntries(ids.slice(0, DRY_RUN_IDS_MAX).map((id) => [id, failures[id]!]));
    if (ids.length > DRY_RUN_IDS_MAX) outcome.failures_truncated = true;
    const unpredicted = ids.filter((id) => failures[id]!.status === 6860).length;
    if (unpredicted) outcome.unpredicted = unpredicted;
  }
  return outcome;
}

/** Kinds that select the records they act on by filter (`selected` and `ids` in the answer). */
const SELECTING = new Set(['update', 'delete', 'exec']);

/**
 * Rehearses the prepared call with `execute` (its executor or bespoke handler) and answers the dry run's
 * envelope: status 0, no rows, total 0 (nothing changed), and `dry_run` with the real call's outcome.
 * `key`: a create's idempotency key and its request's hash, whose stored answer decides first.
 */
export async function rehearse(
  ctx: ActionContext,
  execute: (ctx: ActionContext) => Promise<ActionResult>,
  toApiError: (e: unknown) => ApiError,
  key?: { key: string; hash: string },
): Promise<Envelope> {
  const { services, caller } = ctx;
  const answer = (outcome: DryRunOutcome) => successEnvelope({ rows: [], total: 0, extra: { [DRY_RUN_PARAMETER]: outcome } }, caller.sid);
  if (key) {
    const decided = await keyOutcome(services.db, caller.adminId, key.key, key.hash);
    if (decided) return answer(decided);
  }
  const limitMs = services.settings.dryRunTimeLimitMs;
  // MariaDB: each statement reads what is committed when it runs, as the real call's transactions, each
  // begun record by record (or batch by batch) after the last, do; under REPEATABLE READ the whole rehearsal
  // would read the snapshot of its first read, and a placement made meanwhile by another call would be
  // invisible to it (its ports taken twice: 7200 where the real call succeeds). SQLite has one writer.
  const begin = services.db.startTransaction();
  const trx = await (services.dialect === 'mysql' ? begin.setIsolationLevel('read committed') : begin).execute();
  try {
    const rehearsal = new Rehearsal(trx, Date.now() + limitMs, limitMs);
    const rehearsed: Services = { ...services, db: rehearsal.database(), events: silentBus, driver: silentDriver };
    const rctx: ActionContext = { ...ctx, services: rehearsed, dryRun: true, onCreated: undefined };
    let selected: number[] | undefined;
    if (SELECTING.has(ctx.action.kind)) {
      // the same selection the executor makes first; a refusal here (1300, the massive ACLs) is the
      // executor's own, answered below from what it throws, in the order it checks
      selected = await writeTargets(rctx).then(
        (targets) => targets.map((t) => t.id),
        (e: unknown) => (e instanceof ApiError && e.status === 1300 ? [] : undefined),
      );
    }
    let outcome: DryRunOutcome;
    try {
      outcome = resultOutcome(await execute(rctx));
    } catch (e) {
      outcome = refusalOutcome(toApiError(e));
    }
    if (selected) {
      outcome.selected = selected.length;
      outcome.ids = selected.slice(0, DRY_RUN_IDS_MAX);
      if (selected.length > DRY_RUN_IDS_MAX) outcome.ids_truncated = true;
    }
    return answer(outcome);
  } finally {
    await trx.rollback().execute().catch(() => undefined); // a transaction the database already ended has nothing to undo
  }
}
