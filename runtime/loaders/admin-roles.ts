// Administrator `roles`: role id → role name (spec §2.4).
import type { ActionContext } from '../pipeline/context.js';

export async function adminRoles(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const rows = await ctx.services.db
    .selectFrom('admin_roles as ar')
    .innerJoin('roles as r', 'r.id', 'ar.role_id')
    .select(['ar.admin_id', 'r.id', 'r.name'])
    .where('ar.admin_id', 'in', ids)
    .orderBy('r.id')
    .execute();
  const out = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
  for (const row of rows) out.get(Number(row.admin_id))![String(row.id)] = row.name as string;
  return out;
}
