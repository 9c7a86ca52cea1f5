// A delivery's signature (generated/docs/guides/webhooks.md): `X-Svc-Signature: t=<unix seconds>,v1=<hex>`,
// where v1 is the HMAC-SHA256, keyed with the subscription's secret, of `<t>.<body>` (the body's exact
// bytes). The timestamp is in what is signed, so a receiver that refuses old timestamps (five minutes,
// say) refuses a replayed delivery too; each attempt is signed anew.
import { createHmac } from 'node:crypto';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}
