// config_get (generated/docs/config.md): the tokens of the tenants in scope with operative value,
// default and is_default, filtered, ordered by key and paged in memory (a handful of tokens per tenant).
import type { ActionContext, ActionResult } from '../contract/context.js';
import { DEFAULT_TENANT, GLOBAL_TENANT, SUPER_TENANT } from '../contract/scope.js';
import { configRows } from '../config-tokens/config-store.js';
import { listInMemory } from './memory-list.js';

/**
 * Tenants whose tokens the caller reads. A tenant administrator: their own tenant. A superadministrator:
 * with a tenant_id filter every tenant (the filter then picks), else the global tokens (tenant -1),
 * plus tenant 1's in single-tenant mode, where tenant 1 is the only ordinary tenant.
 */
async function tenantsInScope(ctx: ActionContext): Promise<number[]> {
  const { caller, services } = ctx;
  if (!caller.isSuper) return [caller.tenantId];
  if (ctx.filter.tokens.has('tenant_id')) {
    const rows = await services.db.selectFrom('tenants').select('id').where('id', '<>', SUPER_TENANT).orderBy('id').execute();
    return rows.map((r) => Number(r.id));
  }
  return caller.multitenant ? [GLOBAL_TENANT] : [GLOBAL_TENANT, DEFAULT_TENANT];
}

export async function configGet(ctx: ActionContext): Promise<ActionResult> {
  const rows = await configRows(ctx.services.db, await tenantsInScope(ctx));
  return listInMemory(ctx, rows, { defaultOrder: [{ token: 'key', desc: false }], tieBreak: ['key', 'tenant_id'] });
}
