// Objects: scoping needs its column, joins need distinct aliases, and each token must be consistent
// (a loader produces the value, so it has no SQL expression; patterns must compile; ranges must hold).

import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { Catalog } from '../model.js';

export function checkObjects(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const o of catalog.objects) {
    if (o.tenantScope !== 'none' && o.tenantColumn === undefined) {
      out.push(diagnosticAt(o.pos, 'missing-tenant-column', `object ${o.name} is tenant-scoped (${o.tenantScope}) but has no tenant_column`));
    }
    const aliases = new Set([o.alias]);
    for (const j of o.joins) {
      if (aliases.has(j.alias)) out.push(diagnosticAt(o.pos, 'duplicate-alias', `object ${o.name} uses SQL alias ${j.alias} twice`));
      aliases.add(j.alias);
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
      if (t.type === 'password' && t.expr !== undefined) {
        out.push(diagnosticAt(t.pos, 'readable-password', `${at} is a password, which is write only, but has an expr`));
      }
    }
  }
  return out;
}
