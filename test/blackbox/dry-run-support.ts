// What the dry-run tests share: a fingerprint of every table of a test server's database (to show a dry
// run changed nothing), and the prediction a dry run's answer makes.
import type { Envelope, TestServer } from './harness.js';

export interface Prediction {
  status: number;
  message?: string;
  additional_info?: string;
  total?: number;
  selected?: number;
  ids?: number[];
  ids_truncated?: boolean;
  failures?: Record<string, { status: number; message: string; additional_info?: string }>;
  unpredicted?: number;
  replayed?: boolean;
}

/**
 * What a dry run says the real call answers: its `dry_run` field, or, for a request refused before it
 * would run (authentication, validation, ACLs), the refusal itself, which the real call answers too.
 */
export function predictionOf(dry: Envelope): Prediction {
  if (dry.dry_run) {
    if (dry.status !== 0 || dry.total !== 0 || !Array.isArray(dry.rows) || dry.rows.length !== 0) throw new Error(`a dry run's envelope is status 0, total 0, no rows: ${JSON.stringify(dry)}`);
    return dry.dry_run as Prediction;
  }
  if (dry.status === 0) throw new Error(`a dry run answered status 0 without dry_run: ${JSON.stringify(dry).slice(0, 300)}`);
  return { status: dry.status, additional_info: dry.additional_info, failures: dry.failures, total: dry.total };
}

/** Each table's rows, sorted, as one text per table (sessions without their last-seen times, which every request moves). */
export async function databaseFingerprint(server: TestServer): Promise<Record<string, string>> {
  const text = (rows: Record<string, unknown>[], table: string) =>
    rows
      .map((r) => {
        const row = { ...r };
        if (table === 'sessions') for (const k of Object.keys(row)) if (k !== 'sid' && k !== 'admin_id') delete row[k];
        return JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : Buffer.isBuffer(v) ? v.toString('hex') : v));
      })
      .sort()
      .join('\n');
  const out: Record<string, string> = {};
  if (server.db === 'mysql') {
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(server.dbUrl);
    try {
      const [tables] = await conn.query('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()');
      for (const { t } of tables as { t: string }[]) {
        const [rows] = await conn.query(`SELECT * FROM \`${t}\``);
        out[t] = text(rows as Record<string, unknown>[], t);
      }
    } finally {
      await conn.end();
    }
    return out;
  }
  const { default: SQLite } = await import('better-sqlite3');
  const conn = new SQLite(server.dbUrl.slice('sqlite:'.length), { readonly: true });
  try {
    conn.pragma('busy_timeout = 5000');
    const tables = conn.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name } of tables) out[name] = text(conn.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[], name);
  } finally {
    conn.close();
  }
  return out;
}

/**
 * MariaDB only: sets every table's next id back to after its highest. A dry run's rolled-back insert
 * consumes an AUTO_INCREMENT value on InnoDB (as a refused create does), so without this the example
 * sequence's later steps, which name the ids the reference shows, would name other records.
 */
export async function forgetRolledBackIds(server: TestServer): Promise<void> {
  if (server.db !== 'mysql') return;
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(server.dbUrl);
  try {
    const [tables] = await conn.query('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE() AND auto_increment IS NOT NULL');
    for (const { t } of tables as { t: string }[]) await conn.query(`ALTER TABLE \`${t}\` AUTO_INCREMENT = 1`);
  } finally {
    await conn.end();
  }
}

/** The ids of a table, in order. */
export async function idsOf(server: TestServer, table: string, where = '1 = 1', params: unknown[] = []): Promise<number[]> {
  const rows = await server.dbQuery(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`, params);
  return rows.map((r) => Number(r.id));
}

export type { Envelope };
