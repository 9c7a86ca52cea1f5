// Writes conditioned on record versions (docs/decisions.md "Record versions"). Every versioned record's
// row holds `record_version`, raised by the database on each UPDATE of the row (migration
// 017-record-versions); a call may say which version each selected record must still hold. The check is
// made twice, and only the second decides a write: against the version the selection read (a record
// already changed is refused before anything of its own runs), then in the write's own statement, a
// compare-and-set in the WHERE of its UPDATE or DELETE, inside the record's transaction, so that nothing
// can change the record between the check and the write.
import { sql, type RawBuilder } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext } from '../contract/context.js';
import type { RecordRef } from '../contract/write-context.js';
import type { ObjectMeta } from '../support/registry-types.js';

/** The column and token of a record's version. */
export const RECORD_VERSION = 'record_version';

/** Whether the object's records carry a version (its catalog token `record_version`). */
export function isVersioned(object: ObjectMeta | undefined): boolean {
  return object?.tokens[RECORD_VERSION]?.column === RECORD_VERSION;
}

/**
 * What an UPDATE of a versioned record sets besides its values: the version raised by the statement
 * itself. The trigger would raise it too; set here, an UPDATE that writes no column of the record (only
 * its properties, tags, roles or ACLs) still counts as its change, and SQLite's trigger has nothing left
 * to do (it writes only when the statement did not raise the version).
 */
export function versionRaise(object: ObjectMeta): Record<string, RawBuilder<unknown>> {
  return isVersioned(object) ? { [RECORD_VERSION]: sql`${sql.ref(RECORD_VERSION)} + 1` } : {};
}

/** 6900 for a record that no longer holds the version the call gave. */
export function versionConflict(object: ObjectMeta, record: RecordRef, now?: unknown): ApiError {
  const held = now === undefined ? '' : `; it holds ${String(now)}`;
  return new ApiError(6900, `${object.name} ${record.id} changed since version ${String(record.expectedVersion)}${held}`);
}

/** 6930 when one bare version was given and the filters selected several records (nothing done). */
export function checkVersionTargets(ctx: ActionContext, targets: readonly RecordRef[]): void {
  const v = ctx.versions;
  if (v?.kind === 'one' && targets.length > 1) {
    throw new ApiError(6930, `if_record_version is one number and the filters selected ${targets.length} records: give {"<id>": <version>, ...}`);
  }
}

/**
 * Sets the version a selected record must still hold, or throws its refusal: 6910 when the call names
 * versions by id and not this record's, 6900 when the selection already read another version.
 */
export function expectVersion(ctx: ActionContext, record: RecordRef): void {
  const v = ctx.versions;
  if (!v) return;
  const expected = v.kind === 'one' ? v.version : v.byId.get(record.id);
  if (expected === undefined) throw new ApiError(6910, `No version given for ${ctx.object!.name} ${record.id}, which the filters selected`);
  record.expectedVersion = expected;
  const read = Number(record.row[RECORD_VERSION]);
  if (read !== expected) throw versionConflict(ctx.object!, record, read);
}
