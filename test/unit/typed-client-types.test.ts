// The typed client's types hold callers to the catalog: snippets using generated/client are
// type-checked with the TypeScript compiler API as an installed package (`@svc-admin/client`, resolved
// through its package.json `exports` and `types`, as an integrator's project would), and each misuse
// (a filter token the action does not take, a value or argument of the wrong type, a missing mandatory
// argument or filter, a field or order token outside the action's, a write watched live) must fail with
// a diagnostic naming the culprit, while correct use compiles clean. A catalog change that breaks a
// caller therefore breaks that caller's build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_DIR = join(ROOT, 'generated/client');
/** Where the snippets live, and the package as if installed beside them. */
const PROJECT = join(ROOT, '.typecheck-snippets');
const INSTALLED = join(PROJECT, 'node_modules/@svc-admin/client');

const PRELUDE = `import { ApiError, SvcAdminClient } from '@svc-admin/client';
const api = new SvcAdminClient({ url: 'http://127.0.0.1:8080' });
export async function use(): Promise<void> {
`;

const VALID = `
  const list = await api.userGetList({
    filters: { name: { '~': 'a%' }, blocked: true, tenant_id: [1, 2], '-or': ['id', 1, 'id', 2] },
    fields: ['id', 'name'],
    order_by: { field: ['name', 'id'], order: '-desc' },
    offset: 2,
    block: 10,
  });
  const name: string = list.rows[0]!.name;
  const id: number = list.rows[0]!.id;
  const total: number = list.total;
  const all = await api.userGetList();
  const description: string | null | undefined = all.rows[0]!.description;
  const created = await api.userCreate({ idempotency_key: 'a-uuid', arguments: { name: 'x', password: 'y', blocked: false, __properties__: { dept: 'a' } } });
  const newId: number = created.rows[0]!.id;
  await api.userUpdate({ filters: { id: newId }, arguments: { __properties_changes__: { set: { dept: 'b' }, delete: ['floor'] } } });
  await api.userDelete({ filters: { id: { '>': 3 } } });
  const version: number = (await api.userGetDetails({ filters: { id: newId } })).rows[0]!.record_version;
  await api.userUpdate({ filters: { id: newId }, arguments: { description: 'c' }, if_record_version: version });
  await api.vmStart({ filters: { id: [1, 2] }, if_record_version: { 1: 3, 2: 5 } });
  // a massive write runs as a job: it takes async and an idempotency key, and names its job
  const started = await api.vmStart({ filters: { id: { '!=': [] } }, async: true, idempotency_key: 'start-all' });
  const jobId: number | undefined = started.job_id;
  const job = await api.jobGetDetails({ filters: { id: jobId ?? 0 } });
  const state: string = job.rows[0]!.state;
  const ids: number[] = (await api.userAllIds()).rows;
  const stats = await api.svcObjectsStatistics();
  const users: number | undefined = stats.users_count;
  const setup = await api.currentAdminSetup();
  const acls: string[] = setup.acls;
  const tags = (await api.diGetList({ fields: ['tags'] })).rows[0]!.tags;
  const fixed: boolean = tags[0]!.fixed;
  for await (const frame of api.watch('user_get_list', { fields: ['name'] })) {
    const first: string = frame.rows[0]!.name;
    break;
  }
  try {
    await api.osfDelete({ filters: { id: [1, 2] } });
  } catch (e) {
    if (e instanceof ApiError) {
      const status: number = e.status;
      const failures = e.failures;
      const envelope: { status: number; message: string } = e.envelope;
    }
  }
  const counted = await api.numberOfAclsInRole({ filters: { role_id: 1, acl_pattern: ['user.%'] } });
  const effective: number = counted['user.%']!.effective;
  await api.uploadDiskImage('/tmp/image.img', { disk_image: 'image.img', osf_id: 1 });
  void [name, id, total, description, ids, users, acls, fixed, effective];
`;

/** Misuses, each with a text its diagnostic must contain. */
const MISUSES: Record<string, { code: string; expect: RegExp }> = {
  'a filter token the action does not take': { code: `await api.userGetList({ filters: { nmae: 'x' } });`, expect: /nmae/ },
  'a filter value of the wrong type': { code: `await api.userGetList({ filters: { id: 'one' } });`, expect: /string.*not assignable/s },
  'LIKE on a number': { code: `await api.userGetList({ filters: { id: { '~': '1%' } } });`, expect: /not assignable/ },
  'an argument of the wrong type': { code: `await api.userCreate({ arguments: { name: 1, password: 'y' } });`, expect: /number.*not assignable to type 'string'/s },
  'a missing mandatory argument': { code: `await api.userCreate({ arguments: { name: 'x' } });`, expect: /password/ },
  'an argument the action does not take': { code: `await api.userCreate({ arguments: { name: 'x', password: 'y', address: 'z' } });`, expect: /address/ },
  'a special argument of the wrong shape': { code: `await api.userUpdate({ filters: { id: 1 }, arguments: { __properties_changes__: { set: 'dept' } } });`, expect: /not assignable/ },
  'a field the action does not answer': { code: `await api.userGetList({ fields: ['password'] });`, expect: /"password"/ },
  'a field that was not asked for': { code: `const row = (await api.userGetList({ fields: ['id'] })).rows[0]!; row.name;`, expect: /Property 'name' does not exist/ },
  'an order token the action does not take': { code: `await api.userGetList({ order_by: 'number_of_vms' });`, expect: /number_of_vms/ },
  'a bad order direction': { code: `await api.userGetList({ order_by: { field: 'name', order: 'down' } });`, expect: /down/ },
  'a missing mandatory filter': { code: `await api.userDelete({ filters: { tenant_id: 1 } });`, expect: /'id' is missing/ },
  'no parameters where some are mandatory': { code: `await api.userDelete();`, expect: /Expected 1-2 arguments, but got 0/ },
  'filters on an action without any': { code: `await api.currentAdminSetup({ filters: { id: 1 } });`, expect: /not assignable/ },
  'an idempotency key on an action that neither creates nor starts a job': { code: `await api.userGetList({ idempotency_key: 'k' });`, expect: /string.*not assignable to type 'undefined'/s },
  'async on an action that starts no job': { code: `await api.userGetList({ async: true });`, expect: /true.*not assignable to type 'undefined'/s },
  'an idempotency key that is not text': { code: `await api.userCreate({ idempotency_key: 1, arguments: { name: 'x', password: 'y' } });`, expect: /number.*not assignable/s },
  'a record version on an action that takes none': { code: `await api.userCreate({ if_record_version: 1, arguments: { name: 'x', password: 'y' } });`, expect: /number.*not assignable to type 'undefined'/s },
  'a record version that is not a number': { code: `await api.userDelete({ if_record_version: '1', filters: { id: 1 } });`, expect: /string.*not assignable/s },
  'watching a write action': { code: `api.watch('user_create', {});`, expect: /user_create/ },
  'watching an action without channels': { code: `api.watch('tenant_get_list');`, expect: /tenant_get_list/ },
  'an upload without its mandatory arguments': { code: `await api.uploadDiskImage('/tmp/x.img', { disk_image: 'x.img' });`, expect: /osf_id/ },
};

/** The generated client, visible at node_modules/@svc-admin/client of the snippets' project. */
function installedPath(path: string): string {
  return path === INSTALLED || path.startsWith(`${INSTALLED}/`) ? CLIENT_DIR + path.slice(INSTALLED.length) : path;
}

/** Libraries of an integrator's project: a browser one (DOM), or a Node one (@types/node, no DOM). */
type Environment = 'browser' | 'node';

function typeCheck(snippets: Record<string, string>, environment: Environment = 'browser'): Map<string, string[]> {
  const files = new Map(Object.entries(snippets).map(([name, text], i) => [join(PROJECT, `snippet-${i}.ts`), { name, text }]));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: environment === 'browser' ? ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.asynciterable.d.ts'] : ['lib.es2022.d.ts'],
    types: environment === 'browser' ? [] : ['node', 'ws'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
    strict: true,
    noEmit: true,
    // the package's declarations are checked too, as a project without skipLibCheck would
    skipLibCheck: false,
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (f) => files.has(f) || f === join(PROJECT, 'package.json') || fileExists.call(host, installedPath(f));
  host.readFile = (f) => (files.has(f) ? files.get(f)!.text : f === join(PROJECT, 'package.json') ? '{"type":"module"}' : readFile.call(host, installedPath(f)));
  host.directoryExists = (d) => d === PROJECT || `${INSTALLED}/`.startsWith(`${d}/`) || directoryExists!.call(host, installedPath(d));
  host.realpath = (p) => p;
  host.getSourceFile = (f, language, onError, create) => {
    const own = files.get(f);
    if (own) return ts.createSourceFile(f, own.text, language);
    const real = installedPath(f);
    const sf = getSourceFile.call(host, real, language, onError, create);
    return sf && real !== f ? ts.createSourceFile(f, sf.text, language) : sf;
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const out = new Map<string, string[]>();
  for (const [path, { name }] of files) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(path));
    out.set(name, diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
  }
  return out;
}

/** A snippet as the body of an async function using a client `api`. */
const inFunction = (body: string) => `${PRELUDE}${body}\n}\n`;

describe('the typed client at compile time', () => {
  const results = typeCheck({ valid: inFunction(VALID), ...Object.fromEntries(Object.entries(MISUSES).map(([name, m]) => [name, inFunction(m.code)])) });

  it('compiles correct use of the installed package without a diagnostic', () => {
    expect(results.get('valid')).toEqual([]);
  });

  for (const [name, misuse] of Object.entries(MISUSES)) {
    it(`refuses ${name}`, () => {
      const diagnostics = results.get(name)!;
      expect(diagnostics.length, misuse.code).toBeGreaterThan(0);
      expect(diagnostics.join('\n'), misuse.code).toMatch(misuse.expect);
    });
  }
});

describe('the typed client in a Node project (no DOM library)', () => {
  it('compiles correct use, declarations included, against @types/node alone', () => {
    expect(typeCheck({ valid: inFunction(VALID) }, 'node').get('valid')).toEqual([]);
  });

  it("compiles the README's example as it is written", () => {
    const readme = readFileSync(join(CLIENT_DIR, 'README.md'), 'utf8');
    const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toContain('api.watch(');
    expect(typeCheck({ example: `${example}\nexport {};\n` }, 'node').get('example')).toEqual([]);
  });
});

describe('the package at run time', () => {
  it('plain Node imports it by name through its exports, without TypeScript or a build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-client-install-'));
    try {
      const link = join(dir, 'node_modules/@svc-admin/client');
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(CLIENT_DIR, link, 'dir');
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
      writeFileSync(
        join(dir, 'main.js'),
        `import { SvcAdminClient, ApiError } from '@svc-admin/client';
const api = new SvcAdminClient({ url: 'http://127.0.0.1:1' });
const error = new ApiError({ status: 1200, message: 'Action not accomplished for all elements', failures: { 7: { status: 7120, message: 'x' } } });
console.log(JSON.stringify([typeof api.userGetList, typeof api.watch, typeof api.uploadDiskImage, error.status, error.failures]));`,
      );
      const out = execFileSync(process.execPath, [join(dir, 'main.js')], { encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual(['function', 'function', 'function', 1200, { 7: { status: 7120, message: 'x' } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs in a project set up as the README's Requirements say, live lists included; without ws, watch() says what is missing", () => {
    const readme = readFileSync(join(CLIENT_DIR, 'README.md'), 'utf8');
    const requirements = /## Requirements\n([\s\S]*?)\n## /.exec(readme)?.[1];
    expect(requirements, 'the README has a Requirements section').toBeDefined();
    expect(requirements).toContain('TypeError: no WebSocket');
    const manifest = JSON.parse(/```json\n([\s\S]*?)```/.exec(requirements!)![1]!) as { type?: string; dependencies: Record<string, string> };
    expect(manifest.type).toBe('module');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@svc-admin/client', 'ws']);
    // the client's package says so too: ws is its optional peer
    const pkg = JSON.parse(readFileSync(join(CLIENT_DIR, 'package.json'), 'utf8'));
    expect(pkg.peerDependencies).toEqual({ ws: '>=8' });
    expect(pkg.peerDependenciesMeta).toEqual({ ws: { optional: true } });

    const dir = mkdtempSync(join(tmpdir(), 'svc-client-project-'));
    try {
      // "installed" as the manifest lists: the client from the checkout, ws as the checkout has it
      for (const name of Object.keys(manifest.dependencies)) {
        const link = join(dir, 'node_modules', name);
        mkdirSync(dirname(link), { recursive: true });
        symlinkSync(name === '@svc-admin/client' ? CLIENT_DIR : join(ROOT, 'node_modules', name), link, 'dir');
      }
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: manifest.type }));
      // a WebSocket server of ws's own stands in for /api/ws: it sends one envelope
      writeFileSync(
        join(dir, 'main.js'),
        `import { SvcAdminClient } from '@svc-admin/client';
import WebSocket, { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise((r) => wss.once('listening', r));
wss.on('connection', (socket, req) => socket.send(JSON.stringify({ status: 0, message: 'ok', rows: [], total: 0, path: req.url.split('?')[0] })));
const url = 'http://127.0.0.1:' + wss.address().port;
const withWs = new SvcAdminClient({ url, sid: 'a-session', WebSocket });
let first;
for await (const answer of withWs.watch('user_get_list')) { first = answer; break; }
let without;
try { for await (const answer of new SvcAdminClient({ url, sid: 'a-session' }).watch('user_get_list')) break; } catch (e) { without = e.name + ': ' + e.message; }
wss.close();
console.log(JSON.stringify({ first, without }));`,
      );
      const out = JSON.parse(execFileSync(process.execPath, [join(dir, 'main.js')], { encoding: 'utf8' }));
      expect(out.first).toMatchObject({ status: 0, total: 0, path: '/api/ws' });
      expect(out.without).toMatch(/^TypeError: no WebSocket/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
