// catalog/config.yaml → core configuration tokens.

import type { ConfigTokenDef } from '../model.js';
import type { NodeReader } from './node-reader.js';

export function buildConfig(root: NodeReader): ConfigTokenDef[] {
  return root
    .get('tokens')
    .items()
    .flatMap((item) => {
      const key = item.get('key').str();
      if (key === undefined) return [];
      const scope = item.get('scope').str();
      const def = item.get('default');
      return [
        {
          key,
          default: def.value === null || def.value === undefined ? null : String(def.value),
          scope: scope === 'tenant' ? 'tenant' : 'global',
          public: item.get('public').bool(false),
          secret: item.get('secret').bool(false),
          description: item.get('description').str() ?? '',
          pos: item.get('key').pos(),
        },
      ];
    });
}
