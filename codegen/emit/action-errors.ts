// The status codes an action can answer, derived from its kind and from what it accepts. Used by the
// reference docs; the runtime raises them, this only lists them. Codes missing from errors.yaml are
// left out, so the docs never name an undefined code.

import type { ActionDef, Catalog } from '../model.js';
import { writes } from './action-example.js';
import { objectOf, tokenOf } from './argument-schema.js';
import { takesRecordVersions, VERSION_CODES } from './record-versions.js';

/**
 * Failures that any authenticated action can meet (3210/3220: explicit credentials of an administrator
 * with two-factor authentication, without `totp` or with a wrong one; 3230/3240: called with a revoked or
 * expired API token).
 */
const EVERY_ACTION = [1100, 2100, 3100, 3200, 3210, 3220, 3230, 3240, 3300, 3400, 3500, 6100];

/** Special arguments (docs/decisions.md "Records") and the failures their values can cause. */
const SPECIAL_ARGUMENT_ERRORS: Readonly<Record<string, readonly number[]>> = {
  __acls__: [6360, 7220],
  __acls_changes__: [6360, 7220],
  __roles__: [6370, 7230, 7350],
  __roles_changes__: [6370, 7230, 7350],
  __properties__: [6340, 6420, 7210],
  __properties_changes__: [6340, 6420, 7210],
  __tags__: [6350, 6430, 7330, 7340],
  __tags_changes__: [6350, 6430, 7330, 7340],
};

/**
 * What a named handler (bespoke, or a hook of a generic kind) raises beyond what its kind and parameters
 * imply, by the catalog's handler names: the catalog names the handler, the handler's code decides what
 * it refuses (runtime/handlers, runtime/hooks), so the list lives here and is reviewed with it.
 */
const HANDLER_ERRORS: Readonly<Record<string, readonly number[]>> = {
  acl_count: [4221, 6320, 6322, 7100],
  acl_list: [4221, 6322, 7100],
  acl_list_held: [4221, 6322, 7100],
  admin_guard: [7120],
  api_token_create: [4210, 4230, 6330, 6360, 7110, 7200],
  api_token_revoke: [1300],
  api_token_update: [1300, 4210, 4230, 6330, 6360, 7110, 7200],
  config_delete: [1300, 6220, 6322, 6330, 7110, 7373, 7390],
  config_set: [6240, 6330, 6380, 7110, 7373, 7382],
  config_ssl: [4210, 6330],
  config_wat_get_details: [6322],
  config_wat_update: [6240, 6322, 7110],
  di_lifecycle: [6330, 7110, 7320],
  job_cancel: [1200, 1300, 6820],
  dis_in_staging: [2230, 2270],
  host_guard: [7120],
  osf_guard: [7120],
  property_assignment: [7110],
  role_guard: [7120],
  second_factor_confirm: [6330, 7110, 7200],
  second_factor_enrol: [7200],
  second_factor_remove: [1300, 3220, 6240],
  second_factor_reset: [1300, 4221, 6320, 6322],
  session_end: [1300],
  tenant_guard: [7120],
  user_guard: [7120],
  view_reset: [6220, 6322, 7110],
  view_set: [6240, 6322, 6330, 6340, 7110],
  vm_lifecycle: [6350, 7110, 7310, 7360],
  vm_start: [5130, 5140],
  webhook_create: [4230, 6330, 7000, 7010, 7020, 7030, 7040, 7110, 7200],
  webhook_delete: [1300],
  webhook_redeliver: [1300],
  webhook_test: [1300],
  webhook_update: [1300, 4230, 6330, 7000, 7010, 7020, 7030, 7110, 7200],
};

export function actionErrorCodes(catalog: Catalog, a: ActionDef): number[] {
  const codes = new Set<number>(EVERY_ACTION);
  if (a.acls.length > 0) codes.add(4210);
  if (a.multitenantOnly) codes.add(4100);
  if (a.filters.length > 0) [4220, 4221, 6210, 6320].forEach((c) => codes.add(c));
  if (a.mandatoryFilters.length > 0 || a.mandatoryFilterOneOf.length > 0) codes.add(6220);
  if (a.uniqueFilters.length > 0) codes.add(6322);
  if (a.fields.length > 0) [4250, 6250].forEach((c) => codes.add(c));
  if (a.orderBy.length > 0) [4260, 6600, 6610].forEach((c) => codes.add(c));
  // Every action checks its arguments: an action without any refuses each one given (6230).
  codes.add(6230);
  if (a.arguments.length > 0) [4230, 6330].forEach((c) => codes.add(c));
  if (a.arguments.some((arg) => arg.mandatory)) codes.add(6240);
  const object = objectOf(catalog, a);
  if (a.arguments.some((arg) => arg.special === undefined && tokenOf(object, arg.name)?.nullable === false)) codes.add(6410);
  switch (a.kind) {
    case 'create':
      // a unique key taken answers the object's duplicate status (runtime/executors/write.ts)
      [7100, object?.duplicateStatus ?? 7200].forEach((c) => codes.add(c));
      // an idempotency key malformed, reused for another request, or still in use (runtime/pipeline/idempotency.ts)
      [6700, 6710, 6720].forEach((c) => codes.add(c));
      break;
    case 'update':
      [1200, 1300, 7110, object?.duplicateStatus ?? 7200].forEach((c) => codes.add(c));
      if (a.target === undefined) codes.add(4240);
      break;
    case 'delete':
      [1200, 1300, 7120].forEach((c) => codes.add(c));
      if (a.target === undefined) codes.add(4240);
      break;
    case 'exec':
      // each refused record comes inside 1200 with its transition's status
      [1200, 1300, 4240, a.transition?.refused ?? 1200].forEach((c) => codes.add(c));
      break;
    default:
      break;
  }
  // a malformed dry_run (runtime/pipeline/dry-run.ts); a dry run's 6860 comes inside its dry_run.failures only
  if (writes(a)) codes.add(6850);
  // a record changed since the version given, not named, a malformed condition, one version for several (runtime/pipeline/record-versions.ts)
  if (takesRecordVersions(catalog, a)) VERSION_CODES.forEach((c) => codes.add(c));
  // a job: `async` malformed (6800), a record a cancel left untouched (6810 inside 1200), its idempotency key
  if (a.job) [6700, 6710, 6720, 6800, 6810, 6840].forEach((c) => codes.add(c));
  for (const arg of a.arguments) for (const c of SPECIAL_ARGUMENT_ERRORS[arg.name] ?? []) codes.add(c);
  for (const c of (a.handler !== undefined ? HANDLER_ERRORS[a.handler] : undefined) ?? []) codes.add(c);
  const defined = new Set(catalog.errors.map((e) => e.code));
  return [...codes].filter((c) => defined.has(c)).sort((x, y) => x - y);
}
