// Record versions a write is conditioned on (docs/decisions.md "Record versions"): the `if_record_version`
// parameter (a whole number for the one record the filters select, or an object of record id to version)
// or the If-Match header (the strong entity tags the details answers' ETag gives, `"vm.12.5"`: object,
// id, version). Both given must say the same. Only the generic update, delete and exec actions of a
// versioned object take them; any other action refuses them (6230), as a parameter it does not take: a
// condition silently ignored would let a client believe it is protected where it is not.
import { ApiError } from '../errors/api-error.js';
import type { ExpectedVersions, RawRequest } from '../contract/context.js';
import type { ActionMeta, ObjectMeta } from '../support/registry-types.js';
import type { Envelope } from '../contract/envelope.js';
import { isVersioned, RECORD_VERSION } from '../executors/record-versions.js';

/** The parameter's name; the header is If-Match. */
export const VERSION_PARAMETER = 'if_record_version';
/** The most records one call may name versions of (as many as a page of ids a client could have read). */
export const MAX_VERSIONS = 10_000;
/** The largest version a column holds (a 32-bit integer on both databases). */
const MAX_VERSION = 2 ** 31 - 1;

const CONDITIONED_KINDS = new Set(['update', 'delete', 'exec']);
const WHOLE = /^\s*[0-9]{1,10}\s*$/;
/** A strong entity tag of a record: `"<object>.<id>.<version>"`. */
const RECORD_TAG = /^"([a-z][a-z0-9_]*)\.([0-9]{1,10})\.([0-9]{1,10})"$/;

/** Whether the request carries a version condition at all. */
export function hasVersionCondition(raw: RawRequest): boolean {
  const param = raw.params[VERSION_PARAMETER];
  return raw.ifMatch !== undefined || (param !== undefined && param !== null && param !== '');
}

function versionOf(value: unknown, what: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && WHOLE.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_VERSION) throw new ApiError(6920, `${what} must be a whole number from 1 to ${MAX_VERSION}`);
  return n;
}

function idOf(key: string): number {
  const id = WHOLE.test(key) ? Number(key) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_VERSION) throw new ApiError(6920, `${VERSION_PARAMETER} names records by id: "${key.slice(0, 32)}" is not one`);
  return id;
}

/** The parameter: a number (or its text), or an object (or its JSON text) of id to version. */
function fromParameter(value: unknown): ExpectedVersions {
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ApiError(6920, `${VERSION_PARAMETER} is not valid JSON`);
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) throw new ApiError(6920, `${VERSION_PARAMETER} names no record`);
    if (entries.length > MAX_VERSIONS) throw new ApiError(6920, `${VERSION_PARAMETER} names ${entries.length} records; at most ${MAX_VERSIONS}`);
    const byId = new Map<number, number>();
    for (const [key, v] of entries) byId.set(idOf(key), versionOf(v, `The version of record ${key.slice(0, 32)}`));
    return { kind: 'each', byId };
  }
  return { kind: 'one', version: versionOf(value, VERSION_PARAMETER) };
}

/** The header: `*` (no condition on the version) or strong tags of the action's object, comma-separated. */
function fromIfMatch(header: string, object: ObjectMeta): ExpectedVersions | undefined {
  const text = header.trim();
  if (text === '*') return undefined;
  const tags = text.split(',').map((t) => t.trim()).filter((t) => t !== '');
  if (tags.length === 0) throw new ApiError(6920, 'If-Match is empty');
  if (tags.length > MAX_VERSIONS) throw new ApiError(6920, `If-Match lists ${tags.length} tags; at most ${MAX_VERSIONS}`);
  const byId = new Map<number, number>();
  for (const tag of tags) {
    if (tag.startsWith('W/')) throw new ApiError(6920, 'If-Match compares strong tags only, as the ETag header gives them: a weak tag never matches');
    const m = RECORD_TAG.exec(tag);
    if (!m) throw new ApiError(6920, `If-Match holds ${tag.slice(0, 64)}, not a record's tag such as "${object.name}.12.5"`);
    if (m[1] !== object.name) throw new ApiError(6920, `If-Match names a ${m[1]}; this action changes ${object.name} records`);
    const id = idOf(m[2]!);
    const version = versionOf(m[3]!, `The version of ${tag}`);
    if (byId.has(id) && byId.get(id) !== version) throw new ApiError(6920, `If-Match gives record ${id} two versions`);
    byId.set(id, version);
  }
  return { kind: 'each', byId };
}

function same(a: ExpectedVersions, b: ExpectedVersions): boolean {
  if (a.kind === 'one' || b.kind === 'one') {
    const one = a.kind === 'one' ? a : (b as { kind: 'one'; version: number });
    const other = a.kind === 'one' ? b : a;
    if (other.kind === 'one') return other.version === one.version;
    return other.byId.size === 1 && [...other.byId.values()][0] === one.version;
  }
  if (a.byId.size !== b.byId.size) return false;
  for (const [id, v] of a.byId) if (b.byId.get(id) !== v) return false;
  return true;
}

/**
 * The versions a write is conditioned on, or undefined; 6230 on an action that takes none, 6920 when
 * malformed or when the parameter and the header differ.
 */
export function expectedVersionsOf(raw: RawRequest, action: ActionMeta, object: ObjectMeta | undefined): ExpectedVersions | undefined {
  if (!hasVersionCondition(raw)) return undefined;
  if (!CONDITIONED_KINDS.has(action.kind) || !isVersioned(object)) {
    throw new ApiError(6230, `${action.name} takes no ${VERSION_PARAMETER} or If-Match: only the update, delete and exec actions of records that carry a version do`);
  }
  const param = raw.params[VERSION_PARAMETER];
  const fromParam = param !== undefined && param !== null && param !== '' ? fromParameter(param) : undefined;
  const fromHeader = raw.ifMatch !== undefined ? fromIfMatch(raw.ifMatch, object!) : undefined;
  if (fromParam && fromHeader && !same(fromParam, fromHeader)) {
    throw new ApiError(6920, `The If-Match header and the ${VERSION_PARAMETER} parameter differ: give the versions once`);
  }
  // the header names its records by id, where a bare number does not
  return fromHeader ?? fromParam;
}

/** A record's strong entity tag: its object, id and version. */
export function recordTag(object: string, id: unknown, version: unknown): string {
  return `"${object}.${String(id)}.${String(version)}"`;
}

/**
 * The ETag of a details answer: when it answers exactly one record with its id and version (a details
 * answer of several records, or without those fields, has none).
 */
export function detailsETag(action: ActionMeta, envelope: Envelope): string | undefined {
  if (action.kind !== 'details' || envelope.status !== 0 || !action.object) return undefined;
  const rows = envelope.rows;
  if (!Array.isArray(rows) || rows.length !== 1) return undefined;
  const row = rows[0] as Record<string, unknown>;
  if (typeof row?.id !== 'number' || typeof row[RECORD_VERSION] !== 'number') return undefined;
  return recordTag(action.object, row.id, row[RECORD_VERSION]);
}

/** Whether the request's `fields` (a list, one token, or their JSON text) names the version. */
function asksForVersion(fields: unknown): boolean {
  if (typeof fields === 'string') return fields.includes(RECORD_VERSION);
  return Array.isArray(fields) && fields.includes(RECORD_VERSION);
}

/**
 * A `qvd` client's answer without the version its rows carry by default: the original console and CLI
 * never knew the field (their CLI prints every key of a row); a request that names it in `fields` gets it.
 */
export function withoutUnaskedVersions(envelope: Envelope, fields: unknown): Envelope {
  const rows = envelope.rows;
  if (!Array.isArray(rows) || rows.length === 0 || asksForVersion(fields)) return envelope;
  const first = rows[0] as Record<string, unknown> | null;
  if (first === null || typeof first !== 'object' || !(RECORD_VERSION in first)) return envelope;
  return {
    ...envelope,
    rows: rows.map((row) => {
      const { [RECORD_VERSION]: _dropped, ...rest } = row as Record<string, unknown>;
      return rest;
    }),
  };
}
