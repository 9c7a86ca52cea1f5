// Sign-in requests on their way through a tenant's OpenID provider (table `oidc_requests`, migration
// 012): written by GET /api/oidc/start, taken once by GET /api/oidc/callback, in the database so that
// any server process can complete what another one started. A request is found by the SHA-256 of its
// `state` (a database reader cannot complete one) and taken by a DELETE only one caller wins, so a
// callback replayed, even at the same moment on another process, finds nothing.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '../../errors/api-error.js';

/** How long a started sign-in may take at the provider (the user typing a password, a second factor). */
export const REQUEST_TTL_SECONDS = 600;

/**
 * Pending sign-ins one client address may have at once, and all clients together: a start is a row written
 * for anyone who asks, so without a bound a flood of starts would fill the database. 1400 past either.
 */
export const PENDING_PER_ADDRESS_MAX = 100;
export const PENDING_MAX = 100_000;

/** How the callback answers: the console's cookie and a redirect, or `{status, message, sid}` for a script. */
export type AnswerMode = 'cookie' | 'json';

export interface PendingRequest {
  tenantId: number;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  mode: AnswerMode;
  /** SHA-256 of the browser-binding cookie set by the start (cookie mode only). */
  bindingKey: string | null;
}

export const keyOf = (text: string): string => createHash('sha256').update(text).digest('hex');

const now = () => Math.floor(Date.now() / 1000);

export async function savePendingRequest(db: Kysely<any>, state: string, request: PendingRequest, address: string): Promise<void> {
  // requests never completed leave with the next start's clean-up: one indexed DELETE
  await db.deleteFrom('oidc_requests').where('expires_at', '<', now()).execute();
  const [mine, all] = await Promise.all([
    db.selectFrom('oidc_requests').select((eb) => eb.fn.countAll().as('n')).where('address', '=', address).executeTakeFirst(),
    db.selectFrom('oidc_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  if (Number(mine?.n ?? 0) >= PENDING_PER_ADDRESS_MAX) {
    throw new ApiError(1400, `${PENDING_PER_ADDRESS_MAX} sign-ins started from this address are not completed: complete one, or start again within ${REQUEST_TTL_SECONDS / 60} minutes`);
  }
  if (Number(all?.n ?? 0) >= PENDING_MAX) throw new ApiError(1400, 'Too many sign-ins are waiting for their identity provider: try again in a few minutes');
  await db
    .insertInto('oidc_requests')
    .values({
      state_key: keyOf(state),
      tenant_id: request.tenantId,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
      return_to: request.returnTo,
      mode: request.mode,
      binding_key: request.bindingKey,
      expires_at: now() + REQUEST_TTL_SECONDS,
      address,
    })
    .execute();
}

export type Taken = { found: PendingRequest; expired: boolean } | undefined;

/** Takes the request of `state` out of the table: undefined when there is none (never made, or taken already). */
export async function takePendingRequest(db: Kysely<any>, state: string): Promise<Taken> {
  const key = keyOf(state);
  const row = await db.selectFrom('oidc_requests').selectAll().where('state_key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('oidc_requests').where('state_key', '=', key).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return undefined; // another callback of the same state took it first
  return {
    found: {
      tenantId: Number(row.tenant_id),
      nonce: String(row.nonce),
      codeVerifier: String(row.code_verifier),
      redirectUri: String(row.redirect_uri),
      returnTo: String(row.return_to),
      mode: row.mode === 'json' ? 'json' : 'cookie',
      bindingKey: row.binding_key === null ? null : String(row.binding_key),
    },
    expired: Number(row.expires_at) < now(),
  };
}
