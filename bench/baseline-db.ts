// The hand-written baseline's access to the database: every statement is prepared once (better-sqlite3
// statements kept by their text; mysql2's `execute`, which prepares a text once per pooled connection and
// keeps it) and answers its rows as arrays, so that the endpoints build their answer objects themselves
// instead of having the driver build an object per row first. The same connection settings as the server:
// the pragmas of its SQLite connection, its mysql2 pool options and session settings.
import type { Database as SQLiteDatabase, Statement as SQLiteStatement } from 'better-sqlite3';
import { MYSQL_SESSION_SETTINGS, mysqlPoolOptions } from '../runtime/db/mysql-pool.js';

export type Row = unknown[];

export interface BaselineDb {
  dialect: 'sqlite' | 'mysql';
  /** The rows of `text` (prepared once) for `params`, each an array of the selected columns in order. */
  rows(text: string, params: readonly unknown[]): Row[] | Promise<Row[]>;
  close(): void;
}

export async function openBaselineDb(dbUrl: string): Promise<BaselineDb> {
  return dbUrl.startsWith('sqlite:') ? openSqlite(dbUrl.slice('sqlite:'.length)) : openMysql(dbUrl);
}

async function openSqlite(file: string): Promise<BaselineDb> {
  const { default: SQLite } = await import('better-sqlite3');
  const db: SQLiteDatabase = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const prepared = new Map<string, SQLiteStatement>();
  return {
    dialect: 'sqlite',
    rows(text, params) {
      let statement = prepared.get(text);
      if (!statement) prepared.set(text, (statement = db.prepare(text).raw(true)));
      return statement.all(params as unknown[]) as Row[];
    },
    close: () => db.close(),
  };
}

async function openMysql(url: string): Promise<BaselineDb> {
  const { createPool } = await import('mysql2');
  const pool = createPool(mysqlPoolOptions(url));
  pool.on('connection', (connection) => {
    connection.query(MYSQL_SESSION_SETTINGS);
  });
  return {
    dialect: 'mysql',
    rows: (text, params) =>
      new Promise<Row[]>((resolve, reject) =>
        pool.execute({ sql: text, rowsAsArray: true }, params as (string | number | null)[], (error, rows) => (error ? reject(error) : resolve(rows as Row[]))),
      ),
    close: () => pool.end(),
  };
}
