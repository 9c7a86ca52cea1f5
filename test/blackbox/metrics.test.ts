// GET /metrics (docs/decisions.md "Operations"): off unless SVC_METRICS allows it; parsed with a
// Prometheus text-format parser; request counters and latency histograms move with requests, login
// failures and lockouts are counted, live sockets and the database pool are shown.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DB, type TestServer } from './harness.js';
import { watch } from './live-client.js';

type Families = ReturnType<typeof parsePrometheusTextFormat>;

async function scrape(server: TestServer, headers: Record<string, string> = {}): Promise<Families> {
  const res = await server.fetch('/metrics', { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return parsePrometheusTextFormat(await res.text());
}

function sample(families: Families, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) return 0;
  const match = family.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(match?.value ?? match?.count ?? 0);
}

describe('GET /metrics (SVC_METRICS=local)', () => {
  let server: TestServer;
  let sid: string;
  beforeAll(async () => {
    server = await startServer({ env: { SVC_METRICS: 'local', SVC_LOGIN_FAILURES: '2' } });
    sid = await server.superSid();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts answered requests by route, action and status, with latency histograms', async () => {
    const before = await scrape(server);
    const ok = { route: '/api', action: 'tenant_get_list', http: '200', status: '0' };
    const base = sample(before, 'svc_requests_total', ok);
    for (let i = 0; i < 3; i++) expect((await server.api('tenant_get_list', { sid })).status).toBe(0);
    expect((await server.api('tenant_get_list', { sid, filters: { nope: 1 } })).status).toBe(6210);
    await server.fetch('/no/such/path/42');
    const after = await scrape(server);
    expect(sample(after, 'svc_requests_total', ok)).toBe(base + 3);
    expect(sample(after, 'svc_requests_total', { action: 'tenant_get_list', status: '6210' })).toBeGreaterThanOrEqual(1);
    // unknown paths share one series: a scan cannot grow the metrics without bound
    expect(sample(after, 'svc_requests_total', { route: 'other', http: '404' })).toBeGreaterThanOrEqual(1);
    const histogram = after.find((f) => f.name === 'svc_request_duration_seconds')!;
    expect(histogram.type).toBe('HISTOGRAM');
    // the parser keeps one label set of a histogram only: the count per route is read from the text
    const text = await (await server.fetch('/metrics')).text();
    const count = Number(/^svc_request_duration_seconds_count\{route="\/api"\} (\d+)$/m.exec(text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it("shows the process's own metrics under their standard names, prefixed once at most", async () => {
    const names = (await scrape(server)).map((f) => f.name);
    for (const standard of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(names).toContain(standard);
    }
    expect(names.filter((n) => /process_process|svc_process_|svc_nodejs_/.test(n))).toEqual([]);
  });

  it('counts failed logins and lockouts', async () => {
    const before = await scrape(server);
    for (let i = 0; i < 3; i++) {
      await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: `wrong-${i}`, tenant: '*' }) });
    }
    const after = await scrape(server);
    expect(sample(after, 'svc_login_failures_total') - sample(before, 'svc_login_failures_total')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'svc_login_lockouts_total') - sample(before, 'svc_login_lockouts_total')).toBeGreaterThanOrEqual(1);
  });

  it('shows open live sockets, and the database pool on MariaDB', async () => {
    const { live } = await watch(server, { action: 'user_get_list', sid });
    try {
      const families = await scrape(server);
      expect(sample(families, 'svc_live_sockets')).toBe(1);
      if (TEST_DB === 'mysql') expect(sample(families, 'svc_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(families.find((f) => f.name === 'svc_transfers_in_flight')).toBeDefined();
    } finally {
      await live.close();
    }
  });
});

describe('who may read /metrics', () => {
  it('nobody by default: 404 as if absent', async () => {
    const server = await startServer();
    try {
      const res = await server.fetch('/metrics');
      expect(res.status).toBe(404);
      expect((await res.json()).status).toBe(4100);
    } finally {
      await server.stop();
    }
  });

  it('SVC_METRICS=token:<secret>: only with Authorization: Bearer <secret>', async () => {
    const token = 'metrics-secret-0123456789';
    const server = await startServer({ env: { SVC_METRICS: `token:${token}` } });
    try {
      expect((await server.fetch('/metrics')).status).toBe(401);
      expect((await server.fetch('/metrics', { headers: { authorization: 'Bearer wrong-secret-0123456789' } })).status).toBe(401);
      const families = await scrape(server, { authorization: `Bearer ${token}` });
      expect(families.find((f) => f.name === 'svc_requests_total')).toBeDefined();
    } finally {
      await server.stop();
    }
  });
});
