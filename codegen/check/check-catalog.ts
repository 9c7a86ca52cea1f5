// Cross-reference checks over the loaded catalog.

import type { Diagnostic } from '../diagnostics.js';
import type { Catalog } from '../model.js';

export function checkCatalog(_catalog: Catalog): Diagnostic[] {
  return [];
}
