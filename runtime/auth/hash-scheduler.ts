// Who hashes next (docs/decisions.md "Passwords"). Password hashes are slow on purpose and only
// `HASH_CONCURRENCY` run at once; the rest wait here, in two lanes:
//
// - `login`: checking the password of someone logging in. Always served first: a tenant creating
//   thousands of users must not make anybody's login wait behind them (one FIFO for everything made
//   another tenant's logins take 7-8 s while 20 users were being created).
// - `provision`: hashing a new password (user and administrator creation, password changes, the rehash
//   after a login with older parameters). Served when no login waits, and at least every
//   LOGINS_BEFORE_PROVISION + 1st turn when both wait: a steady stream of logins (or a flood of guesses
//   from many addresses) must not stop every password write either. A login then waits for at most one
//   new password's hash besides the logins ahead of it.
//
// Inside a lane, tenants take turns (round robin): a tenant with 500 hashes waiting does not hold back
// another tenant's one. Both lanes are bounded. A login is refused (HashQueueFull) when the logins
// already waiting would keep it more than HASH_MAX_WAIT_MS: quick refusals under a flood rather than
// minutes of waiting. A new password is refused (HashQueueFull) past `maxPerTenant` waiting for its
// tenant (SVC_HASH_QUEUE, 200) or five times that waiting in all: the write answers a clear code (1400)
// and changes nothing, instead of holding a connection until the client gives up.
import { availableParallelism } from 'node:os';

export type Lane = 'login' | 'provision';

/** libuv's pool size (UV_THREADPOOL_SIZE, default 4; read by libuv when the pool first starts). */
function threadPoolSize(): number {
  const configured = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 1024) : 4;
}

/**
 * Hashes running at once: crypto.scrypt runs on libuv's pool, never on the event loop; leave a pool
 * thread for file and DNS work and a core for the event loop. Memory stays bounded too (at most 128 MiB
 * per hash in progress).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(threadPoolSize() - 1, availableParallelism() - 1));

/** Longest a login waits for its turn to hash before it is refused as busy. */
export const HASH_MAX_WAIT_MS = 10_000;
/** New passwords waiting per tenant before more are refused as busy (SVC_HASH_QUEUE's default); five times that in all. */
export const PROVISION_MAX_PER_TENANT = 200;

/** No turn to hash: too many hashes are waiting. */
export class HashQueueFull extends Error {
  constructor(
    readonly lane: Lane,
    readonly retryAfterSeconds: number,
  ) {
    super(`too many password hashes waiting (${lane})`);
  }
}

/** One lane: a queue per tenant, served in turn. Map order is the turn order (a served tenant goes last). */
class TenantTurns {
  private readonly byTenant = new Map<string, (() => void)[]>();
  size = 0;

  waitingOf(tenant: string): number {
    return this.byTenant.get(tenant)?.length ?? 0;
  }

  push(tenant: string, start: () => void): void {
    const queue = this.byTenant.get(tenant);
    if (queue) queue.push(start);
    else this.byTenant.set(tenant, [start]);
    this.size++;
  }

  /** The next tenant's oldest waiter; that tenant then goes to the end of the turn. */
  shift(): (() => void) | undefined {
    const first = this.byTenant.entries().next();
    if (first.done) return undefined;
    const [tenant, queue] = first.value;
    const start = queue.shift()!;
    this.byTenant.delete(tenant);
    if (queue.length) this.byTenant.set(tenant, queue);
    this.size--;
    return start;
  }
}

const lanes: Record<Lane, TenantTurns> = { login: new TenantTurns(), provision: new TenantTurns() };
let running = 0;
/** Logins served one after another while new passwords were waiting. */
let loginsInARow = 0;
export const LOGINS_BEFORE_PROVISION = 3;
/** Recent wall time of one login hash (moving average), to tell how long a newcomer would wait. */
let loginHashMs = 500;

function startNext(): void {
  let next: (() => void) | undefined;
  if (lanes.provision.size && (loginsInARow >= LOGINS_BEFORE_PROVISION || !lanes.login.size)) {
    loginsInARow = 0;
    next = lanes.provision.shift();
  } else {
    next = lanes.login.shift();
    if (next && lanes.provision.size) loginsInARow++;
  }
  if (next) next(); // the slot passes to the next waiter as is
  else running--;
}

/** Hashes waiting, per lane (for tests and metrics). */
export function waitingHashes(): Record<Lane, number> {
  return { login: lanes.login.size, provision: lanes.provision.size };
}

/** Runs `work` (one hash) when it is its turn: `lane` and `tenant` (any key naming who it is for) decide. */
export async function scheduleHash<T>(lane: Lane, tenant: string, work: () => Promise<T>, maxPerTenant = PROVISION_MAX_PER_TENANT): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (lane === 'login') {
      // logins go first: only the logins already waiting are ahead of this one
      const expectedMs = Math.ceil((lanes.login.size + 1) / HASH_CONCURRENCY) * loginHashMs;
      if (expectedMs > HASH_MAX_WAIT_MS) throw new HashQueueFull(lane, Math.max(1, Math.ceil(expectedMs / 1000)));
    } else if (lanes.provision.waitingOf(tenant) >= maxPerTenant || lanes.provision.size >= 5 * maxPerTenant) {
      const expectedS = Math.ceil((lanes.provision.waitingOf(tenant) * loginHashMs) / HASH_CONCURRENCY / 1000);
      throw new HashQueueFull(lane, Math.max(1, expectedS));
    }
    await new Promise<void>((resolve) => lanes[lane].push(tenant, resolve));
  } else running++;
  const started = performance.now();
  try {
    return await work();
  } finally {
    if (lane === 'login') loginHashMs = 0.8 * loginHashMs + 0.2 * (performance.now() - started);
    startNext();
  }
}
