// Name → implementation tables for the catalog's hooks and special arguments. The Record types make a
// catalog name without an implementation a compile error (generated unions).
import type { HookName, SpecialArgumentName } from '../../generated/registry.js';
import { adminGuard } from '../hooks/admin-guard.js';
import { hostGuard, osfGuard, userGuard } from '../hooks/dependants.js';
import { diLifecycle } from '../hooks/di-lifecycle.js';
import { propertyAssignment } from '../hooks/property-assignment.js';
import { propertyDefinition } from '../hooks/property-definition.js';
import { propertiesChanges, propertiesSet } from '../properties/properties-specials.js';
import { diTagsAssign, diTagsChanges } from '../specials/di-tags.js';
import { propertyAssign } from '../specials/property-assign.js';
import { roleGuard } from '../hooks/role-guard.js';
import { tenantGuard } from '../hooks/tenant-guard.js';
import { vmLifecycle } from '../hooks/vm-lifecycle.js';
import { vmStart } from '../hooks/vm-start.js';
import { adminRolesAssign, adminRolesChanges } from '../specials/admin-roles.js';
import { roleAclsAssign, roleAclsChanges } from '../specials/role-acls.js';
import { roleRolesAssign, roleRolesChanges } from '../specials/role-roles.js';
import type { ActionContext } from '../contract/context.js';
import type { Hook, RecordRef, SpecialHandler, WriteContext } from '../contract/write-context.js';

const hookTable: Record<HookName, Hook> = {
  admin_guard: adminGuard,
  di_lifecycle: diLifecycle,
  host_guard: hostGuard,
  osf_guard: osfGuard,
  property_assignment: propertyAssignment,
  property_definition: propertyDefinition,
  role_guard: roleGuard,
  tenant_guard: tenantGuard,
  user_guard: userGuard,
  vm_lifecycle: vmLifecycle,
  vm_start: vmStart,
};

export const specials: Record<SpecialArgumentName, SpecialHandler> = {
  admin_roles_assign: adminRolesAssign,
  admin_roles_changes: adminRolesChanges,
  di_tags_assign: diTagsAssign,
  di_tags_changes: diTagsChanges,
  properties_changes: propertiesChanges,
  properties_set: propertiesSet,
  property_assign: propertyAssign,
  role_acls_assign: roleAclsAssign,
  role_acls_changes: roleAclsChanges,
  role_roles_assign: roleRolesAssign,
  role_roles_changes: roleRolesChanges,
};

function hookOf(w: Pick<WriteContext, 'ctx'>): Hook | undefined {
  const name = w.ctx.action.handler as HookName | undefined;
  return name ? hookTable[name] : undefined;
}

export const hooks = {
  /** The hook's batch transition (Hook.transitionBatch), when the action's hook has one. */
  transitionBatch(ctx: ActionContext): Hook['transitionBatch'] {
    return hookOf({ ctx })?.transitionBatch;
  },
  async beforeCreate(w: WriteContext, values: Record<string, unknown>): Promise<void> {
    await hookOf(w)?.beforeCreate?.(w, values);
  },
  async afterCreate(w: WriteContext, record: RecordRef): Promise<void> {
    await hookOf(w)?.afterCreate?.(w, record);
  },
  async beforeUpdate(w: WriteContext, record: RecordRef): Promise<void> {
    await hookOf(w)?.beforeUpdate?.(w, record);
  },
  async beforeDelete(w: WriteContext, record: RecordRef): Promise<void> {
    await hookOf(w)?.beforeDelete?.(w, record);
  },
  async deleted(ctx: ActionContext, record: RecordRef): Promise<void> {
    if (ctx.dryRun) return; // its deletion was rehearsed and rolled back: the file stays
    await hookOf({ ctx })?.deleted?.(ctx, record);
  },
  async beforeTransition(w: WriteContext, record: RecordRef): Promise<Record<string, unknown>> {
    return (await hookOf(w)?.beforeTransition?.(w, record)) ?? {};
  },
};
