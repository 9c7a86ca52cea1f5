// The exec kind (vm_start, vm_stop, vm_user_disconnect): a state transition the catalog states as data.
// Each selected record changes in its own transaction by compare-and-set (the column must still hold
// the value read, so two concurrent calls or two processes never both move one record); a record in
// another state, or failing the transition's `require`, is refused with the transition's status inside
// 1200. Once a record's change commits, its channels are raised and the driver operation starts.

import type { DriverOperationName } from '../../generated/registry.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import type { TransitionMeta } from '../support/registry-types.js';
import { hooks } from './handlers.js';
import type { RecordRef } from '../contract/write-context.js';
import { changeChannels, forEachTarget } from './write.js';

function refusal(t: TransitionMeta, record: RecordRef, value: unknown): ApiError | undefined {
  if (!t.from.includes(String(value))) return new ApiError(t.refused, `${t.column} is ${String(value)}; accepted: ${t.from.join(', ')}`);
  for (const [column, wanted] of Object.entries(t.require)) {
    if (String(record.row[column]) !== String(wanted)) return new ApiError(t.refused, `${column} is ${String(record.row[column])}, not ${String(wanted)}`);
  }
  return undefined;
}

export async function execTransition(ctx: ActionContext): Promise<ActionResult> {
  const object = ctx.object!;
  const t = ctx.action.transition!;
  const operation = t.driver as DriverOperationName;
  const result = await forEachTarget(
    ctx,
    async (w, record) => {
      const read = record.row[t.column];
      const refused = refusal(t, record, read);
      if (refused) throw refused;
      const values = { ...(await hooks.beforeTransition(w, record)), [t.column]: t.to };
      let update = w.trx.updateTable(object.table).set(values).where('id', '=', record.id).where(t.column, '=', read);
      for (const [column, wanted] of Object.entries(t.require)) update = update.where(column, '=', wanted);
      const changed = await update.executeTakeFirst();
      // another call or process moved the record since it was read: the state it has now refuses it
      if (Number(changed.numUpdatedRows) === 0) throw new ApiError(t.refused, `${object.name} ${record.id} changed meanwhile`);
      Object.assign(record.row, values);
    },
    changeChannels(object, [t.column]),
    (record) => ctx.services.driver[operation]({ id: record.id, tenantId: record.tenantId, row: record.row }),
  );
  delete result.changedIds;
  return result;
}

