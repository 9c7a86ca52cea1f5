// Explicit credentials checked by the tenant's directory (authenticate.ts hands them here when the name is
// no local administrator's and the tenant has auth.ldap.enabled): the same throttle as a local password
// (the attempt counted before the directory is asked, a refusal a failure), then the administrator
// created or updated with the roles its groups map to (provision-administrator.ts). docs/decisions.md
// "Directory logins".
//
// A directory that does not answer (3700) decides nothing about the password: the attempt is not
// counted as a failure, and its audit row is aggregated like other refusals that checked no password
// (failed-login.ts). At most DIRECTORY_LOGINS_MAX directory logins of one tenant wait at once, so a
// directory that hangs cannot hold the server's connections and memory.
import { sql, type Kysely } from 'kysely';
import type { RawRequest, Services } from '../contract/context.js';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import { directoryLogin, DirectoryUnavailable } from './ldap-login.js';
import { ldapSettingsOf, type LdapSettings } from './ldap-settings.js';
import type { AttemptKeys, Lock, LoginThrottle } from './login-throttle.js';
import { provisionAdministrator } from './provision-administrator.js';

export interface TenantDirectory {
  tenantId: number;
  settings: LdapSettings;
}

const DIRECTORY_LOGINS_MAX = 32;
/** Said only after the directory confirmed the password: the administrator learns to ask for a group. */
const NO_ROLE = "No role of the tenant is mapped to this administrator's directory groups";
const inFlight = new Map<number, number>();

/** How many of the role names are names of roles of the tenant. */
async function rolesOfTenant(db: Kysely<any>, tenantId: number, names: readonly string[]): Promise<number> {
  const found = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('internal', '=', 0)
    .where('name', 'in', [...names])
    .executeTakeFirst();
  return Number(found?.n ?? 0);
}

/**
 * The directory of the tenant named (an id, or a name as given with the login), when directory logins
 * are enabled there. Superadministrators (tenant 0) never log in through a directory.
 */
export async function directoryOf(db: Kysely<any>, tenant: number | string | undefined): Promise<TenantDirectory | undefined> {
  let tenantId: number | undefined;
  if (typeof tenant === 'number') tenantId = tenant;
  else if (tenant !== undefined && tenant.trim()) {
    const found = await sql<{ id: number }>`SELECT id FROM tenants WHERE name = ${tenant.trim()}`.execute(db);
    tenantId = found.rows[0] ? Number(found.rows[0].id) : undefined;
  }
  if (tenantId === undefined || tenantId <= 0) return undefined;
  const settings = await ldapSettingsOf(db, tenantId);
  return settings ? { tenantId, settings } : undefined;
}

export interface DirectoryAttempt {
  login: string;
  password: string;
  directory: TenantDirectory;
  throttle: LoginThrottle;
  keys: AttemptKeys;
  rows: Parameters<LoginThrottle['reserve']>[1];
  /** Answers a lock found when the attempt is counted (authenticate.ts audits and throws). */
  refuseLocked: (lock: Lock) => never;
}

/** Checks the credentials with the directory; answers the administrator's id or throws 3200 / 3700. */
export async function directoryCredentials(services: Services, raw: RawRequest, attempt: DirectoryAttempt): Promise<number> {
  const { throttle, keys, rows, directory } = attempt;
  const { tenantId, settings } = directory;
  const waiting = inFlight.get(tenantId) ?? 0;
  if (waiting >= DIRECTORY_LOGINS_MAX) {
    throw new DirectoryUnavailable(`${waiting} directory logins of this tenant are waiting for the directory: try again later`);
  }
  const reservation = await throttle.reserve(keys, rows);
  if (reservation.lock) attempt.refuseLocked(reservation.lock);
  inFlight.set(tenantId, waiting + 1);
  let answer: Awaited<ReturnType<typeof directoryLogin>>;
  try {
    answer = await directoryLogin(settings, attempt.login, attempt.password);
  } catch (e) {
    // not a failure of this password: the directory decided nothing
    await throttle.cancel(reservation);
    if (e instanceof ApiError) throw e;
    log.warn('directory login failed', { tenant_id: tenantId, error: String((e as Error)?.message ?? e).slice(0, 300) });
    throw new DirectoryUnavailable('The directory exchange failed');
  } finally {
    const n = (inFlight.get(tenantId) ?? 1) - 1;
    if (n > 0) inFlight.set(tenantId, n);
    else inFlight.delete(tenantId);
  }
  const refuse = async (reason: string, info?: string): Promise<never> => {
    services.metrics?.loginFailed();
    await throttle.failed(reservation);
    log.info('directory login refused', { tenant_id: tenantId, reason });
    throw new ApiError(3200, info);
  };
  if (answer.kind === 'refused') return refuse(answer.reason);
  // a name whose groups map to no role the tenant has is never created (and an existing one is refused
  // below, after its roles are taken away)
  const grantable = answer.roles.length ? await rolesOfTenant(services.db, tenantId, answer.roles) : 0;
  let provisioned: Awaited<ReturnType<typeof provisionAdministrator>>;
  try {
    provisioned = await provisionAdministrator(services.db, {
      tenantId,
      name: answer.name,
      origin: 'ldap',
      externalId: answer.dn,
      roles: answer.roles,
      // a name whose groups map to no role is never created
      provision: settings.provision && grantable > 0,
      address: raw.address,
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 3200) {
      if (grantable === 0) return refuse('no role of the tenant is mapped to its groups', NO_ROLE);
      return refuse('the name is a local administrator, or unknown and not provisioned');
    }
    throw e;
  }
  const unknown = new Set(provisioned.unknown.map((r) => r.toLowerCase()));
  if (!answer.roles.some((r) => !unknown.has(r.toLowerCase()))) {
    return refuse('no role of the tenant is mapped to its groups', NO_ROLE);
  }
  await throttle.succeeded(keys, rows, true);
  return provisioned.adminId;
}
