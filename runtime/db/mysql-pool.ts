// The MySQL/MariaDB connection settings of the server, shared with the benchmark's baseline so both
// talk to the database the same way.
import type { PoolOptions } from 'mysql2';

/** Session settings: ids 0 and -1 are real rows (special tenants), dates are UTC, writes are strict. */
export const MYSQL_SESSION_SETTINGS =
  "SET SESSION sql_mode = 'STRICT_TRANS_TABLES,NO_AUTO_VALUE_ON_ZERO,NO_ENGINE_SUBSTITUTION', time_zone = '+00:00'";

/**
 * The longest a statement of the session may run, after which the database stops it with an error
 * (ER_STATEMENT_TIMEOUT, answered as 2110): one expensive request cannot hold a connection and a core of
 * the database for minutes. MariaDB's max_statement_time (seconds) covers every statement; MySQL, which
 * lacks it, has max_execution_time (milliseconds, SELECT only). 0 lifts the limit (start-up's migrations).
 */
export async function setStatementTimeout(run: (text: string) => Promise<unknown>, ms: number): Promise<void> {
  const whole = Math.max(0, Math.round(ms));
  try {
    await run(`SET SESSION max_statement_time = ${whole / 1000}`);
  } catch (e) {
    if ((e as { errno?: number }).errno !== 1193) throw e; // ER_UNKNOWN_SYSTEM_VARIABLE: MySQL
    await run(`SET SESSION max_execution_time = ${whole}`);
  }
}

/**
 * Turns MariaDB's subquery cache off for the session. The correlated subqueries the catalog's counters
 * compile to (number_of_vms, number_of_vms_connected, ...) run once per listed row with that row's own id,
 * so the cache never hits and only costs its set-up and probes (users list: about a fifth of mariadbd's CPU
 * for the statement). MySQL has no such switch and answers ER_WRONG_VALUE_FOR_VAR; it is left as it is.
 */
export async function disableSubqueryCache(run: (text: string) => Promise<unknown>): Promise<void> {
  try {
    await run("SET SESSION optimizer_switch = 'subquery_cache=off'");
  } catch (e) {
    if ((e as { errno?: number }).errno !== 1231) throw e; // ER_WRONG_VALUE_FOR_VAR: MySQL
  }
}

/**
 * Prepared statements each connection keeps (prepared-reads.ts), the least recently used closed first.
 * The database's limit, max_prepared_stmt_count (16,382 by default), counts the statements of all its
 * clients together: 16 connections of 128 statements keep 2,048, an eighth of it, so several servers
 * and the benchmark's baseline fit beside each other. 128 is far above the shapes one workload repeats
 * (a shape per action, requested field set, order, filter form and page; the bench's scenarios run
 * fewer than 20), so the statements a server runs often are not evicted by the odd one.
 */
export const MAX_PREPARED_STATEMENTS = 128;

export function mysqlPoolOptions(url: string): PoolOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: parsed.pathname.slice(1),
    connectionLimit: 16,
    charset: 'utf8mb4',
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: false,
    maxPreparedStatements: MAX_PREPARED_STATEMENTS,
  };
}
