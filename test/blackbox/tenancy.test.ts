// Tenant isolation (generated/docs/guides/authentication.md, docs/decisions.md "Authorization"): two tenants whose administrators hold the template roles
// "Administrators Manager" and "Roles Manager" see and change only their own tenant's administrators
// and roles (plus the read-only global template roles), never name a tenant themselves; the
// superadministrator names the tenant of what it creates. Single-tenant mode keeps everything in tenant 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, makeTenantAdmin, startServer, SUPERADMIN_PASSWORD, type ApiParams, type Envelope, type TestServer } from './harness.js';

let server: TestServer;
let superSid: string;

interface Side {
  tenantId: number;
  adminId: number;
  sid: string;
  /** A second administrator and a role of the tenant, created by its own administrator. */
  extraAdminId: number;
  roleId: number;
}
let A: Side;
let B: Side;
let templateRoleId: number;

const MANAGER_ROLES = ['Administrators Manager', 'Roles Manager'];

async function makeSide(tenant: string, prefix: string): Promise<Side> {
  const t = await makeTenantAdmin(server, { tenant, admin: `${prefix}-admin`, roles: MANAGER_ROLES });
  const extra = await server.api('administrator_create', {
    sid: t.sid,
    arguments: { name: `${prefix}-extra`, password: 'extra-pass-1', description: `${prefix} extra` },
  });
  expect(extra.status).toBe(0);
  const role = await server.api('role_create', { sid: t.sid, arguments: { name: `${prefix}-role`, description: `${prefix} role` } });
  expect(role.status).toBe(0);
  return { tenantId: t.tenantId, adminId: t.adminId, sid: t.sid, extraAdminId: extra.rows[0].id, roleId: role.rows[0].id };
}

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
  A = await makeSide('tenancy-a', 'ta');
  B = await makeSide('tenancy-b', 'tb');
  const template = await server.api('role_get_list', { sid: superSid, filters: { name: 'Roles Reader', tenant_id: -1 }, fields: ['id'] });
  templateRoleId = template.rows[0].id;
});

afterAll(async () => {
  if (server && A && B) {
    for (const side of [A, B]) await server.api('tenant_delete', { sid: superSid, filters: { id: side.tenantId } });
  }
  await server?.stop();
});

const as = (side: Side | string, action: string, params: ApiParams = {}) =>
  server.api(action, { sid: typeof side === 'string' ? side : side.sid, ...params });

const rowsOf = (env: Envelope) => {
  expect(env.status, JSON.stringify(env)).toBe(0);
  return env.rows as Record<string, any>[];
};

describe('what a tenant administrator sees', () => {
  it('only the administrators of its own tenant', async () => {
    for (const [me, other, prefix] of [
      [A, B, 'ta'],
      [B, A, 'tb'],
    ] as const) {
      const env = await as(me, 'administrator_get_list', { fields: ['id', 'name', 'tenant_id'] });
      const rows = rowsOf(env);
      expect(rows.map((r) => r.name).sort()).toEqual([`${prefix}-admin`, `${prefix}-extra`]);
      expect(rows.every((r) => r.tenant_id === me.tenantId)).toBe(true);
      expect(env.total).toBe(2);
      const ids = rowsOf(await as(me, 'administrator_all_ids'));
      expect([...ids].sort()).toEqual([me.adminId, me.extraAdminId].sort());
      // another tenant's administrator, or the superadministrator, is not found by id
      for (const id of [other.adminId, other.extraAdminId, 1]) {
        expect(rowsOf(await as(me, 'administrator_get_details', { filters: { id } }))).toEqual([]);
        expect(rowsOf(await as(me, 'administrator_get_list', { filters: { id } }))).toEqual([]);
      }
      const own = rowsOf(await as(me, 'administrator_get_details', { filters: { id: me.extraAdminId }, fields: ['name', 'tenant_id'] }));
      expect(own).toEqual([{ name: `${prefix}-extra`, tenant_id: me.tenantId }]);
    }
  });

  it('only its own roles plus the global template roles', async () => {
    for (const [me, other, prefix] of [
      [A, B, 'ta'],
      [B, A, 'tb'],
    ] as const) {
      const rows = rowsOf(await as(me, 'role_get_list', { fields: ['id', 'name', 'tenant_id', 'fixed'] }));
      expect(rows.every((r) => r.tenant_id === me.tenantId || r.tenant_id === -1)).toBe(true);
      const own = rows.filter((r) => r.tenant_id === me.tenantId);
      expect(own.map((r) => r.name)).toEqual([`${prefix}-role`]);
      const global = rows.filter((r) => r.tenant_id === -1);
      expect(global.map((r) => r.name)).toEqual(expect.arrayContaining(['Roles Reader', 'Administrators Manager', 'Root']));
      expect(global.every((r) => r.fixed === 1)).toBe(true);
      expect(rows.some((r) => r.id === other.roleId)).toBe(false);
      expect(rowsOf(await as(me, 'role_get_details', { filters: { id: other.roleId } }))).toEqual([]);
      expect(rowsOf(await as(me, 'role_get_details', { filters: { id: templateRoleId }, fields: ['name'] }))).toEqual([{ name: 'Roles Reader' }]);
      // the role picker leaves out internal roles and other tenants' roles
      const tiny = rowsOf(await as(me, 'role_tiny_list', { fields: ['id', 'name'] })).map((r) => r.name);
      expect(tiny).toContain(`${prefix}-role`);
      expect(tiny).not.toContain(`${prefix === 'ta' ? 'tb' : 'ta'}-role`);
      expect(tiny).not.toContain('Roles Reader');
    }
  });

  it('only its own tenant\'s audit log', async () => {
    // (a manager cannot grant ACLs it does not hold itself, so the superadministrator makes the auditor)
    const made = await as(superSid, 'administrator_create', {
      arguments: { name: 'ta-auditor', password: 'auditor-pass-1', tenant_id: A.tenantId, __roles__: ['Logs Manager'] },
    });
    expect(made.status, JSON.stringify(made)).toBe(0);
    try {
      const auditor = await server.login('ta-auditor', 'auditor-pass-1', 'tenancy-a');
      // B leaves a trace in the log too
      const trace = await as(B, 'administrator_update', { filters: { id: B.extraAdminId }, arguments: { description: 'tb extra' } });
      expect(trace.status, JSON.stringify(trace)).toBe(0);
      const everything = await eventually(
        () => as(superSid, 'log_get_list', { filters: { action: 'administrator_update', tenant_id: B.tenantId } }),
        (env) => env.rows?.length >= 1,
      );
      expect(everything.rows.length).toBeGreaterThanOrEqual(1);
      const env = await as(auditor, 'log_get_list', { fields: ['tenant_id', 'action', 'admin_name', 'object_name'] });
      const rows = rowsOf(env);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.tenant_id === A.tenantId)).toBe(true);
      expect(rows).toContainEqual({ tenant_id: A.tenantId, action: 'administrator_create', admin_name: 'ta-admin', object_name: 'ta-extra' });
      expect(rows.some((r) => String(r.admin_name).startsWith('tb-') || r.admin_name === 'superadmin')).toBe(false);
      expect((await as(auditor, 'log_get_list', { filters: { tenant_id: B.tenantId } })).status).toBe(4220);
    } finally {
      expect((await as(superSid, 'administrator_delete', { filters: { id: made.rows[0].id } })).status).toBe(0);
    }
  });

  it('no tenants at all', async () => {
    expect((await as(A, 'tenant_get_list')).status).toBe(4210);
    expect((await as(A, 'tenant_update', { filters: { id: B.tenantId }, arguments: { blocked: 1 } })).status).toBe(4210);
    const setup = await as(A, 'current_admin_setup');
    expect(setup).toMatchObject({ status: 0, tenant_id: A.tenantId, tenant_name: 'tenancy-a', multitenant: '1' });
    expect(setup.acls.some((acl: string) => acl.startsWith('tenant.'))).toBe(false);
  });
});

describe('what a tenant administrator changes', () => {
  it('cannot update or delete another tenant\'s administrators or roles: they are not selected (1300)', async () => {
    const attempts: [string, ApiParams][] = [
      ['administrator_update', { filters: { id: B.extraAdminId }, arguments: { description: 'taken over' } }],
      ['administrator_update', { filters: { id: B.extraAdminId }, arguments: { password: 'taken-over-1' } }],
      ['administrator_delete', { filters: { id: B.extraAdminId } }],
      ['administrator_delete', { filters: { id: 1 } }],
      ['role_update', { filters: { id: B.roleId }, arguments: { description: 'taken over' } }],
      ['role_delete', { filters: { id: B.roleId } }],
    ];
    for (const [action, params] of attempts) {
      const env = await as(A, action, params);
      expect(env.status, `${action} ${JSON.stringify(params)}`).toBe(1300);
    }
    // B's records are untouched
    const extra = rowsOf(await as(B, 'administrator_get_details', { filters: { id: B.extraAdminId }, fields: ['description'] }));
    expect(extra).toEqual([{ description: 'tb extra' }]);
    const role = rowsOf(await as(B, 'role_get_details', { filters: { id: B.roleId }, fields: ['description'] }));
    expect(role).toEqual([{ description: 'tb role' }]);
    expect((await server.api('current_admin_setup', { login: 'tb-extra', password: 'extra-pass-1', tenant: 'tenancy-b' })).status).toBe(0);
  });

  it('changes only its own records when a filter also names another tenant\'s', async () => {
    const env = await as(A, 'administrator_update', {
      filters: { id: [A.extraAdminId, B.extraAdminId] },
      arguments: { description: 'ta extra changed' },
    });
    expect(env).toMatchObject({ status: 0, total: 1 });
    expect(rowsOf(await as(A, 'administrator_get_details', { filters: { id: A.extraAdminId }, fields: ['description'] }))).toEqual([
      { description: 'ta extra changed' },
    ]);
    expect(rowsOf(await as(B, 'administrator_get_details', { filters: { id: B.extraAdminId }, fields: ['description'] }))).toEqual([
      { description: 'tb extra' },
    ]);
    expect((await as(A, 'administrator_update', { filters: { id: A.extraAdminId }, arguments: { description: 'ta extra' } })).status).toBe(0);
  });

  it('cannot change or delete the global template roles', async () => {
    expect((await as(A, 'role_update', { filters: { id: templateRoleId }, arguments: { description: 'mine now' } })).status).toBe(1300);
    expect((await as(A, 'role_delete', { filters: { id: templateRoleId } })).status).toBe(1300);
    // not even the superadministrator: they are fixed
    const sup = await as(superSid, 'role_update', { filters: { id: templateRoleId }, arguments: { description: 'mine now' } });
    expect(sup.status).toBe(1200);
    expect(sup.failures[String(templateRoleId)].status).toBe(7120);
    const del = await as(superSid, 'role_delete', { filters: { id: templateRoleId } });
    expect(del.status).toBe(1200);
    expect(del.failures[String(templateRoleId)].status).toBe(7120);
    const row = rowsOf(await as(A, 'role_get_details', { filters: { id: templateRoleId }, fields: ['name', 'description'] }));
    expect(row).toEqual([{ name: 'Roles Reader', description: null }]);
  });

  it('cannot give roles of another tenant to its administrators', async () => {
    const env = await as(A, 'administrator_update', {
      filters: { id: A.extraAdminId },
      arguments: { __roles_changes__: { assign_roles: [B.roleId] } },
    });
    expect(env.status).toBe(1200);
    expect(env.failures[String(A.extraAdminId)].status).toBe(6370);
    const byName = await as(A, 'administrator_create', { arguments: { name: 'ta-third', password: 'third-pass-1', __roles__: ['tb-role'] } });
    expect(byName.status).toBe(6370);
    expect(rowsOf(await as(A, 'administrator_get_list', { filters: { name: 'ta-third' } }))).toEqual([]);
    // its own and the global ones are fine
    const ok = await as(A, 'administrator_update', {
      filters: { id: A.extraAdminId },
      arguments: { __roles_changes__: { assign_roles: ['ta-role', 'Roles Reader'] } },
    });
    expect(ok.status).toBe(0);
    const roles = rowsOf(await as(A, 'administrator_get_details', { filters: { id: A.extraAdminId }, fields: ['roles'] }))[0]!.roles;
    expect(Object.values(roles).sort()).toEqual(['Roles Reader', 'ta-role']);
  });

  it('cannot filter by tenant_id (4220) nor give it as argument (4230), even its own', async () => {
    for (const tenant_id of [A.tenantId, B.tenantId, -1]) {
      expect((await as(A, 'administrator_get_list', { filters: { tenant_id } })).status).toBe(4220);
      expect((await as(A, 'role_get_list', { filters: { tenant_id } })).status).toBe(4220);
      expect((await as(A, 'role_get_list', { filters: { '-or': ['tenant_id', tenant_id, 'name', 'x'] } })).status).toBe(4220);
      expect((await as(A, 'administrator_update', { filters: { id: A.extraAdminId, tenant_id }, arguments: { description: 'x' } })).status).toBe(4220);
      expect((await as(A, 'role_delete', { filters: { id: A.roleId, tenant_id } })).status).toBe(4220);
      expect(
        (await as(A, 'administrator_create', { arguments: { name: 'ta-x', password: 'x-pass-12', tenant_id } })).status,
      ).toBe(4230);
      expect((await as(A, 'role_create', { arguments: { name: 'ta-x-role', tenant_id } })).status).toBe(4230);
    }
    expect(rowsOf(await as(superSid, 'administrator_get_list', { filters: { name: 'ta-x' } }))).toEqual([]);
    expect(rowsOf(await as(superSid, 'role_get_list', { filters: { name: 'ta-x-role' } }))).toEqual([]);
  });

  it('creates administrators and roles in its own tenant', async () => {
    const admin = await as(B, 'administrator_create', { arguments: { name: 'tb-new', password: 'new-pass-12' } });
    const role = await as(B, 'role_create', { arguments: { name: 'tb-new-role' } });
    expect(admin.status).toBe(0);
    expect(role.status).toBe(0);
    const check = rowsOf(await as(superSid, 'administrator_get_details', { filters: { id: admin.rows[0].id }, fields: ['tenant_id'] }));
    expect(check).toEqual([{ tenant_id: B.tenantId }]);
    const roleCheck = rowsOf(await as(superSid, 'role_get_details', { filters: { id: role.rows[0].id }, fields: ['tenant_id'] }));
    expect(roleCheck).toEqual([{ tenant_id: B.tenantId }]);
    // the same names are free in another tenant
    const twin = await as(A, 'role_create', { arguments: { name: 'tb-new-role' } });
    expect(twin.status).toBe(0);
    expect((await as(A, 'role_delete', { filters: { id: twin.rows[0].id } })).status).toBe(0);
    expect((await as(B, 'administrator_delete', { filters: { id: admin.rows[0].id } })).status).toBe(0);
    expect((await as(B, 'role_delete', { filters: { id: role.rows[0].id } })).status).toBe(0);
  });
});

describe('the superadministrator', () => {
  it('must give tenant_id when creating an administrator or a role (6240)', async () => {
    expect((await as(superSid, 'administrator_create', { arguments: { name: 'sa-made', password: 'made-pass-1' } })).status).toBe(6240);
    expect((await as(superSid, 'role_create', { arguments: { name: 'sa-made-role' } })).status).toBe(6240);
    const admin = await as(superSid, 'administrator_create', { arguments: { name: 'sa-made', password: 'made-pass-1', tenant_id: A.tenantId } });
    const role = await as(superSid, 'role_create', { arguments: { name: 'sa-made-role', tenant_id: A.tenantId } });
    expect(admin.status).toBe(0);
    expect(role.status).toBe(0);
    try {
      expect(rowsOf(await as(A, 'administrator_get_list', { filters: { name: 'sa-made' }, fields: ['id'] }))).toEqual([{ id: admin.rows[0].id }]);
      expect(rowsOf(await as(A, 'role_get_list', { filters: { name: 'sa-made-role' }, fields: ['id'] }))).toEqual([{ id: role.rows[0].id }]);
      expect(rowsOf(await as(B, 'administrator_get_list', { filters: { name: 'sa-made' } }))).toEqual([]);
    } finally {
      expect((await as(superSid, 'administrator_delete', { filters: { id: admin.rows[0].id } })).status).toBe(0);
      expect((await as(superSid, 'role_delete', { filters: { id: role.rows[0].id } })).status).toBe(0);
    }
  });

  it('may filter by tenant_id and sees every tenant without it', async () => {
    const a = rowsOf(await as(superSid, 'administrator_get_list', { filters: { tenant_id: A.tenantId }, fields: ['name'] }));
    expect(a.map((r) => r.name).sort()).toEqual(['ta-admin', 'ta-extra']);
    const both = rowsOf(await as(superSid, 'administrator_get_list', { filters: { tenant_id: [A.tenantId, B.tenantId] }, fields: ['name'] }));
    expect(both).toHaveLength(4);
    const all = rowsOf(await as(superSid, 'administrator_get_list', { fields: ['name'] })).map((r) => r.name);
    expect(all).toEqual(expect.arrayContaining(['superadmin', 'ta-admin', 'ta-extra', 'tb-admin', 'tb-extra']));
    const roles = rowsOf(await as(superSid, 'role_get_list', { filters: { tenant_id: B.tenantId }, fields: ['name'] }));
    expect(roles.map((r) => r.name)).toEqual(['tb-role']);
    const global = rowsOf(await as(superSid, 'role_get_list', { filters: { tenant_id: -1 }, fields: ['tenant_id', 'tenant_name'] }));
    expect(global.length).toBeGreaterThan(10);
    expect(global.every((r) => r.tenant_id === -1 && r.tenant_name === '-')).toBe(true);
  });
});

describe('single-tenant mode', () => {
  let single: TestServer;
  let sid: string;
  beforeAll(async () => {
    single = await startServer({ env: { SVC_MULTITENANT: '0' } });
  });
  afterAll(async () => {
    await single?.stop();
  });

  it('lets the superadministrator log in without a tenant, the tenant parameter being ignored', async () => {
    expect((await (await single.fetch('/api/info')).json()).multitenant).toBe('0');
    sid = await single.login('superadmin', SUPERADMIN_PASSWORD);
    expect(await single.login('superadmin', SUPERADMIN_PASSWORD, 'whatever')).toEqual(expect.any(String));
    const setup = await single.api('current_admin_setup', { sid });
    expect(setup).toMatchObject({ status: 0, admin_name: 'superadmin', multitenant: '0' });
    expect(setup.acls.some((acl: string) => acl.startsWith('tenant.'))).toBe(false);
  });

  it('answers 4100 to every tenant action', async () => {
    for (const [action, params] of [
      ['tenant_get_list', {}],
      ['tenant_get_details', { filters: { id: 1 } }],
      ['tenant_tiny_list', {}],
      ['tenant_all_ids', {}],
      ['tenant_create', { arguments: { name: 'second' } }],
      ['tenant_update', { filters: { id: 1 }, arguments: { description: 'x' } }],
      ['tenant_delete', { filters: { id: 1 } }],
    ] as [string, ApiParams][]) {
      const env = await single.api(action, { sid, ...params });
      expect(env.status, action).toBe(4100);
      expect(env.message).toBe('Unavailable action');
    }
  });

  it('keeps everything in tenant 1', async () => {
    const admin = await single.api('administrator_create', {
      sid,
      arguments: { name: 'solo-admin', password: 'solo-pass-1', __roles__: MANAGER_ROLES },
    });
    expect(admin.status).toBe(0);
    const role = await single.api('role_create', { sid, arguments: { name: 'solo-role' } });
    expect(role.status).toBe(0);
    try {
      const rows = rowsOf(await single.api('administrator_get_list', { sid, filters: { name: 'solo-admin' }, fields: ['tenant_id', 'tenant_name'] }));
      expect(rows).toEqual([{ tenant_id: 1, tenant_name: 'default' }]);
      const roles = rowsOf(await single.api('role_get_list', { sid, filters: { name: 'solo-role' }, fields: ['tenant_id'] }));
      expect(roles).toEqual([{ tenant_id: 1 }]);
      // the administrator logs in without a tenant, with any tenant, or with none in the login
      for (const tenant of [undefined, 'default', 'anything']) {
        const adminSid = await single.login('solo-admin', 'solo-pass-1', tenant);
        const setup = await single.api('current_admin_setup', { sid: adminSid });
        expect(setup).toMatchObject({ status: 0, admin_name: 'solo-admin', tenant_id: 1, tenant_name: 'default', multitenant: '0' });
      }
      const adminSid = await single.login('solo-admin', 'solo-pass-1');
      // and what it creates lands in tenant 1 too
      const made = await single.api('role_create', { sid: adminSid, arguments: { name: 'solo-made-role' } });
      expect(made.status).toBe(0);
      expect(rowsOf(await single.api('role_get_details', { sid, filters: { id: made.rows[0].id }, fields: ['tenant_id'] }))).toEqual([{ tenant_id: 1 }]);
      expect((await single.api('role_delete', { sid, filters: { id: made.rows[0].id } })).status).toBe(0);
      expect((await single.api('tenant_get_list', { sid: adminSid })).status).toBe(4100);
    } finally {
      expect((await single.api('administrator_delete', { sid, filters: { id: admin.rows[0].id } })).status).toBe(0);
      expect((await single.api('role_delete', { sid, filters: { id: role.rows[0].id } })).status).toBe(0);
    }
  });
});
