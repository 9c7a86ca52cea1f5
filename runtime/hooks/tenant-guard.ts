// Tenants: deleting one that still holds records needs tenant.purge. and then removes them
// (docs/decisions.md "Records"); blocking one takes effect on its administrators' next request (3500).
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import { holds } from '../auth/authorize.js';

/** Tables holding a tenant's records, children before parents (a purge deletes in this order). */
const TENANT_TABLES = ['vms', 'di_tags', 'dis', 'osfs', 'users', 'properties', 'admins', 'roles'] as const;
/** Of those, the ones whose rows count as records the tenant holds (the others belong to them). */
const HOLDING_TABLES = new Set<string>(['vms', 'dis', 'osfs', 'users', 'properties', 'admins', 'roles']);
/** Settings of the tenant, removed with it whatever it holds. */
const SETTING_TABLES = ['config', 'view_settings'] as const;

export const tenantGuard: Hook = {
  async beforeUpdate(w) {
    w.authChanged();
  },
  async beforeDelete(w, record) {
    const { trx, ctx } = w;
    let holding = 0;
    for (const table of TENANT_TABLES) {
      if (!HOLDING_TABLES.has(table)) continue;
      const row = await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', record.id).executeTakeFirst();
      holding += Number(row?.n ?? 0);
    }
    if (holding > 0) {
      if (!holds(ctx.caller, ['tenant.purge.'], ctx.services.aclNames)) {
        throw new ApiError(7120, `Tenant ${record.name} still holds ${holding} records; deleting it needs tenant.purge.`);
      }
      for (const table of TENANT_TABLES) await trx.deleteFrom(table).where('tenant_id', '=', record.id).execute();
    }
    // property kinds and values go with their properties (cascade)
    for (const table of SETTING_TABLES) await trx.deleteFrom(table).where('tenant_id', '=', record.id).execute();
    w.authChanged();
  },
};
