// `make bench`: loads a realistic data set, then measures requests/second, p50/p99 latency and CPU time per
// request of the server and of the best hand-written code for the same answers (bench/baseline.ts:
// uWebSockets.js and the same driver, the session checked with one indexed SELECT, the SQL a careful
// person writes for each read, the same JSON field for field), scenario by scenario, on MariaDB and on
// SQLite; prints the table and writes bench/results.md. Before measuring a scenario the same request is
// sent to both and their answers must be the same JSON (key order aside): a mismatch is printed as FAIL
// with the first differing path, and that scenario's baseline is not measured. A benchmark, not a test:
// it always exits 0 once it has cleaned up (a failed target is printed as FAIL), except when the
// benchmark itself could not run.
//
// Settings (environment): BENCH_DB=mysql|sqlite|both (both: MariaDB first), BENCH_SECONDS (measured
// seconds per run, 4), BENCH_WARMUP (1), BENCH_CONNECTIONS (32), BENCH_PIPELINING (1), BENCH_TENANTS
// (50), BENCH_ROUNDS (3: paired runs of server and baseline per scenario, alternating which goes first;
// the ratio is the median round's), BENCH_ADMINS (2000), BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306), BENCH_SCENARIOS (ids to run,
// comma-separated, vm_start_1k for the massive vm_start; a partial run writes only bench/out/),
// BENCH_USERS_HUGE=0 (skip user_list_1m, the user list at 1,000,000 users, MariaDB only),
// BENCH_GEN=0 (skip timing `make gen`),
// BENCH_CPU_PROF=1 (the measured server writes CPU profiles to bench/out/profiles), BENCH_SERVER=tsx (measure
// the sources run by tsx instead of the shipped build, dist/, which the bench builds first: bench/server.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { databaseServerPid, machineBusyMs, treeCpuMs } from './cpu.js';
import { captureStatements, send, type Captured, type Statement } from './capture.js';
import { firstDifference } from './compare.js';
import type { LoadResult, LoadSpec } from './load.js';
import { ROOT, cleanupAll, stopProcess, track, waitForLine } from './processes.js';
import { renderResults, targetsOf, type DbRun, type Measurement, type Run } from './report.js';
import { explain, type Plan } from './explain.js';
import { DETAILS_USER, matchingAdmins, scenarios, STATE_USER, USER_SIZES, VMS, VMS_RUNNING, type Expected, type Scenario } from './scenarios.js';
import { placeInOneTransaction, stopAll, type BaselineWrite } from './baseline-start.js';
import { BENCH_HOSTS, BLOCKED_USERS, seed, seedStoppedVms, seedVms, userName, userSeeder, type UserSeeder } from './seed.js';
import { SERVER_PROGRAM, startServer, SUPERADMIN_PASSWORD, type RunningServer } from './server.js';
import { createStore, type DbKind, type SqlAccess, type Store } from './store.js';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const settings = {
  seconds: intEnv('BENCH_SECONDS', 4),
  warmup: intEnv('BENCH_WARMUP', 1),
  rounds: Math.max(1, intEnv('BENCH_ROUNDS', 3)),
  connections: intEnv('BENCH_CONNECTIONS', 32),
  pipelining: intEnv('BENCH_PIPELINING', 1),
  tenants: intEnv('BENCH_TENANTS', 50),
  admins: intEnv('BENCH_ADMINS', 2000),
};
const dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase();
const dbs: DbKind[] = dbChoice === 'mysql' ? ['mysql'] : dbChoice === 'sqlite' ? ['sqlite'] : ['mysql', 'sqlite'];
const only = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim()).filter(Boolean);
const selected = only?.length ? scenarios.filter((s) => only.includes(s.id)) : scenarios;
const hugeUsers = process.env.BENCH_USERS_HUGE !== '0';
/** The scenarios measured on one database. */
const selectedFor = (kind: DbKind) => selected.filter((s) => (!s.dbs || s.dbs.includes(kind)) && (hugeUsers || (s.users ?? 0) < USER_SIZES.huge));
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

/**
 * The server and the baseline measured in `settings.rounds` paired rounds, one after the other, which
 * goes first alternating from round to round. A machine whose speed drifts (other tenants of its host)
 * slows both runs of a round alike, where one long run of each could land one in a slow spell and the
 * other not; the round whose ratio is the median is kept, both its runs, and every round's ratio beside.
 */
async function measurePair(
  title: string,
  server: () => Promise<Run>,
  baseline: (() => Promise<Run>) | undefined,
): Promise<{ serverResult: Run; baselineResult?: Run; roundRatios?: number[] }> {
  const rounds: { server: Run; baseline?: Run }[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    const label = settings.rounds > 1 ? ` (round ${round + 1} of ${settings.rounds})` : '';
    const order = baseline && round % 2 === 1 ? (['baseline', 'server'] as const) : (['server', 'baseline'] as const);
    const pair: { server?: Run; baseline?: Run } = {};
    for (const side of order) {
      const run = side === 'server' ? server : baseline;
      if (!run) continue;
      say(`${title}: ${side}…${label}`);
      pair[side] = await run();
      await sleep(500);
    }
    rounds.push({ server: pair.server!, baseline: pair.baseline });
  }
  if (!baseline) return { serverResult: rounds[Math.floor(rounds.length / 2)]!.server };
  const ratioOf = (r: { server: Run; baseline?: Run }) => r.server.rps / r.baseline!.rps;
  const sorted = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { serverResult: median.server, baselineResult: median.baseline, roundRatios: rounds.map(ratioOf) };
}

async function startBaseline(dbUrl: string) {
  const child = track(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/baseline.ts'), dbUrl]);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const m = await waitForLine(child, /baseline listening on (\d+)/, 30_000, () => out);
  return { url: `http://127.0.0.1:${m[1]}`, pid: child.pid, stop: () => stopProcess(child) };
}

/**
 * The first path where the baseline's answer differs from the server's, or undefined when they are the
 * same. Sent up to three times, for answers that carry the time (/api/info's server_datetime).
 */
async function baselineDifference(serverUrl: string, baselineUrl: string, s: Scenario, sid: string, expected: Expected): Promise<string | undefined> {
  let difference: string | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [a, b] = await Promise.all([send(serverUrl, s, sid, expected), send(baselineUrl, s, sid, expected)]);
    difference = firstDifference(a, b);
    if (!difference) return undefined;
  }
  return difference;
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
    const dbPid = kind === 'mysql' ? ((await withSql(store, mariadbPid)) ?? databaseServerPid()) : undefined;

    // 4. step by step, from the smallest users table: grow it, capture the statements of the step's
    // scenarios from the server's own query log, record their plans, then measure the server and the
    // baseline, one at a time
    const users = userSeeder();
    let vmsSeeded = false;
    let vmSeeding: number | undefined;
    const userSteps: DbRun['userSteps'] = [];
    const measured = selectedFor(kind);
    const sizes = [...new Set(measured.map((s) => s.users ?? 0))].sort((a, b) => a - b);
    const measurements: Measurement[] = [];
    const allCaptured: Record<string, Captured> = {};
    for (const size of sizes) {
      const group = measured.filter((s) => (s.users ?? 0) === size);
      if (size > users.users) {
        const t1 = performance.now();
        await withSql(store, (sql) => users.grow(sql, size));
        const ms = performance.now() - t1;
        userSteps.push({ users: size, ms });
        say(`users table grown to ${size} users (3 property values each) in ${ms.toFixed(0)} ms`);
      }
      if (!vmsSeeded && group.some((s) => s.vms)) {
        vmSeeding = await seedVmDataSet(store, users);
        vmsSeeded = true;
      }
      const userId = (i: number) =>
        users.users >= i ? withSql(store, async (sql) => Number((await sql.all<{ id: number }>('SELECT id FROM users WHERE name = ?', [userName(i)]))[0]?.id)) : Promise.resolve(0);
      // the tiny list reads the first bench tenant's users
      const tiny = await withSql(store, async (sql) =>
        (await sql.all<{ id: number; n: number }>(
          `SELECT t.id AS id, (SELECT COUNT(*) FROM users u WHERE u.tenant_id = t.id) AS n FROM tenants t WHERE t.name LIKE 'bench-tenant-%' ORDER BY t.name LIMIT 1`,
        ))[0],
      );
      const expected: Expected = {
        tenants: seeded.tenants,
        matchingAdmins: matchingAdmins(seeded.admins),
        users: users.users,
        blockedUsers: users.users ? BLOCKED_USERS : 0,
        detailsUserId: await userId(DETAILS_USER),
        stateUserId: await userId(STATE_USER),
        tinyTenantId: Number(tiny?.id ?? 0),
        tinyUsers: Number(tiny?.n ?? 0),
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
        say(`${s.title}: plans ${problems.length ? `NOT as wanted: ${problems.join('; ')}` : 'use indexes, no scan of users or vms, no sort'}`);
      }

      baseline = await startBaseline(store.dbUrl);
      for (const s of group) {
        const problem = s.check(await send(server.url, s, sid, expected), expected);
        if (problem) throw new Error(`${kind} ${s.id}: the server's answer is wrong: ${problem}`);
        const mismatch = await baselineDifference(server.url, baseline.url, s, sid, expected);
        if (mismatch) say(`FAIL ${s.title}: the baseline's answer differs from the server's at ${mismatch}; its baseline is not measured`);
        else say(`${s.title}: the baseline's answer is the server's (same JSON)`);

        const { serverResult, baselineResult, roundRatios } = await measurePair(
          s.title,
          () => load(server!.url + s.path, s, sid, expected, server!.pid, dbPid),
          mismatch ? undefined : () => load(baseline!.url + s.path, s, sid, expected, baseline!.pid, dbPid),
        );
        const db = (r: Run) => (r.dbCpuUs === undefined ? '' : ` (MariaDB ${us(r.dbCpuUs)})`);
        say(
          `  server ${serverResult.rps.toFixed(0)} req/s p50 ${serverResult.p50.toFixed(2)} p99 ${serverResult.p99.toFixed(2)} CPU µs/req ${us(serverResult.cpuUs)}${db(serverResult)}` +
            (baselineResult
              ? ` | baseline ${baselineResult.rps.toFixed(0)} req/s p50 ${baselineResult.p50.toFixed(2)} p99 ${baselineResult.p99.toFixed(2)} CPU µs/req ${us(baselineResult.cpuUs)}${db(baselineResult)}` +
                ` | ratio ${((serverResult.rps / baselineResult.rps) * 100).toFixed(0)}%` +
                (roundRatios && roundRatios.length > 1 ? ` (the median of rounds ${roundRatios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')})` : '')
              : ' | baseline not measured'),
        );
        measurements.push({ scenario: s, server: serverResult, baseline: baselineResult, roundRatios, mismatch, statements: captured[s.id]!, plans: plans[s.id] });
      }
      await baseline.stop();
      baseline = undefined;
    }
    await server.stop();
    server = undefined;
    let massiveStart: DbRun['massiveStart'];
    if (!only?.length || only.includes('vm_start_1k')) {
      // on the database as vm_get_list has it (its running VMs on the same hosts), seeded here when it was not measured
      if (!vmsSeeded) {
        if (users.users < USER_SIZES.medium) await withSql(store, (sql) => users.grow(sql, USER_SIZES.medium));
        vmSeeding = await seedVmDataSet(store, users);
        vmsSeeded = true;
      }
      massiveStart = await measureMassiveStart(store);
      say(
        `vm_start of ${massiveStart.vms} VMs: answered in ${massiveStart.answerMs.toFixed(0)} ms, all running after ${massiveStart.allRunningMs.toFixed(0)} ms ` +
          `(${((massiveStart.allRunningMs / massiveStart.vms) * 1000).toFixed(0)} µs per VM)`,
      );
    }
    return { kind, version, firstStartMs: first.startupMs, startupMs, seeded, userSteps, vmSeedingMs: vmSeeding, measurements, massiveStart };
  } finally {
    await server?.stop();
    await baseline?.stop();
    await store.drop();
  }
}

/** The VM data set of vm_get_list (on 10,000 users); the time it took. */
async function seedVmDataSet(store: Store, users: UserSeeder): Promise<number> {
  if (users.users !== USER_SIZES.medium) throw new Error(`the VM data set wants ${USER_SIZES.medium} users, the table has ${users.users}`);
  const t0 = performance.now();
  await withSql(store, (sql) => seedVms(sql, VMS.total, VMS.runningEvery));
  const ms = performance.now() - t0;
  say(`seeded ${VMS.total} VMs, ${VMS.inTable} in the table (${VMS_RUNNING} running on ${BENCH_HOSTS} hosts, 3 property values each) in ${ms.toFixed(0)} ms`);
  return ms;
}

const MASSIVE_START_VMS = 1000;

/**
 * One vm_start of the 1,000 stopped VMs of one OS flavour (filter osf_id), the simulated driver at no
 * delay: the time to the answer, and until vm_get_list (state running, block 1, polled every 20 ms) counts
 * all 1,000 running; then the database is asked how they are placed.
 */
async function measureMassiveStart(store: Store): Promise<NonNullable<DbRun['massiveStart']>> {
  const osfId = await withSql(store, (sql) => seedStoppedVms(sql, MASSIVE_START_VMS));
  const before = await withSql(store, (sql) =>
    sql.all<{ hosts: number; running: number }>(
      `SELECT (SELECT COUNT(*) FROM hosts WHERE state = 'running' AND blocked = 0 AND backend = 1) AS hosts, (SELECT COUNT(*) FROM vms WHERE state <> 'stopped') AS running`,
    ),
  );
  const hosts = Number(before[0]!.hosts);
  if (!hosts) throw new Error('no running, unblocked backend host for vm_start');
  const server = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir, env: { SVC_SIM_DELAY_MS: '0' } });
  try {
    const sid = await login(server.url);
    const call = (action: string, body: Record<string, unknown>) =>
      fetch(`${server.url}/api?action=${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid, ...body }) }).then(
        (r) => r.json() as Promise<Record<string, any>>,
      );
    let polls = 0;
    const t0 = performance.now();
    const answer = await call('vm_start', { filters: { osf_id: osfId } });
    const answerMs = performance.now() - t0;
    if (answer.status !== 0 || answer.total !== MASSIVE_START_VMS) throw new Error(`vm_start answered ${JSON.stringify(answer).slice(0, 300)}`);
    let runningAtAnswer: number | undefined;
    for (;;) {
      const running = await call('vm_get_list', { filters: { osf_id: osfId, state: 'running' }, block: 1 });
      polls++;
      if (running.status !== 0) throw new Error(`vm_get_list answered ${JSON.stringify(running).slice(0, 300)}`);
      runningAtAnswer ??= Number(running.total);
      if (running.total === MASSIVE_START_VMS) break;
      if (performance.now() - t0 > 300_000) throw new Error(`only ${running.total} VMs running after 300 s`);
      await sleep(20);
    }
    const allRunningMs = performance.now() - t0;
    const placed = await withSql(store, (sql) =>
      sql.all<{ host_id: number; n: number; ports: number }>(
        `SELECT host_id, COUNT(*) AS n, COUNT(DISTINCT vnc_port) AS ports FROM vms WHERE osf_id = ? AND state = 'running' AND di_id IS NOT NULL GROUP BY host_id ORDER BY host_id`,
        [osfId],
      ),
    );
    const placedVms = placed.reduce((sum, p) => sum + Number(p.n), 0);
    if (placedVms !== MASSIVE_START_VMS || placed.some((p) => p.host_id === null || Number(p.ports) !== Number(p.n))) {
      throw new Error(`the started VMs are not placed as expected: ${JSON.stringify(placed)}`);
    }
    await server.stop();
    const baseline = await baselineStarts(store, osfId);
    const oneStart = await profileOneStart(store, osfId);
    return {
      vms: MASSIVE_START_VMS,
      answerMs,
      allRunningMs,
      runningAtAnswer: runningAtAnswer ?? MASSIVE_START_VMS,
      polls,
      hosts,
      alreadyRunning: Number(before[0]!.running),
      perHost: placed.map((p) => Number(p.n)),
      baseline,
      oneStart,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The hand-written baseline (bench/baseline-start.ts) places the same VMs on the same hosts, in one
 * transaction on a direct connection: the VMs put back to stopped first, each way three times, the median
 * kept; the VMs are left starting as it placed them (the next server's start hands them to its driver).
 */
async function baselineStarts(store: Store, osfId: number): Promise<Record<BaselineWrite, number>> {
  const out = {} as Record<BaselineWrite, number>;
  for (const write of ['per_vm', 'joined'] as const) {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const placed = await withSql(store, async (sql) => {
        await stopAll(sql, osfId);
        return placeInOneTransaction(store.kind, sql, osfId, write);
      });
      if (placed.started !== MASSIVE_START_VMS) throw new Error(`the baseline (${write}) placed ${placed.started} VMs`);
      times.push(placed.ms);
    }
    out[write] = times.sort((a, b) => a - b)[1]!;
    say(`baseline, one transaction (${write === 'per_vm' ? 'an UPDATE per VM' : 'one UPDATE joined to a derived table'}): ${out[write].toFixed(0)} ms`);
  }
  return out;
}

/**
 * What one start costs once the 1,000 run: a server logging its statements stops one of them and starts it
 * again; the statements of that vm_start (the driver's report included), with their durations as the
 * server logged them, and their plans.
 */
async function profileOneStart(store: Store, osfId: number): Promise<NonNullable<DbRun['massiveStart']>['oneStart']> {
  const server = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir, logLevel: 'debug', env: { SVC_SIM_DELAY_MS: '0' } });
  try {
    const sid = await login(server.url);
    const call = (action: string, body: Record<string, unknown>) =>
      fetch(`${server.url}/api?action=${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid, ...body }) }).then(
        (r) => r.json() as Promise<Record<string, any>>,
      );
    // waits read the database, so that the server's log holds only what the calls did
    const until = (id: number, state: string) =>
      withSql(store, async (sql) => {
        for (let i = 0; i < 500; i++) {
          if ((await sql.all<{ state: string }>('SELECT state FROM vms WHERE id = ?', [id]))[0]?.state === state) return;
          await sleep(10);
        }
        throw new Error(`VM ${id} not ${state} after 5 s`);
      });
    const vm = await call('vm_get_list', { filters: { osf_id: osfId }, order_by: { field: 'name', order: '-asc' }, block: 1 });
    const id = Number(vm.rows?.[0]?.id);
    if (!(await call('vm_stop', { filters: { id } })).status) await until(id, 'stopped');
    else throw new Error(`vm_stop of VM ${id} failed`);
    await sleep(200);
    const mark = server.stdout().length;
    const t0 = performance.now();
    const answer = await call('vm_start', { filters: { id } });
    const answerMs = performance.now() - t0;
    if (answer.status !== 0) throw new Error(`vm_start of VM ${id} answered ${JSON.stringify(answer).slice(0, 300)}`);
    await until(id, 'running');
    const statements: (Statement & { ms: number })[] = [];
    for (const line of server.stdout().slice(mark).split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const r = JSON.parse(line) as { message?: string; sql?: string; parameters?: unknown[]; ms?: number };
        if (r.message === 'query' && r.sql) statements.push({ sql: r.sql, parameters: r.parameters ?? [], ms: Number(r.ms ?? 0) });
      } catch {
        /* not a log record */
      }
    }
    // the start's statements and the driver's report, without the session check
    const kept = statements.filter((st) => !/\bsessions\b|\bAS multitenant\b/i.test(st.sql));
    const plans = await withSql(store, async (sql) => {
      const out: Plan[] = [];
      for (const st of kept) {
        if (!/^\s*(select|update)\b/i.test(st.sql)) continue;
        try {
          out.push(...(await explain(store.kind, sql, [st])));
        } catch (e) {
          out.push({ label: st.sql.replace(/\s+/g, ' ').slice(0, 60), lines: [`(no plan: ${String((e as Error)?.message ?? e).slice(0, 100)})`], problems: [] });
        }
      }
      return out;
    });
    return { answerMs, statements: kept, plans };
  } finally {
    await server.stop();
  }
}

/** The pid of the MariaDB server the bench's database lives on (its pid file), when it can be read here. */
async function mariadbPid(sql: SqlAccess): Promise<number | undefined> {
  try {
    const file = String((await sql.all<{ f: string }>('SELECT @@pid_file AS f'))[0]?.f ?? '');
    const pid = Number(readFileSync(file, 'utf8').trim());
    return pid > 0 && existsSync(`/proc/${pid}`) ? pid : undefined;
  } catch {
    return undefined;
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
    program: SERVER_PROGRAM,
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
