// The request latency histogram kept by the server (runtime/metrics/route-latency.ts) must read exactly as
// prom-client's own Histogram fed the same observations: same lines, same values, same format.
import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { RouteLatency } from '../../runtime/metrics/route-latency.js';

const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Metric lines (no comments) with their labels sorted, so that label order does not matter. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^([^{ ]+)(?:\{([^}]*)\})? (.+)$/.exec(l)!;
      const labels = (m[2] ?? '').split(',').filter(Boolean).sort().join(',');
      return `${m[1]}{${labels}} ${m[3]}`;
    })
    .sort();
}

describe('RouteLatency', () => {
  it("reads as prom-client's Histogram fed the same values, bucket edges included", async () => {
    const ours = new Registry();
    const latency = new RouteLatency('svc_request_duration_seconds', 'Time from a request to its answer, by route', BOUNDS);
    ours.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
    const theirs = new Registry();
    const reference = new Histogram({ name: 'svc_request_duration_seconds', help: 'Time from a request to its answer, by route', labelNames: ['route'], buckets: BOUNDS, registers: [theirs] });
    const routes = ['/api', '/api/info', 'other'];
    const observers = new Map(routes.map((r) => [r, latency.observer(r)]));
    // every edge exactly, just above and below it, beyond the last, and random values
    const values = [0, ...BOUNDS, ...BOUNDS.map((b) => b * 1.0001), ...BOUNDS.map((b) => b * 0.9999), 11, 1e6];
    for (let i = 0; i < 500; i++) values.push(Math.random() * 3);
    values.forEach((v, i) => {
      const route = routes[i % routes.length]!;
      observers.get(route)!(v);
      reference.observe({ route }, v);
    });
    expect(lines(await ours.metrics())).toEqual(lines(await theirs.metrics()));
    const text = await ours.metrics();
    expect(text).toContain('# TYPE svc_request_duration_seconds histogram');
    expect(text).toMatch(/^svc_request_duration_seconds_count\{route="\/api"\} \d+$/m);
  });

  it('ignores a value that is no finite number, and starts again at zero after a reset', async () => {
    const registry = new Registry();
    const latency = new RouteLatency('x_seconds', 'x', [1]);
    registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
    const observe = latency.observer('/api');
    observe(Number.NaN);
    observe(Number.POSITIVE_INFINITY);
    observe(0.5);
    expect(await registry.metrics()).toContain('x_seconds_count{route="/api"} 1');
    registry.resetMetrics();
    expect(await registry.metrics()).toContain('x_seconds_count{route="/api"} 0');
    observe(2);
    expect(await registry.metrics()).toContain('x_seconds_bucket{le="1",route="/api"} 0');
    expect(await registry.metrics()).toContain('x_seconds_bucket{le="+Inf",route="/api"} 1');
  });
});
