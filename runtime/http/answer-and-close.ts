// An answer sent before the request's body has all come, after which the connection is closed. hyper-express
// holds every answer back until the whole body has been received, so a client refused at the start of a
// large body would make the server read all of it. Here the answer is written at once (status, headers
// and the envelope as one chunk of a chunked body) and the socket paused, so nothing more is read; the
// answer is ended and the connection closed a moment later. Ending at once with uWebSockets.js's
// closeConnection closes the socket with the client's bytes still unread: the kernel then resets the
// connection and a client still writing its body lost the answer it had just been sent (the fuzz test saw
// it: an upload refused with 1.1 MiB on the way). Paused, the client's writes stop at a full window
// while it reads the answer; nothing of its body is taken in. The fallback keeps a correct answer (after
// the body, with Connection: close) should a later hyper-express no longer expose what this relies on.
import type { Response } from 'hyper-express';

/** How long the answer stands before the connection closes: a client that watches for an early answer reads it by then. */
const CLOSE_AFTER_MS = 500;

interface Internals {
  _initiate_response(): void;
  _raw_response: { write(chunk: string): boolean; end(body: string, closeConnection: boolean): void };
  _wrapped_request: { _body_parser_stop(): void; pause(): void; resume(): void };
  route: { app: { _resolve_pending_request(): void } };
}

/** Writes `body` (status and headers already set on `res`) now; closes the connection CLOSE_AFTER_MS later. */
export function answerAndClose(res: Response, body: string): void {
  if (res.completed) return;
  const internals = res as unknown as Partial<Internals>;
  const request = internals._wrapped_request;
  if (
    typeof internals._initiate_response !== 'function' ||
    typeof internals._raw_response?.write !== 'function' ||
    typeof request?._body_parser_stop !== 'function' ||
    typeof request.pause !== 'function'
  ) {
    res.header('Connection', 'close').send(body);
    return;
  }
  res.header('Connection', 'close'); // said now: the engine adds it only to an end that closes
  res.atomic(() => {
    if (res.completed) return;
    request._body_parser_stop(); // whatever still comes is dropped, never buffered
    internals._initiate_response!();
    internals._raw_response!.write(body);
    request.pause(); // and nothing more comes in
  });
  setTimeout(() => {
    res.atomic(() => {
      if (res.completed) return; // the client went away
      // a paused socket is neither written nor closed by the engine: resumed, it is closed at once
      request.resume();
      internals._raw_response!.end('', true);
      res.completed = true;
      internals.route?.app._resolve_pending_request();
    });
  }, CLOSE_AFTER_MS);
}
