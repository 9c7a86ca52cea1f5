// The original CLI's (qa4) commands beyond its everyday checks, each request sent exactly as qa4 sends
// it: POST /api with a JSON body carrying the credentials, `tenant` (`*` by default), `fields: []`,
// `order_by: {"field": [], "order": "-asc"}` and `parameters: {"source": "CLI"}`
// (docs/original-clients.md). Asked of a `qvd` server, and of a `spec` server where the specification
// allows the same (docs/decisions.md "Client profiles").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';

let spec: TestServer;
let qvd: TestServer;

/** One request of qa4 (ask_api_standard): the superadministrator's credentials in every call. */
async function qa4(
  server: TestServer,
  query: { action: string; filters?: unknown; fields?: unknown; order_by?: unknown; arguments?: unknown },
  as: { login: string; password: string; tenant: string } = { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' },
): Promise<Envelope> {
  const body = { ...as, parameters: { source: 'CLI' }, ...query };
  const res = await fetch(`${server.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

/** qa4's ask_for_ids: the ids of the records a name filter selects. */
async function idsOf(server: TestServer, action: string, filters: unknown): Promise<number[]> {
  const answer = await qa4(server, { action, filters, fields: ['id'] });
  expect(answer.status).toBe(0);
  return answer.rows.map((r: { id: number }) => r.id);
}

const ORDER = { field: [], order: '-asc' };

beforeAll(async () => {
  [spec, qvd] = await Promise.all([startServer(), startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } })]);
});

afterAll(async () => {
  await Promise.all([spec?.stop(), qvd?.stop()]);
});

describe('user new name=…, password=…, tenant=<name>', () => {
  it('creates the user in the tenant qa4 sends as `tenant` (its id) in the qvd profile; 6230 in the spec profile', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      await expectOk(server, 'tenant_create', { sid, arguments: { name: 'cli-tenant' } });
      const [tenantId] = await idsOf(server, 'tenant_get_list', { name: 'cli-tenant' });
      const answer = await qa4(server, { action: 'user_create', filters: {}, fields: [], order_by: ORDER, arguments: { name: 'cli-user', password: 'cli-pass-1', tenant: tenantId } });
      if (server === qvd) {
        expect(answer.status).toBe(0);
        const row = (await expectOk(server, 'user_get_list', { sid, filters: { id: answer.rows[0].id }, fields: ['tenant_id'] })).rows[0];
        expect(row.tenant_id).toBe(tenantId);
        // beside tenant_id it is not taken for it (two tenants in one call): still an unknown argument
        const both = await qa4(server, { action: 'user_create', arguments: { name: 'cli-user-2', password: 'cli-pass-1', tenant: 999, tenant_id: tenantId } });
        expect(both.status).toBe(6230);
      } else {
        expect(answer.status).toBe(6230);
      }
    }
  });
});

describe('admin|role … can <pattern>', () => {
  it('takes the original operator spelling LIKE in the qvd profile (6320 in the spec profile)', async () => {
    for (const server of [qvd, spec]) {
      const ids = await idsOf(server, 'administrator_get_list', { name: { '=': 'superadmin' } });
      const answer = await qa4(server, { action: 'get_acls_in_admins', filters: { admin_id: ids, operative: 1, acl_name: { LIKE: 'vm.see.%' } }, order_by: ORDER });
      if (server === qvd) {
        expect(answer.status).toBe(0);
        expect(answer.rows.length).toBeGreaterThan(0);
        for (const row of answer.rows) expect(row.name.startsWith('vm.see.')).toBe(true);
        const same = await qa4(server, { action: 'get_acls_in_admins', filters: { admin_id: ids, operative: 1, acl_name: { '~': 'vm.see.%' } }, order_by: ORDER });
        expect(answer.rows).toEqual(same.rows);
      } else {
        expect(answer.status).toBe(6320);
      }
    }
  });
});

describe('property key=… get|set|del and property id=… get', () => {
  it('filters properties by key and id in both profiles', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'cli-props' } })).rows[0].id;
      const propertyId = (await expectOk(server, 'property_create', { sid, arguments: { key: 'cli_owner', tenant_id: tenantId } })).rows[0].id;
      await expectOk(server, 'property_create', { sid, arguments: { key: 'cli_other', tenant_id: tenantId } });
      const byKey = await qa4(server, { action: 'property_get_list', filters: { key: { '=': 'cli_owner' } }, fields: [], order_by: ORDER });
      expect(byKey.status).toBe(0);
      expect(byKey.rows.map((r: { id: number }) => r.id)).toEqual([propertyId]);
      const byId = await qa4(server, { action: 'property_get_list', filters: { id: propertyId }, fields: [], order_by: ORDER });
      expect(byId.rows.map((r: { key: string }) => r.key)).toEqual(['cli_owner']);
      // set: the ids by key, then an update of those ids
      const ids = await idsOf(server, 'property_get_list', { key: { '=': 'cli_owner' } });
      expect((await qa4(server, { action: 'property_update', filters: { id: { '=': ids } }, order_by: ORDER, arguments: { description: 'who owns it' } })).status).toBe(0);
      expect((await qa4(server, { action: 'property_get_list', filters: { key: 'cli_owner' }, fields: [] })).rows[0].description).toBe('who owns it');
      expect((await qa4(server, { action: 'property_delete', filters: { id: { '=': ids } }, order_by: ORDER })).status).toBe(0);
      expect((await qa4(server, { action: 'property_get_list', filters: { key: 'cli_owner' }, fields: [] })).total).toBe(0);
    }
  });
});

describe('property key=… unassign <kind>', () => {
  it('removes the assignment of the property qa4 names by property_id, in both profiles; neither id nor property_id is 6220', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'cli-unassign' } })).rows[0].id;
      const propertyId = (await expectOk(server, 'property_create', { sid, arguments: { key: 'cli_kept', tenant_id: tenantId, __property_assign__: ['user', 'vm'] } })).rows[0].id;
      const otherId = (await expectOk(server, 'property_create', { sid, arguments: { key: 'cli_other', tenant_id: tenantId, __property_assign__: ['user'] } })).rows[0].id;
      const [id] = await idsOf(server, 'property_get_list', { key: { '=': 'cli_kept' } });
      const answer = await qa4(server, { action: 'user_delete_property_list', filters: { property_id: id }, fields: [], order_by: ORDER });
      expect(answer.status, answer.message).toBe(0);
      const userKinds = (await expectOk(server, 'user_get_property_list', { sid, filters: { tenant_id: tenantId } })).rows.map((r: { property_id: number }) => r.property_id);
      expect(userKinds).toEqual([otherId]); // only this property's user assignment went
      const vmKinds = (await expectOk(server, 'vm_get_property_list', { sid, filters: { tenant_id: tenantId } })).rows.map((r: { property_id: number }) => r.property_id);
      expect(vmKinds).toEqual([propertyId]);
      expect((await qa4(server, { action: 'user_delete_property_list', filters: { tenant_id: tenantId } })).status).toBe(6220);
    }
  });
});

/** A tenant with a user and an OS flavour, made through the API (`<prefix>-t`, `<prefix>-u`, `<prefix>-o`). */
async function tenantWithRecords(server: TestServer, prefix: string): Promise<{ tenantId: number; userId: number; osfId: number }> {
  const sid = await server.superSid();
  const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: `${prefix}-t` } })).rows[0].id;
  const userId = (await expectOk(server, 'user_create', { sid, arguments: { name: `${prefix}-u`, password: 'cli-pass-1', tenant_id: tenantId } })).rows[0].id;
  const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { name: `${prefix}-o`, tenant_id: tenantId } })).rows[0].id;
  return { tenantId, userId, osfId };
}

describe('user <filters> set <property_key>=<value>', () => {
  it('takes an argument naming a property of the kind as a property change in the qvd profile; 6230 in the spec profile', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const { tenantId, userId } = await tenantWithRecords(server, 'cli-setprop');
      await expectOk(server, 'property_create', { sid, arguments: { key: 'user_owner', tenant_id: tenantId, __property_assign__: ['user'] } });
      await expectOk(server, 'property_create', { sid, arguments: { key: 'vm_only', tenant_id: tenantId, __property_assign__: ['vm'] } });
      // qa4: `user name=cli-setprop-u set user_owner=bob`
      const answer = await qa4(server, { action: 'user_update', filters: { id: { '=': [userId] } }, order_by: ORDER, arguments: { user_owner: 'bob', description: 'set by the CLI' } });
      const row = (await expectOk(server, 'user_get_list', { sid, filters: { id: userId }, fields: ['user_owner', 'description'] })).rows[0];
      if (server === qvd) {
        expect(answer.status).toBe(0);
        expect(row).toMatchObject({ user_owner: 'bob', description: 'set by the CLI' });
        // a key of another kind, or of no property, stays an unknown argument
        expect((await qa4(server, { action: 'user_update', filters: { id: { '=': [userId] } }, arguments: { vm_only: 'x' } })).status).toBe(6230);
        expect((await qa4(server, { action: 'user_update', filters: { id: { '=': [userId] } }, arguments: { no_such_key: 'x' } })).status).toBe(6230);
        // beside __properties_changes__, the value given there wins
        const both = await qa4(server, { action: 'user_update', filters: { id: userId }, arguments: { user_owner: 'carol', __properties_changes__: { set: { user_owner: 'dave' } } } });
        expect(both.status).toBe(0);
        expect((await expectOk(server, 'user_get_list', { sid, filters: { id: userId }, fields: ['user_owner'] })).rows[0].user_owner).toBe('dave');
        // creation never took property keys as arguments (the original neither)
        expect((await qa4(server, { action: 'user_create', arguments: { name: 'cli-setprop-2', password: 'cli-pass-1', tenant_id: tenantId, user_owner: 'x' } })).status).toBe(6230);
      } else {
        expect(answer.status).toBe(6230);
        expect(row.user_owner).toBeNull();
      }
    }
  });
});

describe('<object> !<token>~<pattern> get (a negated pattern)', () => {
  it('takes the original -not list and NOT LIKE in the qvd profile; 6320 in the spec profile', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const { tenantId } = await tenantWithRecords(server, 'cli-notlike');
      for (const name of ['abc-1', 'abc-2', 'xyz-1']) {
        await expectOk(server, 'user_create', { sid, arguments: { name, password: 'cli-pass-1', tenant_id: tenantId, blocked: name === 'abc-2' ? 1 : 0 } });
      }
      const names = async (filters: unknown) => {
        const answer = await qa4(server, { action: 'user_get_list', filters: { tenant_id: tenantId, ...(filters as object) }, fields: [], order_by: { field: ['name'], order: '-asc' } });
        return answer.status === 0 ? answer.rows.map((r: { name: string }) => r.name) : answer.status;
      };
      // what qa4 sends for `user !name~abc% get`, and for `user !(name~abc%,blocked=1) get`
      const notList = await names({ '-not': ['name', { LIKE: 'abc%' }] });
      const notAnd = await names({ '-not': ['-and', ['blocked', { '=': '1' }, 'name', { LIKE: 'abc%' }]] });
      const notLike = await names({ name: { 'NOT LIKE': 'abc%' } });
      const notLikeAndMore = await names({ name: { 'NOT LIKE': '%-1', '!=': 'cli-notlike-u' } });
      if (server === qvd) {
        expect(notList).toEqual(['cli-notlike-u', 'xyz-1']);
        expect(notAnd).toEqual(['abc-1', 'cli-notlike-u', 'xyz-1']);
        expect(notLike).toEqual(['cli-notlike-u', 'xyz-1']);
        expect(notLikeAndMore).toEqual(['abc-2']);
        expect(await names({ '-or': ['name', { '-not_like': 'abc%' }, 'name', 'abc-1'] })).toEqual(['abc-1', 'cli-notlike-u', 'xyz-1']);
      } else {
        for (const answer of [notList, notAnd, notLike, notLikeAndMore]) expect(answer).toBe(6320);
      }
    }
  });
});

describe('config set key=<new key>, value=…', () => {
  it('creates a token of a new name for a superadministrator in the qvd profile; 7382 for others and in the spec profile', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const answer = await qa4(server, { action: 'config_set', filters: {}, order_by: ORDER, arguments: { key: 'my.new.key', value: '5', tenant_id: '-1' } });
      const { tenantId } = await tenantWithRecords(server, 'cli-config');
      await makeTenantAdmin(server, { tenant: 'cli-config-t', admin: 'cli-config-admin', roles: ['Master'] });
      const asTenantAdmin = await qa4(server, { action: 'config_set', arguments: { key: 'other.new.key', value: '1' } }, { login: 'cli-config-admin', password: 'admin-pass-1', tenant: 'cli-config-t' });
      expect(asTenantAdmin.status).toBe(7382);
      if (server === qvd) {
        expect(answer.status).toBe(0);
        const rows = (await expectOk(server, 'config_get', { sid, filters: { key: 'my.new.key', tenant_id: -1 } })).rows;
        expect(rows).toEqual([expect.objectContaining({ key: 'my.new.key', operative_value: '5', tenant_id: -1 })]);
        expect((await qa4(server, { action: 'config_set', arguments: { key: 'tenant.key', value: 'v', tenant_id: tenantId } })).status).toBe(0);
        expect((await qa4(server, { action: 'config_set', arguments: { key: 'bad key!', value: 'v', tenant_id: -1 } })).status).toBe(6380);
        expect((await qa4(server, { action: 'config_delete', filters: { key: 'my.new.key', tenant_id: -1 } })).status).toBe(0);
        expect((await expectOk(server, 'config_get', { sid, filters: { key: 'my.new.key', tenant_id: -1 } })).rows).toEqual([]);
      } else {
        expect(answer.status).toBe(7382);
      }
    }
  });
});

describe('vm new name=…, user=<name>, osf=<name>', () => {
  it('takes the names for user_id and osf_id in the qvd profile, and answers failures keyed by argument as the CLI reads them', async () => {
    for (const server of [qvd, spec]) {
      const sid = await server.superSid();
      const { userId, osfId } = await tenantWithRecords(server, 'cli-vmnew');
      const answer = await qa4(server, { action: 'vm_create', filters: {}, fields: [], order_by: ORDER, arguments: { name: 'cli-vm', user: 'cli-vmnew-u', osf: 'cli-vmnew-o' } });
      const missing = await qa4(server, { action: 'vm_create', filters: {}, fields: [], order_by: ORDER, arguments: { name: 'cli-vm-2' } });
      expect(missing.status).toBe(6240);
      if (server === qvd) {
        expect(answer.status).toBe(0);
        const vm = (await expectOk(server, 'vm_get_list', { sid, filters: { id: answer.rows[0].id }, fields: ['user_id', 'osf_id'] })).rows[0];
        expect(vm).toEqual({ user_id: userId, osf_id: osfId });
        // the original's failures: an object keyed by what failed, each {status, message}
        expect(missing.failures).toEqual({
          osf_id: { status: 6240, message: expect.stringContaining('osf_id') },
          user_id: { status: 6240, message: expect.stringContaining('user_id') },
        });
        const unknown = await qa4(server, { action: 'vm_create', arguments: { name: 'cli-vm-3', user: 'nobody', osf: 'cli-vmnew-o' } });
        expect(unknown.status).toBe(7110);
        expect(unknown.failures.user.message).toContain('nobody');
        // two tenants' users of one name: a superadministrator is asked for user_id
        const other = await tenantWithRecords(server, 'cli-vmnew-2');
        await expectOk(server, 'user_create', { sid, arguments: { name: 'cli-vmnew-u', password: 'cli-pass-1', tenant_id: other.tenantId } });
        const ambiguous = await qa4(server, { action: 'vm_create', arguments: { name: 'cli-vm-4', user: 'cli-vmnew-u', osf: 'cli-vmnew-o' } });
        expect(ambiguous.status).toBe(6330);
        expect(ambiguous.additional_info).toContain('user_id');
        // beside its id a name is not chosen between: still unknown
        expect((await qa4(server, { action: 'vm_create', arguments: { name: 'cli-vm-5', user: 'x', user_id: userId, osf_id: osfId } })).status).toBe(6230);
      } else {
        expect(answer.status).toBe(6240);
        expect(Array.isArray(missing.failures)).toBe(true);
      }
    }
  });
});

describe('config ssl key=<path>, cert=<path>', () => {
  it('refuses file paths (the original read them on its server) with a message that says to send PEM text, in both profiles', async () => {
    for (const server of [qvd, spec]) {
      const answer = await qa4(server, { action: 'config_ssl', filters: {}, order_by: ORDER, arguments: { key: '/etc/ssl/private/key.pem', cert: '/etc/ssl/certs/cert.pem' } });
      expect(answer.status).toBe(6330);
      expect(answer.additional_info).toMatch(/file path.*PEM text/);
      if (server === qvd) expect(answer.failures.cert.message).toMatch(/PEM text/);
      else expect(answer.failures).toEqual([expect.objectContaining({ code: 6330, argument: 'cert' })]);
      // PEM-looking text that is not a certificate keeps its own message
      const notPem = await qa4(server, { action: 'config_ssl', arguments: { key: 'not a key', cert: 'not a certificate' } });
      expect(notPem.status).toBe(6330);
      expect(notPem.additional_info).toBe('cert holds no PEM certificate');
    }
  });
});
