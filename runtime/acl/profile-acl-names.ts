// ACL names a client profile's clients check in current_admin_setup's `acls` that this server does not
// define (catalog acls.yaml `client_profile_acl_names`, docs/decisions.md "Client profiles"): each is
// answered as held when the caller meets its requirement; a null requirement is never met.
import { aclProfileNames } from '../../generated/registry.js';
import type { ClientProfile } from '../config/settings.js';
import { compileRequirement, type AclNames, type HeldAcls } from './requirement.js';

/** The caller's ACL names as the profile's clients read them: their own, then the profile's names they meet. */
export function aclNamesForProfile(held: HeldAcls, profile: ClientProfile, names: AclNames): string[] {
  const out = [...held];
  for (const [name, requirement] of Object.entries(aclProfileNames[profile] ?? {})) {
    if (requirement !== null && compileRequirement(requirement, names)(held)) out.push(name);
  }
  return out.sort();
}
