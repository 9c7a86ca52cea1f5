// Starts the real server process on a fresh database and talks HTTP to it. SQLite by default; with
// SVC_TEST_DB=mysql each server gets its own MariaDB/MySQL database (SVC_TEST_MYSQL_URL, default
// mysql://root@127.0.0.1:3306), dropped when the server stops. A server stopped with `{ keep: true }`
// can be started again on the same database (`reuse`), and over HTTPS when given the authority (`ca`).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverCommand } from '../server-build.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SUPERADMIN_PASSWORD = 'super-secret-1';
export const TEST_DB = process.env.SVC_TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const MYSQL_BASE = process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export type Envelope = Record<string, any> & { status: number; message: string };

/**
 * How a test starts the server: Node itself on the run's bundle of the sources (test/server-build.ts), so
 * the process started is the server, as with `npm start`. The tsx command would run the server as a child
 * of its own and relay a signal only if the child reports it within 30 ms, else SIGKILL it and exit 143:
 * on a loaded machine a SIGTERM meant for a graceful stop killed the server under its requests (the
 * shutdown test's "socket hang up"), and the pid given to tests was tsx's, not the server's.
 */
export const SERVER_COMMAND: readonly [string, string[]] = serverCommand();

/**
 * Password hashes at SVC_PASSWORD_COST=test (about a millisecond each) unless a file asks for the
 * production cost: most files create and log in administrators by the dozen, and the cost of a hash is
 * what a few files test (the hashes' format, their queueing, throttled logins costing none, requests in
 * flight at shutdown). A file calls useProductionPasswordCost() once, at its top.
 */
let passwordCost: Record<string, string> = { SVC_PASSWORD_COST: 'test' };
export function useProductionPasswordCost(): void {
  passwordCost = { SVC_PASSWORD_COST: 'production' };
}

export interface ApiParams {
  sid?: string;
  login?: string;
  password?: string;
  tenant?: string;
  tenant_id?: number;
  filters?: unknown;
  fields?: unknown;
  order_by?: unknown;
  arguments?: unknown;
  offset?: number;
  block?: number;
  parameters?: unknown;
  [key: string]: unknown;
}

export interface TestServer {
  url: string;
  db: 'sqlite' | 'mysql';
  /** The server's SVC_DB_URL: `sqlite:<file>` or `mysql://.../<per-server database>`. */
  dbUrl: string;
  /** The server's SVC_DATA_DIR (a fresh temporary directory, removed on stop). */
  dataDir: string;
  output: () => string;
  /** POST /api with a JSON body. */
  api(action: string, params?: ApiParams): Promise<Envelope>;
  /** Logs in and returns the sid. */
  login(login: string, password: string, tenant?: string): Promise<string>;
  /** A superadministrator session. */
  superSid(): Promise<string>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Runs one SQL statement directly on the server's database (for state no action can reach). */
  dbExecute(sqlText: string, params?: unknown[]): Promise<void>;
  /** Runs one SQL statement on the server's database; answers the rows of a query ([] otherwise). */
  dbQuery(sqlText: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** The server's process id (resident memory is read from /proc/<pid>/status). */
  pid: number;
  /** Sends a signal to the server process; answers its exit code once it has exited. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  /** Stops the server; `keep` leaves its database and data directory for `startServer({ reuse })`. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** A server stopped with `{ keep: true }`: run on its database and data directory (then owned by the new one). */
  reuse?: Pick<TestServer, 'dbUrl' | 'dataDir'>;
  /** PEM of the authority that https:// answers are verified against (a self-signed test certificate). */
  ca?: string;
}

/** fetch() over https verified against a given authority (global fetch cannot take one). */
function fetchWithCa(ca: string, input: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolvePromise, reject) => {
    const headers = new Headers(init.headers);
    let body = init.body as unknown;
    if (body instanceof URLSearchParams) {
      if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = body.toString();
    }
    const req = httpsRequest(input, { method: init.method ?? 'GET', headers: Object.fromEntries(headers), ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, v);
        }
        const empty = status === 204 || status === 304;
        resolvePromise(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined && body !== null) req.write(body as string | Uint8Array);
    req.end();
  });
}

async function mysqlAdmin(sqlText: string): Promise<void> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(MYSQL_BASE);
  try {
    await conn.query(sqlText);
  } finally {
    await conn.end();
  }
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dir = options.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'svc-test-'));
  let dbUrl = `sqlite:${join(dir, 'svc.db')}`;
  let mysqlDb: string | undefined;
  if (options.reuse) {
    dbUrl = options.reuse.dbUrl;
    if (TEST_DB === 'mysql') mysqlDb = dbUrl.slice(dbUrl.lastIndexOf('/') + 1);
  } else if (TEST_DB === 'mysql') {
    mysqlDb = `svc_t_${randomBytes(5).toString('hex')}`;
    await mysqlAdmin(`CREATE DATABASE ${mysqlDb} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    dbUrl = `${MYSQL_BASE.replace(/\/$/, '')}/${mysqlDb}`;
  }
  const child: ChildProcess = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], {
    cwd: ROOT,
    env: {
      ...process.env,
      SVC_HOST: '127.0.0.1',
      SVC_PORT: '0',
      SVC_DB_URL: dbUrl,
      SVC_DATA_DIR: dir,
      SVC_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
      SVC_LOG_LEVEL: 'warn',
      // every test client is this machine: its failed logins must not lock the address all tests share
      // (the server exempts nothing by default; login-throttle.test.ts sets its own)
      SVC_LOGIN_ADDRESS_EXEMPT: '127.0.0.0/8,::1',
      ...passwordCost,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));

  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
    const check = () => {
      const m = /listening on (https?:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check); // the line for people goes to the terminal
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });

  const ca = options.ca;
  const send = (target: string, init?: RequestInit) => (ca && target.startsWith('https:') ? fetchWithCa(ca, target, init) : fetch(target, init));
  let superSid: string | undefined;
  const server: TestServer = {
    url,
    db: TEST_DB,
    dbUrl,
    dataDir: dir,
    output: () => out,
    fetch: (path, init) => send(url + path, init),
    async dbExecute(sqlText, params = []) {
      if (mysqlDb) {
        const mysql = await import('mysql2/promise');
        const conn = await mysql.createConnection(dbUrl);
        try {
          await conn.query(sqlText, params);
        } finally {
          await conn.end();
        }
      } else {
        const { default: SQLite } = await import('better-sqlite3');
        const conn = new SQLite(dbUrl.slice('sqlite:'.length));
        try {
          conn.pragma('busy_timeout = 5000');
          conn.prepare(sqlText).run(...params);
        } finally {
          conn.close();
        }
      }
    },
    async dbQuery(sqlText, params = []) {
      if (mysqlDb) {
        const mysql = await import('mysql2/promise');
        const conn = await mysql.createConnection(dbUrl);
        try {
          const [result] = await conn.query(sqlText, params);
          return Array.isArray(result) ? (result as Record<string, unknown>[]) : [];
        } finally {
          await conn.end();
        }
      }
      const { default: SQLite } = await import('better-sqlite3');
      const conn = new SQLite(dbUrl.slice('sqlite:'.length));
      try {
        conn.pragma('busy_timeout = 5000');
        const statement = conn.prepare(sqlText);
        if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
        statement.run(...params);
        return [];
      } finally {
        conn.close();
      }
    },
    async api(action, params = {}) {
      const res = await send(`${url}/api?action=${encodeURIComponent(action)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(params),
      });
      if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${action}: ${await res.text()}`);
      return (await res.json()) as Envelope;
    },
    async login(login, password, tenant) {
      const body = new URLSearchParams({ login, password, ...(tenant !== undefined ? { tenant } : {}) });
      const res = await send(`${url}/api/login`, { method: 'POST', body });
      const env = (await res.json()) as Envelope;
      if (env.status !== 0) throw new Error(`login ${login}@${tenant} failed: ${JSON.stringify(env)}`);
      return env.sid as string;
    },
    async superSid() {
      return (superSid ??= await server.login('superadmin', SUPERADMIN_PASSWORD, '*'));
    },
    pid: child.pid!,
    signal(name) {
      const exited = child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(name);
      return exited;
    },
    async stop(stopOptions) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r(undefined);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(t);
            r(undefined);
          });
        });
      }
      if (stopOptions?.keep) return;
      if (mysqlDb) await mysqlAdmin(`DROP DATABASE IF EXISTS ${mysqlDb}`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Starts the server with the given environment expecting it to refuse to start; resolves with its exit
 * code and everything it printed. Rejects if it is still running after the timeout.
 */
export async function startExpectingExit(
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
  const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], {
    cwd: ROOT,
    env: {
      ...process.env,
      SVC_HOST: '127.0.0.1',
      SVC_PORT: '0',
      SVC_DB_URL: `sqlite:${join(dir, 'svc.db')}`,
      SVC_DATA_DIR: dir,
      SVC_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
      SVC_LOG_LEVEL: 'warn',
      ...passwordCost,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  try {
    const code = await new Promise<number | null>((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server still running after ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      child.once('exit', (c) => {
        clearTimeout(timer);
        resolvePromise(c);
      });
    });
    return { code, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates a tenant and an administrator in it holding the given roles and/or ACLs (through a role). */
export async function makeTenantAdmin(
  server: TestServer,
  opts: { tenant: string; admin: string; password?: string; roles?: string[]; acls?: string[] },
): Promise<{ tenantId: number; adminId: number; roleId?: number; sid: string }> {
  const sid = await server.superSid();
  const password = opts.password ?? 'admin-pass-1';
  let tenantId: number;
  const existing = await server.api('tenant_get_list', { sid, filters: { name: opts.tenant } });
  if (existing.rows?.length) tenantId = existing.rows[0].id;
  else {
    const t = await server.api('tenant_create', { sid, arguments: { name: opts.tenant } });
    if (t.status !== 0) throw new Error(JSON.stringify(t));
    tenantId = t.rows![0].id;
  }
  let roleId: number | undefined;
  const roles = [...(opts.roles ?? [])];
  if (opts.acls?.length) {
    const r = await server.api('role_create', {
      sid,
      arguments: { name: `${opts.admin}-role`, tenant_id: tenantId, __acls__: opts.acls },
    });
    if (r.status !== 0) throw new Error(JSON.stringify(r));
    roleId = r.rows![0].id;
    roles.push(`${opts.admin}-role`);
  }
  const a = await server.api('administrator_create', {
    sid,
    arguments: { name: opts.admin, password, tenant_id: tenantId, __roles__: roles },
  });
  if (a.status !== 0) throw new Error(JSON.stringify(a));
  const adminSid = await server.login(opts.admin, password, opts.tenant);
  return { tenantId, adminId: a.rows![0].id, roleId, sid: adminSid };
}

/** Calls `probe` until `done` accepts its result (for effects written after the answer, such as the audit log). */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Calls an action and returns its envelope, failing the test with the whole answer unless status is 0. */
export async function expectOk(server: TestServer, action: string, params: ApiParams): Promise<Envelope> {
  const env = await server.api(action, params);
  if (env.status !== 0) throw new Error(`${action} ${JSON.stringify(params)} → ${JSON.stringify(env)}`);
  return env;
}
