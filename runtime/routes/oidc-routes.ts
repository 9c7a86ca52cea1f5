// GET /api/oidc/start and GET /api/oidc/callback (generated/docs/routes.md#oidc): single sign-on with a
// tenant's OpenID provider (runtime/auth/oidc/oidc-sign-in.ts). The start sends the browser to the
// provider; the callback, where the provider sends it back, opens an ordinary session: the console's
// cookie and a redirect to `return` (mode cookie), or `{status, message, sid}` for a script (mode json).
import type { Request, Response } from 'hyper-express';
import { audit, type AuditEntry } from '../audit/audit-log.js';
import { auditRefusedLogin } from '../audit/refused-logins.js';
import { BINDING_COOKIE, CALLBACK_PATH, completeSignIn, RefusedSignIn, START_PATH, startSignIn } from '../auth/oidc/oidc-sign-in.js';
import { REQUEST_TTL_SECONDS } from '../auth/oidc/oidc-requests.js';
import { OIDC_PREFIX, oidcSettingsFrom, type SettingsReader } from '../auth/oidc/oidc-settings.js';
import { operativeValues } from '../config-tokens/config-store.js';
import { clientOf } from '../auth/login-throttle.js';
import { errorEnvelope, errorMessage } from '../contract/envelope.js';
import type { ApiError } from '../errors/api-error.js';
import { endAnswer } from '../http/end-answer.js';
import { headOf } from '../http/request-head.js';
import { toApiError } from '../pipeline/run-action.js';
import { JSON_TYPE, type RouteKit } from './route-kit.js';

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function registerOidcRoutes(kit: RouteKit): void {
  const { services, on, send, sendError, common, answered, secure, sessionCookie } = kit;
  const { settings } = services;
  const readSettings: SettingsReader = async (tenantId) => oidcSettingsFrom(await operativeValues(services.db, tenantId, OIDC_PREFIX));

  /** A cookie of the sign-in itself: only on /api/oidc, never readable by scripts, sent on the provider's redirect back (Lax). */
  const bindingCookie = (res: Response, value: string, maxAge: number) => {
    const parts = [`${BINDING_COOKIE}=${value}`, 'HttpOnly', 'SameSite=Lax', 'Path=/api/oidc', `Max-Age=${maxAge}`];
    if (secure) parts.push('Secure');
    res.header('Set-Cookie', parts.join('; '));
  };

  /** A redirect whose body is an envelope too (a script reads either). */
  const redirect = (req: Request, res: Response, http: number, location: string, envelope: Record<string, unknown>) => {
    common(req, res);
    res.header('Location', location);
    res.header('Content-Type', JSON_TYPE);
    endAnswer(req, res, http, JSON.stringify({ status: 0, message: errorMessage(0), ...envelope }));
    answered(req, http, 0);
  };

  // GET alone: a HEAD (a link preview, a prefetch) must not start or spend a sign-in
  on('get-only', START_PATH, async (req, res) => {
    const query = new URLSearchParams(req.path_query);
    try {
      const started = await startSignIn(services, readSettings, {
        tenant: query.get('tenant') ?? undefined,
        return: query.get('return') ?? undefined,
        mode: query.get('mode') ?? undefined,
        origin: `${secure ? 'https' : 'http'}://${headOf(req).host ?? '127.0.0.1'}`,
        address: headOf(req).address,
      });
      if (started.binding) bindingCookie(res, started.binding, REQUEST_TTL_SECONDS);
      redirect(req, res, 302, started.location, { location: started.location });
    } catch (e) {
      sendError(req, res, e);
    }
  });

  on('get-only', CALLBACK_PATH, async (req, res) => {
    const address = headOf(req).address;
    try {
      const done = await completeSignIn(
        services,
        readSettings,
        { query: new URLSearchParams(req.path_query), binding: cookieOf(req, BINDING_COOKIE), address },
        settings.sessionTtlSeconds,
      );
      headOf(req).adminId = done.adminId;
      void audit(services.db, {
        ...auditBase(address),
        adminId: done.adminId,
        adminName: done.adminName,
        tenantId: done.tenantId,
        tenantName: done.tenantName,
        objectId: done.adminId,
        objectName: done.adminName,
        arguments: { method: 'oidc', roles: done.roles },
        status: 0,
      });
      if (done.mode === 'json') {
        send(req, res, { status: 0, message: errorMessage(0), sid: done.sid });
        return;
      }
      sessionCookie(res, done.sid, settings.sessionTtlSeconds);
      bindingCookie(res, '', 0);
      redirect(req, res, 303, done.returnTo, {});
    } catch (e) {
      const err = toApiError(e, headOf(req).requestId);
      auditRefusal(e, err, address);
      send(req, res, errorEnvelope(err), err.http);
    }
  });

  const auditBase = (address: string): AuditEntry => ({
    adminId: null,
    adminName: null,
    tenantId: null,
    tenantName: null,
    action: 'login',
    objectKind: 'administrator',
    objectId: null,
    objectName: null,
    arguments: { method: 'oidc' },
    status: 0,
    address,
    source: null,
  });

  /**
   * A refused callback that spent a pending request is audited as it comes (a request must be started for
   * each); one that found none (any client can send a made-up state) is counted per address, as refusals
   * that cost nothing are (audit/refused-logins.ts), so that a flood of them is no flood of writes.
   */
  const auditRefusal = (e: unknown, err: ApiError, address: string) => {
    const entry: AuditEntry = { ...auditBase(address), status: err.status, arguments: { method: 'oidc', reason: err.info } };
    if (e instanceof RefusedSignIn && e.tenant) {
      entry.tenantId = e.tenant.id;
      entry.tenantName = e.tenant.name;
      entry.adminName = e.adminName ?? null;
      void audit(services.db, entry);
    } else {
      auditRefusedLogin(services.db, `${clientOf(address).text}\0${err.status}`, entry);
    }
  };
}
