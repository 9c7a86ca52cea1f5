// Which custom property definitions apply to a record: those of the record's tenant assigned to its
// kind (user, vm, host, osf, di). Hosts belong to no tenant: a superadministrator may use the host
// properties of any tenant, a tenant administrator those of their tenant and of tenant 0.
import type { Kysely } from 'kysely';
import type { Caller } from '../contract/context.js';

export interface PropertyDef {
  id: number;
  key: string;
}

/** Definitions of `kind` in the given tenants (undefined: every tenant). */
export async function propertiesOfKind(db: Kysely<any>, kind: string, tenantIds: number[] | undefined): Promise<PropertyDef[]> {
  let query = db
    .selectFrom('properties as p')
    .innerJoin('property_kinds as pk', 'pk.property_id', 'p.id')
    .select(['p.id', 'p.prop_key'])
    .where('pk.kind', '=', kind);
  if (tenantIds) query = query.where('p.tenant_id', 'in', tenantIds);
  const rows = await query
    .orderBy('p.tenant_id', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), key: String(r.prop_key) }));
}

/** Tenants whose properties a record of `recordTenant` (null: not tenant-scoped) may carry. */
export function propertyTenants(recordTenant: number | null, caller: Caller): number[] | undefined {
  if (recordTenant !== null) return [recordTenant];
  return caller.isSuper ? undefined : [...new Set([caller.tenantId, 0])];
}
