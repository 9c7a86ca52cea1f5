// A throw-away database per run: a MariaDB/MySQL database created and dropped here, or an SQLite file in
// a temporary directory. `sql` gives the benchmark direct access for seeding and for facts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './processes.js';

export type DbKind = 'mysql' | 'sqlite';

export interface SqlAccess {
  all<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  run(text: string, params?: unknown[]): Promise<void>;
  /** Runs `work` in one transaction. */
  transaction(work: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface Store {
  kind: DbKind;
  dbUrl: string;
  dataDir: string;
  /** Opens a direct connection (close it before the server runs, for SQLite's sake it is cheap to reopen). */
  connect(): Promise<SqlAccess>;
  drop(): Promise<void>;
}

export const MYSQL_BASE = (process.env.BENCH_MYSQL_URL ?? process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');

async function mysqlAdmin(text: string): Promise<void> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(MYSQL_BASE);
  try {
    await conn.query(text);
  } finally {
    await conn.end();
  }
}

export async function createStore(kind: DbKind): Promise<Store> {
  let dropped = false;
  if (kind === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
    const file = join(dataDir, 'svc.db');
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      rmSync(dataDir, { recursive: true, force: true });
    };
    onCleanup(drop);
    return {
      kind,
      dbUrl: `sqlite:${file}`,
      dataDir,
      drop,
      async connect() {
        const { default: SQLite } = await import('better-sqlite3');
        const db = new SQLite(file);
        db.pragma('busy_timeout = 5000');
        return {
          all: async <T,>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
          run: async (text, params = []) => void db.prepare(text).run(...params),
          transaction: async (work) => {
            db.exec('BEGIN');
            try {
              await work();
              db.exec('COMMIT');
            } catch (e) {
              db.exec('ROLLBACK');
              throw e;
            }
          },
          close: async () => void db.close(),
        };
      },
    };
  }
  const name = `svc_bench_${randomBytes(5).toString('hex')}`;
  await mysqlAdmin(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await mysqlAdmin(`DROP DATABASE IF EXISTS ${name}`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(drop);
  const dbUrl = `${MYSQL_BASE}/${name}`;
  return {
    kind,
    dbUrl,
    dataDir,
    drop,
    async connect() {
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection(dbUrl);
      await conn.query(`SET SESSION sql_mode = 'STRICT_TRANS_TABLES,NO_AUTO_VALUE_ON_ZERO,NO_ENGINE_SUBSTITUTION', time_zone = '+00:00'`);
      return {
        all: async <T,>(text: string, params: unknown[] = []) => (await conn.query(text, params))[0] as T[],
        run: async (text, params = []) => void (await conn.query(text, params)),
        transaction: async (work) => {
          await conn.beginTransaction();
          try {
            await work();
            await conn.commit();
          } catch (e) {
            await conn.rollback();
            throw e;
          }
        },
        close: () => conn.end(),
      };
    },
  };
}
