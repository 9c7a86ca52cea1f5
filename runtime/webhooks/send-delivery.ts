// One delivery attempt: a POST of the body, signed, to the target's address as the outbound policy
// checked it (resolved once, connected to as it is), bounded in time (SVC_WEBHOOK_TIMEOUT_MS for all of
// it: connection, sending, the answer) and in the answer read (MAX_ANSWER_BYTES, the rest dropped).
// A redirect is not followed: it fails the attempt, as any answer but 2xx does.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedAddress, OutboundRefused, pinnedLookup, type AddressPolicy, type CheckedAddress } from '../images/address-policy.js';
import { signatureHeader } from './signature.js';

/** Of the answer, at most this much is read; the connection is closed past it. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface AttemptOutcome {
  ok: boolean;
  /** The answer's HTTP code, when there was an answer. */
  status: number | null;
  /** Why it failed, in words (nothing of the answer's body). */
  error: string | null;
  durationMs: number;
}

export interface AttemptRequest {
  url: string;
  body: string;
  secret: string;
  eventId: string;
  kind: string;
  deliveryId: number;
  attempt: number;
  timeoutMs: number;
  policy: AddressPolicy;
}

export async function sendDelivery(a: AttemptRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptOutcome => ({
    ok: error === null,
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(a.url);
  let target: CheckedAddress;
  try {
    target = await checkedAddress(url.hostname, a.policy, 'SVC_WEBHOOK_ALLOW');
  } catch (e) {
    return done(null, e instanceof OutboundRefused ? e.message : String(e));
  }
  const timestamp = Math.floor(Date.now() / 1000);
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(status, error));
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(target),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(a.body),
          'user-agent': 'svc-admin webhook',
          'x-svc-event': a.kind,
          'x-svc-event-id': a.eventId,
          'x-svc-delivery': `${a.deliveryId}`,
          'x-svc-attempt': `${a.attempt}`,
          'x-svc-signature': signatureHeader(a.secret, timestamp, a.body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) {
            // the answer's body means nothing to the delivery: past the bound it is not read at all
            res.destroy();
            finish(status, status >= 200 && status < 300 ? null : `HTTP ${status}`);
          }
        });
        res.on('end', () => {
          if (status >= 200 && status < 300) finish(status, null);
          else if (status >= 300 && status < 400) finish(status, `HTTP ${status}: redirects are not followed`);
          else finish(status, `HTTP ${status}`);
        });
        res.on('error', () => finish(status, status >= 200 && status < 300 ? null : `HTTP ${status}`));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(null, `No answer within ${a.timeoutMs} ms`);
    }, a.timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) => finish(null, `Cannot deliver to ${url.host}: ${e.code ?? e.message}`));
    req.end(a.body);
  });
}
