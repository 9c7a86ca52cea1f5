// The MySQL/MariaDB connection settings of the server, shared with the benchmark's baseline so both
// talk to the database the same way.
import type { PoolOptions } from 'mysql2';

/** Session settings: ids 0 and -1 are real rows (special tenants), dates are UTC, writes are strict. */
export const MYSQL_SESSION_SETTINGS =
  "SET SESSION sql_mode = 'STRICT_TRANS_TABLES,NO_AUTO_VALUE_ON_ZERO,NO_ENGINE_SUBSTITUTION', time_zone = '+00:00'";

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
  };
}
