// Dry runs of writes over several records (docs/decisions.md "Dry runs", the bulk work guide): the ids
// selected and each record's own code predicted as the real call then answers them (a blocked VM and one
// without an image refused by vm_start, no host with room, a user whose VMs stop its deletion, a running
// VM vm_delete refuses); nothing changed, audited, pushed to a live list or handed to the hypervisor
// after a dry run; ids capped at 1,000 over 1,005 VMs; the time limit answering 6860 for the records it
// did not reach; the parameter's forms and refusals; idempotency keys neither claimed nor ignored.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';
import { watch } from './live-client.js';
import { databaseFingerprint, idsOf, predictionOf } from './dry-run-support.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface World {
  sid: string;
  tenantId: number;
  userId: number;
  osfId: number;
  bareOsfId: number;
  hostId: number;
}

/** A tenant with a user, a flavour with an image and one without, and one running host. */
async function seed(server: TestServer, name: string): Promise<World> {
  const sid = await server.superSid();
  const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name } })).rows![0].id;
  const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: `${name}-user`, password: 'user-pass-1' } })).rows![0].id;
  const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: `${name}-osf` } })).rows![0].id;
  const bareOsfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: `${name}-bare` } })).rows![0].id;
  await expectOk(server, 'di_create', { sid, arguments: { disk_image: `${name}.img`, osf_id: osfId } });
  const hostId = (await expectOk(server, 'host_create', { sid, arguments: { name: `${name}-host`, address: '10.8.0.1', state: 'running' } })).rows![0].id;
  return { sid, tenantId, userId, osfId, bareOsfId, hostId };
}

async function vm(server: TestServer, w: World, name: string, osfId = w.osfId): Promise<number> {
  return (await expectOk(server, 'vm_create', { sid: w.sid, arguments: { name, user_id: w.userId, osf_id: osfId } })).rows![0].id;
}

/**
 * What `read` reads once it is quiet: the audit entry of the call answered last is written just after
 * its answer, and a simulated VM moves on its own, so a read taken at once may be followed by a change
 * no dry run made. Read until two reads 100 ms apart agree.
 */
async function settled<T>(what: string, read: () => Promise<T>): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const again = await read();
    if (isDeepStrictEqual(again, value)) return value;
    value = again;
  }
  throw new Error(`${what} did not settle within 5 s`);
}

/** The audit log's entries once the last call's entry is in. */
const auditCount = (server: TestServer) =>
  settled('the audit log', async () => Number(Object.values((await server.dbQuery('SELECT COUNT(*) AS n FROM audit_log'))[0]!)[0]));
/** The database's fingerprint once it is quiet. */
const quietFingerprint = (server: TestServer) => settled('the database', () => databaseFingerprint(server));
const codes = (failures: Record<string, { status: number }> | undefined) => Object.fromEntries(Object.entries(failures ?? {}).map(([id, f]) => [id, f.status]));

/** A dry run of `action`, then the real call; both answers, and the fingerprint before and after the dry run. */
async function rehearseThenRun(server: TestServer, action: string, params: Record<string, unknown>) {
  const before = await quietFingerprint(server);
  const audited = await auditCount(server);
  const dry = await server.api(action, { ...params, dry_run: true });
  const after = await databaseFingerprint(server);
  expect(await auditCount(server)).toBe(audited); // none may come
  expect(after).toEqual(before);
  const real = await server.api(action, params);
  return { dry, prediction: predictionOf(dry), real };
}

describe('dry runs of writes over several records', () => {
  let server: TestServer;
  let w: World;

  beforeAll(async () => {
    // a short simulated hypervisor delay: a VM a dry run had started for real would be running at once
    server = await startServer({ env: { SVC_SIM_DELAY_MS: '50' } });
    w = await seed(server, 'dry');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('vm_start: predicts the ids and each refusal (blocked, no image), starts nothing, then the real call answers the same', async () => {
    const ok1 = await vm(server, w, 'dry-vm-1');
    const ok2 = await vm(server, w, 'dry-vm-2');
    const blocked = await vm(server, w, 'dry-vm-blocked');
    const noImage = await vm(server, w, 'dry-vm-bare', w.bareOsfId);
    await expectOk(server, 'vm_update', { sid: w.sid, filters: { id: blocked }, arguments: { blocked: 1 } });
    const ids = [ok1, ok2, blocked, noImage];
    const { dry, prediction, real } = await rehearseThenRun(server, 'vm_start', { sid: w.sid, filters: { id: ids } });
    expect(dry.status).toBe(0);
    expect(dry.total).toBe(0);
    expect(dry.rows).toEqual([]);
    expect(prediction.status).toBe(1200);
    expect(prediction.selected).toBe(4);
    expect(prediction.ids).toEqual(ids);
    expect(prediction.total).toBe(2);
    expect(codes(prediction.failures)).toEqual({ [blocked]: 5130, [noImage]: 5130 });
    expect(prediction.failures![noImage]!.additional_info).toMatch(/carries tag/);
    expect(real.status).toBe(1200);
    expect(real.total).toBe(2);
    expect(real.failures).toEqual(prediction.failures);
    await eventually(() => idsOf(server, 'vms', "state = 'running'"), (running) => running.length === 2);
    expect(await idsOf(server, 'vms', "state = 'running'")).toEqual([ok1, ok2]);
    await server.api('vm_stop', { sid: w.sid, filters: { id: [ok1, ok2] } });
    await eventually(() => idsOf(server, 'vms', "state = 'stopped'"), (stopped) => stopped.length === 4);
  });

  it('vm_start: predicts 5140 when no host has room, and vm_delete 7310 for a running VM', async () => {
    const a = await vm(server, w, 'dry-vm-nohost');
    await expectOk(server, 'host_update', { sid: w.sid, filters: { id: w.hostId }, arguments: { blocked: 1 } });
    const noHost = await rehearseThenRun(server, 'vm_start', { sid: w.sid, filters: { id: a } });
    expect(codes(noHost.prediction.failures)).toEqual({ [a]: 5140 });
    expect(noHost.real.failures).toEqual(noHost.prediction.failures);
    await expectOk(server, 'host_update', { sid: w.sid, filters: { id: w.hostId }, arguments: { blocked: 0 } });
    await expectOk(server, 'vm_start', { sid: w.sid, filters: { id: a } });
    await eventually(() => idsOf(server, 'vms', "id = ? AND state = 'running'", [a]), (running) => running.length === 1);
    const stopped = await vm(server, w, 'dry-vm-del');
    const del = await rehearseThenRun(server, 'vm_delete', { sid: w.sid, filters: { id: [a, stopped] } });
    expect(del.prediction).toMatchObject({ status: 1200, total: 1, selected: 2, ids: [a, stopped] });
    expect(codes(del.prediction.failures)).toEqual({ [a]: 7310 });
    expect(del.real.failures).toEqual(del.prediction.failures);
    expect(await idsOf(server, 'vms', 'id IN (?, ?)', [a, stopped])).toEqual([a]);
  });

  it('user_delete: a user whose VMs stop its deletion (7120) beside one that goes', async () => {
    const keeper = w.userId; // has VMs
    await vm(server, w, 'dry-keeper-vm');
    const free = (await expectOk(server, 'user_create', { sid: w.sid, arguments: { tenant_id: w.tenantId, name: 'dry-free', password: 'user-pass-1' } })).rows![0].id;
    const { prediction, real } = await rehearseThenRun(server, 'user_delete', { sid: w.sid, filters: { id: [keeper, free] } });
    expect(prediction).toMatchObject({ status: 1200, total: 1, selected: 2, ids: [keeper, free] });
    expect(codes(prediction.failures)).toEqual({ [keeper]: 7120 });
    expect(real).toMatchObject({ status: 1200, total: 1 });
    expect(real.failures).toEqual(prediction.failures);
    expect(await idsOf(server, 'users', 'id IN (?, ?)', [keeper, free])).toEqual([keeper]);
  });

  it('a change of one record, and a rename over several records, which no ACL allows (4240), as the real call answers them', async () => {
    const a = await vm(server, w, 'dry-ren-a');
    const b = await vm(server, w, 'dry-ren-b');
    const one = await rehearseThenRun(server, 'host_update', { sid: w.sid, filters: { id: w.hostId }, arguments: { description: 'rehearsed' } });
    expect(one.prediction).toMatchObject({ status: 0, total: 1, selected: 1, ids: [w.hostId] });
    expect(one.real).toMatchObject({ status: 0, total: 1 });
    // the massive ACLs are checked once the records are selected, in the executor: the prediction carries the refusal
    const ren = await rehearseThenRun(server, 'vm_update', { sid: w.sid, filters: { id: [a, b] }, arguments: { name: 'dry-ren-same' } });
    expect(ren.prediction).toMatchObject({ status: 4240, total: 0, additional_info: ren.real.additional_info });
    expect(ren.prediction.ids).toBeUndefined();
    expect(ren.real.status).toBe(4240);
  });

  it('pushes nothing to a live list, and the real call then does', async () => {
    const a = await vm(server, w, 'dry-live');
    const { live } = await watch(server, { action: 'vm_get_list', sid: w.sid, filters: { id: a }, fields: ['id', 'description'] });
    try {
      const mark = live.mark();
      const dry = await server.api('vm_update', { sid: w.sid, filters: { id: a }, arguments: { description: 'rehearsed' }, dry_run: true });
      expect(predictionOf(dry)).toMatchObject({ status: 0, total: 1, ids: [a] });
      await sleep(700); // pushes come at most every 250 ms: none may come
      expect(live.frames.length).toBe(mark);
      await expectOk(server, 'vm_update', { sid: w.sid, filters: { id: a }, arguments: { description: 'done' } });
      const pushed = await live.next((f) => f.rows?.[0]?.description === 'done', { from: mark, timeoutMs: 3000 });
      expect(pushed.rows[0].id).toBe(a);
    } finally {
      await live.close();
    }
  });

  it('caps the ids at 1,000 over 1,005 selected VMs (batched vm_start), starts none, then the real call starts them all', async () => {
    const sid = w.sid;
    const capOsf = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: w.tenantId, name: 'dry-cap' } })).rows![0].id;
    await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'dry-cap.img', osf_id: capOsf } });
    const values: unknown[] = [];
    const rows = Array.from({ length: 1005 }, (_, i) => {
      const ip = 10 * 2 ** 24 + 6 * 2 ** 16 + 256 + i;
      const text = [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.');
      values.push(w.tenantId, w.userId, capOsf, `cap-${String(i).padStart(4, '0')}`, text, ip, `54:52:00:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`);
      return '(?, ?, ?, ?, ?, ?, ?)';
    });
    await server.dbExecute(`INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac) VALUES ${rows.join(', ')}`, values);
    const ids = await idsOf(server, 'vms', "name LIKE 'cap-%'");
    const { prediction, real } = await rehearseThenRun(server, 'vm_start', { sid, filters: { osf_id: capOsf } });
    expect(prediction).toMatchObject({ status: 0, total: 1005, selected: 1005, ids_truncated: true });
    expect(prediction.ids).toEqual(ids.slice(0, 1000));
    expect(real).toMatchObject({ status: 0, total: 1005 });
  }, 60_000);

  it('is refused as the real call: malformed (6850), on a read (6230), without the ACL (as the call)', async () => {
    expect((await server.api('vm_update', { sid: w.sid, filters: { id: 1 }, arguments: { description: 'x' }, dry_run: 'maybe' })).status).toBe(6850);
    expect((await server.api('vm_update', { sid: w.sid, filters: { id: 1 }, arguments: { description: 'x' }, dry_run: 2 })).status).toBe(6850);
    expect((await server.api('user_get_list', { sid: w.sid, dry_run: true })).status).toBe(6230);
    // false is the real call; a read may say so
    expect((await server.api('user_get_list', { sid: w.sid, dry_run: false })).status).toBe(0);
    const { sid: weak } = await makeTenantAdmin(server, { tenant: 'dry', admin: 'dry-weak', acls: ['user.see-main.'] });
    const refusedDry = await server.api('user_delete', { sid: weak, filters: { id: w.userId }, dry_run: true });
    const refusedReal = await server.api('user_delete', { sid: weak, filters: { id: w.userId } });
    expect(refusedDry.status).toBeGreaterThanOrEqual(4200);
    expect(refusedDry.status).toBe(refusedReal.status);
    expect(refusedDry.dry_run).toBeUndefined();
  });

  it('is told apart in the access log', async () => {
    const logged = await startServer({ env: { SVC_LOG_LEVEL: 'info' } });
    try {
      const sid = await logged.superSid();
      const create = (id: string, dry: boolean) =>
        logged.fetch('/api/actions/tenant_create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sid}`, 'x-request-id': id },
          body: JSON.stringify({ arguments: { name: 'logged' }, ...(dry ? { dry_run: true } : {}) }),
        });
      await create('dry-1', true);
      await create('real-1', false);
      const lines = await eventually(
        async () => logged.output().split('\n').filter((l) => l.includes('"message":"request"')).map((l) => JSON.parse(l) as Record<string, unknown>),
        (ls) => ls.some((l) => l.request_id === 'real-1'),
      );
      expect(lines.find((l) => l.request_id === 'dry-1')).toMatchObject({ action: 'tenant_create', status: 0, dry_run: true });
      expect(lines.find((l) => l.request_id === 'real-1')).not.toHaveProperty('dry_run');
    } finally {
      await logged.stop();
    }
  });

  it('takes dry_run as text in a form and in a query, and in a JSON body on /api/actions/<action>', async () => {
    const a = await vm(server, w, 'dry-forms');
    const form = new URLSearchParams({ action: 'vm_update', sid: w.sid, filters: JSON.stringify({ id: a }), arguments: JSON.stringify({ description: 'f' }), dry_run: '1' });
    const byForm = (await (await server.fetch('/api', { method: 'POST', body: form })).json()) as Envelope;
    expect(predictionOf(byForm)).toMatchObject({ status: 0, ids: [a] });
    const byPath = (await (await server.fetch('/api/actions/vm_update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${w.sid}` },
      body: JSON.stringify({ filters: { id: a }, arguments: { description: 'p' }, dry_run: true }),
    })).json()) as Envelope;
    expect(predictionOf(byPath)).toMatchObject({ status: 0, ids: [a] });
    const byQuery = (await (await server.fetch(`/api?${new URLSearchParams({ action: 'vm_delete', sid: w.sid, filters: JSON.stringify({ id: a }), dry_run: 'true' })}`)).json()) as Envelope;
    expect(predictionOf(byQuery)).toMatchObject({ status: 0, total: 1, ids: [a] });
    expect(await idsOf(server, 'vms', 'id = ? AND description IS NULL', [a])).toEqual([a]);
  });

  it('an idempotency key: predicts the replay of an answered request, 6710 for another, and claims no new key', async () => {
    const args = { tenant_id: w.tenantId, name: 'dry-keyed', password: 'user-pass-1' };
    const fresh = await server.api('user_create', { sid: w.sid, arguments: args, idempotency_key: 'dry-key-1', dry_run: true });
    expect(predictionOf(fresh)).toMatchObject({ status: 0, total: 1 });
    expect(await server.dbQuery('SELECT state FROM idempotency_keys')).toEqual([]);
    const first = await expectOk(server, 'user_create', { sid: w.sid, arguments: args, idempotency_key: 'dry-key-1' });
    const replay = await server.api('user_create', { sid: w.sid, arguments: args, idempotency_key: 'dry-key-1', dry_run: true });
    expect(predictionOf(replay)).toMatchObject({ status: 0, total: 1, replayed: true });
    const other = await server.api('user_create', { sid: w.sid, arguments: { ...args, name: 'dry-other' }, idempotency_key: 'dry-key-1', dry_run: true });
    expect(predictionOf(other).status).toBe(6710);
    // without the key the same create is a duplicate, as the real call says
    const dup = await rehearseThenRun(server, 'user_create', { sid: w.sid, arguments: args });
    expect(dup.prediction.status).toBe(7200);
    expect(dup.real.status).toBe(7200);
    expect(first.rows![0].id).toBeGreaterThan(0);
  });
});

describe('dry runs beside real calls', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.stop();
  });

  it('leave nothing of theirs when run at the same time as real calls on the same records, which all succeed', async () => {
    server = await startServer({ env: { SVC_SIM_DELAY_MS: '50' } });
    const w = await seed(server, 'beside');
    const started: number[] = [];
    const updated: number[] = [];
    for (let i = 0; i < 10; i++) started.push(await vm(server, w, `beside-s-${i}`));
    for (let i = 0; i < 10; i++) updated.push(await vm(server, w, `beside-u-${i}`));
    const audited = await auditCount(server);
    const all = [...started, ...updated];
    const answers = await Promise.all([
      server.api('vm_start', { sid: w.sid, filters: { id: all }, dry_run: true }),
      server.api('vm_start', { sid: w.sid, filters: { id: started } }),
      server.api('vm_delete', { sid: w.sid, filters: { id: updated }, dry_run: true }),
      server.api('vm_update', { sid: w.sid, filters: { id: updated }, arguments: { description: 'real' } }),
      server.api('vm_update', { sid: w.sid, filters: { id: all }, arguments: { description: 'rehearsed' }, dry_run: true }),
      server.api('vm_start', { sid: w.sid, filters: { id: all }, dry_run: true }),
    ]);
    const [dry1, realStart, dryDelete, realUpdate, dryUpdate, dry2] = answers;
    expect(realStart).toMatchObject({ status: 0, total: 10 });
    expect(realUpdate).toMatchObject({ status: 0, total: 10 });
    for (const dry of [dry1, dryDelete, dryUpdate, dry2]) {
      expect(dry!.status, JSON.stringify(dry).slice(0, 300)).toBe(0);
      expect(dry!.dry_run.selected).toBeGreaterThan(0);
    }
    // a rehearsed start before the real one starts all 20, after it the 10 others (5130 for those started):
    // never a port or host taken twice, which a rehearsal reading an old snapshot once answered as 7200
    for (const dry of [dry1, dry2]) {
      const p = predictionOf(dry!);
      expect(Object.values(p.failures ?? {}).every((f) => f.status === 5130), JSON.stringify(p).slice(0, 300)).toBe(true);
      expect(p.total! + Object.keys(p.failures ?? {}).length).toBe(20);
    }
    // the real calls' changes only: the started VMs left stopped, the updated ones described, none deleted
    expect(await idsOf(server, 'vms', "state <> 'stopped'")).toEqual(started);
    expect(await idsOf(server, 'vms', "description = 'real'")).toEqual(updated);
    expect(await idsOf(server, 'vms', "description = 'rehearsed'")).toEqual([]);
    expect((await idsOf(server, 'vms', 'user_id = ?', [w.userId])).length).toBe(20);
    expect(await auditCount(server)).toBe(audited + 2);
  }, 60_000);
});

describe('the time limit of a dry run', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 6860 for the records it did not reach, and changes none of them', async () => {
    server = await startServer({ env: { SVC_DRY_RUN_TIME_LIMIT_MS: '1' } });
    const sid = await server.superSid();
    const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'limit' } })).rows![0].id;
    const values: unknown[] = [];
    const rows = Array.from({ length: 400 }, (_, i) => {
      values.push(tenantId, `limit-${String(i).padStart(3, '0')}`, 'x');
      return '(?, ?, ?)';
    });
    await server.dbExecute(`INSERT INTO users (tenant_id, name, password_hash) VALUES ${rows.join(', ')}`, values);
    const ids = await idsOf(server, 'users', 'tenant_id = ?', [tenantId]);
    const before = await quietFingerprint(server);
    const dry = await server.api('user_update', { sid, filters: { id: ids }, arguments: { blocked: 1 }, dry_run: true });
    expect(await databaseFingerprint(server)).toEqual(before);
    const p = predictionOf(dry);
    expect(p.selected, JSON.stringify(dry).slice(0, 400)).toBe(400);
    expect(p.unpredicted).toBeGreaterThan(0);
    expect(p.status).toBe(1200);
    const notReached = Object.entries(p.failures!).filter(([, f]) => f.status === 6860);
    expect(notReached.length).toBe(p.unpredicted);
    expect(notReached[0]![1].additional_info).toMatch(/SVC_DRY_RUN_TIME_LIMIT_MS/);
    // the records rehearsed before the limit are the first ones, each predicted done
    expect(p.total! + p.unpredicted!).toBe(400);
    const real = await server.api('user_update', { sid, filters: { id: ids }, arguments: { blocked: 1 } });
    expect(real).toMatchObject({ status: 0, total: 400 });
  }, 60_000);
});
