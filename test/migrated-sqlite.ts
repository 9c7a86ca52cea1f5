// The schema the migrations build (runtime/db/migrations.ts), in a SQLite database in memory, for the tests
// that read the schema itself (its columns, keys, indexes and query plans). Registers the file's
// beforeAll/afterAll; call it at the top level of a test file.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../runtime/db/migrations.js';

/** The migrated database, once the file's beforeAll has run. */
export function useMigratedSqlite(): () => SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  let db: Kysely<any> | undefined;
  beforeAll(async () => {
    sqlite = new SQLite(':memory:');
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db, 'sqlite');
  });
  afterAll(async () => {
    await db?.destroy();
  });
  return () => {
    if (!sqlite) throw new Error('the migrated database is made in beforeAll');
    return sqlite;
  };
}
