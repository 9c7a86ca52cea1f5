// The routes besides the actions (generated/docs/routes.md, runtime/server.ts): /api/info,
// /api/login, /api/logout, /api/oidc/start and /api/oidc/callback, /api/di/upload, /api/log/export, /healthz, /readyz, and the two documents themselves. The
// WebSocket routes are the AsyncAPI document's.

import type { Catalog } from '../../model.js';
import { routeCodes } from '../emit-routes-doc.js';
import { schemaRef, type JsonObject } from './json-document.js';
import { TOO_LARGE } from './action-operations.js';
import { credentialProperties } from './request-schema.js';
import { responseName, rowName } from './response-schema.js';

const PUBLIC: JsonObject[] = [];

function json(schema: JsonObject, description: string): JsonObject {
  return { description, content: { 'application/json': { schema } } };
}

function codesText(catalog: Catalog, codes: readonly number[]): string {
  const messages = new Map(catalog.errors.map((e) => [e.code, e.message]));
  return `Status codes: ${codes.map((c) => `${c} (${messages.get(c)})`).join(', ')}.`;
}

function errorsOf(codes: readonly number[]): JsonObject {
  return { type: 'object', required: ['status', 'message', 'additional_info'], properties: { status: { type: 'integer', enum: [...codes] }, message: { type: 'string' }, additional_info: { type: 'string' } } };
}

/** Components these routes answer with. */
export function routeComponents(): Record<string, JsonObject> {
  return {
    Info: {
      type: 'object',
      required: ['status', 'message', 'server_datetime', 'multitenant', 'version', 'hypervisor', 'auth', 'public_configuration'],
      properties: {
        status: { type: 'integer', enum: [0] },
        message: { type: 'string' },
        server_datetime: { type: 'string' },
        multitenant: { type: 'string', enum: ['0', '1'] },
        version: {
          type: 'object',
          required: ['api', 'database', 'server'],
          properties: { api: { type: 'string' }, database: { type: 'string' }, server: { type: 'string' } },
        },
        hypervisor: { type: 'string', description: 'The driver of the virtual machines\' life cycle (SVC_HYPERVISOR).' },
        auth: { type: 'object', properties: { separators: { type: 'array', items: { type: 'string' } } } },
        public_configuration: { type: 'object', description: 'The public configuration tokens `api.public.a.b`, nested as {a: {b: value}}.' },
      },
    },
    Success: { type: 'object', required: ['status', 'message'], properties: { status: { type: 'integer', enum: [0] }, message: { type: 'string' } } },
  };
}

export function routePaths(catalog: Catalog): Record<string, JsonObject> {
  const sessionCodes = routeCodes(catalog, 'sessions');
  const uploadCodes = routeCodes(catalog, 'upload');
  const transferCodes = routeCodes(catalog, 'transfer-requests');
  /** POST /api/di/staging and /api/di/download: di_create's parameters (the download's url too), one answer. */
  const transferOperation = (operationId: string, summary: string, withUrl: boolean): JsonObject => ({
    post: {
      operationId,
      tags: ['dis'],
      summary,
      description:
        "The transfer of the WebSocket route as one request (the original console's way): di_create's parameters in the query or the body, " +
        "credentials as on /api; the answer is di_create's envelope once the image is in place. A client that goes away cancels it and " +
        `nothing is left. ${codesText(catalog, transferCodes)}`,
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: withUrl ? ['arguments', 'url'] : ['arguments'],
              properties: {
                ...credentialProperties(),
                action: { type: 'string', enum: ['di_create'] },
                arguments: di ? schemaRef(`${di.name}.arguments`) : { type: 'object' },
                ...(withUrl ? { url: { type: 'string', description: 'The image\'s http or https address, as JSON text (a quoted string).' } } : {}),
              },
            },
          },
        },
      },
      responses: { '200': json({ anyOf: [di ? schemaRef(responseName(di)) : schemaRef('Envelope'), errorsOf(transferCodes), schemaRef('ErrorEnvelope')] }, "di_create's envelope."), '413': TOO_LARGE },
    },
  });
  const di = catalog.actions.find((a) => a.name === 'di_create');
  const infoOperation = (method: string): JsonObject => ({
    operationId: `info_${method}`,
    tags: ['service'],
    summary: 'Public facts about this server and its public configuration.',
    security: PUBLIC,
    responses: { '200': json(schemaRef('Info'), 'Always answered, without credentials.') },
  });
  const document = (name: string, what: string): JsonObject => ({
    get: {
      operationId: `${name}_document`,
      tags: ['service'],
      summary: `This API's ${what} document, as generated from the catalog.`,
      security: PUBLIC,
      responses: { '200': json({ type: 'object' }, `The ${what} document.`) },
    },
  });
  const login = {
    type: 'object',
    required: ['login', 'password'],
    properties: {
      login: credentialProperties()['login'],
      password: credentialProperties()['password'],
      tenant: credentialProperties()['tenant'],
      totp: credentialProperties()['totp'],
    },
  };
  const oidcCodes = routeCodes(catalog, 'oidc');
  const oidcStart: JsonObject = {
    get: {
      operationId: 'oidc_start',
      tags: ['sessions'],
      summary: "Start a sign-in with the tenant's OpenID provider.",
      description:
        "Answers 302 to the provider's authorization URL (authorization code flow, PKCE S256, state, nonce); in mode cookie also sets the cookie " +
        `\`svc_oidc\` (HttpOnly, SameSite=Lax, Path=/api/oidc) that ties the sign-in to the browser. ${codesText(catalog, oidcCodes)}`,
      security: PUBLIC,
      parameters: [
        { name: 'tenant', in: 'query', description: "The tenant's name (not needed in single-tenant mode).", schema: { type: 'string' } },
        { name: 'return', in: 'query', description: 'A path of this server the console is sent back to (default /).', schema: { type: 'string', pattern: '^/(?![/\\\\])' } },
        { name: 'mode', in: 'query', description: 'cookie: the console (a cookie and a redirect); json: the sid in the callback\'s answer.', schema: { type: 'string', enum: ['cookie', 'json'], default: 'cookie' } },
      ],
      responses: {
        '302': {
          description: "To the provider's authorization URL.",
          headers: {
            Location: { description: "The provider's authorization URL.", schema: { type: 'string', format: 'uri' } },
            'Set-Cookie': { description: 'svc_oidc=<binding>; HttpOnly; SameSite=Lax; Path=/api/oidc; Max-Age=600 (mode cookie)', schema: { type: 'string' } },
          },
          content: {
            'application/json': {
              schema: { type: 'object', required: ['status', 'message', 'location'], properties: { status: { type: 'integer', enum: [0] }, message: { type: 'string' }, location: { type: 'string', format: 'uri' } } },
            },
          },
        },
        '200': json(errorsOf(oidcCodes), 'Why not.'),
        '405': json(errorsOf([4100]), 'A method other than GET (a HEAD would start a sign-in).'),
      },
    },
  };
  const oidcCallback: JsonObject = {
    get: {
      operationId: 'oidc_callback',
      tags: ['sessions'],
      summary: 'Complete a sign-in: where the OpenID provider sends the browser back.',
      description:
        'Exchanges the code, verifies the ID token (signature with the provider\'s keys, issuer, audience, expiry, nonce), provisions or updates ' +
        'the administrator with the roles the mapping grants and opens a session: in mode cookie the cookie `sid` and a 303 to `return`; in mode ' +
        `json the sid in the answer. Each sign-in completes once. ${codesText(catalog, oidcCodes)}`,
      security: PUBLIC,
      parameters: [
        { name: 'state', in: 'query', required: true, description: 'The state of the sign-in, as the provider gives it back.', schema: { type: 'string' } },
        { name: 'code', in: 'query', description: 'The authorization code.', schema: { type: 'string' } },
        { name: 'iss', in: 'query', description: 'The issuer (RFC 9207), when the provider sends it.', schema: { type: 'string' } },
        { name: 'error', in: 'query', description: "The provider's refusal (answered as 3630).", schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'Mode json: the session; or why not (either mode).',
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  { type: 'object', required: ['status', 'message', 'sid'], properties: { status: { type: 'integer', enum: [0] }, message: { type: 'string' }, sid: { type: 'string' } } },
                  errorsOf(oidcCodes),
                ],
              },
            },
          },
        },
        '303': {
          description: 'Mode cookie: signed in, back to `return`.',
          headers: {
            Location: { description: 'The start\'s `return`.', schema: { type: 'string' } },
            'Set-Cookie': { description: 'sid=<sid>; HttpOnly; SameSite=Lax; Path=/api; Max-Age=<SVC_SESSION_TTL>', schema: { type: 'string' } },
          },
          content: { 'application/json': { schema: schemaRef('Success') } },
        },
        '405': json(errorsOf([4100]), 'A method other than GET (a HEAD would spend the sign-in).'),
      },
    },
  };
  const exportCodes = routeCodes(catalog, 'log-export');
  const logList = catalog.actions.find((a) => a.name === 'log_get_list');
  /** GET and POST /api/log/export: log_get_list's filters and fields, every entry streamed oldest first. */
  const exportOperation = (method: 'get' | 'post'): JsonObject => {
    const properties: JsonObject = {
      ...credentialProperties(),
      format: { type: 'string', enum: ['ndjson', 'csv'], default: 'ndjson', description: 'NDJSON (one JSON object per line) or CSV (a header line, RFC 4180 quoting, formula-safe text cells).' },
      filters: { type: 'string', description: "log_get_list's filters, as JSON text (the query) or a JSON object (the body)." },
      fields: { type: 'string', description: "log_get_list's fields, as JSON text (the query) or an array (the body)." },
    };
    const operation: JsonObject = {
      operationId: `log_export_${method}`,
      tags: ['log'],
      summary: 'The audit log selected by filters, streamed as NDJSON or CSV, oldest entry first.',
      description:
        "Runs log_get_list for the caller in id-ordered batches (its ACLs, tenant scope, visible fields and filter checks), reading each batch " +
        'only once the client took the previous one: memory stays flat whatever the size of the log. order_by, offset and block are not taken. ' +
        `A refused request answers the error envelope and streams nothing. ${codesText(catalog, exportCodes)}`,
      responses: {
        '200': {
          description: 'The entries (as log_get_list rows), or the error envelope when refused (application/json).',
          content: {
            'application/x-ndjson': { schema: logList ? schemaRef(rowName(logList)) : { type: 'object' } },
            'text/csv': { schema: { type: 'string' } },
            'application/json': { schema: { anyOf: [errorsOf(exportCodes), schemaRef('ErrorEnvelope')] } },
          },
        },
        '429': json(errorsOf([6951]), 'As many exports as the process allows are running (6951).'),
      },
    };
    if (method === 'get') {
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', schema }));
    } else {
      operation.requestBody = { content: { 'application/json': { schema: { type: 'object', properties } }, 'application/x-www-form-urlencoded': { schema: { type: 'object', properties } } } };
      operation.responses = { ...(operation.responses as JsonObject), '413': TOO_LARGE };
    }
    return operation;
  };
  const paths: Record<string, JsonObject> = {
    '/api/info': { get: infoOperation('get'), post: infoOperation('post') },
    '/api/login': {
      post: {
        operationId: 'login',
        tags: ['sessions'],
        summary: 'Open a session.',
        description: `Answers the session id and sets it as the cookie \`sid\` (HttpOnly, SameSite=Lax, Path=/api). ${codesText(catalog, sessionCodes)}`,
        security: PUBLIC,
        requestBody: { required: true, content: { 'application/json': { schema: login }, 'application/x-www-form-urlencoded': { schema: login } } },
        responses: {
          '200': {
            description: 'The session, or why not.',
            headers: { 'Set-Cookie': { description: 'sid=<sid>; HttpOnly; SameSite=Lax; Path=/api; Max-Age=<SVC_SESSION_TTL>', schema: { type: 'string' } } },
            content: {
              'application/json': {
                schema: {
                  anyOf: [
                    { type: 'object', required: ['status', 'message', 'sid'], properties: { status: { type: 'integer', enum: [0] }, message: { type: 'string' }, sid: { type: 'string' } } },
                    errorsOf(sessionCodes),
                  ],
                },
              },
            },
          },
          '413': TOO_LARGE,
        },
      },
    },
    '/api/logout': {
      post: {
        operationId: 'logout',
        tags: ['sessions'],
        summary: 'End the session.',
        description: `Ends the session named by the \`sid\` parameter, the cookie or the bearer, and clears the cookie. ${codesText(catalog, sessionCodes)}`,
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { sid: credentialProperties()['sid'] } } } } },
        responses: { '200': json({ anyOf: [schemaRef('Success'), errorsOf(sessionCodes)] }, 'Done, or why not.'), '413': TOO_LARGE },
      },
    },
    '/api/oidc/start': oidcStart,
    '/api/oidc/callback': oidcCallback,
    '/api/di/upload': {
      post: {
        operationId: 'di_upload',
        tags: ['dis'],
        summary: 'Upload a disk image (di_create with the file).',
        description:
          "A multipart form with the image in the part `file` and di_create's `arguments` (JSON text) in the query or a form field; " +
          'credentials as on /api, before the file part (query, cookie, Bearer, or fields before it): nothing is stored before the caller is ' +
          'authenticated and holds di_create, and a refusal then is answered at once and the connection closed. ' +
          'The arguments are checked before the file is stored when they come first. Answers di_create\'s envelope; ' +
          `a refused or aborted upload leaves no record and no file. ${codesText(catalog, uploadCodes)}`,
        parameters: [{ name: 'arguments', in: 'query', description: "di_create's arguments.", content: { 'application/json': { schema: di ? schemaRef(`${di.name}.arguments`) : { type: 'object' } } } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { ...credentialProperties(), arguments: { type: 'string', description: "di_create's arguments as JSON text." }, file: { type: 'string', contentMediaType: 'application/octet-stream' } },
              },
            },
          },
        },
        responses: { '200': json({ anyOf: [di ? schemaRef(responseName(di)) : schemaRef('Envelope'), errorsOf(uploadCodes), schemaRef('ErrorEnvelope')] }, "di_create's envelope.") },
      },
    },
    '/api/log/export': { get: exportOperation('get'), post: exportOperation('post') },
    '/api/di/staging': transferOperation('di_staging_copy', 'Copy a disk image from the staging directory (di_create with the file).', false),
    '/api/di/download': transferOperation('di_download', 'Download a disk image from a URL (di_create with the file).', true),
    '/healthz': {
      get: { operationId: 'healthz', tags: ['service'], summary: 'The process runs.', security: PUBLIC, responses: { '200': json(schemaRef('Success'), 'Running.') } },
    },
    '/readyz': {
      get: {
        operationId: 'readyz',
        tags: ['service'],
        summary: 'The database answers (for load balancers).',
        security: PUBLIC,
        responses: { '200': json(schemaRef('Success'), 'Ready.'), '503': json(errorsOf([2100]), 'The database does not answer (2100).') },
      },
    },
    '/api/openapi.json': document('openapi', 'OpenAPI'),
    '/api/asyncapi.json': document('asyncapi', 'AsyncAPI'),
  };
  return paths;
}
