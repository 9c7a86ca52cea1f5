// A tenant's directory settings: the `auth.ldap.*` configuration tokens (catalog/config.yaml), checked
// one by one when config_set writes them (6330 saying what the value must be) and read together when an
// administrator of the tenant logs in (runtime/auth/ldap-login.ts). The bind password is a secret token:
// read here for the server's own use only.
import type { Kysely } from 'kysely';
import { operativeValues } from '../config-tokens/config-store.js';
import { ApiError } from '../errors/api-error.js';
import { balancedFilter } from './ldap-filter.js';

export const LDAP_PREFIX = 'auth.ldap.';

export interface LdapSettings {
  urls: string[];
  starttls: boolean;
  ca: string | null;
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  searchFilter: string;
  loginAttribute: string;
  groupAttribute: string;
  groupSearchBase: string;
  groupSearchFilter: string;
  /** Lower-cased group DN (normalizeDn) or name → role names. */
  groupRoles: Map<string, string[]>;
  provision: boolean;
  timeoutMs: number;
}

const FLAG = /^[01]$/;
/** An attribute description: a name (letters, digits, hyphens) or a numeric OID. */
const ATTRIBUTE = /^(?:[A-Za-z][A-Za-z0-9-]{0,63}|\d+(?:\.\d+){1,31})$/;
const DN_MAX = 1024;
const GROUP_ROLES_MAX = 65_536;
const TIMEOUT_MIN = 1;
const TIMEOUT_MAX = 60;

function fail(key: string, what: string): never {
  throw new ApiError(6330, `${key} ${what}`);
}

/** The URLs of auth.ldap.url: ldap:// or ldaps://, a host, an optional port, nothing else. */
export function parseUrls(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((u) => u.trim())
    .filter(Boolean);
}

function checkUrl(key: string, url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    fail(key, `takes ldap:// or ldaps:// URLs separated by spaces or commas; ${JSON.stringify(url.slice(0, 100))} is not a URL`);
  }
  if (parsed.protocol !== 'ldap:' && parsed.protocol !== 'ldaps:') fail(key, `takes ldap:// or ldaps:// URLs, not ${parsed.protocol}//`);
  if (!parsed.hostname) fail(key, `needs a host in ${url.slice(0, 100)}`);
  if (parsed.username || parsed.password) fail(key, 'takes no user nor password in a URL: use auth.ldap.bind_dn and auth.ldap.bind_password');
  if ((parsed.pathname && parsed.pathname !== '/') || parsed.search || parsed.hash) fail(key, 'takes a scheme, a host and a port only');
}

/** Lower case, no spaces around `,` `=` `+`: how two spellings of one DN compare. */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .replace(/\s*([,=+])\s*/g, '$1')
    .toLowerCase();
}

/** auth.ldap.group_roles as a map; throws 6330 with what is wrong. */
export function parseGroupRoles(value: string, key = `${LDAP_PREFIX}group_roles`): Map<string, string[]> {
  if (value.length > GROUP_ROLES_MAX) fail(key, `is at most ${GROUP_ROLES_MAX} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    fail(key, 'is a JSON object such as {"cn=admins,ou=groups,dc=example,dc=org": "Administrators", "helpdesk": ["Operators"]}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail(key, 'is a JSON object: a group (DN or name) → a role name or a list of role names');
  }
  const map = new Map<string, string[]>();
  for (const [group, roles] of Object.entries(parsed as Record<string, unknown>)) {
    if (!group.trim() || group.length > DN_MAX) fail(key, `has a group that is empty or longer than ${DN_MAX} characters`);
    const list = typeof roles === 'string' ? [roles] : roles;
    if (!Array.isArray(list) || list.length === 0 || !list.every((r) => typeof r === 'string' && r.trim() && r.length <= 128)) {
      fail(key, `maps ${JSON.stringify(group.slice(0, 100))} to something other than a role name or a non-empty list of role names`);
    }
    const normalized = normalizeDn(group);
    map.set(normalized, [...(map.get(normalized) ?? []), ...(list as string[]).map((r) => r.trim())]);
  }
  return map;
}

function checkFilter(key: string, value: string, placeholders: string[], optional: boolean): void {
  if (optional && value === '') return;
  if (value.length > DN_MAX) fail(key, `is at most ${DN_MAX} characters`);
  if (!balancedFilter(value)) fail(key, 'is one parenthesised LDAP filter, e.g. (uid={login})');
  if (!placeholders.some((p) => value.includes(`{${p}}`))) fail(key, `must contain ${placeholders.map((p) => `{${p}}`).join(' or ')}`);
}

/** config_set's check of an auth.ldap.* value (config-value-checks.ts); throws 6330. */
export function checkLdapValue(key: string, value: string): void {
  switch (key.slice(LDAP_PREFIX.length)) {
    case 'enabled':
    case 'starttls':
    case 'provision':
      if (!FLAG.test(value)) fail(key, 'takes "0" or "1"');
      return;
    case 'url': {
      const urls = parseUrls(value);
      if (urls.length > 8) fail(key, 'takes at most 8 URLs');
      for (const url of urls) checkUrl(key, url);
      return;
    }
    case 'tls.ca':
      if (!/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(value)) fail(key, 'takes PEM certificates (-----BEGIN CERTIFICATE-----)');
      return;
    case 'bind_dn':
    case 'search_base':
    case 'group_search_base':
      if (value.length > DN_MAX) fail(key, `is at most ${DN_MAX} characters`);
      return;
    case 'bind_password':
      if (value.length > 1024) fail(key, 'is at most 1024 characters');
      return;
    case 'search_filter':
      checkFilter(key, value, ['login'], false);
      return;
    case 'group_search_filter':
      checkFilter(key, value, ['dn', 'login'], true);
      return;
    case 'login_attribute':
    case 'group_attribute':
      if (!ATTRIBUTE.test(value)) fail(key, 'takes an attribute name (letters, digits and hyphens) or an OID');
      return;
    case 'group_roles':
      parseGroupRoles(value, key);
      return;
    case 'timeout':
      if (!/^\d+$/.test(value) || Number(value) < TIMEOUT_MIN || Number(value) > TIMEOUT_MAX) {
        fail(key, `takes a whole number of seconds from ${TIMEOUT_MIN} to ${TIMEOUT_MAX}`);
      }
      return;
  }
}

/** The tenant's directory settings when its directory logins are enabled, else undefined. */
export async function ldapSettingsOf(db: Kysely<any>, tenantId: number): Promise<LdapSettings | undefined> {
  const v = await operativeValues(db, tenantId, LDAP_PREFIX);
  const text = (name: string) => v.get(LDAP_PREFIX + name) ?? '';
  if (text('enabled') !== '1') return undefined;
  let groupRoles: Map<string, string[]>;
  try {
    groupRoles = parseGroupRoles(text('group_roles') || '{}');
  } catch {
    // config_set checked it; a value written otherwise (a restore) grants nothing rather than failing logins
    groupRoles = new Map();
  }
  const timeout = Number(text('timeout'));
  return {
    urls: parseUrls(text('url')),
    starttls: text('starttls') === '1',
    ca: v.get(`${LDAP_PREFIX}tls.ca`) ?? null,
    bindDn: text('bind_dn'),
    bindPassword: text('bind_password'),
    searchBase: text('search_base'),
    searchFilter: text('search_filter') || '(uid={login})',
    loginAttribute: text('login_attribute') || 'uid',
    groupAttribute: text('group_attribute') || 'memberOf',
    groupSearchBase: text('group_search_base') || text('search_base'),
    groupSearchFilter: text('group_search_filter'),
    groupRoles,
    provision: text('provision') !== '0',
    timeoutMs: (Number.isInteger(timeout) && timeout >= TIMEOUT_MIN && timeout <= TIMEOUT_MAX ? timeout : 5) * 1000,
  };
}
