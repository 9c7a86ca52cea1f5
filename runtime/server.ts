// The HTTP server (generated/docs/guides/requests.md) on hyper-express / uWebSockets.js: the one way an
// answer leaves (headers, access log, metrics) and the route modules of runtime/routes wired onto it
// (route-kit.ts). Every answer is JSON; API outcomes are HTTP 200, unknown paths 404 and oversized bodies
// 413, each with an envelope.
import { realpath } from 'node:fs/promises';
import HyperExpress, { type Request, type Response } from 'hyper-express';
import { flushRefusedLogins } from './audit/refused-logins.js';
import { ApiError } from './errors/api-error.js';
import type { RawRequest, Services } from './contract/context.js';
import { toApiError } from './pipeline/run-action.js';
import { errorEnvelope, type Envelope } from './contract/envelope.js';
import { discardBody, hasBody, paramsOf, rawRequest, rawRequestOf, readBody, readParams, tooLarge } from './http/read-request.js';
import { EngineExchange } from './http/engine-exchange.js';
import { headOf, type RequestHead } from './http/request-head.js';
import { endEmpty } from './http/empty-answer.js';
import { endAnswer } from './http/end-answer.js';
import { inRequest, log, logs } from './log/logger.js';
import { CONSOLE_CONFIG, consoleAnswer } from './routes/console-files.js';
import { trustProxies } from './http/client-address.js';
import { createLiveHub } from './live/live-hub.js';
import { registerLiveMetrics } from './live/live-metrics.js';
import { DOWNLOAD_PATH, LIVE_PATHS, registerLiveRoutes } from './routes/live-route.js';
import { upgradeAnchor } from './live/upgrade-anchor.js';
import { uploadHandler } from './routes/upload-route.js';
import { transferHandler } from './routes/transfer-route.js';
import { addressPolicy } from './images/address-policy.js';
import { createInFlight, type DroppedRequest } from './http/in-flight.js';
import { ACTION_ROUTE, isActionPath, registerApiRoutes } from './routes/api-route.js';
import { registerSessionRoutes } from './routes/session-routes.js';
import { registerOidcRoutes } from './routes/oidc-routes.js';
import { registerHealthRoutes } from './routes/health-routes.js';
import { registerMetricsRoute } from './routes/metrics-route.js';
import { registerDocsRoutes } from './routes/docs-route.js';
import { registerLogExportRoute } from './routes/log-export-route.js';
import { DOCS_PATH } from './routes/docs-site.js';
import { JSON_TYPE, type RouteKit } from './routes/route-kit.js';

/**
 * A path without its trailing slash, which every route also answers (metrics count both as one route);
 * every `/api/actions/<action>` is the one route `/api/actions/:action` (its action is a label of its own).
 */
const routeOf = (path: string) => {
  if (isActionPath(path)) return ACTION_ROUTE;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
};

export interface HttpServer {
  port: number;
  /**
   * Stops accepting, ends live sockets, waits (at most `graceMs`, or until `cut` aborts) for requests in
   * flight, then closes the connections of those still running and describes each (for the log).
   */
  close(graceMs: number, cut?: AbortSignal): Promise<DroppedRequest[]>;
  /** Requests running now. */
  inFlight(): number;
}

export async function startHttpServer(services: Services, tls?: { cert: string; key: string }): Promise<HttpServer> {
  const { settings } = services;
  trustProxies(settings.trustedProxies); // the client address of every request head (http/client-address.ts)
  const secure = Boolean(tls);
  const server = new HyperExpress.Server({
    // the body limit is enforced by readBody so that the answer can be a JSON envelope
    max_body_length: Number.MAX_SAFE_INTEGER,
    trust_proxy: false,
    ...(tls ? { cert_file_name: tls.cert, key_file_name: tls.key } : {}),
  });

  // A listed origin may send the session cookie (credentials); `*` lets any origin read answers, but
  // never with credentials: browsers refuse that pair, and it would hand every site the cookie's power.
  const corsPairs = (origin: string | undefined, pairs: string[]) => {
    if (!origin || !settings.corsOrigins.length) return;
    if (settings.corsOrigins.includes(origin)) pairs.push('access-control-allow-origin', origin, 'access-control-allow-credentials', 'true');
    else if (settings.corsOrigins.includes('*')) pairs.push('access-control-allow-origin', '*');
    else return;
    pairs.push('access-control-expose-headers', 'X-Request-Id, ETag', 'vary', 'Origin');
  };

  /**
   * Headers of every answer, as name/value pairs (lowercase names, as the engine writes them): its
   * request's id, no sniffing, no caching, HSTS over TLS, CORS; `pairs`: the answer's own, first.
   */
  const commonPairs = (head: RequestHead, pairs: string[] = []): string[] => {
    pairs.push('x-request-id', head.requestId, 'x-content-type-options', 'nosniff', 'cache-control', 'no-store');
    if (secure) pairs.push('strict-transport-security', 'max-age=31536000');
    corsPairs(head.origin, pairs);
    return pairs;
  };

  /** The same headers on a hyper-express answer. */
  const common = (req: Request, res: Response) => {
    const pairs = commonPairs(headOf(req));
    for (let i = 0; i < pairs.length; i += 2) res.header(pairs[i]!, pairs[i + 1]!);
  };

  /** `close`: answer at once, read no more of the body, then close the connection (http/end-answer.ts). */
  const send = (req: Request, res: Response, envelope: Envelope, http = 200, options?: { close?: boolean }) => {
    if (res.completed) return;
    common(req, res);
    res.header('Content-Type', JSON_TYPE);
    endAnswer(req, res, http, JSON.stringify(envelope), { readsNoMore: options?.close });
    answered(req, http, envelope.status);
  };

  /** What every answer leaves behind: its access log line and its metrics (counted under `route`). */
  const answered = (req: Request, http: number, status: number, route = routeOf(req.path)) => answeredHead(headOf(req), req.path, http, status, route);
  const answeredHead = (head: RequestHead, path: string, http: number, status: number, route: string) => {
    if (settings.accessLog && logs('info')) accessLine(head, path, http, status);
    services.metrics?.request(route, head.action, http, status, (performance.now() - head.started) / 1000);
  };

  /** An envelope answered on a request taken from the engine (http/engine-exchange.ts); `pairs`: headers of its own. */
  const sendExchange = (x: EngineExchange, envelope: Envelope, http = 200, pairs?: string[]) => {
    if (x.completed || x.answered) return;
    const headers = commonPairs(x.head, pairs);
    headers.push('content-type', JSON_TYPE);
    x.answer(http, headers, JSON.stringify(envelope));
    answeredHead(x.head, x.path, http, envelope.status, x.route);
  };
  const sendExchangeError = (x: EngineExchange, e: unknown) => {
    const err = toApiError(e, x.head.requestId);
    sendExchange(x, errorEnvelope(err), err.http);
  };

  const sendError = (req: Request, res: Response, e: unknown) => {
    const err = toApiError(e, headOf(req).requestId);
    send(req, res, errorEnvelope(err), err.http);
  };

  /**
   * Every route's handler: the request's head is read before anything is awaited (http/request-head.ts), and
   * at debug level the lines its work logs carry its id.
   */
  /** One line per answer: no parameters (they may hold a password or a sid), no query string. */
  const accessLine = (head: RequestHead, path: string, http: number, status: number) => {
    log.info('request', {
      request_id: head.requestId,
      method: head.method,
      path: path.slice(0, 200),
      action: head.action,
      http,
      status,
      ms: Math.round((performance.now() - head.started) * 100) / 100,
      admin_id: head.adminId,
      ...(head.dryRun ? { dry_run: true } : {}),
      address: head.address,
    });
  };

  // every routed request is counted until answered, for the stop's wait (http/in-flight.ts)
  const inFlight = createInFlight();
  /**
   * Every handler runs through here. A handler that reads no body (`reads` false: a preflight, a GET, a
   * 404...) starts once its request's body, if any, was read and dropped within the body limit (413 past
   * it, http/read-request.ts discardBody), so that no route leaves a body half-read behind its answer.
   */
  const route = (handler: (req: Request, res: Response) => unknown, reads = false) => {
    // made once per route, not per request: each request only runs these
    const start = (req: Request, res: Response): unknown => {
      if (reads || !hasBody(req)) return handler(req, res);
      return discardBody(req, settings.maxBodyBytes).then(
        () => handler(req, res),
        (e: unknown) => sendError(req, res, e),
      );
    };
    const run = (req: Request, res: Response): unknown => inRequest(headOf(req).requestId, start, req, res);
    return (req: Request, res: Response): unknown => inFlight.track(req, res, run);
  };

  /** The methods each path serves, for the 405 answer of any other. */
  const methods = new Map<string, string[]>();
  /**
   * Every route also answers with a trailing slash (`/api/` is `/api`), as clients built on `/api/` call it.
   * A GET route serves HEAD too (its headers, no body: http/end-answer.ts), unless it is `get-only` (a GET
   * whose effects a HEAD must not cause: it answers 405); `reads`: the handler reads the body.
   */
  const on = (method: 'get' | 'get-only' | 'post', path: string, handler: (req: Request, res: Response) => unknown, reads = false) =>
    eachRoute(method, path, (p, verb) => server[verb](p, route(handler, reads)));
  /** The paths (with and without the trailing slash) and verbs a route is served on, each recorded for the 405 answer. */
  const eachRoute = (method: 'get' | 'get-only' | 'post', path: string, add: (path: string, verb: 'get' | 'head' | 'post') => void) => {
    const verbs = method === 'get' ? (['get', 'head'] as const) : method === 'get-only' ? (['get'] as const) : ([method] as const);
    for (const p of [path, `${path}/`]) {
      for (const verb of verbs) {
        methods.set(p, [...(methods.get(p) ?? []), verb.toUpperCase()]);
        add(p, verb);
      }
    }
  };
  /**
   * A route taken from the engine itself (http/engine-exchange.ts), with what `on` gives every route: the
   * trailing slash, HEAD beside GET, the 405 of other methods, the in-flight count, the request's id in
   * its log lines, and a body read and dropped within the limit unless the handler reads it (`reads`).
   * `path` is also the route's label in the metrics.
   */
  const engine = (method: 'get' | 'post', path: string, handler: (x: EngineExchange) => Promise<void>, reads: boolean) => {
    const uws = server.uws_instance;
    const withParameter = path.includes('/:');
    const settle = (x: EngineExchange) => inFlight.settle(x);
    const start = (x: EngineExchange): void => {
      const done = () => settle(x);
      const run = () => void handler(x).then(done, (e: unknown) => {
        sendExchangeError(x, e);
        done();
      });
      if (reads) run();
      else x.readBody(settings.maxBodyBytes, true, run, () => {
        sendExchangeError(x, tooLarge(settings.maxBodyBytes));
        done();
      });
    };
    eachRoute(method, path, (p, verb) => {
      const verbName = verb.toUpperCase();
      uws[verb](p, (res, req) => {
        let x: EngineExchange | undefined;
        try {
          x = new EngineExchange(res, req, verbName, withParameter, path);
          inFlight.begin(x);
          const exchange = x;
          // an answer completed after its handler was done (a lingering one) leaves the count then
          x.whenComplete(() => exchange.settled && settle(exchange));
          inRequest(x.head.requestId, start, x);
        } catch (e) {
          // nothing thrown here may reach the engine: it would end the process (hyper-express's
          // routes have its error handler for this)
          log.error('unhandled route error', { error: String((e as Error)?.stack ?? e) });
          if (x) {
            sendExchange(x, errorEnvelope(new ApiError(1100)), 500);
            settle(x);
          } else res.cork(() => res.writeStatus('500 Internal Server Error').end('', true));
        }
      });
    });
  };
  /** Reads an engine request's parameters; on a bad body answers it and returns undefined. */
  const readExchange = (x: EngineExchange): Promise<RawRequest | undefined> =>
    new Promise((resolve) => {
      const fail = (e: unknown) => {
        sendExchangeError(x, e);
        resolve(undefined);
      };
      x.readBody(
        settings.maxBodyBytes,
        x.method === 'GET' || x.method === 'HEAD', // a GET's or HEAD's body is no parameter
        (body) => {
          try {
            const params = paramsOf(x.query, x.contentType, body);
            const raw = (p: Record<string, unknown>) => rawRequestOf(x.head, p, x.authorization, x.cookie, x.idempotencyKey);
            if (params instanceof Promise) params.then((p) => resolve(raw(p)), fail);
            else resolve(raw(params));
          } catch (e) {
            fail(e);
          }
        },
        () => fail(tooLarge(settings.maxBodyBytes)),
      );
    });

  const allowedMethods = (path: string): string[] | undefined => {
    const sockets: readonly string[] = [...LIVE_PATHS, DOWNLOAD_PATH];
    const inDocs = path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);
    const socket = sockets.includes(path) || sockets.some((p) => `${p}/` === path) ? ['GET'] : [];
    const own = methods.get(path);
    const served = own ? [...socket, ...own] : socket.length ? socket : isActionPath(path) ? ['POST'] : inDocs ? ['GET', 'HEAD'] : undefined;
    return served && [...served, 'OPTIONS'];
  };

  const sessionCookieText = (sid: string, maxAgeSeconds: number) => {
    const parts = [`sid=${sid}`, 'HttpOnly', 'SameSite=Lax', 'Path=/api', `Max-Age=${maxAgeSeconds}`];
    if (secure) parts.push('Secure');
    return parts.join('; ');
  };
  const sessionCookie = (res: Response, sid: string, maxAgeSeconds: number) => {
    res.header('Set-Cookie', sessionCookieText(sid, maxAgeSeconds));
  };

  /** Reads the request; on a bad body answers it and returns undefined. */
  const read = async (req: Request, res: Response) => {
    try {
      const body = await readBody(req, settings.maxBodyBytes);
      const params = readParams(req, body);
      return rawRequest(req, params instanceof Promise ? await params : params);
    } catch (e) {
      sendError(req, res, e);
      return undefined;
    }
  };

  const kit: RouteKit = {
    services,
    secure,
    on,
    pattern: (method, path, handler) => server[method](path, route(handler)),
    send,
    sendError,
    read,
    answered,
    common,
    sessionCookie,
    engine,
    readExchange,
    sendExchange,
    sendExchangeError,
    answeredExchange: (x, http, status) => answeredHead(x.head, x.path, http, status, x.route),
    commonPairs,
    sessionCookieText,
  };
  registerApiRoutes(kit);
  registerSessionRoutes(kit);
  registerOidcRoutes(kit);
  registerHealthRoutes(kit);

  server.options('/*', route((req, res) => {
    common(req, res);
    res.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.header('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization, X-Request-Id'));
    res.header('Access-Control-Max-Age', '600');
    endEmpty(res, 204);
  }));

  on('post', '/api/di/upload', uploadHandler(services, send), true);
  // the staging copy and the download as one HTTP request each (the original console's way); the
  // WebSocket routes do the same with progress frames
  const downloads = addressPolicy(settings.downloadAllow);
  on('post', '/api/di/staging', transferHandler('staging', services, downloads, read, send), true);
  on('post', DOWNLOAD_PATH, transferHandler('download', services, downloads, read, send), true);
  registerMetricsRoute(kit);
  registerDocsRoutes(kit);
  registerLogExportRoute(kit);

  const hub = createLiveHub(services, { maxBufferBytes: settings.wsMaxBufferBytes, maxQueuedBytes: settings.wsMaxQueuedBytes });
  const anchor = upgradeAnchor(server);
  registerLiveRoutes(server, services, hub, anchor);
  services.metrics?.attach({ liveSockets: () => hub.size(), pool: () => services.poolStats?.() });
  if (services.metrics) registerLiveMetrics(services.metrics.registry, () => hub.stats());

  // the console's folder, resolved once (its files are checked against it on every request)
  const consoleRoot = settings.consoleDir ? await realpath(settings.consoleDir) : undefined;
  const serveConsole = async (req: Request, res: Response): Promise<boolean> => {
    if (!consoleRoot || req.path.startsWith('/api')) return false;
    const answer = await consoleAnswer(consoleRoot, req.method, req.path);
    if (!answer || res.completed) return false;
    res.header('X-Request-Id', headOf(req).requestId).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache');
    if (answer.kind === 'config') {
      res.header('Content-Type', JSON_TYPE);
      endAnswer(req, res, 200, CONSOLE_CONFIG);
    } else if (req.method === 'HEAD') {
      res.header('Content-Type', answer.type);
      endEmpty(res, 200, answer.size);
    } else {
      res.status(200).header('Content-Type', answer.type);
      res.stream(answer.open(), answer.size);
    }
    answered(req, 200, 0);
    return true;
  };

  server.set_not_found_handler(route(async (req, res) => {
    if (await serveConsole(req, res).catch(() => false)) return;
    const allowed = allowedMethods(req.path);
    if (allowed) {
      // a route this server has, asked with a method it does not serve there
      res.header('Allow', allowed.join(', '));
      const err = new ApiError(4100, `${req.method} is not served on ${req.path}: use ${allowed.join(' or ')}`);
      send(req, res, errorEnvelope(err), 405);
      return;
    }
    send(req, res, errorEnvelope(new ApiError(4100, `No route ${req.method} ${req.path.slice(0, 200)}`)), 404);
  }));
  server.set_error_handler((req, res, error) => {
    log.error('unhandled route error', { request_id: headOf(req).requestId, error: String((error as Error)?.stack ?? error) });
    send(req, res, errorEnvelope(new ApiError(1100)), 500);
  });

  await server.listen(settings.port, settings.host);
  anchor.open(settings.host, server.port, secure);
  return {
    port: server.port,
    close: async (graceMs, cut) => {
      const deadline = performance.now() + graceMs;
      const socketsClosed = hub.close();
      anchor.close();
      // no new connections; a request still arriving on an open one is served like those in flight
      // (hyper-express's own shutdown would close it unanswered)
      server.close();
      const dropped = inFlight.drop(await inFlight.drain(graceMs, cut));
      // the live sockets' closing handshakes, within what is left of the grace
      await inFlight.waitFor(socketsClosed, deadline - performance.now(), cut);
      await flushRefusedLogins(); // the counts of refused logins not written yet
      return dropped;
    },
    inFlight: () => inFlight.size(),
  };
}
