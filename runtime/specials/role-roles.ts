// Role inheritance: `__roles__` on creation and `__roles_changes__` on update. An assignment that
// would make an inherited role inherit from its inheritor is refused (7350).
import { wouldCycle } from '../acl/effective.js';
import { loadRoleGraph } from '../acl/role-graph.js';
import { ApiError } from '../errors/api-error.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { asArray, resolveRoles } from './references.js';
import { checkRoleGrant } from './grant-limit.js';

async function inherit(w: WriteContext, record: RecordRef, assign: unknown[]): Promise<void> {
  const roles = await resolveRoles(w, assign, record.tenantId ?? 0);
  if (!roles.length) return;
  await checkRoleGrant(w, roles);
  const graph = await loadRoleGraph(w.trx);
  const current = new Set(graph.get(record.id)?.inherits ?? []);
  for (const role of roles) {
    if (current.has(role.id)) throw new ApiError(7230, `${role.name} is already inherited`);
    if (wouldCycle(record.id, role.id, graph)) throw new ApiError(7350, `${role.name} inherits from ${record.name ?? record.id}`);
    await w.trx.insertInto('role_roles').values({ role_id: record.id, inherited_role_id: role.id }).execute();
    current.add(role.id);
    graph.get(record.id)?.inherits.push(role.id);
  }
  w.authChanged();
}

export async function roleRolesAssign(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  await inherit(w, record, asArray(value));
}

export async function roleRolesChanges(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const changes = (value ?? {}) as Record<string, unknown>;
  // the keys assign_acls/unassign_acls name roles here too, as the original clients send them; both
  // spellings are accepted (generated/docs/roles.md gives the argument's shape)
  const assign = [...asArray(changes.assign_roles), ...asArray(changes.assign_acls)];
  const unassigned = [...asArray(changes.unassign_roles), ...asArray(changes.unassign_acls)];
  if (!assign.length && !unassigned.length) throw new ApiError(6450, 'Give assign_roles or unassign_roles');
  await inherit(w, record, assign);
  const unassign = await resolveRoles(w, unassigned, record.tenantId ?? 0);
  for (const role of unassign) {
    const result = await w.trx
      .deleteFrom('role_roles')
      .where('role_id', '=', record.id)
      .where('inherited_role_id', '=', role.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError(6370, `${role.name} is not inherited`);
  }
  if (unassign.length) w.authChanged();
}
