// Live lists (generated/docs/guides/live-lists.md): sockets watching an action are pushed its envelope again whenever one of
// the action's channels (the catalog's `channels`) fires for a tenant their administrator may see.
//
// - Coalescing: a socket is pushed at most once per PUSH_INTERVAL_MS, and a change after its last push
//   always leads to one more push. Pushes happen on shared ticks, so sockets made dirty by the same
//   change are pushed together.
// - Sharing: within a tick, sockets watching the same action and parameters with the same
//   authorization (tenant, scope and effective ACLs) share one run of the action.
// - Sessions: every push re-resolves the socket's session without extending it; a sweep every
//   SWEEP_MS ends sockets whose session was logged out, expired, or whose tenant was blocked, after a
//   final error envelope.
// - Slow readers: a socket whose unsent data exceeds the buffer limit is closed (1013), never buffered
//   without bound. Keep-alive: `AKN` after KEEPALIVE_MS of quiet in both directions.
import type { Websocket } from 'hyper-express';
import { actions, type ActionName } from '../../generated/registry.js';
import { authenticate } from '../auth/authenticate.js';
import { deleteSession } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import type { ChangeEvent } from '../events/bus.js';
import { errorEnvelope, type Envelope } from '../http/envelope.js';
import { log } from '../log/logger.js';
import type { Caller, RawRequest, Services } from '../pipeline/context.js';
import { runReadAs, toApiError } from '../pipeline/run-action.js';
import { GLOBAL_TENANT } from '../pipeline/scope.js';
import { endWebSocket } from '../support/end-websocket.js';

export const PUSH_INTERVAL_MS = 250;
/** Pushes are aligned on ticks of this length, so that sockets due together share their runs. */
const TICK_MS = 25;
export const KEEPALIVE_MS = 25_000;
const SWEEP_MS = 1000;
/** Close codes: the session or the parameters ended the socket; a slow reader. */
export const CLOSE_ENDED = 1000;
export const CLOSE_POLICY = 1008;
export const CLOSE_SLOW = 1013;

export interface Watcher {
  readonly id: number;
  readonly ws: Websocket;
  readonly sid: string;
  /** The session was created for this socket (explicit credentials) and ends with it. */
  readonly ownSession: boolean;
  /** The watched action's request, credentials replaced by the session. */
  readonly raw: RawRequest;
  readonly channels: readonly string[];
  /** The identity the last run used (decides which tenants' changes concern the socket). */
  caller: Caller;
  /** Parameters as a stable text, part of the sharing key. */
  readonly paramsKey: string;
  dirty: boolean;
  scheduled: boolean;
  /** A push is being prepared: the next one waits for it, so pushes never overtake or bunch up. */
  inFlight: boolean;
  lastPush: number;
  lastTraffic: number;
  closed: boolean;
}

export interface LiveHub {
  /** Registers a socket and sends its first frame (a final one when the request is refused). */
  open(watcher: Omit<Watcher, 'id' | 'dirty' | 'scheduled' | 'inFlight' | 'lastPush' | 'lastTraffic' | 'closed' | 'channels' | 'paramsKey'>): Promise<void>;
  received(ws: Websocket, text: string): void;
  closed(ws: Websocket): void;
  /** Sockets held by a session (the per-session cap). */
  countFor(sid: string): number;
  size(): number;
  /** Ends every socket with a final frame (server shutdown). */
  close(): void;
  stats(): { runs: number; pushes: number };
}

const aclSignatures = new WeakMap<ReadonlySet<string>, string>();

/** Who the run is for, as far as the answer can differ: tenant, scope, mode and effective ACLs. */
function authorizationKey(caller: Caller): string {
  let acls = aclSignatures.get(caller.acls);
  if (acls === undefined) {
    acls = [...caller.acls].sort().join(',');
    aclSignatures.set(caller.acls, acls);
  }
  return `${caller.tenantId}|${caller.isSuper ? 1 : 0}|${caller.multitenant ? 1 : 0}|${acls}`;
}

/** Whether a change in `tenantId` concerns the caller: its own tenant, a shared record, or everything. */
function concerns(caller: Caller, tenantId: number | null): boolean {
  return caller.isSuper || tenantId === null || tenantId === caller.tenantId || tenantId === GLOBAL_TENANT;
}

const PARAM_KEYS = ['action', 'filters', 'fields', 'order_by', 'offset', 'block', 'parameters'] as const;

export function paramsKeyOf(params: Record<string, unknown>): string {
  return JSON.stringify(PARAM_KEYS.map((k) => params[k] ?? null));
}

export function createLiveHub(services: Services, options: { maxBufferBytes: number }): LiveHub {
  const watchers = new Map<Websocket, Watcher>();
  const byChannel = new Map<string, Set<Watcher>>();
  const bySession = new Map<string, Set<Watcher>>();
  const ticks = new Map<number, Set<Watcher>>();
  let nextId = 1;
  let runs = 0;
  let pushes = 0;

  const send = (w: Watcher, text: string): boolean => {
    if (w.closed) return false;
    // A frame goes out whole whatever its size when nothing is pending; while earlier frames are still
    // unread, the pending data may not exceed the limit. So the queue never holds more than the limit or
    // one frame, and the close frame always fits behind it (uWS drops it past its own, higher limit).
    const pending = w.ws.buffered;
    if (pending > 0 && pending + text.length > options.maxBufferBytes) {
      end(w, CLOSE_SLOW, 'send buffer limit exceeded: the client reads too slowly');
      return false;
    }
    // corked, as every write from outside uWS's own callbacks must be (after a database round trip, a
    // timer, a bus message): an uncorked write there can reach the wire out of order with the socket's
    // own, and the client then fails the connection (1006)
    w.ws.atomic(() => w.ws.send(text));
    w.lastTraffic = Date.now();
    return true;
  };

  const forget = (w: Watcher): void => {
    if (w.closed) return;
    w.closed = true;
    watchers.delete(w.ws);
    for (const channel of w.channels) byChannel.get(channel)?.delete(w);
    const held = bySession.get(w.sid);
    held?.delete(w);
    if (held && held.size === 0) bySession.delete(w.sid);
    if (w.ownSession) void deleteSession(services.db, w.sid).catch(() => undefined);
  };

  /**
   * A socket whose session ended: its final frame says why, then it closes. Not in the `qvd` profile,
   * whose console reads every frame as the action's rows and throws on an envelope without them (the
   * original server never told an open socket its session had ended): there the close alone says it,
   * which the console takes quietly (docs/decisions.md "Client profiles").
   */
  const endSession = (w: Watcher, err: ApiError): void =>
    end(w, CLOSE_ENDED, 'session ended', services.settings.clientProfile === 'qvd' ? undefined : errorEnvelope(err));

  const end = (w: Watcher, code: number, reason: string, final?: Envelope): void => {
    if (w.closed) return;
    if (final) send(w, JSON.stringify(final));
    forget(w);
    try {
      endWebSocket(w.ws, code, reason.slice(0, 120)); // not corked (end-websocket.ts)
    } catch {
      // already gone
    }
  };

  const resolveCaller = (w: Watcher, cache: Map<string, Promise<Caller>>): Promise<Caller> => {
    let pending = cache.get(w.sid);
    if (!pending) {
      pending = authenticate(services, { ...w.raw, params: { sid: w.sid } }, { createSession: false, touch: false });
      cache.set(w.sid, pending);
    }
    return pending;
  };

  /** Pushes every watcher due at this tick: one run per sharing key, each socket sent its envelope. */
  const flush = async (due: Set<Watcher>): Promise<void> => {
    const callers = new Map<string, Promise<Caller>>();
    const groups = new Map<string, { caller: Caller; raw: RawRequest; members: Watcher[] }>();
    const taken: Watcher[] = [];
    for (const w of due) {
      w.scheduled = false;
      // still sending the previous push: this change is taken up once that one is out
      if (w.closed || !w.dirty || w.inFlight) continue;
      // scheduled before the previous push went out (counted from the one before): wait the interval
      if (Date.now() < w.lastPush + PUSH_INTERVAL_MS - TICK_MS) {
        w.dirty = false;
        schedule(w);
        continue;
      }
      w.dirty = false;
      w.inFlight = true;
      taken.push(w);
      let caller: Caller;
      try {
        caller = await resolveCaller(w, callers);
      } catch (e) {
        endSession(w, toApiError(e));
        continue;
      }
      w.caller = caller;
      const key = `${w.paramsKey}#${authorizationKey(caller)}`;
      const group = groups.get(key);
      if (group) group.members.push(w);
      else groups.set(key, { caller, raw: w.raw, members: [w] });
    }
    try {
      await Promise.all(
        [...groups.values()].map(async (g) => {
          runs++;
          const text = JSON.stringify(await runReadAs(services, g.caller, g.raw));
          for (const w of g.members) {
            // the interval counts from the frame going out: a change meanwhile waits its full 250 ms
            w.lastPush = Date.now();
            if (send(w, text)) pushes++;
          }
        }),
      );
    } finally {
      for (const w of taken) {
        w.inFlight = false;
        if (w.dirty && !w.closed) {
          w.dirty = false;
          schedule(w);
        }
      }
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  const armTimer = (): void => {
    const earliest = Math.min(...ticks.keys());
    if (!Number.isFinite(earliest) || earliest >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = earliest;
    timer = setTimeout(onTimer, Math.max(0, earliest - Date.now()));
  };
  const onTimer = (): void => {
    timer = undefined;
    timerAt = Infinity;
    const now = Date.now();
    for (const [at, due] of [...ticks]) {
      if (at > now) continue;
      ticks.delete(at);
      flush(due).catch((e: unknown) => log.error('live push failed', { error: String((e as Error)?.stack ?? e) }));
    }
    if (ticks.size) armTimer();
  };

  const schedule = (w: Watcher): void => {
    w.dirty = true;
    if (w.scheduled) return;
    w.scheduled = true;
    const dueAt = Math.max(Date.now(), w.lastPush + PUSH_INTERVAL_MS);
    const tick = Math.ceil(dueAt / TICK_MS) * TICK_MS;
    let due = ticks.get(tick);
    if (!due) ticks.set(tick, (due = new Set()));
    due.add(w);
    armTimer();
  };

  const unsubscribe = services.events.subscribe((event: ChangeEvent) => {
    const listening = byChannel.get(event.channel);
    if (!listening) return;
    for (const w of listening) if (concerns(w.caller, event.tenantId)) schedule(w);
  });

  /** Sessions logged out, expired or no longer valid end their sockets, pushes or not. */
  const sweep = async (): Promise<void> => {
    const callers = new Map<string, Promise<Caller>>();
    for (const [sid, held] of [...bySession]) {
      const any = held.values().next().value as Watcher | undefined;
      if (!any) continue;
      try {
        const caller = await resolveCaller(any, callers);
        for (const w of held) w.caller = caller;
      } catch (e) {
        const err = toApiError(e);
        if (err.status === 2100) continue; // the database is away: keep the sockets
        for (const w of [...held]) endSession(w, err);
        bySession.delete(sid);
      }
    }
    const now = Date.now();
    for (const w of watchers.values()) if (now - w.lastTraffic >= KEEPALIVE_MS) send(w, 'AKN');
  };
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((e: unknown) => log.warn('live session sweep failed', { error: String(e) }))
      .finally(() => (sweeping = false));
  }, SWEEP_MS);
  sweeper.unref();

  return {
    async open(init) {
      const name = String(init.raw.params.action ?? '');
      const channels = Object.hasOwn(actions, name) ? actions[name as ActionName].channels : [];
      const w: Watcher = {
        ...init,
        id: nextId++,
        channels,
        paramsKey: paramsKeyOf(init.raw.params),
        dirty: false,
        scheduled: false,
        inFlight: false,
        lastPush: Date.now(),
        lastTraffic: Date.now(),
        closed: false,
      };
      watchers.set(w.ws, w);
      let held = bySession.get(w.sid);
      if (!held) bySession.set(w.sid, (held = new Set()));
      held.add(w);
      // subscribed before the first run, so that a change during it leads to a push
      for (const channel of w.channels) {
        let set = byChannel.get(channel);
        if (!set) byChannel.set(channel, (set = new Set()));
        set.add(w);
      }
      const first = await runReadAs(services, w.caller, w.raw);
      runs++;
      if (first.status !== 0 && first.status !== 1200) return end(w, CLOSE_POLICY, 'the request was refused', first);
      if (w.channels.length === 0) {
        return end(w, CLOSE_POLICY, 'nothing to watch', errorEnvelope(new ApiError(4100, `${name} has no channels: it cannot be watched`)));
      }
      if (send(w, JSON.stringify(first))) pushes++;
    },
    received(ws, text) {
      const w = watchers.get(ws);
      if (!w) return;
      w.lastTraffic = Date.now();
      // HI and AKN keep the socket alive; anything else is ignored (the socket only listens)
      void text;
    },
    closed(ws) {
      const w = watchers.get(ws);
      if (w) forget(w);
    },
    countFor(sid) {
      return bySession.get(sid)?.size ?? 0;
    },
    size() {
      return watchers.size;
    },
    close() {
      clearInterval(sweeper);
      if (timer) clearTimeout(timer);
      unsubscribe();
      for (const w of [...watchers.values()]) end(w, 1001, 'server shutting down');
    },
    stats() {
      return { runs, pushes };
    },
  };
}
