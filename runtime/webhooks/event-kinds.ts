// The event kinds a webhook subscribes to (generated/docs/guides/webhooks.md): every change channel the
// catalog's objects name (a record created, changed, deleted, blocked or unblocked; a job's state), and
// three kinds read from the audit log as it is written: `login` (a login that succeeded), `login_refused`
// (one that did not) and `action_refused` (an action refused for lack of an ACL, 42xx). `ping` is the
// kind of webhook_test's deliveries only.
import { objects } from '../../generated/registry.js';
import type { ObjectMeta } from '../support/registry-types.js';
import { ApiError } from '../errors/api-error.js';

export const AUDIT_KINDS = ['login', 'login_refused', 'action_refused'] as const;
export const PING_KIND = 'ping';

function channelsOf(object: ObjectMeta): string[] {
  const { created, changed, deleted, tokens } = object.events;
  return [...created, ...changed, ...deleted, ...Object.values(tokens).flat()];
}

/** Every kind, sorted: the catalog's change channels and the audit log's kinds. */
export const EVENT_KINDS: readonly string[] = [
  ...new Set([...Object.values(objects).flatMap((o) => channelsOf(o as ObjectMeta)), ...AUDIT_KINDS]),
].sort();
const KNOWN_KINDS = new Set(EVENT_KINDS);

/** The object kinds a subscription may filter on: those whose records publish a change channel. */
export const OBJECT_KINDS: readonly string[] = Object.values(objects)
  .filter((o) => channelsOf(o as ObjectMeta).length > 0)
  .map((o) => (o as ObjectMeta).name)
  .sort();
const KNOWN_OBJECT_KINDS = new Set([...OBJECT_KINDS, 'administrator']);

/** A list argument of names, each known (7020 otherwise), at least one, without repeats, sorted. */
function names(value: unknown, argument: string, known: ReadonlySet<string>, what: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new ApiError(6330, `${argument}: an array of ${what}`);
  const out = new Set<string>();
  for (const given of value as string[]) {
    const name = given.trim();
    if (!known.has(name)) throw new ApiError(7020, `${argument}: ${given.slice(0, 64)} is no ${what.replace(/s$/, '')} (the webhooks guide lists them)`);
    out.add(name);
  }
  if (out.size === 0) throw new ApiError(6330, `${argument}: at least one ${what.replace(/s$/, '')}`);
  return [...out].sort();
}

export function eventKindsArgument(value: unknown): string[] {
  return names(value, 'kinds', KNOWN_KINDS, 'event kinds');
}

/** null: every object kind. */
export function objectKindsArgument(value: unknown): string[] | null {
  if (value === null) return null;
  return names(value, 'object_kinds', KNOWN_OBJECT_KINDS, 'object kinds');
}
