// Live lists (generated/docs/guides/live-lists.md): sockets watching an action are pushed its envelope again whenever one of
// the action's channels (the catalog's `channels`) fires for a tenant their administrator may see.
//
// - Feeds: sockets watching the same action and parameters with the same authorization (tenant, scope,
//   mode and effective ACLs: whatever can make the answer differ) form one feed. A feed is re-run once
//   per change and its envelope encoded once; every socket of the feed is sent that same buffer.
// - Coalescing: a feed is pushed at most once per PUSH_INTERVAL_MS, and a change after its last push
//   always leads to one more push. Pushes happen on shared ticks.
// - Sessions: every push re-resolves the sockets' sessions without extending them; a sweep every
//   SWEEP_MS ends sockets whose session was logged out, expired, or whose tenant was blocked, after a
//   final error envelope. A session whose authorization changed moves its sockets to the feed of its new
//   authorization, which is pushed at once; an answer refused for lack of ACLs (42xx) ends the socket
//   as a logout does (final envelope, 1000) instead of being pushed.
// - Slow readers and memory: frame-delivery.ts (latest frame only, per-socket and global bounds, 1013).
//   Keep-alive: `AKN` after KEEPALIVE_MS of quiet in both directions.
import type { Websocket } from 'hyper-express';
import { actions, type ActionName } from '../../generated/registry.js';
import { authenticate, credentialRequest } from '../auth/authenticate.js';
import { deleteSession } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import { EVERY_CHANNEL, type ChangeEvent } from '../events/bus.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import { log } from '../log/logger.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { runReadAs, toApiError } from '../pipeline/run-action.js';
import { GLOBAL_TENANT } from '../contract/scope.js';
import { endWebSocket } from '../support/end-websocket.js';

import { createFrameDelivery, type Outlet } from './frame-delivery.js';

export const PUSH_INTERVAL_MS = 250;
/** Pushes are aligned on ticks of this length. */
const TICK_MS = 25;
export const KEEPALIVE_MS = 25_000;
const SWEEP_MS = 1000;
/**
 * A first frame made for a socket opening on a feed serves the others opening on it for this long, as
 * long as no change came meanwhile: a burst of opens costs one run and one encoded frame, not one each.
 */
const FIRST_FRAME_REUSE_MS = 1000;
/** A fan-out to many sockets yields to other work after this long, so that requests are not held up. */
const FANOUT_SLICE_MS = 8;
/** Close codes: the session or the parameters ended the socket; a slow reader. */
export const CLOSE_ENDED = 1000;
export const CLOSE_POLICY = 1008;
export const CLOSE_SLOW = 1013;

/** Sockets of the same request and authorization: one run, one encoded frame per push. */
interface Feed {
  readonly key: string;
  /** authorizationKey of every member's caller. */
  readonly authorization: string;
  /** The caller the runs use (any member's: they differ only in what cannot change the answer). */
  caller: Caller;
  readonly raw: RawRequest;
  readonly channels: readonly string[];
  readonly members: Set<Watcher>;
  /** Sockets opening onto this feed, their first frame not yet sent. */
  joining: number;
  /** Changes seen: a socket that opened during one learns that it needs another push. */
  version: number;
  /** The first frame of the latest socket to open, shared by those opening soon after it (no change between). */
  firstFrame: FirstFrame | undefined;
  dirty: boolean;
  scheduled: boolean;
  /** A push is being prepared: the next one waits for it, so pushes never overtake or bunch up. */
  inFlight: boolean;
  lastPush: number;
}

interface FirstFrame {
  /** The feed's version when the run started. */
  readonly version: number;
  readonly startedAt: number;
  readonly result: Promise<{ envelope: Envelope; frame: Buffer }>;
}

export interface Watcher extends Outlet {
  readonly id: number;
  readonly ws: Websocket;
  readonly sid: string;
  readonly adminId: number;
  /** The session was created for this socket (explicit credentials) and ends with it. */
  readonly ownSession: boolean;
  /** The watched action's request, credentials replaced by the session. */
  readonly raw: RawRequest;
  /** The identity the last resolution of the session gave. */
  caller: Caller;
  /** Parameters as a stable text, part of the feed's key. */
  readonly paramsKey: string;
  /** The feed the socket is pushed from, once its first frame went out. */
  feed: Feed | undefined;
  lastTraffic: number;
}

export interface LiveHub {
  /** Registers a socket and sends its first frame (a final one when the request is refused). */
  open(init: { ws: Websocket; sid: string; ownSession: boolean; raw: RawRequest; caller: Caller }): Promise<void>;
  received(ws: Websocket, text: string): void;
  /** uWS reported that the socket's queued data went down. */
  drained(ws: Websocket): void;
  closed(ws: Websocket): void;
  /** Sockets held by a session (the per-session cap). */
  countFor(sid: string): number;
  /** Sockets held by an administrator, over all their sessions (the per-administrator cap). */
  countForAdmin(adminId: number): number;
  size(): number;
  /**
   * Ends every socket with a final frame (server shutdown); resolves once each has finished its closing
   * handshake, so that the process exits after the clients read their 1001, not under it.
   */
  close(): Promise<void>;
  stats(): LiveStats;
}

export interface LiveStats {
  /** Runs of watched actions (first frames and pushes). */
  runs: number;
  /** Frames written to sockets (first frames and pushes). */
  pushes: number;
  /** Frames replaced by a newer one before a slow socket could take them. */
  superseded: number;
  /** Sockets closed as slow readers (1013). */
  slowClosed: number;
  /** Sockets ended because their administrator lost the ACLs their request needs. */
  revoked: number;
  feeds: number;
  queuedBytes: number;
}

const aclSignatures = new WeakMap<ReadonlySet<string>, string>();

/** Who the run is for, as far as the answer can differ: tenant, scope, mode and effective ACLs. */
export function authorizationKey(caller: Caller): string {
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

/** An answer the caller's ACLs refuse (the 42xx codes): the administrator lost what the request needs. */
function refusedByAcls(status: number): boolean {
  return status >= 4200 && status < 4300;
}

/**
 * The request as a stable text, part of a feed's key: every parameter (credentials were taken out), so
 * that sockets share a run only when nothing they asked for differs.
 */
export function paramsKeyOf(params: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createLiveHub(services: Services, options: { maxBufferBytes: number; maxQueuedBytes: number }): LiveHub {
  const watchers = new Map<Websocket, Watcher>();
  const feeds = new Map<string, Feed>();
  const byChannel = new Map<string, Set<Feed>>();
  const bySession = new Map<string, Set<Watcher>>();
  const byAdmin = new Map<number, number>();
  const ticks = new Map<number, Set<Feed>>();
  let nextId = 1;
  let runs = 0;
  let pushes = 0;
  let slowClosed = 0;
  let revoked = 0;

  const delivery = createFrameDelivery({
    maxBufferBytes: options.maxBufferBytes,
    maxQueuedBytes: options.maxQueuedBytes,
    slow: (o, reason) => {
      slowClosed++;
      end(o as Watcher, CLOSE_SLOW, reason);
    },
  });

  const feedFor = (w: Watcher, caller: Caller): Feed => {
    const authorization = authorizationKey(caller);
    const key = `${w.paramsKey}#${authorization}`;
    let feed = feeds.get(key);
    if (!feed) {
      const name = String(w.raw.params.action ?? '');
      const channels = Object.hasOwn(actions, name) ? actions[name as ActionName].channels : [];
      feed = { key, authorization, caller, raw: w.raw, channels, members: new Set(), joining: 0, version: 0, firstFrame: undefined, dirty: false, scheduled: false, inFlight: false, lastPush: 0 };
      feeds.set(key, feed);
      for (const channel of channels) {
        let set = byChannel.get(channel);
        if (!set) byChannel.set(channel, (set = new Set()));
        set.add(feed);
      }
    }
    return feed;
  };

  /** A feed without sockets is dropped (once its push in flight, if any, is over). */
  const release = (feed: Feed): void => {
    if (feed.members.size > 0 || feed.joining > 0 || feed.inFlight || feeds.get(feed.key) !== feed) return;
    feeds.delete(feed.key);
    for (const channel of feed.channels) {
      const set = byChannel.get(channel);
      set?.delete(feed);
      if (set && set.size === 0) byChannel.delete(channel);
    }
  };

  const forget = (w: Watcher): void => {
    if (w.closed) return;
    w.closed = true;
    delivery.forget(w);
    watchers.delete(w.ws);
    if (w.feed) {
      w.feed.members.delete(w);
      release(w.feed);
    }
    const held = bySession.get(w.sid);
    held?.delete(w);
    if (held && held.size === 0) bySession.delete(w.sid);
    const count = (byAdmin.get(w.adminId) ?? 1) - 1;
    if (count > 0) byAdmin.set(w.adminId, count);
    else byAdmin.delete(w.adminId);
    if (w.ownSession) void deleteSession(services.db, w.sid).catch(() => undefined);
  };

  /** At shutdown: the sockets ended whose closing handshake has not finished yet. */
  let closing: Set<Websocket> | undefined;
  let allClosed: () => void = () => undefined;
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
    if (final) delivery.writeNow(w, JSON.stringify(final));
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
      pending = authenticate(services, credentialRequest(w.raw, w.sid), { createSession: false, touch: false });
      cache.set(w.sid, pending);
    }
    return pending;
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

  const schedule = (feed: Feed): void => {
    feed.dirty = true;
    if (feed.scheduled) return;
    feed.scheduled = true;
    const dueAt = Math.max(Date.now(), feed.lastPush + PUSH_INTERVAL_MS);
    const tick = Math.ceil(dueAt / TICK_MS) * TICK_MS;
    let due = ticks.get(tick);
    if (!due) ticks.set(tick, (due = new Set()));
    due.add(feed);
    armTimer();
  };

  /** The session's authorization changed: the socket goes to the feed of the new one, pushed at once. */
  const move = (w: Watcher, caller: Caller): void => {
    const from = w.feed;
    if (from) {
      from.members.delete(w);
      release(from);
    }
    const to = feedFor(w, caller);
    to.members.add(w);
    w.feed = to;
    schedule(to);
  };

  /** Every socket of the feed gets the same buffer; a long fan-out yields now and then. */
  const fanOut = async (feed: Feed, frame: Buffer): Promise<void> => {
    let sliceStart = performance.now();
    let n = 0;
    for (const w of [...feed.members]) {
      if (w.closed || w.feed !== feed) continue;
      if (delivery.push(w, frame)) {
        pushes++;
        w.lastTraffic = Date.now();
      }
      if (++n % 32 === 0 && performance.now() - sliceStart > FANOUT_SLICE_MS) {
        await yieldToOthers();
        sliceStart = performance.now();
      }
    }
  };

  const pushFeed = async (feed: Feed, callers: Map<string, Promise<Caller>>): Promise<void> => {
    try {
      // each session is resolved, and its authorization compared with the feed's, once for all its sockets
      // here: per socket, a feed of thousands spent more on rebuilding and comparing the same key than on
      // the run itself, ahead of every frame
      const sessions = new Map<string, Watcher[]>();
      for (const w of feed.members) {
        const held = sessions.get(w.sid);
        if (held) held.push(w);
        else sessions.set(w.sid, [w]);
      }
      const resolved = await Promise.all(
        [...sessions.values()].map((held) =>
          resolveCaller(held[0]!, callers).then(
            (now) => ({ held, now, error: undefined }),
            (e: unknown) => ({ held, now: undefined, error: toApiError(e) }),
          ),
        ),
      );
      let caller: Caller | undefined;
      for (const { held, now, error } of resolved) {
        if (!now) {
          for (const w of held) endSession(w, error!);
          continue;
        }
        const same = authorizationKey(now) === feed.authorization;
        for (const w of held) {
          if (w.closed) continue;
          w.caller = now;
          if (!same) move(w, now);
          else caller = now;
        }
      }
      if (!caller || feed.members.size === 0) return;
      feed.caller = caller;
      runs++;
      const envelope = await runReadAs(services, caller, feed.raw);
      if (refusedByAcls(envelope.status)) {
        for (const w of [...feed.members]) {
          revoked++;
          end(w, CLOSE_ENDED, 'no longer allowed', envelope);
        }
        return;
      }
      await fanOut(feed, Buffer.from(JSON.stringify(envelope)));
    } finally {
      // the interval counts from the frame going out: a change meanwhile waits its full 250 ms
      feed.lastPush = Date.now();
      feed.inFlight = false;
      if (feed.dirty && feed.members.size > 0) {
        feed.dirty = false;
        schedule(feed);
      }
      release(feed);
    }
  };

  /** Pushes every feed due at this tick. */
  const flush = async (due: Set<Feed>): Promise<void> => {
    const callers = new Map<string, Promise<Caller>>();
    const running: Promise<void>[] = [];
    for (const feed of due) {
      feed.scheduled = false;
      // still sending the previous push: this change is taken up once that one is out
      if (!feed.dirty || feed.inFlight) continue;
      if (feed.members.size === 0) {
        feed.dirty = false;
        continue;
      }
      // scheduled before the previous push went out (counted from the one before): wait the interval
      if (Date.now() < feed.lastPush + PUSH_INTERVAL_MS - TICK_MS) {
        feed.dirty = false;
        schedule(feed);
        continue;
      }
      feed.dirty = false;
      feed.inFlight = true;
      running.push(pushFeed(feed, callers));
    }
    await Promise.all(running);
  };

  /** The envelope and frame a socket opening on the feed starts with: a recent one when nothing changed since. */
  const firstFrameOf = (feed: Feed, w: Watcher): FirstFrame['result'] => {
    const recent = feed.firstFrame;
    if (recent && recent.version === feed.version && Date.now() - recent.startedAt < FIRST_FRAME_REUSE_MS) return recent.result;
    runs++;
    const result = runReadAs(services, w.caller, w.raw).then((envelope) => ({ envelope, frame: Buffer.from(JSON.stringify(envelope)) }));
    feed.firstFrame = { version: feed.version, startedAt: Date.now(), result };
    return result;
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

  const unsubscribe = services.events.subscribe((event: ChangeEvent) => {
    if (event.channel === EVERY_CHANNEL) {
      // changes may have been missed (runtime/events/redis-bus.ts): every feed reads its records again
      for (const feed of feeds.values()) {
        feed.version++;
        schedule(feed);
      }
      return;
    }
    const listening = byChannel.get(event.channel);
    if (!listening) return;
    for (const feed of listening) {
      if (!concerns(feed.caller, event.tenantId)) continue;
      feed.version++;
      schedule(feed);
    }
  });

  /**
   * Sessions logged out, expired or no longer valid end their sockets, pushes or not; a session whose
   * authorization changed has its sockets pushed (or ended) under the new one.
   */
  const sweep = async (): Promise<void> => {
    const callers = new Map<string, Promise<Caller>>();
    for (const [sid, held] of [...bySession]) {
      const any = held.values().next().value as Watcher | undefined;
      if (!any) continue;
      try {
        const caller = await resolveCaller(any, callers);
        const authorization = authorizationKey(caller);
        // the session's sockets are mostly on one feed: its key is compared once, not once per socket
        const stays = new Map<Feed, boolean>();
        for (const w of [...held]) {
          w.caller = caller;
          if (!w.feed || w.closed) continue;
          let same = stays.get(w.feed);
          if (same === undefined) stays.set(w.feed, (same = w.feed.authorization === authorization));
          if (!same) move(w, caller);
        }
      } catch (e) {
        const err = toApiError(e);
        if (err.status === 2100) continue; // the database is away: keep the sockets
        for (const w of [...held]) endSession(w, err);
        bySession.delete(sid);
      }
    }
    const now = Date.now();
    // a first frame kept for sharing holds its memory no longer than it may serve
    for (const feed of feeds.values()) if (feed.firstFrame && now - feed.firstFrame.startedAt >= FIRST_FRAME_REUSE_MS) feed.firstFrame = undefined;
    delivery.reapStalled(now);
    await keepAlive(now);
  };

  /**
   * `AKN` to the sockets quiet for KEEPALIVE_MS, yielding as a fan-out does: sockets opened together stay
   * in step, and 10,000 of them written in one go held everything else up for 200 ms and more.
   */
  const keepAlive = async (now: number): Promise<void> => {
    let sliceStart = performance.now();
    let n = 0;
    for (const w of watchers.values()) {
      if (now - w.lastTraffic >= KEEPALIVE_MS && delivery.writeNow(w, 'AKN')) w.lastTraffic = now;
      if (++n % 32 === 0 && performance.now() - sliceStart > FANOUT_SLICE_MS) {
        await yieldToOthers();
        sliceStart = performance.now();
      }
    }
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
      const w: Watcher = {
        ...init,
        id: nextId++,
        adminId: init.caller.adminId,
        paramsKey: paramsKeyOf(init.raw.params),
        feed: undefined,
        lastTraffic: Date.now(),
        closed: false,
        queued: 0,
        behindSince: 0,
        waiting: undefined,
      };
      watchers.set(w.ws, w);
      let held = bySession.get(w.sid);
      if (!held) bySession.set(w.sid, (held = new Set()));
      held.add(w);
      byAdmin.set(w.adminId, (byAdmin.get(w.adminId) ?? 0) + 1);
      // the feed listens from before the first run, so that a change during it leads to a push
      const feed = feedFor(w, w.caller);
      feed.joining++;
      const seen = feed.version;
      let first: Envelope;
      let frame: Buffer;
      try {
        ({ envelope: first, frame } = await firstFrameOf(feed, w));
      } finally {
        feed.joining--;
      }
      if (w.closed) return release(feed);
      if (first.status !== 0 && first.status !== 1200) {
        end(w, CLOSE_POLICY, 'the request was refused', first);
        return release(feed);
      }
      if (feed.channels.length === 0) {
        end(w, CLOSE_POLICY, 'nothing to watch', errorEnvelope(new ApiError(4100, `${name} has no channels: it cannot be watched`)));
        return release(feed);
      }
      if (delivery.push(w, frame)) pushes++;
      if (w.closed) return release(feed);
      feed.members.add(w);
      w.feed = feed;
      if (feed.version !== seen) schedule(feed);
    },
    received(ws, text) {
      const w = watchers.get(ws);
      if (!w) return;
      w.lastTraffic = Date.now();
      // HI and AKN keep the socket alive; anything else is ignored (the socket only listens)
      void text;
    },
    drained(ws) {
      const w = watchers.get(ws);
      if (w) delivery.drained(w);
    },
    closed(ws) {
      const w = watchers.get(ws);
      if (w) forget(w);
      if (closing?.delete(ws) && closing.size === 0) allClosed();
    },
    countFor(sid) {
      return bySession.get(sid)?.size ?? 0;
    },
    countForAdmin(adminId) {
      return byAdmin.get(adminId) ?? 0;
    },
    size() {
      return watchers.size;
    },
    close() {
      clearInterval(sweeper);
      if (timer) clearTimeout(timer);
      unsubscribe();
      const ending = [...watchers.values()];
      closing = new Set(ending.map((w) => w.ws));
      const done = new Promise<void>((resolve) => (allClosed = resolve));
      if (closing.size === 0) allClosed();
      for (const w of ending) end(w, 1001, 'server shutting down');
      return done;
    },
    stats() {
      const { superseded } = delivery.stats();
      return { runs, pushes, superseded, slowClosed, revoked, feeds: feeds.size, queuedBytes: delivery.queuedBytes() };
    },
  };
}
