// `properties` of a record: property key → value (generated/docs/properties.md), one query for the page. Records of a
// tenant carry only their tenant's properties; a host (shared by every tenant) may carry properties of
// several tenants, and a tenant administrator sees only those of their tenant and of tenant 0.
// In the `qvd` client profile (docs/decisions.md "Client profiles") the original console's shape:
// property id → {property_id, key, value}.
//
// Each record's keys come in the order of the database's ORDER BY prop_key, sorted here
// (property-key-order.ts) rather than by the database, which sorted the rows in a temporary table
// (MariaDB: a filesort of every page); keys equal to the database come by property id. The qvd shape is
// keyed by integers, which a JavaScript object keeps in ascending order whatever the insertion order.
import type { ActionContext } from '../contract/context.js';
import type { Dialect } from '../db/database.js';
import { runShaped } from '../db/statement-shapes.js';
import { keyRank } from './property-key-order.js';
import { propertyTenants } from './property-scope.js';

interface ValueRow {
  object_id: unknown;
  property_id: unknown;
  prop_key: unknown;
  value: unknown;
}

/** One statement text per number of ids and of tenants (runtime/db/statement-shapes.ts); values bound. */
async function selectValues(ctx: ActionContext, kind: string, ids: number[], tenants: number[] | undefined, sorted: boolean): Promise<ValueRow[]> {
  const { db, dialect } = ctx.services;
  const key = `properties|${dialect}|${ids.length}|${tenants ? tenants.length : 'any'}|${sorted ? 'sorted' : ''}`;
  const params: unknown[] = [kind, ...ids, ...(tenants ?? [])];
  return (await runShaped(db, key, params, () => {
    let query = db
      .selectFrom('property_values as pv')
      .innerJoin('properties as p', 'p.id', 'pv.property_id')
      .select(['pv.object_id', 'p.id as property_id', 'p.prop_key', 'pv.value'])
      .where('pv.kind', '=', kind)
      .where('pv.object_id', 'in', ids);
    if (tenants) query = query.where('p.tenant_id', 'in', tenants);
    if (sorted) query = query.orderBy('p.prop_key').orderBy('p.id');
    return query;
  })) as unknown as ValueRow[];
}

/**
 * The rows in the database's key order, by property (a page has few properties, each with a row per
 * record); undefined when a key is outside the alphabet ordered here.
 */
function inKeyOrder(dialect: Dialect, rows: ValueRow[]): ValueRow[] | undefined {
  const byProperty = new Map<unknown, ValueRow[]>();
  for (const row of rows) {
    const list = byProperty.get(row.property_id);
    if (list) list.push(row);
    else byProperty.set(row.property_id, [row]);
  }
  if (byProperty.size <= 1) return rows;
  const properties: { rank: string; id: number; rows: ValueRow[] }[] = [];
  for (const [id, list] of byProperty) {
    const rank = keyRank(dialect, String(list[0]!.prop_key));
    if (rank === undefined) return undefined;
    properties.push({ rank, id: Number(id), rows: list });
  }
  properties.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id - b.id));
  const out: ValueRow[] = [];
  for (const p of properties) for (const row of p.rows) out.push(row);
  return out;
}

export async function propertiesLoader(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const object = ctx.object!;
  const kind = object.propertyKind!;
  const tenants = object.tenantScope === 'none' ? propertyTenants(null, ctx.caller) : undefined;
  const byId = ctx.services.settings.clientProfile === 'qvd';
  let rows = await selectValues(ctx, kind, ids, tenants, false);
  if (!byId) rows = inKeyOrder(ctx.services.dialect, rows) ?? (await selectValues(ctx, kind, ids, tenants, true));
  const out = new Map<number, Record<string, unknown>>(ids.map((id) => [id, {}]));
  for (const row of rows) {
    const value = row.value as string | null;
    const properties = out.get(Number(row.object_id))!;
    if (byId) properties[String(row.property_id)] = { property_id: Number(row.property_id), key: String(row.prop_key), value };
    else properties[String(row.prop_key)] = value;
  }
  return out;
}
