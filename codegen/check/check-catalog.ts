// Cross-reference checks over the loaded catalog. Each check returns every mistake it finds; the
// caller sorts and prints them all at once.

import type { Diagnostic } from '../diagnostics.js';
import type { Catalog } from '../model.js';
import { checkAclReferences } from './check-acl-references.js';
import { checkActions } from './check-actions.js';
import { checkDuplicates } from './check-duplicates.js';
import { checkExamples } from './check-examples.js';
import { checkObjects } from './check-objects.js';
import { checkRoles } from './check-roles.js';

export function checkCatalog(catalog: Catalog): Diagnostic[] {
  return [
    ...checkDuplicates(catalog),
    ...checkAclReferences(catalog),
    ...checkRoles(catalog),
    ...checkObjects(catalog),
    ...checkActions(catalog),
    ...checkExamples(catalog),
  ];
}
