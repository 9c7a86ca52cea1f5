// Effective ACLs of an administrator, cached per authorization generation (meta.generation, bumped by
// every write that changes roles, role links or administrators' roles, in any process).
import { effectiveOfRoles, type RoleGraph } from '../acl/effective.js';
import { loadRoleGraph } from '../acl/role-graph.js';
import type { Services } from '../contract/context.js';

let graphCache: { generation: number; graph: Promise<RoleGraph> } | undefined;
const adminCache = new Map<number, { generation: number; tenantAcls: boolean; acls: Promise<Set<string>> }>();

export function roleGraphAt(services: Services, generation: number): Promise<RoleGraph> {
  if (!graphCache || graphCache.generation !== generation) {
    const graph = loadRoleGraph(services.db);
    graphCache = { generation, graph };
    graph.catch(() => (graphCache = undefined));
  }
  return graphCache.graph;
}

export async function rolesOfAdmin(services: Services, adminId: number): Promise<number[]> {
  const rows = await services.db.selectFrom('admin_roles').select('role_id').where('admin_id', '=', adminId).execute();
  return rows.map((r) => Number(r.role_id));
}

async function compute(services: Services, adminId: number, generation: number, tenantAcls: boolean) {
  const [graph, roles] = await Promise.all([roleGraphAt(services, generation), rolesOfAdmin(services, adminId)]);
  const acls = effectiveOfRoles(roles, graph);
  // Tenant management exists only in multitenant mode (generated/docs/tenants.md) and only for superadministrators:
  // a tenant administrator holding a role with tenant.* ACLs must not create or see other tenants.
  if (!tenantAcls) for (const name of [...acls]) if (name.startsWith('tenant.')) acls.delete(name);
  return acls;
}

export function effectiveAclsOf(
  services: Services,
  adminId: number,
  generation: number,
  tenantAcls: boolean,
): Promise<Set<string>> {
  const cached = adminCache.get(adminId);
  if (cached && cached.generation === generation && cached.tenantAcls === tenantAcls) return cached.acls;
  if (adminCache.size > 50_000) adminCache.clear();
  const acls = compute(services, adminId, generation, tenantAcls);
  adminCache.set(adminId, { generation, tenantAcls, acls });
  acls.catch(() => adminCache.delete(adminId));
  return acls;
}
