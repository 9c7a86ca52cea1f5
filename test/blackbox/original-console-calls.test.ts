// The original console's create and edit dialogs (issue: the console used as people use it), each call
// sent exactly as the console sends it: POST with an empty body, every parameter in the query string of
// `/api/`, the whole URL through encodeURI (docs/original-clients.md), `parameters={"source":"WAT"}`.
// Asked of a `qvd` server, and of a `spec` server where the specification allows the same
// (docs/decisions.md "Client profiles").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';
import { watch, type LiveSocket } from './live-client.js';

let spec: TestServer;
let qvd: TestServer;
const sockets: LiveSocket[] = [];

/** One call as the console makes it (Wat.A.performAction / a model's save). */
async function wat(server: TestServer, sid: string, action: string, params: { filters?: unknown; arguments?: unknown; fields?: unknown; order_by?: unknown } = {}): Promise<Envelope> {
  let url = `${server.url}/api/?sid=${sid}&action=${action}`;
  for (const key of ['filters', 'arguments', 'fields', 'order_by'] as const) if (params[key] !== undefined) url += `&${key}=${JSON.stringify(params[key])}`;
  url += '&parameters=' + JSON.stringify({ source: 'WAT' });
  const res = await fetch(encodeURI(url), { method: 'POST' });
  return (await res.json()) as Envelope;
}

/** A tenant with an OS flavour, a user and a VM of theirs; answers their ids. */
async function records(server: TestServer, sid: string, tenant: string): Promise<{ tenantId: number; vmId: number }> {
  const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: tenant } })).rows[0].id;
  const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: `${tenant}-osf` } })).rows[0].id;
  const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: `${tenant}-user`, password: 'user-pass-1' } })).rows[0].id;
  const vmId = (await expectOk(server, 'vm_create', { sid, arguments: { name: `${tenant}-vm`, user_id: userId, osf_id: osfId } })).rows[0].id;
  return { tenantId, vmId };
}

beforeAll(async () => {
  [spec, qvd] = await Promise.all([startServer(), startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } })]);
});

afterAll(async () => {
  for (const s of sockets) await s.close();
  await Promise.all([spec?.stop(), qvd?.stop()]);
});

describe('/api/info', () => {
  it('carries public_configuration.dig.enabled (disabled) in the qvd profile, which the OS flavour dialogs read', async () => {
    const info = (await (await qvd.fetch('/api/info', { method: 'POST' })).json()) as Envelope;
    expect(info.public_configuration.dig).toEqual({ enabled: '0' });
    expect(parseInt(info.public_configuration.dig.enabled)).toBe(0);
    const specInfo = (await (await spec.fetch('/api/info', { method: 'POST' })).json()) as Envelope;
    expect(specInfo.public_configuration).not.toHaveProperty('dig');
  });
});

describe('the VM editor', () => {
  it('clears the expiration dates with "" in the qvd profile (6330 in the spec profile)', async () => {
    for (const [server, name] of [[qvd, 'q-vm-clear'], [spec, 's-vm-clear']] as const) {
      const sid = await server.superSid();
      const { vmId } = await records(server, sid, name);
      await expectOk(server, 'vm_update', { sid, filters: { id: vmId }, arguments: { expiration_soft: '2031-02-03T04:05:06', expiration_hard: '2031-02-04T04:05:06' } });
      const args = { name: `${name}-vm`, di_tag: 'default', expiration_soft: '', expiration_hard: '', description: '' };
      const answer = await wat(server, sid, 'vm_update', { filters: { id: String(vmId) }, arguments: args });
      const row = (await expectOk(server, 'vm_get_list', { sid, filters: { id: vmId }, fields: ['expiration_soft', 'expiration_hard'] })).rows[0];
      if (server === qvd) {
        expect(answer.status).toBe(0);
        expect(row).toEqual({ expiration_soft: null, expiration_hard: null });
      } else {
        expect(answer.status).toBe(6330);
        expect(row).toEqual({ expiration_soft: '2031-02-03T04:05:06', expiration_hard: '2031-02-04T04:05:06' });
      }
    }
  });

  it('takes a date as the console writes it (toJSON: milliseconds and Z) in both profiles, stored to the second', async () => {
    for (const [server, name] of [[qvd, 'q-vm-date'], [spec, 's-vm-date']] as const) {
      const sid = await server.superSid();
      const { vmId } = await records(server, sid, name);
      const args = { name: `${name}-vm`, di_tag: 'default', expiration_soft: '2030-01-01T00:00:00.000Z', expiration_hard: '2030-01-02T10:20:30.999Z', description: '' };
      expect((await wat(server, sid, 'vm_update', { filters: { id: String(vmId) }, arguments: args })).status).toBe(0);
      const row = (await expectOk(server, 'vm_get_list', { sid, filters: { id: vmId }, fields: ['expiration_soft', 'expiration_hard'] })).rows[0];
      expect(row).toEqual({ expiration_soft: '2030-01-01T00:00:00', expiration_hard: '2030-01-02T10:20:30' });
      // other zones or shapes are still refused
      for (const bad of ['2030-01-01T00:00:00+02:00', '2030-01-01', '2030-01-01T00:00:00.Z']) {
        expect((await wat(server, sid, 'vm_update', { filters: { id: String(vmId) }, arguments: { expiration_soft: bad } })).status).toBe(6330);
      }
    }
  });
});

describe('the role editor', () => {
  it('answers every ACL of a branch with operative 1 or 0 for the role in the qvd profile; the spec profile lists those the role holds or links', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const tenant = server === qvd ? 'q-roles' : 's-roles';
      const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: tenant } })).rows[0].id;
      const roleId = (await expectOk(server, 'role_create', { sid, arguments: { name: `${tenant}-r`, tenant_id: tenantId, __acls__: ['vm.see-main.'] } })).rows[0].id;
      const answer = await wat(server, sid, 'get_acls_in_roles', { filters: { acl_name: { '~': 'vm.%' }, role_id: String(roleId) } });
      expect(answer.status).toBe(0);
      const every = (await expectOk(server, 'acl_get_list', { sid, filters: { name: { '~': 'vm.%' } }, fields: ['name'] })).rows.map((r: { name: string }) => r.name);
      if (server === qvd) {
        expect(answer.rows.map((r: { name: string }) => r.name).sort()).toEqual([...every].sort());
        expect(answer.total).toBe(every.length);
        for (const row of answer.rows) expect(row.operative).toBe(row.name === 'vm.see-main.' ? 1 : 0);
      } else {
        expect(answer.rows.map((r: { name: string }) => r.name)).toEqual(['vm.see-main.']);
      }
    }
  });
});

describe('administrators and the profile', () => {
  it('creates an administrator with language "default" (the tenant\'s) in both profiles', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'admins-lang' } })).rows[0].id;
      const answer = await wat(server, sid, 'administrator_create', { filters: {}, arguments: { name: 'lang-admin', password: 'admin-pass-1', language: 'default', tenant_id: String(tenantId) } });
      expect(answer.status).toBe(0);
      const row = (await expectOk(server, 'administrator_get_list', { sid, filters: { id: answer.rows[0].id }, fields: ['language'] })).rows[0];
      expect(row.language).toBe('default');
      expect((await wat(server, sid, 'administrator_create', { filters: {}, arguments: { name: 'lang-bad', password: 'admin-pass-1', language: 'defaults', tenant_id: String(tenantId) } })).status).toBe(6330);
    }
  });

  it('saves the profile dialog with block "0" (the tenant\'s page size) in both profiles', async () => {
    for (const server of [qvd, spec]) {
      const a = await makeTenantAdmin(server, { tenant: 'profile-block', admin: 'block-admin', roles: ['Master'] });
      expect((await wat(server, a.sid, 'myadmin_update', { filters: {}, arguments: { language: 'auto', block: '0' } })).status).toBe(0);
      expect(await expectOk(server, 'current_admin_setup', { sid: a.sid })).toMatchObject({ admin_block: 0, admin_language: 'auto' });
      expect((await wat(server, a.sid, 'myadmin_update', { filters: {}, arguments: { block: '-1' } })).status).toBe(6330);
    }
  });

  it('saves the WAT settings of a superadministrator without tenant_id as tenant 0\'s in the qvd profile (6240 in the spec profile)', async () => {
    const sid = await qvd.superSid();
    expect((await wat(qvd, sid, 'config_wat_update', { filters: {}, arguments: { language: 'es', block: '20' } })).status).toBe(0);
    expect(await expectOk(qvd, 'current_admin_setup', { sid })).toMatchObject({ tenant_id: 0, tenant_block: 20, tenant_language: 'es' });
    const specSid = await spec.superSid();
    expect((await wat(spec, specSid, 'config_wat_update', { filters: {}, arguments: { language: 'es', block: '20' } })).status).toBe(6240);
  });
});

describe('ACL names the console checks', () => {
  it('answers config.qvd. and property.manage. in current_admin_setup to holders of config.svc. and any property.manage.*, in the qvd profile', async () => {
    const full = await makeTenantAdmin(qvd, { tenant: 'acl-names', admin: 'names-full', acls: ['config.svc.', 'property.manage.vm'] });
    const setup = await wat(qvd, full.sid, 'current_admin_setup');
    expect(setup.acls).toEqual(expect.arrayContaining(['config.qvd.', 'property.manage.', 'config.svc.', 'property.manage.vm']));
    for (const never of ['di.create.generation', 'di.update.auto-publish', 'di.update.publish', 'di.update.vms-expiration']) expect(setup.acls).not.toContain(never);
    const none = await makeTenantAdmin(qvd, { tenant: 'acl-names', admin: 'names-none', acls: ['user.see-main.'] });
    const bare = await wat(qvd, none.sid, 'current_admin_setup');
    expect(bare.acls).not.toContain('config.qvd.');
    expect(bare.acls).not.toContain('property.manage.');
    // the spec profile answers the ACLs it defines only
    const specFull = await makeTenantAdmin(spec, { tenant: 'acl-names', admin: 'names-full', acls: ['config.svc.', 'property.manage.vm'] });
    expect((await expectOk(spec, 'current_admin_setup', { sid: specFull.sid })).acls).not.toContain('config.qvd.');
  });
});

describe('the log list', () => {
  it('sorts by object_name and tenant_name in both profiles', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      await records(server, sid, server === qvd ? 'q-log' : 's-log');
      for (const field of ['object_name', 'tenant_name']) {
        const answer = await wat(server, sid, 'log_get_list', { filters: {}, order_by: { field, order: '-asc' }, fields: ['id', field] });
        expect(answer.status).toBe(0);
        const values = answer.rows.map((r: Record<string, string | null>) => r[field]).filter((v: string | null) => v !== null);
        expect(values.length).toBeGreaterThan(1);
        const sorted = [...values].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' }));
        expect(values.map((v: string) => v.toLowerCase())).toEqual(sorted.map((v: string) => v.toLowerCase()));
      }
    }
  });
});

describe('the views section', () => {
  it('sets the defaults of tenant * (tenant_id "0", the superadministrators\' own) in the qvd profile, which their current_admin_setup then carries; 6330 in the spec profile', async () => {
    const sid = await qvd.superSid();
    const args = { view_type: 'list_column', device_type: 'desktop', visible: false, qvd_object: 'user', field: 'description', tenant_id: '0' };
    expect((await wat(qvd, sid, 'tenant_attribute_view_set', { filters: {}, arguments: args })).status).toBe(0);
    const views = (await expectOk(qvd, 'current_admin_setup', { sid })).views as Record<string, unknown>[];
    expect(views).toContainEqual(expect.objectContaining({ field: 'description', qvd_object: 'user', visible: 0, view_type: 'list_column' }));
    // a tenant administrator still cannot name a tenant
    const a = await makeTenantAdmin(qvd, { tenant: 'views-star', admin: 'views-admin', roles: ['Master'] });
    expect((await wat(qvd, a.sid, 'tenant_attribute_view_set', { filters: {}, arguments: args })).status).not.toBe(0);
    const specArgs = { view_type: 'list_column', device_type: 'desktop', visible: false, svc_object: 'user', field: 'description', tenant_id: '0' };
    expect((await wat(spec, await spec.superSid(), 'tenant_attribute_view_set', { filters: {}, arguments: specArgs })).status).toBe(6330);
  });
});

describe('a live socket whose session is logged out', () => {
  it('closes without a frame the console cannot read in the qvd profile; the spec profile sends its final 3200 envelope first', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.login('superadmin', 'super-secret-1', '*');
      const { live, first } = await watch(server, { action: 'user_get_list', sid });
      sockets.push(live);
      expect(first.status).toBe(0);
      await server.fetch(`/api/logout?sid=${sid}`, { method: 'POST' });
      const closed = await live.waitClose(5000);
      const frames = live.frames.slice(1).filter((f) => f !== 'AKN');
      if (server === qvd) expect(frames).toEqual([]);
      else expect(frames.map((f) => f.status)).toEqual([3200]);
      expect(closed.code).toBe(1000);
    }
  });
});
