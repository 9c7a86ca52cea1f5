// Resolves the ACL and role references of special arguments: arrays of names or of ids, never mixed
// (docs/decisions.md "Records"); an unknown one is 6360 (ACL) or 6370 (role).
import { ApiError } from '../errors/api-error.js';
import type { WriteContext } from '../contract/write-context.js';
import { GLOBAL_TENANT } from '../contract/scope.js';

export interface Ref {
  id: number;
  name: string;
}

function kindOf(values: unknown[], code: number, what: string): 'id' | 'name' {
  const numeric = values.filter((v) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)));
  if (numeric.length && numeric.length !== values.length) throw new ApiError(code, `${what}s must be all names or all ids`);
  return numeric.length ? 'id' : 'name';
}

export async function resolveAcls(w: WriteContext, values: unknown[]): Promise<Ref[]> {
  if (!values.length) return [];
  const kind = kindOf(values, 6360, 'ACL');
  const names = w.ctx.services.aclNames;
  const keys = values.map((v) => (kind === 'id' ? Number(v) : names.canonical(String(v))));
  const rows = await w.trx
    .selectFrom('acls')
    .select(['id', 'name'])
    .where(kind, 'in', keys as never[])
    .execute();
  const found = new Map(rows.map((r) => [kind === 'id' ? Number(r.id) : String(r.name), { id: Number(r.id), name: String(r.name) }]));
  return keys.map((k) => {
    const ref = found.get(k as never);
    if (!ref) throw new ApiError(6360, `Unknown ACL: ${k}`);
    return ref;
  });
}

/** Roles a record of `tenantId` may refer to: its own tenant's and the global ones. */
export async function resolveRoles(w: WriteContext, values: unknown[], tenantId: number): Promise<Ref[]> {
  if (!values.length) return [];
  const kind = kindOf(values, 6370, 'role');
  const rows = await w.trx
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('tenant_id', 'in', [tenantId, GLOBAL_TENANT])
    .where(kind, 'in', values.map((v) => (kind === 'id' ? Number(v) : String(v).trim())) as never[])
    .execute();
  const byKey = new Map<string, Ref>();
  for (const r of rows) {
    const ref = { id: Number(r.id), name: String(r.name) };
    byKey.set(kind === 'id' ? String(ref.id) : ref.name.toLowerCase(), ref);
  }
  return values.map((v) => {
    const key = kind === 'id' ? String(Number(v)) : String(v).trim().toLowerCase();
    const ref = byKey.get(key);
    if (!ref) throw new ApiError(6370, `Unknown role: ${String(v)}`);
    return ref;
  });
}

export function asArray(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}
