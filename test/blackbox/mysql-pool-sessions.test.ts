// The pool's connections on MariaDB (runtime/db/database.ts, mysql-pool.ts) start with the subquery cache
// off: each connection is set up when the pool opens it. Not a request to the server: the pool is opened
// as the server opens it. Kept with the black-box tests because those are the ones `make test-mysql` runs
// on MariaDB (SVC_TEST_DB=mysql); on SQLite it is skipped.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../runtime/db/database.js';

const onMysql = process.env.SVC_TEST_DB === 'mysql';
const MYSQL_BASE = process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

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
