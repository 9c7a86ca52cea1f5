// svc_objects_statistics (generated/docs/statistics.md) and dis_in_staging (generated/docs/dis.md).
// Statistics: every counter, top_populated_hosts and vms_with_expiration_date for a superadministrator
// (all tenants) and a tenant administrator (their tenant; hosts are global), their limits and order,
// and the per-statistic ACLs. Users, hosts, OSFs and DIs are created through the API; virtual machines
// are inserted into the server's database directly, so that every state and expiration is exact.
// dis_in_staging: the regular files of SVC_DATA_DIR/staging, sorted, and 2230 without the directory.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

/** The time left until a UTC date as statistics show it: whole days exact, the rest of the day any. */
function remainingUntil(date: string) {
  const days = Math.floor((Date.parse(`${date}Z`) - Date.now()) / 86_400_000);
  return { days, hours: expect.any(Number), minutes: expect.any(Number), seconds: expect.any(Number) };
}

type Row = Record<string, any>;

const STATS_ACLS = [
  'user.stats.summary',
  'user.stats.blocked',
  'user.stats.connected-users',
  'host.stats.summary',
  'host.stats.blocked',
  'host.stats.running-hosts',
  'host.stats.top-hosts-most-vms',
  'osf.stats.summary',
  'di.stats.summary',
  'di.stats.blocked',
  'vm.stats.summary',
  'vm.stats.blocked',
  'vm.stats.running-vms',
  'vm.stats.close-to-expire',
];

const COUNTERS = [
  'blocked_vms_count',
  'blocked_users_count',
  'blocked_hosts_count',
  'blocked_dis_count',
  'osfs_count',
  'running_vms_count',
  'connected_users_count',
  'hosts_count',
  'running_hosts_count',
  'dis_count',
  'vms_count',
  'users_count',
];

let server: TestServer;
let sid: string;
let ta: number;
let tb: number;
let adminA: string; // every stats ACL, tenant A
let partialA: string; // users_count and top hosts only
let noneA: string; // no stats ACL, but di.create.
const ids: Record<string, number> = {};

async function ok(action: string, params: Record<string, unknown> = {}, as = sid): Promise<Envelope> {
  return expectOk(server, action, { sid: as, ...params });
}

async function user(name: string, tenant: number, blocked = 0) {
  ids[name] = (await ok('user_create', { arguments: { tenant_id: tenant, name, password: 'user-pass-1', blocked } })).rows[0].id;
}

async function host(name: string, state: string, blocked = 0) {
  ids[name] = (await ok('host_create', { arguments: { name, address: `10.0.0.${Object.keys(ids).length + 1}`, state, blocked } })).rows[0].id;
}

async function osf(name: string, tenant: number) {
  ids[name] = (await ok('osf_create', { arguments: { name, tenant_id: tenant } })).rows[0].id;
}

async function di(name: string, osfName: string, blocked = 0) {
  ids[name] = (await ok('di_create', { arguments: { disk_image: `${name}.img`, osf_id: ids[osfName], blocked } })).rows[0].id;
}

interface Vm {
  user: string;
  osf: string;
  state?: string;
  userState?: string;
  host?: string;
  blocked?: number;
  soft?: string;
  hard?: string;
}

async function vm(name: string, tenant: number, v: Vm) {
  await server.dbQuery(
    `INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state, host_id, expiration_soft, expiration_hard)
     VALUES (?, ?, ?, ?, 'default', ?, ?, ?, ?, ?, ?)`,
    [tenant, ids[v.user], ids[v.osf], name, v.blocked ?? 0, v.state ?? 'stopped', v.userState ?? 'disconnected', v.host ? ids[v.host] : null, v.soft ?? null, v.hard ?? null],
  );
  ids[name] = Number((await server.dbQuery('SELECT id FROM vms WHERE name = ? AND user_id = ?', [name, ids[v.user]]))[0]!.id);
}

/** The statistics part of an envelope: everything but status and message. */
function stats(env: Envelope): Row {
  const { status: _s, message: _m, sid: _sid, ...rest } = env;
  return rest;
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  const a = await makeTenantAdmin(server, { tenant: 'stats-a', admin: 'stats-admin', acls: STATS_ACLS });
  ta = a.tenantId;
  adminA = a.sid;
  partialA = (await makeTenantAdmin(server, { tenant: 'stats-a', admin: 'stats-partial', acls: ['user.stats.summary', 'host.stats.top-hosts-most-vms'] })).sid;
  noneA = (await makeTenantAdmin(server, { tenant: 'stats-a', admin: 'stats-none', acls: ['di.create.'] })).sid;
  tb = (await makeTenantAdmin(server, { tenant: 'stats-b', admin: 'stats-admin-b', acls: ['user.stats.summary'] })).tenantId;

  await user('uA1', ta);
  await user('uA2', ta, 1);
  await user('uA3', ta);
  await user('uB1', tb);
  await user('uB2', tb, 1);
  await host('h1', 'running');
  await host('h2', 'running', 1);
  await host('h3', 'stopped');
  await host('h4', 'running');
  await osf('oA1', ta);
  await osf('oA2', ta);
  await osf('oB1', tb);
  await di('dA1', 'oA1');
  await di('dA2', 'oA1', 1);
  await di('dB1', 'oB1', 1);

  await vm('vA1', ta, { user: 'uA1', osf: 'oA1', state: 'running', host: 'h1', userState: 'connected' });
  await vm('vA2', ta, { user: 'uA1', osf: 'oA1', state: 'running', host: 'h1' });
  await vm('vA3', ta, { user: 'uA3', osf: 'oA2', state: 'running', host: 'h2', userState: 'connected', blocked: 1 });
  await vm('vA4', ta, { user: 'uA2', osf: 'oA1', soft: '2030-01-01T00:00:00', hard: '2030-02-01T00:00:00' });
  await vm('vA5', ta, { user: 'uA3', osf: 'oA2', hard: '2029-06-01T00:00:00' });
  await vm('vB1', tb, { user: 'uB1', osf: 'oB1', state: 'running', host: 'h2', userState: 'connected' });
  await vm('vB2', tb, { user: 'uB1', osf: 'oB1', state: 'running', host: 'h2', userState: 'connected' });
  await vm('vB3', tb, { user: 'uB1', osf: 'oB1', state: 'running', host: 'h4' });
  await vm('vB4', tb, { user: 'uB2', osf: 'oB1', blocked: 1, soft: '2028-01-01T00:00:00', hard: '2028-02-01T00:00:00' });
  // a starting VM is not running, a connecting user not connected
  await vm('vB5', tb, { user: 'uB2', osf: 'oB1', state: 'starting', host: 'h1', userState: 'connecting' });
});
afterAll(async () => {
  await server?.stop();
});

describe('svc_objects_statistics', () => {
  it('counts every tenant for a superadministrator', async () => {
    const s = stats(await ok('svc_objects_statistics'));
    expect(s).toEqual({
      users_count: 5,
      blocked_users_count: 2,
      connected_users_count: 3,
      hosts_count: 4,
      blocked_hosts_count: 1,
      running_hosts_count: 3,
      osfs_count: 3,
      dis_count: 3,
      blocked_dis_count: 2,
      vms_count: 10,
      blocked_vms_count: 2,
      running_vms_count: 6,
      top_populated_hosts: [
        { id: ids.h2, number_of_vms: 3, name: 'h2' },
        { id: ids.h1, number_of_vms: 2, name: 'h1' },
        { id: ids.h4, number_of_vms: 1, name: 'h4' },
      ],
      vms_with_expiration_date: [
        { id: ids.vB4, name: 'vB4', expiration_soft: '2028-01-01T00:00:00', expiration_hard: '2028-02-01T00:00:00', remaining_time: remainingUntil('2028-01-01T00:00:00') },
        { id: ids.vA5, name: 'vA5', expiration_soft: null, expiration_hard: '2029-06-01T00:00:00', remaining_time: remainingUntil('2029-06-01T00:00:00') },
        { id: ids.vA4, name: 'vA4', expiration_soft: '2030-01-01T00:00:00', expiration_hard: '2030-02-01T00:00:00', remaining_time: remainingUntil('2030-01-01T00:00:00') },
      ],
    });
    for (const name of COUNTERS) expect(Number.isInteger(s[name])).toBe(true);
  });

  it("counts a tenant administrator's tenant only, hosts being global", async () => {
    const s = stats(await ok('svc_objects_statistics', {}, adminA));
    expect(s).toEqual({
      users_count: 3,
      blocked_users_count: 1,
      connected_users_count: 2,
      hosts_count: 4,
      blocked_hosts_count: 1,
      running_hosts_count: 3,
      osfs_count: 2,
      dis_count: 2,
      blocked_dis_count: 1,
      vms_count: 5,
      blocked_vms_count: 1,
      running_vms_count: 3,
      // only the tenant's VMs count on the shared hosts
      top_populated_hosts: [
        { id: ids.h1, number_of_vms: 2, name: 'h1' },
        { id: ids.h2, number_of_vms: 1, name: 'h2' },
      ],
      vms_with_expiration_date: [
        { id: ids.vA5, name: 'vA5', expiration_soft: null, expiration_hard: '2029-06-01T00:00:00', remaining_time: remainingUntil('2029-06-01T00:00:00') },
        { id: ids.vA4, name: 'vA4', expiration_soft: '2030-01-01T00:00:00', expiration_hard: '2030-02-01T00:00:00', remaining_time: remainingUntil('2030-01-01T00:00:00') },
      ],
    });
  });

  it('answers only the statistics whose ACL the caller holds; none of them is 4210', async () => {
    const s = stats(await ok('svc_objects_statistics', {}, partialA));
    expect(Object.keys(s).sort()).toEqual(['top_populated_hosts', 'users_count']);
    expect(s.users_count).toBe(3);
    expect(s.top_populated_hosts.map((h: Row) => h.name)).toEqual(['h1', 'h2']);
    expect((await server.api('svc_objects_statistics', { sid: noneA })).status).toBe(4210);
  });

  it('takes no filters or arguments', async () => {
    expect((await server.api('svc_objects_statistics', { sid, arguments: { x: 1 } })).status).toBe(6230);
    expect((await server.api('svc_objects_statistics', { sid, filters: { tenant_id: ta } })).status).toBe(6210);
  });

  it('fields names the figures to answer, still only those the caller holds the ACL of; an unknown one is 6250', async () => {
    const all = stats(await ok('svc_objects_statistics', {}, adminA));
    const some = stats(await ok('svc_objects_statistics', { fields: ['users_count', 'vms_with_expiration_date', 'users_count'] }, adminA));
    // the time left is read from the clock at each call: a second may pass between the two
    const withoutClock = (rows: Row[]) => rows.map(({ remaining_time, ...rest }) => ({ ...rest, remaining_days: remaining_time.days }));
    expect(Object.keys(some).sort()).toEqual(['users_count', 'vms_with_expiration_date']);
    expect(some.users_count).toBe(all.users_count);
    expect(withoutClock(some.vms_with_expiration_date)).toEqual(withoutClock(all.vms_with_expiration_date));
    expect(stats(await ok('svc_objects_statistics', { fields: ['users_count', 'vms_count'] }, partialA))).toEqual({ users_count: 3 });
    const unknown = await server.api('svc_objects_statistics', { sid, fields: ['users_count', 'no_such_figure'] });
    expect(unknown.status).toBe(6250);
    expect(unknown.additional_info).toContain('no_such_figure');
  });

  it('follows changes made through the API at once', async () => {
    await ok('user_update', { filters: { id: ids.uA1 }, arguments: { blocked: 1 } });
    await ok('host_update', { filters: { id: ids.h2 }, arguments: { blocked: 0 } });
    const s = stats(await ok('svc_objects_statistics', {}, adminA));
    expect(s.blocked_users_count).toBe(2);
    expect(s.blocked_hosts_count).toBe(0);
  });

  it('lists at most 5 hosts (ties by id) and 10 expiring VMs', async () => {
    for (const n of [5, 6, 7]) {
      await host(`h${n}`, 'running');
      await vm(`vh${n}`, tb, { user: 'uB1', osf: 'oB1', state: 'running', host: `h${n}` });
    }
    for (let i = 0; i < 10; i++) {
      await vm(`vx${i}`, tb, { user: 'uB2', osf: 'oB1', soft: `2027-01-${String(10 + i)}T00:00:00` });
    }
    const s = stats(await ok('svc_objects_statistics'));
    expect(s.top_populated_hosts.map((h: Row) => [h.name, h.number_of_vms])).toEqual([
      ['h2', 3],
      ['h1', 2],
      ['h4', 1],
      ['h5', 1],
      ['h6', 1],
    ]);
    expect(s.vms_with_expiration_date).toHaveLength(10);
    expect(s.vms_with_expiration_date.map((v: Row) => v.name)).toEqual(Array.from({ length: 10 }, (_, i) => `vx${i}`));
    // the tenant administrator's view is unchanged by the other tenant's VMs
    const a = stats(await ok('svc_objects_statistics', {}, adminA));
    expect(a.vms_with_expiration_date.map((v: Row) => v.name)).toEqual(['vA5', 'vA4']);
    expect(a.top_populated_hosts.map((h: Row) => h.name)).toEqual(['h1', 'h2']);
    expect(a.hosts_count).toBe(7);
  });
});

describe('dis_in_staging', () => {
  it('answers 2230 while the staging directory is missing', async () => {
    rmSync(join(server.dataDir, 'staging'), { recursive: true, force: true });
    const env = await server.api('dis_in_staging', { sid });
    expect(env.status).toBe(2230);
  });

  it('lists the regular files of the staging directory by name', async () => {
    const dir = join(server.dataDir, 'staging');
    mkdirSync(dir, { recursive: true });
    expect(await ok('dis_in_staging')).toMatchObject({ total: 0, rows: [] });
    writeFileSync(join(dir, 'ubuntu.qcow2'), 'x');
    writeFileSync(join(dir, 'debian.img'), 'x');
    writeFileSync(join(dir, 'Alpine.img'), 'x');
    writeFileSync(join(dir, '.upload-in-progress'), 'x');
    mkdirSync(join(dir, 'a-directory'));
    const env = await ok('dis_in_staging');
    expect(env.rows).toEqual([{ name: 'Alpine.img' }, { name: 'debian.img' }, { name: 'ubuntu.qcow2' }]);
    expect(env.total).toBe(3);
    // any administrator allowed to create disk images sees the platform's staging directory
    expect((await ok('dis_in_staging', {}, noneA)).total).toBe(3);
    expect((await server.api('dis_in_staging', { sid: adminA })).status).toBe(4210);
    expect((await server.api('dis_in_staging', { sid, arguments: { x: 1 } })).status).toBe(6230);
  });
});
