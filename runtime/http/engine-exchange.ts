// One request and its answer taken straight from uWebSockets.js, without hyper-express's request and
// response objects: the API's own route (routes/api-route.ts), which every call of every client takes.
// On a one-row read the wrapper objects, their body streams and their header maps cost more than the
// whole pipeline behind them (docs/decisions.md, HTTP); the other routes
// (files, documents, health, uploads) stay on hyper-express.
//
// It keeps what the routes promise on hyper-express (generated/docs/guides/requests.md):
// - the body is read within the limit: a declared length past it is refused at once (413), a chunked one
//   when it passes it; a GET's or HEAD's body is read and dropped within the same limit;
// - an answer given while the body still arrives lingers on it as http/end-answer.ts does: the rest is
//   dropped until it ends (the connection then serves on), or until a pause, a byte bound or a time bound
//   (the answer then closes the connection);
// - a HEAD is answered with the GET's headers and length and no body (closing, as empty-answer.ts says);
// - a client that goes away is noticed (its answer is dropped), and the request is counted in flight
//   until its handler is done and its answer complete (http/in-flight.ts).
// Everything the engine's request says is read in the handler's first moment, as the engine frees it then.
import { STATUS_CODES } from 'node:http';
import type { HttpRequest, HttpResponse } from 'uWebSockets.js';
import { clientAddressMayBeForwarded } from './client-address.js';
import { LINGER_IDLE_MS, LINGER_MAX_BYTES, LINGER_MAX_MS, LINGER_TICK_MS } from './end-answer.js';
import type { Flight } from './in-flight.js';
import { peerOf, RequestHead } from './request-head.js';

// The engine takes text as bytes: a string is converted (and its copy allocated and freed) on every
// call, bytes are read where they are. The names of the headers read and the status lines are made bytes
// once.
const bytes = (text: string) => Buffer.from(text, 'latin1');
const HEADER = {
  requestId: bytes('x-request-id'),
  origin: bytes('origin'),
  fetchSite: bytes('sec-fetch-site'),
  host: bytes('host'),
  forwarded: bytes('forwarded'),
  forwardedFor: bytes('x-forwarded-for'),
  contentType: bytes('content-type'),
  authorization: bytes('authorization'),
  cookie: bytes('cookie'),
  idempotencyKey: bytes('idempotency-key'),
  ifMatch: bytes('if-match'),
  ifNoneMatch: bytes('if-none-match'),
  contentLength: bytes('content-length'),
  transferEncoding: bytes('transfer-encoding'),
};

/** `200 OK`, `413 Payload Too Large`...: the status lines, made once. */
const statusLines = new Map<number, Buffer>();
function statusLine(http: number): Buffer {
  let line = statusLines.get(http);
  if (line === undefined) {
    line = bytes(`${http} ${STATUS_CODES[http] ?? ''}`.trimEnd());
    if (statusLines.size < 100) statusLines.set(http, line);
  }
  return line;
}

/** A header the engine answers as '' when absent. */
function present(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/** The body's fate: none expected, kept (within the limit), dropped (a GET's), or dropped after a refusal. */
const enum BodyMode {
  None,
  Keep,
  Drop,
  Refused,
}

export class EngineExchange implements Flight {
  readonly head: RequestHead;
  readonly path: string;
  /** The route it came by (its label in the metrics). */
  readonly route: string;
  /** The query string, without its `?`. */
  readonly query: string;
  /** The route's parameter (an action's name on `/api/actions/<action>`), as sent. */
  readonly pathParameter: string | undefined;
  readonly contentType: string | undefined;
  readonly authorization: string | undefined;
  readonly cookie: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly ifMatch: string | undefined;
  readonly ifNoneMatch: string | undefined;
  settled = false;
  /** Answered whole, or the client went away: nothing may touch the engine's response any more. */
  completed = false;
  /** The answer was given (it may still wait for the body's end). */
  answered = false;
  /** The body has ended (or there was none). */
  received: boolean;
  readonly #res: HttpResponse;
  readonly #declared: number;
  readonly #chunked: boolean;
  #mode: BodyMode = BodyMode.None;
  #chunks: Buffer[] = [];
  #bytes = 0;
  #limit = 0;
  #onBody?: (body: Buffer) => void;
  #onRefused?: () => void;
  /** Called once the answer is complete (or the client went away), for the in-flight count. */
  #onComplete?: () => void;
  /** What the lingering answer ends with once the body ends. */
  #pending?: () => void;

  /** `method`: the one the route was registered for (GET, HEAD or POST). */
  constructor(res: HttpResponse, req: HttpRequest, method: string, withParameter: boolean, route: string) {
    this.#res = res;
    this.route = route;
    const forwarded = clientAddressMayBeForwarded();
    this.head = new RequestHead({
      method,
      requestId: present(req.getHeader(HEADER.requestId)),
      origin: present(req.getHeader(HEADER.origin)),
      fetchSite: present(req.getHeader(HEADER.fetchSite)),
      host: present(req.getHeader(HEADER.host)),
      peer: peerOf(res),
      forwarded: forwarded ? present(req.getHeader(HEADER.forwarded)) : undefined,
      forwardedFor: forwarded ? present(req.getHeader(HEADER.forwardedFor)) : undefined,
    });
    this.path = req.getUrl();
    this.query = req.getQuery() ?? '';
    this.pathParameter = withParameter ? req.getParameter(0) : undefined;
    this.contentType = present(req.getHeader(HEADER.contentType));
    this.authorization = present(req.getHeader(HEADER.authorization));
    this.cookie = present(req.getHeader(HEADER.cookie));
    this.idempotencyKey = present(req.getHeader(HEADER.idempotencyKey));
    this.ifMatch = present(req.getHeader(HEADER.ifMatch));
    this.ifNoneMatch = present(req.getHeader(HEADER.ifNoneMatch));
    this.#declared = Number(req.getHeader(HEADER.contentLength) || 0);
    this.#chunked = req.getHeader(HEADER.transferEncoding) === 'chunked';
    // as hyper-express: a body only for a positive length or a chunked transfer; any other has none
    this.received = !(this.#declared > 0 || this.#chunked);
    res.onAborted(() => {
      this.completed = true;
      this.#pending = undefined;
      // a body that will never end: the reader hears of it as of a refusal (its answer goes nowhere)
      if (!this.received && this.#mode !== BodyMode.Refused && this.#mode !== BodyMode.None) this.#refuse();
      this.#onComplete?.();
    });
  }

  get method(): string {
    return this.head.method;
  }

  /** Called once the answer is complete (or the client went away). */
  whenComplete(done: () => void): void {
    this.#onComplete = done;
  }

  /**
   * Reads the body within `limit` bytes and calls `onBody` with it once it is whole (at once when there
   * is none); `drop`: read it to its end and keep nothing (an empty body is handed on). Past the limit,
   * or declared past it, `onRefused` is called instead, at most once, with the rest of the body still
   * arriving: its answer lingers (answer()); also when the client goes away before the body's end.
   */
  readBody(limit: number, drop: boolean, onBody: (body: Buffer) => void, onRefused: () => void): void {
    if (this.received) return onBody(EMPTY);
    this.#limit = limit;
    this.#onBody = onBody;
    this.#onRefused = onRefused;
    this.#mode = drop ? BodyMode.Drop : BodyMode.Keep;
    this.#res.onData((chunk, isLast) => this.#chunk(chunk, isLast));
    if (this.#declared > limit) this.#refuse();
  }

  #chunk(chunk: ArrayBuffer, isLast: boolean): void {
    this.#bytes += chunk.byteLength;
    if (this.#mode === BodyMode.Keep || this.#mode === BodyMode.Drop) {
      if (this.#bytes > this.#limit) this.#refuse();
      else if (this.#mode === BodyMode.Keep && chunk.byteLength) this.#chunks.push(Buffer.from(new Uint8Array(chunk))); // the engine reuses the chunk's memory after this call
    }
    if (!isLast) return;
    this.received = true;
    if (this.#mode === BodyMode.Refused) {
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.();
      return;
    }
    const body = this.#chunks.length === 1 ? this.#chunks[0]! : this.#chunks.length ? Buffer.concat(this.#chunks) : EMPTY;
    this.#chunks = [];
    this.#onBody?.(body);
  }

  #refuse(): void {
    if (this.#mode === BodyMode.Refused) return;
    this.#mode = BodyMode.Refused;
    this.#chunks = [];
    this.#onRefused?.();
  }

  /**
   * Answers `status` with `headers` (lowercase names) and `body`, or, on a HEAD, the headers and the
   * body's length; with the body still arriving, once it ends or the linger gives up (see above).
   */
  answer(http: number, headers: readonly string[], body: string): void {
    if (this.completed || this.answered) return;
    this.answered = true;
    if (this.received) return this.#end(http, headers, body, false);
    this.#mode = BodyMode.Refused; // whatever still comes is counted and dropped
    this.#chunks = [];
    this.#linger(http, headers, body);
  }

  /** An answer without a body (`length`: the Content-Length reported, as empty-answer.ts says). */
  answerEmpty(http: number, headers: readonly string[], length = 0): void {
    if (this.completed || this.answered) return;
    this.answered = true;
    this.#res.cork(() => {
      this.#writeHead(http, headers);
      this.#res.endWithoutBody(length, length > 0);
    });
    this.#complete();
  }

  #end(http: number, headers: readonly string[], body: string, close: boolean): void {
    if (this.completed) return;
    this.#res.cork(() => {
      this.#writeHead(http, headers);
      if (this.head.method === 'HEAD') this.#res.endWithoutBody(Buffer.byteLength(body), true);
      else this.#res.end(body, close);
    });
    this.#complete();
  }

  #linger(http: number, headers: readonly string[], body: string): void {
    const started = Date.now();
    const from = this.#bytes;
    let seen = from;
    let quietSince = started;
    const timer = setInterval(() => {
      if (this.completed) return clearInterval(timer); // the client went away
      const now = Date.now();
      if (this.#bytes !== seen) {
        seen = this.#bytes;
        quietSince = now;
      }
      if (now - quietSince >= LINGER_IDLE_MS || this.#bytes - from > LINGER_MAX_BYTES || now - started >= LINGER_MAX_MS) {
        clearInterval(timer);
        this.#pending = undefined;
        this.#end(http, headers, body, true);
      }
    }, LINGER_TICK_MS);
    // the body ended: the connection goes on
    this.#pending = () => {
      clearInterval(timer);
      this.#end(http, headers, body, false);
    };
  }

  #writeHead(http: number, headers: readonly string[]): void {
    const res = this.#res;
    res.writeStatus(statusLine(http));
    for (let i = 0; i < headers.length; i += 2) res.writeHeader(headers[i]!, headers[i + 1]!);
  }

  #complete(): void {
    this.completed = true;
    this.#onComplete?.();
  }

  close(): void {
    if (this.completed) return;
    this.completed = true;
    this.#pending = undefined;
    this.#res.close();
    this.#onComplete?.();
  }
}

const EMPTY = Buffer.alloc(0);
