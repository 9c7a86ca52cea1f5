// Password storage and what a password change does (generated/docs/guides/authentication.md; docs/decisions.md "Login throttling"):
// scrypt with N=2^17, r=8, p=1 for administrators and users; an administrator's hash made with older
// parameters is replaced at the next successful login; an unknown login name costs the same hash as a
// known one with a wrong password; hashing never stalls the event loop; and a new password
// (administrator_update, myadmin_update, SVC_SUPERADMIN_PASSWORD at start) ends the administrator's
// other sessions. The tests keep their number of hashes low: each costs some hundred milliseconds.
import { randomBytes, scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, eventually, expectOk, makeTenantAdmin, startServer, SUPERADMIN_PASSWORD, type TestServer, useProductionPasswordCost } from './harness.js';

// what this file tests costs what a real password hash costs
useProductionPasswordCost();

const CURRENT = /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/;
/** Users' hashes: OWASP's scrypt choice at 16 MiB (N=2^14, r=8, p=5), for bulk provisioning. */
const USER_COST = /^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/;
const PASSWORD = 'pw-test-pass-1';

let server: TestServer;
let superSid: string;
let tenantId: number;

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
  tenantId = (await expectOk(server, 'tenant_create', { sid: superSid, arguments: { name: 'pw' } })).rows![0].id;
});
afterAll(async () => {
  await server?.stop();
});

async function createAdmin(name: string, roles: string[] = []): Promise<number> {
  const env = await expectOk(server, 'administrator_create', {
    sid: superSid,
    arguments: { name, password: PASSWORD, tenant_id: tenantId, __roles__: roles },
  });
  return env.rows![0].id;
}

async function storedHash(table: 'admins' | 'users', id: number): Promise<string> {
  const rows = await server.dbQuery(`SELECT password_hash FROM ${table} WHERE id = ?`, [id]);
  return String(rows[0]!.password_hash);
}

/** A hash in the stored format with other parameters, as an older server wrote them. */
function oldHash(password: string, n = 16384): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: n, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(`scrypt$${n}$8$1$${salt.toString('base64')}$${key.toString('base64')}`),
    ),
  );
}

async function loginEnv(login: string, password: string, tenant = 'pw'): Promise<{ env: Envelope; ms: number }> {
  const started = performance.now();
  const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login, password, tenant }) });
  const env = (await res.json()) as Envelope;
  return { env, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

describe('stored hashes', () => {
  it('are scrypt N=2^17, r=8, p=1 for administrators, N=2^14, r=8, p=5 for users, with a 16-byte salt and a 32-byte key', async () => {
    const adminId = await createAdmin('pw-format');
    expect(await storedHash('admins', adminId)).toMatch(CURRENT);
    const user = await expectOk(server, 'user_create', { sid: superSid, arguments: { name: 'pw-user', password: PASSWORD, tenant_id: tenantId } });
    expect(await storedHash('users', user.rows![0].id)).toMatch(USER_COST);
    await expectOk(server, 'user_update', { sid: superSid, filters: { id: user.rows![0].id }, arguments: { password: 'pw-user-2' } });
    expect(await storedHash('users', user.rows![0].id)).toMatch(USER_COST);
    // a user's hash is verifiable from what it holds: the parameters, the salt and the key
    const [, n, r, p, salt, key] = (await storedHash('users', user.rows![0].id)).split('$');
    const again = await new Promise<Buffer>((resolve, reject) =>
      scrypt('pw-user-2', Buffer.from(salt!, 'base64'), 32, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    expect(again.toString('base64')).toBe(key);
    // the same password twice gives two different hashes (salted)
    const second = await createAdmin('pw-format-2');
    expect(await storedHash('admins', second)).not.toBe(await storedHash('admins', adminId));
  });

  it('are replaced at the next successful login when made with older parameters', async () => {
    const adminId = await createAdmin('pw-rehash');
    const old = await oldHash(PASSWORD);
    await server.dbExecute('UPDATE admins SET password_hash = ? WHERE id = ?', [old, adminId]);
    // a failed login changes nothing
    expect((await loginEnv('pw-rehash', 'not-it')).env.status).toBe(3200);
    expect(await storedHash('admins', adminId)).toBe(old);
    // the right password logs in with the old hash, which is then replaced
    const first = await loginEnv('pw-rehash', PASSWORD);
    expect(first.env.status).toBe(0);
    const fresh = await eventually(() => storedHash('admins', adminId), (h) => h !== old);
    expect(fresh).toMatch(CURRENT);
    // the password is the same: it works, on every way in, and a wrong one still fails
    expect((await loginEnv('pw-rehash', PASSWORD)).env.status).toBe(0);
    expect((await server.api('current_admin_setup', { login: 'pw-rehash', password: PASSWORD, tenant: 'pw' })).status).toBe(0);
    expect((await loginEnv('pw-rehash', 'still-not-it')).env.status).toBe(3200);
    // the session made with the old hash lives on (a rehash is no password change)
    expect((await server.api('current_admin_setup', { sid: first.env.sid })).status).toBe(0);
  });
});

describe('cost of a login', () => {
  it('is the same for an unknown login name as for a known one with a wrong password', async () => {
    await createAdmin('pw-timing');
    const known: number[] = [];
    const unknown: number[] = [];
    const wrongTenant: number[] = [];
    // five rounds, each kind once per round, so that a burst of other work on the machine falls on every kind
    for (let i = 0; i < 5; i++) {
      const k = await loginEnv('pw-timing', `wrong-${i}`);
      const u = await loginEnv(`pw-nobody-${i}`, `wrong-${i}`);
      const t = await loginEnv('pw-timing', PASSWORD, `no-such-tenant-${i}`);
      for (const r of [k, u, t]) expect(r.env.status).toBe(3200);
      known.push(k.ms);
      unknown.push(u.ms);
      wrongTenant.push(t.ms);
    }
    const ratio = median(unknown) / median(known);
    console.log(
      `login timing (median of 5): known name, wrong password ${median(known).toFixed(1)} ms; unknown name ${median(unknown).toFixed(1)} ms; ` +
        `known name, unknown tenant ${median(wrongTenant).toFixed(1)} ms; unknown/known ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(median(wrongTenant) / median(known)).toBeGreaterThan(0.5);
    expect(median(wrongTenant) / median(known)).toBeLessThan(2);
  });

  it('does not stall the event loop: /api/info answers quickly while logins hash', async () => {
    // one hash alone, for scale
    const single = (await loginEnv('pw-loop-0', 'guess')).ms;
    let hashing = true;
    const logins = Promise.all(Array.from({ length: 6 }, (_, i) => loginEnv(`pw-loop-${i + 1}`, 'guess'))).finally(() => (hashing = false));
    const info: number[] = [];
    while (hashing) {
      const started = performance.now();
      const res = await server.fetch('/api/info');
      expect(res.status).toBe(200);
      await res.json();
      info.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
    await logins;
    const sorted = [...info].sort((x, y) => x - y);
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    console.log(`/api/info during 6 login hashes: ${info.length} requests, median ${median(info).toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; one hash ${single.toFixed(0)} ms`);
    expect(info.length).toBeGreaterThan(10);
    // a hash on the event loop would hold every request for a whole hash
    expect(median(info)).toBeLessThan(single / 4);
    expect(p90).toBeLessThan(single / 2);
  });
});

describe('hashing while users are created in bulk', () => {
  /** A user created by a tenant's own administrator, in that tenant. */
  const createUser = (sid: string, _tenant: number, name: string) => server.api('user_create', { sid, arguments: { name, password: `${name}-pass` } });

  it('serves logins first: another tenant’s login is checked at once while 40 creates wait', async () => {
    const other = await makeTenantAdmin(server, { tenant: 'pw-bulk-b', admin: 'pw-bulk-b-admin', password: PASSWORD });
    const bulk = await makeTenantAdmin(server, { tenant: 'pw-bulk-a', admin: 'pw-bulk-a-admin', password: PASSWORD, roles: ['Root'] });
    // one login alone, for scale (a wrong password: always a full hash)
    const alone = await loginEnv('pw-bulk-b-admin', 'not-it', 'pw-bulk-b');
    expect(alone.env.status).toBe(3200);
    const started = performance.now();
    const creates = Promise.all(Array.from({ length: 40 }, (_, i) => createUser(bulk.sid, bulk.tenantId, `bulk-${i}`)));
    // once creates are flowing, the rest are queued behind the one hashing
    await eventually(
      () => server.api('user_get_list', { sid: superSid, filters: { tenant_id: bulk.tenantId } }),
      (env) => (env.rows ?? []).length >= 1,
      30_000,
    );
    const during: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { env, ms } = await loginEnv('pw-bulk-b-admin', `not-it-${i}`, 'pw-bulk-b');
      // checked (a wrong password), not refused as busy
      expect(env.status).toBe(3200);
      expect(env.additional_info ?? '').not.toMatch(/Too many logins/);
      during.push(ms);
    }
    const right = await loginEnv('pw-bulk-b-admin', PASSWORD, 'pw-bulk-b');
    expect(right.env.status).toBe(0);
    const answers = await creates;
    const total = (performance.now() - started) / 1000;
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 0));
    console.log(
      `login of another tenant during 40 user creates: ${during.map((m) => m.toFixed(0)).join(', ')} ms (alone ${alone.ms.toFixed(0)} ms); ` +
        `40 users in ${total.toFixed(1)} s (${(40 / total).toFixed(1)}/s)`,
    );
    // a login waits for the hash in progress at most, not for the queue: well under the 40 creates' time
    expect(median(during)).toBeLessThan(Math.max(3 * alone.ms, 1500));
    expect(Math.max(...during)).toBeLessThan((total * 1000) / 3);
    expect(other.tenantId).not.toBe(bulk.tenantId);
  }, 120_000);

  it('gives tenants turns: one user of another tenant is not created after a whole bulk of 40', async () => {
    const bulk = await makeTenantAdmin(server, { tenant: 'pw-turn-a', admin: 'pw-turn-a-admin', password: PASSWORD, roles: ['Root'] });
    const small = await makeTenantAdmin(server, { tenant: 'pw-turn-c', admin: 'pw-turn-c-admin', password: PASSWORD, roles: ['Root'] });
    const started = performance.now();
    let bulkDone = 0;
    const creates = Promise.all(
      Array.from({ length: 40 }, (_, i) => createUser(bulk.sid, bulk.tenantId, `turn-${i}`).then((env) => ((bulkDone = performance.now() - started), env))),
    );
    await eventually(
      () => server.api('user_get_list', { sid: superSid, filters: { tenant_id: bulk.tenantId } }),
      (env) => (env.rows ?? []).length >= 1,
      30_000,
    );
    const one = performance.now();
    const env = await createUser(small.sid, small.tenantId, 'turn-single');
    const oneMs = performance.now() - one;
    expect(env.status).toBe(0);
    await creates;
    console.log(`one user of another tenant during a bulk of 40: ${oneMs.toFixed(0)} ms; the bulk took ${bulkDone.toFixed(0)} ms`);
    expect(oneMs).toBeLessThan(bulkDone / 3);
  }, 120_000);

  it('bounds the hashes waiting per tenant (SVC_HASH_QUEUE): the rest answer 1400, nothing half-written', async () => {
    const tight = await startServer({ env: { SVC_HASH_QUEUE: '4' } });
    try {
      const sid = await tight.superSid();
      const t = (await expectOk(tight, 'tenant_create', { sid, arguments: { name: 'pw-queue' } })).rows![0].id;
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => tight.api('user_create', { sid, arguments: { name: `q-${i}`, password: `q-${i}-pass`, tenant_id: t } })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 0 || s === 1400), JSON.stringify(statuses)).toBe(true);
      const busy = answers.filter((a) => a.status === 1400);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.additional_info).toMatch(/Too many passwords are waiting to be hashed: try again in \d+ s/);
      const made = await tight.api('user_get_list', { sid, filters: { tenant_id: t } });
      expect(made.rows.length).toBe(statuses.filter((s) => s === 0).length);
      // once the queue drains, creates succeed again
      expect((await tight.api('user_create', { sid, arguments: { name: 'q-after', password: 'q-after-pass', tenant_id: t } })).status).toBe(0);
    } finally {
      await tight.stop();
    }
  });
});

describe('a new password ends the other sessions', () => {
  it('administrator_update by another administrator: all of the administrator’s sessions end', async () => {
    const adminId = await createAdmin('pw-reset', ['Administrators Reader']);
    const one = await server.login('pw-reset', PASSWORD, 'pw');
    const two = await server.login('pw-reset', PASSWORD, 'pw');
    const bystander = await makeTenantAdmin(server, { tenant: 'pw', admin: 'pw-bystander', password: PASSWORD, roles: ['Administrators Reader'] });
    // a change without a password ends nothing
    await expectOk(server, 'administrator_update', { sid: superSid, filters: { id: adminId }, arguments: { description: 'x' } });
    expect((await server.api('administrator_get_list', { sid: one })).status).toBe(0);
    await expectOk(server, 'administrator_update', { sid: superSid, filters: { id: adminId }, arguments: { password: 'pw-test-pass-2' } });
    for (const sid of [one, two]) expect((await server.api('administrator_get_list', { sid })).status).toBe(3200);
    expect((await server.api('administrator_get_list', { sid: superSid })).status).toBe(0);
    expect((await server.api('administrator_get_list', { sid: bystander.sid })).status).toBe(0);
    expect((await loginEnv('pw-reset', PASSWORD)).env.status).toBe(3200);
    expect((await loginEnv('pw-reset', 'pw-test-pass-2')).env.status).toBe(0);
  });

  it('administrator_update of one’s own password and myadmin_update keep the caller’s session only', async () => {
    const self = await makeTenantAdmin(server, {
      tenant: 'pw',
      admin: 'pw-self',
      password: PASSWORD,
      roles: ['Administrators Reader', 'Administrators Updater'],
    });
    const other = await server.login('pw-self', PASSWORD, 'pw');
    await expectOk(server, 'administrator_update', { sid: self.sid, filters: { id: self.adminId }, arguments: { password: 'pw-self-2' } });
    expect((await server.api('administrator_get_list', { sid: self.sid })).status).toBe(0);
    expect((await server.api('administrator_get_list', { sid: other })).status).toBe(3200);

    const third = await server.login('pw-self', 'pw-self-2', 'pw');
    // a change of name only ends nothing
    await expectOk(server, 'myadmin_update', { sid: self.sid, arguments: { description: 'mine' } });
    expect((await server.api('administrator_get_list', { sid: third })).status).toBe(0);
    await expectOk(server, 'myadmin_update', { sid: self.sid, arguments: { password: 'pw-self-3' } });
    expect((await server.api('administrator_get_list', { sid: self.sid })).status).toBe(0);
    expect((await server.api('administrator_get_list', { sid: third })).status).toBe(3200);
    // with explicit credentials there is no session of the caller's to keep: all end
    const fourth = await server.login('pw-self', 'pw-self-3', 'pw');
    await expectOk(server, 'myadmin_update', { login: 'pw-self', password: 'pw-self-3', tenant: 'pw', arguments: { password: 'pw-self-4' } });
    for (const sid of [fourth, self.sid]) expect((await server.api('administrator_get_list', { sid })).status).toBe(3200);
    expect((await loginEnv('pw-self', 'pw-self-4')).env.status).toBe(0);
  });
});

describe('SVC_SUPERADMIN_PASSWORD at start', () => {
  it('rehashes an old hash of the same password keeping sessions, and a new password ends them', async () => {
    let current = await startServer();
    try {
      const sid = await current.login('superadmin', SUPERADMIN_PASSWORD, '*');
      const old = await oldHash(SUPERADMIN_PASSWORD);
      await current.dbExecute("UPDATE admins SET password_hash = ? WHERE name = 'superadmin'", [old]);
      await current.stop({ keep: true });
      // the same password: the hash is brought up to date, the session lives on
      current = await startServer({ reuse: current });
      const hashOf = async () => String((await current.dbQuery("SELECT password_hash FROM admins WHERE name = 'superadmin'"))[0]!.password_hash);
      expect(await hashOf()).toMatch(CURRENT);
      expect((await current.api('tenant_get_list', { sid })).status).toBe(0);
      await current.stop({ keep: true });
      // another password: every session of the superadministrator ends
      current = await startServer({ reuse: current, env: { SVC_SUPERADMIN_PASSWORD: 'super-secret-2' } });
      expect((await current.api('tenant_get_list', { sid })).status).toBe(3200);
      await expect(current.login('superadmin', SUPERADMIN_PASSWORD, '*')).rejects.toThrow(/3200/);
      const fresh = await current.login('superadmin', 'super-secret-2', '*');
      expect((await current.api('tenant_get_list', { sid: fresh })).status).toBe(0);
    } finally {
      await current.stop();
    }
  });
});
