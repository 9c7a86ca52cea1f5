// An answer sent before the request's body has all come, after which the connection is closed. hyper-express
// holds every answer back until the whole body has been received (and drops it on the way), so a client
// refused at the start of a large body would still make the server read all of it; here the answer goes
// at once (uWebSockets.js's end with closeConnection: it writes the answer, sends FIN, then closes, and
// reads nothing more). The fallback keeps a correct answer (after the body, with Connection: close) should
// a later hyper-express no longer expose what this relies on.
import type { Response } from 'hyper-express';

interface Internals {
  _initiate_response(): void;
  _raw_response: { end(body: string, closeConnection: boolean): void };
  _wrapped_request: { _body_parser_stop(): void; resume(): void };
  route: { app: { _resolve_pending_request(): void } };
}

/** Ends `res` with `body` (status and headers already set on it) and closes its connection. */
export function answerAndClose(res: Response, body: string): void {
  if (res.completed) return;
  const internals = res as unknown as Partial<Internals>;
  if (
    typeof internals._initiate_response !== 'function' ||
    typeof internals._raw_response?.end !== 'function' ||
    typeof internals._wrapped_request?._body_parser_stop !== 'function'
  ) {
    res.header('Connection', 'close').send(body);
    return;
  }
  res.atomic(() => {
    if (res.completed) return;
    internals._wrapped_request!._body_parser_stop(); // the rest of the body is not taken in
    // a request paused for back-pressure is a paused socket, which uWebSockets.js neither writes nor closes
    internals._wrapped_request!.resume();
    internals._initiate_response!();
    internals._raw_response!.end(body, true);
    res.completed = true;
    internals.route?.app._resolve_pending_request();
  });
}
