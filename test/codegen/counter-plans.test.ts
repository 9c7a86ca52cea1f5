// A user's counters (catalog/objects/user.yaml: number_of_vms, number_of_vms_connected) are correlated
// subqueries run once per listed user, so each must be answered from an index alone, in the schema the
// migrations build (runtime/db/migrations.ts): reading the VM rows themselves made every page of
// user_get_list pay one row lookup per VM of every listed user.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../codegen/load/load-catalog.js';
import { useMigratedSqlite } from '../migrated-sqlite.js';
import { ROOT } from './paths.js';

const schema = useMigratedSqlite();

describe("the user's VM counters", () => {
  const { catalog } = loadCatalog(ROOT, 'catalog');
  const user = catalog.objects.find((o) => o.name === 'user')!;
  const counters = user.tokens.filter((t) => t.type === 'counter' && /FROM vms\b/.test(t.expr ?? ''));

  it('are there to check', () => {
    expect(counters.map((c) => c.name).sort()).toEqual(['number_of_vms', 'number_of_vms_connected']);
  });

  it.each(counters.map((c) => [c.name, c.expr!]))('%s reads a covering index only', (_name, expr) => {
    const plan = schema().prepare(`EXPLAIN QUERY PLAN SELECT ${expr} FROM users u WHERE u.blocked = ?`).all(1) as { detail: string }[];
    const onVms = plan.map((p) => p.detail).filter((d) => /\bv\b/.test(d));
    expect(onVms).toHaveLength(1);
    expect(onVms[0]).toMatch(/^SEARCH v USING COVERING INDEX /);
  });
});
