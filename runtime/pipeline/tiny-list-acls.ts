// `qvd` client profile (docs/decisions.md "Client profiles"): the original console fills the choices of
// a filter (the hosts of the VM list's host filter) with `<object>_get_list` asking only for `id` and
// `name`, from administrators who hold the filter's ACL but not the list's. That is exactly what the
// object's tiny list answers them, so in that profile a list call asking for no more than the tiny
// list's fields is admitted with the tiny list's ACLs as well; filters and order keep their own ACLs.
import { actions } from '../../generated/registry.js';
import type { ActionMeta } from '../support/registry-types.js';

const tinyListOf = new Map<string, ActionMeta>();
for (const action of Object.values(actions) as ActionMeta[]) {
  if (action.kind === 'tiny' && action.object) tinyListOf.set(action.object, action);
}

/** The ACLs (any-of) that admit this call of a list action in the `qvd` profile. */
export function listAclsForClients(action: ActionMeta, fields: unknown): readonly string[] {
  const tiny = action.kind === 'list' && action.object ? tinyListOf.get(action.object) : undefined;
  if (!tiny || !Array.isArray(fields) || fields.length === 0) return action.acls;
  const offered = new Set(tiny.fields);
  if (!fields.every((f) => typeof f === 'string' && offered.has(f))) return action.acls;
  return [...new Set([...action.acls, ...tiny.acls])];
}
