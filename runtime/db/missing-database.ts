// SVC_DB_URL naming a database that is not there (docs/decisions.md, Operations). A server must never
// start silently on an unexpected new, empty database, since an operator's typo would look like lost data:
// - SQLite: a missing directory stops start-up saying what to create, except for the default location
//   (./var, made on a fresh checkout by `make run`); a missing file in an existing directory is a new
//   database, created and said so in the log;
// - MariaDB/MySQL: an unknown database is created when the account may (utf8mb4, logged); otherwise
//   start-up stops with the statement to run.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DB_URL } from '../config/settings.js';
import { mysqlPoolOptions } from './mysql-pool.js';

export interface DatabaseCheck {
  /** Start-up cannot go on: what is missing and how to create it. */
  fatal?: string;
  /** A new database is made: say so in the log. */
  created?: string;
}

export function checkSqliteLocation(url: string): DatabaseCheck {
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:') return {};
  const dir = dirname(resolve(file));
  if (!existsSync(dir)) {
    if (url === DEFAULT_DB_URL) return { created: resolve(file) };
    return { fatal: `the directory ${dir} of SVC_DB_URL does not exist: create it (mkdir -p '${dir}') or correct SVC_DB_URL` };
  }
  return existsSync(resolve(file)) ? {} : { created: resolve(file) };
}

/**
 * Errors of a connection to a database that does not exist (ER_BAD_DB_ERROR), or that the account may
 * not use (ER_DBACCESS_DENIED_ERROR: the server says so also for a database that does not exist).
 */
export function isUnknownDatabase(e: unknown): boolean {
  const err = e as { code?: string; errno?: number } | undefined;
  return err?.code === 'ER_BAD_DB_ERROR' || err?.errno === 1049 || err?.code === 'ER_DBACCESS_DENIED_ERROR' || err?.errno === 1044;
}

/** Creates the database SVC_DB_URL names; answers what to log, or why it could not. */
export async function createMysqlDatabase(url: string): Promise<DatabaseCheck> {
  const { database, ...options } = mysqlPoolOptions(url);
  const name = String(database);
  const statement = `CREATE DATABASE \`${name.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;
  const { createConnection } = await import('mysql2/promise');
  try {
    const conn = await createConnection({ host: options.host, port: options.port, user: options.user, password: options.password });
    try {
      await conn.query(statement.replace('CREATE DATABASE', 'CREATE DATABASE IF NOT EXISTS'));
    } finally {
      await conn.end();
    }
    return { created: name };
  } catch (e) {
    const why = String((e as Error)?.message ?? e).split('\n')[0];
    const grant = `GRANT ALL ON \`${name.replace(/`/g, '``')}\`.* TO '${options.user}'`;
    return {
      fatal: `the database ${name} of SVC_DB_URL does not exist or this account may not use it, and it cannot create it (${why}): run ${statement}; ${grant}`,
    };
  }
}
