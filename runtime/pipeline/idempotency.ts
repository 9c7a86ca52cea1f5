// Idempotency keys of creates (generated/docs/guides/requests.md "Retrying a create"; docs/decisions.md
// "Idempotent creates"). A create may carry a key (the Idempotency-Key header or the idempotency_key
// parameter); the first request with a key claims it in the database (table idempotency_keys, one row
// per administrator and key, the key kept as its SHA-256) by an INSERT only one request wins, whatever
// process it runs in; it stores its answer there, and a later request of the same administrator with the
// same key and the same request (action, filters, arguments: compared as the hash of their canonical
// JSON) gets that answer again within SVC_IDEMPOTENCY_WINDOW, without running. Another request with the
// key answers 6710; a request while the first still runs answers 6720 at once (nothing done: the client
// repeats it). A claim whose request died with its process is taken over once its lease has passed.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.js';
import { ApiError } from '../errors/api-error.js';
import type { Envelope } from '../contract/envelope.js';
import type { RawRequest } from '../contract/context.js';

/** The longest key (6700 past it): a UUID or a client's own request id fits many times over. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** The parameter's name; the header is Idempotency-Key. */
export const IDEMPOTENCY_PARAMETER = 'idempotency_key';
/**
 * How long a claimed key waits for its request's answer before another request may take it over: a create
 * answers in well under this, and a process killed in the middle must not hold the key for the whole window.
 */
export const CLAIM_LEASE_SECONDS = 60;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

/** Whether the request carries a key at all (an action other than a create refuses one, 6230). */
export function hasIdempotencyKey(raw: RawRequest): boolean {
  const param = raw.params[IDEMPOTENCY_PARAMETER];
  return raw.idempotencyKey !== undefined || (param !== undefined && param !== null);
}

/** The request's key, from the header or the parameter (both: they must be equal); 6700 when malformed. */
export function idempotencyKeyOf(raw: RawRequest): string | undefined {
  const header = raw.idempotencyKey;
  const param = raw.params[IDEMPOTENCY_PARAMETER];
  if (header === undefined && (param === undefined || param === null)) return undefined;
  if (param !== undefined && param !== null && typeof param !== 'string') throw new ApiError(6700, `${IDEMPOTENCY_PARAMETER} must be text`);
  if (header !== undefined && param !== undefined && param !== null && header !== param) {
    throw new ApiError(6700, `The Idempotency-Key header and the ${IDEMPOTENCY_PARAMETER} parameter differ: give the key once`);
  }
  const key = header ?? (param as string);
  if (key.length === 0) throw new ApiError(6700, 'The idempotency key is empty');
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new ApiError(6700, `The idempotency key has ${key.length} characters; at most ${IDEMPOTENCY_KEY_MAX}`);
  if (!VISIBLE_ASCII.test(key)) throw new ApiError(6700, 'The idempotency key holds characters other than visible ASCII');
  return key;
}

/** JSON with every object's keys sorted: one text for one request, whatever order its client wrote. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests the same: the action, its filters and its arguments (not credentials, not `parameters`). */
export function requestHash(action: string, params: Record<string, unknown>): string {
  const empty = (v: unknown) => (v === undefined || v === null || v === '' ? {} : v);
  return sha256(canonicalJson({ action, filters: empty(params.filters), arguments: empty(params.arguments) }));
}

export interface IdempotencyClaim {
  /** The stored answer of the first request (without its sid), when this one repeats it. */
  replay?: Envelope;
  /** Whether that answer carried the caller's sid (successes do, refusals do not). */
  replayWithSid?: boolean;
  /** Stores this request's answer for the ones that repeat it (in `db`: the create's transaction, or the pool). */
  finish(answer: Envelope, db?: Kysely<any>): Promise<void>;
  /** Releases the key (a server-side failure: a retry runs the request again). */
  release(): Promise<void>;
}

interface KeyRow {
  request_hash: string;
  state: string;
  answer: string | null;
  lease_until: number | string;
  expires_at: number | string;
}

/**
 * Claims `key` for this request, or answers the first request's answer to repeat, or throws 6710 (the key
 * names another request) or 6720 (the first request has not answered yet).
 */
export async function claimIdempotencyKey(
  db: Kysely<any>,
  adminId: number,
  key: string,
  action: string,
  hash: string,
  windowSeconds: number,
): Promise<IdempotencyClaim> {
  const keyHash = sha256(key);
  const mine = () => db.selectFrom('idempotency_keys').where('admin_id', '=', adminId).where('key_hash', '=', keyHash);
  const owned = (on: Kysely<any>) => on.updateTable('idempotency_keys').where('admin_id', '=', adminId).where('key_hash', '=', keyHash).where('state', '=', 'pending');
  const claim: IdempotencyClaim = {
    // a second finish (the pipeline's, after the create's own in its transaction) finds the row done: no change
    finish: async (answer, on = db) => {
      // the sid is the caller's of the moment, not part of the answer: a replay carries the replaying caller's
      const { sid, ...stored } = answer;
      await owned(on).set({ state: 'done', answer: JSON.stringify({ envelope: stored, withSid: sid !== undefined }) }).execute();
    },
    release: async () => {
      await db.deleteFrom('idempotency_keys').where('admin_id', '=', adminId).where('key_hash', '=', keyHash).where('state', '=', 'pending').execute();
    },
  };
  // three rounds at most: an expired or abandoned row is removed (by one request only) and the claim retried
  for (let round = 0; round < 3; round++) {
    const t = now();
    try {
      await db
        .insertInto('idempotency_keys')
        .values({ admin_id: adminId, key_hash: keyHash, request_hash: hash, action, state: 'pending', answer: null, lease_until: t + CLAIM_LEASE_SECONDS, expires_at: t + windowSeconds })
        .execute();
      return claim;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    const row = (await mine().select(['request_hash', 'state', 'answer', 'lease_until', 'expires_at']).executeTakeFirst()) as KeyRow | undefined;
    if (!row) continue; // released or purged in between: claim again
    const expired = Number(row.expires_at) <= t;
    const abandoned = row.state === 'pending' && Number(row.lease_until) <= t;
    if (expired || abandoned) {
      // the DELETE names what was read, so that of two requests taking the row over one removes it
      await db
        .deleteFrom('idempotency_keys')
        .where('admin_id', '=', adminId)
        .where('key_hash', '=', keyHash)
        .where('state', '=', row.state)
        .where('expires_at', '=', Number(row.expires_at))
        .execute();
      continue;
    }
    if (row.request_hash !== hash) {
      throw new ApiError(6710, 'This idempotency key was used with another request (action, filters or arguments) within the window: use a new key');
    }
    if (row.state !== 'done' || row.answer === null) {
      throw new ApiError(6720, 'The first request with this idempotency key has not answered yet: send this one again in a moment');
    }
    const stored = JSON.parse(row.answer) as { envelope: Envelope; withSid: boolean };
    return { ...claim, replay: stored.envelope, replayWithSid: stored.withSid };
  }
  throw new ApiError(6720, 'The idempotency key is being claimed by another request: send this one again in a moment');
}

/** Whether an error answer is the request's definitive answer (replayed), not a failure of the server (released). */
export function isDefinitiveError(status: number): boolean {
  return status >= 3000;
}

/** Removes the keys past their window (with the sessions' purge, runtime/main.ts). */
export async function purgeExpiredIdempotencyKeys(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now()).execute();
}
