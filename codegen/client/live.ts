// A live list as an async iterator (the WebSocket route /api/ws). The first frame is the envelope /api
// would answer, then one more whenever a change concerns the list. The iterator yields each envelope of
// status 0 in arrival order; a final error envelope (a refused request, the session ending) is thrown as
// an ApiError; a socket that closes without one is a LiveClosedError. `AKN` from the server (sent after
// 25 s of quiet) is answered with `AKN`, which keeps both ends from timing the socket out. Leaving the
// loop (break, return, throw) closes the socket.
import { ApiError, LiveClosedError, type Envelope } from './errors.js';

/** The part of the WebSocket interface the client uses (browsers' own, or the `ws` package's). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

/**
 * A WebSocket class: the browsers' (which cannot send headers) or, in Node, the `ws` package's, which takes
 * `options.headers` (how an API token reaches /api/ws: only in the Authorization header).
 */
export type WebSocketConstructor = new (url: string, protocols?: string | string[], options?: { headers?: Record<string, string> }) => WebSocketLike;

/** The keep-alive text frame of the protocol. */
const KEEPALIVE = 'AKN';
const OPEN = 1;
/** Normal closure: the client is done with the list. */
const CLOSE_NORMAL = 1000;

type Settled<T> = { value: T } | { error: unknown } | { done: true };

export class LiveList<T extends Envelope> implements AsyncIterableIterator<T> {
  readonly #socket: WebSocketLike;
  /** Envelopes (or the ending) received and not yet taken. */
  readonly #queue: Settled<T>[] = [];
  /** A `next()` waiting for the next frame. */
  #waiting: ((item: Settled<T>) => void) | undefined;
  #opened = false;
  #ended = false;
  #closedByClient = false;

  constructor(url: string, WebSocketImpl: WebSocketConstructor, headers?: Record<string, string>) {
    this.#socket = headers ? new WebSocketImpl(url, undefined, { headers }) : new WebSocketImpl(url);
    this.#socket.addEventListener('open', () => (this.#opened = true));
    this.#socket.addEventListener('message', (event) => this.#received(event.data));
    this.#socket.addEventListener('close', (event) => this.#closed(event.code, event.reason));
    // an error is always followed by a close, which says how the socket ended
    this.#socket.addEventListener('error', () => undefined);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    const item = this.#queue.shift();
    if (item) {
      try {
        return Promise.resolve(this.#result(item));
      } catch (e) {
        return Promise.reject(e); // a final error frame taken from the queue: rejected, never thrown at the caller
      }
    }
    if (this.#ended) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve, reject) => {
      this.#waiting = (settled) => {
        try {
          resolve(this.#result(settled));
        } catch (e) {
          reject(e);
        }
      };
    });
  }

  /** Closes the socket (a `break` out of `for await` calls this). */
  return(): Promise<IteratorResult<T, undefined>> {
    this.close();
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error?: unknown): Promise<IteratorResult<T, undefined>> {
    this.close();
    return Promise.reject(error);
  }

  /** Stops watching: closes the socket; a pending `next()` ends the iteration. */
  close(): void {
    if (this.#ended) return;
    this.#closedByClient = true;
    this.#queue.length = 0; // frames not yet taken are of no use to a client that stopped watching
    this.#end({ done: true });
    try {
      this.#socket.close(CLOSE_NORMAL, 'done');
    } catch {
      // already closing
    }
  }

  #result(item: Settled<T>): IteratorResult<T, undefined> {
    if ('value' in item) return { done: false, value: item.value };
    if ('error' in item) throw item.error;
    return { done: true, value: undefined };
  }

  #push(item: Settled<T>): void {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(item);
    else this.#queue.push(item);
  }

  /** No more frames: what is queued stays readable, then the iteration ends as `item` says. */
  #end(item: Settled<T>): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#push(item);
  }

  #received(data: unknown): void {
    if (this.#ended) return;
    const text = typeof data === 'string' ? data : String(data);
    if (text === KEEPALIVE) {
      if (this.#socket.readyState === OPEN) this.#socket.send(KEEPALIVE);
      return;
    }
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return; // not a frame of the protocol: nothing to report
    }
    if (typeof envelope?.status !== 'number') return;
    if (envelope.status === 0) return this.#push({ value: envelope as T });
    // a non-zero frame is always the last one: the server closes the socket after it
    this.#end({ error: new ApiError(envelope) });
    try {
      this.#socket.close(CLOSE_NORMAL, 'ended');
    } catch {
      // already closing
    }
  }

  #closed(code: number, reason: string): void {
    if (this.#ended) return;
    if (this.#closedByClient) return this.#end({ done: true });
    const why = this.#opened
      ? `the live socket closed (${code}${reason ? ` ${reason}` : ''})`
      : `the server refused the live socket (${code}); check the credentials and the action`;
    this.#end({ error: new LiveClosedError(why, code, reason) });
  }
}
