// A second-factor code presented by an administrator whose password (or session) is already known good:
// the second step of a login on every route that takes credentials, and myadmin_second_factor_remove.
// Wrong codes are throttled like passwords (login-throttle.ts), on a count of their own per
// administrator (a right password clears the password's count, not this one) and on the client's
// address; a locked attempt is refused before any code is looked at. Every wrong or replayed code is
// audited (`login_second_factor`, status 3220) under the administrator it was for; locked attempts are
// audited in aggregate (refused-logins.ts), as locked password attempts are.
import { createHash } from 'node:crypto';
import { audit } from '../../audit/audit-log.js';
import { auditRefusedLogin } from '../../audit/refused-logins.js';
import type { RawRequest, Services } from '../../contract/context.js';
import { ApiError } from '../../errors/api-error.js';
import { clientOf, type AttemptKeys, type Lock, type LoginThrottle, lockMessage, retryAfterSeconds, retryAt } from '../login-throttle.js';
import { type Factor, takeCode } from './second-factor-store.js';

/** A refused code: audited where it was refused, so the login route adds no row of its own. */
export class SecondFactorRefused extends ApiError {
  readonly audited = true;
  constructor(info: string) {
    super(3220, info);
  }
}

export interface CodeOwner {
  adminId: number;
  adminName: string;
  tenantId: number;
  tenantName: string;
}

/** The throttle's keys of an administrator's codes: its own count, and the address's shared with passwords. */
function keysOf(throttle: LoginThrottle, owner: CodeOwner, address: string): AttemptKeys {
  const name = createHash('sha256').update(`totp\0${owner.adminId}`).digest('hex');
  return { name, address: throttle.keysOf(owner.adminName, '', address).address };
}

function refuseLocked(services: Services, raw: RawRequest, owner: CodeOwner, lock: Lock): never {
  services.metrics?.loginLocked();
  const now = Date.now();
  const info =
    lock.scope === 'name'
      ? `Too many wrong codes for this administrator: try again in ${retryAfterSeconds(lock, now)} s (after ${retryAt(lock)})`
      : lockMessage(lock, now);
  const kind = lock.scope === 'address' ? `address\0${clientOf(raw.address).text}` : `totp\0${owner.adminId}`;
  auditRefusedLogin(services.db, kind, {
    adminId: owner.adminId,
    adminName: owner.adminName,
    tenantId: owner.tenantId,
    tenantName: owner.tenantName,
    action: 'login_second_factor_locked',
    objectKind: 'administrator',
    objectId: owner.adminId,
    objectName: owner.adminName,
    arguments: { locked: lock.scope, retry_after: retryAfterSeconds(lock, now), until: retryAt(lock) },
    status: 3220,
    address: raw.address,
    source: null,
  });
  throw new SecondFactorRefused(info);
}

/** Takes the code for the active factor, or throws 3220 (wrong, already used, locked): answers which kind of code it was. */
export async function checkCode(
  services: Services,
  throttle: LoginThrottle,
  raw: RawRequest,
  owner: CodeOwner,
  factor: Factor,
  code: string,
): Promise<'totp' | 'recovery'> {
  const keys = keysOf(throttle, owner, raw.address);
  const rows = await throttle.read([keys.name, keys.address]);
  const lock = throttle.lockOf(rows, keys);
  if (lock) refuseLocked(services, raw, owner, lock);
  // counted before the check, so that parallel attempts cannot outrun the lock
  const reservation = await throttle.reserve(keys, rows);
  if (reservation.lock) refuseLocked(services, raw, owner, reservation.lock);
  let verdict;
  try {
    verdict = await takeCode(services.db, services.settings, factor, code.trim());
  } catch (e) {
    await throttle.cancel(reservation); // not judged (the key is unusable, the database failed)
    throw e;
  }
  if (verdict.ok) {
    await throttle.succeeded(keys, rows, true);
    return verdict.kind;
  }
  services.metrics?.loginFailed();
  await throttle.failed(reservation);
  void audit(services.db, {
    adminId: owner.adminId,
    adminName: owner.adminName,
    tenantId: owner.tenantId,
    tenantName: owner.tenantName,
    action: 'login_second_factor',
    objectKind: 'administrator',
    objectId: owner.adminId,
    objectName: owner.adminName,
    arguments: { refused: verdict.reason },
    status: 3220,
    address: raw.address,
    source: null,
  });
  throw new SecondFactorRefused(
    verdict.reason === 'used'
      ? 'That code was already used: wait for the next code of the app, or use an unused recovery code'
      : 'Wrong code: give the current code of the authenticator app (check its clock) or an unused recovery code',
  );
}
