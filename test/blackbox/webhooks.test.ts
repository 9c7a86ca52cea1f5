// Webhooks (catalog/actions/webhooks.yaml, generated/docs/guides/webhooks.md): subscriptions, signed deliveries
// to a real HTTP receiver started here on 127.0.0.1 (allowed by SVC_WEBHOOK_ALLOW), retries after 5xx and
// time-outs, order per object, a restart in the middle of a back-off, pause and resume, redelivery, the
// record as the subscription's owner (or its token) may see it, the outbound policy, and two server
// processes sharing one database.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

type Behaviour = (r: Received) => { status: number; delayMs?: number };
const ANSWER_OK: Behaviour = () => ({ status: 200 });

/** A webhook receiver: records every request, answers as `behave` says (per path). */
class Receiver {
  readonly received: Received[] = [];
  private readonly behaviours = new Map<string, Behaviour>();
  private server!: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const r: Received = { path: req.url ?? '', headers: req.headers, body, json: JSON.parse(body) };
        this.received.push(r);
        const { status, delayMs } = (this.behaviours.get(r.path) ?? ANSWER_OK)(r);
        const answer = () => {
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
        };
        if (delayMs) setTimeout(answer, delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  on(path: string, behave: Behaviour): void {
    this.behaviours.set(path, behave);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** The receiver's check, as the guide shows it: HMAC-SHA256 of `<t>.<body>`, compared in constant time, t recent. */
function verified(secret: string, header: string | undefined, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m || Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

const ENV = {
  SVC_WEBHOOK_ALLOW: '127.0.0.1',
  SVC_WEBHOOK_TIMEOUT_MS: '800',
  SVC_WEBHOOK_RETRY_MS: '300',
  SVC_WEBHOOK_RETRY_MAX_MS: '1500',
  SVC_WEBHOOK_ATTEMPTS: '8',
  SVC_WEBHOOK_PAUSE_AFTER: '5',
};

const receiver = new Receiver();
let server: TestServer;
let sid: string;
let tenantId: number;

async function subscribe(srv: TestServer, s: string, path: string, args: Record<string, unknown> = {}): Promise<{ id: number; secret: string }> {
  const env = await expectOk(srv, 'webhook_create', { sid: s, arguments: { name: path.slice(1), url: receiver.url(path), kinds: ['user_created', 'user_changed'], ...args } });
  return { id: env.rows[0].id, secret: env.rows[0].secret };
}

async function deliveries(srv: TestServer, s: string, webhookId: number): Promise<any[]> {
  return (await expectOk(srv, 'webhook_delivery_get_list', { sid: s, filters: { webhook_id: webhookId }, order_by: { field: 'id', order: '-asc' } })).rows;
}

async function newUser(name: string, tenant = tenantId): Promise<number> {
  return (await expectOk(server, 'user_create', { sid, arguments: { name, password: 'user-pass-1', tenant_id: tenant } })).rows[0].id;
}

beforeAll(async () => {
  await receiver.start();
  server = await startServer({ env: ENV });
  sid = await server.superSid();
  tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'hooks' } })).rows[0].id;
});

afterAll(async () => {
  await server?.stop();
  await receiver.stop();
});

describe('webhook subscriptions and signed deliveries', () => {
  it('answers the secret once, stores it encrypted, never lists it, and masks it in the audit log', async () => {
    const given = 'a-given-secret-of-32-characters!';
    const made = await subscribe(server, sid, '/once', { secret: given });
    expect(made.secret).toBe(given);
    const generated = await subscribe(server, sid, '/generated');
    expect(generated.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await expectOk(server, 'webhook_get_list', { sid, filters: { id: made.id } });
    const details = await expectOk(server, 'webhook_get_details', { sid, filters: { id: made.id } });
    for (const text of [JSON.stringify(listed), JSON.stringify(details)]) {
      expect(text).not.toContain(given);
      expect(text).not.toContain('secret');
    }
    expect(details.rows[0]).toMatchObject({ id: made.id, url: receiver.url('/once'), kinds: ['user_changed', 'user_created'], enabled: 1, paused: 0 });
    const stored = await server.dbQuery('SELECT secret FROM webhooks WHERE id IN (?, ?)', [made.id, generated.id]);
    for (const row of stored) expect(String(row.secret)).toMatch(/^w1\./);
    expect(JSON.stringify(stored)).not.toContain(given);
    expect(JSON.stringify(stored)).not.toContain(generated.secret);
    const logged = await eventually(
      () => server.dbQuery("SELECT arguments FROM audit_log WHERE action = 'webhook_create'"),
      (rows) => rows.length >= 2,
    );
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logged)).not.toContain(given);
    expect(JSON.stringify(logged)).not.toContain(generated.secret);
    expect(server.output()).not.toContain(given);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: [made.id, generated.id] } as any });
  });

  it('refuses a target the outbound policy refuses (7010), a bad URL (7000), an unknown kind (7020), a short secret (7030)', async () => {
    const refused = async (url: string) => (await server.api('webhook_create', { sid, arguments: { name: 'bad', url, kinds: ['user_changed'] } })).status;
    expect(await refused('http://192.168.1.10/hook')).toBe(7010);
    expect(await refused('http://10.0.0.1:8080/')).toBe(7010);
    expect(await refused('http://169.254.169.254/latest/meta-data')).toBe(7010);
    expect(await refused('http://[::1]:8080/')).toBe(7010);
    expect(await refused('http://127.0.0.2:8080/')).toBe(7010); // only 127.0.0.1 is allowed here
    expect(await refused('ftp://example.com/x')).toBe(7000);
    expect(await refused('https://user:pw@example.com/x')).toBe(7000);
    expect(await refused('not a url')).toBe(7000);
    expect((await server.api('webhook_create', { sid, arguments: { name: 'bad', url: receiver.url('/x'), kinds: ['nothing_happened'] } })).status).toBe(7020);
    expect((await server.api('webhook_create', { sid, arguments: { name: 'bad', url: receiver.url('/x'), kinds: ['user_changed'], secret: 'short' } })).status).toBe(7030);
    expect((await server.api('webhook_get_list', { sid, filters: { name: 'bad' } })).rows).toEqual([]);
  });

  it('signs each delivery over its timestamp and body, and carries the event, its actor and the record', async () => {
    const hook = await subscribe(server, sid, '/signed');
    const userId = await newUser('signed-user');
    const [got] = await eventually(async () => receiver.at('/signed'), (r) => r.length >= 1);
    expect(got).toBeDefined();
    expect(verified(hook.secret, got!.headers['x-svc-signature'] as string, got!.body)).toBe(true);
    expect(verified('another-secret-of-some-length', got!.headers['x-svc-signature'] as string, got!.body)).toBe(false);
    expect(verified(hook.secret, got!.headers['x-svc-signature'] as string, got!.body.replace('signed-user', 'signed-usex'))).toBe(false);
    expect(got!.json).toMatchObject({
      kind: 'user_created',
      tenant: { id: tenantId, name: 'hooks' },
      object: { kind: 'user', id: userId, name: 'signed-user' },
      actor: { name: 'superadmin', api_token: null },
      record: { id: userId, name: 'signed-user', tenant_id: tenantId },
    });
    expect(got!.json.id).toMatch(/^evt_/);
    expect(got!.headers['x-svc-event-id']).toBe(got!.json.id);
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.state === 'delivered');
    expect(log[0]).toMatchObject({ event_id: got!.json.id, kind: 'user_created', object_id: userId, state: 'delivered', attempts: 1, http_status: 200 });
    expect(log[0].duration_ms).toBeGreaterThanOrEqual(0);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  });

  it('retries after a 5xx answer and after a time-out, with the same event and body', async () => {
    const hook = await subscribe(server, sid, '/flaky');
    let calls = 0;
    // first a 503, then no answer within SVC_WEBHOOK_TIMEOUT_MS, then 200
    receiver.on('/flaky', () => (++calls === 1 ? { status: 503 } : calls === 2 ? { status: 200, delayMs: 2500 } : { status: 200 }));
    await newUser('flaky-user');
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.state === 'delivered', 15000);
    expect(log[0]).toMatchObject({ state: 'delivered', attempts: 3, http_status: 200 });
    const got = receiver.at('/flaky');
    expect(got.length).toBe(3);
    expect(new Set(got.map((r) => r.json.id)).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    expect(got.map((r) => r.headers['x-svc-attempt'])).toEqual(['1', '2', '3']);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  }, 30000);

  it('sends the events of one object in order, even when the first one needs retries', async () => {
    const hook = await subscribe(server, sid, '/ordered');
    let failing = 2;
    receiver.on('/ordered', (r) => (r.json.kind === 'user_created' && failing-- > 0 ? { status: 500 } : { status: 200 }));
    const userId = await newUser('ordered-user');
    for (const description of ['one', 'two', 'three']) {
      await expectOk(server, 'user_update', { sid, filters: { id: userId }, arguments: { description } });
    }
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows.length === 4 && rows.every((r) => r.state === 'delivered'), 15000);
    expect(log.map((r) => r.kind)).toEqual(['user_created', 'user_changed', 'user_changed', 'user_changed']);
    // what the receiver accepted (2xx), in the order it got it: the queue's order
    const accepted = receiver.at('/ordered').filter((r, k, all) => !(r.json.kind === 'user_created' && all.slice(k + 1).some((later) => later.json.id === r.json.id)));
    expect(accepted.map((r) => r.json.id)).toEqual(log.map((r) => r.event_id));
    // no change reached the receiver before the creation was accepted
    const firstChange = receiver.at('/ordered').findIndex((r) => r.json.kind === 'user_changed');
    const lastCreation = receiver.at('/ordered').map((r) => r.json.kind).lastIndexOf('user_created');
    expect(firstChange).toBeGreaterThan(lastCreation);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  }, 30000);

  it('pauses a subscription whose target keeps failing, with the reason, and resumes it when enabled again', async () => {
    let down = true;
    receiver.on('/down', () => ({ status: down ? 502 : 200 }));
    const hook = await subscribe(server, sid, '/down');
    await newUser('down-user');
    const paused = await eventually(
      async () => (await expectOk(server, 'webhook_get_details', { sid, filters: { id: hook.id } })).rows[0],
      (row) => row.paused === 1,
      15000,
    );
    expect(paused.paused_reason).toMatch(/5 failed attempts in a row.*HTTP 502/);
    expect(paused.paused_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    const tried = receiver.at('/down').length;
    expect(tried).toBe(5);
    await new Promise((r) => setTimeout(r, 1200)); // past the back-off: a paused subscription sends nothing
    expect(receiver.at('/down').length).toBe(tried);
    expect((await deliveries(server, sid, hook.id))[0]).toMatchObject({ state: 'pending', attempts: 5, http_status: 502 });
    down = false;
    await expectOk(server, 'webhook_update', { sid, filters: { id: hook.id }, arguments: { enabled: 1 } });
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.state === 'delivered', 10000);
    expect(log[0]).toMatchObject({ state: 'delivered', attempts: 6 });
    expect((await expectOk(server, 'webhook_get_details', { sid, filters: { id: hook.id } })).rows[0]).toMatchObject({ paused: 0, paused_reason: null, failures: 0 });
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  }, 30000);

  it('sends a test ping, and a delivery again on request with the same event id and body', async () => {
    const hook = await subscribe(server, sid, '/again');
    const ping = await expectOk(server, 'webhook_test', { sid, filters: { id: hook.id } });
    expect(ping.rows[0]).toMatchObject({ webhook_id: hook.id });
    const [first] = await eventually(async () => receiver.at('/again'), (r) => r.length >= 1);
    expect(first!.json).toMatchObject({ kind: 'ping', object: null, record: null });
    expect(verified(hook.secret, first!.headers['x-svc-signature'] as string, first!.body)).toBe(true);
    await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.state === 'delivered');
    const again = await expectOk(server, 'webhook_redeliver', { sid, filters: { id: ping.rows[0].id } });
    expect(again.rows[0]).toMatchObject({ redelivery_of: ping.rows[0].id });
    const got = await eventually(async () => receiver.at('/again'), (r) => r.length >= 2);
    expect(got[1]!.body).toBe(first!.body);
    expect(got[1]!.headers['x-svc-delivery']).toBe(String(again.rows[0].id));
    expect(verified(hook.secret, got[1]!.headers['x-svc-signature'] as string, got[1]!.body)).toBe(true);
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows.length === 2 && rows[1].state === 'delivered');
    expect(log[1]).toMatchObject({ redelivery_of: ping.rows[0].id, event_id: first!.json.id });
    // rotating the secret: the new one is answered once and signs from then on
    const rotated = await expectOk(server, 'webhook_update', { sid, filters: { id: hook.id }, arguments: { rotate_secret: 1 } });
    const secret = rotated.rows[0].secret as string;
    expect(secret).toMatch(/^whsec_/);
    await expectOk(server, 'webhook_test', { sid, filters: { id: hook.id } });
    const third = await eventually(async () => receiver.at('/again'), (r) => r.length >= 3);
    expect(verified(secret, third[2]!.headers['x-svc-signature'] as string, third[2]!.body)).toBe(true);
    expect(verified(hook.secret, third[2]!.headers['x-svc-signature'] as string, third[2]!.body)).toBe(false);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  });

  it('shows the record as the owner may see it: fields it may not see are absent, and a token\'s ACLs apply', async () => {
    const admin = await makeTenantAdmin(server, {
      tenant: 'hooks',
      admin: 'hook-admin',
      acls: ['webhook.manage.', 'webhook.see-main.', 'user.see-details.', 'user.see-main.', 'user.see.description', 'administrator.see-main.'],
    });
    const own = await subscribe(server, admin.sid, '/tenant-admin');
    const token = await expectOk(server, 'api_token_create', { sid: admin.sid, arguments: { name: 'hooks-token', acls: ['webhook.manage.', 'webhook.see-main.', 'user.see-details.'] } });
    const viaToken = await server.fetch('/api?action=webhook_create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token.rows[0].secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ arguments: { name: 'by-token', url: receiver.url('/by-token'), kinds: ['user_changed'] } }),
    }).then((r) => r.json() as Promise<Envelope>);
    expect(viaToken.status).toBe(0);
    expect((await expectOk(server, 'webhook_get_details', { sid: admin.sid, filters: { id: viaToken.rows[0].id } })).rows[0]).toMatchObject({ api_token: 'hooks-token', admin_name: 'hook-admin' });
    // a tenant administrator may not choose another tenant
    expect((await server.api('webhook_create', { sid: admin.sid, arguments: { name: 'other', url: receiver.url('/x'), kinds: ['user_changed'], filter_tenant_id: 1 } })).status).toBe(4230);
    const mine = await subscribe(server, sid, '/super');

    const userId = await newUser('seen-user');
    await expectOk(server, 'user_update', { sid, filters: { id: userId }, arguments: { description: 'only some may see this' } });
    const elsewhere = await newUser('elsewhere-user', 1); // tenant default: not the tenant administrator's
    await expectOk(server, 'user_update', { sid, filters: { id: elsewhere }, arguments: { description: 'elsewhere' } });

    const changedOf = (path: string, id: number) => receiver.at(path).find((r) => r.json.kind === 'user_changed' && r.json.object.id === id);
    await eventually(async () => [changedOf('/tenant-admin', userId), changedOf('/by-token', userId), changedOf('/super', userId), changedOf('/super', elsewhere)], (all) => all.every(Boolean), 10000);
    const superRecord = changedOf('/super', userId)!.json.record;
    expect(superRecord).toMatchObject({ id: userId, description: 'only some may see this', blocked: 0 });
    const adminRecord = changedOf('/tenant-admin', userId)!.json.record;
    expect(adminRecord).toMatchObject({ id: userId, name: 'seen-user', description: 'only some may see this' });
    expect(adminRecord).not.toHaveProperty('blocked');
    expect(adminRecord).not.toHaveProperty('creation_date');
    const tokenRecord = changedOf('/by-token', userId)!.json.record;
    expect(tokenRecord).toMatchObject({ id: userId, name: 'seen-user' });
    expect(tokenRecord).not.toHaveProperty('description');
    expect(tokenRecord).not.toHaveProperty('blocked');
    expect(changedOf('/by-token', userId)!.json.actor).toMatchObject({ name: 'superadmin' });
    // another tenant's events never reach a tenant administrator's subscription
    await new Promise((r) => setTimeout(r, 500));
    expect(changedOf('/tenant-admin', elsewhere)).toBeUndefined();
    expect(changedOf('/by-token', elsewhere)).toBeUndefined();
    // nor does it see the superadministrator's subscriptions
    expect((await expectOk(server, 'webhook_get_list', { sid: admin.sid })).rows.map((r: any) => r.id).sort()).toEqual([own.id, viaToken.rows[0].id].sort());

    // the token revoked: its subscription pauses at its next event rather than show anything
    await expectOk(server, 'api_token_delete', { sid: admin.sid, filters: { id: token.rows[0].id } });
    await expectOk(server, 'user_update', { sid, filters: { id: userId }, arguments: { description: 'after the revocation' } });
    const paused = await eventually(
      async () => (await expectOk(server, 'webhook_get_details', { sid, filters: { id: viaToken.rows[0].id } })).rows[0],
      (row) => row.paused === 1,
      10000,
    );
    expect(paused.paused_reason).toMatch(/token.*revoked/);
    expect(receiver.at('/by-token').some((r) => r.json.record?.description === 'after the revocation')).toBe(false);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: [own.id, viaToken.rows[0].id, mine.id] } as any });
  }, 30000);

  it('makes whoever changes a subscription its owner: a less privileged administrator cannot redirect what another may see', async () => {
    const seer = await makeTenantAdmin(server, { tenant: 'hooks', admin: 'seer', acls: ['webhook.manage.', 'webhook.see-main.', 'user.see-details.', 'user.see.description'] });
    const blind = await makeTenantAdmin(server, { tenant: 'hooks', admin: 'blind', acls: ['webhook.manage.', 'webhook.see-main.', 'user.see-details.'] });
    const hook = await subscribe(server, seer.sid, '/seer');
    const userId = await newUser('watched-user');
    await expectOk(server, 'user_update', { sid, filters: { id: userId }, arguments: { description: 'secret plans' } });
    const seen = await eventually(async () => receiver.at('/seer'), (r) => r.some((x) => x.json.record?.description === 'secret plans'), 10000);
    expect(seen.some((x) => x.json.record?.description === 'secret plans')).toBe(true);
    await expectOk(server, 'webhook_update', { sid: blind.sid, filters: { id: hook.id }, arguments: { url: receiver.url('/blind') } });
    expect((await expectOk(server, 'webhook_get_details', { sid, filters: { id: hook.id } })).rows[0]).toMatchObject({ admin_name: 'blind' });
    await expectOk(server, 'user_update', { sid, filters: { id: userId }, arguments: { description: 'more secret plans' } });
    const [got] = await eventually(async () => receiver.at('/blind'), (r) => r.length >= 1, 10000);
    expect(got!.json.record).toMatchObject({ id: userId, name: 'watched-user' });
    expect(got!.json.record).not.toHaveProperty('description');
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  }, 20000);

  it('queues an event for the subscriptions still there when one went with its administrator', async () => {
    const leaving = await makeTenantAdmin(server, { tenant: 'hooks', admin: 'leaving', acls: ['webhook.manage.', 'webhook.see-main.', 'user.see-details.'] });
    await subscribe(server, leaving.sid, '/leaving');
    const staying = await subscribe(server, sid, '/staying');
    await expectOk(server, 'administrator_delete', { sid, filters: { id: leaving.adminId } }); // its subscription goes with it
    const userId = await newUser('after-leaving');
    const stayingGot = await eventually(async () => receiver.at('/staying'), (r) => r.some((x) => x.json.object.id === userId), 10000);
    expect(stayingGot.some((x) => x.json.object.id === userId)).toBe(true);
    expect(server.output()).not.toContain('webhook event not queued');
    expect(receiver.at('/leaving')).toEqual([]);
    expect(await server.dbQuery("SELECT id FROM webhooks WHERE name = 'leaving'")).toEqual([]);
    await expectOk(server, 'webhook_delete', { sid, filters: { id: staying.id } });
  }, 20000);

  it('hears refused logins and refused actions from the audit log', async () => {
    const hook = await subscribe(server, sid, '/audit', { kinds: ['login_refused', 'action_refused', 'login'] });
    const refused = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: 'wrong-password', tenant: '*' }) });
    expect(((await refused.json()) as Envelope).status).not.toBe(0);
    const limited = await makeTenantAdmin(server, { tenant: 'hooks', admin: 'limited-admin', acls: ['user.see-main.'] });
    expect((await server.api('host_get_list', { sid: limited.sid })).status).toBe(4210);
    const got = await eventually(async () => receiver.at('/audit'), (r) => ['login_refused', 'action_refused', 'login'].every((k) => r.some((x) => x.json.kind === k)), 10000);
    expect(got.find((r) => r.json.kind === 'action_refused')!.json).toMatchObject({ tenant: { id: tenantId }, actor: { name: 'limited-admin' }, facts: { action: 'host_get_list', status: 4210 }, record: null });
    expect(got.find((r) => r.json.kind === 'login_refused')!.json.facts).toMatchObject({ action: 'login' });
    expect(JSON.stringify(got.map((r) => r.json))).not.toContain('wrong-password');
    await expectOk(server, 'webhook_delete', { sid, filters: { id: hook.id } });
  }, 20000);

  it('delivers after a restart that came in the middle of a back-off', async () => {
    let up = false;
    receiver.on('/restart', () => ({ status: up ? 200 : 503 }));
    const hook = await subscribe(server, sid, '/restart');
    await newUser('restart-user');
    const failed = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.attempts >= 1 && rows[0]?.http_status === 503);
    expect(failed[0]).toMatchObject({ state: 'pending', http_status: 503 });
    await server.stop({ keep: true });
    const tried = receiver.at('/restart').length;
    expect(tried).toBeGreaterThanOrEqual(1);
    up = true;
    server = await startServer({ env: ENV, reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    sid = await server.superSid();
    const log = await eventually(() => deliveries(server, sid, hook.id), (rows) => rows[0]?.state === 'delivered', 15000);
    expect(log[0]).toMatchObject({ state: 'delivered', http_status: 200 });
    expect(log[0].attempts).toBeGreaterThan(tried);
    const got = receiver.at('/restart');
    expect(new Set(got.map((r) => r.json.id)).size).toBe(1);
    expect(verified(hook.secret, got.at(-1)!.headers['x-svc-signature'] as string, got.at(-1)!.body)).toBe(true);
  }, 40000);
});

describe('two server processes sharing one database', () => {
  let p2: TestServer;
  let sid2: string;
  const redisUrl = process.env.SVC_TEST_REDIS_URL;
  let p1: TestServer;
  let sid1: string;

  beforeAll(async () => {
    const env = { ...ENV, ...(redisUrl ? { SVC_REDIS_URL: redisUrl } : {}) };
    p1 = await startServer({ env });
    p2 = await startServer({ env, reuse: { dbUrl: p1.dbUrl, dataDir: p1.dataDir } });
    sid1 = await p1.superSid();
    sid2 = await p2.superSid();
  });
  afterAll(async () => {
    await p2?.stop({ keep: true }); // the database and data directory are p1's
    await p1?.stop();
  });

  it('sends each event once, whichever process queued it, and either may send it', async () => {
    const made = await expectOk(p1, 'webhook_create', { sid: sid1, arguments: { name: 'shared', url: receiver.url('/shared'), kinds: ['user_created'] } });
    // without Redis, the other process reads the subscriptions again within 10 s
    const tenant = (await expectOk(p1, 'tenant_create', { sid: sid1, arguments: { name: 'shared' } })).rows[0].id;
    if (!redisUrl) await new Promise((r) => setTimeout(r, 10_500));
    const names: string[] = [];
    for (let k = 0; k < 16; k++) {
      const [srv, s] = k % 2 ? [p2, sid2] : [p1, sid1];
      names.push(`shared-${k}`);
      await expectOk(srv, 'user_create', { sid: s, arguments: { name: `shared-${k}`, password: 'user-pass-1', tenant_id: tenant } });
    }
    const rows = await eventually(
      async () => (await expectOk(p2, 'webhook_delivery_get_list', { sid: sid2, filters: { webhook_id: made.rows[0].id } })).rows,
      (r) => r.length === 16 && r.every((d: any) => d.state === 'delivered'),
      15000,
    );
    expect(rows.every((d: any) => d.attempts === 1)).toBe(true);
    const got = receiver.at('/shared');
    expect(got.length).toBe(16);
    expect(new Set(got.map((r) => r.json.id)).size).toBe(16);
    expect(got.map((r) => r.json.object.name).sort()).toEqual([...names].sort());
    // both processes sent some: each wakes its own worker for what it queued, and polls for the rest
    const senders = await p1.dbQuery('SELECT DISTINCT owner FROM webhook_deliveries WHERE webhook_id = ?', [made.rows[0].id]);
    expect(senders.length).toBe(2);
  }, 60000);
});
