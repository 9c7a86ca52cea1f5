// Bespoke action handlers by the names the catalog gives (BespokeHandlerName): a catalog action with
// no implementation here fails the type check.
import type { BespokeHandlerName } from '../../generated/registry.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { aclCount } from './acl-count.js';
import { aclList, aclListHeld } from './acl-list.js';
import { apiTokenCreate, apiTokenList, apiTokenRevoke, apiTokenUpdate } from './api-tokens.js';
import { configDelete } from './config-delete.js';
import { configGet } from './config-get.js';
import { configSet } from './config-set.js';
import { configSsl } from './config-ssl.js';
import { configWatGetDetails, configWatUpdate } from './config-wat.js';
import { currentAdminSetup } from './current-admin-setup.js';
import { disInStaging } from './dis-in-staging.js';
import { jobCancel } from './job-cancel.js';
import { actionNames, logSources, objectKinds } from './log-choices.js';
import { secondFactorConfirm, secondFactorDetails, secondFactorEnrol, secondFactorRemove, secondFactorReset } from './second-factor.js';
import { sessionEnd, sessionList } from './sessions.js';
import { statistics } from './statistics.js';
import { viewReset } from './view-reset.js';
import { viewSet } from './view-set.js';
import { webhookCreate, webhookDelete, webhookRedeliver, webhookTest, webhookUpdate } from './webhooks.js';

export type BespokeHandler = (ctx: ActionContext) => Promise<ActionResult>;

export const bespokeHandlers: Record<BespokeHandlerName, BespokeHandler> = {
  acl_count: aclCount,
  acl_list: aclList,
  acl_list_held: aclListHeld,
  action_names: actionNames,
  api_token_create: apiTokenCreate,
  api_token_list: apiTokenList,
  api_token_revoke: apiTokenRevoke,
  api_token_update: apiTokenUpdate,
  config_delete: configDelete,
  config_get: configGet,
  config_set: configSet,
  config_ssl: configSsl,
  config_wat_get_details: configWatGetDetails,
  config_wat_update: configWatUpdate,
  current_admin_setup: currentAdminSetup,
  dis_in_staging: disInStaging,
  job_cancel: jobCancel,
  log_sources: logSources,
  object_kinds: objectKinds,
  second_factor_confirm: secondFactorConfirm,
  second_factor_details: secondFactorDetails,
  second_factor_enrol: secondFactorEnrol,
  second_factor_remove: secondFactorRemove,
  second_factor_reset: secondFactorReset,
  session_end: sessionEnd,
  session_list: sessionList,
  statistics,
  view_reset: viewReset,
  view_set: viewSet,
  webhook_create: webhookCreate,
  webhook_delete: webhookDelete,
  webhook_redeliver: webhookRedeliver,
  webhook_test: webhookTest,
  webhook_update: webhookUpdate,
};
