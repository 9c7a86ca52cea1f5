// What keeps the jobs table true and bounded, run by every process (runtime/main.ts):
// - a job whose process stopped (no heartbeat for SVC_JOB_STALE seconds) is ended as failed with 6830 by
//   whichever process sees it first (one UPDATE naming the state it read, so only one ends it); its
//   records' outcomes written so far stay, the others are not known to have been reached;
// - a stopping process ends its own running jobs the same way, at once;
// - ended jobs older than the config token job.retention.days are purged with their outcomes.
import type { Kysely } from 'kysely';
import { storedValue } from '../config-tokens/config-store.js';
import { coreToken } from '../config-tokens/config-store.js';
import type { EventBus } from '../events/bus.js';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';
import { errorMessage } from '../contract/envelope.js';
import { ApiError } from '../errors/api-error.js';
import { ACTIVE_STATES, JOB_CHANNEL } from './job-record.js';
import { localJobs, OWNER } from './job-owner.js';
import { retriedTransaction } from '../db/transactions.js';

export const RETENTION_KEY = 'job.retention.days';
const GLOBAL = -1;
const DAY_MS = 86_400_000;
/** Jobs purged per statement: a long backlog goes in several, never one huge delete. */
const PURGE_BATCH = 1000;

/** Ends the jobs of processes that stopped beating; answers how many. */
export async function endOrphanedJobs(db: Kysely<any>, events: EventBus, staleSeconds: number): Promise<number> {
  const limit = Date.now() - staleSeconds * 1000;
  const orphans = await db
    .selectFrom('jobs')
    .select(['id', 'tenant_id', 'action', 'owner', 'heartbeat_at', 'done', 'failed', 'total'])
    .where('state', 'in', ACTIVE_STATES)
    .where('heartbeat_at', '<', limit)
    .execute();
  let ended = 0;
  for (const job of orphans) {
    if (job.owner === OWNER) continue; // this process's own job is alive, only slow to beat
    const message = `${errorMessage(6830)} (${String(job.owner)}, last heard of ${Math.round((Date.now() - Number(job.heartbeat_at)) / 1000)} s ago) after ${Number(job.done) + Number(job.failed)} of ${Number(job.total)} records`;
    const changed = await db
      .updateTable('jobs')
      .set({ state: 'failed', status: 6830, message, finished_at: nowDate() })
      .where('id', '=', job.id)
      .where('state', 'in', ACTIVE_STATES)
      .where('heartbeat_at', '=', job.heartbeat_at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 1) {
      ended++;
      log.warn('job of a stopped process ended', { job_id: Number(job.id), owner: String(job.owner) });
      // a state change (failed) that no request made: no actor for the webhooks
      events.publish({ channel: JOB_CHANNEL, tenantId: Number(job.tenant_id), subject: { objectKind: 'job', objectId: Number(job.id), objectName: String(job.action), actor: null } });
    }
  }
  return ended;
}

/** A stopping process ends the jobs it still runs (their records not reached stay as they are). */
export async function abandonLocalJobs(): Promise<void> {
  await Promise.all(localJobs().map((job) => job.abandon(`${errorMessage(6830)}: the server process stopped`).catch(() => undefined)));
}

const RETENTION_MIN = 1;
const RETENTION_MAX = 3650;

function retentionOf(text: string | null | undefined): number | undefined {
  const days = Number(text);
  return text && /^\s*\d+\s*$/.test(text) && days >= RETENTION_MIN && days <= RETENTION_MAX ? days : undefined;
}

/** config_set's check of job.* tokens (runtime/handlers/config-value-checks.ts): 6330 unless 1 to 3650 days. */
export function checkJobValue(key: string, value: string): void {
  if (key === RETENTION_KEY && retentionOf(value) === undefined) throw new ApiError(6330, `${RETENTION_KEY} is a whole number of days from ${RETENTION_MIN} to ${RETENTION_MAX}`);
}

/** Days ended jobs are kept (job.retention.days; its default when unset). */
export async function retentionDays(db: Kysely<any>): Promise<number> {
  const stored = await storedValue(db, GLOBAL, RETENTION_KEY);
  return retentionOf(stored?.value) ?? retentionOf(coreToken(RETENTION_KEY)?.default) ?? 30;
}

/** Removes the ended jobs past their retention, with their records' outcomes. */
export async function purgeOldJobs(db: Kysely<any>): Promise<number> {
  const before = nowDate(new Date(Date.now() - (await retentionDays(db)) * DAY_MS));
  let purged = 0;
  for (;;) {
    const ids = (await db.selectFrom('jobs').select('id').where('finished_at', '<', before).where('state', 'not in', ACTIVE_STATES).limit(PURGE_BATCH).execute()).map((r) => Number(r.id));
    if (!ids.length) return purged;
    await retriedTransaction(db, async (trx) => {
      await trx.deleteFrom('job_records').where('job_id', 'in', ids).execute();
      await trx.deleteFrom('jobs').where('id', 'in', ids).execute();
    });
    purged += ids.length;
  }
}
