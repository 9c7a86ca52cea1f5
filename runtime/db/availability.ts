// Whether the database answers, as the log tells it (docs/decisions.md "Operations"): the first request
// that finds it away (a connection error, answered 2100) logs one warning; from then on a probe asks it
// every second, off the request path, and logs once when it answers again, with how long it was away.
// Requests during the outage add nothing to the log: one line when it goes, one when it comes back.
import { sql, type Kysely } from 'kysely';
import { log } from '../log/logger.js';
import { isConnectionError } from './errors.js';

const PROBE_EVERY_MS = 1000;

let watched: { db: Kysely<any>; where: string } | undefined;
let downSince: number | undefined;
let probe: NodeJS.Timeout | undefined;

/** Start-up: the database to probe during an outage, and how the log names it (SVC_DB_URL without its password). */
export function watchDatabase(db: Kysely<any>, where: string): void {
  watched = { db, where };
}

/** Stop: no probe keeps running. */
export function unwatchDatabase(): void {
  clearInterval(probe);
  probe = undefined;
  watched = undefined;
}

/** Told of every failure a request meets; a connection error while the database was up starts an outage. */
export function databaseFailed(e: unknown): void {
  if (!watched || downSince !== undefined || !isConnectionError(e)) return;
  downSince = Date.now();
  const { db, where } = watched;
  log.warn('database unreachable', { database: where, error: String((e as Error)?.message ?? e).split('\n')[0] || String((e as { code?: unknown })?.code ?? '') });
  let asking = false;
  probe = setInterval(() => {
    if (asking) return;
    asking = true;
    sql`SELECT 1`
      .execute(db)
      .then(() => {
        if (downSince === undefined) return;
        // at the outage's own level, so that whoever sees the one line sees the other
        log.warn('database reachable again', { database: where, down_ms: Date.now() - downSince });
        downSince = undefined;
        clearInterval(probe);
        probe = undefined;
      })
      .catch(() => undefined)
      .finally(() => (asking = false));
  }, PROBE_EVERY_MS);
  probe.unref();
}
