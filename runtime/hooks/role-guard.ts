// Fixed roles (the templates, and any created fixed) cannot be changed or deleted (docs/decisions.md "Authorization").
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import { raiseRecordVersions } from '../db/record-versions.js';

export const roleGuard: Hook = {
  async beforeUpdate(w, record) {
    if (Number(record.row.fixed)) throw new ApiError(7120, `Role ${record.name} is fixed`);
    w.authChanged();
  },
  async beforeDelete(w, record) {
    if (Number(record.row.fixed)) throw new ApiError(7120, `Role ${record.name} is fixed`);
    w.authChanged(); // its links go with it (cascade), so holders lose its ACLs at once
    // the administrators holding it and the roles inheriting it lose it: a change of theirs
    await raiseRecordVersions(w.trx, 'admins', w.trx.selectFrom('admin_roles').select('admin_id').where('role_id', '=', record.id));
    await raiseRecordVersions(w.trx, 'roles', w.trx.selectFrom('role_roles').select('role_id').where('inherited_role_id', '=', record.id));
  },
};
