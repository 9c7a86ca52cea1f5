// Retention of the audit log (docs/decisions.md "The audit log as a feed"): entries older than
// SVC_AUDIT_RETENTION_AGE seconds, and those beyond the newest SVC_AUDIT_RETENTION_ENTRIES, are deleted
// every SVC_AUDIT_RETENTION_EVERY seconds, oldest first, SVC_AUDIT_RETENTION_BATCH at a time.
//
// Each DELETE is short (its ids are chosen first, by an indexed read), and the purge waits a little
// between two, so that requests writing or reading the log meanwhile are never held up for long: on
// SQLite a DELETE is a write transaction of its own, and a long one would stop every writer.
// Several processes purging at once is harmless: an entry is deleted once, whoever's DELETE it is, and
// each process counts only the rows its own statements removed. A purge that removed anything writes one
// audit entry (action `log_purge`) with the count, the batches and the settings it applied.
import type { Kysely } from 'kysely';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';
import { audit } from './audit-log.js';

export interface RetentionPolicy {
  /** Seconds an entry is kept (0: no age limit). */
  ageSeconds: number;
  /** Newest entries kept (0: no count limit). */
  entries: number;
  /** Ids deleted by one statement at most. */
  batch: number;
}

export interface PurgeResult {
  deleted: number;
  batches: number;
}

/** Time between two batches: other writers get the database in between. */
const PAUSE_MS = 5;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, PAUSE_MS));

/** Deletes the ids `select` finds, batch after batch, until it finds none. */
async function deleteInBatches(db: Kysely<any>, select: (limit: number) => Promise<number[]>, batch: number, result: PurgeResult, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const ids = await select(batch);
    if (ids.length === 0) return;
    const done = await db.deleteFrom('audit_log').where('id', 'in', ids).executeTakeFirst();
    result.deleted += Number(done.numDeletedRows ?? 0);
    result.batches++;
    if (ids.length < batch) return;
    await pause();
  }
}

/** One purge run: the entries past the age, then those beyond the count; audited when it removed any. */
export async function purgeAuditLog(db: Kysely<any>, policy: RetentionPolicy, stopped: () => boolean = () => false): Promise<PurgeResult> {
  const result: PurgeResult = { deleted: 0, batches: 0 };
  const started = performance.now();
  let olderThan: string | undefined;
  if (policy.ageSeconds > 0) {
    const cutoff = nowDate(new Date(Date.now() - policy.ageSeconds * 1000));
    olderThan = cutoff;
    await deleteInBatches(
      db,
      async (limit) => (await db.selectFrom('audit_log').select('id').where('time', '<', cutoff).orderBy('id').limit(limit).execute()).map((r) => Number(r.id)),
      policy.batch,
      result,
      stopped,
    );
  }
  if (policy.entries > 0 && !stopped()) {
    // the oldest id kept: the entries-th newest; everything below it goes
    const kept = await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).offset(policy.entries - 1).executeTakeFirst();
    if (kept) {
      const lowest = Number(kept.id);
      await deleteInBatches(
        db,
        async (limit) => (await db.selectFrom('audit_log').select('id').where('id', '<', lowest).orderBy('id').limit(limit).execute()).map((r) => Number(r.id)),
        policy.batch,
        result,
        stopped,
      );
    }
  }
  if (result.deleted > 0) {
    await audit(db, {
      adminId: null,
      adminName: null,
      tenantId: null,
      tenantName: null,
      action: 'log_purge',
      objectKind: 'log',
      objectId: null,
      objectName: null,
      arguments: {
        deleted: result.deleted,
        batches: result.batches,
        batch_size: policy.batch,
        ...(olderThan ? { older_than: olderThan } : {}),
        ...(policy.entries > 0 ? { max_entries: policy.entries } : {}),
        ms: Math.round(performance.now() - started),
      },
      status: 0,
      address: null,
      source: null,
    });
    log.info('audit log purged', { deleted: result.deleted, batches: result.batches });
  }
  return result;
}

/** Purges every `everySeconds` while the policy asks for any; returns the way to stop (waits for a run in progress). */
export function startAuditRetention(db: Kysely<any>, policy: RetentionPolicy, everySeconds: number): () => Promise<void> {
  if (policy.ageSeconds === 0 && policy.entries === 0) return async () => undefined;
  let stopping = false;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running || stopping) return;
    running = purgeAuditLog(db, policy, () => stopping)
      .catch((e: unknown) => log.warn('audit log purge failed', { error: String((e as Error)?.message ?? e) }))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, everySeconds * 1000);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
