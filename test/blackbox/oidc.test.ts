// Single sign-on with OpenID Connect (generated/docs/guides/sign-in.md, docs/decisions.md "Single
// sign-on"), end to end against a real provider (oidc-test-provider.ts: oidc-provider on a loopback port
// behind a proxy of ours): the auth.oidc.* settings and their checks, the authorization code flow with
// PKCE, state and nonce through GET /api/oidc/start and /api/oidc/callback, the session it ends in (the
// console's cookie, or the sid for a script), the administrator provisioned with its mapped roles, and
// every refusal: a forged signature, another audience, an expired or replayed token, code or state, a
// mapping that grants no role, provisioning off, a local administrator's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SvcAdminClient } from '../../generated/client/index.js';
import { eventually, expectOk, startServer, type Envelope, type TestServer } from './harness.js';
import { Browser, CLIENT_ID, CLIENT_SECRET, signInAtProvider, SLOW_CLIENT_ID, startTestProvider, type TestProvider } from './oidc-test-provider.js';

let server: TestServer;
let provider: TestProvider;
let superSid: string;
let callbackPrefix: string;
const tenants = new Map<string, number>();

async function configure(tenant: string, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await expectOk(server, 'config_set', { sid: superSid, arguments: { tenant_id: tenants.get(tenant), key: `auth.oidc.${key}`, value } });
  }
}

async function makeTenant(name: string, values: Record<string, string>): Promise<void> {
  const id = (await expectOk(server, 'tenant_create', { sid: superSid, arguments: { name } })).rows![0].id as number;
  tenants.set(name, id);
  await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'sso-readers', tenant_id: id, __acls__: ['user.see-main.'] } });
  await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'sso-auditors', tenant_id: id, __acls__: ['administrator.see-main.'] } });
  await configure(name, {
    enabled: '1',
    issuer: provider.issuer,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    scopes: 'openid profile groups',
    role_mapping: JSON.stringify({ readers: 'sso-readers', auditors: ['sso-auditors'], ghosts: 'no-such-role' }),
    provisioning: '1',
    ...values,
  });
}

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
  callbackPrefix = `${server.url}/api/oidc/callback`;
  provider = await startTestProvider([callbackPrefix]);
  await makeTenant('sso', {});
  await makeTenant('sso-closed', { provisioning: '0' });
  await makeTenant('sso-slow', { client_id: SLOW_CLIENT_ID });
  await makeTenant('sso-off', { enabled: '0' });
}, 60_000);

afterAll(async () => {
  await provider?.stop();
  await server?.stop();
});

interface Flow {
  browser: Browser;
  /** The start's answer. */
  start: Response;
  /** Where the provider sends the browser back (the callback, with code and state). */
  callback: string;
}

/** Starts a sign-in on the server and signs `login` in at the provider, up to (not including) the callback. */
async function flow(login: string, query: Record<string, string>, browser = new Browser()): Promise<Flow> {
  const start = await browser.fetch(`${server.url}/api/oidc/start?${new URLSearchParams(query)}`);
  expect(start.status, await start.clone().text()).toBe(302);
  const location = start.headers.get('location')!;
  const callback = await signInAtProvider(browser, location, login, callbackPrefix);
  return { browser, start, callback };
}

async function callback(f: Flow, url = f.callback): Promise<{ res: Response; env: Envelope }> {
  const res = await f.browser.fetch(url);
  return { res, env: (await res.json()) as Envelope };
}

/** A whole sign-in for a script (mode json): the callback's envelope. */
async function scriptSignIn(login: string, tenant = 'sso'): Promise<Envelope> {
  const f = await flow(login, { tenant, mode: 'json' });
  return (await callback(f)).env;
}

async function rolesOf(tenant: string, name: string): Promise<string[]> {
  const rows = await server.dbQuery(
    'SELECT r.name AS name FROM admins a JOIN admin_roles ar ON ar.admin_id = a.id JOIN roles r ON r.id = ar.role_id WHERE a.tenant_id = ? AND a.name = ? ORDER BY r.name',
    [tenants.get(tenant), name],
  );
  return rows.map((r) => String(r.name));
}

async function adminRow(tenant: string, name: string): Promise<Record<string, unknown> | undefined> {
  return (await server.dbQuery('SELECT id, origin, external_id FROM admins WHERE tenant_id = ? AND name = ?', [tenants.get(tenant), name]))[0];
}

describe('auth.oidc.* configuration', () => {
  it('checks every value config_set is given (6330, saying what it must be)', async () => {
    const id = tenants.get('sso');
    const set = (key: string, value: string) => server.api('config_set', { sid: superSid, arguments: { tenant_id: id, key: `auth.oidc.${key}`, value } });
    for (const [key, value, says] of [
      ['issuer', 'http://idp.example.com', 'https'],
      ['issuer', 'not a url', 'https'],
      ['issuer', 'https://idp.example.com/?a=1', 'without query'],
      ['enabled', 'yes', '0 or 1'],
      ['provisioning', '2', '0 or 1'],
      ['scopes', 'profile email', 'openid'],
      ['role_mapping', '{"readers": ', 'JSON object'],
      ['role_mapping', '["sso-readers"]', 'JSON object'],
      ['role_mapping', '{"readers": []}', 'non-empty list'],
      ['role_mapping', '{"readers": [7]}', 'role names'],
      ['name_claim', 'a claim with spaces', 'claim name'],
      ['redirect_base', 'https://admin.example.com/console', 'no path'],
      ['client_secret', '', '1 to 1024'],
    ] as const) {
      const env = await set(key, value);
      expect(env.status, `${key}=${value}`).toBe(6330);
      expect(env.additional_info, `${key}=${value}`).toContain(says);
    }
    // accepted: https anywhere, http on loopback, a mapping to lists, dotted claim paths
    for (const [key, value] of [
      ['redirect_base', 'https://admin.example.com'],
      ['roles_claim', 'realm_access.roles'],
    ] as const) {
      expect((await set(key, value)).status).toBe(0);
      await expectOk(server, 'config_delete', { sid: superSid, filters: { tenant_id: id, key: `auth.oidc.${key}` } });
    }
  });

  it('never shows nor logs the client secret: config_get answers ***, the audit log and the log lines hold no trace of it', async () => {
    const env = await expectOk(server, 'config_get', { sid: superSid, filters: { tenant_id: tenants.get('sso'), key: 'auth.oidc.client_secret' } });
    expect(env.rows![0].operative_value).toBe('***');
    expect(JSON.stringify(env)).not.toContain(CLIENT_SECRET);
    const audited = await server.dbQuery("SELECT arguments FROM audit_log WHERE action = 'config_set'");
    expect(audited.length).toBeGreaterThan(0);
    expect(JSON.stringify(audited)).not.toContain(CLIENT_SECRET);
    expect(server.output()).not.toContain(CLIENT_SECRET);
  });
});

describe('GET /api/oidc/start', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the callback as redirect_uri, and ties it to the browser with a cookie', async () => {
    const browser = new Browser();
    const res = await browser.fetch(`${server.url}/api/oidc/start?tenant=sso&return=/console/`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}`).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(to.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(to.searchParams.get('redirect_uri')).toBe(callbackPrefix);
    expect(to.searchParams.get('scope')).toBe('openid profile groups');
    const env = (await res.json()) as Envelope;
    expect(env).toMatchObject({ status: 0, location: to.href });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('svc_oidc='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/oidc');
    // the pending request is in the database, its state only as a hash
    const rows = await server.dbQuery('SELECT state_key, code_verifier FROM oidc_requests');
    expect(rows.some((r) => r.state_key === to.searchParams.get('state'))).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a tenant without single sign-on (3610), an unknown tenant the same way, and a return to another site (6310)', async () => {
    for (const query of ['tenant=sso-off', 'tenant=no-such-tenant', '', 'tenant=*']) {
      const res = await server.fetch(`/api/oidc/start?${query}`);
      const env = (await res.json()) as Envelope;
      expect(env.status, query).toBe(3610);
      expect(res.headers.get('location')).toBeNull();
    }
    for (const back of ['//evil.example.com/', 'https://evil.example.com/', '/\\evil.example.com', 'console']) {
      const env = (await (await server.fetch(`/api/oidc/start?tenant=sso&return=${encodeURIComponent(back)}`)).json()) as Envelope;
      expect(env.status, back).toBe(6310);
    }
    expect(((await (await server.fetch('/api/oidc/start?tenant=sso&mode=xml')).json()) as Envelope).status).toBe(6310);
  });
});

describe('sign-in through the provider', () => {
  it('a script (mode json) gets a sid: the administrator is created with origin oidc and its mapped roles, the session works on /api', async () => {
    provider.accounts.set('alice', { groups: ['readers', 'unmapped-group'] });
    const env = await scriptSignIn('alice');
    expect(env.status, JSON.stringify(env)).toBe(0);
    expect(env.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const admin = await adminRow('sso', 'alice');
    expect(admin).toMatchObject({ origin: 'oidc', external_id: `${provider.issuer} alice` });
    expect(await rolesOf('sso', 'alice')).toEqual(['sso-readers']);
    // what the mapped role grants, and nothing more
    expect((await server.api('user_get_list', { sid: env.sid })).status).toBe(0);
    expect((await server.api('administrator_get_list', { sid: env.sid })).status).toBe(4210);
    const info = await server.api('current_admin_setup', { sid: env.sid });
    if (info.status === 0) expect(JSON.stringify(info)).toContain('alice');
    // no local password: alice cannot log in with one
    const login = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'alice', password: '!oidc', tenant: 'sso' }) });
    expect(((await login.json()) as Envelope).status).toBe(3200);
    const audited = await eventually(
      () => server.dbQuery("SELECT action, status, arguments FROM audit_log WHERE admin_name = 'alice' ORDER BY id"),
      // the refused login's entry is written after its answer: waited for, the last of the four
      (rows) => rows.some((r) => r.action === 'login' && Number(r.status) === 3200),
    );
    // created (an audited write), then signed in; then the refused action and the refused password login
    expect(audited.map((r) => [r.action, Number(r.status)])).toEqual([
      ['administrator_provision', 0],
      ['login', 0],
      ['administrator_get_list', 4210],
      ['login', 3200],
    ]);
    expect(JSON.parse(String(audited[1]!.arguments))).toMatchObject({ method: 'oidc', roles: ['sso-readers'] });
  });

  it('the console (mode cookie) gets the session cookie /api/login sets and is sent back to `return`; the callback replayed is refused (3620)', async () => {
    provider.accounts.set('alice', { groups: ['readers', 'auditors'] });
    const f = await flow('alice', { tenant: 'sso', return: '/console/#admins' });
    const { res, env } = await callback(f);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/#admins');
    expect(env.status).toBe(0);
    expect(env.sid).toBeUndefined(); // a cookie, not a sid in a page
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    const attributes = cookie.split(';').map((p) => p.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/api']));
    const sid = f.browser.cookie(server.url, 'sid')!;
    expect(f.browser.cookie(server.url, 'svc_oidc')).toBeUndefined(); // the binding cookie is cleared
    // roles follow the groups at every sign-in
    expect(await rolesOf('sso', 'alice')).toEqual(['sso-auditors', 'sso-readers']);
    const list = (await (await f.browser.fetch(`${server.url}/api?action=administrator_get_list`)).json()) as Envelope;
    expect(list.status).toBe(0);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const replay = await callback(f);
    expect(replay.env.status).toBe(3620);
    expect(replay.res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('a callback in another browser than the start\'s is refused (3620): nobody is signed in by a link', async () => {
    const f = await flow('alice', { tenant: 'sso' });
    const { env } = await callback({ ...f, browser: new Browser() });
    expect(env.status).toBe(3620);
    expect(env.additional_info).toContain('another browser');
  });

  it('a pending request older than 10 minutes is refused (3620) and spent', async () => {
    const f = await flow('alice', { tenant: 'sso', mode: 'json' });
    await server.dbExecute('UPDATE oidc_requests SET expires_at = expires_at - 601');
    const first = await callback(f);
    expect(first.env.status).toBe(3620);
    expect(first.env.additional_info).toContain('10 minutes');
  });

  it('the provider\'s error (access_denied) is refused with 3630 and the provider\'s code', async () => {
    const start = await server.fetch('/api/oidc/start?tenant=sso&mode=json', { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const env = (await (await server.fetch(`/api/oidc/callback?${new URLSearchParams({ error: 'access_denied', error_description: 'the user said no', state, iss: provider.issuer })}`)).json()) as Envelope;
    expect(env.status).toBe(3630);
    expect(env.additional_info).toContain('access_denied');
  });

  it('a code already exchanged, given to a new sign-in, is refused by the provider (3630 invalid_grant)', async () => {
    provider.accounts.set('alice', { groups: ['readers'] });
    const first = await flow('alice', { tenant: 'sso', mode: 'json' });
    expect((await callback(first)).env.status).toBe(0);
    const usedCode = new URL(first.callback).searchParams.get('code')!;
    const second = await flow('alice', { tenant: 'sso', mode: 'json' });
    const injected = new URL(second.callback);
    injected.searchParams.set('code', usedCode);
    const { env } = await callback(second, injected.href);
    expect(env.status).toBe(3630);
    expect(env.additional_info).toContain('invalid_grant');
  });

  it('an expired code is refused by the provider (3630 invalid_grant)', async () => {
    const f = await flow('alice', { tenant: 'sso-slow', mode: 'json' });
    await new Promise((r) => setTimeout(r, 2500)); // the slow client's codes live one second
    const { env } = await callback(f);
    expect(env.status).toBe(3630);
    expect(env.additional_info).toContain('invalid_grant');
  });

  describe('an ID token that does not verify is refused (3640) and signs nobody in', () => {
    for (const [tamper, says] of [
      ['foreign-key', 'signature'],
      ['audience', 'aud'],
      ['expired', 'exp'],
      ['nonce', 'nonce'],
      ['issuer', 'iss'],
    ] as const) {
      it(`${tamper}`, async () => {
        provider.accounts.set(`mallory-${tamper}`, { groups: ['readers'] });
        const f = await flow(`mallory-${tamper}`, { tenant: 'sso', mode: 'json' });
        const exchanges = provider.tokenRequests;
        provider.tamper = tamper;
        try {
          const { env } = await callback(f);
          expect(env.status, JSON.stringify(env)).toBe(3640);
          expect(env.additional_info).toContain(says);
          expect(env.sid).toBeUndefined();
        } finally {
          provider.tamper = 'none';
        }
        expect(provider.tokenRequests).toBe(exchanges + 1);
        expect(await adminRow('sso', `mallory-${tamper}`)).toBeUndefined();
      });
    }
  });

  it('reads the name from another claim (sub) and roles from a nested claim (realm_access.roles) or a single text', async () => {
    await makeTenant('sso-nested', { name_claim: 'sub', roles_claim: 'realm_access.roles' });
    provider.accounts.set('kim', { preferred_username: 'someone-else', realm_access: { roles: ['auditors', 'offline_access'] } });
    expect((await scriptSignIn('kim', 'sso-nested')).status).toBe(0);
    expect(await rolesOf('sso-nested', 'kim')).toEqual(['sso-auditors']);
    expect(await adminRow('sso-nested', 'someone-else')).toBeUndefined();
    provider.accounts.set('lee', { groups: 'readers' });
    expect((await scriptSignIn('lee')).status).toBe(0);
    expect(await rolesOf('sso', 'lee')).toEqual(['sso-readers']);
  });

  it('a mapping that grants no role is refused (3650): nobody is created, and one signed in before loses its roles', async () => {
    provider.accounts.set('bob', { groups: ['unmapped-group'] });
    let env = await scriptSignIn('bob');
    expect(env.status).toBe(3650);
    expect(await adminRow('sso', 'bob')).toBeUndefined();
    // a mapped name that is no role of the tenant grants nothing either
    provider.accounts.set('bob', { groups: ['ghosts'] });
    env = await scriptSignIn('bob');
    expect(env.status).toBe(3650);
    expect(env.additional_info).toContain('no-such-role');
    // alice, signed in before, is taken out of every group: refused, and her open session loses its rights
    provider.accounts.set('alice', { groups: ['readers'] });
    const open = await scriptSignIn('alice');
    expect(open.status).toBe(0);
    provider.accounts.set('alice', { groups: [] });
    expect((await scriptSignIn('alice')).status).toBe(3650);
    expect(await rolesOf('sso', 'alice')).toEqual([]);
    expect((await server.api('user_get_list', { sid: open.sid })).status).toBe(4210);
  });

  it('provisioning off: an unknown name is refused (3660), one provisioned before still signs in', async () => {
    provider.accounts.set('carol', { groups: ['readers'] });
    await configure('sso-closed', { provisioning: '1' });
    expect((await scriptSignIn('carol', 'sso-closed')).status).toBe(0);
    await configure('sso-closed', { provisioning: '0' });
    expect((await scriptSignIn('carol', 'sso-closed')).status).toBe(0);
    provider.accounts.set('dave', { groups: ['readers'] });
    const env = await scriptSignIn('dave', 'sso-closed');
    expect(env.status).toBe(3660);
    expect(await adminRow('sso-closed', 'dave')).toBeUndefined();
  });

  it('never signs in as a local administrator of the same name (3200), provisioning or not', async () => {
    await expectOk(server, 'administrator_create', { sid: superSid, arguments: { name: 'erin', password: 'local-pass-1', tenant_id: tenants.get('sso'), __roles__: ['sso-readers'] } });
    provider.accounts.set('erin', { groups: ['auditors'] });
    const env = await scriptSignIn('erin');
    expect(env.status).toBe(3200);
    expect(await rolesOf('sso', 'erin')).toEqual(['sso-readers']);
    expect((await adminRow('sso', 'erin'))!.origin).toBe('local');
    // provisioning off: the same refusal (a local name is never the provider's to sign in)
    await expectOk(server, 'administrator_create', { sid: superSid, arguments: { name: 'erin', password: 'local-pass-1', tenant_id: tenants.get('sso-closed'), __roles__: ['sso-readers'] } });
    expect((await scriptSignIn('erin', 'sso-closed')).status).toBe(3200);
  });

  it('a refused sign-in is audited with its code; a made-up state is refused (3620) without reaching the provider', async () => {
    const exchanges = provider.tokenRequests;
    const env = (await (await server.fetch('/api/oidc/callback?code=x&state=made-up')).json()) as Envelope;
    expect(env.status).toBe(3620);
    expect(provider.tokenRequests).toBe(exchanges);
    const refused = await server.dbQuery("SELECT status, admin_name FROM audit_log WHERE action = 'login' AND status = 3650");
    expect(refused.some((r) => r.admin_name === 'bob')).toBe(true);
  });

  it('a provider that cannot be reached is a clear refusal (3630) at once; a blocked tenant is 3500', async () => {
    await makeTenant('sso-down', { issuer: 'http://127.0.0.1:1' }); // nothing listens on port 1
    const started = Date.now();
    const env = (await (await server.fetch('/api/oidc/start?tenant=sso-down')).json()) as Envelope;
    expect(env.status).toBe(3630);
    expect(env.additional_info).toContain('could not be reached');
    // anyone may start a sign-in: the answer names no address, port or system error of the issuer's host
    expect(env.additional_info).not.toMatch(/127\.0\.0\.1|:1\b|ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectOk(server, 'tenant_update', { sid: superSid, filters: { id: tenants.get('sso-down') }, arguments: { blocked: 1 } });
    expect(((await (await server.fetch('/api/oidc/start?tenant=sso-down')).json()) as Envelope).status).toBe(3500);
  });

  it('a HEAD neither starts nor spends a sign-in', async () => {
    const pending = (await server.dbQuery('SELECT COUNT(*) AS n FROM oidc_requests'))[0]!.n;
    for (const path of ['/api/oidc/start?tenant=sso', '/api/oidc/callback?state=x&code=y']) {
      const res = await server.fetch(path, { method: 'HEAD' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, OPTIONS');
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await server.dbQuery('SELECT COUNT(*) AS n FROM oidc_requests'))[0]!.n).toBe(pending);
  });
});

describe('the typed client', () => {
  it('oidcStartUrl starts a sign-in whose sid the client then goes on with', async () => {
    provider.accounts.set('alice', { groups: ['readers'] });
    const browser = new Browser();
    const start = await browser.fetch(new SvcAdminClient({ url: server.url }).oidcStartUrl('sso'));
    expect(start.status).toBe(302);
    const back = await signInAtProvider(browser, start.headers.get('location')!, 'alice', callbackPrefix);
    const { sid } = (await (await browser.fetch(back)).json()) as Envelope;
    const api = new SvcAdminClient({ url: server.url, sid });
    expect((await api.userGetList({ block: 1 })).status).toBe(0);
  });
});

describe('two server processes on one database', () => {
  it('a sign-in started on one process completes on the other', async () => {
    const other = await startServer({ reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    try {
      provider.accounts.set('alice', { groups: ['readers'] });
      const f = await flow('alice', { tenant: 'sso', mode: 'json' });
      const there = f.callback.replace(server.url, other.url);
      const { env } = await callback(f, there);
      expect(env.status, JSON.stringify(env)).toBe(0);
      expect((await server.api('user_get_list', { sid: env.sid })).status).toBe(0);
      // and the state is spent for both
      expect((await callback(f)).env.status).toBe(3620);
    } finally {
      await other.stop({ keep: true });
    }
  });
});
