// Broken catalogs produce every mistake at once, each as `file:line:col - error <code>: <message>`
// followed by the source line and a caret under the offending text.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { BROKEN, MINI, ROOT } from './paths.js';

const B = BROKEN;

describe('test/fixtures/catalog-broken', () => {
  const result = renderCatalog(ROOT, { catalogDir: BROKEN });
  const headlines = result.report.map((r) => r.split('\n')[0]);

  it('reports every mistake in one run, sorted by file and position', () => {
    expect(headlines).toEqual([
      `${B}/acls.yaml:6:12 - error duplicate-acl: ACL "gadget.see-main." is already defined at ${B}/acls.yaml:3:12`,
      `${B}/acls.yaml:8:22 - error unknown-acl: alias "gadget.see_weight" stands for "gadget.see.wieght", which is not a defined ACL`,
      `${B}/actions/gadgets.yaml:8:35 - error unknown-token: mandatory_filters of gadget_get_list: object gadget has no token "size"`,
      `${B}/actions/gadgets.yaml:9:22 - error filter-not-accepted: unique_filters of gadget_get_list: "secret" is not in the action's filters`,
      `${B}/actions/gadgets.yaml:10:24 - error unknown-token: fields of gadget_get_list: object gadget has no token "colour"`,
      `${B}/actions/gadgets.yaml:10:32 - error unreadable-token: fields of gadget_get_list: token "secret" has no expr, column or loader to read it by`,
      `${B}/actions/gadgets.yaml:11:20 - error order-by-loader: order_by of gadget_get_list: token "parts" is filled by a loader after the select and cannot order rows`,
      `${B}/actions/gadgets.yaml:12:3 - error unknown-object: action gadget_create names unknown object "gizmo"`,
      `${B}/actions/gadgets.yaml:18:3 - error missing-example: action gadget_count has no step in examples.yaml`,
      `${B}/actions/gadgets.yaml:18:3 - error missing-handler: bespoke action gadget_count names no handler`,
      `${B}/actions/gadgets.yaml:20:12 - error unknown-acl: unknown ACL "gadget.count." in acls of action gadget_count: not defined in acls, not an alias, and no defined ACL matches it as a pattern`,
      `${B}/actions/more.yaml:3:3 - error duplicate-action: action gadget_get_list is already defined at ${B}/actions/gadgets.yaml:3:3`,
      `${B}/actions/syntax.yaml:5:5 - error yaml-syntax: Map keys must be unique`,
      `${B}/config.yaml:2:37 - error schema: tokens[0].default must be a string or null`,
      `${B}/errors.yaml:7:5 - error duplicate-error-code: error code 1000 is already defined at ${B}/errors.yaml:6:5`,
      `${B}/examples.yaml:2:5 - error example-parameter: example of gadget_get_list: filter "colour" is not one of the action's filters`,
      `${B}/examples.yaml:2:5 - error example-parameter: example of gadget_get_list: filter "size" is not one of the action's filters`,
      `${B}/examples.yaml:3:5 - error example-parameter: example of gadget_create: argument "weight" is not one of the action's arguments`,
      `${B}/examples.yaml:3:5 - error example-parameter: example of gadget_create: mandatory argument "name" is missing`,
      `${B}/examples.yaml:4:5 - error unknown-action: example step names unknown action "gadget_spin"`,
      `${B}/examples.yaml:6:5 - error example-parameter: example of gadget_get_list answers 6220: its title must say why`,
      `${B}/objects/gadget.yaml:1:9 - error missing-tenant-column: object gadget is tenant-scoped (tenant) but has no tenant_column`,
      `${B}/objects/gadget.yaml:7:50 - error schema: tokens.name.max_length must be an integer`,
      `${B}/objects/gadget.yaml:8:49 - error unknown-acl: unknown ACL "gadget.see.weigth" in see of token gadget.weight: not defined in acls, not an alias, and no defined ACL matches it as a pattern`,
      `${B}/objects/gadget.yaml:9:3 - error loader-with-expr: token gadget.parts has both a loader and an expr; a loader's value is not read by SQL`,
      `${B}/objects/gadget.yaml:9:3 - error missing-schema: token gadget.parts is a value its loader gadget_parts builds, but has no schema describing it`,
      `${B}/objects/gadget.yaml:10:49 - error schema: tokens.secret has unknown key "colour"`,
      `${B}/objects/gadget.yaml:12:5 - error join-not-to-one: join mk of gadget is marked to_one [id] but its ON (mk.id = g.maker_id OR mk.id = 0) does not set mk.id to one value (an AND of \`alias.column = expression\` terms is needed)`,
      `${B}/objects/gadget.yaml:13:5 - error join-order: join sh of gadget reads bx, joined after it (or itself); list the joins it needs before it`,
      `${B}/objects/gadget.yaml:14:5 - error join-not-to-one: join bx of gadget is marked to_one [id] but its ON (bx.gadget_id = g.id) does not set bx.id to one value (an AND of \`alias.column = expression\` terms is needed)`,
      `${B}/roles.yaml:7:12 - error unknown-acl: unknown ACL "gadget.see.height" in deny of role "Gadgets Writer": not defined in acls, not an alias, and no defined ACL matches it as a pattern`,
      `${B}/roles.yaml:8:16 - error role-cycle: role inheritance cycle: "Gadgets Reader" → "Gadgets Writer" → "Gadgets Reader"`,
      `${B}/roles.yaml:8:32 - error unknown-role: role "Gadgets Writer" inherits unknown role "Nobody"`,
    ]);
  });

  it('renders nothing when the catalog has mistakes', () => {
    expect(result.files.size).toBe(0);
  });

  it('prints the source line and a caret under the offending text', () => {
    const report = result.report.find((r) => r.includes('error unknown-token') && r.includes('"colour"'));
    expect(report).toBe(
      [
        `${B}/actions/gadgets.yaml:10:24 - error unknown-token: fields of gadget_get_list: object gadget has no token "colour"`,
        '> 10 |     fields: [id, name, colour, secret]',
        '     |                        ^^^^^^',
      ].join('\n'),
    );
  });

  it('points schema violations at the offending value', () => {
    const report = result.report.find((r) => r.includes('max_length'));
    expect(report?.split('\n').slice(1)).toEqual([
      '> 7 |   name: {type: string, column: name, max_length: long}',
      '    |                                                  ^^^^',
    ]);
  });
});

describe('catalog-level mistakes', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A copy of the mini catalog in a temporary project root, with some files replaced or removed. */
  function variant(changes: Record<string, string | null>): string {
    const root = mkdtempSync(join(tmpdir(), 'svc-codegen-'));
    dirs.push(root);
    for (const rel of ['errors.yaml', 'acls.yaml', 'roles.yaml', 'config.yaml', 'examples.yaml', 'objects/widget.yaml', 'actions/widgets.yaml']) {
      const target = join(root, 'catalog', rel);
      mkdirSync(join(target, '..'), { recursive: true });
      const replaced = changes[rel];
      if (replaced === null) continue;
      writeFileSync(target, replaced ?? readFileSync(join(ROOT, MINI, rel), 'utf8'));
    }
    return root;
  }

  it('requires every status code the API defines', () => {
    const root = variant({ 'errors.yaml': 'errors:\n  - {code: 0, name: SVC_CODE_SUCCESS, message: "Successful completion"}\n' });
    const { diagnostics } = renderCatalog(root);
    // the exec action's refusal status is then undefined too
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual([
      'catalog/actions/widgets.yaml:89:5 unknown-status',
      'catalog/errors.yaml:2:5 missing-error-code',
    ]);
    expect(diagnostics[1]!.message).toMatch(/missing: 1000, 1100, 1200, .*, 7390$/);
  });

  it('reports a missing catalog file', () => {
    const { diagnostics } = renderCatalog(variant({ 'roles.yaml': null }));
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual(['catalog/roles.yaml:1:1 missing-file']);
  });

  it('reports a special argument whose schema is not a JSON Schema', () => {
    const actions = readFileSync(join(ROOT, MINI, 'actions/widgets.yaml'), 'utf8').replace(
      'schema: {type: array, uniqueItems: true, items: {type: string, maxLength: 32}}',
      'schema: {type: list}',
    );
    const { diagnostics } = renderCatalog(variant({ 'actions/widgets.yaml': actions }));
    expect(diagnostics.map((d) => d.code)).toEqual(['invalid-schema']);
  });

  it('checks the schemas that type the client: json tokens only, valid JSON Schemas, answer rows on bespoke actions only', () => {
    const object = readFileSync(join(ROOT, MINI, 'objects/widget.yaml'), 'utf8')
      .replace('schema: {type: array, items: {type: string}}', 'schema: {type: list}')
      .replace('  name:\n    type: string\n', '  name:\n    type: string\n    schema: {type: string}\n');
    const actions = readFileSync(join(ROOT, MINI, 'actions/widgets.yaml'), 'utf8')
      .replace('extra: {type: object, additionalProperties: {type: integer}}', 'extra: {type: 3}')
      .replace('  widget_get_list:\n', '  widget_get_list:\n    answer: {rows: {type: object}}\n');
    const { diagnostics } = renderCatalog(variant({ 'objects/widget.yaml': object, 'actions/widgets.yaml': actions }));
    expect(diagnostics.map((d) => `${d.code}: ${d.message.split(':')[0]}`).sort()).toEqual([
      'invalid-schema: answer.extra of widget_stats is not a valid JSON Schema',
      'invalid-schema: schema of token widget.tags is not a valid JSON Schema',
      'unexpected-answer: list action widget_get_list answers rows of its kind; only bespoke actions describe their rows',
      'unexpected-schema: token widget.name is of type string; only json tokens carry a schema of their value',
    ]);
  });

  it('requires a byte bound of a text that could outgrow a TEXT column (65,535 bytes), as 40,000 é once did', () => {
    const object = readFileSync(join(ROOT, MINI, 'objects/widget.yaml'), 'utf8').replace('    max_length: 64\n', '    max_length: 20000\n');
    const { diagnostics } = renderCatalog(variant({ 'objects/widget.yaml': object }));
    expect(diagnostics.map((d) => `${d.code}: ${d.message.split(',')[0]}`)).toEqual(['unbounded-bytes: token widget.name may take 20000 characters']);
    const bounded = object.replace('    max_length: 20000\n', '    max_length: 20000\n    max_bytes: 65535\n');
    expect(renderCatalog(variant({ 'objects/widget.yaml': bounded })).diagnostics).toEqual([]);
  });

  it('requires a schema of every composite value a loader or an output formatter builds', () => {
    const object = readFileSync(join(ROOT, MINI, 'objects/widget.yaml'), 'utf8').replace(', schema: {type: array, items: {type: string}}}', '}');
    const { diagnostics } = renderCatalog(variant({ 'objects/widget.yaml': object }));
    expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'missing-schema: token widget.tags is a value its loader widget_tags builds, but has no schema describing it',
    ]);
  });

  it("checks an exec action's transition against its object and the status codes", () => {
    const actions = readFileSync(join(ROOT, MINI, 'actions/widgets.yaml'), 'utf8').replace(
      'transition: {column: phase, from: [idle], to: spinning, refused: 5130, require: {active: 1}, driver: spin}',
      'transition: {column: wobble, from: [idle, spinning], to: spinning, refused: 5999, require: {nothing: 1}, driver: spin}',
    );
    const { diagnostics } = renderCatalog(variant({ 'actions/widgets.yaml': actions }));
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['idle-transition', 'unknown-column', 'unknown-column', 'unknown-status']);
    const noTransition = readFileSync(join(ROOT, MINI, 'actions/widgets.yaml'), 'utf8').replace(/\n    transition: \{[^\n]*\}/, '');
    expect(renderCatalog(variant({ 'actions/widgets.yaml': noTransition })).diagnostics.map((d) => d.code)).toEqual(['missing-transition']);
  });

  it("checks the states of a transition against the column token's enum", () => {
    const actions = readFileSync(join(ROOT, MINI, 'actions/widgets.yaml'), 'utf8').replace('from: [idle], to: spinning', 'from: [idle], to: flying');
    const { diagnostics } = renderCatalog(variant({ 'actions/widgets.yaml': actions }));
    expect(diagnostics.map((d) => `${d.code} ${/"([^"]+)"/.exec(d.message)![1]}`)).toEqual(['unknown-state flying']);
  });

  it('reads a pattern the way the runtime does', () => {
    const roles = 'roles:\n  - name: R\n    acls: [widget.*-massive., "*.see.color", widget.update., widget.nothing., "*.see.nothing"]\n';
    const { diagnostics } = renderCatalog(variant({ 'roles.yaml': roles }));
    expect(diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${/"([^"]+)"/.exec(d.message)![1]}`)).toEqual([
      '3:62 unknown-acl widget.nothing.',
      '3:79 unknown-acl *.see.nothing',
    ]);
  });
});
