// catalog/roles.yaml → template roles. Templates are fixed unless the file says otherwise.

import type { RoleDef } from '../model.js';
import type { NodeReader } from './node-reader.js';

export function buildRoles(root: NodeReader): RoleDef[] {
  return root
    .get('roles')
    .items()
    .flatMap((item) => {
      const name = item.get('name').str();
      if (name === undefined) return [];
      return [
        {
          name,
          internal: item.get('internal').bool(false),
          fixed: item.get('fixed').bool(true),
          acls: item.get('acls').locatedStrings(),
          deny: item.get('deny').locatedStrings(),
          inherits: item.get('inherits').locatedStrings(),
          grantsAll: item.get('grants_all').bool(false),
          pos: item.get('name').pos(),
        },
      ];
    });
}
