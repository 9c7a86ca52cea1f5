// Recognises constraint violations of both drivers, so a race that slips past a pre-check still ends
// as the right status (7200 duplicate, 7120 dependants) instead of 1100; and a database that is away
// (2100) or has no room left to write (2120).
import { ApiError } from '../errors/api-error.js';
import { countConflictRetry } from '../metrics/conflict-retries.js';

function codeOf(e: unknown): string {
  const err = e as { code?: unknown; errno?: unknown };
  return `${String(err?.code ?? '')}:${String(err?.errno ?? '')}`;
}

export function isUniqueViolation(e: unknown): boolean {
  const c = codeOf(e);
  return c.includes('SQLITE_CONSTRAINT_UNIQUE') || c.includes('SQLITE_CONSTRAINT_PRIMARYKEY') || c.includes('ER_DUP_ENTRY') || c.endsWith(':1062');
}

export function isForeignKeyViolation(e: unknown): boolean {
  const c = codeOf(e);
  return (
    c.includes('SQLITE_CONSTRAINT_FOREIGNKEY') ||
    c.includes('ER_ROW_IS_REFERENCED') ||
    c.includes('ER_NO_REFERENCED_ROW') ||
    c.endsWith(':1451') ||
    c.endsWith(':1452')
  );
}

/**
 * The database is away (2100, not 1100): refused, reset or dropped connections, a server shutting down
 * (ER_SERVER_SHUTDOWN 1053, MariaDB's ER_CONNECTION_KILLED 1927 on its connections as it stops), and any
 * a Galera node not ready for statements (1047, "WSREP has not yet prepared node for application use"), and any
 * error mysql2 marks fatal — the connection is unusable, as when a transaction's ROLLBACK meets a
 * connection already lost ("Can't add new command when connection is in closed state", no code).
 */
export function isConnectionError(e: unknown): boolean {
  const c = codeOf(e);
  if (/ECONNREFUSED|ECONNRESET|EPIPE|ECONNABORTED|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|PROTOCOL_CONNECTION_LOST|PROTOCOL_SEQUENCE_TIMEOUT|ETIMEDOUT|ER_CON_COUNT_ERROR|ER_SERVER_SHUTDOWN|ENOTFOUND|SQLITE_CANTOPEN/.test(c)) return true;
  if (c.endsWith(':1053') || c.endsWith(':1927')) return true;
  // a Galera node that is not in the primary component or not yet synced refuses statements (ER_UNKNOWN_COM_ERROR)
  if (c.endsWith(':1047')) return true;
  return (e as { fatal?: unknown } | null)?.fatal === true;
}

/**
 * The database has no room to write: SQLite's SQLITE_FULL ("database or disk is full", also for an I/O
 * error of ENOSPC), MariaDB/MySQL's ER_RECORD_FILE_FULL (1114, "The table is full"), ER_DISK_FULL (1021)
 * and a storage engine's or file's errno 28 (ENOSPC) or 122 (EDQUOT) (ER_GET_ERRNO 1030, EE_WRITE 3, ...).
 */
export function isStorageFull(e: unknown): boolean {
  const c = codeOf(e);
  if (/SQLITE_FULL|SQLITE_IOERR_WRITE|ER_RECORD_FILE_FULL|ER_DISK_FULL|ENOSPC|EDQUOT/.test(c)) return true;
  if (c.endsWith(':1114') || c.endsWith(':1021')) return true;
  const message = String((e as { message?: unknown } | null)?.message ?? '');
  return /\b(errno|error|Errcode):? (28|122)\b|No space left on device|Disk quota exceeded/i.test(message);
}

/** The API error of a database failure the server knows (2100 away, 2120 full), or undefined. */
export function databaseApiError(e: unknown): ApiError | undefined {
  if (isConnectionError(e)) return new ApiError(2100);
  if (isStorageFull(e)) return new ApiError(2120, 'The database could not write: its storage is full; nothing of this call was written');
  if (isStatementTimeout(e)) return new ApiError(2110, 'the database stopped the statement at SVC_DB_STATEMENT_TIMEOUT_MS');
  return undefined;
}

/**
 * A transaction the database chose to abort so that another could go on: a MariaDB deadlock or lock wait;
 * on SQLite a transaction that read first and then could not take the write lock, because another process
 * held it or had written since (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT: answered at once, without the busy
 * timeout's wait, since waiting could never end). Two server processes on one SQLite file meet this.
 */
export function isTransientConflict(e: unknown): boolean {
  const c = codeOf(e);
  return c.includes('ER_LOCK_DEADLOCK') || c.includes('ER_LOCK_WAIT_TIMEOUT') || c.endsWith(':1213') || c.endsWith(':1205') || isSqliteBusy(c);
}

function isSqliteBusy(code: string): boolean {
  return code.startsWith('SQLITE_BUSY');
}

/**
 * An attempt that failed busy on SQLite after this long had waited out the busy timeout (another process
 * held the write lock all that time): it is answered, not tried again for as long once more.
 */
const SQLITE_BUSY_RETRY_WITHIN_MS = 1000;

/** Attempts of a transaction the database aborts as a conflict's victim, the first included. */
export const CONFLICT_ATTEMPTS = 8;

/**
 * Runs a whole transaction again when the database aborted it as a conflict's victim: a deadlock or lock
 * wait on one MariaDB, a certification conflict on a Galera cluster (errno 1213: another node committed
 * first on the same rows), a write lock SQLite could not give a transaction that had read first. The waits grow (10, 20, 40 ... 320 ms, each with up to as much again at random,
 * so that the victims of one conflict do not meet again): at most about 2.5 s in all, then the last
 * error is the answer (1100). A retried transaction starts from nothing, so its result is that of a first try.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      return await run();
    } catch (e) {
      if (attempt >= attempts || !isTransientConflict(e)) throw e;
      if (isSqliteBusy(codeOf(e)) && performance.now() - started >= SQLITE_BUSY_RETRY_WITHIN_MS) throw e;
      countConflictRetry();
      const base = Math.min(320, 10 * 2 ** (attempt - 1));
      await new Promise((r) => setTimeout(r, base + Math.random() * base));
    }
  }
}

/**
 * The database stopped a statement at the session's time limit (SVC_DB_STATEMENT_TIMEOUT_MS, answered as
 * 2110): MariaDB's ER_STATEMENT_TIMEOUT (1969), MySQL's ER_QUERY_TIMEOUT (3024).
 */
export function isStatementTimeout(e: unknown): boolean {
  const c = codeOf(e);
  return c.includes('ER_STATEMENT_TIMEOUT') || c.includes('ER_QUERY_TIMEOUT') || c.endsWith(':1969') || c.endsWith(':3024');
}
