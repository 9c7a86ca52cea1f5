// Password storage: salted scrypt, self-describing (`scrypt$N$r$p$salt$key`) so parameters can change
// without a migration; an administrator's hash stored with other parameters than the current ones is
// replaced at their next successful login (`needsRehash`, authenticate.ts).
//
// Two costs (docs/decisions.md "Passwords"), chosen per password token in the catalog (`password_cost`):
// - administrator: N = 2^17, r = 8, p = 1 (OWASP's first scrypt choice), 128 MiB and some hundred
//   milliseconds of one core per hash. Administrators are few and their passwords open everything.
// - user: N = 2^14, r = 8, p = 5, one of OWASP's equivalent choices (the same order of work, at 16 MiB).
//   Users are provisioned by the thousand; at 16 MiB a hash is about three times quicker here (less
//   memory traffic), which makes 10,000 users a matter of minutes, not an hour. Users do not log in to
//   this server: their hashes are verified elsewhere, from the parameters the hash carries.
// Hashes wait their turn in hash-scheduler.ts: logins ahead of new passwords, tenants in turn.
import { createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scheduleHash, type Lane } from './hash-scheduler.js';

export { HASH_CONCURRENCY, HASH_MAX_WAIT_MS, HashQueueFull } from './hash-scheduler.js';

export type PasswordCost = 'administrator' | 'user';

interface Cost {
  n: number;
  r: number;
  p: number;
}

export const PASSWORD_COSTS: Record<PasswordCost, Cost> = {
  administrator: { n: 2 ** 17, r: 8, p: 1 },
  user: { n: 2 ** 14, r: 8, p: 5 },
};
/**
 * SVC_PASSWORD_COST=test: 1 MiB and about a millisecond a hash, for both kinds, so that test suites
 * creating and logging in hundreds of administrators do not spend minutes hashing. It protects nothing;
 * the server says so at start. Hashes carry their parameters: a production server verifies such a hash
 * and replaces an administrator's at the next login.
 */
const TEST_COSTS: Record<PasswordCost, Cost> = {
  administrator: { n: 2 ** 10, r: 8, p: 1 },
  user: { n: 2 ** 10, r: 8, p: 1 },
};
let costs = PASSWORD_COSTS;

/** Chooses the parameters of new hashes for this process (Settings.passwordCost). */
export function usePasswordCost(kind: 'production' | 'test'): void {
  costs = kind === 'test' ? TEST_COSTS : PASSWORD_COSTS;
  dummy = dummyHash();
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Stored parameters beyond these are refused rather than allowed to claim gigabytes. */
const MAX_N = 2 ** 20;
const MAX_RP = 64;

/** scrypt needs 128·N·r bytes (plus 128·r·p for its input block); a margin over that, per hash. */
function maxmemFor(n: number, r: number, p: number): number {
  return 128 * n * r + 128 * r * p + 4 * 1024 * 1024;
}

/** Whom a hash is for, so that it waits in the right lane and takes its tenant's turn. */
export interface HashTurn {
  lane: Lane;
  tenant: string;
  /** New passwords that may wait for one tenant (SVC_HASH_QUEUE). */
  maxPerTenant?: number;
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions, turn: HashTurn): Promise<Buffer> {
  return scheduleHash(
    turn.lane,
    turn.tenant,
    () => new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))),
    turn.maxPerTenant,
  );
}

/**
 * Pairs (stored hash, password) this process has just hashed or verified, so that the login following
 * an administrator's creation or password change does not cost a second slow hash. Held as an HMAC
 * under a per-process random key, only in memory, bounded, like the explicit-credentials cache of
 * authenticate.ts. A wrong password never matches and always costs the full hash.
 */
const rememberKey = randomBytes(32);
const remembered = new Map<string, string>();
const REMEMBERED_MAX = 10_000;

function digest(stored: string, password: string): string {
  return createHmac('sha256', rememberKey).update(stored).update('\0').update(password).digest('base64');
}

function remember(stored: string, password: string): void {
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(stored, digest(stored, password));
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every(Number.isInteger) || n < 2 || n > MAX_N || (n & (n - 1)) !== 0) return undefined;
  if (r < 1 || r > MAX_RP || p < 1 || p > MAX_RP) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (!key.length) return undefined;
  return { n, r, p, salt, key };
}

function format(n: number, r: number, p: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A new password's hash, with the parameters of its cost; waits in the provisioning lane by default. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = 'administrator',
  turn: HashTurn = { lane: 'provision', tenant: '' },
): Promise<string> {
  const { n, r, p } = costs[cost];
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: maxmemFor(n, r, p) }, turn);
  const stored = format(n, r, p, salt, key);
  remember(stored, password);
  return stored;
}

/**
 * Checks of the same password against the same hash running at once (a client retrying, a burst of
 * logins of one administrator) share one hash: each would cost the same slow work for the same answer.
 */
const inFlight = new Map<string, Promise<boolean>>();

/** `turn`: a login's (login lane, refused with HashQueueFull rather than queued too long) by default. */
export async function verifyPassword(password: string, stored: string, turn: HashTurn = { lane: 'login', tenant: '' }): Promise<boolean> {
  const pair = digest(stored, password);
  if (remembered.get(stored) === pair) return true;
  const running = inFlight.get(pair);
  if (running) return running;
  const parsed = parse(stored);
  if (!parsed) return false;
  const { n, r, p, salt, key: expected } = parsed;
  const check = (async () => {
    const key = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) }, turn);
    const ok = key.length === expected.length && timingSafeEqual(key, expected);
    if (ok) remember(stored, password);
    return ok;
  })();
  inFlight.set(pair, check);
  try {
    return await check;
  } finally {
    inFlight.delete(pair);
  }
}

/** True when `stored` was made with other parameters than those of `cost` (or is unreadable). */
export function needsRehash(stored: string, cost: PasswordCost = 'administrator'): boolean {
  const parsed = parse(stored);
  const wanted = costs[cost];
  return !parsed || parsed.n !== wanted.n || parsed.r !== wanted.r || parsed.p !== wanted.p || parsed.key.length !== KEY_LENGTH;
}

/**
 * A hash of no password, with the current parameters: verifying against it costs what verifying
 * against a real administrator's hash costs, so an unknown login name answers as slowly as a known
 * one with a wrong password. Its key is random bytes, which no password produces.
 */
function dummyHash(): string {
  const { n, r, p } = costs.administrator;
  return format(n, r, p, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));
}
let dummy = dummyHash();

/** Spends the time of a real verification and answers false. */
export async function verifyNothing(password: string, turn?: HashTurn): Promise<false> {
  await verifyPassword(password, dummy, turn);
  return false;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
