// The subject an ACL action describes: the administrator of `admin_id`, the role of `role_id`, or the
// caller. A subject outside the caller's tenant is a forbidden filter value (4221); an unknown one 7100.
import { effectiveOfRoles, inheritedClosure, type RoleGraph } from '../acl/effective.js';
import { roleGraphAt, rolesOfAdmin } from '../auth/effective-acls.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext } from '../contract/context.js';
import { GLOBAL_TENANT } from '../contract/scope.js';

export interface AclSubject {
  adminId: number | null;
  roleId: number | null;
  /** Roles whose own links count: the subject's roles and everything they inherit. */
  roles: Set<number>;
  /** Effective ACL names. */
  effective: Set<string>;
  graph: RoleGraph;
}

function single(ctx: ActionContext, token: string): number | undefined {
  const values = ctx.filter.tokens.get(token);
  if (!values) return undefined;
  if (new Set(values).size !== 1 || values[0] === null) throw new ApiError(6322, `${token} must hold exactly one value`);
  return Number(values[0]);
}

async function currentGeneration(ctx: ActionContext): Promise<number> {
  const row = await ctx.services.db.selectFrom('meta').select('value').where('name', '=', 'generation').executeTakeFirst();
  return Number(row?.value ?? 0);
}

export async function aclSubject(ctx: ActionContext): Promise<AclSubject> {
  const { caller, services } = ctx;
  const graph = await roleGraphAt(services, await currentGeneration(ctx));
  const roleId = single(ctx, 'role_id');
  const adminId = single(ctx, 'admin_id');
  if (roleId !== undefined) {
    const role = await services.db.selectFrom('roles').select(['id', 'tenant_id']).where('id', '=', roleId).executeTakeFirst();
    if (!role) throw new ApiError(7100, `Role ${roleId} does not exist`);
    const tenant = Number(role.tenant_id);
    if (!caller.isSuper && tenant !== caller.tenantId && tenant !== GLOBAL_TENANT) throw new ApiError(4221, `Role ${roleId} is not in your tenant`);
    return { adminId: null, roleId, roles: inheritedClosure([roleId], graph), effective: effectiveOfRoles([roleId], graph), graph };
  }
  const subjectId = adminId ?? caller.adminId;
  if (subjectId === caller.adminId) {
    const direct = await rolesOfAdmin(services, subjectId);
    return { adminId: subjectId, roleId: null, roles: inheritedClosure(direct, graph), effective: new Set(caller.acls), graph };
  }
  const admin = await services.db.selectFrom('admins').select(['id', 'tenant_id']).where('id', '=', subjectId).executeTakeFirst();
  if (!admin) throw new ApiError(7100, `Administrator ${subjectId} does not exist`);
  if (!caller.isSuper && Number(admin.tenant_id) !== caller.tenantId) throw new ApiError(4221, `Administrator ${subjectId} is not in your tenant`);
  const direct = await rolesOfAdmin(services, subjectId);
  const effective = effectiveOfRoles(direct, graph);
  // the same rule as authentication: tenant.* ACLs are operative for superadministrators only
  if (!(caller.multitenant && Number(admin.tenant_id) === 0)) for (const n of [...effective]) if (n.startsWith('tenant.')) effective.delete(n);
  return { adminId: subjectId, roleId: null, roles: inheritedClosure(direct, graph), effective, graph };
}
