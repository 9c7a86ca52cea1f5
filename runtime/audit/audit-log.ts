// The audit log (generated/docs/log.md): every write, login and refused action, with secrets masked
// (the log lines' rules, runtime/log/secrets.ts). Written
// after the call, outside its transaction, so a refused or failed write is recorded too.
//
// Ids are handed out in commit order (docs/decisions.md "The audit log as a feed"), so that a collector
// reading `id > last` never skips an entry committed after a higher one: on MariaDB/MySQL each entry is
// inserted in a transaction that first locks the `meta` row `audit_order`, which makes the id's
// allocation and the commit one step for every writer; SQLite has a single writer, whose ids already are.
import { MysqlAdapter, sql, type Kysely } from 'kysely';
import { log } from '../log/logger.js';
import { maskSecrets } from '../log/secrets.js';
import { nowDate } from '../support/time.js';
import { retriedTransaction } from '../db/transactions.js';

/** Characters of arguments kept: at most 4 bytes each in utf8mb4, well inside a TEXT column's 65,535 bytes. */
const MAX_ARGUMENTS_CHARS = 16_000;
const TRUNCATED = '…(truncated)';

/** Text a column can always take: no lone surrogate (invalid UTF-8 for MariaDB), cut to `max` characters. */
export function columnText(value: string | null | undefined, max: number, marker = ''): string | null {
  if (value === null || value === undefined) return null;
  let text = wellFormed(value);
  if (text.length > max) text = wellFormed(text.slice(0, max - marker.length)) + marker;
  return text;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** String.prototype.toWellFormed (ES2024): lone surrogates become U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The arguments of a call as stored: JSON with secrets masked, cut to a TEXT column (the audit log, the jobs). */
export function argumentsText(value: unknown): string | null {
  if (value === undefined) return null;
  try {
    return columnText(JSON.stringify(maskSecrets(value)) ?? null, MAX_ARGUMENTS_CHARS, TRUNCATED);
  } catch {
    return '…(unreadable arguments)';
  }
}

export interface AuditEntry {
  adminId: number | null;
  adminName: string | null;
  tenantId: number | null;
  tenantName: string | null;
  action: string;
  objectKind: string | null;
  objectId: number | null;
  objectName: string | null;
  arguments: unknown;
  status: number;
  address: string | null;
  source: string | null;
  /** The name of the API token the request was made with. */
  apiToken?: string | null;
  /** The request's id, for the log line of a failed write (not stored). */
  requestId?: string;
}

/** An entry was written, for the tenant it belongs to (the live channel `log_written`; the webhooks read the entry). */
export type AuditListener = (tenantId: number | null, entry: AuditEntry) => void;
const listeners = new Set<AuditListener>();

/** Hears every entry this process writes, after its commit; returns the way to stop. */
export function onAuditWritten(listener: AuditListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The `meta` row whose lock orders the entries' commits (migration 018-audit-feed). */
export const AUDIT_ORDER_ROW = 'audit_order';

function isMysql(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof MysqlAdapter;
}

export async function audit(db: Kysely<any>, entry: AuditEntry): Promise<void> {
  try {
    const values = valuesOf(entry);
    if (!isMysql(db)) await db.insertInto('audit_log').values(values).execute();
    else if (db.isTransaction) await orderedInsert(db, values);
    // on a Galera cluster two nodes' entries conflict on the audit_order row: the later commit runs again
    else await retriedTransaction(db, (trx) => orderedInsert(trx, values));
    for (const listener of listeners) {
      try {
        listener(entry.tenantId, entry);
      } catch {
        // a listener's failure must not look like the entry's
      }
    }
  } catch (e) {
    log.error('audit log write failed', { ...(entry.requestId ? { request_id: entry.requestId } : {}), error: String(e) });
  }
}

/** The lock on `audit_order` is held to the commit: no later entry gets an id before this one is visible. */
async function orderedInsert(trx: Kysely<any>, values: Record<string, unknown>): Promise<void> {
  await sql`UPDATE meta SET value = value + 1 WHERE name = ${AUDIT_ORDER_ROW}`.execute(trx);
  await trx.insertInto('audit_log').values(values).execute();
}

function valuesOf(entry: AuditEntry): Record<string, unknown> {
  return {
    time: nowDate(),
    admin_id: entry.adminId,
    tenant_id: entry.tenantId,
    admin_name: columnText(entry.adminName, 128),
    tenant_name: columnText(entry.tenantName, 128),
    action: columnText(entry.action, 64),
    object_kind: entry.objectKind,
    object_id: entry.objectId,
    object_name: columnText(entry.objectName, 255),
    arguments: argumentsText(entry.arguments),
    status: entry.status,
    address: columnText(entry.address, 64),
    source: columnText(entry.source, 128),
    api_token: columnText(entry.apiToken ?? null, 128),
  };
}
