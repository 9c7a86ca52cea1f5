// The second-factor actions (catalog/actions/second_factor.yaml; docs/decisions.md "Two-factor
// authentication"): an administrator enrols its own authenticator app (the secret answered once, as an
// otpauth:// URI), confirms it with a first code (ten recovery codes answered once), and removes it with a
// current code or a recovery code; administrator_second_factor_reset removes another's, under its own ACL.
// Nothing here ever answers the secret or a recovery code again, nor writes either to a log.
import type { ActionContext, ActionResult } from '../contract/context.js';
import { SUPER_TENANT } from '../contract/scope.js';
import { coreToken, storedValue } from '../config-tokens/config-store.js';
import { ApiError } from '../errors/api-error.js';
import { endSessionsOf } from '../auth/sessions.js';
import { throttleOf } from '../auth/authenticate.js';
import { checkCode } from '../auth/second-factor/code-check.js';
import { requirementOf } from '../auth/second-factor/requirement.js';
import { activate, firstCodeStep, readFactor, removeFactor, stateOf, storePending, unusedRecoveryCodes } from '../auth/second-factor/second-factor-store.js';
import { encryptSecret } from '../auth/second-factor/totp-key.js';
import { newRecoveryCodes, newSecret, otpauthUri } from '../auth/second-factor/totp-codes.js';
import { singleFilterValues } from './write-tenant.js';
import { retriedTransaction } from '../db/transactions.js';

const PRODUCT_KEY = 'api.public.name';


function codeArgument(ctx: ActionContext): string | undefined {
  const v = ctx.args.totp;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw new ApiError(6330, 'totp is a code of the app (6 digits) or a recovery code');
  return String(v).trim();
}

/** The issuer apps show above the code: the product's name (/api/info) and the tenant. */
async function issuerOf(ctx: ActionContext): Promise<string> {
  const stored = await storedValue(ctx.services.db, -1, PRODUCT_KEY);
  const product = stored?.value ?? coreToken(PRODUCT_KEY)?.default ?? 'svc';
  return `${product} (${ctx.caller.tenantName})`;
}

export async function secondFactorDetails(ctx: ActionContext): Promise<ActionResult> {
  const { db } = ctx.services;
  const { adminId, tenantId } = ctx.caller;
  const [factor, requirement] = await Promise.all([readFactor(db, adminId), requirementOf(db, adminId, tenantId)]);
  const state = stateOf(factor);
  return {
    extra: { state, required: requirement.required ? 1 : 0, recovery_codes_left: state === 'active' ? await unusedRecoveryCodes(db, adminId) : 0 },
  };
}

export async function secondFactorEnrol(ctx: ActionContext): Promise<ActionResult> {
  const { db, settings } = ctx.services;
  const { adminId, adminName } = ctx.caller;
  const secret = newSecret();
  const issuer = await issuerOf(ctx);
  await retriedTransaction(db, async (trx) => {
    const factor = await readFactor(trx, adminId);
    if (factor?.confirmed) throw new ApiError(7200, 'A second factor is active: remove it (myadmin_second_factor_remove, with a current code) before enrolling another');
    await storePending(trx, adminId, encryptSecret(settings, adminId, secret));
  });
  return { extra: { otpauth_uri: otpauthUri(secret, issuer, adminName) }, objectId: adminId, objectName: adminName };
}

export async function secondFactorConfirm(ctx: ActionContext): Promise<ActionResult> {
  const { db, settings } = ctx.services;
  const { adminId, adminName, sid } = ctx.caller;
  const code = codeArgument(ctx) ?? '';
  const factor = await readFactor(db, adminId);
  if (!factor) throw new ApiError(7110, 'No enrolment to confirm: start one with myadmin_second_factor_enrol');
  if (factor.confirmed) throw new ApiError(7200, 'The second factor is already active');
  const step = firstCodeStep(settings, factor, code);
  if (step === undefined) throw new ApiError(6330, "totp is not the app's current code for this enrolment: check the device's clock, or enrol again");
  const codes = newRecoveryCodes();
  await retriedTransaction(db, async (trx) => {
    if (!(await activate(trx, settings, factor, step, codes))) throw new ApiError(7110, 'The enrolment changed meanwhile: enrol again');
    // sessions opened by the password alone end: one opened while the administrator had to enrol would
    // otherwise become whole now (the caller's own stays: it just proved the code)
    await endSessionsOf(trx, adminId, sid);
  });
  return { extra: { recovery_codes: codes }, objectId: adminId, objectName: adminName };
}

export async function secondFactorRemove(ctx: ActionContext): Promise<ActionResult> {
  const { db } = ctx.services;
  const { adminId, adminName, tenantId, tenantName } = ctx.caller;
  const factor = await readFactor(db, adminId);
  if (!factor) throw new ApiError(1300, 'This administrator has no second factor');
  if (factor.confirmed) {
    const code = codeArgument(ctx);
    if (!code) throw new ApiError(6240, 'Removing an active second factor needs totp: a current code of the app or an unused recovery code');
    // throttled and audited as a login's second step: a session alone must not try codes freely
    await checkCode(ctx.services, throttleOf(ctx.services), ctx.raw, { adminId, adminName, tenantId, tenantName }, factor, code);
  }
  await retriedTransaction(db, (trx) => removeFactor(trx, adminId));
  return { rows: [], total: 1, objectId: adminId, objectName: adminName };
}

export async function secondFactorReset(ctx: ActionContext): Promise<ActionResult> {
  const { db } = ctx.services;
  const { caller } = ctx;
  const filters = singleFilterValues(ctx);
  const id = Number(filters.get('id'));
  if (!Number.isInteger(id)) throw new ApiError(6320, 'id must be an administrator id');
  if (id === caller.adminId) throw new ApiError(4221, 'Your own second factor is removed with myadmin_second_factor_remove, which asks for a current code');
  let query = db.selectFrom('admins').select(['id', 'name', 'tenant_id']).where('id', '=', id);
  // a tenant's administrator given this ACL reaches its own tenant only; superadministrators every tenant
  if (!caller.isSuper) query = query.where('tenant_id', '=', caller.tenantId).where('tenant_id', '<>', SUPER_TENANT);
  if (filters.has('tenant_id')) query = query.where('tenant_id', '=', Number(filters.get('tenant_id')));
  const target = await query.executeTakeFirst();
  if (!target) throw new ApiError(1300, `No administrator ${id} in reach`);
  const removed = await retriedTransaction(db, (trx) => removeFactor(trx, Number(target.id)));
  return { rows: removed ? [{ id: Number(target.id) }] : [], total: removed ? 1 : 0, objectId: Number(target.id), objectName: String(target.name) };
}
