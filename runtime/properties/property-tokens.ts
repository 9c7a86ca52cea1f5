// Custom properties as tokens (generated/docs/guides/filters.md): a filter or field token naming a property assigned to the
// object's kind filters by, or returns, its value. Resolved only when a request names a token the
// action does not know, so ordinary requests pay nothing. The SQL inlines only the catalog's kind and
// the property's integer id; values stay bound parameters.
import type { ActionMeta, ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { Caller, Services } from '../contract/context.js';
import { propertiesOfKind, propertyTenants } from './property-scope.js';

/**
 * Collects the names of `value` (a filter: its keys, and the names inside `-or`/`-and`...; a list: its
 * strings) that `known` lacks, in order, once each. Runs on every request: no set or array is made
 * unless a name is unknown.
 */
function collectUnknown(value: unknown, known: ReadonlySet<string>, into: string[] | undefined, depth = 0): string[] | undefined {
  if (depth > 32) return into;
  if (Array.isArray(value)) {
    for (const v of value) into = typeof v === 'string' ? noteName(v, known, into) : collectUnknown(v, known, into, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      into = noteName(k, known, into);
      if (k.startsWith('-')) into = collectUnknown((value as Record<string, unknown>)[k], known, into, depth + 1);
    }
  }
  return into;
}

/** `name` added to `into` when it is no operator (`-or`), not known, and not there yet. */
function noteName(name: string, known: ReadonlySet<string>, into: string[] | undefined): string[] | undefined {
  if (name.startsWith('-') || known.has(name)) return into;
  if (!into) return [name];
  if (!into.includes(name)) into.push(name);
  return into;
}

/** Names used in filters, fields and order_by that the action does not define. */
export function unknownTokens(action: ActionMeta, filters: unknown, fields: unknown, orderBy: unknown): string[] {
  const known = knownTokens(action);
  let unknown = collectUnknown(filters, known, undefined);
  for (const list of [fields, (orderBy as { field?: unknown } | null)?.field ?? orderBy]) {
    if (typeof list === 'string') unknown = noteName(list, known, unknown);
    else if (Array.isArray(list)) for (const f of list) if (typeof f === 'string') unknown = noteName(f, known, unknown);
  }
  return unknown ?? [];
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
