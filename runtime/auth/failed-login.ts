// The audit row of a failed POST /api/login (docs/decisions.md "Login throttling"). A failure whose
// password was checked (a full hash: wrong password, unknown name or tenant, blocked tenant) is written
// as it comes: the hash and the throttle bound how many there can be. A refusal that cost nothing (no
// credentials, a login from another site, the hashes too busy, the directory not answering) is aggregated per client address and
// status (refused-logins.ts), or a flood of them would be a flood of writes. A lock is audited where
// it is decided (authenticate.ts, `login_locked`), once: the route adds no `login` row beside it.
import { audit, type AuditEntry } from '../audit/audit-log.js';
import { auditRefusedLogin } from '../audit/refused-logins.js';
import type { ApiError } from '../errors/api-error.js';
import type { RawRequest, Services } from '../contract/context.js';
import type { Credentials } from './authenticate.js';
import { DIRECTORY_UNAVAILABLE } from './ldap-login.js';
import { clientOf } from './login-throttle.js';

export function auditFailedLogin(services: Services, raw: RawRequest, creds: Credentials, err: ApiError, unchecked: boolean): void {
  const entry: AuditEntry = {
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
  };
  // a directory that did not answer (3700) checked no password either
  if (unchecked || err.status === 3100 || err.status === DIRECTORY_UNAVAILABLE) auditRefusedLogin(services.db, `${clientOf(raw.address).text}\0${err.status}`, entry);
  else void audit(services.db, entry);
}
