// Two-factor authentication (docs/decisions.md and docs/security.md "Two-factor authentication";
// catalog/actions/second_factor.yaml): enrolment answered once as an otpauth:// URI, confirmed with a
// first code; logins of an enrolled administrator answer 3210 on the password alone and complete with
// `totp` on every route that takes credentials; a code is taken once (also by another server process on
// the same database), a recovery code once; wrong codes are throttled and audited; the tenant and global
// settings leave a non-enrolled administrator a session that may only enrol; the superadministrator
// resets another's second factor, audited; no secret nor recovery code in later answers, logs, or in
// clear in the database. Codes are made here, as an authenticator app makes them, from the URI, with
// the otpauth library.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, eventually, expectOk, makeTenantAdmin, startExpectingExit, startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';
import { expectRefused } from './live-client.js';

const PASSWORD = 'second-factor-pass-1';
// short locks: five wrong codes lock for a second
const ENV = { SVC_LOGIN_FAILURES: '5', SVC_LOGIN_DELAY: '1', SVC_LOGIN_NAME_MAX_DELAY: '2', SVC_LOG_LEVEL: 'debug' };

let a: TestServer;
/** A second process on a's database and data directory (and so its TOTP key file). */
let b: TestServer;
let superSid: string;
/** Everything an enrolment or a confirmation answered, to look for later where it must not be. */
const secrets: string[] = [];
/** ann's recovery codes. */
let annCodes: string[] = [];

beforeAll(async () => {
  a = await startServer({ env: ENV });
  b = await startServer({ env: ENV, reuse: { dbUrl: a.dbUrl, dataDir: a.dataDir } });
  superSid = await a.superSid();
}, 60_000);
afterAll(async () => {
  await b?.stop({ keep: true });
  await a?.stop();
});

/** The code an authenticator app shows for the step `offset` steps from now (0: now, 1: the next). */
function codeOf(totp: TOTP, offset = 0): string {
  return totp.generate({ timestamp: Date.now() + offset * totp.period * 1000 });
}

/** POST /api/login as a form; answers the envelope and the Set-Cookie header. */
async function login(server: TestServer, params: Record<string, string>): Promise<{ env: Envelope; cookie: string | null }> {
  const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams(params) });
  return { env: (await res.json()) as Envelope, cookie: res.headers.get('set-cookie') };
}

interface Enrolled {
  name: string;
  tenant: string;
  adminId: number;
  tenantId: number;
  sid: string;
  totp: TOTP;
  recovery: string[];
}

/** A new administrator of `tenant` (with `acls`), enrolled and confirmed through its own session. */
async function enrolled(tenant: string, name: string, acls: string[] = ['user.see-main.']): Promise<Enrolled> {
  const made = await makeTenantAdmin(a, { tenant, admin: name, password: PASSWORD, acls });
  const enrol = await expectOk(a, 'myadmin_second_factor_enrol', { sid: made.sid });
  secrets.push(enrol.otpauth_uri);
  const totp = URI.parse(enrol.otpauth_uri) as TOTP;
  secrets.push(totp.secret.base32);
  const confirm = await expectOk(a, 'myadmin_second_factor_confirm', { sid: made.sid, arguments: { totp: codeOf(totp) } });
  secrets.push(...confirm.recovery_codes);
  return { name, tenant, adminId: made.adminId, tenantId: made.tenantId, sid: made.sid, totp, recovery: confirm.recovery_codes };
}

async function auditRows(action: string, adminId?: number): Promise<Record<string, unknown>[]> {
  const rows = await a.dbQuery('SELECT action, admin_id, admin_name, object_id, object_name, arguments, status FROM audit_log WHERE action = ? ORDER BY id', [action]);
  return adminId === undefined ? rows : rows.filter((r) => Number(r.admin_id) === adminId || Number(r.object_id) === adminId);
}

describe('enrolment', () => {
  let sid: string;
  let adminId: number;
  let totp: TOTP;

  it('answers the secret once, as an otpauth:// URI naming the product, the tenant and the login', async () => {
    const made = await makeTenantAdmin(a, { tenant: 'tf-one', admin: 'ann', password: PASSWORD, acls: ['user.see-main.'] });
    sid = made.sid;
    adminId = made.adminId;
    const before = await expectOk(a, 'myadmin_second_factor_get_details', { sid });
    expect(before).toMatchObject({ state: 'none', required: 0, recovery_codes_left: 0 });

    const enrol = await expectOk(a, 'myadmin_second_factor_enrol', { sid });
    expect(enrol.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    totp = URI.parse(enrol.otpauth_uri) as TOTP;
    secrets.push(enrol.otpauth_uri, totp.secret.base32);
    expect(totp).toBeInstanceOf(TOTP);
    expect(totp.issuer).toBe('svc (tf-one)');
    expect(totp.label).toBe('ann');
    expect(totp.digits).toBe(6);
    expect(totp.period).toBe(30);
    expect(totp.secret.bytes.length).toBe(20);

    const pending = await expectOk(a, 'myadmin_second_factor_get_details', { sid });
    expect(pending).toMatchObject({ state: 'pending', recovery_codes_left: 0 });
    expect(JSON.stringify(pending)).not.toContain(totp.secret.base32);
    // a pending enrolment asks nothing more at login
    expect((await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one' })).env.status).toBe(0);
  });

  it('is confirmed by the app\'s current code only, and answers ten one-time recovery codes once', async () => {
    const wrong = String((Number(codeOf(totp)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await a.api('myadmin_second_factor_confirm', { sid, arguments: { totp: wrong } });
    expect(refused.status).toBe(6330);
    expect((await expectOk(a, 'myadmin_second_factor_get_details', { sid })).state).toBe('pending');
    const missing = await a.api('myadmin_second_factor_confirm', { sid, arguments: {} });
    expect(missing.status).toBe(6240);

    const confirm = await expectOk(a, 'myadmin_second_factor_confirm', { sid, arguments: { totp: codeOf(totp) } });
    const codes = confirm.recovery_codes as string[];
    secrets.push(...codes);
    annCodes = codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const details = await expectOk(a, 'myadmin_second_factor_get_details', { sid });
    expect(details).toMatchObject({ state: 'active', recovery_codes_left: 10 });
    expect(JSON.stringify(details)).not.toMatch(/recovery_codes"|otpauth/);
    // confirming again, or enrolling over an active factor, is refused
    expect((await a.api('myadmin_second_factor_confirm', { sid, arguments: { totp: codeOf(totp, 1) } })).status).toBe(7200);
    expect((await a.api('myadmin_second_factor_enrol', { sid })).status).toBe(7200);
  });

  it('a login with the password alone answers 3210 (not 3200), with no session; with totp it completes, once per code', async () => {
    const alone = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one' });
    expect(alone.env.status).toBe(3210);
    expect(alone.env.message).toBe('Second factor needed - Repeat the login with totp');
    expect(alone.env.sid).toBeUndefined();
    expect(alone.cookie).toBeNull();
    const wrongPassword = await login(a, { login: 'ann', password: 'not-the-password', tenant: 'tf-one', totp: codeOf(totp, 1) });
    expect(wrongPassword.env.status).toBe(3200);

    const wrongCode = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: '000000' === codeOf(totp, 1) ? '111111' : '000000' });
    expect(wrongCode.env.status).toBe(3220);
    expect(wrongCode.env.sid).toBeUndefined();

    // the confirmation took the current step: the next one logs in, once
    const code = codeOf(totp, 1);
    const ok = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: code });
    expect(ok.env.status, JSON.stringify(ok.env)).toBe(0);
    expect(ok.env.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.cookie).toMatch(/^sid=/);
    expect((await expectOk(a, 'current_admin_setup', { sid: ok.env.sid })).admin_name).toBe('ann');

    const replay = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: code });
    expect(replay.env.status).toBe(3220);
    expect(replay.env.additional_info).toMatch(/already used/);
    // so is an earlier code, and the same code on another server process on the database
    expect((await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: codeOf(totp, 0) })).env.status).toBe(3220);
    expect((await login(b, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: code })).env.status).toBe(3220);

    // wrong and replayed codes are audited under the administrator, without the code
    const audited = await eventually(() => auditRows('login_second_factor', adminId), (rows) => rows.length >= 4);
    expect(audited.every((r) => Number(r.status) === 3220 && r.admin_name === 'ann')).toBe(true);
    expect(audited.map((r) => JSON.parse(String(r.arguments)).refused)).toEqual(['wrong', 'used', 'used', 'used']);
    // the login route adds no second row for them; the password-alone attempt is an ordinary failed login
    const logins = await auditRows('login');
    expect(logins.filter((r) => r.admin_name === 'ann' && Number(r.status) === 3220)).toHaveLength(0);
    expect(logins.filter((r) => r.admin_name === 'ann' && Number(r.status) === 3210)).toHaveLength(1);
  });

  it('a recovery code logs in once, typed with or without its dash', async () => {
    const [first, second] = annCodes;
    const ok = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: first!.toUpperCase() });
    expect(ok.env.status, JSON.stringify(ok.env)).toBe(0);
    const again = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: first! });
    expect(again.env.status).toBe(3220);
    expect(again.env.additional_info).toMatch(/already used/);
    expect((await login(b, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: second!.replace('-', '') })).env.status).toBe(0);
    expect((await expectOk(a, 'myadmin_second_factor_get_details', { sid })).recovery_codes_left).toBe(8);
  });

  it('explicit credentials on /api, on a WebSocket upgrade and on an upload need the code too', async () => {
    const codes = annCodes;
    const alone = await a.api('user_get_list', { login: 'ann', password: PASSWORD, tenant: 'tf-one' });
    expect(alone.status).toBe(3210);
    const withCode = await a.api('user_get_list', { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: codes[2] });
    expect(withCode.status, JSON.stringify(withCode)).toBe(0);
    const refused = await expectRefused(a, { action: 'user_get_list', login: 'ann', password: PASSWORD, tenant: 'tf-one' });
    expect(refused.envelope.status).toBe(3210);
    const wrong = await expectRefused(a, { action: 'user_get_list', login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: codes[2] });
    expect(wrong.envelope.status).toBe(3220);
    // an upload's credential fields, before the file
    const upload = async (fields: Record<string, string>): Promise<Envelope> => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(16)]), 'f.img');
      return (await (await a.fetch('/api/di/upload', { method: 'POST', body: form })).json()) as Envelope;
    };
    expect((await upload({ login: 'ann', password: PASSWORD, tenant: 'tf-one' })).status).toBe(3210);
    expect((await upload({ login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: codes[2]! })).status).toBe(3220);
    // with a good code the upload goes on to its own checks (ann may not create images)
    expect((await upload({ login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: codes[4]! })).status).toBe(4210);
  });
});

describe('throttling of wrong codes', () => {
  it('locks the administrator\'s codes after SVC_LOGIN_FAILURES wrong ones, a right password notwithstanding, and audits the lock', async () => {
    const ben = await enrolled('tf-one', 'ben');
    const wrong = (): string => (codeOf(ben.totp, 1) === '123456' ? '654321' : '123456');
    for (let i = 0; i < 5; i++) {
      const r = await login(a, { login: 'ben', password: PASSWORD, tenant: 'tf-one', totp: wrong() });
      expect(r.env.status).toBe(3220);
      expect(r.env.additional_info).toMatch(/^Wrong code/);
    }
    // locked: even the right code is refused, on either process, without being taken
    const locked = await login(b, { login: 'ben', password: PASSWORD, tenant: 'tf-one', totp: codeOf(ben.totp, 1) });
    expect(locked.env.status).toBe(3220);
    expect(locked.env.additional_info).toMatch(/^Too many wrong codes for this administrator: try again in \d+ s \(after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)$/);
    const lockAudit = await eventually(() => auditRows('login_second_factor_locked', ben.adminId), (rows) => rows.length >= 1);
    expect(Number(lockAudit[0]!.status)).toBe(3220);
    // the password's own count is another: ben's password alone still answers 3210, not a lock
    expect((await login(a, { login: 'ben', password: PASSWORD, tenant: 'tf-one' })).env.status).toBe(3210);
    // other administrators are not held back
    const ann = await login(a, { login: 'ann', password: PASSWORD, tenant: 'tf-one', totp: annCodes[3]! });
    expect(ann.env.status).toBe(0);
    // once the lock is over the code (not taken by the locked attempt) logs in
    await new Promise((r) => setTimeout(r, 1200));
    const after = await login(a, { login: 'ben', password: PASSWORD, tenant: 'tf-one', totp: codeOf(ben.totp, 1) });
    expect(after.env.status, JSON.stringify(after.env)).toBe(0);
  });
});

describe('one code, many requests', () => {
  it('the same code sent ten times at once, to two processes, logs in once', async () => {
    const kim = await enrolled('tf-one', 'kim');
    const code = codeOf(kim.totp, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(i % 2 ? b : a, { login: 'kim', password: PASSWORD, tenant: 'tf-one', totp: code })),
    );
    const statuses = answers.map((r) => r.env.status).sort();
    expect(statuses.filter((s) => s === 0), JSON.stringify(statuses)).toHaveLength(1);
    // the others were refused as used, or locked once five had failed
    expect(statuses.filter((s) => s !== 0).every((s) => s === 3220)).toBe(true);
  });
});

describe('removal', () => {
  it('needs a current code or a recovery code (wrong ones count as failed logins); the password alone logs in afterwards', async () => {
    const cal = await enrolled('tf-one', 'cal');
    expect((await a.api('myadmin_second_factor_remove', { sid: cal.sid })).status).toBe(6240);
    const wrong = await a.api('myadmin_second_factor_remove', { sid: cal.sid, arguments: { totp: 'aaaaa-bbbbb' } });
    expect(wrong.status).toBe(3220);
    expect((await expectOk(a, 'myadmin_second_factor_get_details', { sid: cal.sid })).state).toBe('active');
    await expectOk(a, 'myadmin_second_factor_remove', { sid: cal.sid, arguments: { totp: cal.recovery[0] } });
    expect((await expectOk(a, 'myadmin_second_factor_get_details', { sid: cal.sid })).state).toBe('none');
    expect((await a.dbQuery('SELECT id FROM admin_recovery_codes WHERE admin_id = ?', [cal.adminId])).length).toBe(0);
    expect((await login(a, { login: 'cal', password: PASSWORD, tenant: 'tf-one' })).env.status).toBe(0);
    // the audit of the removal masks the code
    const rows = await eventually(() => auditRows('myadmin_second_factor_remove', cal.adminId), (r) => r.length >= 3);
    for (const r of rows) expect(String(r.arguments ?? '')).not.toContain(cal.recovery[0]!);
  });
});

describe('superadministrator reset', () => {
  it('removes another administrator\'s second factor under its own ACL, audited', async () => {
    const dan = await enrolled('tf-one', 'dan');
    // a tenant administrator without the ACL cannot
    const other = await makeTenantAdmin(a, { tenant: 'tf-one', admin: 'eve', password: PASSWORD, acls: ['administrator.see-main.'] });
    const forbidden = await a.api('administrator_second_factor_reset', { sid: other.sid, filters: { id: dan.adminId } });
    expect(forbidden.status).toBe(4210);
    // nor the superadministrator on itself (its own removal asks for a code)
    const self = await a.api('administrator_second_factor_reset', { sid: superSid, filters: { id: 1 } });
    expect(self.status).toBe(4221);

    const reset = await expectOk(a, 'administrator_second_factor_reset', { sid: superSid, filters: { id: dan.adminId } });
    expect(reset.rows).toEqual([{ id: dan.adminId }]);
    expect((await login(a, { login: 'dan', password: PASSWORD, tenant: 'tf-one' })).env.status).toBe(0);
    const again = await expectOk(a, 'administrator_second_factor_reset', { sid: superSid, filters: { id: dan.adminId } });
    expect(again.rows).toEqual([]);
    expect((await a.api('administrator_second_factor_reset', { sid: superSid, filters: { id: 999_999 } })).status).toBe(1300);

    const audited = await eventually(() => auditRows('administrator_second_factor_reset', dan.adminId), (rows) => rows.length >= 2);
    expect(audited[0]).toMatchObject({ admin_name: 'superadmin', object_name: 'dan' });
    expect(Number(audited[0]!.status)).toBe(0);
  });
});

describe('required by the tenant', () => {
  it('leaves a non-enrolled administrator a session that may only enrol, until it has', async () => {
    const fay = await makeTenantAdmin(a, { tenant: 'tf-two', admin: 'fay', password: PASSWORD, acls: ['user.see-main.'] });
    expect((await a.api('user_get_list', { sid: fay.sid })).status).toBe(0);
    expect((await a.api('config_set', { sid: superSid, arguments: { tenant_id: fay.tenantId, key: 'auth.totp.required', value: '2' } })).status).toBe(6330);
    await expectOk(a, 'config_set', { sid: superSid, arguments: { tenant_id: fay.tenantId, key: 'auth.totp.required', value: '1' } });
    // the tenant token lives in tenants, not in -1
    expect((await a.api('config_set', { sid: superSid, arguments: { tenant_id: -1, key: 'auth.totp.required', value: '1' } })).status).toBe(6330);

    // the open session follows at once (on the other process too): no ACL, a message that says why
    for (const server of [a, b]) {
      const refused = await server.api('user_get_list', { sid: fay.sid });
      expect(refused.status).toBe(4210);
      expect(refused.additional_info).toMatch(/Two-factor authentication is required/);
    }
    expect((await expectOk(a, 'current_admin_setup', { sid: fay.sid })).acls).toEqual([]);
    // a new login gets such a session too
    const fresh = await login(a, { login: 'fay', password: PASSWORD, tenant: 'tf-two' });
    expect(fresh.env.status).toBe(0);
    expect((await a.api('user_get_list', { sid: fresh.env.sid })).status).toBe(4210);
    expect(await expectOk(a, 'myadmin_second_factor_get_details', { sid: fresh.env.sid })).toMatchObject({ state: 'none', required: 1 });

    // enrolling from the new session makes it whole and ends the others (opened by the password alone)
    const enrol = await expectOk(a, 'myadmin_second_factor_enrol', { sid: fresh.env.sid });
    const totp = URI.parse(enrol.otpauth_uri) as TOTP;
    const confirm = await expectOk(a, 'myadmin_second_factor_confirm', { sid: fresh.env.sid, arguments: { totp: codeOf(totp) } });
    secrets.push(enrol.otpauth_uri, totp.secret.base32, ...confirm.recovery_codes);
    expect((await a.api('user_get_list', { sid: fresh.env.sid })).status).toBe(0);
    expect((await a.api('user_get_list', { sid: fay.sid })).status).toBe(3200);

    // administrators of other tenants are not concerned
    const gil = await makeTenantAdmin(a, { tenant: 'tf-three', admin: 'gil', password: PASSWORD, acls: ['user.see-main.'] });
    expect((await a.api('user_get_list', { sid: gil.sid })).status).toBe(0);

    // and turning the setting off gives back whole sessions to those who had not enrolled
    const hal = await makeTenantAdmin(a, { tenant: 'tf-two', admin: 'hal', password: PASSWORD, acls: ['user.see-main.'] });
    expect((await a.api('user_get_list', { sid: hal.sid })).status).toBe(4210);
    await expectOk(a, 'config_delete', { sid: superSid, filters: { tenant_id: fay.tenantId, key: 'auth.totp.required' } });
    expect((await a.api('user_get_list', { sid: hal.sid })).status).toBe(0);
  });
});

describe('secrets', () => {
  it('neither the secret nor a recovery code is in the database in clear, in a log line, or in a later answer', async () => {
    expect(secrets.length).toBeGreaterThan(30);
    const factors = await a.dbQuery('SELECT admin_id, secret FROM admin_second_factor');
    const codes = await a.dbQuery('SELECT admin_id, code_hash FROM admin_recovery_codes');
    expect(factors.length).toBeGreaterThan(2);
    expect(codes.length).toBeGreaterThan(20);
    const stored = JSON.stringify([factors, codes, await a.dbQuery('SELECT * FROM audit_log'), await a.dbQuery('SELECT * FROM config')]);
    const logs = a.output() + b.output();
    expect(logs).toContain('"action":"myadmin_second_factor_confirm"'); // the access log was on: there is something to search
    for (const s of secrets) {
      const bare = s.replace('-', '');
      expect(stored).not.toContain(s);
      expect(stored.toLowerCase()).not.toContain(bare.toLowerCase());
      expect(logs).not.toContain(s);
    }
    for (const f of factors) expect(String(f.secret)).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const c of codes) expect(String(c.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    // the key is the server's own file, readable by its owner only
    expect(statSync(join(a.dataDir, 'totp.key')).mode & 0o077).toBe(0);
    // the administrators' answers never show them again
    const list = await expectOk(a, 'administrator_get_list', { sid: superSid });
    for (const s of secrets) expect(JSON.stringify(list)).not.toContain(s);
  });
});

describe("the server's key", () => {
  it('SVC_TOTP_KEY takes the key file\'s place; a process with another key answers 1100 saying why and takes no code', async () => {
    const lee = await enrolled('tf-one', 'lee');
    const fileKey = readFileSync(join(a.dataDir, 'totp.key'), 'utf8').trim();
    expect(fileKey).toMatch(/^[0-9a-f]{64}$/);
    const same = await startServer({ env: { ...ENV, SVC_TOTP_KEY: fileKey }, reuse: { dbUrl: a.dbUrl, dataDir: a.dataDir } });
    const other = await startServer({ env: { ...ENV, SVC_TOTP_KEY: 'ab'.repeat(32) }, reuse: { dbUrl: a.dbUrl, dataDir: a.dataDir } });
    try {
      const code = codeOf(lee.totp, 1);
      const refused = await login(other, { login: 'lee', password: PASSWORD, tenant: 'tf-one', totp: code });
      expect(refused.env.status).toBe(1100);
      expect(refused.env.additional_info).toMatch(/cannot be read with this server's TOTP key \(SVC_TOTP_KEY or totp\.key\)/);
      expect(other.output()).toContain('TOTP secret unreadable');
      // the code was not taken: the process with the right key accepts it
      const ok = await login(same, { login: 'lee', password: PASSWORD, tenant: 'tf-one', totp: code });
      expect(ok.env.status, JSON.stringify(ok.env)).toBe(0);
    } finally {
      await other.stop({ keep: true });
      await same.stop({ keep: true });
    }
    const bad = await startExpectingExit({ SVC_TOTP_KEY: 'not-a-key' });
    expect(bad.code).not.toBe(0);
    expect(bad.output).toContain('SVC_TOTP_KEY must be 64 hex digits');
  }, 60_000);
});

// last: it leaves the superadministrator enrolled
describe('required globally', () => {
  it('applies to every tenant and to the superadministrator; a token of tenant -1 only', async () => {
    const ida = await makeTenantAdmin(a, { tenant: 'tf-four', admin: 'ida', password: PASSWORD, acls: ['user.see-main.'] });
    expect((await a.api('config_set', { sid: ida.sid, arguments: { key: 'auth.totp.required.global', value: '1' } })).status).toBe(4210);
    expect((await a.api('config_set', { sid: superSid, arguments: { tenant_id: ida.tenantId, key: 'auth.totp.required.global', value: '1' } })).status).toBe(6330);
    await expectOk(a, 'config_set', { sid: superSid, arguments: { tenant_id: -1, key: 'auth.totp.required.global', value: '1' } });
    expect((await a.api('user_get_list', { sid: ida.sid })).status).toBe(4210);
    const superRefused = await a.api('tenant_get_list', { sid: superSid });
    expect(superRefused.status).toBe(4210);
    expect(await expectOk(a, 'myadmin_second_factor_get_details', { sid: superSid })).toMatchObject({ state: 'none', required: 1 });

    // the superadministrator enrols from its session and may work again
    const enrol = await expectOk(a, 'myadmin_second_factor_enrol', { sid: superSid });
    const totp = URI.parse(enrol.otpauth_uri) as TOTP;
    expect(totp.issuer).toBe('svc (*)');
    expect(totp.label).toBe('superadmin');
    await expectOk(a, 'myadmin_second_factor_confirm', { sid: superSid, arguments: { totp: codeOf(totp) } });
    expect((await a.api('tenant_get_list', { sid: superSid })).status).toBe(0);
    expect((await login(a, { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' })).env.status).toBe(3210);
    expect((await login(a, { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*', totp: codeOf(totp, 1) })).env.status).toBe(0);

    await expectOk(a, 'config_delete', { sid: superSid, filters: { tenant_id: -1, key: 'auth.totp.required.global' } });
    expect((await a.api('user_get_list', { sid: ida.sid })).status).toBe(0);
  });
});
