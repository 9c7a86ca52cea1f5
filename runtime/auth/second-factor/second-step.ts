// The second step of a login with explicit credentials (authenticate.ts, on /api/login, /api, the
// WebSocket upgrades and uploads), run once the password was found right. An administrator with an
// active second factor gets no session and no answer from the password alone: 3210 says to repeat the
// same credentials with `totp` (a code of the app or a recovery code), which code-check.ts takes once.
// Administrators without one are not touched here (a `totp` they send is ignored), so the original
// console and CLI log in as before.
import type { RawRequest, Services } from '../../contract/context.js';
import { ApiError } from '../../errors/api-error.js';
import type { LoginThrottle } from '../login-throttle.js';
import { checkCode, type CodeOwner } from './code-check.js';
import { readFactor } from './second-factor-store.js';

/** How the login was completed: the password alone (no active second factor) or with a code. */
export type LoginMethod = 'password' | 'totp';

export async function secondStep(
  services: Services,
  throttle: LoginThrottle,
  raw: RawRequest,
  owner: CodeOwner,
  code: string | undefined,
): Promise<LoginMethod> {
  const factor = await readFactor(services.db, owner.adminId);
  if (!factor?.confirmed) return 'password';
  if (code === undefined || code.trim() === '') {
    throw new ApiError(3210, 'This administrator uses two-factor authentication: send the same credentials again with totp (the code of the authenticator app, or a recovery code)');
  }
  await checkCode(services, throttle, raw, owner, factor, code);
  return 'totp';
}
