// The WebSocket routes (generated/docs/guides/requests.md, generated/docs/guides/live-lists.md): /api/staging and /api/ws (the same handler) and
// /api/di/download. The upgrade authenticates (sid parameter, cookie, bearer, or login/password/tenant,
// for which a session is made that ends with the socket); bad credentials answer the error envelope and
// open no socket. A live list gets the action's envelope at once and again whenever the action's
// channels fire (live/live-hub.ts); di_create on /api/staging copies from staging, /api/di/download
// downloads (transfer-socket.ts).
import type { Request, Response, Server } from 'hyper-express';
import { authenticate, credentialsOf } from '../auth/authenticate.js';
import { deleteSession } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import { discardBody, hasBody, rawRequest, readParams } from '../http/read-request.js';
import { endAnswer } from '../http/end-answer.js';
import { headOf } from '../http/request-head.js';
import { specRequest } from '../pipeline/client-profile.js';
import { checkCookieSocket } from '../pipeline/cross-site.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { toApiError } from '../pipeline/run-action.js';
import { CLOSE_POLICY, type LiveHub } from '../live/live-hub.js';
import { addressPolicy } from '../images/address-policy.js';
import { IMPORT_ACTION } from '../transfers/import-image.js';
import { runTransfer, type TransferKind } from './transfer-socket.js';
import type { UpgradeAnchor } from '../live/upgrade-anchor.js';
import { endWebSocket } from '../support/end-websocket.js';

export const LIVE_PATHS = ['/api/staging', '/api/ws'] as const;
export const DOWNLOAD_PATH = '/api/di/download';

/** Parameters that are credentials, not part of the watched request. */
const CREDENTIALS = ['sid', 'login', 'password', 'tenant', 'totp'];

interface Accepted {
  mode: 'live' | 'refused' | TransferKind;
  /** The final frame of a request refused before it could run (bad JSON in its parameters). */
  final?: Envelope;
  caller: Caller;
  sid: string;
  ownSession: boolean;
  raw: RawRequest;
}

export function registerLiveRoutes(server: Server, services: Services, hub: LiveHub, anchor: UpgradeAnchor): void {
  const { settings } = services;
  const accepted = new Map<string, Accepted>();
  let next = 1;
  const policy = addressPolicy(settings.downloadAllow);

  const refuse = (req: Request, res: Response, envelope: Envelope, http = 200, retryAfterSeconds?: number) => {
    if (res.completed) return;
    res.header('X-Request-Id', headOf(req).requestId).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store');
    if (retryAfterSeconds !== undefined) res.header('Retry-After', String(retryAfterSeconds));
    res.header('Content-Type', 'application/json; charset=utf-8');
    endAnswer(req, res, http, JSON.stringify(envelope));
  };

  /**
   * The caps on live sockets (docs/decisions.md "Live lists"): a caller's own (session, administrator)
   * answer HTTP 429 with 4210, as the per-session cap always has; the process's, which no caller can
   * do anything about but wait, HTTP 503 with 4100 and Retry-After.
   */
  const liveCapExceeded = (caller: Caller, sid: string): { error: ApiError; http: number; retryAfterSeconds?: number } | undefined => {
    if (hub.countFor(sid) >= settings.maxSocketsPerSession) {
      return { error: new ApiError(4210, `A session holds at most ${settings.maxSocketsPerSession} live sockets (SVC_MAX_SOCKETS_PER_SESSION)`), http: 429 };
    }
    if (hub.countForAdmin(caller.adminId) >= settings.maxSocketsPerAdmin) {
      return { error: new ApiError(4210, `An administrator holds at most ${settings.maxSocketsPerAdmin} live sockets over all their sessions (SVC_MAX_SOCKETS_PER_ADMIN)`), http: 429 };
    }
    if (hub.size() >= settings.maxLiveSockets) {
      return {
        error: new ApiError(4100, `The server holds its most live sockets, ${settings.maxLiveSockets} (SVC_MAX_SOCKETS): try again later`),
        http: 503,
        retryAfterSeconds: 5,
      };
    }
    return undefined;
  };

  for (const path of [...LIVE_PATHS, DOWNLOAD_PATH]) {
    server.upgrade(path, async (req, res) => {
      headOf(req); // before any await (http/request-head.ts)
      if (hasBody(req)) {
        // an upgrade takes no body: one is read and dropped within the body limit, as on every route (runtime/server.ts)
        try {
          await discardBody(req, settings.maxBodyBytes);
        } catch (e) {
          const err = toApiError(e);
          return refuse(req, res, errorEnvelope(err), err.http);
        }
      }
      let raw: RawRequest;
      // bad parameters are the watched request's failure, answered as its final frame once the caller
      // is known; only credentials decide whether a socket opens
      let refused: Envelope | undefined;
      try {
        raw = rawRequest(req, await readParams(req, Buffer.alloc(0)));
      } catch (e) {
        refused = errorEnvelope(toApiError(e));
        const plain: Record<string, unknown> = Object.create(null);
        for (const [k, v] of new URLSearchParams(req.path_query ?? '')) plain[k] = v;
        raw = rawRequest(req, plain);
      }
      const creds = credentialsOf(raw);
      const explicit = creds.login !== undefined || creds.password !== undefined;
      let caller: Caller;
      try {
        checkCookieSocket(raw, settings.corsOrigins);
        caller = await authenticate(services, raw, { createSession: explicit });
      } catch (e) {
        return refuse(req, res, errorEnvelope(toApiError(e, raw.requestId)));
      }
      // a socket opened with an API token is re-checked with it (live-hub.ts); it holds no session
      const sid = caller.sid ?? creds.apiToken!;
      const mode: Accepted['mode'] = refused ? 'refused' : path === DOWNLOAD_PATH ? 'download' : raw.params.action === IMPORT_ACTION ? 'staging' : 'live';
      const overCap = mode === 'live' ? liveCapExceeded(caller, sid) : undefined;
      if (overCap) {
        if (explicit) await deleteSession(services.db, sid).catch(() => undefined);
        return refuse(req, res, errorEnvelope(overCap.error), overCap.http, overCap.retryAfterSeconds);
      }
      const params: Record<string, unknown> = Object.create(null);
      for (const [k, v] of Object.entries(raw.params)) if (!CREDENTIALS.includes(k)) params[k] = v;
      const key = String(next++);
      const watched = { ...raw, params };
      // the hub finds the action's channels by its name: a `qvd` client's spelling is the spec's from here on
      accepted.set(key, { mode, final: refused, caller, sid, ownSession: explicit, raw: settings.clientProfile === 'qvd' ? specRequest(watched) : watched });
      if (res.completed) {
        accepted.delete(key); // the client went away during authentication
        if (explicit) await deleteSession(services.db, sid).catch(() => undefined);
        return;
      }
      anchor.upgrade(res, { key });
    });

    server.ws(
      path,
      {
        message_type: 'String',
        // uWS drops frames (the close frame too) past its own limit; ours closes the socket long before,
        // with at most the limit or one frame pending (live/frame-delivery.ts), so uWS's only needs to stay out of the way
        max_backpressure: 1024 ** 3,
        max_payload_length: 16 * 1024,
        idle_timeout: 120,
      },
      (ws) => {
        const key = String((ws.context as Record<string, unknown>).key ?? '');
        const init = accepted.get(key);
        accepted.delete(key);
        if (!init) {
          ws.close(1011, 'unknown connection');
          return;
        }
        if (init.mode === 'refused') {
          ws.send(JSON.stringify(init.final));
          endWebSocket(ws, CLOSE_POLICY, 'the request was refused');
          if (init.ownSession) void deleteSession(services.db, init.sid).catch(() => undefined);
          return;
        }
        if (init.mode !== 'live') {
          const ended = () => (init.ownSession ? deleteSession(services.db, init.sid).catch(() => undefined) : undefined);
          void runTransfer(ws, init.mode, services, init.caller, init.raw, policy).finally(ended);
          return;
        }
        ws.on('message', (message: unknown) => hub.received(ws, String(message)));
        ws.on('drain', () => hub.drained(ws));
        ws.on('close', () => hub.closed(ws));
        const { mode: _mode, ...watcher } = init;
        void hub.open({ ws, ...watcher });
      },
    );
  }
}
