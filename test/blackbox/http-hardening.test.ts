// HTTP hardening (docs/security.md): cross-site request forgery on the sid cookie (writes, uploads and
// WebSockets), CORS with `*`, the preflight's length, X-Request-Id in answers and log lines, security
// headers, 405 for a method a route does not serve, clearer errors for bodies and unknown tokens, and a
// malformed cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';
import { connectLive, Refused, watch } from './live-client.js';

let server: TestServer;
let sid: string;
let own: string; // the server's own origin, as a browser on it would send it

const EVIL = 'http://evil.example';

async function json(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope;
}

/** tenant_create authenticated by the cookie alone, with the given method and browser headers. */
async function cookieCreate(name: string, method: 'GET' | 'POST', headers: Record<string, string> = {}): Promise<Envelope> {
  const query = new URLSearchParams({ action: 'tenant_create', arguments: JSON.stringify({ name }) });
  const res = await server.fetch(method === 'GET' ? `/api?${query}` : '/api', {
    method,
    headers: { cookie: `sid=${sid}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    ...(method === 'POST' ? { body: query.toString() } : {}),
  });
  return json(res);
}

async function tenantExists(name: string): Promise<boolean> {
  return (await server.api('tenant_get_list', { sid, filters: { name } })).total === 1;
}

beforeAll(async () => {
  server = await startServer({ env: { SVC_CORS_ORIGINS: 'http://console.example', SVC_METRICS: 'local' } });
  sid = await server.superSid();
  own = server.url;
});
afterAll(async () => {
  await server?.stop();
});

describe('cross-site request forgery on the sid cookie', () => {
  it('refuses a write sent as GET on the cookie alone, and creates nothing', async () => {
    const env = await cookieCreate('csrf-get', 'GET');
    expect(env.status).toBe(3100);
    expect(env.additional_info).toMatch(/POST/);
    expect(await tenantExists('csrf-get')).toBe(false);
  });

  it('refuses a cookie POST from another origin, or one a browser says is cross-site, and creates nothing', async () => {
    for (const [name, headers] of [
      ['csrf-origin', { origin: EVIL }],
      ['csrf-null', { origin: 'null' }],
      ['csrf-site', { 'sec-fetch-site': 'cross-site' }],
      ['csrf-same-site', { 'sec-fetch-site': 'same-site' }],
    ] as const) {
      const env = await cookieCreate(name, 'POST', headers);
      expect([name, env.status]).toEqual([name, 3100]);
      expect(env.additional_info).toMatch(/origin/);
      expect(await tenantExists(name)).toBe(false);
    }
  });

  it('accepts a cookie POST from its own origin, a listed one, or a tool that sends no browser headers', async () => {
    for (const [name, headers] of [
      ['csrf-own', { origin: own, 'sec-fetch-site': 'same-origin' }],
      ['csrf-listed', { origin: 'http://console.example', 'sec-fetch-site': 'cross-site' }],
      ['csrf-fetch-site', { 'sec-fetch-site': 'same-origin' }],
      ['csrf-tool', {}],
    ] as const) {
      expect([name, (await cookieCreate(name, 'POST', headers)).status]).toEqual([name, 0]);
      expect(await tenantExists(name)).toBe(true);
    }
  });

  it('leaves reads on the cookie, and writes with the sid as a parameter or bearer, as they were', async () => {
    const read = await server.fetch(`/api?action=tenant_get_list`, { headers: { cookie: `sid=${sid}`, origin: EVIL } });
    expect((await json(read)).status).toBe(0);
    const args = encodeURIComponent(JSON.stringify({ name: 'csrf-param' }));
    const byParam = await server.fetch(`/api?action=tenant_create&sid=${sid}&arguments=${args}`, { headers: { origin: EVIL } });
    expect((await json(byParam)).status).toBe(0);
    const bearerArgs = encodeURIComponent(JSON.stringify({ name: 'csrf-bearer' }));
    const byBearer = await server.fetch(`/api?action=tenant_create&arguments=${bearerArgs}`, { headers: { authorization: `Bearer ${sid}`, origin: EVIL } });
    expect((await json(byBearer)).status).toBe(0);
  });

  it('keeps the session when another site posts a logout on the cookie', async () => {
    const mine = await server.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const res = await server.fetch('/api/logout', { method: 'POST', headers: { cookie: `sid=${mine}`, origin: EVIL } });
    expect((await json(res)).status).toBe(3100);
    expect((await server.api('tenant_get_list', { sid: mine })).status).toBe(0);
  });

  it('refuses an upload on the cookie from another origin: no record, no file', async () => {
    const form = new FormData();
    form.set('arguments', JSON.stringify({ disk_image: 'csrf.img', osf_id: 1 }));
    form.set('file', new Blob([Buffer.from('image bytes')]), 'csrf.img');
    const res = await server.fetch('/api/di/upload', { method: 'POST', headers: { cookie: `sid=${sid}`, origin: EVIL }, body: form });
    expect((await json(res)).status).toBe(3100);
    expect((await server.api('di_get_list', { sid, filters: { disk_image: 'csrf.img' } })).total).toBe(0);
  });

  it('opens a WebSocket on the cookie only from an allowed origin', async () => {
    const refused = await connectLive(server, { action: 'user_get_list' }, { headers: { cookie: `sid=${sid}`, origin: EVIL } }).then(
      (s) => s.close().then(() => undefined),
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).envelope.status).toBe(3100);
    const allowed = await watch(server, { action: 'user_get_list' }, { headers: { cookie: `sid=${sid}`, origin: own } });
    expect(allowed.first.status).toBe(0);
    await allowed.live.close();
    // a sid in the query is not a cookie: any origin
    const byParam = await watch(server, { action: 'user_get_list', sid }, { headers: { origin: EVIL } });
    expect(byParam.first.status).toBe(0);
    await byParam.live.close();
  });
});

describe('CORS and the preflight', () => {
  it('a listed origin gets credentials; others get nothing', async () => {
    const listed = await server.fetch('/api/info', { headers: { origin: 'http://console.example' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://console.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const other = await server.fetch('/api/info', { headers: { origin: EVIL } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the 204 preflight carries Content-Length 0', async () => {
    const res = await server.fetch('/api', {
      method: 'OPTIONS',
      headers: { origin: 'http://console.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-length')).toBe('0');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(await res.text()).toBe('');
  });

  it('SVC_CORS_ORIGINS=* never goes out with Access-Control-Allow-Credentials', async () => {
    const star = await startServer({ env: { SVC_CORS_ORIGINS: '*' } });
    try {
      const inits: RequestInit[] = [{ headers: { origin: EVIL } }, { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'POST' } }];
      for (const init of inits) {
        const res = await star.fetch('/api/info', init);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    } finally {
      await star.stop();
    }
  });
});

describe('request ids and security headers', () => {
  it('every answer carries an X-Request-Id (the client’s when sane, else a new one), nosniff and no-store', async () => {
    const answers = [
      await server.fetch('/api/info'),
      await server.fetch(`/api?action=tenant_get_list&sid=${sid}`),
      await server.fetch('/missing'),
      await server.fetch('/api', { method: 'PUT' }),
      await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'x', password: 'y', tenant: '*' }) }),
    ];
    const ids = new Set<string>();
    for (const res of answers) {
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP
    }
    expect(ids.size).toBe(answers.length);
    const given = await server.fetch('/api/info', { headers: { 'x-request-id': 'trace-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42.a');
    const insane = await server.fetch('/api/info', { headers: { 'x-request-id': 'no spaces or "quotes" please' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every log line of a request carries its id (debug level: each statement it runs)', async () => {
    const debug = await startServer({ env: { SVC_LOG_LEVEL: 'debug' } });
    try {
      const dsid = await debug.superSid();
      const res = await debug.fetch(`/api?action=tenant_get_list&sid=${dsid}`, { headers: { 'x-request-id': 'req-log-1' } });
      expect((await json(res)).status).toBe(0);
      // the server's output reaches this process through a pipe, which may trail the HTTP answer
      const linesOf = (id: string) => debug.output().split('\n').filter((l) => l.includes(`"${id}"`)).map((l) => JSON.parse(l));
      const lines = await eventually(
        async () => linesOf('req-log-1'),
        (found) => found.some((l) => l.message === 'query' && /tenants/i.test(l.sql)),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.some((l) => l.message === 'query' && /tenants/i.test(l.sql))).toBe(true);
      for (const line of lines) expect(line.request_id).toBe('req-log-1');
      // the next request's statements carry its own id; work an earlier request left running (the login's
      // bookkeeping after its answer, late on a loaded machine) keeps that request's id, so only the
      // statements of this request's own query are looked at
      const from = debug.output().length;
      await debug.fetch(`/api?action=user_get_list&sid=${dsid}`, { headers: { 'x-request-id': 'req-log-2' } });
      const usersQueries = () =>
        debug
          .output()
          .slice(from)
          .split('\n')
          .filter((l) => l.includes('"query"'))
          .map((l) => JSON.parse(l))
          .filter((l) => /\busers\b/.test(l.sql));
      const users = await eventually(async () => usersQueries(), (found) => found.length > 0);
      expect(users.length).toBeGreaterThan(0);
      for (const line of users) expect(line.request_id).toBe('req-log-2');
    } finally {
      await debug.stop();
    }
  });
});

describe('methods, bodies and clearer errors', () => {
  it('a method a route does not serve answers 405 with Allow and an envelope; an unknown path 404', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/api', 'GET, HEAD, POST, OPTIONS'],
      ['GET', '/api/login', 'POST, OPTIONS'],
      ['GET', '/api/logout', 'POST, OPTIONS'],
      ['PATCH', '/api/info', 'GET, HEAD, POST, OPTIONS'],
      ['POST', '/healthz', 'GET, HEAD, OPTIONS'],
      ['POST', '/api/ws', 'GET, OPTIONS'],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect([method, path, res.status]).toEqual([method, path, 405]);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('content-type')).toContain('application/json');
      const env = await json(res);
      expect(env.status).toBe(4100);
      expect(env.additional_info).toContain(method);
    }
    const missing = await server.fetch('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect((await json(missing)).status).toBe(4100);
  });

  it('HEAD answers wherever GET does: same status and headers, the GET body\'s length, no body', async () => {
    for (const path of ['/healthz', '/readyz', '/api/info', '/metrics', '/api/docs', '/api/docs/', '/api/openapi.json', `/api?action=tenant_get_list&sid=${sid}`]) {
      const get = await server.fetch(path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
      const getBody = Buffer.from(await get.arrayBuffer());
      const head = await server.fetch(path, { method: 'HEAD', redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
      expect([path, head.status]).toEqual([path, get.status]);
      expect([path, head.headers.get('content-type')]).toEqual([path, get.headers.get('content-type')]);
      // the metrics change between two reads (they count the requests): only their length's presence is compared
      if (path === '/metrics') expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
      else expect([path, head.headers.get('content-length')]).toEqual([path, String(getBody.length)]);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
    const missing = await server.fetch('/nothing', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect((await missing.arrayBuffer()).byteLength).toBe(0);
  });

  it('every method an Allow header lists is served there', async () => {
    for (const path of ['/api', '/api/info', '/api/login', '/api/logout', '/api/oidc/start', '/api/oidc/callback', '/healthz', '/readyz', '/metrics', '/api/docs', '/api/docs/', '/api/openapi.json', '/api/actions/tenant_get_list', '/api/di/upload']) {
      const res = await server.fetch(path, { method: 'PATCH', redirect: 'manual' });
      expect([path, res.status]).toEqual([path, 405]);
      const allow = res.headers.get('allow')!.split(', ');
      for (const method of allow) {
        const served = await server.fetch(path, { method, redirect: 'manual' });
        expect([path, method, served.status]).not.toEqual([path, method, 405]);
        await served.arrayBuffer();
      }
    }
  });

  it('a JSON body sent as text/plain is read as JSON; another text/plain body is refused saying why', async () => {
    const asText = await server.fetch('/api', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ action: 'tenant_get_list', sid }) });
    expect((await json(asText)).status).toBe(0);
    const notJson = await server.fetch('/api', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `action=tenant_get_list&sid=${sid}` });
    const env = await json(notJson);
    expect(env.status).toBe(6100);
    expect(env.additional_info).toMatch(/text\/plain.*application\/json/);
    const broken = await server.fetch('/api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action": "tenant_get_list",' });
    const brokenEnv = await json(broken);
    expect(brokenEnv.status).toBe(6100);
    expect(brokenEnv.additional_info).toMatch(/not valid JSON: /);
  });

  it('a body over the limit says so, with the limit', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'application/x-www-form-urlencoded' }]) {
      const res = await server.fetch('/api', { method: 'POST', headers, body: `{"action":"tenant_get_list","pad":"${big}"}` });
      expect(res.status).toBe(413);
      const env = await json(res);
      expect(env.additional_info).toMatch(/larger than the limit of \d+ bytes/);
    }
  });

  it('an unknown filter, field, order field or operator names the valid choices', async () => {
    const unknownFilter = await server.api('tenant_get_list', { sid, filters: { nmae: 'x' } });
    expect(unknownFilter.status).toBe(6210);
    expect(unknownFilter.additional_info).toMatch(/"nmae".*valid filters: .*\bname\b/);
    const unknownField = await server.api('tenant_get_list', { sid, fields: ['id', 'nmae'] });
    expect(unknownField.status).toBe(6250);
    expect(unknownField.additional_info).toMatch(/valid fields: .*\bname\b/);
    const unknownOrder = await server.api('tenant_get_list', { sid, order_by: { field: ['nmae'] } });
    expect(unknownOrder.status).toBe(6610);
    expect(unknownOrder.additional_info).toMatch(/valid order fields: .*\bname\b/);
    const unknownOp = await server.api('tenant_get_list', { sid, filters: { id: { '=~': 1 } } });
    expect(unknownOp.status).toBe(6320);
    expect(unknownOp.additional_info).toMatch(/valid operators: .*<=/);
  });

  it('a malformed percent-encoding in the cookie is a wrong session, not an internal error, on every route', async () => {
    for (const path of ['/api?action=tenant_get_list', '/api/logout']) {
      const res = await server.fetch(path, { method: 'POST', headers: { cookie: 'sid=%E0%A4%A' } });
      const env = await json(res);
      expect([path, env.status]).not.toEqual([path, 1100]);
      expect([3200, 3300]).toContain(env.status);
    }
  });
});
