// What a request says about itself besides its parameters: its id, the client's address, its method and
// where a browser says it comes from. Read once, synchronously, when the handler starts: uWebSockets.js
// forbids touching a request's response after its client went away, and hyper-express reads the address
// from the response lazily, so reading it after an await could do exactly that.
import { randomUUID } from 'node:crypto';
import type { Request } from 'hyper-express';
import { clientAddress } from './client-address.js';

export interface RequestHead {
  /** `X-Request-Id` as the client sent it when it is a sane token, else one made here. */
  requestId: string;
  /** The client's: the peer's, or what trusted proxies forwarded (client-address.ts). */
  address: string;
  /** The connection's other end (a proxy's, behind one). */
  peer: string;
  method: string;
  /** `Origin`, when a browser sent one. */
  origin?: string;
  /** `Sec-Fetch-Site` (same-origin, same-site, cross-site, none), when a browser sent one. */
  fetchSite?: string;
  /** `Host`, to tell this server's own origin. */
  host?: string;
  /** performance.now() when the handler started (the access log's duration). */
  started: number;
  /** Learnt while the request runs, for its access log line. */
  action?: string;
  adminId?: number;
  /** The call was a dry run (it changed nothing): said in the line, so a rehearsal is not read as a change. */
  dryRun?: boolean;
}

/** Ids a client may choose: short, printable, safe in a header and a log line. */
const CLIENT_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

const heads = new WeakMap<Request, RequestHead>();

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The request's head; the first call must come before the handler's first await. */
export function headOf(req: Request): RequestHead {
  let head = heads.get(req);
  if (!head) {
    const given = header(req, 'x-request-id');
    head = {
      requestId: given && CLIENT_ID.test(given) ? given : randomUUID(),
      address: clientAddress(req.ip, header(req, 'forwarded'), header(req, 'x-forwarded-for')),
      peer: req.ip,
      method: req.method,
      origin: header(req, 'origin'),
      fetchSite: header(req, 'sec-fetch-site'),
      host: header(req, 'host'),
      started: performance.now(),
    };
    heads.set(req, head);
  }
  return head;
}
