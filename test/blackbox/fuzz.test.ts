// Property-based fuzzing of the real server: requests for every action of the registry, generated from
// the catalog's own tokens and arguments and mutated the way hostile clients do (wrong types, huge and
// deeply nested values, unicode and NUL, SQL-looking strings, prototype keys, duplicate parameters, bad
// content types, truncated multipart, broken percent-encoding, bad WebSocket frames). Whatever comes:
// never status 1100, never a non-JSON answer, never a hang or a crash, resident memory stable, and
// the records made before the run unchanged.
//
// A fixed seed and a random one (printed) run in the suite; `make fuzz` runs a long one
// (FUZZ_RUNS, FUZZ_SEED to replay a printed seed).
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../generated/registry.js';
import type { ActionMeta } from '../../runtime/support/registry-types.js';
import { expectOk, makeTenantAdmin, startServer, type TestServer } from './harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const FIXED_SEED = 20261124;
const RANDOM_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const REQUEST_TIMEOUT_MS = 10_000;

let server: TestServer;
let consoleDir: string;
let superSid: string;
let fuzzer: { login: string; password: string; tenant: string; sid: string };
let keepTenant: number;
const actionNames = Object.keys(actions);

// ---- hostile values -----------------------------------------------------------------------------

const sqlish = fc.constantFrom("' OR 1=1 --", '"; DROP TABLE users; --', '%', '_', '\\', "1' UNION SELECT password_hash FROM admins --", '0x00');
const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
const weirdText = fc.oneof(
  fc.string(),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.constant('\u0000nul\u0000'),
  fc.constant('\ud83d'), // a lone surrogate: what a cut multi-byte character leaves
  fc.integer({ min: 1, max: 300_000 }).map((n) => 'x'.repeat(n)),
  sqlish,
  protoKeys,
);
const scalar = fc.oneof(
  weirdText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1, -1, 2 ** 53, -(2 ** 63), 1e308, true, false, null),
);
const nested = fc.integer({ min: 2, max: 3000 }).map((depth) => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
/** Values a client might plausibly send: most requests should get past parsing to the deeper layers. */
const plausible = fc.oneof(fc.integer({ min: -2, max: 50 }), fc.constantFrom('a', 'x%', 'default', 'running', 'stopped', '1', 'test', '2027-01-01T00:00:00', '10.3.15.9'), fc.boolean());
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: plausible },
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(weirdText, protoKeys), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: nested },
);

function tokenOrJunk(tokens: readonly string[]): fc.Arbitrary<string> {
  return tokens.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...tokens) }, { weight: 1, arbitrary: fc.oneof(weirdText, protoKeys) }) : fc.oneof(weirdText, protoKeys);
}

const operators = fc.constantFrom('=', '~', '<', '>', '<=', '>=', '!=', '<>', '⇐', 'LIKE', '', '-or');

function filtersFor(a: ActionMeta): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(value, fc.record({ op: operators, v: value }).map(({ op, v }) => ({ [op]: v })));
  const flat = fc.dictionary(tokenOrJunk(a.filters), leaf, { maxKeys: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: flat },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('-or', '-and', '-not'), fc.array(fc.oneof(tokenOrJunk(a.filters), value), { maxLength: 6 })).map(([c, list]) => ({ [c]: list })) },
    { weight: 1, arbitrary: value },
  );
}

function argumentsFor(a: ActionMeta): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: fc.dictionary(tokenOrJunk(Object.keys(a.arguments)), value, { maxKeys: 4 }) }, { weight: 1, arbitrary: value });
}

interface FuzzRequest {
  action: string;
  params: Record<string, unknown>;
  transport: 'json' | 'form' | 'query' | 'multipart' | 'multipart-truncated' | 'text-plain' | 'bad-type' | 'bad-json' | 'bad-percent' | 'duplicate';
  credentials: 'sid' | 'cookie' | 'bearer' | 'explicit' | 'none' | 'bogus';
}

/** A request close to a valid one: known tokens, plausible values, one hostile part at most. */
function nearlyValid(meta: ActionMeta): fc.Arbitrary<Record<string, unknown>> {
  const pick = (list: readonly string[]) => (list.length ? fc.subarray([...list], { maxLength: Math.min(3, list.length) }) : fc.constant([] as string[]));
  return fc.record(
    {
      filters: pick(meta.filters).chain((tokens) => fc.tuple(...tokens.map(() => plausible)).map((vals) => Object.fromEntries(tokens.map((t, i) => [t, vals[i]])))),
      fields: pick(meta.fields),
      order_by: meta.orderBy.length ? fc.record({ field: fc.constantFrom(...meta.orderBy), order: fc.constantFrom('-asc', '-desc') }) : fc.constant(undefined),
      arguments: pick(Object.keys(meta.arguments)).chain((names) =>
        fc.tuple(...names.map(() => fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: value }))).map((vals) => Object.fromEntries(names.map((n, i) => [n, vals[i]]))),
      ),
      block: fc.integer({ min: 1, max: 20 }),
    },
    { requiredKeys: [] },
  );
}

function hostile(meta: ActionMeta): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      filters: filtersFor(meta),
      fields: fc.oneof(fc.array(tokenOrJunk(meta.fields), { maxLength: 5 }), value),
      order_by: fc.oneof(fc.record({ field: fc.oneof(tokenOrJunk(meta.orderBy), fc.array(tokenOrJunk(meta.orderBy))), order: fc.constantFrom('-asc', '-desc', 'up', '') }), value),
      arguments: argumentsFor(meta),
      offset: fc.oneof(fc.integer({ min: -5, max: 5 }), value),
      block: fc.oneof(fc.integer({ min: -5, max: 50 }), value),
      parameters: value,
    },
    { requiredKeys: [] },
  );
}

const request: fc.Arbitrary<FuzzRequest> = fc
  .oneof({ weight: 9, arbitrary: fc.constantFrom(...actionNames) }, { weight: 1, arbitrary: fc.oneof(weirdText, protoKeys) })
  .chain((action) => {
    const known = Object.hasOwn(actions, action) ? (actions as Record<string, ActionMeta>)[action] : undefined;
    const meta: ActionMeta = known ?? ({ filters: [], fields: [], orderBy: [], arguments: {} } as unknown as ActionMeta);
    return fc.record({
      action: fc.constant(action),
      params: fc.oneof(nearlyValid(meta), hostile(meta)),
      transport: fc.oneof(
        { weight: 12, arbitrary: fc.constant<FuzzRequest['transport']>('json') },
        { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['transport']>('form', 'query', 'multipart', 'multipart-truncated', 'text-plain', 'bad-type', 'bad-json', 'bad-percent', 'duplicate') },
      ),
      credentials: fc.oneof(
        { weight: 10, arbitrary: fc.constant<FuzzRequest['credentials']>('sid') },
        { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['credentials']>('cookie', 'bearer', 'explicit', 'none', 'bogus') },
      ),
    });
  });

// ---- sending ------------------------------------------------------------------------------------

interface Answer {
  http: number;
  body: string;
  ms: number;
}

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${method} ${path.slice(0, 200)}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** JSON text of a value, or a placeholder when the value cannot be written (JSON.stringify's own depth limit). */
function jsonText(v: unknown): string {
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return '{"too":"deep"}';
  }
}

function credentialParts(r: FuzzRequest): { params: Record<string, string>; headers: Record<string, string> } {
  switch (r.credentials) {
    case 'sid':
      return { params: { sid: fuzzer.sid }, headers: {} };
    case 'cookie':
      return { params: {}, headers: { cookie: `sid=${fuzzer.sid}` } };
    case 'bearer':
      return { params: {}, headers: { authorization: `Bearer ${fuzzer.sid}` } };
    case 'explicit':
      return { params: { login: fuzzer.login, password: fuzzer.password, tenant: fuzzer.tenant }, headers: {} };
    case 'bogus':
      return { params: { sid: 'AAAA%%%\u0000' }, headers: { cookie: 'sid=%E0%A4%A' } };
    default:
      return { params: {}, headers: {} };
  }
}

/** Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them). */
function pct(text: string): string {
  return encodeURIComponent((text as string & { toWellFormed(): string }).toWellFormed());
}

function textParams(r: FuzzRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.params)) out[k] = typeof v === 'string' ? v : jsonText(v);
  return out;
}

async function sendFuzz(r: FuzzRequest): Promise<Answer> {
  const creds = credentialParts(r);
  const text = { ...textParams(r), ...creds.params };
  const query = `action=${pct(r.action)}`;
  const form = new URLSearchParams(text).toString();
  switch (r.transport) {
    case 'json':
      return send('POST', `/api?${query}`, { 'content-type': 'application/json', ...creds.headers }, jsonText({ ...r.params, ...creds.params }));
    case 'text-plain':
      return send('POST', `/api?${query}`, { 'content-type': 'text/plain', ...creds.headers }, jsonText({ ...r.params, ...creds.params }));
    case 'form':
      return send('POST', `/api?${query}`, { 'content-type': 'application/x-www-form-urlencoded', ...creds.headers }, form);
    case 'query':
      return send('GET', `/api?${query}&${form}`.slice(0, 60_000), creds.headers);
    case 'duplicate':
      return send('POST', `/api?${query}&action=${pct(r.action)}x&${form}`.slice(0, 60_000), { 'content-type': 'application/x-www-form-urlencoded', ...creds.headers }, `${form}&${form}`);
    case 'bad-type':
      return send('POST', `/api?${query}`, { 'content-type': 'application/xml; charset=bogus', ...creds.headers }, `<a>${form}</a>`);
    case 'bad-json':
      return send('POST', `/api?${query}`, { 'content-type': 'application/json', ...creds.headers }, `{"sid": "${fuzzer.sid}", "filters": {${form.slice(0, 100)}`);
    case 'bad-percent':
      return send('POST', `/api?${query}&filters=%E0%A4%A&x=%`, { 'content-type': 'application/x-www-form-urlencoded', ...creds.headers }, `sid=${fuzzer.sid}&fields=%ZZ%E0%A4%A`);
    case 'multipart':
    case 'multipart-truncated': {
      const boundary = 'fuzzBoundary';
      let body = Object.entries(text)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`)
        .join('');
      body += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.img"\r\nContent-Type: application/octet-stream\r\n\r\nBYTES\r\n--${boundary}--\r\n`;
      if (r.transport === 'multipart-truncated') body = body.slice(0, Math.max(1, Math.floor(body.length * 0.6)));
      return send('POST', `/api?${query}`, { 'content-type': `multipart/form-data; boundary=${boundary}`, ...creds.headers }, body);
    }
  }
}

/** Length of the request line the transport writes (the action always rides in the query). */
function requestLineLength(r: FuzzRequest): number {
  const inQuery = r.transport === 'query' || r.transport === 'duplicate' ? new URLSearchParams(textParams(r)).toString().length : 0;
  return pct(r.action).length * (r.transport === 'duplicate' ? 2 : 1) + inQuery;
}

/** Resident memory of the server: its process and its children (the TypeScript runner starts node as one). */
function residentKiB(pid = server.pid): number {
  let total = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/) : []) total += residentKiB(Number(child));
  }
  return total;
}

// ---- the records that must survive --------------------------------------------------------------

async function snapshot(): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const action of ['user_get_list', 'osf_get_list', 'di_get_list', 'vm_get_list', 'administrator_get_list', 'role_get_list', 'property_get_list']) {
    out[action] = (await expectOk(server, action, { sid: superSid, filters: { tenant_id: keepTenant } })).rows;
  }
  out.tenants = (await expectOk(server, 'tenant_get_list', { sid: superSid, filters: { id: keepTenant } })).rows;
  out.superadmin = (await expectOk(server, 'administrator_get_list', { sid: superSid, filters: { name: 'superadmin' } })).rows;
  out.config = (await expectOk(server, 'config_get', { sid: superSid, filters: { tenant_id: -1 } })).rows;
  return out;
}

beforeAll(async () => {
  // a console folder, so that its files are among the routes the bodies below are sent to
  consoleDir = mkdtempSync(join(tmpdir(), 'svc-fuzz-console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  server = await startServer({ env: { SVC_SIM_DELAY_MS: '50', SVC_METRICS: 'local', SVC_CONSOLE_DIR: consoleDir } });
  superSid = await server.superSid();
  // records of a tenant the fuzzer does not belong to: they must come out of the run unchanged
  keepTenant = (await expectOk(server, 'tenant_create', { sid: superSid, arguments: { name: 'keep' } })).rows![0].id;
  const user = (await expectOk(server, 'user_create', { sid: superSid, arguments: { tenant_id: keepTenant, name: 'kept', password: 'kept-pass-1' } })).rows![0].id;
  const osf = (await expectOk(server, 'osf_create', { sid: superSid, arguments: { tenant_id: keepTenant, name: 'kept-osf' } })).rows![0].id;
  await expectOk(server, 'di_create', { sid: superSid, arguments: { disk_image: 'kept.img', osf_id: osf } });
  await expectOk(server, 'vm_create', { sid: superSid, arguments: { name: 'kept-vm', user_id: user, osf_id: osf } });
  // the fuzzer: a tenant administrator holding every ACL a tenant may hold, with records of its own
  const admin = await makeTenantAdmin(server, { tenant: 'fuzz', admin: 'fuzzer', password: 'fuzzer-pass-1', roles: ['Root'] });
  fuzzer = { login: 'fuzzer', password: 'fuzzer-pass-1', tenant: 'fuzz', sid: admin.sid };
  const fu = (await expectOk(server, 'user_create', { sid: fuzzer.sid, arguments: { name: 'fu', password: 'fu-pass-12' } })).rows![0].id;
  const fo = (await expectOk(server, 'osf_create', { sid: fuzzer.sid, arguments: { name: 'fo' } })).rows![0].id;
  await expectOk(server, 'vm_create', { sid: fuzzer.sid, arguments: { name: 'fv', user_id: fu, osf_id: fo } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
});

async function fuzzRun(seed: number, runs: number): Promise<void> {
  const before = await snapshot();
  let done = 0;
  const statuses = new Map<number, number>();
  const samples: number[] = [];
  const result = await fc.check(
    fc.asyncProperty(request, async (r) => {
      let answer: Answer;
      try {
        answer = await sendFuzz(r);
      } catch (e) {
        // a request line beyond the HTTP layer's header limit (uWS: 4 KiB) is dropped without an answer
        if (/ECONNRESET|socket hang up/.test(String((e as Error).message)) && requestLineLength(r) > 4096) return;
        throw new Error(`${String((e as Error).message)}\nserver output:\n${server.output().slice(-2000)}`);
      }
      const context = `${r.transport} ${r.credentials} ${r.action.slice(0, 60)} → HTTP ${answer.http} ${answer.body.slice(0, 300)}`;
      expect([200, 404, 405, 413, 429], context).toContain(answer.http);
      let envelope: { status: unknown };
      try {
        envelope = JSON.parse(answer.body);
      } catch {
        throw new Error(`not JSON: ${context}`);
      }
      expect(typeof envelope.status, context).toBe('number');
      expect(envelope.status, context).not.toBe(1100);
      statuses.set(envelope.status as number, (statuses.get(envelope.status as number) ?? 0) + 1);
      // a changed password or a deleted session only ends the fuzzer's session: log in again
      if (envelope.status === 3200 || envelope.status === 3300) {
        const probe = await server.api('current_admin_setup', { sid: fuzzer.sid });
        if (probe.status !== 0) fuzzer.sid = await server.login(fuzzer.login, fuzzer.password, fuzzer.tenant).catch(() => fuzzer.sid);
      }
      done++;
      if (done % Math.max(1, Math.floor(runs / 10)) === 0) samples.push(Math.round(residentKiB() / 1024));
    }),
    { seed, numRuns: runs, endOnFailure: true },
  );
  const seen = [...statuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status}×${n}`);
  process.stdout.write(`fuzz seed ${seed}: ${done} answers by status: ${seen.join(' ')}\n`);
  if (result.failed) {
    // the counterexample can hold megabytes of generated text: show its shape, not all of it
    const example = JSON.stringify(result.counterexample?.[0] ?? null, (_k, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length} chars)` : v));
    throw new Error(`seed ${seed}, run ${result.numRuns}: ${String((result.errorInstance as Error)?.message ?? result.errorInstance).slice(0, 2000)}\nrequest: ${example.slice(0, 3000)}`);
  }
  const health = await server.fetch('/healthz');
  expect(health.status).toBe(200);
  expect(server.output()).not.toMatch(/uWS\.HttpResponse must not be accessed|audit log write failed|Unexpected end of form\n\s+at/);
  expect(await snapshot()).toEqual(before);
  process.stdout.write(`fuzz seed ${seed}: resident memory every tenth of the run: ${samples.join(' ')} MiB\n`);
  // The heap breathes with the huge values (hundreds of MiB up and down on long runs), so the test is for
  // a trend: the second half of the run must not reach higher than the first did, give or take.
  const half = Math.floor(samples.length / 2);
  const firstHalfMax = Math.max(...samples.slice(0, half));
  const secondHalfMax = Math.max(...samples.slice(half));
  expect(secondHalfMax - firstHalfMax, `RSS every tenth of the run: ${samples.join(' ')} MiB`).toBeLessThan(runs >= 5000 ? 64 : 128);
}

describe('fuzzing every action', () => {
  it(`survives ${RUNS} hostile requests (fixed seed ${FIXED_SEED})`, async () => {
    await fuzzRun(FIXED_SEED, RUNS);
  }, 600_000);

  it(`survives ${RUNS} hostile requests (random seed ${RANDOM_SEED}; replay with FUZZ_SEED=${RANDOM_SEED})`, async () => {
    process.stdout.write(`fuzz: random seed ${RANDOM_SEED} (replay with FUZZ_SEED=${RANDOM_SEED})\n`);
    await fuzzRun(RANDOM_SEED, RUNS);
  }, 600_000);

  it('survives bad WebSocket frames and upgrades', async () => {
    const base = server.url.replace(/^http/, 'ws');
    for (const path of ['/api/ws', '/api/staging', '/api/di/download']) {
      const ws = new WebSocket(`${base}${path}?action=user_get_list&sid=${fuzzer.sid}`);
      await new Promise<void>((resolve) => {
        ws.on('open', () => {
          ws.send(Buffer.from([0, 1, 2, 255, 254]));
          ws.send('x'.repeat(100_000));
          ws.send('HI');
          ws.send('\ud83d');
          ws.close();
        });
        ws.on('close', () => resolve());
        ws.on('error', () => resolve());
      });
    }
    const junk = new WebSocket(`${base}/api/ws?action=%E0%A4%A&filters=%ZZ`);
    await new Promise<void>((resolve) => {
      junk.on('unexpected-response', () => resolve());
      junk.on('error', () => resolve());
      junk.on('close', () => resolve());
    });
    expect((await server.fetch('/healthz')).status).toBe(200);
  });
});

// ---- bodies nobody asked for ----------------------------------------------------------------------

const ROUTES = [
  '/api', '/api/', '/api/actions/user_get_list', '/api/info', '/api/openapi.json', '/api/asyncapi.json', '/api/login', '/api/logout',
  '/healthz', '/readyz', '/metrics', '/api/docs', '/api/docs/', '/api/docs/index.html', '/api/ws', '/api/staging', '/api/di/download',
  '/api/di/upload', '/api/di/staging', '/', '/index.html', '/config.json', '/nothing/here',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

interface BodyShape {
  name: string;
  /** Header lines for the body. */
  headers: string;
  /** What is written after the head (the rest of a declared length never comes). */
  bytes: Buffer[];
  /** Over the body limit: the answer must be 413, at once. */
  over?: boolean;
}

/** `total` bytes in chunks; `finished` false leaves out the last chunk (the client then waits for the answer). */
function chunked(total: number, finished = true, piece = 16 * 1024): Buffer[] {
  const out: Buffer[] = [];
  for (let sent = 0; sent < total; sent += piece) {
    const n = Math.min(piece, total - sent);
    out.push(Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), Buffer.alloc(n, 0x61), Buffer.from('\r\n')]));
  }
  if (finished) out.push(Buffer.from('0\r\n\r\n'));
  return out;
}

const BODIES: BodyShape[] = [
  { name: 'small, with length', headers: 'content-length: 100\r\n', bytes: [Buffer.alloc(100, 0x7b)] },
  // past hyper-express's 16 KiB buffer: what the preflight left unread and the process died of
  { name: '20 KB of zeros, with length', headers: 'content-length: 20000\r\n', bytes: [Buffer.alloc(20_000)] },
  { name: '300 KB, with length', headers: 'content-length: 300000\r\n', bytes: [Buffer.alloc(300_000, 0x61)] },
  { name: 'declared 500 MB, 64 KB sent', headers: 'content-length: 500000000\r\n', bytes: [Buffer.alloc(64 * 1024)], over: true },
  { name: 'small, chunked', headers: 'transfer-encoding: chunked\r\n', bytes: chunked(100) },
  { name: '300 KB, chunked', headers: 'transfer-encoding: chunked\r\n', bytes: chunked(300_000) },
  // past the limit, then the client waits: it is answered 413 and the connection closed, the rest unread
  { name: '1.1 MiB, chunked', headers: 'transfer-encoding: chunked\r\n', bytes: chunked(1_150_000, false), over: true },
  // no length: the bytes are the connection's next request (garbage), after this one's answer
  { name: 'no length', headers: '', bytes: [Buffer.from('{"action":"user_get_list"}')] },
];

/** Writes a request and answers the status and head of the first answer (the body is not waited for). */
function exchange(head: string, bytes: Buffer[]): Promise<{ status: number; head: string; ms: number }> {
  const started = Date.now();
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let got = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      const text = got.toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head: text.slice(0, text.indexOf('\r\n\r\n')), ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    socket.on('data', (d: Buffer) => {
      got = Buffer.concat([got, d]);
      if (got.includes('\r\n\r\n')) finish();
    });
    // the server may close once it answered (a refused body): writes after that fail (EPIPE), and the
    // answer, received before, may not have been read yet: what the connection held when it ended counts
    let writeError: Error | undefined;
    socket.on('error', (e) => {
      writeError = e;
      if (got.includes('\r\n\r\n')) finish();
    });
    socket.on('close', () => finish(got.includes('\r\n\r\n') ? undefined : (writeError ?? new Error('closed without an answer'))));
    // as a client that watches for an early answer does: the next piece goes once the last one is out,
    // and none once the answer came (the server closes past the limit, and would reset a writer)
    socket.on('connect', async () => {
      for (const piece of [Buffer.from(head), ...bytes]) {
        if (settled || got.includes('\r\n\r\n')) return;
        await new Promise((r) => socket.write(piece, r));
      }
    });
  });
}

describe('bodies on every route and method', () => {
  it('answers each (413 at once past the limit) and the process lives on', async () => {
    const cases: { method: string; path: string; body: BodyShape; upgrade: boolean }[] = [];
    for (const path of ROUTES) for (const method of METHODS) for (const body of BODIES) cases.push({ method, path, body, upgrade: false });
    // the WebSocket upgrades, with a body too
    for (const path of ['/api/ws', '/api/staging', '/api/di/download']) for (const body of BODIES) cases.push({ method: 'GET', path, body, upgrade: true });
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const { method, path, body, upgrade } = cases[next++]!;
        const query = path.startsWith('/api') ? `?action=user_get_list&sid=${fuzzer.sid}` : '';
        const upgradeHeaders = upgrade ? 'connection: Upgrade\r\nupgrade: websocket\r\nsec-websocket-version: 13\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\n' : '';
        const head = `${method} ${path}${query} HTTP/1.1\r\nhost: 127.0.0.1\r\n${upgradeHeaders}${body.headers}\r\n`;
        const label = `${method} ${path}${upgrade ? ' (upgrade)' : ''} with a body ${body.name}`;
        try {
          const answer = await exchange(head, body.bytes);
          // an upload's own bound is the image size (runtime/routes/upload-route.ts): only its answer is checked
          const bounded = body.over && !(method === 'POST' && path === '/api/di/upload');
          if (!body.over && ![101, 200, 204, 301, 401, 404, 405].includes(answer.status)) failures.push(`${label}: HTTP ${answer.status}\n${answer.head}`);
          else if (bounded && (answer.status !== 413 || answer.ms > 3000)) failures.push(`${label}: HTTP ${answer.status} after ${answer.ms} ms, not 413 at once`);
          else if (bounded && !/connection: close/i.test(answer.head)) failures.push(`${label}: 413 without Connection: close`);
        } catch (e) {
          failures.push(`${label}: ${(e as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(server.output()).not.toMatch(/uWS\.HttpResponse must not be accessed/);
    expect(failures.slice(0, 40), `${failures.length} of ${cases.length} failed`).toEqual([]);
    expect((await server.fetch('/healthz')).status).toBe(200);
  }, 300_000);
});
