// K_create_property_list / K_delete_property_list: an assignment lives in its property's tenant, and
// removing it removes that kind's values of the property.
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import { raiseRecordVersions } from '../db/record-versions.js';
import { objects } from '../../generated/registry.js';
import type { ObjectMeta } from '../support/registry-types.js';

/** The table of the records of a property kind (user → users ...). */
export function tableOfKind(kind: string): string | undefined {
  return (Object.values(objects) as ObjectMeta[]).find((o) => o.propertyKind === kind)?.table;
}

export const propertyAssignment: Hook = {
  async beforeCreate(w, values) {
    const { caller } = w.ctx;
    const property = await w.trx
      .selectFrom('properties')
      .select(['id', 'tenant_id'])
      .where('id', '=', Number(values.property_id))
      .executeTakeFirst();
    if (!property || (!caller.isSuper && Number(property.tenant_id) !== caller.tenantId)) {
      throw new ApiError(7110, `Property ${String(values.property_id)} does not exist`);
    }
    values.tenant_id = Number(property.tenant_id);
  },
  async beforeDelete(w, record) {
    // the records holding a value of it lose that value: a change of theirs
    const table = tableOfKind(String(record.row.kind));
    const holders = w.trx
      .selectFrom('property_values')
      .select('object_id')
      .where('property_id', '=', Number(record.row.property_id))
      .where('kind', '=', String(record.row.kind));
    if (table) await raiseRecordVersions(w.trx, table, holders);
    await w.trx
      .deleteFrom('property_values')
      .where('property_id', '=', Number(record.row.property_id))
      .where('kind', '=', String(record.row.kind))
      .execute();
    // view settings of the property on that kind would otherwise linger in current_admin_setup.views
    const property = await w.trx.selectFrom('properties').select('prop_key').where('id', '=', Number(record.row.property_id)).executeTakeFirst();
    if (property) {
      await w.trx
        .deleteFrom('view_settings')
        .where('property', '=', 1)
        .where('svc_object', '=', String(record.row.kind))
        .where('field', '=', String(property.prop_key))
        .where('tenant_id', '=', Number(record.row.tenant_id))
        .execute();
    }
  },
};
