// `__property_assign__` on property_create: the kinds (user, vm, host, osf, di) the new property is
// assigned to, as K_create_property_list would.
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { asArray } from './references.js';

export async function propertyAssign(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  for (const kind of new Set(asArray(value).map(String))) {
    await w.trx.insertInto('property_kinds').values({ tenant_id: record.tenantId, property_id: record.id, kind }).execute();
  }
}
