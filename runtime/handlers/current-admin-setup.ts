// current_admin_setup (spec §2.4): the caller's own settings and effective ACLs; views are the
// operative view settings (none stored yet means the client's defaults apply).
import type { ActionContext, ActionResult } from '../pipeline/context.js';
import { serverDatetime } from '../support/time.js';

export async function currentAdminSetup(ctx: ActionContext): Promise<ActionResult> {
  const c = ctx.caller;
  return {
    extra: {
      admin_id: c.adminId,
      admin_name: c.adminName,
      admin_language: c.adminLanguage,
      admin_block: c.adminBlock,
      tenant_id: c.tenantId,
      tenant_name: c.tenantName,
      tenant_language: c.tenantLanguage,
      tenant_block: c.tenantBlock,
      acls: [...c.acls].sort(),
      views: [],
      server_datetime: serverDatetime(),
      multitenant: c.multitenant ? '1' : '0',
    },
  };
}
