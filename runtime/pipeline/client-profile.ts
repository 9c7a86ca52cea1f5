// The client profile (SVC_CLIENT_PROFILE, docs/decisions.md "Client profiles"). `spec` (the default)
// speaks the API as generated/docs/ describes it. `qvd` also speaks the dialect of the original platform's console and CLI
// where the two differ: the product's `qvd_` spelling of every `svc_` name (actions, tokens, argument
// and filter keys, row keys), and 3200 rather than 3100 for a request that carries no credentials (the
// console's session probe shows its login page only on 3200). The rule is one prefix for every name the
// catalog spells with `svc_`, so a new catalog name needs no change here.
import { actions, objects } from '../../generated/registry.js';
import { ApiError } from '../errors/api-error.js';
import type { Envelope } from '../contract/envelope.js';
import { propertiesOfKind, propertyTenants } from '../properties/property-scope.js';
import { describeValue } from '../query/filter-ast.js';
import type { ActionMeta, ObjectMeta } from '../support/registry-types.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';

const CLIENT_PREFIX = 'qvd_';
const SPEC_PREFIX = 'svc_';

const toSpecName = (name: string): string => (name.startsWith(CLIENT_PREFIX) ? SPEC_PREFIX + name.slice(CLIENT_PREFIX.length) : name);
const toClientName = (name: string): string => (name.startsWith(SPEC_PREFIX) ? CLIENT_PREFIX + name.slice(SPEC_PREFIX.length) : name);

/** Keys of an object (filters, arguments, order_by) in the spec's spelling, nested operators and `-or` lists included. */
function specKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? toSpecName(v) : specKeys(v)));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(value)) out[toSpecName(k)] = specKeys(v);
  return out;
}

/** Parameters as they arrive, JSON text or already parsed: rewritten only when they parse. */
function specParam(value: unknown): unknown {
  if (typeof value === 'string') {
    if (!value.includes(CLIENT_PREFIX)) return value;
    try {
      return JSON.stringify(specKeys(JSON.parse(value)));
    } catch {
      return value; // left for the parser to refuse with its own message
    }
  }
  return specKeys(value);
}

/** The original server's spellings of the pattern operator (its CLI sends `LIKE`) → the spec's `~`. */
const PATTERN_SPELLINGS: ReadonlySet<string> = new Set(['LIKE', '-LIKE']);
/**
 * Spellings of a negated pattern (SQL's `NOT LIKE`, SQL::Abstract's `-not_like`), which the spec
 * writes `{"-not": {token: {"~": pattern}}}`.
 */
const NEGATED_PATTERN_SPELLINGS: ReadonlySet<string> = new Set(['NOT LIKE', '-NOT_LIKE', 'NOT_LIKE', '!~']);

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const MAX_DEPTH = 40; // deeper than the parser admits (32): it refuses what is left unchanged here

/**
 * One token's condition in the spec's spelling: the comparison object with `LIKE` as `~`, and its
 * negated patterns apart (they become `-not` conditions beside it).
 */
function tokenCondition(token: string, condition: unknown): { kept?: unknown; negated: Record<string, unknown>[] } {
  if (!isPlainObject(condition)) return { kept: condition, negated: [] };
  const comparison: Record<string, unknown> = Object.create(null);
  const negated: Record<string, unknown>[] = [];
  for (const [op, value] of Object.entries(condition)) {
    const upper = op.trim().toUpperCase().replace(/\s+/g, ' ');
    if (NEGATED_PATTERN_SPELLINGS.has(upper)) negated.push({ [token]: { '~': value } });
    else comparison[PATTERN_SPELLINGS.has(upper) ? '~' : op] = value;
  }
  // an empty comparison stays, for the parser to refuse; one holding only negated patterns goes
  return { kept: Object.keys(comparison).length || !negated.length ? comparison : undefined, negated };
}

/** A filter list `[token, value, "-cond", value, {...}, ...]` in the spec's spelling. */
function clientFilterList(list: unknown[], depth: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < list.length; i++) {
    const el = list[i];
    if (typeof el === 'string' && i + 1 < list.length) {
      const value = list[++i];
      if (el.startsWith('-')) {
        out.push(el, clientCondition(el, value, depth + 1));
        continue;
      }
      const { kept, negated } = tokenCondition(el, value);
      if (kept !== undefined) out.push(el, kept);
      for (const n of negated) out.push('-not', n);
    } else out.push(isPlainObject(el) ? clientFilterObject(el, depth + 1) : el);
  }
  return out;
}

/** The value of `-and`, `-or` or `-not`; the original's `-not` list means "none of these holds". */
function clientCondition(key: string, value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const list = clientFilterList(value, depth);
    return key === '-not' ? { '-or': list } : list;
  }
  return isPlainObject(value) ? clientFilterObject(value, depth) : value;
}

/**
 * A filter object in the spec's spelling. A token's negated pattern cannot stay inside its comparison
 * object, so an object holding one becomes the equivalent list `{"-and": [...]}` with a `-not` beside.
 */
function clientFilterObject(filters: Record<string, unknown>, depth = 0): Record<string, unknown> {
  if (depth > MAX_DEPTH) return filters;
  const pairs: unknown[] = [];
  let negatedAny = false;
  for (const [key, value] of Object.entries(filters)) {
    if (key.startsWith('-')) {
      pairs.push(key, clientCondition(key, value, depth + 1));
      continue;
    }
    const { kept, negated } = tokenCondition(key, value);
    if (kept !== undefined) pairs.push(key, kept);
    for (const n of negated) pairs.push('-not', n);
    if (negated.length) negatedAny = true;
  }
  if (negatedAny) return { '-and': pairs };
  const out: Record<string, unknown> = Object.create(null);
  for (let i = 0; i < pairs.length; i += 2) out[pairs[i] as string] = pairs[i + 1];
  return out;
}

/** Filters as they arrive, JSON text or parsed, in the spec's spelling (operators and the `-not` list). */
function specFilters(value: unknown): unknown {
  if (typeof value !== 'string') return isPlainObject(value) ? clientFilterObject(value) : value;
  if (!/like|-not|!~/i.test(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? JSON.stringify(clientFilterObject(parsed)) : value;
  } catch {
    return value;
  }
}

/**
 * Arguments with the original's `tenant` (its CLI's name for the tenant of a new record, an id) as
 * the spec's `tenant_id`; parsed arguments only, and never over a `tenant_id` also given.
 */
function specArguments(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, 'tenant') || Object.hasOwn(value, 'tenant_id')) return value;
  const { tenant, ...rest } = value as Record<string, unknown>;
  return { ...rest, tenant_id: tenant };
}

/** A request of a `qvd` client in the spec's spelling. */
export function specRequest(raw: RawRequest): RawRequest {
  const p = raw.params;
  const action = typeof p.action === 'string' ? p.action : undefined;
  const mapped = action && action.startsWith(CLIENT_PREFIX) && Object.hasOwn(actions, toSpecName(action)) ? toSpecName(action) : action;
  const params: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(p)) {
    params[k] = ['filters', 'arguments', 'fields', 'order_by'].includes(k) ? specParam(v) : v;
  }
  if (params.filters !== undefined) params.filters = specFilters(params.filters);
  if (params.arguments !== undefined) params.arguments = specArguments(typeof params.arguments === 'string' ? parseOrKeep(params.arguments) : params.arguments);
  if (mapped !== undefined) params.action = mapped;
  return { ...raw, params };
}

function parseOrKeep(text: string): unknown {
  if (!text.includes('"tenant"')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text; // left for the parser to refuse with its own message
  }
}

/** The ids of the records of an object that its `<object>_get_list` selects with `filters`, asked as the caller. */
export type IdsOf = (object: string, filters: Record<string, unknown>) => Promise<number[]>;

const isSpecial = (name: string): boolean => name.startsWith('__');

/**
 * The original's update arguments named after custom properties (its CLI's `… set <key>=<value>`,
 * which its server took as a property change when the key named a property of that object kind): each
 * argument the action does not know that names a property of the object's kind the caller can see
 * joins `__properties_changes__.set`. A value given there under the same key wins.
 */
async function propertyKeyArguments(services: Services, caller: Caller, action: ActionMeta, object: ObjectMeta, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const unknown = Object.keys(args).filter((k) => !isSpecial(k) && !Object.hasOwn(action.arguments, k));
  if (!unknown.length || !Object.hasOwn(action.arguments, '__properties_changes__')) return args;
  const kind = object.propertyKind!;
  const defs = await propertiesOfKind(services.db, kind, caller.isSuper ? undefined : propertyTenants(object.tenantScope === 'none' ? null : caller.tenantId, caller));
  const keys = new Set(defs.map((d) => d.key.toLowerCase()));
  const properties = unknown.filter((k) => keys.has(k.trim().toLowerCase()));
  if (!properties.length) return args;
  const out: Record<string, unknown> = { ...args };
  const given = isPlainObject(out.__properties_changes__) ? out.__properties_changes__ : {};
  const set: Record<string, unknown> = {};
  for (const key of properties) {
    set[key] = out[key];
    delete out[key];
  }
  out.__properties_changes__ = { ...given, set: { ...set, ...(isPlainObject(given.set) ? given.set : {}) } };
  return out;
}

/** A refused argument, also as a failure: the original CLI prints failures, not additional_info. */
function refuse(code: number, argument: string, detail: string): never {
  throw new ApiError(code, detail, { failures: [{ code, argument, detail }] });
}

/**
 * The original CLI's references by name on creation (`vm new …, user=<name>, osf=<name>`, as its
 * manual writes them): an argument `X` the action does not know, beside an argument `X_id` it has,
 * where `X` is an object kind, is the id of the one record of that kind with that name the caller can
 * list. None: 7110; several (a superadministrator sees every tenant's): 6330, asking for `X_id`.
 */
async function namedReferences(action: ActionMeta, args: Record<string, unknown>, idsOf: IdsOf): Promise<Record<string, unknown>> {
  let out = args;
  for (const [name, value] of Object.entries(args)) {
    const idArgument = `${name}_id`;
    if (Object.hasOwn(action.arguments, name) || !Object.hasOwn(action.arguments, idArgument) || !Object.hasOwn(objects, name)) continue;
    if (Object.hasOwn(args, idArgument)) continue; // both given: left unknown (6230), never chosen between
    if (typeof value !== 'string' && typeof value !== 'number') refuse(6330, name, `${name} is the name of a ${name}`);
    const ids = await idsOf(name, { name: String(value) });
    if (ids.length === 0) refuse(7110, name, `No ${name} named ${describeValue(String(value), 64)}`);
    if (ids.length > 1) refuse(6330, name, `${ids.length} ${name}s are named ${describeValue(String(value), 64)}; give ${idArgument}`);
    const { [name]: _named, ...rest } = out;
    out = { ...rest, [idArgument]: ids[0] };
  }
  return out;
}

/** Arguments of a `qvd` client's create or update in the spec's form (property keys, names for ids). */
export async function clientArguments(
  services: Services,
  caller: Caller,
  action: ActionMeta,
  object: ObjectMeta | undefined,
  args: Record<string, unknown>,
  idsOf: IdsOf,
): Promise<Record<string, unknown>> {
  args = noTagChangeDropped(ownTenantDropped(caller, args));
  if (action.kind === 'update' && object?.propertyKind) return propertyKeyArguments(services, caller, action, object, args);
  if (action.kind === 'create') return namedReferences(action, args, idsOf);
  return args;
}

/**
 * The console's disk image dialog sends `__tags_changes__` with both lists empty on every edit: no tag
 * change, so it is dropped here (the spec profile answers such a change 6430).
 */
function noTagChangeDropped(args: Record<string, unknown>): Record<string, unknown> {
  const changes = args['__tags_changes__'] as { create?: unknown; delete?: unknown } | undefined;
  const empty = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);
  if (!changes || typeof changes !== 'object' || !empty(changes.create) || !empty(changes.delete)) return args;
  const { __tags_changes__: _none, ...rest } = args;
  return rest;
}

/**
 * The console's property dialog sends a tenant administrator's own `tenant_id`: naming the tenant the
 * record goes to anyway chooses nothing, so it is dropped; any other tenant stays and is refused (4230).
 */
function ownTenantDropped(caller: Caller, args: Record<string, unknown>): Record<string, unknown> {
  if (caller.isSuper || args['tenant_id'] === undefined || Number(args['tenant_id']) !== caller.tenantId) return args;
  const { tenant_id: _own, ...rest } = args;
  return rest;
}

/**
 * The original's `failures`: an object keyed by what failed (a record's id; here also an argument's
 * name), each `{status, message}`; its CLI reads it so and stops on anything else.
 */
function clientFailures(failures: unknown): unknown {
  if (!Array.isArray(failures)) return failures;
  const out: Record<string, unknown> = {};
  for (const f of failures) {
    if (!isPlainObject(f)) continue;
    const key = String(f.argument ?? f.id ?? Object.keys(out).length);
    out[key] ??= { status: f.code ?? f.status, message: f.detail ?? f.message };
  }
  return out;
}

function clientRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[toClientName(k)] = v;
  return out;
}

/**
 * An answer for a `qvd` client: top-level keys and the keys of the rows of its lists (`rows`,
 * current_admin_setup's `views`) in the client's spelling; nothing deeper (custom property keys are the
 * administrators' own names, never renamed).
 */
export function clientEnvelope(envelope: Envelope): Envelope {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(envelope)) out[toClientName(k)] = k === 'failures' ? clientFailures(v) : Array.isArray(v) ? v.map(clientRow) : v;
  return out as Envelope;
}
