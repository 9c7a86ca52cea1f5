// A massive vm_start at the speed of the database (docs/decisions.md "Virtual machines"): 1,000 stopped
// VMs on 4 empty hosts are answered within a time bound, 250 on each host, each with a port slot of its
// own, each reported changed on the live channels and handed to the driver; and two server processes
// starting overlapping sets at the same moment start each VM once, never share a port or overfill a
// host, and refuse the VMs the other started with 5130, each call audited with its outcome.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { eventually, expectOk, startServer, TEST_DB, type Envelope, type TestServer } from './harness.js';

const VMS = 1000;
const HOSTS = 4;
/**
 * The answer's bound, with a margin over the goal (≤ 1 s on MariaDB, ≤ 0.5 s on SQLite on a quiet machine)
 * twice over, for a CI machine busy with other test files (measured here, busy: 398 ms and 151 ms); one by
 * one the same start took 7.3 s and 1.0 s quiet, 10.5 s on MariaDB busy.
 */
const BOUND_MS = TEST_DB === 'mysql' ? 2000 : 1000;
const redisUrl = process.env.SVC_TEST_REDIS_URL;

interface Seeded {
  sid: string;
  osfId: number;
  ids: number[];
}

/** A tenant, its user, flavour and image, 4 running hosts, and 1,000 stopped VMs (written in one statement). */
async function seed(server: TestServer): Promise<Seeded> {
  const sid = await server.superSid();
  const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'massive' } })).rows![0].id;
  const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: 'starter', password: 'starter-pass-1' } })).rows![0].id;
  const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'massive-osf' } })).rows![0].id;
  await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'massive.img', osf_id: osfId } });
  for (let h = 1; h <= HOSTS; h++) await expectOk(server, 'host_create', { sid, arguments: { name: `massive-host-${h}`, address: `10.9.1.${h}`, state: 'running' } });
  const values: unknown[] = [];
  const rows = Array.from({ length: VMS }, (_, i) => {
    const ip = 10 * 2 ** 24 + 4 * 2 ** 16 + 256 + i; // 10.4.1.0 onwards
    const text = [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.');
    values.push(tenantId, userId, osfId, `vm-${String(i).padStart(4, '0')}`, text, ip, `54:52:00:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`);
    return '(?, ?, ?, ?, ?, ?, ?)';
  });
  await server.dbExecute(`INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac) VALUES ${rows.join(', ')}`, values);
  const ids = (await server.dbQuery('SELECT id FROM vms WHERE osf_id = ? ORDER BY id', [osfId])).map((r) => Number(r.id));
  expect(ids).toHaveLength(VMS);
  return { sid, osfId, ids };
}

/** Per host: its VMs not stopped, and how many distinct vnc, ssh and serial ports they hold. */
async function placement(server: TestServer): Promise<{ host_id: number; n: number; vnc: number; ssh: number; serial: number }[]> {
  const rows = await server.dbQuery(
    `SELECT host_id, COUNT(*) AS n, COUNT(DISTINCT vnc_port) AS vnc, COUNT(DISTINCT ssh_port) AS ssh, COUNT(DISTINCT serial_port) AS serial
     FROM vms WHERE state <> 'stopped' GROUP BY host_id ORDER BY host_id`,
  );
  return rows.map((r) => ({ host_id: Number(r.host_id), n: Number(r.n), vnc: Number(r.vnc), ssh: Number(r.ssh), serial: Number(r.serial) }));
}

function expectFairAndUnshared(placed: Awaited<ReturnType<typeof placement>>): void {
  expect(placed).toHaveLength(HOSTS);
  for (const p of placed) {
    expect(p.host_id).toBeGreaterThan(0);
    expect(p.n).toBe(VMS / HOSTS); // no host over its share
    expect([p.vnc, p.ssh, p.serial]).toEqual([p.n, p.n, p.n]); // no port shared on a host
  }
}

/** Counts the vm_changed events every process of the database publishes (its Redis channel). */
async function countChanges(server: TestServer): Promise<{ count: () => number; close: () => Promise<void> }> {
  const deployment = String((await server.dbQuery("SELECT value FROM meta WHERE name = 'deployment'"))[0]!.value);
  const subscriber = new Redis(redisUrl!);
  let n = 0;
  subscriber.on('message', (_channel: string, message: string) => {
    if ((JSON.parse(message) as { channel: string }).channel === 'vm_changed') n++;
  });
  await subscriber.subscribe(`svc:changes:${deployment}`);
  return { count: () => n, close: async () => void subscriber.disconnect() };
}

async function auditedStarts(server: TestServer): Promise<{ status: number; arguments: string }[]> {
  const rows = await server.dbQuery("SELECT status, arguments FROM audit_log WHERE action = 'vm_start' ORDER BY id");
  return rows.map((r) => ({ status: Number(r.status), arguments: String(r.arguments) }));
}

describe('one vm_start of 1,000 stopped VMs on 4 hosts', () => {
  it(`is answered within ${BOUND_MS} ms, each VM placed, published and handed to the driver`, async () => {
    const env: Record<string, string> = { SVC_SIM_DELAY_MS: '50', ...(redisUrl ? { SVC_REDIS_URL: redisUrl } : {}) };
    const server = await startServer({ env });
    const changes = redisUrl ? await countChanges(server) : undefined;
    try {
      const f = await seed(server);
      const t0 = performance.now();
      const answer = await server.api('vm_start', { sid: f.sid, filters: { osf_id: f.osfId } });
      const ms = performance.now() - t0;
      console.log(`vm_start of ${VMS} VMs (${TEST_DB}): answered in ${ms.toFixed(0)} ms`);
      expect(answer.status, JSON.stringify(answer).slice(0, 300)).toBe(0);
      expect(answer.total).toBe(VMS);
      expect(ms).toBeLessThanOrEqual(BOUND_MS);
      expectFairAndUnshared(await placement(server));
      // lowest slots first: each host holds slots 0..249
      const ports = await server.dbQuery("SELECT MIN(vnc_port) AS lo, MAX(vnc_port) AS hi, MIN(ssh_port) AS s, MAX(serial_port) AS se FROM vms WHERE state <> 'stopped'");
      expect(ports[0]).toMatchObject({ lo: 30000, hi: 30000 + VMS / HOSTS - 1, s: 20000, se: 40000 + VMS / HOSTS - 1 });
      // the driver was told about each: every VM reaches running
      const running = await eventually(
        () => server.dbQuery("SELECT COUNT(*) AS n FROM vms WHERE state = 'running' AND di_id IS NOT NULL"),
        (r) => Number(r[0]!.n) === VMS,
        20_000,
      );
      expect(Number(running[0]!.n)).toBe(VMS);
      // each change published: the start's vm_changed and the driver's report's, per VM
      if (changes) expect((await eventually(async () => changes.count(), (n) => n >= 2 * VMS, 10_000))).toBe(2 * VMS);
      expect(await auditedStarts(server)).toEqual([{ status: 0, arguments: JSON.stringify({ filters: { osf_id: f.osfId } }) }]);
    } finally {
      await changes?.close();
      await server.stop();
    }
  });

  it('refuses, each with its own code, the VMs it cannot start and starts the others', async () => {
    const server = await startServer({ env: { SVC_SIM_DELAY_MS: '600000' } });
    try {
      const f = await seed(server);
      const [blocked, running, noImage] = [f.ids[10]!, f.ids[500]!, f.ids[999]!];
      await server.dbExecute('UPDATE vms SET blocked = 1 WHERE id = ?', [blocked]);
      await server.dbExecute("UPDATE vms SET di_tag = 'missing' WHERE id = ?", [noImage]);
      await expectOk(server, 'vm_start', { sid: f.sid, filters: { id: running } });
      const answer = await server.api('vm_start', { sid: f.sid, filters: { osf_id: f.osfId } });
      expect(answer.status).toBe(1200);
      expect(answer.total).toBe(VMS - 3);
      expect(Object.keys(answer.failures).sort()).toEqual([blocked, running, noImage].map(String).sort());
      for (const id of [blocked, running, noImage]) expect(answer.failures[String(id)].status).toBe(5130);
      const placed = await placement(server);
      expect(placed.reduce((sum, p) => sum + p.n, 0)).toBe(VMS - 2);
      for (const p of placed) expect(p.vnc).toBe(p.n);
      expect(Math.max(...placed.map((p) => p.n)) - Math.min(...placed.map((p) => p.n))).toBeLessThanOrEqual(1);
      // a host that is not running: no host at all answers 5140 for each VM left
      await server.dbExecute("UPDATE vms SET state = 'stopped', host_id = NULL, vnc_port = NULL, ssh_port = NULL, serial_port = NULL, di_id = NULL");
      await server.dbExecute("UPDATE hosts SET state = 'stopped'");
      const none = await server.api('vm_start', { sid: f.sid, filters: { id: f.ids.slice(0, 3) } });
      expect(none.status).toBe(1200);
      expect(Object.values(none.failures).map((x: any) => x.status)).toEqual([5140, 5140, 5140]);
    } finally {
      await server.stop();
    }
  });
});

describe('two massive vm_starts of overlapping sets, in two server processes at once', () => {
  it('start each VM once, on hosts within their share, with ports of their own, each change published and each call audited', async () => {
    // a driver this slow reports nothing during the test: every vm_changed comes from the starts
    const env: Record<string, string> = { SVC_SIM_DELAY_MS: '600000', ...(redisUrl ? { SVC_REDIS_URL: redisUrl } : {}) };
    const first = await startServer({ env });
    let second: TestServer | undefined;
    let changes: Awaited<ReturnType<typeof countChanges>> | undefined;
    try {
      second = await startServer({ reuse: { dbUrl: first.dbUrl, dataDir: first.dataDir }, env });
      const f = await seed(first);
      changes = redisUrl ? await countChanges(first) : undefined;
      const secondSid = await second.login('superadmin', 'super-secret-1', '*');
      const a = f.ids.slice(0, 700);
      const b = f.ids.slice(300);
      const [ansA, ansB] = await Promise.all([
        first.api('vm_start', { sid: f.sid, filters: { id: a } }),
        second.api('vm_start', { sid: secondSid, filters: { id: b } }),
      ]);
      const started = (set: number[], answer: Envelope): number[] => {
        expect([0, 1200]).toContain(answer.status);
        const failures = answer.failures ?? {};
        for (const failure of Object.values(failures)) expect((failure as { status: number }).status).toBe(5130);
        return set.filter((id) => !(String(id) in failures));
      };
      const byA = started(a, ansA);
      const byB = started(b, ansB);
      expect(ansA.total).toBe(byA.length);
      expect(ansB.total).toBe(byB.length);
      // each VM started exactly once
      expect(byA.length + byB.length).toBe(VMS);
      expect(new Set([...byA, ...byB]).size).toBe(VMS);
      // what one call was refused, the other started
      for (const id of Object.keys(ansA.failures ?? {})) expect(byB).toContain(Number(id));
      for (const id of Object.keys(ansB.failures ?? {})) expect(byA).toContain(Number(id));
      expectFairAndUnshared(await placement(first));
      const states = await first.dbQuery("SELECT COUNT(*) AS n FROM vms WHERE state = 'starting' AND di_id IS NOT NULL");
      expect(Number(states[0]!.n)).toBe(VMS);
      if (changes) expect(await eventually(async () => changes!.count(), (n) => n >= VMS, 10_000)).toBe(VMS);
      const audited = await auditedStarts(first);
      expect(audited.map((r) => r.status).sort()).toEqual([ansA.status, ansB.status].sort());
    } finally {
      await changes?.close();
      await second?.stop({ keep: true });
      await first.stop();
    }
  }, 60_000);
});
