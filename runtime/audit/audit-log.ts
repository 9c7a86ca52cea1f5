// The audit log (decisions §10): every write, login and refused action, with secrets masked. Written
// after the call, outside its transaction, so a refused or failed write is recorded too.
import type { Kysely } from 'kysely';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';

const SECRET_KEYS = /pass|secret/i;

/** Passwords anywhere, and PEM material (config_ssl's key and certificates) are never logged. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value === 'string' && value.includes('-----BEGIN')) return '***';
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = SECRET_KEYS.test(k) ? '***' : maskSecrets(v);
    return out;
  }
  return value;
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
}

export async function audit(db: Kysely<any>, entry: AuditEntry): Promise<void> {
  try {
    await db
      .insertInto('audit_log')
      .values({
        time: nowDate(),
        admin_id: entry.adminId,
        admin_name: entry.adminName,
        tenant_id: entry.tenantId,
        tenant_name: entry.tenantName,
        action: entry.action.slice(0, 64),
        object_kind: entry.objectKind,
        object_id: entry.objectId,
        object_name: entry.objectName?.slice(0, 255) ?? null,
        arguments: entry.arguments === undefined ? null : JSON.stringify(maskSecrets(entry.arguments)).slice(0, 60000),
        status: entry.status,
        address: entry.address?.slice(0, 64) ?? null,
        source: entry.source?.slice(0, 128) ?? null,
      })
      .execute();
  } catch (e) {
    log.error('audit log write failed', { error: String(e) });
  }
}
