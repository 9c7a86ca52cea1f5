// tenant_view_reset / admin_view_reset (generated/docs/views.md): removes view settings so that the next level
// applies again (an administrator's own → the tenant's → the client's defaults). tenant_view_reset
// removes a tenant's settings, admin_view_reset the caller's own; both may narrow to svc_object with
// the usual filters. Answers total = settings removed (0 is not an error: nothing differed).
import { sql, type RawBuilder } from 'kysely';
import { filterToSql } from '../query/filter-sql.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { writeTenant } from './write-tenant.js';
import { retriedTransaction } from '../db/transactions.js';

/** The rows a reset may touch, by the action name's prefix. */
const LEVELS: Record<'tenant_' | 'admin_', (ctx: ActionContext) => Promise<RawBuilder<boolean>[]>> = {
  // a superadministrator names the tenant (docs/decisions.md "Authorization": it decides what is written), else their own
  tenant_: async (ctx) => {
    const given = ctx.filter.tokens.get('tenant_id');
    if (ctx.caller.isSuper && given) return [sql<boolean>`vs.admin_id = 0`];
    const tenantId = await writeTenant(ctx, undefined, { via: 'filter' });
    return [sql<boolean>`vs.admin_id = 0`, sql<boolean>`vs.tenant_id = ${tenantId}`];
  },
  admin_: async (ctx) => [sql<boolean>`vs.admin_id = ${ctx.caller.adminId}`],
};

export async function viewReset(ctx: ActionContext): Promise<ActionResult> {
  const prefix = (Object.keys(LEVELS) as (keyof typeof LEVELS)[]).find((p) => ctx.action.name.startsWith(p));
  if (!prefix) throw new Error(`view_reset serves tenant_* and admin_* actions, not ${ctx.action.name}`);
  const conditions = await LEVELS[prefix](ctx);
  const object = ctx.object!;
  conditions.push(filterToSql(ctx.filter.root, (t) => object.tokens[t], ctx.services.dialect));
  const where = sql<boolean>`${sql.join(conditions, sql` AND `)}`;
  const deleted = await retriedTransaction(ctx.services.db, async (trx) => {
    // ids first: MySQL cannot delete from a table that a subquery of the same statement reads
    const ids = (await trx.selectFrom('view_settings as vs').select('vs.id').where(where).execute()).map((r) => Number(r.id));
    if (ids.length) await trx.deleteFrom('view_settings').where('id', 'in', ids).execute();
    return ids.length;
  });
  return { rows: [], total: deleted };
}
