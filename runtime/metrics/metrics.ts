// Prometheus metrics (GET /metrics, docs/decisions.md "Operations"), with prom-client: answered requests
// by route, action and status, their latency, live sockets, the database pool, image transfers in flight,
// failed logins and lockouts, and the process's own (CPU, memory, event loop lag).
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RouteLatency } from './route-latency.js';
import { conflictRetryCount } from './conflict-retries.js';

export interface PoolStats {
  open: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  liveSockets(): number;
  pool(): PoolStats | undefined;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request. */
  request(route: string, action: string | undefined, http: number, status: number, seconds: number): void;
  loginFailed(): void;
  loginLocked(): void;
  transferStarted(kind: string): void;
  transferEnded(kind: string): void;
  /** Where the gauges read from, once the server has them. */
  attach(sources: MetricsSources): void;
}

/** Routes other than these are counted as "other", so a scan of random paths cannot grow the series. */
const ROUTES = new Set([
  '/api',
  '/api/actions/:action',
  '/api/info',
  '/api/login',
  '/api/logout',
  '/api/di/upload',
  '/api/openapi.json',
  '/api/asyncapi.json',
  '/healthz',
  '/readyz',
  '/metrics',
  '/api/docs',
]);

export function createMetrics(actionNames: readonly string[]): Metrics {
  const registry = new Registry();
  // the process's own under the standard names (process_cpu_seconds_total, nodejs_eventloop_lag_seconds,
  // ...), which ready-made Node.js dashboards and alerts expect; a prefix would only rename them
  collectDefaultMetrics({ register: registry });
  const known = new Set(actionNames);
  let sources: MetricsSources | undefined;
  /**
   * Answers counted since the last scrape, per label set: added to the counter when it is read (its
   * collect), so a scrape shows exactly what counting each answer at once would, while an answer costs
   * three map lookups instead of prom-client's label validation and hashing. Bounded like the series
   * themselves (known routes and actions; statuses are the API's codes).
   */
  type Pending = { labels: { route: string; action: string; http: string; status: string }; n: number };
  const pending: Pending[] = [];
  const pendingOf = new Map<string, Map<string, Map<number, Pending>>>();
  const requests = new Counter({
    name: 'svc_requests_total',
    help: 'Answered HTTP requests by route, action, HTTP status and API status',
    labelNames: ['route', 'action', 'http', 'status'] as const,
    registers: [registry],
    collect() {
      for (const entry of pending) {
        if (entry.n === 0) continue;
        this.inc(entry.labels, entry.n);
        entry.n = 0;
      }
    },
  });
  const latency = new RouteLatency('svc_request_duration_seconds', 'Time from a request to its answer, by route', [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
  ]);
  registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
  /** The latency's observer per route (bounded by ROUTES), each made once rather than on every answer. */
  const latencyOf = new Map<string, (seconds: number) => void>();
  const loginFailures = new Counter({ name: 'svc_login_failures_total', help: 'Logins refused for wrong credentials', registers: [registry] });
  const lockouts = new Counter({ name: 'svc_login_lockouts_total', help: 'Login attempts refused by the login throttle', registers: [registry] });
  const transfers = new Gauge({ name: 'svc_transfers_in_flight', help: 'Image uploads, staging copies and downloads running', labelNames: ['kind'] as const, registers: [registry] });
  new Gauge({
    name: 'svc_live_sockets',
    help: 'Open live-list WebSockets',
    registers: [registry],
    collect() {
      this.set(sources?.liveSockets() ?? 0);
    },
  });
  new Gauge({
    name: 'svc_db_pool_connections',
    help: 'Database pool connections by state (MariaDB/MySQL; SQLite has one connection and no pool)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources?.pool();
      if (!stats) return;
      this.set({ state: 'open' }, stats.open);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'svc_db_conflict_retries_total',
    help: 'Write transactions run again after the database aborted them for a conflict (deadlock, Galera certification)',
    registers: [registry],
    collect() {
      this.set(conflictRetryCount());
    },
  });
  return {
    registry,
    request(route, action, http, status, seconds) {
      const r = ROUTES.has(route) ? route : 'other';
      const a = action !== undefined && known.has(action) ? action : '';
      // keyed by route and action, then by one number for the two statuses: no key text made per answer
      const byRoute = pendingOf.get(r) ?? pendingOf.set(r, new Map()).get(r)!;
      const byAction = byRoute.get(a) ?? byRoute.set(a, new Map()).get(a)!;
      const code = http * 100_000 + status;
      const entry = byAction.get(code);
      if (entry) entry.n++;
      else {
        const created = { labels: { route: r, action: a, http: String(http), status: String(status) }, n: 1 };
        byAction.set(code, created);
        pending.push(created);
      }
      let observe = latencyOf.get(r);
      if (!observe) latencyOf.set(r, (observe = latency.observer(r)));
      observe(seconds);
    },
    loginFailed: () => loginFailures.inc(),
    loginLocked: () => lockouts.inc(),
    transferStarted: (kind) => transfers.inc({ kind }),
    transferEnded: (kind) => transfers.dec({ kind }),
    attach(given) {
      sources = given;
    },
  };
}
