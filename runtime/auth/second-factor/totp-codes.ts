// TOTP codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, what every authenticator app reads from an
// otpauth:// URI) through the otpauth library, and the recovery codes. A code is accepted one step
// either side of the server's clock (a phone a few seconds off, a code typed as it changed); which step
// it matched is answered, so that the caller can take that step once (second-factor-store.ts).
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const DIGITS = 6;
/** Steps accepted either side of now. */
const WINDOW = 1;
export const RECOVERY_CODES = 10;
/** Recovery codes: 10 characters of this alphabet (50 bits), shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no l, o, 0, 1: nothing to misread

function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, issuerInLabel: issuer !== '', algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (a QR code of it, or typed in). */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totp(secret, issuer, label).toString();
}

/** A code as typed: spaces dropped (apps show "123 456"). */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/** The time step the code belongs to, within the window around `now`, or undefined when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Fresh recovery codes, as shown once to the administrator. */
export function newRecoveryCodes(): string[] {
  const one = (): string => {
    let text = '';
    for (let i = 0; i < 10; i++) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  };
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODES) codes.add(one());
  return [...codes];
}

/** A recovery code as compared: lower case, without the dash and spaces people type or leave out. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}
