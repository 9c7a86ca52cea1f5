// The role family (generated/docs/roles.md, docs/decisions.md "Authorization", "Records"): the seven actions, the special
// arguments __acls__, __roles__, __acls_changes__ and __roles_changes__ (deny lists, both spellings,
// 7220/7230/7350), fixed template roles, internal roles hidden from tenant administrators, and the
// effect of role changes on an administrator's current_admin_setup.acls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;
let rootId: number;
let adminCreatorId: number; // internal template role
let operatorL1: number; // non-internal template role
let aclIds: Record<string, number>;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createRole(args: Record<string, unknown>): Promise<number> {
  return (await ok('role_create', { arguments: { tenant_id: t1, ...args } })).rows[0].id;
}

async function details(id: number): Promise<Row> {
  const env = await ok('role_get_details', { filters: { id } });
  expect(env.rows).toHaveLength(1);
  return env.rows[0];
}

async function update(id: number, args: Record<string, unknown>): Promise<Envelope> {
  return server.api('role_update', { sid, filters: { id }, arguments: args });
}

async function effectiveOf(roleId: number): Promise<string[]> {
  const env = await ok('get_acls_in_roles', { filters: { role_id: roleId, operative: 1 }, fields: ['name'] });
  return env.rows.map((r: Row) => r.name).sort();
}

/** 1200 with one failure of `status` for record `id`, nothing changed. */
function expectFailure(env: Envelope, id: number, status: number): void {
  expect(env.status).toBe(1200);
  expect(env.total).toBe(0);
  expect(env.rows).toEqual([]);
  expect(Object.keys(env.failures)).toEqual([String(id)]);
  expect(env.failures[String(id)].status).toBe(status);
  expect(typeof env.failures[String(id)].message).toBe('string');
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'roles-t1' } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'roles-t2' } })).rows[0].id;
  const templates = byName((await ok('role_get_list', { filters: { tenant_id: -1 }, fields: ['id', 'name'] })).rows);
  rootId = templates['Root'].id;
  adminCreatorId = templates['Administrators Creator'].id;
  operatorL1 = templates['Operator L1'].id;
  aclIds = Object.fromEntries((await ok('acl_tiny_list')).rows.map((r: Row) => [r.name, r.id]));
});
afterAll(async () => {
  await server?.stop();
});

const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.name, r]));

describe('role_create', () => {
  it('creates a role with __acls__ by name; details show every field', async () => {
    const id = await createRole({ name: 'Readers', description: 'read things', __acls__: ['role.see-main.', 'administrator.see-main.'] });
    const row = await details(id);
    expect(row).toEqual({
      id,
      name: 'Readers',
      description: 'read things',
      acls: { positive: ['administrator.see-main.', 'role.see-main.'], negative: [] },
      roles: {},
      fixed: 0,
      internal: 0,
      tenant_id: t1,
      tenant_name: 'roles-t1',
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('takes __acls__ as ids, and folds alias spellings to the canonical ACL', async () => {
    const byIds = await createRole({ name: 'ByIds', __acls__: [aclIds['role.see-main.'], String(aclIds['role.create.'])] });
    expect((await details(byIds)).acls).toEqual({ positive: ['role.create.', 'role.see-main.'], negative: [] });
    const alias = await createRole({ name: 'Aliased', __acls__: ['role.update.assign_acl', 'tenant.purge'] });
    expect((await details(alias)).acls).toEqual({ positive: ['role.update.assign-acl', 'tenant.purge.'], negative: [] });
  });

  it('__acls__ mixing names and ids → 6360; an unknown ACL → 6360; nothing is created', async () => {
    for (const acls of [['role.see-main.', aclIds['role.create.']], ['no.such.acl'], [999999]]) {
      const env = await server.api('role_create', { sid, arguments: { name: 'Broken', tenant_id: t1, __acls__: acls } });
      expect(env.status).toBe(6360);
    }
    expect((await ok('role_get_list', { filters: { name: 'Broken' } })).total).toBe(0);
  });

  it('takes __roles__ as names or ids, of its tenant or global', async () => {
    const parent = await createRole({ name: 'Parent', __acls__: ['role.see-main.'] });
    const byName = await createRole({ name: 'HeirByName', __roles__: ['parent', 'Operator L1'] });
    expect((await details(byName)).roles).toEqual({ [parent]: 'Parent', [operatorL1]: 'Operator L1' });
    const byId = await createRole({ name: 'HeirById', __roles__: [parent, String(adminCreatorId)] });
    expect((await details(byId)).roles).toEqual({ [parent]: 'Parent', [adminCreatorId]: 'Administrators Creator' });
    expect(await effectiveOf(byId)).toEqual(['administrator.create.', 'administrator.create.language', 'role.see-main.']);
  });

  it('__roles__ mixing names and ids, unknown, or of another tenant → 6370; nothing is created', async () => {
    const foreign = (await ok('role_create', { arguments: { name: 'Foreign', tenant_id: t2 } })).rows[0].id;
    for (const roles of [['Parent', rootId], ['No Such Role'], [999999], ['Foreign'], [foreign]]) {
      const env = await server.api('role_create', { sid, arguments: { name: 'Broken', tenant_id: t1, __roles__: roles } });
      expect([roles, env.status]).toEqual([roles, 6370]);
    }
    expect((await ok('role_get_list', { filters: { name: 'Broken' } })).total).toBe(0);
  });

  it('role names are unique per tenant, case-insensitively and trimmed → 7200', async () => {
    await createRole({ name: 'Unique One' });
    for (const name of ['UNIQUE ONE', '  unique one  ']) {
      expect((await server.api('role_create', { sid, arguments: { name, tenant_id: t1 } })).status).toBe(7200);
    }
    const other = await ok('role_create', { arguments: { name: 'unique one', tenant_id: t2 } });
    expect((await details(other.rows[0].id)).name).toBe('unique one');
    const trimmed = await createRole({ name: '  Spaced  ' });
    expect((await details(trimmed)).name).toBe('Spaced');
  });

  it('a superadministrator must name the tenant; name is mandatory', async () => {
    expect((await server.api('role_create', { sid, arguments: { name: 'NoTenant' } })).status).toBe(6240);
    expect((await server.api('role_create', { sid, arguments: { tenant_id: t1 } })).status).toBe(6240);
    expect((await server.api('role_create', { sid, arguments: { name: 'X', tenant_id: 424242 } })).status).toBe(7110);
  });

  it('a tenant administrator creates roles in its own tenant', async () => {
    const creator = await makeTenantAdmin(server, {
      tenant: 'roles-t1',
      admin: 'role-creator',
      acls: ['role.create.', 'role.update.assign-acl', 'role.update.assign-role', 'role.see-main.'],
    });
    const env = await server.api('role_create', { sid: creator.sid, arguments: { name: 'Made Here', __acls__: ['role.see-main.'], __roles__: ['Parent'] } });
    expect(env.status).toBe(0);
    const row = await details(env.rows[0].id);
    expect(row).toMatchObject({ tenant_id: t1, tenant_name: 'roles-t1', creation_admin_name: 'role-creator', creation_admin_id: creator.adminId });
    expect((await server.api('role_create', { sid: creator.sid, arguments: { name: 'Elsewhere', tenant_id: t2 } })).status).toBe(4230);
  });
});

describe('role_update: __acls_changes__', () => {
  let parent: number;
  let heir: number;

  beforeAll(async () => {
    parent = await createRole({ name: 'AclParent', __acls__: ['administrator.see-main.', 'administrator.see.description'] });
    heir = await createRole({ name: 'AclHeir', __roles__: ['AclParent'], __acls__: ['role.see-main.'] });
  });

  it('assign_acls adds own ACLs; unassign_acls removes own ones', async () => {
    const env = await update(heir, { __acls_changes__: { assign_acls: ['role.see-details.', 'role.see.acls'] } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect((await details(heir)).acls).toEqual({ positive: ['role.see-details.', 'role.see-main.', 'role.see.acls'], negative: [] });
    expect((await update(heir, { __acls_changes__: { unassign_acls: ['role.see.acls'] } })).status).toBe(0);
    expect((await details(heir)).acls).toEqual({ positive: ['role.see-details.', 'role.see-main.'], negative: [] });
  });

  it('unassigning an inherited ACL puts it on the deny list', async () => {
    expect((await update(heir, { __acls_changes__: { unassign_acls: ['administrator.see.description'] } })).status).toBe(0);
    expect((await details(heir)).acls).toEqual({
      positive: ['role.see-details.', 'role.see-main.'],
      negative: ['administrator.see.description'],
    });
    expect(await effectiveOf(heir)).toEqual(['administrator.see-main.', 'role.see-details.', 'role.see-main.']);
    // the parent keeps it
    expect(await effectiveOf(parent)).toEqual(['administrator.see-main.', 'administrator.see.description']);
  });

  it('assigning a denied ACL lifts the denial (it is inherited again, not granted twice)', async () => {
    expect((await update(heir, { __acls_changes__: { assign_acls: ['administrator.see.description'] } })).status).toBe(0);
    expect((await details(heir)).acls).toEqual({ positive: ['role.see-details.', 'role.see-main.'], negative: [] });
    expect(await effectiveOf(heir)).toEqual(['administrator.see-main.', 'administrator.see.description', 'role.see-details.', 'role.see-main.']);
  });

  it('an ACL already assigned → 7220 inside 1200, nothing changed', async () => {
    const env = await update(heir, { __acls_changes__: { assign_acls: ['administrator.see.id', 'role.see-main.'] } });
    expectFailure(env, heir, 7220);
    expect((await details(heir)).acls.positive).toEqual(['role.see-details.', 'role.see-main.']);
  });

  it('unknown ACLs or mixed names and ids → 6360 inside 1200; ids work', async () => {
    expectFailure(await update(heir, { __acls_changes__: { assign_acls: ['no.such.acl'] } }), heir, 6360);
    expectFailure(await update(heir, { __acls_changes__: { assign_acls: ['role.see.roles', aclIds['role.see.acls']] } }), heir, 6360);
    expectFailure(await update(heir, { __acls_changes__: { unassign_acls: ['administrator.create.'] } }), heir, 6360);
    expect((await update(heir, { __acls_changes__: { assign_acls: [aclIds['role.see.roles']] } })).status).toBe(0);
    expect((await details(heir)).acls.positive).toContain('role.see.roles');
  });

  it('an unknown key inside __acls_changes__ → 6330', async () => {
    expect((await update(heir, { __acls_changes__: { grant: ['role.see.roles'] } })).status).toBe(6330);
  });
});

describe('role_update: __roles_changes__', () => {
  let a: number;
  let b: number;
  let c: number;

  beforeAll(async () => {
    a = await createRole({ name: 'RA', __acls__: ['role.see-main.'] });
    b = await createRole({ name: 'RB', __acls__: ['role.create.'] });
    c = await createRole({ name: 'RC', __acls__: ['role.delete.'] });
  });

  it('assign_roles / unassign_roles change inheritance', async () => {
    expect((await update(a, { __roles_changes__: { assign_roles: ['RB'] } })).status).toBe(0);
    expect((await details(a)).roles).toEqual({ [b]: 'RB' });
    expect(await effectiveOf(a)).toEqual(['role.create.', 'role.see-main.']);
    expect((await update(a, { __roles_changes__: { unassign_roles: [b] } })).status).toBe(0);
    expect((await details(a)).roles).toEqual({});
    expect(await effectiveOf(a)).toEqual(['role.see-main.']);
  });

  it("the spec's assign_acls / unassign_acls spelling works the same", async () => {
    expect((await update(a, { __roles_changes__: { assign_acls: ['RC', 'RB'] } })).status).toBe(0);
    expect((await details(a)).roles).toEqual({ [b]: 'RB', [c]: 'RC' });
    expect((await update(a, { __roles_changes__: { unassign_acls: ['rc'] } })).status).toBe(0);
    expect((await details(a)).roles).toEqual({ [b]: 'RB' });
  });

  it('a role already inherited → 7230 inside 1200', async () => {
    expectFailure(await update(a, { __roles_changes__: { assign_roles: ['RB'] } }), a, 7230);
    expect((await details(a)).roles).toEqual({ [b]: 'RB' });
  });

  it('a cycle → 7350 inside 1200 (A inherits B, then B inherits A; also through C, and itself)', async () => {
    expectFailure(await update(b, { __roles_changes__: { assign_roles: ['RA'] } }), b, 7350);
    expect((await details(b)).roles).toEqual({});
    expect((await update(c, { __roles_changes__: { assign_roles: ['RA'] } })).status).toBe(0); // C → A → B
    expectFailure(await update(b, { __roles_changes__: { assign_acls: [c] } }), b, 7350);
    expectFailure(await update(a, { __roles_changes__: { assign_roles: ['RA'] } }), a, 7350);
    expect((await details(b)).roles).toEqual({});
  });

  it('unknown, foreign or mixed roles → 6370 inside 1200; unassigning one not inherited → 6370', async () => {
    expectFailure(await update(a, { __roles_changes__: { assign_roles: ['Nope'] } }), a, 6370);
    expectFailure(await update(a, { __roles_changes__: { assign_roles: ['RC', b] } }), a, 6370);
    expectFailure(await update(a, { __roles_changes__: { assign_roles: ['Foreign'] } }), a, 6370);
    expectFailure(await update(a, { __roles_changes__: { unassign_roles: ['RC'] } }), a, 6370);
  });
});

describe('role_update and role_delete', () => {
  it('updates name and description', async () => {
    const id = await createRole({ name: 'Renamable' });
    expect((await update(id, { name: '  Renamed  ', description: 'now described' })).status).toBe(0);
    expect(await details(id)).toMatchObject({ name: 'Renamed', description: 'now described' });
    const other = await createRole({ name: 'Taken' });
    expectFailure(await update(other, { name: 'renamed' }), other, 7200);
  });

  it('fixed template roles cannot be updated or deleted → 7120 inside 1200', async () => {
    expectFailure(await update(rootId, { description: 'mine now' }), rootId, 7120);
    expectFailure(await update(rootId, { __acls_changes__: { unassign_acls: ['tenant.purge.'] } }), rootId, 7120);
    expectFailure(await server.api('role_delete', { sid, filters: { id: rootId } }), rootId, 7120);
    expect(await details(rootId)).toMatchObject({ name: 'Root', description: null, fixed: 1, tenant_id: -1, tenant_name: '-' });
    expect((await ok('number_of_acls_in_role', { filters: { role_id: rootId, acl_pattern: 'tenant.purge.' } }))['tenant.purge.']).toEqual({
      total: 1,
      effective: 1,
    });
  });

  it('Root lists its own ACLs and the role it inherits, as roles.yaml gives them, and still holds every ACL', async () => {
    const root = await details(rootId);
    expect(Object.values(root.roles)).toEqual(['Total Master']);
    const own = root.acls.positive as string[];
    // its own three of the template are there; what Total Master grants is not listed as its own
    for (const name of ['tenant.update.language', 'tenant.update.name', 'user.see.vm-list']) expect(own).toContain(name);
    expect(own).not.toContain('user.create.');
    expect(own).not.toContain('tenant.purge.');
    expect(own.length).toBeLessThan(Object.keys(aclIds).length / 4);
    // and through inheritance it holds every ACL of the catalog
    expect(await effectiveOf(rootId)).toEqual(Object.keys(aclIds).sort());
  });

  it('a role created fixed is read only too', async () => {
    const id = await createRole({ name: 'Frozen', fixed: 1 });
    expect((await details(id)).fixed).toBe(1);
    expectFailure(await update(id, { name: 'Thawed' }), id, 7120);
    expectFailure(await server.api('role_delete', { sid, filters: { id } }), id, 7120);
  });

  it('deletes a role; its heirs and holders lose it', async () => {
    const doomed = await createRole({ name: 'Doomed', __acls__: ['role.see-details.'] });
    const heir = await createRole({ name: 'DoomedHeir', __roles__: ['Doomed'] });
    expect(await effectiveOf(heir)).toEqual(['role.see-details.']);
    const env = await server.api('role_delete', { sid, filters: { id: doomed } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect((await ok('role_get_list', { filters: { id: doomed } })).total).toBe(0);
    expect((await details(heir)).roles).toEqual({});
    expect(await effectiveOf(heir)).toEqual([]);
  });

  it('nothing selected → 1300; id is mandatory → 6220', async () => {
    expect((await server.api('role_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
    expect((await update(999999, { description: 'x' })).status).toBe(1300);
    expect((await server.api('role_delete', { sid, filters: { name: 'x' } })).status).toBe(6210);
    expect((await server.api('role_delete', { sid })).status).toBe(6220);
    expect((await server.api('role_update', { sid, arguments: { description: 'x' } })).status).toBe(6220);
    expect((await server.api('role_get_details', { sid })).status).toBe(6220);
  });

  it('the change arguments need role.update.assign-acl / assign-role in either spelling (4230 without)', async () => {
    const target = await createRole({ name: 'Changeable' });
    const aclChanger = await makeTenantAdmin(server, {
      tenant: 'roles-t1',
      admin: 'acl-changer',
      acls: ['role.update.assign-acl', 'role.see-main.'],
    });
    const granted = await server.api('role_update', {
      sid: aclChanger.sid,
      filters: { id: target },
      arguments: { __acls_changes__: { assign_acls: ['role.see-main.'] } },
    });
    expect(granted.status).toBe(0);
    expect((await details(target)).acls.positive).toEqual(['role.see-main.']);
    const refused = await server.api('role_update', {
      sid: aclChanger.sid,
      filters: { id: target },
      arguments: { __roles_changes__: { assign_roles: ['Parent'] } },
    });
    expect(refused.status).toBe(4230);
    expect((await server.api('role_update', { sid: aclChanger.sid, filters: { id: target }, arguments: { name: 'Renamed By Changer' } })).status).toBe(
      4230,
    );

    const roleChanger = await makeTenantAdmin(server, {
      tenant: 'roles-t1',
      admin: 'role-changer',
      acls: ['role.update.assign-role', 'role.see-main.'],
    });
    const inherited = await server.api('role_update', {
      sid: roleChanger.sid,
      filters: { id: target },
      arguments: { __roles_changes__: { assign_acls: ['Parent'] } },
    });
    expect(inherited.status).toBe(0);
    expect(Object.values((await details(target)).roles)).toEqual(['Parent']);
    expect(
      (await server.api('role_update', { sid: roleChanger.sid, filters: { id: target }, arguments: { __acls_changes__: { unassign_acls: ['role.see-main.'] } } }))
        .status,
    ).toBe(4230);
  });

  it('a tenant administrator cannot change global roles (not in its write scope) nor other tenants’ roles', async () => {
    const editor = await makeTenantAdmin(server, {
      tenant: 'roles-t1',
      admin: 'role-editor',
      acls: ['role.update.description', 'role.delete.', 'role.see-main.'],
    });
    expect((await server.api('role_update', { sid: editor.sid, filters: { id: operatorL1 }, arguments: { description: 'x' } })).status).toBe(1300);
    const foreign = (await ok('role_get_list', { filters: { name: 'Foreign' } })).rows[0].id;
    expect((await server.api('role_delete', { sid: editor.sid, filters: { id: foreign } })).status).toBe(1300);
    const own = await createRole({ name: 'Editable' });
    expect((await server.api('role_update', { sid: editor.sid, filters: { id: own }, arguments: { description: 'edited' } })).status).toBe(0);
    expect((await details(own)).description).toBe('edited');
  });
});

describe('role lists', () => {
  it('role_get_list rows carry tenant_id and tenant_name; global templates are tenant -1 "-"', async () => {
    const env = await ok('role_get_list', { filters: { name: ['Root', 'Readers'] }, order_by: { field: 'name' } });
    expect(env.rows.map((r: Row) => [r.name, r.tenant_id, r.tenant_name, r.fixed, r.internal])).toEqual([
      ['Readers', t1, 'roles-t1', 0, 0],
      ['Root', -1, '-', 1, 0],
    ]);
    expect(Object.keys(env.rows[0]).sort()).toEqual(
      ['acls', 'creation_admin_id', 'creation_admin_name', 'creation_date', 'description', 'fixed', 'id', 'internal', 'name', 'record_version', 'roles', 'tenant_id', 'tenant_name'].sort(),
    );
    const internal = await ok('role_get_list', { filters: { internal: 1, fixed: 1 }, fields: ['name'] });
    expect(internal.rows.map((r: Row) => r.name)).toContain('Administrators Creator');
    expect(internal.rows.map((r: Row) => r.name)).not.toContain('Root');
  });

  it('role_get_list filters by tenant_name and orders by tenant_name then name', async () => {
    const env = await ok('role_get_list', {
      filters: { tenant_name: 'ROLES-T2' },
      fields: ['name', 'tenant_name'],
      order_by: { field: ['tenant_name', 'name'], order: '-desc' },
    });
    expect(env.rows).toEqual([
      { name: 'unique one', tenant_name: 'roles-t2' },
      { name: 'Foreign', tenant_name: 'roles-t2' },
    ]);
  });

  it('role_all_ids answers the ids of the same selection', async () => {
    const list = await ok('role_get_list', { filters: { tenant_id: t1 }, fields: ['id'] });
    const ids = await ok('role_all_ids', { filters: { tenant_id: t1 } });
    expect(ids.rows).toEqual(list.rows.map((r: Row) => r.id));
    expect(ids.total).toBe(list.total);
    for (const id of ids.rows) expect(typeof id).toBe('number');
    const all = await ok('role_all_ids');
    expect(all.total).toBe((await ok('role_get_list', { fields: ['id'] })).total);
  });

  it('role_tiny_list: the superadministrator sees every role, internal ones included', async () => {
    const env = await ok('role_tiny_list');
    const names = env.rows.map((r: Row) => r.name);
    expect(names).toContain('Administrators Creator');
    expect(names).toContain('Foreign');
    expect(Object.keys(env.rows[0]).sort()).toEqual(['id', 'name', 'tenant_name']);
    const t2only = await ok('role_tiny_list', { filters: { tenant_id: t2 } });
    expect(t2only.rows.map((r: Row) => r.name).sort()).toEqual(['Foreign', 'unique one']);
  });

  it('role_tiny_list hides internal roles and other tenants from a tenant administrator', async () => {
    const picker = await makeTenantAdmin(server, { tenant: 'roles-t1', admin: 'role-picker', acls: ['administrator.see.roles'] });
    const env = await server.api('role_tiny_list', { sid: picker.sid });
    expect(env.status).toBe(0);
    const names = env.rows.map((r: Row) => r.name);
    expect(names).toContain('Root');
    expect(names).toContain('Operator L1');
    expect(names).toContain('Readers');
    expect(names).not.toContain('Administrators Creator');
    expect(names).not.toContain('Foreign');
    expect(env.rows.find((r: Row) => r.name === 'Readers').tenant_name).toBe('roles-t1');
    expect(env.rows.find((r: Row) => r.name === 'Root').tenant_name).toBe('-');
    // every global role listed is a non-internal one
    const globals = (await ok('role_get_list', { filters: { tenant_id: -1, internal: 0 }, fields: ['name'] })).rows.map((r: Row) => r.name);
    expect(env.rows.filter((r: Row) => r.tenant_name === '-').map((r: Row) => r.name).sort()).toEqual(globals.sort());
    expect((await server.api('role_tiny_list', { sid: picker.sid, filters: { tenant_id: t1 } })).status).toBe(4220);
  });

  it('role_get_list of a tenant administrator shows its tenant and the global roles only', async () => {
    const reader = await makeTenantAdmin(server, { tenant: 'roles-t2', admin: 'role-reader', acls: ['role.see-main.'] });
    const env = await server.api('role_get_list', { sid: reader.sid, fields: ['name', 'tenant_id'] });
    expect(env.status).toBe(0);
    const tenants = new Set(env.rows.map((r: Row) => r.tenant_id));
    expect([...tenants].sort()).toEqual([-1, t2].sort());
    expect(env.rows.map((r: Row) => r.name)).toContain('Foreign');
    expect(env.rows.map((r: Row) => r.name)).not.toContain('Readers');
  });

  it('role_get_details of another tenant’s role is empty for a tenant administrator', async () => {
    const detailer = await makeTenantAdmin(server, { tenant: 'roles-t2', admin: 'role-detailer', acls: ['role.see-details.'] });
    const readers = (await ok('role_get_list', { filters: { name: 'Readers' } })).rows[0].id;
    const env = await server.api('role_get_details', { sid: detailer.sid, filters: { id: readers } });
    expect(env).toMatchObject({ status: 0, total: 0, rows: [] });
    const mine = await server.api('role_get_details', { sid: detailer.sid, filters: { id: rootId }, fields: ['id', 'name'] });
    expect(mine.rows).toEqual([{ id: rootId, name: 'Root' }]);
  });
});

describe('role changes reach current_admin_setup.acls', () => {
  it('grants, inheritance, denials and unassignments show on the next request', async () => {
    const holder = await makeTenantAdmin(server, { tenant: 'roles-t1', admin: 'acl-holder', acls: ['role.see-main.'] });
    const acls = async () => {
      const env = await server.api('current_admin_setup', { sid: holder.sid });
      expect(env.status).toBe(0);
      return env.acls as string[];
    };
    expect(await acls()).toEqual(['role.see-main.']);
    const roleId = holder.roleId!;

    await ok('role_update', { filters: { id: roleId }, arguments: { __acls_changes__: { assign_acls: ['administrator.see-main.'] } } });
    expect(await acls()).toEqual(['administrator.see-main.', 'role.see-main.']);

    await ok('role_update', { filters: { id: roleId }, arguments: { __roles_changes__: { assign_roles: ['Administrators Creator'] } } });
    expect(await acls()).toEqual(['administrator.create.', 'administrator.create.language', 'administrator.see-main.', 'role.see-main.']);

    await ok('role_update', { filters: { id: roleId }, arguments: { __acls_changes__: { unassign_acls: ['administrator.create.language'] } } });
    expect(await acls()).toEqual(['administrator.create.', 'administrator.see-main.', 'role.see-main.']);

    await ok('role_update', { filters: { id: roleId }, arguments: { __roles_changes__: { unassign_roles: ['Administrators Creator'] } } });
    expect(await acls()).toEqual(['administrator.see-main.', 'role.see-main.']);

    // tenant.* ACLs never become operative for a tenant administrator
    await ok('role_update', { filters: { id: roleId }, arguments: { __acls_changes__: { assign_acls: ['tenant.see-main.'] } } });
    expect(await acls()).toEqual(['administrator.see-main.', 'role.see-main.']);

    await ok('role_delete', { filters: { id: roleId } });
    expect(await acls()).toEqual([]);
  });
});

describe('empty change groups', () => {
  it('answer 6440 for __acls_changes__ and 6450 for __roles_changes__ without anything to change', async () => {
    const id = await createRole({ name: 'empty-changes', tenant_id: t1 });
    expectFailure(await update(id, { __acls_changes__: {} }), id, 6440);
    expectFailure(await update(id, { __acls_changes__: { assign_acls: [], unassign_acls: [] } }), id, 6440);
    expectFailure(await update(id, { __roles_changes__: {} }), id, 6450);
    expectFailure(await update(id, { __roles_changes__: { assign_roles: [] } }), id, 6450);
  });
});
