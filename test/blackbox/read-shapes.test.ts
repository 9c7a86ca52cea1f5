// The SQL of the read kinds is shaped per request (docs/decisions.md "To-one joins", "Statement shapes"):
// each statement carries only the to-one joins it reads, and its text is compiled once per shape. Neither
// may change an answer. Each answer here is compared, byte for byte, with the answer to the same call
// made to keep every join of the object: every joined field asked for besides (then left out of the rows
// again) and, for every joined token the action can filter on, a condition that holds for every row
// (`!=` a value no row has, which keeps NULLs). A needed join left out fails the call; a join that changed
// the rows or the total shows as a difference. Superadministrator and tenant administrator, lists with a
// COUNT (pages full), details, tiny lists, all_ids and state, filters and orders on joined tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, queryBuilders, type ActionName } from '../../generated/registry.js';
import { expectOk, makeTenantAdmin, startServer, type TestServer } from './harness.js';

let server: TestServer;
let superSid: string;
let tenantSid: string;
let otherTenantSid: string;
const NEVER = 'no-row-has-this-value';

type Params = Record<string, unknown>;

async function answerText(action: string, params: Params): Promise<string> {
  const res = await server.fetch(`/api?action=${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(params) });
  expect(res.status).toBe(200);
  return res.text();
}

/** Tokens of the action's object whose SQL reads a join. */
function joinedTokens(action: ActionName): Set<string> {
  const meta = actions[action];
  const joins = queryBuilders[meta.object as keyof typeof queryBuilders].joins.tokens;
  return new Set(Object.entries(joins).filter(([, aliases]) => aliases!.length > 0).map(([token]) => token));
}

/** The same call made to keep every join: every joined field and an always-true condition on every joined filter. */
function everyJoin(action: ActionName, params: Params): Params {
  const meta = actions[action];
  const joined = joinedTokens(action);
  const fields = (params.fields as string[] | undefined) ?? [...meta.defaultFields];
  const extraFields = meta.fields.filter((f) => joined.has(f) && !fields.includes(f));
  const object = queryBuilders[meta.object as keyof typeof queryBuilders];
  const stringFilters = meta.filters.filter((f) => joined.has(f) && /name|version/.test(f) && Object.hasOwn(object.tokenSql, f));
  const always = Object.fromEntries(stringFilters.map((f) => [f, { '!=': NEVER }]));
  const filters = params.filters === undefined ? always : { '-and': [params.filters, always] };
  return { ...params, filters, ...(meta.kind === 'all_ids' ? {} : { fields: [...fields, ...extraFields] }) };
}

async function expectSameAnswer(action: ActionName, params: Params): Promise<void> {
  const text = await answerText(action, params);
  // the second call of a shape binds its values into the text the first compiled
  expect(await answerText(action, params), `${action} ${JSON.stringify(params)}, called again`).toBe(text);
  const answer = JSON.parse(text) as { status: number; rows?: unknown[] };
  expect(answer.status, `${action} ${JSON.stringify(params)}: ${text.slice(0, 300)}`).toBe(0);
  const reference = JSON.parse(await answerText(action, everyJoin(action, params))) as { status: number; rows?: unknown[] };
  expect(reference.status, `reference of ${action} ${JSON.stringify(params)}`).toBe(0);
  const rows = (reference.rows ?? []).map((row, i) => {
    if (typeof row !== 'object' || row === null) return row;
    const shown = answer.rows?.[i];
    const keys = typeof shown === 'object' && shown !== null ? Object.keys(shown) : Object.keys(row);
    return Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
  });
  expect(text, `${action} ${JSON.stringify(params)}`).toBe(JSON.stringify({ ...reference, rows }));
}

let vmIds: number[] = [];
let userIds: number[] = [];

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
  const ok = (action: string, params: Params) => expectOk(server, action, { sid: superSid, ...params });
  const tenants: number[] = [];
  for (const name of ['shape-a', 'shape-b']) tenants.push((await ok('tenant_create', { arguments: { name } })).rows[0].id);
  const host = (await ok('host_create', { arguments: { name: 'shape-host', address: '10.77.0.1' } })).rows[0].id;
  for (const [t, tenant] of tenants.entries()) {
    await ok('property_create', { arguments: { tenant_id: tenant, key: `prop${t}`, __property_assign__: ['vm', 'user'] } });
    const osf = (await ok('osf_create', { arguments: { tenant_id: tenant, name: `osf-${t}` } })).rows[0].id;
    const di = (await ok('di_create', { arguments: { osf_id: osf, disk_image: `img-${t}.img`, version: `v${t}` } })).rows[0].id;
    for (let u = 0; u < 5; u++) {
      const user = (await ok('user_create', { arguments: { tenant_id: tenant, name: `user-${t}-${u}`, password: 'user-pass-1', blocked: u % 2, __properties__: { [`prop${t}`]: `value ${u}` } } })).rows[0].id;
      userIds.push(user);
      for (let v = 0; v < 2; v++) {
        const vm = (await ok('vm_create', { arguments: { name: `vm-${u}-${v}`, user_id: user, osf_id: osf, __properties__: { [`prop${t}`]: `vm value ${u}${v}` } } })).rows[0].id;
        vmIds.push(vm);
        // a VM of two runs on the host from the image: its in-use joins find a row, the others' do not
        if (v === 0) await server.dbExecute("UPDATE vms SET state = 'running', host_id = ?, di_id = ? WHERE id = ?", [host, di, vm]);
      }
    }
  }
  tenantSid = (await makeTenantAdmin(server, { tenant: 'shape-a', admin: 'shape-admin', roles: ['Master'] })).sid;
  otherTenantSid = (await makeTenantAdmin(server, { tenant: 'shape-b', admin: 'shape-admin-b', roles: ['Master'] })).sid;
});
afterAll(async () => {
  await server?.stop();
});

const callers = () => [
  ['superadministrator', superSid],
  ['tenant administrator', tenantSid],
] as const;

describe('answers do not depend on which joins a statement carries', () => {
  const listCases: [ActionName, Params][] = [
    ['vm_get_list', {}],
    ['vm_get_list', { block: 3 }],
    ['vm_get_list', { block: 3, offset: 2 }],
    ['vm_get_list', { fields: ['id', 'name'], block: 3 }],
    ['vm_get_list', { fields: ['id', 'user_name', 'di_name'], block: 2 }],
    ['vm_get_list', { fields: ['name', 'properties'], filters: { state: 'running' }, order_by: { field: 'name', order: '-desc' }, block: 2 }],
    ['vm_get_list', { fields: ['id'], filters: { user_name: { '~': 'user-%-1' } }, block: 1 }],
    ['vm_get_list', { fields: ['id', 'name'], filters: { host_name: 'shape-host' }, order_by: { field: 'user_name', order: '-desc' }, block: 2 }],
    ['vm_get_list', { fields: ['id'], filters: { di_name: { '~': 'img-%' }, di_name_in_use: null }, block: 2 }],
    ['vm_get_list', { fields: ['id', 'tenant_id'], filters: { '-or': { tenant_name: 'shape-b', osf_name: 'osf-0' } }, order_by: ['di_version', 'host_name', 'id'], block: 4 }],
    ['vm_get_list', { fields: ['id'], filters: { '-not': { di_version_in_use: 'v0' } }, order_by: { field: 'tenant_name', order: '-asc' }, block: 3, offset: 3 }],
    ['vm_get_list', { fields: ['id', 'prop0'], filters: { prop0: { '~': 'vm value 1%' } }, block: 1 }],
    ['vm_get_details', { filters: { id: 0 } }],
    ['vm_get_details', { filters: { id: 0 }, fields: ['id', 'name', 'host_name'] }],
    ['vm_get_details', { filters: { id: 0 }, fields: ['state'] }],
    ['vm_all_ids', { filters: { user_name: { '~': 'user-%' } }, block: 3 }],
    ['vm_all_ids', { filters: { state: 'running' }, block: 2, offset: 2 }],
    ['user_get_list', { block: 2 }],
    ['user_get_list', { fields: ['id', 'name'], filters: { blocked: 1 }, order_by: { field: 'name', order: '-asc' }, block: 2 }],
    ['user_get_list', { fields: ['id'], filters: { tenant_name: 'shape-a' }, order_by: { field: 'tenant_name', order: '-desc' }, block: 2 }],
    ['user_get_details', { filters: { id: 0 } }],
    ['user_get_details', { filters: { id: 0 }, fields: ['id', 'name', 'number_of_vms'] }],
    ['user_get_state', { filters: { id: 0 } }],
    ['user_all_ids', { filters: { blocked: 0 }, block: 2 }],
    ['administrator_tiny_list', {}],
    ['di_tiny_list', {}],
    ['di_get_list', { fields: ['id', 'disk_image'], filters: { osf_name: { '~': 'osf-%' } }, block: 1 }],
    ['di_get_list', { fields: ['id'], order_by: { field: 'osf_name', order: '-desc' }, block: 1 }],
    ['osf_get_list', { fields: ['id', 'name'], filters: { tenant_name: { '~': 'shape-%' } }, block: 1 }],
    ['tag_get_list', { filters: { tenant_name: { '~': 'shape-%' } }, block: 2 }],
  ];
  for (const [action, params] of listCases) {
    it(`${action} ${JSON.stringify(params)}`, async () => {
      const withId = (p: Params): Params => {
        const filters = p.filters as Record<string, unknown> | undefined;
        if (filters?.id !== 0) return p;
        return { ...p, filters: { ...filters, id: action.startsWith('vm') ? vmIds[0] : userIds[0] } };
      };
      for (const [, sid] of callers()) await expectSameAnswer(action, { sid, ...withId(params) });
    });
  }

  it('repeating a call with other values, or as another tenant, answers those values and that tenant\'s rows', async () => {
    for (const sid of [superSid, tenantSid, otherTenantSid, tenantSid]) {
      for (const name of ['user-0-1', 'user-0-2', 'user-1-3']) {
        const env = await expectOk(server, 'vm_get_list', { sid, fields: ['name', 'user_name'], filters: { user_name: name }, order_by: 'name' });
        const hidden = (sid === tenantSid && !name.startsWith('user-0')) || (sid === otherTenantSid && !name.startsWith('user-1'));
        const seen = hidden ? [] : [`${name}:vm-${name.at(-1)}-0`, `${name}:vm-${name.at(-1)}-1`];
        expect(env.rows.map((r: Record<string, string>) => `${r.user_name}:${r.name}`)).toEqual(seen);
      }
    }
  });
});

describe('properties', () => {
  it("each record's keys come in the order of the database's ORDER BY prop_key (SQLite and MariaDB differ)", async () => {
    const ok = (action: string, params: Params) => expectOk(server, action, { sid: superSid, ...params });
    const tenant = (await ok('tenant_get_list', { filters: { name: 'shape-a' } })).rows[0].id;
    const keys = ['b', 'A1', 'a0', 'a_b', 'a-b', 'a.b', '_x', '-x', '.x', 'Z', 'z9', '9', 'a', 'ab', 'a_', 'A-'];
    for (const key of keys) await ok('property_create', { arguments: { tenant_id: tenant, key, __property_assign__: ['user'] } });
    const values = Object.fromEntries(keys.map((k, i) => [k, `v${i}`]));
    const user = (await ok('user_create', { arguments: { tenant_id: tenant, name: 'many-props', password: 'user-pass-1', __properties__: values } })).rows[0].id;
    const ordered = (await server.dbQuery('SELECT prop_key FROM properties WHERE tenant_id = ? ORDER BY prop_key', [tenant])).map((r) => String(r.prop_key));
    // an object built in that order (a key that is an integer, such as 9, goes first in any object)
    const expected = Object.keys(Object.fromEntries(ordered.filter((k) => keys.includes(k)).map((k) => [k, 1])));
    for (const [, sid] of callers()) {
      const details = await expectOk(server, 'user_get_details', { sid, filters: { id: user }, fields: ['properties'] });
      expect(Object.keys(details.rows[0].properties)).toEqual(expected);
      const list = await expectOk(server, 'user_get_list', { sid, filters: { name: ['many-props', 'user-0-1'] }, fields: ['name', 'properties'], order_by: 'name' });
      expect(Object.keys(list.rows[0].properties)).toEqual(expected);
      expect(list.rows[1].properties).toEqual({ prop0: 'value 1' });
    }
  });
});
