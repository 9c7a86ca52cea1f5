// Password storage: salted scrypt, self-describing (`scrypt$N$r$p$salt$key`) so parameters can change
// without a migration; a hash stored with other parameters than the current ones is replaced at the
// administrator's next successful login (`needsRehash`, authenticate.ts).
//
// Current parameters: N = 2^17, r = 8, p = 1 (OWASP's scrypt guidance), 128 MiB and some hundred
// milliseconds of one core per hash. crypto.scrypt runs on libuv's thread pool, never on the event loop;
// hashes are further limited to `HASH_CONCURRENCY` at a time (the pool less one thread, and the cores
// less one), so files and name look-ups, which share that pool, and the event loop's own core are never
// all taken by logins, and memory stays bounded (128 MiB per hash in progress). The rest wait in order.
import { availableParallelism } from 'node:os';
import { createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_N = 2 ** 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Stored parameters beyond these are refused rather than allowed to claim gigabytes. */
const MAX_N = 2 ** 20;
const MAX_RP = 64;

/** scrypt needs 128·N·r bytes (plus 128·r·p for its input block); a margin over that, per hash. */
function maxmemFor(n: number, r: number, p: number): number {
  return 128 * n * r + 128 * r * p + 4 * 1024 * 1024;
}

/** libuv's pool size (UV_THREADPOOL_SIZE, default 4; read by libuv when the pool first starts). */
function threadPoolSize(): number {
  const configured = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 1024) : 4;
}

/** Hashes running at once: leave a pool thread for file and DNS work and a core for the event loop. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(threadPoolSize() - 1, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];
/** Recent wall time of one hash (moving average), to tell how long a newcomer would wait. */
let hashMs = 500;

/** Longest a login waits for its turn to hash before it is refused as busy (HashQueueFull). */
export const HASH_MAX_WAIT_MS = 10_000;

/** Too many logins are waiting to be hashed: this one would wait more than HASH_MAX_WAIT_MS. */
export class HashQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many password hashes waiting');
  }
}

/**
 * Runs `work` when a hash slot is free. `bounded` (logins) refuses instead of queueing past
 * HASH_MAX_WAIT_MS, so a flood of logins gets quick refusals rather than minutes of waiting; writes
 * (a new or changed password) always wait their turn.
 */
async function limited<T>(work: () => Promise<T>, bounded: boolean): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    const expectedMs = Math.ceil((waiting.length + 1) / HASH_CONCURRENCY) * hashMs;
    if (bounded && expectedMs > HASH_MAX_WAIT_MS) throw new HashQueueFull(Math.max(1, Math.ceil(expectedMs / 1000)));
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  const started = performance.now();
  try {
    return await work();
  } finally {
    hashMs = 0.8 * hashMs + 0.2 * (performance.now() - started);
    const next = waiting.shift();
    if (next) next(); // the slot passes to the next waiter as is
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions, bounded = false): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
    bounded,
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: maxmemFor(SCRYPT_N, SCRYPT_R, SCRYPT_P) });
  const stored = format(SCRYPT_N, SCRYPT_R, SCRYPT_P, salt, key);
  remember(stored, password);
  return stored;
}

/** `bounded`: a login, refused with HashQueueFull rather than queued too long. */
/**
 * Checks of the same password against the same hash running at once (a client retrying, a burst of
 * logins of one administrator) share one hash: each would cost the same slow work for the same answer.
 */
const inFlight = new Map<string, Promise<boolean>>();

export async function verifyPassword(password: string, stored: string, options: { bounded?: boolean } = {}): Promise<boolean> {
  const pair = digest(stored, password);
  if (remembered.get(stored) === pair) return true;
  const running = inFlight.get(pair);
  if (running) return running;
  const parsed = parse(stored);
  if (!parsed) return false;
  const { n, r, p, salt, key: expected } = parsed;
  const check = (async () => {
    const key = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) }, options.bounded);
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

/** True when `stored` was made with other parameters than the current ones (or is unreadable). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== SCRYPT_N || parsed.r !== SCRYPT_R || parsed.p !== SCRYPT_P || parsed.key.length !== KEY_LENGTH;
}

/**
 * A hash of no password, with the current parameters: verifying against it costs what verifying
 * against a real administrator's hash costs, so an unknown login name answers as slowly as a known
 * one with a wrong password. Its key is random bytes, which no password produces.
 */
const dummy = format(SCRYPT_N, SCRYPT_R, SCRYPT_P, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));

/** Spends the time of a real verification and answers false. */
export async function verifyNothing(password: string, options: { bounded?: boolean } = {}): Promise<false> {
  await verifyPassword(password, dummy, options);
  return false;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
