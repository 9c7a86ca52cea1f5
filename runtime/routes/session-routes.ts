// `/api/login` (a session and its cookie) and `/api/logout`.
import { audit } from '../audit/audit-log.js';
import { authenticate, credentialsOf, UncheckedLogin } from '../auth/authenticate.js';
import { auditFailedLogin } from '../auth/failed-login.js';
import { SecondFactorRefused } from '../auth/second-factor/code-check.js';
import { deleteSession } from '../auth/sessions.js';
import { errorEnvelope, errorMessage } from '../contract/envelope.js';
import { ApiError } from '../errors/api-error.js';
import { headOf } from '../http/request-head.js';
import { checkCookieWrite, checkLoginOrigin } from '../pipeline/cross-site.js';
import { toApiError } from '../pipeline/run-action.js';
import type { RouteKit } from './route-kit.js';

export function registerSessionRoutes(kit: RouteKit): void {
  const { services, on, read, send, sendError, sessionCookie } = kit;
  const { settings } = services;

  on('post', '/api/login', async (req, res) => {
    const raw = await read(req, res);
    if (!raw) return;
    const creds = credentialsOf(raw);
    try {
      if (!creds.login) throw new ApiError(3100, 'login and password are needed');
      checkLoginOrigin(raw, settings.corsOrigins); // login CSRF (pipeline/cross-site.ts)
      const caller = await authenticate(services, raw, { createSession: true });
      headOf(req).adminId = caller.adminId;
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
      // a lock or a wrong second-factor code wrote its own audit row where it was refused
      if (!((e instanceof UncheckedLogin || e instanceof SecondFactorRefused) && e.audited)) auditFailedLogin(services, raw, creds, err, e instanceof UncheckedLogin);
      send(req, res, errorEnvelope(err), err.http);
    }
  }, true);

  on('post', '/api/logout', async (req, res) => {
    const raw = await read(req, res);
    if (!raw) return;
    try {
      const sid = credentialsOf(raw).sid;
      if (!sid) throw new ApiError(3100);
      // ending a session on the cookie alone is a change another site must not cause either
      checkCookieWrite(raw, settings.corsOrigins);
      if (!(await deleteSession(services.db, sid))) throw new ApiError(3200, 'Unknown session');
      sessionCookie(res, '', 0);
      send(req, res, { status: 0, message: errorMessage(0) });
    } catch (e) {
      sendError(req, res, e);
    }
  }, true);
}
