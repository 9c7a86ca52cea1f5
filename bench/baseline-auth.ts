// Who calls the hand-written baseline, checked as a careful hand-written endpoint would: a sid with ONE
// indexed SELECT (the sessions row by its primary key, the SHA-256 of the sid as the server stores it,
// joined with the administrator and their tenant by primary key: administrator, tenant, superadministrator
// or not, not expired, tenant not blocked); login/password/tenant with the administrator's row by name and
// the password checked against the stored scrypt hash with the parameters stored in it (the server's
// algorithm and cost). As the server does, a (stored hash, password) pair verified once is remembered as
// an HMAC under a random key of the process, so that a client repeating its credentials costs one slow
// hash, not one per call; a changed password changes the stored hash and so misses.
//
// Not done here, which the server does on top: the login throttle's reads and writes, the sliding expiry
// (the server rewrites a session row at most once a minute), the effective ACLs (every bench caller is
// the superadministrator, who holds them all).
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { BaselineDb } from './baseline-db.js';

export interface HandCaller {
  adminId: number;
  tenantId: number;
  isSuper: boolean;
  /** The sid the call came with (echoed in the answer, as the server does). */
  sid?: string;
}

export class Refused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const SESSION_SQL =
  'SELECT a.id, a.tenant_id, t.blocked FROM sessions s JOIN admins a ON a.id = s.admin_id JOIN tenants t ON t.id = a.tenant_id WHERE s.sid = ? AND s.expires_at > ?';
export const LOGIN_SQL = 'SELECT a.id, a.tenant_id, t.blocked, t.name, a.password_hash FROM admins a JOIN tenants t ON t.id = a.tenant_id WHERE a.name = ?';

const SUPER_TENANT = 0;

function callerOf(adminId: unknown, tenantId: unknown, blocked: unknown, sid?: string): HandCaller {
  const tenant = Number(tenantId);
  if (tenant !== SUPER_TENANT && Number(blocked)) throw new Refused(3500, 'Tenant blocked');
  return { adminId: Number(adminId), tenantId: tenant, isSuper: tenant === SUPER_TENANT, sid };
}

const rememberKey = randomBytes(32);
const verified = new Map<string, string>();

const pairDigest = (stored: string, password: string) => createHmac('sha256', rememberKey).update(stored).update('\0').update(password).digest('base64');

/** The password against a stored `scrypt$N$r$p$salt$key` hash. */
async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const pair = pairDigest(stored, password);
  if (verified.get(stored) === pair) return true;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, expected.length, { N: n, r, p, maxmem: 128 * n * r + 128 * r * p + 4 * 1024 * 1024 }, (e, k) => (e ? reject(e) : resolve(k))),
  );
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  if (ok) verified.set(stored, pair);
  return ok;
}

export async function authenticate(db: BaselineDb, params: Record<string, unknown>): Promise<HandCaller> {
  if (typeof params.login === 'string') {
    if (typeof params.password !== 'string') throw new Refused(3100, 'Both login and password are needed');
    const tenant = String(params.tenant ?? '').trim().toLowerCase();
    const rows = await db.rows(LOGIN_SQL, [params.login.trim()]);
    const row = rows.find((r) => String(r[3]).toLowerCase() === tenant);
    if (!row || !(await passwordMatches(params.password, String(row[4])))) throw new Refused(3200, 'Wrong login or password');
    return callerOf(row[0], row[1], row[2]);
  }
  if (typeof params.sid !== 'string' || !params.sid) throw new Refused(3100, 'No credentials');
  const key = createHash('sha256').update(params.sid).digest('hex');
  const row = (await db.rows(SESSION_SQL, [key, Math.floor(Date.now() / 1000)]))[0];
  if (!row) throw new Refused(3200, 'Unknown or expired session');
  return callerOf(row[0], row[1], row[2], params.sid);
}
