// Start-up's turn on MariaDB/MySQL is a row (`startup_lock`, runtime/db/migrations.ts withStartupLock), so
// that it holds across the nodes of a Galera cluster. A process killed while it held the row must not
// keep the others from starting for good: a row whose beat has not moved for 20 s is taken over, said in
// the log, and given back once start-up is done. (SQLite has no such row: its write lock is the turn.)
import { describe, expect, it } from 'vitest';
import { startServer, TEST_DB } from './harness.js';

describe.skipIf(TEST_DB !== 'mysql')('the start-up row', () => {
  it("is free after start-up, and a stopped process's row is taken over after 20 s without a beat", async () => {
    const first = await startServer();
    expect(await first.dbQuery('SELECT * FROM startup_lock')).toEqual([]);
    await first.stop({ keep: true });
    // a process that claimed the row and died
    await first.dbExecute("INSERT INTO startup_lock (id, owner, beat) VALUES (1, 'killed-process', 7)");
    const t0 = performance.now();
    const second = await startServer({ reuse: first, env: { SVC_LOG_LEVEL: 'info' } });
    try {
      const waited = performance.now() - t0;
      console.log(`a start-up row left by a stopped process: taken over after ${(waited / 1000).toFixed(1)} s`);
      expect(waited).toBeGreaterThan(19_000);
      expect(second.output()).toMatch(/start-up lock held by a process that stopped beating: taking it over/);
      expect(await second.dbQuery('SELECT * FROM startup_lock')).toEqual([]);
      expect((await second.api('tenant_get_list', { sid: await second.superSid() })).status).toBe(0);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
