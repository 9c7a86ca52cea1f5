// The OS flavour family (generated/docs/osfs.md, generated/docs/guides/errors.md, docs/decisions.md "Records"): the seven actions, the
// number_of_vms and number_of_dis counters, the vm_id and di_id filters, the memory and user_storage
// bounds (6330), per-tenant unique names, properties, and the rule that a flavour with disk images or
// virtual machines cannot be deleted. Virtual machines are inserted into the server's database directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;
let user1: number;
let vmSeq = 0;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createOsf(args: Record<string, unknown>): Promise<number> {
  return (await ok('osf_create', { arguments: { tenant_id: t1, ...args } })).rows[0].id;
}

async function createDi(osfId: number, diskImage: string): Promise<number> {
  return (await ok('di_create', { arguments: { osf_id: osfId, disk_image: diskImage } })).rows[0].id;
}

async function details(id: number): Promise<Row> {
  const env = await ok('osf_get_details', { filters: { id } });
  expect(env.rows).toHaveLength(1);
  return env.rows[0];
}

async function insertVm(osfId: number): Promise<number> {
  const name = `vm-${++vmSeq}`;
  await server.dbQuery(
    'INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
    [t1, user1, osfId, name, 'default', 'stopped', 'disconnected'],
  );
  const rows = await server.dbQuery('SELECT id FROM vms WHERE user_id = ? AND name = ?', [user1, name]);
  return Number(rows[0]!.id);
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
  t1 = (await ok('tenant_create', { arguments: { name: 'osfs-t1' } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'osfs-t2' } })).rows[0].id;
  user1 = (await ok('user_create', { arguments: { tenant_id: t1, name: 'vm-owner', password: 'pass-1234' } })).rows[0].id;
  await ok('property_create', { arguments: { key: 'family', tenant_id: t1, __property_assign__: ['osf'] } });
  await ok('property_create', { arguments: { key: 'licence', tenant_id: t1, __property_assign__: ['osf', 'di'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('osf_create', () => {
  it('creates a flavour with defaults; details show every field', async () => {
    const env = await ok('osf_create', { arguments: { tenant_id: t1, name: '  Ubuntu  ' } });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const id = env.rows[0].id;
    expect(await details(id)).toEqual({
      id,
      name: 'Ubuntu',
      tenant_id: t1,
      tenant_name: 'osfs-t1',
      description: null,
      overlay: 1,
      user_storage: 0,
      memory: 256,
      number_of_vms: '0',
      number_of_dis: '0',
      properties: {},
      osd_id: null, // no image generator: images come by upload, staging copy or download
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('takes description, overlay, user_storage, memory and __properties__', async () => {
    const id = await createOsf({
      name: 'Debian',
      description: 'stable',
      overlay: 0,
      user_storage: 2048,
      memory: 1024,
      __properties__: { family: 'linux', licence: 'gpl' },
    });
    expect(await details(id)).toMatchObject({
      description: 'stable',
      overlay: 0,
      user_storage: 2048,
      memory: 1024,
      properties: { family: 'linux', licence: 'gpl' },
    });
  });

  it('memory and user_storage outside their bounds → 6330; nothing is created', async () => {
    for (const bad of [{ memory: 63 }, { memory: 1048577 }, { memory: -1 }, { user_storage: -1 }, { user_storage: 10000001 }]) {
      const env = await server.api('osf_create', { sid, arguments: { tenant_id: t1, name: 'bounded', ...bad } });
      expect([bad, env.status]).toEqual([bad, 6330]);
    }
    expect((await ok('osf_get_list', { filters: { name: 'bounded' } })).total).toBe(0);
    const edges = await createOsf({ name: 'edges', memory: 64, user_storage: 10000000 });
    expect(await details(edges)).toMatchObject({ memory: 64, user_storage: 10000000 });
    const top = await createOsf({ name: 'top', memory: 1048576, user_storage: 0 });
    expect(await details(top)).toMatchObject({ memory: 1048576, user_storage: 0 });
  });

  it('tenant_id is mandatory for a superadministrator → 6240; name too → 6240; a nonexistent tenant → 7110', async () => {
    expect((await server.api('osf_create', { sid, arguments: { name: 'nowhere' } })).status).toBe(6240);
    expect((await server.api('osf_create', { sid, arguments: { tenant_id: t1 } })).status).toBe(6240);
    expect((await server.api('osf_create', { sid, arguments: { tenant_id: 99999, name: 'nowhere' } })).status).toBe(7110);
  });

  it('names are unique per tenant, case-insensitively → 7200; another tenant may reuse one', async () => {
    expect((await server.api('osf_create', { sid, arguments: { tenant_id: t1, name: 'UBUNTU' } })).status).toBe(7200);
    const other = (await ok('osf_create', { arguments: { tenant_id: t2, name: 'ubuntu' } })).rows[0].id;
    expect((await details(other)).tenant_name).toBe('osfs-t2');
  });

  it('a property of another kind or tenant → 6340', async () => {
    expect((await server.api('osf_create', { sid, arguments: { tenant_id: t2, name: 'p', __properties__: { family: 'x' } } })).status).toBe(6340);
    expect((await server.api('osf_create', { sid, arguments: { tenant_id: t1, name: 'p', __properties__: { nope: 'x' } } })).status).toBe(6340);
  });
});

describe('osf_update', () => {
  it('changes name, description, overlay, user_storage and memory; answers empty rows and total 1', async () => {
    const id = await createOsf({ name: 'upd-1' });
    const env = await ok('osf_update', {
      filters: { id },
      arguments: { name: 'upd-1b', description: 'changed', overlay: 0, user_storage: 100, memory: 512 },
    });
    expect(env).toMatchObject({ total: 1, rows: [] });
    expect(await details(id)).toMatchObject({ name: 'upd-1b', description: 'changed', overlay: 0, user_storage: 100, memory: 512 });
  });

  it('out-of-bounds memory or user_storage → 6330, nothing changed', async () => {
    const id = await createOsf({ name: 'upd-2', memory: 300 });
    expect((await server.api('osf_update', { sid, filters: { id }, arguments: { memory: 10 } })).status).toBe(6330);
    expect((await server.api('osf_update', { sid, filters: { id }, arguments: { user_storage: -5 } })).status).toBe(6330);
    expect(await details(id)).toMatchObject({ memory: 300, user_storage: 0 });
  });

  it('__properties_changes__ sets and deletes values', async () => {
    const id = await createOsf({ name: 'upd-3', __properties__: { family: 'bsd' } });
    await ok('osf_update', { filters: { id }, arguments: { __properties_changes__: { set: { licence: 'bsd-2' }, delete: ['family'] } } });
    expect((await details(id)).properties).toEqual({ licence: 'bsd-2' });
  });

  it('a taken name → 7200 inside 1200; no id → 6220; no match → 1300', async () => {
    const id = await createOsf({ name: 'upd-4' });
    expectFailure(await server.api('osf_update', { sid, filters: { id }, arguments: { name: 'debian' } }), id, 7200);
    expect((await server.api('osf_update', { sid, filters: { tenant_id: t1 }, arguments: { memory: 512 } })).status).toBe(6220);
    expect((await server.api('osf_update', { sid, filters: { id: 999999 }, arguments: { memory: 512 } })).status).toBe(1300);
  });
});

describe('counters, filters and lists', () => {
  let withBoth: number;
  let withDis: number;
  let di: number;
  let vm: number;

  beforeAll(async () => {
    withBoth = await createOsf({ name: 'count-both' });
    withDis = await createOsf({ name: 'count-dis' });
    di = await createDi(withBoth, 'both-1.qcow2');
    await createDi(withBoth, 'both-2.qcow2');
    await createDi(withDis, 'dis-1.qcow2');
    vm = await insertVm(withBoth);
    await insertVm(withBoth);
    await insertVm(withBoth);
  });

  it('number_of_vms and number_of_dis are numeric strings', async () => {
    const env = await ok('osf_get_list', {
      filters: { id: [withBoth, withDis] },
      fields: ['name', 'number_of_vms', 'number_of_dis'],
      order_by: { field: 'name' },
    });
    expect(env.rows).toEqual([
      { name: 'count-both', number_of_vms: '3', number_of_dis: '2' },
      { name: 'count-dis', number_of_vms: '0', number_of_dis: '1' },
    ]);
  });

  it('vm_id and di_id select the flavour of that VM or DI', async () => {
    expect((await ok('osf_get_list', { filters: { vm_id: vm }, fields: ['id'] })).rows).toEqual([{ id: withBoth }]);
    expect((await ok('osf_get_list', { filters: { di_id: di }, fields: ['id'] })).rows).toEqual([{ id: withBoth }]);
    expect((await ok('osf_all_ids', { filters: { di_id: di } })).rows).toEqual([withBoth]);
    expect((await ok('osf_all_ids', { filters: { vm_id: 999999 } })).rows).toEqual([]);
  });

  it('filters and orders by memory, overlay and tenant', async () => {
    const big = (await ok('osf_get_list', { filters: { tenant_id: t1, memory: { '>=': 1024 } }, fields: ['name'], order_by: { field: 'memory', order: '-desc' } }))
      .rows;
    expect(big).toEqual([{ name: 'top' }, { name: 'Debian' }]);
    expect((await ok('osf_get_list', { filters: { overlay: 0, tenant_id: t1 }, fields: ['name'], order_by: { field: 'name' } })).rows).toEqual([
      { name: 'Debian' },
      { name: 'upd-1b' },
    ]);
    expect((await ok('osf_get_list', { filters: { tenant_id: t2 }, fields: ['name', 'tenant_name'] })).rows).toEqual([{ name: 'ubuntu', tenant_name: 'osfs-t2' }]);
  });

  it('osf_tiny_list answers id, name and tenant_name; tenant_id filters it', async () => {
    const env = await ok('osf_tiny_list', { filters: { tenant_id: t2 } });
    expect(env.rows).toEqual([{ id: expect.any(Number), name: 'ubuntu', tenant_name: 'osfs-t2' }]);
    expect((await ok('osf_tiny_list')).total).toBe((await ok('osf_all_ids')).total);
  });

  it('osf_all_ids answers integers matching the list', async () => {
    const ids = (await ok('osf_get_list', { filters: { tenant_id: t1 }, fields: ['id'] })).rows.map((r: Row) => r.id);
    const env = await ok('osf_all_ids', { filters: { tenant_id: t1 } });
    expect(env.rows).toEqual(ids);
    expect(env.total).toBe(ids.length);
  });
});

describe('osf_delete', () => {
  it('deletes a flavour and its property values', async () => {
    const id = await createOsf({ name: 'del-1', __properties__: { family: 'x' } });
    expect(await ok('osf_delete', { filters: { id } })).toMatchObject({ total: 1, rows: [] });
    expect((await ok('osf_get_details', { filters: { id } })).total).toBe(0);
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'osf' AND object_id = ?", [id])).toEqual([]);
  });

  it('a flavour with disk images cannot be deleted (7120 in 1200) until they are gone', async () => {
    const id = await createOsf({ name: 'del-2' });
    const d = await createDi(id, 'del-2.qcow2');
    expectFailure(await server.api('osf_delete', { sid, filters: { id } }), id, 7120);
    expect((await details(id)).number_of_dis).toBe('1');
    await ok('di_delete', { filters: { id: d } });
    expect((await ok('osf_delete', { filters: { id } })).total).toBe(1);
  });

  it('a flavour with virtual machines cannot be deleted (7120 in 1200) until they are gone', async () => {
    const id = await createOsf({ name: 'del-3' });
    const v = await insertVm(id);
    expectFailure(await server.api('osf_delete', { sid, filters: { id } }), id, 7120);
    await server.dbQuery('DELETE FROM vms WHERE id = ?', [v]);
    expect((await ok('osf_delete', { filters: { id } })).total).toBe(1);
  });

  it('no id → 6220; no match → 1300', async () => {
    expect((await server.api('osf_delete', { sid, filters: { tenant_id: t1 } })).status).toBe(6220);
    expect((await server.api('osf_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});
