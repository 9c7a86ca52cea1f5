// The requests the server is working on, for a stop (docs/decisions.md "Operations"): it waits for them
// up to SVC_SHUTDOWN_GRACE_MS, then closes the connections of those still running and names each one
// in the log, so that nothing is cut off without a trace.
//
// hyper-express keeps a count of its own (Server.shutdown()), but a request arriving on a kept-alive
// connection during its shutdown is closed by a path that lowers the count without having raised it:
// the count reaches zero while requests still run, and the process exits under them. This set is
// counted here, one entry per request a route took, and left when its answer is complete.
import type { Request, Response } from 'hyper-express';
import { headOf, type RequestHead } from './request-head.js';

export interface DroppedRequest {
  request_id: string;
  method: string;
  path: string;
  action: string | undefined;
  /** Milliseconds the request had been running when it was dropped. */
  ms: number;
}

/**
 * A request being worked on, whichever way it came in: through hyper-express (a route of its own) or
 * straight from the engine (the API's route, http/engine-exchange.ts).
 */
export interface Flight {
  /** The route's handler has returned (or its promise settled): what is left is the answer's completion. */
  settled: boolean;
  /** Its answer is written whole, or its client went away. */
  readonly completed: boolean;
  /** Closes its connection. */
  close(): void;
  readonly head: RequestHead;
  /** The path asked for. */
  readonly path: string;
}

/** A hyper-express request and its response, as a flight. */
class RouteFlight implements Flight {
  settled = false;
  constructor(
    readonly req: Request,
    readonly res: Response,
  ) {}
  get completed(): boolean {
    return this.res.completed;
  }
  close(): void {
    this.res.close();
  }
  get head(): RequestHead {
    return headOf(this.req);
  }
  get path(): string {
    return this.req.path;
  }
}

export interface InFlight {
  /** Runs a route's handler, counting the request until its handler is done and its answer complete. */
  track(req: Request, res: Response, handler: (req: Request, res: Response) => unknown): unknown;
  /** The same for a flight of any kind: counted until `settle`d and completed. */
  begin(flight: Flight): void;
  /** The flight's handler is done (its answer may still be on its way). */
  settle(flight: Flight): void;
  /** Requests still running. */
  size(): number;
  /**
   * Resolves once no request runs, or after `graceMs`, or when `cut` aborts (a second signal), with the
   * requests still running then (not yet closed).
   */
  drain(graceMs: number, cut?: AbortSignal): Promise<Flight[]>;
  /** Closes the connections of requests still running and describes each. */
  drop(requests: readonly Flight[]): DroppedRequest[];
  /** Waits for `done`, at most `ms` and not past `cut`. */
  waitFor(done: Promise<unknown>, ms: number, cut?: AbortSignal): Promise<void>;
}

/** How often a drain looks again at answers that complete outside their handler (streams). */
const DRAIN_TICK_MS = 25;

export function createInFlight(): InFlight {
  const entries = new Set<Flight>();
  let wake: (() => void) | undefined;

  const sweep = () => {
    for (const flight of entries) if (flight.settled && flight.completed) entries.delete(flight);
    if (entries.size === 0) wake?.();
  };
  const settle = (flight: Flight) => {
    flight.settled = true;
    if (flight.completed) entries.delete(flight);
    if (entries.size === 0 || wake) sweep();
  };

  return {
    begin(flight) {
      entries.add(flight);
    },
    settle,
    track(req, res, handler) {
      const entry = new RouteFlight(req, res);
      entries.add(entry);
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
      return [...entries];
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
      return requests.map((flight) => {
        const head = flight.head;
        entries.delete(flight);
        if (!flight.completed) flight.close();
        return {
          request_id: head.requestId,
          method: head.method,
          path: flight.path.slice(0, 200),
          action: head.action,
          ms: Math.round(now - head.started),
        };
      });
    },
  };
}
