// `make bench` (last part): what the highly available deployment (deploy/cluster/) costs. Requests/second
// and p50/p99 latency of user_get_list and vm_get_list through HAProxy to three servers, each on its own
// Galera node (and one of them alone), against one server on one MariaDB of the benchmark's own with the
// same sizes as a node (bench/plain-mariadb.ts), the same data in all.
//
// On one 2-core machine the three nodes, the three servers and HAProxy share the two cores the single
// server has to itself: the ratio measures the cluster's cost (a proxy hop, wsrep_sync_wait on every read,
// three processes competing for the same cores), not the speed-up three machines would give.
// Writes bench/results-cluster.md. Settings: BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (32).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Cluster, freePorts } from '../deploy/cluster/cluster.js';
import { serverCommand } from '../test/server-build.js';
import type { LoadResult, LoadSpec } from './load.js';
import { startPlainMariadb } from './plain-mariadb.js';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const USERS = 1000;
const VMS = 1000;
const PASSWORD = 'bench-admin-1';
/** A console's page of a list. */
const PAGE = 20;
const SERVER_ENV = { SVC_PASSWORD_COST: 'test', SVC_ACCESS_LOG: '0', SVC_LOG_LEVEL: 'warn', SVC_SIM_DELAY_MS: '600000', SVC_LOGIN_ADDRESS_EXEMPT: '127.0.0.0/8' };

type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function api(base: string, action: string, params: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${base}/api?action=${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) });
  const envelope = (await res.json()) as { status: number };
  if (envelope.status !== 0) throw new Error(`${action}: ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: PASSWORD, tenant: '*' }) });
  return ((await res.json()) as { sid: string }).sid;
}

/** The same data set on either target: a tenant, USERS users, one flavour, and VMS VMs spread over them. */
async function seed(base: string, sql: Sql): Promise<string> {
  const sid = await login(base);
  const tenantId = (await api(base, 'tenant_create', { sid, arguments: { name: 'bench' } })).rows[0].id;
  const osfId = (await api(base, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'bench-osf' } })).rows[0].id;
  const userValues: unknown[] = [];
  const userRows = Array.from({ length: USERS }, (_, i) => {
    userValues.push(tenantId, `user-${String(i).padStart(5, '0')}`, 'x');
    return '(?, ?, ?)';
  });
  await sql(`INSERT INTO users (tenant_id, name, password_hash) VALUES ${userRows.join(', ')}`, userValues);
  const userIds = (await sql('SELECT id FROM users WHERE tenant_id = ? ORDER BY id', [tenantId])).map((r) => Number(r.id));
  const vmValues: unknown[] = [];
  const vmRows = Array.from({ length: VMS }, (_, i) => {
    const ip = 10 * 2 ** 24 + 5 * 2 ** 16 + i;
    vmValues.push(tenantId, userIds[i % userIds.length], osfId, `vm-${String(i).padStart(5, '0')}`, [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.'), ip, `54:52:01:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`);
    return '(?, ?, ?, ?, ?, ?, ?)';
  });
  await sql(`INSERT INTO vms (tenant_id, user_id, osf_id, name, ip, ip_num, mac) VALUES ${vmRows.join(', ')}`, vmValues);
  return sid;
}

function measure(url: string, action: string, sid: string): Promise<LoadResult> {
  const spec: LoadSpec = {
    url: `${url}/api?action=${action}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sid, order_by: { field: 'name' }, block: PAGE }),
    connections: CONNECTIONS,
    pipelining: 1,
    warmupSeconds: WARMUP,
    seconds: SECONDS,
  };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/load.ts'), JSON.stringify(spec)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`load exited with ${code}`));
      else resolvePromise(JSON.parse(line) as LoadResult);
    });
  });
}

async function mysqlOn(url: string): Promise<{ sql: Sql; close: () => Promise<void> }> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(url);
  return {
    sql: async (text, params = []) => {
      const [rows] = await conn.query(text, params);
      return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    },
    close: () => conn.end(),
  };
}

/** One server on one MariaDB of the benchmark's own. */
async function singleNode(): Promise<Record<string, LoadResult>> {
  const mariadb = await startPlainMariadb();
  const MYSQL_URL = mariadb.url;
  const database = `svc_bench_${randomBytes(4).toString('hex')}`;
  const admin = await mysqlOn(MYSQL_URL);
  await admin.sql(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-one-'));
  const [program, args] = serverCommand();
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, SVC_HOST: '127.0.0.1', SVC_PORT: '0', SVC_DB_URL: `${MYSQL_URL}/${database}`, SVC_DATA_DIR: dir, SVC_SUPERADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolvePromise, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
      const look = (d: Buffer) => {
        out += d;
        const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolvePromise(m[1]!);
        }
      };
      child.stdout!.on('data', look);
      child.stderr!.on('data', look);
    });
    const db = await mysqlOn(`${MYSQL_URL}/${database}`);
    const sid = await seed(url, db.sql);
    await db.close();
    return { user_get_list: await measure(url, 'user_get_list', sid), vm_get_list: await measure(url, 'vm_get_list', sid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await admin.close();
    await mariadb.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function threeNodes(): Promise<Record<string, LoadResult>> {
  const cluster = new Cluster({
    dir: mkdtempSync(join(tmpdir(), 'svc-bench-cluster-')),
    ports: await freePorts(),
    apiCommand: serverCommand(),
    apiCwd: ROOT,
    apiEnv: SERVER_ENV,
    superadminPassword: PASSWORD,
  });
  // a stopped benchmark leaves no cluster running
  const stopOnSignal = () => void cluster.stop({ removeData: true }).finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await cluster.start();
    const sid = await seed(cluster.url, (text, params) => cluster.mysql(1, text, params));
    return {
      user_get_list: await measure(cluster.url, 'user_get_list', sid),
      vm_get_list: await measure(cluster.url, 'vm_get_list', sid),
      // one of the cluster's servers alone, on its Galera node, without HAProxy: the same processes as the single server's run
      user_get_list_one: await measure(cluster.apiUrl(1), 'user_get_list', sid),
      vm_get_list_one: await measure(cluster.apiUrl(1), 'vm_get_list', sid),
    };
  } finally {
    await cluster.stop({ removeData: true });
  }
}

function cells(r: LoadResult): string {
  return `${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} / ${r.p99.toFixed(1)}`;
}

function row(action: string, one: LoadResult, node: LoadResult, three: LoadResult): string {
  const errors = [one, node, three].reduce((n, r) => n + r.errors + r.non2xx, 0);
  return `| ${action} | ${cells(one)} | ${cells(node)} | ${(node.rps / one.rps).toFixed(2)} | ${cells(three)} | ${(three.rps / one.rps).toFixed(2)} | ${errors} |`;
}

async function main(): Promise<void> {
  process.stdout.write(`cluster bench: ${USERS} users, ${VMS} VMs, ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  const loadBefore = loadavg()[0]!;
  const one = await singleNode();
  process.stdout.write(`one server on one MariaDB: ${JSON.stringify(Object.fromEntries(Object.entries(one).map(([k, v]) => [k, Math.round(v.rps)])))} requests/s\n`);
  const three = await threeNodes();
  process.stdout.write(`the cluster: ${JSON.stringify(Object.fromEntries(Object.entries(three).map(([k, v]) => [k, Math.round(v.rps)])))} requests/s\n`);
  const loadAfter = loadavg()[0]!;
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
  const text = [
    "# The cluster's cost: three servers on Galera behind HAProxy vs one server on one MariaDB",
    '',
    `Written by \`tsx bench/cluster.ts\` (\`make bench\`): ${USERS.toLocaleString('en-US')} users and ${VMS.toLocaleString('en-US')} VMs in one tenant, each list's first page of ${PAGE} ordered by name,`,
    `${CONNECTIONS} connections, ${SECONDS} s measured after ${WARMUP} s of warm-up, on ${machine}; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    '',
    '| action | one server, one MariaDB (same sizes as a node): req/s | p50 / p99 ms | one server on a Galera node (no HAProxy): req/s | p50 / p99 ms | ratio | HAProxy, three servers on three nodes: req/s | p50 / p99 ms | ratio | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row('user_get_list', one.user_get_list!, three.user_get_list_one!, three.user_get_list!),
    row('vm_get_list', one.vm_get_list!, three.vm_get_list_one!, three.vm_get_list!),
    '',
    'The first ratio is the cost of Galera to one server and its node: the same processes as the single',
    "server's run, with `wsrep_sync_wait` on every read and two more nodes applying every write beside them",
    'on the same cores. The second is the whole deployment on this one machine: the three Galera nodes, the',
    'three servers, HAProxy and the load generator share the cores one server and one MariaDB have to',
    'themselves, so it measures what the cluster costs here, not the speed-up three machines give (there',
    'each server and its node have cores of their own, and reads scale with the nodes; writes do not, every',
    'node applies every write). A server runs its JavaScript on one core, so on a machine busy with other',
    'work three server processes may get more of its time than one: a ratio above 1 here says that, not that',
    'a cluster on one machine is faster.',
    '',
  ].join('\n');
  writeFileSync(join(ROOT, 'bench/results-cluster.md'), text);
  process.stdout.write(`\n${text}`);
}

main().catch((e) => {
  process.stderr.write(`cluster bench: ${String((e as Error)?.stack ?? e)}\n`);
  process.exit(1);
});
