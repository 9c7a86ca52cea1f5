// The highly available deployment of deploy/cluster/ under failure, on one machine (loopback ports picked
// at run time, temporary data): three Galera nodes, three server processes started at once (one on each
// node), HAProxy in front, Redis with Sentinels. Each scenario prints its figures. One cluster serves the
// whole file, the scenarios in order, each leaving it whole again for the next.
//
// HA_LONG=1 (make test-ha-long) runs the Galera failure longer, with more requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster, freePorts, sleep } from '../../deploy/cluster/cluster.js';
import { ROOT, SERVER_COMMAND, type Envelope } from '../blackbox/harness.js';
import { connectLive, type LiveSocket } from '../blackbox/live-client.js';

const LONG = process.env.HA_LONG === '1';
const CLIENTS = 20;
/** No request may take longer than this, whatever fails meanwhile. */
const REQUEST_BOUND_MS = 15_000;

let cluster: Cluster;
let sid: string;
let tenantId: number;

type Answer = { status: number | string; ms: number; envelope?: Envelope };

/** One API call to `base` (HAProxy or a server), bounded: a status, or what kept it from having one. */
async function call(base: string, action: string, params: Record<string, unknown>, boundMs = REQUEST_BOUND_MS): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api?action=${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(boundMs),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    try {
      const envelope = JSON.parse(text) as Envelope;
      return { status: envelope.status, ms, envelope };
    } catch {
      return { status: `http ${res.status}`, ms };
    }
  } catch (e) {
    const name = (e as Error).name;
    return { status: name === 'TimeoutError' ? 'timeout' : `network ${(e as Error).message}`, ms: performance.now() - t0 };
  }
}

async function ok(base: string, action: string, params: Record<string, unknown>): Promise<Envelope> {
  const a = await call(base, action, { sid, ...params });
  expect(a.status, JSON.stringify(a.envelope ?? a).slice(0, 400)).toBe(0);
  return a.envelope!;
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[String(a.status)] = (counts[String(a.status)] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-ha-'));
  cluster = new Cluster({
    dir,
    ports: await freePorts(),
    apiCommand: SERVER_COMMAND,
    apiCwd: ROOT,
    apiEnv: {
      SVC_PASSWORD_COST: 'test',
      SVC_LOG_LEVEL: 'info',
      SVC_ACCESS_LOG: '0',
      // the driver reports nothing during the file: the VMs a start places stay `starting`
      SVC_SIM_DELAY_MS: '600000',
      SVC_LOGIN_ADDRESS_EXEMPT: '127.0.0.0/8',
      // the tests read the servers' conflict retries there
      SVC_METRICS: 'local',
      // the job of a killed server is ended by another within seconds (and the slow download it runs is allowed)
      SVC_JOB_STALE: '3',
      SVC_DOWNLOAD_ALLOW: '127.0.0.1',
    },
  });
  const t0 = performance.now();
  try {
    await cluster.start();
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  console.log(`cluster started in ${((performance.now() - t0) / 1000).toFixed(1)} s (three servers started at once) in ${dir}`);
  const login = await fetch(`${cluster.url}/api/login`, { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: cluster.superadminPassword, tenant: '*' }) });
  sid = ((await login.json()) as Envelope).sid as string;
  tenantId = (await ok(cluster.url, 'tenant_create', { arguments: { name: 'ha' } })).rows![0].id;
}, 240_000);

afterAll(async () => {
  await cluster?.stop({ removeData: !process.env.HA_KEEP });
}, 120_000);

describe('start-up on three nodes at once', () => {
  it('applies each migration once, leaves the start-up row free, and every table has a primary key', async () => {
    const counts: number[] = [];
    for (const i of [1, 2, 3] as const) {
      counts.push(Number((await cluster.mysql(i, 'SELECT COUNT(*) AS n FROM schema_migrations'))[0]!.n));
      expect(await cluster.mysql(i, 'SELECT * FROM startup_lock')).toEqual([]);
    }
    expect(new Set(counts).size).toBe(1);
    const logs = [1, 2, 3].map((i) => readFileSync(join(cluster.dir, `api${i}.log`), 'utf8'));
    const applied = logs.join('\n').split('\n').filter((l) => l.includes('"migration applied"')).length;
    console.log(`migrations: ${counts[0]} applied once in all (${applied} log lines over three servers)`);
    expect(applied).toBe(counts[0]);
    const keyless = await cluster.mysql(1, `
      SELECT t.table_name AS name FROM information_schema.tables t
      LEFT JOIN information_schema.table_constraints c
        ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
      WHERE t.table_schema = DATABASE() AND t.table_type = 'BASE TABLE' AND c.constraint_name IS NULL`);
    expect(keyless).toEqual([]);
  });
});

describe('read-your-writes across nodes (wsrep_sync_wait)', () => {
  it('a user created through one server is in a list read at once through another', async () => {
    const rounds = LONG ? 200 : 40;
    let missing = 0;
    const t0 = performance.now();
    for (let n = 0; n < rounds; n++) {
      const from = ((n % 3) + 1) as 1 | 2 | 3;
      const to = (((n + 1) % 3) + 1) as 1 | 2 | 3;
      const name = `ryw-${n}`;
      const created = await ok(cluster.apiUrl(from), 'user_create', { arguments: { tenant_id: tenantId, name, password: 'ryw-password-1' } });
      const list = await ok(cluster.apiUrl(to), 'user_get_list', { filters: { tenant_id: tenantId, name }, fields: ['id'] });
      if (list.rows?.[0]?.id !== created.rows![0].id) missing++;
    }
    console.log(`read-your-writes: ${rounds} creates each listed through another node: ${missing} missing (${((performance.now() - t0) / rounds).toFixed(1)} ms per pair)`);
    expect(missing).toBe(0);
  });
});

describe('a Galera node killed (SIGKILL) under 20 clients through HAProxy', () => {
  it('answers 0 or 2100 within the bound, every write answered 0 is on every node, and the node rejoins by IST', async () => {
    const before = LONG ? 5000 : 2000;
    const during = LONG ? 15_000 : 6000;
    const after = LONG ? 5000 : 2000;
    const answers: (Answer & { name?: string; phase: string })[] = [];
    let phase = 'before';
    let running = true;
    const client = async (k: number) => {
      for (let n = 0; running; n++) {
        if (n % 2 === 0) {
          const name = `c${k}-${n}`;
          const a = await call(cluster.url, 'user_create', { sid, arguments: { tenant_id: tenantId, name, password: 'ha-password-1' } });
          answers.push({ ...a, name, phase });
        } else {
          const a = await call(cluster.url, 'user_get_list', { sid, filters: { tenant_id: tenantId }, block: 10 });
          answers.push({ ...a, phase });
        }
      }
    };
    const retriesBefore = await conflictRetries();
    const clients = Array.from({ length: CLIENTS }, (_, k) => client(k));
    await sleep(before);
    phase = 'during';
    const killedAt = performance.now();
    await cluster.kill('galera3', 'SIGKILL');
    await sleep(during);
    phase = 'rejoin';
    const rejoinAt = performance.now();
    await cluster.startGalera(3);
    const rejoinMs = performance.now() - rejoinAt;
    phase = 'after';
    await sleep(after);
    running = false;
    await Promise.all(clients);
    const elapsed = (performance.now() - killedAt) / 1000;

    const writes = answers.filter((a) => a.name);
    const byPhase = (p: string) => tally(answers.filter((a) => a.phase === p));
    const latencies = answers.map((a) => a.ms);
    console.log(
      `galera3 SIGKILL: ${answers.length} requests (${writes.length} writes) by ${CLIENTS} clients; ` +
        `before ${JSON.stringify(byPhase('before'))}, during ${JSON.stringify(byPhase('during'))}, rejoin ${JSON.stringify(byPhase('rejoin'))}, after ${JSON.stringify(byPhase('after'))}; ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
        `rejoined (Synced) in ${(rejoinMs / 1000).toFixed(1)} s; ${elapsed.toFixed(1)} s from the kill`,
    );
    for (const a of answers) expect([0, 2100], `${a.phase}: ${JSON.stringify(a.envelope ?? a.status).slice(0, 300)}`).toContain(a.status);
    expect(Math.max(...latencies)).toBeLessThan(REQUEST_BOUND_MS);
    expect(answers.filter((a) => a.phase === 'after' && a.status === 0).length).toBeGreaterThan(0);
    // the node came back with the transactions it missed only
    const err = readFileSync(join(cluster.dir, 'galera3.err'), 'utf8');
    const lastStart = err.slice(Math.max(0, err.lastIndexOf('Starting MariaDB')));
    const ist = /IST received|Receiving IST|Prepared IST receiver/.test(lastStart);
    console.log(`galera3 rejoined by ${ist ? 'IST (missing transactions only)' : 'full state transfer'}`);
    expect(ist).toBe(true);

    // every write answered 0 is on every node, and the nodes hold the same rows
    const confirmed = writes.filter((a) => a.status === 0).map((a) => a.name!);
    for (const i of [1, 2, 3] as const) {
      await cluster.waitSynced(i);
      const names = new Set((await cluster.mysql(i, 'SELECT name FROM users WHERE tenant_id = ?', [tenantId])).map((r) => String(r.name)));
      const lost = confirmed.filter((n) => !names.has(n));
      expect(lost, `galera${i} lacks writes answered 0`).toEqual([]);
    }
    // the same rows on every node: read until they agree, at most 10 s, since a commit through one node
    // is applied on the others a moment later (and the last answers' audit entries are written just after
    // them); rows that differ for good fail
    let sums: string[] = [];
    for (let round = 0; round < 20; round++) {
      sums = [];
      for (const i of [1, 2, 3] as const) {
        const rows = await cluster.mysql(i, 'CHECKSUM TABLE users, audit_log, meta');
        sums.push(JSON.stringify(rows.map((r) => [r.Table, String(r.Checksum)])));
      }
      if (new Set(sums).size === 1) break;
      await sleep(500);
    }
    console.log(
      `after the rejoin: ${confirmed.length} writes answered 0, on all three nodes; table checksums equal: ${new Set(sums).size === 1}; ` +
        `transactions run again after a conflict: ${(await conflictRetries()) - retriesBefore}; certification failures on the nodes: ${await certificationFailures()}`,
    );
    expect(new Set(sums).size).toBe(1);
    // api3 serves again through its node
    expect((await fetch(`${cluster.apiUrl(3)}/readyz`)).status).toBe(200);
  }, 180_000);
});

/**
 * A POST of `params` whose JSON body is sent in two parts, the second once `gate` resolves, so that the
 * request is in flight on a server meanwhile; its envelope's status, or what kept it from having one.
 */
function trickled(base: string, params: Record<string, unknown>, gate: Promise<void>): Promise<number | string> {
  const body = JSON.stringify(params);
  return new Promise((resolve) => {
    const req = request(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve(res.statusCode === 200 ? (JSON.parse(text) as Envelope).status : `http ${res.statusCode}`));
      res.on('error', (e) => resolve(`network ${e.message}`));
    });
    req.on('error', (e) => resolve(`network ${e.message}`));
    req.write(body.slice(0, 10));
    void gate.then(() => req.end(body.slice(10)));
  });
}

/** Which server HAProxy gave the one open live socket to (its current sessions in the live sockets' backend). */
async function serverHolding(): Promise<1 | 2 | 3 | undefined> {
  const csv = await (await fetch(`http://127.0.0.1:${cluster.ports.stats}/;csv`)).text();
  for (const line of csv.split('\n')) {
    const cols = line.split(',');
    if (cols[0] === 'live_nodes' && /^api[123]$/.test(cols[1] ?? '') && Number(cols[4]) > 0) return Number(cols[1]!.slice(3)) as 1 | 2 | 3;
  }
  return undefined;
}

describe('a server process killed (SIGKILL)', () => {
  it('HAProxy sends new requests to the others; a live socket reconnects and gets the current list', async () => {
    const query = { action: 'user_get_list', sid, filters: { tenant_id: tenantId, name: { '~': 'live-%' } }, fields: ['id', 'name'], order_by: { field: 'id' } };
    const live: LiveSocket = await connectLive({ url: cluster.url }, query);
    await live.next();
    const holder = await serverHolding();
    expect(holder).toBeDefined();
    const part = `api${holder!}` as const;
    const t0 = performance.now();
    await cluster.kill(part, 'SIGKILL');
    const closed = await live.waitClose(10_000);
    // requests go on through HAProxy: count those that failed and how long until it took the server out
    const answers: Answer[] = [];
    let downAt: number | undefined;
    while (performance.now() - t0 < 5000) {
      answers.push(await call(cluster.url, 'user_get_list', { sid, filters: { tenant_id: tenantId }, block: 1 }, 5000));
      if (downAt === undefined && !(await cluster.haproxyStates())[part]?.startsWith('UP')) downAt = performance.now() - t0;
      await sleep(50);
    }
    // a change while the socket is away
    const made = await ok(cluster.url, 'user_create', { arguments: { tenant_id: tenantId, name: 'live-while-away', password: 'live-password-1' } });
    const again = await connectLive({ url: cluster.url }, query);
    const first = await again.next();
    const ids = (first.rows as { id: number }[]).map((r) => r.id);
    console.log(
      `${part} SIGKILL: socket closed (${closed.code}); ${answers.length} requests in the next 5 s through HAProxy: ${JSON.stringify(tally(answers))}; ` +
        `HAProxy marked it down after ${downAt === undefined ? '—' : `${downAt.toFixed(0)} ms`}; the reconnected socket's first list holds the user created meanwhile: ${ids.includes(made.rows![0].id)}`,
    );
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(downAt).toBeDefined();
    expect(downAt!).toBeLessThan(4000);
    expect(ids).toContain(made.rows![0].id);
    await again.close();
    await cluster.startApi(holder!);
  }, 120_000);
});

describe('a server taken out by its checks while it lives (its database node not Synced)', () => {
  it('HAProxy cuts its live sockets, which reconnect to another server; its plain requests are drained, not cut', async () => {
    // every server in (the one the last scenario restarted comes back after two checks)
    for (let i = 0; i < 100 && !Object.values(await cluster.haproxyStates()).every((s) => s.startsWith('UP')); i++) await sleep(100);
    const query = { action: 'user_get_list', sid, filters: { tenant_id: tenantId, name: { '~': 'drain-%' } }, fields: ['id', 'name'] };
    const live: LiveSocket = await connectLive({ url: cluster.url }, query);
    await live.next();
    const holder = await serverHolding();
    expect(holder).toBeDefined();
    // requests in flight on every server (round robin) when it is taken out: their bodies still coming
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inFlight = Array.from({ length: 6 }, () => trickled(cluster.url, { action: 'user_get_list', sid, filters: { tenant_id: tenantId }, block: 1 }, gate));
    await sleep(300);
    // what two failed /readyz checks do (a node donating its state, joining, cut off), without waiting for them
    const t0 = performance.now();
    expect(await cluster.haproxyCommand(`set server api_nodes/api${holder} health down`)).toBe('');
    const closed = await live.waitClose(5000);
    const cutMs = performance.now() - t0;
    const states = await cluster.haproxyStates();
    release();
    const drained = await Promise.all(inFlight);
    expect(drained).toEqual(drained.map(() => 0));
    const again = await connectLive({ url: cluster.url }, query);
    await again.next();
    const newHolder = await serverHolding();
    console.log(`api${holder} taken out: its live socket closed (${closed.code}) after ${cutMs.toFixed(0)} ms; reconnected to api${newHolder}; HAProxy states ${JSON.stringify(states)}`);
    expect(states[`api${holder}`]).toMatch(/^DOWN/);
    expect(cutMs).toBeLessThan(2000);
    expect(newHolder).toBeDefined();
    expect(newHolder).not.toBe(holder);
    await again.close();
    // its checks pass: back in within two of them
    await cluster.haproxyCommand(`set server api_nodes/api${holder} health up`);
    for (let i = 0; i < 50 && !(await cluster.haproxyStates())[`api${holder}`]?.startsWith('UP'); i++) await sleep(100);
    expect((await cluster.haproxyStates())[`api${holder}`]).toMatch(/^UP/);
  }, 60_000);
});

describe('a server process killed (SIGKILL) while it runs a job', () => {
  it('another server ends the job as failed (6830): never left running', async () => {
    // an image download that trickles for about 8 s: the job of server 3 while it runs
    const slow = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': 10 * 1024 * 1024 });
      const chunk = Buffer.alloc(64 * 1024, 7);
      const timer = setInterval(() => res.write(chunk), 50);
      res.on('close', () => clearInterval(timer));
    });
    const port = await new Promise<number>((r) => slow.listen(0, '127.0.0.1', () => r((slow.address() as { port: number }).port)));
    try {
      const osfId = (await ok(cluster.url, 'osf_create', { arguments: { tenant_id: tenantId, name: 'job-osf' } })).rows![0].id;
      const url = encodeURIComponent(JSON.stringify(`http://127.0.0.1:${port}/image`));
      const args = encodeURIComponent(JSON.stringify({ disk_image: 'killed.img', osf_id: osfId }));
      const download = fetch(`${cluster.apiUrl(3)}/api/di/download?sid=${sid}&action=di_create&url=${url}&arguments=${args}`, { method: 'POST' }).catch((e: Error) => e);
      let job: Record<string, unknown> | undefined;
      for (let i = 0; i < 100 && !job; i++) {
        await sleep(100);
        job = (await cluster.mysql(1, "SELECT id, state FROM jobs WHERE state = 'running' ORDER BY id DESC LIMIT 1"))[0];
      }
      expect(job, 'the download runs as a job').toBeDefined();
      const t0 = performance.now();
      await cluster.kill('api3', 'SIGKILL');
      await download;
      let ended: Record<string, unknown> | undefined;
      while (performance.now() - t0 < 20_000) {
        const row = (await cluster.mysql(1, 'SELECT state, status, message FROM jobs WHERE id = ?', [job!.id]))[0]!;
        if (row.state !== 'running' && row.state !== 'queued') {
          ended = row;
          break;
        }
        await sleep(200);
      }
      console.log(`job ${String(job!.id)} of api3 SIGKILLed: ended by another server after ${((performance.now() - t0) / 1000).toFixed(1)} s as ${JSON.stringify(ended)}`);
      expect(ended).toMatchObject({ state: 'failed', status: 6830 });
    } finally {
      slow.closeAllConnections();
      slow.close();
      await cluster.startApi(3);
    }
  }, 90_000);
});

describe('the Redis primary killed (SIGKILL)', () => {
  it('Sentinel promotes the replica, events flow again, and /readyz and the log say what was lost', async () => {
    const query = { action: 'user_get_list', sid, filters: { tenant_id: tenantId, name: { '~': 'ev-%' } }, fields: ['id', 'name'], order_by: { field: 'id' } };
    // the socket on server 1, the changes through server 2: each change reaches the socket through Redis
    const live = await connectLive({ url: cluster.apiUrl(1) }, query);
    await live.next();
    const seen = async (name: string, timeoutMs: number) => {
      const from = 0;
      return live
        .next((f) => Array.isArray(f?.rows) && f.rows.some((r: { name: string }) => r.name === name), { from, timeoutMs })
        .then(() => true)
        .catch(() => false);
    };
    await ok(cluster.apiUrl(2), 'user_create', { arguments: { tenant_id: tenantId, name: 'ev-before', password: 'ev-password-1' } });
    expect(await seen('ev-before', 5000)).toBe(true);
    const primary = await cluster.redisPrimaryPart();
    expect(primary).toBeDefined();
    const t0 = performance.now();
    await cluster.kill(primary!, 'SIGKILL');
    let flowingAfter: number | undefined;
    for (let n = 0; performance.now() - t0 < 30_000; n++) {
      const name = `ev-${n}`;
      await ok(cluster.apiUrl(2), 'user_create', { arguments: { tenant_id: tenantId, name, password: 'ev-password-1' } });
      if (await seen(name, 700)) {
        flowingAfter = performance.now() - t0;
        break;
      }
    }
    const promoted = await cluster.redisPrimaryPart();
    // the last change is heard through Redis again, not only by a re-read
    const last = 'ev-after';
    await ok(cluster.apiUrl(2), 'user_create', { arguments: { tenant_id: tenantId, name: last, password: 'ev-password-1' } });
    expect(await seen(last, 5000)).toBe(true);
    const ready = (await (await fetch(`${cluster.apiUrl(2)}/readyz`)).json()) as Envelope;
    const log2 = readFileSync(join(cluster.dir, 'api2.log'), 'utf8');
    const backLine = log2.split('\n').find((l) => l.includes('redis reachable again'));
    console.log(
      `redis primary ${primary} SIGKILL: Sentinel promoted ${promoted}; events reach another server's socket again after ${flowingAfter === undefined ? '—' : `${(flowingAfter / 1000).toFixed(1)} s`}; ` +
        `/readyz events: ${JSON.stringify(ready.events)}; log: ${backLine?.slice(0, 300)}`,
    );
    expect(promoted).toBeDefined();
    expect(promoted).not.toBe(primary);
    expect(flowingAfter).toBeDefined();
    expect(flowingAfter!).toBeLessThan(15_000);
    expect(ready.status).toBe(0);
    expect(ready.events.redis).toBe('up');
    expect(ready.events.outages).toBeGreaterThanOrEqual(1);
    expect(ready.events.last_outage.ms).toBeGreaterThan(0);
    expect(backLine).toBeDefined();
    await live.close();
    // the old primary comes back as a replica of the new one
    await cluster.startRedis(primary === 'redis1' ? 1 : 2);
  }, 90_000);
});

describe('a massive vm_start of 1,000 VMs sent to two servers at once', () => {
  it('starts every VM once, no host over its share, no port shared', async () => {
    const VMS = 1000;
    const HOSTS = 4;
    const api1 = cluster.apiUrl(1);
    const userId = (await ok(api1, 'user_create', { arguments: { tenant_id: tenantId, name: 'starter', password: 'starter-pass-1' } })).rows![0].id;
    const osfId = (await ok(api1, 'osf_create', { arguments: { tenant_id: tenantId, name: 'massive-osf' } })).rows![0].id;
    await ok(api1, 'di_create', { arguments: { disk_image: 'massive.img', osf_id: osfId } });
    for (let h = 1; h <= HOSTS; h++) await ok(api1, 'host_create', { arguments: { name: `massive-host-${h}`, address: `10.9.1.${h}`, state: 'running' } });
    const values: unknown[] = [];
    const rows = Array.from({ length: VMS }, (_, i) => {
      const ip = 10 * 2 ** 24 + 4 * 2 ** 16 + 256 + i;
      const text = [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.');
      values.push(tenantId, userId, osfId, `vm-${String(i).padStart(4, '0')}`, text, ip, `54:52:00:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`);
      return '(?, ?, ?, ?, ?, ?, ?)';
    });
    await cluster.mysql(1, `INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac) VALUES ${rows.join(', ')}`, values);
    const ids = (await cluster.mysql(2, 'SELECT id FROM vms WHERE osf_id = ? ORDER BY id', [osfId])).map((r) => Number(r.id));
    expect(ids).toHaveLength(VMS);
    const a = ids.slice(0, 700);
    const b = ids.slice(300);
    const retriesBefore = await conflictRetries();
    const t0 = performance.now();
    const [ansA, ansB] = await Promise.all([
      call(cluster.apiUrl(1), 'vm_start', { sid, filters: { id: a } }, 60_000),
      call(cluster.apiUrl(2), 'vm_start', { sid, filters: { id: b } }, 60_000),
    ]);
    const ms = performance.now() - t0;
    const started = (set: number[], answer: Answer): number[] => {
      expect([0, 1200], JSON.stringify(answer.envelope ?? answer).slice(0, 300)).toContain(answer.status);
      const failures = answer.envelope!.failures ?? {};
      for (const failure of Object.values(failures)) expect((failure as { status: number }).status).toBe(5130);
      return set.filter((id) => !(String(id) in failures));
    };
    const byA = started(a, ansA);
    const byB = started(b, ansB);
    expect(byA.length + byB.length).toBe(VMS);
    expect(new Set([...byA, ...byB]).size).toBe(VMS);
    for (const i of [1, 2, 3] as const) {
      await cluster.waitSynced(i);
      const placed = await cluster.mysql(i, `
        SELECT host_id, COUNT(*) AS n, COUNT(DISTINCT vnc_port) AS vnc, COUNT(DISTINCT ssh_port) AS ssh, COUNT(DISTINCT serial_port) AS serial
        FROM vms WHERE state <> 'stopped' AND osf_id = ? GROUP BY host_id ORDER BY host_id`, [osfId]);
      expect(placed).toHaveLength(HOSTS);
      for (const p of placed) {
        expect(Number(p.n)).toBe(VMS / HOSTS);
        expect([Number(p.vnc), Number(p.ssh), Number(p.serial)]).toEqual([VMS / HOSTS, VMS / HOSTS, VMS / HOSTS]);
      }
    }
    console.log(
      `vm_start of ${VMS} VMs through servers 1 and 2 at once: ${ms.toFixed(0)} ms; ${byA.length} started by one, ${byB.length} by the other; ` +
        `${VMS / HOSTS} per host on every node; transactions run again after a conflict: ${(await conflictRetries()) - retriesBefore}`,
    );
  }, 120_000);
});

/** Transactions the Galera nodes refused at certification since they started (a conflict with another node's commit). */
async function certificationFailures(): Promise<number> {
  let n = 0;
  for (const i of [1, 2, 3] as const) {
    const rows = await cluster.mysql(i, "SHOW STATUS LIKE 'wsrep_local_cert_failures'");
    n += Number(rows[0]?.Value ?? 0);
  }
  return n;
}

/** Transactions the three servers ran again after a conflict (their /metrics). */
async function conflictRetries(): Promise<number> {
  let n = 0;
  for (const i of [1, 2, 3] as const) {
    const text = await (await fetch(`${cluster.apiUrl(i)}/metrics`)).text().catch(() => '');
    const m = /^svc_db_conflict_retries_total (\d+)/m.exec(text);
    n += Number(m?.[1] ?? 0);
  }
  return n;
}
