// A tenant's single sign-on set-up (the `auth.oidc.*` configuration tokens, catalog/config.yaml): what
// config_set accepts for each (6330 with what the value must be, config-value-checks.ts) and the set-up
// as the sign-in reads it, secret included, for the server's own use only. The stored values are read by
// config-tokens (a layer above auth) and handed in: the routes pass `oidcSettingsFrom` their values.
import { ApiError } from '../../errors/api-error.js';

export const OIDC_PREFIX = 'auth.oidc.';

/** Role names a value of the roles claim grants (the parsed auth.oidc.role_mapping). */
export type RoleMapping = ReadonlyMap<string, readonly string[]>;

export interface OidcSettings {
  enabled: boolean;
  issuer: string;
  clientId: string;
  /** Undefined for a public client (PKCE alone). */
  clientSecret: string | undefined;
  scopes: string;
  nameClaim: string;
  rolesClaim: string;
  mapping: RoleMapping;
  provisioning: boolean;
  /** `scheme://host[:port]` the browser reaches this server at, or '' to take it from the request. */
  redirectBase: string;
}

const MAPPING_ENTRIES_MAX = 500;
const NAME_MAX = 128;
const CLAIM = /^[A-Za-z0-9_:./-]{1,128}$/;
const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]+$/; // RFC 6749 scope-token characters
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|localhost)$/i;

function bad(key: string, what: string): never {
  throw new ApiError(6330, `${key} must be ${what}`);
}

/**
 * An issuer is an https URL without query or fragment. Plain http only reaches a loopback address (a
 * provider on this machine, as in development and the tests): anywhere else its answers, the ID token's
 * keys among them, would cross the network unprotected.
 */
function checkIssuer(key: string, value: string): void {
  if (value === '') return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    bad(key, 'an https URL (the issuer the provider names in its tokens)');
  }
  if (url.search || url.hash || url.username || url.password) bad(key, 'an issuer URL without query, fragment or user');
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return;
  bad(key, 'an https URL (http only for a provider on a loopback address)');
}

function checkRedirectBase(key: string, value: string): void {
  if (value === '') return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    bad(key, 'empty or this server\'s address such as https://admin.example.com');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    bad(key, 'empty or an http(s) address with no path, query or fragment, such as https://admin.example.com');
  }
}

/** auth.oidc.role_mapping: a JSON object from claim value to a role name or a list of role names. */
export function parseMapping(key: string, value: string): RoleMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    bad(key, 'a JSON object such as {"svc-admins": ["tenant admin"], "helpdesk": "viewer"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) bad(key, 'a JSON object from a claim value to role names');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAPPING_ENTRIES_MAX) bad(key, `a mapping of at most ${MAPPING_ENTRIES_MAX} claim values`);
  const mapping = new Map<string, string[]>();
  for (const [claimValue, roles] of entries) {
    if (claimValue === '' || claimValue.length > 255) bad(key, 'a mapping whose claim values have 1 to 255 characters');
    const list = typeof roles === 'string' ? [roles] : roles;
    if (!Array.isArray(list) || list.length === 0) bad(key, `a mapping of "${claimValue.slice(0, 64)}" to a role name or a non-empty list of them`);
    for (const role of list) {
      if (typeof role !== 'string' || role.trim() === '' || role.length > NAME_MAX) {
        bad(key, `a mapping of "${claimValue.slice(0, 64)}" to role names of 1 to ${NAME_MAX} characters`);
      }
    }
    mapping.set(claimValue, (list as string[]).map((r) => r.trim()));
  }
  return mapping;
}

/** config_set's check of an `auth.oidc.*` value (6330 when the sign-in could not use it). */
export function checkOidcValue(key: string, value: string): void {
  switch (key.slice(OIDC_PREFIX.length)) {
    case 'enabled':
    case 'provisioning':
      if (value !== '0' && value !== '1') bad(key, '0 or 1');
      return;
    case 'issuer':
      return checkIssuer(key, value);
    case 'client_id':
      if (value.length > 255 || /[\x00-\x1f\x7f]/.test(value)) bad(key, 'a client id of at most 255 printable characters');
      return;
    case 'client_secret':
      if (value === '' || value.length > 1024 || /[\x00-\x1f\x7f]/.test(value)) bad(key, 'a secret of 1 to 1024 printable characters (config_delete makes the client public)');
      return;
    case 'scopes': {
      const scopes = value.split(' ').filter(Boolean);
      if (!scopes.includes('openid') || scopes.length > 32 || scopes.some((s) => !SCOPE.test(s))) bad(key, 'scopes separated by spaces, openid among them');
      return;
    }
    case 'name_claim':
    case 'roles_claim':
      if (!CLAIM.test(value)) bad(key, 'a claim name of letters, digits and _ : . / - (at most 128)');
      return;
    case 'role_mapping':
      parseMapping(key, value);
      return;
    case 'redirect_base':
      return checkRedirectBase(key, value);
  }
}

/** Reads the `auth.oidc.*` values of a tenant (stored override, else default), secret in clear. */
export type SettingsReader = (tenantId: number) => Promise<OidcSettings>;

/** The tenant's set-up from its operative `auth.oidc.*` values (values config_set checked; defaults for the others). */
export function oidcSettingsFrom(values: ReadonlyMap<string, string | null>): OidcSettings {
  const get = (name: string) => values.get(OIDC_PREFIX + name) ?? '';
  let mapping: RoleMapping;
  try {
    mapping = parseMapping(`${OIDC_PREFIX}role_mapping`, get('role_mapping') || '{}');
  } catch {
    mapping = new Map(); // a value written before it was checked grants nothing
  }
  return {
    enabled: get('enabled') === '1',
    issuer: get('issuer'),
    clientId: get('client_id'),
    clientSecret: get('client_secret') || undefined,
    scopes: get('scopes').split(' ').filter(Boolean).join(' ') || 'openid',
    nameClaim: get('name_claim') || 'preferred_username',
    rolesClaim: get('roles_claim') || 'groups',
    mapping,
    provisioning: get('provisioning') === '1',
    redirectBase: get('redirect_base').replace(/\/$/, ''),
  };
}

/** A claim by its name, or, when there is none of that name, by a dotted path into nested objects (realm_access.roles). */
export function claimValue(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The role names the mapping grants for the roles claim's value (a list, or one text). */
export function grantedRoles(mapping: RoleMapping, claim: unknown): string[] {
  const values = Array.isArray(claim) ? claim : claim === undefined || claim === null ? [] : [claim];
  const roles = new Set<string>();
  for (const v of values) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    for (const role of mapping.get(String(v)) ?? []) roles.add(role);
  }
  return [...roles];
}
