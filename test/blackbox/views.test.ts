// The views family (generated/docs/views.md, docs/decisions.md "Authorization", "Views"): tenant and administrator view
// settings of attributes and of custom properties (svc_obj_prop_id from K_create_property_list),
// upserts, defaults and enums, tenant isolation, tenant_view_get_list, the two resets and the operative
// settings that current_admin_setup answers (an administrator's own over the tenant's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

type Row = Record<string, any>;

let server: TestServer;
let su: ReturnType<typeof caller>;
let manager: ReturnType<typeof caller>; // tenant A: views.update.* and config.wat.
let plain: ReturnType<typeof caller>; // tenant A: no view ACL at all
let other: ReturnType<typeof caller>; // tenant B: views.update.* and config.wat.
let ta: number;
let tb: number;
let propA: number; // assignment of property `dept` of tenant A to users (svc_obj_prop_id)
let propB: number; // assignment of property `floor` of tenant B to hosts

function caller(s: TestServer, sid: string) {
  return {
    api: (action: string, params: Record<string, unknown> = {}) => s.api(action, { sid, ...params }),
    async ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
      const env = await s.api(action, { sid, ...params });
      if (env.status !== 0) throw new Error(`${action} ${JSON.stringify(params)} → ${JSON.stringify(env)}`);
      return env;
    },
    async status(action: string, params: Record<string, unknown> = {}): Promise<number> {
      return (await s.api(action, { sid, ...params })).status;
    },
  };
}

async function tenantViews(c: ReturnType<typeof caller>, filters: Record<string, unknown> = {}): Promise<Row[]> {
  return (await c.ok('tenant_view_get_list', { filters, order_by: { field: ['tenant_id', 'svc_object', 'field', 'view_type', 'device_type'] } })).rows;
}

async function views(c: ReturnType<typeof caller>): Promise<Row[]> {
  return (await c.ok('current_admin_setup')).views;
}

const VIEW_ACLS = ['views.update.columns', 'views.update.filters-desktop', 'views.update.filters-mobile', 'config.wat.'];

beforeAll(async () => {
  server = await startServer();
  su = caller(server, await server.superSid());
  const m = await makeTenantAdmin(server, { tenant: 'views-a', admin: 'views-manager', acls: VIEW_ACLS });
  const p = await makeTenantAdmin(server, { tenant: 'views-a', admin: 'views-plain', acls: ['user.see-main.'] });
  const o = await makeTenantAdmin(server, { tenant: 'views-b', admin: 'views-other', acls: VIEW_ACLS });
  ta = m.tenantId;
  tb = o.tenantId;
  manager = caller(server, m.sid);
  plain = caller(server, p.sid);
  other = caller(server, o.sid);
  const dept = (await su.ok('property_create', { arguments: { key: 'dept', tenant_id: ta } })).rows[0].id;
  propA = (await su.ok('user_create_property_list', { arguments: { property_id: dept } })).rows[0].id;
  const floor = (await su.ok('property_create', { arguments: { key: 'floor', tenant_id: tb } })).rows[0].id;
  propB = (await su.ok('host_create_property_list', { arguments: { property_id: floor } })).rows[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('tenant_attribute_view_set', () => {
  it("stores a setting of the caller's tenant with the defaults list_column / desktop, and answers its id", async () => {
    const env = await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: false } });
    expect(env.total).toBe(1);
    expect(env.rows).toEqual([{ id: expect.any(Number) }]);
    expect(await tenantViews(manager)).toEqual([
      { tenant_id: ta, field: 'name', visible: 0, view_type: 'list_column', device_type: 'desktop', svc_object: 'user', property: 0 },
    ]);
  });

  it('updates the same setting in place (same id), accepting true/false/0/1 for visible', async () => {
    const first = (await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: true } })).rows[0].id;
    const again = (await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: 1 } })).rows[0].id;
    expect(again).toBe(first);
    expect((await tenantViews(manager, { field: 'name' }))[0].visible).toBe(1);
    await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: '0' } });
    expect((await tenantViews(manager, { field: 'name' }))[0].visible).toBe(0);
    await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: true } });
  });

  it('keeps view types and device types apart', async () => {
    const a = (await manager.ok('tenant_attribute_view_set', { arguments: { field: 'blocked', svc_object: 'user', visible: 1, view_type: 'filter', device_type: 'mobile' } }))
      .rows[0].id;
    const b = (await manager.ok('tenant_attribute_view_set', { arguments: { field: 'blocked', svc_object: 'user', visible: 0, view_type: 'filter', device_type: 'desktop' } }))
      .rows[0].id;
    expect(a).not.toBe(b);
    const rows = await tenantViews(manager, { field: 'blocked' });
    expect(rows.map((r) => [r.view_type, r.device_type, r.visible])).toEqual([
      ['filter', 'desktop', 0],
      ['filter', 'mobile', 1],
    ]);
  });

  it('lets a superadministrator set a tenant named by tenant_id', async () => {
    await su.ok('tenant_attribute_view_set', { arguments: { tenant_id: tb, field: 'address', svc_object: 'host', visible: 0 } });
    expect(await tenantViews(other)).toEqual([
      { tenant_id: tb, field: 'address', visible: 0, view_type: 'list_column', device_type: 'desktop', svc_object: 'host', property: 0 },
    ]);
  });

  it('refuses bad and missing arguments and out-of-scope tenants', async () => {
    const bad: [ReturnType<typeof caller>, Record<string, unknown>, number][] = [
      [manager, { field: 'name', svc_object: 'user', visible: 1, view_type: 'grid' }, 6330],
      [manager, { field: 'name', svc_object: 'user', visible: 1, device_type: 'tablet' }, 6330],
      [manager, { field: 'name', svc_object: 'spaceship', visible: 1 }, 6330],
      [manager, { field: 'name', svc_object: 'user', visible: 2 }, 6330],
      [manager, { field: 'name', svc_object: 'user', visible: 'maybe' }, 6330],
      [manager, { field: '   ', svc_object: 'user', visible: 1 }, 6330],
      [manager, { svc_object: 'user', visible: 1 }, 6240],
      [manager, { field: 'name', visible: 1 }, 6240],
      [manager, { field: 'name', svc_object: 'user' }, 6240],
      [manager, { field: 'name', svc_object: 'user', visible: 1, colour: 'red' }, 6230],
      [manager, { tenant_id: ta, field: 'name', svc_object: 'user', visible: 1 }, 4230],
      [su, { field: 'name', svc_object: 'user', visible: 1 }, 6240],
      [su, { tenant_id: 0, field: 'name', svc_object: 'user', visible: 1 }, 6330],
      [su, { tenant_id: -1, field: 'name', svc_object: 'user', visible: 1 }, 6330],
      [su, { tenant_id: 987654, field: 'name', svc_object: 'user', visible: 1 }, 7110],
      [plain, { field: 'name', svc_object: 'user', visible: 1 }, 4210],
    ];
    for (const [who, args, status] of bad) expect([args, await who.status('tenant_attribute_view_set', { arguments: args })]).toEqual([args, status]);
  });
});

describe('tenant_property_view_set', () => {
  it("stores the property's key as field, its kind as svc_object and property 1", async () => {
    const env = await manager.ok('tenant_property_view_set', { arguments: { svc_obj_prop_id: propA, visible: true } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ id: expect.any(Number) }] });
    expect(await tenantViews(manager, { property: 1 })).toEqual([
      { tenant_id: ta, field: 'dept', visible: 1, view_type: 'list_column', device_type: 'desktop', svc_object: 'user', property: 1 },
    ]);
  });

  it("refuses another tenant's or an unknown assignment (6340); a superadministrator's lands in the property's tenant", async () => {
    expect(await manager.status('tenant_property_view_set', { arguments: { svc_obj_prop_id: propB, visible: 1 } })).toBe(6340);
    expect(await manager.status('tenant_property_view_set', { arguments: { svc_obj_prop_id: 987654, visible: 1 } })).toBe(6340);
    expect(await manager.status('tenant_property_view_set', { arguments: { visible: 1 } })).toBe(6240);
    expect(await manager.status('tenant_property_view_set', { arguments: { svc_obj_prop_id: propA, visible: 1, field: 'x' } })).toBe(6230);
    expect(await plain.status('tenant_property_view_set', { arguments: { svc_obj_prop_id: propA, visible: 1 } })).toBe(4210);
    await su.ok('tenant_property_view_set', { arguments: { svc_obj_prop_id: propB, visible: 0, view_type: 'filter' } });
    expect(await tenantViews(other, { property: 1 })).toEqual([
      { tenant_id: tb, field: 'floor', visible: 0, view_type: 'filter', device_type: 'desktop', svc_object: 'host', property: 1 },
    ]);
  });
});

describe('tenant_view_get_list', () => {
  it("shows each tenant administrator their tenant's settings only; a superadministrator every tenant's", async () => {
    expect((await tenantViews(manager)).every((r) => r.tenant_id === ta)).toBe(true);
    expect((await tenantViews(other)).every((r) => r.tenant_id === tb)).toBe(true);
    const all = await tenantViews(su);
    expect(new Set(all.map((r) => r.tenant_id))).toEqual(new Set([ta, tb]));
    expect((await tenantViews(su, { tenant_id: tb })).length).toBe((await tenantViews(other)).length);
    expect(await manager.status('tenant_view_get_list', { filters: { tenant_id: tb } })).toBe(4220);
  });
});

describe('administrator settings and current_admin_setup.views', () => {
  it('answers the tenant settings to every administrator of the tenant', async () => {
    const tenantRows = await tenantViews(manager);
    const expected = tenantRows.map(({ tenant_id: _t, ...rest }) => rest);
    const seen = await views(plain);
    expect(seen).toHaveLength(expected.length);
    expect(seen).toEqual(expect.arrayContaining(expected));
    for (const v of seen) expect(Object.keys(v).sort()).toEqual(['device_type', 'field', 'property', 'svc_object', 'view_type', 'visible']);
    // the other tenant's settings never show
    expect((await views(other)).map((v: Row) => v.field).sort()).toEqual(['address', 'floor']);
  });

  it("an administrator's own setting (no ACL needed) overrides the tenant's for them alone", async () => {
    const env = await plain.ok('admin_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: 0 } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ id: expect.any(Number) }] });
    await plain.ok('admin_property_view_set', { arguments: { svc_obj_prop_id: propA, visible: false } });
    const mine = (await views(plain)).filter((v: Row) => v.svc_object === 'user' && v.view_type === 'list_column');
    expect(mine.find((v: Row) => v.field === 'name')?.visible).toBe(0);
    expect(mine.find((v: Row) => v.field === 'dept')).toEqual({ field: 'dept', visible: 0, view_type: 'list_column', device_type: 'desktop', svc_object: 'user', property: 1 });
    expect(mine.filter((v: Row) => v.field === 'name')).toHaveLength(1);
    // the tenant and its other administrators keep theirs
    const theirs = (await views(manager)).filter((v: Row) => v.svc_object === 'user' && v.view_type === 'list_column');
    expect(theirs.find((v: Row) => v.field === 'name')?.visible).toBe(1);
    expect(theirs.find((v: Row) => v.field === 'dept')?.visible).toBe(1);
    expect((await tenantViews(manager, { field: 'name' }))[0].visible).toBe(1);
    // an administrator's own setting without a tenant one is operative too
    await plain.ok('admin_attribute_view_set', { arguments: { field: 'description', svc_object: 'osf', visible: 1, device_type: 'mobile' } });
    expect(await views(plain)).toContainEqual({ field: 'description', visible: 1, view_type: 'list_column', device_type: 'mobile', svc_object: 'osf', property: 0 });
    expect((await views(manager)).some((v: Row) => v.svc_object === 'osf')).toBe(false);
  });

  it('keeps administrator settings in their own scope', async () => {
    expect(await plain.status('admin_property_view_set', { arguments: { svc_obj_prop_id: propB, visible: 1 } })).toBe(6340);
    expect(await plain.status('admin_attribute_view_set', { arguments: { tenant_id: ta, field: 'name', svc_object: 'user', visible: 1 } })).toBe(6230);
    expect(await plain.status('admin_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: 1, view_type: 'x' } })).toBe(6330);
    // administrator rows never appear among the tenant's
    expect((await tenantViews(manager)).some((r) => r.svc_object === 'osf')).toBe(false);
    // a superadministrator has their own settings too
    await su.ok('admin_attribute_view_set', { arguments: { field: 'name', svc_object: 'tenant', visible: 0 } });
    expect(await views(su)).toEqual([{ field: 'name', visible: 0, view_type: 'list_column', device_type: 'desktop', svc_object: 'tenant', property: 0 }]);
  });
});

describe('admin_view_reset', () => {
  it("removes the caller's own settings (optionally of one svc_object) and answers how many", async () => {
    await plain.ok('admin_attribute_view_set', { arguments: { field: 'address', svc_object: 'host', visible: 0 } });
    const hostOnly = await plain.ok('admin_view_reset', { filters: { svc_object: 'host' } });
    expect(hostOnly).toMatchObject({ status: 0, total: 1, rows: [] });
    const rest = await plain.ok('admin_view_reset');
    expect(rest.total).toBe(3); // name and dept of user, description of osf
    expect((await plain.ok('admin_view_reset')).total).toBe(0);
    // back to the tenant's settings
    const user = (await views(plain)).filter((v: Row) => v.svc_object === 'user' && v.view_type === 'list_column');
    expect(user.find((v: Row) => v.field === 'name')?.visible).toBe(1);
    // the superadministrator's own setting is untouched by another administrator's reset
    expect(await views(su)).toHaveLength(1);
    expect(await plain.status('admin_view_reset', { filters: { tenant_id: ta } })).toBe(4220);
    expect(await plain.status('admin_view_reset', { filters: { svc_object: 'spaceship' } })).toBe(0);
    expect(await plain.status('admin_view_reset', { filters: { field: 'name' } })).toBe(6210);
  });
});

describe('tenant_view_reset', () => {
  it("removes the caller's tenant settings, optionally of one svc_object, leaving administrators' own", async () => {
    await plain.ok('admin_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: 0 } });
    const before = await tenantViews(manager);
    const userRows = before.filter((r) => r.svc_object === 'user').length;
    expect(userRows).toBeGreaterThan(0);
    expect(await plain.status('tenant_view_reset')).toBe(4210);
    expect(await manager.status('tenant_view_reset', { filters: { tenant_id: tb } })).toBe(4220);
    const env = await manager.ok('tenant_view_reset', { filters: { svc_object: 'user' } });
    expect(env).toMatchObject({ status: 0, total: userRows, rows: [] });
    expect(await tenantViews(manager)).toEqual(before.filter((r) => r.svc_object !== 'user'));
    // the administrator's own setting survives
    expect(await views(plain)).toContainEqual({ field: 'name', visible: 0, view_type: 'list_column', device_type: 'desktop', svc_object: 'user', property: 0 });
    // the other tenant keeps its settings
    expect((await tenantViews(other)).length).toBe(2);
  });

  it('needs tenant_id from a superadministrator (6220) and resets only that tenant', async () => {
    expect(await su.status('tenant_view_reset')).toBe(6220);
    await manager.ok('tenant_attribute_view_set', { arguments: { field: 'name', svc_object: 'user', visible: 1 } });
    const env = await su.ok('tenant_view_reset', { filters: { tenant_id: tb } });
    expect(env.total).toBe(2);
    expect(await tenantViews(other)).toEqual([]);
    expect((await tenantViews(manager)).length).toBeGreaterThan(0);
    const rest = (await tenantViews(manager)).length;
    expect((await manager.ok('tenant_view_reset')).total).toBe(rest);
    expect(await tenantViews(su)).toEqual([]);
  });
});
