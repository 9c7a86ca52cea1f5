// Reading a request (generated/docs/guides/requests.md): query string, urlencoded or multipart form, or a JSON object body,
// merged with the body winning. JSON-text parameters are decoded here (6100 when invalid). The body is
// read as a stream with a byte limit, so an oversized request is answered 413 without being buffered.
import busboy from 'busboy';
import type { Request } from 'hyper-express';
import { Readable, Writable } from 'node:stream';
import { ApiError } from '../errors/api-error.js';
import type { RawRequest } from '../contract/context.js';
import { headOf, type RequestHead } from './request-head.js';

/** Parameters whose value is JSON text in a query or form. */
const JSON_PARAMS = ['filters', 'fields', 'order_by', 'arguments', 'parameters', 'url'] as const;
const JSON_PARAM_NAMES: ReadonlySet<string> = new Set(JSON_PARAMS);

export function tooLarge(limit: number): ApiError {
  return new ApiError(6100, `Request body larger than the limit of ${limit} bytes (SVC_MAX_BODY)`, undefined, 413);
}

/**
 * Whether the request carries a body: hyper-express streams one only for a positive Content-Length or
 * `Transfer-Encoding: chunked` (exactly); any other request has none, and its stream never ends.
 */
export function hasBody(req: Request): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] === 'chunked';
}

export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  // a GET's or HEAD's body is no parameter: the route's gate has drained it already (discardBody)
  if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) return Buffer.alloc(0);
  // A declared length is within the limit here, and hyper-express collects exactly that many bytes into
  // one buffer, without a stream per request; only a chunked body, of unknown length, is streamed and counted.
  if (req.headers['transfer-encoding'] !== 'chunked') return req.buffer();
  return streamBody(req, limit, true);
}

/**
 * Reads and drops the body of a request whose route takes none (a preflight, a GET, a 404...), so that
 * the answer comes once the request is whole; past `limit` bytes (declared or counted) it throws 413,
 * and the answer then closes the connection rather than read on (end-answer.ts). Left unread, a body
 * is what hyper-express buffers and pauses on, which after an answer touches a finished response.
 */
export async function discardBody(req: Request, limit: number): Promise<void> {
  if (!hasBody(req) || req.received) return;
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  await streamBody(req, limit, false);
}

/** The body as a stream, counted against `limit`; kept (and answered) only when `keep`. */
function streamBody(req: Request, limit: number, keep: boolean): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (!failed) {
          size += chunk.length;
          if (size > limit) {
            failed = true;
            chunks.length = 0;
            reject(tooLarge(limit));
          } else if (keep) chunks.push(Buffer.from(chunk));
        }
        callback(); // keep draining so the connection is not stalled
      },
      final(callback) {
        if (!failed) resolve(Buffer.concat(chunks));
        callback();
      },
    });
    sink.on('error', (e) => {
      if (!failed) {
        failed = true;
        reject(e);
      }
    });
    req.pipe(sink);
  });
}

/**
 * A query string or form as URLSearchParams reads it. Text with nothing to decode (no `%`, no `+`, as
 * `action=user_get_list` is) is split here: the same pairs, without URLSearchParams' object and iterator.
 */
export function fromSearchParams(text: string, into: Record<string, unknown>): void {
  if (!text) return;
  if (text.includes('%') || text.includes('+') || text.charCodeAt(0) === 63 /* ? */) {
    for (const [key, value] of new URLSearchParams(text)) into[key] = value;
    return;
  }
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq < 0) into[pair] = '';
    else into[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
}

function fromMultipart(body: Buffer, contentType: string, into: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: body.length + 1 } });
    } catch {
      reject(new ApiError(6100, 'Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => (into[name] = value));
    parser.on('file', (_name, stream) => {
      // files belong to /api/di/upload only; a truncated body errors the file stream too, and an
      // 'error' with no listener would end the process
      stream.on('error', () => undefined);
      stream.resume();
    });
    parser.on('error', () => reject(new ApiError(6100, 'Malformed multipart body')));
    parser.on('close', () => resolve());
    Readable.from([body]).pipe(parser);
  });
}

/**
 * The parameters' object: nothing inherited (its prototype has no prototype, so `__proto__`,
 * `constructor` or `toString` sent as parameters are plain keys of its own, and no parameter reads
 * through to Object.prototype), as `Object.create(null)` gives, but made by a constructor: V8 keeps such
 * an object in its fast mode, where an object without any prototype starts as a dictionary, whose every
 * store and read of a parameter takes the slow path.
 */
function Params() {}
Params.prototype = Object.create(null);

export function decodeJsonParams(params: Record<string, unknown>): void {
  for (const name of JSON_PARAMS) {
    const value = params[name];
    if (typeof value !== 'string') continue;
    if (value === '') {
      delete params[name];
      continue;
    }
    try {
      params[name] = JSON.parse(value);
    } catch {
      throw new ApiError(6100, `${name} is not valid JSON`);
    }
  }
}

/**
 * The request's parameters; at once, unless the body is a multipart form (a promise then): the common
 * bodies cost no promise. Throws (or rejects) 6100 on a body that cannot be read.
 */
export function readParams(req: Request, body: Buffer): Record<string, unknown> | Promise<Record<string, unknown>> {
  return paramsOf(req.path_query ?? '', req.headers['content-type'], body);
}

/** The parameters of a query string (without its `?`) and a body of `contentType`, as readParams reads them. */
export function paramsOf(query: string, contentType: string | undefined, body: Buffer): Record<string, unknown> | Promise<Record<string, unknown>> {
  const params = new (Params as unknown as new () => Record<string, unknown>)();
  fromSearchParams(query, params);
  if (body.length) {
    const type = String(contentType ?? '').toLowerCase();
    const text = body.toString('utf8');
    const form = type.startsWith('application/x-www-form-urlencoded');
    const multipart = type.startsWith('multipart/form-data');
    const jsonType = /^application\/([\w.+-]*\+)?json\b/.test(type);
    // a body that is a JSON object is read as JSON whatever type it was sent as (text/plain included),
    // unless it was declared a form
    if (jsonType || (!form && !multipart && /^\s*\{/.test(text))) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (e) {
        const sentAs = jsonType ? '' : ` (read as JSON although sent as ${type || 'no type'}, since it starts with {)`;
        throw new ApiError(6100, `The body is not valid JSON${sentAs}: ${(e as Error).message}`.slice(0, 300));
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(6100, 'The JSON body must be an object');
      decodeJsonParams(params);
      // A JSON body carries real JSON values (generated/docs/guides/requests.md); a string there is JSON text only when it
      // parses as an object or array, else it is the value itself (a bare token in fields or order_by).
      const object = parsed as Record<string, unknown>;
      for (const key of Object.keys(object)) params[key] = JSON_PARAM_NAMES.has(key) ? lenientJson(key, object[key]) : object[key];
      return params;
    }
    if (multipart) {
      return fromMultipart(body, String(contentType), params).then(() => {
        decodeJsonParams(params);
        return params;
      });
    }
    if (form || !type) fromSearchParams(text, params);
    else {
      throw new ApiError(
        6100,
        `A body sent as ${type.split(';')[0]} cannot be read: send a JSON object (application/json), a form (application/x-www-form-urlencoded) or multipart/form-data`.slice(0, 300),
      );
    }
  }
  decodeJsonParams(params);
  return params;
}

function lenientJson(name: string, value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError(6100, `${name} is not valid JSON`);
  }
}

export function rawRequest(req: Request, params: Record<string, unknown>): RawRequest {
  const key = req.headers['idempotency-key'];
  return rawRequestOf(headOf(req), params, req.headers.authorization, req.headers.cookie, typeof key === 'string' ? key : undefined);
}

/** The request the pipeline reads, from its head, its parameters and the headers that carry credentials. */
export function rawRequestOf(head: RequestHead, params: Record<string, unknown>, authorization: string | undefined, cookieHeader: string | undefined, idempotencyKey: string | undefined): RawRequest {
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  let cookieSid: string | undefined;
  const cookie = cookieHeader ?? '';
  if (cookie) {
    for (const part of cookie.split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === 'sid') cookieSid = cookieValue(v.join('='));
    }
  }
  // a plain value, not a getter: an object literal with an accessor gets a hidden class of its own per
  // request, which made every later read of the request polymorphic and cost the collector more
  const { requestId, address, method, origin, fetchSite, host } = head;
  return { params, cookieSid, bearer, address, requestId, idempotencyKey, method, origin, fetchSite, host };
}

/** A cookie value, percent-decoded when it is valid percent-encoding and taken as it is otherwise. */
function cookieValue(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a session id is never percent-encoded: this one simply matches no session
  }
}
