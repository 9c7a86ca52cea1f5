// Live lists across server processes (generated/docs/guides/live-lists.md, README "Several server processes"): two servers on
// one database share change events through Redis (SVC_REDIS_URL), so a write made through either
// reaches the sockets held by both, and a session ended (or an ACL taken away) through one ends its sockets on the other.
// Needs SVC_TEST_REDIS_URL (else skipped, like test/unit/redis-bus.test.ts).
//
// Every server process on that Redis publishes to the same channel, so other test files' servers may
// cause extra (identical) pushes here: the tests only wait for frames showing their own records, and
// never count frames.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';
import { sleep, SocketPool, watch, type Query } from './live-client.js';

const redisUrl = process.env.SVC_TEST_REDIS_URL;

let p1: TestServer;
let p2: TestServer;
let sid1: string;
let sid2: string;
let tenantId: number;
const pool = new SocketPool();

type Row = Record<string, any>;
const rowOf = (frame: any, id: number): Row | undefined => frame?.rows?.find((r: Row) => r.id === id);

async function open(server: TestServer, query: Query) {
  const { live, first } = await watch(server, query);
  pool.add(live);
  return { live, first };
}

async function sessionIds(server: TestServer): Promise<string[]> {
  return (await server.dbQuery('SELECT sid FROM sessions')).map((r) => String(r.sid));
}

describe.skipIf(!redisUrl)('two server processes sharing SVC_REDIS_URL and one database', () => {
  beforeAll(async () => {
    p1 = await startServer({ env: { SVC_REDIS_URL: redisUrl! } });
    p2 = await startServer({ env: { SVC_REDIS_URL: redisUrl! }, reuse: { dbUrl: p1.dbUrl, dataDir: p1.dataDir } });
    sid1 = await p1.superSid();
    sid2 = await p2.superSid();
    tenantId = (await expectOk(p1, 'tenant_create', { sid: sid1, arguments: { name: 'procs' } })).rows[0].id;
  });
  afterEach(async () => {
    await pool.closeAll();
  });
  afterAll(async () => {
    await pool.closeAll();
    await p2?.stop({ keep: true }); // the database and data directory are p1's
    await p1?.stop();
  });

  it('a write on process 1 reaches a socket on process 2 within a second, and the other way round', async () => {
    const query = { action: 'user_get_list', filters: { tenant_id: tenantId }, fields: ['id', 'name'] };
    const { live: on2, first: f2 } = await open(p2, { ...query, sid: sid2 });
    const { live: on1, first: f1 } = await open(p1, { ...query, sid: sid1 });
    expect([f1.status, f2.status]).toEqual([0, 0]);

    for (const [writer, writerSid, watcher, name] of [
      [p1, sid1, on2, 'from-p1'],
      [p2, sid2, on1, 'from-p2'],
    ] as const) {
      const from = watcher.mark();
      const env = await expectOk(writer, 'user_create', { sid: writerSid, arguments: { tenant_id: tenantId, name, password: 'user-pass-1' } });
      const written = Date.now();
      const id = env.rows[0].id as number;
      const push = await watcher.next((f) => Boolean(rowOf(f, id)), { from, timeoutMs: 3000 });
      const latency = watcher.arrivals[watcher.frames.indexOf(push)]! - written;
      expect([name, latency < 1000]).toEqual([name, true]);
      expect(rowOf(push, id)).toEqual({ id, name });
    }
  });

  it('updates and deletes of hosts (tenant-less) and DIs made on process 2 reach a socket on process 1', async () => {
    const hosts = await open(p1, { action: 'host_get_list', sid: sid1, filters: { name: { '~': 'proc-h%' } }, fields: ['id', 'name', 'blocked'] });
    const osf = (await expectOk(p1, 'osf_create', { sid: sid1, arguments: { tenant_id: tenantId, name: 'proc-osf' } })).rows[0].id;
    const dis = await open(p1, { action: 'di_get_list', sid: sid1, filters: { osf_id: osf }, fields: ['id', 'blocked'] });

    let from = hosts.live.mark();
    const host = (await expectOk(p2, 'host_create', { sid: sid2, arguments: { name: 'proc-h1', address: '10.90.0.1' } })).rows[0].id;
    await hosts.live.next((f) => Boolean(rowOf(f, host)), { from });
    from = hosts.live.mark();
    await expectOk(p2, 'host_update', { sid: sid2, filters: { id: host }, arguments: { blocked: 1 } });
    await hosts.live.next((f) => rowOf(f, host)?.blocked === 1, { from });
    from = hosts.live.mark();
    await expectOk(p2, 'host_delete', { sid: sid2, filters: { id: host } });
    await hosts.live.next((f) => f.status === 0 && !rowOf(f, host), { from });

    from = dis.live.mark();
    const di = (await expectOk(p2, 'di_create', { sid: sid2, arguments: { osf_id: osf, disk_image: 'proc.qcow2' } })).rows[0].id;
    await dis.live.next((f) => Boolean(rowOf(f, di)), { from });
    from = dis.live.mark();
    await expectOk(p2, 'di_update', { sid: sid2, filters: { id: di }, arguments: { blocked: 1 } });
    await dis.live.next((f) => rowOf(f, di)?.blocked === 1, { from });
  });

  it('tenant isolation holds across processes: another tenant’s administrator on process 2 is never shown the record', async () => {
    const a = await makeTenantAdmin(p1, { tenant: 'procs-a', admin: 'procs-a-admin', roles: ['Users Reader'] });
    const b = await makeTenantAdmin(p1, { tenant: 'procs-b', admin: 'procs-b-admin', roles: ['Users Reader'] });
    const onA = await open(p2, { action: 'user_get_list', sid: a.sid, fields: ['id', 'tenant_id'] });
    const onB = await open(p2, { action: 'user_get_list', sid: b.sid, fields: ['id', 'tenant_id'] });
    const [ma, mb] = [onA.live.mark(), onB.live.mark()];
    const id = (await expectOk(p1, 'user_create', { sid: sid1, arguments: { tenant_id: a.tenantId, name: 'only-a', password: 'user-pass-1' } })).rows[0].id;
    await onA.live.next((f) => Boolean(rowOf(f, id)), { from: ma });
    await sleep(600);
    for (const frame of onB.live.frames.slice(mb)) expect(frame).toEqual({ status: 0, message: 'Successful completion', total: 0, rows: [] });
  });

  it('a session logged out through process 1 ends its socket on process 2 (final 3200, close 1000)', async () => {
    const s = await p1.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const { live } = await open(p2, { action: 'user_get_list', sid: s, filters: { tenant_id: tenantId }, fields: ['id'] });
    const res = await p1.fetch('/api/logout', { method: 'POST', body: new URLSearchParams({ sid: s }) });
    expect(((await res.json()) as Envelope).status).toBe(0);
    const t0 = Date.now();
    expect((await live.waitClose(3000)).code).toBe(1000);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(live.frames.at(-1)).toMatchObject({ status: 3200 });
  });

  it('an ACL taken away through process 1 ends the socket on process 2 (final 4210, close 1000), without a write to the list', async () => {
    const t = await makeTenantAdmin(p1, { tenant: 'procs-acl', admin: 'procs-acl-admin', roles: ['Users Reader'] });
    const { live, first } = await open(p2, { action: 'user_get_list', sid: t.sid, fields: ['id'] });
    expect(first.status).toBe(0);
    const t0 = Date.now();
    await expectOk(p1, 'administrator_update', { sid: sid1, filters: { id: t.adminId }, arguments: { __roles_changes__: { unassign_roles: ['Users Reader'] } } });
    const closed = await live.waitClose(4000);
    expect({ code: closed.code, within: Date.now() - t0 < 2500 }).toEqual({ code: 1000, within: true });
    expect(live.frames.map((f) => f.status)).toEqual([0, 4210]);
  });

  it('a socket opened with login/password/tenant on process 2 has its own session, gone when it closes', async () => {
    const before = await sessionIds(p1);
    const { live, first } = await watch(p2, {
      action: 'user_get_list',
      login: 'superadmin',
      password: SUPERADMIN_PASSWORD,
      tenant: '*',
      filters: { tenant_id: tenantId },
      fields: ['id'],
    });
    pool.add(live);
    expect(first.status).toBe(0);
    const own = (await sessionIds(p1)).filter((s) => !before.includes(s));
    expect(own).toHaveLength(1);
    // the table holds the session's hash only (runtime/auth/sessions.ts): what it holds opens nothing
    expect((await p1.api('user_get_list', { sid: own[0], filters: { tenant_id: tenantId } })).status).toBe(3200);
    await live.close();
    const deadline = Date.now() + 3000;
    while ((await sessionIds(p1)).includes(own[0]!) && Date.now() < deadline) await sleep(50);
    expect(await sessionIds(p1)).not.toContain(own[0]);
  });
});
