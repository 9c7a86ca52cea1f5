// catalog/acls.yaml → the ACL list and the alias spellings of docs/decisions.md "Authorization".

import type { AclCatalog } from '../model.js';
import type { NodeReader } from './node-reader.js';

export function buildAcls(root: NodeReader): AclCatalog {
  const acls = root
    .get('acls')
    .items()
    .flatMap((item) => {
      const name = item.get('name').str();
      if (name === undefined) return [];
      return [{ name, description: item.get('description').str() ?? '', pos: item.get('name').pos() }];
    });
  const aliases: AclCatalog['aliases'] = {};
  for (const [alias, target] of root.get('aliases').entries()) {
    const value = target.str();
    if (value !== undefined) aliases[alias] = { value, pos: target.pos() };
  }
  const profileAliases: AclCatalog['profileAliases'] = {};
  for (const [profile, table] of root.get('client_profile_aliases').entries()) {
    const entries: Record<string, AclCatalog['aliases'][string]> = {};
    for (const [alias, target] of table.entries()) {
      const value = target.str();
      if (value !== undefined) entries[alias] = { value, pos: target.pos() };
    }
    profileAliases[profile] = entries;
  }
  const profileNames: AclCatalog['profileNames'] = {};
  for (const [profile, table] of root.get('client_profile_acl_names').entries()) {
    const entries: Record<string, AclCatalog['profileNames'][string][string]> = {};
    for (const [name, requirement] of table.entries()) entries[name] = { value: requirement.str() ?? null, pos: requirement.pos() };
    profileNames[profile] = entries;
  }
  return { acls, aliases, profileAliases, profileNames };
}
