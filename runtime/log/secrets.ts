// What must never reach a log line nor the audit log, recognised in one place (docs/security.md "Secrets
// in logs"): every log line passes through `maskSecrets` in logger.ts, whatever its level and whoever
// wrote it, so no caller can forget; the audit log masks its arguments with the same rules.
//
// Two kinds of rule. By name: a value under a key that names a secret (password, secret, sid, token,
// authorization, cookie, private…) is replaced whole, whatever it holds. By shape, in every string
// wherever it sits (a message, an SQL parameter, an error text): PEM blocks (a TLS private key given to
// config_ssl), session ids (43 characters of base64url: 256 random bits), API tokens (`svca_…`), `Bearer …` credentials,
// `sid=`/`password=`/`token=` in query strings and the password of a URL's user part. A shape rule may
// mask something harmless that looks alike (a 43-character name); that is the side it errs on.

import { configTokens } from '../../generated/registry.js';

const SECRET_KEY = /pass|secret|^sids?$|_sid$|token$|authori[sz]ation|cookie|^private|credential|^totp$|recovery_codes|otpauth/i;
/**
 * Configuration tokens marked `secret` in catalog/config.yaml: config_set's arguments name the token in
 * `key` and carry it in `value`, so a `value` beside such a `key` is masked whatever it looks like.
 */
const SECRET_CONFIG_KEYS: ReadonlySet<string> = new Set(configTokens.filter((t) => t.secret).map((t) => t.key));
/** Nesting kept; deeper values are replaced, so hostile arguments cannot exhaust the stack. */
const MAX_DEPTH = 32;
export const MASK = '***';

const PEM = /-----BEGIN ([A-Z0-9 ]{1,64})-----[\s\S]*?(?:-----END \1-----|$)/g;
/** A session id as createSession makes it: 32 random bytes in base64url, alone (not part of a longer run). */
const SID_SHAPE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** An API token (runtime/auth/api-tokens.ts): its prefix, kept so a reader knows what was there, and the secret. */
const API_TOKEN = /\b(svca_)[A-Za-z0-9_-]{8,}/g;
/** A generated webhook secret (runtime/webhooks/webhook-secret.ts), masked the same way. */
const WEBHOOK_SECRET = /\b(whsec_)[A-Za-z0-9_-]{8,}/g;
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;
const QUERY_SECRET = /([?&;]\s*(?:sid|password|pass|passwd|token|secret|totp)=)[^&\s"';]*/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"']*:)[^@/\s"']+@/gi;

/** A string with every secret-shaped part masked. */
export function maskText(text: string): string {
  if (text.length < 20 && !text.includes('=') && !text.includes('@')) return text; // nothing secret is that short
  return text
    .replace(PEM, (_m, label: string) => `-----BEGIN ${label}----- ${MASK}`)
    .replace(API_TOKEN, `$1${MASK}`)
    .replace(WEBHOOK_SECRET, `$1${MASK}`)
    .replace(BEARER, `$1${MASK}`)
    .replace(QUERY_SECRET, `$1${MASK}`)
    .replace(URL_PASSWORD, `$1${MASK}@`)
    .replace(SID_SHAPE, MASK);
}

/** True when a value kept under this key is a secret whatever it looks like. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** True when `key` names a configuration token whose value is secret (keys compare case-insensitively). */
export function isSecretConfigKey(key: unknown): boolean {
  return typeof key === 'string' && SECRET_CONFIG_KEYS.has(key.trim().toLowerCase());
}

/** A copy of `value` with secrets masked, by key and by shape, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…(nested too deep)';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value instanceof Error) return maskText(String(value.stack ?? value.message));
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `(${(value as Uint8Array).byteLength} bytes)`;
  const out: Record<string, unknown> = {};
  const secretValue = isSecretConfigKey((value as Record<string, unknown>).key);
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const secret = isSecretKey(k) || (secretValue && k === 'value');
    out[k] = secret && v !== null && v !== undefined ? MASK : maskSecrets(v, depth + 1);
  }
  return out;
}
