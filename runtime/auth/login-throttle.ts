// Login throttling (docs/decisions.md "Login throttling"): every way credentials arrive goes through
// authenticate(), which asks this module before it spends a password hash. Failures are counted per
// login name (with its tenant) and per client address in the database table login_throttle, so every
// server process sees them. After `loginFailures` failures a key is locked for `loginDelaySeconds`,
// doubling with each further failure up to its scope's ceiling (short for names, longer for addresses);
// a locked attempt is refused without a hash. Failures are forgotten `loginForgetSeconds` after the
// last one. A success clears the name's count; an address that logged in as a name is "known" to it for
// `loginKnownDays` and is not held back by that name's lock, so nobody can lock an administrator out of
// the places they work from. Exempt addresses (loopback by default, a reverse proxy's) are counted
// neither per address nor as known.
//
// Concurrency: an attempt is counted before its password is checked (and given back on success), with
// compare-and-set updates, so parallel attempts in one or several processes cannot all slip through
// between reading the count and writing it: once a key reaches its limit, the next attempt is locked.
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { Settings } from '../config/settings.js';
import { isUniqueViolation } from '../db/errors.js';
import { readRows } from '../db/direct-reads.js';
import { fixedText } from '../db/statement-shapes.js';

export type ThrottleSettings = Pick<
  Settings,
  | 'loginFailures'
  | 'loginDelaySeconds'
  | 'loginNameMaxDelaySeconds'
  | 'loginAddressMaxDelaySeconds'
  | 'loginForgetSeconds'
  | 'loginKnownDays'
  | 'loginAddressExempt'
>;

type Scope = 'name' | 'address' | 'known';

interface Row {
  k: string;
  failures: number;
  locked_until: number;
  last_at: number;
}

export interface Lock {
  scope: 'name' | 'address';
  /** Milliseconds since the epoch. */
  until: number;
}

/** What `reserve` did: the lock that refused the attempt, or the counts it took. */
export interface Reservation {
  lock?: Lock;
  counted?: { k: string; scope: 'name' | 'address'; failures: number }[];
}

/** The keys of one attempt: the name's, and the address's and the known pair's unless exempt. */
export interface AttemptKeys {
  name: string;
  address?: string;
  known?: string;
}

const DAY_MS = 86_400_000;
const PURGE_INTERVAL_MS = 10 * 60_000;
const CAS_ATTEMPTS = 12;

/**
 * A name as the database compares it, or more loosely: trimmed, lower case, without accents
 * (MariaDB's utf8mb4_unicode_ci takes "Bob", "bob " and "böb" for one name), so spellings that reach the
 * same administrator share one count. A looser fold only makes some unknown names share a count.
 */
export function fold(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The read of `n` keys (an attempt reads at most five): one fixed text per count, values bound, so that
 * no statement is built per login (and each is prepared once per connection on MariaDB).
 */
const readTexts: string[] = [];
function readText(n: number): string {
  return (readTexts[n] ??= fixedText(`SELECT k, failures, locked_until, last_at FROM login_throttle WHERE k IN (${Array(n).fill('?').join(', ')})`));
}

function key(scope: Scope, ...parts: string[]): string {
  return createHash('sha256').update(scope).update('\0').update(parts.join('\0')).digest('hex');
}

/** Eight groups of four hex digits, or undefined for text that is not an IPv6 address. */
function expandIpv6(address: string): string[] | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return undefined;
  // a trailing dotted IPv4 part becomes two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const b = dotted[1]!.split('.').map(Number);
    text = text.slice(0, -dotted[1]!.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail !== undefined ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(fill).fill('0'), ...right];
  return groups.length === 8 ? groups.map((g) => g.padStart(4, '0')) : undefined;
}

/**
 * The address as one client is counted: IPv4 as is (IPv4-mapped IPv6 included), IPv6 by its /64,
 * which one subscriber usually holds whole (counting single IPv6 addresses would let a client rotate).
 */
export function clientOf(address: string): { text: string; family: 'ipv4' | 'ipv6' } {
  const trimmed = (address ?? '').trim();
  if (isIP(trimmed) === 4) return { text: trimmed, family: 'ipv4' };
  const groups = expandIpv6(trimmed);
  if (!groups) return { text: trimmed.toLowerCase(), family: 'ipv6' };
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const a = parseInt(groups[6]!, 16);
    const b = parseInt(groups[7]!, 16);
    return { text: `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`, family: 'ipv4' };
  }
  return { text: groups.join(':'), family: 'ipv6' };
}

export class LoginThrottle {
  private readonly exempt = new BlockList();
  /** The first purge comes one interval after start, not with the first logins. */
  private lastPurge = Date.now();

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: ThrottleSettings,
  ) {
    for (const entry of settings.loginAddressExempt) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.exempt.addAddress(address, family);
      else this.exempt.addSubnet(address, Number(prefix), family);
    }
  }

  private isExempt(client: { text: string; family: 'ipv4' | 'ipv6' }): boolean {
    try {
      return isIP(client.text) !== 0 && this.exempt.check(client.text, client.family);
    } catch {
      return false;
    }
  }

  /** The keys of a login name in a tenant ('' in single-tenant mode) from an address. */
  keysOf(login: string, tenant: string, address: string): AttemptKeys {
    const name = key('name', fold(tenant), fold(login));
    const client = clientOf(address);
    if (this.isExempt(client)) return { name };
    const v6 = client.family === 'ipv6' ? expandIpv6(client.text) : undefined;
    const counted = v6 ? `${v6.slice(0, 4).join(':')}::/64` : client.text;
    return {
      name,
      address: key('address', counted),
      known: this.settings.loginKnownDays > 0 ? key('known', name, client.text) : undefined,
    };
  }

  /** The rows of these keys (several attempts' keys may be read at once). */
  async read(keys: readonly (string | undefined)[]): Promise<Map<string, Row>> {
    const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
    if (!wanted.length) return new Map();
    const rows = (await readRows(this.db, readText(wanted.length), wanted)) as { k: unknown; failures: unknown; locked_until: unknown; last_at: unknown }[];
    return new Map(
      rows.map((r) => [
        String(r.k),
        { k: String(r.k), failures: Number(r.failures), locked_until: Number(r.locked_until), last_at: Number(r.last_at) },
      ]),
    );
  }

  private isKnown(rows: Map<string, Row>, keys: AttemptKeys, now: number): boolean {
    const known = keys.known ? rows.get(keys.known) : undefined;
    return Boolean(known && now - known.last_at < this.settings.loginKnownDays * DAY_MS);
  }

  /** The lock that refuses this attempt now, if any (the later one when both apply). */
  lockOf(rows: Map<string, Row>, keys: AttemptKeys, now = Date.now(), skip?: ReadonlySet<string>): Lock | undefined {
    let lock: Lock | undefined;
    const address = keys.address && !skip?.has(keys.address) ? rows.get(keys.address) : undefined;
    if (address && address.locked_until > now) lock = { scope: 'address', until: address.locked_until };
    const name = skip?.has(keys.name) ? undefined : rows.get(keys.name);
    if (name && name.locked_until > now && !this.isKnown(rows, keys, now) && (!lock || name.locked_until > lock.until)) {
      lock = { scope: 'name', until: name.locked_until };
    }
    return lock;
  }

  /** Failures that still count: forgotten once the lock is over and the last one is old enough. */
  private effectiveFailures(row: Row | undefined, now: number): number {
    if (!row) return 0;
    if (row.locked_until <= now && now - row.last_at > this.settings.loginForgetSeconds * 1000) return 0;
    return row.failures;
  }

  private lockAfter(failures: number, scope: 'name' | 'address', now: number): number {
    const s = this.settings;
    if (failures < s.loginFailures) return 0;
    const ceiling = scope === 'name' ? s.loginNameMaxDelaySeconds : s.loginAddressMaxDelaySeconds;
    const seconds = Math.min(ceiling, s.loginDelaySeconds * 2 ** Math.min(failures - s.loginFailures, 40));
    return now + seconds * 1000;
  }

  /** Counts one more failure on a key, unless another process changed the row since it was read. */
  private async bump(k: string, scope: 'name' | 'address', row: Row | undefined, now: number): Promise<number | undefined> {
    const failures = this.effectiveFailures(row, now) + 1;
    const lockedUntil = Math.max(this.lockAfter(failures, scope, now), row && row.locked_until > now ? row.locked_until : 0);
    if (!row) {
      try {
        await this.db.insertInto('login_throttle').values({ k, scope, failures, locked_until: lockedUntil, last_at: now }).execute();
        return failures;
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    }
    const result = await this.db
      .updateTable('login_throttle')
      .set({ failures, locked_until: lockedUntil, last_at: now })
      .where('k', '=', k)
      .where('failures', '=', row.failures)
      .where('locked_until', '=', row.locked_until)
      .where('last_at', '=', row.last_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? failures : undefined;
  }

  /** Gives back the count an attempt took on a key (its password was right, or never checked). */
  private async release(k: string): Promise<void> {
    // locked_until first: MySQL evaluates assignments left to right with the new values, SQLite with the
    // old ones; in this order both compare the count before the decrement
    await this.db
      .updateTable('login_throttle')
      .set((eb) => ({
        locked_until: eb
          .case()
          .when(eb('failures', '<=', this.settings.loginFailures))
          .then(0)
          .else(eb.ref('locked_until'))
          .end(),
        failures: eb('failures', '-', 1),
      }))
      .where('k', '=', k)
      .where('failures', '>', 0)
      .execute();
  }

  /**
   * Counts the attempt against its address and name before its password is checked. Answers the lock
   * that refuses it instead (and then nothing stays counted), rereading the rows whenever another
   * attempt changed them in between.
   */
  async reserve(keys: AttemptKeys, rows: Map<string, Row>): Promise<Reservation> {
    const done = new Map<string, { scope: 'name' | 'address'; failures: number }>();
    const giveBack = async () => {
      if (keys.address && done.has(keys.address)) await this.release(keys.address);
    };
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      if (attempt > 0) {
        await new Promise((r) => setTimeout(r, Math.random() * 4 * attempt));
        rows = await this.read([keys.name, keys.address, keys.known]);
      }
      const now = Date.now();
      // a key this attempt has already counted may be locked by that very count: only the others refuse
      const lock = this.lockOf(rows, keys, now, new Set(done.keys()));
      if (lock) {
        await giveBack();
        return { lock };
      }
      let complete = true;
      for (const [k, scope] of [
        [keys.address, 'address'],
        [keys.name, 'name'],
      ] as const) {
        if (!k || done.has(k)) continue;
        const failures = await this.bump(k, scope, rows.get(k), now);
        if (failures !== undefined) done.set(k, { scope, failures });
        else {
          complete = false;
          break;
        }
      }
      if (complete) return { counted: [...done].map(([k, v]) => ({ k, ...v })) };
    }
    // endless contention on one key: refuse for a second rather than let an attempt through uncounted
    await giveBack();
    return { lock: { scope: 'name', until: Date.now() + 1000 } };
  }

  /**
   * The password was wrong (the attempt was counted by `reserve`): a lock that count earned runs from
   * now, not from before the hash, which may have taken longer than the first lock lasts.
   */
  async failed(reservation: Reservation): Promise<void> {
    const now = Date.now();
    for (const { k, scope, failures } of reservation.counted ?? []) {
      const until = this.lockAfter(failures, scope, now);
      if (!until) continue;
      await this.db.updateTable('login_throttle').set({ locked_until: until }).where('k', '=', k).where('locked_until', '<', until).execute();
    }
  }

  /** The attempt was not judged (the server was too busy to check its password): nothing stays counted. */
  async cancel(reservation: Reservation): Promise<void> {
    for (const { k } of reservation.counted ?? []) await this.release(k);
  }

  /**
   * The password was right: the name's count goes, the address gets back what `reserve` took (only when
   * it reserved: the fast path of a remembered password took nothing), and the address becomes known
   * to the name.
   */
  async succeeded(keys: AttemptKeys, rows: Map<string, Row>, reserved: boolean): Promise<void> {
    const now = Date.now();
    const name = rows.get(keys.name);
    if (reserved || (name && (name.failures > 0 || name.locked_until > 0))) {
      await this.db.deleteFrom('login_throttle').where('k', '=', keys.name).execute();
    }
    if (reserved && keys.address) await this.release(keys.address);
    if (keys.known) {
      const known = rows.get(keys.known);
      if (!known) {
        try {
          await this.db.insertInto('login_throttle').values({ k: keys.known, scope: 'known', failures: 0, locked_until: 0, last_at: now }).execute();
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
        }
      } else if (now - known.last_at > DAY_MS / 24) {
        await this.db.updateTable('login_throttle').set({ last_at: now }).where('k', '=', keys.known).execute();
      }
    }
    await this.maybePurge(now);
  }

  /** Rows nothing reads any more: failures forgotten and locks over, addresses known too long ago. */
  private async maybePurge(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    const s = this.settings;
    const counted = now - (s.loginForgetSeconds + Math.max(s.loginNameMaxDelaySeconds, s.loginAddressMaxDelaySeconds)) * 1000;
    await this.db.deleteFrom('login_throttle').where('scope', 'in', ['name', 'address']).where('last_at', '<', counted).execute();
    await this.db
      .deleteFrom('login_throttle')
      .where('scope', '=', 'known')
      .where('last_at', '<', now - Math.max(s.loginKnownDays, 1) * DAY_MS)
      .execute();
  }
}

/** Whole seconds until the lock is over (rounded up, at least 1). */
export function retryAfterSeconds(lock: Lock, now = Date.now()): number {
  return Math.max(1, Math.ceil((lock.until - now) / 1000));
}

/** The UTC time from which a new attempt is not refused, to the second (rounded up). */
export function retryAt(lock: Lock): string {
  return new Date(Math.ceil(lock.until / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** additional_info of a locked attempt: when to try again, in seconds and as a UTC time. */
export function lockMessage(lock: Lock, now = Date.now()): string {
  const seconds = retryAfterSeconds(lock, now);
  const at = retryAt(lock);
  const what = lock.scope === 'name' ? 'this login name' : 'this address';
  return `Too many failed logins for ${what}: try again in ${seconds} s (after ${at})`;
}
