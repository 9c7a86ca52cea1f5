// Every table of a migrated database has a primary key (docs/decisions.md "MariaDB Galera"): Galera
// replicates a row change by its key, and a table without one is replicated slowly and can diverge
// between nodes. Read from the schema of the database the server migrated at start (MariaDB with
// SVC_TEST_DB=mysql, SQLite otherwise), so a future migration adding a table without a key fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DB, type TestServer } from './harness.js';

describe(`the migrated schema (${TEST_DB})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has a primary key on every table', async () => {
    let tables: string[];
    let keyless: string[];
    if (TEST_DB === 'mysql') {
      tables = (await server.dbQuery("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'")).map((r) => String(r.name));
      keyless = (
        await server.dbQuery(`
          SELECT t.table_name AS name FROM information_schema.tables t
          LEFT JOIN information_schema.table_constraints c
            ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
          WHERE t.table_schema = DATABASE() AND t.table_type = 'BASE TABLE' AND c.constraint_name IS NULL`)
      ).map((r) => String(r.name));
    } else {
      tables = (await server.dbQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).map((r) => String(r.name));
      keyless = [];
      for (const table of tables) {
        const columns = await server.dbQuery(`SELECT pk FROM pragma_table_info('${table.replace(/'/g, "''")}')`);
        if (!columns.some((c) => Number(c.pk) > 0)) keyless.push(table);
      }
    }
    expect(tables.length).toBeGreaterThan(20);
    expect(tables).toContain('schema_migrations');
    expect(keyless).toEqual([]);
  });
});
