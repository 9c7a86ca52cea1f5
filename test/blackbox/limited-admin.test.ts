// One limited tenant administrator (a role of hand-picked ACLs) meets every authorization code of
// docs/decisions.md "Authorization", generated/docs/guides/fields.md: 4210 action, 4220 filter key, 4221 filter value, 4230 argument, 4240 massive,
// 4250 field, 4260 sort field; and without `fields` its rows silently omit what it may not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

const LIMITED_ACLS = [
  'administrator.see-main.',
  'administrator.see-details.',
  'administrator.see.acl-list',
  'administrator.create.',
  'administrator.update.password',
  'administrator.update.description',
  'administrator.delete.',
];

let server: TestServer;
let sid: string; // superadministrator
let lim: { sid: string; adminId: number; tenantId: number };
let targetA: number;
let targetB: number;
let strangerAdmin: number;
let strangerRole: number;

type Row = Record<string, any>;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

/** A call as the limited administrator. */
function asLimited(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return server.api(action, { sid: lim.sid, ...params });
}

async function adminRow(id: number): Promise<Row> {
  return (await ok('administrator_get_details', { filters: { id } })).rows[0];
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  const made = await makeTenantAdmin(server, { tenant: 'lim-t', admin: 'limited', acls: LIMITED_ACLS });
  lim = { sid: made.sid, adminId: made.adminId, tenantId: made.tenantId };
  const create = async (name: string, tenant_id: number) =>
    (await ok('administrator_create', { arguments: { name, password: 'target-pass', tenant_id, description: 'orig', language: 'en' } })).rows[0].id;
  targetA = await create('target-a', lim.tenantId);
  targetB = await create('target-b', lim.tenantId);
  const other = (await ok('tenant_create', { arguments: { name: 'lim-other' } })).rows[0].id;
  strangerAdmin = await create('stranger', other);
  strangerRole = (await ok('role_create', { arguments: { name: 'Stranger Role', tenant_id: other } })).rows[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('the limited administrator', () => {
  it('holds exactly its hand-picked ACLs', async () => {
    const env = await asLimited('current_admin_setup');
    expect(env.status).toBe(0);
    expect(env.acls).toEqual([...LIMITED_ACLS].sort());
  });

  it('without fields, rows silently omit the tokens it may not see', async () => {
    const env = await asLimited('administrator_get_list', { order_by: { field: 'name' } });
    expect(env.status).toBe(0);
    expect(env.rows).toEqual([
      { id: lim.adminId, tenant_id: lim.tenantId, tenant_name: 'lim-t', name: 'limited', block: 10, record_version: expect.any(Number) },
      { id: targetA, tenant_id: lim.tenantId, tenant_name: 'lim-t', name: 'target-a', block: 10, record_version: expect.any(Number) },
      { id: targetB, tenant_id: lim.tenantId, tenant_name: 'lim-t', name: 'target-b', block: 10, record_version: expect.any(Number) },
    ]);
    const details = await asLimited('administrator_get_details', { filters: { id: targetA } });
    expect(details.rows).toEqual([{ id: targetA, tenant_id: lim.tenantId, tenant_name: 'lim-t', name: 'target-a', block: 10, record_version: expect.any(Number) }]);
    // the superadministrator sees the hidden tokens on the same record
    expect(await adminRow(targetA)).toMatchObject({ description: 'orig', language: 'en', roles: {}, creation_admin_name: 'superadmin' });
  });

  it('may ask for the fields it may see', async () => {
    const env = await asLimited('administrator_get_list', { fields: ['id', 'name'], filters: { name: 'target-a' } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ id: targetA, name: 'target-a' }] });
  });
});

describe('4210: an action whose ACL it lacks', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['role_get_list', {}],
    ['role_create', { arguments: { name: 'R' } }],
    ['administrator_tiny_list', {}],
    ['tenant_get_list', {}],
    ['mytenant_update', { arguments: { description: 'x' } }],
    ['role_tiny_list', {}],
    ['tenant_create', { arguments: { name: 'T' } }],
  ];
  for (const [action, params] of refused) {
    it(`${action} → 4210`, async () => {
      const env = await asLimited(action, params);
      expect(env.status).toBe(4210);
      expect(env.message).toBe('Forbidden action for this administrator');
    });
  }

  it('actions without ACLs stay open to it', async () => {
    expect((await asLimited('current_admin_setup')).status).toBe(0);
    expect((await asLimited('myadmin_update', { arguments: { block: 20 } })).status).toBe(0);
  });
});

describe('4220: a filter on a token it may not see', () => {
  it('description needs administrator.see.description', async () => {
    const env = await asLimited('administrator_get_list', { filters: { description: 'orig' } });
    expect(env.status).toBe(4220);
  });

  it('creation_date needs administrator.see.creation-date (or .filter.)', async () => {
    expect((await asLimited('administrator_get_list', { filters: { creation_date: { '>': '2000-01-01' } } })).status).toBe(4220);
    expect((await asLimited('administrator_get_list', { filters: { '-or': ['name', 'x', 'creation_admin_name', 'superadmin'] } })).status).toBe(4220);
    expect((await asLimited('administrator_get_list', { filters: { '-not': { language: 'en' } } })).status).toBe(4220);
  });

  it('tenant_id is a superadministrator’s filter', async () => {
    expect((await asLimited('administrator_get_list', { filters: { tenant_id: lim.tenantId } })).status).toBe(4220);
  });

  it('a visible token filters fine', async () => {
    const env = await asLimited('administrator_get_list', { filters: { name: { '~': 'target%' } }, fields: ['name'] });
    expect(env.rows).toEqual([{ name: 'target-a' }, { name: 'target-b' }]);
  });
});

describe('4221: an ACL subject of another tenant', () => {
  it('names an administrator of another tenant → 4221', async () => {
    expect((await asLimited('number_of_acls_in_admin', { filters: { admin_id: strangerAdmin } })).status).toBe(4221);
    expect((await asLimited('get_acls_in_admins', { filters: { admin_id: strangerAdmin } })).status).toBe(4221);
  });

  it('names a role of another tenant → 4221', async () => {
    expect((await asLimited('number_of_acls_in_role', { filters: { role_id: strangerRole } })).status).toBe(4221);
  });

  it('its own tenant is fine', async () => {
    const env = await asLimited('number_of_acls_in_admin', { filters: { admin_id: lim.adminId, acl_pattern: 'administrator.%' } });
    expect(env.status).toBe(0);
    expect(env['administrator.%'].effective).toBe(LIMITED_ACLS.length);
  });
});

describe('4230: an argument needing an ACL it lacks', () => {
  it('language without administrator.update.language', async () => {
    const env = await asLimited('administrator_update', { filters: { id: targetA }, arguments: { language: 'es' } });
    expect(env.status).toBe(4230);
    expect((await adminRow(targetA)).language).toBe('en');
  });

  it('__roles__ without administrator.update.assign-role', async () => {
    const env = await asLimited('administrator_create', { arguments: { name: 'with-roles', password: 'x-pass', __roles__: ['Root'] } });
    expect(env.status).toBe(4230);
    expect((await ok('administrator_get_list', { filters: { name: 'with-roles' } })).total).toBe(0);
  });

  it('__roles_changes__ without administrator.update.assign-role', async () => {
    const env = await asLimited('administrator_update', {
      filters: { id: targetA },
      arguments: { __roles_changes__: { assign_roles: ['Root'] } },
    });
    expect(env.status).toBe(4230);
    expect((await adminRow(targetA)).roles).toEqual({});
  });

  it('tenant_id is a superadministrator’s argument', async () => {
    expect((await asLimited('administrator_create', { arguments: { name: 'elsewhere', password: 'x-pass', tenant_id: 1 } })).status).toBe(4230);
  });

  it('arguments it holds ACLs for work, and a create lands in its tenant', async () => {
    expect((await asLimited('administrator_update', { filters: { id: targetA }, arguments: { description: 'by limited' } })).status).toBe(0);
    expect((await adminRow(targetA)).description).toBe('by limited');
    const env = await asLimited('administrator_create', { arguments: { name: 'made-by-limited', password: 'x-pass' } });
    expect(env.status).toBe(0);
    expect(await adminRow(env.rows[0].id)).toMatchObject({ tenant_id: lim.tenantId, roles: {}, creation_admin_id: lim.adminId });
  });
});

describe('4240: massive actions without *-massive. ACLs', () => {
  it('administrator_delete selecting two records → 4240, both kept', async () => {
    const env = await asLimited('administrator_delete', { filters: { id: [targetA, targetB] } });
    expect(env.status).toBe(4240);
    expect((await ok('administrator_get_list', { filters: { id: [targetA, targetB] } })).total).toBe(2);
  });

  it('a massive update of description → 4240, nothing changed', async () => {
    const env = await asLimited('administrator_update', { filters: { id: [targetA, targetB] }, arguments: { description: 'massive' } });
    expect(env.status).toBe(4240);
    expect((await adminRow(targetB)).description).toBe('orig');
    // the superadministrator holds administrator.update-massive.description
    expect(await ok('administrator_update', { filters: { id: [targetA, targetB] }, arguments: { description: 'massive' } })).toMatchObject({ total: 2 });
    expect((await adminRow(targetB)).description).toBe('massive');
  });

  it('a record of another tenant is not selected, so one own record is not massive', async () => {
    const env = await asLimited('administrator_update', { filters: { id: [targetB, strangerAdmin] }, arguments: { description: 'single' } });
    expect(env).toMatchObject({ status: 0, total: 1 });
    expect((await adminRow(targetB)).description).toBe('single');
    expect((await adminRow(strangerAdmin)).description).toBe('orig');
    expect((await adminRow(targetA)).description).toBe('massive');
  });

  it('deleting one record is allowed', async () => {
    const doomed = (await ok('administrator_create', { arguments: { name: 'doomed', password: 'x-pass', tenant_id: lim.tenantId } })).rows[0].id;
    expect(await asLimited('administrator_delete', { filters: { id: doomed } })).toMatchObject({ status: 0, total: 1 });
    expect((await asLimited('administrator_delete', { filters: { id: strangerAdmin } })).status).toBe(1300);
  });
});

describe('4250: a field it may not see', () => {
  for (const field of ['description', 'roles', 'language', 'creation_date', 'creation_admin_name']) {
    it(`${field} → 4250`, async () => {
      const env = await asLimited('administrator_get_list', { fields: ['id', field] });
      expect(env.status).toBe(4250);
    });
  }

  it('also on details', async () => {
    expect((await asLimited('administrator_get_details', { filters: { id: targetA }, fields: ['description'] })).status).toBe(4250);
  });
});

describe('4260: an order by a field it may not see', () => {
  for (const field of ['description', 'language', 'creation_date']) {
    it(`${field} → 4260`, async () => {
      expect((await asLimited('administrator_get_list', { order_by: { field } })).status).toBe(4260);
    });
  }

  it('one forbidden token among several → 4260; visible ones sort', async () => {
    expect((await asLimited('administrator_get_list', { order_by: { field: ['name', 'description'] } })).status).toBe(4260);
    const env = await asLimited('administrator_get_list', { order_by: { field: 'name', order: '-desc' }, fields: ['name'] });
    expect(env.rows.map((r: Row) => r.name)).toEqual(['target-b', 'target-a', 'made-by-limited', 'limited']);
  });
});
