// The request path of `/api` (architecture "Request flow"): authenticate, look the action up, validate
// and authorize every part of the call, execute it with the executor of its kind, audit, and answer
// an envelope. Every failure becomes an envelope with its code; nothing escapes as an exception.
import { clientArguments, clientEnvelope, specRequest, type IdsOf } from './client-profile.js';
import { actions, objects, type ActionName, type ObjectName } from '../../generated/registry.js';
import { audit } from '../audit/audit-log.js';
import { authenticate } from '../auth/authenticate.js';
import { databaseApiError, isConnectionError } from '../db/errors.js';
import { databaseFailed } from '../db/availability.js';
import { ApiError } from '../errors/api-error.js';
import { selectRows } from '../executors/select.js';
import { createRecord, deleteRecords, updateRecords } from '../executors/write.js';
import { execTransition } from '../executors/exec.js';
import { bespokeHandlers } from '../handlers/index.js';
import { errorEnvelope, successEnvelope, type Envelope } from '../contract/envelope.js';
import { log } from '../log/logger.js';
import type { ActionMeta, ActionKind, ObjectMeta } from '../support/registry-types.js';
import { unknownTokens, withPropertyTokens } from '../properties/property-tokens.js';
import {
  authorizeAction,
  authorizeArguments,
  authorizeFields,
  authorizeFilters,
  authorizeOrder,
} from '../auth/authorize.js';
import type { ActionContext, ActionResult, Caller, RawRequest, Services } from '../contract/context.js';
import { checkCookieWrite } from './cross-site.js';
import { describeValue } from '../query/filter-ast.js';
import { parseArguments, parseFields, parseFilters, parseOrder, parsePaging } from './parse-request.js';
import { listAclsForClients } from './tiny-list-acls.js';
import { normalizeDateArguments } from './argument-dates.js';
import { detailsETag, expectedVersionsOf, withoutUnaskedVersions } from './record-versions.js';
import { claimIdempotencyKey, hasIdempotencyKey, idempotencyKeyOf, isDefinitiveError, requestHash, type IdempotencyClaim } from './idempotency.js';
import { dryRunRequested, rehearse } from './dry-run.js';
import { asyncRequested, runAsJob } from '../jobs/job-run.js';

type Executor = (ctx: ActionContext) => Promise<ActionResult>;

const executors: Record<Exclude<ActionKind, 'bespoke'>, Executor> = {
  list: selectRows,
  details: selectRows,
  tiny: selectRows,
  all_ids: selectRows,
  state: selectRows,
  create: createRecord,
  update: updateRecords,
  delete: deleteRecords,
  exec: execTransition,
};

const WRITE_KINDS = new Set<ActionKind>(['create', 'update', 'delete', 'exec']);

/** Actions that answer a new session id when called with explicit credentials (generated/docs/guides/authentication.md). */
const SESSION_ACTIONS = new Set(['current_admin_setup']);

export interface ActionOutcome {
  envelope: Envelope;
  /** A session created by this call, to be set as a cookie. */
  newSid?: string;
  /** The administrator the call ran as, once known (access log). */
  adminId?: number;
  /** The ETag of a details answer of one record (runtime/pipeline/record-versions.ts). */
  etag?: string;
}

/** Kinds that only read: in the `qvd` profile these tenant actions answer in single-tenant mode too. */
const READ_KINDS = new Set<ActionKind>(['list', 'details', 'tiny', 'all_ids']);

function lookup(name: unknown, caller: Caller, profile: Services['settings']['clientProfile']): ActionMeta {
  // 4110: no usable name at all; 4100: a name that is not an action (the original server's meaning)
  if (typeof name !== 'string' || !name.trim()) {
    throw new ApiError(4110, name === undefined || name === null || name === '' ? 'No action given' : 'The action must be a name');
  }
  if (!Object.hasOwn(actions, name)) throw new ApiError(4100, `Unknown action: ${describeValue(name, 64)}`);
  const action = actions[name as ActionName] as ActionMeta;
  // the original server read its tenants in single-tenant mode too, and its CLI lists them there
  // (docs/decisions.md "Client profiles"); the spec profile keeps tenants a multitenant-only family
  const readsForClients = profile === 'qvd' && READ_KINDS.has(action.kind);
  if (action.multitenantOnly && !caller.multitenant && !readsForClients) throw new ApiError(4100, `${name} exists in multitenant mode only`);
  return action;
}

async function prepare(services: Services, caller: Caller, declared: ActionMeta, raw: RawRequest): Promise<ActionContext> {
  const { aclNames } = services;
  const p = raw.params;
  const admitting = services.settings.clientProfile === 'qvd' ? { ...declared, acls: listAclsForClients(declared, p.fields) } : declared;
  authorizeAction(caller, admitting, aclNames);
  let action = declared;
  let object = declared.object ? (objects[declared.object as ObjectName] as ObjectMeta) : undefined;
  if (object?.propertyKind && declared.kind !== 'bespoke') {
    const unknown = unknownTokens(declared, p.filters, p.fields, p.order_by);
    if (unknown.length) ({ action, object } = await withPropertyTokens(services, caller, declared, object, unknown));
  }
  const filter = parseFilters(action, object, p.filters);
  authorizeFilters(caller, object, filter.tokens.keys(), aclNames);
  const fields = authorizeFields(caller, action, object, parseFields(action, p.fields), aclNames);
  const order = parseOrder(action, p.order_by);
  authorizeOrder(caller, object, order.map((o) => o.token), aclNames);
  const paging = parsePaging(p, services.settings.maxBlock);
  let given = parseArguments(p.arguments);
  if (services.settings.clientProfile === 'qvd') given = await clientArguments(services, caller, action, object, given, idsAs(services, caller, raw));
  const args = normalizeDateArguments(object, given, services.settings.clientProfile);
  const failures = action.validateArguments(args);
  if (failures.length) {
    const first = failures[0]!;
    throw new ApiError(first.code, first.detail, failures.length > 1 ? { failures } : undefined);
  }
  authorizeArguments(caller, action, args, aclNames);
  return { services, caller, action, object, raw, filter, fields, order, paging, args };
}

/** A name lookup of a `qvd` client's arguments: `<object>_get_list` run as the caller, with its ACLs and scope. */
function idsAs(services: Services, caller: Caller, raw: RawRequest): IdsOf {
  return async (object, filters) => {
    const listed = `${object}_get_list`;
    if (!Object.hasOwn(actions, listed)) return [];
    const ctx = await prepare(services, caller, lookup(listed, caller, services.settings.clientProfile), {
      ...raw,
      params: { action: listed, filters, fields: ['id'] },
    });
    const result = await selectRows(ctx);
    return (result.rows ?? []).map((r) => Number((r as { id: unknown }).id));
  };
}

/** Records a call in the audit log (after it, outside its transaction; never fails the call). */
export function auditCall(
  services: Services,
  caller: Caller,
  action: ActionMeta | string,
  raw: RawRequest,
  status: number,
  result?: Pick<ActionResult, 'objectId' | 'objectName'>,
): void {
  const meta = typeof action === 'string' ? undefined : action;
  void audit(services.db, {
    adminId: caller.adminId,
    adminName: caller.adminName,
    tenantId: caller.tenantId,
    tenantName: caller.tenantName,
    action: meta?.name ?? String(action),
    objectKind: meta?.object ?? null,
    objectId: result?.objectId ?? null,
    objectName: result?.objectName ?? null,
    arguments: { filters: raw.params.filters, arguments: raw.params.arguments },
    status,
    address: raw.address,
    source: sourceOf(raw.params),
    apiToken: caller.apiToken?.name ?? null,
    requestId: raw.requestId,
  });
}

/** Looks the request's action up and validates and authorizes all of it, without running it. */
export async function prepareAction(services: Services, caller: Caller, raw: RawRequest): Promise<ActionContext> {
  return prepare(services, caller, lookup(raw.params.action, caller, services.settings.clientProfile), raw);
}

function sourceOf(params: Record<string, unknown>): string | null {
  const p = params.parameters;
  if (p && typeof p === 'object' && typeof (p as Record<string, unknown>).source === 'string') {
    return (p as Record<string, string>).source;
  }
  return null;
}

export async function runAction(services: Services, raw: RawRequest): Promise<ActionOutcome> {
  if (services.settings.clientProfile === 'qvd') {
    const outcome = await runSpecAction(services, specRequest(raw));
    return { ...outcome, envelope: clientEnvelope(withoutUnaskedVersions(outcome.envelope, raw.params.fields)) };
  }
  return runSpecAction(services, raw);
}

async function runSpecAction(services: Services, raw: RawRequest): Promise<ActionOutcome> {
  let caller: Caller | undefined;
  let action: ActionMeta | undefined;
  const actionName = raw.params.action;
  let claim: IdempotencyClaim | undefined;
  let dryRun = false;
  try {
    caller = await authenticate(services, raw, { createSession: SESSION_ACTIONS.has(String(actionName)) });
    action = lookup(actionName, caller, services.settings.clientProfile);
    const keyed = action.kind === 'create' || Boolean(action.job);
    if (!keyed && hasIdempotencyKey(raw)) throw new ApiError(6230, `${action.name} takes no idempotency key: only create actions and actions that start a job do`);
    const key = keyed ? idempotencyKeyOf(raw) : undefined;
    const wantsAsync = asyncRequested(raw.params, Boolean(action.job));
    if (WRITE_KINDS.has(action.kind) || action.writes) checkCookieWrite(raw, services.settings.corsOrigins);
    dryRun = dryRunRequested(raw, action, WRITE_KINDS.has(action.kind) || Boolean(action.writes));
    const ctx = await prepare(services, caller, action, raw);
    // before the dry run, so that a rehearsal checks the versions as the call would
    ctx.versions = expectedVersionsOf(raw, action, ctx.object);
    if (dryRun) {
      // before any key is claimed, job made or record touched: the rehearsal changes, audits and publishes nothing
      const rehearsed = key === undefined ? undefined : { key, hash: requestHash(action.name, raw.params) };
      return { envelope: await rehearse(ctx, executorOf(action), (e) => toApiError(e, raw.requestId), rehearsed), adminId: caller.adminId };
    }
    if (key !== undefined) {
      // after validation and authorization, as the request itself: a refused request claims no key
      claim = await claimIdempotencyKey(services.db, caller.adminId, key, action.name, requestHash(action.name, raw.params), services.settings.idempotencyWindowSeconds);
      if (claim.replay) {
        const replayed = claim.replay;
        const withSid = claim.replayWithSid && caller.sid;
        claim = undefined;
        return { envelope: withSid ? { ...replayed, sid: caller.sid } : replayed, adminId: caller.adminId };
      }
      const claimed = claim;
      const sid = caller.sid;
      ctx.onCreated = (trx, created) => claimed.finish(successEnvelope(created, sid), trx);
    }
    const run = () => (action!.kind === 'bespoke' ? bespokeHandlers[action!.handler as keyof typeof bespokeHandlers](ctx) : executors[action!.kind as Exclude<ActionKind, 'bespoke'>](ctx));
    // a massive write runs as a job (runtime/jobs/job-run.ts); one answered before its end is audited by its job
    const audited = (status: number, done?: ActionResult) => auditCall(services, caller!, action!, raw, status, done);
    const { result, auditedLater } = action.job ? await runAsJob(ctx, wantsAsync, run, audited) : { result: await run(), auditedLater: false };
    if (!auditedLater && (WRITE_KINDS.has(action.kind) || action.writes)) auditCall(services, caller, action, raw, result.status ?? 0, result);
    const newSid = caller.sid && SESSION_ACTIONS.has(action.name) && caller.sid !== raw.params.sid && caller.sid !== raw.cookieSid && caller.sid !== raw.bearer ? caller.sid : undefined;
    const envelope = successEnvelope(result, caller.sid);
    if (claim) await settleClaim(claim, envelope, raw.requestId);
    return { envelope, newSid, adminId: caller.adminId, etag: detailsETag(action, envelope) };
  } catch (e) {
    const err = toApiError(e, raw.requestId);
    // a dry run refused is audited as a read is: only when authorization refused it
    if (caller && (err.status >= 4200 && err.status < 4300 || (action && !dryRun && (WRITE_KINDS.has(action.kind) || action.writes)))) {
      auditCall(services, caller, action ?? String(actionName ?? ''), raw, err.status);
    }
    const envelope = errorEnvelope(err);
    if (claim) await settleClaim(claim, envelope, raw.requestId);
    return { envelope, adminId: caller?.adminId };
  }
}

/** What runs an action: its kind's executor, or its bespoke handler. */
function executorOf(action: ActionMeta): Executor {
  return action.kind === 'bespoke' ? bespokeHandlers[action.handler as keyof typeof bespokeHandlers] : executors[action.kind];
}

/**
 * Stores a keyed create's answer for its repetitions: a success or a definitive refusal (a duplicate name,
 * a missing record) is answered again; a failure of the server (1xxx, 2xxx: the database away, a time-out)
 * releases the key, so that the retry such a failure calls for runs the request again. A failure to store
 * leaves the claim to its lease and does not change this answer (the record was made).
 */
async function settleClaim(claim: IdempotencyClaim, envelope: Envelope, requestId: string | undefined): Promise<void> {
  try {
    if (envelope.status === 0 || isDefinitiveError(envelope.status)) await claim.finish(envelope);
    else await claim.release();
  } catch (e) {
    log.warn('idempotency key not settled', { ...(requestId ? { request_id: requestId } : {}), error: String((e as Error)?.message ?? e) });
  }
}

/**
 * A read action for a caller already authenticated (the live lists re-run their action this way, with
 * the caller their session resolves to at each push): the same lookup, validation, ACLs and executor
 * as `/api`, answering the envelope, or an error envelope.
 */
export async function runReadAs(services: Services, caller: Caller, raw: RawRequest): Promise<Envelope> {
  if (services.settings.clientProfile === 'qvd') return clientEnvelope(withoutUnaskedVersions(await runReadAsSpec(services, caller, specRequest(raw)), raw.params.fields));
  return runReadAsSpec(services, caller, raw);
}

async function runReadAsSpec(services: Services, caller: Caller, raw: RawRequest): Promise<Envelope> {
  try {
    const action = lookup(raw.params.action, caller, services.settings.clientProfile);
    if (WRITE_KINDS.has(action.kind) || action.writes) throw new ApiError(4100, `${action.name} changes data and cannot be watched`);
    const ctx = await prepare(services, caller, action, raw);
    const result = action.kind === 'bespoke' ? await bespokeHandlers[action.handler as keyof typeof bespokeHandlers](ctx) : await executors[action.kind](ctx);
    return successEnvelope(result, undefined);
  } catch (e) {
    return errorEnvelope(toApiError(e, raw.requestId));
  }
}

/** Any failure as an API error; an unexpected one is logged (with the request's id when known) as 1100. */
export function toApiError(e: unknown, requestId?: string): ApiError {
  if (e instanceof ApiError) return e;
  if (isConnectionError(e)) databaseFailed(e); // the log says once that the database went, and once that it came back
  const known = databaseApiError(e);
  if (known) {
    const detail = { ...(requestId ? { request_id: requestId } : {}), error: String((e as Error)?.message ?? e) };
    if (known.status === 2120) log.error('database storage full', detail);
    if (known.status === 2110) log.warn('statement stopped at the time limit', detail);
    return known;
  }
  log.error('internal error', { ...(requestId ? { request_id: requestId } : {}), error: String((e as Error)?.stack ?? e) });
  return new ApiError(1100);
}
