// A database whose storage is full (docs/decisions.md "Requests and answers"): a write answers 2120
// "Database storage full" (it answered 1100, SQLite's own rollback of the failed transaction hiding
// the cause behind "cannot rollback - no transaction is active"), nothing of it is written, reads go
// on, and writes work again once there is room. SQLite on a small tmpfs of its own, filled up by a
// file beside the database: the server's data directory and database live there, as on a small
// volume. Needs root's mount (the test machines run as root); skipped, saying so, where mount is refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startServer, TEST_DB, type TestServer } from './harness.js';

const volume = mkdtempSync(join(tmpdir(), 'svc-full-'));
let mounted = false;
if (TEST_DB === 'sqlite') {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', volume], { stdio: 'pipe' });
    mounted = true;
  } catch (e) {
    console.warn(`storage-full.test.ts skipped: cannot mount a tmpfs (${String((e as Error).message).slice(0, 200)})`);
  }
}

let server: TestServer;
let sid: string;
const filler = join(volume, 'filler');

/** Writes `filler` until the file system has no room left. */
function fillUp(): number {
  const fd = openSync(filler, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, block);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    closeSync(fd);
  }
  return written;
}

describe.skipIf(!mounted)('a database with its storage full (SQLite on a full tmpfs)', () => {
  beforeAll(async () => {
    server = await startServer({ env: { SVC_DATA_DIR: volume, SVC_DB_URL: `sqlite:${join(volume, 'svc.db')}` } });
    sid = await server.superSid();
  });

  afterAll(async () => {
    await server?.stop();
    if (mounted) execFileSync('umount', [volume]);
    rmSync(volume, { recursive: true, force: true });
  });

  it('answers 2120 for a write, writes nothing of it, keeps serving reads, and writes again once there is room', async () => {
    const tenant = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'full' } })).rows![0].id;
    expect(fillUp()).toBeGreaterThan(0);
    // the first writes may still fit in pages the database already holds; one soon needs a new one
    let refused: { status: number; additional_info?: string } | undefined;
    let refusedName = '';
    for (let i = 0; i < 300 && !refused; i++) {
      const name = `user-${i}-${'x'.repeat(100)}`;
      const env = await server.api('user_create', { sid, arguments: { name, password: 'pass-word-1', tenant_id: tenant } });
      if (env.status !== 0) {
        refused = env;
        refusedName = name;
      }
    }
    expect(refused, 'no write failed on a full file system').toBeDefined();
    expect(refused!.status, JSON.stringify(refused)).toBe(2120);
    expect(refused!.additional_info).toMatch(/full/);

    // reads go on
    const list = await server.api('user_get_list', { sid, filters: { name: refusedName } });
    expect(list.status).toBe(0);
    expect(list.rows).toEqual([]);
    expect((await server.fetch('/readyz')).status).toBe(200);
    expect((await server.api('tenant_get_list', { sid, filters: { id: tenant } })).rows).toHaveLength(1);

    // room again: the same write works, and the refused one had left nothing behind
    unlinkSync(filler);
    const again = await server.api('user_create', { sid, arguments: { name: refusedName, password: 'pass-word-1', tenant_id: tenant } });
    expect(again.status, JSON.stringify(again)).toBe(0);
    expect((await server.api('user_get_list', { sid, filters: { name: refusedName } })).rows).toHaveLength(1);
  });
});
