// The tenant family (generated/docs/tenants.md, generated/docs/guides/authentication.md, docs/decisions.md "Authorization", "Records"): the eight actions, defaults,
// case-insensitive uniqueness, trimmed names, deleting empty and populated tenants (tenant.purge.),
// mytenant_update with config.wat., and the system tenants -1 and 0 never listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createTenant(args: Record<string, unknown>): Promise<number> {
  return (await ok('tenant_create', { arguments: args })).rows[0].id;
}

async function details(id: number): Promise<Row | undefined> {
  return (await ok('tenant_get_details', { filters: { id } })).rows[0];
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
});
afterAll(async () => {
  await server?.stop();
});

describe('tenant_create', () => {
  it('applies the defaults: block 10, language auto, blocked 0, no description', async () => {
    const env = await ok('tenant_create', { arguments: { name: 'Plain' } });
    expect(env.total).toBe(1);
    expect(env.rows).toEqual([{ id: expect.any(Number) }]);
    expect(await details(env.rows[0].id)).toEqual({
      id: env.rows[0].id,
      name: 'Plain',
      description: null,
      block: 10,
      language: 'auto',
      blocked: 0,
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('stores every given argument, the name trimmed', async () => {
    const id = await createTenant({ name: '  Spanish Co  ', description: 'hola', block: 25, language: 'es', blocked: 1 });
    expect(await details(id)).toMatchObject({ name: 'Spanish Co', description: 'hola', block: 25, language: 'es', blocked: 1 });
  });

  it('names are unique case-insensitively (also after trimming) → 7200', async () => {
    await createTenant({ name: 'Acme' });
    for (const name of ['ACME', 'acme', '  Acme ']) {
      expect((await server.api('tenant_create', { sid, arguments: { name } })).status).toBe(7200);
    }
    // the system tenants' names are taken too
    for (const name of ['-', '*', 'DEFAULT']) {
      expect((await server.api('tenant_create', { sid, arguments: { name } })).status).toBe(7200);
    }
    expect((await ok('tenant_get_list', { filters: { name: { '~': 'acme' } } })).total).toBe(1);
  });

  it('name is mandatory; values are checked', async () => {
    expect((await server.api('tenant_create', { sid, arguments: { description: 'x' } })).status).toBe(6240);
    expect((await server.api('tenant_create', { sid, arguments: { name: '   ' } })).status).toBe(6330);
    expect((await server.api('tenant_create', { sid, arguments: { name: 'BadLang', language: 'spanish' } })).status).toBe(6330);
    expect((await server.api('tenant_create', { sid, arguments: { name: 'BadBlock', block: 0 } })).status).toBe(6330);
    expect((await server.api('tenant_create', { sid, arguments: { name: 'Extra', owner: 'me' } })).status).toBe(6230);
    expect((await ok('tenant_get_list', { filters: { name: ['BadLang', 'BadBlock', 'Extra'] } })).total).toBe(0);
  });
});

describe('tenant lists', () => {
  it('never list the system tenants -1 and 0', async () => {
    const list = await ok('tenant_get_list', { fields: ['id', 'name'] });
    const ids = list.rows.map((r: Row) => r.id);
    expect(ids).not.toContain(-1);
    expect(ids).not.toContain(0);
    expect(list.rows.map((r: Row) => r.name)).not.toContain('*');
    expect(list.rows[0]).toEqual({ id: 1, name: 'default' });
    expect((await ok('tenant_get_list', { filters: { id: [-1, 0] } })).total).toBe(0);
    expect((await ok('tenant_get_list', { filters: { name: ['-', '*'] } })).rows).toEqual([]);
    expect((await ok('tenant_get_details', { filters: { id: 0 } })).rows).toEqual([]);
    expect((await ok('tenant_get_details', { filters: { id: -1 } })).rows).toEqual([]);
    const tiny = await ok('tenant_tiny_list');
    expect(tiny.rows.map((r: Row) => r.id).filter((id: number) => id <= 0)).toEqual([]);
    const all = await ok('tenant_all_ids');
    expect(all.rows.filter((id: number) => id <= 0)).toEqual([]);
    expect(all.rows).toEqual(ids);
  });

  it('tenant_tiny_list rows hold id and name; tenant_all_ids integers; both filter', async () => {
    const tiny = await ok('tenant_tiny_list', { filters: { name: { '~': 'a%' } } });
    expect(tiny.rows).toEqual([{ id: expect.any(Number), name: 'Acme' }]);
    const ids = await ok('tenant_all_ids', { filters: { blocked: 1 } });
    const blocked = await ok('tenant_get_list', { filters: { blocked: 1 }, fields: ['id'] });
    expect(ids.rows).toEqual(blocked.rows.map((r: Row) => r.id));
    expect(ids.total).toBe(1);
  });

  it('tenant_get_list filters, orders and pages', async () => {
    const byLanguage = await ok('tenant_get_list', { filters: { language: 'es' }, fields: ['name', 'language'] });
    expect(byLanguage.rows).toEqual([{ name: 'Spanish Co', language: 'es' }]);
    const ordered = await ok('tenant_get_list', { order_by: { field: 'name', order: '-desc' }, fields: ['name'] });
    const names = ordered.rows.map((r: Row) => r.name as string);
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const page = await ok('tenant_get_list', { order_by: { field: 'name', order: '-desc' }, fields: ['name'], block: 2, offset: 2 });
    expect(page.rows.map((r: Row) => r.name)).toEqual(names.slice(2, 4));
    expect(page.total).toBe(names.length);
  });

  it('tenant_get_details needs id', async () => {
    expect((await server.api('tenant_get_details', { sid })).status).toBe(6220);
  });
});

describe('tenant_update', () => {
  it('changes name, description, block, language and blocked', async () => {
    const id = await createTenant({ name: 'Changing' });
    const env = await server.api('tenant_update', {
      sid,
      filters: { id },
      arguments: { name: ' Changed ', description: 'new', block: 50, language: 'en', blocked: 1 },
    });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(await details(id)).toMatchObject({ name: 'Changed', description: 'new', block: 50, language: 'en', blocked: 1 });
    expect((await server.api('tenant_update', { sid, filters: { id }, arguments: { description: null, blocked: 0 } })).status).toBe(0);
    expect(await details(id)).toMatchObject({ description: null, blocked: 0 });
  });

  it('a taken name → 7200 inside 1200; bad values → 6330', async () => {
    const id = await createTenant({ name: 'Second' });
    const env = await server.api('tenant_update', { sid, filters: { id }, arguments: { name: 'acme' } });
    expect(env.status).toBe(1200);
    expect(env.failures[String(id)].status).toBe(7200);
    expect((await details(id))!.name).toBe('Second');
    expect((await server.api('tenant_update', { sid, filters: { id }, arguments: { language: 'english' } })).status).toBe(6330);
  });

  it('the system tenants cannot be selected → 1300; a missing id → 6220', async () => {
    for (const id of [-1, 0, 999999]) {
      expect((await server.api('tenant_update', { sid, filters: { id }, arguments: { description: 'x' } })).status).toBe(1300);
    }
    expect((await server.api('tenant_update', { sid, arguments: { description: 'x' } })).status).toBe(6220);
  });

  it('updates several tenants at once for a superadministrator', async () => {
    const a = await createTenant({ name: 'Multi A' });
    const b = await createTenant({ name: 'Multi B' });
    const env = await server.api('tenant_update', { sid, filters: { id: [a, b] }, arguments: { language: 'es' } });
    expect(env).toMatchObject({ status: 0, total: 2 });
    expect((await details(a))!.language).toBe('es');
    expect((await details(b))!.language).toBe('es');
  });

  it('blocking a tenant stops its administrators on their next request (3500)', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'Blockable', admin: 'blockable-admin', acls: ['role.see-main.'] });
    expect((await server.api('current_admin_setup', { sid: admin.sid })).status).toBe(0);
    await ok('tenant_update', { filters: { id: admin.tenantId }, arguments: { blocked: 1 } });
    expect((await server.api('current_admin_setup', { sid: admin.sid })).status).toBe(3500);
    await ok('tenant_update', { filters: { id: admin.tenantId }, arguments: { blocked: 0 } });
    const env = await server.api('current_admin_setup', { sid: admin.sid });
    expect(env.status).toBe(0);
    expect(env.tenant_block).toBe(10);
  });
});

describe('tenant_delete', () => {
  let deleterSid: string;

  beforeAll(async () => {
    // a second superadministrator who may delete tenants but not purge them
    await ok('role_create', { arguments: { name: 'Tenant Deleter', tenant_id: 0, __acls__: ['tenant.delete.', 'tenant.see-main.'] } });
    await ok('administrator_create', { arguments: { name: 'deleter', password: 'deleter-pass', tenant_id: 0, __roles__: ['Tenant Deleter'] } });
    deleterSid = await server.login('deleter', 'deleter-pass', '*');
  });

  it('deletes an empty tenant', async () => {
    const id = await createTenant({ name: 'Empty' });
    const env = await server.api('tenant_delete', { sid: deleterSid, filters: { id } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(await details(id)).toBeUndefined();
    expect((await ok('tenant_all_ids')).rows).not.toContain(id);
  });

  it('a tenant holding records needs tenant.purge. → 7120 inside 1200', async () => {
    const holder = await makeTenantAdmin(server, { tenant: 'Populated', admin: 'resident', acls: ['role.see-main.'] });
    const env = await server.api('tenant_delete', { sid: deleterSid, filters: { id: holder.tenantId } });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(0);
    expect(env.failures[String(holder.tenantId)].status).toBe(7120);
    expect((await details(holder.tenantId))!.name).toBe('Populated');
    expect((await server.api('current_admin_setup', { sid: holder.sid })).status).toBe(0);
  });

  it('with tenant.purge. the tenant and its records are removed', async () => {
    const holder = await makeTenantAdmin(server, { tenant: 'Purged', admin: 'purged-admin', acls: ['role.see-main.'] });
    await ok('role_create', { arguments: { name: 'Extra Role', tenant_id: holder.tenantId, __roles__: ['Root'] } });
    expect((await ok('role_get_list', { filters: { tenant_id: holder.tenantId } })).total).toBe(2);
    const env = await server.api('tenant_delete', { sid, filters: { id: holder.tenantId } });
    expect(env).toMatchObject({ status: 0, total: 1 });
    expect(await details(holder.tenantId)).toBeUndefined();
    expect((await ok('role_get_list', { filters: { tenant_id: holder.tenantId } })).total).toBe(0);
    expect((await ok('administrator_get_list', { filters: { tenant_id: holder.tenantId } })).total).toBe(0);
    expect((await server.api('current_admin_setup', { sid: holder.sid })).status).toBe(3200);
    const relogin = await server.api('current_admin_setup', { login: 'purged-admin', password: 'admin-pass-1', tenant: 'Purged' });
    expect(relogin.status).toBe(3200);
  });

  it('platform records count as held records too, and a purge removes them', async () => {
    const id = await createTenant({ name: 'Platform Holder' });
    await ok('user_create', { arguments: { name: 'resident-user', password: 'user-pass', tenant_id: id } });
    const osf = (await ok('osf_create', { arguments: { name: 'resident-osf', tenant_id: id } })).rows[0].id;
    await ok('di_create', { arguments: { disk_image: 'resident.img', osf_id: osf } });
    await ok('property_create', { arguments: { key: 'resident-key', tenant_id: id, __property_assign__: ['user'] } });
    const refused = await server.api('tenant_delete', { sid: deleterSid, filters: { id } });
    expect(refused.status).toBe(1200);
    expect(refused.failures[String(id)].status).toBe(7120);
    expect((await ok('user_get_list', { filters: { tenant_id: id } })).total).toBe(1);

    const env = await server.api('tenant_delete', { sid, filters: { id } });
    expect(env).toMatchObject({ status: 0, total: 1 });
    expect(await details(id)).toBeUndefined();
    for (const action of ['user_get_list', 'osf_get_list', 'di_get_list', 'property_get_list']) {
      const left = await ok(action, { filters: { tenant_id: id } });
      expect([action, left.total]).toEqual([action, 0]);
    }
  });

  it('the system tenants cannot be deleted → 1300; id is mandatory → 6220', async () => {
    expect((await server.api('tenant_delete', { sid, filters: { id: 0 } })).status).toBe(1300);
    expect((await server.api('tenant_delete', { sid, filters: { id: -1 } })).status).toBe(1300);
    expect((await server.api('tenant_delete', { sid })).status).toBe(6220);
  });

  it('without tenant.delete. → 4210', async () => {
    const reader = await ok('role_create', { arguments: { name: 'Tenant Reader', tenant_id: 0, __acls__: ['tenant.see-main.'] } });
    expect(reader.status).toBe(0);
    await ok('administrator_create', { arguments: { name: 'looker', password: 'looker-pass', tenant_id: 0, __roles__: ['Tenant Reader'] } });
    const looker = await server.login('looker', 'looker-pass', '*');
    const id = await createTenant({ name: 'Survivor' });
    expect((await server.api('tenant_delete', { sid: looker, filters: { id } })).status).toBe(4210);
    expect((await server.api('tenant_create', { sid: looker, arguments: { name: 'Nope' } })).status).toBe(4210);
    expect((await server.api('tenant_get_list', { sid: looker, filters: { id } })).rows).toEqual([
      expect.objectContaining({ id, name: 'Survivor' }),
    ]);
  });
});

describe('tenant administrators and tenants', () => {
  it('mytenant_update with config.wat. changes the caller’s own tenant', async () => {
    const wat = await makeTenantAdmin(server, { tenant: 'Self Managed', admin: 'wat-admin', acls: ['config.wat.'] });
    const env = await server.api('mytenant_update', {
      sid: wat.sid,
      arguments: { name: 'Self Run', description: 'ours', block: 20, language: 'es' },
    });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(await details(wat.tenantId)).toMatchObject({ name: 'Self Run', description: 'ours', block: 20, language: 'es', blocked: 0 });
    const setup = await server.api('current_admin_setup', { sid: wat.sid });
    expect(setup).toMatchObject({ tenant_name: 'Self Run', tenant_language: 'es', tenant_block: 20 });
    // other tenants untouched
    expect((await details(1))!.name).toBe('default');
    // blocked and tenant_id are not arguments of mytenant_update
    expect((await server.api('mytenant_update', { sid: wat.sid, arguments: { blocked: 1 } })).status).toBe(6230);
    expect((await server.api('mytenant_update', { sid: wat.sid, arguments: { tenant_id: 1, description: 'x' } })).status).toBe(6230);
    expect((await server.api('mytenant_update', { sid: wat.sid, arguments: { name: 'acme' } })).status).toBe(1200);
  });

  it('mytenant_update without config.wat. → 4210', async () => {
    const plain = await makeTenantAdmin(server, { tenant: 'Self Run', admin: 'plain-admin', acls: ['role.see-main.'] });
    expect((await server.api('mytenant_update', { sid: plain.sid, arguments: { description: 'x' } })).status).toBe(4210);
    expect((await details(plain.tenantId))!.description).toBe('ours');
  });

  it('tenant.* ACLs are never operative for a tenant administrator', async () => {
    const wannabe = await makeTenantAdmin(server, {
      tenant: 'Self Run',
      admin: 'wannabe',
      acls: ['tenant.see-main.', 'tenant.create.', 'tenant.update.name', 'tenant.delete.'],
    });
    for (const [action, params] of [
      ['tenant_get_list', {}],
      ['tenant_tiny_list', {}],
      ['tenant_all_ids', {}],
      ['tenant_create', { arguments: { name: 'Mine' } }],
      ['tenant_update', { filters: { id: wannabe.tenantId }, arguments: { name: 'Mine' } }],
      ['tenant_delete', { filters: { id: wannabe.tenantId } }],
    ] as const) {
      const env = await server.api(action, { sid: wannabe.sid, ...params });
      expect([action, env.status]).toEqual([action, 4210]);
    }
  });
});
