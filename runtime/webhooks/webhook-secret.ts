// A webhook's signing secret (docs/security.md "Webhooks"). The server signs each delivery with it, so it
// must be read back: it cannot be hashed as API tokens are. It is stored encrypted (AES-256-GCM) with a
// key derived from the server's key (SVC_TOTP_KEY or $SVC_DATA_DIR/totp.key, the one that protects the
// second factors), answered once when set, and masked in the logs and the audit log (an argument named
// `secret` is masked there already, runtime/log/secrets.ts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Settings } from '../config/settings.js';
import { webhookSecretKey } from '../auth/second-factor/totp-key.js';
import { ApiError } from '../errors/api-error.js';

/** What a generated secret starts with, so that readers and secret scanners recognise one. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const FORMAT = 'w1';
const AAD = Buffer.from('svc-admin webhook secret');
const GIVEN_SHAPE = /^[\x21-\x7e]{16,128}$/;

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** A secret given by the caller: 16 to 128 printable ASCII characters (7030 otherwise). */
export function givenWebhookSecret(value: unknown): string {
  if (typeof value !== 'string' || !GIVEN_SHAPE.test(value)) {
    throw new ApiError(7030, 'secret: 16 to 128 printable ASCII characters, no space');
  }
  return value;
}

/** The secret as stored: `w1.<iv>.<ciphertext>.<tag>` (base64url). */
export function sealWebhookSecret(settings: Settings, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', webhookSecretKey(settings), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The clear secret; throws when the stored value was sealed with another key or is damaged. */
export function openWebhookSecret(settings: Settings, stored: string): string {
  const [format, iv, body, tag] = stored.split('.');
  if (format !== FORMAT || !iv || !body || !tag) throw new Error('the stored webhook secret has an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', webhookSecretKey(settings), Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
