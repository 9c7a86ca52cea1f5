// retryOnConflict (runtime/db/errors.ts) on SQLite: a transaction that read first and then could not take
// the write lock, because another connection to the same file wrote meanwhile, is answered SQLITE_BUSY at
// once; it is run again and then sees the other write. A busy timeout waited out is not run again.
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTransientConflict, retryOnConflict } from '../../runtime/db/errors.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function twoConnections(busyTimeoutMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-conflict-'));
  dirs.push(dir);
  const file = join(dir, 'db.sqlite');
  const a = new SQLite(file);
  a.pragma('journal_mode = WAL');
  a.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL); INSERT INTO t VALUES (1, 1)');
  const b = new SQLite(file);
  for (const c of [a, b]) c.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return { a, b };
}

describe('retryOnConflict on SQLite', () => {
  it('runs again a transaction whose read went stale before its write, which then sees the other write', async () => {
    const { a, b } = twoConnections(5000);
    let attempts = 0;
    const seen: number[] = [];
    await retryOnConflict(async () => {
      attempts++;
      a.exec('BEGIN');
      try {
        seen.push((a.prepare('SELECT v FROM t WHERE id = 1').get() as { v: number }).v);
        // the other process writes between this transaction's read and its write, once
        if (attempts === 1) b.prepare('UPDATE t SET v = 2 WHERE id = 1').run();
        await Promise.resolve();
        a.prepare('UPDATE t SET v = v + 10 WHERE id = 1').run();
        a.exec('COMMIT');
      } catch (e) {
        if (a.inTransaction) a.exec('ROLLBACK');
        throw e;
      }
    });
    expect(attempts).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect((a.prepare('SELECT v FROM t WHERE id = 1').get() as { v: number }).v).toBe(12);
    a.close();
    b.close();
  });

  it('answers a busy timeout waited out, without waiting it again', async () => {
    const { a, b } = twoConnections(1200);
    b.exec('BEGIN IMMEDIATE'); // holds the write lock throughout
    let attempts = 0;
    const started = performance.now();
    const failed = await retryOnConflict(async () => {
      attempts++;
      a.prepare('UPDATE t SET v = 3 WHERE id = 1').run();
    }).catch((e: unknown) => e);
    expect(isTransientConflict(failed)).toBe(true);
    expect(attempts).toBe(1);
    expect(performance.now() - started).toBeLessThan(3000);
    b.exec('ROLLBACK');
    a.close();
    b.close();
  });
});
