// What every route module is given by the server that wires them (runtime/server.ts): the services, how
// to register a handler, and the one way each answer leaves (headers, access log, metrics).
import type { Request, Response } from 'hyper-express';
import type { RawRequest, Services } from '../contract/context.js';
import type { Envelope } from '../contract/envelope.js';

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
}

export const JSON_TYPE = 'application/json; charset=utf-8';
