// What a request says about itself besides its parameters: its id, the client's address, its method and
// where a browser says it comes from. Read once, synchronously, when the handler starts: uWebSockets.js
// forbids touching a request's response after its client went away, and hyper-express reads the address
// from the response lazily, so reading it after an await could do exactly that.
import type { Request } from 'hyper-express';
import { clientAddress } from './client-address.js';
import { peerText } from './peer-address.js';
import { newRequestId } from './request-ids.js';


/** Ids a client may choose: short, printable, safe in a header and a log line. */
const CLIENT_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Where a request keeps its head: a property of its own (a WeakMap entry cost more per request, in its GC barrier). */
const HEAD = Symbol('request head');

interface EngineResponse {
  getRemoteAddress(): ArrayBuffer;
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What a head is made of, read from the request while it may still be read (see above). */
export interface HeadFields {
  method: string;
  /** `X-Request-Id`, as sent. */
  requestId?: string;
  origin?: string;
  fetchSite?: string;
  host?: string;
  /** The connection's other end, as text (peer-address.ts). */
  peer: string;
  /** `Forwarded` and `X-Forwarded-For`, read only where a proxy is trusted (client-address.ts). */
  forwarded?: string;
  forwardedFor?: string;
}

/**
 * The peer's address is taken from the engine as bytes when the request starts (its only moment: see
 * above) and written as text (peer-address.ts); the client's address behind trusted proxies is worked
 * out when first read.
 */
export class RequestHead {
  /** `X-Request-Id` as the client sent it when it is a sane token, else one made here. */
  requestId: string;
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
  /** The connection's other end (a proxy's, behind one). */
  readonly peer: string;
  readonly #forwarded?: string;
  readonly #forwardedFor?: string;
  #address?: string;

  constructor(fields: HeadFields) {
    const given = fields.requestId;
    this.requestId = given && CLIENT_ID.test(given) ? given : newRequestId();
    this.method = fields.method;
    this.origin = fields.origin;
    this.fetchSite = fields.fetchSite;
    this.host = fields.host;
    this.started = performance.now();
    this.action = undefined;
    this.adminId = undefined;
    this.dryRun = undefined;
    this.peer = fields.peer;
    this.#forwarded = fields.forwarded;
    this.#forwardedFor = fields.forwardedFor;
  }

  /** The client's: the peer's, or what trusted proxies forwarded (client-address.ts). */
  get address(): string {
    return (this.#address ??= clientAddress(this.peer, this.#forwarded, this.#forwardedFor));
  }
}

/** The peer's address of an engine response, as text: read while the response may be touched. */
export function peerOf(response: EngineResponse): string {
  // made text at once: the engine's buffer kept for the request's life outlived young-generation
  // collections and cost more in the collector than the text costs to make (4 or 16 bytes)
  return peerText(new Uint8Array(response.getRemoteAddress()));
}

/** The head of a hyper-express request, made from its headers (kept by the engine wrapper for the request's life). */
function headOfRequest(req: Request): RequestHead {
  return new RequestHead({
    method: req.method,
    requestId: header(req, 'x-request-id'),
    origin: header(req, 'origin'),
    fetchSite: header(req, 'sec-fetch-site'),
    host: header(req, 'host'),
    peer: peerOf((req as unknown as { _raw_response: EngineResponse })._raw_response),
    forwarded: header(req, 'forwarded'),
    forwardedFor: header(req, 'x-forwarded-for'),
  });
}

/** The request's head; the first call must come before the handler's first await. */
export function headOf(req: Request): RequestHead {
  const holder = req as unknown as { [HEAD]?: RequestHead };
  return (holder[HEAD] ??= headOfRequest(req));
}
