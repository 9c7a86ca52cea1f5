// The second factors in the database (migration 010-second-factor): one row per administrator in
// admin_second_factor (the encrypted secret, pending until confirmed, the last time step used) and its
// recovery codes' keyed hashes in admin_recovery_codes. Taking a code is one conditional UPDATE, so of
// several requests or server processes presenting the same code (or recovery code) exactly one wins.
import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings.js';
import { bumpGeneration } from '../../db/generation.js';
import { nowDate } from '../../support/time.js';
import { decryptSecret, recoveryCodeHash } from './totp-key.js';
import { isTotpShaped, matchingStep, normalizeRecoveryCode } from './totp-codes.js';

export type FactorState = 'none' | 'pending' | 'active';

export interface Factor {
  adminId: number;
  /** As stored (encrypted). */
  secret: string;
  confirmed: boolean;
  lastStep: number;
}

export async function readFactor(db: Kysely<any>, adminId: number): Promise<Factor | undefined> {
  const row = await db
    .selectFrom('admin_second_factor')
    .select(['secret', 'confirmed', 'last_step'])
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { adminId, secret: String(row.secret), confirmed: Number(row.confirmed) === 1, lastStep: Number(row.last_step) };
}

export function stateOf(factor: Factor | undefined): FactorState {
  return !factor ? 'none' : factor.confirmed ? 'active' : 'pending';
}

export async function unusedRecoveryCodes(db: Kysely<any>, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A new pending secret in place of any pending one (the caller's transaction; an active one was refused before). */
export async function storePending(trx: Kysely<any>, adminId: number, encrypted: string): Promise<void> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('admin_second_factor').where('admin_id', '=', adminId).execute();
  await trx.insertInto('admin_second_factor').values({ admin_id: adminId, secret: encrypted, confirmed: 0, last_step: 0, created_at: nowDate() }).execute();
}

/**
 * Activates the pending factor at the step its first code matched (so that code cannot log in again) and
 * stores the recovery codes' hashes. False when it was not pending any more (confirmed or replaced by a
 * concurrent request). Changes who may do what (an enrol-only session becomes whole): bumps the generation.
 */
export async function activate(trx: Kysely<any>, settings: Settings, factor: Factor, step: number, recoveryCodes: readonly string[]): Promise<boolean> {
  const result = await trx
    .updateTable('admin_second_factor')
    .set({ confirmed: 1, last_step: step, confirmed_at: nowDate() })
    .where('admin_id', '=', factor.adminId)
    .where('confirmed', '=', 0)
    .where('secret', '=', factor.secret)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', factor.adminId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(recoveryCodes.map((code) => ({ admin_id: factor.adminId, code_hash: recoveryCodeHash(settings, factor.adminId, normalizeRecoveryCode(code)) })))
    .execute();
  await bumpGeneration(trx);
  return true;
}

/** Removes an administrator's second factor and recovery codes; answers whether there was one. */
export async function removeFactor(trx: Kysely<any>, adminId: number): Promise<boolean> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  const result = await trx.deleteFrom('admin_second_factor').where('admin_id', '=', adminId).executeTakeFirst();
  const removed = Number(result.numDeletedRows ?? 0) > 0;
  if (removed) await bumpGeneration(trx);
  return removed;
}

export type CodeVerdict = { ok: true; kind: 'totp' | 'recovery' } | { ok: false; reason: 'wrong' | 'used' };

/**
 * Checks a code against an active factor and takes it: a TOTP code's step must be later than the last
 * one used (a code is taken once, and so is any earlier one), a recovery code must be unused. Six digits
 * are a TOTP code, anything else a recovery code.
 */
export async function takeCode(db: Kysely<any>, settings: Settings, factor: Factor, code: string): Promise<CodeVerdict> {
  if (isTotpShaped(code)) {
    const step = matchingStep(decryptSecret(settings, factor.adminId, factor.secret), code);
    if (step === undefined) return { ok: false, reason: 'wrong' };
    const result = await db
      .updateTable('admin_second_factor')
      .set({ last_step: step })
      .where('admin_id', '=', factor.adminId)
      .where('confirmed', '=', 1)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { ok: true, kind: 'totp' } : { ok: false, reason: 'used' };
  }
  const normalized = normalizeRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(normalized)) return { ok: false, reason: 'wrong' };
  const hash = recoveryCodeHash(settings, factor.adminId, normalized);
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowDate() })
    .where('admin_id', '=', factor.adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, kind: 'recovery' };
  const used = await db.selectFrom('admin_recovery_codes').select('id').where('admin_id', '=', factor.adminId).where('code_hash', '=', hash).executeTakeFirst();
  return { ok: false, reason: used ? 'used' : 'wrong' };
}

/** The pending factor's secret matched by a first code: the step it matched, or undefined. */
export function firstCodeStep(settings: Settings, factor: Factor, code: string): number | undefined {
  return matchingStep(decryptSecret(settings, factor.adminId, factor.secret), code);
}
