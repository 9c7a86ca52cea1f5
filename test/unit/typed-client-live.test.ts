// The typed client's live iterator speaks the protocol of /api/ws (generated/docs/routes.md) with any
// WebSocket: a scripted socket plays the server here, for what the real server does too rarely to wait
// for in a test (the `AKN` keep-alive after 25 s of quiet, a drop without a close frame).
import { describe, expect, it } from 'vitest';
import { ApiError, LiveClosedError, SvcAdminClient } from '../../generated/client/index.js';

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

function watchUsers() {
  const api = new SvcAdminClient({ url: 'https://admin.example.com/base', sid: 'the-sid', WebSocket: ScriptedSocket });
  const live = api.watch('user_get_list', { filters: { name: { '~': 'a%' } }, fields: ['id', 'name'], order_by: 'name', block: 5 });
  return { live, socket: ScriptedSocket.last! };
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

  it('a socket dropped without a final frame, or refused before it opened, is a LiveClosedError with the close code', async () => {
    const dropped = watchUsers();
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
