// What one action answers (runtime/contract/envelope.ts): HTTP 200 with either its success envelope
// `{status: 0, message, total, rows, ...}` — rows built from the object's tokens the action returns —
// or an error envelope `{status, message, additional_info}` whose status is one of the codes the action
// can raise (action-errors.ts). Writes over several records answer 1200 with `failures` (record id →
// its own status) when some of them failed. What a bespoke handler answers besides is the catalog's
// `answer:` key (model.ts): `extra` its top-level members, `rows` one row (answer-rows.ts).

import type { ActionDef, Catalog } from '../../model.js';
import { actionErrorCodes } from '../action-errors.js';
import { writes } from '../action-example.js';
import { rowsKind } from '../answer-rows.js';
import { objectOf, type JsonSchema } from '../argument-schema.js';
import { schemaRef, type JsonObject } from './json-document.js';
import { describedReadSchema, tokenNamed } from './token-schemas.js';

export const rowName = (a: ActionDef) => `${a.name}.row`;
export const responseName = (a: ActionDef) => `${a.name}.response`;
export const errorName = (a: ActionDef) => `${a.name}.error`;

const FAILING_KINDS = new Set(['update', 'delete', 'exec']);

/** Shared envelope parts. */
export function responseComponents(): Record<string, JsonSchema> {
  return {
    Failure: {
      type: 'object',
      description: "One record's failure inside a 1200 answer.",
      required: ['status', 'message'],
      properties: { status: { type: 'integer' }, message: { type: 'string' }, additional_info: { type: 'string' } },
    },
    ValidationFailure: {
      type: 'object',
      description: 'One bad argument, when several are (6230/6240/6330/6410).',
      required: ['code', 'argument', 'detail'],
      properties: { code: { type: 'integer' }, argument: { type: 'string' }, detail: { type: 'string' } },
    },
    Envelope: {
      type: 'object',
      description: 'Every answer: status 0 on success, else a status code with additional_info.',
      required: ['status', 'message'],
      properties: { status: { type: 'integer' }, message: { type: 'string' }, additional_info: { type: 'string' } },
    },
    DryRunOutcome: {
      type: 'object',
      description:
        'What the real call would answer, found by a dry run: its status, message and additional_info (0, 1200 with failures, ' +
        'or its refusal such as 1300 or a duplicate), the total it would answer, and for update, delete and exec actions the records the filters select.',
      required: ['status', 'message', 'total'],
      properties: {
        status: { type: 'integer', description: 'The status the real call would answer.' },
        message: { type: 'string' },
        additional_info: { type: 'string', description: 'Its additional_info, when the status is not 0.' },
        total: { type: 'integer', description: 'The total the real call would answer: the records it would change (or create).' },
        selected: { type: 'integer', description: 'Update, delete and exec actions: how many records the filters select (those changed and those failing).' },
        ids: { type: 'array', items: { type: 'integer' }, maxItems: 1000, description: 'The selected records\' ids, in id order, at most 1000.' },
        ids_truncated: { type: 'boolean', description: 'More records are selected than ids lists.' },
        failures: {
          type: 'object',
          description: 'Record id → the failure the real call would answer for it under 1200 (at most 1000); 6860 for a record the dry run did not reach.',
          additionalProperties: schemaRef('Failure'),
        },
        failures_truncated: { type: 'boolean', description: 'More records would fail than failures lists.' },
        unpredicted: { type: 'integer', description: 'Records the dry run did not rehearse (SVC_DRY_RUN_TIME_LIMIT_MS): 6860 in failures, their outcome unknown.' },
        replayed: { type: 'boolean', description: 'A create whose idempotency key names an answered request: the real call would answer that answer again and make nothing.' },
      },
    },
    DryRunAnswer: {
      type: 'object',
      description: 'What a write called with dry_run true answers when it could be rehearsed: nothing was changed (status 0, total 0, no rows); dry_run is what the call would answer.',
      required: ['status', 'message', 'total', 'rows', 'dry_run'],
      additionalProperties: false,
      properties: {
        status: { type: 'integer', enum: [0] },
        message: { type: 'string' },
        total: { type: 'integer', enum: [0] },
        rows: { type: 'array', items: false },
        dry_run: schemaRef('DryRunOutcome'),
        sid: { type: 'string', description: 'The session the call used.' },
      },
    },
    ErrorEnvelope: {
      type: 'object',
      required: ['status', 'message', 'additional_info'],
      properties: { status: { type: 'integer', minimum: 1 }, message: { type: 'string' }, additional_info: { type: 'string' } },
    },
  };
}

/** Whether the action's rows are records of its object's tokens. */
function hasTokenRows(catalog: Catalog, a: ActionDef): boolean {
  return objectOf(catalog, a) !== undefined && a.fields.length > 0 && rowsKind(a) === 'fields';
}

/** The members a bespoke handler adds to the envelope (the catalog's `answer.extra`), if it says. */
function extraOf(a: ActionDef): JsonObject | undefined {
  const extra = a.kind === 'bespoke' ? a.answer?.extra : undefined;
  return extra !== null && typeof extra === 'object' ? (extra as JsonObject) : undefined;
}

function rowSchema(catalog: Catalog, a: ActionDef): JsonSchema {
  const object = objectOf(catalog, a);
  const properties: Record<string, JsonSchema> = {};
  for (const name of a.fields.map((f) => f.value).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))) {
    const token = tokenNamed(object, name);
    properties[name] = token ? describedReadSchema(token, a.kind === 'state') : {};
  }
  return {
    type: 'object',
    description: 'The tokens asked for in fields (or the default ones) that the caller may see.',
    properties,
    // a custom property's value is text or null; saying so would type the named tokens as text too in
    // generated clients (an index signature covers them), so it is left open
    additionalProperties: object?.propertyKind && a.kind !== 'bespoke' ? { description: 'A custom property asked for in fields: its value as text, or null.' } : false,
  };
}

function rowsSchema(catalog: Catalog, a: ActionDef): JsonSchema {
  switch (rowsKind(a)) {
    case 'ids':
      return { type: 'array', items: { type: 'integer' } };
    case 'created':
      return { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } };
    case 'none':
      // a bespoke write says nothing of its rows beyond this
      return a.kind === 'bespoke' ? { type: 'array', items: { type: 'object' } } : { type: 'array', maxItems: 0 };
    case 'described':
      return { type: 'array', items: a.answer!.rows as JsonSchema };
    default:
      return hasTokenRows(catalog, a) ? { type: 'array', items: schemaRef(rowName(a)) } : { type: 'array', items: { type: 'object' } };
  }
}

function successSchema(catalog: Catalog, a: ActionDef, codes: readonly number[]): JsonObject {
  // a bespoke write that answers per record (job_cancel) says so by its 1200
  const partial = (FAILING_KINDS.has(a.kind) || a.kind === 'bespoke') && codes.includes(1200);
  const properties: Record<string, JsonSchema> = {
    status: { type: 'integer', enum: partial ? [0, 1200] : [0] },
    message: { type: 'string' },
  };
  const required = ['status', 'message'];
  if (rowsKind(a) !== 'absent') {
    properties['total'] = { type: 'integer', description: a.kind === 'create' || FAILING_KINDS.has(a.kind) ? 'Records written.' : 'Rows matching, over all pages.' };
    properties['rows'] = rowsSchema(catalog, a);
    if (a.kind !== 'bespoke') required.push('total', 'rows');
  }
  if (partial) {
    properties['additional_info'] = { type: 'string', description: 'With 1200: how many records failed.' };
    properties['failures'] = { type: 'object', description: 'With 1200: record id → its failure.', additionalProperties: schemaRef('Failure') };
  }
  if (writes(a)) {
    properties['dry_run'] = {
      ...schemaRef('DryRunOutcome'),
      description: 'Only with dry_run true: nothing was changed (status 0, total 0, no rows) and this is what the call would answer.',
    };
  }
  if (a.job) {
    properties['job_id'] = { type: 'integer', description: 'The job the call ran as (job_get_details). With `async` (or over SVC_JOB_SYNC_LIMIT records) the answer comes at once: total 0, no rows, the job going on.' };
  }
  properties['sid'] = { type: 'string', description: 'The session the call used or made.' };
  const schema: JsonObject = { type: 'object', required, properties };
  const extra = extraOf(a);
  if (extra) {
    for (const [name, schema] of Object.entries((extra['properties'] as Record<string, JsonSchema> | undefined) ?? {})) {
      properties[name] = { ...properties[name], ...schema };
    }
    for (const name of (extra['required'] as string[] | undefined) ?? []) if (!required.includes(name)) required.push(name);
    schema['description'] = extra['description'] ?? a.description;
    const open = extra['additionalProperties'];
    // members named by the pattern asked for (acl_count) stay untyped: an index signature would retype
    // status and message in generated clients
    schema['additionalProperties'] = open === undefined || open === false ? false : { description: extra['description'] ?? 'Members named by the request.' };
  }
  return schema;
}

function errorSchema(a: ActionDef, codes: readonly number[]): JsonObject {
  const failing = codes.filter((c) => c !== 1200);
  const job = a.job ? { job_id: { type: 'integer', description: 'The job the call ran as, when the error came after it was recorded (1300, a refused massive ACL).' } } : {};
  return {
    type: 'object',
    description: `An error ${a.name} can answer.`,
    required: ['status', 'message', 'additional_info'],
    properties: {
      status: { type: 'integer', enum: failing },
      message: { type: 'string' },
      additional_info: { type: 'string' },
      failures: { type: 'array', description: 'Every bad argument, when there are several.', items: schemaRef('ValidationFailure') },
      ...job,
    },
  };
}

/**
 * Whether a dry run's answer (status 0, total 0, rows [], dry_run) is one of the action's success answers as
 * its schema states them: not when the answer has no rows and total, or members it always carries
 * (a bespoke answer's required `extra`). The operation then names DryRunAnswer beside it.
 */
export function dryRunFitsSuccess(a: ActionDef): boolean {
  if (!writes(a)) return false;
  const extra = extraOf(a);
  if (!extra) return true;
  return rowsKind(a) !== 'absent' && ((extra['required'] as string[] | undefined) ?? []).length === 0;
}

/** Schemas of one action's answers (row, success, error), by component name. */
export function actionResponseSchemas(catalog: Catalog, a: ActionDef): Record<string, JsonSchema> {
  const codes = actionErrorCodes(catalog, a);
  const out: Record<string, JsonSchema> = {};
  out[errorName(a)] = errorSchema(a, codes);
  out[responseName(a)] = successSchema(catalog, a, codes);
  if (hasTokenRows(catalog, a)) out[rowName(a)] = rowSchema(catalog, a);
  return out;
}
