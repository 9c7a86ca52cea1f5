// A whole highly available deployment on one machine, on loopback ports with temporary data directories
// (deploy/cluster/README.md): three MariaDB Galera nodes, three server processes (each on its own
// Galera node, as each would run beside its node on its own machine), HAProxy in front of them (HTTP and
// WebSocket, health checks on /readyz; and a MySQL entry for tools), and Redis with a replica and three
// Sentinels for the change events. Used by `deploy/cluster/run.ts` (people) and by the tests (test/ha/).
//
// Every process is started detached with its pid in a file of the cluster's directory, so that a later
// `run.ts down` stops what an earlier `run.ts up` started, and so that a test can kill one part by its pid.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

/** Every port of the cluster; `fixedPorts()` for people, `freePorts()` for tests. */
export interface ClusterPorts {
  /** MariaDB client ports of the three Galera nodes. */
  mysql: [number, number, number];
  /** Galera group communication (gmcast), incremental state transfer (IST) and full state transfer (SST, rsync). */
  gcomm: [number, number, number];
  ist: [number, number, number];
  sst: [number, number, number];
  /** The three server processes. */
  api: [number, number, number];
  /** HAProxy: the API (HTTP and WebSocket), a MySQL entry for tools, its statistics page. */
  http: number;
  mysqlFront: number;
  stats: number;
  /** Redis primary and replica, and the three Sentinels. */
  redis: [number, number];
  sentinels: [number, number, number];
}

/** The ports deploy/cluster/README.md lists (clear of a local MariaDB on 3306 and Redis on 6379). */
export function fixedPorts(): ClusterPorts {
  return {
    mysql: [13306, 13307, 13308],
    gcomm: [14567, 14568, 14569],
    ist: [14577, 14578, 14579],
    sst: [14587, 14588, 14589],
    api: [18081, 18082, 18083],
    http: 18080,
    mysqlFront: 13300,
    stats: 18090,
    redis: [16379, 16380],
    sentinels: [26379, 26380, 26381],
  };
}

/** Ports the kernel says are free now (held together while picked, so no two are the same). */
export async function freePorts(): Promise<ClusterPorts> {
  const servers = await Promise.all(
    Array.from({ length: 23 }, () => new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => resolve(s));
    })),
  );
  const p = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  const three = (i: number) => [p[i]!, p[i + 1]!, p[i + 2]!] as [number, number, number];
  return { mysql: three(0), gcomm: three(3), ist: three(6), sst: three(9), api: three(12), http: p[15]!, mysqlFront: p[16]!, stats: p[17]!, redis: [p[18]!, p[19]!], sentinels: three(20) };
}

export interface ClusterOptions {
  dir: string;
  ports: ClusterPorts;
  /** The command that starts one server process: [program, args] (runtime/main.ts through tsx, or a build). */
  apiCommand: readonly [string, readonly string[]];
  /** Working directory of the server processes (the checkout: they find generated/ from there). */
  apiCwd: string;
  /** Extra settings for every server process (SVC_*). */
  apiEnv?: Record<string, string>;
  superadminPassword?: string;
  /** Sentinels' master name. */
  sentinelName?: string;
  /** What the cluster says while it starts (default: nothing). */
  say?: (line: string) => void;
}

/** Small on purpose: three nodes share one machine in this recipe (README: sizes for real machines). */
export const NODE_SIZES = [
  'innodb_buffer_pool_size=32M',
  'innodb_log_file_size=16M',
  'performance_schema=OFF',
  'max_connections=200',
  'innodb_flush_log_at_trx_commit=2',
] as const;

const GALERA_PROVIDER = ['/usr/lib/galera/libgalera_smm.so', '/usr/lib/libgalera_smm.so'].find((f) => existsSync(f)) ?? '/usr/lib/galera/libgalera_smm.so';
const DATABASE = 'svc';
const IS_ROOT = process.getuid?.() === 0;

export type Part = `galera${1 | 2 | 3}` | `api${1 | 2 | 3}` | 'haproxy' | 'redis1' | 'redis2' | `sentinel${1 | 2 | 3}`;

export class Cluster {
  readonly dir: string;
  readonly ports: ClusterPorts;
  readonly sentinelName: string;
  readonly superadminPassword: string;
  private readonly options: ClusterOptions;

  constructor(options: ClusterOptions) {
    this.options = options;
    this.dir = options.dir;
    this.ports = options.ports;
    this.sentinelName = options.sentinelName ?? 'svc';
    this.superadminPassword = options.superadminPassword ?? 'cluster-admin-1';
    mkdirSync(this.dir, { recursive: true });
  }

  /** The API through HAProxy. */
  get url(): string {
    return `http://127.0.0.1:${this.ports.http}`;
  }

  apiUrl(i: 1 | 2 | 3): string {
    return `http://127.0.0.1:${this.ports.api[i - 1]}`;
  }

  /** A Galera node's MariaDB, on the server's database. */
  mysqlUrl(i: 1 | 2 | 3, database = DATABASE): string {
    return `mysql://root@127.0.0.1:${this.ports.mysql[i - 1]}/${database}`;
  }

  private say(line: string): void {
    this.options.say?.(line);
  }

  private pidFile(part: Part): string {
    return join(this.dir, `${part}.pid`);
  }

  /** The pid of a running part, or undefined. */
  pid(part: Part): number | undefined {
    try {
      const pid = Number(readFileSync(this.pidFile(part), 'utf8'));
      process.kill(pid, 0);
      return pid;
    } catch {
      return undefined;
    }
  }

  private launch(part: Part, program: string, args: readonly string[], env: Record<string, string> = {}): number {
    const out = openSync(join(this.dir, `${part}.log`), 'a');
    const child = spawn(program, args, { detached: true, stdio: ['ignore', out, out], env: { ...process.env, ...env }, cwd: this.options.apiCwd });
    child.unref();
    writeFileSync(this.pidFile(part), String(child.pid));
    return child.pid!;
  }

  /** Sends a signal to a part (SIGKILL: a machine's sudden death) and waits until it is gone. */
  async kill(part: Part, signal: NodeJS.Signals = 'SIGTERM', waitMs = 60_000): Promise<void> {
    const pid = this.pid(part);
    if (pid === undefined) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (alive(pid)) {
      if (Date.now() > deadline) {
        process.kill(pid, 'SIGKILL');
        await sleep(200);
        break;
      }
      await sleep(100);
    }
    rmSync(this.pidFile(part), { force: true });
  }

  // ---- Galera ----

  private galeraConfig(i: 1 | 2 | 3): string {
    const p = this.ports;
    const k = i - 1;
    const data = join(this.dir, `galera${i}`);
    const members = p.gcomm.map((port) => `127.0.0.1:${port}`).join(',');
    return [
      '[mysqld]',
      `datadir=${data}`,
      `socket=${join(this.dir, `galera${i}.sock`)}`,
      `log-error=${join(this.dir, `galera${i}.err`)}`,
      `port=${p.mysql[k]}`,
      'bind-address=127.0.0.1',
      ...(IS_ROOT ? ['user=root'] : []),
      'skip-name-resolve',
      ...NODE_SIZES,
      // what Galera requires
      'binlog_format=ROW',
      'default_storage_engine=InnoDB',
      'innodb_autoinc_lock_mode=2',
      'wsrep_on=ON',
      `wsrep_provider=${GALERA_PROVIDER}`,
      'wsrep_cluster_name=svc_cluster',
      `wsrep_cluster_address=gcomm://${members}`,
      `wsrep_node_address=127.0.0.1:${p.gcomm[k]}`,
      `wsrep_node_name=galera${i}`,
      'wsrep_sst_method=rsync',
      `wsrep_sst_receive_address=127.0.0.1:${p.sst[k]}`,
      `wsrep_provider_options="gcache.size=64M;ist.recv_addr=127.0.0.1:${p.ist[k]};gmcast.listen_addr=tcp://127.0.0.1:${p.gcomm[k]};evs.suspect_timeout=PT3S;evs.inactive_timeout=PT6S;evs.install_timeout=PT6S"`,
      '',
    ].join('\n');
  }

  /**
   * Starts Galera node i: `bootstrap` makes a new cluster of it (the first node of a new cluster, or the
   * last one standing after all stopped); otherwise it joins the others and receives their state (a full
   * copy at its first start, only the missing transactions (IST) when it has data).
   */
  async startGalera(i: 1 | 2 | 3, bootstrap = false): Promise<void> {
    const data = join(this.dir, `galera${i}`);
    const fresh = !existsSync(data);
    if (fresh) {
      mkdirSync(data, { recursive: true });
      if (bootstrap) await run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, ...(IS_ROOT ? ['--user=root'] : []), '--auth-root-authentication-method=normal', '--skip-test-db']);
      // rsync's daemon, which receives the copy, drops root for nobody: the empty directory must be its
      else if (IS_ROOT) chownSync(data, 65534, 65534);
    }
    const cnf = join(this.dir, `galera${i}.cnf`);
    writeFileSync(cnf, this.galeraConfig(i));
    if (bootstrap && !fresh) markSafeToBootstrap(data);
    // a node that stopped abruptly (its grastate says seqno -1) first finds the last transaction it
    // committed, so that it asks the others for the ones it misses only (IST) instead of a full copy
    const position = !fresh && !bootstrap ? await this.recoveredPosition(i, cnf) : undefined;
    this.launch(`galera${i}`, '/usr/sbin/mariadbd', [`--defaults-file=${cnf}`, ...(bootstrap ? ['--wsrep-new-cluster'] : []), ...(position ? [`--wsrep_start_position=${position}`] : [])]);
    this.say(`galera${i}: starting on 127.0.0.1:${this.ports.mysql[i - 1]}${bootstrap ? ' (new cluster)' : ''}`);
    await this.waitSynced(i, 180_000);
    if (bootstrap && fresh) await this.mysql(i, `CREATE DATABASE IF NOT EXISTS ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`, [], '');
  }

  /** The position (cluster uuid:seqno) node i's data holds after an abrupt stop, as `mariadbd --wsrep-recover` finds it. */
  private async recoveredPosition(i: 1 | 2 | 3, cnf: string): Promise<string | undefined> {
    const state = readFileSync(join(this.dir, `galera${i}`, 'grastate.dat'), 'utf8');
    if (!/seqno:\s*-1/.test(state)) return undefined; // a clean stop wrote its position there
    const recoverLog = join(this.dir, `galera${i}.recover.log`);
    rmSync(recoverLog, { force: true });
    await run('/usr/sbin/mariadbd', [`--defaults-file=${cnf}`, '--wsrep-recover', `--log-error=${recoverLog}`]);
    const found = /WSREP: Recovered position:\s*(\S+:-?\d+)/.exec(readFileSync(recoverLog, 'utf8'));
    return found?.[1];
  }

  /** Waits until node i is Synced with the cluster (it accepts connections and applies writes). */
  async waitSynced(i: 1 | 2 | 3, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (existsSync(this.pidFile(`galera${i}`)) && this.pid(`galera${i}`) === undefined) {
        throw new Error(`galera${i} stopped: ${tail(join(this.dir, `galera${i}.err`), 15)}`);
      }
      try {
        const rows = await this.mysql(i, "SHOW STATUS LIKE 'wsrep_local_state_comment'", [], '');
        last = String(rows[0]?.Value ?? '');
        if (last === 'Synced') return;
      } catch (e) {
        last = String((e as Error).message);
      }
      await sleep(500);
    }
    throw new Error(`galera${i} not Synced after ${timeoutMs} ms (${last}); see ${join(this.dir, `galera${i}.err`)}`);
  }

  /** One statement on node i (a fresh connection; no pool to leave behind). */
  async mysql(i: 1 | 2 | 3, text: string, params: unknown[] = [], database = DATABASE): Promise<Record<string, unknown>[]> {
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection({ host: '127.0.0.1', port: this.ports.mysql[i - 1], user: 'root', database: database || undefined, connectTimeout: 3000 });
    try {
      // what any node committed before is seen here (as the servers' own sessions do, SVC_DB_SYNC_WAIT)
      await conn.query('SET SESSION wsrep_sync_wait = 1');
      const [rows] = await conn.query(text, params);
      return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    } finally {
      await conn.end().catch(() => undefined);
    }
  }

  // ---- Redis and Sentinel ----

  async startRedis(which: 1 | 2): Promise<void> {
    const port = this.ports.redis[which - 1];
    const data = join(this.dir, `redis${which}`);
    mkdirSync(data, { recursive: true });
    // a restarted old primary comes back as a replica: the Sentinels reconfigure it once they see it
    const replicaOf = which === 2 ? ['--replicaof', '127.0.0.1', String(this.ports.redis[0])] : [];
    this.launch(`redis${which}`, 'redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--dir', data, '--save', '', '--appendonly', 'no', ...replicaOf]);
    await waitFor(() => redisPing(port), 20_000, `redis${which} on ${port}`);
  }

  async startSentinel(i: 1 | 2 | 3): Promise<void> {
    const port = this.ports.sentinels[i - 1];
    const conf = join(this.dir, `sentinel${i}.conf`);
    // Sentinel rewrites its configuration file as the cluster changes; it is written only the first time
    if (!existsSync(conf)) {
      writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${this.dir}`,
          `sentinel monitor ${this.sentinelName} 127.0.0.1 ${this.ports.redis[0]} 2`,
          `sentinel down-after-milliseconds ${this.sentinelName} 1000`,
          `sentinel failover-timeout ${this.sentinelName} 10000`,
          `sentinel parallel-syncs ${this.sentinelName} 1`,
          '',
        ].join('\n'),
      );
    }
    this.launch(`sentinel${i}`, 'redis-server', [conf, '--sentinel']);
    await waitFor(() => redisPing(port), 20_000, `sentinel${i} on ${port}`);
  }

  /** The port of the Redis the Sentinels name primary now. */
  async redisPrimaryPort(): Promise<number | undefined> {
    for (const port of this.ports.sentinels) {
      const answer = await redisCli(port, ['SENTINEL', 'get-master-addr-by-name', this.sentinelName]).catch(() => '');
      const lines = answer.trim().split('\n');
      if (lines.length >= 2 && lines[1]) return Number(lines[1]);
    }
    return undefined;
  }

  /** Which part is the Redis primary now (redis1 or redis2). */
  async redisPrimaryPart(): Promise<'redis1' | 'redis2' | undefined> {
    const port = await this.redisPrimaryPort();
    if (port === this.ports.redis[0]) return 'redis1';
    if (port === this.ports.redis[1]) return 'redis2';
    return undefined;
  }

  // ---- the server processes ----

  get sentinelsSetting(): string {
    return this.ports.sentinels.map((p) => `127.0.0.1:${p}`).join(',');
  }

  /** Starts server process i on Galera node i, its events through the Sentinels' Redis. */
  async startApi(i: 1 | 2 | 3): Promise<void> {
    const data = join(this.dir, `api${i}`);
    mkdirSync(data, { recursive: true });
    const [program, args] = this.options.apiCommand;
    this.launch(`api${i}`, program, args, {
      SVC_HOST: '127.0.0.1',
      SVC_PORT: String(this.ports.api[i - 1]),
      SVC_DB_URL: this.mysqlUrl(i),
      SVC_DB_WAIT: '120',
      SVC_DATA_DIR: data,
      SVC_REDIS_SENTINELS: this.sentinelsSetting,
      SVC_REDIS_SENTINEL_NAME: this.sentinelName,
      SVC_SUPERADMIN_PASSWORD: this.superadminPassword,
      // the same key on every node: a second factor enrolled through one is checked by the others
      SVC_TOTP_KEY: this.sharedTotpKey(),
      // HAProxy forwards the client's address
      SVC_TRUSTED_PROXIES: '127.0.0.1',
      ...this.options.apiEnv,
    });
    await waitFor(
      async () => {
        if (this.pid(`api${i}`) === undefined) throw new StoppedError(`api${i} stopped: ${tail(join(this.dir, `api${i}.log`))}`);
        return (await fetch(`${this.apiUrl(i)}/readyz`).catch(() => undefined))?.status === 200;
      },
      120_000,
      `api${i} on ${this.ports.api[i - 1]} (log: ${join(this.dir, `api${i}.log`)})`,
    );
    this.say(`api${i}: ready on ${this.apiUrl(i)} (database: galera${i})`);
  }

  private sharedTotpKey(): string {
    const file = join(this.dir, 'totp.key');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    return readFileSync(file, 'utf8').trim();
  }

  // ---- HAProxy ----

  private haproxyConfig(): string {
    const p = this.ports;
    return [
      'global',
      '  maxconn 4000',
      `  stats socket ${join(this.dir, 'haproxy.sock')} mode 600 level admin`,
      '',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // a WebSocket lives as long as its client keeps it
      '  timeout tunnel 1h',
      // a connection refused by a node that just died is tried on another (a request sent is never resent)
      '  retries 2',
      '  option redispatch',
      '',
      'frontend api',
      '  option forwardfor',
      `  bind 127.0.0.1:${p.http}`,
      // live sockets (a WebSocket upgrade) have a backend of their own: see live_nodes
      '  acl live_socket hdr(upgrade) -i websocket',
      '  use_backend live_nodes if live_socket',
      '  default_backend api_nodes',
      '',
      'backend api_nodes',
      '  balance roundrobin',
      '  option httpchk',
      // HTTP/1.1 with a Host: the server's engine answers no HTTP/1.0 request without one
      '  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host svc-check',
      '  http-check expect status 200',
      '  timeout check 2s',
      // checked every second; two failures take a node out, two successes bring it back. A node taken
      // out is drained, not cut: the requests it already has are answered there (a node whose database
      // is donating its state or briefly stalled still answers them, 0 or 2100), only new ones go elsewhere
      '  default-server inter 1s fall 2 rise 2',
      ...p.api.map((port, k) => `  server api${k + 1} 127.0.0.1:${port} check`),
      '',
      // the same servers, in and out with api_nodes' checks; a node taken out has its live sockets cut, so
      // that their clients reconnect to another and read the current list there
      'backend live_nodes',
      '  balance roundrobin',
      '  default-server on-marked-down shutdown-sessions',
      ...p.api.map((port, k) => `  server api${k + 1} 127.0.0.1:${port} track api_nodes/api${k + 1}`),
      '',
      // for tools and people: one Galera node takes every connection, the others stand by
      'listen galera',
      `  bind 127.0.0.1:${p.mysqlFront}`,
      '  mode tcp',
      '  timeout client 1h',
      '  timeout server 1h',
      '  default-server inter 1s fall 2 rise 2 on-marked-down shutdown-sessions',
      ...p.mysql.map((port, k) => `  server galera${k + 1} 127.0.0.1:${port} check${k ? ' backup' : ''}`),
      '',
      'listen stats',
      `  bind 127.0.0.1:${p.stats}`,
      '  stats enable',
      '  stats uri /',
      '',
    ].join('\n');
  }

  async startHaproxy(): Promise<void> {
    const cfg = join(this.dir, 'haproxy.cfg');
    writeFileSync(cfg, this.haproxyConfig());
    this.launch('haproxy', 'haproxy', ['-db', '-f', cfg]);
    await waitFor(async () => (await fetch(`${this.url}/readyz`).catch(() => undefined))?.status === 200, 30_000, `HAProxy on ${this.ports.http}`);
    this.say(`haproxy: ${this.url} (API), 127.0.0.1:${this.ports.mysqlFront} (MySQL), http://127.0.0.1:${this.ports.stats}/ (statistics)`);
  }

  /** A command to HAProxy's runtime API (its stats socket, level admin), and what it answered. */
  haproxyCommand(command: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(join(this.dir, 'haproxy.sock'));
      let out = '';
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (out += d));
      socket.once('error', reject);
      socket.once('close', () => resolve(out.trim()));
      socket.end(`${command}\n`);
    });
  }

  /** HAProxy's view of the API servers: name → UP/DOWN/... */
  async haproxyStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(`http://127.0.0.1:${this.ports.stats}/;csv`)).text();
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const cols = line.split(',');
      if (cols[0] === 'api_nodes' && cols[1]?.startsWith('api')) states[cols[1]] = cols[17] ?? '';
    }
    return states;
  }

  // ---- all of it ----

  /** Starts everything: Galera one node after the other, Redis and Sentinels, the servers together, HAProxy. */
  async start(): Promise<void> {
    writeFileSync(join(this.dir, 'cluster.json'), JSON.stringify({ ports: this.ports, sentinelName: this.sentinelName }, null, 2));
    await this.startGalera(1, true);
    await this.startGalera(2);
    await this.startGalera(3);
    await this.startRedis(1);
    await this.startRedis(2);
    await Promise.all([this.startSentinel(1), this.startSentinel(2), this.startSentinel(3)]);
    this.say(`redis: primary 127.0.0.1:${this.ports.redis[0]}, replica ${this.ports.redis[1]}, sentinels ${this.ports.sentinels.join(', ')}`);
    // together, as three machines would start: the migrations must take turns on their own
    await Promise.all([this.startApi(1), this.startApi(2), this.startApi(3)]);
    await this.startHaproxy();
  }

  /**
   * Stops everything, each part with SIGTERM (the servers finish their requests): the entry first, then
   * the servers, Redis, and Galera last node first, so that node 1 is the one to bootstrap again.
   */
  async stop(options: { removeData?: boolean } = {}): Promise<void> {
    await this.kill('haproxy');
    await Promise.all([this.kill('api1'), this.kill('api2'), this.kill('api3')]);
    await Promise.all([this.kill('sentinel1'), this.kill('sentinel2'), this.kill('sentinel3')]);
    await Promise.all([this.kill('redis1'), this.kill('redis2')]);
    await this.kill('galera3');
    await this.kill('galera2');
    await this.kill('galera1');
    if (options.removeData) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A node stopped last (or the only one left) may start a new cluster from its data. */
function markSafeToBootstrap(data: string): void {
  const file = join(data, 'grastate.dat');
  if (!existsSync(file)) return;
  writeFileSync(file, readFileSync(file, 'utf8').replace(/safe_to_bootstrap:\s*0/, 'safe_to_bootstrap: 1'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // a zombie (exited, not yet reaped by its parent) is gone for every purpose here
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A part that stopped while it was awaited: no use waiting longer. */
class StoppedError extends Error {}

/** The last lines of a log, for a failure's message. */
function tail(file: string, lines = 5): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await probe().catch((e: unknown) => {
      if (e instanceof StoppedError) throw e;
      return false;
    });
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`${what} not ready after ${timeoutMs} ms`);
}

function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${program} exited with ${code}: ${out.slice(-2000)}`))));
  });
}

export function redisCli(port: number, args: string[]): Promise<string> {
  return run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args]);
}

async function redisPing(port: number): Promise<boolean> {
  return (await redisCli(port, ['PING']).catch(() => '')).trim() === 'PONG';
}
