// generated/openapi.json: the HTTP side of the API as OpenAPI 3.1, from the catalog. One operation per
// action (`POST /api/actions/<action>`) with its request and answer schemas, ACLs, status codes and an
// example; `/api` itself; the other routes; the security schemes. Served at GET /api/openapi.json.

import { compareText } from '../../diagnostics.js';
import type { EmitContext } from '../emit-context.js';
import { sortedBy } from '../emit-context.js';
import { actionPaths, actionRequestComponent, apiPath } from './action-operations.js';
import { filterComponents } from './filter-schemas.js';
import { jsonDocument, sortedRecord, type JsonObject } from './json-document.js';
import { actionRequestSchemas, requestComponents } from './request-schema.js';
import { actionResponseSchemas, responseComponents } from './response-schema.js';
import { routeComponents, routePaths } from './route-operations.js';
import { WEBHOOK_DESCRIPTION, WEBHOOK_EVENT_SCHEMA, WEBHOOK_HEADERS, webhookEventSchema } from '../webhook-event.js';

/** OpenAPI's `webhooks`: what the server POSTs to a subscription's url (runtime/webhooks/). */
function webhooks(): JsonObject {
  return {
    event: {
      post: {
        operationId: 'webhookEvent',
        tags: ['webhooks'],
        summary: 'An event sent to a webhook subscription',
        description: WEBHOOK_DESCRIPTION,
        security: [],
        parameters: Object.entries(WEBHOOK_HEADERS).map(([name, [description, schema]]) => ({ name, in: 'header', required: true, description, schema })),
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${WEBHOOK_EVENT_SCHEMA}` } } } },
        responses: { '2XX': { description: 'Delivered; the answer\'s body is not read beyond 64 KiB and means nothing.' } },
      },
    },
  };
}

/** The API version /api/info answers as `version.api` (runtime/routes/info.ts). */
export const API_VERSION = '1.2';

/** The ways to authenticate (generated/docs/guides/authentication.md); any one of them, explicit credentials being three parameters together. */
function securitySchemes(): JsonObject {
  return {
    sidCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie /api/login sets.' },
    bearerSid: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <sid>.' },
    bearerApiToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'svca_<43 characters>',
      description: 'Authorization: Bearer <API token> (api_token_create): the only place a token is accepted; it acts as its owner with its ACLs intersected with the owner\'s.',
    },
    sidParameter: { type: 'apiKey', in: 'query', name: 'sid', description: 'The session id as the `sid` parameter (query, form or JSON body).' },
    loginParameter: { type: 'apiKey', in: 'query', name: 'login', description: 'Explicit credentials, with `password` (and `tenant`): query, form or JSON body.' },
    passwordParameter: { type: 'apiKey', in: 'query', name: 'password', description: 'Explicit credentials, with `login`.' },
    tenantParameter: { type: 'apiKey', in: 'query', name: 'tenant', description: 'Explicit credentials: the tenant (multitenant mode; or `login@tenant`).' },
  };
}

const SECURITY = [{ sidCookie: [] }, { bearerSid: [] }, { bearerApiToken: [] }, { sidParameter: [] }, { loginParameter: [], passwordParameter: [], tenantParameter: [] }, { loginParameter: [], passwordParameter: [] }];

export function emitOpenApi(ctx: EmitContext): [string, string] {
  const { catalog } = ctx;
  const paths: Record<string, JsonObject> = { '/api': apiPath(catalog), ...actionPaths(catalog), ...routePaths(catalog) };
  const schemas: Record<string, unknown> = {
    ActionRequest: actionRequestComponent(),
    ...filterComponents(),
    ...requestComponents(),
    ...responseComponents(),
    ...routeComponents(),
    [WEBHOOK_EVENT_SCHEMA]: webhookEventSchema(catalog),
  };
  for (const a of sortedBy(catalog.actions, (x) => x.name)) Object.assign(schemas, actionRequestSchemas(catalog, a), actionResponseSchemas(catalog, a));
  const tags = [
    { name: 'api', description: 'The primary route: any action by name.' },
    ...sortedBy(catalog.families, (f) => f.name).map((f) => ({ name: f.name, description: f.description })),
    { name: 'service', description: 'Facts, health and these documents.' },
    { name: 'sessions', description: 'Opening and ending sessions.' },
  ].sort((a, b) => compareText(a.name, b.name));
  const document: JsonObject = {
    openapi: '3.1.0',
    info: {
      // JSON has no comments: the header every generated file starts with lives here
      'x-generated': ctx.header.replace(/^\/\/ /, ''),
      title: 'svc-admin API',
      version: API_VERSION,
      description:
        'Every answer is an envelope `{status, message, ...}`, HTTP 200 for any API outcome ' +
        '(status 0 on success); each operation lists the statuses it can answer. Live lists and image transfers over WebSocket are described by /api/asyncapi.json.',
    },
    servers: [{ url: '/', description: 'This server.' }],
    tags,
    security: SECURITY,
    paths: sortedRecord(paths),
    webhooks: webhooks(),
    components: { schemas: sortedRecord(schemas), securitySchemes: securitySchemes() },
  };
  return ['openapi.json', jsonDocument(document)];
}
