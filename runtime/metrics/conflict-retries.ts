// Write transactions the database aborted for a conflict and that ran again (runtime/db/errors.ts
// retryOnConflict): a deadlock on one MariaDB, a certification conflict on a Galera cluster. Counted for
// the process's life, read by /metrics (svc_db_conflict_retries_total).
let retries = 0;

export function countConflictRetry(): void {
  retries++;
}

export function conflictRetryCount(): number {
  return retries;
}
