// One job's row in the database and what its work tells it (docs/guides-src/13-bulk-work.md "Jobs").
// The row is written when the job is accepted (queued), when its records are selected (running, with
// their count), at every heartbeat (counts, the outcomes gathered since, the heartbeat; the cancel flag
// read back) and at its end (its final state, status and counts). The work never waits for these
// writes: they are chained one after the other beside it, and outcomes go in by the hundred, so that a
// massive write keeps its speed. The channel `job_changed` is raised at each of these writes.
import type { Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { argumentsText, columnText } from '../audit/audit-log.js';
import { errorMessage } from '../contract/envelope.js';
import type { Caller, JobSteps } from '../contract/context.js';
import { actorOf, type EventBus } from '../events/bus.js';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';
import { HEARTBEAT_MS, OWNER, registerJob, type RunningJob } from './job-owner.js';
import { retriedTransaction } from '../db/transactions.js';

export type JobKind = 'records' | 'upload' | 'staging' | 'download';
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'partly failed';
export const ACTIVE_STATES: readonly JobState[] = ['queued', 'running'];
export const JOB_CHANNEL = 'job_changed';

/** The longest a job's work holds the event loop before it lets timers and requests run. */
const YIELD_EVERY_MS = 20;
/** Outcomes written per INSERT: a batch of a massive start in one or two statements. */
const OUTCOMES_PER_INSERT = 500;

export interface JobStart {
  db: Kysely<any>;
  events: EventBus;
  caller: Caller;
  action: string;
  kind: JobKind;
  /** The call's filters and arguments: stored with secrets masked, as the audit log stores them. */
  request: { filters: unknown; arguments: unknown };
  /** Called when the job is cancelled (a transfer aborts its copy). */
  onCancel?: () => void;
}

interface Outcome {
  id: number;
  status: number;
  message: string;
}

export class JobRecord implements JobSteps, RunningJob {
  total = 0;
  done = 0;
  failed = 0;
  bytesTotal: number | null = null;
  bytesDone: number | null = null;
  private cancelRequested = false;
  /** Ended by another process that took this one's heartbeat for dead (runtime/jobs/job-sweeper.ts). */
  private takenOver = false;
  private lastYield = performance.now();
  private cancelledSome = false;
  private ending = false;
  private pending: Outcome[] = [];
  private writes: Promise<void> = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unregister: () => void;
  private selectedResolve!: () => void;
  /** Settles once the records are selected (or the job has ended): an `async` call answers then. */
  readonly selectedOnce = new Promise<void>((resolve) => (this.selectedResolve = resolve));

  private constructor(
    readonly id: number,
    private readonly start: JobStart,
  ) {
    this.heartbeat = setInterval(() => this.chain(() => this.beat()), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.unregister = registerJob(this);
  }

  /**
   * Writes the job's row (queued) and answers the job that will run; 6840 when the caller already has
   * `maxRunning` jobs queued or running (counted in the database: in every process).
   */
  static async create(start: JobStart, maxRunning: number): Promise<JobRecord> {
    const { caller } = start;
    const active = await start.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('admin_id', '=', caller.adminId)
      .where('state', 'in', ACTIVE_STATES)
      .executeTakeFirst();
    if (Number(active?.n ?? 0) >= maxRunning) {
      throw new ApiError(6840, `${caller.adminName} has ${Number(active?.n)} jobs queued or running; at most ${maxRunning} (SVC_JOB_MAX_RUNNING)`);
    }
    const inserted = await start.db
      .insertInto('jobs')
      .values({
        action: start.action,
        kind: start.kind,
        admin_id: caller.adminId,
        admin_name: caller.adminName,
        tenant_id: caller.tenantId,
        tenant_name: caller.tenantName,
        api_token: caller.apiToken?.name ?? null,
        request: argumentsText(start.request),
        state: 'queued',
        created_at: nowDate(),
        owner: OWNER,
        heartbeat_at: Date.now(),
      })
      .executeTakeFirstOrThrow();
    const job = new JobRecord(Number(inserted.insertId), start);
    job.publish(true);
    return job;
  }

  /** Whether the job has ended (or is writing its end). */
  get ended(): boolean {
    return this.ending;
  }

  get tenantId(): number {
    return this.start.caller.tenantId;
  }

  // ---- what the work tells the job (JobSteps) ----

  selected(ids: readonly number[]): void {
    this.total = ids.length;
    this.markRunning();
  }

  /** A transfer: one record (the image it makes), running from the start, its bytes as progress. */
  startTransfer(): void {
    this.total = 1;
    this.markRunning();
  }

  bytes(done: number, total?: number | null): void {
    this.bytesDone = done;
    if (total !== undefined) this.bytesTotal = total;
  }

  outcome(id: number, status: number, message: string): void {
    if (status === 0) this.done++;
    else this.failed++;
    if (status === 6810) this.cancelledSome = true;
    this.pending.push({ id, status, message: columnText(message, 255) ?? '' });
  }

  async step(): Promise<boolean> {
    if (performance.now() - this.lastYield >= YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      this.lastYield = performance.now();
    }
    return this.cancelRequested;
  }

  // ---- RunningJob ----

  cancel(): void {
    if (this.cancelRequested || this.ending) return;
    this.cancelRequested = true;
    this.start.onCancel?.();
  }

  async abandon(reason: string): Promise<void> {
    await this.end('failed', 6830, reason);
  }

  // ---- the end ----

  /** Ends the job with the answer its work gave (1200 with failures, or 0). */
  async finish(status: number, info?: string): Promise<void> {
    const state: JobState = this.cancelledSome ? 'cancelled' : this.failed === 0 && status === 0 ? 'succeeded' : this.done === 0 ? 'failed' : 'partly failed';
    await this.end(state, status, info ?? errorMessage(status));
  }

  /** Ends the job with the error its work threw before any record was done (1300, a refused ACL, the database away). */
  async fail(e: unknown): Promise<void> {
    const status = e instanceof ApiError ? e.status : 1100;
    const info = e instanceof ApiError ? e.info : undefined;
    // a cancelled transfer ends cancelled; so does a job cancelled before its records were selected
    const state: JobState = this.cancelRequested || status === 6810 ? 'cancelled' : this.done > 0 ? 'partly failed' : 'failed';
    await this.end(state, status, info ?? errorMessage(status));
  }

  private async end(state: JobState, status: number, message: string): Promise<void> {
    if (this.ending) return;
    this.ending = true;
    clearInterval(this.heartbeat);
    this.unregister();
    this.selectedResolve();
    await this.chain(async () => {
      const rows = this.pending.splice(0);
      // a job another process already ended (its heartbeat came too late: 6830) keeps that end; only its
      // outcomes and counts are completed, so that what it says it did stays true
      const end = this.takenOver ? {} : { state, status, message: columnText(message, 1024), started_at: this.startedAt ?? nowDate(), finished_at: nowDate() };
      // the last outcomes and the counts that include them in one transaction, as at every heartbeat
      await retriedTransaction(this.start.db, async (trx) => {
        await this.insertOutcomes(trx, rows);
        await trx
          .updateTable('jobs')
          .set({ ...this.counts(), ...end, heartbeat_at: Date.now() })
          .where('id', '=', this.id)
          .execute();
      });
    });
    this.publish(!this.takenOver);
  }

  // ---- the writes ----

  private startedAt: string | undefined;

  private markRunning(): void {
    this.startedAt = nowDate();
    this.selectedResolve();
    this.chain(async () => {
      await this.start.db
        .updateTable('jobs')
        .set({ state: 'running', total: this.total, started_at: this.startedAt, heartbeat_at: Date.now() })
        .where('id', '=', this.id)
        .where('state', 'in', ACTIVE_STATES)
        .execute();
      this.publish(true);
    });
  }

  private counts() {
    return { total: this.total, done: this.done, failed: this.failed, bytes_total: this.bytesTotal, bytes_done: this.bytesDone };
  }

  /**
   * The heartbeat: the outcomes gathered since the last one and the counts that include them, in one
   * transaction (the counts a job shows are always those of its outcomes written, whenever its process
   * dies), and the time; then the cancel flag read back (set by another process).
   */
  private async beat(): Promise<void> {
    if (this.ending) return;
    const counts = this.counts();
    const rows = this.pending.splice(0);
    try {
      const beat = await retriedTransaction(this.start.db, async (trx) => {
        await this.insertOutcomes(trx, rows);
        return trx
          .updateTable('jobs')
          .set({ ...counts, heartbeat_at: Date.now() })
          .where('id', '=', this.id)
          .where('state', 'in', ACTIVE_STATES)
          .executeTakeFirst();
      });
      if (Number(beat.numUpdatedRows) === 0) {
        // another process took this job for dead and ended it (6830): stop here, as a cancel would
        log.warn('job ended by another process while it ran; stopping it', { job_id: this.id });
        this.takenOver = true;
        this.cancel();
        return;
      }
    } catch (e) {
      this.pending = rows.concat(this.pending); // written with the next heartbeat, or at the end
      throw e;
    }
    const row = await this.start.db.selectFrom('jobs').select('cancel_requested').where('id', '=', this.id).executeTakeFirst();
    if (Number(row?.cancel_requested) === 1) this.cancel();
    this.publish();
  }

  private async insertOutcomes(db: Kysely<any>, outcomes: readonly Outcome[]): Promise<void> {
    for (let i = 0; i < outcomes.length; i += OUTCOMES_PER_INSERT) {
      const rows = outcomes.slice(i, i + OUTCOMES_PER_INSERT).map((o) => ({ job_id: this.id, tenant_id: this.tenantId, ...o }));
      await db.insertInto('job_records').values(rows).execute();
    }
  }

  /** Runs `write` after the writes before it; a failed write is logged and does not stop the job's work. */
  private chain(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes.then(write).catch((e: unknown) => log.warn('job record not written', { job_id: this.id, error: String((e as Error)?.message ?? e) }));
    return this.writes;
  }

  /** Tells the job's watchers; a change of its state (`stateChanged`) names the job for the webhooks too. */
  private publish(stateChanged = false): void {
    const { caller, action } = this.start;
    const subject = stateChanged
      ? { objectKind: 'job', objectId: this.id, objectName: action, actor: actorOf(caller) }
      : undefined;
    this.start.events.publish(subject ? { channel: JOB_CHANNEL, tenantId: this.tenantId, subject } : { channel: JOB_CHANNEL, tenantId: this.tenantId });
  }
}
