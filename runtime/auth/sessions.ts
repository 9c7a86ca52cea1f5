// Sessions live in the database so several server processes share them (generated/docs/guides/authentication.md). Expiry slides
// on use, but the row is rewritten at most once a minute: a read-heavy client costs no write per call.
//
// The table holds no session id, only its SHA-256 (`sessionKey`, column `sid`): whoever reads the
// database (a backup, a replica, a leaked dump) gets no live session. A sid is 256 random bits, so a fast
// unsalted hash is enough: there is nothing to guess that a slow hash would protect. Every look-up,
// update and delete goes through this module with the clear sid the client sent, hashed here.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

const TOUCH_INTERVAL_SECONDS = 60;

/** What the `sessions` table keys a session by: the SHA-256 of its id, in hex (64 characters). */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** How a session was opened (session_get_list's `method`); other sign-in methods add their names. */
export type SessionMethod = 'password' | 'password+totp' | 'ldap' | 'oidc';

export interface SessionOrigin {
  /** Default 'password'. */
  method?: SessionMethod;
  /** The client's address at login (shown in session_get_list). */
  address?: string;
}

/** The opaque name session_get_list shows for a session: random, unrelated to its sid. */
export function newPublicId(): string {
  return `s_${randomBytes(16).toString('base64url')}`;
}

export async function createSession(db: Kysely<any>, adminId: number, ttlSeconds: number, origin: SessionOrigin = {}): Promise<string> {
  const sid = randomBytes(32).toString('base64url'); // 256 random bits
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('sessions')
    .values({
      sid: sessionKey(sid),
      admin_id: adminId,
      expires_at: now + ttlSeconds,
      public_id: newPublicId(),
      created_at: now,
      last_seen_at: now,
      address: origin.address?.slice(0, 64) ?? null,
      method: (origin.method ?? 'password').slice(0, 16),
    })
    .execute();
  return sid;
}

/**
 * Slides the expiry; the same rare write records when and from where the session was last seen, so
 * `last_seen_date` is exact to the touch interval and costs no write of its own.
 */
export async function touchSession(db: Kysely<any>, sid: string, expiresAt: number, ttlSeconds: number, address?: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  if (!touchDue(expiresAt, ttlSeconds, now)) return;
  const values: Record<string, unknown> = { expires_at: now + ttlSeconds, last_seen_at: now };
  if (address) values.address = address.slice(0, 64);
  await db.updateTable('sessions').set(values).where('sid', '=', sessionKey(sid)).execute();
}

/**
 * Whether a session expiring at `expiresAt` is due for its rewrite now (touchSession): callers on every
 * request ask first, so that the common case, no write, costs no promise.
 */
export function touchDue(expiresAt: number, ttlSeconds: number, now = Math.floor(Date.now() / 1000)): boolean {
  // A lifetime shorter than two intervals slides on every use past its first half, or it never would.
  const interval = Math.min(TOUCH_INTERVAL_SECONDS, Math.floor(ttlSeconds / 2));
  return expiresAt - now <= ttlSeconds - interval;
}

export async function deleteSession(db: Kysely<any>, sid: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('sid', '=', sessionKey(sid)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function purgeExpiredSessions(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', Math.floor(Date.now() / 1000)).execute();
}

/**
 * A password reset ends the administrator's sessions (live sockets opened with them close within a
 * second), except `keepSid`: the session of an administrator changing their own password.
 */
export async function endSessionsOf(db: Kysely<any>, adminId: number, keepSid?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (keepSid) query = query.where('sid', '!=', sessionKey(keepSid));
  await query.execute();
}
