// Fixed roles (the templates, and any created fixed) cannot be changed or deleted (docs/decisions.md "Authorization").
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';

export const roleGuard: Hook = {
  async beforeUpdate(w, record) {
    if (Number(record.row.fixed)) throw new ApiError(7120, `Role ${record.name} is fixed`);
    w.authChanged();
  },
  async beforeDelete(w, record) {
    if (Number(record.row.fixed)) throw new ApiError(7120, `Role ${record.name} is fixed`);
    w.authChanged(); // its links go with it (cascade), so holders lose its ACLs at once
  },
};
