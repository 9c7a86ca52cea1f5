// How long the delivery log is kept (docs/decisions.md "Webhooks"): a delivery done (delivered or failed)
// is purged KEEP_DAYS after its last attempt, and one still pending KEEP_DAYS after it was queued (its
// subscription paused or disabled all that time) is given up as failed (and kept KEEP_DAYS more, for its
// owner to see), so that neither the log nor the queue of a subscription nobody resumes grows for ever.
// Batches of PURGE_BATCH rows by id: each statement short.
import { sql, type Kysely } from 'kysely';
import { nowDate } from '../support/time.js';

export const KEEP_DAYS = 7;
const PURGE_BATCH = 1000;
const DAY_MS = 86_400_000;

/** Ends and purges old deliveries; answers how many rows went. Any process may run it: each row goes once. */
export async function purgeOldDeliveries(db: Kysely<any>, now = Date.now()): Promise<number> {
  const before = nowDate(new Date(now - KEEP_DAYS * DAY_MS));
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: 'failed',
      owner: null,
      lease_until: null,
      next_attempt_at: null,
      last_attempt_at: nowDate(new Date(now)),
      last_error: `Not delivered within ${KEEP_DAYS} days (its subscription paused or disabled)`,
    })
    .where('state', '=', 'pending')
    .where('created_at', '<', before)
    .where('owner', 'is', null)
    .execute();
  let purged = 0;
  for (;;) {
    const ids = (
      await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('state', '!=', 'pending')
        .where(sql`COALESCE(delivered_at, last_attempt_at, created_at)`, '<', before)
        .orderBy('id')
        .limit(PURGE_BATCH)
        .execute()
    ).map((r) => Number(r.id));
    if (!ids.length) return purged;
    const result = await db.deleteFrom('webhook_deliveries').where('id', 'in', ids).executeTakeFirst();
    purged += Number(result.numDeletedRows);
    if (ids.length < PURGE_BATCH) return purged;
  }
}
