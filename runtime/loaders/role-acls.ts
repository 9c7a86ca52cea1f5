// Role `acls`: the role's own links, {positive: [names], negative: [names]} (generated/docs/roles.md).
import type { ActionContext } from '../contract/context.js';

export async function roleAcls(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const rows = await ctx.services.db
    .selectFrom('role_acls as ra')
    .innerJoin('acls as a', 'a.id', 'ra.acl_id')
    .select(['ra.role_id', 'ra.positive', 'a.name'])
    .where('ra.role_id', 'in', ids)
    .orderBy('a.name')
    .execute();
  const out = new Map<number, { positive: string[]; negative: string[] }>(
    ids.map((id) => [id, { positive: [], negative: [] }]),
  );
  for (const row of rows) {
    const entry = out.get(Number(row.role_id))!;
    (Number(row.positive) ? entry.positive : entry.negative).push(row.name as string);
  }
  return out;
}
