// `properties` of a record: property key → value (spec §2.5), one query for the page. Records of a
// tenant carry only their tenant's properties; a host (shared by every tenant) may carry properties of
// several tenants, and a tenant administrator sees only those of their tenant and of tenant 0.
import type { ActionContext } from '../pipeline/context.js';
import { propertyTenants } from './property-scope.js';

export async function propertiesLoader(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const object = ctx.object!;
  const kind = object.propertyKind!;
  let query = ctx.services.db
    .selectFrom('property_values as pv')
    .innerJoin('properties as p', 'p.id', 'pv.property_id')
    .select(['pv.object_id', 'p.prop_key', 'pv.value'])
    .where('pv.kind', '=', kind)
    .where('pv.object_id', 'in', ids);
  const tenants = object.tenantScope === 'none' ? propertyTenants(null, ctx.caller) : undefined;
  if (tenants) query = query.where('p.tenant_id', 'in', tenants);
  const rows = await query.orderBy('p.prop_key').execute();
  const out = new Map<number, Record<string, string | null>>(ids.map((id) => [id, {}]));
  for (const row of rows) out.get(Number(row.object_id))![String(row.prop_key)] = row.value as string | null;
  return out;
}
