// current_admin_setup (generated/docs/administrators.md): the caller's own settings and effective ACLs; views are the
// operative view settings (operative-views.ts; a column without any setting follows the client's defaults).
import type { ActionContext, ActionResult } from '../contract/context.js';
import { serverDatetime } from '../support/time.js';
import { operativeViews } from './operative-views.js';
import { aclNamesForProfile } from '../acl/profile-acl-names.js';

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
      acls: aclNamesForProfile(c.acls, ctx.services.settings.clientProfile, ctx.services.aclNames),
      views: await operativeViews(ctx.services.db, c),
      server_datetime: serverDatetime(),
      multitenant: c.multitenant ? '1' : '0',
    },
  };
}
