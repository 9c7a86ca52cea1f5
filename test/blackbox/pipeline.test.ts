// The request pipeline (generated/docs/guides/requests.md, generated/docs/guides/filters.md, generated/docs/guides/errors.md, generated/docs/log.md, docs/decisions.md): action lookup, filter
// shapes and operators, fields, order_by, paging, arguments, write outcomes (1300, 1200) and the audit
// log. Run as the superadministrator on administrators, roles and tenants made for the purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, makeTenantAdmin, startServer, type ApiParams, type Envelope, type TestServer } from './harness.js';

let server: TestServer;
let sid: string;

/** The five administrators of this file, in tenant 1, by creation order. */
const ADMINS = [
  { name: 'pipe-a1', description: 'alpha', block: 10 },
  { name: 'pipe-a2', description: 'beta', block: 20 },
  { name: 'pipe-a3', description: 'beta', block: 30 },
  { name: 'pipe-a4', description: null, block: 40 },
  { name: 'pipe-a5', description: 'gamma', block: 50 },
] as const;
const ids: Record<string, number> = {};
const MINE = { name: { '~': 'pipe-a%' } };
let roleId: number;
let blockedTenantId: number;

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  for (const a of ADMINS) {
    const env = await server.api('administrator_create', {
      sid,
      arguments: { ...a, password: 'pipe-secret-1', tenant_id: 1 },
    });
    expect(env.status).toBe(0);
    ids[a.name] = env.rows[0].id;
  }
  const role = await server.api('role_create', { sid, arguments: { name: 'pipe-role', tenant_id: 1 } });
  expect(role.status).toBe(0);
  roleId = role.rows[0].id;
  const tenant = await server.api('tenant_create', { sid, arguments: { name: 'pipe-blocked', blocked: 1 } });
  expect(tenant.status).toBe(0);
  blockedTenantId = tenant.rows[0].id;
});

afterAll(async () => {
  if (server) {
    await server.api('administrator_delete', { sid, filters: { id: Object.values(ids) } });
    await server.api('role_delete', { sid, filters: { id: roleId } });
    await server.api('tenant_delete', { sid, filters: { id: blockedTenantId } });
  }
  await server?.stop();
});

const call = (action: string, params: ApiParams = {}) => server.api(action, { sid, ...params });

/** Names of the administrators selected by `filters` (restricted to this file's ones). */
async function names(filters: Record<string, unknown>, extra: ApiParams = {}): Promise<string[]> {
  const env = await call('administrator_get_list', { filters: { ...MINE, ...filters }, ...extra });
  expect(env.status, JSON.stringify(filters)).toBe(0);
  return env.rows.map((r: { name: string }) => r.name);
}

const status = async (action: string, params: ApiParams) => (await call(action, params)).status;

describe('action lookup', () => {
  const lookupStatus = async (query: string, body: Record<string, unknown> = { sid }) => {
    const res = await server.fetch(`/api?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('answers 4110 for a missing, empty or non-string action', async () => {
    for (const query of ['', 'action=']) {
      const env = await lookupStatus(query);
      expect(env.status, query).toBe(4110);
      expect(env.message).toBe('Invalid or null action name provided');
    }
    for (const action of [7, ['user_get_list'], { name: 'user_get_list' }, null, '   ']) {
      expect((await lookupStatus('', { sid, action })).status, JSON.stringify(action)).toBe(4110);
    }
  });

  it('answers 4100 for a name that is not an action, naming it', async () => {
    for (const name of ['no_such_action', 'ADMINISTRATOR_GET_LIST', '__proto__', 'toString']) {
      const env = await lookupStatus(`action=${name}`);
      expect(env.status, name).toBe(4100);
      expect(env.message).toBe('Unavailable action');
      expect(env.additional_info).toContain(name);
    }
  });
});

describe('filters', () => {
  it('match equality, loosely and case-insensitively on names', async () => {
    expect(await names({ name: 'pipe-a1' })).toEqual(['pipe-a1']);
    expect(await names({ name: 'PIPE-A1' })).toEqual(['pipe-a1']);
    expect(await names({ id: ids['pipe-a2'] })).toEqual(['pipe-a2']);
    expect(await names({ id: String(ids['pipe-a2']) })).toEqual(['pipe-a2']);
    expect(await names({ block: '30' })).toEqual(['pipe-a3']);
    expect(await names({ description: 'beta' })).toEqual(['pipe-a2', 'pipe-a3']);
    expect(await names({ description: null })).toEqual(['pipe-a4']);
    expect(await names({ name: 'pipe-none' })).toEqual([]);
  });

  it('match flags given as 1, "1" or true (and 0, "0", false)', async () => {
    const fixed = await call('role_get_list', { filters: { fixed: 1 }, fields: ['id', 'fixed'] });
    expect(fixed.status).toBe(0);
    expect(fixed.total).toBeGreaterThan(10); // the template roles
    expect(fixed.rows.every((r: { fixed: number }) => r.fixed === 1)).toBe(true);
    for (const value of ['1', true]) {
      const env = await call('role_get_list', { filters: { fixed: value }, fields: ['id'] });
      expect(env.total, JSON.stringify(value)).toBe(fixed.total);
    }
    for (const value of [0, '0', false]) {
      const env = await call('role_get_list', { filters: { fixed: value }, fields: ['name'] });
      expect(env.rows.map((r: { name: string }) => r.name), JSON.stringify(value)).toEqual(['pipe-role']);
    }
    for (const value of [1, '1', true]) {
      const env = await call('tenant_get_list', { filters: { blocked: value }, fields: ['name', 'blocked'] });
      expect(env.rows, JSON.stringify(value)).toEqual([{ name: 'pipe-blocked', blocked: 1 }]);
    }
    for (const value of [false, '0']) {
      const env = await call('tenant_get_list', { filters: { blocked: value }, fields: ['name'] });
      expect(env.rows.map((r: { name: string }) => r.name), JSON.stringify(value)).toEqual(['default']);
    }
  });

  it('match any value of an array', async () => {
    expect(await names({ name: ['pipe-a1', 'PIPE-A3', 'pipe-none'] })).toEqual(['pipe-a1', 'pipe-a3']);
    expect(await names({ id: [ids['pipe-a5'], String(ids['pipe-a4'])] })).toEqual(['pipe-a4', 'pipe-a5']);
    expect(await names({ description: ['alpha', null] })).toEqual(['pipe-a1', 'pipe-a4']);
    expect(await names({ id: [] })).toEqual([]);
  });

  it('compare with every operator', async () => {
    const cases: [unknown, string[]][] = [
      [{ '=': 30 }, ['pipe-a3']],
      [{ '!=': 30 }, ['pipe-a1', 'pipe-a2', 'pipe-a4', 'pipe-a5']],
      [{ '<>': 30 }, ['pipe-a1', 'pipe-a2', 'pipe-a4', 'pipe-a5']],
      [{ '<': 30 }, ['pipe-a1', 'pipe-a2']],
      [{ '>': 30 }, ['pipe-a4', 'pipe-a5']],
      [{ '<=': 30 }, ['pipe-a1', 'pipe-a2', 'pipe-a3']],
      [{ '⇐': 30 }, ['pipe-a1', 'pipe-a2', 'pipe-a3']],
      [{ '>=': 30 }, ['pipe-a3', 'pipe-a4', 'pipe-a5']],
      [{ '>': '10', '<': '50' }, ['pipe-a2', 'pipe-a3', 'pipe-a4']],
    ];
    for (const [cmp, expected] of cases) expect(await names({ block: cmp }), JSON.stringify(cmp)).toEqual(expected);
    // ~ is a case-insensitive LIKE: % any run, _ one character
    expect(await names({ name: { '~': 'PIPE-A_' } })).toEqual(['pipe-a1', 'pipe-a2', 'pipe-a3', 'pipe-a4', 'pipe-a5']);
    expect(await names({ name: { '~': '%a3' } })).toEqual(['pipe-a3']);
    expect(await names({ description: { '~': '%ET%' } })).toEqual(['pipe-a2', 'pipe-a3']);
    expect(await names({ description: { '~': 'et' } })).toEqual([]);
    // "different from" includes the records without a value
    expect(await names({ description: { '!=': 'beta' } })).toEqual(['pipe-a1', 'pipe-a4', 'pipe-a5']);
    expect(await names({ '-and': ['name', { '>': 'pipe-a3' }] })).toEqual(['pipe-a4', 'pipe-a5']);
  });

  it('combine pairs with -or and -and, nested at any depth, and negate with -not', async () => {
    expect(await names({ '-or': ['name', 'pipe-a1', 'block', 50] })).toEqual(['pipe-a1', 'pipe-a5']);
    expect(await names({ '-and': ['description', 'beta', 'block', { '>': 20 }] })).toEqual(['pipe-a3']);
    expect(await names({ '-or': ['name', 'pipe-a1', '-and', ['description', 'beta', 'block', 30]] })).toEqual(['pipe-a1', 'pipe-a3']);
    expect(await names({ '-or': [{ name: 'pipe-a2' }, { '-and': ['block', 40, 'description', null] }] })).toEqual(['pipe-a2', 'pipe-a4']);
    expect(await names({ '-or': ['-or', ['-or', ['-and', ['name', 'pipe-a5']]], 'id', ids['pipe-a1']] })).toEqual(['pipe-a1', 'pipe-a5']);
    expect(await names({ '-and': ['name', ['pipe-a1', 'pipe-a2', 'pipe-a3'], '-not', { block: 20 }] })).toEqual(['pipe-a1', 'pipe-a3']);
    expect(await names({ '-not': { block: { '<': 40 } } })).toEqual(['pipe-a4', 'pipe-a5']);
    expect(await names({ '-not': { '-or': ['block', 10, 'block', 50] } })).toEqual(['pipe-a2', 'pipe-a3', 'pipe-a4']);
    // -not is the complement: a record without a description is "not beta"
    expect(await names({ '-not': { description: 'beta' } })).toEqual(['pipe-a1', 'pipe-a4', 'pipe-a5']);
    expect(await names({ '-not': { '-not': { block: 10 } } })).toEqual(['pipe-a1']);
  });

  it('treat -or: [] as nothing and -and: [] as everything', async () => {
    expect(await names({ '-or': [] })).toEqual([]);
    expect(await names({ '-and': [] })).toEqual(ADMINS.map((a) => a.name));
    const all = await call('administrator_get_list', {});
    const and = await call('administrator_get_list', { filters: { '-and': [] } });
    expect(and.total).toBe(all.total);
    const or = await call('administrator_get_list', { filters: { '-or': [] } });
    expect(or).toMatchObject({ status: 0, total: 0, rows: [] });
  });

  it('answer 6210 for an unknown filter, also inside -or/-and/-not', async () => {
    for (const filters of [
      { nosuch: 1 },
      { password: 'pipe-secret-1' },
      { '-or': ['nosuch', 1] },
      { '-and': [{ nosuch: 1 }] },
      { '-not': { nosuch: 1 } },
    ]) {
      expect(await status('administrator_get_list', { filters }), JSON.stringify(filters)).toBe(6210);
    }
    // a token the object has but this action does not accept
    expect(await status('administrator_get_details', { filters: { id: ids['pipe-a1'], name: 'pipe-a1' } })).toBe(6210);
    expect(await status('role_get_list', { filters: { block: 1 } })).toBe(6210);
  });

  it('answer 6220 when the mandatory id filter is missing', async () => {
    const cases: [string, ApiParams][] = [
      ['administrator_get_details', {}],
      ['administrator_get_details', { filters: { tenant_id: 1 } }],
      ['administrator_update', { arguments: { description: 'x' } }],
      ['administrator_delete', { filters: { tenant_id: 1 } }],
      ['role_get_details', {}],
      ['role_update', { arguments: { description: 'x' } }],
      ['role_delete', {}],
      ['tenant_get_details', { filters: { name: 'default' } }],
      ['tenant_update', { arguments: { description: 'x' } }],
      ['tenant_delete', {}],
    ];
    for (const [action, params] of cases) expect(await status(action, params), action).toBe(6220);
  });

  it('answer 6320 for a bad value or an unknown operator', async () => {
    for (const filters of [
      { id: 'abc' },
      { id: 1.5 },
      { block: { '<': 'many' } },
      { id: { '<': [1] } },
      { id: { '=': [1, 'x'] } },
      { id: [{ a: 1 }] },
      { name: { '=': { nested: true } } },
      { id: { '~': '1%' } },
      { id: { '=~': 1 } },
      { id: { LIKE: 1 } },
      { name: { '===': 'x' } },
      { id: {} },
      { block: { '<': null } },
      { '-or': 'name' },
      { '-or': ['name'] },
      { '-or': ['-xor', ['name', 'x']] },
      { '-or': [5, 'x'] },
      { '-not': ['name', 'x'] },
    ]) {
      expect(await status('administrator_get_list', { filters }), JSON.stringify(filters)).toBe(6320);
    }
    for (const filters of [{ fixed: 'maybe' }, { fixed: 2 }, { internal: { '~': '1' } }]) {
      expect(await status('role_get_list', { filters }), JSON.stringify(filters)).toBe(6320);
    }
  });
});

describe('fields', () => {
  it('narrow every row to the requested tokens', async () => {
    const env = await call('administrator_get_list', { filters: MINE, fields: ['name', 'id'] });
    expect(env.status).toBe(0);
    expect(env.rows).toHaveLength(5);
    for (const row of env.rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect(env.rows[0]).toEqual({ id: ids['pipe-a1'], name: 'pipe-a1' });
    const one = await call('role_get_details', { filters: { id: roleId }, fields: ['name'] });
    expect(one.rows).toEqual([{ name: 'pipe-role' }]);
  });

  it('give every visible field without fields', async () => {
    const env = await call('administrator_get_list', { filters: { name: 'pipe-a4' } });
    expect(Object.keys(env.rows[0]).sort()).toEqual(
      ['block', 'creation_admin_id', 'creation_admin_name', 'creation_date', 'description', 'id', 'language', 'name', 'record_version', 'roles', 'tenant_id', 'tenant_name'].sort(),
    );
    expect(env.rows[0]).toMatchObject({
      id: ids['pipe-a4'],
      name: 'pipe-a4',
      description: null,
      block: 40,
      tenant_id: 1,
      tenant_name: 'default',
      roles: {},
      creation_admin_name: 'superadmin',
    });
    expect(env.rows[0].creation_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('answer 6250 for an unknown field', async () => {
    for (const fields of [['nosuch'], ['id', 'password'], ['id', 'nosuch'], [5], [['id']], { id: 1 }]) {
      expect(await status('administrator_get_list', { fields }), JSON.stringify(fields)).toBe(6250);
    }
    expect(await status('role_get_list', { fields: ['block'] })).toBe(6250);
  });
});

describe('order_by', () => {
  it('orders by a token or an array of tokens, ascending by default', async () => {
    expect(await names({}, { order_by: { field: 'block', order: '-desc' } })).toEqual(['pipe-a5', 'pipe-a4', 'pipe-a3', 'pipe-a2', 'pipe-a1']);
    expect(await names({}, { order_by: { field: 'block', order: '-asc' } })).toEqual(['pipe-a1', 'pipe-a2', 'pipe-a3', 'pipe-a4', 'pipe-a5']);
    expect(await names({}, { order_by: { field: 'name' } })).toEqual(['pipe-a1', 'pipe-a2', 'pipe-a3', 'pipe-a4', 'pipe-a5']);
    expect(await names({ description: { '!=': null } }, { order_by: { field: ['description', 'name'], order: '-desc' } })).toEqual([
      'pipe-a5',
      'pipe-a3',
      'pipe-a2',
      'pipe-a1',
    ]);
    expect(await names({ description: { '!=': null } }, { order_by: { field: ['description', 'block'] } })).toEqual([
      'pipe-a1',
      'pipe-a2',
      'pipe-a3',
      'pipe-a5',
    ]);
  });

  it('takes a bare token (or array of tokens) in a JSON body as the field, ascending', async () => {
    expect(await names({}, { order_by: 'name' })).toEqual(['pipe-a1', 'pipe-a2', 'pipe-a3', 'pipe-a4', 'pipe-a5']);
    expect(await names({}, { order_by: ['block', 'name'] })).toEqual(['pipe-a1', 'pipe-a2', 'pipe-a3', 'pipe-a4', 'pipe-a5']);
    const env = await call('administrator_get_list', { filters: MINE, fields: 'name' });
    expect(env.rows.every((r: Record<string, unknown>) => Object.keys(r).join() === 'name')).toBe(true);
  });

  it('answers 6600 for a bad direction and 6610 for an unknown token', async () => {
    for (const order of ['-up', 'desc', 'asc', 1, '']) {
      expect(await status('administrator_get_list', { order_by: { field: 'name', order } }), JSON.stringify(order)).toBe(6600);
    }
    for (const order_by of [{ field: 'nosuch' }, { field: ['name', 'nosuch'] }, { field: 'roles' }, { field: 'password' }, { field: [1] }, { field: {} }]) {
      expect(await status('administrator_get_list', { order_by }), JSON.stringify(order_by)).toBe(6610);
    }
    expect(await status('role_get_list', { order_by: { field: 'block' } })).toBe(6610);
  });
});

describe('paging', () => {
  it('takes offset as a 1-based page and block as its size; total counts every match', async () => {
    const page = async (offset: number | undefined, block: number | undefined) => {
      const env = await call('administrator_get_list', { filters: MINE, fields: ['name'], offset, block, order_by: { field: 'block' } });
      expect(env.status).toBe(0);
      return { total: env.total, names: env.rows.map((r: { name: string }) => r.name) };
    };
    expect(await page(1, 2)).toEqual({ total: 5, names: ['pipe-a1', 'pipe-a2'] });
    expect(await page(2, 2)).toEqual({ total: 5, names: ['pipe-a3', 'pipe-a4'] });
    expect(await page(3, 2)).toEqual({ total: 5, names: ['pipe-a5'] });
    expect(await page(4, 2)).toEqual({ total: 5, names: [] });
    expect(await page(2, 3)).toEqual({ total: 5, names: ['pipe-a4', 'pipe-a5'] });
    expect(await page(undefined, 5)).toEqual({ total: 5, names: ADMINS.map((a) => a.name) });
    expect(await page(undefined, undefined)).toEqual({ total: 5, names: ADMINS.map((a) => a.name) });
    expect(await page(1, 0)).toEqual({ total: 5, names: ADMINS.map((a) => a.name) });
    // the same in a query string, as text
    const res = await server.fetch(
      `/api?action=administrator_get_list&sid=${sid}&offset=2&block=4&fields=%5B%22name%22%5D&filters=${encodeURIComponent(JSON.stringify(MINE))}`,
    );
    expect(await res.json()).toMatchObject({ status: 0, total: 5, rows: [{ name: 'pipe-a5' }] });
  });
  it('answers 6310 for an offset or block that is not a whole number', async () => {
    for (const paging of [{ offset: 'two' }, { block: -1 }, { block: 2.5 }, { offset: '1e3' }]) {
      expect(await status('administrator_get_list', paging as ApiParams), JSON.stringify(paging)).toBe(6310);
    }
  });
});

describe('arguments', () => {
  it('answer 6230 for an unknown argument', async () => {
    expect(
      await status('administrator_create', { arguments: { name: 'pipe-x', password: 'pipe-secret-1', tenant_id: 1, nosuch: 1 } }),
    ).toBe(6230);
    expect(await status('role_update', { filters: { id: roleId }, arguments: { fixed: 1 } })).toBe(6230);
    expect(await status('administrator_update', { filters: { id: ids['pipe-a1'] }, arguments: { tenant_id: 2 } })).toBe(6230);
    expect(await status('administrator_get_list', { arguments: { name: 'x' } })).toBe(6230);
    expect((await call('administrator_get_list', { filters: { name: 'pipe-x' } })).total).toBe(0);
  });

  it('answer 6240 for a missing mandatory argument', async () => {
    expect(await status('administrator_create', { arguments: { name: 'pipe-x', tenant_id: 1 } })).toBe(6240);
    expect(await status('administrator_create', { arguments: { password: 'pipe-secret-1', tenant_id: 1 } })).toBe(6240);
    expect(await status('role_create', { arguments: { tenant_id: 1 } })).toBe(6240);
    expect(await status('tenant_create', { arguments: { description: 'no name' } })).toBe(6240);
    expect(await status('tenant_create', {})).toBe(6240);
  });

  it('answer 6330 for a value of the wrong type or out of range', async () => {
    const base = { name: 'pipe-x', password: 'pipe-secret-1', tenant_id: 1 };
    for (const extra of [{ block: 'many' }, { block: -1 }, { block: 1.5 }, { language: 'Klingon!' }, { name: { first: 'x' } }, { __roles__: { a: 1 } }]) {
      expect(await status('administrator_create', { arguments: { ...base, ...extra } }), JSON.stringify(extra)).toBe(6330);
    }
    expect(await status('role_update', { filters: { id: roleId }, arguments: { __acls_changes__: { assign_acls: 'x', other: 1 } } })).toBe(6330);
    expect(await status('tenant_update', { filters: { id: blockedTenantId }, arguments: { blocked: 'perhaps' } })).toBe(6330);
    expect((await call('administrator_get_list', { filters: { name: 'pipe-x' } })).total).toBe(0);
  });
});

describe('write outcomes', () => {
  it('answer 1300 when an update or delete selects nothing', async () => {
    for (const [action, params] of [
      ['administrator_update', { filters: { id: 999_999 }, arguments: { description: 'x' } }],
      ['administrator_delete', { filters: { id: 999_999 } }],
      ['role_update', { filters: { id: 999_999 }, arguments: { description: 'x' } }],
      ['role_delete', { filters: { id: [999_998, 999_999] } }],
      ['tenant_update', { filters: { id: 0 }, arguments: { description: 'x' } }],
      ['tenant_delete', { filters: { id: -1 } }],
    ] as [string, ApiParams][]) {
      const env = await call(action, params);
      expect(env.status, action).toBe(1300);
      expect(env.message).toBe('Zero items selected, no item has been changed');
    }
  });

  it('updates and reports success with empty rows and total 1', async () => {
    const env = await call('administrator_update', { filters: { id: ids['pipe-a1'] }, arguments: { description: 'alpha' } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
  });

  it('answers 1200 with failures when some of several records fail, doing the others', async () => {
    const template = await call('role_get_list', { filters: { name: 'Roles Reader', tenant_id: -1 }, fields: ['id', 'description', 'fixed'] });
    expect(template.rows).toHaveLength(1);
    const templateId = template.rows[0].id as number;
    expect(template.rows[0].fixed).toBe(1);
    const env = await call('role_update', { filters: { id: [templateId, roleId] }, arguments: { description: 'changed by pipeline' } });
    expect(env.status).toBe(1200);
    expect(env.message).toBe('Action not accomplished for all elements');
    expect(env.total).toBe(1);
    expect(Object.keys(env.failures)).toEqual([String(templateId)]);
    expect(env.failures[String(templateId)]).toMatchObject({ status: 7120, message: expect.any(String) });
    const after = await call('role_get_list', { filters: { id: [templateId, roleId] }, fields: ['id', 'description'] });
    expect(after.rows).toEqual([
      { id: templateId, description: template.rows[0].description },
      { id: roleId, description: 'changed by pipeline' },
    ].sort((a, b) => a.id - b.id));
    // deleting both: the template stays, the ordinary role goes
    const spare = await call('role_create', { sid, arguments: { name: 'pipe-spare', tenant_id: 1 } });
    const del = await call('role_delete', { filters: { id: [templateId, spare.rows[0].id] } });
    expect(del).toMatchObject({ status: 1200, total: 1 });
    expect(Object.keys(del.failures)).toEqual([String(templateId)]);
    expect((await call('role_get_list', { filters: { id: [templateId, spare.rows[0].id] }, fields: ['id'] })).rows).toEqual([{ id: templateId }]);
  });
});

describe('audit log', () => {
  type LogRow = Record<string, any>;
  const logRows = (filters: Record<string, unknown>, done: (rows: LogRow[]) => boolean) =>
    eventually(
      () => call('log_get_list', { filters }),
      (env: Envelope) => env.status === 0 && done(env.rows),
    );

  it('records writes with masked secrets', async () => {
    const env = await logRows({ action: 'administrator_create', object_name: 'pipe-a3' }, (rows) => rows.length === 1);
    expect(env.status).toBe(0);
    const row = env.rows[0];
    expect(row).toMatchObject({
      action: 'administrator_create',
      object_kind: 'administrator',
      object_id: ids['pipe-a3'],
      object_name: 'pipe-a3',
      admin_name: 'superadmin',
      tenant_id: 0,
      status: 0,
      address: expect.any(String),
    });
    expect(row.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const args = JSON.parse(row.arguments);
    expect(args.arguments).toMatchObject({ name: 'pipe-a3', password: '***', description: 'beta', tenant_id: 1 });
    expect(row.arguments).not.toContain('pipe-secret-1');
    // failed writes too
    const failed = await logRows({ action: 'role_update', status: 1200 }, (rows) => rows.length >= 1);
    expect(failed.rows[0]).toMatchObject({ admin_name: 'superadmin', status: 1200 });
    const zero = await logRows({ action: 'administrator_delete', status: 1300 }, (rows) => rows.length >= 1);
    expect(JSON.parse(zero.rows[0].arguments).filters).toEqual({ id: 999_999 });
  });

  it('records logins', async () => {
    await server.login('pipe-a2', 'pipe-secret-1', 'default');
    await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'pipe-a2', password: 'wrong', tenant: 'default' }) });
    const env = await logRows({ action: 'login', admin_name: 'pipe-a2' }, (rows) => rows.length >= 2);
    expect(env.rows.map((r: LogRow) => r.status).sort()).toEqual([0, 3200]);
    const ok = env.rows.find((r: LogRow) => r.status === 0);
    expect(ok).toMatchObject({ admin_id: ids['pipe-a2'], tenant_id: 1, tenant_name: 'default' });
    expect(JSON.stringify(env.rows)).not.toContain('pipe-secret-1');
  });

  it('records refused (42xx) actions', async () => {
    const t = await makeTenantAdmin(server, { tenant: 'pipe-refused', admin: 'pipe-refused-admin', acls: ['administrator.see-main.'] });
    try {
      expect((await server.api('role_get_list', { sid: t.sid })).status).toBe(4210);
      expect((await server.api('administrator_get_list', { sid: t.sid, filters: { tenant_id: 1 } })).status).toBe(4220);
      expect((await server.api('administrator_get_list', { sid: t.sid })).status).toBe(0);
      const create = await server.api('administrator_create', { sid: t.sid, arguments: { name: 'pipe-sneaky', password: 'sneaky-secret-9' } });
      expect(create.status).toBe(4210);
      const env = await logRows({ admin_name: 'pipe-refused-admin' }, (rows) => rows.length >= 4);
      const seen = env.rows.map((r: LogRow) => `${r.action}:${r.status}`).sort();
      // its login and the three refusals; the successful read is not a write
      expect(seen).toEqual(['administrator_create:4210', 'administrator_get_list:4220', 'login:0', 'role_get_list:4210']);
      const sneaky = env.rows.find((r: LogRow) => r.action === 'administrator_create');
      expect(JSON.parse(sneaky.arguments).arguments).toEqual({ name: 'pipe-sneaky', password: '***' });
      expect(JSON.stringify(env.rows)).not.toContain('sneaky-secret-9');
      const refused = env.rows.find((r: LogRow) => r.status === 4220);
      expect(refused).toMatchObject({ tenant_id: t.tenantId, admin_id: t.adminId });
      expect(JSON.parse(refused.arguments).filters).toEqual({ tenant_id: 1 });
    } finally {
      expect((await call('tenant_delete', { filters: { id: t.tenantId } })).status).toBe(0);
    }
  });

  it('keeps parameters.source as the source', async () => {
    const json = await call('administrator_update', {
      filters: { id: ids['pipe-a5'] },
      arguments: { description: 'gamma' },
      parameters: { source: 'pipeline-json-client', ignored: true },
    });
    expect(json.status).toBe(0);
    const res = await server.fetch(`/api?action=administrator_update&sid=${sid}`, {
      method: 'POST',
      body: new URLSearchParams({
        filters: JSON.stringify({ id: ids['pipe-a5'] }),
        arguments: JSON.stringify({ description: 'gamma' }),
        parameters: JSON.stringify({ source: 'pipeline-form-client' }),
      }),
    });
    expect((await res.json()).status).toBe(0);
    for (const source of ['pipeline-json-client', 'pipeline-form-client']) {
      const env = await logRows({ source }, (rows) => rows.length === 1);
      expect(env.rows[0], source).toMatchObject({ action: 'administrator_update', object_id: ids['pipe-a5'], source, status: 0 });
    }
  });
});
