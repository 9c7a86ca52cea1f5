// Who is calling (generated/docs/guides/authentication.md): a session id (parameter, cookie or bearer) or explicit
// login/password/tenant. One database round trip resolves a session together with its administrator,
// tenant, the multitenant flag and the authorization generation; effective ACLs are cached per
// generation so role changes take effect on the very next request of every open session.
//
// Explicit credentials, on every route (/api/login, /api, the WebSocket upgrades, uploads), pass the login
// throttle (login-throttle.ts) before any password hash is spent; an unknown login name costs the same
// hash as a known one with a wrong password; a hash made with older parameters is replaced after a
// successful login. A name that is no local administrator's is checked by the tenant's directory when it
// has one (directory-credentials.ts), under the same throttle; an external administrator never logs in
// with a local password.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { auditRefusedLogin } from '../audit/refused-logins.js';
import { readRows } from '../db/direct-reads.js';
import { fixedText } from '../db/statement-shapes.js';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { createSession, deleteSession, sessionKey, touchDue, touchSession } from './sessions.js';
import { authenticateApiToken, isApiToken } from './api-tokens.js';
import { effectiveAclsOf } from './effective-acls.js';
import { clientOf, fold, LoginThrottle, lockMessage, retryAfterSeconds, retryAt, type AttemptKeys, type Lock } from './login-throttle.js';
import { HashQueueFull, hashPassword, needsRehash, verifyNothing, verifyPassword } from './passwords.js';
import { directoryCredentials, directoryOf } from './directory-credentials.js';
import { mustEnrol } from './second-factor/requirement.js';
import { secondStep } from './second-factor/second-step.js';

export interface Credentials {
  sid?: string;
  /** An API token, from the Authorization header only (api-tokens.ts). */
  apiToken?: string;
  /** An API token given where only session ids go (a parameter, the cookie): refused, never used. */
  misplacedApiToken?: boolean;
  login?: string;
  password?: string;
  tenant?: string;
  /** The second factor beside login and password (a code of the app or a recovery code). */
  totp?: string;
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

export function credentialsOf(raw: RawRequest): Credentials {
  const p = raw.params;
  const sid = text(p.sid) || raw.bearer || raw.cookieSid;
  let login = text(p.login);
  let tenant = text(p.tenant);
  // `login@tenant` and `login#tenant` name the tenant inside the login (/api/info auth.separators).
  if (login && tenant === undefined) {
    const at = Math.max(login.lastIndexOf('@'), login.lastIndexOf('#'));
    if (at > 0) {
      tenant = login.slice(at + 1);
      login = login.slice(0, at);
    }
  }
  // API tokens only in the Authorization header: a query string ends up in access logs, proxies' logs and
  // browser histories (docs/decisions.md "API tokens")
  const misplacedApiToken = isApiToken(text(p.sid)) || isApiToken(raw.cookieSid);
  const apiToken = !login && !misplacedApiToken && isApiToken(raw.bearer) ? raw.bearer : undefined;
  return { sid: login || apiToken || misplacedApiToken ? undefined : sid, apiToken, misplacedApiToken, login, password: text(p.password), tenant, totp: text(p.totp) };
}

export interface IdentityRow {
  admin_id: number;
  admin_name: string;
  admin_language: string;
  admin_block: number;
  tenant_id: number;
  tenant_name: string;
  tenant_language: string;
  tenant_block: number;
  tenant_blocked: number;
  password_hash: string;
  /** 'local' (a password of its own), 'ldap' or 'oidc' (provision-administrator.ts). */
  origin: string;
  multitenant: string | null;
  generation: number;
  expires_at?: number;
}

const IDENTITY_COLUMNS = `a.id AS admin_id, a.name AS admin_name, a.language AS admin_language,
  a.block AS admin_block, a.password_hash AS password_hash, a.origin AS origin, t.id AS tenant_id, t.name AS tenant_name,
  t.language AS tenant_language, t.block AS tenant_block, t.blocked AS tenant_blocked,
  (SELECT c.value FROM config c WHERE c.tenant_id = -1 AND c.token_key = 'wat.multitenant') AS multitenant,
  (SELECT m.value FROM meta m WHERE m.name = 'generation') AS generation`;
/** The same columns for statements built with kysely (an administrator by id, an API token's owner). */
export const identityColumns = sql.raw(IDENTITY_COLUMNS);

/** Fixed texts, values bound (prepared once per connection on MariaDB): nothing is built per request. */
const BY_SESSION = fixedText(`SELECT ${IDENTITY_COLUMNS}, s.expires_at AS expires_at
  FROM sessions s JOIN admins a ON a.id = s.admin_id JOIN tenants t ON t.id = a.tenant_id
  WHERE s.sid = ?`);
const BY_LOGIN = fixedText(`SELECT ${IDENTITY_COLUMNS}
  FROM admins a JOIN tenants t ON t.id = a.tenant_id
  WHERE a.name = ?`);

async function bySession(db: Kysely<any>, sid: string): Promise<IdentityRow | undefined> {
  return (await readRows(db, BY_SESSION, [sessionKey(sid)]))[0] as unknown as IdentityRow | undefined;
}

/**
 * The identity behind a session changes only through writes that bump the authorization generation
 * (administrator and tenant updates, role changes, the multitenant switch). So a session's identity row,
 * its key in the sessions table and the caller made of it (with its effective ACLs) are kept in memory
 * and, on later requests, only the session's expiry and the generation are read: two primary-key
 * lookups, one fixed statement, instead of the joined query. A deleted session (logout, deleted
 * administrator, in any process) is still seen at once, because the sessions row itself is read every
 * time; a changed generation (a write in any process) drops what was kept and reads the identity again.
 */
interface KnownSession {
  key: string;
  row: IdentityRow;
  /** The caller made of `row`, once one was (a blocked tenant makes none), for this client profile. */
  caller?: Caller;
  profile?: string;
}
const identities = new Map<string, KnownSession>();
const IDENTITIES_MAX = 50_000;

/** One text, compiled once (and prepared once per connection on MariaDB): the check every request of a known session runs. */
const SESSION_CHECK = fixedText(`SELECT s.expires_at AS expires_at, m.value AS generation FROM sessions s
  LEFT JOIN meta m ON m.name = 'generation' WHERE s.sid = ?`);

/** The session's identity, as kept or read now, and its expiry as the database has it now. */
async function sessionIdentity(db: Kysely<any>, sid: string): Promise<{ known: KnownSession; expiresAt: number } | undefined> {
  const cached = identities.get(sid);
  if (cached) {
    const read = readRows(db, SESSION_CHECK, [cached.key]); // rows at once on SQLite: no turn to wait
    const current = (read instanceof Promise ? await read : read)[0] as { expires_at: number; generation: number } | undefined;
    if (!current) {
      identities.delete(sid);
      return undefined;
    }
    if (Number(current.generation) === Number(cached.row.generation)) return { known: cached, expiresAt: Number(current.expires_at) };
  }
  const row = await bySession(db, sid);
  if (!row) {
    identities.delete(sid);
    return undefined;
  }
  if (identities.size >= IDENTITIES_MAX) identities.clear();
  const known: KnownSession = { key: sessionKey(sid), row };
  identities.set(sid, known);
  return { known, expiresAt: Number(row.expires_at) };
}

/** Every administrator of that login name, whatever the tenant (few rows; the mode decides which). */
async function byLogin(db: Kysely<any>, login: string): Promise<IdentityRow[]> {
  return (await readRows(db, BY_LOGIN, [login])) as unknown as IdentityRow[];
}

/** One administrator's identity, by id (after a directory login provisioned it). */
async function byAdminId(db: Kysely<any>, adminId: number): Promise<IdentityRow | undefined> {
  const result = await sql<IdentityRow>`SELECT ${identityColumns}
    FROM admins a JOIN tenants t ON t.id = a.tenant_id
    WHERE a.id = ${adminId}`.execute(db);
  return result.rows[0];
}

/**
 * Explicit credentials repeated on every call must not cost a slow hash each time: a verified
 * (tenant, login, password) triple is remembered by a digest together with the stored hash it was
 * verified against, so a password change invalidates it.
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 10_000;

function verifiedKey(row: IdentityRow, login: string, tenant: string, password: string): string {
  return createHash('sha256').update(`${row.admin_id}\0${tenant}\0${login}\0${password}`).digest('base64');
}

function rememberVerified(key: string, hash: string): void {
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(key, hash);
}

/** Administrators whose hash is being replaced (one rehash at a time each). */
const rehashing = new Set<number>();

/**
 * The stored hash was made with older parameters: replace it with one of the current parameters, after
 * the answer (the login does not wait for a second slow hash), and only if nobody changed the password
 * meanwhile.
 */
function rehashLater(db: Kysely<any>, row: IdentityRow, key: string, password: string): void {
  const adminId = Number(row.admin_id);
  if (rehashing.has(adminId)) return;
  rehashing.add(adminId);
  void (async () => {
    try {
      const fresh = await hashPassword(password, 'administrator', { lane: 'provision', tenant: fold(row.tenant_name) });
      const result = await db
        .updateTable('admins')
        .set({ password_hash: fresh })
        .where('id', '=', adminId)
        .where('password_hash', '=', row.password_hash)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) rememberVerified(key, fresh);
    } catch (e) {
      log.warn('password rehash failed', { admin_id: adminId, error: String((e as Error)?.message ?? e) });
    } finally {
      rehashing.delete(adminId);
    }
  })();
}

const throttles = new WeakMap<Kysely<any>, LoginThrottle>();

/** The process's login throttle on this database (also counts second-factor codes outside logins). */
export function throttleOf(services: Services): LoginThrottle {
  let throttle = throttles.get(services.db);
  if (!throttle) throttles.set(services.db, (throttle = new LoginThrottle(services.db, services.settings)));
  return throttle;
}

async function multitenantMode(db: Kysely<any>): Promise<boolean> {
  const result = await sql<{ value: string | null }>`SELECT value FROM config
    WHERE tenant_id = -1 AND token_key = 'wat.multitenant'`.execute(db);
  return isMultitenant({ multitenant: result.rows[0]?.value ?? null });
}

/**
 * A login refused before its password was checked (locked, or the hashes too busy): it cost no hash, so
 * its audit row is aggregated (refused-logins.ts). `audited`: the refusal wrote its own audit row
 * (`login_locked`), and the route must not add another.
 */
export class UncheckedLogin extends ApiError {
  constructor(info: string, readonly audited: boolean) {
    super(3200, info);
  }
}

/** A locked attempt: audited as `login_locked` (on every route, aggregated), answered 3200 with when to retry. */
function refuseLocked(services: Services, raw: RawRequest, login: string, tenant: string | undefined, lock: Lock): never {
  services.metrics?.loginLocked();
  const now = Date.now();
  const info = lockMessage(lock, now);
  // one kind per locked address (whatever names it tries), one per locked name (from wherever)
  const kind = lock.scope === 'address' ? `address\0${clientOf(raw.address).text}` : `name\0${fold(tenant ?? '')}\0${fold(login)}`;
  auditRefusedLogin(services.db, kind, {
    adminId: null,
    adminName: login.slice(0, 128),
    tenantId: null,
    tenantName: tenant?.slice(0, 128) ?? null,
    action: 'login_locked',
    objectKind: 'administrator',
    objectId: null,
    objectName: null,
    arguments: { locked: lock.scope, retry_after: retryAfterSeconds(lock, now), until: retryAt(lock) },
    status: 3200,
    address: raw.address,
    source: null,
  });
  throw new UncheckedLogin(info, true);
}

/** Explicit credentials: throttle, then the password (or the same work for no administrator at all). */
async function byCredentials(
  services: Services,
  raw: RawRequest,
  creds: { login: string; password: string; tenant: string | undefined },
): Promise<IdentityRow> {
  const { db } = services;
  const throttle = throttleOf(services);
  const login = creds.login.trim();
  // the name's key depends on the mode (single-tenant mode ignores the tenant): read both at once
  const keysMulti = throttle.keysOf(login, creds.tenant ?? '', raw.address);
  const keysSingle = throttle.keysOf(login, '', raw.address);
  const [candidates, rows] = await Promise.all([
    byLogin(db, login),
    throttle.read([keysMulti.name, keysMulti.address, keysMulti.known, keysSingle.name, keysSingle.known]),
  ]);
  // the mode, even for a name nobody has: a missing tenant must answer alike for known and unknown names
  const multitenant = candidates.length ? isMultitenant(candidates[0]!) : await multitenantMode(db);
  let row: IdentityRow | undefined;
  let keys: AttemptKeys;
  if (multitenant) {
    if (creds.tenant === undefined) throw new ApiError(3100, 'A tenant is needed in multitenant mode');
    const tenant = creds.tenant.trim().toLowerCase();
    row = candidates.find((c) => c.tenant_name.toLowerCase() === tenant);
    keys = keysMulti;
  } else {
    // single-tenant mode ignores the tenant: the login is the ordinary tenant's or a superadmin's
    row = candidates.find((c) => Number(c.tenant_id) === 1) ?? candidates.find((c) => Number(c.tenant_id) === 0);
    keys = keysSingle;
  }
  if (row) {
    // count against the administrator's own spelling, however the name was written (case, accents)
    const own = throttle.keysOf(row.admin_name, multitenant ? row.tenant_name : '', raw.address);
    if (own.name !== keys.name) {
      keys = own;
      for (const [k, v] of await throttle.read([own.name, own.known])) rows.set(k, v);
    }
  }
  const lock = throttle.lockOf(rows, keys);
  if (lock) refuseLocked(services, raw, login, creds.tenant, lock);
  // A name that is no local administrator's is the tenant's directory's to check, when it has one
  // (directory-credentials.ts); a local administrator is never checked by the directory.
  if (!row || row.origin === 'ldap') {
    const directory = await directoryOf(db, row ? Number(row.tenant_id) : multitenant ? creds.tenant : 1);
    if (directory) {
      const adminId = await directoryCredentials(services, raw, {
        login,
        password: creds.password,
        directory,
        throttle,
        keys,
        rows,
        refuseLocked: (found) => refuseLocked(services, raw, login, creds.tenant, found),
      });
      const provisioned = await byAdminId(db, adminId);
      if (!provisioned) throw new ApiError(3200);
      return provisioned;
    }
  }
  const key = row ? verifiedKey(row, login, row.tenant_name, creds.password) : '';
  let reserved = false;
  if (!row || verified.get(key) !== row.password_hash) {
    // a slow hash follows: count the attempt first, so parallel attempts cannot outrun the lock
    const reservation = await throttle.reserve(keys, rows);
    if (reservation.lock) refuseLocked(services, raw, login, creds.tenant, reservation.lock);
    reserved = true;
    let ok: boolean;
    try {
      // the login lane, in the turn of the tenant named (hash-scheduler.ts)
      const turn = { lane: 'login' as const, tenant: fold(row ? row.tenant_name : (creds.tenant ?? '')) };
      // an external administrator has no password here (its origin checks it): the same work, and a no
      ok = row && row.origin === 'local' ? await verifyPassword(creds.password, row.password_hash, turn) : await verifyNothing(creds.password, turn);
    } catch (e) {
      if (!(e instanceof HashQueueFull)) throw e;
      // not a failure of this password: it was not checked
      await throttle.cancel(reservation);
      throw new UncheckedLogin(`Too many logins are being checked: try again in ${e.retryAfterSeconds} s`, false);
    }
    if (!ok || !row) {
      services.metrics?.loginFailed();
      await throttle.failed(reservation);
      throw new ApiError(3200);
    }
    rememberVerified(key, row.password_hash);
  }
  await throttle.succeeded(keys, rows, reserved);
  if (needsRehash(row.password_hash)) rehashLater(db, row, key, creds.password);
  return row;
}

function isMultitenant(row: Pick<IdentityRow, 'multitenant'>): boolean {
  return row.multitenant === null || row.multitenant === undefined ? true : String(row.multitenant) === '1';
}

const NO_ACLS: ReadonlySet<string> = new Set();

function ownerOf(row: IdentityRow) {
  return { adminId: Number(row.admin_id), adminName: row.admin_name, tenantId: Number(row.tenant_id), tenantName: row.tenant_name };
}

export async function toCaller(services: Services, row: IdentityRow, sid: string | undefined): Promise<Caller> {
  const { db } = services;
  const multitenant = isMultitenant(row);
  if (Number(row.tenant_blocked) && Number(row.tenant_id) !== 0) throw new ApiError(3500);
  const isSuper = Number(row.tenant_id) === 0;
  // tenant.* ACLs are a superadministrator's, in multitenant mode; in the qvd profile also in single-tenant
  // mode, where that profile lets the tenant reads answer (docs/decisions.md "Client profiles")
  const tenantAcls = isSuper && (multitenant || services.settings.clientProfile === 'qvd');
  const acls = await effectiveAclsOf(services, Number(row.admin_id), Number(row.generation), tenantAcls);
  // required to use a second factor and none active yet: no ACL, so only enrolment (second-factor/requirement.ts).
  // The requirement is the local administrators': a directory or an identity provider vouches for its own.
  const enrolOnly = row.origin === 'local' && (await mustEnrol(db, Number(row.admin_id), Number(row.tenant_id)));
  return {
    adminId: Number(row.admin_id),
    adminName: row.admin_name,
    adminLanguage: row.admin_language,
    adminBlock: Number(row.admin_block),
    tenantId: Number(row.tenant_id),
    tenantName: row.tenant_name,
    tenantLanguage: row.tenant_language,
    tenantBlock: Number(row.tenant_block),
    isSuper,
    acls: enrolOnly ? NO_ACLS : acls,
    multitenant,
    sid,
    ...(enrolOnly ? { secondFactorMissing: true } : {}),
  };
}

/**
 * The request that re-checks a credential a live socket was opened with (its session id, or its API
 * token, which goes where a token is accepted: the Authorization header).
 */
export function credentialRequest(raw: RawRequest, credential: string): RawRequest {
  return isApiToken(credential)
    ? { ...raw, params: {}, bearer: credential, cookieSid: undefined }
    : { ...raw, params: { sid: credential } };
}

/** Resolves the caller or throws 3100/3200/3300/3400/3500 (an API token: 3230/3240 too). */
export async function authenticate(
  services: Services,
  raw: RawRequest,
  options: { createSession: boolean; touch?: boolean },
): Promise<Caller> {
  const { db } = services;
  const creds = credentialsOf(raw);
  if (creds.login !== undefined || creds.password !== undefined) {
    if (!creds.login || creds.password === undefined) throw new ApiError(3100, 'Both login and password are needed');
    const row = await byCredentials(services, raw, { login: creds.login, password: creds.password, tenant: creds.tenant });
    // an administrator with a second factor completes the login with `totp` (second-factor/second-step.ts)
    const factor = await secondStep(services, throttleOf(services), raw, ownerOf(row), creds.totp);
    // how the session was opened, as session_get_list shows it
    const method = row.origin === 'ldap' ? 'ldap' : factor === 'totp' ? 'password+totp' : 'password';
    const sid = options.createSession
      ? await createSession(db, Number(row.admin_id), services.settings.sessionTtlSeconds, { method, address: raw.address })
      : undefined;
    return toCaller(services, row, sid);
  }
  if (creds.misplacedApiToken) throw new ApiError(3100, 'An API token is accepted only as Authorization: Bearer <token>, never as sid');
  if (creds.apiToken) return authenticateApiToken(services, raw, creds.apiToken, options.touch !== false);
  if (creds.sid) {
    const found = await sessionIdentity(db, creds.sid);
    if (!found) throw new ApiError(3200, 'Unknown session');
    const { known, expiresAt } = found;
    const now = Math.floor(Date.now() / 1000);
    if (expiresAt <= now) {
      await deleteSession(db, creds.sid);
      identities.delete(creds.sid);
      throw new ApiError(3300);
    }
    // a live list's pushes do not count as use of its session (docs/decisions.md, live lists)
    if (options.touch !== false && touchDue(expiresAt, services.settings.sessionTtlSeconds, now)) {
      try {
        await touchSession(db, creds.sid, expiresAt, services.settings.sessionTtlSeconds, raw.address);
      } catch (e) {
        throw new ApiError(3400, String((e as Error)?.message ?? e).slice(0, 200));
      }
    }
    const profile = services.settings.clientProfile;
    if (known.caller && known.profile === profile) return known.caller;
    const caller = await toCaller(services, known.row, creds.sid);
    known.caller = caller;
    known.profile = profile;
    return caller;
  }
  // the original clients' dialect: no credentials is "no session" (their login page shows on 3200 only)
  if (services.settings.clientProfile === 'qvd') throw new ApiError(3200, 'No session: log in');
  throw new ApiError(3100);
}
