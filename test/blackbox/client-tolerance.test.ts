// What every client may send (docs/decisions.md "Client tolerance"): routes with a trailing slash, POST
// with every parameter in the query string and an empty body (as the original web console sends them,
// through encodeURI), order_by with an empty field list, `=`/`!=`/`<>` with an array of values, JSON
// booleans on flags, fields asked twice, and integers given as text. Each bad input keeps its error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, startServer, type ApiParams, type Envelope, type TestServer } from './harness.js';

let server: TestServer;
let sid: string;
let tT: number; // the tenant of this file's records
const u: Record<string, number> = {}; // users by name
let osfId: number;
let diV1: number; // tags v1, default
let diV2: number; // tags v2, head
let vmId: number;

/** The four users most tests select from, in tenant tol-t: name → [description, blocked]. */
const USERS: [string, string | null, number][] = [
  ['tol-1', 'alpha', 0],
  ['tol-2', 'beta', 1],
  ['tol-3', null, 0],
  ['tol-4', 'alpha', 1],
];
const MINE = { name: { '~': 'tol-_' } };

const ok = (action: string, params: ApiParams = {}) => expectOk(server, action, { sid, ...params });
const call = (action: string, params: ApiParams = {}) => server.api(action, { sid, ...params });
const status = async (action: string, params: ApiParams) => (await call(action, params)).status;

/** Names of this file's four users that `filters` selects, in the order of the answer. */
async function names(filters: Record<string, unknown>, extra: ApiParams = {}): Promise<string[]> {
  const env = await call('user_get_list', { filters: { ...MINE, ...filters }, ...extra });
  expect(env.status, `${JSON.stringify(filters)} ${JSON.stringify(env)}`).toBe(0);
  return env.rows.map((r: { name: string }) => r.name);
}

/**
 * A call as the original web console makes it: POST with every parameter in the query string (`?&sid=..`
 * first, JSON values as JSON text) and no body, the whole URL passed through encodeURI.
 */
async function consoleCall(params: Record<string, unknown>, opts: { path?: string; init?: RequestInit; raw?: boolean } = {}): Promise<Envelope> {
  let url = `${opts.path ?? '/api'}?&sid=${sid}`;
  for (const [key, value] of Object.entries(params)) url += `&${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  const res = await server.fetch(opts.raw ? url : encodeURI(url), { method: 'POST', ...opts.init });
  expect(res.status, url).toBe(200);
  return (await res.json()) as Envelope;
}

const rowNames = (env: Envelope) => {
  expect(env.status, JSON.stringify(env)).toBe(0);
  return env.rows.map((r: { name: string }) => r.name);
};

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  tT = (await ok('tenant_create', { arguments: { name: 'tol-t' } })).rows[0].id;
  for (const [name, description, blocked] of USERS) {
    u[name] = (await ok('user_create', { arguments: { tenant_id: tT, name, password: 'user-pass-1', description, blocked } })).rows[0].id;
  }
  for (const name of ['tol a b', 'tol a+b']) {
    u[name] = (await ok('user_create', { arguments: { tenant_id: tT, name, password: 'user-pass-1' } })).rows[0].id;
  }
  osfId = (await ok('osf_create', { arguments: { tenant_id: tT, name: 'tol-osf' } })).rows[0].id;
  diV1 = (await ok('di_create', { arguments: { osf_id: osfId, disk_image: 'tol-1.img', version: 'v1' } })).rows[0].id;
  diV2 = (await ok('di_create', { arguments: { osf_id: osfId, disk_image: 'tol-2.img', version: 'v2' } })).rows[0].id;
  vmId = (await ok('vm_create', { arguments: { name: 'tol-vm', user_id: u['tol-1'], osf_id: osfId } })).rows[0].id;
});

afterAll(async () => {
  await server?.stop();
});

describe('setup', () => {
  it('has four users, two blocked, and two images tagged v1+default and v2+head', async () => {
    expect(await names({})).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);
    expect(await names({ blocked: 1 })).toEqual(['tol-2', 'tol-4']);
    const tags = (await ok('tag_get_list', { filters: { osf_id: osfId } })).rows as { name: string; di_id: number }[];
    const holder = (name: string) => tags.find((t) => t.name === name)?.di_id;
    expect([holder('v1'), holder('default'), holder('v2'), holder('head')]).toEqual([diV1, diV1, diV2, diV2]);
  });
});

describe('routes with a trailing slash', () => {
  it('POST and GET /api/ answer exactly as /api', async () => {
    const query = { filters: MINE, fields: ['id', 'name'] };
    const plain = await call('user_get_list', query);
    const post = await server.fetch('/api/?action=user_get_list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid, ...query }),
    });
    expect(post.status).toBe(200);
    const slashed = (await post.json()) as Envelope;
    expect(slashed.status, JSON.stringify(slashed)).toBe(0);
    expect(slashed.rows).toEqual(plain.rows);
    expect(slashed.total).toBe(4);

    const get = await server.fetch(`/api/?action=user_get_list&sid=${sid}&filters=${encodeURIComponent(JSON.stringify(MINE))}&fields=%5B%22name%22%5D`);
    expect(get.status).toBe(200);
    expect(rowNames((await get.json()) as Envelope)).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);
  });

  it('takes the console’s own URL shape, /api/?&sid=..&action=..', async () => {
    const env = await consoleCall({ action: 'user_get_list', filters: MINE, fields: ['name'] }, { path: '/api/' });
    expect(rowNames(env)).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);
  });

  it('keeps the error envelopes on /api/', async () => {
    const missing = await server.fetch('/api/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid }) });
    expect(missing.status).toBe(200);
    expect(((await missing.json()) as Envelope).status).toBe(4110);
    const unknown = await consoleCall({ action: 'no_such_action' }, { path: '/api/' });
    expect(unknown.status).toBe(4100);
    const noCredentials = await server.fetch('/api/?action=user_get_list', { method: 'POST' });
    expect(((await noCredentials.json()) as Envelope).status).toBe(3100);
    const put = await server.fetch('/api/', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(((await put.json()) as Envelope).status).toBe(4100);
    const nowhere = await server.fetch('/api/nowhere/', { method: 'POST' });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as Envelope).status).toBe(4100);
  });

  it('serves /api/info/ as /api/info, by GET and POST', async () => {
    const plain = (await (await server.fetch('/api/info')).json()) as Envelope;
    for (const method of ['GET', 'POST']) {
      const res = await server.fetch('/api/info/', { method });
      expect(res.status, method).toBe(200);
      const env = (await res.json()) as Envelope;
      expect(env.status, method).toBe(0);
      expect(Object.keys(env).sort(), method).toEqual(Object.keys(plain).sort());
      expect(env.multitenant).toEqual(plain.multitenant);
    }
  });

  it('logs in at /api/login/ and out at /api/logout/', async () => {
    const login = await server.fetch('/api/login/', {
      method: 'POST',
      body: new URLSearchParams({ login: 'superadmin', password: 'super-secret-1', tenant: '*' }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as Envelope;
    expect(session.status, JSON.stringify(session)).toBe(0);
    expect(typeof session.sid).toBe('string');
    expect(login.headers.get('set-cookie')).toContain(`sid=${session.sid}`);
    expect((await server.api('user_get_list', { sid: session.sid, filters: MINE })).status).toBe(0);

    const logout = await server.fetch('/api/logout/', { method: 'POST', body: new URLSearchParams({ sid: session.sid }) });
    expect(logout.status).toBe(200);
    expect(((await logout.json()) as Envelope).status).toBe(0);
    expect((await server.api('user_get_list', { sid: session.sid, filters: MINE })).status).not.toBe(0);
  });
});

describe('POST with every parameter in the query string', () => {
  const query = {
    action: 'user_get_list',
    filters: MINE,
    fields: ['id', 'name'],
    order_by: { field: 'name', order: '-desc' },
    parameters: { source: 'WAT' },
  };

  it('works with no body, an empty body and an empty form body', async () => {
    const params = { ...query, filters: { ...MINE, tenant_id: tT } };
    const bodies: [string, RequestInit][] = [
      ['no body', {}],
      ['empty body', { body: '' }],
      ['empty form', { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } }],
      ['empty JSON', { body: '', headers: { 'content-type': 'application/json' } }],
    ];
    for (const [what, init] of bodies) {
      const env = await consoleCall(params, { init });
      expect(rowNames(env), what).toEqual(['tol-4', 'tol-3', 'tol-2', 'tol-1']);
      expect(Object.keys(env.rows[0]), what).toEqual(['id', 'name']);
    }
  });

  it('pages with offset and block given as plain parameters', async () => {
    const env = await consoleCall({ ...query, offset: 2, block: 3 });
    expect(env.total).toBe(4);
    expect(rowNames(env)).toEqual(['tol-1']);
  });

  it('answers 6100 for broken JSON in the query string', async () => {
    expect((await consoleCall({ action: 'user_get_list', filters: '{"name":' })).status).toBe(6100);
    expect((await consoleCall({ action: 'user_get_list', fields: '[id]' })).status).toBe(6100);
  });

  it('reads a raw + as a space, as form decoding does; a plus is sent as %2B', async () => {
    // encodeURI leaves + as it is: the console's "tol a+b" arrives as "tol a b"
    expect(rowNames(await consoleCall({ action: 'user_get_list', filters: { name: 'tol a+b' } }))).toEqual(['tol a b']);
    expect(rowNames(await consoleCall({ action: 'user_get_list', filters: { name: 'tol a b' } }))).toEqual(['tol a b']);
    const encoded = encodeURIComponent(JSON.stringify({ name: 'tol a+b' }));
    expect(encoded).toContain('%2B');
    expect(rowNames(await consoleCall({ action: 'user_get_list', filters: encoded }, { raw: true }))).toEqual(['tol a+b']);
    // in a JSON body a plus is a plus
    expect(rowNames(await call('user_get_list', { filters: { name: 'tol a+b' } }))).toEqual(['tol a+b']);
  });

  it('logs in with a password holding a plus only when the plus is encoded', async () => {
    await ok('administrator_create', { arguments: { tenant_id: tT, name: 'tol-admin', password: 'tol+pass-1' } });
    const login = async (password: string) => {
      const res = await server.fetch(`/api/login?login=tol-admin&password=${password}&tenant=tol-t`, { method: 'POST' });
      return ((await res.json()) as Envelope).status;
    };
    expect(await login('tol%2Bpass-1')).toBe(0);
    expect(await login('tol+pass-1')).toBe(3200);
  });
});

describe('order_by', () => {
  it('with an empty field list orders nothing: the default order by id, whatever the direction', async () => {
    const byId = ['tol-1', 'tol-2', 'tol-3', 'tol-4'];
    expect(await names({}, { order_by: { field: 'name', order: '-desc' } })).toEqual([...byId].reverse());
    for (const order_by of [{ field: [], order: '-asc' }, { field: [], order: '-desc' }, { field: [] }, []]) {
      expect(await names({}, { order_by }), JSON.stringify(order_by)).toEqual(byId);
    }
    // as the CLI sends it on every list, and through the query string
    const env = await consoleCall({ action: 'user_get_list', filters: MINE, fields: ['name'], order_by: { field: [], order: '-asc' } });
    expect(rowNames(env)).toEqual(byId);
  });

  it('takes an array of tokens as field', async () => {
    expect(await names({}, { order_by: { field: ['blocked', 'name'], order: '-desc' } })).toEqual(['tol-4', 'tol-2', 'tol-3', 'tol-1']);
    expect(await names({}, { order_by: { field: ['blocked', 'name'] } })).toEqual(['tol-1', 'tol-3', 'tol-2', 'tol-4']);
    const env = await consoleCall({ action: 'user_get_list', filters: MINE, order_by: { field: ['blocked', 'name'], order: '-desc' } });
    expect(rowNames(env)).toEqual(['tol-4', 'tol-2', 'tol-3', 'tol-1']);
  });

  it('still answers 6600 for a bad direction and 6610 for a bad field, also beside an empty list', async () => {
    expect(await status('user_get_list', { order_by: { field: [], order: '-up' } })).toBe(6600);
    for (const order_by of [{ field: ['nosuch'] }, { field: ['name', 7] }, { field: {} }, { field: [], other: 1 }, { order: '-asc' }]) {
      expect(await status('user_get_list', { order_by }), JSON.stringify(order_by)).toBe(6610);
    }
  });
});

describe('= / != / <> with an array of values', () => {
  it('= with an array is any of the values, given as numbers or text', async () => {
    expect(await names({ id: { '=': [u['tol-1'], u['tol-3']] } })).toEqual(['tol-1', 'tol-3']);
    expect(await names({ id: { '=': [String(u['tol-2']), u['tol-4'], 999999] } })).toEqual(['tol-2', 'tol-4']);
    expect(await names({ name: { '=': ['TOL-1', 'tol-4', 'nobody'] } })).toEqual(['tol-1', 'tol-4']);
    expect(await names({ description: { '=': ['beta', null] } })).toEqual(['tol-2', 'tol-3']);
  });

  it('!= and <> with an array are none of them, records without a value included', async () => {
    for (const op of ['!=', '<>']) {
      expect(await names({ id: { [op]: [u['tol-1'], String(u['tol-3'])] } }), op).toEqual(['tol-2', 'tol-4']);
      expect(await names({ description: { [op]: ['alpha'] } }), op).toEqual(['tol-2', 'tol-3']);
      expect(await names({ description: { [op]: ['alpha', null] } }), op).toEqual(['tol-2']);
    }
  });

  it('= with an empty array matches nothing; != with an empty array matches everything', async () => {
    expect(await names({ id: { '=': [] } })).toEqual([]);
    expect(await names({ id: { '!=': [] } })).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);
    expect(await names({ id: { '<>': [] } })).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);
  });

  it('on a token with several values per record, != [..] is "carries none of them"', async () => {
    const images = async (tag: unknown) => {
      const env = await ok('di_get_list', { filters: { osf_id: osfId, tag }, fields: ['id'] });
      return env.rows.map((r: { id: number }) => r.id);
    };
    expect(await images({ '=': ['head', 'v1'] })).toEqual([diV1, diV2]);
    expect(await images({ '!=': ['head'] })).toEqual([diV1]);
    expect(await images({ '!=': ['head', 'v1'] })).toEqual([]);
    expect(await images({ '!=': [] })).toEqual([diV1, diV2]);
  });

  it('also in the query string, and inside -or/-and', async () => {
    const env = await consoleCall({ action: 'user_get_list', filters: { ...MINE, id: { '!=': [u['tol-2'], u['tol-4']] } }, fields: ['name'] });
    expect(rowNames(env)).toEqual(['tol-1', 'tol-3']);
    expect(await names({ '-or': ['id', { '=': [u['tol-1']] }, 'description', { '=': ['beta'] }] })).toEqual(['tol-1', 'tol-2']);
    expect(await names({ '-and': ['blocked', 1, 'id', { '<>': [u['tol-2']] }] })).toEqual(['tol-4']);
  });

  it('selects the records to update and delete, as the CLI addresses several at once', async () => {
    const a = (await ok('user_create', { arguments: { tenant_id: tT, name: 'tol-x1', password: 'user-pass-1' } })).rows[0].id;
    const b = (await ok('user_create', { arguments: { tenant_id: tT, name: 'tol-x2', password: 'user-pass-1' } })).rows[0].id;
    const update = await ok('user_update', { filters: { id: { '=': [a, b] } }, arguments: { description: 'both' } });
    expect(update.total).toBe(2);
    const both = await ok('user_get_list', { filters: { id: [a, b] }, fields: ['description'] });
    expect(both.rows).toEqual([{ description: 'both' }, { description: 'both' }]);
    const details = await ok('user_get_details', { filters: { id: { '=': [a] } }, fields: ['name'] });
    expect(details.rows).toEqual([{ name: 'tol-x1' }]);
    expect((await call('user_delete', { filters: { id: { '=': [] } } })).status).toBe(1300);
    const deleted = await ok('user_delete', { filters: { id: { '=': [a, b] } } });
    expect(deleted.total).toBe(2);
    expect((await ok('user_get_list', { filters: { id: [a, b] } })).total).toBe(0);
  });

  it('still answers 6320 for an array under another operator or a bad value inside, and 6210 for an unknown token', async () => {
    for (const filters of [
      { id: { '<': [1] } },
      { id: { '>=': [] } },
      { name: { '~': ['tol%'] } },
      { id: { '=': [u['tol-1'], 'x'] } },
      { id: { '!=': [[1]] } },
      { id: { '=': [{ a: 1 }] } },
      { blocked: { '=': [true, 'maybe'] } },
    ]) {
      expect(await status('user_get_list', { filters }), JSON.stringify(filters)).toBe(6320);
    }
    expect(await status('user_get_list', { filters: { nosuch: { '=': [1] } } })).toBe(6210);
  });
});

describe('-or with an empty array', () => {
  it('is accepted and matches nothing, alone or beside other filters', async () => {
    for (const filters of [{ '-or': [] }, { '-or': [], tenant_id: tT }]) {
      const env = await call('user_get_list', { filters });
      expect(env, JSON.stringify(filters)).toMatchObject({ status: 0, total: 0, rows: [] });
    }
    const env = await consoleCall({ action: 'user_get_list', filters: { '-or': [] }, fields: ['id', 'id'] });
    expect(env).toMatchObject({ status: 0, total: 0, rows: [] });
  });
});

describe('JSON booleans on flags', () => {
  it('filters take true and false as 1 and 0', async () => {
    expect(await names({ blocked: true })).toEqual(['tol-2', 'tol-4']);
    expect(await names({ blocked: false })).toEqual(['tol-1', 'tol-3']);
    expect(await names({ blocked: { '!=': true } })).toEqual(['tol-1', 'tol-3']);
    expect(await names({ blocked: [false] })).toEqual(['tol-1', 'tol-3']);
    for (const [bool, int] of [
      [false, 0],
      [true, 1],
    ] as const) {
      const byBool = await ok('role_get_list', { filters: { internal: bool }, fields: ['id'] });
      const byInt = await ok('role_get_list', { filters: { internal: int }, fields: ['id'] });
      expect(byBool.rows, String(bool)).toEqual(byInt.rows);
    }
    expect((await ok('role_get_list', { filters: { internal: false } })).total).toBeGreaterThan(0);
    const env = await consoleCall({ action: 'role_get_list', filters: { internal: false }, fields: ['id'] });
    expect(env.rows).toEqual((await ok('role_get_list', { filters: { internal: 0 }, fields: ['id'] })).rows);
  });

  it('arguments take true and false as 1 and 0, on create, update and massive update', async () => {
    const blocked = async (id: number) => (await ok('user_get_details', { filters: { id }, fields: ['blocked'] })).rows[0].blocked;
    const id = (await ok('user_create', { arguments: { tenant_id: tT, name: 'tol-b1', password: 'user-pass-1', blocked: true } })).rows[0].id;
    expect(await blocked(id)).toBe(1);
    await ok('user_update', { filters: { id }, arguments: { blocked: false } });
    expect(await blocked(id)).toBe(0);
    const other = (await ok('user_create', { arguments: { tenant_id: tT, name: 'tol-b2', password: 'user-pass-1', blocked: false } })).rows[0].id;
    expect(await blocked(other)).toBe(0);
    const env = await consoleCall({ action: 'user_update', filters: { id: { '=': [id, other] } }, arguments: { blocked: true } });
    expect(env.status, JSON.stringify(env)).toBe(0);
    expect([await blocked(id), await blocked(other)]).toEqual([1, 1]);
    const tenant = (await ok('tenant_create', { arguments: { name: 'tol-blocked', blocked: true } })).rows[0].id;
    expect((await ok('tenant_get_list', { filters: { id: tenant }, fields: ['blocked'] })).rows).toEqual([{ blocked: 1 }]);
    await ok('user_delete', { filters: { id: [id, other] } });
    await ok('tenant_delete', { filters: { id: tenant } });
  });

  it('still refuses what is no flag: 6320 in filters, 6330 in arguments', async () => {
    for (const blocked of ['maybe', 2, -1, [true, 2]]) {
      expect(await status('user_get_list', { filters: { blocked } }), JSON.stringify(blocked)).toBe(6320);
    }
    for (const blocked of ['maybe', 2]) {
      const env = await call('user_create', { arguments: { tenant_id: tT, name: 'tol-never', password: 'user-pass-1', blocked } });
      expect(env.status, JSON.stringify(blocked)).toBe(6330);
    }
    expect(await names({ name: 'tol-never' })).toEqual([]);
  });
});

describe('fields asked twice', () => {
  it('are returned once, in lists, details and through the query string', async () => {
    const list = await ok('user_get_list', { filters: MINE, fields: ['id', 'name', 'id'] });
    expect(list.rows).toHaveLength(4);
    for (const row of list.rows) expect(Object.keys(row)).toEqual(['id', 'name']);
    expect(list.rows[0]).toEqual({ id: u['tol-1'], name: 'tol-1' });

    const details = await ok('user_get_details', { filters: { id: u['tol-2'] }, fields: ['name', 'blocked', 'name', 'blocked'] });
    expect(details.rows).toEqual([{ name: 'tol-2', blocked: 1 }]);

    const text = await server.fetch('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid, action: 'user_get_list', filters: MINE, fields: ['id', 'name', 'id'] }),
    });
    // the answer's text itself holds each key once per row
    expect(((await text.text()).match(/"id":/g) ?? []).length).toBe(4);

    const env = await consoleCall({ action: 'vm_get_list', filters: { id: vmId }, fields: ['id', 'name', 'id', 'user_id', 'id'] });
    expect(env.rows).toEqual([{ id: vmId, name: 'tol-vm', user_id: u['tol-1'] }]);
  });

  it('still answer 6250 for an unknown field, asked once or twice', async () => {
    expect(await status('user_get_list', { fields: ['id', 'nosuch', 'nosuch'] })).toBe(6250);
    expect(await status('user_get_list', { fields: ['id', 'id', 7] })).toBe(6250);
  });
});

describe('an empty fields list', () => {
  it('answers every field, as when none is given (the CLI sends fields: [] on every list), in JSON and in the query', async () => {
    const every = await ok('user_get_list', { filters: MINE });
    const empty = await ok('user_get_list', { filters: MINE, fields: [], order_by: { field: [], order: '-asc' } });
    expect(empty.rows).toEqual(every.rows);
    expect(Object.keys(empty.rows[0])).toEqual(expect.arrayContaining(['id', 'name', 'blocked', 'number_of_vms']));
    const env = await consoleCall({ action: 'user_get_details', filters: { id: u['tol-2'] }, fields: [] });
    expect(env.rows).toEqual((await ok('user_get_details', { filters: { id: u['tol-2'] } })).rows);
  });
});

describe('integers given as text', () => {
  it('select as the integers would, in filters the console sends', async () => {
    const vms = await ok('vm_get_list', { filters: { user_id: String(u['tol-1']) }, fields: ['id'] });
    expect(vms.rows).toEqual([{ id: vmId }]);
    expect((await ok('vm_get_list', { filters: { user_id: String(u['tol-2']) } })).total).toBe(0);
    expect((await ok('vm_get_list', { filters: { osf_id: { '=': [String(osfId)] } }, fields: ['id'] })).rows).toEqual([{ id: vmId }]);

    const admins = await ok('administrator_get_list', { filters: { tenant_id: '0' }, fields: ['name', 'tenant_id'] });
    expect(admins.rows).toContainEqual({ name: 'superadmin', tenant_id: 0 });
    expect(admins.rows.every((r: { tenant_id: number }) => r.tenant_id === 0)).toBe(true);
    expect(await names({ tenant_id: String(tT) })).toEqual(['tol-1', 'tol-2', 'tol-3', 'tol-4']);

    const viaQuery = await consoleCall({ action: 'vm_get_list', filters: { user_id: String(u['tol-1']) }, fields: ['id'] });
    expect(viaQuery.rows).toEqual([{ id: vmId }]);

    // the audit log of the user's creation, by object id given as text
    const log = await eventually(
      () => ok('log_get_list', { filters: { object_id: String(u['tol-3']), action: 'user_create' }, fields: ['object_id', 'object_name'] }),
      (env) => env.total > 0,
    );
    expect(log.rows).toEqual([{ object_id: u['tol-3'], object_name: 'tol-3' }]);
  });

  it('still answer 6320 for text that is no integer', async () => {
    for (const user_id of ['one', '1.5', '', ' ', '1e3']) {
      expect(await status('vm_get_list', { filters: { user_id } }), JSON.stringify(user_id)).toBe(6320);
    }
  });
});
