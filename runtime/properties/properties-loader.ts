// `properties` of a record: property key → value (spec §2.5), one query for the page.
import type { ActionContext } from '../pipeline/context.js';

export async function propertiesLoader(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const kind = ctx.object!.propertyKind!;
  const rows = await ctx.services.db
    .selectFrom('property_values as pv')
    .innerJoin('properties as p', 'p.id', 'pv.property_id')
    .select(['pv.object_id', 'p.prop_key', 'pv.value'])
    .where('pv.kind', '=', kind)
    .where('pv.object_id', 'in', ids)
    .orderBy('p.prop_key')
    .execute();
  const out = new Map<number, Record<string, string | null>>(ids.map((id) => [id, {}]));
  for (const row of rows) out.get(Number(row.object_id))![String(row.prop_key)] = row.value as string | null;
  return out;
}
