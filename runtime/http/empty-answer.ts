// An answer without a body (the CORS preflight's 204, a 304 Not Modified, any answer to a HEAD). hyper-express ends such an answer with
// uWebSockets.js's endWithoutBody() and no length, which uWebSockets.js reports as a Content-Length of
// 2^63; ending it here with an explicit length of 0 sends a correct header. The fallback keeps a working
// answer (empty body) should a later hyper-express no longer expose what this relies on.
import type { Response } from 'hyper-express';

interface Internals {
  _initiate_response(): void;
  _raw_response: { endWithoutBody(length: number, closeConnection: boolean): void };
  _wrapped_request?: { _body_parser_stop(): void };
  route: { app: { _resolve_pending_request(): void } };
}

/**
 * `length`: the Content-Length to report (a HEAD answer reports its GET's body length). uWebSockets.js
 * does not keep a connection usable after reporting a length it did not send, so such an answer also
 * closes the connection (the client reads a whole answer, then opens a new one).
 */
export function endEmpty(res: Response, status: number, length = 0): void {
  if (res.completed) return;
  const internals = res as unknown as Partial<Internals>;
  if (typeof internals._initiate_response !== 'function' || typeof internals._raw_response?.endWithoutBody !== 'function') {
    res.status(status).send('');
    return;
  }
  res.status(status);
  res.atomic(() => {
    if (res.completed) return;
    // a body still arriving after the end is dropped: buffered, hyper-express would pause the finished
    // response, which the engine answers by throwing out of its data callback (the process ends)
    internals._wrapped_request?._body_parser_stop();
    internals._initiate_response!();
    internals._raw_response!.endWithoutBody(length, length > 0);
    res.completed = true;
    internals.route?.app._resolve_pending_request();
  });
}
