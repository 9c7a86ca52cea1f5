// Everything the catalog names must be named once: error codes and names, ACLs, roles, config keys,
// objects, families and actions (across files), and the entries of each token list. Every repeat is
// reported where it is written again, naming where it was first.

import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { Catalog, SourcePos } from '../model.js';
import { SPEC_ERROR_CODES } from './spec-error-codes.js';

function repeats<T>(items: readonly T[], key: (t: T) => string, pos: (t: T) => SourcePos, code: string, what: (k: string) => string): Diagnostic[] {
  const first = new Map<string, SourcePos>();
  const out: Diagnostic[] = [];
  for (const item of items) {
    const k = key(item);
    const seen = first.get(k);
    if (seen) out.push(diagnosticAt(pos(item), code, `${what(k)} is already defined at ${seen.file}:${seen.line}:${seen.col}`));
    else first.set(k, pos(item));
  }
  return out;
}

export function checkDuplicates(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [
    ...repeats(catalog.errors, (e) => String(e.code), (e) => e.pos, 'duplicate-error-code', (k) => `error code ${k}`),
    ...repeats(catalog.errors, (e) => e.name, (e) => e.pos, 'duplicate-error-name', (k) => `error name ${k}`),
    ...repeats(catalog.acls.acls, (a) => a.name, (a) => a.pos, 'duplicate-acl', (k) => `ACL "${k}"`),
    ...repeats(catalog.roles, (r) => r.name, (r) => r.pos, 'duplicate-role', (k) => `role "${k}"`),
    ...repeats(catalog.config, (c) => c.key, (c) => c.pos, 'duplicate-config-key', (k) => `config key ${k}`),
    ...repeats(catalog.objects, (o) => o.name, (o) => o.pos, 'duplicate-object', (k) => `object ${k}`),
    ...repeats(catalog.actions, (a) => a.name, (a) => a.pos, 'duplicate-action', (k) => `action ${k}`),
  ];
  const familyPos = (f: Catalog['families'][number]): SourcePos => ({ file: f.file, line: 1, col: 1 });
  out.push(...repeats(catalog.families, (f) => f.name, familyPos, 'duplicate-family', (k) => `family ${k}`));

  const defined = new Set(catalog.acls.acls.map((a) => a.name));
  for (const [alias, target] of Object.entries(catalog.acls.aliases)) {
    if (defined.has(alias)) out.push(diagnosticAt(target.pos, 'alias-shadows-acl', `alias "${alias}" is also a defined ACL`));
  }

  for (const action of catalog.actions) {
    for (const [list, label] of [
      [action.filters, 'filters'],
      [action.mandatoryFilters, 'mandatory_filters'],
      [action.mandatoryFilterOneOf, 'mandatory_filter_one_of'],
      [action.uniqueFilters, 'unique_filters'],
      [action.fields, 'fields'],
      [action.defaultFields ?? [], 'default_fields'],
      [action.orderBy, 'order_by'],
      [action.acls, 'acls'],
      [action.channels, 'channels'],
    ] as const) {
      out.push(...repeats(list, (t) => t.value, (t) => t.pos, 'duplicate-entry', (k) => `"${k}" in ${label} of ${action.name}`));
    }
  }

  const codes = new Set(catalog.errors.map((e) => e.code));
  const missing = SPEC_ERROR_CODES.filter((c) => !codes.has(c));
  const anchor = catalog.errors[0]?.pos;
  if (missing.length > 0 && anchor) {
    out.push(diagnosticAt(anchor, 'missing-error-code', `errors must define every status code of the API; missing: ${missing.join(', ')}`));
  }
  return out;
}
