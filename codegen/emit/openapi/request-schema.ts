// The parameters of one action (generated/docs/guides/requests.md, runtime/pipeline/parse-request.ts), as the JSON body of
// `POST /api/actions/<action>` and of `POST /api`: credentials, filters, fields, order_by, arguments,
// paging. Only what the action accepts is listed: a list of fields or order tokens is the action's own,
// its arguments those of argument-schema.ts (the schema its validator is compiled from).

import type { ActionDef, Catalog } from '../../model.js';
import { writes } from '../action-example.js';
import { argumentsSchema, objectOf, type JsonSchema } from '../argument-schema.js';
import { actionFiltersSchema } from './filter-schemas.js';
import { schemaRef, type JsonObject } from './json-document.js';
import { takesRecordVersions } from '../record-versions.js';

/** Kinds that answer a page of rows (offset/block apply). */
const PAGED_KINDS = new Set(['list', 'details', 'tiny', 'all_ids', 'state']);

export const requestName = (a: ActionDef) => `${a.name}.request`;
export const filtersName = (a: ActionDef) => `${a.name}.filters`;
export const argumentsName = (a: ActionDef) => `${a.name}.arguments`;

/** Shared parameter schemas every request may carry. */
export function requestComponents(): Record<string, JsonSchema> {
  return {
    OrderDirection: { type: 'string', enum: ['-asc', '-desc'], default: '-asc' },
    Paging: {
      description: 'offset: 1-based page; block: rows per page (none or 0: up to SVC_MAX_BLOCK). A whole number or its text (6310 otherwise).',
      anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\s*[0-9]+\\s*$' }],
    },
    IdempotencyKey: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[!-~]+$',
      description:
        'Create actions and actions that start a job: a key of the client for this request (a UUID, say), or the Idempotency-Key header. The same administrator sending the key again with the same ' +
        'action, filters and arguments within SVC_IDEMPOTENCY_WINDOW gets the first answer again and nothing is made; with another request 6710; while the first ' +
        'has not answered 6720; malformed 6700. Other actions refuse it (6230).',
    },
    DryRun: {
      description:
        'Actions that change data: true (or 1, or their text) rehearses the call and changes nothing: it is authorized, validated and selects as the real call, ' +
        'runs inside a transaction that is rolled back, audits and publishes nothing, and answers status 0 with `dry_run` (DryRunOutcome), what the real call would answer. ' +
        'false or 0: the real call. Any other value 6850; actions that change nothing refuse a dry run (6230).',
      anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }, { type: 'string', enum: ['true', 'false', '1', '0'] }],
    },
    RecordVersions: {
      description:
        'Update, delete and exec actions of versioned records: a whole number, the version the one selected record must still hold, or an object of record id to ' +
        'version (at most 10000). A record changed since answers 6900 inside 1200 and nothing of it changes; a selected record the object does not name, 6910; ' +
        'one number for several records, 6930; malformed, 6920. The If-Match header says the same with the records\' ETags. Other actions refuse it (6230).',
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 2147483647 },
        { type: 'object', minProperties: 1, maxProperties: 10000, propertyNames: { pattern: '^[0-9]+$' }, additionalProperties: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      ],
    },
    Async: {
      anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }, { type: 'string', enum: ['true', 'false', '1', '0'] }],
      description:
        'Actions that start a job (massive updates, deletes and state changes): true answers as soon as the records are selected, with the job (`job_id`, ' +
        'total 0 and no rows); the work goes on and job_get_details (or a watch of it) follows it. Without it a job of at most SVC_JOB_SYNC_LIMIT ' +
        'records answers when done, as before, with `job_id` beside. Other actions refuse it (6800).',
    },
    Source: {
      type: 'object',
      description: 'Free details of the call, `source` naming the client in the audit log.',
      properties: { source: { type: 'string' } },
    },
  };
}

/** The credentials parameters: a session id, or login/password/tenant (generated/docs/guides/authentication.md). */
export function credentialProperties(): Record<string, JsonSchema> {
  return {
    sid: { type: 'string', description: 'Session id from /api/login (or the `sid` cookie, or `Authorization: Bearer <sid>`).' },
    login: { type: 'string', description: 'Explicit credentials: administrator name (`name@tenant` also names the tenant).' },
    password: { type: 'string', description: 'Explicit credentials: password.' },
    tenant: { type: 'string', description: 'Explicit credentials: tenant name (multitenant mode; `*` for superadministrators).' },
    totp: { type: 'string', description: 'Explicit credentials of an administrator with two-factor authentication: a current code of its app or a recovery code (3210 without, 3220 when wrong or used).' },
  };
}

function tokenList(names: readonly string[], openEnded: boolean): JsonSchema {
  const known = { type: 'string', enum: [...names] };
  return openEnded ? { anyOf: [known, { type: 'string', description: 'A custom property of the object, by name.' }] } : known;
}

/** Schemas of one action's request (the body, its filters and arguments), by component name. */
export function actionRequestSchemas(catalog: Catalog, a: ActionDef): Record<string, JsonSchema> {
  const object = objectOf(catalog, a);
  const openEnded = object?.propertyKind !== undefined && a.kind !== 'bespoke';
  const out: Record<string, JsonSchema> = {};
  const properties: Record<string, JsonSchema> = { ...credentialProperties() };
  const required: string[] = [];
  if (a.filters.length > 0) {
    out[filtersName(a)] = actionFiltersSchema(a, object, filtersName(a));
    properties['filters'] = schemaRef(filtersName(a));
    if (a.mandatoryFilters.length > 0 || a.mandatoryFilterOneOf.length > 0) required.push('filters');
  }
  if (a.fields.length > 0) {
    const defaults = (a.defaultFields ?? a.fields).map((f) => f.value);
    properties['fields'] = {
      type: 'array',
      items: tokenList(a.fields.map((f) => f.value), openEnded),
      description: `Tokens each row holds; without it: ${defaults.join(', ')} (those the caller may see).`,
    };
  }
  if (a.orderBy.length > 0) {
    const token = tokenList(a.orderBy.map((f) => f.value), openEnded);
    const tokens = { anyOf: [token, { type: 'array', items: token }] };
    properties['order_by'] = {
      description: 'A token, a list of tokens, or {field, order}; ascending unless order is -desc.',
      anyOf: [token, { type: 'array', items: token }, { type: 'object', additionalProperties: false, properties: { field: tokens, order: schemaRef('OrderDirection') } }],
    };
  }
  if (a.arguments.length > 0) {
    out[argumentsName(a)] = argumentsSchema(catalog, a);
    properties['arguments'] = schemaRef(argumentsName(a));
    if (a.arguments.some((arg) => arg.mandatory)) required.push('arguments');
  }
  if (PAGED_KINDS.has(a.kind) || (a.kind === 'bespoke' && a.fields.length > 0)) {
    properties['offset'] = schemaRef('Paging');
    properties['block'] = schemaRef('Paging');
  }
  if (a.kind === 'create' || a.job) properties['idempotency_key'] = schemaRef('IdempotencyKey');
  if (writes(a)) properties['dry_run'] = schemaRef('DryRun');
  if (takesRecordVersions(catalog, a)) properties['if_record_version'] = schemaRef('RecordVersions');
  if (a.job) properties['async'] = schemaRef('Async');
  properties['parameters'] = schemaRef('Source');
  const body: JsonObject = { type: 'object', additionalProperties: false, properties };
  if (required.length > 0) body['required'] = required;
  out[requestName(a)] = body;
  return out;
}
