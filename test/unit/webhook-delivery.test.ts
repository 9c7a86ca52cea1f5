// Webhook pieces below the server (runtime/webhooks/): one attempt refused at connect time by the outbound
// policy (a name resolving to loopback, the receiver counting connections: none), redirects not followed,
// the answer read only up to its bound; and the delivery log's retention on the migrated schema.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy } from '../../runtime/images/address-policy.js';
import { sendDelivery } from '../../runtime/webhooks/send-delivery.js';
import { purgeOldDeliveries } from '../../runtime/webhooks/delivery-retention.js';
import { signatureHeader } from '../../runtime/webhooks/signature.js';
import { useMigratedSqlite } from '../migrated-sqlite.js';

let receiver: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    if (req.url === '/moved') res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
    else if (req.url === '/huge') {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 120);
      const more = () => {
        while (!res.destroyed && res.write(chunk)) {}
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    } else res.writeHead(204).end();
  });
  receiver.on('connection', () => connections++);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const attempt = (url: string, allow: string[]) =>
  sendDelivery({ url, body: '{"id":"evt_x"}', secret: 'a-secret-of-16-chars', eventId: 'evt_x', kind: 'ping', deliveryId: 1, attempt: 1, timeoutMs: 2000, policy: addressPolicy(allow) });

describe('one delivery attempt', () => {
  it('resolves the name and refuses a loopback address at connect time: no connection is made', async () => {
    const before = connections;
    const refused = await attempt(`http://localhost:${port}/hook`, []);
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toMatch(/local or private address; SVC_WEBHOOK_ALLOW may allow it/);
    expect(connections).toBe(before);
    expect(await attempt(`http://localhost:${port}/hook`, ['127.0.0.1'])).toMatchObject({ ok: true, status: 204, error: null });
  });

  it('does not follow a redirect, and reads no more than its bound of an answer', async () => {
    expect(await attempt(`http://127.0.0.1:${port}/moved`, ['127.0.0.1'])).toMatchObject({ ok: false, status: 302, error: expect.stringMatching(/redirects are not followed/) });
    const huge = await attempt(`http://127.0.0.1:${port}/huge`, ['127.0.0.1']);
    expect(huge).toMatchObject({ ok: true, status: 200 });
    expect(huge.durationMs).toBeLessThan(2000);
  });

  it('signs `<t>.<body>` with HMAC-SHA256', () => {
    // the value `printf '1700000000.{}' | openssl dgst -sha256 -hmac secret` prints
    expect(signatureHeader('secret', 1700000000, '{}')).toBe('t=1700000000,v1=b8569b78799ff9e3cbff0fc2d63a33a2b57f3282abd07c37ae5e8e7d79a5f163');
    expect(signatureHeader('secret', 1700000000, '{}')).not.toBe(signatureHeader('secret', 1700000001, '{}'));
    expect(signatureHeader('secret', 1700000000, '{}')).not.toBe(signatureHeader('other', 1700000000, '{}'));
  });
});

describe('the delivery log retention', () => {
  const sqlite = useMigratedSqlite();
  let db: Kysely<any>;
  beforeAll(() => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite() }) });
  });

  it('gives up deliveries pending for 7 days and purges those done for 7 days, and nothing newer', async () => {
    const s = sqlite();
    s.prepare("INSERT INTO tenants (id, name) VALUES (5, 't5')").run();
    s.prepare("INSERT INTO admins (id, tenant_id, name, password_hash) VALUES (9, 5, 'a', 'x')").run();
    s.prepare("INSERT INTO webhooks (id, tenant_id, admin_id, name, url, kinds, secret) VALUES (1, 5, 9, 'w', 'https://example.com', '[]', 'w1.x')").run();
    const add = s.prepare(
      "INSERT INTO webhook_deliveries (webhook_id, tenant_id, event_id, event_kind, event_time, state, next_at, created_at) VALUES (1, 5, 'evt', 'ping', ?, ?, 0, ?)",
    );
    const old = '2020-01-01T00:00:00';
    const recent = new Date().toISOString().slice(0, 19);
    for (const [state, at] of [['delivered', old], ['failed', old], ['pending', old], ['delivered', recent], ['pending', recent]] as const) add.run(at, state, at);
    expect(await purgeOldDeliveries(db)).toBe(2);
    const left = s.prepare('SELECT state, created_at, last_error FROM webhook_deliveries ORDER BY id').all() as { state: string; created_at: string; last_error: string | null }[];
    expect(left.map((r) => [r.state, r.created_at === old])).toEqual([['failed', true], ['delivered', false], ['pending', false]]);
    expect(left[0]!.last_error).toMatch(/Not delivered within 7 days/);
    expect(await purgeOldDeliveries(db)).toBe(0);
    // 8 days on: the one given up then and the recent delivered one go; the recent pending one is given up, and kept
    expect(await purgeOldDeliveries(db, Date.now() + 8 * 86_400_000)).toBe(2);
    expect((s.prepare('SELECT state FROM webhook_deliveries').all() as { state: string }[]).map((r) => r.state)).toEqual(['failed']);
  });
});
