// Role `roles`: inherited roles, id → name; an empty object when none (spec §2.2).
import type { ActionContext } from '../pipeline/context.js';

export async function roleRoles(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const rows = await ctx.services.db
    .selectFrom('role_roles as rr')
    .innerJoin('roles as r', 'r.id', 'rr.inherited_role_id')
    .select(['rr.role_id', 'r.id', 'r.name'])
    .where('rr.role_id', 'in', ids)
    .orderBy('r.id')
    .execute();
  const out = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
  for (const row of rows) out.get(Number(row.role_id))![String(row.id)] = row.name as string;
  return out;
}
