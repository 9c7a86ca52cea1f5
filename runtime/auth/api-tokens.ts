// API tokens (docs/decisions.md "API tokens", generated/docs/guides/automation.md): credentials for scripts,
// sent only as `Authorization: Bearer svca_<43 characters>`. A token acts as its owner with the ACLs it
// lists intersected with the owner's at every request, so it never grows and shrinks at once when its
// owner loses an ACL. It is not a session: no cookie, not extended by use, answered once and stored only
// as its SHA-256 (256 random bits leave nothing for a slow hash to protect, as for session ids).
//
// Every request reads the token's row (one indexed statement) so that a revocation or an expiry made by
// any server process is seen on the very next request; the owner's identity and the caller made of it
// are kept in memory per authorization generation, as sessions' are (authenticate.ts).
import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { auditRefusedLogin } from '../audit/refused-logins.js';
import { fixedText } from '../db/statement-shapes.js';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { identityColumns, toCaller, type IdentityRow } from './authenticate.js';

/** What every token starts with, so secret scanners and readers of a log recognise one. */
export const API_TOKEN_PREFIX = 'svca_';
const API_TOKEN_SHAPE = /^svca_[A-Za-z0-9_-]{43}$/;

/** `last_used_date` is written at most this often per token: a busy script costs no write per call. */
const LAST_USED_INTERVAL_SECONDS = 60;

export function isApiToken(text: string | undefined): text is string {
  return typeof text === 'string' && text.startsWith(API_TOKEN_PREFIX);
}

/** What the `api_tokens` table keys a token by: the SHA-256 of the whole secret, in hex. */
export function apiTokenKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret (256 random bits behind the prefix) and its key. */
export function newApiToken(): { secret: string; key: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, key: apiTokenKey(secret) };
}

/** The stored ACL list (a JSON array of names); anything unreadable is no ACL at all. */
export function storedAcls(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

interface TokenCheck {
  id: number;
  admin_id: number;
  tenant_id: number;
  name: string;
  acls: string;
  revoked: number;
  expires_at: number | null;
  expiration_date: string | null;
  last_used_date: string | null;
  last_used_address: string | null;
  creation_admin_id: number | null;
  generation: number;
}

/** One text, compiled once (prepared once per connection on MariaDB): the check of every request made with a token. */
const TOKEN_CHECK = fixedText(`SELECT t.id AS id, t.admin_id AS admin_id, t.tenant_id AS tenant_id, t.name AS name, t.acls AS acls, t.revoked AS revoked,
  t.expires_at AS expires_at, t.expiration_date AS expiration_date, t.last_used_date AS last_used_date,
  t.last_used_address AS last_used_address, t.creation_admin_id AS creation_admin_id, m.value AS generation
  FROM api_tokens t LEFT JOIN meta m ON m.name = 'generation' WHERE t.secret_hash = ?`);

interface KnownToken {
  generation: number;
  row: IdentityRow;
  /** The caller for this token's ACL text and name, in this client profile. */
  caller?: Caller;
  acls?: string;
  name?: string;
  profile?: string;
}
const known = new Map<string, KnownToken>();
const KNOWN_MAX = 10_000;

async function ownerIdentity(db: Kysely<any>, adminId: number): Promise<IdentityRow | undefined> {
  const result = await sql<IdentityRow>`SELECT ${identityColumns}
    FROM admins a JOIN tenants t ON t.id = a.tenant_id WHERE a.id = ${adminId}`.execute(db);
  return result.rows[0];
}

/** An administrator as a caller of its own (its ACLs now): what a token of theirs may hold at most. */
export async function ownerCaller(services: Services, adminId: number): Promise<Caller> {
  const row = await ownerIdentity(services.db, adminId);
  if (!row) throw new ApiError(7110, `No administrator ${adminId}`);
  return toCaller(services, row, undefined);
}

/** A refused token, audited under its owner when known, in aggregate (a flood costs two rows a minute a kind). */
function auditRefused(services: Services, raw: RawRequest, token: TokenCheck | undefined, status: number): void {
  const kind = token ? `token\0${token.id}\0${status}` : `token-address\0${raw.address}`;
  auditRefusedLogin(services.db, kind, {
    adminId: token ? Number(token.admin_id) : null,
    adminName: null,
    tenantId: token ? Number(token.tenant_id) : null,
    tenantName: null,
    action: 'api_token_refused',
    objectKind: 'api_token',
    objectId: token ? Number(token.id) : null,
    objectName: token?.name ?? null,
    arguments: undefined,
    status,
    address: raw.address,
    source: null,
    apiToken: token?.name ?? null,
  });
}

/** Records when and from where the token was last used, at most once a minute (never awaited by the answer's failure). */
async function touchLastUsed(db: Kysely<any>, token: TokenCheck, address: string): Promise<void> {
  const now = Date.now();
  const last = token.last_used_date ? Date.parse(`${token.last_used_date}Z`) : NaN;
  if (Number.isFinite(last) && now - last < LAST_USED_INTERVAL_SECONDS * 1000 && token.last_used_address === address.slice(0, 64)) return;
  try {
    await db
      .updateTable('api_tokens')
      .set({ last_used_date: nowDate(new Date(now)), last_used_address: address.slice(0, 64) })
      .where('id', '=', Number(token.id))
      .execute();
  } catch (e) {
    log.warn('api token last use not recorded', { token_id: Number(token.id), error: String((e as Error)?.message ?? e) });
  }
}

/**
 * The caller a token acts as, or 3200 (unknown), 3230 (revoked), 3240 (expired), 3500 (the owner's tenant
 * is blocked). `touch`: a request of the token's own (not a live list's re-check), which records its use.
 */
export async function authenticateApiToken(services: Services, raw: RawRequest, secret: string, touch: boolean): Promise<Caller> {
  const { db } = services;
  const key = API_TOKEN_SHAPE.test(secret) ? apiTokenKey(secret) : undefined;
  const check = key ? (await db.executeQuery<TokenCheck>(CompiledQuery.raw(TOKEN_CHECK, [key]))).rows[0] : undefined;
  if (!check || !key) {
    if (key) known.delete(key);
    if (touch) auditRefused(services, raw, undefined, 3200);
    throw new ApiError(3200, 'Unknown API token');
  }
  if (Number(check.revoked)) {
    known.delete(key);
    if (touch) auditRefused(services, raw, check, 3230);
    throw new ApiError(3230, `The API token ${check.name} was revoked`);
  }
  if (check.expires_at !== null && check.expires_at !== undefined && Number(check.expires_at) <= Math.floor(Date.now() / 1000)) {
    known.delete(key);
    if (touch) auditRefused(services, raw, check, 3240);
    throw new ApiError(3240, `The API token ${check.name} expired at ${check.expiration_date}`);
  }
  const generation = Number(check.generation);
  let entry = known.get(key);
  if (!entry || entry.generation !== generation || Number(entry.row.admin_id) !== Number(check.admin_id)) {
    const row = await ownerIdentity(db, Number(check.admin_id));
    if (!row) throw new ApiError(3200, 'Unknown API token'); // the owner was deleted (its tokens go with it)
    if (known.size >= KNOWN_MAX) known.clear();
    entry = { generation, row };
    known.set(key, entry);
  }
  if (touch) await touchLastUsed(db, check, raw.address);
  const profile = services.settings.clientProfile;
  if (entry.caller && entry.acls === check.acls && entry.name === check.name && entry.profile === profile) return entry.caller;
  const owner = await toCaller(services, entry.row, undefined);
  // the token's ACLs as its owner holds them now: the subset never adds what the owner lacks
  const acls = new Set<string>();
  for (const name of storedAcls(check.acls)) if (owner.acls.has(name)) acls.add(name);
  const delegated = check.creation_admin_id !== null && check.creation_admin_id !== undefined && Number(check.creation_admin_id) !== Number(check.admin_id);
  const caller: Caller = { ...owner, acls, apiToken: { id: Number(check.id), name: check.name, ownerAcls: owner.acls, delegated } };
  Object.assign(entry, { caller, acls: check.acls, name: check.name, profile });
  return caller;
}
