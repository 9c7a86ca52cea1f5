// Nobody below a superadministrator grants what they do not hold: assigning an ACL, an inherited role
// or a role to an administrator is refused (4230) when it would hand out an ACL the caller lacks.
// Without this rule a tenant administrator allowed to edit roles could raise their own rights.
import { effectiveOfRoles } from '../acl/effective.js';
import { loadRoleGraph } from '../acl/role-graph.js';
import { ApiError } from '../errors/api-error.js';
import type { WriteContext } from '../contract/write-context.js';
import type { Ref } from './references.js';

export function checkAclGrant(w: WriteContext, acls: Ref[]): void {
  const { caller } = w.ctx;
  if (caller.isSuper) return;
  for (const acl of acls) {
    if (!caller.acls.has(acl.name)) throw new ApiError(4230, `You cannot grant ${acl.name}, which you do not hold`);
  }
}

export async function checkRoleGrant(w: WriteContext, roles: Ref[]): Promise<void> {
  const { caller } = w.ctx;
  if (caller.isSuper || !roles.length) return;
  const graph = await loadRoleGraph(w.trx);
  for (const role of roles) {
    for (const acl of effectiveOfRoles([role.id], graph)) {
      // tenant.* ACLs are never operative for tenant administrators, so they grant nothing here either
      if (!acl.startsWith('tenant.') && !caller.acls.has(acl)) {
        throw new ApiError(4230, `You cannot grant role ${role.name}: it holds ${acl}, which you do not hold`);
      }
    }
  }
}
