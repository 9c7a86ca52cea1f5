// Shaped reads on MariaDB run as prepared statements (runtime/db/prepared-reads.ts), and answer what the
// text protocol answers. The connection a call runs on is pinned, so its own session counters show
// which protocol ran: Com_stmt_prepare and Com_stmt_execute move for a prepared statement, not for a
// text query. Every answer is compared, value for value and type for type, with the text protocol's
// answer to the same text and values under the server's pool options. Not a request to the server: the
// pool is opened as the server opens it. Kept with the black-box tests because those are the ones
// `make test-mysql` runs on MariaDB (SVC_TEST_DB=mysql); on SQLite it is skipped.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { createConnection, type Connection } from 'mysql2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { MAX_PREPARED_STATEMENTS, mysqlPoolOptions } from '../../runtime/db/mysql-pool.js';
import { fixedText, runShaped } from '../../runtime/db/statement-shapes.js';
import { log } from '../../runtime/log/logger.js';

const onMysql = process.env.SVC_TEST_DB === 'mysql';
const MYSQL_BASE = process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const DB_NAME = `svc_prepared_${process.pid}`;

let database: Database;
let text: Connection;

function textQuery(statement: string, params: readonly unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => text.query(statement, params as unknown[], (error, rows) => (error ? reject(error) : resolve(rows))));
}

/** The pinned connection's statement counters. */
async function counters(conn: Kysely<any>): Promise<{ prepare: number; execute: number; close: number }> {
  const rows = (await sql<{ Variable_name: string; Value: string }>`SHOW SESSION STATUS LIKE 'Com_stmt_%'`.execute(conn)).rows;
  const value = (name: string) => Number(rows.find((r) => r.Variable_name === name)!.Value);
  return { prepare: value('Com_stmt_prepare'), execute: value('Com_stmt_execute'), close: value('Com_stmt_close') };
}

/** Runs `body` on one connection of the server's pool. */
function pinned<T>(body: (conn: Kysely<any>) => Promise<T>): Promise<T> {
  return database.db.connection().execute(body);
}

const raw = (statement: string, params: unknown[] = []) => ({ compile: () => CompiledQuery.raw(statement, params) });

let keys = 0;
/** A shape key of its own: the kept texts are the process's, shared by every test of the file. */
const newKey = () => `prepared-reads-test|${process.pid}|${keys++}`;

describe.skipIf(!onMysql)('shaped reads on MariaDB', () => {
  beforeAll(async () => {
    const options = mysqlPoolOptions(`${MYSQL_BASE}/`);
    delete options.database;
    const admin = createConnection(options);
    await admin.promise().query(`CREATE DATABASE ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    admin.end();
    database = await openDatabase(`${MYSQL_BASE}/${DB_NAME}`);
    text = createConnection(mysqlPoolOptions(`${MYSQL_BASE}/${DB_NAME}`));
    // the column types of the catalog's tables (runtime/db/migrations.ts): integer ids, flags and
    // states, bigint times and counters, varchar names and dates (creation_date is a varchar(19)), text
    // descriptions and JSON documents, most of them nullable
    await sql`CREATE TABLE items (id integer PRIMARY KEY, tenant_id integer NOT NULL, name varchar(128) NOT NULL,
      blocked integer NOT NULL, expires_at bigint, creation_date varchar(19), description text, doc text, state varchar(32))
      ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(database.db);
    await sql`CREATE TABLE children (id integer PRIMARY KEY, item_id integer NOT NULL, state varchar(32) NOT NULL)`.execute(database.db);
    await sql`INSERT INTO items VALUES
      (1, 7, 'alpha', 0, 1764115200, '2025-11-26 00:00:00', NULL, '{"a":[1,2,{"b":null}],"é":"ü"}', 'running'),
      (2, 7, 'Beta ünicode', 1, 9007199254740993, NULL, 'a description', NULL, NULL),
      (3, 7, 'gamma', 1, -9007199254740993, '1999-01-02 03:04:05', '', '[]', 'stopped'),
      (4, 8, 'other tenant', 0, 0, NULL, NULL, NULL, 'running')`.execute(database.db);
    await sql`INSERT INTO children VALUES (1, 1, 'running'), (2, 1, 'stopped'), (3, 3, 'running')`.execute(database.db);
    // types the catalog does not read, which the binary protocol decodes otherwise
    await sql`CREATE TABLE measures (id integer PRIMARY KEY, f float, d double, at datetime(3), day date, span time, bits bit(8))`.execute(database.db);
    await sql`INSERT INTO measures VALUES (1, 1.1, 0.30000000000000004, '2025-11-26 01:02:03.456', '2025-02-28', '-838:59:59', b'101'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL)`.execute(database.db);
  });

  afterAll(async () => {
    await database?.close();
    text?.end();
    const options = mysqlPoolOptions(`${MYSQL_BASE}/`);
    delete options.database;
    const admin = createConnection(options);
    await admin.promise().query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
    admin.end();
  });

  // the reads of the catalog: a page with counters (COUNT(*) subqueries), flags, nullable columns, a
  // literal NULL and 1, a CASE, JSON text; scope and filter values bound
  const pageOf = (conn: Kysely<any>) =>
    conn
      .selectFrom('items as i')
      .select([
        'i.id as __id',
        'i.name',
        'i.blocked',
        'i.expires_at',
        'i.creation_date',
        'i.description',
        'i.doc',
        sql<number>`(SELECT COUNT(*) FROM children c WHERE c.item_id = i.id)`.as('number_of_children'),
        sql<number>`(SELECT COUNT(*) FROM children c WHERE c.item_id = i.id AND c.state = 'running')`.as('running'),
        sql`CASE WHEN i.state = 'stopped' THEN NULL ELSE i.state END`.as('state'),
        sql`NULL`.as('nothing'),
        sql`1`.as('one'),
        sql`'published'`.as('published'),
      ])
      .where('i.tenant_id', '=', 7)
      .where('i.name', 'like', '%a%')
      .orderBy('i.name')
      .orderBy('i.id')
      .limit(sql.lit(20)); // written into the text, as the executors write a page's size

  it('runs a shaped read as a prepared statement, prepared once, with the answer of the text protocol', async () => {
    const key = newKey();
    await pinned(async (conn) => {
      const compiled = pageOf(conn).compile();
      expect(compiled.parameters).toEqual([7, '%a%']);
      const before = await counters(conn);
      const first = await runShaped(conn, key, [7, '%a%'], () => pageOf(conn));
      const second = await runShaped(conn, key, [7, '%a%'], () => pageOf(conn));
      const after = await counters(conn);
      expect(after.prepare - before.prepare).toBe(1);
      expect(after.execute - before.execute).toBe(2);

      const expected = await textQuery(compiled.sql, compiled.parameters);
      expect(first).toStrictEqual(expected);
      expect(second).toStrictEqual(expected);
      expect(first.length).toBe(3);
      // the values whose type differs most easily between the protocols
      const beta = first.find((r) => r.__id === 2)!;
      expect(beta.expires_at).toBe('9007199254740993'); // beyond exact numbers: a string, as in text
      expect(first.find((r) => r.__id === 1)!).toMatchObject({ expires_at: 1764115200, number_of_children: 2, running: 1, blocked: 0, nothing: null, one: 1 });
      expect(first.find((r) => r.__id === 1)!.doc).toBe('{"a":[1,2,{"b":null}],"é":"ü"}');
    });
  });

  it('runs the fixed session check as a prepared statement', async () => {
    const check = fixedText('SELECT i.expires_at AS expires_at, i.blocked AS generation FROM items i WHERE i.name = ?');
    await pinned(async (conn) => {
      const before = await counters(conn);
      const rows = (await conn.executeQuery(CompiledQuery.raw(check, ['Beta ünicode']))).rows;
      const after = await counters(conn);
      expect(after.execute - before.execute).toBe(1);
      expect(rows).toStrictEqual(await textQuery(check, ['Beta ünicode']));
    });
  });

  it('leaves a statement that is not shaped to the text protocol', async () => {
    await pinned(async (conn) => {
      const before = await counters(conn);
      // a text no shape compiled to (the page's own text is kept by the first test, and so prepared)
      const rows = await pageOf(conn).where('i.id', '>', 0).execute();
      const after = await counters(conn);
      expect(rows.length).toBe(3);
      expect(after.execute).toBe(before.execute);
      expect(after.prepare).toBe(before.prepare);
    });
  });

  it('answers a statement with a column decoded otherwise by the text protocol, then and later', async () => {
    const key = newKey();
    const statement = 'SELECT id, f, d, at, day, span, bits, f * 2 AS twice FROM measures WHERE id >= ? ORDER BY id';
    const debug = vi.spyOn(log, 'debug');
    try {
      await pinned(async (conn) => {
        const expected = await textQuery(statement, [1]);
        const first = await runShaped(conn, key, [1], () => raw(statement, [1]));
        expect(first).toStrictEqual(expected);
        expect((first[0] as { f: number }).f).toBe(1.1); // the binary protocol's float would be 1.100000023841858
        const before = await counters(conn);
        expect(await runShaped(conn, key, [1], () => raw(statement, [1]))).toStrictEqual(expected);
        const after = await counters(conn);
        expect(after.execute).toBe(before.execute);
      });
      expect(debug).toHaveBeenCalledWith('statement run as text, not prepared', expect.objectContaining({ sql: statement }));
    } finally {
      debug.mockRestore();
    }
  });

  it('sends by text a call whose values the binary protocol would bind otherwise', async () => {
    const key = newKey();
    const statement = 'SELECT id, name FROM items WHERE id < ? ORDER BY id';
    await pinned(async (conn) => {
      for (const value of [2.5, undefined, 1e15, -0, new Date(0)]) {
        const before = await counters(conn);
        const rows = await runShaped(conn, key, [value], () => raw(statement, [value]));
        const after = await counters(conn);
        expect(after.execute, String(value)).toBe(before.execute);
        expect(rows, String(value)).toStrictEqual(await textQuery(statement, [value]));
      }
      // a whole number of the same shape is bound
      const before = await counters(conn);
      const rows = await runShaped(conn, key, [3], () => raw(statement, [3]));
      expect((await counters(conn)).execute - before.execute).toBe(1);
      expect(rows).toStrictEqual(await textQuery(statement, [3]));
    });
  });

  it('sends by text, once logged, a text the database refuses to prepare', async () => {
    const key = newKey();
    // PREPARE is one of the statements MariaDB does not run as a prepared statement (ER_UNSUPPORTED_PS)
    const statement = "PREPARE refused FROM 'SELECT 1'";
    const debug = vi.spyOn(log, 'debug');
    try {
      await pinned(async (conn) => {
        // answered both times, by the text protocol (which runs this PREPARE as SQL)
        await runShaped(conn, key, [], () => raw(statement));
        await runShaped(conn, key, [], () => raw(statement));
      });
      // tried as a prepared statement once only: the second call went straight to the text protocol
      const calls = debug.mock.calls.filter(([message, fields]) => message === 'statement run as text, not prepared' && (fields as { sql?: string }).sql === statement);
      expect(calls.length).toBe(1);
      expect(String((calls[0]![1] as { error?: string }).error)).toMatch(/prepared statement protocol/i);
    } finally {
      debug.mockRestore();
    }
  });

  it('lets a failure of the statement itself through, without running it twice', async () => {
    const key = newKey();
    const statement = 'SELECT no_such_column FROM items WHERE id = ?';
    await pinned(async (conn) => {
      const before = await counters(conn);
      await expect(runShaped(conn, key, [1], () => raw(statement, [1]))).rejects.toMatchObject({ errno: 1054 });
      const after = await counters(conn);
      expect(after.prepare - before.prepare).toBe(1);
    });
  });

  it('keeps at most MAX_PREPARED_STATEMENTS prepared statements per connection', async () => {
    expect(mysqlPoolOptions(`${MYSQL_BASE}/x`).maxPreparedStatements).toBe(MAX_PREPARED_STATEMENTS);
    await pinned(async (conn) => {
      const before = await counters(conn);
      for (let i = 0; i < MAX_PREPARED_STATEMENTS + 3; i++) {
        const statement = `SELECT id + ${i} AS n FROM items WHERE id = ?`;
        expect(await runShaped(conn, newKey(), [1], () => raw(statement, [1]))).toStrictEqual([{ n: 1 + i }]);
      }
      const after = await counters(conn);
      expect(after.prepare - before.prepare).toBe(MAX_PREPARED_STATEMENTS + 3);
      // the least recently used were closed beyond the bound (the statements of earlier tests among them)
      expect(after.close - before.close).toBeGreaterThanOrEqual(3);
    });
  });
});
