// The typed client's live iterator speaks the protocol of /api/ws (generated/docs/routes.md) with any
// WebSocket: a scripted socket plays the server here, for what the real server does too rarely to wait
// for in a test (the `AKN` keep-alive after 25 s of quiet, a drop without a close frame).
import { describe, expect, it } from 'vitest';
import { ApiError, LiveClosedError, SvcAdminClient, type ReconnectInfo, type WatchOptions } from '../../generated/client/index.js';

type Listener = (event: any) => void;

/** A WebSocket whose server side the test drives. */
class ScriptedSocket {
  static last: ScriptedSocket | undefined;
  readyState = 0;
  readonly sent: string[] = [];
  readonly closes: { code?: number; reason?: string }[] = [];
  readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    ScriptedSocket.last = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closes.push({ code, reason });
  }
  emit(type: string, event: unknown = {}): void {
    if (type === 'open') this.readyState = 1;
    if (type === 'close') this.readyState = 3;
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
}

function watchUsers(options?: WatchOptions) {
  const api = new SvcAdminClient({ url: 'https://admin.example.com/base', sid: 'the-sid', WebSocket: ScriptedSocket });
  const live = api.watch('user_get_list', { filters: { name: { '~': 'a%' } }, fields: ['id', 'name'], order_by: 'name', block: 5 }, options);
  return { live, socket: ScriptedSocket.last! };
}

/** The next socket the client opens (a reconnection), within `ms`. */
async function nextSocket(after: ScriptedSocket, ms = 2000): Promise<ScriptedSocket> {
  const until = Date.now() + ms;
  while (ScriptedSocket.last === after) {
    if (Date.now() > until) throw new Error('no new socket');
    await new Promise((r) => setTimeout(r, 5));
  }
  return ScriptedSocket.last!;
}

const envelope = (names: string[]) => JSON.stringify({ status: 0, message: 'Successful completion', total: names.length, rows: names.map((name, i) => ({ id: i + 1, name })) });

describe('live lists over a scripted socket', () => {
  it('opens /api/ws under the base URL with the action, its parameters as JSON text and the sid', () => {
    const { socket } = watchUsers();
    const url = new URL(socket.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://admin.example.com/base/api/ws');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'user_get_list',
      filters: '{"name":{"~":"a%"}}',
      fields: '["id","name"]',
      order_by: '"name"',
      block: '5',
      sid: 'the-sid',
    });
  });

  it('answers AKN with AKN and yields only envelopes, in order, also those that came before next()', async () => {
    const { live, socket } = watchUsers();
    socket.emit('open');
    socket.emit('message', { data: envelope(['ann']) });
    socket.emit('message', { data: 'AKN' });
    socket.emit('message', { data: 'not json' });
    socket.emit('message', { data: envelope(['ann', 'bob']) });
    expect(socket.sent).toEqual(['AKN']);
    expect((await live.next()).value!.rows.map((r) => r.name)).toEqual(['ann']);
    expect((await live.next()).value!.total).toBe(2);
    const pending = live.next(); // nothing queued: waits for the next frame
    socket.emit('message', { data: 'AKN' });
    expect(socket.sent).toEqual(['AKN', 'AKN']);
    socket.emit('message', { data: envelope(['ann', 'bob', 'cy']) });
    expect((await pending).value!.total).toBe(3);
  });

  it('leaving a for-await loop closes the socket with 1000 and ends the iteration', async () => {
    const { live, socket } = watchUsers();
    socket.emit('open');
    socket.emit('message', { data: envelope(['ann']) });
    for await (const frame of live) {
      expect(frame.rows[0]!.name).toBe('ann');
      break;
    }
    expect(socket.closes).toEqual([{ code: 1000, reason: 'done' }]);
    expect(await live.next()).toEqual({ done: true, value: undefined });
  });

  it('a final error frame is thrown as ApiError carrying the envelope, then the iteration ends', async () => {
    const { live, socket } = watchUsers();
    socket.emit('open');
    socket.emit('message', { data: envelope(['ann']) });
    socket.emit('message', { data: JSON.stringify({ status: 3300, message: 'Session expired - Login again', additional_info: 'expired' }) });
    socket.emit('close', { code: 1000, reason: 'session ended' });
    expect((await live.next()).value!.total).toBe(1);
    const e = await live.next().catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 3300, additionalInfo: 'expired', envelope: { message: 'Session expired - Login again' } });
    expect(await live.next()).toEqual({ done: true, value: undefined });
  });

  it('without reconnecting, a socket dropped without a final frame, or refused before it opened, is a LiveClosedError with the close code', async () => {
    const dropped = watchUsers({ reconnect: false });
    dropped.socket.emit('open');
    const waiting = dropped.live.next();
    dropped.socket.emit('close', { code: 1006, reason: '' });
    await expect(waiting).rejects.toMatchObject({ name: 'LiveClosedError', code: 1006 });

    const refused = watchUsers();
    refused.socket.emit('error');
    refused.socket.emit('close', { code: 1006, reason: '' });
    const e = await refused.live.next().catch((err: unknown) => err);
    expect(e).toBeInstanceOf(LiveClosedError);
    expect((e as Error).message).toMatch(/refused/);
  });

  it('a dropped socket is opened again with the same request; its first frame is yielded next, after onReconnect', async () => {
    const told: ReconnectInfo[] = [];
    const { live, socket } = watchUsers({ reconnect: { initialDelayMs: 10, maxDelayMs: 40 }, onReconnect: (info) => told.push(info) });
    socket.emit('open');
    socket.emit('message', { data: envelope(['ann']) });
    expect((await live.next()).value!.total).toBe(1);
    const pending = live.next();
    socket.emit('close', { code: 1006, reason: '' });
    // the server is still away: the first attempt cannot open, a later one does
    const failed = await nextSocket(socket);
    expect(failed.url).toBe(socket.url);
    failed.emit('error', { message: 'connect ECONNREFUSED 127.0.0.1:1' });
    failed.emit('close', { code: 1006, reason: '' });
    const back = await nextSocket(failed);
    expect(back.url).toBe(socket.url);
    back.emit('open');
    back.emit('message', { data: envelope(['ann', 'bob']) });
    expect((await pending).value!.total).toBe(2);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ code: 1006, attempts: 2 });
    // a later drop starts counting afresh
    back.emit('close', { code: 1001, reason: 'server shutting down' });
    const again = await nextSocket(back);
    again.emit('open');
    again.emit('message', { data: envelope(['bob']) });
    expect((await live.next()).value!.total).toBe(1);
    expect(told[1]).toMatchObject({ code: 1001, attempts: 1 });
    live.close();
    expect(again.closes).toEqual([{ code: 1000, reason: 'done' }]);
  });

  it('closes that are final by their meaning are not retried', async () => {
    for (const code of [1000, 1008, 4001]) {
      const { live, socket } = watchUsers({ reconnect: { initialDelayMs: 1 } });
      socket.emit('open');
      socket.emit('close', { code, reason: 'final' });
      await expect(live.next()).rejects.toMatchObject({ name: 'LiveClosedError', code });
      await new Promise((r) => setTimeout(r, 20));
      expect(ScriptedSocket.last).toBe(socket);
    }
    // a first socket refused before it opened stays a refusal
    const refused = watchUsers({ reconnect: { initialDelayMs: 1 } });
    refused.socket.emit('error');
    refused.socket.emit('close', { code: 1006, reason: '' });
    await expect(refused.live.next()).rejects.toThrow(/refused/);
    await new Promise((r) => setTimeout(r, 20));
    expect(ScriptedSocket.last).toBe(refused.socket);
  });

  it('during a reconnection an upgrade refused over HTTP ends it, a gateway without a server (502) does not', async () => {
    const { live, socket } = watchUsers({ reconnect: { initialDelayMs: 1, maxDelayMs: 2 } });
    socket.emit('open');
    socket.emit('close', { code: 1006, reason: '' });
    const gateway = await nextSocket(socket);
    gateway.emit('error', { message: 'Unexpected server response: 502' });
    gateway.emit('close', { code: 1006, reason: '' });
    const refusing = await nextSocket(gateway);
    refusing.emit('error', { message: 'Unexpected server response: 200' });
    refusing.emit('close', { code: 1006, reason: '' });
    const e = await live.next().catch((err: unknown) => err);
    expect(e).toMatchObject({ name: 'LiveClosedError', code: 1006 });
    expect((e as Error).message).toMatch(/refused to open it again \(HTTP 200\)/);
    await new Promise((r) => setTimeout(r, 20));
    expect(ScriptedSocket.last).toBe(refusing);
  });

  it('past maxAttempts the drop is a LiveClosedError with its code', async () => {
    const { live, socket } = watchUsers({ reconnect: { maxAttempts: 3, initialDelayMs: 1, maxDelayMs: 2 } });
    socket.emit('open');
    socket.emit('close', { code: 1012, reason: 'restart' });
    let last = socket;
    for (let i = 0; i < 3; i++) {
      last = await nextSocket(last);
      last.emit('close', { code: 1006, reason: '' });
    }
    const e = await live.next().catch((err: unknown) => err);
    expect(e).toBeInstanceOf(LiveClosedError);
    expect(e).toMatchObject({ code: 1012, reason: 'restart' });
    expect((e as Error).message).toMatch(/3 attempts/);
  });

  it('close() while waiting to reconnect stops it', async () => {
    const { live, socket } = watchUsers({ reconnect: { initialDelayMs: 30, maxDelayMs: 30 } });
    socket.emit('open');
    const pending = live.next();
    socket.emit('close', { code: 1006, reason: '' });
    live.close();
    expect(await pending).toEqual({ done: true, value: undefined });
    await new Promise((r) => setTimeout(r, 60));
    expect(ScriptedSocket.last).toBe(socket);
  });

  it('explicit credentials go in the upgrade query instead of a sid', () => {
    const api = new SvcAdminClient({ url: 'http://127.0.0.1:8080', credentials: { login: 'ann', password: 'pw', tenant: 't' }, WebSocket: ScriptedSocket });
    api.watch('user_get_list');
    const query = Object.fromEntries(new URL(ScriptedSocket.last!.url).searchParams);
    expect(query).toEqual({ action: 'user_get_list', login: 'ann', password: 'pw', tenant: 't' });
  });

  it('without a WebSocket class (Node 20 has no global one) watch says what to pass', () => {
    const scope = globalThis as { WebSocket?: unknown };
    const own = scope.WebSocket;
    delete scope.WebSocket; // as in Node 20
    try {
      const api = new SvcAdminClient({ url: 'http://127.0.0.1:8080', sid: 's' });
      expect(() => api.watch('user_get_list')).toThrow(/options\.WebSocket/);
    } finally {
      if (own !== undefined) scope.WebSocket = own;
    }
  });
});
