// How an answer with a body leaves: whole on a GET or POST; headers only, with the GET's length, on a
// HEAD. An answer given while the request's body is still arriving (refused as too large, or answered
// before it was read) first lets the client see it is refused: the rest of the body is dropped, unread,
// until it ends (the connection then serves on), or until the client pauses or sends past a bound; the
// answer then goes with `Connection: close` and the engine closes the connection once it is written. So a
// body that may never end (a declared length of hundreds of megabytes, an endless chunked stream) is never
// read to its end, and a client still writing when the connection closes is rarely reset before it read
// the answer (the reason HTTP servers linger on a close).
//
// A refusal that must not read on (`readsNoMore`: an upload refused before its file, whose body may be
// gigabytes) is written at once instead (status, headers and the body as one chunk) and the socket
// paused, so nothing more is read; the answer is ended and the connection closed a moment later. That end
// is flawed: the engine's close flag writes its `Connection: close` line after the chunk, inside the
// chunked body, which a strict client (fetch) rejects (docs/decisions.md, Image transfer). So only a body
// of no declared length, or with more than the linger's bound still to come, is answered this way; one
// with less to come is lingered on like any other and its answer goes whole.
// Closing at once (the engine's closeConnection) would close the socket with the client's bytes unread:
// the kernel then resets the connection and a client still writing lost the answer it had been sent.
import type { Request, Response } from 'hyper-express';
import { endEmpty } from './empty-answer.js';

/** A pause in the body this long ends the wait (a client that saw nothing yet is waiting for us). */
export const LINGER_IDLE_MS = 300;
/** Bytes dropped after the refusal, at most, and the longest wait, before the connection is closed. */
export const LINGER_MAX_BYTES = 1024 * 1024;
export const LINGER_MAX_MS = 3000;
export const LINGER_TICK_MS = 50;

/** How long an answer given at once stands before the connection closes: a client watching for an early answer reads it by then. */
const CLOSE_AFTER_MS = 500;

interface RequestInternals {
  _body_parser_stop(): void;
  _body_received_bytes: number;
  pause(): void;
  resume(): void;
}
interface ResponseInternals {
  _initiate_response(): void;
  _raw_response: { write(chunk: string | Buffer): boolean; end(body: string | Buffer, closeConnection: boolean): void };
  route: { app: { _resolve_pending_request(): void } };
}

/**
 * Ends `res` with `status` and `body` (headers already set) as its request allows; `readsNoMore`: a
 * body still arriving is not read on at all (see above).
 */
export function endAnswer(req: Request, res: Response, status: number, body: string | Buffer, options?: { readsNoMore?: boolean }): void {
  if (res.completed) return;
  if (!req.received) {
    const answer = req.method === 'HEAD' ? '' : body;
    return options?.readsNoMore && !declaredWithinLinger(req) ? answerAtOnceThenClose(req, res, status, answer) : lingerThenEnd(req, res, status, answer);
  }
  if (req.method === 'HEAD') return endEmpty(res, status, Buffer.byteLength(body));
  res.status(status).send(body);
}

/**
 * A body whose declared rest (its length less what has arrived) is within the linger's bound is dropped
 * to its end like any other, and its answer goes whole: the at-once answer's end is flawed for strict
 * clients (see above). An upload refused at the size cap has most of its body in already.
 */
function declaredWithinLinger(req: Request): boolean {
  const declared = Number(req.headers['content-length']);
  if (!Number.isSafeInteger(declared) || declared < 0) return false;
  const received = (req as unknown as Partial<RequestInternals>)._body_received_bytes ?? 0;
  return declared - received <= LINGER_MAX_BYTES;
}

/** The engine's internals both ways of answering early use, or undefined on an engine that has other ones. */
function engineInternals(req: Request, res: Response): { request: RequestInternals; response: ResponseInternals } | undefined {
  const request = req as unknown as Partial<RequestInternals>;
  const response = res as unknown as Partial<ResponseInternals>;
  const known =
    typeof request._body_parser_stop === 'function' &&
    typeof request._body_received_bytes === 'number' &&
    typeof request.pause === 'function' &&
    typeof request.resume === 'function' &&
    typeof response._initiate_response === 'function' &&
    typeof response._raw_response?.write === 'function' &&
    typeof response._raw_response?.end === 'function';
  return known ? { request: request as RequestInternals, response: response as ResponseInternals } : undefined;
}

/** Ends the engine's response with `body`, closing the connection once written when `close`; marks it done. */
function endRaw(res: Response, internals: ResponseInternals, body: string | Buffer, close: boolean): void {
  internals._raw_response.end(body, close);
  res.completed = true;
  internals.route?.app._resolve_pending_request();
}

function lingerThenEnd(req: Request, res: Response, status: number, body: string | Buffer): void {
  const internals = engineInternals(req, res);
  if (!internals) {
    res.status(status).send(body, true); // a later hyper-express: still answered, once the body is in
    return;
  }
  const { request, response } = internals;
  // from here on whatever arrives is counted and dropped, never buffered nor paused on
  request._body_parser_stop();
  const started = Date.now();
  const from = request._body_received_bytes;
  let seen = from;
  let quietSince = started;
  const timer = setInterval(() => {
    if (res.completed) return clearInterval(timer); // the client went away
    const now = Date.now();
    const bytes = request._body_received_bytes;
    if (bytes !== seen) {
      seen = bytes;
      quietSince = now;
    }
    if (req.received) {
      clearInterval(timer);
      res.status(status).send(body); // the body ended: the connection goes on
    } else if (now - quietSince >= LINGER_IDLE_MS || bytes - from > LINGER_MAX_BYTES || now - started >= LINGER_MAX_MS) {
      clearInterval(timer);
      endClosing(res, response, status, body);
    }
  }, LINGER_TICK_MS);
}

/** The answer, then the connection closed by the engine once it is written (hyper-express's own send(body, true) would wait for the whole body). */
function endClosing(res: Response, internals: ResponseInternals, status: number, body: string | Buffer): void {
  res.status(status); // the engine adds `Connection: close`
  res.atomic(() => {
    if (res.completed) return;
    internals._initiate_response();
    endRaw(res, internals, body, true);
  });
}

function answerAtOnceThenClose(req: Request, res: Response, status: number, body: string | Buffer): void {
  const internals = engineInternals(req, res);
  if (!internals) {
    res.status(status).header('Connection', 'close').send(body); // a later hyper-express: still answered, once the body is in
    return;
  }
  const { request, response } = internals;
  res.status(status).header('Connection', 'close'); // said now: the engine adds it only to an end that closes
  res.atomic(() => {
    if (res.completed) return;
    request._body_parser_stop(); // whatever still comes is dropped, never buffered
    response._initiate_response();
    response._raw_response.write(body);
    request.pause(); // and nothing more comes in
  });
  setTimeout(() => {
    res.atomic(() => {
      if (res.completed) return; // the client went away
      // a paused socket is neither written nor closed by the engine: resumed, it is closed at once
      request.resume();
      endRaw(res, response, '', true);
    });
  }, CLOSE_AFTER_MS);
}
