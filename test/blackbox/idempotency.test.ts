// Idempotent creates (generated/docs/guides/requests.md "Retrying a create", docs/decisions.md "Idempotent
// creates"): a create with an idempotency key, repeated, answers its first answer again and makes one
// record and one audit row, in one process or two sharing the database; the key with another request
// answers 6710; keys are per administrator, bounded (6700), refused by non-creates (6230), and free again
// past SVC_IDEMPOTENCY_WINDOW.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

let server: TestServer;
let sid: string;
let tenantId: number;
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

/** POST /api/actions/<action> with a JSON body and, when given, the Idempotency-Key header. */
async function post(target: TestServer, action: string, body: Record<string, unknown>, header?: string, path = `/api/actions/${action}`): Promise<Envelope> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== undefined) headers['idempotency-key'] = header;
  const res = await target.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

async function count(target: TestServer, sqlText: string, params: unknown[]): Promise<number> {
  const rows = await target.dbQuery(sqlText, params);
  return Number(Object.values(rows[0]!)[0]);
}

const usersNamed = (target: TestServer, name: string) => count(target, 'SELECT COUNT(*) AS n FROM users WHERE name = ?', [name]);
const auditRows = (target: TestServer, name: string) =>
  count(target, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user_create' AND object_name = ?", [name]);

const userArgs = (name: string) => ({ tenant_id: tenantId, name, password: 'user-pass-1' });

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  const t = await server.api('tenant_create', { sid, arguments: { name: 'idem-t' } });
  tenantId = t.rows![0].id;
});
afterAll(async () => {
  await server?.stop();
});

describe('a create repeated with its key', () => {
  it('answers the same envelope and makes one record and one audit row (header, /api/actions)', async () => {
    const key = newKey();
    const first = await post(server, 'user_create', { sid, arguments: userArgs('idem-a') }, key);
    expect(first.status).toBe(0);
    const again = await post(server, 'user_create', { sid, arguments: userArgs('idem-a') }, key);
    expect(again).toEqual(first);
    expect(await usersNamed(server, 'idem-a')).toBe(1);
    // the audit row is written after the answer: give it a moment, then there is still one
    await new Promise((r) => setTimeout(r, 200));
    expect(await auditRows(server, 'idem-a')).toBe(1);
    // the database holds the key as its hash only, its answer stored as done
    const rows = await server.dbQuery('SELECT key_hash, state FROM idempotency_keys');
    expect(rows.some((r) => String(r.key_hash).includes(key))).toBe(false);
    expect(rows.map((r) => r.state)).toContain('done');
  });

  it('takes the key as the idempotency_key parameter on /api, in any order of the arguments', async () => {
    const key = newKey();
    const first = await server.api('user_create', { sid, idempotency_key: key, arguments: userArgs('idem-b') });
    expect(first.status).toBe(0);
    const reordered = { password: 'user-pass-1', name: 'idem-b', tenant_id: tenantId };
    const again = await server.api('user_create', { sid, idempotency_key: key, arguments: reordered });
    expect(again.rows).toEqual(first.rows);
    // the header and the parameter name one key: the header repeats the parameter's request
    const byHeader = await post(server, 'user_create', { sid, arguments: userArgs('idem-b') }, key, '/api?action=user_create');
    expect(byHeader.rows).toEqual(first.rows);
    expect(await usersNamed(server, 'idem-b')).toBe(1);
  });

  it('without a key, the same create twice is refused the second time as a duplicate (what the key prevents)', async () => {
    expect((await server.api('user_create', { sid, arguments: userArgs('idem-c') })).status).toBe(0);
    expect((await server.api('user_create', { sid, arguments: userArgs('idem-c') })).status).toBe(7200);
  });

  it('replays a definitive refusal: a duplicate name answered 7200 stays 7200, the key taken', async () => {
    const key = newKey();
    const first = await post(server, 'user_create', { sid, arguments: userArgs('idem-c') }, key);
    expect(first.status).toBe(7200);
    expect(await post(server, 'user_create', { sid, arguments: userArgs('idem-c') }, key)).toEqual(first);
  });
});

describe('the key with another request', () => {
  it('answers 6710 and makes nothing', async () => {
    const key = newKey();
    expect((await post(server, 'user_create', { sid, arguments: userArgs('idem-d') }, key)).status).toBe(0);
    const other = await post(server, 'user_create', { sid, arguments: userArgs('idem-d2') }, key);
    expect(other.status).toBe(6710);
    expect(await usersNamed(server, 'idem-d2')).toBe(0);
    // another action with the same key is another request too
    const tenant = await post(server, 'tenant_create', { sid, arguments: { name: 'idem-d3' } }, key);
    expect(tenant.status).toBe(6710);
  });
});

describe('keys of two administrators', () => {
  it('never meet: the same key makes one record for each', async () => {
    const other = await makeTenantAdmin(server, { tenant: 'idem-t', admin: 'idem-admin', acls: ['user.create.'] });
    const key = newKey();
    const mine = await post(server, 'user_create', { sid, arguments: userArgs('idem-e1') }, key);
    const theirs = await post(server, 'user_create', { sid: other.sid, arguments: { name: 'idem-e2', password: 'user-pass-1' } }, key);
    expect(mine.status).toBe(0);
    expect(theirs.status).toBe(0);
    expect(theirs.rows![0].id).not.toBe(mine.rows![0].id);
    // each one's retry answers its own record
    const theirsAgain = await post(server, 'user_create', { sid: other.sid, arguments: { name: 'idem-e2', password: 'user-pass-1' } }, key);
    expect(theirsAgain.rows).toEqual(theirs.rows);
    expect((await post(server, 'user_create', { sid, arguments: userArgs('idem-e1') }, key)).rows).toEqual(mine.rows);
    expect(await usersNamed(server, 'idem-e1')).toBe(1);
    expect(await usersNamed(server, 'idem-e2')).toBe(1);
  });
});

describe('bounds', () => {
  it('a key of 255 characters is taken, one of 256 answers 6700, as does an empty one or a mismatch', async () => {
    const long = 'k'.repeat(255);
    const ok = await post(server, 'user_create', { sid, arguments: userArgs('idem-f') }, 'k'.repeat(255));
    expect(ok.status).toBe(0);
    const tooLong = await post(server, 'user_create', { sid, arguments: userArgs('idem-f2') }, long + 'x');
    expect(tooLong.status).toBe(6700);
    expect(String(tooLong.additional_info)).toMatch(/at most 255/);
    expect((await server.api('user_create', { sid, idempotency_key: '', arguments: userArgs('idem-f2') })).status).toBe(6700);
    expect((await server.api('user_create', { sid, idempotency_key: 12, arguments: userArgs('idem-f2') })).status).toBe(6700);
    expect((await server.api('user_create', { sid, idempotency_key: 'sp ace', arguments: userArgs('idem-f2') })).status).toBe(6700);
    const mismatch = await post(server, 'user_create', { sid, idempotency_key: 'one', arguments: userArgs('idem-f2') }, 'two');
    expect(mismatch.status).toBe(6700);
    expect(await usersNamed(server, 'idem-f2')).toBe(0);
  });

  it('an action that neither creates nor starts a job refuses a key with 6230', async () => {
    expect((await post(server, 'user_get_list', { sid }, newKey())).status).toBe(6230);
    expect((await server.api('myadmin_update', { sid, idempotency_key: newKey(), arguments: { language: 'en' } })).status).toBe(6230);
  });
});

describe('concurrent requests with one key', () => {
  it('eight at once in one process make exactly one record; the others replay it or answer 6720', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(server, 'user_create', { sid, arguments: userArgs('idem-g') }, key)));
    const ids = new Set(answers.filter((a) => a.status === 0).map((a) => a.rows![0].id));
    expect(ids.size).toBe(1);
    for (const a of answers) expect([0, 6720]).toContain(a.status);
    expect(await usersNamed(server, 'idem-g')).toBe(1);
    // once the first has answered, every retry gets its record
    const later = await post(server, 'user_create', { sid, arguments: userArgs('idem-g') }, key);
    expect(ids.has(later.rows![0].id)).toBe(true);
  });

  it('two server processes on one database share the keys', async () => {
    const second = await startServer({ reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    try {
      const otherSid = await second.superSid();
      for (let round = 0; round < 4; round++) {
        const key = newKey();
        const name = `idem-h${round}`;
        const answers = await Promise.all([
          post(server, 'user_create', { sid, arguments: userArgs(name) }, key),
          post(second, 'user_create', { sid: otherSid, arguments: userArgs(name) }, key),
          post(server, 'user_create', { sid, arguments: userArgs(name) }, key),
          post(second, 'user_create', { sid: otherSid, arguments: userArgs(name) }, key),
        ]);
        for (const a of answers) expect([0, 6720]).toContain(a.status);
        expect(new Set(answers.filter((a) => a.status === 0).map((a) => a.rows![0].id)).size).toBe(1);
        expect(await usersNamed(server, name)).toBe(1);
        const later = await post(second, 'user_create', { sid: otherSid, arguments: userArgs(name) }, key);
        expect(later.status).toBe(0);
      }
    } finally {
      await second.stop({ keep: true });
    }
  });
});

describe('the window', () => {
  let short: TestServer;
  afterAll(async () => {
    await short?.stop();
  });

  it('past SVC_IDEMPOTENCY_WINDOW the key is free: the request runs again', async () => {
    short = await startServer({ env: { SVC_IDEMPOTENCY_WINDOW: '1' } });
    const ssid = await short.superSid();
    const t = await short.api('tenant_create', { sid: ssid, arguments: { name: 'win-t' } });
    const key = newKey();
    const first = await post(short, 'tenant_create', { sid: ssid, arguments: { name: 'win-a' } }, key);
    expect(first.status).toBe(0);
    expect((await post(short, 'tenant_create', { sid: ssid, arguments: { name: 'win-a' } }, key)).rows).toEqual(first.rows);
    await new Promise((r) => setTimeout(r, 2100));
    // the key is free: the same request runs again (and meets the record it made: 7200), another is taken
    expect((await post(short, 'tenant_create', { sid: ssid, arguments: { name: 'win-a' } }, key)).status).toBe(7200);
    expect(t.status).toBe(0);
  });

  it('a bad window stops the start with a message naming the setting', async () => {
    await expect(startServer({ env: { SVC_IDEMPOTENCY_WINDOW: '0' } })).rejects.toThrow(/SVC_IDEMPOTENCY_WINDOW/);
  });
});
