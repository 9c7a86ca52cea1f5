// Configuration tokens as a tenant sees them (generated/docs/config.md, docs/decisions.md "Configuration"): the core tokens of
// catalog/config.yaml with their defaults, overridden by rows of `config`, plus free `custom.` tokens.
// Global core tokens live in tenant -1; tenant core tokens in each ordinary tenant; custom tokens in
// whichever tenant they were set for (including -1).
import type { Kysely } from 'kysely';
import { configTokens } from '../../generated/registry.js';
import { ApiError } from '../errors/api-error.js';
import type { ConfigTokenMeta } from '../support/registry-types.js';
import { DEFAULT_TENANT, GLOBAL_TENANT } from '../contract/scope.js';

export const MULTITENANT_KEY = 'wat.multitenant';
export const CUSTOM_PREFIX = 'custom.';

/**
 * Tokens whose value never leaves the server (`secret: true` in catalog/config.yaml: the TLS private key,
 * directory and identity provider passwords): config_get shows *** once one is set, and
 * runtime/log/secrets.ts keeps config_set's value out of log lines and the audit log.
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set(configTokens.filter((t) => t.secret).map((t) => t.key));
export const MASK = '***';

/** Tokens only config_ssl writes: it checks that they form a usable certificate and key. */
export const SSL_KEYS = { cert: 'ssl.cert', key: 'ssl.key', crl: 'ssl.crl', ca: 'ssl.ca' } as const;
const SSL_KEY_SET: ReadonlySet<string> = new Set(Object.values(SSL_KEYS));

/** A custom key: `custom.` and dotted words; the column holds 191 characters. */
const CUSTOM_KEY = /^custom\.[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
/** Any key made of dotted words: custom keys, and the new keys a superadministrator names in the `qvd` profile. */
const NAMED_KEY = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const KEY_MAX = 191;

const core = new Map<string, ConfigTokenMeta>(configTokens.map((t) => [t.key, t]));

export function coreToken(key: string): ConfigTokenMeta | undefined {
  return core.get(key);
}

export function isSslKey(key: string): boolean {
  return SSL_KEY_SET.has(key);
}

/** Keys compare case-insensitively (docs/decisions.md "Configuration") and are stored in lower case, as the core keys are. */
export function normalizeKey(key: unknown): string {
  return String(key ?? '').trim().toLowerCase();
}

export type KeyKind = { kind: 'core'; meta: ConfigTokenMeta } | { kind: 'custom' };

/**
 * Classifies a key given to config_set: core, custom, a malformed custom key (6380) or unknown (7382).
 * `anyName`: the caller may create tokens of any name (a superadministrator in the `qvd` profile, as the
 * original server allowed them, docs/decisions.md "Client profiles"): a key neither core nor under
 * `custom.` is then a custom token too, made of the same dotted words.
 */
export function keyKind(key: string, anyName = false): KeyKind {
  const meta = coreToken(key);
  if (meta) return { kind: 'core', meta };
  if (anyName && !key.startsWith(CUSTOM_PREFIX)) {
    if (key.length > KEY_MAX || !NAMED_KEY.test(key)) {
      throw new ApiError(6380, `A new key is dotted words of letters, digits, _ and - (at most ${KEY_MAX} characters)`);
    }
    return { kind: 'custom' };
  }
  if (!key.startsWith(CUSTOM_PREFIX)) throw new ApiError(7382, `${key} is neither a core token nor under ${CUSTOM_PREFIX}`);
  if (key.length > KEY_MAX || !CUSTOM_KEY.test(key)) {
    throw new ApiError(6380, `A custom key is ${CUSTOM_PREFIX} followed by dotted words of letters, digits, _ and - (at most ${KEY_MAX} characters)`);
  }
  return { kind: 'custom' };
}

/** Whether a key may live in a tenant: global core tokens only in -1, tenant core tokens never there. */
export function belongsTo(key: string, tenantId: number): boolean {
  const meta = coreToken(key);
  if (!meta) return key.startsWith(CUSTOM_PREFIX);
  return meta.scope === 'global' ? tenantId === GLOBAL_TENANT : tenantId !== GLOBAL_TENANT;
}

export interface ConfigRow {
  key: string;
  tenant_id: number;
  operative_value: string | null;
  default_value: string | null;
  is_default: number;
  [token: string]: unknown;
}

function row(key: string, tenantId: number, stored: string | null | undefined, fallback: string | null): ConfigRow {
  const operative = stored === undefined ? fallback : stored;
  return {
    key,
    tenant_id: tenantId,
    // masked before any filter sees it, so that a filter on operative_value cannot probe the secret
    operative_value: SECRET_KEYS.has(key) && operative !== null ? MASK : operative,
    default_value: fallback,
    is_default: operative === fallback ? 1 : 0,
  };
}

/** Every token of each tenant given, with its operative value. */
export async function configRows(db: Kysely<any>, tenantIds: readonly number[]): Promise<ConfigRow[]> {
  if (tenantIds.length === 0) return [];
  const stored = await db
    .selectFrom('config')
    .select(['tenant_id', 'token_key', 'value'])
    .where('tenant_id', 'in', [...tenantIds])
    .execute();
  const byTenant = new Map<number, Map<string, string | null>>();
  for (const s of stored) {
    const t = Number(s.tenant_id);
    let values = byTenant.get(t);
    if (!values) byTenant.set(t, (values = new Map()));
    values.set(String(s.token_key), s.value === null ? null : String(s.value));
  }
  const rows: ConfigRow[] = [];
  for (const tenantId of tenantIds) {
    const values = byTenant.get(tenantId) ?? new Map<string, string | null>();
    for (const meta of configTokens) {
      if (belongsTo(meta.key, tenantId)) rows.push(row(meta.key, tenantId, values.get(meta.key), meta.default));
    }
    // stored keys that are not core: custom tokens, and those a superadministrator named in the `qvd` profile
    for (const [key, value] of values) {
      if (!coreToken(key) && NAMED_KEY.test(key)) rows.push(row(key, tenantId, value, null));
    }
  }
  return rows;
}

/**
 * The operative values (stored override, else default) of a tenant's core tokens under `prefix`, secrets
 * in clear: for the server's own use (a directory's bind password, a client secret), never for an answer.
 */
export async function operativeValues(db: Kysely<any>, tenantId: number, prefix: string): Promise<Map<string, string | null>> {
  const values = new Map<string, string | null>();
  for (const meta of configTokens) {
    if (meta.key.startsWith(prefix) && belongsTo(meta.key, tenantId)) values.set(meta.key, meta.default);
  }
  if (values.size === 0) return values;
  const stored = await db
    .selectFrom('config')
    .select(['token_key', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('token_key', 'in', [...values.keys()])
    .execute();
  for (const s of stored) values.set(String(s.token_key), s.value === null ? null : String(s.value));
  return values;
}

/** The stored override of one token, or undefined when there is none. */
export async function storedValue(db: Kysely<any>, tenantId: number, key: string): Promise<{ value: string | null } | undefined> {
  const found = await db
    .selectFrom('config')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('token_key', '=', key)
    .executeTakeFirst();
  return found ? { value: found.value === null ? null : String(found.value) } : undefined;
}

/** Writes an override (the caller holds a transaction). */
export async function upsertValue(trx: Kysely<any>, tenantId: number, key: string, value: string | null): Promise<void> {
  const exists = await storedValue(trx, tenantId, key);
  if (exists) {
    await trx.updateTable('config').set({ value }).where('tenant_id', '=', tenantId).where('token_key', '=', key).execute();
  } else {
    await trx.insertInto('config').values({ tenant_id: tenantId, token_key: key, value }).execute();
  }
}

export async function deleteValue(trx: Kysely<any>, tenantId: number, key: string): Promise<number> {
  const result = await trx.deleteFrom('config').where('tenant_id', '=', tenantId).where('token_key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/**
 * wat.multitenant takes "0" or "1" (6330). Single-tenant mode keeps everything in tenant 1, so "0" is
 * refused while any other ordinary tenant exists (7373). Runs inside the write's transaction.
 */
export async function checkMultitenantValue(trx: Kysely<any>, value: string | null): Promise<void> {
  if (value !== '0' && value !== '1') throw new ApiError(6330, `${MULTITENANT_KEY} takes "0" or "1"`);
  if (value === '1') return;
  const others = await trx
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id', '>', DEFAULT_TENANT)
    .executeTakeFirst();
  if (Number(others?.n ?? 0) > 0) throw new ApiError(7373, `${Number(others?.n)} tenants besides tenant ${DEFAULT_TENANT} exist`);
}
