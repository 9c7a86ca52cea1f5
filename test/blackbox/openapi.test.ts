// The machine-readable documents as served (GET /api/openapi.json, GET /api/asyncapi.json: exactly the
// committed files), and every action on its own path, POST /api/actions/<action>: the /api pipeline
// with the path naming the action — lists, creates with arguments, the error envelopes of bad arguments
// and of an unknown action, each way of authenticating, the cross-site check on the cookie — and the
// answers satisfy the schemas the document gives the same operation.
import Ajv2020Module, { type ErrorObject } from 'ajv/dist/2020.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type Envelope, type TestServer } from './harness.js';
import { connectLive, type LiveSocket } from './live-client.js';
import { actions } from '../../generated/registry.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const Ajv2020 = Ajv2020Module.default;

let server: TestServer;
let sid: string;
const committed = readFileSync(join(ROOT, 'generated/openapi.json'), 'utf8');
const asyncapi = JSON.parse(readFileSync(join(ROOT, 'generated/asyncapi.json'), 'utf8')) as { components: { messages: Record<string, { payload: unknown }> } };
const openapi = JSON.parse(committed) as { components: Record<string, unknown>; info: { version: string } };

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'openapi', components: openapi.components });
/** The violations of `value` against a component schema of the document ([] when it conforms). */
function violations(component: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openapi#/components/schemas/${component}`)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message}`);
}

const asyncAjv = new Ajv2020({ strict: false, allErrors: true });
asyncAjv.addSchema({ $id: 'asyncapi', components: asyncapi.components });
/** The violations of a frame against the payload of an AsyncAPI message ([] when it conforms). */
function frameViolations(message: string, frame: unknown): string[] {
  const validate = asyncAjv.getSchema(`asyncapi#/components/messages/${message}/payload`)!;
  return validate(frame) ? [] : (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message}`);
}

/** A socket, once its first frame came or it closed. */
async function openSocket(query: Record<string, unknown>, options: { path?: string } = {}): Promise<LiveSocket> {
  const socket = await connectLive(server, query, options);
  await Promise.race([socket.next(() => true, { timeoutMs: 5000 }).catch(() => undefined), socket.closed]);
  return socket;
}

beforeAll(async () => {
  server = await startServer({ env: { SVC_METRICS: 'local' } });
  sid = await server.superSid();
});
afterAll(async () => {
  await server?.stop();
});

async function post(action: string, body: unknown, headers: Record<string, string> = {}): Promise<{ http: number; type: string | null; env: Envelope }> {
  const res = await server.fetch(`/api/actions/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { http: res.status, type: res.headers.get('content-type'), env: (await res.json()) as Envelope };
}

describe('the documents as served', () => {
  it('GET /api/openapi.json answers the committed document, as JSON, without credentials', async () => {
    const res = await server.fetch('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(await res.text()).toBe(committed);
  });

  it('GET /api/asyncapi.json answers the committed document', async () => {
    const res = await server.fetch('/api/asyncapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(await res.text()).toBe(readFileSync(join(ROOT, 'generated/asyncapi.json'), 'utf8'));
  });

  it("names the API version /api/info answers", async () => {
    const info = (await (await server.fetch('/api/info')).json()) as Envelope;
    expect(openapi.info.version).toBe(info.version.api);
  });
});

describe('POST /api/actions/<action>', () => {
  it('lists with filters, fields, order and paging, as /api does, in the shape the document gives', async () => {
    for (const name of ['alpha', 'beta', 'gamma']) {
      const made = await server.api('tenant_create', { sid, arguments: { name: `oa-${name}` } });
      expect(made.status).toBe(0);
    }
    const body = { sid, filters: { name: { '~': 'oa-%' } }, fields: ['id', 'name'], order_by: { field: 'name', order: '-desc' }, offset: 1, block: 2 };
    const { http, type, env } = await post('tenant_get_list', body);
    expect(http).toBe(200);
    expect(type).toBe(JSON_TYPE);
    expect(env).toMatchObject({ status: 0, total: 3 });
    expect(env.rows.map((r: { name: string }) => r.name)).toEqual(['oa-gamma', 'oa-beta']);
    expect(env).toEqual({ ...(await server.api('tenant_get_list', body)) });
    expect(violations('tenant_get_list.response', env)).toEqual([]);
  });

  it('creates with arguments; the details read back conform to the document', async () => {
    const tenants = await server.api('tenant_get_list', { sid, filters: { name: 'oa-alpha' } });
    const tenantId = tenants.rows[0].id as number;
    const created = await post('user_create', { sid, arguments: { name: 'oa-user', password: 'oa-pass-1', tenant_id: tenantId, description: 'made on its own path' } });
    expect(created.env).toMatchObject({ status: 0, total: 1 });
    expect(violations('user_create.response', created.env)).toEqual([]);
    const id = created.env.rows[0].id as number;
    const details = await post('user_get_details', { sid, filters: { id } });
    expect(details.env.rows[0]).toMatchObject({ id, name: 'oa-user', tenant_id: tenantId, description: 'made on its own path', properties: {} });
    expect(violations('user_get_details.response', details.env)).toEqual([]);
    const tenant = await post('tenant_get_details', { sid, filters: { id: tenantId } });
    expect(tenant.env.rows[0]).toMatchObject({ id: tenantId, name: 'oa-alpha' });
    expect(violations('tenant_get_details.response', tenant.env)).toEqual([]);
  });

  it("answers the extra fields of bespoke actions as the document lists them", async () => {
    for (const action of ['current_admin_setup', 'svc_objects_statistics']) {
      const { env } = await post(action, { sid });
      expect(env.status, action).toBe(0);
      expect(violations(`${action}.response`, env), action).toEqual([]);
    }
    // the check is closed: a field the document does not list is a violation
    const { env } = await post('svc_objects_statistics', { sid });
    expect(violations('svc_objects_statistics.response', { ...env, unlisted_count: 1 })).not.toEqual([]);
  });

  it('answers every read action that needs no filter in the shape the document gives it', async () => {
    // some data for the lists: a tenant with a user holding a custom property
    const tenant = await server.api('tenant_create', { sid, arguments: { name: 'oa-reads' } });
    const tenantId = tenant.rows[0].id as number;
    expect((await server.api('property_create', { sid, arguments: { key: 'office', tenant_id: tenantId, __property_assign__: ['user'] } })).status).toBe(0);
    expect((await server.api('user_create', { sid, arguments: { name: 'oa-props', password: 'oa-pass-1', tenant_id: tenantId, __properties__: { office: 'B2' } } })).status).toBe(0);
    const reads = Object.values(actions).filter(
      (a) => ['list', 'tiny', 'all_ids', 'bespoke'].includes(a.kind) && !a.writes && a.mandatoryFilters.length === 0 && a.mandatoryFilterOneOf.length === 0 && Object.keys(a.arguments).length === 0,
    );
    expect(reads.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const a of reads) {
      const { env } = await post(a.name, { sid });
      const problems = violations(env.status === 0 ? `${a.name}.response` : `${a.name}.error`, env);
      if (problems.length) failures.push(`${a.name} (status ${env.status}): ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers bad arguments with the error envelope, one of the codes the document lists', async () => {
    const bad = { sid, arguments: { name: 'oa-bad', blocked: 'maybe', colour: 'red' } };
    const { http, env } = await post('user_create', bad);
    expect(http).toBe(200);
    expect([6230, 6240, 6330]).toContain(env.status);
    expect(env.failures.map((f: { argument: string }) => f.argument).sort()).toEqual(['blocked', 'colour', 'password']);
    expect(violations('user_create.error', env)).toEqual([]);
    // and the document's own check refuses the same request
    expect(violations('user_create.request', bad)).not.toEqual([]);
  });

  it('answers an unknown action as /api does (4100), and the path wins over an action parameter', async () => {
    const unknown = await post('no_such_action', { sid });
    expect(unknown.http).toBe(200);
    expect(unknown.env).toMatchObject({ status: 4100 });
    const viaApi = await server.api('no_such_action', { sid });
    expect(unknown.env).toEqual(viaApi);
    const named = await post('tenant_get_list', { sid, action: 'user_delete', filters: { name: 'oa-beta' } });
    expect(named.env).toMatchObject({ status: 0, total: 1 });
  });

  it('serves POST only: another method is 405 with Allow, and the route takes a trailing slash', async () => {
    const res = await server.fetch(`/api/actions/tenant_get_list?sid=${sid}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    // no action, or more than one segment, is no route at all
    for (const path of ['/api/actions/', '/api/actions', '/api/actions/tenant_get_list/extra']) {
      const none = await server.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sid }) });
      expect(none.status, path).toBe(404);
      expect(((await none.json()) as Envelope).status, path).toBe(4100);
    }
    // the path is percent-decoded like any other
    const escaped = await post('tenant%5Fget_list', { sid, filters: { name: 'oa-beta' } });
    expect(escaped.env).toMatchObject({ status: 0, total: 1 });
    const slash = await server.fetch('/api/actions/tenant_get_list/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sid }) });
    expect(((await slash.json()) as Envelope).status).toBe(0);
  });

  it('authenticates by cookie, bearer, sid parameter or explicit credentials, and refuses none (3100)', async () => {
    const none = await post('tenant_get_list', {});
    expect(none.env.status).toBe(3100);
    const wrong = await post('tenant_get_list', {}, { Authorization: 'Bearer not-a-session' });
    expect(wrong.env.status).toBe(3200);
    const bearer = await post('tenant_get_list', { filters: { name: 'oa-beta' } }, { Authorization: `Bearer ${sid}` });
    expect(bearer.env).toMatchObject({ status: 0, total: 1 });
    const cookie = await post('tenant_get_list', { filters: { name: 'oa-beta' } }, { Cookie: `sid=${sid}` });
    expect(cookie.env).toMatchObject({ status: 0, total: 1 });
    const explicit = await post('tenant_get_list', { login: 'superadmin', password: 'super-secret-1', tenant: '*', filters: { name: 'oa-beta' } });
    expect(explicit.env).toMatchObject({ status: 0, total: 1 });
    // a change on the cookie alone, from another site, is refused as on /api
    const forged = await post('tenant_create', { arguments: { name: 'oa-forged' } }, { Cookie: `sid=${sid}`, Origin: 'https://elsewhere.example' });
    expect(forged.env.status).toBe(3100);
    expect((await server.api('tenant_get_list', { sid, filters: { name: 'oa-forged' } })).total).toBe(0);
  });

  it('counts every action path as one route of the metrics, labelled with its action', async () => {
    await post('tenant_get_list', { sid });
    await post('no_such_action_for_metrics', { sid });
    const text = await (await server.fetch('/metrics')).text();
    expect(text).toMatch(/svc_requests_total\{route="\/api\/actions\/:action",action="tenant_get_list",http="200",status="0"\} [1-9]/);
    expect(text).not.toMatch(/no_such_action_for_metrics/);
  });

  it('answers an oversized body 413 with the envelope', async () => {
    const res = await server.fetch('/api/actions/tenant_get_list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sid, filters: { name: 'x'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Envelope).status).toBe(6100);
  });
});

describe('live frames as asyncapi.json describes them', () => {
  it('the first frame and a push of a live list, and a refused request', async () => {
    const tenantId = (await server.api('tenant_create', { sid, arguments: { name: 'oa-watch' } })).rows[0].id as number;
    const live = await openSocket({ action: 'user_get_list', sid, fields: ['id', 'name', 'number_of_vms'] });
    try {
      const first = await live.next();
      expect(first.status).toBe(0);
      expect(frameViolations('user_get_list.envelope', first)).toEqual([]);
      const from = live.mark();
      expect((await server.api('user_create', { sid, arguments: { name: 'oa-live', password: 'oa-pass-1', tenant_id: tenantId } })).status).toBe(0);
      const push = await live.next((f) => f.rows?.some((r: { name: string }) => r.name === 'oa-live'), { from });
      expect(frameViolations('user_get_list.envelope', push)).toEqual([]);
      // a frame of another shape is refused by the same check
      expect(frameViolations('user_get_list.envelope', { ...push, rows: [{ id: 'one' }] })).not.toEqual([]);
    } finally {
      await live.close();
    }
    const refused = await openSocket({ action: 'user_get_list', sid, fields: ['id', 'no such field'] });
    const final = await refused.next();
    expect(frameViolations('refused', final)).toEqual([]);
    expect((await refused.waitClose()).code).toBe(1008);
  });
});

describe('image transfers as the documents describe them', () => {
  let osfId: number;
  beforeAll(async () => {
    const tenantId = (await server.api('tenant_create', { sid, arguments: { name: 'oa-images' } })).rows[0].id as number;
    const osf = await server.api('osf_create', { sid, arguments: { tenant_id: tenantId, name: 'oa-osf' } });
    expect(osf.status).toBe(0);
    osfId = osf.rows[0].id as number;
  });

  it('a copy from staging: progress frames, then the result, then close 1000', async () => {
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'oa.img'), Buffer.alloc(64 * 1024, 7));
    const copy = await openSocket({ action: 'di_create', sid, arguments: { disk_image: 'oa.img', osf_id: osfId } }, { path: '/api/staging' });
    const closed = await copy.waitClose(10_000);
    expect(closed.code).toBe(1000);
    const progress = copy.frames.filter((f) => f.status === 1000);
    expect(progress.length).toBeGreaterThan(0);
    for (const f of progress) expect(frameViolations('transferProgress', f)).toEqual([]);
    const result = copy.frames[copy.frames.length - 1];
    expect(result.status, JSON.stringify(result)).toBe(0);
    expect(frameViolations('transferResult', result)).toEqual([]);
    expect(frameViolations('transferResult', { status: 1000, message: 'x', total_size: 1, copy_size: 1 })).not.toEqual([]);
  });

  it('an upload answers the envelope the OpenAPI operation gives', async () => {
    const form = new FormData();
    form.set('arguments', JSON.stringify({ disk_image: 'oa-up.img', osf_id: osfId }));
    form.set('file', new Blob([Buffer.alloc(1024, 3)]), 'oa-up.img');
    const res = await server.fetch(`/api/di/upload?sid=${sid}`, { method: 'POST', body: form });
    const env = (await res.json()) as Envelope;
    expect(env.status, JSON.stringify(env)).toBe(0);
    expect(violations('di_create.response', env)).toEqual([]);
  });
});
