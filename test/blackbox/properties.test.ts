// Custom properties (generated/docs/properties.md, generated/docs/guides/filters.md, docs/decisions.md "Records"): definitions with
// __property_assign__ and their in_* flags, the K_get/create/delete_property_list actions of every kind
// (host, user, vm, osf, di), property keys as filter, field and order tokens, 6340/6420 on values,
// values going with their definition or assignment, and tenant isolation of definitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;

type Row = Record<string, any>;
const KINDS = ['host', 'user', 'vm', 'osf', 'di'] as const;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createProperty(args: Record<string, unknown>, tenantId = t1): Promise<number> {
  return (await ok('property_create', { arguments: { tenant_id: tenantId, ...args } })).rows[0].id;
}

async function definition(id: number): Promise<Row | undefined> {
  const rows = (await ok('property_get_list')).rows as Row[];
  return rows.find((r) => r.id === id);
}

async function createUser(name: string, properties?: Record<string, unknown>): Promise<number> {
  const args: Record<string, unknown> = { tenant_id: t1, name, password: 'pass-1234' };
  if (properties) args.__properties__ = properties;
  return (await ok('user_create', { arguments: args })).rows[0].id;
}

async function userProperties(id: number): Promise<Record<string, unknown>> {
  return (await ok('user_get_details', { filters: { id } })).rows[0].properties;
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'props-t1' } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'props-t2' } })).rows[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('property definitions', () => {
  it('property_create with __property_assign__; the list shows the in_* flags as 0/1', async () => {
    const env = await ok('property_create', {
      arguments: { tenant_id: t1, key: 'cost_centre', description: 'who pays', __property_assign__: ['user', 'osf'] },
    });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const id = env.rows[0].id;
    expect(await definition(id)).toEqual({
      id,
      key: 'cost_centre',
      description: 'who pays',
      tenant_id: t1,
      property_id: id,
      in_user: 1,
      in_vm: 0,
      in_host: 0,
      in_di: 0,
      in_osf: 1,
      record_version: 1,
    });
    const all = await createProperty({ key: 'everywhere', __property_assign__: [...KINDS] });
    expect(await definition(all)).toMatchObject({ in_user: 1, in_vm: 1, in_host: 1, in_di: 1, in_osf: 1, description: null });
    const none = await createProperty({ key: 'nowhere' });
    expect(await definition(none)).toMatchObject({ in_user: 0, in_vm: 0, in_host: 0, in_di: 0, in_osf: 0 });
  });

  it('key is mandatory, and tenant_id for a superadministrator → 6240; a bad kind or key → 6330', async () => {
    expect((await server.api('property_create', { sid, arguments: { tenant_id: t1 } })).status).toBe(6240);
    expect((await server.api('property_create', { sid, arguments: { key: 'untenanted' } })).status).toBe(6240);
    expect((await server.api('property_create', { sid, arguments: { tenant_id: t1, key: 'k1', __property_assign__: ['tenant'] } })).status).toBe(6330);
    expect((await server.api('property_create', { sid, arguments: { tenant_id: t1, key: 'has space' } })).status).toBe(6330);
    expect((await ok('property_get_list')).rows.map((r: Row) => r.key)).not.toContain('k1');
  });

  it('keys are unique per tenant, case-insensitively → 7210 (SVC_CODE_DUPLICATED_PROPERTY); another tenant may reuse one', async () => {
    expect((await server.api('property_create', { sid, arguments: { tenant_id: t1, key: 'COST_CENTRE' } })).status).toBe(7210);
    const other = await createProperty({ key: 'cost_centre', __property_assign__: ['user'] }, t2);
    expect(await definition(other)).toMatchObject({ tenant_id: t2, in_user: 1 });
  });

  it('property_get_list filters by tenant_id and orders by key', async () => {
    const env = await ok('property_get_list', { filters: { tenant_id: t2 }, fields: ['key', 'tenant_id'] });
    expect(env.rows).toEqual([{ key: 'cost_centre', tenant_id: t2 }]);
    const keys = (await ok('property_get_list', { filters: { tenant_id: t1 }, fields: ['key'], order_by: { field: 'key', order: '-desc' } })).rows.map(
      (r: Row) => r.key,
    );
    expect(keys).toEqual(['nowhere', 'everywhere', 'cost_centre']);
  });

  it('property_update changes key and description; values follow the definition', async () => {
    const id = await createProperty({ key: 'old_key', __property_assign__: ['user'] });
    const u = await createUser('renamed-prop-user', { old_key: 'v' });
    const env = await ok('property_update', { filters: { id }, arguments: { key: 'new_key', description: 'renamed' } });
    expect(env).toMatchObject({ total: 1, rows: [] });
    expect(await definition(id)).toMatchObject({ key: 'new_key', description: 'renamed' });
    expect(await userProperties(u)).toEqual({ new_key: 'v' });
    const dup = await server.api('property_update', { sid, filters: { id }, arguments: { key: 'Everywhere' } });
    expect(dup.status).toBe(1200);
    expect(dup.failures[String(id)].status).toBe(7210);
  });

  it('property_delete removes the definition, its assignments and every value of it', async () => {
    const id = await createProperty({ key: 'doomed', __property_assign__: ['user', 'host'] });
    const u = await createUser('doomed-user', { doomed: 'x', cost_centre: 'cc1' });
    const h = (await ok('host_create', { arguments: { name: 'doomed-host', address: '10.9.0.1', __properties__: { doomed: 'y' } } })).rows[0].id;
    expect(await ok('property_delete', { filters: { id } })).toMatchObject({ total: 1, rows: [] });
    expect(await definition(id)).toBeUndefined();
    expect(await userProperties(u)).toEqual({ cost_centre: 'cc1' });
    expect((await ok('host_get_details', { filters: { id: h } })).rows[0].properties).toEqual({});
    expect(await server.dbQuery('SELECT kind FROM property_values WHERE property_id = ?', [id])).toEqual([]);
    expect(await server.dbQuery('SELECT kind FROM property_kinds WHERE property_id = ?', [id])).toEqual([]);
    expect((await ok('user_get_property_list', { filters: { tenant_id: t1 } })).rows.map((r: Row) => r.key)).not.toContain('doomed');
  });

  it('update and delete need the id filter → 6220; no match → 1300', async () => {
    expect((await server.api('property_update', { sid, filters: { tenant_id: t1 }, arguments: { description: 'x' } })).status).toBe(6220);
    expect((await server.api('property_delete', { sid, filters: { tenant_id: t1 } })).status).toBe(6220);
    expect((await server.api('property_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});

describe.each(KINDS)('%s property lists', (kind) => {
  let property: number;

  beforeAll(async () => {
    property = await createProperty({ key: `only_${kind}`, description: `for ${kind}s` });
  });

  it(`${kind}_create_property_list assigns the property to ${kind}s and answers the assignment id`, async () => {
    const env = await ok(`${kind}_create_property_list`, { arguments: { property_id: property } });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const assignment = env.rows[0].id;
    expect((await definition(property))![`in_${kind}`]).toBe(1);
    const list = await ok(`${kind}_get_property_list`, { filters: { tenant_id: t1 } });
    expect(list.rows).toContainEqual({
      id: assignment,
      property_id: property,
      key: `only_${kind}`,
      description: `for ${kind}s`,
      tenant_id: t1,
      tenant_name: 'props-t1',
    });
    // assigned to this kind only
    for (const other of KINDS.filter((k) => k !== kind)) {
      const rows = (await ok(`${other}_get_property_list`)).rows as Row[];
      expect([other, rows.some((r) => r.property_id === property)]).toEqual([other, false]);
    }
  });

  it(`${kind}_create_property_list of an assigned property → 7210; of a missing one → 7110; property_id is mandatory → 6240`, async () => {
    expect((await server.api(`${kind}_create_property_list`, { sid, arguments: { property_id: property } })).status).toBe(7210);
    expect((await server.api(`${kind}_create_property_list`, { sid, arguments: { property_id: 999999 } })).status).toBe(7110);
    expect((await server.api(`${kind}_create_property_list`, { sid, arguments: {} })).status).toBe(6240);
  });

  it(`${kind}_delete_property_list removes the assignment`, async () => {
    const assignment = ((await ok(`${kind}_get_property_list`)).rows as Row[]).find((r) => r.property_id === property)!.id;
    // another kind's delete action does not reach it
    const other = KINDS.find((k) => k !== kind)!;
    expect((await server.api(`${other}_delete_property_list`, { sid, filters: { id: assignment } })).status).toBe(1300);
    expect(await ok(`${kind}_delete_property_list`, { filters: { id: assignment } })).toMatchObject({ total: 1, rows: [] });
    expect((await definition(property))![`in_${kind}`]).toBe(0);
    expect(((await ok(`${kind}_get_property_list`)).rows as Row[]).some((r) => r.property_id === property)).toBe(false);
    expect((await server.api(`${kind}_delete_property_list`, { sid })).status).toBe(6220);
  });
});

describe('K_get_property_list', () => {
  it('lists the assignments of the kind with id, property_id, key, description, tenant_id and tenant_name, ordered', async () => {
    const env = await ok('user_get_property_list', { filters: { tenant_id: t1 }, order_by: { field: 'key' } });
    expect(env.rows.map((r: Row) => r.key)).toEqual(['cost_centre', 'everywhere', 'new_key']);
    for (const row of env.rows) {
      expect(Object.keys(row).sort()).toEqual(['description', 'id', 'key', 'property_id', 'tenant_id', 'tenant_name']);
      expect(row.tenant_name).toBe('props-t1');
    }
    const t2rows = await ok('user_get_property_list', { filters: { tenant_id: t2 }, fields: ['key', 'tenant_id'] });
    expect(t2rows.rows).toEqual([{ key: 'cost_centre', tenant_id: t2 }]);
  });
});

describe('values of properties', () => {
  it('deleting an assignment removes that kind\'s values only', async () => {
    const id = await createProperty({ key: 'shared', __property_assign__: ['user', 'osf'] });
    const u = await createUser('shared-user', { shared: 'u' });
    const o = (await ok('osf_create', { arguments: { tenant_id: t1, name: 'shared-osf', __properties__: { shared: 'o' } } })).rows[0].id;
    const assignment = ((await ok('user_get_property_list')).rows as Row[]).find((r) => r.property_id === id)!.id;
    await ok('user_delete_property_list', { filters: { id: assignment } });
    expect(await userProperties(u)).toEqual({});
    expect((await ok('osf_get_details', { filters: { id: o } })).rows[0].properties).toEqual({ shared: 'o' });
    // no longer a user property
    const env = await server.api('user_update', { sid, filters: { id: u }, arguments: { __properties_changes__: { set: { shared: 'again' } } } });
    expect(env.status).toBe(1200);
    expect(env.failures[String(u)].status).toBe(6340);
  });

  it('a key not assigned to the kind → 6340 on __properties__; a missing value → 6420', async () => {
    // only_host is no longer assigned anywhere; nowhere never was; cost_centre is assigned to users and OSFs but not hosts
    for (const props of [{ nowhere: 'x' }, { only_user: 'x' }, { unknown_key: 'x' }]) {
      const env = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'bad-props', password: 'pass-1234', __properties__: props } });
      expect([props, env.status]).toEqual([props, 6340]);
    }
    const h = await server.api('host_create', { sid, arguments: { name: 'h-bad', address: '10.9.0.2', __properties__: { cost_centre: 'x' } } });
    expect(h.status).toBe(6340);
    const missing = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'bad-props', password: 'pass-1234', __properties__: { cost_centre: null } } });
    expect(missing.status).toBe(6420);
    expect((await ok('user_get_list', { filters: { name: 'bad-props' } })).total).toBe(0);
  });

  it('a value is bounded by what the column stores (65,535 bytes of UTF-8): 6330, not 1100', async () => {
    await createProperty({ key: 'long_note', __property_assign__: ['user'] });
    const long = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: 'long-note', password: 'pass-1234', __properties__: { long_note: 'x'.repeat(70_000) } } });
    expect(long.status, JSON.stringify(long).slice(0, 300)).toBe(6330);
    expect(long.additional_info).toMatch(/long_note.*65535 bytes/);
    expect((await ok('user_get_list', { filters: { name: 'long-note' } })).total).toBe(0);
    const u = await createUser('long-note', { long_note: '😀'.repeat(16_383) });
    expect(await userProperties(u)).toEqual({ long_note: '😀'.repeat(16_383) });
    const changed = await server.api('user_update', { sid, filters: { id: u }, arguments: { __properties_changes__: { set: { long_note: 'é'.repeat(40_000) } } } });
    expect(changed.status).toBe(6330);
    expect(await userProperties(u)).toEqual({ long_note: '😀'.repeat(16_383) });
  });

  it('a name of the longest length in four-byte characters is stored whole', async () => {
    const name = '😀'.repeat(128);
    const u = await createUser(name, {});
    expect((await ok('user_get_details', { filters: { id: u } })).rows[0].name).toBe(name);
    const prop = await createProperty({ key: 'k'.repeat(128), description: '🎉'.repeat(1024), __property_assign__: ['user'] });
    expect((await definition(prop))?.description).toBe('🎉'.repeat(1024));
    const over = await server.api('user_create', { sid, arguments: { tenant_id: t1, name: `${name}😀`, password: 'pass-1234' } });
    expect(over.status).toBe(6330);
  });

  it('property keys match case-insensitively when setting values', async () => {
    const u = await createUser('case-user', { COST_CENTRE: 'cc-up' });
    expect(await userProperties(u)).toEqual({ cost_centre: 'cc-up' });
  });
});

describe('property keys as tokens of user_get_list (generated/docs/guides/filters.md)', () => {
  let alpha: number;
  let beta: number;
  let gamma: number;

  beforeAll(async () => {
    await createProperty({ key: 'level', __property_assign__: ['user'] });
    alpha = await createUser('tok-alpha', { level: 'b', cost_centre: 'north' });
    beta = await createUser('tok-beta', { level: 'a', cost_centre: 'south' });
    gamma = await createUser('tok-gamma', { level: 'c' });
  });

  it('a property key is a field token', async () => {
    const env = await ok('user_get_list', { filters: { id: [alpha, beta, gamma] }, fields: ['name', 'level', 'cost_centre'] });
    expect(env.rows).toEqual([
      { name: 'tok-alpha', level: 'b', cost_centre: 'north' },
      { name: 'tok-beta', level: 'a', cost_centre: 'south' },
      { name: 'tok-gamma', level: 'c', cost_centre: null },
    ]);
  });

  it('a property key is a filter token (equality, list, operators)', async () => {
    const ids = async (filters: Record<string, unknown>) => (await ok('user_all_ids', { filters: { tenant_id: t1, ...filters } })).rows;
    expect((await ok('user_get_list', { filters: { cost_centre: 'north' }, fields: ['id'] })).rows).toEqual([{ id: alpha }]);
    expect(await ids({ level: ['a', 'c'] })).toEqual([beta, gamma]);
    expect(await ids({ level: { '>': 'a' } })).toEqual([alpha, gamma]);
    expect(await ids({ cost_centre: { '~': '%OUT%' } })).toEqual([beta]);
    expect(await ids({ '-or': ['level', 'c', 'cost_centre', 'north'] })).toEqual([alpha, gamma]);
  });

  it('a property key orders the list', async () => {
    const asc = await ok('user_get_list', { filters: { id: [alpha, beta, gamma] }, fields: ['name'], order_by: { field: 'level' } });
    expect(asc.rows.map((r: Row) => r.name)).toEqual(['tok-beta', 'tok-alpha', 'tok-gamma']);
    const desc = await ok('user_get_list', { filters: { id: [alpha, beta, gamma] }, fields: ['name'], order_by: { field: 'level', order: '-desc' } });
    expect(desc.rows.map((r: Row) => r.name)).toEqual(['tok-gamma', 'tok-alpha', 'tok-beta']);
  });

  it('a key that is no user property is an unknown token: filter → 6210, field → 6250, order → 6610', async () => {
    expect((await server.api('user_get_list', { sid, filters: { nowhere: 'x' } })).status).toBe(6210);
    expect((await server.api('user_get_list', { sid, fields: ['nowhere'] })).status).toBe(6250);
    expect((await server.api('user_get_list', { sid, order_by: { field: 'nowhere' } })).status).toBe(6610);
  });
});

describe('tenant isolation of property definitions', () => {
  let admin: { sid: string; tenantId: number };
  let foreign: number;

  beforeAll(async () => {
    admin = await makeTenantAdmin(server, {
      tenant: 'props-t1',
      admin: 'prop-admin',
      acls: ['property.see-main.', 'property.manage.user', 'property.manage.host', 'user.see.properties', 'user.create.', 'user.create.properties', 'user.see-main.'],
    });
    foreign = await createProperty({ key: 'foreign_only', __property_assign__: ['host'] }, t2);
  });

  it('a tenant administrator lists only their tenant\'s definitions and assignments', async () => {
    const keys = (await server.api('property_get_list', { sid: admin.sid })).rows.map((r: Row) => r.key);
    expect(keys).toContain('cost_centre');
    expect(keys).not.toContain('foreign_only');
    const rows = (await server.api('property_get_list', { sid: admin.sid })).rows as Row[];
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([t1]));
    const assigned = (await server.api('user_get_property_list', { sid: admin.sid })).rows as Row[];
    expect(new Set(assigned.map((r) => r.tenant_id))).toEqual(new Set([t1]));
    expect((await server.api('property_get_list', { sid: admin.sid, filters: { tenant_id: t2 } })).status).toBe(4220);
  });

  it('creates in their own tenant; tenant_id → 4230; __property_assign__ needs a property.manage. ACL → 4230', async () => {
    const env = await server.api('property_create', { sid: admin.sid, arguments: { key: 'mine', __property_assign__: ['user'] } });
    expect(env.status).toBe(0);
    expect(await definition(env.rows[0].id)).toMatchObject({ tenant_id: t1, in_user: 1 });
    expect((await server.api('property_create', { sid: admin.sid, arguments: { key: 'theirs', tenant_id: t2 } })).status).toBe(4230);
    const plain = await makeTenantAdmin(server, { tenant: 'props-t1', admin: 'prop-plain', acls: ['property.see-main.'] });
    expect((await server.api('property_create', { sid: plain.sid, arguments: { key: 'assigned', __property_assign__: ['user'] } })).status).toBe(4230);
    expect((await server.api('user_create_property_list', { sid: plain.sid, arguments: { property_id: env.rows[0].id } })).status).toBe(4210);
    const bare = await server.api('property_create', { sid: plain.sid, arguments: { key: 'bare' } });
    expect(bare.status).toBe(0);
    expect(await definition(bare.rows[0].id)).toMatchObject({ tenant_id: t1, in_user: 0 });
  });

  it('cannot update, delete or assign another tenant\'s definition', async () => {
    expect((await server.api('property_update', { sid: admin.sid, filters: { id: foreign }, arguments: { description: 'x' } })).status).toBe(1300);
    expect((await server.api('property_delete', { sid: admin.sid, filters: { id: foreign } })).status).toBe(1300);
    expect((await server.api('user_create_property_list', { sid: admin.sid, arguments: { property_id: foreign } })).status).toBe(7110);
    const hostAssignment = ((await ok('host_get_property_list')).rows as Row[]).find((r) => r.property_id === foreign)!.id;
    expect((await server.api('host_delete_property_list', { sid: admin.sid, filters: { id: hostAssignment } })).status).toBe(1300);
    expect(await definition(foreign)).toMatchObject({ key: 'foreign_only', description: null, in_host: 1 });
  });

  it('users of their tenant take only their tenant\'s properties', async () => {
    const env = await server.api('user_create', { sid: admin.sid, arguments: { name: 'iso-user', password: 'pass-1234', __properties__: { mine: '1' } } });
    expect(env.status).toBe(0);
    // t2 also defines cost_centre for users; t1's is the one used
    const u = await server.api('user_create', { sid: admin.sid, arguments: { name: 'iso-user-2', password: 'pass-1234', __properties__: { cost_centre: 'z' } } });
    expect(u.status).toBe(0);
    const [row] = await server.dbQuery('SELECT p.tenant_id AS tenant_id FROM property_values pv JOIN properties p ON p.id = pv.property_id WHERE pv.object_id = ? AND pv.kind = ?', [
      u.rows[0].id,
      'user',
    ]);
    expect(Number(row!.tenant_id)).toBe(t1);
  });
});
