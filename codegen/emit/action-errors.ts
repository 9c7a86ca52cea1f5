// The status codes an action can answer, derived from its kind and from what it accepts. Used by the
// reference docs; the runtime raises them, this only lists them. Codes missing from errors.yaml are
// left out, so the docs never name an undefined code.

import type { ActionDef, Catalog } from '../model.js';
import { objectOf, tokenOf } from './argument-schema.js';

/** Failures that any authenticated action can meet. */
const EVERY_ACTION = [1100, 2100, 3100, 3200, 3300, 3400, 3500, 6100];

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

export function actionErrorCodes(catalog: Catalog, a: ActionDef): number[] {
  const codes = new Set<number>(EVERY_ACTION);
  if (a.acls.length > 0) codes.add(4210);
  if (a.multitenantOnly) codes.add(4100);
  if (a.filters.length > 0) [4220, 4221, 6210, 6320].forEach((c) => codes.add(c));
  if (a.mandatoryFilters.length > 0) codes.add(6220);
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
      [7100, 7200].forEach((c) => codes.add(c));
      break;
    case 'update':
      [1200, 1300, 7110, 7200].forEach((c) => codes.add(c));
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
  for (const arg of a.arguments) for (const c of SPECIAL_ARGUMENT_ERRORS[arg.name] ?? []) codes.add(c);
  const defined = new Set(catalog.errors.map((e) => e.code));
  return [...codes].filter((c) => defined.has(c)).sort((x, y) => x - y);
}
