// Security review of single sign-on: the issuer and subject (`iss`, `sub`) are the only claims OpenID Connect
// Core 1.0 §5.7 lets a relying party rely on as an identity; `preferred_username` (the default
// auth.oidc.name_claim) is a name the user may choose or be given again. An administrator signed in once
// must not become another subject's because that subject now carries the same name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';
import { Browser, CLIENT_ID, CLIENT_SECRET, signInAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider.js';

let server: TestServer;
let provider: TestProvider;
let superSid: string;
let callbackPrefix: string;
let tenantId: number;

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
  callbackPrefix = `${server.url}/api/oidc/callback`;
  provider = await startTestProvider([callbackPrefix]);
  tenantId = (await expectOk(server, 'tenant_create', { sid: superSid, arguments: { name: 'rv-sso' } })).rows![0].id as number;
  await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'sso-readers', tenant_id: tenantId, __acls__: ['user.see-main.'] } });
  const values: Record<string, string> = {
    enabled: '1',
    issuer: provider.issuer,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    scopes: 'openid profile groups',
    role_mapping: JSON.stringify({ readers: 'sso-readers' }),
    provisioning: '1',
  };
  for (const [key, value] of Object.entries(values)) {
    await expectOk(server, 'config_set', { sid: superSid, arguments: { tenant_id: tenantId, key: `auth.oidc.${key}`, value } });
  }
}, 60_000);

afterAll(async () => {
  await provider?.stop();
  await server?.stop();
});

async function scriptSignIn(login: string): Promise<Envelope> {
  const browser = new Browser();
  const start = await browser.fetch(`${server.url}/api/oidc/start?${new URLSearchParams({ tenant: 'rv-sso', mode: 'json' })}`);
  const back = await signInAtProvider(browser, start.headers.get('location')!, login, callbackPrefix);
  return (await (await browser.fetch(back)).json()) as Envelope;
}

describe('an OpenID administrator is its issuer\'s subject, not a name', () => {
  it('another subject carrying the same preferred_username does not sign in as the administrator made for the first', async () => {
    provider.accounts.set('subject-one', { preferred_username: 'boss', groups: ['readers'] });
    const first = await scriptSignIn('subject-one');
    expect(first.status, JSON.stringify(first)).toBe(0);
    const made = await server.dbQuery('SELECT id, external_id FROM admins WHERE tenant_id = ? AND name = ?', [tenantId, 'boss']);
    expect(made[0]!.external_id).toBe(`${provider.issuer} subject-one`);
    // a token of boss's, which the other subject must not reach
    await expectOk(server, 'api_token_create', { sid: first.sid, arguments: { name: 'boss-ci' } });

    provider.accounts.set('subject-two', { preferred_username: 'boss', groups: ['readers'] });
    const second = await scriptSignIn('subject-two');
    expect(second.status).not.toBe(0);
    // boss still belongs to the first subject
    const after = await server.dbQuery('SELECT external_id FROM admins WHERE tenant_id = ? AND name = ?', [tenantId, 'boss']);
    expect(after[0]!.external_id).toBe(`${provider.issuer} subject-one`);
    // nor strip its roles by carrying the name with groups that map to none
    provider.accounts.set('subject-three', { preferred_username: 'boss', groups: [] });
    expect((await scriptSignIn('subject-three')).status).not.toBe(0);
    const roles = await server.dbQuery('SELECT r.name AS name FROM admins a JOIN admin_roles ar ON ar.admin_id = a.id JOIN roles r ON r.id = ar.role_id WHERE a.tenant_id = ? AND a.name = ?', [tenantId, 'boss']);
    expect(roles.map((r) => r.name)).toEqual(['sso-readers']);
    // the first subject still signs in
    expect((await scriptSignIn('subject-one')).status).toBe(0);
  });
});

describe('a role mapping grants nothing its author could not grant', () => {
  it('a tenant administrator holding config.svc. cannot map provider groups to a role holding ACLs it lacks (4230), as role assignment refuses', async () => {
    const cfg = await makeTenantAdmin(server, { tenant: 'rv-cfg', admin: 'rv-configurer', acls: ['config.svc.'] });
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'powerful', tenant_id: cfg.tenantId, __acls__: ['administrator.see-main.', 'user.see-main.'] } });
    // what role assignment answers the same administrator (grant-limit.ts)
    const set = (key: string, value: string) => server.api('config_set', { sid: cfg.sid, arguments: { key: `auth.oidc.${key}`, value } });
    for (const [key, value] of Object.entries({ enabled: '1', issuer: provider.issuer, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, scopes: 'openid profile groups', provisioning: '1' })) {
      expect((await set(key, value)).status).toBe(0);
    }
    const mapping = await set('role_mapping', JSON.stringify({ anyone: 'powerful' }));
    expect(mapping.status).toBe(4230);
    // the directory's mapping is the same grant
    expect((await server.api('config_set', { sid: cfg.sid, arguments: { key: 'auth.ldap.group_roles', value: JSON.stringify({ anyone: 'powerful' }) } })).status).toBe(4230);
    // a role it could grant itself it may map
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'config-only', tenant_id: cfg.tenantId, __acls__: ['config.svc.'] } });
    expect((await set('role_mapping', JSON.stringify({ anyone: 'config-only' }))).status).toBe(0);
    if (mapping.status === 0) {
      // what the configurer goes on to do: sign in through a provider account of its own with the role
      provider.accounts.set('configurer-alt', { groups: ['anyone'] });
      const browser = new Browser();
      const start = await browser.fetch(`${server.url}/api/oidc/start?${new URLSearchParams({ tenant: 'rv-cfg', mode: 'json' })}`);
      const back = await signInAtProvider(browser, start.headers.get('location')!, 'configurer-alt', callbackPrefix);
      const env = (await (await browser.fetch(back)).json()) as Envelope;
      expect((await server.api('administrator_get_list', { sid: env.sid })).status).toBe(4210);
    }
  });
});

describe('pending sign-ins are bounded', () => {
  it('one client cannot leave sign-ins started without end: past 100 pending from its address, a start answers 1400', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const res = await server.fetch(`/api/oidc/start?${new URLSearchParams({ tenant: 'rv-sso', mode: 'json' })}`, { redirect: 'manual' });
      statuses.push(res.status === 302 ? 0 : (((await res.json()) as Envelope).status as number));
    }
    // every start writes a row nobody authenticated kept for 10 minutes: unbounded, a flood fills the database
    const pending = Number((await server.dbQuery('SELECT COUNT(*) AS n FROM oidc_requests'))[0]!.n);
    expect(pending).toBeLessThanOrEqual(101);
    expect(statuses).toContain(1400);
  });
});
