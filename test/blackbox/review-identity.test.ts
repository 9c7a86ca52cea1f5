// Security review of the identity work (API tokens, sessions, second factor): each test states a promise of
// issue 19 / docs/decisions.md and shows it kept, against the real server.
import { TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

let server: TestServer;

async function bearer(token: string, action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  const res = await server.fetch(`/api?action=${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return (await res.json()) as Envelope;
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('an API token never grows beyond its ACL subset', () => {
  it('a token holding no ACL cannot change its owner\'s password (and so log in with all the owner\'s ACLs)', async () => {
    const owner = await makeTenantAdmin(server, { tenant: 'rv-a', admin: 'rv-owner', password: 'owner-pass-1', acls: ['user.see-main.', 'user.create.'] });
    const made = await expectOk(server, 'api_token_create', { sid: owner.sid, arguments: { name: 'no-acl', acls: [] } });
    const secret = made.rows![0].secret as string;
    const changed = await bearer(secret, 'myadmin_update', { arguments: { password: 'stolen-pass-1' } });
    expect(changed.status).toBe(1200);
    expect(changed.failures[String(owner.adminId)].status).toBe(4210);
    // the owner's password is still its own
    await expect(server.login('rv-owner', 'owner-pass-1', 'rv-a')).resolves.toBeTruthy();
  });

  it('administrator.token.manage alone does not take over another administrator of the tenant', async () => {
    const victim = await makeTenantAdmin(server, { tenant: 'rv-b', admin: 'rv-victim', password: 'victim-pass-1', acls: ['user.see-main.', 'user.create.', 'user.delete.'] });
    const manager = await makeTenantAdmin(server, { tenant: 'rv-b', admin: 'rv-manager', acls: ['administrator.token.manage'] });
    const made = await server.api('api_token_create', { sid: manager.sid, arguments: { name: 'for-victim', admin_id: victim.adminId, acls: [] } });
    expect(made.status).toBe(0); // allowed by design: an empty subset of both
    const secret = made.rows![0].secret as string;
    const changed = await bearer(secret, 'myadmin_update', { arguments: { password: 'taken-over-1' } });
    expect(changed.status).toBe(1200);
    expect(changed.failures[String(victim.adminId)].status).toBe(4210);
    await expect(server.login('rv-victim', 'victim-pass-1', 'rv-b')).resolves.toBeTruthy();
  });
});

describe('a token made for another administrator is not a way around the ACLs of its maker', () => {
  it('administrator.token.manage alone neither renames another administrator (its login) nor ends or lists its sessions', async () => {
    const victim = await makeTenantAdmin(server, { tenant: 'rv-d', admin: 'rv-renamed', password: 'victim-pass-2', acls: ['user.see-main.'] });
    const manager = await makeTenantAdmin(server, { tenant: 'rv-d', admin: 'rv-manager-d', acls: ['administrator.token.manage'] });
    // what the manager's own ACLs refuse it
    expect((await server.api('session_get_list', { sid: manager.sid, filters: { admin_id: victim.adminId } })).rows ?? []).toEqual([]);
    const made = await expectOk(server, 'api_token_create', { sid: manager.sid, arguments: { name: 'as-victim', admin_id: victim.adminId, acls: [] } });
    const secret = made.rows![0].secret as string;
    const renamed = await bearer(secret, 'myadmin_update', { arguments: { name: 'rv-renamed-x' } });
    expect(renamed.status).not.toBe(0);
    const sessions = await bearer(secret, 'session_get_list');
    expect(sessions.rows ?? []).toEqual([]);
    const ended = await bearer(secret, 'session_delete', { filters: { id: sessions.rows?.[0]?.id ?? 'none' } });
    expect(ended.status).not.toBe(0);
    expect((await server.api('user_get_list', { sid: victim.sid })).status).toBe(0);
    await expect(server.login('rv-renamed', 'victim-pass-2', 'rv-d')).resolves.toBeTruthy();
  });
});

describe('an API token cannot change its owner\'s second factor', () => {
  it('a token holding no ACL cannot enrol and confirm a second factor on its owner (locking the owner out, ending its sessions)', async () => {
    const owner = await makeTenantAdmin(server, { tenant: 'rv-c', admin: 'rv-2fa-owner', password: 'owner-pass-2', acls: ['user.see-main.'] });
    const made = await expectOk(server, 'api_token_create', { sid: owner.sid, arguments: { name: 'no-acl', acls: [] } });
    const secret = made.rows![0].secret as string;
    const enrol = await bearer(secret, 'myadmin_second_factor_enrol');
    expect(enrol.status).toBe(4210);
    if (enrol.status === 0) {
      // what the holder of the token could go on to do: activate a factor only it knows
      const totp = URI.parse(enrol.otpauth_uri) as TOTP;
      const confirm = await bearer(secret, 'myadmin_second_factor_confirm', { arguments: { totp: totp.generate() } });
      expect(confirm.status).not.toBe(0);
    }
    // the owner's session and password login still work as before
    expect((await server.api('user_get_list', { sid: owner.sid })).status).toBe(0);
    const login = await server.api('user_get_list', { login: 'rv-2fa-owner', password: 'owner-pass-2', tenant: 'rv-c' });
    expect(login.status).toBe(0);
  });
});
