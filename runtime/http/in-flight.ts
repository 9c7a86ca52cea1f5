// The requests the server is working on, for a stop (docs/decisions.md "Operations"): it waits for them
// up to SVC_SHUTDOWN_GRACE_MS, then closes the connections of those still running and names each one
// in the log, so that nothing is cut off without a trace.
//
// hyper-express keeps a count of its own (Server.shutdown()), but a request arriving on a kept-alive
// connection during its shutdown is closed by a path that lowers the count without having raised it:
// the count reaches zero while requests still run, and the process exits under them. This set is
// counted here, one entry per request a route took, and left when its answer is complete.
import type { Request, Response } from 'hyper-express';
import { headOf } from './request-head.js';

export interface DroppedRequest {
  request_id: string;
  method: string;
  path: string;
  action: string | undefined;
  /** Milliseconds the request had been running when it was dropped. */
  ms: number;
}

interface Entry {
  req: Request;
  res: Response;
  /** The route's handler has returned (or its promise settled): what is left is the answer's completion. */
  settled: boolean;
}

export interface InFlight {
  /** Runs a route's handler, counting the request until its handler is done and its answer complete. */
  track(req: Request, res: Response, handler: (req: Request, res: Response) => unknown): unknown;
  /** Requests still running. */
  size(): number;
  /**
   * Resolves once no request runs, or after `graceMs`, or when `cut` aborts (a second signal), with the
   * requests still running then (not yet closed).
   */
  drain(graceMs: number, cut?: AbortSignal): Promise<Request[]>;
  /** Closes the connections of requests still running and describes each. */
  drop(requests: readonly Request[]): DroppedRequest[];
  /** Waits for `done`, at most `ms` and not past `cut`. */
  waitFor(done: Promise<unknown>, ms: number, cut?: AbortSignal): Promise<void>;
}

/** How often a drain looks again at answers that complete outside their handler (streams). */
const DRAIN_TICK_MS = 25;

export function createInFlight(): InFlight {
  const entries = new Map<Request, Entry>();
  let wake: (() => void) | undefined;

  const sweep = () => {
    for (const [req, entry] of entries) if (entry.settled && entry.res.completed) entries.delete(req);
    if (entries.size === 0) wake?.();
  };
  const settle = (entry: Entry) => {
    entry.settled = true;
    if (entry.res.completed) entries.delete(entry.req);
    if (entries.size === 0 || wake) sweep();
  };

  return {
    track(req, res, handler) {
      const entry: Entry = { req, res, settled: false };
      entries.set(req, entry);
      let result: unknown;
      try {
        result = handler(req, res);
      } catch (e) {
        settle(entry);
        throw e;
      }
      if (result instanceof Promise) {
        const done = () => settle(entry);
        result.then(done, done);
      } else settle(entry);
      return result;
    },
    size: () => {
      sweep();
      return entries.size;
    },
    async drain(graceMs, cut) {
      sweep();
      if (entries.size > 0 && !cut?.aborted) {
        let timer: NodeJS.Timeout | undefined;
        let tick: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, graceMs);
          tick = setInterval(sweep, DRAIN_TICK_MS);
          cut?.addEventListener('abort', () => resolve(), { once: true });
        });
        clearTimeout(timer);
        clearInterval(tick);
        wake = undefined;
        sweep();
      }
      return [...entries.keys()];
    },
    async waitFor(done, ms, cut) {
      if (ms <= 0 || cut?.aborted) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        done,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ms);
          cut?.addEventListener('abort', () => resolve(), { once: true });
        }),
      ]);
      clearTimeout(timer);
    },
    drop(requests) {
      const now = performance.now();
      return requests.map((req) => {
        const head = headOf(req);
        const entry = entries.get(req);
        entries.delete(req);
        if (entry && !entry.res.completed) entry.res.close();
        return {
          request_id: head.requestId,
          method: head.method,
          path: req.path.slice(0, 200),
          action: head.action,
          ms: Math.round(now - head.started),
        };
      });
    },
  };
}
