// Prometheus series of the live lists (GET /metrics): how often watched actions run and frames go out,
// how many sockets share a run (feeds), the bytes queued for slow clients, and sockets ended as slow
// readers or for lost ACLs. They let an operator see sharing and the memory bounds at work
// (docs/decisions.md "Live lists").
import { Counter, Gauge, type Registry } from 'prom-client';
import type { LiveStats } from './live-hub.js';

export function registerLiveMetrics(registry: Registry, stats: () => LiveStats): void {
  /** A counter whose value is the hub's own running total. */
  const total = (name: string, help: string, read: (s: LiveStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(stats()));
      },
    });
  const gauge = (name: string, help: string, read: (s: LiveStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  total('svc_live_runs_total', 'Runs of watched actions (first frames, and one per feed per push)', (s) => s.runs);
  total('svc_live_frames_total', 'Frames handed to live sockets (first frames and pushes)', (s) => s.pushes);
  total('svc_live_frames_superseded_total', 'Frames a slow live socket never got because a newer one replaced them', (s) => s.superseded);
  total('svc_live_slow_closed_total', 'Live sockets closed as slow readers (1013)', (s) => s.slowClosed);
  total('svc_live_revoked_total', 'Live sockets ended because their administrator lost the ACLs their request needs', (s) => s.revoked);
  gauge('svc_live_feeds', 'Distinct watched requests (action, parameters and authorization), each run once per push', (s) => s.feeds);
  gauge('svc_live_queued_bytes', 'Bytes queued for live sockets that read slower than frames are made', (s) => s.queuedBytes);
}
