// The machine-readable API documents the generator writes: generated/openapi.json is a valid OpenAPI 3.1
// document (swagger-parser) and generated/asyncapi.json a valid AsyncAPI document (@asyncapi/parser, no
// error diagnostics); both cover the catalog, and the examples each operation shows satisfy the schemas
// the same operation declares. Each validator is first shown a broken copy, so that a validator that
// accepts anything fails the test.

import SwaggerParser from '@apidevtools/swagger-parser';
import { Parser } from '@asyncapi/parser';
import Ajv2020Module, { type ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { ROOT } from './paths.js';

type Json = Record<string, any>;

// a CommonJS module: its class is the default export's default under NodeNext
const Ajv2020 = Ajv2020Module.default;

const openapiText = readFileSync(join(ROOT, 'generated/openapi.json'), 'utf8');
const asyncapiText = readFileSync(join(ROOT, 'generated/asyncapi.json'), 'utf8');
const openapi = (): Json => JSON.parse(openapiText) as Json;
const { catalog } = renderCatalog(ROOT);
const actionNames = catalog.actions.map((a) => a.name).sort();

describe('generated/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const broken = openapi();
    broken.paths['/api/actions/user_get_list'].post.requestBody.content['application/json'].schema = { $ref: '#/components/schemas/no_such_schema' };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/no_such_schema/);
    const badParameter = openapi();
    badParameter.paths['/api'].get.parameters[0].in = 'nowhere';
    await expect(SwaggerParser.validate(badParameter as never)).rejects.toThrow();

    const api = (await SwaggerParser.validate(openapi() as never)) as Json;
    expect(api.openapi).toBe('3.1.0');
  }, 120_000);

  it('has one operation per action, keyed by the action, besides /api and the other routes', () => {
    const doc = openapi();
    const actionPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/actions/'));
    expect(actionPaths.map((p) => p.slice('/api/actions/'.length))).toEqual(actionNames);
    for (const name of actionNames) {
      const op = doc.paths[`/api/actions/${name}`].post;
      expect(op.operationId).toBe(name);
      expect(op['x-status-codes'].length).toBeGreaterThan(0);
    }
    for (const path of ['/api', '/api/info', '/api/login', '/api/logout', '/api/di/upload', '/healthz', '/readyz', '/api/openapi.json', '/api/asyncapi.json']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerApiToken', 'bearerSid', 'loginParameter', 'passwordParameter', 'sidCookie', 'sidParameter', 'tenantParameter']);
  });

  it('types filters, fields and arguments from the catalog', () => {
    const s = openapi().components.schemas;
    const list = catalog.actions.find((a) => a.name === 'user_get_list')!;
    expect(Object.keys(s['user_get_list.filters'].properties).filter((k) => !k.startsWith('-')).sort()).toEqual(list.filters.map((f) => f.value).sort());
    expect(s['user_get_list.filters'].properties.id).toEqual({ $ref: '#/components/schemas/FilterInteger' });
    expect(s['user_get_list.filters'].properties.blocked.$ref).toBe('#/components/schemas/FilterFlag');
    expect(s['user_get_list.row'].properties.number_of_vms.type).toBe('string'); // counters are numeric text
    expect(s['user_create.arguments'].required).toEqual(['name', 'password']);
    expect(s['user_create.arguments'].properties.__properties__.type).toBe('object');
    expect(s['tenant_get_details.filters'].required).toEqual(['id']);
    expect(s['tenant_get_details.filters'].additionalProperties).toBe(false);
  });

  it("shows examples that satisfy each operation's own schemas", () => {
    const doc = openapi();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    const check = (schema: Json, value: unknown): string[] => {
      const validate = ajv.compile({ $id: `check-${Math.random()}`, ...JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) });
      return validate(value) ? [] : (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message}`);
    };
    // the check itself: a wrong example is refused
    expect(check({ $ref: '#/components/schemas/user_create.request' }, { arguments: { name: 5 } })).not.toEqual([]);
    expect(check({ $ref: '#/components/schemas/user_get_list.request' }, { filters: { no_such_token: 1, id: { '>': 'x' } } })).not.toEqual([]);

    const failures: string[] = [];
    for (const name of actionNames) {
      const op = doc.paths[`/api/actions/${name}`].post;
      const request = op.requestBody.content['application/json'];
      if (request.example !== undefined) failures.push(...check(request.schema, request.example).map((e) => `${name} request: ${e}`));
      const answer = op.responses['200'].content['application/json'];
      failures.push(...check(answer.schema, answer.example).map((e) => `${name} answer: ${e}`));
    }
    expect(failures).toEqual([]);
  });
});

describe('generated/asyncapi.json', () => {
  const hasErrors = async (text: string) => (await new Parser().validate(text)).filter((d) => d.severity === 0);

  it('is a valid AsyncAPI document: no error diagnostics', async () => {
    const broken = JSON.parse(asyncapiText) as Json;
    broken.operations['liveLists.sendKeepAlive'].messages = [{ $ref: '#/channels/liveLists/messages/no_such_message' }];
    expect((await hasErrors(JSON.stringify(broken))).length).toBeGreaterThan(0);

    expect(await hasErrors(asyncapiText)).toEqual([]);
  });

  it('describes the three WebSocket routes and every watchable action', () => {
    const doc = JSON.parse(asyncapiText) as Json;
    const sockets = Object.values(doc.channels).filter((c: any) => c.servers[0].$ref === '#/servers/local');
    expect(sockets.map((c: any) => c.address).sort()).toEqual(['/api/di/download', '/api/staging', '/api/ws']);
    const watchable = catalog.actions.filter((a) => a.channels.length > 0 && ['list', 'details', 'tiny', 'all_ids', 'state', 'bespoke'].includes(a.kind) && !a.writes).map((a) => a.name).sort();
    expect(doc.channels.liveLists.bindings.ws.query.properties.action.enum).toEqual(watchable);
    expect(doc.channels.staging.bindings.ws.query.properties.action.enum).toContain('di_create');
    for (const name of watchable) expect(doc.components.messages[`${name}.envelope`], name).toBeDefined();
    expect(Object.keys(doc.channels.liveLists['x-close-codes'])).toEqual(['1000', '1001', '1008', '1011', '1013']);
    expect(doc.components.messages.hi.payload.enum).toEqual(['HI']);
  });

  it('describes the webhook deliveries: sent to the receiver\'s server, signed, with every kind of event', () => {
    const doc = JSON.parse(asyncapiText) as Json;
    expect(doc.channels.webhook.servers).toEqual([{ $ref: '#/servers/webhookTarget' }]);
    expect(doc.operations['webhook.sendEvent'].action).toBe('send');
    expect(doc.channels.webhook.messages.event.headers.required).toContain('X-Svc-Signature');
    const kinds = doc.components.schemas.WebhookEvent.properties.kind.enum as string[];
    for (const kind of ['vm_changed', 'user_created', 'job_changed', 'login', 'login_refused', 'action_refused', 'ping']) expect(kinds).toContain(kind);
    const api = JSON.parse(openapiText) as Json;
    expect(api.webhooks.event.post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WebhookEvent' });
    expect(api.components.schemas.WebhookEvent.properties.kind.enum).toEqual(kinds);
  });
});
