// config_delete (generated/docs/config.md, generated/docs/guides/errors.md, docs/decisions.md "Configuration"): resets a core token of one tenant to its default by
// removing the override (7390 when it already is the default), or removes a custom token (1300 when
// the tenant has no such token). It addresses exactly one token, so its codes are the call's status
// rather than failures inside 1200.
import { bumpGeneration } from '../db/generation.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { checkMultitenantValue, coreToken, deleteValue, MULTITENANT_KEY, normalizeKey, storedValue, upsertValue } from '../config-tokens/config-store.js';
import { configTenant } from './config-set.js';
import { singleFilterValues } from './write-tenant.js';
import { isSecondFactorSetting } from '../auth/second-factor/requirement.js';
import { retriedTransaction } from '../db/transactions.js';

/**
 * Core tokens that bootstrap seeds when their row is missing (from SVC_MULTITENANT): resetting one
 * stores the default instead of removing the row, so that a restart does not seed another value.
 */
const SEEDED = new Set([MULTITENANT_KEY]);

export async function configDelete(ctx: ActionContext): Promise<ActionResult> {
  const filters = singleFilterValues(ctx);
  const key = normalizeKey(filters.get('key'));
  const tenantId = await configTenant(ctx, key, filters.has('tenant_id') ? filters.get('tenant_id') : undefined, 'filter');
  const meta = coreToken(key);
  await retriedTransaction(ctx.services.db, async (trx) => {
    const stored = await storedValue(trx, tenantId, key);
    if (!meta) {
      if (!stored || (await deleteValue(trx, tenantId, key)) === 0) throw new ApiError(1300, `Tenant ${tenantId} has no token ${key}`);
      return;
    }
    const operative = stored ? stored.value : meta.default;
    if (operative === meta.default) throw new ApiError(7390, `${key} already holds its default value`);
    if (key === MULTITENANT_KEY) {
      await checkMultitenantValue(trx, meta.default);
      await bumpGeneration(trx);
    }
    if (isSecondFactorSetting(key)) await bumpGeneration(trx);
    if (SEEDED.has(key)) await upsertValue(trx, tenantId, key, meta.default);
    else await deleteValue(trx, tenantId, key);
  });
  return { rows: [], total: 1, objectName: key };
}
