// Ids for requests that bring none of their own: UUID-shaped (version 4 and its variant bits, so logs and
// clients that expect a UUID read them as one), made of 74 random bits drawn once per process and a
// 48-bit counter. Distinct within a process by the counter and between processes by the random part.
// crypto.randomUUID validated its options and wrote 16 fresh bytes as hex for every request, about 1% of
// a short read's time; an id only has to be unique, not unguessable (a client may send any id it likes).
import { randomBytes } from 'node:crypto';

const COUNTER_LIMIT = 2 ** 48;

let prefix = '';
let counter = COUNTER_LIMIT;

/** The random part, `xxxxxxxx-xxxx-4xxx-yxxx-`, drawn again when the counter runs out (never, in practice). */
function newPrefix(): string {
  const hex = randomBytes(10).toString('hex');
  const variant = ((parseInt(hex[12]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(16, 19)}-`;
}

export function newRequestId(): string {
  if (counter >= COUNTER_LIMIT) {
    prefix = newPrefix();
    counter = 0;
  }
  return prefix + (counter++).toString(16).padStart(12, '0');
}
