// Live lists outlive their server: the typed client's watch() and the command svc's --watch, against a
// real server process that is killed (SIGKILL: no close frame, 1006) and started again on the same port
// and the same database. A change made while no server ran is in the first list the reopened socket
// yields, without the caller doing anything; a refusal (a session ended) is never retried; a server that
// never comes back ends the watch with LiveClosedError within the bound.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, LiveClosedError, SvcAdminClient, type LiveList, type ReconnectInfo } from '../../generated/client/index.js';
import { expectOk, ROOT, startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

const SVC = join(ROOT, 'generated/cli/svc.js');

/** Servers started by the test running, stopped after it whatever happened. */
const running: TestServer[] = [];

afterEach(async () => {
  for (const s of running.splice(0).reverse()) await s.stop();
});

/** A loopback port free right now, for a server and its successor to listen on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A server on `port` (a fixed one, so that a successor answers the same address). */
async function serverOn(port: number, reuse?: TestServer): Promise<TestServer> {
  const s = await startServer({ env: { SVC_PORT: String(port) }, ...(reuse ? { reuse } : {}) });
  running.push(s);
  return s;
}

/** Kills the server without letting it close anything (as a machine dying), keeping its database. */
async function kill(s: TestServer): Promise<void> {
  await s.signal('SIGKILL');
  running.splice(running.indexOf(s), 1);
  await s.stop({ keep: true }); // already dead: only forgets it, the successor owns the data
}

/** The next value of a live list within `ms`, or a failure saying what it was waiting for. */
async function nextWithin<T>(live: LiveList<T & { status: number; message: string }>, ms: number, what: string): Promise<IteratorResult<T, undefined>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      live.next() as Promise<IteratorResult<T, undefined>>,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function userId(s: TestServer, name: string): Promise<number> {
  const sid = await s.superSid();
  const created = await expectOk(s, 'user_create', { sid, arguments: { tenant_id: 1, name, password: 'pass-1234' } });
  return (created.rows as { id: number }[])[0]!.id;
}

describe('live lists across a server restart', { timeout: 120_000 }, () => {
  it('the typed client reconnects by itself and first yields the current list, with a change made while the server was down', async () => {
    const port = await freePort();
    let server = await serverOn(port);
    const id = await userId(server, 'before-kill');
    const api = new SvcAdminClient({ url: server.url, WebSocket });
    await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const told: ReconnectInfo[] = [];
    const live = api.watch('user_get_list', { filters: { tenant_id: 1 }, fields: ['id', 'name'], order_by: 'id' }, { onReconnect: (info) => told.push(info) });
    try {
      const first = await nextWithin(live, 10_000, 'first frame');
      expect(first.value!.rows.map((r) => r.name)).toContain('before-kill');

      await kill(server);
      // the change no socket could be told about: made in the database while no server runs
      await server.dbExecute('UPDATE users SET name = ? WHERE id = ?', ['renamed-while-down', id]);
      const pending = nextWithin(live, 60_000, 'list after the restart');
      await new Promise((r) => setTimeout(r, 1000)); // a few attempts fail against the closed port
      server = await serverOn(port, server);

      const after = await pending;
      expect(after.done).toBe(false);
      const names = after.value!.rows.map((r) => r.name);
      expect(names).toContain('renamed-while-down');
      expect(names).not.toContain('before-kill');
      expect(told).toHaveLength(1);
      expect(told[0]!.code).toBe(1006);
      expect(told[0]!.attempts).toBeGreaterThanOrEqual(2);
      expect(told[0]!.downMs).toBeGreaterThanOrEqual(1000);

      // the reopened socket is live: a change through the new server is pushed as before
      await userId(server, 'after-restart');
      const pushed = await nextWithin(live, 10_000, 'push after the restart');
      expect(pushed.value!.rows.map((r) => r.name)).toContain('after-restart');
    } finally {
      live.close();
    }
  });

  it('a session that ended is a refusal: thrown as ApiError, never retried', async () => {
    const server = await serverOn(await freePort());
    const api = new SvcAdminClient({ url: server.url, WebSocket });
    await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const told: ReconnectInfo[] = [];
    const live = api.watch('user_get_list', { fields: ['id'] }, { onReconnect: (info) => told.push(info) });
    await nextWithin(live, 10_000, 'first frame');
    await api.logout();
    const e = await nextWithin(live, 10_000, 'end of the socket').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(await live.next()).toEqual({ done: true, value: undefined });
    expect(told).toEqual([]);
  });

  it('a server back without the session refuses the reopened socket, which ends the watch at once', async () => {
    const port = await freePort();
    let server = await serverOn(port);
    const api = new SvcAdminClient({ url: server.url, WebSocket });
    await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const live = api.watch('user_get_list', { fields: ['id'] }, { reconnect: { maxTotalMs: 60_000, maxAttempts: 100 } });
    await nextWithin(live, 10_000, 'first frame');
    await kill(server);
    await server.dbExecute('DELETE FROM sessions');
    server = await serverOn(port, server);
    const back = Date.now();
    const e = await nextWithin(live, 30_000, 'end of the watch').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(LiveClosedError);
    expect((e as LiveClosedError).code).toBe(1006);
    expect((e as Error).message).toMatch(/refused to open it again \(HTTP 200\)/);
    // one refused upgrade ends it (waits of at most 5 s), not the 60 s bound
    expect(Date.now() - back).toBeLessThan(10_000);
  });

  it('a server that never comes back ends the watch with LiveClosedError within the bound', async () => {
    const server = await serverOn(await freePort());
    const api = new SvcAdminClient({ url: server.url, WebSocket });
    await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const live = api.watch('user_get_list', { fields: ['id'] }, { reconnect: { maxTotalMs: 3000 } });
    await nextWithin(live, 10_000, 'first frame');
    // waiting from before the kill: the end is timed when it comes, however long the test takes to see the exit
    const ended = nextWithin(live, 20_000, 'end of the watch').then(
      () => ({ e: undefined as unknown, at: Date.now() }),
      (err: unknown) => ({ e: err, at: Date.now() }),
    );
    const killedAt = Date.now();
    await kill(server);
    const { e, at } = await ended;
    const took = at - killedAt;
    expect(e).toBeInstanceOf(LiveClosedError);
    expect((e as LiveClosedError).code).toBe(1006);
    expect((e as Error).message).toMatch(/could not be opened again \(\d+ attempts/);
    // the bound, plus the kill landing and the last attempt's refused connection, on a busy machine
    expect(took).toBeLessThan(3000 + 2000);
    expect(took).toBeGreaterThan(1000); // it did try: 250 ms doubling, half of each random, is at least 1.8 s over four attempts
    expect(await live.next()).toEqual({ done: true, value: undefined });
  });

  it('svc --watch goes on after a server restart, notes it on stderr and shows the current list', async () => {
    const port = await freePort();
    let server = await serverOn(port);
    const id = await userId(server, 'cli-before');
    const home = mkdtempSync(join(tmpdir(), 'svc-cli-reconnect-'));
    const env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      NO_COLOR: '1',
      SVC_URL: server.url,
      SVC_LOGIN: 'superadmin',
      SVC_PASSWORD: SUPERADMIN_PASSWORD,
      SVC_TENANT: '*',
    };
    const child = spawn(process.execPath, [SVC, 'user', 'list', '--watch', '--fields', 'name', '-o', 'json'], { env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const seen = (text: () => string, wanted: string, ms: number): Promise<void> =>
      new Promise((resolve, reject) => {
        const until = Date.now() + ms;
        const check = (): void => {
          if (text().includes(wanted)) resolve();
          else if (Date.now() > until || child.exitCode !== null) reject(new Error(`no '${wanted}' (exit ${child.exitCode}):\n${out}\n${err}`));
          else setTimeout(check, 50);
        };
        check();
      });
    try {
      await seen(() => out, '"cli-before"', 30_000);
      await kill(server);
      await server.dbExecute('UPDATE users SET name = ? WHERE id = ?', ['cli-renamed-while-down', id]);
      server = await serverOn(port, server);
      await seen(() => out, '"cli-renamed-while-down"', 30_000);
      expect(err).toMatch(/reconnected after \d+\.\d s/);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGINT');
      const code = await new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (c) => resolve(c))));
      rmSync(home, { recursive: true, force: true });
      expect(code).toBe(0);
    }
  });
});
