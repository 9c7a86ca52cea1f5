// A massive write as a job (docs/guides-src/13-bulk-work.md "Jobs"; docs/decisions.md "Jobs"). Every
// action that selects its records by filter (kind update, delete or exec with filters: the catalog's
// `job` flag, derived by the generator) runs through here: its job is recorded before it runs, told each
// record's outcome as the work goes, and ended with the call's answer.
//
// A small job answers as before, in its own call, with `job_id` beside the usual envelope. A call with
// `async: true`, or one whose filter selects more than SVC_JOB_SYNC_LIMIT records, answers as soon as its
// records are selected (errors found before that, such as 1300 or a refused massive ACL, are still the
// call's answer): the envelope then says 0 with `total` 0, no rows and `job_id`; the work goes on after
// the answer, and its audit record is written when it ends.
import { ApiError } from '../errors/api-error.js';
import { flagValue } from '../support/flag-value.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { JobRecord } from './job-record.js';

/** The top-level parameter (6800 when malformed, or given to an action that starts no job). */
export const ASYNC_PARAMETER = 'async';

/** Whether the call asks to be answered at once with its job: true/false, or 1/0 and their text in a form. */
export function asyncRequested(params: Record<string, unknown>, startsJob: boolean): boolean {
  const value = params[ASYNC_PARAMETER];
  if (value === undefined || value === null) return false;
  const wanted = flagValue(value);
  if (wanted === undefined) throw new ApiError(6800, `${ASYNC_PARAMETER} is true or false`);
  if (wanted && !startsJob) throw new ApiError(6800, `${String(params.action)} starts no job: only massive updates, deletes and state changes take ${ASYNC_PARAMETER}`);
  return wanted;
}

/** Written when a job answered before its end: the call's audit record, with the job's final status. */
export type AuditLater = (status: number, result?: ActionResult) => void;

export interface JobAnswer {
  result: ActionResult;
  /** The answer went out before the work ended: the job audits the call when it ends. */
  auditedLater: boolean;
}

/** Runs `work` as the job of the call `ctx`; errors of the work are thrown with the job's id in their envelope. */
export async function runAsJob(ctx: ActionContext, wantsAsync: boolean, work: () => Promise<ActionResult>, auditLater: AuditLater): Promise<JobAnswer> {
  const { services, caller, action, raw } = ctx;
  const job = await JobRecord.create({
    db: services.db,
    events: services.events,
    caller,
    action: action.name,
    kind: 'records',
    request: { filters: raw.params.filters, arguments: raw.params.arguments },
  }, services.settings.jobMaxRunning);
  ctx.job = job;
  let answered = false;
  let ended = false;
  // the call's answer does not wait for the job's last write (its outcomes and final state, written in the
  // moments after): a small job answers as fast as the same write did before it was a job
  const running = work().then(
    (result) => {
      ended = true;
      void job.finish(result.status ?? 0, result.info).then(() => answered && auditLater(result.status ?? 0, result));
      return result;
    },
    (e: unknown) => {
      ended = true;
      void job.fail(e).then(() => answered && auditLater(e instanceof ApiError ? e.status : 1100));
      throw e;
    },
  );
  try {
    // the selection (or the end) first: what is refused before it is still the call's own answer, and
    // the count of records tells a small job from a large one
    await Promise.race([job.selectedOnce, running.catch(() => undefined)]);
    const early = !ended && (wantsAsync || job.total > services.settings.jobSyncLimit);
    if (!early) return { result: withJobId(await running, job.id), auditedLater: false };
    answered = true;
    running.catch(() => undefined); // its end is the job's (recorded and audited), not this call's
    return {
      // nothing written yet as far as this answer knows: the job tells the rest
      result: { rows: [], total: 0, extra: { job_id: job.id } },
      auditedLater: true,
    };
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.status, e.info, { ...e.extra, job_id: job.id }, e.http);
    throw e;
  }
}

function withJobId(result: ActionResult, jobId: number): ActionResult {
  return { ...result, extra: { ...result.extra, job_id: jobId } };
}
