// Custom properties as tokens (generated/docs/guides/filters.md): a filter or field token naming a property assigned to the
// object's kind filters by, or returns, its value. Resolved only when a request names a token the
// action does not know, so ordinary requests pay nothing. The SQL inlines only the catalog's kind and
// the property's integer id; values stay bound parameters.
import type { ActionMeta, ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { Caller, Services } from '../contract/context.js';
import { propertiesOfKind, propertyTenants } from './property-scope.js';

function tokenNames(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 32) return;
  if (Array.isArray(value)) {
    for (const v of value) if (typeof v === 'string') into.add(v);
    else tokenNames(v, into, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      if (k.startsWith('-')) tokenNames(v, into, depth + 1);
    }
  }
}

/** Names used in filters, fields and order_by that the action does not define. */
export function unknownTokens(action: ActionMeta, filters: unknown, fields: unknown, orderBy: unknown): string[] {
  const names = new Set<string>();
  tokenNames(filters, names);
  for (const list of [fields, (orderBy as { field?: unknown } | null)?.field ?? orderBy]) {
    if (typeof list === 'string') names.add(list);
    else if (Array.isArray(list)) for (const f of list) if (typeof f === 'string') names.add(f);
  }
  if (names.size === 0) return [];
  const known = knownTokens(action);
  return [...names].filter((n) => !n.startsWith('-') && !known.has(n));
}

/** The tokens an action defines, gathered once per action (the catalog's metadata does not change). */
const knownOf = new WeakMap<ActionMeta, ReadonlySet<string>>();
function knownTokens(action: ActionMeta): ReadonlySet<string> {
  let known = knownOf.get(action);
  if (!known) knownOf.set(action, (known = new Set([...action.filters, ...action.fields, ...action.orderBy])));
  return known;
}

export async function withPropertyTokens(
  services: Services,
  caller: Caller,
  action: ActionMeta,
  object: ObjectMeta,
  names: string[],
): Promise<{ action: ActionMeta; object: ObjectMeta }> {
  const kind = object.propertyKind!;
  const base = object.tokens.properties;
  const defs = await propertiesOfKind(services.db, kind, caller.isSuper ? undefined : propertyTenants(object.tenantScope === 'none' ? null : caller.tenantId, caller));
  // one key may be defined by several tenants (a superadministrator sees them all): match any of them
  const idsByKey = new Map<string, number[]>();
  for (const def of defs) {
    const key = def.key.toLowerCase();
    idsByKey.set(key, [...(idsByKey.get(key) ?? []), def.id]);
  }
  const tokens: Record<string, TokenMeta> = { ...object.tokens };
  const added: string[] = [];
  for (const name of names) {
    const ids = idsByKey.get(name.toLowerCase());
    if (!ids || tokens[name]) continue;
    const match = `pv.kind = '${kind}' AND pv.property_id IN (${ids.join(', ')}) AND pv.object_id = ${object.alias}.id`;
    tokens[name] = {
      name,
      type: 'string',
      expr: `(SELECT MIN(pv.value) FROM property_values pv WHERE ${match})`,
      filterSql: `EXISTS (SELECT 1 FROM property_values pv WHERE ${match} AND {cmp:pv.value})`,
      virtual: false,
      nullable: true,
      ci: false,
      see: base?.see ?? [],
      filter: [...(base?.filter ?? []), `${object.name}.filter.properties`],
      create: [],
      update: [],
      updateMassive: [],
    };
    added.push(name);
  }
  if (!added.length) return { action, object };
  return {
    action: {
      ...action,
      filters: [...action.filters, ...added],
      fields: [...action.fields, ...added],
      orderBy: [...action.orderBy, ...added],
    },
    object: { ...object, tokens },
  };
}
