// Which custom property definitions apply to a record: those of the record's tenant assigned to its
// kind (user, vm, host, osf, di). Hosts belong to no tenant; their properties are the caller's
// tenant's, or the global ones a superadministrator defines in tenant 0.
import type { Kysely } from 'kysely';

export interface PropertyDef {
  id: number;
  key: string;
}

export async function propertiesOfKind(db: Kysely<any>, kind: string, tenantIds: number[]): Promise<PropertyDef[]> {
  const rows = await db
    .selectFrom('properties as p')
    .innerJoin('property_kinds as pk', 'pk.property_id', 'p.id')
    .select(['p.id', 'p.prop_key'])
    .where('pk.kind', '=', kind)
    .where('p.tenant_id', 'in', tenantIds)
    .orderBy('p.tenant_id', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), key: String(r.prop_key) }));
}

/** Tenants whose properties a record of `recordTenant` (null: not tenant-scoped) may carry. */
export function propertyTenants(recordTenant: number | null, callerTenant: number): number[] {
  return recordTenant === null ? [...new Set([callerTenant, 0])] : [recordTenant];
}
