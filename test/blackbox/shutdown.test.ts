// Stopping and starting as an operator does: SIGTERM lets requests in flight finish and ends live
// sockets before the process exits 0; an unreachable database stops start-up with one line naming
// SVC_DB_URL, without its password.
import { request as httpRequest } from 'node:http';
import { watch } from './live-client.js';
import { describe, expect, it } from 'vitest';
import { startExpectingExit, startServer, SUPERADMIN_PASSWORD } from './harness.js';

/** A login on a connection of its own, with its own request id; `sent` resolves once the whole request is written. */
function loginOnOwnConnection(url: string, requestId: string): { sent: Promise<void>; answer: Promise<{ http: number; body: string }> } {
  const body = new URLSearchParams({ login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' }).toString();
  let written: () => void = () => undefined;
  const sent = new Promise<void>((r) => (written = r));
  const answer = new Promise<{ http: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/api/login`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
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

describe('SIGTERM', () => {
  it('answers every request in flight, closes live sockets, and exits 0', async () => {
    // debug: every statement is logged with its request's id, which shows when the server has a request in hand
    const server = await startServer({ env: { SVC_LOG_LEVEL: 'debug' } });
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
      const deadline = Date.now() + 15_000;
      while (ids.some((id) => !server.output().includes(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(ids.filter((id) => !server.output().includes(id))).toEqual([]);
      const exitCode = server.signal('SIGTERM');
      const answers = await Promise.all(logins.map((l) => l.answer));
      for (const a of answers) {
        expect(a.http).toBe(200);
        expect(JSON.parse(a.body).status).toBe(0);
      }
      expect((await live.closed).code).toBe(1001);
      expect(await exitCode).toBe(0);
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
