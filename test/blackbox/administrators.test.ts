// The administrator family (generated/docs/administrators.md, generated/docs/guides/authentication.md, generated/docs/guides/errors.md, docs/decisions.md "Records"): the nine
// actions, __roles__ and __roles_changes__, unique names per tenant, password changes, self-delete,
// current_admin_setup and myadmin_update without any ACL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;
let readerRole: number; // tenant role of t1
let creatorRole: number; // global template "Administrators Creator"

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createAdmin(args: Record<string, unknown>): Promise<number> {
  return (await ok('administrator_create', { arguments: { tenant_id: t1, password: 'initial-pass', ...args } })).rows[0].id;
}

async function details(id: number): Promise<Row | undefined> {
  return (await ok('administrator_get_details', { filters: { id } })).rows[0];
}

function expectFailure(env: Envelope, id: number, status: number): void {
  expect(env.status).toBe(1200);
  expect(env.total).toBe(0);
  expect(Object.keys(env.failures)).toEqual([String(id)]);
  expect(env.failures[String(id)].status).toBe(status);
}

/** Explicit credentials on a call (generated/docs/guides/authentication.md): the status of current_admin_setup. */
async function loginStatus(login: string, password: string, tenant: string): Promise<number> {
  return (await server.api('current_admin_setup', { login, password, tenant })).status;
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'adm-t1', language: 'es', block: 30 } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'adm-t2' } })).rows[0].id;
  readerRole = (
    await ok('role_create', { arguments: { name: 'Admin Reader', tenant_id: t1, __acls__: ['administrator.see-main.', 'administrator.see.roles'] } })
  ).rows[0].id;
  creatorRole = (await ok('role_get_list', { filters: { name: 'Administrators Creator' } })).rows[0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('administrator_create', () => {
  it('creates an administrator with __roles__; details show every field but the password', async () => {
    const env = await ok('administrator_create', {
      arguments: { tenant_id: t1, name: 'alice', password: 'alice-pass', description: 'first', __roles__: ['Admin Reader', 'Administrators Creator'] },
    });
    expect(env.rows).toEqual([{ id: expect.any(Number) }]);
    const id = env.rows[0].id;
    expect(await details(id)).toEqual({
      id,
      tenant_id: t1,
      tenant_name: 'adm-t1',
      name: 'alice',
      description: 'first',
      roles: { [readerRole]: 'Admin Reader', [creatorRole]: 'Administrators Creator' },
      block: 10,
      language: 'auto',
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
    expect(await loginStatus('alice', 'alice-pass', 'adm-t1')).toBe(0);
  });

  it('takes __roles__ as ids; without roles the administrator holds none', async () => {
    const id = await createAdmin({ name: 'bob', __roles__: [readerRole] });
    expect((await details(id))!.roles).toEqual({ [readerRole]: 'Admin Reader' });
    const bare = await createAdmin({ name: 'bare', language: 'en', block: 50 });
    expect(await details(bare)).toMatchObject({ roles: {}, language: 'en', block: 50, description: null });
  });

  it('unknown or mixed __roles__ → 6370 and nothing is created', async () => {
    for (const roles of [['No Such Role'], ['Admin Reader', creatorRole], [999999]]) {
      const env = await server.api('administrator_create', { sid, arguments: { tenant_id: t1, name: 'ghost', password: 'x-pass', __roles__: roles } });
      expect(env.status).toBe(6370);
    }
    // a role of another tenant cannot be given either
    const foreign = (await ok('role_create', { arguments: { name: 'Foreign Role', tenant_id: t2 } })).rows[0].id;
    expect(
      (await server.api('administrator_create', { sid, arguments: { tenant_id: t1, name: 'ghost', password: 'x-pass', __roles__: [foreign] } })).status,
    ).toBe(6370);
    expect((await ok('administrator_get_list', { filters: { name: 'ghost' } })).total).toBe(0);
  });

  it('a duplicate name in the same tenant → 7200, case-insensitively; another tenant may reuse it', async () => {
    for (const name of ['ALICE', ' alice ']) {
      const env = await server.api('administrator_create', { sid, arguments: { tenant_id: t1, name, password: 'x-pass' } });
      expect(env.status).toBe(7200);
    }
    const other = await ok('administrator_create', { arguments: { tenant_id: t2, name: 'Alice', password: 'other-alice' } });
    expect((await details(other.rows[0].id))!).toMatchObject({ name: 'Alice', tenant_id: t2, tenant_name: 'adm-t2' });
    // each logs in to its own tenant
    expect(await loginStatus('alice', 'alice-pass', 'adm-t1')).toBe(0);
    expect(await loginStatus('alice', 'other-alice', 'adm-t2')).toBe(0);
    expect(await loginStatus('alice', 'other-alice', 'adm-t1')).toBe(3200);
  });

  it('name and password are mandatory; a superadministrator names the tenant', async () => {
    expect((await server.api('administrator_create', { sid, arguments: { tenant_id: t1, name: 'nopass' } })).status).toBe(6240);
    expect((await server.api('administrator_create', { sid, arguments: { tenant_id: t1, password: 'x-pass' } })).status).toBe(6240);
    expect((await server.api('administrator_create', { sid, arguments: { name: 'notenant', password: 'x-pass' } })).status).toBe(6240);
    expect((await server.api('administrator_create', { sid, arguments: { tenant_id: 424242, name: 'lost', password: 'x-pass' } })).status).toBe(7110);
    expect((await server.api('administrator_create', { sid, arguments: { tenant_id: t1, name: 'badlang', password: 'x', language: 'xx-yy' } })).status).toBe(
      6330,
    );
  });
});

describe('administrator_update', () => {
  it('changes the password: the old one then fails with 3200, the new one works', async () => {
    const id = await createAdmin({ name: 'carol', password: 'carol-old' });
    expect(await loginStatus('carol', 'carol-old', 'adm-t1')).toBe(0);
    const env = await server.api('administrator_update', { sid, filters: { id }, arguments: { password: 'carol-new' } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(await loginStatus('carol', 'carol-old', 'adm-t1')).toBe(3200);
    expect(await loginStatus('carol', 'carol-new', 'adm-t1')).toBe(0);
    const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'carol', password: 'carol-old', tenant: 'adm-t1' }) });
    expect((await res.json()).status).toBe(3200);
    expect((await server.api('current_admin_setup', { login: 'carol', password: 'carol-new', tenant: 'adm-t1' })).admin_name).toBe('carol');
  });

  it('changes name, description, language and block', async () => {
    const id = await createAdmin({ name: 'dave' });
    const env = await server.api('administrator_update', {
      sid,
      filters: { id },
      arguments: { name: ' David ', description: 'renamed', language: 'es', block: 40 },
    });
    expect(env.status).toBe(0);
    expect(await details(id)).toMatchObject({ name: 'David', description: 'renamed', language: 'es', block: 40 });
    expectFailure(await server.api('administrator_update', { sid, filters: { id }, arguments: { name: 'ALICE' } }), id, 7200);
  });

  it('__roles_changes__ assigns and unassigns roles', async () => {
    const id = await createAdmin({ name: 'erin', __roles__: ['Admin Reader'] });
    const env = await server.api('administrator_update', {
      sid,
      filters: { id },
      arguments: { __roles_changes__: { assign_roles: ['Administrators Creator'], unassign_roles: ['admin reader'] } },
    });
    expect(env.status).toBe(0);
    expect((await details(id))!.roles).toEqual({ [creatorRole]: 'Administrators Creator' });
    expect((await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: { assign_roles: [readerRole] } } })).status).toBe(0);
    expect((await details(id))!.roles).toEqual({ [readerRole]: 'Admin Reader', [creatorRole]: 'Administrators Creator' });
  });

  it('a role already assigned → 7230, an unknown one → 6370, both inside 1200', async () => {
    const id = await createAdmin({ name: 'frank', __roles__: ['Admin Reader'] });
    expectFailure(
      await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: { assign_roles: ['Admin Reader'] } } }),
      id,
      7230,
    );
    expectFailure(
      await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: { assign_roles: ['Nobody Role'] } } }),
      id,
      6370,
    );
    expectFailure(
      await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: { unassign_roles: ['Administrators Creator'] } } }),
      id,
      6370,
    );
    expect((await details(id))!.roles).toEqual({ [readerRole]: 'Admin Reader' });
    expect(
      (await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: { assign_acls: ['Root'] } } })).status,
    ).toBe(6330);
  });

  it('nothing selected → 1300; id is mandatory → 6220; no arguments → 6240', async () => {
    expect((await server.api('administrator_update', { sid, filters: { id: 999999 }, arguments: { description: 'x' } })).status).toBe(1300);
    expect((await server.api('administrator_update', { sid, arguments: { description: 'x' } })).status).toBe(6220);
    const id = await createAdmin({ name: 'gina' });
    expect((await server.api('administrator_update', { sid, filters: { id } })).status).toBe(6240);
  });
});

describe('administrator_delete', () => {
  it('deletes another administrator, whose session then stops working', async () => {
    const id = await createAdmin({ name: 'henry', password: 'henry-pass' });
    const session = await server.login('henry', 'henry-pass', 'adm-t1');
    const env = await server.api('administrator_delete', { sid, filters: { id } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    expect(await details(id)).toBeUndefined();
    expect((await server.api('current_admin_setup', { sid: session })).status).toBe(3200);
    expect(await loginStatus('henry', 'henry-pass', 'adm-t1')).toBe(3200);
  });

  it('refuses self-delete → 7120 inside 1200', async () => {
    expectFailure(await server.api('administrator_delete', { sid, filters: { id: 1 } }), 1, 7120);
    expect((await details(1))!.name).toBe('superadmin');
    expect((await server.api('current_admin_setup', { sid })).status).toBe(0);
  });

  it('deletes several for a superadministrator; self among them fails alone', async () => {
    const a = await createAdmin({ name: 'ivan' });
    const b = await createAdmin({ name: 'judy' });
    const env = await server.api('administrator_delete', { sid, filters: { id: [a, b, 1] } });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(2);
    expect(Object.keys(env.failures)).toEqual(['1']);
    expect(env.failures['1'].status).toBe(7120);
    expect((await ok('administrator_get_list', { filters: { id: [a, b] } })).total).toBe(0);
  });

  it('nothing selected → 1300; id is mandatory → 6220', async () => {
    expect((await server.api('administrator_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
    expect((await server.api('administrator_delete', { sid })).status).toBe(6220);
  });
});

describe('administrator lists', () => {
  it('administrator_get_list filters by name case-insensitively, by tenant and description', async () => {
    const env = await ok('administrator_get_list', { filters: { name: 'ALICE' }, fields: ['name', 'tenant_name'], order_by: { field: 'tenant_name' } });
    expect(env.rows).toEqual([
      { name: 'alice', tenant_name: 'adm-t1' },
      { name: 'Alice', tenant_name: 'adm-t2' },
    ]);
    const t2only = await ok('administrator_get_list', { filters: { tenant_id: t2 }, fields: ['name'] });
    expect(t2only.rows).toEqual([{ name: 'Alice' }]);
    const described = await ok('administrator_get_list', { filters: { description: { '~': 'FIR%' } }, fields: ['name'] });
    expect(described.rows).toEqual([{ name: 'alice' }]);
  });

  it('-not keeps administrators without a description', async () => {
    const env = await ok('administrator_get_list', { filters: { tenant_id: t1, '-not': { description: 'first' } }, fields: ['name', 'description'] });
    const names = env.rows.map((r: Row) => r.name);
    expect(names).not.toContain('alice');
    expect(names).toContain('bob');
    expect(env.rows.find((r: Row) => r.name === 'bob').description).toBeNull();
    const all = await ok('administrator_get_list', { filters: { tenant_id: t1 } });
    expect(env.total).toBe(all.total - 1);
  });

  it('administrator_get_list orders and pages', async () => {
    const all = (await ok('administrator_get_list', { filters: { tenant_id: t1 }, order_by: { field: 'name', order: '-desc' }, fields: ['name'] })).rows.map(
      (r: Row) => r.name as string,
    );
    expect(all).toEqual([...all].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const page = await ok('administrator_get_list', {
      filters: { tenant_id: t1 },
      order_by: { field: 'name', order: '-desc' },
      fields: ['name'],
      block: 2,
      offset: 2,
    });
    expect(page.rows.map((r: Row) => r.name)).toEqual(all.slice(2, 4));
    expect(page.total).toBe(all.length);
  });

  it('administrator_tiny_list rows hold tenant_id, id, name and tenant_name', async () => {
    const env = await ok('administrator_tiny_list', { filters: { tenant_id: t2 } });
    expect(env.rows).toEqual([{ tenant_id: t2, id: expect.any(Number), name: 'Alice', tenant_name: 'adm-t2' }]);
    const everyone = await ok('administrator_tiny_list');
    expect(everyone.rows.map((r: Row) => r.name)).toContain('superadmin');
  });

  it('administrator_all_ids answers the ids of the same selection', async () => {
    const list = await ok('administrator_get_list', { filters: { tenant_id: t1 }, fields: ['id'] });
    const ids = await ok('administrator_all_ids', { filters: { tenant_id: t1 } });
    expect(ids.rows).toEqual(list.rows.map((r: Row) => r.id));
    expect(ids.total).toBe(list.total);
    expect(ids.rows.every((id: unknown) => typeof id === 'number')).toBe(true);
    expect((await ok('administrator_all_ids', { filters: { name: { '~': 'ali%' } } })).total).toBe(2);
  });

  it('administrator_get_details needs id', async () => {
    expect((await server.api('administrator_get_details', { sid })).status).toBe(6220);
  });

  it('a tenant administrator lists only its own tenant', async () => {
    const session = await server.login('alice', 'alice-pass', 'adm-t1');
    const env = await server.api('administrator_get_list', { sid: session, fields: ['name', 'tenant_id', 'roles'] });
    expect(env.status).toBe(0);
    expect(new Set(env.rows.map((r: Row) => r.tenant_id))).toEqual(new Set([t1]));
    expect(env.rows.find((r: Row) => r.name === 'alice').roles).toEqual({ [readerRole]: 'Admin Reader', [creatorRole]: 'Administrators Creator' });
  });
});

describe('current_admin_setup', () => {
  it('answers every field of generated/docs/administrators.md for a tenant administrator', async () => {
    const env = await server.api('current_admin_setup', { login: 'alice', password: 'alice-pass', tenant: 'adm-t1' });
    expect(env.status).toBe(0);
    expect(typeof env.sid).toBe('string');
    const alice = (await ok('administrator_get_list', { filters: { name: 'alice', tenant_id: t1 } })).rows[0];
    expect(env).toMatchObject({
      admin_id: alice.id,
      admin_name: 'alice',
      admin_language: 'auto',
      admin_block: 10,
      tenant_id: t1,
      tenant_name: 'adm-t1',
      tenant_language: 'es',
      tenant_block: 30,
      multitenant: '1',
    });
    expect(env.acls).toEqual([
      'administrator.create.',
      'administrator.create.language',
      'administrator.see-main.',
      'administrator.see.roles',
    ]);
    expect(Array.isArray(env.views)).toBe(true);
    expect(env.server_datetime).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \d{4}$/);
    // the answered sid is a session of its own
    const again = await server.api('current_admin_setup', { sid: env.sid });
    expect(again).toMatchObject({ status: 0, admin_name: 'alice' });
  });

  it('answers the superadministrator, tenant 0 "*", every ACL', async () => {
    const env = await ok('current_admin_setup');
    expect(env).toMatchObject({ admin_id: 1, admin_name: 'superadmin', tenant_id: 0, tenant_name: '*', multitenant: '1' });
    const total = (await ok('acl_tiny_list')).total;
    expect(env.acls).toHaveLength(total);
    expect(env.acls).toEqual([...env.acls].sort());
  });

  it('needs credentials → 3100, wrong ones → 3200', async () => {
    expect((await server.api('current_admin_setup', {})).status).toBe(3100);
    expect((await server.api('current_admin_setup', { sid: 'not-a-session' })).status).toBe(3200);
    expect(await loginStatus('alice', 'wrong', 'adm-t1')).toBe(3200);
    expect(await loginStatus('alice', 'alice-pass', 'no-such-tenant')).toBe(3200);
    expect(await loginStatus('ALICE', 'alice-pass', 'ADM-T1')).toBe(0);
  });
});

describe('myadmin_update', () => {
  it('needs no ACL: an administrator without roles changes its own record', async () => {
    await createAdmin({ name: 'solo', password: 'solo-pass' });
    const session = await server.login('solo', 'solo-pass', 'adm-t1');
    expect((await server.api('current_admin_setup', { sid: session })).acls).toEqual([]);
    const env = await server.api('myadmin_update', { sid: session, arguments: { description: 'self made', language: 'es', block: 15 } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    const setup = await server.api('current_admin_setup', { sid: session });
    expect(setup).toMatchObject({ admin_language: 'es', admin_block: 15 });
    const row = (await ok('administrator_get_list', { filters: { name: 'solo' } })).rows[0];
    expect(row).toMatchObject({ description: 'self made', language: 'es', block: 15 });
    // nobody else changed
    expect((await ok('administrator_get_list', { filters: { name: 'bob' } })).rows[0].description).toBeNull();
  });

  it('changes its own password and name', async () => {
    await createAdmin({ name: 'renamer', password: 'renamer-old' });
    const session = await server.login('renamer', 'renamer-old', 'adm-t1');
    expect((await server.api('myadmin_update', { sid: session, arguments: { password: 'renamer-new', name: 'renamed' } })).status).toBe(0);
    expect(await loginStatus('renamer', 'renamer-old', 'adm-t1')).toBe(3200);
    expect(await loginStatus('renamed', 'renamer-old', 'adm-t1')).toBe(3200);
    expect(await loginStatus('renamed', 'renamer-new', 'adm-t1')).toBe(0);
    expect((await server.api('current_admin_setup', { sid: session })).admin_name).toBe('renamed');
  });

  it('takes no filters to reach others and refuses unknown arguments', async () => {
    const session = await server.login('solo', 'solo-pass', 'adm-t1');
    expect((await server.api('myadmin_update', { sid: session, filters: { id: 1 }, arguments: { description: 'x' } })).status).toBe(6210);
    expect((await server.api('myadmin_update', { sid: session, arguments: { __roles_changes__: { assign_roles: ['Root'] } } })).status).toBe(6230);
    expect((await details(1))!.description).toBe('Superadministrator');
  });
});

describe('empty role changes', () => {
  it('answer 6450 when __roles_changes__ assigns and unassigns nothing', async () => {
    const created = await ok('administrator_create', { arguments: { tenant_id: t1, name: 'empty-roles-admin', password: 'pw-123456' } });
    const id = created.rows[0].id;
    const env = await server.api('administrator_update', { sid, filters: { id }, arguments: { __roles_changes__: {} } });
    expect(env.status).toBe(1200);
    expect(env.failures[String(id)].status).toBe(6450);
  });
});
