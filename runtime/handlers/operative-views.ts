// The view settings in force for one administrator (docs/decisions.md "Views"): their tenant's settings, each
// replaced by the administrator's own setting of the same column (field, svc_object, view_type,
// device_type, property). Columns with no setting at all follow the client's defaults and are absent.
import type { Kysely } from 'kysely';
import type { Caller } from '../contract/context.js';

export interface OperativeView {
  field: string;
  visible: number;
  view_type: string;
  device_type: string;
  svc_object: string;
  property: number;
}

export async function operativeViews(db: Kysely<any>, caller: Caller): Promise<OperativeView[]> {
  const rows = await db
    .selectFrom('view_settings')
    .select(['admin_id', 'field', 'visible', 'view_type', 'device_type', 'svc_object', 'property'])
    .where((eb) =>
      eb.or([eb.and([eb('tenant_id', '=', caller.tenantId), eb('admin_id', '=', 0)]), eb('admin_id', '=', caller.adminId)]),
    )
    .execute();
  const byColumn = new Map<string, { own: boolean; view: OperativeView }>();
  for (const r of rows) {
    const view: OperativeView = {
      field: String(r.field),
      visible: Number(r.visible),
      view_type: String(r.view_type),
      device_type: String(r.device_type),
      svc_object: String(r.svc_object),
      property: Number(r.property),
    };
    const own = Number(r.admin_id) === caller.adminId;
    const key = JSON.stringify([view.svc_object, view.view_type, view.device_type, view.property, view.field.toLowerCase()]);
    const seen = byColumn.get(key);
    if (!seen || (own && !seen.own)) byColumn.set(key, { own, view });
  }
  // a stable order, so that clients (and caches) see the same array for the same settings
  return [...byColumn.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v.view);
}
