// Disk image `tags`: [{id, tag, fixed}] with `fixed` a JSON boolean (generated/docs/dis.md), the fixed tag first.
import type { ActionContext } from '../contract/context.js';

export async function diTags(ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> {
  const rows = await ctx.services.db
    .selectFrom('di_tags')
    .select(['id', 'di_id', 'tag', 'fixed'])
    .where('di_id', 'in', ids)
    .orderBy('fixed', 'desc')
    .orderBy('tag')
    .execute();
  const out = new Map<number, { id: number; tag: string; fixed: boolean }[]>(ids.map((id) => [id, []]));
  for (const row of rows) out.get(Number(row.di_id))!.push({ id: Number(row.id), tag: String(row.tag), fixed: Boolean(Number(row.fixed)) });
  return out;
}
