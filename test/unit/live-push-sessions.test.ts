// A live push checks every socket's session (runtime/live/live-hub.ts, docs/decisions.md "Live lists"),
// but a session's sockets share its answer: the push resolves each session once and compares its
// authorization with the feed's once, however many sockets it holds. With 10,000 sockets on one server
// (bench/results-live.md) doing that per socket, ahead of every frame, was a measurable share of the push.
// Keep-alive frames to sockets quiet for 25 s go out in slices, as a fan-out does: sockets opened
// together stay in step, and one synchronous round over 10,000 of them held up every other piece of work.
// The hub runs here on sockets and a session check of the test's own: the check's caller counts how
// often its authorization is read, a failing session ends only its own sockets, and a socket's send
// costs what the test makes it cost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Caller, RawRequest, Services } from '../../runtime/contract/context.js';
import type { ChangeEvent } from '../../runtime/events/bus.js';
import { ApiError } from '../../runtime/errors/api-error.js';

const sessions = vi.hoisted(() => ({ callerOf: new Map<string, () => Caller>(), failing: new Set<string>() }));

vi.mock('../../runtime/auth/authenticate.js', async (original) => ({
  ...(await original<typeof import('../../runtime/auth/authenticate.js')>()),
  authenticate: async (_services: unknown, raw: RawRequest) => {
    const sid = String(raw.params.sid);
    if (sessions.failing.has(sid)) throw new ApiError(3200, 'session ended');
    return sessions.callerOf.get(sid)!();
  },
}));
vi.mock('../../runtime/pipeline/run-action.js', async (original) => ({
  ...(await original<typeof import('../../runtime/pipeline/run-action.js')>()),
  runReadAs: async () => ({ status: 0, message: 'ok', rows: [] }),
}));

const { createLiveHub } = await import('../../runtime/live/live-hub.js');

const everySocket: unknown[] = [];

/** A socket as the hub uses it: everything it is sent, and whether it was closed. */
function fakeSocket() {
  const sent: string[] = [];
  const ws = {
    buffered: 0,
    raw: null,
    closedWith: undefined as number | undefined,
    atomic(work: () => void) {
      work();
    },
    send(frame: Buffer | string) {
      sent.push(String(frame));
      return true;
    },
    close(code: number) {
      ws.closedWith = code;
    },
  };
  everySocket.push(ws);
  return { ws, sent };
}

let reads = 0;
/** A tenant administrator's caller whose ACLs count their reads (the authorization is built from them). */
function countingCaller(sid: string): Caller {
  const acls = new Set(['user.see.id', 'user.see.name', 'user.see-main.', 'user.filter.name']);
  return {
    adminId: 7,
    adminName: 'watcher',
    adminLanguage: 'en',
    adminBlock: 0,
    tenantId: 5,
    tenantName: 't',
    tenantLanguage: 'en',
    tenantBlock: 0,
    isSuper: false,
    multitenant: true,
    sid,
    get acls() {
      reads++;
      return acls;
    },
  };
}

let listeners: ((e: ChangeEvent) => void)[] = [];
const services = {
  settings: { clientProfile: 'default' },
  events: {
    subscribe(listener: (e: ChangeEvent) => void) {
      listeners.push(listener);
      return () => (listeners = listeners.filter((l) => l !== listener));
    },
  },
} as unknown as Services;

const hubs: ReturnType<typeof createLiveHub>[] = [];
afterEach(async () => {
  // the hub waits for each socket's closing handshake: these finish theirs at once
  for (const hub of hubs.splice(0)) {
    const closed = hub.close();
    for (const ws of everySocket) hub.closed(ws as never);
    await closed;
  }
  everySocket.length = 0;
  sessions.callerOf.clear();
  sessions.failing.clear();
  listeners = [];
  reads = 0;
});

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a live push resolves sessions, not sockets', () => {
  it('400 sockets of 2 sessions on one feed: the authorization is read a few times per push, not once per socket; each socket gets the push', async () => {
    const hub = createLiveHub(services, { maxBufferBytes: 1 << 20, maxQueuedBytes: 64 << 20 });
    hubs.push(hub);
    const raw: RawRequest = { params: { action: 'user_get_list', fields: '["id","name"]' }, address: '127.0.0.1' };
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    for (const sid of ['s1', 's2']) {
      const caller = countingCaller(sid);
      sessions.callerOf.set(sid, () => countingCaller(sid));
      for (let i = 0; i < 200; i++) {
        const s = fakeSocket();
        sockets.push(s);
        await hub.open({ ws: s.ws as never, sid, ownSession: false, raw: { ...raw, params: { ...raw.params } }, caller });
      }
    }
    expect(hub.stats().feeds).toBe(1);
    await until(() => sockets.every((s) => s.sent.length === 1));

    reads = 0;
    for (const l of listeners) l({ channel: 'user_changed', tenantId: 5 });
    await until(() => sockets.every((s) => s.sent.length === 2));
    // the push builds each session's authorization once (at most 3 reads: the session's ACLs are a new
    // set at each resolution), and at most one sweep meanwhile does the same: 12 at most, where a check
    // per socket reads them 400 times and more
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(12);
    expect(sockets.every((s) => s.ws.closedWith === undefined)).toBe(true);
  });

  it('a session that no longer resolves ends its own sockets (final envelope, 1000); the other session’s sockets are pushed', async () => {
    const hub = createLiveHub(services, { maxBufferBytes: 1 << 20, maxQueuedBytes: 64 << 20 });
    hubs.push(hub);
    const raw: RawRequest = { params: { action: 'user_get_list' }, address: '127.0.0.1' };
    const bySid = new Map<string, ReturnType<typeof fakeSocket>[]>();
    for (const sid of ['kept', 'ended']) {
      sessions.callerOf.set(sid, () => countingCaller(sid));
      bySid.set(sid, []);
      for (let i = 0; i < 20; i++) {
        const s = fakeSocket();
        bySid.get(sid)!.push(s);
        await hub.open({ ws: s.ws as never, sid, ownSession: false, raw: { ...raw, params: { ...raw.params } }, caller: countingCaller(sid) });
      }
    }
    sessions.failing.add('ended');
    for (const l of listeners) l({ channel: 'user_changed', tenantId: 5 });
    await until(() => bySid.get('kept')!.every((s) => s.sent.length === 2) && bySid.get('ended')!.every((s) => s.ws.closedWith !== undefined));
    for (const s of bySid.get('ended')!) {
      expect(s.ws.closedWith).toBe(1000);
      expect(JSON.parse(s.sent.at(-1)!).status).toBe(3200);
    }
    expect(bySid.get('kept')!.every((s) => s.ws.closedWith === undefined)).toBe(true);
    expect(hub.size()).toBe(20);
  });
});

describe('keep-alive frames to many quiet sockets', () => {
  it('4,000 sockets quiet for 25 s get their AKN in slices: other work runs in between, never held up for the whole round', { timeout: 20_000 }, async () => {
    const hub = createLiveHub(services, { maxBufferBytes: 1 << 20, maxQueuedBytes: 64 << 20 });
    hubs.push(hub);
    sessions.callerOf.set('quiet', () => countingCaller('quiet'));
    const raw: RawRequest = { params: { action: 'user_get_list' }, address: '127.0.0.1' };
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    for (let i = 0; i < 4000; i++) {
      const s = fakeSocket();
      // a write to a real socket costs a system call: here 125 µs of work each
      const send = s.ws.send;
      s.ws.send = (frame) => {
        const end = performance.now() + 0.125;
        while (performance.now() < end);
        return send(frame);
      };
      sockets.push(s);
      await hub.open({ ws: s.ws as never, sid: 'quiet', ownSession: false, raw: { ...raw, params: { ...raw.params } }, caller: countingCaller('quiet') });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 26_000);
      // the longest time other work waited while the round went out, and how often it ran: the round
      // is at least 500 ms of sends in all, so sent in one go other work would wait that long and run
      // about once; in slices (8 ms each) it runs between every two. The bound on the wait leaves room
      // for a busy machine's scheduler, which can hold the process off for a few hundred ms by itself.
      let longest = 0;
      let ticks = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
        ticks++;
      }, 1);
      await until(() => sockets.every((s) => s.sent.at(-1) === 'AKN'), 10_000);
      clearInterval(ticker);
      expect(ticks).toBeGreaterThanOrEqual(20);
      expect(longest).toBeLessThan(450);
    } finally {
      vi.useRealTimers();
    }
  });
});
