// The host family (generated/docs/hosts.md, generated/docs/guides/errors.md, docs/decisions.md "Records"): the eight actions, mandatory name
// and address, the state given on creation, the frontend/backend flags, unique name and address, the
// vm_id filter, the running-VM counter (a numeric string in lists, an integer in host_get_state),
// blocked, custom properties on hosts and the rule that a host running VMs cannot be deleted.
// Virtual machines have no actions yet: they are inserted into the server's database directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let user1: number;
let osf1: number;
let vmSeq = 0;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createHost(args: Record<string, unknown>): Promise<number> {
  return (await ok('host_create', { arguments: args })).rows[0].id;
}

async function details(id: number): Promise<Row> {
  const env = await ok('host_get_details', { filters: { id } });
  expect(env.rows).toHaveLength(1);
  return env.rows[0];
}

/** A virtual machine row on `hostId` (null: none); answers its id. */
async function insertVm(hostId: number | null, state: string): Promise<number> {
  const name = `vm-${++vmSeq}`;
  await server.dbQuery(
    'INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state, host_id) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
    [t1, user1, osf1, name, 'default', state, 'disconnected', hostId],
  );
  const rows = await server.dbQuery('SELECT id FROM vms WHERE user_id = ? AND name = ?', [user1, name]);
  return Number(rows[0]!.id);
}

async function vmHost(vmId: number): Promise<unknown> {
  const rows = await server.dbQuery('SELECT host_id FROM vms WHERE id = ?', [vmId]);
  return rows[0]!.host_id;
}

function expectFailure(env: Envelope, id: number, status: number): void {
  expect(env.status).toBe(1200);
  expect(env.total).toBe(0);
  expect(env.rows).toEqual([]);
  expect(Object.keys(env.failures)).toEqual([String(id)]);
  expect(env.failures[String(id)].status).toBe(status);
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'hosts-t1' } })).rows[0].id;
  user1 = (await ok('user_create', { arguments: { tenant_id: t1, name: 'vm-owner', password: 'pass-1234' } })).rows[0].id;
  osf1 = (await ok('osf_create', { arguments: { tenant_id: t1, name: 'hosts-osf' } })).rows[0].id;
  await ok('property_create', { arguments: { key: 'rack', tenant_id: t1, __property_assign__: ['host'] } });
  await ok('property_create', { arguments: { key: 'room', tenant_id: t1, __property_assign__: ['host'] } });
  await ok('property_create', { arguments: { key: 'colour', tenant_id: t1, __property_assign__: ['user'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('host_create', () => {
  it('creates a host with defaults; details show every field', async () => {
    const env = await ok('host_create', { arguments: { name: ' node-1 ', address: '10.0.0.1' } });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const id = env.rows[0].id;
    expect(await details(id)).toEqual({
      id,
      name: 'node-1',
      description: null,
      address: '10.0.0.1',
      frontend: 1,
      backend: 1,
      state: 'stopped',
      load: null,
      blocked: 0,
      number_of_vms_connected: '0',
      properties: {},
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('takes state, frontend, backend, blocked and description', async () => {
    const id = await createHost({
      name: 'node-2',
      address: 'node-2.example.org',
      state: 'running',
      frontend: 0,
      backend: 1,
      blocked: 1,
      description: 'rack two',
    });
    const row = await details(id);
    expect([row.state, row.frontend, row.backend, row.blocked, row.description]).toEqual(['running', 0, 1, 1, 'rack two']);
    const backendOnly = await createHost({ name: 'node-3', address: '10.0.0.3', frontend: 1, backend: 0 });
    expect(await details(backendOnly)).toMatchObject({ frontend: 1, backend: 0, state: 'stopped' });
  });

  it('name and address are mandatory → 6240; tenant_id is no argument of hosts → 6230', async () => {
    for (const args of [{ address: '10.0.9.1' }, { name: 'lonely' }]) {
      const env = await server.api('host_create', { sid, arguments: args });
      expect([args, env.status]).toEqual([args, 6240]);
    }
    expect((await server.api('host_create', { sid, arguments: { name: 'x', address: '10.0.9.2', tenant_id: t1 } })).status).toBe(6230);
    expect((await ok('host_get_list', { filters: { name: ['lonely', 'x'] } })).total).toBe(0);
  });

  it('a state outside the set or a malformed address → 6330', async () => {
    expect((await server.api('host_create', { sid, arguments: { name: 'bad-1', address: '10.0.9.3', state: 'flying' } })).status).toBe(6330);
    expect((await server.api('host_create', { sid, arguments: { name: 'bad-2', address: 'not an address' } })).status).toBe(6330);
  });

  it('names (case-insensitively) and addresses are unique → 7200', async () => {
    expect((await server.api('host_create', { sid, arguments: { name: 'NODE-1', address: '10.0.9.4' } })).status).toBe(7200);
    expect((await server.api('host_create', { sid, arguments: { name: 'node-99', address: '10.0.0.1' } })).status).toBe(7200);
    expect((await ok('host_get_list', { filters: { address: '10.0.9.4' } })).total).toBe(0);
  });

  it('__properties__ are stored on the host; keys of other kinds → 6340; missing value → 6420', async () => {
    const id = await createHost({ name: 'node-p', address: '10.0.0.20', __properties__: { rack: 'A1', room: 7 } });
    expect((await details(id)).properties).toEqual({ rack: 'A1', room: '7' });
    expect((await server.api('host_create', { sid, arguments: { name: 'node-q', address: '10.0.0.21', __properties__: { colour: 'red' } } })).status).toBe(6340);
    expect((await server.api('host_create', { sid, arguments: { name: 'node-q', address: '10.0.0.21', __properties__: { rack: null } } })).status).toBe(6420);
    expect((await ok('host_get_list', { filters: { name: 'node-q' } })).total).toBe(0);
  });
});

describe('host_update', () => {
  it('changes name, description, address and blocked; answers empty rows and total 1', async () => {
    const id = await createHost({ name: 'upd-1', address: '10.0.1.1' });
    const env = await ok('host_update', { filters: { id }, arguments: { name: 'upd-1b', description: 'renamed', address: '10.0.1.2', blocked: 1 } });
    expect(env).toMatchObject({ total: 1, rows: [] });
    expect(await details(id)).toMatchObject({ name: 'upd-1b', description: 'renamed', address: '10.0.1.2', blocked: 1 });
    await ok('host_update', { filters: { id }, arguments: { blocked: 0 } });
    expect((await details(id)).blocked).toBe(0);
  });

  it('state, frontend and backend are not update arguments → 6230', async () => {
    const id = await createHost({ name: 'upd-2', address: '10.0.1.3' });
    for (const args of [{ state: 'running' }, { frontend: 0 }, { backend: 0 }]) {
      expect((await server.api('host_update', { sid, filters: { id }, arguments: args })).status).toBe(6230);
    }
  });

  it('a taken name or address → 7200 inside 1200, nothing changed', async () => {
    const id = await createHost({ name: 'upd-3', address: '10.0.1.4' });
    expectFailure(await server.api('host_update', { sid, filters: { id }, arguments: { name: 'Node-1' } }), id, 7200);
    expectFailure(await server.api('host_update', { sid, filters: { id }, arguments: { address: '10.0.0.1' } }), id, 7200);
    expect(await details(id)).toMatchObject({ name: 'upd-3', address: '10.0.1.4' });
  });

  it('__properties_changes__ sets and deletes host properties', async () => {
    const id = await createHost({ name: 'upd-4', address: '10.0.1.5', __properties__: { rack: 'B2' } });
    await ok('host_update', { filters: { id }, arguments: { __properties_changes__: { set: { room: '12' }, delete: ['rack'] } } });
    expect((await details(id)).properties).toEqual({ room: '12' });
    expectFailure(await server.api('host_update', { sid, filters: { id }, arguments: { __properties_changes__: { set: { colour: 'x' } } } }), id, 6340);
  });

  it('no id filter → 6220; no match → 1300', async () => {
    expect((await server.api('host_update', { sid, arguments: { description: 'x' } })).status).toBe(6220);
    expect((await server.api('host_update', { sid, filters: { id: 999999 }, arguments: { description: 'x' } })).status).toBe(1300);
  });
});

describe('lists, vm_id filter and state', () => {
  let busy: number;
  let idle: number;
  let runningVm: number;

  beforeAll(async () => {
    busy = await createHost({ name: 'busy', address: '10.0.2.1', state: 'running' });
    idle = await createHost({ name: 'idle', address: '10.0.2.2', state: 'running' });
    runningVm = await insertVm(busy, 'running');
    await insertVm(busy, 'running');
    await insertVm(busy, 'starting');
    await insertVm(idle, 'stopped');
  });

  it('host_get_list counts the running VMs of each host as a numeric string', async () => {
    const env = await ok('host_get_list', { filters: { id: [busy, idle] }, fields: ['name', 'number_of_vms_connected'], order_by: { field: 'name' } });
    expect(env.rows).toEqual([
      { name: 'busy', number_of_vms_connected: '2' },
      { name: 'idle', number_of_vms_connected: '0' },
    ]);
  });

  it('host_get_state answers the counter as an integer; id is mandatory → 6220', async () => {
    expect((await ok('host_get_state', { filters: { id: busy } })).rows).toEqual([{ number_of_vms_connected: 2 }]);
    expect((await ok('host_get_state', { filters: { id: idle } })).rows).toEqual([{ number_of_vms_connected: 0 }]);
    expect((await server.api('host_get_state', { sid })).status).toBe(6220);
  });

  it('vm_id selects the host running that VM', async () => {
    expect((await ok('host_get_list', { filters: { vm_id: runningVm }, fields: ['id'] })).rows).toEqual([{ id: busy }]);
    expect((await ok('host_all_ids', { filters: { vm_id: runningVm } })).rows).toEqual([busy]);
    expect((await ok('host_get_list', { filters: { vm_id: 999999 } })).total).toBe(0);
  });

  it('filters by state, blocked, frontend and backend; orders by address', async () => {
    const running = (await ok('host_get_list', { filters: { state: 'running' }, fields: ['name'], order_by: { field: 'name' } })).rows;
    expect(running).toEqual([{ name: 'busy' }, { name: 'idle' }, { name: 'node-2' }]);
    expect((await ok('host_get_list', { filters: { blocked: 1 }, fields: ['name'] })).rows).toEqual([{ name: 'node-2' }]);
    expect((await ok('host_get_list', { filters: { frontend: 0 }, fields: ['name'] })).rows).toEqual([{ name: 'node-2' }]);
    expect((await ok('host_get_list', { filters: { backend: 0 }, fields: ['name'] })).rows).toEqual([{ name: 'node-3' }]);
    const byAddress = (await ok('host_get_list', { fields: ['address'], order_by: { field: 'address', order: '-desc' } })).rows.map((r: Row) => r.address);
    expect(byAddress).toEqual([...byAddress].sort().reverse());
    expect((await server.api('host_get_list', { sid, order_by: { field: 'frontend' } })).status).toBe(6610);
  });

  it('host_tiny_list answers id and name of every host, and takes no filter', async () => {
    const env = await ok('host_tiny_list');
    const all = await ok('host_all_ids');
    expect(env.rows.map((r: Row) => r.id)).toEqual(all.rows);
    for (const row of env.rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect((await server.api('host_tiny_list', { sid, filters: { name: 'busy' } })).status).toBe(6210);
  });

  it('host_all_ids answers integers in id order', async () => {
    const env = await ok('host_all_ids');
    expect(env.rows.every((id: unknown) => Number.isInteger(id))).toBe(true);
    expect(env.rows).toEqual([...env.rows].sort((a: number, b: number) => a - b));
    expect(env.total).toBe(env.rows.length);
    expect((await ok('host_all_ids', { filters: { name: 'idle' } })).rows).toEqual([idle]);
  });

  it('a property key is a filter and field token of hosts', async () => {
    const env = await ok('host_get_list', { filters: { rack: 'A1' }, fields: ['name', 'rack'] });
    expect(env.rows).toEqual([{ name: 'node-p', rack: 'A1' }]);
  });
});

describe('host_delete', () => {
  it('deletes a host and its property values', async () => {
    const id = await createHost({ name: 'del-1', address: '10.0.3.1', __properties__: { rack: 'Z' } });
    expect((await ok('host_delete', { filters: { id } })).total).toBe(1);
    expect((await ok('host_get_details', { filters: { id } })).rows).toEqual([]);
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'host' AND object_id = ?", [id])).toEqual([]);
  });

  it('a host with running VMs cannot be deleted (7120 in 1200); with stopped ones it can, and they forget it', async () => {
    const id = await createHost({ name: 'del-2', address: '10.0.3.2', state: 'running' });
    const vm = await insertVm(id, 'running');
    const stopped = await insertVm(id, 'stopped');
    expectFailure(await server.api('host_delete', { sid, filters: { id } }), id, 7120);
    expect((await details(id)).name).toBe('del-2');
    await server.dbQuery("UPDATE vms SET state = 'stopped' WHERE id = ?", [vm]);
    expect((await ok('host_delete', { filters: { id } })).total).toBe(1);
    expect(await vmHost(vm)).toBeNull();
    expect(await vmHost(stopped)).toBeNull();
  });

  it('several hosts: only the one with running VMs fails', async () => {
    const a = await createHost({ name: 'del-3', address: '10.0.3.3' });
    const b = await createHost({ name: 'del-4', address: '10.0.3.4' });
    await insertVm(b, 'starting');
    const env = await server.api('host_delete', { sid, filters: { id: [a, b] } });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(1);
    expect(Object.keys(env.failures)).toEqual([String(b)]);
    expect(env.failures[String(b)].status).toBe(7120);
    expect((await ok('host_all_ids', { filters: { id: [a, b] } })).rows).toEqual([b]);
  });

  it('no id filter → 6220; no match → 1300', async () => {
    expect((await server.api('host_delete', { sid })).status).toBe(6220);
    expect((await server.api('host_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});
