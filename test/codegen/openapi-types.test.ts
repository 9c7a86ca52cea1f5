// generated/openapi.json is usable as a typed client contract: openapi-typescript turns it into types,
// and a small program calling three actions through them type-checks — while the same program with a
// wrong filter token, a wrong argument type or a misspelt row token does not, so a document that types
// everything loosely fails this test.

import openapiTS, { astToString } from 'openapi-typescript';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svc-openapi-types-'));
  const ast = await openapiTS(JSON.parse(readFileSync(join(ROOT, 'generated/openapi.json'), 'utf8')) as never);
  writeFileSync(join(dir, 'api.ts'), astToString(ast));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A client over the generated types: the body and answer of each action's operation. */
const CLIENT = `import type { paths } from './api.js';

type ActionPath = Extract<keyof paths, \`/api/actions/\${string}\`>;
type Operation<P extends ActionPath> = NonNullable<paths[P]['post']>;
export type Body<P extends ActionPath> = NonNullable<Operation<P>['requestBody']>['content']['application/json'];
export type Answer<P extends ActionPath> = Operation<P>['responses'][200]['content']['application/json'];

export async function call<P extends ActionPath>(base: string, path: P, body: Body<P>): Promise<Answer<P>> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Answer<P>;
}
`;

/** Three actions called as a client would; `mistake` replaces one marked line. */
function program(mistake?: { marker: string; line: string }): string {
  const lines = `import { call } from './client.js';

export async function main(base: string, sid: string): Promise<string[]> {
  const users = await call(base, '/api/actions/user_get_list', {
    sid,
    filters: { name: { '~': '%bo%' }, blocked: 0, tenant_id: [1, 2], '-or': ['id', 1, 'id', 2] }, // FILTERS
    fields: ['id', 'name', 'number_of_vms'],
    order_by: { field: 'name', order: '-desc' },
    offset: 1,
    block: 10,
  });
  const created = await call(base, '/api/actions/user_create', {
    sid,
    arguments: { name: 'alice', password: 's3cret', blocked: 1, __properties__: { office: 'B2' } }, // ARGUMENTS
  });
  const tenant = await call(base, '/api/actions/tenant_get_details', { sid, filters: { id: 1 } }); // TENANT_FILTERS
  const out: string[] = [];
  if (users.status === 0) for (const row of users.rows) out.push(\`\${row.id ?? 0}: \${row.name ?? ''} (\${row.number_of_vms ?? '0'} VMs)\`);
  if (created.status === 0) out.push(String(created.rows[0]?.id));
  else out.push(created.additional_info);
  if (tenant.status === 0) for (const row of tenant.rows) out.push(row.name ?? ''); // TENANT_ROW
  return out;
}
`.split('\n');
  if (!mistake) return lines.join('\n');
  const at = lines.findIndex((l) => l.includes(`// ${mistake.marker}`));
  if (at < 0) throw new Error(`no line marked ${mistake.marker}`);
  lines[at] = mistake.line;
  return lines.join('\n');
}

/** Type-checks client.ts and main.ts against the generated api.ts; answers the error messages. */
function typeCheck(main: string): string[] {
  writeFileSync(join(dir, 'client.ts'), CLIENT);
  writeFileSync(join(dir, 'main.ts'), main);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const prog = ts.createProgram([join(dir, 'main.ts')], options);
  return ts.getPreEmitDiagnostics(prog).map((d) => `${d.file ? d.file.fileName.slice(dir.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('types generated from openapi.json (openapi-typescript)', () => {
  it('type-check a client calling user_get_list, user_create and tenant_get_details', () => {
    expect(typeCheck(program())).toEqual([]);
  }, 120_000);

  it('refuse a filter token tenant_get_details does not have', () => {
    const errors = typeCheck(program({ marker: 'TENANT_FILTERS', line: "  const tenant = await call(base, '/api/actions/tenant_get_details', { sid, filters: { idd: 1 } });" }));
    console.log(errors); expect(errors.join("\n")).toMatch(/idd/);
  }, 120_000);

  it('refuse an argument of the wrong type, and an unknown operator', () => {
    const wrongType = typeCheck(program({ marker: 'ARGUMENTS', line: "    arguments: { name: 42, password: 's3cret' }," }));
    expect(wrongType.length).toBeGreaterThan(0);
    expect(wrongType.join('\n')).toMatch(/number.*not assignable to type 'string'/s);
    const unknownArgument = typeCheck(program({ marker: 'ARGUMENTS', line: "    arguments: { name: 'alice', password: 's3cret', colour: 'red' }," }));
    expect(unknownArgument.join('\n')).toMatch(/colour/);
    const operator = typeCheck(program({ marker: 'FILTERS', line: "    filters: { name: { like: '%bo%' } }," }));
    console.log(operator, wrongType, unknownArgument); expect(operator.length).toBeGreaterThan(0);
  }, 120_000);

  it('refuse a row token the action does not return', () => {
    const errors = typeCheck(program({ marker: 'TENANT_ROW', line: "  if (tenant.status === 0) for (const row of tenant.rows) out.push(row.nmae ?? '');" }));
    expect(errors.join('\n')).toMatch(/nmae/);
  }, 120_000);
});
