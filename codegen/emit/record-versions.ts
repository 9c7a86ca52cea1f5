// Which actions take a record version condition (runtime/pipeline/record-versions.ts): the update, delete
// and exec actions of an object whose records carry `record_version` (a token on that column).
import type { ActionDef, Catalog } from '../model.js';
import { objectOf, tokenOf } from './argument-schema.js';

/** The parameter, its header, and the codes it answers. */
export const VERSION_PARAMETER = 'if_record_version';
export const VERSION_CODES = [6900, 6910, 6920, 6930] as const;

/** Whether the action takes if_record_version and If-Match. */
export function takesRecordVersions(catalog: Catalog, a: ActionDef): boolean {
  if (a.kind !== 'update' && a.kind !== 'delete' && a.kind !== 'exec') return false;
  return tokenOf(objectOf(catalog, a), 'record_version')?.column === 'record_version';
}

/** Whether the action's details answer carries an ETag (a details action of a versioned object). */
export function answersETag(catalog: Catalog, a: ActionDef): boolean {
  return a.kind === 'details' && tokenOf(objectOf(catalog, a), 'record_version')?.column === 'record_version' && a.fields.some((f) => f.value === 'record_version');
}
