// catalog/objects/<name>.yaml → ObjectDef. Snake_case keys become the model's camelCase fields, and a
// token with a `column` but no `expr` reads as `<alias>.<column>` (except write-only passwords and
// tokens filled by a loader or interpreted by a handler).

import type { JoinDef, ObjectDef, ObjectEvents, TenantScope, TokenDef, TokenType } from '../model.js';
import type { NodeReader } from './node-reader.js';

const TOKEN_TYPES: readonly TokenType[] = ['integer', 'string', 'flag', 'date', 'counter', 'password', 'json'];
const TENANT_SCOPES: readonly TenantScope[] = ['none', 'tenant', 'tenant_or_global'];

export function buildObject(root: NodeReader): ObjectDef | undefined {
  const name = root.get('object').str();
  if (name === undefined) return undefined;
  const alias = root.get('alias').str() ?? '';
  const scope = root.get('tenant_scope').str() as TenantScope | undefined;
  const joins: JoinDef[] = root
    .get('joins')
    .items()
    .flatMap((j) => {
      const table = j.get('table').str();
      const jAlias = j.get('alias').str();
      const on = j.get('on').str();
      if (!table || !jAlias || !on) return [];
      const join: JoinDef = { table, alias: jAlias, on, pos: j.pos() };
      const key = j.get('to_one').items().flatMap((c) => (typeof c.value === 'string' ? [c.value] : []));
      if (key.length) join.toOne = key;
      return [join];
    });
  const channels = (node: NodeReader): string[] => {
    const one = node.str();
    if (one !== undefined) return [one];
    return node.items().flatMap((i) => (typeof i.value === 'string' ? [i.value] : []));
  };
  const ev = root.get('events');
  const events: ObjectEvents = {
    created: channels(ev.get('created')),
    changed: channels(ev.get('changed')),
    deleted: channels(ev.get('deleted')),
    tokens: Object.fromEntries(ev.get('tokens').entries().map(([token, node]) => [token, channels(node)])),
  };
  const def: ObjectDef = {
    superTenant: root.get('super_tenant').bool(false),
    name,
    table: root.get('table').str() ?? '',
    alias,
    description: root.get('description').str() ?? '',
    tenantScope: scope && TENANT_SCOPES.includes(scope) ? scope : 'none',
    joins,
    tokens: root
      .get('tokens')
      .entries()
      .map(([tokenName, t]) => buildToken(tokenName, t, alias)),
    events,
    deleteMassive: root.get('delete_massive').locatedStrings(),
    pos: root.get('object').pos(),
  };
  const tenantColumn = root.get('tenant_column').str();
  if (tenantColumn !== undefined) def.tenantColumn = tenantColumn;
  const duplicateStatus = root.get('duplicate_status').value;
  if (typeof duplicateStatus === 'number') def.duplicateStatus = duplicateStatus;
  const nameColumn = root.get('name_column').str();
  if (nameColumn !== undefined) def.nameColumn = nameColumn;
  const where = root.get('where').str();
  if (where !== undefined) def.where = where;
  const propertyKind = root.get('property_kind').str();
  if (propertyKind !== undefined) def.propertyKind = propertyKind;
  return def;
}

function buildToken(name: string, t: NodeReader, alias: string): TokenDef {
  const type = t.get('type').str() as TokenType | undefined;
  const token: TokenDef = {
    name,
    type: type && TOKEN_TYPES.includes(type) ? type : 'string',
    virtual: t.get('virtual').bool(false),
    nullable: t.get('nullable').bool(false),
    ci: t.get('ci').bool(false),
    see: t.get('see').locatedStrings(),
    filter: [],
    create: t.get('create').locatedStrings(),
    update: t.get('update').locatedStrings(),
    updateMassive: t.get('update_massive').locatedStrings(),
    description: t.get('description').str() ?? '',
    pos: t.pos('key'),
  };
  // Filtering needs what seeing needs, or one of the `.filter.` spellings given (generated/docs/guides/fields.md).
  const filterGiven = t.get('filter').locatedStrings();
  token.filter = [...token.see, ...filterGiven.filter((f) => !token.see.some((s) => s.value === f.value))];

  const str = (key: string): string | undefined => t.get(key).str();
  const num = (key: string): number | undefined => t.get(key).num();
  const column = str('column');
  const expr = str('expr');
  const loader = str('loader');
  const output = str('output');
  if (output !== undefined) token.output = output;
  if (column !== undefined) token.column = column;
  if (loader !== undefined) token.loader = loader;
  if (expr !== undefined) token.expr = expr;
  else if (column !== undefined && loader === undefined && !token.virtual && token.type !== 'password') {
    token.expr = `${alias}.${column}`;
  }
  const filterSql = str('filter_sql');
  if (filterSql !== undefined) token.filterSql = filterSql;
  const passwordCost = str('password_cost');
  if (passwordCost === 'administrator' || passwordCost === 'user') token.passwordCost = passwordCost;
  const maxLength = num('max_length');
  if (maxLength !== undefined) token.maxLength = maxLength;
  const maxBytes = num('max_bytes');
  if (maxBytes !== undefined) token.maxBytes = maxBytes;
  const pattern = str('pattern');
  if (pattern !== undefined) token.pattern = pattern;
  const enumValues = t.get('enum').items().flatMap((i) => {
    const v = i.value;
    return typeof v === 'string' || typeof v === 'number' ? [v] : [];
  });
  if (t.has('enum')) token.enum = enumValues;
  if (t.has('schema')) token.valueSchema = t.get('schema').value;
  const min = num('min');
  if (min !== undefined) token.min = min;
  const max = num('max');
  if (max !== undefined) token.max = max;
  if (t.has('default')) {
    const d = t.get('default').value;
    token.default = typeof d === 'string' || typeof d === 'number' ? d : null;
  }
  return token;
}
