// The SQLite statement cache (runtime/db/statement-cache.ts): statements are reused by text, and what it
// keeps is bounded by the length of the texts, so many distinct long statements cannot hold the memory of
// the process (a thousand lists of 30,000 values once took it from 211 MB to 2.6 GB). The resident memory
// of the server under such lists is measured in test/blackbox/hostile-input.test.ts.
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CACHE_TEXT, withStatementCache } from '../../runtime/db/statement-cache.js';

let connection: SQLite.Database | undefined;
afterEach(() => {
  connection?.close();
  connection = undefined;
});

function open() {
  connection = new SQLite(':memory:');
  connection.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
  connection.exec("INSERT INTO items VALUES (1, 'a'), (2, 'b'), (3, 'c')");
  return withStatementCache(connection);
}

const listOf = (n: number) => `SELECT id FROM items WHERE id IN (${Array(n).fill('?').join(', ')})`;

describe('statement cache', () => {
  it('prepares a text once and answers rows as objects', () => {
    const cache = open();
    const a = cache.prepare('SELECT id, name FROM items WHERE id > ?');
    expect(cache.prepare('SELECT id, name FROM items WHERE id > ?')).toBe(a);
    expect(a.all([1])).toEqual([
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
  });

  it('evicts by the length of its texts, well before its count, keeping recently used statements', () => {
    const cache = open();
    const hot = cache.prepare('SELECT id FROM items WHERE id = ?');
    const long = listOf(2000);
    const first = cache.prepare(`${long} AND 0 = 0`);
    // 300 texts of 6 KB: past the 1 MiB of text kept, far from the 1,000 statements
    for (let i = 1; i <= 300; i++) {
      cache.prepare(`${long} AND ${i} = ${i}`);
      expect(cache.prepare('SELECT id FROM items WHERE id = ?')).toBe(hot);
    }
    expect(300 * long.length).toBeGreaterThan(MAX_CACHE_TEXT);
    expect(cache.prepare(`${long} AND 0 = 0`)).not.toBe(first);
    expect(cache.prepare(`${long} AND 300 = 300`)).toBe(cache.prepare(`${long} AND 300 = 300`));
  });

});
