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

export async function createSession(db: Kysely<any>, adminId: number, ttlSeconds: number): Promise<string> {
  const sid = randomBytes(32).toString('base64url'); // 256 random bits
  const now = Math.floor(Date.now() / 1000);
  await db.insertInto('sessions').values({ sid: sessionKey(sid), admin_id: adminId, expires_at: now + ttlSeconds }).execute();
  return sid;
}

export async function touchSession(db: Kysely<any>, sid: string, expiresAt: number, ttlSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  // A lifetime shorter than two intervals slides on every use past its first half, or it never would.
  const interval = Math.min(TOUCH_INTERVAL_SECONDS, Math.floor(ttlSeconds / 2));
  if (expiresAt - now > ttlSeconds - interval) return;
  await db.updateTable('sessions').set({ expires_at: now + ttlSeconds }).where('sid', '=', sessionKey(sid)).execute();
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
