// Administrators' roles: `__roles__` on creation, `__roles_changes__` {assign_roles, unassign_roles}.
import { ApiError } from '../errors/api-error.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { asArray, resolveRoles } from './references.js';
import { checkRoleGrant } from './grant-limit.js';

export async function adminRolesAssign(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const roles = await resolveRoles(w, asArray(value), record.tenantId ?? 0);
  await checkRoleGrant(w, roles);
  const seen = new Set<number>();
  for (const role of roles) {
    if (seen.has(role.id)) continue;
    seen.add(role.id);
    await w.trx.insertInto('admin_roles').values({ admin_id: record.id, role_id: role.id }).execute();
  }
  if (roles.length) w.authChanged();
}

export async function adminRolesChanges(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const changes = (value ?? {}) as { assign_roles?: unknown; unassign_roles?: unknown };
  const assign = await resolveRoles(w, asArray(changes.assign_roles), record.tenantId ?? 0);
  const unassign = await resolveRoles(w, asArray(changes.unassign_roles), record.tenantId ?? 0);
  if (!assign.length && !unassign.length) throw new ApiError(6450, 'Give assign_roles or unassign_roles');
  await checkRoleGrant(w, assign);
  const current = new Set(
    (await w.trx.selectFrom('admin_roles').select('role_id').where('admin_id', '=', record.id).execute()).map((r) =>
      Number(r.role_id),
    ),
  );
  for (const role of assign) {
    if (current.has(role.id)) throw new ApiError(7230, `${role.name} is already assigned`);
    await w.trx.insertInto('admin_roles').values({ admin_id: record.id, role_id: role.id }).execute();
    current.add(role.id);
  }
  for (const role of unassign) {
    if (!current.has(role.id)) throw new ApiError(6370, `${role.name} is not assigned`);
    await w.trx.deleteFrom('admin_roles').where('admin_id', '=', record.id).where('role_id', '=', role.id).execute();
    current.delete(role.id);
  }
  if (assign.length || unassign.length) w.authChanged();
}
