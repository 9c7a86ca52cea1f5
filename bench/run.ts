// `make bench`: loads a realistic data set, then measures requests/second and p50/p99 latency of the
// server and of a minimal baseline running the same SQL, scenario by scenario, on MariaDB and on SQLite;
// prints the table and writes bench/results.md. A benchmark, not a test: it always exits 0 once it has
// cleaned up (a failed target is printed as FAIL), except when the benchmark itself could not run.
//
// Settings (environment): BENCH_DB=mysql|sqlite|both (both: MariaDB first), BENCH_SECONDS (measured
// seconds per run, 10), BENCH_WARMUP (2), BENCH_CONNECTIONS (32), BENCH_PIPELINING (1), BENCH_TENANTS
// (50), BENCH_ADMINS (2000), BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306), BENCH_SCENARIOS (ids to run,
// comma-separated; a partial run writes only bench/out/), BENCH_GEN=0 (skip timing `make gen`),
// BENCH_CPU_PROF=1 (the measured server writes CPU profiles to bench/out/profiles).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { BaselineConfig, Statement } from './baseline.js';
import { databaseServerPid, machineBusyMs, treeCpuMs } from './cpu.js';
import { captureStatements, send, type Captured } from './capture.js';
import type { LoadResult, LoadSpec } from './load.js';
import { ROOT, cleanupAll, stopProcess, track, waitForLine } from './processes.js';
import { renderResults, targetsOf, type DbRun, type Measurement, type Run } from './report.js';
import { explain, type Plan } from './explain.js';
import { DETAILS_USER, matchingAdmins, scenarios, type Expected, type Scenario } from './scenarios.js';
import { BLOCKED_USERS, seed, userName, userSeeder } from './seed.js';
import { startServer, SUPERADMIN_PASSWORD, type RunningServer } from './server.js';
import { createStore, type DbKind, type SqlAccess, type Store } from './store.js';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const settings = {
  seconds: intEnv('BENCH_SECONDS', 10),
  warmup: intEnv('BENCH_WARMUP', 2),
  connections: intEnv('BENCH_CONNECTIONS', 32),
  pipelining: intEnv('BENCH_PIPELINING', 1),
  tenants: intEnv('BENCH_TENANTS', 50),
  admins: intEnv('BENCH_ADMINS', 2000),
};
const dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase();
const dbs: DbKind[] = dbChoice === 'mysql' ? ['mysql'] : dbChoice === 'sqlite' ? ['sqlite'] : ['mysql', 'sqlite'];
const only = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim()).filter(Boolean);
const selected = only?.length ? scenarios.filter((s) => only.includes(s.id)) : scenarios;
const OUT = join(ROOT, 'bench/out');
const cpuProf = process.env.BENCH_CPU_PROF === '1';

const say = (text: string) => process.stdout.write(`${text}\n`);
const us = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(0));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' }),
  });
  const env = (await res.json()) as { status: number; sid?: string };
  if (env.status !== 0 || !env.sid) throw new Error(`login failed: ${JSON.stringify(env)}`);
  return env.sid;
}

/**
 * One autocannon run in its own process, with the CPU time the target (and MariaDB) spent meanwhile, and
 * what every other process of the machine spent (the machine's busy time minus the target, the database
 * and the load generator): other work that competed with the run.
 */
async function load(url: string, scenario: Scenario, sid: string, expected: Expected, targetPid: number | undefined, dbPid: number | undefined): Promise<Run> {
  const spec: LoadSpec = {
    url,
    method: scenario.method,
    headers: scenario.body ? { 'content-type': 'application/json' } : undefined,
    body: scenario.body ? JSON.stringify(scenario.body(sid, expected)) : undefined,
    connections: settings.connections,
    pipelining: settings.pipelining,
    warmupSeconds: settings.warmup,
    seconds: settings.seconds,
  };
  const child = track(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/load.ts'), JSON.stringify(spec)]);
  let out = '';
  let err = '';
  type Snapshot = { target?: number; db?: number; generator?: number; machine?: number; at: number };
  const snapshot = (): Snapshot => ({
    target: treeCpuMs(targetPid),
    db: treeCpuMs(dbPid),
    generator: treeCpuMs(child.pid),
    machine: machineBusyMs(),
    at: performance.now(),
  });
  let before: Snapshot | undefined;
  let after: Snapshot | undefined;
  let load1 = loadavg()[0]!;
  child.stdout!.on('data', (d) => {
    out += d;
    if (!before && out.includes('measuring\n')) {
      before = snapshot();
      load1 = loadavg()[0]!;
    } else if (before && !after && /measuring\n\{.*\}\n/s.test(out)) {
      after = snapshot(); // the result line: the measured run is over and the load generator still alive
    }
  });
  child.stderr!.on('data', (d) => (err += d));
  const limit = (settings.seconds + settings.warmup + 60) * 1000;
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => void stopProcess(child), limit);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  if (code !== 0) throw new Error(`load generator exited with ${code}: ${err}`);
  after ??= snapshot();
  const result = JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
  const delta = (key: Exclude<keyof Snapshot, 'at'>) => {
    const a = before?.[key];
    const b = after?.[key];
    return a === undefined || b === undefined ? undefined : b - a;
  };
  const perRequest = (ms: number | undefined) => (ms === undefined || !result.requests ? undefined : (ms * 1000) / result.requests);
  const machine = delta('machine');
  const generator = delta('generator');
  const wall = before && after ? after.at - before.at : 0;
  const otherCpuPct =
    machine === undefined || generator === undefined || !wall
      ? undefined
      : (Math.max(0, machine - (delta('target') ?? 0) - (delta('db') ?? 0) - generator) / wall) * 100;
  return { ...result, load1, otherCpuPct, cpuUs: perRequest(delta('target')), dbCpuUs: perRequest(delta('db')) };
}

async function startBaseline(kind: DbKind, dbUrl: string, routes: Record<string, Statement[]>) {
  const config: BaselineConfig = { dialect: kind, dbUrl, routes };
  const file = join(OUT, `baseline-${kind}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  const child = track(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/baseline.ts'), file]);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const m = await waitForLine(child, /baseline listening on (\d+)/, 30_000, () => out);
  return { url: `http://127.0.0.1:${m[1]}`, pid: child.pid, stop: () => stopProcess(child) };
}

async function databaseVersion(kind: DbKind, store: Awaited<ReturnType<typeof createStore>>): Promise<string> {
  const sql = await store.connect();
  try {
    const rows = await sql.all<{ v: string }>(kind === 'mysql' ? 'SELECT VERSION() AS v' : 'SELECT sqlite_version() AS v');
    return String(rows[0]?.v);
  } finally {
    await sql.close();
  }
}

async function benchDatabase(kind: DbKind): Promise<DbRun> {
  say(`\n== ${kind === 'mysql' ? 'MariaDB/MySQL' : 'SQLite'} ==`);
  const store = await createStore(kind);
  let server: RunningServer | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    // 1. the server creates the schema and the template roles
    const first = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir });
    await first.stop();
    say(`first start (migrations, bootstrap): ${first.startupMs.toFixed(0)} ms`);

    // 2. data
    const t0 = performance.now();
    const seeded = await withSql(store, (sql) => seed(sql, { tenants: settings.tenants, admins: settings.admins }));
    say(`seeded ${seeded.tenants} tenants, ${seeded.admins} administrators, ${seeded.roles} tenant roles, ${seeded.adminRoles} role assignments in ${(performance.now() - t0).toFixed(0)} ms`);
    const version = await databaseVersion(kind, store);

    // 3. the measured server (as the tests start it); it runs through every step below
    const profileDir = join(OUT, 'profiles', kind);
    if (cpuProf) mkdirSync(profileDir, { recursive: true });
    server = await startServer({
      dbUrl: store.dbUrl,
      dataDir: store.dataDir,
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : undefined,
    });
    const startupMs = server.startupMs;
    say(`start on the loaded database: ${startupMs.toFixed(0)} ms`);
    const sid = await login(server.url);
    const dbPid = kind === 'mysql' ? databaseServerPid() : undefined;

    // 4. step by step, from the smallest users table: grow it, capture the statements of the step's
    // scenarios from the server's own query log, record their plans, then measure the server and the
    // baseline, one at a time
    const users = userSeeder();
    const userSteps: DbRun['userSteps'] = [];
    const sizes = [...new Set(selected.map((s) => s.users ?? 0))].sort((a, b) => a - b);
    const measurements: Measurement[] = [];
    const allCaptured: Record<string, Captured> = {};
    for (const size of sizes) {
      const group = selected.filter((s) => (s.users ?? 0) === size);
      if (size > users.users) {
        const t1 = performance.now();
        await withSql(store, (sql) => users.grow(sql, size));
        const ms = performance.now() - t1;
        userSteps.push({ users: size, ms });
        say(`users table grown to ${size} users (3 property values each) in ${ms.toFixed(0)} ms`);
      }
      const detailsUserId = users.users >= DETAILS_USER
        ? await withSql(store, async (sql) => Number((await sql.all<{ id: number }>('SELECT id FROM users WHERE name = ?', [userName(DETAILS_USER)]))[0]?.id))
        : 0;
      const expected: Expected = {
        tenants: seeded.tenants,
        matchingAdmins: matchingAdmins(seeded.admins),
        users: users.users,
        blockedUsers: users.users ? BLOCKED_USERS : 0,
        detailsUserId,
      };

      const captured: Record<string, Captured> = {};
      const logging = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir, logLevel: 'debug' });
      try {
        const loggingSid = await login(logging.url);
        for (const s of group) captured[s.id] = await captureStatements(logging, s, loggingSid, expected);
      } finally {
        await logging.stop();
      }
      Object.assign(allCaptured, captured);
      writeFileSync(join(OUT, `statements-${kind}.json`), JSON.stringify(allCaptured, null, 2));

      const plans: Record<string, Plan[]> = {};
      for (const s of group.filter((g) => g.explain)) {
        plans[s.id] = await withSql(store, (sql) => explain(kind, sql, captured[s.id]!.kept));
        const problems = plans[s.id]!.flatMap((p) => p.problems);
        say(`${s.title}: plans ${problems.length ? `NOT as wanted: ${problems.join('; ')}` : 'use indexes, no scan of users, no sort'}`);
      }

      baseline = await startBaseline(kind, store.dbUrl, Object.fromEntries(group.map((s) => [`/b/${s.id}`, captured[s.id]!.kept])));
      for (const s of group) {
        const problem = s.check(await send(server.url, s, sid, expected), expected);
        if (problem) throw new Error(`${kind} ${s.id}: the server's answer is wrong: ${problem}`);
        const answer = await send(baseline.url, { ...s, path: `/b/${s.id}` }, sid, expected);
        if (answer.status !== 0) throw new Error(`${kind} ${s.id}: the baseline failed: ${JSON.stringify(answer).slice(0, 300)}`);

        say(`${s.title}: server…`);
        const serverResult = await load(server.url + s.path, s, sid, expected, server.pid, dbPid);
        await sleep(500);
        say(`${s.title}: baseline…`);
        const baselineResult = await load(`${baseline.url}/b/${s.id}`, s, sid, expected, baseline.pid, dbPid);
        await sleep(500);
        const ratio = serverResult.rps / baselineResult.rps;
        say(
          `  server ${serverResult.rps.toFixed(0)} req/s p50 ${serverResult.p50.toFixed(2)} p99 ${serverResult.p99.toFixed(2)} | ` +
            `baseline ${baselineResult.rps.toFixed(0)} req/s p50 ${baselineResult.p50.toFixed(2)} p99 ${baselineResult.p99.toFixed(2)} | ratio ${(ratio * 100).toFixed(0)}%` +
            ` | CPU µs/req server ${us(serverResult.cpuUs)} baseline ${us(baselineResult.cpuUs)}`,
        );
        measurements.push({ scenario: s, server: serverResult, baseline: baselineResult, statements: captured[s.id]!, plans: plans[s.id] });
      }
      await baseline.stop();
      baseline = undefined;
    }
    return { kind, version, firstStartMs: first.startupMs, startupMs, seeded, userSteps, measurements };
  } finally {
    await server?.stop();
    await baseline?.stop();
    await store.drop();
  }
}

/** A direct connection for `work`, closed afterwards. */
async function withSql<T>(store: Store, work: (sql: SqlAccess) => Promise<T>): Promise<T> {
  const sql = await store.connect();
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

function timeGen(): { ms: number; ok: boolean } | undefined {
  if (process.env.BENCH_GEN === '0') return undefined;
  say('timing `make gen` (npx tsx codegen/main.ts)…');
  const t0 = performance.now();
  const r = spawnSync('npx', ['tsx', 'codegen/main.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return { ms: performance.now() - t0, ok: r.status === 0 };
}

function machine() {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    /* not a git checkout */
  }
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    commit,
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const gen = timeGen();
  const runs: DbRun[] = [];
  const failures: { kind: DbKind; error: string }[] = [];
  for (const kind of dbs) {
    try {
      runs.push(await benchDatabase(kind));
    } catch (e) {
      // one database failing (e.g. no MariaDB here) does not lose the other's numbers
      const error = String((e as Error)?.message ?? e);
      process.stderr.write(`bench: ${kind}: ${String((e as Error)?.stack ?? e)}\n`);
      failures.push({ kind, error });
    }
  }
  if (!runs.length) throw new Error('no database could be benchmarked');
  const text = renderResults({ machine: machine(), settings, gen, runs, failures, partial: Boolean(only?.length) });
  say('\n' + text);
  const targets = targetsOf(runs);
  const failed = targets.filter((t) => !t.pass);
  say(`\ntargets: ${targets.length - failed.length} PASS, ${failed.length} FAIL`);
  for (const t of failed) say(`  FAIL  ${t.db}: ${t.target}: ${t.value}`);
  for (const f of failures) say(`  NOT RUN  ${f.kind}: ${f.error.split('\n')[0]}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(OUT, `results-${stamp}.md`), text);
  if (!only?.length) {
    writeFileSync(join(ROOT, 'bench/results.md'), text);
    say('written to bench/results.md');
  }
}

main()
  .then(() => cleanupAll())
  .then(() => process.exit(0))
  .catch(async (e) => {
    process.stderr.write(`bench: ${String((e as Error)?.stack ?? e)}\n`);
    await cleanupAll();
    process.exit(1);
  });
