// job_cancel (catalog/actions/jobs.yaml): asks the selected jobs (in the caller's tenant scope, as
// job_get_list shows them) to stop. The flag is written in the database, where the job's process reads it
// at its next heartbeat; a job running in this process is told at once. A job that has already ended
// answers 6820 under 1200's failures; the others count in `total`.
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { failureOf, massiveResult, publishAll, writeTargets, type Failure } from '../executors/write.js';
import { ACTIVE_STATES, JOB_CHANNEL } from '../jobs/job-record.js';
import { localJob } from '../jobs/job-owner.js';

export async function jobCancel(ctx: ActionContext): Promise<ActionResult> {
  const targets = await writeTargets(ctx);
  const failures: Record<string, Failure> = {};
  const asked: number[] = [];
  for (const job of targets) {
    const changed = await ctx.services.db
      .updateTable('jobs')
      .set({ cancel_requested: 1 })
      .where('id', '=', job.id)
      .where('state', 'in', ACTIVE_STATES)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      failures[String(job.id)] = failureOf(ctx, job.id, new ApiError(6820, `job ${job.id} is ${String(job.row.state)}`));
      continue;
    }
    asked.push(job.id);
    // a dry run's flag is rolled back: the job in this process must not hear of it either
    if (!ctx.dryRun) localJob(job.id)?.cancel();
    publishAll(ctx, [JOB_CHANNEL], job.tenantId);
  }
  return massiveResult(targets, asked, failures);
}
