// Tenant isolation (docs/decisions.md "Authorization"): a tenant administrator reads their tenant's records (and, for
// objects shared from tenant -1, the global ones) and writes only their own tenant's; a
// superadministrator reaches every tenant. An object's fixed condition (system rows) always applies.
import { sql, type RawBuilder } from 'kysely';
import type { ObjectMeta } from '../support/registry-types.js';
import type { Caller } from './context.js';

export const GLOBAL_TENANT = -1;
export const SUPER_TENANT = 0;
export const DEFAULT_TENANT = 1;

export function tenantExpr(object: ObjectMeta): RawBuilder<unknown> | undefined {
  return object.tenantColumn ? sql.raw(`${object.alias}.${object.tenantColumn}`) : undefined;
}

export function scopeCondition(caller: Caller, object: ObjectMeta, mode: 'read' | 'write'): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (object.where) conditions.push(sql<boolean>`(${sql.raw(object.where)})`);
  const column = tenantExpr(object);
  if (caller.isSuper || object.tenantScope === 'none' || !column) return conditions;
  if (object.tenantScope === 'tenant_or_global' && mode === 'read') {
    conditions.push(sql<boolean>`${column} IN (${caller.tenantId}, ${GLOBAL_TENANT})`);
  } else {
    conditions.push(sql<boolean>`${column} = ${caller.tenantId}`);
  }
  return conditions;
}
