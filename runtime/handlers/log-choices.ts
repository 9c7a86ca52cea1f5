// The choices of the audit log's filters, as the original web console fills its drop-downs (docs/
// decisions.md "Client profiles"): sources_in_log (the sources calls named, from the log itself, in the
// caller's tenant unless a superadministrator), action_get_list (every action of the catalog and any
// other name the log holds, such as logins) and object_get_list (the object kinds of the actions that change data).
// Rows are {id, name} with the same text in both, so a choice is the value the filter takes.
import { actions } from '../../generated/registry.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { listInMemory } from './memory-list.js';

const FIELDS = ['id', 'name'];

function choices(ctx: ActionContext, names: Iterable<string>): ActionResult {
  const rows = [...new Set(names)].map((name) => ({ id: name, name }));
  return listInMemory(ctx, rows, { defaultOrder: [{ token: 'name', desc: false }], tieBreak: ['id'], fields: FIELDS });
}

/** Distinct values of one log column in the caller's view of the log. */
async function logged(ctx: ActionContext, column: 'source' | 'action'): Promise<string[]> {
  let query = ctx.services.db.selectFrom('audit_log').select(column).distinct().where(column, 'is not', null);
  if (!ctx.caller.isSuper) query = query.where('tenant_id', '=', ctx.caller.tenantId);
  return (await query.execute()).map((r) => String((r as Record<string, unknown>)[column]));
}

export async function logSources(ctx: ActionContext): Promise<ActionResult> {
  return choices(ctx, await logged(ctx, 'source'));
}

export async function actionNames(ctx: ActionContext): Promise<ActionResult> {
  return choices(ctx, [...Object.keys(actions), ...(await logged(ctx, 'action'))]);
}

/** The objects the log names: those of the actions that change data (the log records those calls). */
export async function objectKinds(ctx: ActionContext): Promise<ActionResult> {
  const changing = Object.values(actions).filter((a) => a.object && (['create', 'update', 'delete', 'exec'].includes(a.kind) || a.writes));
  return choices(ctx, changing.map((a) => String(a.object)));
}
