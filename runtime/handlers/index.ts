// Bespoke action handlers by the names the catalog gives (BespokeHandlerName): a catalog action with
// no implementation here fails the type check.
import type { BespokeHandlerName } from '../../generated/registry.js';
import type { ActionContext, ActionResult } from '../pipeline/context.js';
import { aclCount } from './acl-count.js';
import { aclList, aclListHeld } from './acl-list.js';
import { currentAdminSetup } from './current-admin-setup.js';

export type BespokeHandler = (ctx: ActionContext) => Promise<ActionResult>;

export const bespokeHandlers: Record<BespokeHandlerName, BespokeHandler> = {
  acl_count: aclCount,
  acl_list: aclList,
  acl_list_held: aclListHeld,
  current_admin_setup: currentAdminSetup,
};
