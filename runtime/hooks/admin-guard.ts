// Administrators: nobody deletes their own account (the last way in could vanish); a deleted
// administrator's sessions end with the row (cascade) and caches are invalidated.
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../executors/write-context.js';

export const adminGuard: Hook = {
  async beforeUpdate(w) {
    w.authChanged();
  },
  async beforeDelete(w, record) {
    if (record.id === w.ctx.caller.adminId) throw new ApiError(7120, 'An administrator cannot delete themselves');
    w.authChanged();
  },
};
