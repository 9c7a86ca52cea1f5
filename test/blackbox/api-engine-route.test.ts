// The API's route as the engine serves it (runtime/http/engine-exchange.ts), at the level of the bytes
// on the connection: what hyper-express did for it and the route now does itself. Several requests on
// one kept-alive connection; a GET's body read and dropped, or refused past the limit; a
// refused body whose end still comes keeps the connection; clients that leave in the middle of a body
// or before their answer leave the server serving and its in-flight count empty; the path forms and
// their metrics' route labels.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

const LIMIT = 64 * 1024;

/** A raw connection to the server: bytes written as given, everything read kept. */
async function rawConnection(server: TestServer): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => text, closed };
}

/** Waits until `probe` holds, at most `ms`. */
async function until(probe: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The answers in `text`: status code and JSON body of each (bodies sent with a Content-Length). */
function answersIn(text: string): { http: number; body: Record<string, any> }[] {
  const answers: { http: number; body: Record<string, any> }[] = [];
  let rest = text;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const head = rest.slice(0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? -1);
    if (length < 0 || rest.length < headEnd + 4 + length) break;
    answers.push({ http: Number(head.split(' ')[1]), body: JSON.parse(rest.slice(headEnd + 4, headEnd + 4 + length)) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

function scrapeRequests(text: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('svc_requests_total{')) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) total += Number(line.split(' ').pop());
  }
  return total;
}

describe('the API route on the engine', () => {
  let server: TestServer;
  let sid: string;
  beforeAll(async () => {
    server = await startServer({ env: { SVC_MAX_BODY: String(LIMIT), SVC_METRICS: 'local' } });
    sid = await server.superSid();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers request after request on one kept-alive connection, each whole', async () => {
    const conn = await rawConnection(server);
    const body = (action: string) => JSON.stringify({ sid, action });
    const requests = [
      `POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body('tenant_get_list'))}\r\n\r\n${body('tenant_get_list')}`,
      `POST /api/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body('no_such_action'))}\r\n\r\n${body('no_such_action')}`,
      `GET /api?action=tenant_tiny_list&sid=${sid} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ];
    for (let i = 0; i < requests.length; i++) {
      conn.socket.write(requests[i]!);
      await until(() => answersIn(conn.received()).length === i + 1);
    }
    const [first, second, third] = answersIn(conn.received());
    expect(first!.http).toBe(200);
    expect(first!.body.status).toBe(0);
    expect(second!.body.status).toBe(4100);
    expect(third!.body.status).toBe(0);
    conn.socket.destroy();
  });

  it("reads and drops a GET's body, and refuses one past the limit with 413 and an envelope", async () => {
    const conn = await rawConnection(server);
    const pad = 'x'.repeat(100);
    conn.socket.write(`GET /api?action=tenant_get_list&sid=${sid} HTTP/1.1\r\nHost: x\r\nContent-Length: ${pad.length}\r\n\r\n${pad}`);
    await until(() => answersIn(conn.received()).length === 1);
    expect(answersIn(conn.received())[0]!.body.status).toBe(0);
    // a declared length past the limit: refused at once, the rest of the body dropped as it comes
    const over = 'y'.repeat(LIMIT + 10);
    conn.socket.write(`GET /api?action=tenant_get_list&sid=${sid} HTTP/1.1\r\nHost: x\r\nContent-Length: ${over.length}\r\n\r\n`);
    conn.socket.write(over);
    await until(() => answersIn(conn.received()).length === 2);
    const refused = answersIn(conn.received())[1]!;
    expect(refused.http).toBe(413);
    expect(refused.body.status).toBe(6100);
    // the body ended: the connection serves on
    conn.socket.write(`GET /api?action=tenant_get_list&sid=${sid} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => answersIn(conn.received()).length === 3);
    expect(answersIn(conn.received())[2]!.body.status).toBe(0);
    conn.socket.destroy();
  });

  it('closes the connection of a refused body that stops coming, after answering it', async () => {
    const conn = await rawConnection(server);
    conn.socket.write(`POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${LIMIT * 4}\r\n\r\n{"action":"tenant_get_list"`);
    await conn.closed; // the pause ends the linger: the answer, then the close
    const [answer] = answersIn(conn.received());
    expect(answer!.http).toBe(413);
    expect(answer!.body.additional_info).toMatch(/larger than the limit/);
  });

  it('serves /api/, /api/actions/<action> and /api/actions/<action>/, counted under two route labels', async () => {
    const before = await (await server.fetch('/metrics')).text();
    for (const path of ['/api/', '/api/actions/tenant_get_list', '/api/actions/tenant_get_list/']) {
      const res = await server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid, action: 'tenant_get_list' }) });
      expect([path, res.status, (await res.json()).status]).toEqual([path, 200, 0]);
    }
    const after = await (await server.fetch('/metrics')).text();
    const counted = (route: string) => scrapeRequests(after, { route, action: 'tenant_get_list', http: '200' }) - scrapeRequests(before, { route, action: 'tenant_get_list', http: '200' });
    expect(counted('/api')).toBe(1);
    expect(counted('/api/actions/:action')).toBe(2);
  });
});

describe('clients that leave', () => {
  let server: TestServer;
  let sid: string;
  beforeAll(async () => {
    server = await startServer({ env: { SVC_LOG_LEVEL: 'info' } });
    sid = await server.superSid();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps serving, with nothing left in flight, after clients leave in the middle of a body or before their answer', async () => {
    for (let i = 0; i < 20; i++) {
      const conn = await rawConnection(server);
      const body = JSON.stringify({ sid, action: 'tenant_get_list' });
      // half a body, then gone; or a whole request, gone before its answer can be written
      if (i % 2) conn.socket.write(`POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      else conn.socket.write(`POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      conn.socket.destroy();
    }
    expect((await server.api('tenant_get_list', { sid })).status).toBe(0);
    // a stop counts the requests in flight and waits for them: none is left
    await new Promise((r) => setTimeout(r, 200));
    expect(await server.signal('SIGTERM')).toBe(0);
    expect(server.output()).toMatch(/"requests_in_flight":0\b/);
  });

});
