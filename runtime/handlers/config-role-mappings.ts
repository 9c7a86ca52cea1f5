// config_set of a role mapping (auth.ldap.group_roles, auth.oidc.role_mapping): whoever the tenant's
// directory or identity provider vouches for gets the mapped roles at its next login, so writing a mapping
// is granting those roles. Below a superadministrator it obeys the rule of every grant
// (specials/grant-limit.ts): a mapped role of the tenant holding an ACL the caller lacks is refused (4230),
// or a tenant administrator holding config.svc. could map a group of a directory or provider of its own to
// the tenant's strongest role and sign in with it. Names no role has yet grant nothing now and are let be.
import type { Kysely } from 'kysely';
import { effectiveOfRoles } from '../acl/effective.js';
import { loadRoleGraph } from '../acl/role-graph.js';
import { LDAP_PREFIX, parseGroupRoles } from '../auth/ldap-settings.js';
import { OIDC_PREFIX, parseMapping } from '../auth/oidc/oidc-settings.js';
import type { Caller } from '../contract/context.js';
import { ApiError } from '../errors/api-error.js';

const MAPPINGS: ReadonlyMap<string, (key: string, value: string) => ReadonlyMap<string, readonly string[]>> = new Map<string, (key: string, value: string) => ReadonlyMap<string, readonly string[]>>([
  [`${LDAP_PREFIX}group_roles`, (key: string, value: string) => parseGroupRoles(value, key)],
  [`${OIDC_PREFIX}role_mapping`, (key: string, value: string) => parseMapping(key, value)],
]);

/** Throws 4230 when `caller` may not grant a role of `tenantId` that the mapping `key` = `value` names. */
export async function checkMappingGrant(db: Kysely<any>, caller: Caller, tenantId: number, key: string, value: string): Promise<void> {
  const parse = MAPPINGS.get(key);
  if (!parse || caller.isSuper) return;
  const names = new Set<string>();
  for (const roles of parse(key, value).values()) for (const role of roles) names.add(role);
  if (!names.size) return;
  // the roles a login is given (provision-administrator.ts): the tenant's own, by name, not internal ones
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).where('internal', '=', 0).where('name', 'in', [...names]).execute();
  if (!roles.length) return;
  const graph = await loadRoleGraph(db);
  for (const role of roles) {
    for (const acl of effectiveOfRoles([Number(role.id)], graph)) {
      // tenant.* ACLs are never operative for tenant administrators (as grant-limit.ts says)
      if (!acl.startsWith('tenant.') && !caller.acls.has(acl)) {
        throw new ApiError(4230, `${key}: you cannot grant role ${String(role.name)}: it holds ${acl}, which you do not hold`);
      }
    }
  }
}
