// SQLite's shaped reads run at once on the connection (runtime/db/direct-reads.ts), except while a
// transaction is open there: a read made then must not see the transaction's uncommitted rows, and waits
// for its end as kysely's own statements do. Through the real database opener, on a real file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { readRows } from '../../runtime/db/direct-reads.js';

const dir = mkdtempSync(join(tmpdir(), 'direct-reads-'));
const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(name: string, logQueries = false): Promise<Database> {
  const d = await openDatabase(`sqlite:${join(dir, name)}`, { logQueries });
  opened.push(d);
  await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)`.execute(d.db);
  await sql`INSERT INTO items (id, name) VALUES (1, 'one')`.execute(d.db);
  return d;
}

const NAMES = 'SELECT name FROM items ORDER BY id';

describe('direct reads on SQLite', () => {
  it('answers at once, without a promise, the rows kysely answers', async () => {
    const { db } = await open('a.db');
    const rows = readRows(db, NAMES, []);
    expect(rows).not.toBeInstanceOf(Promise);
    expect(rows).toEqual((await sql`SELECT name FROM items ORDER BY id`.execute(db)).rows);
    expect(readRows(db, 'SELECT name FROM items WHERE id = ?', [1])).toEqual([{ name: 'one' }]);
  });

  it('while a transaction is open, waits for its end and never reads its uncommitted rows', async () => {
    const { db } = await open('b.db');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const trx = db.transaction().execute(async (t) => {
      await sql`INSERT INTO items (id, name) VALUES (2, 'two')`.execute(t);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await didInsert;
    const during = readRows(db, NAMES, []);
    expect(during).toBeInstanceOf(Promise); // queued behind the transaction, as kysely queues it
    let settled = false;
    void Promise.resolve(during).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await expect(trx).rejects.toThrow('rolled back');
    expect(await during).toEqual([{ name: 'one' }]);
    expect(readRows(db, NAMES, [])).toEqual([{ name: 'one' }]);
  });

  it('sees a committed write at once', async () => {
    const { db } = await open('c.db');
    await db.transaction().execute(async (t) => {
      await sql`INSERT INTO items (id, name) VALUES (3, 'three')`.execute(t);
    });
    expect(readRows(db, NAMES, [])).toEqual([{ name: 'one' }, { name: 'three' }]);
  });

  it('a transaction reads through itself; with statement logging every read goes through kysely', async () => {
    const { db } = await open('d.db');
    await db.transaction().execute(async (t) => {
      await sql`INSERT INTO items (id, name) VALUES (4, 'four')`.execute(t);
      expect(await readRows(t, NAMES, [])).toEqual([{ name: 'one' }, { name: 'four' }]);
    });
    const logged = await open('e.db', true);
    const rows = readRows(logged.db, NAMES, []);
    expect(rows).toBeInstanceOf(Promise);
    expect(await rows).toEqual([{ name: 'one' }]);
  });
});
