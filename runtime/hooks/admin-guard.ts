// Administrators: nobody deletes their own account (the last way in could vanish); a deleted
// administrator's sessions end with the row (cascade) and caches are invalidated. A new password ends
// the administrator's other sessions (the caller's own stays when they change their own password).
import { endSessionsOf } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';

export const adminGuard: Hook = {
  async beforeUpdate(w, record) {
    w.authChanged();
    if ('password' in w.ctx.args) {
      const { caller } = w.ctx;
      await endSessionsOf(w.trx, record.id, record.id === caller.adminId ? caller.sid : undefined);
    }
  },
  async beforeDelete(w, record) {
    if (record.id === w.ctx.caller.adminId) throw new ApiError(7120, 'An administrator cannot delete themselves');
    w.authChanged();
  },
};
