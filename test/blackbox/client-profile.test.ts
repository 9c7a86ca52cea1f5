// The client profile (SVC_CLIENT_PROFILE, docs/decisions.md "Client profiles"): one server with the
// default `spec` and one with `qvd`, the dialect of the original platform's console and CLI. Where they
// differ the test asks both: no credentials (3100 / 3200, on /api and on the live route), the `qvd_`
// spelling of `svc_` names (actions, filter and argument keys, row keys of answers, in both directions,
// live frames included). A bad profile stops start-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startExpectingExit, startServer, type TestServer } from './harness.js';
import { expectRefused, watch, type LiveSocket } from './live-client.js';

let spec: TestServer;
let qvd: TestServer;
let specSid: string;
let qvdSid: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  [spec, qvd] = await Promise.all([startServer(), startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } })]);
  [specSid, qvdSid] = await Promise.all([spec.superSid(), qvd.superSid()]);
});

afterAll(async () => {
  for (const s of sockets) await s.close();
  await Promise.all([spec?.stop(), qvd?.stop()]);
});

describe('no credentials at all', () => {
  it('is 3100 in the spec profile and 3200 (no session) in the qvd profile, on /api', async () => {
    expect((await spec.api('current_admin_setup')).status).toBe(3100);
    const probe = await qvd.api('current_admin_setup');
    expect(probe).toMatchObject({ status: 3200, message: expect.any(String) });
    // a wrong session id is 3200 in both
    expect((await spec.api('current_admin_setup', { sid: 'no-such-session' })).status).toBe(3200);
    expect((await qvd.api('current_admin_setup', { sid: 'no-such-session' })).status).toBe(3200);
  });

  it('refuses a live socket the same way', async () => {
    expect((await expectRefused(spec, { action: 'user_get_list' })).envelope.status).toBe(3100);
    expect((await expectRefused(qvd, { action: 'user_get_list' })).envelope.status).toBe(3200);
  });
});

describe('qvd_ spellings', () => {
  it('qvd_objects_statistics is svc_objects_statistics in the qvd profile, unknown (4100) in the spec profile', async () => {
    const spelled = await expectOk(qvd, 'qvd_objects_statistics', { sid: qvdSid });
    const original = await expectOk(qvd, 'svc_objects_statistics', { sid: qvdSid });
    expect(spelled).toEqual(original);
    expect(spelled).toHaveProperty('users_count');
    expect((await spec.api('qvd_objects_statistics', { sid: specSid })).status).toBe(4100);
    expect((await spec.api('svc_objects_statistics', { sid: specSid })).status).toBe(0);
  });

  it('view settings take qvd_object in filters and arguments and answer it as qvd_object; the spec profile keeps svc_object', async () => {
    const qvdTenant = (await expectOk(qvd, 'tenant_create', { sid: qvdSid, arguments: { name: 'views-qvd' } })).rows[0].id;
    const set = await expectOk(qvd, 'tenant_attribute_view_set', { sid: qvdSid, arguments: { field: 'name', qvd_object: 'user', visible: false, tenant_id: qvdTenant } });
    expect(set.rows[0]).toEqual({ id: expect.any(Number) });
    const listed = await expectOk(qvd, 'tenant_view_get_list', { sid: qvdSid, filters: { qvd_object: 'user', view_type: 'list_column' } });
    expect(listed.rows).toContainEqual(expect.objectContaining({ field: 'name', qvd_object: 'user', visible: 0 }));
    for (const row of listed.rows) expect(row).not.toHaveProperty('svc_object');
    // the spec's own spelling works in the qvd profile too (it is a superset)
    expect((await expectOk(qvd, 'tenant_view_get_list', { sid: qvdSid, filters: { svc_object: 'user' } })).rows.length).toBe(listed.rows.length);
    // current_admin_setup's views carry the client's spelling
    const setup = await expectOk(qvd, 'current_admin_setup', { sid: qvdSid });
    for (const view of setup.views as Record<string, unknown>[]) expect(view).not.toHaveProperty('svc_object');

    const specTenant = (await expectOk(spec, 'tenant_create', { sid: specSid, arguments: { name: 'views-spec' } })).rows[0].id;
    await expectOk(spec, 'tenant_attribute_view_set', { sid: specSid, arguments: { field: 'name', svc_object: 'user', visible: false, tenant_id: specTenant } });
    const specRows = (await expectOk(spec, 'tenant_view_get_list', { sid: specSid, filters: { svc_object: 'user' } })).rows;
    expect(specRows).toContainEqual(expect.objectContaining({ field: 'name', svc_object: 'user' }));
    // in the spec profile qvd_object is not a token
    expect((await spec.api('tenant_view_get_list', { sid: specSid, filters: { qvd_object: 'user' } })).status).not.toBe(0);
  });

  it('a live list of qvd_objects_statistics opens in the qvd profile and its frames are the /api answer', async () => {
    const { live, first } = await watch(qvd, { action: 'qvd_objects_statistics', sid: qvdSid });
    sockets.push(live);
    expect(first.status).toBe(0);
    const { sid: _sid, ...answer } = await qvd.api('qvd_objects_statistics', { sid: qvdSid });
    expect(first).toEqual(answer);
  });
});

describe('shapes the original clients read', () => {
  /** A tenant with one property on users, a user holding it, and roles RB ⊂ RA; answers what the lists show. */
  async function records(server: TestServer, s: string, name: string) {
    const tenantId = (await expectOk(server, 'tenant_create', { sid: s, arguments: { name } })).rows[0].id;
    const propertyId = (await expectOk(server, 'property_create', { sid: s, arguments: { key: 'colour', tenant_id: tenantId, __property_assign__: ['user'] } })).rows[0].id;
    const userId = (await expectOk(server, 'user_create', { sid: s, arguments: { name: `${name}-u`, password: 'pw-shapes-1', tenant_id: tenantId, __properties__: { colour: 'blue' } } })).rows[0].id;
    const inherited = (await expectOk(server, 'role_create', { sid: s, arguments: { name: 'RB', tenant_id: tenantId, __acls__: ['user.see-main.'] } })).rows[0].id;
    const heir = (await expectOk(server, 'role_create', { sid: s, arguments: { name: 'RA', tenant_id: tenantId, __roles__: [inherited] } })).rows[0].id;
    const user = (await expectOk(server, 'user_get_list', { sid: s, filters: { id: userId } })).rows[0];
    const role = (await expectOk(server, 'role_get_list', { sid: s, filters: { id: heir } })).rows[0];
    const propertyList = (await expectOk(server, 'user_get_property_list', { sid: s, filters: { tenant_id: tenantId } })).rows;
    return { propertyId, inherited, user, role, propertyList };
  }

  it('properties: key → value in the spec profile; property id → {property_id, key, value} in the qvd profile', async () => {
    const plain = await records(spec, specSid, 'shapes-spec');
    expect(plain.user.properties).toEqual({ colour: 'blue' });
    const legacy = await records(qvd, qvdSid, 'shapes-qvd');
    expect(legacy.user.properties).toEqual({ [legacy.propertyId]: { property_id: legacy.propertyId, key: 'colour', value: 'blue' } });
    // the id is the one the property lists answer, which the console matches them by
    expect(legacy.propertyList).toContainEqual(expect.objectContaining({ property_id: legacy.propertyId, key: 'colour' }));
  });

  it("a role's roles: id → name in the spec profile; id → {name, internal} in the qvd profile", async () => {
    const plain = await records(spec, specSid, 'roles-spec');
    expect(plain.role.roles).toEqual({ [plain.inherited]: 'RB' });
    const legacy = await records(qvd, qvdSid, 'roles-qvd');
    expect(legacy.role.roles).toEqual({ [legacy.inherited]: { name: 'RB', internal: 0 } });
  });
});

describe('ACLs as the original console reads them', () => {
  /** A tenant administrator of a new tenant holding exactly `acls`, on both servers. */
  async function limitedAdmins(name: string, acls: string[]) {
    const make = async (server: TestServer, s: string) => {
      const tenantId = (await expectOk(server, 'tenant_create', { sid: s, arguments: { name } })).rows[0].id;
      await expectOk(server, 'role_create', { sid: s, arguments: { name: `${name}-role`, tenant_id: tenantId, __acls__: acls } });
      await expectOk(server, 'role_create', { sid: s, arguments: { name: `${name}-inherited`, tenant_id: tenantId, __acls__: ['user.see-main.'] } });
      await expectOk(server, 'role_create', { sid: s, arguments: { name: `${name}-heir`, tenant_id: tenantId, __roles__: [`${name}-inherited`], __acls__: ['user.see-main.'] } });
      await expectOk(server, 'administrator_create', { sid: s, arguments: { name: `${name}-admin`, password: 'admin-pass-1', tenant_id: tenantId, __roles__: [`${name}-role`] } });
      return server.login(`${name}-admin`, 'admin-pass-1', name);
    };
    return { specAdmin: await make(spec, specSid), qvdAdmin: await make(qvd, qvdSid) };
  }

  it("a role's acls and roles: role.see.acls / role.see.roles in both profiles, also role.see.acl-list / role.see.inherited-roles in qvd", async () => {
    const { specAdmin, qvdAdmin } = await limitedAdmins('role-columns', ['role.see-main.', 'role.see.acl-list', 'role.see.inherited-roles']);
    const heirOf = async (server: TestServer, s: string) =>
      (await expectOk(server, 'role_get_list', { sid: s, filters: { name: 'role-columns-heir' } })).rows[0];
    const plain = await heirOf(spec, specAdmin);
    expect(plain).not.toHaveProperty('acls');
    expect(plain).not.toHaveProperty('roles');
    expect((await spec.api('role_get_list', { sid: specAdmin, fields: ['id', 'roles'] })).status).toBe(4250);
    const legacy = await heirOf(qvd, qvdAdmin);
    expect(legacy.acls).toEqual({ positive: ['user.see-main.'], negative: [] });
    expect(Object.values(legacy.roles)).toEqual([{ name: 'role-columns-inherited', internal: 0 }]);
    // the administrator's own ACL list keeps the names the console looks for
    const setup = await expectOk(qvd, 'current_admin_setup', { sid: qvdAdmin });
    expect(setup.acls).toEqual(expect.arrayContaining(['role.see.acl-list', 'role.see.inherited-roles']));
  });

  it('a list asking only for id and name is admitted with the tiny list ACLs in qvd (the VM host filter), and only then', async () => {
    const { specAdmin, qvdAdmin } = await limitedAdmins('host-choices', ['vm.see-main.', 'vm.see.host']);
    await expectOk(qvd, 'host_create', { sid: qvdSid, arguments: { name: 'choice-host', address: '10.9.9.9' } });
    const ask = { fields: ['id', 'name'], order_by: { field: 'name', order: '-asc' } };
    const choices = await expectOk(qvd, 'host_get_list', { sid: qvdAdmin, ...ask });
    expect(choices.rows).toContainEqual({ id: expect.any(Number), name: 'choice-host' });
    for (const row of choices.rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    // anything more than the tiny list answers, or no fields at all, needs the list's own ACL
    expect((await qvd.api('host_get_list', { sid: qvdAdmin, fields: ['id', 'name', 'address'] })).status).toBe(4210);
    expect((await qvd.api('host_get_list', { sid: qvdAdmin })).status).toBe(4210);
    // filters keep their own ACLs
    expect((await qvd.api('host_get_list', { sid: qvdAdmin, ...ask, filters: { address: '10.9.9.9' } })).status).toBe(4220);
    expect((await spec.api('host_get_list', { sid: specAdmin, ...ask })).status).toBe(4210);
  });
});

describe('tenants in single-tenant mode', () => {
  it('are read in the qvd profile (the CLI lists them), 4100 in the spec profile; writing them is 4100 in both', async () => {
    const [single, singleQvd] = await Promise.all([
      startServer({ env: { SVC_MULTITENANT: '0' } }),
      startServer({ env: { SVC_MULTITENANT: '0', SVC_CLIENT_PROFILE: 'qvd' } }),
    ]);
    try {
      const [a, b] = await Promise.all([single.superSid(), singleQvd.superSid()]);
      expect((await single.api('tenant_get_list', { sid: a })).status).toBe(4100);
      const listed = await expectOk(singleQvd, 'tenant_get_list', { sid: b, fields: ['id', 'name'] });
      expect(listed.rows).toContainEqual({ id: 1, name: 'default' });
      expect((await expectOk(singleQvd, 'tenant_tiny_list', { sid: b })).rows.length).toBe(listed.rows.length);
      for (const [server, s] of [[single, a], [singleQvd, b]] as const) {
        expect((await server.api('tenant_create', { sid: s, arguments: { name: 'nope' } })).status).toBe(4100);
        expect((await server.api('tenant_update', { sid: s, filters: { id: 1 }, arguments: { description: 'x' } })).status).toBe(4100);
      }
    } finally {
      await Promise.all([single.stop(), singleQvd.stop()]);
    }
  });
});

describe('SVC_CLIENT_PROFILE', () => {
  it('refuses an unknown profile at start-up, naming the choices', async () => {
    const run = await startExpectingExit({ SVC_CLIENT_PROFILE: 'legacy' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('SVC_CLIENT_PROFILE must be one of spec, qvd');
  });
});
