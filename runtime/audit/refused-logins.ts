// Refused logins that cost no password hash (a lock, no credentials, a login from another site, the
// hashes too busy) are audited in aggregate (docs/decisions.md "Login throttling"): a flood of them must
// not become a flood of writes, which on MariaDB slowed every other request. The first refusal of a
// kind writes its row at once, as before; the ones that follow within WINDOW_MS are counted in memory
// and written as one row when the window closes, with `arguments.repeated` (how many) and `last_at`
// (the last one's time). So a kind costs at most two rows a window, however hard it is hammered.
//
// A kind is what an operator tells apart: a lock of an address is one kind per address (whatever names
// it tries), a lock of a name one per name and tenant (from whatever addresses), anything else one per
// address and status. Failures that did cost a hash (a wrong password) are written one by one: the
// throttle already bounds them.
import type { Kysely } from 'kysely';
import { nowDate } from '../support/time.js';
import { audit, type AuditEntry } from './audit-log.js';

const WINDOW_MS = 60_000;
/** Kinds counted at once; past it the oldest window closes early (memory stays bounded). */
const MAX_KINDS = 10_000;

interface Pending {
  entry: AuditEntry;
  repeated: number;
  last: string;
  timer: NodeJS.Timeout;
}

const pending = new Map<string, Pending>();
const databases = new Map<string, Kysely<any>>();

function writeRepeated(kind: string): Promise<void> {
  const p = pending.get(kind);
  const db = databases.get(kind);
  pending.delete(kind);
  databases.delete(kind);
  if (!p || !db) return Promise.resolve();
  clearTimeout(p.timer);
  if (p.repeated === 0) return Promise.resolve();
  const args = p.entry.arguments && typeof p.entry.arguments === 'object' ? p.entry.arguments : {};
  return audit(db, { ...p.entry, arguments: { ...args, repeated: p.repeated, last_at: p.last } });
}

/** Audits one refused login of `kind`: written now if it is the first of its window, else counted. */
export function auditRefusedLogin(db: Kysely<any>, kind: string, entry: AuditEntry): void {
  const key = `${entry.action}\0${kind}`;
  const open = pending.get(key);
  if (open) {
    open.repeated++;
    open.last = nowDate();
    return;
  }
  if (pending.size >= MAX_KINDS) {
    // too many kinds at once (a very wide flood): the oldest window closes early, so memory stays bounded
    const oldest = pending.keys().next().value as string;
    void writeRepeated(oldest);
  }
  const timer = setTimeout(() => void writeRepeated(key), WINDOW_MS);
  timer.unref();
  pending.set(key, { entry, repeated: 0, last: nowDate(), timer });
  databases.set(key, db);
  void audit(db, entry);
}

/** Writes every open window's count now (at shutdown: nothing counted is lost). */
export async function flushRefusedLogins(): Promise<void> {
  await Promise.all([...pending.keys()].map((kind) => writeRepeated(kind)));
}
