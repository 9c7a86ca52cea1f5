// config_ssl (generated/docs/config.md, docs/decisions.md "Configuration"): stores the server's TLS material as the global tokens
// ssl.cert, ssl.key, ssl.crl and ssl.ca. Everything is checked before anything is stored, because a
// certificate the server cannot load would keep it from starting: the certificate and the key must
// parse, the key must belong to the certificate and the certificate must not have expired (6330).
// The server serves HTTPS with them from its next start (runtime/config/stored-tls.ts).
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { GLOBAL_TENANT } from '../contract/scope.js';
import { deleteValue, SSL_KEYS, upsertValue } from '../config-tokens/config-store.js';
import { retriedTransaction } from '../db/transactions.js';

function invalid(info: string): never {
  throw new ApiError(6330, info);
}

/** The PEM blocks of one label in a text, each as its whole armoured text. */
function pemBlocks(text: string, label: string): string[] {
  const re = new RegExp(`-----BEGIN ${label}-----[\\s\\S]*?-----END ${label}-----`, 'g');
  return text.match(re) ?? [];
}

/** The DER bytes of a PEM block, or undefined when its body is not base64 of an ASN.1 SEQUENCE. */
function derOf(block: string): Buffer | undefined {
  const body = block.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+=*$/.test(body)) return undefined;
  const der = Buffer.from(body, 'base64');
  return der.length > 2 && der[0] === 0x30 ? der : undefined;
}

/**
 * A value that names a file rather than holding PEM text (what the original CLI sends: its server read
 * the files it was told of). This server never opens a file a client names, so the answer says what to
 * send instead.
 */
function refuseFilePath(text: string | null, what: string): void {
  if (text === null || text.includes('-----BEGIN')) return;
  const line = text.trim();
  if (line && !/[\r\n]/.test(line) && /^(\/|~|\.{1,2}\/|[A-Za-z]:[\\/])|\.(pem|crt|cer|key|crl)$/i.test(line)) {
    const detail = `${what} looks like a file path (${line.length > 80 ? `${line.slice(0, 80)}...` : line}); this server reads no file a client names: send the file's PEM text (-----BEGIN ...) as ${what}`;
    // also as a failure of the argument: the original CLI prints failures, not additional_info
    throw new ApiError(6330, detail, { failures: [{ code: 6330, argument: what, detail }] });
  }
}

function certificate(text: string, what: string): X509Certificate {
  if (pemBlocks(text, 'CERTIFICATE').length === 0) invalid(`${what} holds no PEM certificate`);
  try {
    return new X509Certificate(text);
  } catch {
    return invalid(`${what} is not a readable X.509 certificate`);
  }
}

function privateKey(text: string): KeyObject {
  try {
    return createPrivateKey({ key: text, format: 'pem' });
  } catch {
    // an encrypted key fails here too: the server has no passphrase to open it with
    return invalid('key is not a readable, unencrypted PEM private key');
  }
}

function checkCa(text: string): void {
  const blocks = pemBlocks(text, 'CERTIFICATE');
  if (blocks.length === 0) invalid('ca holds no PEM certificate');
  for (const block of blocks) certificate(block, 'ca');
}

function checkCrl(text: string): void {
  const blocks = pemBlocks(text, 'X509 CRL');
  if (blocks.length === 0) invalid('crl holds no PEM revocation list (-----BEGIN X509 CRL-----)');
  for (const block of blocks) if (!derOf(block)) invalid('crl holds a malformed revocation list');
}

export async function configSsl(ctx: ActionContext): Promise<ActionResult> {
  // the server's certificate is global: a tenant administrator holding config.svc. cannot replace it
  if (!ctx.caller.isSuper) throw new ApiError(4210, 'Only superadministrators store the server certificate');
  const certText = String(ctx.args.cert ?? '');
  const keyText = String(ctx.args.key ?? '');
  const crlText = ctx.args.crl === undefined || ctx.args.crl === null ? null : String(ctx.args.crl);
  const caText = ctx.args.ca === undefined || ctx.args.ca === null ? null : String(ctx.args.ca);

  for (const [text, what] of [[certText, 'cert'], [keyText, 'key'], [caText, 'ca'], [crlText, 'crl']] as const) refuseFilePath(text, what);
  const cert = certificate(certText, 'cert');
  if (Date.parse(cert.validTo) < Date.now()) invalid(`cert expired on ${cert.validTo}`);
  const key = privateKey(keyText);
  if (!cert.checkPrivateKey(key)) invalid('key does not belong to cert');
  if (caText !== null) checkCa(caText);
  if (crlText !== null) checkCrl(crlText);

  // the four tokens are one set of material: a call without crl or ca removes the previous ones
  await retriedTransaction(ctx.services.db, async (trx) => {
    await upsertValue(trx, GLOBAL_TENANT, SSL_KEYS.cert, certText);
    await upsertValue(trx, GLOBAL_TENANT, SSL_KEYS.key, keyText);
    if (crlText !== null) await upsertValue(trx, GLOBAL_TENANT, SSL_KEYS.crl, crlText);
    else await deleteValue(trx, GLOBAL_TENANT, SSL_KEYS.crl);
    if (caText !== null) await upsertValue(trx, GLOBAL_TENANT, SSL_KEYS.ca, caText);
    else await deleteValue(trx, GLOBAL_TENANT, SSL_KEYS.ca);
  });
  return { rows: [], total: 1, objectName: cert.subject.replace(/\n/g, ', ') };
}
