// A join the catalog marks to_one is left out of statements that read none of its columns, which is
// right only if the joined table holds at most one row per row of the object: the columns the catalog
// names must be the primary key or a unique index of the table, in the schema the migrations build
// (runtime/db/migrations.ts, the same through kysely's schema builder on MariaDB). The generator checks
// that the ON sets each of them to one value (check-objects.ts); this checks the schema side.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../codegen/load/load-catalog.js';
import { useMigratedSqlite } from '../migrated-sqlite.js';
import { ROOT } from './paths.js';

const schema = useMigratedSqlite();

/** Column sets that are unique in `table`: its primary key and its unique indexes. */
function uniqueKeys(table: string): string[][] {
  const columns = schema().prepare(`PRAGMA table_info(${table})`).all() as { name: string; pk: number }[];
  const keys = [columns.filter((c) => c.pk > 0).map((c) => c.name)];
  for (const index of schema().prepare(`PRAGMA index_list(${table})`).all() as { name: string; unique: number; partial: number }[]) {
    if (!index.unique || index.partial) continue;
    keys.push((schema().prepare(`PRAGMA index_info(${JSON.stringify(index.name)})`).all() as { name: string }[]).map((c) => c.name));
  }
  return keys.filter((k) => k.length > 0);
}

describe('to-one joins of the catalog', () => {
  const { catalog } = loadCatalog(ROOT, 'catalog');
  const joins = catalog.objects.flatMap((o) => o.joins.filter((j) => j.toOne).map((j) => ({ object: o.name, ...j })));

  it('are there to check (the vm object alone has seven)', () => {
    expect(joins.filter((j) => j.object === 'vm')).toHaveLength(7);
  });

  it('each names the primary key or a unique index of its table (or a superset of one)', () => {
    const wrong = joins.filter((j) => !uniqueKeys(j.table).some((key) => key.every((c) => j.toOne!.includes(c))));
    expect(wrong.map((j) => `${j.object} ${j.alias}: ${j.table} [${j.toOne!.join(', ')}]`)).toEqual([]);
  });

  it('a key that is not unique is found: vms.user_id is not', () => {
    expect(uniqueKeys('vms').some((key) => key.every((c) => ['user_id'].includes(c)))).toBe(false);
    expect(uniqueKeys('di_tags').some((key) => key.every((c) => ['osf_id', 'tag'].includes(c)))).toBe(true);
  });
});
