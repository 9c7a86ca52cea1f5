// Login throttling (docs/decisions.md "Login throttling"): failures per login name (with its tenant) and
// per client address lock further attempts with a doubling back-off; a locked attempt costs no hash and
// answers 3200 saying when to retry, on every route credentials reach (/api/login, /api, WebSocket
// upgrades, uploads); two server processes on one database share the counts; a success clears the
// name's count; an address that logged in as a name is not held back by that name's lock; locked
// attempts are audited. Clients come from several loopback addresses (127.0.0.x): 127.0.0.1, the
// harness's own, is exempt from per-address counting here, as loopback is by default.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, eventually, makeTenantAdmin, startExpectingExit, startServer, type TestServer, useProductionPasswordCost } from './harness.js';
import { expectRefused } from './live-client.js';

// what this file tests costs what a real password hash costs
useProductionPasswordCost();

const COMMON = { SVC_LOGIN_ADDRESS_EXEMPT: '127.0.0.1', SVC_LOGIN_FAILURES: '3', SVC_LOGIN_FORGET: '3600' };
/** Process a: short back-off, to watch it double and reach its ceiling. */
const SHORT = { ...COMMON, SVC_LOGIN_DELAY: '1', SVC_LOGIN_NAME_MAX_DELAY: '2', SVC_LOGIN_ADDRESS_MAX_DELAY: '4' };
/** Process b, on a's database: locks long enough to look at them from everywhere. */
const LONG = { ...COMMON, SVC_LOGIN_DELAY: '60', SVC_LOGIN_NAME_MAX_DELAY: '120', SVC_LOGIN_ADDRESS_MAX_DELAY: '600' };
const PASSWORD = 'throttle-pass-1';
const LOCKED = /^Too many failed logins for this (login name|address): try again in (\d+) s \(after (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)\)$/;

let a: TestServer;
let b: TestServer;
/** Process c, on a's database, behind a "proxy" at 127.0.0.1, with the default exemption (none). */
let c: TestServer;
let superSid: string;
let tenantId: number;

beforeAll(async () => {
  a = await startServer({ env: SHORT });
  b = await startServer({ env: LONG, reuse: { dbUrl: a.dbUrl, dataDir: a.dataDir } });
  c = await startServer({ env: { ...LONG, SVC_LOGIN_ADDRESS_EXEMPT: '', SVC_TRUSTED_PROXIES: '127.0.0.1' }, reuse: { dbUrl: a.dbUrl, dataDir: a.dataDir } });
  superSid = await a.superSid();
  tenantId = (await makeTenantAdmin(a, { tenant: 'thr', admin: 'thr-first', password: PASSWORD })).tenantId;
});
afterAll(async () => {
  await c?.stop({ keep: true }); // the database and data directory are a's
  await b?.stop({ keep: true });
  await a?.stop();
});

async function admin(name: string): Promise<void> {
  const env = await a.api('administrator_create', { sid: superSid, arguments: { name, password: PASSWORD, tenant_id: tenantId } });
  expect(env.status, JSON.stringify(env)).toBe(0);
}

/** POST of a form from a given local address; answers the envelope and how long it took. */
function postFrom(
  server: TestServer,
  from: string,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ env: Envelope; ms: number }> {
  const url = new URL(server.url + path);
  const body = new URLSearchParams(params).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ env: JSON.parse(text) as Envelope, ms: performance.now() - started });
          } catch (e) {
            reject(new Error(`HTTP ${res.statusCode}: ${text}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const login = (server: TestServer, from: string, name: string, password: string, tenant = 'thr') =>
  postFrom(server, from, '/api/login', { login: name, password, tenant });

/** A lock's additional_info: which one, seconds to wait, and until when. */
function lockOf(env: Envelope): { scope: string; seconds: number; until: number } | undefined {
  const m = env.status === 3200 ? LOCKED.exec(String(env.additional_info)) : null;
  return m ? { scope: m[1]!, seconds: Number(m[2]), until: Date.parse(m[3]!) } : undefined;
}

/** Sleeps until a lock is over (the UTC time it tells, rounded up to the second). */
async function outlast(lock: { until: number }): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, lock.until + 50 - Date.now())));
}

describe('per login name', () => {
  it('locks after SVC_LOGIN_FAILURES failures, doubling up to its ceiling, without a hash; a success clears it', async () => {
    await admin('thr-name');
    // each attempt from another address, as a distributed guesser would: only the name counts
    let n = 10;
    const from = () => `127.0.0.${n++}`;
    const plain: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { env, ms } = await login(a, from(), 'thr-name', `wrong-${i}`);
      expect(env.status).toBe(3200);
      expect(lockOf(env), env.additional_info).toBeUndefined();
      plain.push(ms);
    }
    // the fourth is refused at once, the right password too
    const first = await login(a, from(), 'thr-name', PASSWORD);
    let lock = lockOf(first.env)!;
    expect(lock, JSON.stringify(first.env)).toMatchObject({ scope: 'login name', seconds: 1 });
    expect(first.ms).toBeLessThan(Math.min(...plain) / 2); // no password hash
    expect(first.env.sid).toBeUndefined();
    // after it, one more failure locks for twice as long, and then the ceiling (2 s here) holds
    for (const seconds of [2, 2]) {
      await outlast(lock);
      const failed = await login(a, from(), 'thr-name', 'wrong-again');
      expect(lockOf(failed.env), failed.env.additional_info).toBeUndefined();
      const refused = await login(a, from(), 'thr-name', PASSWORD);
      lock = lockOf(refused.env)!;
      expect(lock, JSON.stringify(refused.env)).toMatchObject({ scope: 'login name', seconds });
    }
    await outlast(lock);
    // the right password once the lock is over logs in, and clears the count
    expect((await login(a, from(), 'thr-name', PASSWORD)).env.status).toBe(0);
    for (let i = 0; i < 2; i++) expect(lockOf((await login(a, from(), 'thr-name', 'wrong-after')).env)).toBeUndefined();
    expect((await login(a, from(), 'thr-name', PASSWORD)).env.status).toBe(0);
  });

  it('is per tenant: the same name in another tenant is not held back', async () => {
    const other = await makeTenantAdmin(a, { tenant: 'thr-other', admin: 'thr-twin', password: PASSWORD });
    await admin('thr-twin');
    for (let i = 0; i < 3; i++) expect((await login(b, `127.0.1.${i + 1}`, 'thr-twin', 'wrong')).env.status).toBe(3200);
    expect(lockOf((await login(b, '127.0.1.9', 'thr-twin', PASSWORD)).env)?.scope).toBe('login name');
    expect((await login(b, '127.0.1.9', 'thr-twin', PASSWORD, 'thr-other')).env.status).toBe(0);
    expect(other.tenantId).not.toBe(tenantId);
  });

  it('holds on every route, in every process sharing the database', async () => {
    await admin('thr-routes');
    // failures counted by process b lock the name for process a as well
    for (let i = 0; i < 3; i++) expect((await login(b, `127.0.2.${i + 1}`, 'thr-routes', 'wrong')).env.status).toBe(3200);
    const checks: [string, () => Promise<Envelope>][] = [
      ['/api/login on a', async () => (await login(a, '127.0.2.9', 'thr-routes', PASSWORD)).env],
      ['/api/login on b', async () => (await login(b, '127.0.2.9', 'thr-routes', PASSWORD)).env],
      [
        'explicit credentials on /api',
        async () =>
          (await postFrom(a, '127.0.2.9', '/api?action=administrator_get_list', { login: 'thr-routes', password: PASSWORD, tenant: 'thr' })).env,
      ],
      [
        'current_admin_setup with credentials',
        () => a.api('current_admin_setup', { login: 'thr-routes@thr', password: PASSWORD }),
      ],
      [
        'WebSocket upgrade',
        async () => (await expectRefused(a, { action: 'user_get_list', login: 'thr-routes', password: PASSWORD, tenant: 'thr' })).envelope,
      ],
      [
        'upload',
        async () => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(16)]), 'x.img');
          const args = encodeURIComponent(JSON.stringify({ disk_image: 'x.img', osf_id: 1 }));
          const res = await a.fetch(`/api/di/upload?login=thr-routes&password=${PASSWORD}&tenant=thr&arguments=${args}`, { method: 'POST', body: form });
          return (await res.json()) as Envelope;
        },
      ],
    ];
    for (const [what, check] of checks) {
      const env = await check();
      expect(lockOf(env), `${what}: ${JSON.stringify(env)}`).toMatchObject({ scope: 'login name' });
      expect(lockOf(env)!.seconds, what).toBeGreaterThan(30);
    }
    // sessions are not affected: only credentials are throttled
    expect((await b.api('current_admin_setup', { sid: superSid })).status).toBe(0);
  });

  it('lets an address that logged in as the name through the name lock', async () => {
    await admin('thr-known');
    expect((await login(b, '127.0.3.1', 'thr-known', PASSWORD)).env.status).toBe(0); // known from now on
    for (let i = 0; i < 3; i++) expect((await login(b, `127.0.3.${i + 10}`, 'thr-known', 'wrong')).env.status).toBe(3200);
    expect(lockOf((await login(b, '127.0.3.20', 'thr-known', PASSWORD)).env)?.scope).toBe('login name');
    // from the administrator's own address the right password still works, and clears the lock
    expect((await login(b, '127.0.3.1', 'thr-known', PASSWORD)).env.status).toBe(0);
    expect((await login(b, '127.0.3.20', 'thr-known', PASSWORD)).env.status).toBe(0);
  });

  it('counts parallel attempts before their hashes: no more than SVC_LOGIN_FAILURES get through', async () => {
    // an unknown name, locked like a known one (a lock must not tell which names exist)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login(b, `127.0.4.${i + 1}`, 'thr-nobody', `guess-${i}`)));
    const statuses = answers.map((r) => r.env.status);
    expect(statuses.every((s) => s === 3200)).toBe(true);
    const locked = answers.filter((r) => lockOf(r.env)?.scope === 'login name').length;
    expect(locked, JSON.stringify(answers.map((r) => r.env.additional_info))).toBe(5);
  });
});

describe('per client address', () => {
  it('locks an address that fails against several names, for every name; other addresses are not held back', async () => {
    await admin('thr-addr');
    for (const name of ['thr-x1', 'thr-x2', 'thr-addr']) expect(lockOf((await login(b, '127.0.5.1', name, 'wrong')).env)).toBeUndefined();
    const refused = await login(b, '127.0.5.1', 'thr-addr', PASSWORD);
    expect(lockOf(refused.env), JSON.stringify(refused.env)).toMatchObject({ scope: 'address' });
    expect(lockOf((await login(b, '127.0.5.1', 'thr-first', PASSWORD)).env)?.scope).toBe('address');
    expect(lockOf((await postFrom(a, '127.0.5.1', '/api?action=administrator_get_list', { login: 'thr-first@thr', password: PASSWORD })).env)?.scope).toBe('address');
    // the name itself failed only once: from elsewhere it logs in
    expect((await login(b, '127.0.5.2', 'thr-addr', PASSWORD)).env.status).toBe(0);
  });

  it('gives a successful login its count back, so people logging in behind one address do not add up', async () => {
    for (const name of ['thr-o1', 'thr-o2', 'thr-o3', 'thr-o4']) await admin(name);
    expect(lockOf((await login(a, '127.0.6.1', 'thr-o1', 'typo')).env)).toBeUndefined();
    // each of these is counted before its password is checked, and given back once it is right
    for (const name of ['thr-o1', 'thr-o2', 'thr-o3', 'thr-o4']) expect((await login(a, '127.0.6.1', name, PASSWORD)).env.status, name).toBe(0);
    expect(lockOf((await login(a, '127.0.6.1', 'thr-o2', 'typo')).env)).toBeUndefined();
    expect((await login(a, '127.0.6.1', 'thr-o3', PASSWORD)).env.status).toBe(0);
  });
});

describe('behind a reverse proxy (SVC_TRUSTED_PROXIES)', () => {
  const via = (server: TestServer, from: string, name: string, headers: Record<string, string>) =>
    postFrom(server, from, '/api/login', { login: name, password: 'wrong', tenant: 'thr' }, headers);

  it('counts each forwarded client on its own when the peer is a trusted proxy', async () => {
    // three names fail from one forwarded client: that client is locked, not the proxy
    for (const name of ['thr-p1', 'thr-p2', 'thr-p3']) {
      expect(lockOf((await via(c, '127.0.0.1', name, { 'x-forwarded-for': '198.51.100.7' })).env)).toBeUndefined();
    }
    const locked = await via(c, '127.0.0.1', 'thr-p4', { 'x-forwarded-for': '198.51.100.7' });
    expect(lockOf(locked.env)?.scope, JSON.stringify(locked.env)).toBe('address');
    // another client behind the same proxy is not held back
    expect(lockOf((await via(c, '127.0.0.1', 'thr-p5', { 'x-forwarded-for': '198.51.100.8' })).env)).toBeUndefined();
    // the rightmost untrusted address is the client: what the client wrote left of it is ignored
    const spoofed = await via(c, '127.0.0.1', 'thr-p6', { 'x-forwarded-for': '203.0.113.99, 198.51.100.7' });
    expect(lockOf(spoofed.env)?.scope).toBe('address');
    // RFC 7239 Forwarded too, IPv6 in brackets with a port
    for (const name of ['thr-p7', 'thr-p8', 'thr-p9']) {
      expect(lockOf((await via(c, '127.0.0.1', name, { forwarded: 'for="[2001:db8:7::1]:4711";proto=https' })).env)).toBeUndefined();
    }
    expect(lockOf((await via(c, '127.0.0.1', 'thr-p10', { forwarded: 'for="[2001:db8:7::2]"' })).env)?.scope).toBe('address'); // one /64
    // the audit log has the client's address, not the proxy's
    const rows = await eventually(
      () => a.api('log_get_list', { sid: superSid, filters: { action: 'login_locked' } }),
      (env) => (env.rows ?? []).some((r: { admin_name: string }) => r.admin_name === 'thr-p4'),
    );
    expect(rows.rows.find((r: { admin_name: string }) => r.admin_name === 'thr-p4').address).toBe('198.51.100.7');
  });

  it('ignores the headers from a peer that is not a trusted proxy, and without the setting', async () => {
    // c trusts 127.0.0.1 only: from 127.0.8.1 a made-up header changes nothing, the peer is counted
    for (const [i, name] of ['thr-s1', 'thr-s2', 'thr-s3'].entries()) {
      expect(lockOf((await via(c, '127.0.8.1', name, { 'x-forwarded-for': `192.0.2.${i + 1}` })).env)).toBeUndefined();
    }
    expect(lockOf((await via(c, '127.0.8.1', 'thr-s4', { 'x-forwarded-for': '192.0.2.200', forwarded: 'for=192.0.2.201' })).env)?.scope).toBe('address');
    // b trusts no proxy: the same
    for (const [i, name] of ['thr-s5', 'thr-s6', 'thr-s7'].entries()) {
      expect(lockOf((await via(b, '127.0.8.2', name, { 'x-forwarded-for': `192.0.2.${i + 10}` })).env)).toBeUndefined();
    }
    expect(lockOf((await via(b, '127.0.8.2', 'thr-s8', { 'x-forwarded-for': '192.0.2.99' })).env)?.scope).toBe('address');
  });

  it('exempts no address by default: the proxy itself, loopback, is counted like any client', async () => {
    for (const name of ['thr-d1', 'thr-d2', 'thr-d3']) expect(lockOf((await via(c, '127.0.0.1', name, {})).env)).toBeUndefined();
    expect(lockOf((await via(c, '127.0.0.1', 'thr-d4', {})).env)?.scope).toBe('address');
    // the forwarded clients are not: they are counted apart
    expect(lockOf((await via(c, '127.0.0.1', 'thr-d5', { 'x-forwarded-for': '198.51.100.30' })).env)).toBeUndefined();
  });
});

describe('audit', () => {
  it('records locked attempts as login_locked with the lock, the name and the address', async () => {
    const rows = await eventually(
      () => a.api('log_get_list', { sid: superSid, filters: { action: 'login_locked' } }),
      (env) => (env.rows ?? []).some((r: { address: string }) => r.address === '127.0.5.1'),
    );
    const byAddress = rows.rows.find((r: { address: string; admin_name: string }) => r.address === '127.0.5.1' && r.admin_name === 'thr-addr');
    expect(byAddress).toMatchObject({ status: 3200, tenant_name: 'thr', object_kind: 'administrator' });
    expect(JSON.parse(byAddress.arguments)).toMatchObject({ locked: 'address', retry_after: expect.any(Number), until: expect.stringMatching(/Z$/) });
    const byName = rows.rows.find((r: { admin_name: string }) => r.admin_name === 'thr-routes');
    expect(JSON.parse(byName.arguments).locked).toBe('name');
    // ordinary failures stay `login` rows (from /api/login), with no password anywhere
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});

describe('audit of refused logins', () => {
  it('writes a bounded number of rows however many attempts are refused without a hash, and counts the rest', async () => {
    const d = await startServer({ env: { ...LONG, SVC_LOGIN_ADDRESS_EXEMPT: 'none' } });
    try {
      const attempts = async (n: number, one: (i: number) => Promise<{ env: Envelope }>) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i += 50) {
          const batch = await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => one(i + j)));
          statuses.push(...batch.map((r) => r.env.status));
        }
        return statuses;
      };
      // a name locked by three failures, then hammered from one address
      for (let i = 1; i <= 3; i++) expect((await login(d, `127.0.10.${i}`, 'superadmin', 'wrong', '*')).env.status).toBe(3200);
      const locked = await attempts(300, () => login(d, '127.0.10.50', 'superadmin', 'wrong', '*'));
      expect(locked.every((s) => s === 3200)).toBe(true);
      // logins with no credentials at all
      const empty = await attempts(300, () => postFrom(d, '127.0.10.60', '/api/login', {}));
      expect(empty.every((s) => s === 3100)).toBe(true);
      // an address locked by three names, then trying a hundred others
      for (const name of ['flood-a', 'flood-b', 'flood-c']) await login(d, '127.0.10.70', name, 'wrong', '*');
      const byAddress = await attempts(100, (i) => login(d, '127.0.10.70', `flood-${i}`, 'wrong', '*'));
      expect(byAddress.every((s) => s === 3200)).toBe(true);

      const rows = async () =>
        (await d.dbQuery("SELECT action, status, address, arguments FROM audit_log WHERE action IN ('login', 'login_locked')")) as {
          action: string;
          status: number;
          address: string;
          arguments: string | null;
        }[];
      // the first of each kind is written at once
      const first = await eventually(rows, (r) => r.filter((x) => x.action === 'login_locked').length >= 2 && r.some((x) => x.status === 3100));
      // 3 + 3 checked failures, and one row per kind of refusal: a name's lock, an address's, no credentials
      expect(first.length).toBeLessThanOrEqual(6 + 3);
      // the rest are counted, and written as one row per kind when the window closes (here: at shutdown)
      expect(await d.signal('SIGTERM')).toBe(0);
      const all = await rows();
      expect(all.length).toBeLessThanOrEqual(6 + 6);
      const repeated = (action: string, address: string, status: number) =>
        all
          .filter((r) => r.action === action && r.address === address && Number(r.status) === status)
          .reduce((n, r) => {
            // a row stands for one attempt, or, when it says so, for `repeated` more after the first
            const repeatedAfter = (r.arguments ? JSON.parse(r.arguments) : {}).repeated;
            return n + (repeatedAfter === undefined ? 1 : Number(repeatedAfter));
          }, 0);
      expect(repeated('login_locked', '127.0.10.50', 3200)).toBe(300);
      expect(repeated('login', '127.0.10.60', 3100)).toBe(300);
      expect(repeated('login_locked', '127.0.10.70', 3200)).toBe(100);
    } finally {
      await d.stop();
    }
  });
});

describe('settings', () => {
  it('refuses bad SVC_LOGIN_* values at start, naming the variable', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ SVC_LOGIN_ADDRESS_EXEMPT: '10.0.0.0/40' }, 'SVC_LOGIN_ADDRESS_EXEMPT'],
      [{ SVC_LOGIN_FAILURES: 'five' }, 'SVC_LOGIN_FAILURES'],
      [{ SVC_LOGIN_NAME_MAX_DELAY: '0' }, 'SVC_LOGIN_NAME_MAX_DELAY'],
      [{ SVC_TRUSTED_PROXIES: '10.0.0.0/8,proxy.example' }, 'SVC_TRUSTED_PROXIES'],
    ];
    const results = await Promise.all(cases.map(([env]) => startExpectingExit(env)));
    results.forEach(({ code, output }, i) => {
      expect(code).not.toBe(0);
      expect(output).toContain(cases[i]![1]);
      expect(output).not.toMatch(/listening on/);
    });
  });
});
