// Transport (generated/docs/guides/requests.md, generated/docs/guides/errors.md): the public routes, unknown paths, the body limit, how parameters
// are carried and merged, JSON-text parameters, CORS, the content type of every answer, and
// resistance to malformed input.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Envelope, type TestServer } from './harness.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const DAY = '(Sun|Mon|Tue|Wed|Thu|Fri|Sat)';
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const SERVER_DATETIME = new RegExp(`^${DAY} ${MONTH} \\d{2} \\d{2}:\\d{2}:\\d{2} \\d{4}$`);

let server: TestServer;
let sid: string;

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
});
afterAll(async () => {
  await server?.stop();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request through node:http, so that the body can be streamed (chunked) or made of raw bytes. */
function rawRequest(
  url: string,
  opts: { method?: string; path: string; headers?: Record<string, string | number>; body?: Buffer; chunks?: Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + opts.path, { method: opts.method ?? 'POST', headers: opts.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    // The server may answer (and close) before the whole body is sent: a write error after the answer
    // arrived is expected, the answer is what counts.
    req.on('error', reject);
    if (opts.chunks) {
      let i = 0;
      const next = () => {
        while (i < opts.chunks!.length) {
          if (req.destroyed) return;
          if (!req.write(opts.chunks![i++])) {
            req.once('drain', next);
            return;
          }
        }
        req.end();
      };
      next();
    } else req.end(opts.body);
  });
}

async function apiRaw(query: string, init: RequestInit = {}): Promise<{ res: Response; env: Envelope }> {
  const res = await server.fetch(`/api?${query}`, { method: 'POST', ...init });
  expect(res.headers.get('content-type')).toBe(JSON_TYPE);
  return { res, env: (await res.json()) as Envelope };
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('/api/info', () => {
  it('answers the public facts without credentials, on GET and POST', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await server.fetch('/api/info', { method });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(JSON_TYPE);
      const env = await res.json();
      expect(env.status).toBe(0);
      expect(env.message).toBe('Successful completion');
      expect(env.multitenant).toBe('1');
      expect(env.auth).toEqual({ separators: ['@', '#'] });
      expect(env.version).toEqual({ api: expect.any(String), database: expect.any(String), server: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      expect(env.version.api.length).toBeGreaterThan(0);
      expect(env.version.database.length).toBeGreaterThan(0);
      expect(env.public_configuration).toEqual({ name: 'svc', support: '' });
    }
  });

  it('gives server_datetime in UTC, as "Sat Nov 21 04:12:00 2026"', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const env = await (await server.fetch('/api/info')).json();
    const after = Date.now();
    expect(env.server_datetime).toMatch(SERVER_DATETIME);
    const [, , mon, day, time, year] = /^(\w+) (\w+) (\d+) ([\d:]+) (\d+)$/.exec(env.server_datetime)!;
    const parsed = Date.parse(`${day} ${mon} ${year} ${time} GMT`);
    expect(parsed).toBeGreaterThanOrEqual(before);
    expect(parsed).toBeLessThanOrEqual(after);
    // the weekday agrees with the date
    expect(env.server_datetime.slice(0, 3)).toBe(new Date(parsed).toUTCString().slice(0, 3));
  });

  it('nests api.public.* configuration tokens into public_configuration', async () => {
    // A nested public key as an operator could store it; no catalog token is nested yet.
    await server.dbExecute('INSERT INTO config (tenant_id, token_key, value) VALUES (?, ?, ?)', [-1, 'api.public.links.docs', 'https://docs.example']);
    await server.dbExecute('INSERT INTO config (tenant_id, token_key, value) VALUES (?, ?, ?)', [-1, 'api.public.support', 'help@example']);
    await server.dbExecute('INSERT INTO config (tenant_id, token_key, value) VALUES (?, ?, ?)', [-1, 'api.private.secret', 'hidden']);
    try {
      const env = await (await server.fetch('/api/info')).json();
      expect(env.public_configuration).toEqual({ name: 'svc', support: 'help@example', links: { docs: 'https://docs.example' } });
      expect(JSON.stringify(env)).not.toContain('hidden');
    } finally {
      await server.dbExecute('DELETE FROM config WHERE tenant_id = ? AND token_key IN (?, ?, ?)', [
        -1,
        'api.public.links.docs',
        'api.public.support',
        'api.private.secret',
      ]);
    }
    const env = await (await server.fetch('/api/info')).json();
    expect(env.public_configuration).toEqual({ name: 'svc', support: '' });
  });
});

describe('health routes and unknown paths', () => {
  it('answers /healthz and /readyz without credentials', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await server.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(JSON_TYPE);
      expect(await res.json()).toMatchObject({ status: 0 });
    }
  });

  // a known path asked with a method it does not serve is 405 (http-hardening.test.ts)
  it('answers an unknown path with HTTP 404 and status 4100', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['POST', '/api/no-such-route'],
      ['PUT', '/api/nothing'],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toBe(JSON_TYPE);
      const env = await res.json();
      expect(env).toMatchObject({ status: 4100, message: 'Unavailable action' });
      expect(typeof env.additional_info).toBe('string');
    }
  });
});

describe('request body limit', () => {
  const FIVE_MIB = 5 * 1024 * 1024;

  const expect413 = (answer: RawAnswer) => {
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    const env = JSON.parse(answer.body);
    expect(env.status).toBe(6100);
    expect(env.message).toBe('Syntax errors in input json');
    expect(env.additional_info).toMatch(/1048576|SVC_MAX_BODY/);
  };

  it('answers a 5 MiB body with Content-Length by HTTP 413 and status 6100, and keeps serving', async () => {
    const body = Buffer.alloc(FIVE_MIB, 'a');
    const answer = await rawRequest(server.url, {
      path: `/api?action=administrator_get_list&sid=${sid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length },
      body,
    });
    expect413(answer);
    const health = await server.fetch('/healthz');
    expect(health.status).toBe(200);
    expect((await server.api('administrator_get_list', { sid })).status).toBe(0);
    // the login and logout routes read their bodies under the same limit
    for (const path of ['/api/login', '/api/logout']) {
      expect413(
        await rawRequest(server.url, {
          path,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length },
          body,
        }),
      );
    }
    expect((await server.fetch('/healthz')).status).toBe(200);
  });

  it('answers a 5 MiB chunked body by HTTP 413 and status 6100, and keeps serving', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'b');
    const chunks = Array.from({ length: FIVE_MIB / chunk.length }, () => chunk);
    const answer = await rawRequest(server.url, {
      path: `/api?action=administrator_get_list&sid=${sid}`,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks,
    });
    expect413(answer);
    expect((await server.fetch('/healthz')).status).toBe(200);
    expect((await server.api('administrator_get_list', { sid })).status).toBe(0);
  });

  it('accepts a body just under the limit', async () => {
    const padding = 'x'.repeat(1024 * 1024 - 4096);
    const { res, env } = await apiRaw(q({ action: 'administrator_get_list' }), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid, padding }),
    });
    expect(res.status).toBe(200);
    expect(env.status).toBe(0);
  });
});

describe('parameters: query, urlencoded form, multipart form and JSON body', () => {
  const superFilter = JSON.stringify({ name: 'superadmin' });
  const noneFilter = JSON.stringify({ name: 'nobody-at-all' });

  it('reads everything from the query string (GET)', async () => {
    const res = await server.fetch(`/api?${q({ action: 'administrator_get_list', sid, filters: superFilter, fields: '["id","name"]' })}`);
    expect(res.status).toBe(200);
    const env = await res.json();
    expect(env).toMatchObject({ status: 0, total: 1 });
    expect(env.rows).toEqual([{ id: expect.any(Number), name: 'superadmin' }]);
  });

  it('reads an urlencoded form body', async () => {
    const { env } = await apiRaw(q({ action: 'administrator_get_list' }), {
      body: new URLSearchParams({ sid, filters: superFilter, fields: '["name"]' }),
    });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ name: 'superadmin' }] });
  });

  it('reads a multipart form body', async () => {
    const form = new FormData();
    form.set('sid', sid);
    form.set('filters', superFilter);
    form.set('fields', '["name"]');
    const { env } = await apiRaw(q({ action: 'administrator_get_list' }), { body: form });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ name: 'superadmin' }] });
  });

  it('reads a JSON body with real JSON values', async () => {
    const { env } = await apiRaw(q({ action: 'administrator_get_list' }), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid, filters: { name: 'superadmin' }, fields: ['name'] }),
    });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [{ name: 'superadmin' }] });
  });

  it('merges query and body, the body winning', async () => {
    // the query says "nobody", the body says "superadmin": the body wins in every body form
    const query = q({ action: 'administrator_get_list', filters: noneFilter, fields: '["id"]' });
    const form = new FormData();
    form.set('filters', superFilter);
    form.set('sid', sid);
    const bodies: RequestInit[] = [
      { body: new URLSearchParams({ sid, filters: superFilter }) },
      { body: form },
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid, filters: { name: 'superadmin' } }) },
    ];
    for (const init of bodies) {
      const { env } = await apiRaw(query, init);
      // fields from the query, filters from the body
      expect(env).toMatchObject({ status: 0, total: 1 });
      expect(env.rows).toEqual([{ id: expect.any(Number) }]);
    }
    // and the query alone selects nobody
    const { env } = await apiRaw(`${query}&sid=${encodeURIComponent(sid)}`);
    expect(env).toMatchObject({ status: 0, total: 0, rows: [] });
  });

  it('answers 6100 for invalid JSON text in filters, fields, order_by and arguments, wherever given', async () => {
    for (const name of ['filters', 'fields', 'order_by', 'arguments']) {
      const bad = '{"name": "superadmin"'; // unterminated
      const action = name === 'arguments' ? 'administrator_update' : 'administrator_get_list';
      const carriers: [string, string, RequestInit][] = [
        ['query', q({ action, sid, [name]: bad }), {}],
        ['form', q({ action }), { body: new URLSearchParams({ sid, [name]: bad }) }],
        [
          'multipart',
          q({ action }),
          {
            body: (() => {
              const f = new FormData();
              f.set('sid', sid);
              f.set(name, bad);
              return f;
            })(),
          },
        ],
        ['json body', q({ action }), { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sid, [name]: bad }) }],
      ];
      for (const [where, query, init] of carriers) {
        const { res, env } = await apiRaw(query, init);
        expect(res.status, `${name} in ${where}`).toBe(200);
        expect(env.status, `${name} in ${where}`).toBe(6100);
        expect(env.message).toBe('Syntax errors in input json');
        expect(env.additional_info).toContain(name);
      }
    }
  });

  it('answers 6100 for a JSON body that is not valid JSON or not an object', async () => {
    for (const body of ['{"sid": ', '[1, 2]', '"text"', '42', 'null', 'true']) {
      const { res, env } = await apiRaw(q({ action: 'administrator_get_list', sid }), {
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(200);
      expect(env.status, body).toBe(6100);
    }
    // the server is fine afterwards
    expect((await server.api('administrator_get_list', { sid })).status).toBe(0);
  });
});

describe('CORS', () => {
  let corsServer: TestServer;
  beforeAll(async () => {
    corsServer = await startServer({ env: { SVC_CORS_ORIGINS: 'http://console.example' } });
  });
  afterAll(async () => {
    await corsServer?.stop();
  });

  it('answers an OPTIONS preflight without authentication, allowing only the configured origin', async () => {
    for (const path of ['/api', '/api/login', '/api/info']) {
      const res = await corsServer.fetch(path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://console.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, authorization',
        },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(200);
      expect(res.status, path).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://console.example');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    }
    const other = await corsServer.fetch('/api', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.status).toBeLessThan(300);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets Access-Control-Allow-Origin on answers only for the allowed origin', async () => {
    const allowed = await corsServer.fetch('/api/info', { headers: { Origin: 'http://console.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://console.example');
    expect((await allowed.json()).status).toBe(0);
    const refused = await corsServer.fetch('/api?action=current_admin_setup', { method: 'POST', headers: { Origin: 'http://console.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://console.example');
    expect((await refused.json()).status).toBe(3100);
    const other = await corsServer.fetch('/api/info', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const none = await corsServer.fetch('/api/info');
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin when SVC_CORS_ORIGINS is not set', async () => {
    const res = await server.fetch('/api/info', { headers: { Origin: 'http://console.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await server.fetch('/api', {
      method: 'OPTIONS',
      headers: { Origin: 'http://console.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('content type', () => {
  it('is application/json; charset=utf-8 on every answer', async () => {
    const answers: [string, Response][] = [
      ['info', await server.fetch('/api/info')],
      ['healthz', await server.fetch('/healthz')],
      ['readyz', await server.fetch('/readyz')],
      ['404', await server.fetch('/missing')],
      ['api ok', await server.fetch(`/api?action=current_admin_setup&sid=${sid}`)],
      ['api 3100', await server.fetch('/api?action=current_admin_setup', { method: 'POST' })],
      ['api 4100', await server.fetch(`/api?action=no_such_action&sid=${sid}`)],
      ['api 6100', await server.fetch(`/api?action=administrator_get_list&sid=${sid}&filters=%7B`)],
      ['login 3200', await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'x', password: 'y', tenant: '*' }) })],
      ['logout 3100', await server.fetch('/api/logout', { method: 'POST' })],
    ];
    for (const [what, res] of answers) {
      expect(res.headers.get('content-type'), what).toBe(JSON_TYPE);
      const env = await res.json();
      expect(typeof env.status, what).toBe('number');
      expect(typeof env.message, what).toBe('string');
    }
  });
});

describe('malformed input', () => {
  /** Sends raw bytes on a TCP connection and resolves when the server closes it or after a while. */
  const sendRawTcp = (bytes: Buffer) =>
    new Promise<string>((resolve) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => socket.end(bytes));
      let got = '';
      socket.on('data', (d) => (got += d));
      socket.on('error', () => resolve(got));
      socket.on('close', () => resolve(got));
      setTimeout(() => {
        socket.destroy();
        resolve(got);
      }, 2000);
    });

  const deepObject = (depth: number) => '{"-not":'.repeat(depth) + '{"id":1}' + '}'.repeat(depth);
  const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers each malformed request with an envelope', async () => {
    const cases: [string, string, RequestInit, number][] = [
      ['garbage JSON body', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'application/json' }, body: new Uint8Array([0xff, 0x00, 0x7b, 0x80, 0x22]) }, 6100],
      ['deep -not nesting in the query', q({ action: 'administrator_get_list', sid, filters: deepObject(100) }), {}, 6320],
      ['deep nesting in a JSON body', q({ action: 'administrator_get_list' }), { headers: { 'content-type': 'application/json' }, body: `{"sid":${JSON.stringify(sid)},"filters":${deepObject(50_000)}}` }, 6320],
      ['deep array as a filter value', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'application/json' }, body: `{"filters":{"id":{"=":${deepArray(50_000)}}}}` }, 6320],
      ['deep array in -or', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'application/json' }, body: `{"filters":{"-or":[${deepArray(50_000)}]}}` }, 6320],
      ['deep nesting in fields', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'application/json' }, body: `{"fields":${deepArray(50_000)}}` }, 6250],
      ['unknown operator', q({ action: 'administrator_get_list', sid, filters: '{"id":{"=~":1}}' }), {}, 6320],
      ['operator with no value', q({ action: 'administrator_get_list', sid, filters: '{"id":{}}' }), {}, 6320],
      ['invalid UTF-8 in a form body', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new Uint8Array([...Buffer.from('filters={"name":"'), 0xc3, 0x28, 0xff, ...Buffer.from('"}')]) }, 0],
      ['invalid UTF-8 percent-encoded in the query', `action=administrator_get_list&sid=${sid}&filters=%7B%22name%22%3A%22%C3%28%FF%22%7D`, {}, 0],
      ['broken multipart', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, body: '--XYZ\r\nContent-Disposition: form-data; name="filters"\r\n\r\n{"id":1' }, 6100],
      ['multipart without boundary', q({ action: 'administrator_get_list', sid }), { headers: { 'content-type': 'multipart/form-data' }, body: 'hello' }, 6100],
      ['array as the filters', q({ action: 'administrator_get_list', sid, filters: '[1,2]' }), {}, 6100],
    ];
    for (const [what, query, init, status] of cases) {
      const res = await server.fetch(`/api?${query}`, { method: 'POST', ...init }).catch((e) => {
        throw new Error(`${what}: ${String(e?.cause ?? e)}`);
      });
      expect(res.status, what).toBe(200);
      expect(res.headers.get('content-type'), what).toBe(JSON_TYPE);
      const env = await res.json();
      expect(env.status, what).toBe(status);
      if (status === 0) expect(env.total, what).toBe(0); // no administrator has that broken name
      else expect(JSON.stringify(env).length, `${what}: answer stays small`).toBeLessThan(4096);
    }
  });

  it('survives a burst of garbage and keeps answering /healthz', async () => {
    const burst: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      burst.push(sendRawTcp(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0xff, 0xfe, 0x00, 0x0a, 0x0d, 0x0a, 0x0d, 0x0a])));
      burst.push(sendRawTcp(Buffer.from('GET /api?action=%%%ZZ HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n')));
      burst.push(sendRawTcp(Buffer.from('POST /api HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"sid"')));
      burst.push(sendRawTcp(Buffer.from('POST /api HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nabc\r\n')));
      burst.push(
        server
          .fetch(`/api?action=administrator_get_list&sid=${sid}&filters=${encodeURIComponent(deepObject(5000))}`, { method: 'POST' })
          .then((r) => r.text()),
      );
      burst.push(
        server
          .fetch(`/api?action=administrator_get_list&sid=${sid}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array(2048).fill(0xfe) })
          .then((r) => r.text()),
      );
      burst.push(
        server
          .fetch(`/api?action=administrator_get_list&sid=${sid}&filters=${encodeURIComponent('{"name":{"LIKE":"x"}}')}`)
          .then((r) => r.text()),
      );
    }
    await Promise.allSettled(burst);
    const res = await server.fetch('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 0 });
    expect((await server.api('administrator_get_list', { sid, filters: { name: 'superadmin' } })).total).toBe(1);
  });
});

describe('WebSocket close handshake', () => {
  /** A masked client frame (RFC 6455 §5.3). */
  const clientFrame = (opcode: number, payload: Buffer): Buffer => {
    const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
    const masked = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
    return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length]), key, masked]);
  };

  /**
   * Opens `path?query` on a raw TCP connection, runs `after` once the first frame came, and answers the
   * milliseconds from the server's close frame to its closing the TCP connection (its FIN).
   */
  async function closeDelay(path: string, query: string, answerClose: boolean, after?: () => Promise<unknown>): Promise<number> {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `GET ${path}?${query} HTTP/1.1\r\nhost: ${hostname}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n` +
        'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n',
    );
    let got = Buffer.alloc(0);
    let closeFrameAt = 0;
    let firstFrame: () => void;
    const first = new Promise<void>((r) => (firstFrame = r));
    socket.on('data', (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const head = got.indexOf('\r\n\r\n');
      if (head < 0) return;
      // walk the server's (unmasked) frames after the handshake
      let at = head + 4;
      while (at + 2 <= got.length) {
        const opcode = got[at]! & 0x0f;
        let length = got[at + 1]! & 0x7f;
        let start = at + 2;
        if (length === 126) {
          length = got.readUInt16BE(at + 2);
          start += 2;
        }
        if (start + length > got.length) break;
        firstFrame();
        if (opcode === 8 && !closeFrameAt) {
          closeFrameAt = Date.now();
          if (answerClose) socket.write(clientFrame(8, Buffer.from([0x03, 0xe8])));
        }
        at = start + length;
      }
    });
    const ended = new Promise<number>((resolve, reject) => {
      socket.on('end', () => resolve(Date.now() - closeFrameAt));
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`no FIN within 20 s (close frame ${closeFrameAt ? 'seen' : 'not seen'})`)), 20_000);
    });
    await first;
    await after?.();
    try {
      return await ended;
    } finally {
      socket.destroy();
    }
  }

  it('the server closes the TCP connection at once after its close frame, answered or not (live lists, download)', { timeout: 90_000 }, async () => {
    for (const path of ['/api/ws', '/api/staging']) {
      for (const answerClose of [true, false]) {
        const own = await server.login('superadmin', 'super-secret-1', '*');
        // a logout ends the session's sockets: a final frame, then the server's close
        const logout = () => server.fetch('/api/logout', { method: 'POST', body: new URLSearchParams({ sid: own }) });
        const ms = await closeDelay(path, `action=user_get_list&sid=${own}`, answerClose, logout);
        expect([path, answerClose, ms < 1000]).toEqual([path, answerClose, true]);
      }
    }
    // the download socket closes itself after its final frame (here the refusal of a request without arguments)
    for (const answerClose of [true, false]) {
      const ms = await closeDelay('/api/di/download', `action=di_create&sid=${sid}`, answerClose);
      expect(['/api/di/download', answerClose, ms < 1000]).toEqual(['/api/di/download', answerClose, true]);
    }
  });
});
