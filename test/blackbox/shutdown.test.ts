// Stopping and starting as an operator does: SIGTERM lets requests in flight finish and ends live
// sockets before the process exits 0; an unreachable database stops start-up with one line naming
// SVC_DB_URL, without its password.
import { Agent, request as httpRequest } from 'node:http';
import { watch } from './live-client.js';
import { describe, expect, it } from 'vitest';
import { startExpectingExit, startServer, SUPERADMIN_PASSWORD, useProductionPasswordCost } from './harness.js';

// what this file tests costs what a real password hash costs
useProductionPasswordCost();

/** A POST on a connection of its own, with its own request id; `sent` resolves once the whole request is written. */
function postOnOwnConnection(
  url: string,
  requestId: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
): { sent: Promise<void>; answer: Promise<{ http: number; body: string }> } {
  let written: () => void = () => undefined;
  const sent = new Promise<void>((r) => (written = r));
  const answer = new Promise<{ http: number; body: string }>((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': contentType,
        'content-length': Buffer.byteLength(body),
        connection: 'close',
        'x-request-id': requestId,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.on('finish', () => written());
    req.end(body);
  });
  return { sent, answer };
}

/** A login on a connection of its own. */
function loginOnOwnConnection(url: string, requestId: string) {
  const body = new URLSearchParams({ login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' }).toString();
  return postOnOwnConnection(`${url}/api/login`, requestId, body);
}

/** administrator_create on a connection of its own: it reads the session, then hashes the new password (slow, one at a time). */
function createAdminOnOwnConnection(url: string, requestId: string, sid: string, name: string) {
  const body = JSON.stringify({ sid, arguments: { name, password: `${name}-password`, tenant_id: 0 } });
  return postOnOwnConnection(`${url}/api?action=administrator_create`, requestId, body, 'application/json');
}

/** GET on a keep-alive agent; answers the HTTP status and whether an already open connection carried it. */
function getOn(agent: Agent, url: string): Promise<{ http: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ http: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits until the server's output holds every one of `texts` (each a request id it logged, a log message...). */
async function seen(server: { output(): string }, texts: readonly string[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (texts.some((t) => !server.output().includes(t)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(texts.filter((t) => !server.output().includes(t))).toEqual([]);
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/**
 * The grace of the tests that wait for every request: what they check is that the stop waits, not how
 * long it may (the drop has a test of its own); on a loaded machine six password hashes in a row can take
 * longer than the default 10 s.
 */
const GENEROUS_GRACE_MS = 60_000;

describe('SIGTERM', { timeout: 90_000 }, () => {
  it('answers every request in flight, closes live sockets, and exits 0', async () => {
    // debug: every statement is logged with its request's id, which shows when the server has a request in hand
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'debug', SVC_SHUTDOWN_GRACE_MS: String(GENEROUS_GRACE_MS) } });
    try {
      const sid = await server.superSid();
      const { live } = await watch(server, { action: 'user_get_list', sid });
      // a login costs a slow hash (the 16 share one): they are all still running when the signal arrives.
      // Each on a connection of its own, sent before the signal: a request a client writes on an idle
      // keep-alive connection while the server closes it is a race no server can win, and so is one the
      // server has not yet read off its connection (on a loaded machine that can take a while): the signal
      // goes once every login has run its first statement.
      const ids = Array.from({ length: 16 }, (_, i) => `shutdown-login-${i}-${Date.now()}`);
      const logins = ids.map((id) => loginOnOwnConnection(server.url, id));
      await Promise.all(logins.map((l) => l.sent));
      await seen(server, ids);
      const exitCode = server.signal('SIGTERM');
      const answers = await Promise.all(logins.map((l) => l.answer));
      for (const a of answers) {
        expect(a.http).toBe(200);
        expect(JSON.parse(a.body).status).toBe(0);
      }
      expect((await live.closed).code).toBe(1001);
      expect(await exitCode).toBe(0);
      expect(logLines(server.output()).filter((l) => l.message === 'stopped')).toEqual([expect.objectContaining({ level: 'info', dropped: 0 })]);
    } finally {
      await server.stop();
    }
  });

  it('answers a request arriving on an open connection during the stop, and still waits for every request in flight', async () => {
    // hyper-express's own shutdown closed such a request unanswered and counted it as a request in flight
    // that had ended: each one shortened the wait, and the process exited under requests still running
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'debug', SVC_SHUTDOWN_GRACE_MS: String(GENEROUS_GRACE_MS) } });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const sid = await server.superSid();
      const opened = await Promise.all(Array.from({ length: 8 }, () => getOn(agent, `${server.url}/healthz`)));
      expect(opened.map((o) => o.http)).toEqual(Array(8).fill(200));
      // six creates hash one after the other: they run for a while after the signal
      const ids = Array.from({ length: 6 }, (_, i) => `stop-arrival-${i}-${Date.now()}`);
      const creates = ids.map((id, i) => createAdminOnOwnConnection(server.url, id, sid, `stop-admin-${i}`));
      await Promise.all(creates.map((c) => c.sent));
      await seen(server, ids);
      const exitCode = server.signal('SIGTERM');
      await seen(server, ['"message":"stopping"']);
      const late = await Promise.all(Array.from({ length: 8 }, () => getOn(agent, `${server.url}/api/info`)));
      expect(late).toEqual(Array(8).fill({ http: 200, reused: true }));
      const answers = await Promise.all(creates.map((c) => c.answer));
      expect(answers.map((a) => [a.http, JSON.parse(a.body).status])).toEqual(Array(6).fill([200, 0]));
      expect(await exitCode).toBe(0);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  it('drops what still runs after SVC_SHUTDOWN_GRACE_MS, naming each request and its action in the log, and exits 3', async () => {
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'debug', SVC_SHUTDOWN_GRACE_MS: '0' } });
    try {
      const sid = await server.superSid();
      const id = `dropped-create-${Date.now()}`;
      const create = createAdminOnOwnConnection(server.url, id, sid, 'late-admin');
      await create.sent;
      await seen(server, [id]);
      const exitCode = server.signal('SIGTERM');
      await expect(create.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(await exitCode).toBe(3);
      const lines = logLines(server.output());
      expect(lines.filter((l) => l.message === 'request dropped at shutdown')).toEqual([
        expect.objectContaining({ level: 'warn', request_id: id, method: 'POST', path: '/api', action: 'administrator_create', ms: expect.any(Number) }),
      ]);
      expect(lines.filter((l) => l.message === 'stopping')).toEqual([expect.objectContaining({ grace_ms: 0, requests_in_flight: 1 })]);
      expect(lines.filter((l) => l.message === 'stopped')).toEqual([expect.objectContaining({ level: 'info', dropped: 1 })]);
      // nothing half-written: the create was cut before its transaction, or committed whole
      const rows = await server.dbQuery("SELECT id FROM admins WHERE name = 'late-admin'");
      expect(rows.length).toBeLessThanOrEqual(1);
    } finally {
      await server.stop();
    }
  });
});

describe('an unreachable database at start', () => {
  it('stops with one line naming SVC_DB_URL without its password, and a non-zero exit', async () => {
    const { code, output } = await startExpectingExit({ SVC_DB_URL: 'mysql://root:hunter22@127.0.0.1:1/svc' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SVC_DB_URL \(mysql:\/\/root:\*\*\*@127\.0\.0\.1:1\/svc\)/);
    expect(output).not.toContain('hunter22');
  });

  it('keeps trying for SVC_DB_WAIT seconds before giving up', async () => {
    const started = Date.now();
    const { code, output } = await startExpectingExit({ SVC_DB_URL: 'mysql://root@127.0.0.1:1/svc', SVC_DB_WAIT: '2' });
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(output).toMatch(/waited 2 s, SVC_DB_WAIT/);
  });
});
