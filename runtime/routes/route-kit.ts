// What every route module is given by the server that wires them (runtime/server.ts): the services, how
// to register a handler, and the one way each answer leaves (headers, access log, metrics).
import type { Request, Response } from 'hyper-express';
import type { RawRequest, Services } from '../contract/context.js';
import type { Envelope } from '../contract/envelope.js';
import type { EngineExchange } from '../http/engine-exchange.js';
import type { RequestHead } from '../http/request-head.js';

export type Handler = (req: Request, res: Response) => unknown;

export interface RouteKit {
  services: Services;
  /** Over TLS (HSTS, Secure cookies). */
  secure: boolean;
  /**
   * A handler on GET (which serves HEAD too), GET alone (`get-only`: a GET with effects, such as spending a
   * single-use state, that a HEAD must not cause) or POST, with and without a trailing slash; `reads`: it
   * reads the body.
   */
  on(method: 'get' | 'get-only' | 'post', path: string, handler: Handler, reads?: boolean): void;
  /** A handler on a path pattern of the engine's own (`/api/docs/*`), for GET or HEAD, through the same wrapper. */
  pattern(method: 'get' | 'head', pattern: string, handler: Handler): void;
  /** Answers an envelope as JSON; `close`: before the rest of the body is read, then the connection closes. */
  send(req: Request, res: Response, envelope: Envelope, http?: number, options?: { close?: boolean }): void;
  /** Answers any failure as its error envelope. */
  sendError(req: Request, res: Response, e: unknown): void;
  /** Reads the request's parameters; on a bad body answers it and returns undefined. */
  read(req: Request, res: Response): Promise<RawRequest | undefined>;
  /** The access log line and the metrics of an answer sent by other means than send(). */
  answered(req: Request, http: number, status: number, route?: string): void;
  /** The headers of every answer (request id, no sniffing, no caching, HSTS, CORS). */
  common(req: Request, res: Response): void;
  /** Sets (or, with an empty sid and 0, clears) the session cookie. */
  sessionCookie(res: Response, sid: string, maxAgeSeconds: number): void;
  /** The session cookie's header value. */
  sessionCookieText(sid: string, maxAgeSeconds: number): string;

  // Routes taken from the engine itself (http/engine-exchange.ts): the API's route
  /**
   * A handler on GET (which serves HEAD too) or POST, with and without a trailing slash, counted in
   * flight; `reads`: it reads the body (else a body is read and dropped within the limit first). `path`
   * is its label in the metrics.
   */
  engine(method: 'get' | 'post', path: string, handler: (x: EngineExchange) => Promise<void>, reads: boolean): void;
  /** Reads the request's parameters; on a bad body answers it and returns undefined. */
  readExchange(x: EngineExchange): Promise<RawRequest | undefined>;
  /** Answers an envelope as JSON, with the common headers after `pairs` (lowercase name, value, ...). */
  sendExchange(x: EngineExchange, envelope: Envelope, http?: number, pairs?: string[]): void;
  /** Answers any failure as its error envelope. */
  sendExchangeError(x: EngineExchange, e: unknown): void;
  /** The access log line and the metrics of an answer sent by other means than sendExchange(). */
  answeredExchange(x: EngineExchange, http: number, status: number): void;
  /** The headers of every answer as name/value pairs, after `pairs`. */
  commonPairs(head: RequestHead, pairs?: string[]): string[];
}

export const JSON_TYPE = 'application/json; charset=utf-8';
