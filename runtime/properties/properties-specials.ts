// `__properties__` {key: value} on creation and `__properties_changes__` {set: {key: value},
// delete: [key]} on update (docs/decisions.md "Records"). A key that is not a property of the record's kind → 6340;
// a missing value → 6420.
import { ApiError } from '../errors/api-error.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { propertiesOfKind, propertyTenants, type PropertyDef } from './property-scope.js';

async function definitions(w: WriteContext, record: RecordRef): Promise<Map<string, PropertyDef>> {
  const kind = w.ctx.object!.propertyKind!;
  const defs = await propertiesOfKind(w.trx, kind, propertyTenants(record.tenantId, w.ctx.caller));
  const byKey = new Map<string, PropertyDef>();
  for (const d of defs) if (!byKey.has(d.key.toLowerCase())) byKey.set(d.key.toLowerCase(), d);
  return byKey;
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) throw new ApiError(6420, `No value for property ${key}`);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ApiError(6340, `Property ${key} takes a text or number value`);
}

/**
 * Writes the values; a new record has none yet, so they are inserted straight away (an UPDATE of a
 * missing row would take gap locks that deadlock concurrent creates on MariaDB).
 */
async function setValues(w: WriteContext, record: RecordRef, values: unknown, fresh = false): Promise<void> {
  if (values === undefined || values === null) return;
  if (typeof values !== 'object' || Array.isArray(values)) throw new ApiError(6340, 'Properties are an object of key → value');
  const entries = Object.entries(values as Record<string, unknown>);
  if (!entries.length) return;
  const defs = await definitions(w, record);
  const kind = w.ctx.object!.propertyKind!;
  for (const [key, value] of entries) {
    const def = defs.get(key.trim().toLowerCase());
    if (!def) throw new ApiError(6340, `${key} is not a property of ${kind}s`);
    const text = valueText(key, value);
    const where = { kind, object_id: record.id, property_id: def.id };
    if (fresh) {
      await w.trx.insertInto('property_values').values({ ...where, value: text }).execute();
      continue;
    }
    const updated = await w.trx
      .updateTable('property_values')
      .set({ value: text })
      .where('kind', '=', kind)
      .where('object_id', '=', record.id)
      .where('property_id', '=', def.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await w.trx.insertInto('property_values').values({ ...where, value: text }).execute();
  }
}

export async function propertiesSet(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  await setValues(w, record, value, true);
}

export async function propertiesChanges(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const changes = (value ?? {}) as { set?: unknown; delete?: unknown };
  await setValues(w, record, changes.set);
  const deletions = changes.delete === undefined ? [] : Array.isArray(changes.delete) ? changes.delete : [changes.delete];
  if (!deletions.length) return;
  const defs = await definitions(w, record);
  const kind = w.ctx.object!.propertyKind!;
  for (const key of deletions) {
    const def = defs.get(String(key).trim().toLowerCase());
    if (!def) throw new ApiError(6340, `${String(key)} is not a property of ${kind}s`);
    await w.trx
      .deleteFrom('property_values')
      .where('kind', '=', kind)
      .where('object_id', '=', record.id)
      .where('property_id', '=', def.id)
      .execute();
  }
}

/** Values of a deleted record go with it (property_values has no foreign key to every kind's table). */
export async function deletePropertyValues(w: WriteContext, record: RecordRef): Promise<void> {
  const kind = w.ctx.object?.propertyKind;
  if (kind) await w.trx.deleteFrom('property_values').where('kind', '=', kind).where('object_id', '=', record.id).execute();
}
