// The tenant a bespoke write addresses (docs/decisions.md "Authorization"): a tenant administrator always writes their own
// tenant (the pipeline already refused a tenant_id from them with 4220/4230); a superadministrator
// must name it in multitenant mode, and in single-tenant mode everything lives in tenant 1.
import { ApiError } from '../errors/api-error.js';
import type { ActionContext } from '../contract/context.js';
import { DEFAULT_TENANT, GLOBAL_TENANT, SUPER_TENANT } from '../contract/scope.js';

export interface WriteTenantOptions {
  /** Where tenant_id was given: an argument (6240/6330 when missing/invalid) or a filter (6220/6320). */
  via: 'argument' | 'filter';
  /** Tenant -1 may be addressed (global configuration tokens). */
  allowGlobal?: boolean;
  /** Tenant 0, the superadministrators' own, may be addressed (its view defaults). */
  allowSuper?: boolean;
  /** The tenant of a superadministrator's call without tenant_id in single-tenant mode. */
  singleTenant?: number;
}

export async function writeTenant(ctx: ActionContext, given: unknown, options: WriteTenantOptions): Promise<number> {
  const { caller } = ctx;
  if (!caller.isSuper) return caller.tenantId;
  const invalid = options.via === 'argument' ? 6330 : 6320;
  if (given === undefined) {
    if (!caller.multitenant) return options.singleTenant ?? DEFAULT_TENANT;
    throw new ApiError(options.via === 'argument' ? 6240 : 6220, 'A superadministrator must give tenant_id');
  }
  const tenantId = Number(given);
  if (!Number.isInteger(tenantId)) throw new ApiError(invalid, 'tenant_id must be an integer');
  // tenant 0 holds only superadministrators; -1 only global data
  if ((tenantId === SUPER_TENANT && !options.allowSuper) || (tenantId === GLOBAL_TENANT && !options.allowGlobal)) {
    throw new ApiError(invalid, `tenant_id ${tenantId} cannot be addressed by ${ctx.action.name}`);
  }
  const exists = await ctx.services.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!exists) throw new ApiError(7110, `Tenant ${tenantId} does not exist`);
  return tenantId;
}

/**
 * The single value a filter gives a token, for bespoke writes that address exactly one thing: the
 * filter must be a conjunction of equalities (`{key: "x", tenant_id: 3}`), else 6322.
 */
export function singleFilterValues(ctx: ActionContext): Map<string, string | number | null> {
  const values = new Map<string, string | number | null>();
  const root = ctx.filter.root;
  const leaves = root.kind === 'and' ? root.items : [root];
  for (const leaf of leaves) {
    let value: string | number | null;
    if (leaf.kind === 'cmp' && leaf.op === '=') value = leaf.value;
    else if (leaf.kind === 'in' && new Set(leaf.values).size === 1) value = leaf.values[0]!;
    else throw new ApiError(6322, `${ctx.action.name} takes each filter as one value`);
    const token = leaf.token;
    if (values.has(token) && values.get(token) !== value) throw new ApiError(6322, `${token} must hold exactly one value`);
    values.set(token, value);
  }
  return values;
}
