// The settings every MariaDB/MySQL connection of the pool starts with (runtime/db/mysql-pool.ts): the
// subquery cache is off, since the catalog's counters correlate on each listed row's own id and the cache
// never hits; MySQL, which has no such switch, is left as it is.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../runtime/db/database.js';
import { disableSubqueryCache } from '../../runtime/db/mysql-pool.js';

const onMysql = process.env.SVC_TEST_DB === 'mysql';
const MYSQL_BASE = process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

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

describe.skipIf(!onMysql)("the pool's connections on MariaDB", () => {
  it('run with the subquery cache off', async () => {
    const database = await openDatabase(`${MYSQL_BASE}/`);
    try {
      // more than one connection: each is set up when the pool opens it
      const rows = await Promise.all(
        [1, 2, 3].map(async () => (await sql<{ s: string }>`SELECT @@SESSION.optimizer_switch AS s, SLEEP(0.05) AS z`.execute(database.db)).rows[0]!.s),
      );
      for (const s of rows) expect(s).toContain('subquery_cache=off');
    } finally {
      await database.close();
    }
  });
});
