// The key that protects the administrators' second factors (docs/security.md "Two-factor
// authentication"). A TOTP secret must be usable by the server, so it cannot be hashed: it is stored
// encrypted (AES-256-GCM, bound to its administrator's id), and recovery codes are stored as keyed
// hashes (HMAC-SHA-256). The key lives outside the database, so a copy of the database (a backup, a
// replica, a dump read through some flaw) holds neither a usable secret nor guessable recovery codes.
//
// Where the key comes from: SVC_TOTP_KEY (64 hex digits) when set, which every process sharing the
// database must be given alike; else $SVC_DATA_DIR/totp.key, made by the first process that needs it
// (mode 0600) and read by the others sharing that directory. A key is derived from it for each use (the
// TOTP secrets, the recovery codes, the webhooks' signing secrets).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '../../config/settings.js';
import { ApiError } from '../../errors/api-error.js';
import { log } from '../../log/logger.js';

export const KEY_FILE = 'totp.key';
const FORMAT = 'v1';

interface DerivedKeys {
  encryption: Buffer;
  recovery: Buffer;
  /** Encrypts the webhooks' signing secrets (runtime/webhooks/webhook-secret.ts). */
  webhooks: Buffer;
}

const cache = new Map<string, DerivedKeys>();

function derive(master: Buffer): DerivedKeys {
  return {
    encryption: createHmac('sha256', master).update('svc-admin totp secret encryption').digest(),
    recovery: createHmac('sha256', master).update('svc-admin totp recovery codes').digest(),
    webhooks: createHmac('sha256', master).update('svc-admin webhook secret encryption').digest(),
  };
}

/** The key file's key, made now if no process has made it yet (exclusive create: one of several racing wins). */
function fileKey(dataDir: string): Buffer {
  const path = join(dataDir, KEY_FILE);
  const parse = (text: string): Buffer => {
    const hex = text.trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${path} does not hold 64 hex digits`);
    return Buffer.from(hex, 'hex');
  };
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    log.info('TOTP key made', { file: path });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parse(readFileSync(path, 'utf8'));
}

function keysOf(settings: Settings): DerivedKeys {
  const id = settings.totpKey ? `env:${settings.totpKey.toString('hex')}` : `file:${settings.dataDir}`;
  let keys = cache.get(id);
  if (!keys) {
    try {
      keys = derive(settings.totpKey ?? fileKey(settings.dataDir));
    } catch (e) {
      log.error('TOTP key unusable', { error: String((e as Error)?.message ?? e) });
      throw new ApiError(1100, `The server's TOTP key is unusable (SVC_TOTP_KEY or ${KEY_FILE} in its data directory): ${String((e as Error)?.message ?? e)}`);
    }
    cache.set(id, keys);
  }
  return keys;
}

function aad(adminId: number): Buffer {
  return Buffer.from(`admin:${adminId}`);
}

/** The secret as stored: `v1.<iv>.<ciphertext>.<tag>` (base64url), readable only with the key and for this administrator. */
export function encryptSecret(settings: Settings, adminId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(settings).encryption, iv);
  cipher.setAAD(aad(adminId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The clear secret, or 1100 saying why not (another key than the one it was stored with, a damaged value). */
export function decryptSecret(settings: Settings, adminId: number, stored: string): string {
  const [format, iv, body, tag] = stored.split('.');
  try {
    if (format !== FORMAT || !iv || !body || !tag) throw new Error('unknown format');
    const decipher = createDecipheriv('aes-256-gcm', keysOf(settings).encryption, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(adminId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch (e) {
    if (e instanceof ApiError) throw e;
    log.error('TOTP secret unreadable', { admin_id: adminId, error: String((e as Error)?.message ?? e) });
    throw new ApiError(
      1100,
      `The second factor of this administrator cannot be read with this server's TOTP key (SVC_TOTP_KEY or ${KEY_FILE}): give every process the key it was enrolled with, or have it reset`,
    );
  }
}

/** A recovery code as stored: a keyed hash of the administrator's id and the code as normalised. */
export function recoveryCodeHash(settings: Settings, adminId: number, code: string): string {
  return createHmac('sha256', keysOf(settings).recovery).update(`${adminId}\0${code}`).digest('hex');
}

/** The key that encrypts the webhooks' signing secrets: derived from the same server key, for that use only. */
export function webhookSecretKey(settings: Settings): Buffer {
  return keysOf(settings).webhooks;
}
