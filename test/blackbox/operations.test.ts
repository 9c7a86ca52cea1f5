// Running the server as an operator does: a port already taken stops start-up with a clear message and
// a non-zero exit (no silent port sharing), two processes starting together on one fresh database apply
// each migration once, and /api/info reports the server's own version and the schema version.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, ROOT, SERVER_COMMAND, startExpectingExit, startServer, TEST_DB, type TestServer } from './harness.js';

const packageVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the port', () => {
  let first: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    first = await startServer({ env: { SVC_PORT: String(port) } });
  });
  afterAll(async () => {
    await first?.stop();
  });

  it('a second server on a port already served stops with a clear message and exit code 1', async () => {
    const second = await startExpectingExit({ SVC_PORT: String(port) });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use.*SVC_PORT`));
    // the first one still serves alone
    expect((await first.fetch('/healthz')).status).toBe(200);
  });

  it('a port any other program holds is refused the same way', async () => {
    const holder = createServer();
    const held = await new Promise<number>((resolve) => holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)));
    try {
      const refused = await startExpectingExit({ SVC_PORT: String(held) });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already in use/);
    } finally {
      holder.close();
    }
  });
});

describe('the generated superadmin password', () => {
  /** A fresh database of this test's own (a directory, and on MariaDB a database), and how to drop it. */
  async function freshDatabase(): Promise<{ dbUrl: string; dataDir: string; drop(): Promise<void> }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    if (TEST_DB !== 'mysql') return { dbUrl: `sqlite:${join(dataDir, 'svc.db')}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
    const base = (process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
    const name = `svc_t_${randomBytes(5).toString('hex')}`;
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(base);
    await conn.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`).finally(() => conn.end());
    return {
      dbUrl: `${base}/${name}`,
      dataDir,
      drop: async () => {
        const c = await mysql.createConnection(base);
        await c.query(`DROP DATABASE IF EXISTS ${name}`).finally(() => c.end());
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const generated = (output: string) => /(?:Created|Reset) superadmin with the generated password (\S+)/.exec(output)?.[1];

  /** Everything the server says at start, up to its last line for people (`Log in: ...`), which follows the password. */
  const startOutput = (server: TestServer) => eventually(async () => server.output(), (o) => o.includes('Log in: curl'), 10_000);

  async function loginStatus(server: TestServer, password: string): Promise<number> {
    const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password, tenant: '*' }) });
    return (await res.json()).status;
  }

  it('a start refused for a port already taken or an unreachable Redis creates nothing; the next start prints the password, which works', async () => {
    const fresh = await freshDatabase();
    const noRedis = await startExpectingExit({ SVC_DB_URL: fresh.dbUrl, SVC_DATA_DIR: fresh.dataDir, SVC_REDIS_URL: 'redis://127.0.0.1:1', SVC_SUPERADMIN_PASSWORD: '' });
    expect(noRedis.code).toBe(1);
    expect(noRedis.output).toMatch(/cannot reach SVC_REDIS_URL/);
    const holder = createServer();
    const held = await new Promise<number>((resolve) => holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)));
    try {
      const refused = await startExpectingExit({ SVC_DB_URL: fresh.dbUrl, SVC_DATA_DIR: fresh.dataDir, SVC_PORT: String(held), SVC_SUPERADMIN_PASSWORD: '' });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already in use/);
      expect(generated(refused.output)).toBeUndefined();
    } finally {
      holder.close();
    }
    const server = await startServer({ reuse: fresh, env: { SVC_SUPERADMIN_PASSWORD: '' } });
    try {
      const password = generated(await startOutput(server));
      expect(password, server.output()).toBeTruthy();
      expect(server.output()).toMatch(/Created superadmin with the generated password/);
      expect(await loginStatus(server, password!)).toBe(0);
    } finally {
      await server.stop({ keep: true });
      await fresh.drop();
    }
  });

  it('a start that fails after creating superadmin leaves the password to the next start, which prints a new one; later starts keep it', async () => {
    const fresh = await freshDatabase();
    // SVC_REUSE_PORT=1 skips the port check: the listen itself fails, after the bootstrap
    const holder = createServer();
    const held = await new Promise<number>((resolve) => holder.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve((holder.address() as { port: number }).port)));
    try {
      const failed = await startExpectingExit({ SVC_DB_URL: fresh.dbUrl, SVC_DATA_DIR: fresh.dataDir, SVC_PORT: String(held), SVC_REUSE_PORT: '1', SVC_SUPERADMIN_PASSWORD: '' });
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(/cannot listen on/);
      expect(generated(failed.output)).toBeUndefined();
    } finally {
      holder.close();
    }
    let server = await startServer({ reuse: fresh, env: { SVC_SUPERADMIN_PASSWORD: '' } });
    let password: string | undefined;
    try {
      // the one generated by the failed start was never shown: a new one, printed
      password = generated(await startOutput(server));
      expect(password, server.output()).toBeTruthy();
      expect(server.output()).toMatch(/Reset superadmin with the generated password/);
      expect(await loginStatus(server, password!)).toBe(0);
      // never stored in clear: the database holds its hash only
      const rows = await server.dbQuery("SELECT password_hash FROM admins WHERE name = 'superadmin'");
      expect(String(rows[0]!.password_hash)).not.toContain(password!);
      expect(JSON.stringify(await server.dbQuery('SELECT * FROM meta'))).not.toContain(password!);
    } finally {
      await server.stop({ keep: true });
    }
    // once shown, it stays: the next start prints none and the password still works
    server = await startServer({ reuse: fresh, env: { SVC_SUPERADMIN_PASSWORD: '' } });
    try {
      expect(generated(await startOutput(server))).toBeUndefined();
      expect(await loginStatus(server, password!)).toBe(0);
    } finally {
      await server.stop({ keep: true });
      await fresh.drop();
    }
  });
});

describe('migrations', () => {
  it('two processes starting together on one fresh database both come up, and each migration is applied once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    let dbUrl = `sqlite:${join(dataDir, 'svc.db')}`;
    let dropDb: (() => Promise<void>) | undefined;
    if (TEST_DB === 'mysql') {
      const base = (process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
      const name = `svc_t_${randomBytes(5).toString('hex')}`;
      const mysql = await import('mysql2/promise');
      const admin = async (text: string) => {
        const conn = await mysql.createConnection(base);
        try {
          await conn.query(text);
        } finally {
          await conn.end();
        }
      };
      await admin(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      dropDb = () => admin(`DROP DATABASE IF EXISTS ${name}`);
      dbUrl = `${base}/${name}`;
    }
    const shared = { dbUrl, dataDir };
    const env = { SVC_LOG_LEVEL: 'info' };
    const servers = await Promise.all([startServer({ reuse: shared, env }), startServer({ reuse: shared, env })]);
    try {
      for (const s of servers) expect((await s.fetch('/healthz')).status).toBe(200);
      const rows = await servers[0]!.dbQuery('SELECT id FROM schema_migrations ORDER BY id');
      const ids = rows.map((r) => String(r.id));
      expect(new Set(ids).size).toBe(ids.length);
      const info = await (await servers[0]!.fetch('/api/info')).json();
      expect(ids[ids.length - 1]).toBe(info.version.database);
      // every migration applied exactly once, by one process or the other, and logged by it
      const applied = servers.flatMap((s) =>
        s
          .output()
          .split('\n')
          .filter((l) => l.includes('"migration applied"'))
          .map((l) => JSON.parse(l).migration as string),
      );
      expect(applied.sort()).toEqual([...ids].sort());
      // both serve the same data
      const sid = await servers[1]!.superSid();
      expect((await servers[0]!.api('tenant_get_list', { sid })).status).toBe(0);
    } finally {
      await servers[0]!.stop({ keep: true });
      await servers[1]!.stop({ keep: true });
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SVC_DB_URL naming a database that is not there', () => {
  it('SQLite: a missing directory stops start-up saying what to create', async () => {
    const missing = join(tmpdir(), `svc-missing-${randomBytes(4).toString('hex')}`, 'deeper');
    const run = await startExpectingExit({ SVC_DB_URL: `sqlite:${join(missing, 'svc.db')}` });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`the directory ${missing} of SVC_DB_URL does not exist: create it (mkdir -p '${missing}')`);
    // the same reason as one JSON line at level fatal, for the log
    const fatalLine = run.output.split('\n').find((l) => l.startsWith('{') && l.includes('"fatal"'));
    expect(JSON.parse(fatalLine!)).toMatchObject({ level: 'fatal', message: expect.stringContaining(`the directory ${missing} of SVC_DB_URL does not exist`) });
  });

  it.runIf(TEST_DB === 'sqlite')('SQLite: a new file in an existing directory is a new database, said so in the log', async () => {
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'info' } });
    try {
      expect(server.output()).toContain('SVC_DB_URL named no existing database: creating a new one');
    } finally {
      await server.stop();
    }
  });

  it.runIf(TEST_DB === 'mysql')('MariaDB: an unknown database is created when the account may, and said so', async () => {
    const base = (process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
    const name = `svc_t_${randomBytes(5).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    const server = await startServer({ reuse: { dbUrl: `${base}/${name}`, dataDir }, env: { SVC_LOG_LEVEL: 'info' } });
    try {
      const said = server.output().split('\n').filter((l) => l.includes('named no existing database')).map((l) => JSON.parse(l));
      expect(said).toEqual([expect.objectContaining({ message: 'SVC_DB_URL named no existing database: created it', database: name })]);
      expect((await server.api('tenant_get_list', { sid: await server.superSid() })).status).toBe(0);
    } finally {
      await server.stop(); // drops the database and the directory
    }
  });

  it.runIf(TEST_DB === 'mysql')('MariaDB: an account that may not create it gets the statement to run', async () => {
    const base = new URL(process.env.SVC_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(base.toString());
    try {
      await conn.query("CREATE USER IF NOT EXISTS 'svc_nocreate'@'%' IDENTIFIED BY 'nocreate-pw'");
      await conn.query("CREATE USER IF NOT EXISTS 'svc_nocreate'@'localhost' IDENTIFIED BY 'nocreate-pw'");
    } finally {
      await conn.end();
    }
    const name = `svc_t_${randomBytes(5).toString('hex')}`;
    const run = await startExpectingExit({ SVC_DB_URL: `mysql://svc_nocreate:nocreate-pw@${base.host}/${name}` });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`the database ${name} of SVC_DB_URL does not exist or this account may not use it, and it cannot create it`);
    expect(run.output).toContain(`run CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    expect(run.output).not.toContain('nocreate-pw');
  });
});

describe('the access log', () => {
  it('writes one line per answered request at info, with what an operator needs and no secret', async () => {
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'info' } });
    try {
      const sid = await server.superSid();
      await server.fetch(`/api?action=tenant_get_list&sid=${sid}`, { headers: { 'x-request-id': 'acc-1' } });
      await server.fetch('/api/login', { method: 'POST', headers: { 'x-request-id': 'acc-2' }, body: new URLSearchParams({ login: 'superadmin', password: 'wrong-secret-pw', tenant: '*' }) });
      await server.fetch('/nowhere', { headers: { 'x-request-id': 'acc-3' } });
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"message":"request"'))
        .map((l) => JSON.parse(l));
      const byId = Object.fromEntries(lines.map((l) => [l.request_id, l]));
      expect(byId['acc-1']).toMatchObject({ level: 'info', method: 'GET', path: '/api', action: 'tenant_get_list', http: 200, status: 0, admin_id: expect.any(Number) });
      expect(byId['acc-1'].ms).toBeGreaterThan(0);
      expect(byId['acc-2']).toMatchObject({ method: 'POST', path: '/api/login', http: 200, status: 3200 });
      expect(byId['acc-3']).toMatchObject({ method: 'GET', path: '/nowhere', http: 404, status: 4100 });
      // the login's own line is there too; neither the password nor any sid is anywhere in the log
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(server.output()).not.toContain('wrong-secret-pw');
      expect(server.output()).not.toContain(sid);
    } finally {
      await server.stop();
    }
  });

  it('is off with SVC_ACCESS_LOG=0', async () => {
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'info', SVC_ACCESS_LOG: '0' } });
    try {
      await server.fetch('/api/info');
      expect(server.output()).not.toContain('"message":"request"');
    } finally {
      await server.stop();
    }
  });
});

describe('what the server says', () => {
  it('stdout holds JSON lines only; the lines for people, the generated password among them, go to the terminal (stderr) once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    const env: Record<string, string> = { ...process.env, SVC_HOST: '127.0.0.1', SVC_PORT: '0', SVC_DB_URL: `sqlite:${join(dir, 'svc.db')}`, SVC_DATA_DIR: dir, SVC_LOG_LEVEL: 'info' };
    delete env.SVC_SUPERADMIN_PASSWORD;
    const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (err += d));
    try {
      await eventually(async () => err, (text) => /Log in: curl/.test(text), 30_000);
      const password = /generated password (\S+)/.exec(err)?.[1];
      expect(password).toBeTruthy();
      expect(err.split(password!).length - 1).toBe(1);
      const url = /listening on (http:\/\/[\d.:]+)/.exec(err)![1]!;
      const login = await fetch(`${url}/api/login`, { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: password!, tenant: '*' }) });
      expect((await login.json()).status).toBe(0);
      const lines = out.split('\n').filter((l) => l !== '');
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) {
        expect(() => JSON.parse(line), line).not.toThrow();
        // every record has the same frame: level, ISO 8601 time, message
        expect(JSON.parse(line), line).toMatchObject({ level: expect.stringMatching(/^(debug|info|warn|error|fatal)$/), time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), message: expect.any(String) });
      }
      expect(out).not.toContain(password!);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  it('an unknown SVC_* variable is reported at start, with the setting it most likely meant', async () => {
    const server = await startServer({ env: { SVC_PORTT: '8081', SVC_NO_SUCH_THING_AT_ALL: '1', SVC_TEST_SOMETHING: '1' } });
    try {
      const warnings = server
        .output()
        .split('\n')
        .filter((l) => l.includes('unknown setting'))
        .map((l) => JSON.parse(l));
      expect(warnings).toEqual([
        expect.objectContaining({ level: 'warn', message: 'unknown setting SVC_NO_SUCH_THING_AT_ALL is ignored', variable: 'SVC_NO_SUCH_THING_AT_ALL' }),
        expect.objectContaining({ level: 'warn', message: 'unknown setting SVC_PORTT is ignored (did you mean SVC_PORT?)', variable: 'SVC_PORTT' }),
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('/api/info', () => {
  it('reports the server version from package.json, the schema version and the hypervisor driver', async () => {
    const server = await startServer();
    try {
      const info = await (await server.fetch('/api/info')).json();
      expect(info.version.server).toBe(packageVersion);
      expect(info.version.database).toMatch(/^\d{3}-/);
      // the original console reads it to choose its image dialog's sources (SVC_HYPERVISOR)
      expect(info.hypervisor).toBe('sim');
    } finally {
      await server.stop();
    }
  });
});
