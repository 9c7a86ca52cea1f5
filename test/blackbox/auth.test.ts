// Authentication and sessions (generated/docs/guides/authentication.md, docs/decisions.md): /api/login and /api/logout, the three ways
// of carrying a sid, explicit credentials, the 31xx-35xx codes, sessions that end when their
// administrator, tenant or roles change, start-up refusing bad settings, and passwords never shown.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  makeTenantAdmin,
  startExpectingExit,
  startServer,
  SUPERADMIN_PASSWORD,
  type Envelope,
  type TestServer,
} from './harness.js';

let server: TestServer;
let superSid: string;

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
});
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<{ res: Response; env: Envelope }> {
  const res = await server.fetch(path, { method: 'POST', body, headers });
  expect(res.status).toBe(200);
  return { res, env: (await res.json()) as Envelope };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const form = (params: Record<string, string>) => new URLSearchParams(params);
const loginForm = (login: string, password: string, tenant?: string) =>
  form({ login, password, ...(tenant !== undefined ? { tenant } : {}) });

/** Deletes a tenant and everything in it (superadministrator, tenant.purge.). */
async function dropTenant(tenantId: number): Promise<void> {
  const env = await server.api('tenant_delete', { sid: superSid, filters: { id: tenantId } });
  expect(env.status).toBe(0);
}

describe('/api/login', () => {
  it('creates a session: {status:0, sid} and an HttpOnly cookie on /api', async () => {
    const { res, env } = await post('/api/login', loginForm('superadmin', SUPERADMIN_PASSWORD, '*'));
    expect(env.status).toBe(0);
    expect(env.message).toBe('Successful completion');
    expect(typeof env.sid).toBe('string');
    expect(env.sid.length).toBeGreaterThanOrEqual(22); // at least 128 random bits
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie.startsWith(`sid=${env.sid};`)).toBe(true);
    const attributes = cookie.split(';').map((p) => p.trim());
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/api');
    expect(attributes).not.toContain('Secure'); // plain HTTP
    // every login is a new session
    const again = await post('/api/login', loginForm('superadmin', SUPERADMIN_PASSWORD, '*'));
    expect(again.env.sid).not.toBe(env.sid);
  });

  it('reads the credentials from a JSON body too', async () => {
    const { env } = await post(
      '/api/login',
      JSON.stringify({ login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' }),
      { 'content-type': 'application/json' },
    );
    expect(env.status).toBe(0);
    expect((await server.api('current_admin_setup', { sid: env.sid })).admin_name).toBe('superadmin');
  });

  it('accepts login@tenant and login#tenant', async () => {
    const t = await makeTenantAdmin(server, { tenant: 'auth-forms', admin: 'forms-admin', roles: ['Administrators Reader'] });
    try {
      for (const login of ['forms-admin@auth-forms', 'forms-admin#auth-forms', 'FORMS-ADMIN@Auth-Forms']) {
        const { env } = await post('/api/login', form({ login, password: 'admin-pass-1' }));
        expect(env.status, login).toBe(0);
        const setup = await server.api('current_admin_setup', { sid: env.sid });
        expect(setup).toMatchObject({ status: 0, admin_name: 'forms-admin', tenant_name: 'auth-forms', tenant_id: t.tenantId });
        // and as explicit credentials on an action
        const list = await server.api('administrator_get_list', { login, password: 'admin-pass-1', fields: ['name'] });
        expect(list.status, login).toBe(0);
        expect(list.rows).toEqual([{ name: 'forms-admin' }]);
      }
      expect((await post('/api/login', form({ login: 'superadmin@*', password: SUPERADMIN_PASSWORD }))).env.status).toBe(0);
      expect((await post('/api/login', form({ login: 'forms-admin@default', password: 'admin-pass-1' }))).env.status).toBe(3200);
    } finally {
      await dropTenant(t.tenantId);
    }
  });

  it('answers 3100 without credentials and 3200 for wrong ones, setting no cookie', async () => {
    const cases: [string, URLSearchParams, number][] = [
      ['nothing', form({}), 3100],
      ['password only', form({ password: SUPERADMIN_PASSWORD, tenant: '*' }), 3100],
      ['wrong password', loginForm('superadmin', 'not-the-password', '*'), 3200],
      ['unknown login', loginForm('nobody-here', SUPERADMIN_PASSWORD, '*'), 3200],
      ['wrong tenant', loginForm('superadmin', SUPERADMIN_PASSWORD, 'default'), 3200],
      ['unknown tenant', loginForm('superadmin', SUPERADMIN_PASSWORD, 'no-such-tenant'), 3200],
    ];
    for (const [what, body, status] of cases) {
      const { res, env } = await post('/api/login', body);
      expect(env.status, what).toBe(status);
      expect(env.sid, what).toBeUndefined();
      expect(typeof env.additional_info, what).toBe('string');
      expect(res.headers.get('set-cookie'), what).toBeNull();
    }
    // a login with no body at all
    const res = await server.fetch('/api/login', { method: 'POST' });
    expect((await res.json()).status).toBe(3100);
  });
});

describe('login from another site (login CSRF)', () => {
  const sessionCount = async () => Number((await server.dbQuery('SELECT COUNT(*) AS n FROM sessions'))[0]!.n);

  it('is refused with 3100 before any hash, setting no cookie, when its Origin is neither this server nor listed', async () => {
    const before = await sessionCount();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const { res, env } = await post('/api/login', loginForm('superadmin', SUPERADMIN_PASSWORD, '*'), headers);
      expect(env.status, JSON.stringify(headers)).toBe(3100);
      expect(env.additional_info).toMatch(/SVC_CORS_ORIGINS/);
      expect(env.sid).toBeUndefined();
      expect(res.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('from this server’s own origin, or from a program sending no Origin, sets the cookie', async () => {
    const own = new URL(server.url).origin;
    for (const headers of [{ origin: own, 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const { res, env } = await post('/api/login', loginForm('superadmin', SUPERADMIN_PASSWORD, '*'), headers);
      expect(env.status, JSON.stringify(headers)).toBe(0);
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^sid=${env.sid};`));
    }
  });

  it('with credentials on /api from another site answers the sid but sets no cookie', async () => {
    const res = await server.fetch('/api?action=current_admin_setup', {
      method: 'POST',
      body: loginForm('superadmin', SUPERADMIN_PASSWORD, '*'),
      headers: { origin: 'https://evil.example' },
    });
    const env = (await res.json()) as Envelope;
    expect(env.status).toBe(0);
    expect(typeof env.sid).toBe('string');
    expect(res.headers.get('set-cookie')).toBeNull();
    // from its own origin the same call sets it
    const same = await server.fetch('/api?action=current_admin_setup', {
      method: 'POST',
      body: loginForm('superadmin', SUPERADMIN_PASSWORD, '*'),
      headers: { origin: new URL(server.url).origin },
    });
    expect(same.headers.get('set-cookie')).toMatch(/^sid=/);
  });
});

describe('credentials on /api', () => {
  it('takes the sid as query, form or JSON parameter, as cookie and as Authorization: Bearer', async () => {
    const sid = await server.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const action = '/api?action=current_admin_setup';
    const ways: [string, string, RequestInit][] = [
      ['query', `${action}&sid=${encodeURIComponent(sid)}`, { method: 'GET' }],
      ['form', action, { method: 'POST', body: form({ sid }) }],
      ['json', action, { method: 'POST', body: JSON.stringify({ sid }), headers: { 'content-type': 'application/json' } }],
      ['cookie', action, { method: 'POST', headers: { cookie: `theme=dark; sid=${sid}; lang=en` } }],
      ['bearer', action, { method: 'POST', headers: { authorization: `Bearer ${sid}` } }],
    ];
    for (const [what, path, init] of ways) {
      const res = await server.fetch(path, init);
      const env = await res.json();
      expect(env.status, what).toBe(0);
      expect(env.admin_name, what).toBe('superadmin');
      expect(env.sid, what).toBe(sid);
      expect(res.headers.get('set-cookie'), what).toBeNull(); // no new session
    }
  });

  it('answers 3100 without credentials and 3200 for an unknown sid however it is carried', async () => {
    expect((await server.api('administrator_get_list', {})).status).toBe(3100);
    const unknown = 'x'.repeat(43);
    expect((await server.api('administrator_get_list', { sid: unknown })).status).toBe(3200);
    for (const headers of [{ cookie: `sid=${unknown}` }, { authorization: `Bearer ${unknown}` }] as Record<string, string>[]) {
      const res = await server.fetch('/api?action=administrator_get_list', { method: 'POST', headers });
      expect((await res.json()).status).toBe(3200);
    }
  });

  it('accepts explicit credentials on any action without creating a session', async () => {
    const res = await server.fetch('/api?action=administrator_get_list', {
      method: 'POST',
      body: loginForm('superadmin', SUPERADMIN_PASSWORD, '*'),
    });
    const env = await res.json();
    expect(env.status).toBe(0);
    expect(env.rows.map((r: { name: string }) => r.name)).toContain('superadmin');
    expect(env.sid).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBeNull();
    // explicit credentials win over a sid given beside them
    const both = await server.api('current_admin_setup', { sid: 'x'.repeat(43), login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' });
    expect(both.status).toBe(0);
    // wrong explicit credentials
    for (const [login, password, tenant] of [
      ['superadmin', 'wrong-password', '*'],
      ['nobody-here', SUPERADMIN_PASSWORD, '*'],
      ['superadmin', SUPERADMIN_PASSWORD, 'default'],
    ]) {
      expect((await server.api('administrator_get_list', { login, password, tenant })).status).toBe(3200);
    }
    expect((await server.api('administrator_get_list', { login: 'superadmin', tenant: '*' })).status).toBe(3100);
  });

  it('answers a new sid, with its cookie, when current_admin_setup is called with credentials', async () => {
    const res = await server.fetch('/api?action=current_admin_setup', {
      method: 'POST',
      body: loginForm('superadmin', SUPERADMIN_PASSWORD, '*'),
    });
    const env = await res.json();
    expect(env).toMatchObject({ status: 0, admin_name: 'superadmin', tenant_id: 0, tenant_name: '*', multitenant: '1' });
    expect(Array.isArray(env.acls)).toBe(true);
    expect(env.acls).toContain('administrator.see-main.');
    expect(env.server_datetime).toMatch(/^\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} \d{4}$/);
    expect(typeof env.sid).toBe('string');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^sid=${env.sid};`));
    const list = await server.api('administrator_get_list', { sid: env.sid });
    expect(list.status).toBe(0);
  });
});

describe('/api/logout', () => {
  it('deletes the session and expires the cookie', async () => {
    for (const how of ['param', 'cookie', 'bearer'] as const) {
      const sid = await server.login('superadmin', SUPERADMIN_PASSWORD, '*');
      expect((await server.api('current_admin_setup', { sid })).status).toBe(0);
      const { res, env } =
        how === 'param'
          ? await post('/api/logout', form({ sid }))
          : await post('/api/logout', undefined, how === 'cookie' ? { cookie: `sid=${sid}` } : { authorization: `Bearer ${sid}` });
      expect(env, how).toMatchObject({ status: 0, message: 'Successful completion' });
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^sid=;/);
      expect(cookie).toMatch(/Max-Age=0/);
      expect((await server.api('current_admin_setup', { sid })).status, how).toBe(3200);
      // a second logout finds no session
      expect((await post('/api/logout', form({ sid }))).env.status, how).toBe(3200);
    }
  });

  it('answers 3100 without a session', async () => {
    const { env } = await post('/api/logout');
    expect(env.status).toBe(3100);
    expect((await post('/api/logout', form({}))).env.status).toBe(3100);
  });
});

describe('the sessions table', () => {
  it('holds no session id that was handed out, only its SHA-256; the sid works and logs out', async () => {
    const sids = await Promise.all([0, 1, 2].map(() => server.login('superadmin', SUPERADMIN_PASSWORD, '*')));
    const stored = (await server.dbQuery('SELECT sid FROM sessions')).map((r) => String(r.sid));
    for (const sid of sids) {
      expect(stored).not.toContain(sid);
      expect(stored.some((s) => s.includes(sid))).toBe(false);
      expect(stored).toContain(sha256(sid));
      expect((await server.api('current_admin_setup', { sid })).status).toBe(0);
    }
    // what the table holds is no session
    expect((await server.api('current_admin_setup', { sid: sha256(sids[0]!) })).status).toBe(3200);
    const res = await server.fetch('/api?action=current_admin_setup', { method: 'POST', headers: { authorization: `Bearer ${sha256(sids[0]!)}` } });
    expect((await res.json()).status).toBe(3200);
    // logout ends it, row included
    expect((await post('/api/logout', form({ sid: sids[0]! }))).env.status).toBe(0);
    expect(await server.dbQuery('SELECT sid FROM sessions WHERE sid = ?', [sha256(sids[0]!)])).toEqual([]);
    expect((await server.api('current_admin_setup', { sid: sids[0] })).status).toBe(3200);
    expect((await server.api('current_admin_setup', { sid: sids[1] })).status).toBe(0);
  });

  it('keeps the sessions of a database written before ids were hashed, stored hashed from then on', async () => {
    let old = await startServer();
    try {
      const sid = await old.login('superadmin', SUPERADMIN_PASSWORD, '*');
      const clear = 'Q'.repeat(10) + sid.slice(10); // another id in the same form, stored as an older server did
      const adminId = (await old.dbQuery("SELECT id FROM admins WHERE name = 'superadmin'"))[0]!.id;
      await old.dbExecute('INSERT INTO sessions (sid, admin_id, expires_at) VALUES (?, ?, ?)', [clear, adminId, Math.floor(Date.now() / 1000) + 3600]);
      await old.dbExecute("DELETE FROM schema_migrations WHERE id = '006-session-keys'");
      await old.stop({ keep: true });
      old = await startServer({ reuse: old });
      const stored = (await old.dbQuery('SELECT sid FROM sessions')).map((r) => String(r.sid));
      expect(stored).not.toContain(clear);
      expect(stored).toContain(sha256(clear));
      expect(stored).toContain(sha256(sid)); // hashed already: not hashed twice
      expect((await old.api('current_admin_setup', { sid: clear })).status).toBe(0);
      expect((await old.api('current_admin_setup', { sid })).status).toBe(0);
    } finally {
      await old.stop();
    }
  });
});

describe('sessions follow changes at once', () => {
  it('refuses the administrators of a blocked tenant with 3500, open sessions included', async () => {
    const a = await makeTenantAdmin(server, { tenant: 'auth-block', admin: 'block-admin', roles: ['Administrators Reader'] });
    const b = await makeTenantAdmin(server, { tenant: 'auth-open', admin: 'open-admin', roles: ['Administrators Reader'] });
    try {
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(0);
      const blocked = await server.api('tenant_update', { sid: superSid, filters: { id: a.tenantId }, arguments: { blocked: 1 } });
      expect(blocked.status).toBe(0);
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(3500);
      expect((await server.api('current_admin_setup', { sid: a.sid })).status).toBe(3500);
      expect((await post('/api/login', loginForm('block-admin', 'admin-pass-1', 'auth-block'))).env.status).toBe(3500);
      expect((await server.api('administrator_get_list', { login: 'block-admin', password: 'admin-pass-1', tenant: 'auth-block' })).status).toBe(3500);
      // a wrong password is still 3200, not a hint that the tenant exists
      expect((await post('/api/login', loginForm('block-admin', 'wrong-pass', 'auth-block'))).env.status).toBe(3200);
      // other tenants and the superadministrator are unaffected
      expect((await server.api('administrator_get_list', { sid: b.sid })).status).toBe(0);
      expect((await server.api('administrator_get_list', { sid: superSid })).status).toBe(0);
      // unblocking lets the same session in again
      expect((await server.api('tenant_update', { sid: superSid, filters: { id: a.tenantId }, arguments: { blocked: 0 } })).status).toBe(0);
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(0);
    } finally {
      await dropTenant(a.tenantId);
      await dropTenant(b.tenantId);
    }
  });

  it('ends the sessions of a deleted administrator at once', async () => {
    const a = await makeTenantAdmin(server, { tenant: 'auth-del', admin: 'del-admin', roles: ['Administrators Reader'] });
    try {
      const second = await server.login('del-admin', 'admin-pass-1', 'auth-del');
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(0);
      const del = await server.api('administrator_delete', { sid: superSid, filters: { id: a.adminId } });
      expect(del).toMatchObject({ status: 0, total: 1 });
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(3200);
      expect((await server.api('current_admin_setup', { sid: second })).status).toBe(3200);
      expect((await post('/api/login', loginForm('del-admin', 'admin-pass-1', 'auth-del'))).env.status).toBe(3200);
    } finally {
      await dropTenant(a.tenantId);
    }
  });

  it('applies a role change on the next request of an open session', async () => {
    const a = await makeTenantAdmin(server, {
      tenant: 'auth-role',
      admin: 'role-admin',
      acls: ['administrator.see-main.', 'role.see-main.'],
    });
    try {
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(0);
      const change = (changes: Record<string, string[]>) =>
        server.api('role_update', { sid: superSid, filters: { id: a.roleId }, arguments: { __acls_changes__: changes } });
      expect((await change({ unassign_acls: ['administrator.see-main.'] })).status).toBe(0);
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(4210);
      expect((await server.api('role_get_list', { sid: a.sid })).status).toBe(0);
      const setup = await server.api('current_admin_setup', { sid: a.sid });
      expect(setup.acls).not.toContain('administrator.see-main.');
      expect((await change({ assign_acls: ['administrator.see-main.'] })).status).toBe(0);
      expect((await server.api('administrator_get_list', { sid: a.sid })).status).toBe(0);
      // taking the role away from the administrator works the same way
      const unassign = await server.api('administrator_update', {
        sid: superSid,
        filters: { id: a.adminId },
        arguments: { __roles_changes__: { unassign_roles: [a.roleId] } },
      });
      expect(unassign.status).toBe(0);
      expect((await server.api('role_get_list', { sid: a.sid })).status).toBe(4210);
      expect((await server.api('current_admin_setup', { sid: a.sid })).acls).toEqual([]);
    } finally {
      await dropTenant(a.tenantId);
    }
  });
});

describe('the identity of an open session', () => {
  it("follows changes to the administrator's own record and tenant on the next request", async () => {
    const a = await makeTenantAdmin(server, { tenant: 'auth-ident', admin: 'ident-admin', acls: ['config.wat.'] });
    try {
      const before = await server.api('current_admin_setup', { sid: a.sid });
      expect(before).toMatchObject({ status: 0, admin_name: 'ident-admin', admin_language: 'auto', tenant_block: 10 });
      expect((await server.api('myadmin_update', { sid: a.sid, arguments: { name: 'ident-renamed', language: 'es' } })).status).toBe(0);
      expect(await server.api('current_admin_setup', { sid: a.sid })).toMatchObject({ admin_name: 'ident-renamed', admin_language: 'es' });
      expect((await server.api('config_wat_update', { sid: a.sid, arguments: { block: 25, language: 'en' } })).status).toBe(0);
      expect(await server.api('current_admin_setup', { sid: a.sid })).toMatchObject({ tenant_block: 25, tenant_language: 'en' });
      expect((await server.api('mytenant_update', { sid: a.sid, arguments: { name: 'auth-ident-2' } })).status).toBe(0);
      expect(await server.api('current_admin_setup', { sid: a.sid })).toMatchObject({ tenant_name: 'auth-ident-2' });
      expect((await server.api('administrator_update', { sid: superSid, filters: { id: a.adminId }, arguments: { block: 50 } })).status).toBe(0);
      expect(await server.api('current_admin_setup', { sid: a.sid })).toMatchObject({ admin_block: 50 });
    } finally {
      await dropTenant(a.tenantId);
    }
  });

  it('ends at once when its session row is deleted by another server process', async () => {
    const sid = await server.login('superadmin', SUPERADMIN_PASSWORD, '*');
    expect((await server.api('tenant_get_list', { sid })).status).toBe(0);
    expect((await server.api('tenant_get_list', { sid })).status).toBe(0);
    await server.dbExecute('DELETE FROM sessions WHERE sid = ?', [sha256(sid)]);
    expect((await server.api('tenant_get_list', { sid })).status).toBe(3200);
  });
});

describe('an open session known to two server processes', () => {
  it('follows role, tenant and session changes made through the other process on its next request', async () => {
    // a second process on the same database (no Redis: the database alone carries the changes)
    const other = await startServer({ reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    const a = await makeTenantAdmin(server, { tenant: 'auth-two', admin: 'two-admin', acls: ['administrator.see-main.', 'role.see-main.'] });
    try {
      const onOther = (action: string) => other.api(action, { sid: a.sid });
      // used twice on the other process: what it keeps of the session is in use from then on
      expect((await onOther('administrator_get_list')).status).toBe(0);
      expect((await onOther('administrator_get_list')).status).toBe(0);
      const change = async (changes: Record<string, string[]>) =>
        expect((await server.api('role_update', { sid: superSid, filters: { id: a.roleId }, arguments: { __acls_changes__: changes } })).status).toBe(0);

      await change({ unassign_acls: ['administrator.see-main.'] });
      expect((await onOther('administrator_get_list')).status).toBe(4210);
      expect((await onOther('role_get_list')).status).toBe(0);
      await change({ assign_acls: ['administrator.see-main.'] });
      expect((await onOther('administrator_get_list')).status).toBe(0);

      const block = async (blocked: number) =>
        expect((await server.api('tenant_update', { sid: superSid, filters: { id: a.tenantId }, arguments: { blocked } })).status).toBe(0);
      await block(1);
      expect((await onOther('administrator_get_list')).status).toBe(3500);
      await block(0);
      expect((await onOther('administrator_get_list')).status).toBe(0);

      expect((await server.api('administrator_update', { sid: superSid, filters: { id: a.adminId }, arguments: { name: 'two-renamed' } })).status).toBe(0);
      expect((await onOther('current_admin_setup')).admin_name).toBe('two-renamed');

      expect((await post('/api/logout', form({ sid: a.sid }))).env.status).toBe(0);
      expect((await onOther('administrator_get_list')).status).toBe(3200);
    } finally {
      await other.stop({ keep: true });
      await dropTenant(a.tenantId);
    }
  });
});

describe('session lifetime', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startServer({ env: { SVC_SESSION_TTL: '3', SVC_LOG_LEVEL: 'debug', SVC_CORS_ORIGINS: 'https://console.example' } });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it('slides on use and expires with 3300 after SVC_SESSION_TTL without use', async () => {
    const login = () => short.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const [used, idle] = await Promise.all([login(), login()]);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // used every half second for longer than the lifetime: it stays alive
    const started = Date.now();
    while (Date.now() - started < 4200) {
      const env = await short.api('current_admin_setup', { sid: used });
      expect(env.status, `after ${Date.now() - started} ms`).toBe(0);
      await sleep(500);
    }
    // the idle one has expired
    expect((await short.api('current_admin_setup', { sid: idle })).status).toBe(3300);
    // an expired session is gone afterwards
    expect((await short.api('current_admin_setup', { sid: idle })).status).toBe(3200);
    await sleep(4100);
    expect((await short.api('administrator_get_list', { sid: used })).status).toBe(3300);
    // logging in again gives a working session
    const fresh = await login();
    expect((await short.api('administrator_get_list', { sid: fresh })).status).toBe(0);
  });

  it('answers 3400 when the expiry of a session in use cannot be extended', async () => {
    const sid = await short.login('superadmin', SUPERADMIN_PASSWORD, '*');
    // past half the lifetime (whole seconds: from expires_at - 2 to expires_at, with a lifetime of 3) a
    // request extends the session; wait for that window by the stored expiry rather than a fixed sleep, which
    // a loaded machine overran into expiry (3300); then make the write fail in the database
    const [row] = await short.dbQuery('SELECT expires_at FROM sessions WHERE sid = ?', [sha256(sid)]);
    const windowOpens = (Number(row!['expires_at']) - 2) * 1000 + 50;
    await new Promise((r) => setTimeout(r, Math.max(0, windowOpens - Date.now())));
    const trigger =
      short.db === 'mysql'
        ? "CREATE TRIGGER sessions_frozen BEFORE UPDATE ON sessions FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'frozen'"
        : "CREATE TRIGGER sessions_frozen BEFORE UPDATE ON sessions BEGIN SELECT RAISE(ABORT, 'frozen'); END";
    await short.dbExecute(trigger);
    try {
      expect((await short.api('current_admin_setup', { sid })).status).toBe(3400);
    } finally {
      await short.dbExecute('DROP TRIGGER sessions_frozen');
    }
    expect((await short.api('current_admin_setup', { sid })).status).toBe(0);
  });

  it('logs neither passwords nor session ids, even at debug level', async () => {
    const sid = await short.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const made = await short.api('administrator_create', {
      sid,
      arguments: { name: 'logged-admin', password: 'Never-Logged-4711', tenant_id: 1 },
    });
    expect(made.status).toBe(0);
    expect((await short.api('current_admin_setup', { login: 'logged-admin', password: 'Never-Logged-4711', tenant: 'default' })).status).toBe(0);
    const adminSid = await short.login('logged-admin', 'Never-Logged-4711', 'default');
    expect((await short.api('myadmin_update', { sid: adminSid, arguments: { password: 'Never-Logged-4712' } })).status).toBe(0);
    // a fresh session: this server's sessions last 3 s, less than the password hashes above may take on a busy machine
    const lastSid = await short.login('superadmin', SUPERADMIN_PASSWORD, '*');
    expect((await short.api('administrator_delete', { sid: lastSid, filters: { id: made.rows[0].id } })).status).toBe(0);
    const output = short.output();
    expect(output).toMatch(/query/); // debug logging is on
    for (const secret of [SUPERADMIN_PASSWORD, 'Never-Logged-4711', 'Never-Logged-4712', sid, adminSid, lastSid]) {
      expect(output.includes(secret), secret).toBe(false);
    }
  });

  it('lets a login from an origin SVC_CORS_ORIGINS lists set its cookie, and refuses another', async () => {
    const body = () => new URLSearchParams({ login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' });
    const listed = await short.fetch('/api/login', { method: 'POST', body: body(), headers: { origin: 'https://console.example' } });
    const env = (await listed.json()) as Envelope;
    expect(env.status).toBe(0);
    expect(listed.headers.get('set-cookie')).toMatch(new RegExp(`^sid=${env.sid};`));
    const other = await short.fetch('/api/login', { method: 'POST', body: body(), headers: { origin: 'https://console.example.evil' } });
    expect(((await other.json()) as Envelope).status).toBe(3100);
    expect(other.headers.get('set-cookie')).toBeNull();
  });

  it('masks a TLS private key, passwords and session ids in every line at debug level', async () => {
    const work = mkdtempSync(join(tmpdir(), 'svc-mask-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', 'key.pem', '-out', 'cert.pem'], {
        cwd: work,
        stdio: 'ignore',
      });
      const key = readFileSync(join(work, 'key.pem'), 'utf8');
      const cert = readFileSync(join(work, 'cert.pem'), 'utf8');
      const sid = await short.login('superadmin', SUPERADMIN_PASSWORD, '*');
      const before = short.output().length;
      expect((await short.api('config_ssl', { sid, arguments: { cert, key } })).status).toBe(0);
      // a refused one too: its parameters reach the log in an error line
      expect((await short.api('config_ssl', { sid, arguments: { cert: 'not a certificate', key } })).status).toBe(6330);
      const output = short.output().slice(before);
      expect(output).toMatch(/query/); // the statements were logged
      // the key's body, line by line (any line of it is a part of the secret)
      const body = key.split('\n').filter((l) => l && !l.startsWith('-----'));
      for (const line of body) expect(output.includes(line), line).toBe(false);
      expect(output).not.toContain(SUPERADMIN_PASSWORD);
      expect(output).not.toContain(sid);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('start-up settings', () => {
  it('refuses bad settings with a message naming the variable', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ SVC_PORT: 'abc' }, 'SVC_PORT'],
      [{ SVC_DB_URL: 'foo:bar' }, 'SVC_DB_URL'],
      [{ SVC_LOG_LEVEL: 'loud' }, 'SVC_LOG_LEVEL'],
      [{ SVC_REDIS_SENTINELS: '127.0.0.1' }, 'SVC_REDIS_SENTINELS'],
      [{ SVC_REDIS_SENTINELS: '127.0.0.1:26379', SVC_REDIS_URL: 'redis://127.0.0.1:6379' }, 'SVC_REDIS_SENTINELS'],
      [{ SVC_REDIS_SENTINEL_NAME: 'no spaces' }, 'SVC_REDIS_SENTINEL_NAME'],
      [{ SVC_DB_SYNC_WAIT: '16' }, 'SVC_DB_SYNC_WAIT'],
    ];
    const results = await Promise.all(cases.map(([env]) => startExpectingExit(env)));
    results.forEach(({ code, output }, i) => {
      const [env, name] = cases[i]!;
      expect(code, JSON.stringify(env)).not.toBe(0);
      expect(code, JSON.stringify(env)).not.toBeNull();
      expect(output, JSON.stringify(env)).toContain(name);
      expect(output).not.toMatch(/listening on/);
    });
  });
});

describe('passwords', () => {
  it('never appear in an answer nor in the audit log', async () => {
    const created = 'Zebra-Password-9431';
    const changed = 'Yak-Password-2217';
    const own = 'Quokka-Password-5583';
    const wrong = 'Wrong-Password-7777';
    const secrets = [created, changed, own, wrong, SUPERADMIN_PASSWORD];
    const answers: unknown[] = [];
    const keep = <T>(v: T) => (answers.push(v), v);

    const tenant = keep(await server.api('tenant_create', { sid: superSid, arguments: { name: 'auth-pw' } }));
    const tenantId = tenant.rows[0].id as number;
    try {
      const admin = keep(
        await server.api('administrator_create', {
          sid: superSid,
          arguments: { name: 'pw-admin', password: created, tenant_id: tenantId, __roles__: ['Administrators Reader'] },
        }),
      );
      expect(admin.status).toBe(0);
      const adminId = admin.rows[0].id as number;
      keep((await post('/api/login', loginForm('pw-admin', wrong, 'auth-pw'))).env);
      const update = keep(
        await server.api('administrator_update', { sid: superSid, filters: { id: adminId }, arguments: { password: changed } }),
      );
      expect(update.status).toBe(0);
      expect((await post('/api/login', loginForm('pw-admin', created, 'auth-pw'))).env.status).toBe(3200);
      const login = keep((await post('/api/login', loginForm('pw-admin', changed, 'auth-pw'))).env);
      expect(login.status).toBe(0);
      const mine = keep(await server.api('myadmin_update', { sid: login.sid, arguments: { password: own } }));
      expect(mine.status).toBe(0);
      expect((await server.api('current_admin_setup', { login: 'pw-admin', password: changed, tenant: 'auth-pw' })).status).toBe(3200);
      keep(await server.api('current_admin_setup', { login: 'pw-admin', password: own, tenant: 'auth-pw' }));
      keep(await server.api('administrator_get_list', { sid: superSid }));
      keep(await server.api('administrator_get_details', { sid: superSid, filters: { id: adminId } }));
      keep(await server.api('administrator_get_list', { sid: login.sid }));
      // password is no field nor filter of any administrator action
      expect((await server.api('administrator_get_list', { sid: superSid, fields: ['password'] })).status).toBe(6250);
      expect((await server.api('administrator_get_list', { sid: superSid, filters: { password: own } })).status).toBe(6210);
      // a refused write with a password is logged masked too
      const refused = keep(
        await server.api('administrator_update', { sid: login.sid, filters: { id: adminId }, arguments: { password: wrong } }),
      );
      expect(refused.status).toBe(4210);

      const log = await eventually(
        () => server.api('log_get_list', { sid: superSid, filters: { tenant_id: [0, tenantId] } }),
        (env) => {
          const actions = (env.rows ?? []).map((r: { action: string; status: number }) => `${r.action}:${r.status}`);
          return ['administrator_create:0', 'administrator_update:0', 'myadmin_update:0', 'administrator_update:4210'].every((a) =>
            actions.includes(a),
          );
        },
      );
      keep(log);
      type LogRow = { action: string; status: number; object_id: number | null; object_name: string | null; admin_name: string };
      const byAction = (action: string, status: number) =>
        log.rows.find(
          (r: LogRow) =>
            r.action === action && r.status === status && (r.object_id === adminId || (status !== 0 && r.admin_name === 'pw-admin')),
        );
      for (const [action, status] of [
        ['administrator_create', 0],
        ['administrator_update', 0],
        ['myadmin_update', 0],
        ['administrator_update', 4210],
      ] as const) {
        const row = byAction(action, status);
        expect(row, `${action}:${status}`).toBeDefined();
        expect(JSON.parse(row.arguments).arguments.password, `${action}:${status}`).toBe('***');
      }
      // logins are logged, without any password
      const logins = await eventually(
        () => server.api('log_get_list', { sid: superSid, filters: { action: 'login', admin_name: 'pw-admin' } }),
        (env) => env.rows?.length >= 3,
      );
      keep(logins);
      expect(logins.rows.map((r: { status: number }) => r.status).sort()).toEqual([0, 3200, 3200]);

      const text = JSON.stringify(answers);
      for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
      expect(text).not.toContain('scrypt$');
    } finally {
      await dropTenant(tenantId);
    }
  });
});
