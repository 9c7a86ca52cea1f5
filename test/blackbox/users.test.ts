// The user family (generated/docs/users.md, generated/docs/guides/errors.md, generated/docs/guides/filters.md, docs/decisions.md "Records"): the eight actions, mandatory
// and trimmed names, per-tenant case-insensitive uniqueness, the write-only password, custom properties
// through __properties__ and __properties_changes__, the VM counters (numeric strings in lists, an
// integer in user_get_state) and the rule that a user with virtual machines cannot be deleted.
// Virtual machines have no actions yet: they are inserted into the server's database directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;
let osf1: number; // an OS flavour of t1, for the virtual machines
let vmSeq = 0;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createUser(args: Record<string, unknown>): Promise<number> {
  return (await ok('user_create', { arguments: { tenant_id: t1, password: 'user-pass-1', ...args } })).rows[0].id;
}

async function details(id: number): Promise<Row> {
  const env = await ok('user_get_details', { filters: { id } });
  expect(env.rows).toHaveLength(1);
  return env.rows[0];
}

/** A virtual machine row of `userId` (tenant t1, flavour osf1); answers its id. */
async function insertVm(userId: number, state = 'stopped', userState = 'disconnected'): Promise<number> {
  const name = `vm-${++vmSeq}`;
  await server.dbQuery(
    'INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
    [t1, userId, osf1, name, 'default', state, userState],
  );
  const rows = await server.dbQuery('SELECT id FROM vms WHERE user_id = ? AND name = ?', [userId, name]);
  return Number(rows[0]!.id);
}

/** 1200 with one failure of `status` for record `id`, nothing changed. */
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
  t1 = (await ok('tenant_create', { arguments: { name: 'users-t1' } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'users-t2' } })).rows[0].id;
  osf1 = (await ok('osf_create', { arguments: { name: 'users-osf', tenant_id: t1 } })).rows[0].id;
  await ok('property_create', { arguments: { key: 'dept', tenant_id: t1, __property_assign__: ['user'] } });
  await ok('property_create', { arguments: { key: 'floor', tenant_id: t1, __property_assign__: ['user'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('user_create', () => {
  it('creates a user; details show every field, with the name trimmed and no password', async () => {
    const env = await ok('user_create', {
      arguments: { tenant_id: t1, name: '  Alice  ', password: 'alice-pass', description: 'first user' },
    });
    expect(env.total).toBe(1);
    expect(env.rows).toEqual([{ id: expect.any(Number) }]);
    const id = env.rows[0].id;
    expect(await details(id)).toEqual({
      id,
      name: 'Alice',
      tenant_id: t1,
      tenant_name: 'users-t1',
      description: 'first user',
      blocked: 0,
      number_of_vms: '0',
      number_of_vms_connected: '0',
      properties: {},
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('a superadministrator must give tenant_id → 6240; name and password are mandatory → 6240', async () => {
    const before = (await ok('user_all_ids')).total;
    for (const args of [
      { name: 'no-tenant', password: 'pass-1234' },
      { tenant_id: t1, password: 'pass-1234' },
      { tenant_id: t1, name: 'no-password' },
    ]) {
      const env = await server.api('user_create', { sid, arguments: args });
      expect([args, env.status]).toEqual([args, 6240]);
    }
    expect((await ok('user_all_ids')).total).toBe(before);
  });

  it('a nonexistent tenant → 7110; a blank name → 6330', async () => {
    expect((await server.api('user_create', { sid, arguments: { tenant_id: 99999, name: 'ghost', password: 'pass-1234' } })).status).toBe(7110);
    expect((await server.api('user_create', { sid, arguments: { tenant_id: t1, name: '   ', password: 'pass-1234' } })).status).toBe(6330);
  });

  it('names are unique per tenant, case-insensitively and after trimming → 7200; another tenant may reuse one', async () => {
    await createUser({ name: 'bob' });
    for (const name of ['bob', 'BOB', ' Bob ']) {
      const env = await server.api('user_create', { sid, arguments: { tenant_id: t1, name, password: 'pass-1234' } });
      expect([name, env.status]).toEqual([name, 7200]);
    }
    const other = (await ok('user_create', { arguments: { tenant_id: t2, name: 'Bob', password: 'pass-1234' } })).rows[0].id;
    expect((await details(other)).tenant_name).toBe('users-t2');
    const bobs = await ok('user_get_list', { filters: { name: 'bob' }, fields: ['tenant_id', 'name'], order_by: { field: 'tenant_id' } });
    expect(bobs.rows).toEqual([
      { tenant_id: t1, name: 'bob' },
      { tenant_id: t2, name: 'Bob' },
    ]);
  });

  it('__properties__ are stored and read back as key → value; blocked is taken', async () => {
    const id = await createUser({ name: 'carol', blocked: 1, __properties__: { dept: 'sales', floor: 3 } });
    const row = await details(id);
    expect(row.properties).toEqual({ dept: 'sales', floor: '3' });
    expect(row.blocked).toBe(1);
  });

  it('__properties__ naming a key that is not a user property → 6340, missing value → 6420; nothing is created', async () => {
    const e1 = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'dave', password: 'pass-1234', __properties__: { nope: 'x' } } });
    expect(e1.status).toBe(6340);
    const e2 = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'dave', password: 'pass-1234', __properties__: { dept: null } } });
    expect(e2.status).toBe(6420);
    // a property of another tenant is not a property of t2's users either
    const e3 = await server.api('user_create', { sid, arguments: { tenant_id: t2, name: 'dave', password: 'pass-1234', __properties__: { dept: 'x' } } });
    expect(e3.status).toBe(6340);
    expect((await ok('user_get_list', { filters: { name: 'dave' } })).total).toBe(0);
  });

  it('unknown arguments → 6230', async () => {
    const env = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'erin', password: 'pass-1234', colour: 'red' } });
    expect(env.status).toBe(6230);
  });
});

describe('the password is write only', () => {
  it('never appears in rows; asking for it → 6250, filtering by it → 6210', async () => {
    const id = await createUser({ name: 'frank' });
    const list = await ok('user_get_list', { filters: { id } });
    expect(list.rows[0]).not.toHaveProperty('password');
    expect(JSON.stringify(list)).not.toContain('user-pass-1');
    expect((await server.api('user_get_list', { sid, fields: ['id', 'password'] })).status).toBe(6250);
    expect((await server.api('user_get_details', { sid, filters: { id }, fields: ['password'] })).status).toBe(6250);
    expect((await server.api('user_get_list', { sid, filters: { password: 'user-pass-1' } })).status).toBe(6210);
  });

  it('user_update with password stores a new salted hash; the answer holds no row', async () => {
    const id = await createUser({ name: 'grace' });
    const [before] = await server.dbQuery('SELECT password_hash FROM users WHERE id = ?', [id]);
    expect(String(before!.password_hash)).not.toContain('user-pass-1');
    const env = await ok('user_update', { filters: { id }, arguments: { password: 'grace-new-pass' } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(JSON.stringify(env)).not.toContain('grace-new-pass');
    const [after] = await server.dbQuery('SELECT password_hash FROM users WHERE id = ?', [id]);
    expect(after!.password_hash).not.toBe(before!.password_hash);
    expect(String(after!.password_hash)).not.toContain('grace-new-pass');
    expect(await details(id)).not.toHaveProperty('password');
  });
});

describe('user_update', () => {
  it('changes description, blocked and name (trimmed); answers empty rows and total 1', async () => {
    const id = await createUser({ name: 'heidi' });
    const env = await ok('user_update', { filters: { id }, arguments: { description: 'on leave', blocked: 1, name: '  Heidi2 ' } });
    expect(env).toMatchObject({ total: 1, rows: [] });
    const row = await details(id);
    expect([row.name, row.description, row.blocked]).toEqual(['Heidi2', 'on leave', 1]);
    await ok('user_update', { filters: { id }, arguments: { description: null, blocked: 0 } });
    const again = await details(id);
    expect([again.description, again.blocked]).toEqual([null, 0]);
  });

  it('__properties_changes__ sets and deletes values', async () => {
    const id = await createUser({ name: 'ivan', __properties__: { dept: 'it' } });
    await ok('user_update', { filters: { id }, arguments: { __properties_changes__: { set: { dept: 'ops', floor: '2' } } } });
    expect((await details(id)).properties).toEqual({ dept: 'ops', floor: '2' });
    await ok('user_update', { filters: { id }, arguments: { __properties_changes__: { delete: ['dept'] } } });
    expect((await details(id)).properties).toEqual({ floor: '2' });
    await ok('user_update', { filters: { id }, arguments: { __properties_changes__: { set: { dept: 'hr' }, delete: ['floor'] } } });
    expect((await details(id)).properties).toEqual({ dept: 'hr' });
  });

  it('__properties_changes__ with an unknown key → 6340 inside 1200, nothing changed', async () => {
    const id = await createUser({ name: 'judy', __properties__: { dept: 'it' } });
    expectFailure(await server.api('user_update', { sid, filters: { id }, arguments: { __properties_changes__: { set: { dept: 'x', nope: 'y' } } } }), id, 6340);
    expectFailure(await server.api('user_update', { sid, filters: { id }, arguments: { __properties_changes__: { set: { dept: null } } } }), id, 6420);
    expect((await details(id)).properties).toEqual({ dept: 'it' });
  });

  it('a name taken in the tenant → 7200 inside 1200; no argument → 6240; no id filter → 6220; other filters → 6210; no match → 1300', async () => {
    const id = await createUser({ name: 'karl' });
    await createUser({ name: 'laura' });
    expectFailure(await server.api('user_update', { sid, filters: { id }, arguments: { name: 'LAURA' } }), id, 7200);
    expect((await details(id)).name).toBe('karl');
    expect((await server.api('user_update', { sid, filters: { id }, arguments: {} })).status).toBe(6240);
    expect((await server.api('user_update', { sid, filters: { tenant_id: t1 }, arguments: { description: 'x' } })).status).toBe(6220);
    expect((await server.api('user_update', { sid, filters: { id, name: 'karl' }, arguments: { description: 'x' } })).status).toBe(6210);
    expect((await server.api('user_update', { sid, filters: { id: 999999 }, arguments: { description: 'x' } })).status).toBe(1300);
  });
});

describe('lists, counters and state', () => {
  let u: number;
  let stopped: number;
  let connected: number;

  beforeAll(async () => {
    u = await createUser({ name: 'mallory' });
    stopped = await insertVm(u);
    connected = await insertVm(u, 'running', 'connected');
    await insertVm(u, 'running', 'connecting');
  });

  it('user_get_list counters are numeric strings counting the user\'s VMs', async () => {
    const env = await ok('user_get_list', { filters: { id: u }, fields: ['id', 'number_of_vms', 'number_of_vms_connected'] });
    expect(env.rows).toEqual([{ id: u, number_of_vms: '3', number_of_vms_connected: '1' }]);
    const zero = await ok('user_get_list', { filters: { name: 'Alice' }, fields: ['number_of_vms', 'number_of_vms_connected'] });
    expect(zero.rows).toEqual([{ number_of_vms: '0', number_of_vms_connected: '0' }]);
    expect(stopped).toBeGreaterThan(0);
  });

  it('user_get_state answers number_of_vms_connected as an integer; the id filter is mandatory', async () => {
    const env = await ok('user_get_state', { filters: { id: u } });
    expect(env.rows).toEqual([{ number_of_vms_connected: 1 }]);
    await server.dbQuery("UPDATE vms SET user_state = 'connected' WHERE user_id = ?", [u]);
    expect((await ok('user_get_state', { filters: { id: u } })).rows).toEqual([{ number_of_vms_connected: 3 }]);
    await server.dbQuery("UPDATE vms SET user_state = 'disconnected' WHERE id <> ? AND user_id = ?", [connected, u]);
    expect((await server.api('user_get_state', { sid })).status).toBe(6220);
  });

  it('user_get_list: filters, order and paging; rows hold every field by default', async () => {
    const env = await ok('user_get_list', { filters: { tenant_id: t1, name: { '~': 'MALL%' } } });
    expect(env.total).toBe(1);
    expect(Object.keys(env.rows[0]).sort()).toEqual(
      [
        'id',
        'name',
        'tenant_id',
        'tenant_name',
        'description',
        'blocked',
        'number_of_vms',
        'number_of_vms_connected',
        'properties',
        'creation_date',
        'creation_admin_id',
        'creation_admin_name',
        'record_version',
      ].sort(),
    );
    const names = (await ok('user_get_list', { filters: { tenant_id: t1 }, fields: ['name'], order_by: { field: 'name', order: '-desc' } })).rows.map(
      (r: Row) => r.name,
    );
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const page = await ok('user_get_list', { filters: { tenant_id: t1 }, fields: ['name'], order_by: { field: 'name', order: '-desc' }, block: 2, offset: 2 });
    expect(page.rows.map((r: Row) => r.name)).toEqual(names.slice(2, 4));
    expect(page.total).toBe(names.length);
    const blocked = await ok('user_get_list', { filters: { tenant_id: t1, blocked: 1 }, fields: ['name'] });
    expect(blocked.rows).toEqual([{ name: 'carol' }]);
  });

  it('user_tiny_list answers tenant_name, id and name; tenant_id filters it', async () => {
    const env = await ok('user_tiny_list', { filters: { tenant_id: t2 } });
    expect(env.rows).toEqual([{ tenant_name: 'users-t2', id: expect.any(Number), name: 'Bob' }]);
    const all = await ok('user_tiny_list');
    expect(all.total).toBe((await ok('user_all_ids')).total);
  });

  it('user_all_ids answers ids as integers, filtered and ordered', async () => {
    const all = await ok('user_all_ids', { filters: { tenant_id: t1 } });
    expect(all.rows.every((id: unknown) => Number.isInteger(id))).toBe(true);
    const ids = (await ok('user_get_list', { filters: { tenant_id: t1 }, fields: ['id'] })).rows.map((r: Row) => r.id);
    expect(all.rows).toEqual(ids);
    expect(all.total).toBe(ids.length);
    expect((await ok('user_all_ids', { filters: { name: 'mallory' } })).rows).toEqual([u]);
    const desc = await ok('user_all_ids', { filters: { tenant_id: t1 }, order_by: { field: 'id', order: '-desc' } });
    expect(desc.rows).toEqual([...ids].reverse());
  });
});

describe('user_delete', () => {
  it('deletes a user and its property values; answers empty rows and total 1', async () => {
    const id = await createUser({ name: 'niaj', __properties__: { dept: 'x' } });
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'user' AND object_id = ?", [id])).toHaveLength(1);
    const env = await ok('user_delete', { filters: { id } });
    expect(env).toMatchObject({ total: 1, rows: [] });
    expect((await ok('user_get_details', { filters: { id } })).rows).toEqual([]);
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'user' AND object_id = ?", [id])).toEqual([]);
  });

  it('a user with virtual machines cannot be deleted (7120 in 1200); without them it can', async () => {
    const id = await createUser({ name: 'olivia' });
    const vm = await insertVm(id);
    expectFailure(await server.api('user_delete', { sid, filters: { id } }), id, 7120);
    expect((await details(id)).number_of_vms).toBe('1');
    await server.dbQuery('DELETE FROM vms WHERE id = ?', [vm]);
    expect((await ok('user_delete', { filters: { id } })).total).toBe(1);
  });

  it('several users at once: each one with VMs fails, the others are deleted', async () => {
    const a = await createUser({ name: 'multi-a' });
    const b = await createUser({ name: 'multi-b' });
    await insertVm(b);
    const env = await server.api('user_delete', { sid, filters: { id: [a, b] } });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(1);
    expect(Object.keys(env.failures)).toEqual([String(b)]);
    expect(env.failures[String(b)].status).toBe(7120);
    expect((await ok('user_all_ids', { filters: { id: [a, b] } })).rows).toEqual([b]);
  });

  it('a tenant administrator needs user.delete. (4210 without it) and deletes only in their tenant', async () => {
    const deleter = await makeTenantAdmin(server, { tenant: 'users-t1', admin: 'user-deleter', acls: ['user.delete.', 'user.see-main.'] });
    const viewer = await makeTenantAdmin(server, { tenant: 'users-t1', admin: 'user-viewer', acls: ['user.see-main.'] });
    const mine = await createUser({ name: 'pat' });
    const foreign = (await ok('user_create', { arguments: { tenant_id: t2, name: 'pat', password: 'pass-1234' } })).rows[0].id;
    expect((await server.api('user_delete', { sid: viewer.sid, filters: { id: mine } })).status).toBe(4210);
    expect((await server.api('user_delete', { sid: deleter.sid, filters: { id: foreign } })).status).toBe(1300);
    expect((await server.api('user_delete', { sid: deleter.sid, filters: { id: mine } })).status).toBe(0);
    expect((await ok('user_all_ids', { filters: { id: [mine, foreign] } })).rows).toEqual([foreign]);
  });

  it('a superadministrator holding only tenant.purge. may delete users', async () => {
    const role = (await ok('role_create', { arguments: { name: 'Purger', tenant_id: 0, __acls__: ['tenant.purge.'] } })).rows[0].id;
    expect(role).toBeGreaterThan(0);
    await ok('administrator_create', { arguments: { name: 'purger', password: 'purger-pass', tenant_id: 0, __roles__: ['Purger'] } });
    const purger = await server.login('purger', 'purger-pass', '*');
    const id = await createUser({ name: 'quentin' });
    expect((await server.api('user_get_list', { sid: purger })).status).toBe(4210);
    expect((await server.api('user_delete', { sid: purger, filters: { id } })).status).toBe(0);
    expect((await ok('user_get_details', { filters: { id } })).total).toBe(0);
  });

  it('no id filter → 6220; nothing selected → 1300', async () => {
    expect((await server.api('user_delete', { sid, filters: { tenant_id: t1 } })).status).toBe(6220);
    expect((await server.api('user_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});
