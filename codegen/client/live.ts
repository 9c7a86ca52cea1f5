// A live list as an async iterator (the WebSocket route /api/ws). The first frame is the envelope /api
// would answer, then one more whenever a change concerns the list. The iterator yields each envelope of
// status 0 in arrival order; a final error envelope (a refused request, the session ending) is thrown as
// an ApiError. `AKN` from the server (sent after 25 s of quiet) is answered with `AKN`, which keeps both
// ends from timing the socket out. Leaving the loop (break, return, throw) closes the socket.
//
// A socket that was open and drops without a final envelope for a reason that can pass (1006: no close
// frame, a network error; 1001: the server stopping; 1011/1012/1013/1014: a server error, restart, slow
// reader, or gateway) is opened again with the same request after a bounded exponential back-off with
// jitter; the server answers a new socket with the current list at once, so the next value yielded holds
// every change made meanwhile. A close that is final by its meaning (1000, 1008, any 4xxx, a socket the
// server refused before opening) is not retried. Past the bound, or with `reconnect: false`, the drop is
// a LiveClosedError as it always was.
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

/** How a dropped live socket is opened again (every field optional; the defaults are given). */
export interface ReconnectOptions {
  /** Attempts after one drop before giving up (10). */
  maxAttempts?: number;
  /** The first wait before an attempt, doubled after each failed one (250 ms). */
  initialDelayMs?: number;
  /** The longest wait between two attempts (5000 ms). */
  maxDelayMs?: number;
  /** The longest time spent reconnecting after one drop, waits included (30 000 ms). */
  maxTotalMs?: number;
}

/** What `onReconnect` is told once a new socket delivered the current list. */
export interface ReconnectInfo {
  /** The close code of the drop (1006: no close frame; 1001: the server stopped). */
  code: number;
  /** Attempts it took (1 when the first one succeeded). */
  attempts: number;
  /** Milliseconds from the drop to the first frame of the new socket. */
  downMs: number;
}

export interface WatchOptions {
  /** Reopen a dropped socket (the default, with the defaults of ReconnectOptions); `false`: a drop ends the iteration with LiveClosedError. */
  reconnect?: ReconnectOptions | false;
  /** Called when a reconnected socket delivered the current list, just before it is yielded. */
  onReconnect?: (info: ReconnectInfo) => void;
}

/** The keep-alive text frame of the protocol. */
const KEEPALIVE = 'AKN';
const OPEN = 1;
/** Normal closure: the client is done with the list. */
const CLOSE_NORMAL = 1000;
/** Close codes of a drop that may pass: no close frame, going away, server error, restart, try again later, bad gateway. */
const TRANSIENT_CLOSES = new Set([1006, 1001, 1011, 1012, 1013, 1014]);
/** HTTP answers to the upgrade that mean "not now" (a gateway without a server, a server at its socket cap), not a refusal. */
const TRANSIENT_HTTP = new Set([502, 503, 504]);
const DEFAULTS: Required<ReconnectOptions> = { maxAttempts: 10, initialDelayMs: 250, maxDelayMs: 5000, maxTotalMs: 30_000 };

type Settled<T> = { value: T } | { error: unknown } | { done: true };

/** A drop being recovered from: since when, why, how many attempts so far. */
interface Outage {
  readonly code: number;
  readonly reason: string;
  readonly since: number;
  attempts: number;
}

export class LiveList<T extends Envelope> implements AsyncIterableIterator<T> {
  readonly #url: string;
  readonly #WebSocket: WebSocketConstructor;
  readonly #headers: Record<string, string> | undefined;
  readonly #reconnect: Required<ReconnectOptions> | undefined;
  readonly #onReconnect: ((info: ReconnectInfo) => void) | undefined;
  #socket!: WebSocketLike;
  /** Envelopes (or the ending) received and not yet taken. */
  readonly #queue: Settled<T>[] = [];
  /** A `next()` waiting for the next frame. */
  #waiting: ((item: Settled<T>) => void) | undefined;
  /** The current socket opened. */
  #opened = false;
  /** Some socket of this list opened once: a later failure to open is the server being away, not a refusal. */
  #everOpened = false;
  /** The HTTP status the server answered the current socket's upgrade with instead of opening it, when the WebSocket class tells. */
  #refusedWith: number | undefined;
  #outage: Outage | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #ended = false;
  #closedByClient = false;

  constructor(url: string, WebSocketImpl: WebSocketConstructor, headers?: Record<string, string>, options: WatchOptions = {}) {
    this.#url = url;
    this.#WebSocket = WebSocketImpl;
    this.#headers = headers;
    this.#reconnect = options.reconnect === false ? undefined : { ...DEFAULTS, ...definedOnly(options.reconnect ?? {}) };
    this.#onReconnect = options.onReconnect;
    this.#connect();
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

  /** Stops watching: closes the socket (or stops reconnecting); a pending `next()` ends the iteration. */
  close(): void {
    if (this.#ended) return;
    this.#closedByClient = true;
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#queue.length = 0; // frames not yet taken are of no use to a client that stopped watching
    this.#end({ done: true });
    try {
      this.#socket.close(CLOSE_NORMAL, 'done');
    } catch {
      // already closing
    }
  }

  /** Opens a socket for the request; its events count only while it is the list's current one. */
  #connect(): void {
    const socket = this.#headers ? new this.#WebSocket(this.#url, undefined, { headers: this.#headers }) : new this.#WebSocket(this.#url);
    this.#socket = socket;
    this.#opened = false;
    this.#refusedWith = undefined;
    socket.addEventListener('open', () => {
      if (this.#socket !== socket) return;
      this.#opened = true;
      this.#everOpened = true;
    });
    socket.addEventListener('message', (event) => {
      if (this.#socket === socket) this.#received(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.#socket === socket) this.#closed(event.code, event.reason);
    });
    // an error is always followed by a close, which says how the socket ended; the `ws` package's also
    // says when the server answered the upgrade over HTTP (a refusal, or a gateway without a server)
    socket.addEventListener('error', (event) => {
      if (this.#socket !== socket) return;
      const m = /Unexpected server response: (\d{3})/.exec(String((event as { message?: unknown } | undefined)?.message ?? ''));
      if (m) this.#refusedWith = Number(m[1]);
    });
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
    if (envelope.status === 0) {
      const outage = this.#outage;
      if (outage) {
        // the first frame of a reopened socket: the current list, changes made meanwhile included
        this.#outage = undefined;
        try {
          this.#onReconnect?.({ code: outage.code, attempts: outage.attempts, downMs: Date.now() - outage.since });
        } catch {
          // the caller's callback failing is no reason to stop watching
        }
      }
      return this.#push({ value: envelope as T });
    }
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
    if (this.#reconnect && this.#retryable(code)) {
      if (!this.#outage) this.#outage = { code, reason, since: Date.now(), attempts: 0 };
      if (this.#scheduleRetry(this.#reconnect, this.#outage)) return;
    }
    const outage = this.#outage;
    if (outage) {
      const seconds = Math.round((Date.now() - outage.since) / 100) / 10;
      const closed = `the live socket closed (${outage.code}${outage.reason ? ` ${outage.reason}` : ''})`;
      const refusal = !this.#opened && this.#refusedWith !== undefined && !TRANSIENT_HTTP.has(this.#refusedWith);
      const why = refusal
        ? `${closed} and the server refused to open it again (HTTP ${this.#refusedWith}); check the credentials and the action`
        : `${closed} and could not be opened again (${outage.attempts} attempts in ${seconds} s)`;
      return this.#end({ error: new LiveClosedError(why, outage.code, outage.reason) });
    }
    const why = this.#opened
      ? `the live socket closed (${code}${reason ? ` ${reason}` : ''})`
      : `the server refused the live socket (${code}); check the credentials and the action`;
    this.#end({ error: new LiveClosedError(why, code, reason) });
  }

  /**
   * Whether the socket that just closed may be opened again: one that was open and dropped for a reason
   * that can pass, or, while recovering from such a drop, one that could not open because the server was
   * away. A socket the server refused (an HTTP answer other than 502/503/504 to the upgrade) is final.
   */
  #retryable(code: number): boolean {
    if (this.#opened) return TRANSIENT_CLOSES.has(code);
    if (!this.#everOpened || !this.#outage) return false; // the first socket refused: today's LiveClosedError
    return this.#refusedWith === undefined || TRANSIENT_HTTP.has(this.#refusedWith);
  }

  /** Waits (exponential back-off, half of it random) and opens a new socket; false when past the bounds. */
  #scheduleRetry(bounds: Required<ReconnectOptions>, outage: Outage): boolean {
    if (outage.attempts >= bounds.maxAttempts) return false;
    const ceiling = Math.min(bounds.maxDelayMs, bounds.initialDelayMs * 2 ** outage.attempts);
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    if (Date.now() + delay - outage.since > bounds.maxTotalMs) return false;
    outage.attempts++;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      if (!this.#ended) this.#connect();
    }, delay);
    return true;
  }
}

/** The options given, without the keys set to undefined (which would hide the defaults). */
function definedOnly(options: ReconnectOptions): ReconnectOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as ReconnectOptions;
}
