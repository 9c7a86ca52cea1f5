// Cross-site request forgery (docs/security.md): a browser attaches the `sid` cookie to requests other
// sites make it send, so a request whose only credential is that cookie is trusted to change something
// (or to open a WebSocket, which no CORS rule protects) only when it says it comes from this server's own
// origin or one SVC_CORS_ORIGINS names. A sid given as a parameter or a bearer token, or explicit
// credentials, cannot come from another site's page: those requests are not checked. Reads over plain
// HTTP are not checked either: another site cannot read their answers (CORS).
//
// Logins are the other way round (login CSRF): another site's page can post the attacker's own
// credentials, and the cookie the answer sets would log the victim's browser into the attacker's
// account, where what they then type is the attacker's to read. So a login that says it comes from
// another site not listed is refused before any hash (`checkLoginOrigin`), and a session made by
// explicit credentials on /api gets its cookie only from an allowed origin (`mayGetSessionCookie`).
import { ApiError } from '../errors/api-error.js';
import type { RawRequest } from '../contract/context.js';

/** True when the cookie is the request's only credential. */
export function cookieOnly(raw: RawRequest): boolean {
  const p = raw.params;
  if (!raw.cookieSid || raw.bearer) return false;
  return p.sid === undefined && p.login === undefined && p.password === undefined;
}

/**
 * Where the request comes from, as the browser says: `Origin` when present (this server's own origin,
 * taken from `Host`, or one listed; `*` lists no origin here), else `Sec-Fetch-Site`. A request with
 * neither did not come from a browser page: a tool sending a cookie it was given.
 */
export function fromAllowedOrigin(raw: RawRequest, allowedOrigins: readonly string[]): boolean {
  if (raw.origin !== undefined) {
    if (raw.origin === 'null') return false; // sandboxed frames, data: and file: pages
    if (allowedOrigins.includes(raw.origin)) return true;
    let origin: URL;
    try {
      origin = new URL(raw.origin);
    } catch {
      return false;
    }
    return raw.host !== undefined && origin.host.toLowerCase() === raw.host.toLowerCase();
  }
  if (raw.fetchSite !== undefined) return raw.fetchSite === 'same-origin' || raw.fetchSite === 'none';
  return true;
}

function refusal(what: string): ApiError {
  return new ApiError(
    3100,
    `${what} authenticated by the sid cookie alone must come from this server's own origin or one SVC_CORS_ORIGINS lists; give the sid as a parameter or an Authorization: Bearer header instead`,
  );
}

/** A write (over /api or an upload) on the cookie alone: a POST from an allowed origin, or nothing. */
export function checkCookieWrite(raw: RawRequest, allowedOrigins: readonly string[]): void {
  if (!cookieOnly(raw)) return;
  if (raw.method !== undefined && raw.method !== 'POST') {
    throw new ApiError(3100, 'An action that changes data, authenticated by the sid cookie alone, must be sent as a POST');
  }
  if (!fromAllowedOrigin(raw, allowedOrigins)) throw refusal('An action that changes data');
}

/** A WebSocket opened on the cookie alone: from an allowed origin only (live lists leak what they show). */
export function checkCookieSocket(raw: RawRequest, allowedOrigins: readonly string[]): void {
  if (cookieOnly(raw) && !fromAllowedOrigin(raw, allowedOrigins)) throw refusal('A WebSocket');
}

/** POST /api/login from another site's page (not this server's origin nor a listed one): refused, 3100. */
export function checkLoginOrigin(raw: RawRequest, allowedOrigins: readonly string[]): void {
  if (!fromAllowedOrigin(raw, allowedOrigins)) {
    throw new ApiError(
      3100,
      "A login must come from this server's own origin or one SVC_CORS_ORIGINS lists (a request with no Origin, from a program, is not checked)",
    );
  }
}

/** A session made on /api with explicit credentials: its cookie goes only to an allowed origin (the sid stays in the answer). */
export function mayGetSessionCookie(raw: RawRequest, allowedOrigins: readonly string[]): boolean {
  return fromAllowedOrigin(raw, allowedOrigins);
}
