// The settings every MariaDB/MySQL connection of the pool starts with (runtime/db/mysql-pool.ts): the
// subquery cache is off, since the catalog's counters correlate on each listed row's own id and the cache
// never hits; MySQL, which has no such switch, is left as it is. The pool itself on MariaDB is tested in
// test/blackbox/mysql-pool-sessions.test.ts, which `make test-mysql` runs.
import { describe, expect, it } from 'vitest';
import { disableSubqueryCache } from '../../runtime/db/mysql-pool.js';

describe('disableSubqueryCache', () => {
  it('sets the switch off for the session', async () => {
    const sent: string[] = [];
    await disableSubqueryCache(async (text) => void sent.push(text));
    expect(sent).toEqual(["SET SESSION optimizer_switch = 'subquery_cache=off'"]);
  });

  it('leaves MySQL, which answers ER_WRONG_VALUE_FOR_VAR, as it is', async () => {
    const mysql = Object.assign(new Error("Variable 'optimizer_switch' can't be set to the value of 'subquery_cache=off'"), { errno: 1231 });
    await expect(disableSubqueryCache(() => Promise.reject(mysql))).resolves.toBeUndefined();
  });

  it('lets any other failure through', async () => {
    const gone = Object.assign(new Error('Connection lost'), { errno: 2013 });
    await expect(disableSubqueryCache(() => Promise.reject(gone))).rejects.toBe(gone);
  });
});
