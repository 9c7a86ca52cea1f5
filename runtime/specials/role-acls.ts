// Role ACL algebra (docs/decisions.md "Records"): `__acls__` grants on creation; `__acls_changes__` assigns
// (lifting a denial first) and unassigns (denying what the role only inherits).
import { effectiveOfRole } from '../acl/effective.js';
import { loadRoleGraph } from '../acl/role-graph.js';
import { ApiError } from '../errors/api-error.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { asArray, resolveAcls } from './references.js';
import { checkAclGrant } from './grant-limit.js';

async function ownLinks(w: WriteContext, roleId: number): Promise<Map<number, number>> {
  const rows = await w.trx.selectFrom('role_acls').select(['acl_id', 'positive']).where('role_id', '=', roleId).execute();
  return new Map(rows.map((r) => [Number(r.acl_id), Number(r.positive)]));
}

export async function roleAclsAssign(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const acls = await resolveAcls(w, asArray(value));
  checkAclGrant(w, acls);
  const seen = new Set<number>();
  for (const acl of acls) {
    if (seen.has(acl.id)) continue;
    seen.add(acl.id);
    await w.trx.insertInto('role_acls').values({ role_id: record.id, acl_id: acl.id, positive: 1 }).execute();
  }
  if (acls.length) w.authChanged();
}

export async function roleAclsChanges(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const changes = (value ?? {}) as { assign_acls?: unknown; unassign_acls?: unknown };
  const assign = await resolveAcls(w, asArray(changes.assign_acls));
  const unassign = await resolveAcls(w, asArray(changes.unassign_acls));
  if (!assign.length && !unassign.length) throw new ApiError(6440, 'Give assign_acls or unassign_acls');
  checkAclGrant(w, assign);
  const links = await ownLinks(w, record.id);
  for (const acl of assign) {
    const link = links.get(acl.id);
    if (link === 1) throw new ApiError(7220, `${acl.name} is already assigned`);
    if (link === 0) {
      await w.trx.deleteFrom('role_acls').where('role_id', '=', record.id).where('acl_id', '=', acl.id).execute();
      links.delete(acl.id);
      // lifting the denial may be enough: grant it only if the role does not inherit it anyway
      const graph = await loadRoleGraph(w.trx);
      if (effectiveOfRole(record.id, graph).has(acl.name)) continue;
    }
    await w.trx.insertInto('role_acls').values({ role_id: record.id, acl_id: acl.id, positive: 1 }).execute();
    links.set(acl.id, 1);
  }
  for (const acl of unassign) {
    const link = links.get(acl.id);
    if (link === 1) {
      await w.trx.deleteFrom('role_acls').where('role_id', '=', record.id).where('acl_id', '=', acl.id).execute();
      links.delete(acl.id);
    }
    // still held through an inherited role: deny it (acls.negative)
    const graph = await loadRoleGraph(w.trx);
    if (effectiveOfRole(record.id, graph).has(acl.name)) {
      await w.trx.insertInto('role_acls').values({ role_id: record.id, acl_id: acl.id, positive: 0 }).execute();
      links.set(acl.id, 0);
    } else if (link === undefined) {
      throw new ApiError(6360, `${acl.name} is not held by this role`);
    }
  }
  if (assign.length || unassign.length) w.authChanged();
}
