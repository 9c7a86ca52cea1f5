// Dates given as arguments (docs/decisions.md "Client profiles"). Every date is stored and answered as
// `YYYY-MM-DDThh:mm:ss` in UTC; the same instant written the way JavaScript's toISOString() writes it
// (`2030-01-01T00:00:00.000Z`: a fraction of a second and the UTC zone letter) is taken as that date in
// both profiles, to the second. In the `qvd` profile an empty string is no date (null), as the original
// console sends a cleared date field.
import type { ObjectMeta } from '../support/registry-types.js';
import type { ClientProfile } from '../config/settings.js';

const ISO_UTC = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.[0-9]{1,9})?Z$/;

/** The arguments with their date values in the stored form; anything else is left for validation. */
export function normalizeDateArguments(object: ObjectMeta | undefined, args: Record<string, unknown>, profile: ClientProfile): Record<string, unknown> {
  if (!object) return args;
  let out = args;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'string' || object.tokens[name]?.type !== 'date') continue;
    const iso = ISO_UTC.exec(value);
    const normalized = iso ? iso[1] : value === '' && profile === 'qvd' ? null : value;
    if (normalized === value) continue;
    if (out === args) out = { ...args };
    out[name] = normalized;
  }
  return out;
}
