// Objects: scoping needs its column, joins need distinct aliases (each after the joins its ON reads, a
// to-one join's ON fixing every column of its stated key), and each token must be consistent
// (a loader produces the value, so it has no SQL expression; patterns must compile; ranges must hold;
// a value schema belongs to json tokens and must be a JSON Schema; a composite value a loader or an
// output formatter builds must have one, since OpenAPI and the typed client type it from there alone;
// a text must fit its column in bytes, not only in characters).

import AjvModule from 'ajv';
import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import { TEXT_COLUMN_BYTES } from '../emit/argument-schema.js';
import type { Catalog } from '../model.js';
import { aliasesIn, onKeyColumns } from '../emit/join-needs.js';

const Ajv = AjvModule.default;

export function checkObjects(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  const schemaChecker = new Ajv({ strict: false, allErrors: true });
  for (const o of catalog.objects) {
    if (o.tenantScope !== 'none' && o.tenantColumn === undefined) {
      out.push(diagnosticAt(o.pos, 'missing-tenant-column', `object ${o.name} is tenant-scoped (${o.tenantScope}) but has no tenant_column`));
    }
    const aliases = new Set([o.alias]);
    for (const j of o.joins) {
      if (aliases.has(j.alias)) out.push(diagnosticAt(o.pos, 'duplicate-alias', `object ${o.name} uses SQL alias ${j.alias} twice`));
      const later = aliasesIn(j.on, o.joins).filter((a) => a !== j.alias && !aliases.has(a));
      if (later.length) {
        out.push(diagnosticAt(j.pos, 'join-order', `join ${j.alias} of ${o.name} reads ${later.join(', ')}, joined after it (or itself); list the joins it needs before it`));
      }
      aliases.add(j.alias);
      if (j.toOne !== undefined) {
        const fixed = onKeyColumns(j);
        const missing = j.toOne.filter((c) => !fixed?.includes(c));
        if (missing.length) {
          out.push(
            diagnosticAt(
              j.pos,
              'join-not-to-one',
              `join ${j.alias} of ${o.name} is marked to_one [${j.toOne.join(', ')}] but its ON (${j.on}) does not set ${missing.map((c) => `${j.alias}.${c}`).join(', ')} to one value ` +
                '(an AND of `alias.column = expression` terms is needed)',
            ),
          );
        }
      }
    }
    for (const token of Object.keys(o.events.tokens)) {
      if (!o.tokens.some((t) => t.name === token)) {
        out.push(diagnosticAt(o.pos, 'unknown-token', `events of ${o.name}: object ${o.name} has no token "${token}"`));
      }
    }
    for (const t of o.tokens) {
      const at = `token ${o.name}.${t.name}`;
      if (t.output !== undefined && t.expr === undefined) {
        out.push(diagnosticAt(t.pos, 'output-without-expr', `${at} has an output formatter but no expr to read the value it formats`));
      }
      if (t.loader !== undefined && t.expr !== undefined) {
        out.push(diagnosticAt(t.pos, 'loader-with-expr', `${at} has both a loader and an expr; a loader's value is not read by SQL`));
      }
      if (t.loader !== undefined && t.virtual) {
        out.push(diagnosticAt(t.pos, 'loader-with-virtual', `${at} is virtual and has a loader; a virtual token is produced by its handler`));
      }
      if (t.pattern !== undefined) {
        try {
          new RegExp(t.pattern, 'u');
        } catch (err) {
          out.push(diagnosticAt(t.pos, 'invalid-pattern', `${at} has a pattern that does not compile: ${(err as Error).message}`));
        }
      }
      if (t.min !== undefined && t.max !== undefined && t.min > t.max) {
        out.push(diagnosticAt(t.pos, 'invalid-range', `${at} has min ${t.min} above max ${t.max}`));
      }
      if (t.valueSchema !== undefined && t.type !== 'json') {
        out.push(diagnosticAt(t.pos, 'unexpected-schema', `${at} is of type ${t.type}; only json tokens carry a schema of their value`));
      } else if (t.valueSchema !== undefined && !schemaChecker.validateSchema(t.valueSchema as object)) {
        const why = schemaChecker.errorsText(schemaChecker.errors, { dataVar: 'schema' });
        out.push(diagnosticAt(t.pos, 'invalid-schema', `schema of ${at} is not a valid JSON Schema: ${why}`));
      }
      if (t.type === 'json' && t.valueSchema === undefined && (t.loader !== undefined || t.output !== undefined)) {
        const by = t.loader !== undefined ? `loader ${t.loader}` : `output formatter ${t.output}`;
        out.push(diagnosticAt(t.pos, 'missing-schema', `${at} is a value its ${by} builds, but has no schema describing it`));
      }
      if (t.passwordCost !== undefined && t.type !== 'password') {
        out.push(diagnosticAt(t.pos, 'misplaced-password-cost', `${at} is of type ${t.type}; only password tokens have a password_cost`));
      }
      if (t.type === 'password' && t.expr !== undefined) {
        out.push(diagnosticAt(t.pos, 'readable-password', `${at} is a password, which is write only, but has an expr`));
      }
      // a text longer than a TEXT column's bytes would pass the validators and fail the database (1100)
      const bytesAtMost = Math.min(t.maxBytes ?? Infinity, (t.maxLength ?? Infinity) * 4);
      if ((t.type === 'string' || t.type === 'password') && t.maxLength !== undefined && bytesAtMost > TEXT_COLUMN_BYTES) {
        out.push(
          diagnosticAt(t.pos, 'unbounded-bytes', `${at} may take ${t.maxLength} characters, up to ${t.maxLength * 4} bytes of UTF-8, more than the ${TEXT_COLUMN_BYTES} bytes a TEXT column stores: give it max_bytes`),
        );
      }
    }
  }
  return out;
}
