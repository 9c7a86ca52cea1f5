// generated/client/: the typed TypeScript client for integrators, a package installable from the
// checkout (`npm install <checkout>/generated/client`) with nothing to build: ESM JavaScript and .d.ts
// declarations. The generic part (transport, errors, session, live lists, upload) is the template source
// in codegen/client/; the per-action part is written from the catalog (client-shapes.ts). Both are
// compiled together here, in memory, so a template that no longer fits the generated types stops `make gen`.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModuleKind, ModuleResolutionKind, Project, ScriptTarget } from 'ts-morph';
import { compareText } from '../diagnostics.js';
import type { Catalog } from '../model.js';
import { clientActionsSource, isLive, methodName, shapeName, UPLOAD_ACTION } from './client-shapes.js';
import type { EmitContext } from './emit-context.js';

const TEMPLATE_DIR = fileURLToPath(new URL('../client/', import.meta.url));
const ROOT_PACKAGE = fileURLToPath(new URL('../../package.json', import.meta.url));
export const CLIENT_PACKAGE = '@svc-admin/client';
export const CLIENT_CLASS = 'SvcAdminClient';

/** The template modules, by file name (client-core.ts, errors.ts, live.ts, transfer.ts, types.ts, upload.ts). */
function templates(): [string, string][] {
  return readdirSync(TEMPLATE_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort(compareText)
    .map((f) => [f, readFileSync(TEMPLATE_DIR + f, 'utf8')]);
}

const INDEX_SOURCE = `export * from './actions.js';
export * from './client-core.js';
export * from './errors.js';
export * from './live.js';
export type * from './types.js';
export type { TransferOptions, TransferProgress } from './transfer.js';
export type { UploadSource } from './upload.js';
`;

/** Compiles the client's modules to ESM JavaScript and declarations; a type error is a generator bug. */
function compile(sources: readonly [string, string][]): Map<string, string> {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      target: ScriptTarget.ES2022,
      module: ModuleKind.ES2022,
      moduleResolution: ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.asynciterable.d.ts'],
      types: [],
      strict: true,
      declaration: true,
      outDir: '/out',
      rootDir: '/src',
      newLine: 1, // LF
    },
  });
  for (const [name, text] of sources) project.createSourceFile(`/src/${name}`, text);
  const problems = project.getPreEmitDiagnostics();
  if (problems.length > 0) {
    throw new Error(`the client does not compile:\n${project.formatDiagnosticsWithColorAndContext(problems)}`);
  }
  const out = new Map<string, string>();
  for (const file of project.emitToMemory().getFiles()) out.set(file.filePath.replace(/^\/out\//, ''), file.text);
  return out;
}

/** What a project needs around the package: said before the example, which depends on both. */
function requirements(): string {
  let out = '## Requirements\n\n';
  out += '- **An ES module project.** The package is ESM only (`import`, no CommonJS build). Your `package.json` has ';
  out += '`"type": "module"` (or your files are `.mjs`/`.mts`); TypeScript needs `"module": "nodenext"` (or ';
  out += '`"moduleResolution": "bundler"` under a bundler), since a CommonJS TypeScript file may not import an ';
  out += 'ES module (TS1479). Plain CommonJS JavaScript loads it with `await import(\'@svc-admin/client\')` ';
  out += '(Node before 20.19 cannot `require()` it).\n';
  out += '- **`ws` for live lists in Node 20.** `watch()` needs a WebSocket class: browsers and Node 22 have one, ';
  out += 'Node 20 has none. Install the [`ws`](https://www.npmjs.com/package/ws) package (8 or later; a peer ';
  out += 'dependency of this one, optional) and pass it as the `WebSocket` option; without it `watch()` throws ';
  out += '`TypeError: no WebSocket`. Everything else uses only what Node 20 and browsers have built in (`fetch`, ';
  out += '`Blob`, streams, `crypto.getRandomValues`), with no dependency.\n\n';
  out += '```json\n{\n  "type": "module",\n  "dependencies": {\n    "@svc-admin/client": "file:/path/to/checkout/generated/client",\n    "ws": "^8"\n  }\n}\n```\n\n';
  return out;
}

function serverVersion(): string {
  return (JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { version: string }).version;
}

function packageJson(ctx: EmitContext): string {
  const pkg = {
    '//': ctx.header.replace(/^\/\/ /, ''),
    name: CLIENT_PACKAGE,
    version: serverVersion(),
    description: 'Typed client of the administration API: one method per action, sessions, live lists, image transfers',
    type: 'module',
    main: './index.js',
    types: './index.d.ts',
    exports: { '.': { types: './index.d.ts', default: './index.js' } },
    sideEffects: false,
    engines: { node: '>=20' },
    // live lists in Node 20 need `ws` (README, Requirements); nothing else does
    peerDependencies: { ws: '>=8' },
    peerDependenciesMeta: { ws: { optional: true } },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The list action the README's example watches: users when the catalog has them. */
function exampleList(catalog: Catalog) {
  const lists = [...catalog.actions].filter((a) => a.kind === 'list' && isLive(a)).sort((a, b) => compareText(a.name, b.name));
  return lists.find((a) => a.object === 'user') ?? lists[0];
}

function readme(ctx: EmitContext): string {
  const catalog = ctx.catalog;
  const list = exampleList(catalog);
  const header = `<!-- ${ctx.header.replace(/^\/\/ /, '')} -->\n\n`;
  let out = `# ${CLIENT_PACKAGE}\n\n`;
  out += 'A typed client of the administration API for Node 20 and browsers: one method per action, with ';
  out += 'its filters, fields, order tokens and arguments typed from the catalog, sessions, live lists and ';
  out += 'disk image uploads. ESM JavaScript with type declarations: nothing to build.\n\n';
  out += '```sh\nnpm install /path/to/checkout/generated/client ws\n```\n\n';
  out += requirements();
  if (list) {
    const fields = list.fields.slice(0, 2).map((f) => `'${f.value}'`).join(', ');
    out += '```ts\n';
    out += `import { ${CLIENT_CLASS} } from '${CLIENT_PACKAGE}';\n`;
    out += "import WebSocket from 'ws'; // Node 20 has no global WebSocket; browsers need no option\n\n";
    out += `const api = new ${CLIENT_CLASS}({ url: 'http://127.0.0.1:8080', WebSocket });\n`;
    out += "await api.login('superadmin', 'change-me-now', '*');\n";
    out += `const { rows } = await api.${methodName(list.name)}({ fields: [${fields}], order_by: '${list.orderBy[0]?.value ?? 'id'}', block: 20 });\n`;
    out += 'console.log(rows);\n';
    out += `for await (const answer of api.watch('${list.name}', { fields: [${fields}] })) {\n`;
    out += '  console.log(`${answer.total} rows now`); // the current list, then again after every change\n';
    out += '}\n```\n\n';
  }
  out += '## Calls\n\n';
  out += `Each action is a method named after it in camelCase (\`${list ? list.name : 'user_get_list'}\` → \`${list ? methodName(list.name) : 'userGetList'}\`); `;
  out += '`call(name, params)` does the same by name. Parameters are those of `/api`: `filters`, `fields`, ';
  out += '`order_by`, `arguments`, `offset` (the page, from 1), `block` (rows per page) and `parameters` (free ';
  out += 'values for the audit log, such as `{source: \'my-tool\'}`); a superadministrator names a tenant with the ';
  out += '`tenant_id` filter or argument. ';
  out += 'Tokens an action does not accept, values of the wrong type and missing mandatory filters or arguments ';
  out += 'are compile errors. Giving `fields` narrows the row type to them; without it the rows carry the ';
  out += 'default fields, those that need an ACL as optional (the server leaves out what the caller may not see). ';
  out += 'Extra top-level fields (statistics, the caller\'s setup) are typed where the catalog describes them. ';
  out += 'Every method takes a second argument `{ signal }` (an AbortSignal) to abort the call.\n\n';
  out += 'Filters on custom property keys are not in the types: pass them through `call` with a cast.\n\n';
  out += '## Dry runs\n\n';
  out += 'Every action that changes data takes `dry_run: true`, and `await api.dryRun(action, params)` sends it: the call is ';
  out += 'rehearsed and changes nothing, and the answer is its `DryRunOutcome`, what the real call would answer (`status`, ';
  out += '`total`, for updates, deletes and exec actions `selected` and `ids`, and `failures` per record id). A request the real call ';
  out += 'would refuse before running throws its `ApiError`, as the call would. The methods of writes also take `dry_run`; their answer ';
  out += 'then carries `dry_run`.\n\n';
  out += '## Sessions\n\n';
  out += `- \`await api.login(login, password, tenant?)\` opens a session (POST /api/login) and answers its \`sid\`; \`api.sid\` holds it.\n`;
  out += `- \`new ${CLIENT_CLASS}({ url, sid })\` goes on with an existing session; \`await api.logout()\` ends it.\n`;
  out += `- \`new ${CLIENT_CLASS}({ url, credentials: { login, password, tenant } })\` sends the credentials with every call and makes no session.\n`;
  out += `- \`api.oidcStartUrl(tenant)\` is the address that signs a person in with the tenant's OpenID provider (GET /api/oidc/start, mode json): opened in a browser, the sign-in ends on a page showing the \`sid\`, for \`new ${CLIENT_CLASS}({ url, sid })\`.\n`;
  out += '- The session id travels as `Authorization: Bearer` (the query for live sockets), never as a cookie.\n\n';
  out += '## Errors\n\n';
  out += 'A status other than 0 throws `ApiError` with `status`, `message`, `additionalInfo`, `failures` ';
  out += '(per record id inside 1200, or per argument) and the whole `envelope`; `TransportError` is an answer ';
  out += 'that is no envelope; `LiveClosedError` a live socket ending without a final envelope.\n\n';
  out += '## Live lists\n\n';
  out += '`api.watch(action, params)` opens `/api/ws` and is an async iterator of envelopes: the first at once, ';
  out += 'then one after every change that concerns the list. Leaving the loop closes the socket. A final error ';
  out += 'envelope (a refused request, a session that ended) is thrown as `ApiError`. The keep-alive `AKN` is ';
  out += 'answered by the client. The WebSocket class is `globalThis.WebSocket` or the `WebSocket` option.\n\n';
  out += 'A socket that drops without a final envelope (1006 without a close frame or a network error, 1001 the server ';
  out += 'stopping, 1011, 1012, 1013, 1014) is opened again on its own with the same request, after waits of 250 ms doubling ';
  out += 'to 5 s, half of each random; the server answers the new socket with the current list at once, so the next value ';
  out += 'holds every change made while it was away. `api.watch(action, params, { reconnect: { maxAttempts, initialDelayMs, ';
  out += 'maxDelayMs, maxTotalMs } })` bounds it (10 attempts, 30 s by default), `reconnect: false` turns it off, and ';
  out += '`onReconnect({ code, attempts, downMs })` is called before that first value. A close that is final by its meaning ';
  out += '(1000, 1008, a 4xxx code, an upgrade the server refused) is never retried; past the bound the drop is thrown as ';
  out += '`LiveClosedError`, as without reconnecting.\n\n';
  if (catalog.actions.some((a) => a.name === UPLOAD_ACTION)) {
    out += '## Uploads\n\n';
    out += '`api.uploadDiskImage(file, args)` sends a disk image to POST /api/di/upload with ';
    out += `\`${UPLOAD_ACTION}\`'s arguments and answers its envelope. In Node \`file\` is a path or a Readable, `;
    out += 'streamed without being held in memory; in browsers a Blob or File.\n\n';
    out += '## Downloads and staging copies\n\n';
    out += '`api.downloadDiskImage(url, args, { onProgress, signal })` has the server download an image from `url` (the ';
    out += 'WebSocket `/api/di/download`), and `api.copyStagedDiskImage(args, { onProgress, signal })` has it copy the staging file ';
    out += '`args.disk_image` (the WebSocket `/api/staging`); both create the record with `' + UPLOAD_ACTION + '`\'s arguments and answer its ';
    out += 'envelope. `onProgress({ total, copied })` gets each progress frame (`total` is null while the source has told no ';
    out += 'length). A failed transfer throws `ApiError` (2260 for a download) and leaves no file and no record; aborting ';
    out += '`signal` closes the socket, which cancels the transfer the same way. Nothing is retried or resumed. Both need ';
    out += 'the WebSocket class, as live lists do.\n\n';
  }
  out += '## Audit log export\n\n';
  out += '`api.exportLog({ format, filters, fields })` streams the audit log from POST /api/log/export: every entry the filters ';
  out += "select (log_get_list's), oldest first, as NDJSON (the default) or CSV. It answers a `ReadableStream` of the body, ";
  out += 'read as the server writes it; a refused request throws `ApiError` before anything is streamed.\n\n';
  out += '## Methods\n\n| Method | Action | Kind | Live |\n|---|---|---|---|\n';
  for (const a of [...catalog.actions].sort((x, y) => compareText(x.name, y.name))) {
    out += `| \`${methodName(a.name)}\` | \`${a.name}\` (\`${shapeName(a.name)}\`) | ${a.kind} | ${isLive(a) ? 'yes' : ''} |\n`;
  }
  return header + out;
}

export function emitClient(ctx: EmitContext): [string, string][] {
  const sources: [string, string][] = [
    ...templates(),
    ['actions.ts', clientActionsSource(ctx.catalog, CLIENT_CLASS)],
    ['index.ts', INDEX_SOURCE],
  ];
  const origins = new Map(templates().map(([name]) => [name.replace(/\.ts$/, ''), `codegen/client/${name}`]));
  const files: [string, string][] = [];
  for (const [path, text] of compile(sources)) {
    const origin = origins.get(path.replace(/\.d\.ts$|\.js$/, ''));
    const note = origin ? `// Compiled from ${origin}.\n` : '';
    files.push([`client/${path}`, `${ctx.header}\n${note}\n${text.trimEnd()}\n`]);
  }
  files.push(['client/package.json', packageJson(ctx)]);
  files.push(['client/README.md', readme(ctx)]);
  return files;
}
