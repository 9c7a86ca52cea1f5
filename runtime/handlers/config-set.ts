// config_set (generated/docs/config.md, docs/decisions.md "Configuration"): sets a token for one tenant (-1 for global tokens) and
// answers [{tenant_id, key}]. Only core tokens and keys under `custom.` exist (7382); each core token
// lives in the tenant its scope says (6330); wat.multitenant obeys the mode switch rules (6330, 7373).
import { bumpGeneration } from '../db/generation.js';
import { isUniqueViolation } from '../db/errors.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { DEFAULT_TENANT, GLOBAL_TENANT } from '../contract/scope.js';
import {
  belongsTo,
  checkMultitenantValue,
  coreToken,
  isSslKey,
  keyKind,
  MASK,
  MULTITENANT_KEY,
  normalizeKey,
  SECRET_KEYS,
  storedValue,
  upsertValue,
} from '../config-tokens/config-store.js';
import { checkTokenValue } from './config-value-checks.js';
import { checkMappingGrant } from './config-role-mappings.js';
import { writeTenant } from './write-tenant.js';
import { isSecondFactorSetting } from '../auth/second-factor/requirement.js';
import { retriedTransaction } from '../db/transactions.js';

/**
 * The tenant a configuration write addresses. A tenant administrator never reaches global tokens
 * (4230: the key is beyond their rights, whatever its value); a superadministrator names the tenant,
 * except in single-tenant mode where the key's scope decides (global → -1, else tenant 1).
 */
export async function configTenant(
  ctx: ActionContext,
  key: string,
  given: unknown,
  via: 'argument' | 'filter',
): Promise<number> {
  const meta = coreToken(key);
  if (!ctx.caller.isSuper && meta?.scope === 'global') {
    throw new ApiError(via === 'argument' ? 4230 : 4221, `${key} is a global token; only superadministrators change it`);
  }
  const tenantId = await writeTenant(ctx, given, {
    via,
    allowGlobal: true,
    singleTenant: meta?.scope === 'global' ? GLOBAL_TENANT : DEFAULT_TENANT,
  });
  if (meta && !belongsTo(key, tenantId)) {
    const where = meta.scope === 'global' ? 'tenant -1 (global)' : 'an ordinary tenant, not -1';
    throw new ApiError(via === 'argument' ? 6330 : 6320, `${key} is a ${meta.scope} token: it belongs to ${where}`);
  }
  return tenantId;
}

/** Runs a configuration write once more when a concurrent insert of the same token won the race. */
export async function retryOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) return write();
    throw e;
  }
}

export async function configSet(ctx: ActionContext): Promise<ActionResult> {
  const key = normalizeKey(ctx.args.key);
  const value = ctx.args.value as string | null;
  const kind = keyKind(key, ctx.services.settings.clientProfile === 'qvd' && ctx.caller.isSuper);
  if (kind.kind === 'core' && isSslKey(key)) throw new ApiError(6330, `${key} is set with config_ssl, which checks the certificate and key`);
  // null would read as "no value" rather than as the default: config_delete resets or removes a token
  if (value === null || value === undefined) throw new ApiError(6330, 'value cannot be null; config_delete resets a token');
  // *** is how config_get shows a stored secret: a client saving back what it read would overwrite the secret
  if (SECRET_KEYS.has(key) && String(value) === MASK) throw new ApiError(6330, `${MASK} is how ${key} is shown; send the secret itself`);
  if (kind.kind === 'core') checkTokenValue(key, String(value));
  const tenantId = await configTenant(ctx, key, ctx.args.tenant_id, 'argument');
  // a role mapping grants its roles to every login the directory or provider vouches for
  if (kind.kind === 'core') await checkMappingGrant(ctx.services.db, ctx.caller, tenantId, key, String(value));
  await retryOnRace(() =>
    retriedTransaction(ctx.services.db, async (trx) => {
      if (key === MULTITENANT_KEY) {
        await checkMultitenantValue(trx, value);
        const before = (await storedValue(trx, tenantId, key))?.value ?? coreToken(key)!.default;
        // the mode decides who may log in and which ACLs are operative: sessions re-read it at once
        if (before !== value) await bumpGeneration(trx);
      }
      // requiring a second factor changes what sessions may do: they re-read it at once
      if (isSecondFactorSetting(key)) await bumpGeneration(trx);
      await upsertValue(trx, tenantId, key, value);
    }),
  );
  return { rows: [{ tenant_id: tenantId, key }], total: 1, objectName: key };
}
