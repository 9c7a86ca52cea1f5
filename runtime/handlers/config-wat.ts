// config_wat_get_details / config_wat_update (generated/docs/config.md): the web administration client's
// settings of a tenant are the tenant record's `block` (page size) and `language`, the values
// current_admin_setup reports as tenant_block and tenant_language.
import { bumpGeneration } from '../db/generation.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { listInMemory } from './memory-list.js';
import { writeTenant } from './write-tenant.js';
import { SUPER_TENANT } from '../contract/scope.js';
import { retriedTransaction } from '../db/transactions.js';

const FIELDS = ['language', 'block', 'tenant_id'];

/** Rows of the tenants in scope: a tenant administrator's own; every ordinary tenant for a superadministrator. */
export async function configWatGetDetails(ctx: ActionContext): Promise<ActionResult> {
  const { caller } = ctx;
  let query = ctx.services.db.selectFrom('tenants').select(['id', 'block', 'language']);
  query = caller.isSuper ? query.where('id', '>', 0) : query.where('id', '=', caller.tenantId);
  const rows = (await query.execute()).map((t) => ({ tenant_id: Number(t.id), block: Number(t.block), language: String(t.language) }));
  return listInMemory(ctx, rows, { defaultOrder: [{ token: 'tenant_id', desc: false }], tieBreak: ['tenant_id'], fields: FIELDS });
}

/**
 * The tenant whose settings change. The original console's settings page of a superadministrator sends
 * no tenant_id and meant their own tenant 0 (whose settings current_admin_setup reports): so in the
 * `qvd` profile; the spec profile asks a superadministrator to name the tenant (docs/decisions.md
 * "Client profiles").
 */
async function settingsTenant(ctx: ActionContext): Promise<number> {
  const own = ctx.caller.isSuper && ctx.caller.multitenant && ctx.args.tenant_id === undefined && ctx.services.settings.clientProfile === 'qvd';
  return own ? SUPER_TENANT : writeTenant(ctx, ctx.args.tenant_id, { via: 'argument' });
}

export async function configWatUpdate(ctx: ActionContext): Promise<ActionResult> {
  const changes: Record<string, unknown> = {};
  if (ctx.args.block !== undefined) changes.block = ctx.args.block;
  if (ctx.args.language !== undefined) changes.language = ctx.args.language;
  if (Object.keys(changes).length === 0) throw new ApiError(6240, 'Give block or language');
  const tenantId = await settingsTenant(ctx);
  await retriedTransaction(ctx.services.db, async (trx) => {
    await trx.updateTable('tenants').set(changes).where('id', '=', tenantId).execute();
    await bumpGeneration(trx); // the tenant's block and language are part of its sessions' identity
  });
  return { rows: [], total: 1, objectId: tenantId };
}
