// property_delete: the definition's values go with it (a cascade of the database), so each record that
// held one changes (docs/decisions.md "Record versions"): its version is raised before they go.
import type { Hook } from '../contract/write-context.js';
import { raiseRecordVersions } from '../db/record-versions.js';
import { tableOfKind } from './property-assignment.js';

const KINDS = ['user', 'vm', 'host', 'osf', 'di'] as const;

export const propertyDefinition: Hook = {
  async beforeDelete(w, record) {
    for (const kind of KINDS) {
      const table = tableOfKind(kind);
      if (!table) continue;
      await raiseRecordVersions(w.trx, table, w.trx.selectFrom('property_values').select('object_id').where('property_id', '=', record.id).where('kind', '=', kind));
    }
  },
};
