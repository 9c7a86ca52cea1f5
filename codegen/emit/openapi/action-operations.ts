// The operations of the actions: `POST /api/actions/<action>` for each (operationId = the action's
// name, tagged with its family), and `/api` itself (GET and POST), the primary route, where the
// `action` parameter names the action and the other parameters are those of that action.

import type { ActionDef, Catalog } from '../../model.js';
import { answersETag, takesRecordVersions } from '../record-versions.js';
import { actionErrorCodes } from '../action-errors.js';
import { renderExamples, writes, type RenderedExample } from '../action-example.js';
import { sortedBy } from '../emit-context.js';
import { schemaRef, type JsonObject } from './json-document.js';
import { operationDescription } from './operation-description.js';
import { requestName } from './request-schema.js';
import { dryRunFitsSuccess, errorName, responseName } from './response-schema.js';

export const ACTION_PATH_PREFIX = '/api/actions/';

/** A form carries the same parameters, each as text: filters, fields, order_by and arguments as JSON text. */
const FORM = { type: 'object', description: 'The same parameters as text; filters, fields, order_by and arguments as JSON text.', additionalProperties: { type: 'string' } };

/** The 413 answer of a body over SVC_MAX_BODY, on every route that reads one. */
export const TOO_LARGE = { description: 'Body over SVC_MAX_BODY (status 6100).', content: { 'application/json': { schema: schemaRef('ErrorEnvelope') } } };

/** The header a create may carry instead of the idempotency_key parameter (runtime/pipeline/idempotency.ts). */
const IDEMPOTENCY_HEADER: JsonObject = { name: 'Idempotency-Key', in: 'header', required: false, description: 'The idempotency_key parameter as a header (create actions and actions that start a job only; both given: the same).', schema: schemaRef('IdempotencyKey') };

/** The header a versioned write may carry instead of the if_record_version parameter (runtime/pipeline/record-versions.ts). */
const IF_MATCH_HEADER: JsonObject = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The if_record_version parameter as entity tags: the ETag of each record\'s details ("<object>.<id>.<record_version>"), comma-separated, or * (no condition); strong tags only. Both given: the same.',
  schema: { type: 'string' },
};
/** The ETag of a details answer of one record. */
const ETAG_HEADER: JsonObject = {
  description: 'The record\'s entity tag, "<object>.<id>.<record_version>", when the answer holds exactly one record with its id and record_version.',
  schema: { type: 'string' },
};

/** The example of each action: its first successful step of the example sequence (catalog/examples.yaml),
 * else its first step; the same request and answer the reference shows and the test suite replays. */
function examplesByAction(catalog: Catalog): Map<string, RenderedExample> {
  const out = new Map<string, RenderedExample>();
  const steps = renderExamples(catalog);
  for (const step of steps) if (step.status === 0 && !out.has(step.action)) out.set(step.action, step);
  // an action whose every step shows an error (the sequence says why) shows that error
  for (const step of steps) if (!out.has(step.action)) out.set(step.action, step);
  return out;
}

function actionOperation(catalog: Catalog, a: ActionDef, example: RenderedExample | undefined): JsonObject {
  const requestContent: JsonObject = { schema: schemaRef(requestName(a)) };
  if (example !== undefined) requestContent['example'] = { sid: '<sid>', ...example.parameters };
  const codes = actionErrorCodes(catalog, a);
  return {
    operationId: a.name,
    tags: [a.family],
    summary: a.description ? a.description.split(/(?<=\.)\s/)[0] : `${a.name} (${a.kind})`,
    description: operationDescription(catalog, a),
    'x-acls': a.acls.map((x) => x.value),
    'x-status-codes': codes,
    ...(a.kind === 'create' || a.job || takesRecordVersions(catalog, a)
      ? { parameters: [...(a.kind === 'create' || a.job ? [IDEMPOTENCY_HEADER] : []), ...(takesRecordVersions(catalog, a) ? [IF_MATCH_HEADER] : [])] }
      : {}),
    requestBody: {
      // a body is needed when the action has mandatory filters or arguments
      required: a.mandatoryFilters.length > 0 || a.mandatoryFilterOneOf.length > 0 || a.arguments.some((arg) => arg.mandatory),
      content: {
        'application/json': requestContent,
        'application/x-www-form-urlencoded': { schema: FORM },
      },
    },
    responses: {
      '200': {
        description: writes(a)
          ? 'The envelope: success, or one of the errors the action can raise; with dry_run true, a success with status 0, total 0, no rows and dry_run (DryRunAnswer): nothing changed, dry_run says what the call would answer.'
          : 'The envelope: success, or one of the errors the action can raise.',
        ...(answersETag(catalog, a) ? { headers: { ETag: ETAG_HEADER } } : {}),
        content: {
          'application/json': {
            // a write called with dry_run true answers what it would do instead of doing it
            schema: { anyOf: [schemaRef(responseName(a)), ...(writes(a) && !dryRunFitsSuccess(a) ? [schemaRef('DryRunAnswer')] : []), schemaRef(errorName(a))] },
            ...(example !== undefined ? { example: example.response } : {}),
          },
        },
      },
      '413': TOO_LARGE,
    },
  };
}

/** Path item of every action, keyed by path. */
export function actionPaths(catalog: Catalog): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const examples = examplesByAction(catalog);
  for (const a of sortedBy(catalog.actions, (x) => x.name)) out[`${ACTION_PATH_PREFIX}${a.name}`] = { post: actionOperation(catalog, a, examples.get(a.name)) };
  return out;
}

/** The query parameters of `GET /api`; JSON values travel as JSON text. */
function apiQueryParameters(catalog: Catalog): JsonObject[] {
  const names = sortedBy(catalog.actions, (a) => a.name).map((a) => a.name);
  const json = (name: string, description: string): JsonObject => ({ name, in: 'query', description, content: { 'application/json': { schema: {} } } });
  const text = (name: string, description: string, required = false): JsonObject => ({ name, in: 'query', required, description, schema: { type: 'string' } });
  return [
    { name: 'action', in: 'query', required: true, description: 'The action to run (4110 when missing, 4100 when unknown).', schema: { type: 'string', enum: names } },
    text('sid', 'Session id (or the cookie, or a bearer).'),
    text('login', 'Explicit credentials: administrator name.'),
    text('password', 'Explicit credentials: password.'),
    text('tenant', 'Explicit credentials: tenant name.'),
    json('filters', "The action's filters (its `<action>.filters` schema)."),
    json('fields', 'Tokens each row holds.'),
    json('order_by', 'A token, a list, or {field, order}.'),
    json('arguments', "The action's arguments (its `<action>.arguments` schema)."),
    text('if_record_version', 'Update, delete and exec actions of versioned records: the version (or JSON object of record id to version) each selected record must still hold; see the RecordVersions schema.'),
    text('idempotency_key', 'Create actions and actions that start a job: the request\'s idempotency key (or the Idempotency-Key header); see the IdempotencyKey schema.'),
    text('dry_run', 'Actions that change data: true rehearses the call and changes nothing; see the DryRun and DryRunOutcome schemas.'),
    text('async', 'Actions that start a job: true (or 1) answers the job at once, its work going on after the answer; see the Async schema.'),
    text('offset', '1-based page.'),
    text('block', 'Rows per page.'),
  ];
}

export function apiPath(catalog: Catalog): JsonObject {
  const description =
    'The primary route: every action, named by `action`, with its parameters in the query string, a form, or a JSON object body ' +
    '(the body wins). Each action is documented as `POST /api/actions/<action>`, which takes the same parameters and answers the same envelope.';
  const answer = {
    '200': { description: "The action's envelope (see its /api/actions operation).", content: { 'application/json': { schema: schemaRef('Envelope') } } },
    '413': TOO_LARGE,
  };
  return {
    get: { operationId: 'api_get', tags: ['api'], summary: 'Run an action (query string).', description, parameters: [...apiQueryParameters(catalog), IDEMPOTENCY_HEADER, IF_MATCH_HEADER], responses: answer },
    post: {
      operationId: 'api_post',
      tags: ['api'],
      summary: 'Run an action (body).',
      description,
      parameters: [{ ...apiQueryParameters(catalog)[0]!, required: false, description: 'The action to run, unless the body names it.' }, IDEMPOTENCY_HEADER, IF_MATCH_HEADER],
      requestBody: {
        content: {
          'application/json': { schema: schemaRef('ActionRequest') },
          'application/x-www-form-urlencoded': { schema: FORM },
          'multipart/form-data': { schema: FORM },
        },
      },
      responses: answer,
    },
  };
}

/** Any action's parameters, loosely: each action's own request schema says what it takes. */
export function actionRequestComponent(): JsonObject {
  return {
    type: 'object',
    properties: {
      action: { type: 'string', description: 'The action (the query parameter of the same name also counts).' },
      sid: { type: 'string' },
      login: { type: 'string' },
      password: { type: 'string' },
      tenant: { type: 'string' },
      filters: { type: 'object' },
      fields: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      order_by: {},
      arguments: { type: 'object' },
      offset: schemaRef('Paging'),
      block: schemaRef('Paging'),
      idempotency_key: schemaRef('IdempotencyKey'),
      dry_run: schemaRef('DryRun'),
      if_record_version: schemaRef('RecordVersions'),
      async: schemaRef('Async'),
      parameters: schemaRef('Source'),
    },
  };
}
