// Jobs (docs/guides-src/13-bulk-work.md "Jobs"): every massive write runs as a job recorded in the
// database with its caller, request (secrets masked), state, counts and each record's outcome; a small job
// answers as before with `job_id`, `async: true` answers at once; jobs are listed and read in the caller's
// tenant scope, followed live on /api/ws, cancelled half way (the records not reached stay as they were),
// and a job whose process is killed is ended by another process, never left running.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, TEST_DB, type Envelope, type TestServer } from './harness.js';
import { SocketPool, watch } from './live-client.js';

const ENDED = ['succeeded', 'failed', 'cancelled', 'partly failed'];
/** Users written directly for the jobs that must last a while: one transaction each, slower on MariaDB. */
const MANY = TEST_DB === 'mysql' ? 4000 : 150000;

let server: TestServer;
let sid: string;
const pool = new SocketPool();

/** A tenant with `count` users named `<prefix>-<n>` (written in a few statements); answers the tenant id. */
async function seedUsers(on: TestServer, onSid: string, tenant: string, prefix: string, count: number): Promise<number> {
  const tenantId = (await expectOk(on, 'tenant_create', { sid: onSid, arguments: { name: tenant } })).rows![0].id as number;
  for (let start = 0; start < count; start += 2000) {
    const n = Math.min(2000, count - start);
    const values: unknown[] = [];
    const rows = Array.from({ length: n }, (_, i) => {
      values.push(tenantId, `${prefix}-${start + i}`, 'x');
      return '(?, ?, ?)';
    });
    await on.dbExecute(`INSERT INTO users (tenant_id, name, password_hash) VALUES ${rows.join(', ')}`, values);
  }
  return tenantId;
}

async function job(on: TestServer, onSid: string, id: number): Promise<Record<string, any>> {
  const env = await expectOk(on, 'job_get_details', { sid: onSid, filters: { id } });
  return env.rows![0];
}

/** The job once ended: a call's answer does not wait for its job's last write (runtime/jobs/job-run.ts). */
async function ended(on: TestServer, onSid: string, id: number): Promise<Record<string, any>> {
  return eventually(() => job(on, onSid, id), (j) => ENDED.includes(j.state), 20000);
}

async function outcomes(on: TestServer, onSid: string, id: number): Promise<Record<string, any>[]> {
  return (await expectOk(on, 'job_record_get_list', { sid: onSid, filters: { job_id: id }, order_by: 'id' })).rows!;
}

describe('jobs', () => {
  beforeAll(async () => {
    server = await startServer();
    sid = await server.superSid();
  });
  afterAll(async () => {
    await pool.closeAll();
    await server?.stop();
  });

  it('a small massive update answers as before, names its job, and the job holds who, what (masked), the counts and each outcome', async () => {
    const tenantId = await seedUsers(server, sid, 'jobs-small', 'small', 3);
    const env = await server.api('user_update', { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'batch' } });
    expect(env.status).toBe(0);
    expect(env.total).toBe(3);
    expect(env.rows).toEqual([]);
    expect(typeof env.job_id).toBe('number');
    const j = await ended(server, sid, env.job_id);
    expect(j).toMatchObject({ id: env.job_id, action: 'user_update', kind: 'records', state: 'succeeded', total: 3, done: 3, failed: 0, progress: 100, status: 0, admin_name: 'superadmin', tenant_id: 0, cancel_requested: 0 });
    expect(j.start_date).toBeTruthy();
    expect(j.end_date).toBeTruthy();
    expect(JSON.parse(j.request)).toEqual({ filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'batch' } });
    const stored = await server.dbQuery('SELECT owner, heartbeat_at FROM jobs WHERE id = ?', [env.job_id]);
    expect(String(stored[0]!.owner)).toMatch(/:\d+:/);
    // a secret argument is masked in the job as in the audit log
    const one = (await server.dbQuery('SELECT id FROM users WHERE tenant_id = ? ORDER BY id', [tenantId]))[0]!.id;
    const secret = await expectOk(server, 'user_update', { sid, filters: { id: Number(one) }, arguments: { password: 'new-secret-pass' } });
    const masked = await ended(server, sid, secret.job_id);
    expect(masked.request).not.toContain('new-secret-pass');
    expect(JSON.parse(masked.request).arguments.password).toBe('***');
    const rows = await outcomes(server, sid, env.job_id);
    expect(rows.map((r) => [r.status, r.message])).toEqual([
      [0, 'Successful completion'],
      [0, 'Successful completion'],
      [0, 'Successful completion'],
    ]);
  });

  it('a job some of whose records fail ends partly failed, each failure with its code', async () => {
    const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'jobs-partly' } })).rows![0].id;
    const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: 'partly-u', password: 'user-pass-1' } })).rows![0].id;
    const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'partly-osf' } })).rows![0].id;
    for (const [i, state] of ['running', 'running', 'stopped'].entries()) {
      await server.dbExecute('INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        tenantId, userId, osfId, `partly-${i}`, `10.77.0.${i + 1}`, 10 * 2 ** 24 + 77 * 2 ** 16 + i + 1, `54:52:00:4d:00:0${i + 1}`, state,
      ]);
    }
    const env = await server.api('vm_stop', { sid, filters: { id: { '>': 0 }, osf_id: osfId } });
    expect(env.status).toBe(1200);
    expect(Object.values(env.failures).map((f: any) => f.status)).toEqual([5120]);
    const j = await ended(server, sid, env.job_id);
    expect(j).toMatchObject({ action: 'vm_stop', state: 'partly failed', total: 3, done: 2, failed: 1, status: 1200 });
    expect((await outcomes(server, sid, env.job_id)).map((r) => r.status)).toEqual([0, 0, 5120]);
  });

  it('an error found before any record (1300) is the answer, with the failed job named', async () => {
    const env = await server.api('user_delete', { sid, filters: { id: 999999 } });
    expect(env.status).toBe(1300);
    const j = await ended(server, sid, env.job_id);
    expect(j).toMatchObject({ state: 'failed', status: 1300, total: 0, done: 0 });
  });

  it('async answers the job at once; the job ends and the call is audited with its outcome', async () => {
    const tenantId = await seedUsers(server, sid, 'jobs-async', 'async', 50);
    const env = await server.api('user_update', { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'later' }, async: true } as any);
    expect(env).toMatchObject({ status: 0, total: 0, rows: [] });
    const ended = await eventually(() => job(server, sid, env.job_id), (j) => ENDED.includes(j.state), 10000);
    expect(ended).toMatchObject({ state: 'succeeded', total: 50, done: 50 });
    const audit = await eventually(
      () => server.dbQuery("SELECT status FROM audit_log WHERE action = 'user_update' AND arguments LIKE '%later%'"),
      (rows) => rows.length > 0,
    );
    expect(audit.map((r) => Number(r.status))).toEqual([0]);
  });

  it('async is refused malformed or on an action that starts no job (6800); an idempotency key replays the job', async () => {
    expect((await server.api('user_update', { sid, filters: { id: 1 }, arguments: { description: 'x' }, async: 'soon' } as any)).status).toBe(6800);
    expect((await server.api('user_get_list', { sid, async: true } as any)).status).toBe(6800);
    const tenantId = await seedUsers(server, sid, 'jobs-key', 'key', 2);
    const params = { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'keyed' }, idempotency_key: 'job-key-1' } as any;
    const first = await server.api('user_update', params);
    const again = await server.api('user_update', params);
    expect(first.status).toBe(0);
    expect(again.job_id).toBe(first.job_id);
    const jobs = await server.dbQuery("SELECT id FROM jobs WHERE request LIKE '%keyed%'");
    expect(jobs).toHaveLength(1);
    expect((await server.api('user_update', { ...params, arguments: { description: 'other' } })).status).toBe(6710);
  });

  it('an administrator sees only the jobs of its tenant, with the job ACLs; a superadministrator sees all', async () => {
    const a = await makeTenantAdmin(server, { tenant: 'jobs-acl', admin: 'jobs-admin', acls: ['user.update.description', 'user.update-massive.description', 'user.see-main.', 'job.see-main.', 'job.see-details.'] });
    const b = await makeTenantAdmin(server, { tenant: 'jobs-acl-2', admin: 'jobs-other', acls: ['user.see-main.'] });
    const user = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: a.tenantId, name: 'acl-u1', password: 'user-pass-1' } })).rows![0].id;
    const mine = await expectOk(server, 'user_update', { sid: a.sid, filters: { id: user }, arguments: { description: 'a' } });
    const listed = await expectOk(server, 'job_get_list', { sid: a.sid, fields: ['id', 'tenant_id'] });
    expect(listed.rows!.map((r: any) => r.id)).toEqual([mine.job_id]);
    const others = await server.api('job_get_details', { sid: a.sid, filters: { id: 1 } });
    expect(others.status === 0 ? others.rows : []).toEqual([]); // a superadministrator's job is not its to see
    expect((await server.api('job_get_list', { sid: b.sid })).status).toBe(4210);
    expect((await server.api('job_cancel', { sid: a.sid, filters: { id: mine.job_id } })).status).toBe(4210);
    const all = await expectOk(server, 'job_get_list', { sid, fields: ['id'] });
    expect(all.rows!.map((r: any) => r.id)).toContain(mine.job_id);
  });

  it('a job watched on /api/ws is followed to its end', async () => {
    const tenantId = await seedUsers(server, sid, 'jobs-live', 'live', 400);
    const env = await expectOk(server, 'user_update', { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'watched' }, async: true } as any);
    const { live, first } = await watch(server, { action: 'job_get_details', sid, filters: { id: env.job_id }, fields: ['id', 'state', 'done', 'total'] });
    pool.add(live);
    expect(first.status).toBe(0);
    const last = ENDED.includes(first.rows[0].state) ? first : await live.next((f) => ENDED.includes(f.rows?.[0]?.state), { timeoutMs: 15000 });
    expect(last.rows[0]).toMatchObject({ id: env.job_id, state: 'succeeded', done: 400, total: 400 });
  });

  it('a job another process ended while it still ran (a heartbeat too late) stops, keeps that end, and completes its outcomes', async () => {
    const tenantId = await seedUsers(server, sid, 'jobs-taken', 'taken', MANY);
    const env = await expectOk(server, 'user_update', { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'taken' }, async: true } as any);
    await eventually(() => job(server, sid, env.job_id), (j) => j.done > 0 || ENDED.includes(j.state), 20000);
    // what another process's sweep writes (runtime/jobs/job-sweeper.ts)
    await server.dbExecute("UPDATE jobs SET state = 'failed', status = 6830, message = 'taken over' WHERE id = ? AND state = 'running'", [env.job_id]);
    const stopped = await eventually(
      async () => ({ j: await job(server, sid, env.job_id), n: await server.dbQuery('SELECT COUNT(*) AS n FROM job_records WHERE job_id = ?', [env.job_id]) }),
      ({ j, n }) => Number(n[0]!.n) === MANY && j.done + j.failed === MANY,
      20000,
    );
    expect(stopped.j).toMatchObject({ state: 'failed', status: 6830, message: 'taken over', total: MANY });
    expect(stopped.j.done + stopped.j.failed).toBe(MANY);
    expect(stopped.j.done).toBeLessThan(MANY);
    const changed = await server.dbQuery("SELECT COUNT(*) AS n FROM users WHERE tenant_id = ? AND description = 'taken'", [tenantId]);
    expect(Number(changed[0]!.n)).toBe(stopped.j.done);
  }, 60000);

  it('a massive vm_start cancelled at once stops between its batches of 500: whole batches started, the rest still stopped', async () => {
    const VMS = 5000;
    const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'jobs-start' } })).rows![0].id;
    const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: 'start-u', password: 'user-pass-1' } })).rows![0].id;
    const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'start-osf' } })).rows![0].id;
    await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'start.img', osf_id: osfId } });
    for (let h = 1; h <= 4; h++) await expectOk(server, 'host_create', { sid, arguments: { name: `jobs-host-${h}`, address: `10.8.1.${h}`, state: 'running' } });
    for (let start = 0; start < VMS; start += 1000) {
      const values: unknown[] = [];
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        const ip = 10 * 2 ** 24 + 5 * 2 ** 16 + 256 + i;
        const text = [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.');
        const mac = `54:52:00:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`;
        values.push(tenantId, userId, osfId, `start-${i}`, text, ip, mac);
        return '(?, ?, ?, ?, ?, ?, ?)';
      });
      await server.dbExecute(`INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac) VALUES ${rows.join(', ')}`, values);
    }
    const env = await expectOk(server, 'vm_start', { sid, filters: { id: { '>': 0 }, osf_id: osfId }, async: true } as any);
    expect((await server.api('job_cancel', { sid, filters: { id: env.job_id } })).status).toBe(0);
    const ended = await eventually(() => job(server, sid, env.job_id), (j) => ENDED.includes(j.state), 30000);
    expect(ended).toMatchObject({ state: 'cancelled', total: VMS });
    expect(ended.done % 500).toBe(0); // whole batches
    expect(ended.done).toBeLessThan(VMS);
    const started = await server.dbQuery("SELECT COUNT(*) AS n FROM vms WHERE osf_id = ? AND state <> 'stopped'", [osfId]);
    expect(Number(started[0]!.n)).toBe(ended.done);
    const left = await server.dbQuery('SELECT COUNT(*) AS n FROM job_records WHERE job_id = ? AND status = 6810', [env.job_id]);
    expect(Number(left[0]!.n)).toBe(VMS - ended.done);
  }, 60000);

  it('an image transfer (staging copy, upload) is a job of one record, its bytes as progress; its answer names it', async () => {
    const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'jobs-images' } })).rows![0].id;
    const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'jobs-osf' } })).rows![0].id;
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'job.img'), Buffer.alloc(100_000, 7));
    const args = encodeURIComponent(JSON.stringify({ disk_image: 'job.img', osf_id: osfId }));
    const staged = (await (await server.fetch(`/api/di/staging?sid=${sid}&action=di_create&arguments=${args}`, { method: 'POST' })).json()) as Envelope;
    expect(staged.status).toBe(0);
    const j = await job(server, sid, staged.job_id);
    expect(j).toMatchObject({ action: 'di_create', kind: 'staging', state: 'succeeded', total: 1, done: 1, bytes_total: 100_000, bytes_done: 100_000, progress: 100 });
    expect((await outcomes(server, sid, staged.job_id)).map((r) => [r.id, r.status])).toEqual([[staged.rows[0].id, 0]]);

    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(5000, 1)]), 'up.img');
    const upArgs = encodeURIComponent(JSON.stringify({ disk_image: 'up.img', osf_id: osfId, version: 'v2' }));
    const uploaded = (await (await server.fetch(`/api/di/upload?sid=${sid}&arguments=${upArgs}`, { method: 'POST', body: form })).json()) as Envelope;
    expect(uploaded.status).toBe(0);
    expect(await job(server, sid, uploaded.job_id)).toMatchObject({ kind: 'upload', state: 'succeeded', bytes_done: 5000 });

    // a refused copy is a failed job (the staging file is missing)
    const missing = encodeURIComponent(JSON.stringify({ disk_image: 'none.img', osf_id: osfId, version: 'v3' }));
    const refused = (await (await server.fetch(`/api/di/staging?sid=${sid}&action=di_create&arguments=${missing}`, { method: 'POST' })).json()) as Envelope;
    expect(refused.status).toBe(2240);
    expect(await job(server, sid, refused.job_id)).toMatchObject({ kind: 'staging', state: 'failed', status: 2240, done: 0 });
  });

  it('an upload cancelled while its file arrives stops there: 6810, nothing registered, no file left', async () => {
    const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'jobs-upload-cancel' } })).rows![0].id;
    const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'jobs-upload-osf' } })).rows![0].id;
    const upArgs = encodeURIComponent(JSON.stringify({ disk_image: 'cancelled-up.img', osf_id: osfId }));
    const boundary = 'svc-upload-cancel';
    const url = new URL(`${server.url}/api/di/upload?sid=${sid}&arguments=${upArgs}`);
    // the file part is sent a piece at a time (a declared length within the server's linger: its answer
    // then goes whole, http/end-answer.ts), slowly enough that the cancel comes long before its end
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cancelled-up.img"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const piece = Buffer.alloc(8 * 1024, 3);
    const pieces = 100;
    let timer: NodeJS.Timeout | undefined;
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(Buffer.byteLength(head) + pieces * piece.length + Buffer.byteLength(tail)) },
    });
    const answer = new Promise<Envelope>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(JSON.parse(body) as Envelope));
      });
      req.on('error', reject);
    }).finally(() => clearInterval(timer));
    req.write(head);
    let sent = 0;
    timer = setInterval(() => {
      if (sent < pieces) req.write(piece);
      else {
        clearInterval(timer);
        req.end(tail);
      }
      sent++;
    }, 40);
    const running = await eventually(
      async () => (await expectOk(server, 'job_get_list', { sid, filters: { kind: 'upload', state: 'running' } })).rows!,
      (rows: Record<string, any>[]) => rows.some((r) => Number(r.bytes_done) > 0),
      20000,
    );
    const jobId = running.find((r: Record<string, any>) => Number(r.bytes_done) > 0)!.id as number;
    expect(await server.api('job_cancel', { sid, filters: { id: jobId } })).toMatchObject({ status: 0, total: 1 });
    const refused = await answer;
    expect(refused).toMatchObject({ status: 6810, job_id: jobId });
    expect(await ended(server, sid, jobId)).toMatchObject({ state: 'cancelled', status: 6810, done: 0 });
    expect((await expectOk(server, 'di_get_list', { sid, filters: { disk_image: 'cancelled-up.img' } })).rows).toEqual([]);
    // neither the image nor its temporary file is left in the images directory
    await eventually(async () => readdirSync(join(server.dataDir, 'images')).filter((f) => !/^\d+-/.test(f) || f.endsWith('-cancelled-up.img')), (left) => left.length === 0, 5000);
  });

  it('a job cancelled half way: the records done stay done, the others stay as they were and say 6810', async () => {
    const tenantId = await seedUsers(server, sid, 'jobs-cancel', 'cancel', MANY);
    const env = await expectOk(server, 'user_update', { sid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'cancelled?' }, async: true } as any);
    await eventually(() => job(server, sid, env.job_id), (j) => j.done > 0 || ENDED.includes(j.state), 20000);
    const cancel = await server.api('job_cancel', { sid, filters: { id: env.job_id } });
    expect(cancel).toMatchObject({ status: 0, total: 1 });
    const ended = await eventually(() => job(server, sid, env.job_id), (j) => ENDED.includes(j.state), 20000);
    expect(ended).toMatchObject({ state: 'cancelled', cancel_requested: 1, total: MANY, progress: 100 });
    expect(ended.done).toBeGreaterThan(0);
    expect(ended.done).toBeLessThan(MANY);
    expect(ended.done + ended.failed).toBe(MANY);
    const byStatus = await server.dbQuery('SELECT status, COUNT(*) AS n FROM job_records WHERE job_id = ? GROUP BY status ORDER BY status', [env.job_id]);
    expect(byStatus.map((r) => [Number(r.status), Number(r.n)])).toEqual([
      [0, ended.done],
      [6810, ended.failed],
    ]);
    // exactly the records the job says it did were changed; the untouched ones kept their value
    const changed = await server.dbQuery("SELECT COUNT(*) AS n FROM users WHERE tenant_id = ? AND description = 'cancelled?'", [tenantId]);
    expect(Number(changed[0]!.n)).toBe(ended.done);
    const untouched = await server.dbQuery(
      "SELECT COUNT(*) AS n FROM users u JOIN job_records r ON r.id = u.id AND r.job_id = ? WHERE r.status = 6810 AND u.description IS NULL",
      [env.job_id],
    );
    expect(Number(untouched[0]!.n)).toBe(ended.failed);
    expect((await server.api('job_cancel', { sid, filters: { id: env.job_id } })).failures?.[String(env.job_id)]?.status).toBe(6820);
  });
});

describe('the jobs one administrator may have running', () => {
  let bounded: TestServer;
  afterAll(async () => {
    await bounded?.stop();
  });

  it('are bounded by SVC_JOB_MAX_RUNNING (6840, nothing done); one more is accepted once one ends', async () => {
    bounded = await startServer({ env: { SVC_JOB_MAX_RUNNING: '1' } });
    const bSid = await bounded.superSid();
    const tenantId = await seedUsers(bounded, bSid, 'jobs-bound', 'bound', MANY);
    const first = await expectOk(bounded, 'user_update', { sid: bSid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'first' }, async: true } as any);
    const second = await bounded.api('user_update', { sid: bSid, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'second' } });
    expect(second.status).toBe(6840);
    expect(await bounded.dbQuery("SELECT id FROM users WHERE description = 'second'")).toEqual([]);
    await expectOk(bounded, 'job_cancel', { sid: bSid, filters: { id: first.job_id } });
    await eventually(() => job(bounded, bSid, first.job_id), (j) => ENDED.includes(j.state), 20000);
    const users = await bounded.dbQuery('SELECT id FROM users WHERE tenant_id = ? ORDER BY id LIMIT 1', [tenantId]);
    await expectOk(bounded, 'user_update', { sid: bSid, filters: { id: Number(users[0]!.id) }, arguments: { description: 'third' } });
  }, 60000);
});

describe('jobs across server processes sharing one database', () => {
  let p1: TestServer;
  let p2: TestServer;
  let p3: TestServer | undefined;
  let sid1: string;
  let sid2: string;
  beforeAll(async () => {
    p1 = await startServer({ env: { SVC_JOB_STALE: '8' } });
    p2 = await startServer({ env: { SVC_JOB_STALE: '8' }, reuse: { dbUrl: p1.dbUrl, dataDir: p1.dataDir } });
    sid1 = await p1.superSid();
    sid2 = await p2.superSid();
  });
  afterAll(async () => {
    await p3?.stop({ keep: true });
    await p2?.stop({ keep: true }); // the database and data directory are p1's
    await p1?.stop();
  });

  it('a job running in one process is cancelled from another at its next heartbeat', async () => {
    const tenantId = await seedUsers(p1, sid1, 'jobs-remote', 'remote', MANY);
    const env = await expectOk(p1, 'user_update', { sid: sid1, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'remote' }, async: true } as any);
    await eventually(() => job(p2, sid2, env.job_id), (j) => j.done > 0 || ENDED.includes(j.state), 20000);
    expect(await p2.api('job_cancel', { sid: sid2, filters: { id: env.job_id } })).toMatchObject({ status: 0, total: 1 });
    const ended = await eventually(() => job(p2, sid2, env.job_id), (j) => ENDED.includes(j.state), 20000);
    expect(ended).toMatchObject({ state: 'cancelled', total: MANY });
    expect(ended.done).toBeLessThan(MANY);
    const changed = await p2.dbQuery("SELECT COUNT(*) AS n FROM users WHERE tenant_id = ? AND description = 'remote'", [tenantId]);
    expect(Number(changed[0]!.n)).toBe(ended.done);
  }, 60000);

  it('a job whose process is killed is ended by another process (failed, 6830), never left running', async () => {
    const tenantId = await seedUsers(p1, sid1, 'jobs-kill', 'kill', MANY);
    const env: Envelope = await expectOk(p1, 'user_update', { sid: sid1, filters: { id: { '>': 0 }, tenant_id: tenantId }, arguments: { description: 'killed' }, async: true } as any);
    const read = async () => (await p1.dbQuery('SELECT state, done FROM jobs WHERE id = ?', [env.job_id]))[0]!;
    const before = await eventually(read, (j) => Number(j.done) > 0, 20000);
    expect(before.state).toBe('running');
    const part = await job(p2, sid2, env.job_id); // a whole percent while it runs, in both dialects
    expect(Number.isInteger(part.progress) && part.progress >= 0 && part.progress <= 100).toBe(true);
    await p1.signal('SIGKILL');
    const ended = await eventually(() => job(p2, sid2, env.job_id), (j) => j.state !== 'running' && j.state !== 'queued', 15000);
    expect(ended).toMatchObject({ state: 'failed', status: 6830 });
    expect(ended.message).toContain('stopped');
    expect(ended.end_date).toBeTruthy();
    // the counts it shows are those of the outcomes written, and none of those is a change that did not commit
    const recorded = await p2.dbQuery('SELECT COUNT(*) AS n FROM job_records WHERE job_id = ? AND status = 0', [env.job_id]);
    const changed = await p2.dbQuery("SELECT COUNT(*) AS n FROM users WHERE tenant_id = ? AND description = 'killed'", [tenantId]);
    expect(Number(ended.done)).toBe(Number(recorded[0]!.n));
    expect(Number(recorded[0]!.n)).toBeLessThanOrEqual(Number(changed[0]!.n));
  }, 60000);

  it('ended jobs older than job.retention.days are purged with their outcomes; the value is checked', async () => {
    expect((await p2.api('config_set', { sid: sid2, arguments: { key: 'job.retention.days', value: '0', tenant_id: -1 } })).status).toBe(6330);
    await expectOk(p2, 'config_set', { sid: sid2, arguments: { key: 'job.retention.days', value: '2', tenant_id: -1 } });
    const insert = (finished: string) =>
      p2.dbExecute(
        "INSERT INTO jobs (action, kind, admin_id, admin_name, tenant_id, tenant_name, state, created_at, finished_at, owner, heartbeat_at) VALUES ('vm_stop', 'records', 1, 'superadmin', 0, '*', 'succeeded', ?, ?, 'gone', 0)",
        [finished, finished],
      );
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 19);
    const recent = new Date(Date.now() - 86_400_000).toISOString().slice(0, 19);
    await insert(old);
    await insert(recent);
    const ids = (await p2.dbQuery('SELECT id, finished_at FROM jobs WHERE owner = ? ORDER BY id', ['gone'])).map((r) => Number(r.id));
    await p2.dbExecute("INSERT INTO job_records (job_id, tenant_id, id, status, message) VALUES (?, 0, 1, 0, 'done')", [ids[0]]);
    // a process purges at its start, then every minute
    p3 = await startServer({ reuse: { dbUrl: p2.dbUrl, dataDir: p2.dataDir } });
    const left = await eventually(() => p3!.dbQuery('SELECT id FROM jobs WHERE owner = ? ORDER BY id', ['gone']), (rows) => rows.length === 1, 10000);
    expect(left.map((r) => Number(r.id))).toEqual([ids[1]]);
    expect(await p3.dbQuery('SELECT id FROM job_records WHERE job_id = ?', [ids[0]])).toEqual([]);
  }, 60000);
});
