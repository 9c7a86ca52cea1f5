// catalog/errors.yaml → ErrorDef[] (file order; emitters sort by code).

import type { ErrorDef } from '../model.js';
import type { NodeReader } from './node-reader.js';

export function buildErrors(root: NodeReader): ErrorDef[] {
  return root
    .get('errors')
    .items()
    .flatMap((item) => {
      const code = item.get('code').num();
      const name = item.get('name').str();
      if (code === undefined || name === undefined) return [];
      const http = item.get('http').num();
      const def: ErrorDef = { code, name, message: item.get('message').str() ?? '', pos: item.pos() };
      if (http !== undefined) def.http = http;
      const remedy = item.get('remedy').str();
      if (remedy !== undefined) def.remedy = remedy;
      return [def];
    });
}
