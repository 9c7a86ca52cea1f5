// API tokens (catalog/actions/api_tokens.yaml, docs/decisions.md "API tokens", generated/docs/guides/automation.md)
// against the real server: the secret answered once and stored, logged and answered nowhere else; accepted as
// `Authorization: Bearer` on /api, /api/actions/<action>, a live socket and an upload, and nowhere else; the
// token's ACLs intersected with its owner's at every request; revoked 3230, expired 3240, a blocked tenant
// 3500 and a deleted owner 3200 at once; every write audited under the owner with the token's name; and,
// with two server processes on one database, a revocation made on one refused at once by the other.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';
import { connectLive, expectRefused, sleep, SocketPool } from './live-client.js';

const redisUrl = process.env.SVC_TEST_REDIS_URL;

let server: TestServer;
let superSid: string;
const pool = new SocketPool();

/** Every secret a test saw: none may be found in the database, the log or any later answer. */
const secrets: string[] = [];

async function bearer(token: string, action: string, params: Record<string, unknown> = {}, path = '/api'): Promise<{ env: Envelope; res: Response }> {
  const res = await server.fetch(path === '/api' ? `/api?action=${action}` : path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { env: (await res.json()) as Envelope, res };
}

async function createToken(sid: string, args: Record<string, unknown>): Promise<{ id: number; secret: string; acls: string[] }> {
  const env = await expectOk(server, 'api_token_create', { sid, arguments: args });
  const row = env.rows![0];
  secrets.push(row.secret);
  return { id: row.id, secret: row.secret, acls: row.acls };
}

const auditRows = (where: string, params: unknown[]) =>
  server.dbQuery(`SELECT admin_id, admin_name, action, status, api_token, object_id FROM audit_log WHERE ${where} ORDER BY id`, params);

beforeAll(async () => {
  // debug level logs every statement with its parameters: the secret must not be among them either
  server = await startServer({ env: { SVC_LOG_LEVEL: 'debug' } });
  superSid = await server.superSid();
});

afterAll(async () => {
  await pool.closeAll();
  await server?.stop();
});

describe('creating, listing, updating and revoking', () => {
  let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
  beforeAll(async () => {
    admin = await makeTenantAdmin(server, { tenant: 'tok-a', admin: 'tok-owner', roles: ['Users Reader', 'Users Creator'] });
  });

  it('answers the secret once, with the svca_ prefix and 256 random bits, the owner\'s ACLs by default', async () => {
    const made = await createToken(admin.sid, { name: 'ci' });
    expect(made.secret).toMatch(/^svca_[A-Za-z0-9_-]{43}$/);
    const own = await expectOk(server, 'current_admin_setup', { sid: admin.sid });
    expect([...made.acls].sort()).toEqual([...own.acls].sort());
    expect(made.acls).toContain('user.create.');

    const list = await expectOk(server, 'api_token_get_list', { sid: admin.sid });
    expect(list.rows!.map((r: any) => r.name)).toEqual(['ci']);
    const row = list.rows![0];
    expect(row).toMatchObject({ id: made.id, name: 'ci', admin_id: admin.adminId, admin_name: 'tok-owner', tenant_id: admin.tenantId, revoked: 0, expiration_date: null, last_used_date: null });
    expect(row).not.toHaveProperty('secret');
    const details = await expectOk(server, 'api_token_get_details', { sid: admin.sid, filters: { id: made.id } });
    expect(details.rows![0].acls).toEqual(made.acls);
    expect(JSON.stringify([list, details])).not.toContain(made.secret);
    // asking for the secret is refused like any unknown field
    expect((await server.api('api_token_get_list', { sid: admin.sid, fields: ['secret'] })).status).toBe(6250);

    // the names are the owner's own: a second "ci" is a duplicate
    expect((await server.api('api_token_create', { sid: admin.sid, arguments: { name: 'CI' } })).status).toBe(7200);
  });

  it('is accepted as Authorization: Bearer on /api and /api/actions/<action>, answers no sid and sets no cookie, records its last use', async () => {
    const made = await createToken(admin.sid, { name: 'reader', acls: ['user.see-main.'] });
    const viaApi = await bearer(made.secret, 'user_get_list');
    expect(viaApi.env.status).toBe(0);
    expect(viaApi.env).not.toHaveProperty('sid');
    expect(viaApi.res.headers.get('set-cookie')).toBeNull();
    const viaPath = await bearer(made.secret, 'user_get_list', {}, '/api/actions/user_get_list');
    expect(viaPath.env.status).toBe(0);
    const row = (await expectOk(server, 'api_token_get_details', { sid: admin.sid, filters: { id: made.id } })).rows![0];
    expect(row.last_used_address).toBe('127.0.0.1');
    expect(Date.parse(`${row.last_used_date}Z`)).toBeGreaterThan(Date.now() - 60_000);
    // the session list of a token caller holds no current session
    const sessions = await bearer(made.secret, 'session_get_list');
    expect(sessions.env.status).toBe(0);
    expect(sessions.env.rows.every((r: any) => r.current === 0)).toBe(true);
  });

  it('refuses a token anywhere but the Authorization header (3100), and an unknown one (3200)', async () => {
    const made = await createToken(admin.sid, { name: 'misplaced', acls: ['user.see-main.'] });
    const inQuery = (await (await server.fetch(`/api?action=user_get_list&sid=${made.secret}`)).json()) as Envelope;
    expect(inQuery.status).toBe(3100);
    expect(inQuery.additional_info).toMatch(/Authorization: Bearer/);
    expect((await server.api('user_get_list', { sid: made.secret })).status).toBe(3100);
    const inCookie = (await (await server.fetch('/api?action=user_get_list', { headers: { cookie: `sid=${made.secret}` } })).json()) as Envelope;
    expect(inCookie.status).toBe(3100);
    const forged = `svca_${'A'.repeat(43)}`;
    const unknown = await bearer(forged, 'user_get_list');
    expect(unknown.env.status).toBe(3200);
    expect(unknown.env.additional_info).toBe('Unknown API token');
    // /api/logout ends sessions only: a token is revoked, not logged out
    expect((await server.fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${made.secret}` } }).then((r) => r.json())).status).toBe(3100);
    // /api/login takes no token
    expect((await server.fetch('/api/login', { method: 'POST', headers: { authorization: `Bearer ${made.secret}` } }).then((r) => r.json())).status).toBe(3100);
  });

  it('revoked: 3230 saying so at once; expired: 3240 saying so; a past expiry is refused', async () => {
    const made = await createToken(admin.sid, { name: 'short', acls: ['user.see-main.'] });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    const revoke = await expectOk(server, 'api_token_delete', { sid: admin.sid, filters: { id: made.id } });
    expect(revoke.total).toBe(1);
    const after = await bearer(made.secret, 'user_get_list');
    expect(after.env).toMatchObject({ status: 3230, message: 'API token revoked' });
    expect(after.env.additional_info).toMatch(/short was revoked/);
    // an update does not bring it back
    await expectOk(server, 'api_token_update', { sid: admin.sid, filters: { id: made.id }, arguments: { expiration_date: null } });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(3230);
    const listed = await expectOk(server, 'api_token_get_details', { sid: admin.sid, filters: { id: made.id } });
    expect(listed.rows![0]).toMatchObject({ revoked: 1 });
    expect(listed.rows![0].revocation_date).toMatch(/^\d{4}-\d\d-\d\dT/);

    const soon = new Date(Date.now() + 2500).toISOString();
    const expiring = await createToken(admin.sid, { name: 'expiring', acls: ['user.see-main.'], expiration_date: soon });
    expect((await bearer(expiring.secret, 'user_get_list')).env.status).toBe(0);
    await sleep(3000);
    const expired = await bearer(expiring.secret, 'user_get_list');
    expect(expired.env).toMatchObject({ status: 3240, message: 'API token expired' });
    expect(expired.env.additional_info).toMatch(/expiring expired at/);
    const past = await server.api('api_token_create', { sid: admin.sid, arguments: { name: 'past', expiration_date: '2020-01-01T00:00:00' } });
    expect(past.status).toBe(6330);

    // refusals of a known token are audited under its owner, with its name
    const refused = await eventually(
      () => auditRows('action = ? AND admin_id = ?', ['api_token_refused', admin.adminId]),
      (rows) => rows.some((r) => Number(r.status) === 3230) && rows.some((r) => Number(r.status) === 3240),
    );
    expect(refused.find((r) => Number(r.status) === 3230)).toMatchObject({ api_token: 'short' });
    expect(refused.find((r) => Number(r.status) === 3240)).toMatchObject({ api_token: 'expiring' });
  });

  it('a token cannot create or change tokens (4210), but may revoke them, itself included', async () => {
    const made = await createToken(admin.sid, { name: 'no-minting' });
    const mint = await bearer(made.secret, 'api_token_create', { arguments: { name: 'child' } });
    expect(mint.env.status).toBe(4210);
    expect(mint.env.additional_info).toMatch(/no-minting/);
    expect((await bearer(made.secret, 'api_token_update', { filters: { id: made.id }, arguments: { name: 'renamed' } })).env.status).toBe(4210);
    expect((await bearer(made.secret, 'api_token_get_list')).env.status).toBe(0);
    expect((await bearer(made.secret, 'api_token_delete', { filters: { id: made.id } })).env.status).toBe(0);
    expect((await bearer(made.secret, 'api_token_get_list')).env.status).toBe(3230);
  });
});

describe('what a token may do: its ACLs intersected with its owner\'s at each request', () => {
  let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
  let peer: Awaited<ReturnType<typeof makeTenantAdmin>>;
  beforeAll(async () => {
    admin = await makeTenantAdmin(server, { tenant: 'tok-b', admin: 'acl-owner', acls: ['user.see-main.', 'user.create.', 'host.see-main.'] });
    peer = await makeTenantAdmin(server, { tenant: 'tok-b', admin: 'acl-peer', acls: ['host.see-main.'] });
  });

  it('refuses what the token lacks with the same code and message as for a session, and says the token lacks it', async () => {
    const made = await createToken(admin.sid, { name: 'subset', acls: ['user.see-main.'] });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    const byToken = (await bearer(made.secret, 'user_create', { arguments: { name: 'nobody', password: 'pass-pass-1' } })).env;
    const bySession = await server.api('user_create', { sid: peer.sid, arguments: { name: 'nobody', password: 'pass-pass-1' } });
    expect(byToken.status).toBe(4210);
    expect(byToken.status).toBe(bySession.status);
    expect(byToken.message).toBe(bySession.message);
    expect(byToken.additional_info).toMatch(/the API token subset does not include it \(its owner holds it/);
    // the refusal is audited under the owner with the token's name
    const rows = await eventually(
      () => auditRows('action = ? AND admin_id = ? AND status = 4210', ['user_create', admin.adminId]),
      (r) => r.length > 0,
    );
    expect(rows[0]).toMatchObject({ api_token: 'subset', admin_name: 'acl-owner' });
  });

  it('says the token lacks a massive ACL its owner holds (4240)', async () => {
    const eraser = await makeTenantAdmin(server, { tenant: 'tok-b2', admin: 'acl-eraser', roles: ['Users Manager'] });
    const ids: number[] = [];
    for (const name of ['gone-1', 'gone-2']) ids.push((await expectOk(server, 'user_create', { sid: eraser.sid, arguments: { name, password: 'pass-pass-1' } })).rows![0].id);
    const made = await createToken(eraser.sid, { name: 'one-at-a-time', acls: ['user.delete.', 'user.see-main.'] });
    const many = (await bearer(made.secret, 'user_delete', { filters: { id: ids } })).env;
    expect(many.status).toBe(4240);
    expect(many.additional_info).toMatch(/the API token one-at-a-time does not include it \(its owner holds it/);
    expect((await bearer(made.secret, 'user_delete', { filters: { id: ids[0] } })).env.status).toBe(0);
  });

  it('shrinks at once when the owner loses an ACL and never grows when it gains one', async () => {
    const made = await createToken(admin.sid, { name: 'shrinking', acls: ['user.see-main.', 'host.see-main.'] });
    expect((await bearer(made.secret, 'host_get_list')).env.status).toBe(0);
    await expectOk(server, 'role_update', { sid: superSid, filters: { id: admin.roleId }, arguments: { __acls_changes__: { assign_acls: ['host.create.'], unassign_acls: ['host.see-main.'] } } });
    const shrunk = (await bearer(made.secret, 'host_get_list')).env;
    expect(shrunk.status).toBe(4210);
    expect(shrunk.additional_info).toMatch(/the API token shrinking lacks it, and so does its owner/);
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    // the owner gained host.create.: the token did not
    expect((await bearer(made.secret, 'host_create', { arguments: { name: 'h1', address: '10.0.0.1' } })).env.status).toBe(4210);
    // and when the owner gets host.see-main. back, the token's list holds it again (it was never removed from it)
    await expectOk(server, 'role_update', { sid: superSid, filters: { id: admin.roleId }, arguments: { __acls_changes__: { assign_acls: ['host.see-main.'], unassign_acls: [] } } });
    expect((await bearer(made.secret, 'host_get_list')).env.status).toBe(0);
  });

  it('an update changes the subset at once; it can never exceed the owner\'s ACLs (4230) nor name an unknown ACL (6360)', async () => {
    const made = await createToken(admin.sid, { name: 'narrowed', acls: ['user.see-main.'] });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    await expectOk(server, 'api_token_update', { sid: admin.sid, filters: { id: made.id }, arguments: { acls: ['host.see-main.'], name: 'narrowed-2' } });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(4210);
    expect((await bearer(made.secret, 'host_get_list')).env.status).toBe(0);
    expect((await server.api('api_token_update', { sid: admin.sid, filters: { id: made.id }, arguments: { acls: ['vm.see-main.'] } })).status).toBe(4230);
    expect((await server.api('api_token_create', { sid: admin.sid, arguments: { name: 'too-much', acls: ['tenant.create.'] } })).status).toBe(4230);
    expect((await server.api('api_token_create', { sid: admin.sid, arguments: { name: 'nonsense', acls: ['no.such.acl'] } })).status).toBe(6360);
    // the audit log has the change under the owner
    const rows = await eventually(() => auditRows('action = ? AND admin_id = ?', ['api_token_update', admin.adminId]), (r) => r.length >= 2);
    expect(rows.map((r) => [Number(r.status), r.object_id === null ? null : Number(r.object_id)])).toEqual([
      [0, made.id],
      [4230, null],
    ]);
  });
});

describe('other administrators\' tokens', () => {
  let manager: Awaited<ReturnType<typeof makeTenantAdmin>>;
  let plain: Awaited<ReturnType<typeof makeTenantAdmin>>;
  let outsider: Awaited<ReturnType<typeof makeTenantAdmin>>;
  beforeAll(async () => {
    manager = await makeTenantAdmin(server, { tenant: 'tok-c', admin: 'tok-manager', acls: ['administrator.token.see', 'administrator.token.manage', 'user.see-main.'] });
    plain = await makeTenantAdmin(server, { tenant: 'tok-c', admin: 'tok-plain', acls: ['user.see-main.', 'user.create.'] });
    outsider = await makeTenantAdmin(server, { tenant: 'tok-d', admin: 'tok-outsider', acls: ['user.see-main.'] });
  });

  it('needs administrator.token.manage to create for another, and never gives what the creator lacks', async () => {
    expect((await server.api('api_token_create', { sid: plain.sid, arguments: { name: 'for-manager', admin_id: manager.adminId } })).status).toBe(4230);
    const made = await createToken(manager.sid, { name: 'made-for-plain', admin_id: plain.adminId });
    // the owner holds user.create., the creator does not: the default leaves it out
    expect(made.acls).toEqual(['user.see-main.']);
    expect((await server.api('api_token_create', { sid: manager.sid, arguments: { name: 'escalate', admin_id: plain.adminId, acls: ['user.create.'] } })).status).toBe(4230);
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    // another tenant's administrator is out of reach
    expect((await server.api('api_token_create', { sid: manager.sid, arguments: { name: 'far', admin_id: outsider.adminId } })).status).toBe(7110);
    // the superadministrator reaches any tenant
    const bySuper = await createToken(superSid, { name: 'by-super', admin_id: outsider.adminId });
    expect((await bearer(bySuper.secret, 'user_get_list')).env.status).toBe(0);
  });

  it('lists the tenant\'s tokens with administrator.token.see, only one\'s own without it, never another tenant\'s', async () => {
    await createToken(plain.sid, { name: 'plain-own' });
    const seen = await expectOk(server, 'api_token_get_list', { sid: manager.sid, order_by: { field: 'name' } });
    const names = seen.rows!.map((r: any) => r.name);
    expect(names).toContain('plain-own');
    expect(names).toContain('made-for-plain');
    expect(names).not.toContain('by-super');
    const own = await expectOk(server, 'api_token_get_list', { sid: plain.sid });
    expect(own.rows!.every((r: any) => r.admin_id === plain.adminId)).toBe(true);
    const outsiders = await expectOk(server, 'api_token_get_list', { sid: outsider.sid });
    expect(outsiders.rows!.map((r: any) => r.name)).toEqual(['by-super']);
    // the manager revokes the plain administrator's token; the plain one cannot touch the manager's
    const plainOwn = seen.rows!.find((r: any) => r.name === 'plain-own');
    await expectOk(server, 'api_token_delete', { sid: manager.sid, filters: { id: plainOwn.id } });
    const managers = await createToken(manager.sid, { name: 'manager-own' });
    expect((await server.api('api_token_delete', { sid: plain.sid, filters: { id: managers.id } })).status).toBe(1300);
    expect((await server.api('api_token_get_details', { sid: plain.sid, filters: { id: managers.id } })).rows).toEqual([]);
  });
});

describe('the owner or its tenant stops its tokens at once', () => {
  it('a blocked tenant answers 3500 until unblocked; a deleted owner 3200 and its tokens are gone', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'tok-e', admin: 'tok-blocked', acls: ['user.see-main.'] });
    const made = await createToken(admin.sid, { name: 'blockable' });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    await expectOk(server, 'tenant_update', { sid: superSid, filters: { id: admin.tenantId }, arguments: { blocked: 1 } });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(3500);
    await expectOk(server, 'tenant_update', { sid: superSid, filters: { id: admin.tenantId }, arguments: { blocked: 0 } });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(0);
    await expectOk(server, 'administrator_delete', { sid: superSid, filters: { id: admin.adminId } });
    expect((await bearer(made.secret, 'user_get_list')).env.status).toBe(3200);
    expect(await server.dbQuery('SELECT id FROM api_tokens WHERE admin_id = ?', [admin.adminId])).toEqual([]);
  });
});

describe('live sockets and uploads', () => {
  let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
  beforeAll(async () => {
    admin = await makeTenantAdmin(server, { tenant: 'tok-f', admin: 'tok-live', roles: ['Users Reader', 'Images Creator', 'OSFs Manager'] });
  });

  it('opens a live list with the Bearer header (not with the token as sid), and ends it within about a second of a revocation', async () => {
    const made = await createToken(admin.sid, { name: 'watcher', acls: ['user.see-main.'] });
    const refused = await expectRefused(server, { action: 'user_get_list', sid: made.secret });
    expect(refused.envelope.status).toBe(3100);
    const live = pool.add(await connectLive(server, { action: 'user_get_list' }, { headers: { authorization: `Bearer ${made.secret}` } }));
    expect((await live.next()).status).toBe(0);
    const t0 = Date.now();
    await expectOk(server, 'api_token_delete', { sid: admin.sid, filters: { id: made.id } });
    const closed = await live.waitClose(3000);
    const took = Date.now() - t0;
    expect(closed.code).toBe(1000);
    expect(took).toBeLessThan(1600);
    expect(live.frames.at(-1)).toMatchObject({ status: 3230 });
    console.log(`live socket opened with a token ended ${took} ms after its revocation`);
  });

  it('a live list opened with a token ends when the owner\'s tenant is blocked', async () => {
    const other = await makeTenantAdmin(server, { tenant: 'tok-g', admin: 'tok-live-2', roles: ['Users Reader'] });
    const made = await createToken(other.sid, { name: 'watcher-2' });
    const live = pool.add(await connectLive(server, { action: 'user_get_list' }, { headers: { authorization: `Bearer ${made.secret}` } }));
    expect((await live.next()).status).toBe(0);
    const t0 = Date.now();
    await expectOk(server, 'tenant_update', { sid: superSid, filters: { id: other.tenantId }, arguments: { blocked: 1 } });
    expect((await live.waitClose(3000)).code).toBe(1000);
    expect(Date.now() - t0).toBeLessThan(1600);
    expect(live.frames.at(-1)).toMatchObject({ status: 3500 });
  });

  it('copies a staging file over /api/staging with the token in the Authorization header', async () => {
    const osfId = (await expectOk(server, 'osf_create', { sid: admin.sid, arguments: { name: 'tok-staging-osf' } })).rows![0].id;
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'tok-staged.img'), Buffer.alloc(8192, 3));
    const made = await createToken(admin.sid, { name: 'stager' });
    const live = pool.add(
      await connectLive(server, { action: 'di_create', arguments: { disk_image: 'tok-staged.img', osf_id: osfId } }, { path: '/api/staging', headers: { authorization: `Bearer ${made.secret}` } }),
    );
    const final = await live.next((f) => typeof f === 'object' && f.status !== 1000, { timeoutMs: 10_000 });
    expect(final.status).toBe(0);
    const rows = await eventually(() => auditRows('action = ? AND admin_id = ?', ['di_create', admin.adminId]), (r) => r.length > 0);
    expect(rows.at(-1)).toMatchObject({ api_token: 'stager', status: 0 });
  });

  it('uploads an image with the token in the Authorization header; the audit row names the token', async () => {
    const osfId = (await expectOk(server, 'osf_create', { sid: admin.sid, arguments: { name: 'tok-osf' } })).rows![0].id;
    const made = await createToken(admin.sid, { name: 'uploader' });
    const form = new FormData();
    form.append('arguments', JSON.stringify({ disk_image: 'tok.img', osf_id: osfId }));
    form.append('file', new Blob([new Uint8Array(Buffer.alloc(4096, 7))]), 'tok.img');
    const res = await server.fetch('/api/di/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${made.secret}` } });
    const env = (await res.json()) as Envelope;
    expect(env.status).toBe(0);
    expect(env).not.toHaveProperty('sid');
    const rows = await eventually(() => auditRows('action = ? AND admin_id = ? AND api_token = ?', ['di_create', admin.adminId, 'uploader']), (r) => r.length > 0);
    expect(rows[0]).toMatchObject({ api_token: 'uploader', status: 0 });
    // the same upload with a token the owner's ACLs do not cover is refused before any byte is kept
    const narrow = await createToken(admin.sid, { name: 'no-images', acls: ['user.see-main.'] });
    const form2 = new FormData();
    form2.append('arguments', JSON.stringify({ disk_image: 'tok2.img', osf_id: osfId }));
    form2.append('file', new Blob([new Uint8Array(Buffer.alloc(4096, 7))]), 'tok2.img');
    const refused = (await (await server.fetch('/api/di/upload', { method: 'POST', body: form2, headers: { authorization: `Bearer ${narrow.secret}` } })).json()) as Envelope;
    expect(refused.status).toBe(4210);
    expect(refused.additional_info).toMatch(/no-images/);
  });
});

describe('audit and secrecy', () => {
  it('audits creation, change and revocation as writes, and writes made with a token under the owner with the token\'s name', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'tok-h', admin: 'tok-audited', roles: ['Users Manager'] });
    const made = await createToken(admin.sid, { name: 'writer' });
    await expectOk(server, 'api_token_update', { sid: admin.sid, filters: { id: made.id }, arguments: { name: 'writer-2' } });
    const created = await bearer(made.secret, 'user_create', { arguments: { name: 'made-by-token', password: 'pass-pass-1' } });
    expect(created.env.status).toBe(0);
    await expectOk(server, 'api_token_delete', { sid: admin.sid, filters: { id: made.id } });
    const rows = await eventually(
      () => auditRows('admin_id = ? AND action IN (?, ?, ?, ?)', [admin.adminId, 'api_token_create', 'api_token_update', 'api_token_delete', 'user_create']),
      (r) => r.length >= 4,
    );
    expect(rows.map((r) => [r.action, Number(r.status), r.api_token, r.object_id === null ? null : Number(r.object_id)])).toEqual([
      ['api_token_create', 0, null, made.id],
      ['api_token_update', 0, null, made.id],
      ['user_create', 0, 'writer-2', created.env.rows[0].id],
      ['api_token_delete', 0, null, made.id],
    ]);
    // the log answers the token's name too
    const log = await expectOk(server, 'log_get_list', { sid: superSid, filters: { api_token: 'writer-2' } });
    expect(log.rows!.map((r: any) => r.action)).toEqual(['user_create']);
  });

  it('keeps no secret in the database, the log or any answer: only its SHA-256', async () => {
    expect(secrets.length).toBeGreaterThan(10);
    const stored = await server.dbQuery('SELECT secret_hash FROM api_tokens');
    const hashes = new Set(stored.map((r) => String(r.secret_hash)));
    // every token made is there by its hash (but the one whose owner was deleted, which went with it)
    const found = secrets.filter((secret) => hashes.has(createHash('sha256').update(secret).digest('hex')));
    expect(found.length).toBe(secrets.length - 1);
    // every text of every table that could hold one
    const dump = JSON.stringify([
      await server.dbQuery('SELECT * FROM api_tokens'),
      await server.dbQuery('SELECT * FROM audit_log'),
      await server.dbQuery('SELECT * FROM sessions'),
      await server.dbQuery('SELECT * FROM config'),
    ]);
    if (server.db === 'sqlite') {
      const file = readFileSync(server.dbUrl.slice('sqlite:'.length)).toString('latin1');
      let wal = '';
      try {
        wal = readFileSync(`${server.dbUrl.slice('sqlite:'.length)}-wal`).toString('latin1');
      } catch {
        // no write-ahead log left
      }
      for (const secret of secrets) expect(file.includes(secret) || wal.includes(secret.slice(5))).toBe(false);
    }
    const output = server.output();
    expect(output.length).toBeGreaterThan(10_000); // the debug log: every statement with its parameters
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(secret.slice(5));
      expect(output).not.toContain(secret.slice(5));
    }
  });
});

describe.skipIf(!redisUrl)('two server processes on one database', () => {
  let p2: TestServer;
  afterAll(async () => {
    await p2?.stop({ keep: true }); // the database and data directory are the first server's
  });

  it('a token revoked through one process is refused at once by the other, whose caller was cached', async () => {
    p2 = await startServer({ env: { SVC_REDIS_URL: redisUrl! }, reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    const admin = await makeTenantAdmin(server, { tenant: 'tok-i', admin: 'tok-two', acls: ['user.see-main.'] });
    const made = await createToken(admin.sid, { name: 'two-processes' });
    const onP2 = async () => {
      const res = await p2.fetch('/api?action=user_get_list', { method: 'POST', headers: { authorization: `Bearer ${made.secret}` }, body: '{}' });
      return (await res.json()) as Envelope;
    };
    // used twice on process 2: the second answer comes from its kept caller
    expect((await onP2()).status).toBe(0);
    expect((await onP2()).status).toBe(0);
    await expectOk(server, 'api_token_delete', { sid: admin.sid, filters: { id: made.id } });
    expect((await onP2()).status).toBe(3230);
    // and an ACL lost through process 1 is lost on process 2 at its next request
    const second = await createToken(admin.sid, { name: 'two-processes-2' });
    const withSecond = async () => ((await (await p2.fetch('/api?action=user_get_list', { method: 'POST', headers: { authorization: `Bearer ${second.secret}` }, body: '{}' })).json()) as Envelope).status;
    expect(await withSecond()).toBe(0);
    await expectOk(server, 'role_update', { sid: superSid, filters: { id: admin.roleId }, arguments: { __acls_changes__: { assign_acls: [], unassign_acls: ['user.see-main.'] } } });
    expect(await withSecond()).toBe(4210);
  });
});
