// Tenants: deleting one that still holds records needs tenant.purge. and then removes them
// (decisions §7); blocking one takes effect on its administrators' next request (3500).
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../executors/write-context.js';
import { holds } from '../pipeline/authorize.js';

/** Tables holding a tenant's records, children before parents. */
const TENANT_TABLES = ['admins', 'roles'] as const;

export const tenantGuard: Hook = {
  async beforeUpdate(w) {
    w.authChanged();
  },
  async beforeDelete(w, record) {
    const { trx, ctx } = w;
    let holding = 0;
    for (const table of TENANT_TABLES) {
      const row = await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', record.id).executeTakeFirst();
      holding += Number(row?.n ?? 0);
    }
    if (holding > 0) {
      if (!holds(ctx.caller, ['tenant.purge.'], ctx.services.aclNames)) {
        throw new ApiError(7120, `Tenant ${record.name} still holds ${holding} records; deleting it needs tenant.purge.`);
      }
      for (const table of TENANT_TABLES) await trx.deleteFrom(table).where('tenant_id', '=', record.id).execute();
    }
    await trx.deleteFrom('config').where('tenant_id', '=', record.id).execute();
    w.authChanged();
  },
};
