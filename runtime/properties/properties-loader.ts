// `properties` of a record: property key → value (generated/docs/properties.md), one query for the page. Records of a
// tenant carry only their tenant's properties; a host (shared by every tenant) may carry properties of
// several tenants, and a tenant administrator sees only those of their tenant and of tenant 0.
// In the `qvd` client profile (docs/decisions.md "Client profiles") the original console's shape:
// property id → {property_id, key, value}.
import type { ActionContext } from '../contract/context.js';
import { propertyTenants } from './property-scope.js';

export async function propertiesLoader(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const object = ctx.object!;
  const kind = object.propertyKind!;
  let query = ctx.services.db
    .selectFrom('property_values as pv')
    .innerJoin('properties as p', 'p.id', 'pv.property_id')
    .select(['pv.object_id', 'p.id as property_id', 'p.prop_key', 'pv.value'])
    .where('pv.kind', '=', kind)
    .where('pv.object_id', 'in', ids);
  const tenants = object.tenantScope === 'none' ? propertyTenants(null, ctx.caller) : undefined;
  if (tenants) query = query.where('p.tenant_id', 'in', tenants);
  const rows = await query.orderBy('p.prop_key').execute();
  const out = new Map<number, Record<string, unknown>>(ids.map((id) => [id, {}]));
  const byId = ctx.services.settings.clientProfile === 'qvd';
  for (const row of rows) {
    const value = row.value as string | null;
    const properties = out.get(Number(row.object_id))!;
    if (byId) properties[String(row.property_id)] = { property_id: Number(row.property_id), key: String(row.prop_key), value };
    else properties[String(row.prop_key)] = value;
  }
  return out;
}
