// Raising record versions for changes the row's own UPDATE does not make (docs/decisions.md "Record
// versions"). The database's trigger raises a record's version on each UPDATE of its row; a change of
// what the record links to (its property values, roles, tags) made by another record's write (a property
// or an assignment removed, a role deleted, a tag taken by a sibling) touches no row of it, so that write
// raises the versions of the records it changes here, in its own transaction.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** The column of a record's version (migration 017-record-versions). */
export const RECORD_VERSION = 'record_version';

/** Raises the version of each record of `table` whose id `ids` selects (a list, or a subquery of one column). */
export async function raiseRecordVersions(trx: Kysely<any>, table: string, ids: readonly number[] | SelectQueryBuilder<any, any, any>): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  await trx
    .updateTable(table)
    .set({ [RECORD_VERSION]: sql`${sql.ref(RECORD_VERSION)} + 1` })
    .where('id', 'in', ids as readonly number[])
    .execute();
}
