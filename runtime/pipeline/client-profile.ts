// The client profile (SVC_CLIENT_PROFILE, docs/decisions.md "Client profiles"). `spec` (the default)
// speaks the API as generated/docs/ describes it. `qvd` also speaks the dialect of the original platform's console and CLI
// where the two differ: the product's `qvd_` spelling of every `svc_` name (actions, tokens, argument
// and filter keys, row keys), and 3200 rather than 3100 for a request that carries no credentials (the
// console's session probe shows its login page only on 3200). The rule is one prefix for every name the
// catalog spells with `svc_`, so a new catalog name needs no change here.
import { actions } from '../../generated/registry.js';
import type { Envelope } from '../contract/envelope.js';
import type { RawRequest } from '../contract/context.js';

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
const CLIENT_OPERATORS: Readonly<Record<string, string>> = { LIKE: '~', '-like': '~' };

/** Filters with the client's operator spellings in the spec's: only keys of a token's comparison object. */
function specOperators(filters: unknown): unknown {
  if (filters === null || typeof filters !== 'object' || Array.isArray(filters)) return filters;
  const out: Record<string, unknown> = Object.create(null);
  for (const [token, condition] of Object.entries(filters)) {
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
      out[token] = condition;
      continue;
    }
    const comparison: Record<string, unknown> = Object.create(null);
    for (const [op, value] of Object.entries(condition)) comparison[CLIENT_OPERATORS[op] ?? op] = value;
    out[token] = comparison;
  }
  return out;
}

/** Filters as they arrive, JSON text or parsed, with the client's operator spellings in the spec's. */
function specFilters(value: unknown): unknown {
  if (typeof value !== 'string') return specOperators(value);
  if (!Object.keys(CLIENT_OPERATORS).some((op) => value.includes(op))) return value;
  try {
    return JSON.stringify(specOperators(JSON.parse(value)));
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
  for (const [k, v] of Object.entries(envelope)) out[toClientName(k)] = Array.isArray(v) ? v.map(clientRow) : v;
  return out as Envelope;
}
