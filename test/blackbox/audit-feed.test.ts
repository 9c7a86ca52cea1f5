// The audit log as a feed (generated/docs/guides/audit-feed.md, generated/docs/routes.md#log-export;
// runtime/audit/audit-log.ts, runtime/audit/retention.ts, runtime/routes/log-export-route.ts):
// - a collector following log_get_list with `{"id": {">": last}}` by id ascending sees every entry once,
//   while entries are written concurrently (ids are committed in order on MariaDB too);
// - log_get_list is a live list on /api/ws, scoped as the list is (a tenant administrator sees its tenant's
//   entries only, and is not even pushed for another tenant's);
// - GET /api/log/export streams the entries the filters select as NDJSON or CSV (quoted, formula-safe),
//   ACL-guarded and scoped like the list, refusing bad requests with their code, with bounded memory;
// - retention by count and by age purges in batches and writes one audit entry per purge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, TEST_DB, type Envelope, type TestServer } from './harness.js';
import { SocketPool, sleep, watch } from './live-client.js';
import WebSocket from 'ws';
import { ApiError, SvcAdminClient } from '../../generated/client/index.js';

let srv: TestServer;
let sid: string;
const pool = new SocketPool();

type Row = Record<string, any>;

beforeAll(async () => {
  srv = await startServer();
  sid = await srv.superSid();
}, 60_000);

afterAll(async () => {
  await pool.closeAll();
  await srv?.stop();
});

async function tenant(name: string): Promise<number> {
  return (await expectOk(srv, 'tenant_create', { sid, arguments: { name } })).rows[0].id;
}

/** GET /api/log/export with the parameters as JSON text in the query; credentials as a bearer. */
async function exportLog(params: Record<string, unknown>, bearer = sid, signal?: AbortSignal): Promise<Response> {
  const url = new URL('/api/log/export', srv.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return srv.fetch(url.pathname + url.search, { headers: { authorization: `Bearer ${bearer}` }, ...(signal ? { signal } : {}) });
}

/** A CSV text (RFC 4180) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('a stable cursor on log_get_list', () => {
  it('follows the log by id with no gap and no repeat while entries are written concurrently', async () => {
    const prefix = `cursor-${Date.now()}`;
    const start = (await expectOk(srv, 'log_get_list', { sid, fields: ['id'], order_by: { field: 'id', order: '-desc' }, block: 1 })).rows[0]?.id ?? 0;
    let writing = true;
    const seen: number[] = [];
    let last = start;
    const follow = async () => {
      for (;;) {
        const stillWriting = writing;
        const page = await expectOk(srv, 'log_get_list', { sid, fields: ['id', 'object_name'], filters: { id: { '>': last } }, order_by: { field: 'id', order: '-asc' }, block: 7 });
        for (const row of page.rows as Row[]) seen.push(row.id);
        if (page.rows.length) last = page.rows[page.rows.length - 1].id;
        if (!stillWriting && page.rows.length < 7) return;
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) =>
      (async () => {
        for (let i = 0; i < 15; i++) await tenant(`${prefix}-${w}-${i}`);
      })(),
    );
    const follower = follow();
    await Promise.all(writers);
    // the entries are written after each answer: wait until all 90 are there, then let the follower drain
    await eventually(
      () => expectOk(srv, 'log_get_list', { sid, fields: ['id'], filters: { object_name: { '~': `${prefix}-%` } } }),
      (e) => e.rows.length === 90,
      20_000,
    );
    writing = false;
    await follower;
    const all = (await expectOk(srv, 'log_get_list', { sid, fields: ['id'], filters: { id: { '>': start } }, order_by: { field: 'id', order: '-asc' } })).rows.map((r: Row) => r.id);
    expect(new Set(seen).size).toBe(seen.length); // no repeat
    expect(seen).toEqual(all); // no gap, in order
    expect(all.length).toBeGreaterThanOrEqual(90);
  }, 120_000);
});

describe.skipIf(TEST_DB !== 'mysql')('the cursor when an entry commits late (MariaDB)', () => {
  it('never hands out an entry whose id is higher than one not committed yet', async () => {
    // another writer (this connection, following the server's own protocol) has taken an id and not committed
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(srv.dbUrl);
    const page = async (after: number) =>
      (await expectOk(srv, 'log_get_list', { sid, fields: ['id', 'action'], filters: { id: { '>': after } }, order_by: { field: 'id', order: '-asc' } })).rows as Row[];
    try {
      const before = (await expectOk(srv, 'log_get_list', { sid, fields: ['id'], order_by: { field: 'id', order: '-desc' }, block: 1 })).rows[0].id;
      await conn.query('BEGIN');
      await conn.query(`UPDATE meta SET value = value + 1 WHERE name = 'audit_order'`);
      const [held] = (await conn.query(`INSERT INTO audit_log (time, action, status) VALUES ('2026-01-01T00:00:00', 'held_back', 0)`)) as [{ insertId: number }, unknown];
      // the server writes entries meanwhile (each after its answer)
      for (let i = 0; i < 3; i++) await tenant(`late-${Date.now()}-${i}`);
      await sleep(500);
      // a follower reading now must not go past the uncommitted id
      const early = await page(before);
      for (const row of early) expect(row.id).toBeLessThan(held.insertId);
      await conn.query('COMMIT');
      const later = await eventually(() => page(before), (rows) => rows.length >= 4, 10_000);
      expect(later.map((r) => r.id)).toContain(held.insertId);
      expect(later.filter((r) => r.id > held.insertId).length).toBe(3);
    } finally {
      await conn.query('ROLLBACK').catch(() => undefined);
      await conn.end();
    }
  }, 60_000);
});

describe('log_get_list as a live channel', () => {
  it('pushes new entries to the watchers allowed to see them, scoped by tenant', async () => {
    const acls = ['log.see-main.', 'log.see.administrator', 'log.filter.action'];
    const a = await makeTenantAdmin(srv, { tenant: `feed-a-${Date.now()}`, admin: `feed-a-${Date.now()}`, acls });
    const b = await makeTenantAdmin(srv, { tenant: `feed-b-${Date.now()}`, admin: `feed-b-${Date.now()}`, acls });
    const query = (s: string) => ({ action: 'log_get_list', sid: s, fields: ['id', 'tenant_id', 'action', 'status'], order_by: { field: 'id', order: '-desc' }, block: 5 });
    const watcherA = await watch(srv, query(a.sid));
    pool.add(watcherA.live);
    const watcherSuper = await watch(srv, query(sid));
    pool.add(watcherSuper.live);
    expect(watcherA.first.status).toBe(0);
    for (const row of watcherA.first.rows as Row[]) expect(row.tenant_id).toBe(a.tenantId);

    // b's refused call is audited in b's tenant: the superadministrator hears it, a does not
    const fromA = watcherA.live.mark();
    const fromSuper = watcherSuper.live.mark();
    expect((await srv.api('tenant_create', { sid: b.sid, arguments: { name: 'nope' } })).status).toBe(4210);
    const superFrame = await watcherSuper.live.next((f) => (f.rows ?? []).some((r: Row) => r.tenant_id === b.tenantId && r.action === 'tenant_create'), { from: fromSuper, timeoutMs: 10_000 });
    expect(superFrame.status).toBe(0);
    await sleep(1000);
    for (const frame of watcherA.live.frames.slice(fromA)) {
      if (typeof frame !== 'object') continue;
      for (const row of frame.rows ?? []) expect(row.tenant_id).toBe(a.tenantId);
    }

    // a's own refused call arrives on a's socket
    const before = watcherA.live.mark();
    expect((await srv.api('tenant_create', { sid: a.sid, arguments: { name: 'nope' } })).status).toBe(4210);
    const frame = await watcherA.live.next((f) => (f.rows ?? []).some((r: Row) => r.action === 'tenant_create' && r.status === 4210), { from: before, timeoutMs: 10_000 });
    for (const row of frame.rows as Row[]) expect(row.tenant_id).toBe(a.tenantId);
  }, 60_000);

  it('refuses a watcher without the ACL of the log', async () => {
    const c = await makeTenantAdmin(srv, { tenant: `feed-c-${Date.now()}`, admin: `feed-c-${Date.now()}`, acls: ['user.see-main.'] });
    const { live, first } = await watch(srv, { action: 'log_get_list', sid: c.sid, fields: ['id'] });
    pool.add(live);
    expect(first.status).toBe(4210);
    expect((await live.waitClose(5000)).code).toBe(1008);
  }, 30_000);
});

describe.skipIf(!process.env.SVC_TEST_REDIS_URL)('the live channel across server processes', () => {
  it('an entry written by one process reaches a watcher on another that shares SVC_REDIS_URL', async () => {
    const redis = process.env.SVC_TEST_REDIS_URL!;
    const p1 = await startServer({ env: { SVC_REDIS_URL: redis } });
    const p2 = await startServer({ env: { SVC_REDIS_URL: redis }, reuse: { dbUrl: p1.dbUrl, dataDir: p1.dataDir } });
    try {
      const sid1 = await p1.superSid();
      const sid2 = await p2.superSid();
      const { live, first } = await watch(p2, { action: 'log_get_list', sid: sid2, fields: ['id', 'object_name'], order_by: { field: 'id', order: '-desc' }, block: 5 });
      pool.add(live);
      expect(first.status).toBe(0);
      const from = live.mark();
      const name = `across-${Date.now()}`;
      await expectOk(p1, 'tenant_create', { sid: sid1, arguments: { name } });
      const frame = await live.next((f) => (f.rows ?? []).some((r: Row) => r.object_name === name), { from, timeoutMs: 10_000 });
      expect(frame.status).toBe(0);
      await live.close();
    } finally {
      await p2.stop({ keep: true });
      await p1.stop();
    }
  }, 90_000);
});

describe('GET /api/log/export', () => {
  const marker = `export-${Date.now()}`;
  const tricky = [`=${marker}-SUM(A1)`, `+${marker}-plus`, `-${marker}-minus`, `@${marker}-at`, `${marker}-comma, "quoted"`, `${marker}-plain`];

  beforeAll(async () => {
    for (const name of tricky) await tenant(name);
    await eventually(
      () => expectOk(srv, 'log_get_list', { sid, fields: ['id'], filters: { object_name: { '~': `%${marker}%` } } }),
      (e) => e.rows.length === tricky.length,
      10_000,
    );
  }, 60_000);

  it('streams NDJSON: the entries the filters select, by id ascending, as log_get_list shows them', async () => {
    const filters = { object_name: { '~': `%${marker}%` }, action: 'tenant_create' };
    const fields = ['id', 'action', 'object_name', 'status', 'tenant_id'];
    const res = await exportLog({ filters, fields });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text()).split('\n');
    expect(lines.pop()).toBe('');
    const rows = lines.map((l) => JSON.parse(l));
    const listed = (await expectOk(srv, 'log_get_list', { sid, filters, fields, order_by: { field: 'id', order: '-asc' } })).rows;
    expect(rows).toEqual(listed);
    expect(rows.map((r) => r.object_name).sort()).toEqual([...tricky].sort());
    // POST with a JSON body, one field as a bare token, as /api takes it
    const posted = await srv.fetch('/api/log/export', {
      method: 'POST',
      headers: { authorization: `Bearer ${sid}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters, fields: 'object_name' }),
    });
    expect(posted.status).toBe(200);
    const names = (await posted.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(names).toEqual(listed.map((r: Row) => ({ object_name: r.object_name })));
    // without filters: everything, ids strictly ascending
    const whole = (await (await exportLog({ fields: ['id'] })).text()).trim().split('\n').map((l) => JSON.parse(l).id as number);
    const total = (await expectOk(srv, 'log_get_list', { sid, fields: ['id'], block: 1 })).total;
    expect(whole.length).toBeGreaterThanOrEqual(total);
    for (let i = 1; i < whole.length; i++) expect(whole[i]).toBeGreaterThan(whole[i - 1]!);
  }, 30_000);

  it('streams CSV with a header, RFC 4180 quoting and formula-safe cells', async () => {
    const res = await exportLog({ format: 'csv', filters: { object_name: { '~': `%${marker}%` } }, fields: ['id', 'object_name', 'status'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await res.text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['id', 'object_name', 'status']);
    expect(rows.length).toBe(tricky.length);
    const names = rows.map((r) => r[1]);
    expect(names).toContain(`'=${marker}-SUM(A1)`);
    expect(names).toContain(`'+${marker}-plus`);
    expect(names).toContain(`'-${marker}-minus`);
    expect(names).toContain(`'@${marker}-at`);
    expect(names).toContain(`${marker}-comma, "quoted"`);
    expect(names).toContain(`${marker}-plain`);
    for (const r of rows) expect(r[2]).toBe('0');
    expect(text).toContain(`"${marker}-comma, ""quoted"""`);
  }, 30_000);

  it("is the typed client's exportLog, and log_get_list its watch", async () => {
    const api = new SvcAdminClient({ url: srv.url, WebSocket, sid });
    const body = await api.exportLog({ format: 'csv', filters: { object_name: { '~': `%${marker}%` } }, fields: ['id', 'object_name'] });
    const [header, ...rows] = parseCsv(await new Response(body).text());
    expect(header).toEqual(['id', 'object_name']);
    expect(rows.length).toBe(tricky.length);
    await expect(api.exportLog({ filters: { no_such_token: 1 } } as never)).rejects.toMatchObject({ status: 6210 });
    await expect(api.exportLog({ format: 'xml' } as never)).rejects.toBeInstanceOf(ApiError);
    const live = api.watch('log_get_list', { fields: ['id'], order_by: { field: 'id', order: '-desc' }, block: 1 });
    try {
      for await (const answer of live) {
        expect(answer.status).toBe(0);
        expect(answer.rows.length).toBe(1);
        break;
      }
    } finally {
      live.close();
    }
  }, 30_000);

  it('refuses bad requests with their code, before streaming anything', async () => {
    const codeOf = async (params: Record<string, unknown>, bearer?: string) => ((await (await exportLog(params, bearer)).json()) as Envelope).status;
    expect(await codeOf({ format: 'xml' })).toBe(6950);
    expect(await codeOf({ order_by: { field: 'id' } })).toBe(6952);
    expect(await codeOf({ block: 10 })).toBe(6952);
    expect(await codeOf({ filters: { no_such_token: 1 } })).toBe(6210);
    expect(await codeOf({ filters: { id: { '~~': 1 } } })).toBe(6320);
    expect(await codeOf({ fields: ['no_such_field'] })).toBe(6250);
    expect(await codeOf({}, 'not-a-session')).toBe(3200);
    const res = await srv.fetch('/api/log/export');
    expect(((await res.json()) as Envelope).status).toBe(3100);
  }, 30_000);

  it('is guarded by the ACLs of the log and scoped to the tenant like log_get_list', async () => {
    const stamp = Date.now();
    const none = await makeTenantAdmin(srv, { tenant: `export-none-${stamp}`, admin: `export-none-${stamp}`, acls: ['user.see-main.'] });
    expect(((await (await exportLog({}, none.sid)).json()) as Envelope).status).toBe(4210);
    const reader = await makeTenantAdmin(srv, { tenant: `export-reader-${stamp}`, admin: `export-reader-${stamp}`, acls: ['log.see-main.'] });
    expect((await srv.api('tenant_create', { sid: reader.sid, arguments: { name: 'nope' } })).status).toBe(4210);
    // the refused tenant_create is written to the log after its answer: wait for it, so that the
    // export and the list below read the same entries
    await eventually(
      () => srv.api('log_get_list', { sid: reader.sid, fields: ['id', 'type_of_action'] }),
      (e) => (e.rows ?? []).some((row: Record<string, unknown>) => row.type_of_action === 'tenant_create'),
      10_000,
    );
    const res = await exportLog({}, reader.sid);
    expect(res.status).toBe(200);
    const rows = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tenant_id).toBe(reader.tenantId);
    // the fields the ACLs hide stay hidden
    for (const row of rows) expect(row).not.toHaveProperty('admin_name');
    expect(rows.some((row) => row.type_of_action === 'tenant_create')).toBe(true);
    const lastId = rows[rows.length - 1].id;
    const listed = await expectOk(srv, 'log_get_list', { sid: reader.sid, filters: { id: { '<=': lastId } }, order_by: { field: 'id', order: '-asc' } });
    expect(rows).toEqual(listed.rows);
  }, 30_000);

  it('exports a large log with bounded memory', async () => {
    // 2^18 entries of about 900 bytes each (230 MB exported), made by doubling a seeded one in the database;
    // SVC_TEST_AUDIT_EXPORT_DOUBLINGS=20 makes the 1,048,576 entries of bench/results.md
    const filler = 'x'.repeat(700);
    await srv.dbExecute(`INSERT INTO audit_log (time, action, object_kind, arguments, status) VALUES ('2026-01-01T00:00:00', 'bulk_seed', 'log', ?, 0)`, [filler]);
    const doublings = Number(process.env.SVC_TEST_AUDIT_EXPORT_DOUBLINGS ?? 18);
    for (let i = 0; i < doublings; i++) {
      await srv.dbExecute(`INSERT INTO audit_log (time, action, object_kind, arguments, status) SELECT time, action, object_kind, arguments, status FROM audit_log WHERE action = 'bulk_seed'`);
    }
    const rssOf = async () => {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${srv.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
    };
    const before = await rssOf();
    let peak = before;
    const timeline: number[] = [];
    const sampler = setInterval(() => {
      rssOf().then((r) => {
        peak = Math.max(peak, r);
        timeline.push(Math.round(r / 2 ** 20));
      }, () => undefined);
    }, 100);
    let bytes = 0;
    let lines = 0;
    try {
      const res = await exportLog({ filters: { action: 'bulk_seed' } });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        for (const b of value) if (b === 10) lines++;
      }
    } finally {
      clearInterval(sampler);
    }
    process.stdout.write(`RSS timeline (MiB): ${timeline.join(' ')}\n`);
    expect(lines).toBe(2 ** doublings);
    expect(bytes).toBeGreaterThan(2 ** doublings * 850);
    // an export held in memory, or written faster than the client reads, takes at least its own size; the
    // streamed one holds a batch (2,000 entries, about 2 MB) and the garbage the collector has not taken
    // yet, which saws up and down (about 100 MB on x64) however long the export
    expect(peak - before).toBeLessThan(bytes * 0.75);
    process.stdout.write(`audit export (${TEST_DB}): ${lines} entries, ${(bytes / 2 ** 20).toFixed(0)} MiB, RSS ${(before / 2 ** 20).toFixed(0)} → peak ${(peak / 2 ** 20).toFixed(0)} MiB\n`);
    // clients that go away in the middle end their exports: more of them than may run at once, then one more
    for (let i = 0; i < 6; i++) {
      const abort = new AbortController();
      const res = await exportLog({ filters: { action: 'bulk_seed' } }, sid, abort.signal);
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      await reader.read().catch(() => undefined);
    }
    const after = await eventually(
      async () => (await exportLog({ filters: { id: { '<': 0 } } })).status,
      (status) => status === 200,
      20_000,
    );
    expect(after).toBe(200);
    await srv.dbExecute(`DELETE FROM audit_log WHERE action = 'bulk_seed'`);
  }, 300_000);
});

describe('retention of the audit log', () => {
  it('keeps the newest SVC_AUDIT_RETENTION_ENTRIES, purging in batches, and audits the purge', async () => {
    const capped = await startServer({ env: { SVC_AUDIT_RETENTION_ENTRIES: '40', SVC_AUDIT_RETENTION_EVERY: '1', SVC_AUDIT_RETENTION_BATCH: '7' } });
    try {
      const s = await capped.superSid();
      const values = Array.from({ length: 100 }, () => `('2026-01-01T00:00:00', 'seeded', 0)`).join(', ');
      await capped.dbExecute(`INSERT INTO audit_log (time, action, status) VALUES ${values}`);
      const deletedBy = (rows: Row[]) => rows.reduce((n, r) => n + JSON.parse(r.arguments).deleted, 0);
      const purges = await eventually(
        () => expectOk(capped, 'log_get_list', { sid: s, fields: ['id', 'arguments', 'tenant_id', 'admin_id'], filters: { action: 'log_purge' } }),
        (e) => deletedBy(e.rows) >= 60,
        20_000,
      );
      // every purge says what it did; together they removed what was beyond the newest 40
      expect(deletedBy(purges.rows)).toBeGreaterThanOrEqual(60);
      for (const row of purges.rows as Row[]) {
        const args = JSON.parse(row.arguments);
        expect(args.batch_size).toBe(7);
        expect(args.max_entries).toBe(40);
        expect(args.batches).toBeGreaterThanOrEqual(Math.ceil(args.deleted / 7));
        expect(row.tenant_id).toBeNull();
        expect(row.admin_id).toBeNull();
      }
      expect(Math.max(...purges.rows.map((r: Row) => JSON.parse(r.arguments).batches))).toBeGreaterThan(1);
      const [{ n }] = await capped.dbQuery('SELECT COUNT(*) AS n FROM audit_log');
      expect(Number(n)).toBeLessThanOrEqual(45);
      // the oldest went, the newest stayed
      const [{ lowest }] = await capped.dbQuery(`SELECT MIN(id) AS lowest FROM audit_log`);
      expect(Number(lowest)).toBeGreaterThan(60);
    } finally {
      await capped.stop();
    }
  }, 90_000);

  it('purges entries older than SVC_AUDIT_RETENTION_AGE and keeps the recent ones', async () => {
    const aged = await startServer({ env: { SVC_AUDIT_RETENTION_AGE: '3600', SVC_AUDIT_RETENTION_EVERY: '1', SVC_AUDIT_RETENTION_BATCH: '5' } });
    try {
      const s = await aged.superSid();
      await aged.dbExecute(`INSERT INTO audit_log (time, action, status) VALUES ${Array.from({ length: 23 }, () => `('2001-01-01T00:00:00', 'ancient', 0)`).join(', ')}`);
      await expectOk(aged, 'tenant_create', { sid: s, arguments: { name: 'recent-one' } });
      const purge = await eventually(
        () => expectOk(aged, 'log_get_list', { sid: s, fields: ['id', 'arguments'], filters: { action: 'log_purge' } }),
        (e) => e.rows.length > 0,
        20_000,
      );
      const args = JSON.parse(purge.rows[0].arguments);
      expect(args).toMatchObject({ deleted: 23, batches: 5, batch_size: 5 });
      expect(args.older_than).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect((await expectOk(aged, 'log_get_list', { sid: s, fields: ['id'], filters: { action: 'ancient' } })).rows).toEqual([]);
      await eventually(
        () => expectOk(aged, 'log_get_list', { sid: s, fields: ['id'], filters: { object_name: 'recent-one' } }),
        (e) => e.rows.length === 1,
        5000,
      );
    } finally {
      await aged.stop();
    }
  }, 90_000);
});
