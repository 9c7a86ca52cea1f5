// The VM life cycle with the simulated hypervisor (docs/decisions.md "Virtual machines"): start → starting → running (user
// connected), user disconnect, stop → stopping → stopped, with the host, ports and image in use held
// while it runs and the counters and statistics following at once; each exec action's refusals inside
// 1200; the host choice; a massive start of 50 VMs with some refused; and the channels every change
// raises, heard on Redis as another process would.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, startServer, type TestServer } from './harness.js';

const REDIS = process.env.SVC_TEST_REDIS_URL;

let server: TestServer;
let sid: string;
let tenantId: number;
let userId: number;
let osfId: number;
let diId: number;
let hostA: number;
let hostB: number;

async function vm(id: number): Promise<Record<string, any>> {
  return (await expectOk(server, 'vm_get_details', { sid, filters: { id } })).rows![0];
}

async function newVm(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  return (await expectOk(server, 'vm_create', { sid, arguments: { name, user_id: userId, osf_id: osfId, ...extra } })).rows![0].id;
}

async function stopAll(): Promise<void> {
  await server.api('vm_stop', { sid, filters: { osf_id: osfId } });
  await eventually(
    async () => (await expectOk(server, 'vm_get_list', { sid, filters: { state: { '!=': 'stopped' }, osf_id: osfId }, block: 1 })).total,
    (n) => n === 0,
    10_000,
  );
}

beforeAll(async () => {
  server = await startServer({
    env: { SVC_SIM_DELAY_MS: '200', SVC_SIM_USER_CONNECT_MS: '200', ...(REDIS ? { SVC_REDIS_URL: REDIS } : {}) },
  });
  sid = await server.superSid();
  tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'life' } })).rows![0].id;
  userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: 'liver', password: 'liver-pass-1' } })).rows![0].id;
  osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'life-osf' } })).rows![0].id;
  diId = (await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'life.img', osf_id: osfId } })).rows![0].id;
  hostA = (await expectOk(server, 'host_create', { sid, arguments: { name: 'life-a', address: '10.8.0.1', state: 'running' } })).rows![0].id;
  hostB = (await expectOk(server, 'host_create', { sid, arguments: { name: 'life-b', address: '10.8.0.2', state: 'running' } })).rows![0].id;
});

afterAll(async () => {
  await server?.stop();
});

describe('the life cycle', () => {
  it('starts, runs, connects the user, disconnects, stops, and the counters follow at once', async () => {
    const id = await newVm('cycle');
    const started = await server.api('vm_start', { sid, filters: { id } });
    expect(started).toMatchObject({ status: 0, total: 1, rows: [] });
    const starting = await vm(id);
    expect(starting).toMatchObject({ state: 'starting', host_id: hostA, di_id_in_use: diId, ssh_port: 20000, vnc_port: 30000, serial_port: 40000 });

    const running = await eventually(() => vm(id), (v) => v.state === 'running');
    expect(running.state).toBe('running');
    expect(running.ip_in_use).toBe(running.ip); // the address it runs with (null while stopped, below)
    const connected = await eventually(() => vm(id), (v) => v.user_state === 'connected');
    expect(connected.user_state).toBe('connected');
    const user = (await expectOk(server, 'user_get_list', { sid, filters: { id: userId } })).rows![0];
    expect(user).toMatchObject({ number_of_vms: '1', number_of_vms_connected: '1' });
    expect((await expectOk(server, 'host_get_list', { sid, filters: { id: hostA } })).rows![0].number_of_vms_connected).toBe('1');
    expect((await expectOk(server, 'host_get_state', { sid, filters: { id: hostA } })).rows![0].number_of_vms_connected).toBe(1);
    const stats = await expectOk(server, 'svc_objects_statistics', { sid });
    expect(stats).toMatchObject({ running_vms_count: 1, connected_users_count: 1 });
    expect(stats.top_populated_hosts[0]).toEqual({ id: hostA, number_of_vms: 1, name: 'life-a' });

    expect(await server.api('vm_user_disconnect', { sid, filters: { id } })).toMatchObject({ status: 0, total: 1 });
    expect((await vm(id)).user_state).toBe('disconnected');
    expect((await expectOk(server, 'svc_objects_statistics', { sid })).connected_users_count).toBe(0);

    expect(await server.api('vm_stop', { sid, filters: { id } })).toMatchObject({ status: 0, total: 1 });
    expect((await vm(id)).state).toBe('stopping');
    const stopped = await eventually(() => vm(id), (v) => v.state === 'stopped');
    expect(stopped).toMatchObject({ state: 'stopped', user_state: 'disconnected', host_id: null, host_name: null, di_id_in_use: null, ip_in_use: null, ssh_port: null, vnc_port: null, serial_port: null });
    expect((await expectOk(server, 'svc_objects_statistics', { sid })).running_vms_count).toBe(0);
    expect((await expectOk(server, 'host_get_state', { sid, filters: { id: hostA } })).rows![0].number_of_vms_connected).toBe(0);
  });
});

describe('refusals inside 1200', () => {
  function failure(env: Record<string, any>, id: number): number {
    expect(env.status, JSON.stringify(env)).toBe(1200);
    return env.failures[String(id)].status;
  }

  it('refuses to start a VM that is not stopped or is blocked (5130), to stop a stopped one (5120), to disconnect a disconnected user (5110)', async () => {
    const id = await newVm('refusals');
    expect(failure(await server.api('vm_stop', { sid, filters: { id } }), id)).toBe(5120);
    expect(failure(await server.api('vm_user_disconnect', { sid, filters: { id } }), id)).toBe(5110);
    await expectOk(server, 'vm_start', { sid, filters: { id } });
    expect(failure(await server.api('vm_start', { sid, filters: { id } }), id)).toBe(5130);
    await eventually(() => vm(id), (v) => v.state === 'running');
    expect(failure(await server.api('vm_start', { sid, filters: { id } }), id)).toBe(5130);
    await stopAll();
    const blocked = await newVm('blocked', { blocked: 1 });
    expect(failure(await server.api('vm_start', { sid, filters: { id: blocked } }), blocked)).toBe(5130);
    expect((await vm(blocked)).state).toBe('stopped');
    expect((await server.api('vm_start', { sid, filters: { id: 99_999_999 } })).status).toBe(1300);
  });

  it('refuses with 5140 when no running, unblocked backend host is left', async () => {
    const id = await newVm('nohost');
    await expectOk(server, 'host_update', { sid, filters: { id: hostA }, arguments: { blocked: 1 } });
    await server.dbExecute("UPDATE hosts SET state = 'stopped' WHERE id = ?", [hostB]);
    try {
      expect(failure(await server.api('vm_start', { sid, filters: { id } }), id)).toBe(5140);
      await server.dbExecute("UPDATE hosts SET state = 'running', backend = 0 WHERE id = ?", [hostB]);
      expect(failure(await server.api('vm_start', { sid, filters: { id } }), id)).toBe(5140);
      expect((await vm(id)).state).toBe('stopped');
    } finally {
      await expectOk(server, 'host_update', { sid, filters: { id: hostA }, arguments: { blocked: 0 } });
      await server.dbExecute("UPDATE hosts SET state = 'running', backend = 1 WHERE id = ?", [hostB]);
    }
  });

  it('chooses the host with the fewest VMs not stopped, ties by id', async () => {
    await stopAll();
    const first = await newVm('place-1');
    const second = await newVm('place-2');
    const third = await newVm('place-3');
    await expectOk(server, 'vm_start', { sid, filters: { id: first } });
    expect((await vm(first)).host_id).toBe(hostA); // a tie: the lower id
    await expectOk(server, 'vm_start', { sid, filters: { id: second } });
    expect((await vm(second)).host_id).toBe(hostB); // A holds one
    await expectOk(server, 'vm_start', { sid, filters: { id: third } });
    expect((await vm(third)).host_id).toBe(hostA); // a tie again
    expect((await vm(third)).vnc_port).toBe(30001); // A's next free slot
    await stopAll();
  });
});

describe('massive start and stop', () => {
  it('starts 50 VMs but the 5 blocked ones, which come back in failures, then stops them', async () => {
    const osf = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'mass-osf' } })).rows![0].id;
    await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'mass.img', osf_id: osf } });
    const ids: number[] = [];
    const blocked: number[] = [];
    for (let i = 0; i < 50; i++) {
      const id = (await expectOk(server, 'vm_create', { sid, arguments: { name: `mass-${i}`, user_id: userId, osf_id: osf, blocked: i % 10 === 0 ? 1 : 0 } })).rows![0].id;
      ids.push(id);
      if (i % 10 === 0) blocked.push(id);
    }
    const started = await server.api('vm_start', { sid, filters: { osf_id: osf } });
    expect(started.status).toBe(1200);
    expect(started.total).toBe(45);
    expect(Object.keys(started.failures).map(Number).sort((a, b) => a - b)).toEqual(blocked);
    for (const id of blocked) expect(started.failures[String(id)].status).toBe(5130);
    const running = await eventually(
      async () => (await expectOk(server, 'vm_get_list', { sid, filters: { osf_id: osf, state: 'running' }, block: 1 })).total,
      (n) => n === 45,
      15_000,
    );
    expect(running).toBe(45);
    const stopped = await server.api('vm_stop', { sid, filters: { osf_id: osf } });
    expect(stopped.status).toBe(1200);
    expect(stopped.total).toBe(45);
    for (const id of blocked) expect(stopped.failures[String(id)].status).toBe(5120);
    const left = await eventually(
      async () => (await expectOk(server, 'vm_get_list', { sid, filters: { osf_id: osf, state: { '!=': 'stopped' } }, block: 1 })).total,
      (n) => n === 0,
      15_000,
    );
    expect(left).toBe(0);
  });
});

describe.skipIf(!REDIS)('channels of every VM change', () => {
  let listener: Redis;
  const heard: { channel: string; tenantId: number | null }[] = [];

  beforeAll(async () => {
    listener = new Redis(REDIS!);
    // the server publishes on its database's own channel: listen to every deployment, keep ours
    await listener.psubscribe('svc:changes*');
    listener.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      const event = JSON.parse(message) as { channel: string; tenantId: number | null };
      if (event.tenantId === tenantId) heard.push(event);
    });
  });
  afterAll(() => listener?.disconnect());

  async function raised(write: () => Promise<unknown>, expected: string[]): Promise<string[]> {
    heard.length = 0;
    await write();
    const got = await eventually(
      async () => heard.map((e) => e.channel),
      (channels) => expected.every((c) => channels.includes(c)),
      5000,
    );
    return got;
  }

  it('raises vm_created, vm_changed, vm_blocked_or_unblocked, vm_expiration_date_changed, vm_deleted and vm_removed with the tenant', async () => {
    let id = 0;
    expect(await raised(async () => (id = await newVm('heard')), ['vm_created'])).toContain('vm_created');
    expect(await raised(() => expectOk(server, 'vm_update', { sid, filters: { id }, arguments: { description: 'd' } }), ['vm_changed'])).toEqual(['vm_changed']);
    expect(await raised(() => expectOk(server, 'vm_update', { sid, filters: { id }, arguments: { blocked: 1 } }), ['vm_changed', 'vm_blocked_or_unblocked'])).toEqual(
      expect.arrayContaining(['vm_changed', 'vm_blocked_or_unblocked']),
    );
    await expectOk(server, 'vm_update', { sid, filters: { id }, arguments: { blocked: 0 } });
    expect(
      await raised(() => expectOk(server, 'vm_update', { sid, filters: { id }, arguments: { expiration_soft: '2031-01-01T00:00:00' } }), ['vm_expiration_date_changed']),
    ).toContain('vm_expiration_date_changed');
    // the start and the driver's starting → running each raise vm_changed
    const changes = await raised(() => expectOk(server, 'vm_start', { sid, filters: { id } }), ['vm_changed']);
    expect(changes).toContain('vm_changed');
    await eventually(() => vm(id), (v) => v.state === 'running');
    await eventually(async () => heard.filter((e) => e.channel === 'vm_changed').length, (n) => n >= 2, 5000);
    expect(heard.filter((e) => e.channel === 'vm_changed').length).toBeGreaterThanOrEqual(2);
    await stopAll();
    expect(await raised(() => expectOk(server, 'vm_delete', { sid, filters: { id } }), ['vm_deleted', 'vm_removed'])).toEqual(
      expect.arrayContaining(['vm_deleted', 'vm_removed']),
    );
  });
});
