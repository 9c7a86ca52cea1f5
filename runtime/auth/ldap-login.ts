// A login checked by the tenant's directory (LDAP / Active Directory), with `ldapts`: bind as the service
// account, search the login's entry (the login escaped into the filter, RFC 4515), bind as that entry with
// the password given, bind as the service account again and read the entry's groups, then map the groups
// to role names of the tenant (auth.ldap.group_roles). docs/decisions.md "Directory logins".
//
// Three outcomes. `accepted` (the directory confirmed the password); `refused` (it said no: no such
// entry, more than one, a wrong password, an empty password, which a directory would take as an
// anonymous bind); or DirectoryUnavailable thrown (3700: no server answered, a timeout, TLS failed, the
// service account was refused, the search base is missing): nothing was decided about the password.
// The whole exchange, over every URL tried, ends within auth.ldap.timeout.
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { ConnectionOptions } from 'node:tls';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import { fillFilter } from './ldap-filter.js';
import { normalizeDn, type LdapSettings } from './ldap-settings.js';

export const DIRECTORY_UNAVAILABLE = 3700;

export class DirectoryUnavailable extends ApiError {
  constructor(info: string) {
    super(DIRECTORY_UNAVAILABLE, info);
  }
}

export type DirectoryAnswer =
  | { kind: 'accepted'; name: string; dn: string; groups: string[]; roles: string[] }
  | { kind: 'refused'; reason: string };

/** Groups read at most (a member of more has the first ones only: a bound on a hostile directory's answer). */
const GROUPS_MAX = 1000;
/** How close to the deadline a failure counts as the deadline (timers of the client and ours differ by a few ms). */
const DEADLINE_SLACK_MS = 50;

/** A group's name: the value of the first RDN of its DN (`cn=admins,ou=groups,...` → `admins`). */
export function groupName(dn: string): string {
  let end = 0;
  while (end < dn.length && dn[end] !== ',' && dn[end] !== '+') end += dn[end] === '\\' ? 2 : 1;
  const rdn = dn.slice(0, end);
  const eq = rdn.indexOf('=');
  return rdn
    .slice(eq + 1)
    .replace(/\\([0-9a-fA-F]{2}|.)/g, (_m, c: string) => (c.length === 2 ? String.fromCharCode(parseInt(c, 16)) : c))
    .trim();
}

/** The role names the groups map to (by DN, then by name), each once, in the mapping's order. */
export function rolesOfGroups(groupDns: readonly string[], mapping: Map<string, string[]>): string[] {
  const roles = new Map<string, string>();
  for (const dn of groupDns) {
    for (const key of [normalizeDn(dn), groupName(dn).toLowerCase()]) {
      for (const role of mapping.get(key) ?? []) if (!roles.has(role.toLowerCase())) roles.set(role.toLowerCase(), role);
    }
  }
  return [...roles.values()];
}

/** The values of an entry's attribute, its name compared without case (directories answer in their own case). */
function texts(entry: Entry, attribute: string): string[] {
  const wanted = attribute.toLowerCase();
  const key = Object.keys(entry).find((k) => k.toLowerCase() === wanted && k !== 'dn');
  const value = key === undefined ? undefined : entry[key];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : String(v)));
}

/** Whether an error is the directory's "invalid credentials" (result code 49). */
function invalidCredentials(e: unknown): boolean {
  return e instanceof InvalidCredentialsError || (e as { code?: unknown })?.code === 49;
}

function describe(e: unknown): string {
  const err = e as { message?: string; code?: unknown };
  return String(err?.message ?? e).slice(0, 200) + (err?.code !== undefined && !String(err.message).includes(String(err.code)) ? ` (${String(err.code)})` : '');
}

/**
 * What a caller is told of a server that did not answer: the kind of failure, never the address or the
 * system's error text (a login is answered to anyone, and the URL may point inside the network); the log
 * has the whole of it for the operator.
 */
function connectFailureKind(e: unknown): string {
  const err = e as { message?: string; code?: unknown };
  const text = `${String(err?.code ?? '')} ${String(err?.message ?? e)}`;
  if (/certificate|self[- ]signed|unable to (get|verify)|CERT_|altnames/i.test(text)) return "its certificate was not trusted (auth.ldap.tls.ca)";
  if (/ECONNREFUSED/.test(text)) return 'the connection was refused';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'the host name was not found';
  if (/ETIMEDOUT|timeout|timed out/i.test(text)) return 'no answer in time';
  if (/ECONNRESET|EPIPE|closed/i.test(text)) return 'the connection was closed';
  return 'the connection failed';
}

interface Deadline {
  at: number;
  remaining(): number;
}

function tlsOptions(settings: LdapSettings, url: string): ConnectionOptions {
  const host = new URL(url).hostname;
  return { minVersion: 'TLSv1.2', servername: host, ...(settings.ca ? { ca: settings.ca } : {}) };
}

/** A client connected (and upgraded with StartTLS if asked) to the first URL that answers, bound as the service account. */
async function connect(settings: LdapSettings, deadline: Deadline, clients: Client[]): Promise<Client> {
  if (!settings.urls.length) throw new DirectoryUnavailable('No directory URL is configured (auth.ldap.url)');
  // a DN with no password is an unauthenticated bind, which would "succeed" and then search as nobody
  if (settings.bindDn && !settings.bindPassword) throw new DirectoryUnavailable('auth.ldap.bind_dn is set without auth.ldap.bind_password');
  const failures: string[] = [];
  const kinds = new Set<string>();
  for (const url of settings.urls) {
    const left = deadline.remaining();
    if (left <= 0) break;
    // TLS options make ldapts speak TLS at once: given for ldaps:// only (StartTLS takes its own)
    const secure = url.startsWith('ldaps:');
    const client = new Client({ url, timeout: left, connectTimeout: left, ...(secure ? { tlsOptions: tlsOptions(settings, url) } : {}), strictDN: false });
    clients.push(client); // closed when the login ends, even if the deadline comes first
    try {
      if (settings.starttls && url.startsWith('ldap:')) await client.startTLS(tlsOptions(settings, url));
      await client.bind(settings.bindDn, settings.bindPassword);
      return client;
    } catch (e) {
      void client.unbind().catch(() => undefined);
      if (invalidCredentials(e)) {
        // every server of one directory holds the same account: no point trying the others
        log.error('the directory refused the service account', { url, bind_dn: settings.bindDn });
        throw new DirectoryUnavailable('The directory refused the service account (auth.ldap.bind_dn)');
      }
      failures.push(`${url}: ${describe(e)}`);
      kinds.add(connectFailureKind(e));
    }
  }
  log.warn('no directory server answered', { failures });
  throw new DirectoryUnavailable(failures.length ? `No directory server answered: ${[...kinds].join('; ')}` : 'The directory did not answer in time');
}

async function exchange(settings: LdapSettings, login: string, password: string, deadline: Deadline, clients: Client[]): Promise<DirectoryAnswer> {
  const client = await connect(settings, deadline, clients);
  const filter = fillFilter(settings.searchFilter, { login });
  let entries: Entry[];
  try {
    entries = (
      await client.search(settings.searchBase, {
        scope: 'sub',
        filter,
        attributes: [settings.loginAttribute, ...(settings.groupSearchFilter ? [] : [settings.groupAttribute])],
        sizeLimit: 2,
        timeLimit: Math.max(1, Math.ceil(deadline.remaining() / 1000)),
      })
    ).searchEntries;
  } catch (e) {
    if ((e as { code?: unknown })?.code === 4) return { kind: 'refused', reason: 'more than one entry matches' };
    throw new DirectoryUnavailable(`The search of ${settings.searchBase || 'the root'} failed: ${describe(e)}`);
  }
  if (entries.length === 0) return { kind: 'refused', reason: 'no entry matches' };
  if (entries.length > 1) return { kind: 'refused', reason: 'more than one entry matches' };
  const entry = entries[0]!;
  const name = texts(entry, settings.loginAttribute)[0]?.trim() ?? '';
  try {
    await client.bind(entry.dn, password);
  } catch (e) {
    if (invalidCredentials(e)) return { kind: 'refused', reason: 'wrong password' };
    throw new DirectoryUnavailable(`The directory did not check the password: ${describe(e)}`);
  }
  if (!name) return { kind: 'refused', reason: `the entry has no ${settings.loginAttribute}` };
  let groups: string[];
  try {
    // groups are read with the service account's rights, not the user's
    await client.bind(settings.bindDn, settings.bindPassword);
    if (settings.groupSearchFilter) {
      const found = await client.search(settings.groupSearchBase, {
        scope: 'sub',
        filter: fillFilter(settings.groupSearchFilter, { dn: entry.dn, login: name }),
        attributes: ['1.1'],
        sizeLimit: GROUPS_MAX,
        timeLimit: Math.max(1, Math.ceil(deadline.remaining() / 1000)),
      });
      groups = found.searchEntries.map((g) => g.dn);
    } else {
      groups = texts(entry, settings.groupAttribute).slice(0, GROUPS_MAX);
    }
  } catch (e) {
    throw new DirectoryUnavailable(`The groups could not be read: ${describe(e)}`);
  }
  return { kind: 'accepted', name, dn: entry.dn, groups, roles: rolesOfGroups(groups, settings.groupRoles) };
}

/** Asks the directory about `login` and `password`, within settings.timeoutMs in all. */
export async function directoryLogin(settings: LdapSettings, login: string, password: string): Promise<DirectoryAnswer> {
  // an empty password is an unauthenticated bind, which directories accept: never a login
  if (password === '') return { kind: 'refused', reason: 'empty password' };
  const started = Date.now();
  const deadline: Deadline = { at: started + settings.timeoutMs, remaining: () => deadline.at - Date.now() };
  const clients: Client[] = [];
  const outOfTime = () => new DirectoryUnavailable(`The directory did not answer within ${settings.timeoutMs / 1000} s (auth.ldap.timeout)`);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(outOfTime()), settings.timeoutMs);
  });
  try {
    return await Promise.race([exchange(settings, login, password, deadline, clients), expired]);
  } catch (e) {
    // the client's own timers run to the same deadline and may fire a moment before ours: a failure at
    // the deadline is the deadline, whichever timer saw it first
    if (e instanceof DirectoryUnavailable && deadline.remaining() <= DEADLINE_SLACK_MS) throw outOfTime();
    throw e;
  } finally {
    clearTimeout(timer);
    for (const c of clients) void c.unbind().catch(() => undefined);
    log.debug('directory login', { ms: Date.now() - started });
  }
}
