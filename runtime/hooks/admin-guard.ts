// Administrators: nobody deletes their own account (the last way in could vanish); a deleted
// administrator's sessions end with the row (cascade) and caches are invalidated. A new password ends
// the administrator's other sessions (the caller's own stays when they change their own password). An
// administrator a directory or identity provider vouches for (origin 'ldap' or 'oidc',
// auth/provision-administrator.ts) has neither a password nor a name of its own here: both are its
// origin's, so setting either is refused (6330) rather than accepted and never used. No API token changes
// its owner's password.
import { endSessionsOf } from '../auth/sessions.js';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';

export const adminGuard: Hook = {
  async beforeUpdate(w, record) {
    // a token acts with an ACL subset; its owner's password would give whoever holds it all the owner's
    // ACLs (a login), so no token sets it, whatever ACLs it holds (docs/decisions.md "API tokens")
    // (nor its name, the other half of its login); and one made by another administrator changes nothing
    // of its owner's own record, which would reach past its maker's ACLs (docs/decisions.md "API tokens")
    const token = w.ctx.caller.apiToken;
    if (token && record.id === w.ctx.caller.adminId && (token.delegated || 'password' in w.ctx.args || 'name' in w.ctx.args)) {
      throw new ApiError(
        4210,
        token.delegated
          ? `An API token made by another administrator cannot change its owner's record (this request used ${token.name})`
          : `An API token cannot change its owner's name or password (this request used ${token.name}): change them from a session`,
      );
    }
    const own = ['password', 'name'].filter((k) => k in w.ctx.args);
    if (own.length) {
      const found = await w.trx.selectFrom('admins').select(['name', 'origin']).where('id', '=', record.id).executeTakeFirst();
      if (found && found.origin !== 'local') {
        throw new ApiError(6330, `${String(found.name)} signs in through its ${found.origin === 'ldap' ? 'directory' : 'identity provider'} (origin ${String(found.origin)}), which keeps its ${own.join(' and ')}`);
      }
    }
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
