// The HTTP routes (spec §4.1, decisions §1) on hyper-express / uWebSockets.js. Every answer is JSON;
// API outcomes are HTTP 200, unknown paths 404 and oversized bodies 413, each with an envelope.
import HyperExpress, { type Request, type Response } from 'hyper-express';
import { sql } from 'kysely';
import { audit } from '../audit/audit-log.js';
import { authenticate, credentialsOf } from '../auth/authenticate.js';
import { deleteSession } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import type { Services } from '../pipeline/context.js';
import { runAction, toApiError } from '../pipeline/run-action.js';
import { errorEnvelope, errorMessage, type Envelope } from './envelope.js';
import { apiInfo } from './info.js';
import { rawRequest, readBody, readParams } from './read-request.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface HttpServer {
  port: number;
  close(): Promise<void>;
}

export async function startHttpServer(services: Services, tls?: { cert: string; key: string }): Promise<HttpServer> {
  const { settings } = services;
  const secure = Boolean(tls);
  const server = new HyperExpress.Server({
    // the body limit is enforced by readBody so that the answer can be a JSON envelope
    max_body_length: Number.MAX_SAFE_INTEGER,
    trust_proxy: false,
    ...(tls ? { cert_file_name: tls.cert, key_file_name: tls.key } : {}),
  });

  const cors = (req: Request, res: Response) => {
    const origin = req.headers.origin;
    if (!origin || !settings.corsOrigins.length) return;
    if (settings.corsOrigins.includes('*') || settings.corsOrigins.includes(origin)) {
      res.header('Access-Control-Allow-Origin', settings.corsOrigins.includes('*') ? '*' : origin);
      res.header('Access-Control-Allow-Credentials', 'true');
      res.header('Vary', 'Origin');
    }
  };

  const send = (req: Request, res: Response, envelope: Envelope, http = 200) => {
    if (res.completed) return;
    cors(req, res);
    res.status(http).header('Content-Type', JSON_TYPE).send(JSON.stringify(envelope));
  };

  const sendError = (req: Request, res: Response, e: unknown) => {
    const err = toApiError(e);
    send(req, res, errorEnvelope(err), err.http);
  };

  const sessionCookie = (res: Response, sid: string, maxAgeSeconds: number) => {
    const parts = [`sid=${sid}`, 'HttpOnly', 'SameSite=Lax', 'Path=/api', `Max-Age=${maxAgeSeconds}`];
    if (secure) parts.push('Secure');
    res.header('Set-Cookie', parts.join('; '));
  };

  /** Reads the request; on a bad body answers it and returns undefined. */
  const read = async (req: Request, res: Response) => {
    try {
      const body = await readBody(req, settings.maxBodyBytes);
      return rawRequest(req, await readParams(req, body));
    } catch (e) {
      sendError(req, res, e);
      return undefined;
    }
  };

  const api = async (req: Request, res: Response) => {
    const raw = await read(req, res);
    if (!raw) return;
    try {
      const outcome = await runAction(services, raw);
      if (outcome.newSid) sessionCookie(res, outcome.newSid, settings.sessionTtlSeconds);
      send(req, res, outcome.envelope);
    } catch (e) {
      sendError(req, res, e);
    }
  };
  server.get('/api', api);
  server.post('/api', api);

  const info = async (req: Request, res: Response) => {
    try {
      send(req, res, await apiInfo(services));
    } catch (e) {
      sendError(req, res, e);
    }
  };
  server.get('/api/info', info);
  server.post('/api/info', info);

  server.post('/api/login', async (req, res) => {
    const raw = await read(req, res);
    if (!raw) return;
    const creds = credentialsOf(raw);
    try {
      if (!creds.login) throw new ApiError(3100, 'login and password are needed');
      const caller = await authenticate(services, raw, { createSession: true });
      sessionCookie(res, caller.sid!, settings.sessionTtlSeconds);
      void audit(services.db, {
        adminId: caller.adminId,
        adminName: caller.adminName,
        tenantId: caller.tenantId,
        tenantName: caller.tenantName,
        action: 'login',
        objectKind: 'administrator',
        objectId: caller.adminId,
        objectName: caller.adminName,
        arguments: undefined,
        status: 0,
        address: raw.address,
        source: null,
      });
      send(req, res, { status: 0, message: errorMessage(0), sid: caller.sid });
    } catch (e) {
      const err = toApiError(e);
      void audit(services.db, {
        adminId: null,
        adminName: creds.login?.slice(0, 128) ?? null,
        tenantId: null,
        tenantName: creds.tenant?.slice(0, 128) ?? null,
        action: 'login',
        objectKind: 'administrator',
        objectId: null,
        objectName: null,
        arguments: undefined,
        status: err.status,
        address: raw.address,
        source: null,
      });
      send(req, res, errorEnvelope(err), err.http);
    }
  });

  server.post('/api/logout', async (req, res) => {
    const raw = await read(req, res);
    if (!raw) return;
    try {
      const sid = credentialsOf(raw).sid;
      if (!sid) throw new ApiError(3100);
      if (!(await deleteSession(services.db, sid))) throw new ApiError(3200, 'Unknown session');
      sessionCookie(res, '', 0);
      send(req, res, { status: 0, message: errorMessage(0) });
    } catch (e) {
      sendError(req, res, e);
    }
  });

  server.get('/healthz', (req, res) => send(req, res, { status: 0, message: errorMessage(0) }));
  server.get('/readyz', async (req, res) => {
    try {
      await sql`SELECT 1`.execute(services.db);
      send(req, res, { status: 0, message: errorMessage(0) });
    } catch {
      send(req, res, errorEnvelope(new ApiError(2100)), 503);
    }
  });

  server.options('/*', (req, res) => {
    cors(req, res);
    res.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.header('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization'));
    res.header('Access-Control-Max-Age', '600');
    res.status(204).send();
  });

  server.set_not_found_handler((req, res) => {
    send(req, res, errorEnvelope(new ApiError(4100, `No route ${req.method} ${req.path}`)), 404);
  });
  server.set_error_handler((req, res, error) => {
    log.error('unhandled route error', { error: String((error as Error)?.stack ?? error) });
    send(req, res, errorEnvelope(new ApiError(1100)), 500);
  });

  await server.listen(settings.port, settings.host);
  return {
    port: server.port,
    close: async () => {
      server.close();
    },
  };
}
