// The ACL family (generated/docs/acls.md, docs/decisions.md "Authorization"): acl_get_list, get_acls_in_roles, get_acls_in_admins,
// acl_tiny_list, number_of_acls_in_role and number_of_acls_in_admin; rows' `roles` and `operative`
// relative to admin_id / role_id / the caller; filters, order, paging, fields and the error codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
/** Every ACL name of the server, in id order. */
let allNames: string[];
let t1: number;
let baseRole: number;
let childRole: number;
let viewer: number; // administrator of t1 holding childRole
let stranger: number; // administrator of t2
let strangerRole: number; // role of t2
let globalRole: number; // a template role of tenant -1
let limited: { sid: string; adminId: number; roleId: number };

type Row = Record<string, any>;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.name, r]));

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'acl-t1' } })).rows[0].id;
  const t2 = (await ok('tenant_create', { arguments: { name: 'acl-t2' } })).rows[0].id;
  baseRole = (
    await ok('role_create', {
      arguments: { name: 'Base', tenant_id: t1, __acls__: ['administrator.see-main.', 'administrator.see.description', 'role.see-main.'] },
    })
  ).rows[0].id;
  childRole = (
    await ok('role_create', {
      arguments: {
        name: 'Child',
        tenant_id: t1,
        __roles__: ['Base'],
        __acls__: ['administrator.see.acl-list', 'role.see.acl-list', 'tenant.see-main.'],
      },
    })
  ).rows[0].id;
  // Child denies role.see-main., which it inherits from Base
  await ok('role_update', { filters: { id: childRole }, arguments: { __acls_changes__: { unassign_acls: ['role.see-main.'] } } });
  viewer = (await ok('administrator_create', { arguments: { name: 'viewer', password: 'viewer-pass', tenant_id: t1, __roles__: ['Child'] } }))
    .rows[0].id;
  strangerRole = (await ok('role_create', { arguments: { name: 'Other', tenant_id: t2, __acls__: ['role.see-main.'] } })).rows[0].id;
  stranger = (await ok('administrator_create', { arguments: { name: 'stranger', password: 'stranger-pass', tenant_id: t2, __roles__: ['Other'] } }))
    .rows[0].id;
  globalRole = (await ok('role_get_list', { filters: { name: 'Administrators Creator' } })).rows[0].id;
  const made = await makeTenantAdmin(server, {
    tenant: 'acl-t1',
    admin: 'acl-reader',
    acls: ['administrator.see.acl-list', 'role.see.acl-list'],
  });
  limited = { sid: made.sid, adminId: made.adminId, roleId: made.roleId! };
  allNames = (await ok('acl_tiny_list')).rows.map((r: Row) => r.name);
});
afterAll(async () => {
  await server?.stop();
});

describe('acl_tiny_list', () => {
  it('lists every ACL once, ordered by id, with only id and name', async () => {
    const env = await ok('acl_tiny_list');
    expect(env.total).toBe(env.rows.length);
    expect(env.total).toBeGreaterThan(300);
    expect(new Set(allNames).size).toBe(allNames.length);
    for (const row of env.rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    const ids = env.rows.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(allNames).toContain('administrator.see-main.');
    expect(allNames).toContain('tenant.purge.');
  });

  it('filters by name with ~ (case-insensitive LIKE)', async () => {
    const env = await ok('acl_tiny_list', { filters: { name: { '~': 'ROLE.SEE.%' } } });
    const expected = allNames.filter((n) => n.startsWith('role.see.'));
    expect(expected.length).toBeGreaterThan(3);
    expect(env.rows.map((r: Row) => r.name)).toEqual(expected);
    expect(env.total).toBe(expected.length);
  });

  it('accepts only name as filter', async () => {
    expect((await server.api('acl_tiny_list', { sid, filters: { operative: 1 } })).status).toBe(6210);
  });
});

describe('acl_get_list', () => {
  it('describes every ACL relative to the administrator of admin_id', async () => {
    const env = await ok('acl_get_list', { filters: { admin_id: viewer } });
    expect(env.total).toBe(allNames.length);
    expect(env.rows.map((r: Row) => r.name)).toEqual(allNames);
    const rows = byName(env.rows);
    expect(rows['administrator.see-main.']).toMatchObject({
      roles: { [baseRole]: 'Base' },
      operative: 1,
    });
    expect(typeof rows['administrator.see-main.'].description).toBe('string');
    expect(rows['administrator.see.acl-list']).toMatchObject({ roles: { [childRole]: 'Child' }, operative: 1 });
    // granted by Base but denied by Child
    expect(rows['role.see-main.']).toMatchObject({ roles: { [baseRole]: 'Base' }, operative: 0 });
    // tenant.* ACLs are operative for superadministrators only
    expect(rows['tenant.see-main.']).toMatchObject({ roles: { [childRole]: 'Child' }, operative: 0 });
    expect(rows['administrator.create.']).toMatchObject({ roles: {}, operative: 0 });
    expect(Object.keys(rows['administrator.create.']).sort()).toEqual(['description', 'id', 'name', 'operative', 'roles']);
    expect(env.rows.filter((r: Row) => r.operative === 1).map((r: Row) => r.name).sort()).toEqual(
      ['administrator.see-main.', 'administrator.see.acl-list', 'administrator.see.description', 'role.see.acl-list'].sort(),
    );
  });

  it('without admin_id describes the caller', async () => {
    const env = await server.api('acl_get_list', { sid: limited.sid, filters: { operative: 1 } });
    expect(env.status).toBe(0);
    expect(env.rows.map((r: Row) => r.name).sort()).toEqual(['administrator.see.acl-list', 'role.see.acl-list']);
    for (const row of env.rows) expect(row.roles).toEqual({ [limited.roleId]: 'acl-reader-role' });
    const superEnv = await ok('acl_get_list', { filters: { name: 'tenant.purge.' } });
    expect(superEnv.rows).toHaveLength(1);
    expect(superEnv.rows[0].operative).toBe(1);
    // held through Root's inheritance (Total Master ... Tenants Eraser), not as Root's own
    expect(Object.values(superEnv.rows[0].roles)).toContain('Tenants Eraser');
    expect(Object.values(superEnv.rows[0].roles)).not.toContain('Root');
    const own = await ok('acl_get_list', { filters: { name: 'user.see.vm-list' } });
    expect(Object.values(own.rows[0].roles)).toContain('Root');
  });

  it('filters by operative, loosely', async () => {
    const on = await ok('acl_get_list', { filters: { admin_id: viewer, operative: '1' } });
    expect(on.total).toBe(4);
    const off = await ok('acl_get_list', { filters: { admin_id: viewer, operative: false } });
    expect(off.total).toBe(allNames.length - 4);
    expect(off.rows.map((r: Row) => r.name)).toContain('role.see-main.');
  });

  it('filters by name with ~, by acl_name, id and description', async () => {
    const env = await ok('acl_get_list', { filters: { admin_id: viewer, name: { '~': 'administrator.see%' } } });
    const expected = allNames.filter((n) => n.startsWith('administrator.see'));
    expect(env.rows.map((r: Row) => r.name)).toEqual(expected);
    const one = await ok('acl_get_list', { filters: { acl_name: 'administrator.see-main.' } });
    expect(one.rows.map((r: Row) => r.name)).toEqual(['administrator.see-main.']);
    const id = one.rows[0].id;
    expect((await ok('acl_get_list', { filters: { id } })).rows.map((r: Row) => r.name)).toEqual(['administrator.see-main.']);
    const either = await ok('acl_get_list', {
      filters: { admin_id: viewer, '-or': ['name', 'role.see-main.', 'name', 'administrator.create.'], operative: 0 },
    });
    expect(either.rows.map((r: Row) => r.name).sort()).toEqual(['administrator.create.', 'role.see-main.']);
    const desc = one.rows[0].description as string;
    expect((await ok('acl_get_list', { filters: { description: desc } })).rows.map((r: Row) => r.name)).toContain('administrator.see-main.');
  });

  it('orders by id, name or description, both ways', async () => {
    const desc = await ok('acl_get_list', { order_by: { field: 'id', order: '-desc' }, fields: ['id'] });
    const ids = desc.rows.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const asc = (await ok('acl_get_list', { order_by: { field: 'name', order: '-asc' }, fields: ['name'] })).rows.map((r: Row) => r.name);
    const rev = (await ok('acl_get_list', { order_by: { field: 'name', order: '-desc' }, fields: ['name'] })).rows.map((r: Row) => r.name);
    expect(asc).toHaveLength(allNames.length);
    expect(rev).toEqual([...asc].reverse());
    // ACL names group by their first segment, alphabetically
    const heads = asc.map((n: string) => n.split('.')[0]);
    expect(heads).toEqual([...heads].sort());
    expect(asc[0]!.startsWith('administrator.')).toBe(true);
    const byDesc = (await ok('acl_get_list', { order_by: { field: ['description', 'id'] }, fields: ['description'] })).rows.map(
      (r: Row) => (r.description as string).toLowerCase(),
    );
    expect(byDesc[0] <= byDesc[byDesc.length - 1]).toBe(true);
    expect((await server.api('acl_get_list', { sid, order_by: { field: 'operative' } })).status).toBe(6610);
    expect((await server.api('acl_get_list', { sid, order_by: { field: 'id', order: 'down' } })).status).toBe(6600);
  });

  it('pages with offset (1-based) and block; total ignores paging', async () => {
    const page = await ok('acl_get_list', { block: 10, offset: 3, fields: ['name'] });
    expect(page.total).toBe(allNames.length);
    expect(page.rows.map((r: Row) => r.name)).toEqual(allNames.slice(20, 30));
    const first = await ok('acl_get_list', { block: 10, fields: ['name'] });
    expect(first.rows.map((r: Row) => r.name)).toEqual(allNames.slice(0, 10));
    const beyond = await ok('acl_get_list', { block: 100, offset: 100 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(allNames.length);
  });

  it('narrows rows to the requested fields', async () => {
    const env = await ok('acl_get_list', { filters: { admin_id: viewer, name: 'role.see-main.' }, fields: ['name', 'operative', 'roles'] });
    expect(env.rows).toEqual([{ name: 'role.see-main.', operative: 0, roles: { [baseRole]: 'Base' } }]);
    expect((await server.api('acl_get_list', { sid, fields: ['name', 'nope'] })).status).toBe(6250);
  });

  it('accepts admin_id but not role_id', async () => {
    expect((await server.api('acl_get_list', { sid, filters: { role_id: baseRole } })).status).toBe(6210);
  });
});

describe('get_acls_in_admins', () => {
  it('lists only the ACLs the administrator holds or links through its roles', async () => {
    const env = await ok('get_acls_in_admins', { filters: { admin_id: viewer } });
    expect(env.total).toBe(6);
    const rows = byName(env.rows);
    expect(Object.keys(rows).sort()).toEqual(
      [
        'administrator.see-main.',
        'administrator.see.acl-list',
        'administrator.see.description',
        'role.see-main.',
        'role.see.acl-list',
        'tenant.see-main.',
      ].sort(),
    );
    expect(rows['administrator.see.description']).toMatchObject({ roles: { [baseRole]: 'Base' }, operative: 1 });
    expect(rows['role.see.acl-list']).toMatchObject({ roles: { [childRole]: 'Child' }, operative: 1 });
    expect(rows['role.see-main.']).toMatchObject({ roles: { [baseRole]: 'Base' }, operative: 0 });
    expect(rows['tenant.see-main.']).toMatchObject({ roles: { [childRole]: 'Child' }, operative: 0 });
  });

  it('filters by operative and name', async () => {
    const off = await ok('get_acls_in_admins', { filters: { admin_id: viewer, operative: 0 } });
    expect(off.rows.map((r: Row) => r.name).sort()).toEqual(['role.see-main.', 'tenant.see-main.']);
    const named = await ok('get_acls_in_admins', { filters: { admin_id: viewer, name: { '~': '%acl-list' } } });
    expect(named.rows.map((r: Row) => r.name).sort()).toEqual(['administrator.see.acl-list', 'role.see.acl-list']);
  });

  it('orders and pages its rows', async () => {
    const env = await ok('get_acls_in_admins', {
      filters: { admin_id: viewer },
      order_by: { field: 'id', order: '-desc' },
      block: 2,
      offset: 2,
      fields: ['id'],
    });
    expect(env.total).toBe(6);
    const all = (await ok('get_acls_in_admins', { filters: { admin_id: viewer }, order_by: { field: 'id', order: '-desc' }, fields: ['id'] })).rows;
    expect(env.rows).toEqual(all.slice(2, 4));
  });

  it('without admin_id describes the caller', async () => {
    const env = await server.api('get_acls_in_admins', { sid: limited.sid });
    expect(env.status).toBe(0);
    expect(env.rows.map((r: Row) => r.name).sort()).toEqual(['administrator.see.acl-list', 'role.see.acl-list']);
  });

  it('several admin_id values → 6322; an unknown administrator → 7100', async () => {
    expect((await server.api('get_acls_in_admins', { sid, filters: { admin_id: [viewer, stranger] } })).status).toBe(6322);
    expect((await server.api('get_acls_in_admins', { sid, filters: { admin_id: 999999 } })).status).toBe(7100);
  });
});

describe('get_acls_in_roles', () => {
  it('lists the ACLs of a role, its inherited ones and its denied ones', async () => {
    const env = await ok('get_acls_in_roles', { filters: { role_id: childRole } });
    const rows = byName(env.rows);
    expect(Object.keys(rows).sort()).toEqual(
      [
        'administrator.see-main.',
        'administrator.see.acl-list',
        'administrator.see.description',
        'role.see-main.',
        'role.see.acl-list',
        'tenant.see-main.',
      ].sort(),
    );
    expect(rows['administrator.see-main.']).toMatchObject({ roles: { [baseRole]: 'Base' }, operative: 1 });
    expect(rows['role.see-main.']).toMatchObject({ roles: { [baseRole]: 'Base' }, operative: 0 });
    // a role's own effective set keeps tenant.* (operative for a superadministrator holding it)
    expect(rows['tenant.see-main.']).toMatchObject({ roles: { [childRole]: 'Child' }, operative: 1 });
  });

  it('describes the parent role alone', async () => {
    const env = await ok('get_acls_in_roles', { filters: { role_id: baseRole } });
    expect(env.rows.map((r: Row) => [r.name, r.operative, r.roles])).toEqual(
      ['administrator.see-main.', 'administrator.see.description', 'role.see-main.']
        .map((n) => [n, 1, { [baseRole]: 'Base' }])
        .sort((a, b) => allNames.indexOf(a[0] as string) - allNames.indexOf(b[0] as string)),
    );
  });

  it('lists a denial even when nothing the role inherits grants the ACL', async () => {
    const l1 = (await ok('role_get_list', { filters: { name: 'Operator L1' } })).rows[0];
    expect(l1.acls.negative).toEqual(['vm.update.name']);
    const env = await ok('get_acls_in_roles', { filters: { role_id: l1.id, operative: 0 } });
    const denied = byName(env.rows)['vm.update.name'];
    expect(denied).toMatchObject({ operative: 0 });
    const effective = await ok('number_of_acls_in_role', { filters: { role_id: l1.id, acl_pattern: 'vm.update.name' } });
    expect(effective['vm.update.name']).toEqual({ total: 1, effective: 0 });
  });

  it('filters by operative', async () => {
    const env = await ok('get_acls_in_roles', { filters: { role_id: childRole, operative: 0 } });
    expect(env.rows.map((r: Row) => r.name)).toEqual(['role.see-main.']);
  });

  it('needs one existing role: several → 6322, unknown → 7100', async () => {
    expect((await server.api('get_acls_in_roles', { sid, filters: { role_id: [baseRole, childRole] } })).status).toBe(6322);
    expect((await server.api('get_acls_in_roles', { sid, filters: { role_id: 999999 } })).status).toBe(7100);
  });

  it('accepts role_id but not admin_id', async () => {
    expect((await server.api('get_acls_in_roles', { sid, filters: { admin_id: viewer } })).status).toBe(6210);
  });
});

describe('number_of_acls_in_role / number_of_acls_in_admin', () => {
  it('answers {total, effective} under the default pattern %', async () => {
    const env = await ok('number_of_acls_in_admin', { filters: { admin_id: viewer } });
    expect(env['%']).toEqual({ total: allNames.length, effective: 4 });
    expect(env.rows).toBeUndefined();
    const role = await ok('number_of_acls_in_role', { filters: { role_id: childRole } });
    expect(role['%']).toEqual({ total: allNames.length, effective: 5 });
    const base = await ok('number_of_acls_in_role', { filters: { role_id: baseRole } });
    expect(base['%']).toEqual({ total: allNames.length, effective: 3 });
  });

  it('takes acl_pattern as a string, keyed by the pattern', async () => {
    const env = await ok('number_of_acls_in_admin', { filters: { admin_id: viewer, acl_pattern: 'administrator.%' } });
    expect(Object.keys(env).filter((k) => k.includes('%'))).toEqual(['administrator.%']);
    expect(env['administrator.%']).toEqual({ total: allNames.filter((n) => n.startsWith('administrator.')).length, effective: 3 });
  });

  it('takes acl_pattern as an array, one key per pattern', async () => {
    const env = await ok('number_of_acls_in_role', {
      filters: { role_id: childRole, acl_pattern: ['role.%', 'tenant.%', '%.see.description', 'nothing.%'] },
    });
    expect(env['role.%']).toEqual({ total: allNames.filter((n) => n.startsWith('role.')).length, effective: 1 });
    expect(env['tenant.%']).toEqual({ total: allNames.filter((n) => n.startsWith('tenant.')).length, effective: 1 });
    expect(env['%.see.description']).toEqual({ total: allNames.filter((n) => /^[^]*\.see\.description$/.test(n)).length, effective: 1 });
    expect(env['nothing.%']).toEqual({ total: 0, effective: 0 });
    const admin = await ok('number_of_acls_in_admin', { filters: { admin_id: viewer, acl_pattern: ['tenant.%'] } });
    // tenant.* is not operative for a tenant administrator
    expect(admin['tenant.%'].effective).toBe(0);
  });

  it('counts for the superadministrator: everything is effective', async () => {
    const env = await ok('number_of_acls_in_admin', { filters: { admin_id: 1 } });
    expect(env['%']).toEqual({ total: allNames.length, effective: allNames.length });
  });

  it('missing role_id / admin_id → 6220', async () => {
    expect((await server.api('number_of_acls_in_role', { sid })).status).toBe(6220);
    expect((await server.api('number_of_acls_in_admin', { sid, filters: { acl_pattern: '%' } })).status).toBe(6220);
  });

  it('several values → 6322', async () => {
    expect((await server.api('number_of_acls_in_role', { sid, filters: { role_id: [baseRole, childRole] } })).status).toBe(6322);
    expect((await server.api('number_of_acls_in_admin', { sid, filters: { admin_id: [viewer, stranger] } })).status).toBe(6322);
    expect(
      (await server.api('number_of_acls_in_admin', { sid, filters: { '-or': ['admin_id', viewer, 'admin_id', stranger] } })).status,
    ).toBe(6322);
  });

  it('a nonexistent subject → 7100', async () => {
    expect((await server.api('number_of_acls_in_role', { sid, filters: { role_id: 999999 } })).status).toBe(7100);
    expect((await server.api('number_of_acls_in_admin', { sid, filters: { admin_id: 999999 } })).status).toBe(7100);
  });
});

describe('tenant isolation of the subject (4221)', () => {
  it('a tenant administrator may name administrators and roles of its own tenant, and global roles', async () => {
    const own = await server.api('number_of_acls_in_admin', { sid: limited.sid, filters: { admin_id: viewer } });
    expect(own.status).toBe(0);
    expect(own['%'].effective).toBe(4);
    const role = await server.api('get_acls_in_roles', { sid: limited.sid, filters: { role_id: childRole } });
    expect(role.status).toBe(0);
    expect(role.total).toBe(6);
    const global = await server.api('number_of_acls_in_role', { sid: limited.sid, filters: { role_id: globalRole } });
    expect(global.status).toBe(0);
    expect(global['%'].effective).toBe(2);
  });

  it('an administrator of another tenant → 4221', async () => {
    for (const action of ['acl_get_list', 'get_acls_in_admins', 'number_of_acls_in_admin']) {
      const env = await server.api(action, { sid: limited.sid, filters: { admin_id: stranger } });
      expect([action, env.status]).toEqual([action, 4221]);
    }
  });

  it('a role of another tenant → 4221', async () => {
    for (const action of ['get_acls_in_roles', 'number_of_acls_in_role']) {
      const env = await server.api(action, { sid: limited.sid, filters: { role_id: strangerRole } });
      expect([action, env.status]).toEqual([action, 4221]);
    }
  });

  it('the superadministrator may name any tenant', async () => {
    expect((await ok('number_of_acls_in_admin', { filters: { admin_id: stranger } }))['%'].effective).toBe(1);
    expect((await ok('get_acls_in_roles', { filters: { role_id: strangerRole } })).rows.map((r: Row) => r.name)).toEqual(['role.see-main.']);
  });

  it('without the action ACL → 4210', async () => {
    const none = await makeTenantAdmin(server, { tenant: 'acl-t1', admin: 'acl-nobody', acls: ['administrator.see-main.'] });
    expect((await server.api('acl_tiny_list', { sid: none.sid })).status).toBe(4210);
    expect((await server.api('number_of_acls_in_admin', { sid: none.sid, filters: { admin_id: none.adminId } })).status).toBe(4210);
    // role.see.acl-list opens acl_get_list but not the administrator-only actions
    const roleOnly = await makeTenantAdmin(server, { tenant: 'acl-t1', admin: 'acl-roles', acls: ['role.see.acl-list'] });
    expect((await server.api('acl_get_list', { sid: roleOnly.sid, filters: { name: 'role.see.acl-list' } })).status).toBe(0);
    expect((await server.api('get_acls_in_roles', { sid: roleOnly.sid, filters: { role_id: baseRole } })).status).toBe(4210);
  });
});

describe('ACL rows follow role changes', () => {
  it('a denial lifted and a grant added show up at once', async () => {
    await ok('role_update', { filters: { id: childRole }, arguments: { __acls_changes__: { assign_acls: ['role.see-main.', 'administrator.create.'] } } });
    try {
      const rows = byName((await ok('get_acls_in_admins', { filters: { admin_id: viewer } })).rows);
      expect(rows['role.see-main.']).toMatchObject({ operative: 1, roles: { [baseRole]: 'Base' } });
      expect(rows['administrator.create.']).toMatchObject({ operative: 1, roles: { [childRole]: 'Child' } });
      expect((await ok('number_of_acls_in_admin', { filters: { admin_id: viewer } }))['%'].effective).toBe(6);
    } finally {
      await ok('role_update', {
        filters: { id: childRole },
        arguments: { __acls_changes__: { unassign_acls: ['role.see-main.', 'administrator.create.'] } },
      });
    }
    expect((await ok('number_of_acls_in_admin', { filters: { admin_id: viewer } }))['%'].effective).toBe(4);
  });
});
