// A database outage under load: the server runs on a MariaDB instance of this test's own (a second
// mariadbd on a free port with a temporary data directory, so the shared one and the other tests are
// never disturbed) while 20 clients create and list users (and create OS flavours). The database is
// stopped (SIGKILL, then in a second test SIGTERM), stays down ~2 s and comes back on the same data
// directory. The server must live through it, answer every request of the outage quickly with 2100,
// serve again within 5 s of the database's return, and lose no acknowledged write: every create answered
// with status 0 is there afterwards, with its property value, and no create left half of itself behind.
// A first test shows a defect the outage tests ran into without any fault: concurrent creates with
// __properties__ deadlock in InnoDB and answer 1100.
// Skipped, saying so, where the MariaDB server is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, startServer, type TestServer, useProductionPasswordCost } from './harness.js';

// what this file tests costs what a real password hash costs
useProductionPasswordCost();

/** A program on PATH or in the sbin directories (not on an ordinary user's PATH on Debian). */
function which(command: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  return ['/usr/sbin', '/usr/local/sbin', '/sbin', '/usr/libexec'].map((d) => join(d, command)).find((f) => existsSync(f));
}

const MARIADBD = which('mariadbd') ?? which('mysqld');
const INSTALL_DB = which('mariadb-install-db') ?? which('mysql_install_db');
const AVAILABLE = Boolean(MARIADBD && INSTALL_DB);
if (!AVAILABLE) {
  console.warn(
    `faults-mariadb: SKIPPED — ${MARIADBD ? '' : 'mariadbd/mysqld '}${INSTALL_DB ? '' : 'mariadb-install-db/mysql_install_db '}not found; ` +
      'install the MariaDB server (Debian: apt-get install mariadb-server) to run the database-outage tests',
  );
}

const AS_ROOT = process.getuid?.() === 0;
const CLIENTS = 20;
const OUTAGE_MS = 2000;
/** A request made while the database is down must answer within this: quickly, no waiting for it. */
const QUICK_MS = 3000;
/** Service must be back within this of the database accepting connections again. */
const RECOVERY_MS = 5000;
/**
 * No request may take longer than this at all (a hang is reported, not waited for). Generous: a
 * user_create waits its turn for a scrypt hash behind the other clients' (seconds on two cores).
 */
const HANG_MS = 30_000;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolvePort(port));
    });
  });
}

/** A mariadbd of this test's own: a data directory initialised once, started and stopped at will. */
class MariaDb {
  readonly dir = mkdtempSync(join(tmpdir(), 'svc-faults-mariadb-'));
  readonly dataDir = join(this.dir, 'data');
  child: ChildProcess | undefined;
  log = '';
  constructor(readonly port: number) {}

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  install(): void {
    const r = spawnSync(
      INSTALL_DB!,
      ['--no-defaults', `--datadir=${this.dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...(AS_ROOT ? ['--user=root'] : [])],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (r.status !== 0) throw new Error(`${INSTALL_DB} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }

  /** Starts mariadbd and answers once it takes a statement (the moment it is "back"). */
  async start(): Promise<number> {
    const child = spawn(
      MARIADBD!,
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--port=${this.port}`,
        `--socket=${join(this.dir, 'sock')}`,
        `--pid-file=${join(this.dir, 'mariadbd.pid')}`,
        '--bind-address=127.0.0.1',
        '--innodb-buffer-pool-size=64M',
        // durable commits (the default, stated): an acknowledged write must survive a kill of mariadbd
        '--innodb-flush-log-at-trx-commit=1',
        ...(AS_ROOT ? ['--user=root'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    // never outlive the test run, whatever ends it
    const reap = () => child.kill('SIGKILL');
    process.once('exit', reap);
    child.once('exit', () => process.off('exit', reap));
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    const mysql = await import('mysql2/promise');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`mariadbd exited at start:\n${this.log.slice(-4000)}`);
      try {
        const conn = await mysql.createConnection({ uri: this.url, connectTimeout: 1000 });
        try {
          await conn.query('SELECT 1');
        } finally {
          await conn.end();
        }
        return Date.now();
      } catch (e) {
        if (Date.now() > deadline) throw new Error(`mariadbd did not accept connections in 30 s (${String(e)}):\n${this.log.slice(-4000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** Stops mariadbd with the signal and waits until the process is gone (its port then refuses). */
  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }

  async query(sqlText: string, params: unknown[] = []): Promise<Record<string, any>[]> {
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(this.url);
    try {
      const [rows] = await conn.query(sqlText, params);
      return Array.isArray(rows) ? (rows as Record<string, any>[]) : [];
    } finally {
      await conn.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One call made by a client loop: when it started and ended, and what it answered. */
interface Call {
  action: 'user_create' | 'osf_create' | 'user_get_list';
  name?: string;
  start: number;
  end: number;
  /** The envelope's status; undefined when no envelope came back (see `error`). */
  status?: number;
  id?: number;
  error?: string;
}

let mariadb: MariaDb;
let server: TestServer;
let sid: string;
let tenantId: number;
const DB_NAME = 'svc_faults';

/** POST /api that gives up after HANG_MS, so a hanging request fails the test instead of stalling it. */
async function call(action: string, params: Record<string, unknown>): Promise<Envelope> {
  const res = await server.fetch(`/api?action=${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sid, ...params }),
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Envelope;
}

async function ok(action: string, params: Record<string, unknown>): Promise<Envelope> {
  const env = await call(action, params);
  if (env.status !== 0) throw new Error(`${action} → ${JSON.stringify(env)}`);
  return env;
}

/** The internal errors the server logged from `from` on, counted by their first line (for failure messages). */
function serverErrors(from = 0): string {
  const counts = new Map<string, number>();
  for (const line of server.output().slice(from).split('\n')) {
    if (!/internal error|unhandled|svc-admin:/i.test(line)) continue;
    let text = line;
    try {
      const entry = JSON.parse(line) as { message?: string; error?: string };
      text = `${entry.message}: ${String(entry.error ?? '').split('\n')[0]}`;
    } catch {
      // not a JSON log line
    }
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, n]) => `${n} × ${text.slice(0, 300)}`).join('\n') || '(nothing)';
}

const DEADLOCK = /Deadlock found when trying to get lock/g;

/** The deadlocks the server logged (as internal errors) in its output from `from` on. */
function deadlocksLogged(from: number): number {
  return server.output().slice(from).match(DEADLOCK)?.length ?? 0;
}

/** InnoDB's account of the latest deadlock (the two transactions and the locks they held and wanted). */
async function latestDeadlock(): Promise<string> {
  const status = String((await mariadb.query('SHOW ENGINE INNODB STATUS'))[0]?.Status ?? '');
  const m = /LATEST DETECTED DEADLOCK\n-+\n([\s\S]*?)\n-{8,}\nTRANSACTIONS/.exec(status);
  return m ? m[1]!.slice(0, 6000) : '(no deadlock recorded by InnoDB)';
}

async function healthy(): Promise<boolean> {
  try {
    const res = await server.fetch('/healthz', { signal: AbortSignal.timeout(2000) });
    return res.status === 200 && (await res.json()).status === 0;
  } catch {
    return false;
  }
}

function createArgs(action: 'user_create' | 'osf_create', name: string): Record<string, unknown> {
  const args: Record<string, unknown> = { tenant_id: tenantId, name, __properties__: { p: `v-${name}` } };
  if (action === 'user_create') args.password = 'user-pass-1';
  return { arguments: args };
}

/**
 * CLIENTS clients until `until` resolves, each running three loops side by side: user_create (unique
 * names, a property value each), user_get_list, and osf_create (likewise). user_create hashes its
 * password first (scrypt, N = 2^17, one hash at a time on a small machine), so its calls queue for
 * seconds and seldom have a transaction open at the moment of the fault; osf_create goes through the
 * same create executor and __properties__ code without a hash, so writes are in flight when the database
 * dies. Answers every call made.
 */
async function runClients(tag: string, until: Promise<unknown>): Promise<Call[]> {
  const calls: Call[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  const one = async (c: Call, params: Record<string, unknown>) => {
    try {
      const env = await call(c.action, params);
      c.status = env.status;
      if (c.action !== 'user_get_list' && env.status === 0) c.id = env.rows?.[0]?.id;
    } catch (e) {
      c.error = String((e as Error)?.message ?? e);
    }
    c.end = Date.now();
    calls.push(c);
  };
  const pause = () => new Promise((r) => setTimeout(r, 50)); // a failing client does not spin
  const loops: Promise<void>[] = [];
  for (let client = 0; client < CLIENTS; client++) {
    for (const action of ['user_create', 'osf_create'] as const) {
      loops.push(
        (async () => {
          for (let i = 0; !stop; i++) {
            const name = `${tag}-${action === 'user_create' ? 'u' : 'o'}-c${client}-n${i}`;
            await one({ action, name, start: Date.now(), end: 0 }, createArgs(action, name));
            if (action === 'osf_create') await pause();
          }
        })(),
      );
    }
    loops.push(
      (async () => {
        while (!stop) {
          await one({ action: 'user_get_list', start: Date.now(), end: 0 }, { filters: { tenant_id: tenantId }, fields: ['id', 'name'], block: 20 });
          await pause();
        }
      })(),
    );
  }
  await Promise.all(loops);
  return calls;
}

/** Checks, straight in the database and through the API, what the creates of `tag` left behind. */
async function checkCreates(tag: string, calls: Call[], describeCall: (c: Call) => string): Promise<{ acknowledged: number; committedUnknown: number; unknown: number }> {
  let acknowledgedCount = 0;
  let committedUnknown = 0;
  let unknownCount = 0;
  for (const [action, table, kind] of [
    ['user_create', 'users', 'user'],
    ['osf_create', 'osfs', 'osf'],
  ] as const) {
    const creates = calls.filter((c) => c.action === action);
    const acknowledged = creates.filter((c) => c.status === 0);
    // a 2100 create may have committed before its connection was lost (the answer is what was lost); a
    // deadlock victim (1100) was rolled back whole by InnoDB and must be absent
    const unknown = new Set(creates.filter((c) => c.status === 2100).map((c) => c.name!));
    const rows = await mariadb.query(`SELECT id, name FROM ${DB_NAME}.${table} WHERE tenant_id = ? AND name LIKE ?`, [tenantId, `${tag}-%`]);
    const byName = new Map(rows.map((u) => [String(u.name), Number(u.id)]));
    // every create answered 0 is present, under the id it was answered with
    const lost = acknowledged.filter((c) => byName.get(c.name!) !== c.id);
    expect(lost.map((c) => `${describeCall(c)} id ${c.id} → stored id ${byName.get(c.name!)}`), `acknowledged ${action} calls missing afterwards`).toEqual([]);
    // a record present was either acknowledged or answered 2100: nothing else (no 1100, no stray)
    const acknowledgedNames = new Set(acknowledged.map((c) => c.name!));
    const strays = rows.filter((u) => !acknowledgedNames.has(String(u.name)) && !unknown.has(String(u.name)));
    expect(strays, `${table} present that no acknowledged or 2100 ${action} made`).toEqual([]);
    const committed = rows.filter((u) => unknown.has(String(u.name))).length;
    expect(rows.length).toBe(acknowledged.length + committed);
    // nothing half-written: every record present carries its property value, no value points at no record
    const values = await mariadb.query(
      `SELECT v.object_id, v.value FROM ${DB_NAME}.property_values v JOIN ${DB_NAME}.properties p ON p.id = v.property_id
        WHERE v.kind = ? AND p.prop_key = 'p' AND p.tenant_id = ?`,
      [kind, tenantId],
    );
    const valueOf = new Map(values.map((v) => [Number(v.object_id), String(v.value)]));
    expect(rows.filter((u) => valueOf.get(Number(u.id)) !== `v-${u.name}`), `${table} without their property value`).toEqual([]);
    const orphans = await mariadb.query(
      `SELECT v.object_id FROM ${DB_NAME}.property_values v LEFT JOIN ${DB_NAME}.${table} t ON t.id = v.object_id WHERE v.kind = ? AND t.id IS NULL`,
      [kind],
    );
    expect(orphans, `property values of no ${kind}`).toEqual([]);
    acknowledgedCount += acknowledged.length;
    committedUnknown += committed;
    unknownCount += unknown.size;
  }
  // and the API sees the same users: each acknowledged one, by name, with its property
  const users = calls.filter((c) => c.action === 'user_create' && c.status === 0);
  const listed = await ok('user_get_list', { filters: { tenant_id: tenantId }, fields: ['id', 'name', 'p'], block: 10_000 });
  const listedByName = new Map((listed.rows as Record<string, any>[]).map((r) => [String(r.name), r]));
  for (const c of users) expect(listedByName.get(c.name!), c.name).toEqual({ id: c.id, name: c.name, p: `v-${c.name}` });
  const sample = users[users.length - 1];
  if (sample) expect((await ok('user_get_list', { filters: { name: sample.name }, fields: ['id', 'name'] })).rows).toEqual([{ id: sample.id, name: sample.name }]);
  return { acknowledged: acknowledgedCount, committedUnknown, unknown: unknownCount };
}

const describeIf = AVAILABLE ? describe : describe.skip;

describeIf('MariaDB stopped and restarted while 20 clients read and write', () => {
  beforeAll(async () => {
    mariadb = new MariaDb(await freePort());
    mariadb.install();
    await mariadb.start();
    await mariadb.query(`CREATE DATABASE ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    server = await startServer({ env: { SVC_DB_URL: `${mariadb.url}/${DB_NAME}` } });
    expect(server.output()).toContain('(database: mysql)');
    sid = await server.superSid();
    tenantId = (await ok('tenant_create', { arguments: { name: 'faults-t' } })).rows![0].id;
    await ok('property_create', { arguments: { tenant_id: tenantId, key: 'p', __property_assign__: ['user', 'osf'] } });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await mariadb?.destroy();
  });

  // Found by the outage tests below, before any fault: concurrent creates carrying __properties__
  // deadlock in InnoDB (each one's UPDATE of its not-yet-existing property_values row takes a next-key
  // lock at the end of the index; the INSERT that follows waits on the other's) and the victim answers
  // 1100. No outage is involved: the call should succeed (the transaction retried), not fail as internal.
  it('concurrent creates with __properties__ (no fault): every one answers 0, none 1100 (InnoDB deadlock)', async () => {
    const from = server.output().length;
    const statuses = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        // osf_create: the create executor and __properties__ path of user_create without its scrypt hash,
        // which would space the calls out (user_create deadlocks the same way, given the concurrency)
        const out: [string, number][] = [];
        for (let i = 0; i < 8; i++) {
          const name = `plain-c${client}-n${i}`;
          out.push([name, (await call('osf_create', createArgs('osf_create', name))).status]);
        }
        return out;
      }),
    );
    // a deadlock victim was rolled back whole: exactly the OS flavours answered 0 exist
    const made = new Set(statuses.flat().filter(([, st]) => st === 0).map(([name]) => name));
    const rows = await mariadb.query(`SELECT name FROM ${DB_NAME}.osfs WHERE name LIKE 'plain-%'`);
    expect(rows.map((r) => String(r.name)).sort()).toEqual([...made].sort());
    const failed = statuses.flat().filter(([, s]) => s !== 0);
    const deadlocks = deadlocksLogged(from);
    expect(
      failed,
      `${failed.length} of ${statuses.flat().length} creates failed; the server logged ${deadlocks} InnoDB deadlocks as internal errors. InnoDB's latest:\n${await latestDeadlock()}`,
    ).toEqual([]);
  }, 60_000);

  it('an outage is logged once when the database goes and once when it comes back', async () => {
    const from = server.output().length;
    const lines = (message: string) =>
      server
        .output()
        .slice(from)
        .split('\n')
        .filter((l) => l.startsWith('{') && l.includes(`"message":"${message}"`))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    await mariadb.stop('SIGKILL');
    // several requests meet the outage, and /readyz too: still one line
    for (let i = 0; i < 5; i++) expect((await call('user_get_list', { filters: { tenant_id: tenantId }, fields: ['id'], block: 1 })).status).toBe(2100);
    expect((await server.fetch('/readyz')).status).toBe(503);
    expect(lines('database unreachable')).toEqual([
      expect.objectContaining({ level: 'warn', database: `${mariadb.url}/${DB_NAME}`, error: expect.any(String) }),
    ]);
    expect(lines('database reachable again')).toEqual([]);
    const up = await mariadb.start();
    const deadline = up + RECOVERY_MS;
    while (lines('database reachable again').length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(lines('database reachable again')).toEqual([expect.objectContaining({ level: 'warn', database: `${mariadb.url}/${DB_NAME}`, down_ms: expect.any(Number) })]);
    expect(lines('database unreachable')).toHaveLength(1);
    expect((await call('user_get_list', { filters: { tenant_id: tenantId }, fields: ['id'], block: 1 })).status).toBe(0);
  }, 60_000);

  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    it(`${signal} to mariadbd: the server survives, answers 2100 quickly, recovers within 5 s, keeps every acknowledged create`, async () => {
      const tag = signal.toLowerCase();
      const outputFrom = server.output().length;
      const phase: { down?: number; restarting?: number; up?: number } = {};
      let healthDuringOutage: boolean | undefined;
      let firstOkAfterUp: number | undefined;
      let finish!: () => void;
      const finished = new Promise<void>((r) => (finish = r));

      const loops = runClients(tag, finished);
      const driver = (async () => {
        await new Promise((r) => setTimeout(r, 1500)); // load before the fault
        await mariadb.stop(signal);
        phase.down = Date.now();
        await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
        healthDuringOutage = await healthy();
        await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
        phase.restarting = Date.now();
        phase.up = await mariadb.start();
        // service is back when a list answers 0 again: probe as a client would
        const deadline = phase.up + RECOVERY_MS + 5000;
        while (Date.now() < deadline) {
          const t = Date.now();
          const env = await call('user_get_list', { filters: { tenant_id: tenantId }, fields: ['id'], block: 1 }).catch(() => undefined);
          if (env?.status === 0) {
            firstOkAfterUp = t;
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 1500)); // load after the recovery
        finish();
      })();
      const [calls] = await Promise.all([loops, driver]);
      const { down, restarting, up } = phase as Required<typeof phase>;
      const describeCall = (c: Call) =>
        `${c.action}${c.name ? ` ${c.name}` : ''} [${c.start - down} ms → ${c.end - down} ms after the kill] ${c.error ?? `status ${c.status}`}`;

      // the server process lives through the outage: /healthz answered during it and answers now
      expect(healthDuringOutage, 'the server answered /healthz while the database was down').toBe(true);
      expect(await healthy(), `the server answers /healthz after the outage\n${server.output().slice(-3000)}`).toBe(true);

      // there was an outage to observe: reads and writes made while the database was down, answered 2100
      const inOutage = calls.filter((c) => c.start >= down && c.start < restarting);
      expect(inOutage.filter((c) => c.action === 'user_get_list').length, 'lists made while the database was down').toBeGreaterThanOrEqual(CLIENTS);
      expect(inOutage.filter((c) => c.action !== 'user_get_list').length, 'creates made while the database was down').toBeGreaterThanOrEqual(CLIENTS);
      expect(inOutage.filter((c) => c.status === 2100).length, 'outage requests answered 2100').toBeGreaterThan(0);

      // every call answered an envelope, 0 or 2100 — no transport error, no hang, no 1100 (unknown error).
      // The one exception is the InnoDB deadlock of concurrent creates (the test above; no outage matter):
      // a create answering 1100 is let through only as one of the deadlocks the server logged.
      const deadlocks = deadlocksLogged(outputFrom);
      const tolerated = calls.filter((c) => c.status === 1100 && c.action !== 'user_get_list').slice(0, deadlocks);
      const bad = calls.filter((c) => c.error !== undefined || (c.status !== 0 && c.status !== 2100 && !tolerated.includes(c)));
      expect(bad.map(describeCall), `calls answering neither 0 nor 2100; the server logged:\n${serverErrors(outputFrom)}`).toEqual([]);
      // a request made while the database is away answers quickly (it cannot reach the database: no wait)
      const slow = inOutage.filter((c) => c.end - c.start > QUICK_MS);
      expect(slow.map(describeCall), `requests of the outage slower than ${QUICK_MS} ms`).toEqual([]);

      // service returns within RECOVERY_MS of the database accepting connections again
      expect(firstOkAfterUp, 'a user_get_list answered 0 after the database came back').toBeDefined();
      expect(firstOkAfterUp! - up, 'ms from the database being back to the first successful list').toBeLessThanOrEqual(RECOVERY_MS);
      // and the client loops themselves were served again, reads and writes
      const after = calls.filter((c) => c.start >= firstOkAfterUp!);
      expect(after.some((c) => c.action === 'osf_create' && c.status === 0), 'a create succeeded after the recovery').toBe(true);
      expect(after.some((c) => c.action === 'user_get_list' && c.status === 0), 'a list succeeded after the recovery').toBe(true);

      // durability and atomicity: every status-0 create is there, whole; nothing else is
      const result = await checkCreates(tag, calls, describeCall);
      expect(result.acknowledged).toBeGreaterThan(0);

      console.info(
        `faults-mariadb ${signal}: ${calls.length} calls; ${result.acknowledged} creates acknowledged, ${result.unknown} answered 2100 ` +
          `(${result.committedUnknown} of those committed), ${tolerated.length} deadlocked (1100); ${inOutage.length} requests in the outage ` +
          `(slowest ${Math.max(...inOutage.map((c) => c.end - c.start))} ms); service back ${firstOkAfterUp! - up} ms after the database`,
      );
    }, 60_000);
  }
});
