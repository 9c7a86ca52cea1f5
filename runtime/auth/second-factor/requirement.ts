// Whether an administrator must use two-factor authentication (catalog/config.yaml): the tenant token
// auth.totp.required of its tenant, or the global auth.totp.required.global (every tenant, tenant 0's
// superadministrators included). An administrator who must and has no active second factor is
// authenticated with no ACL at all (docs/decisions.md "Two-factor authentication"): its session may only
// do what needs none, which is enrolling (and reading or updating its own record). Both settings and
// every enrolment change bump the authorization generation, so open sessions follow at their next request.
import { sql, type Kysely } from 'kysely';
import { configTokens } from '../../../generated/registry.js';
import { ApiError } from '../../errors/api-error.js';

export const REQUIRED_KEYS = { tenant: 'auth.totp.required', global: 'auth.totp.required.global' } as const;
const KEYS: ReadonlySet<string> = new Set(Object.values(REQUIRED_KEYS));

/** A setting of this module: config_set checks its value and, like config_delete, bumps the generation. */
export function isSecondFactorSetting(key: string): boolean {
  return KEYS.has(key);
}

export function checkSecondFactorSetting(key: string, value: string | null): void {
  if (isSecondFactorSetting(key) && value !== '0' && value !== '1') throw new ApiError(6330, `${key} takes "0" or "1"`);
}

function isOn(value: string | null | undefined, key: string): boolean {
  return String(value ?? configTokens.find((t) => t.key === key)?.default ?? '0') === '1';
}

interface Requirement {
  required: boolean;
  /** The administrator's second factor is confirmed. */
  active: boolean;
}

/** One read: the administrator's settings and whether it has an active second factor. */
export async function requirementOf(db: Kysely<any>, adminId: number, tenantId: number): Promise<Requirement> {
  const result = await sql<{ tenant_required: string | null; global_required: string | null; active: number | null }>`SELECT
    (SELECT c.value FROM config c WHERE c.tenant_id = ${tenantId} AND c.token_key = ${REQUIRED_KEYS.tenant}) AS tenant_required,
    (SELECT c.value FROM config c WHERE c.tenant_id = -1 AND c.token_key = ${REQUIRED_KEYS.global}) AS global_required,
    (SELECT f.confirmed FROM admin_second_factor f WHERE f.admin_id = ${adminId}) AS active`.execute(db);
  const row = result.rows[0];
  return {
    required: isOn(row?.tenant_required, REQUIRED_KEYS.tenant) || isOn(row?.global_required, REQUIRED_KEYS.global),
    active: Number(row?.active ?? 0) === 1,
  };
}

/** The administrator must use a second factor and has none active yet: it may only enrol. */
export async function mustEnrol(db: Kysely<any>, adminId: number, tenantId: number): Promise<boolean> {
  const r = await requirementOf(db, adminId, tenantId);
  return r.required && !r.active;
}
