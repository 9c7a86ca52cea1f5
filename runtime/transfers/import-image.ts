// A disk image brought in by upload, staging copy or download is registered by the di_create pipeline
// itself (same validation, ACLs, tags and properties), checked before any byte moves. Its file, received
// into a temporary file, takes its place `<images>/<id>-<disk_image>` only once the record has
// committed; if that move fails the record is withdrawn, so a listed image always has its file and no
// file is left without a record. Every transfer is a job (runtime/jobs/, kind upload, staging or download)
// of one record, the image, its bytes as progress; its answers name it (`job_id`).
import { rename } from 'node:fs/promises';
import { actions } from '../../generated/registry.js';
import { diRef, handOverTags } from '../dis/di-tags.js';
import { ApiError } from '../errors/api-error.js';
import { createRecord } from '../executors/write.js';
import { successEnvelope, type Envelope } from '../contract/envelope.js';
import type { ActionContext, Caller, RawRequest, Services } from '../contract/context.js';
import { authorizeAction } from '../auth/authorize.js';
import { auditCall, prepareAction } from '../pipeline/run-action.js';
import type { ActionMeta } from '../support/registry-types.js';
import { checkDiskImageName, imagePath } from '../images/image-paths.js';
import { removeQuietly, type Received } from '../images/receive.js';
import { JobRecord } from '../jobs/job-record.js';
import { retriedTransaction } from '../db/transactions.js';

export type TransferJobKind = 'upload' | 'staging' | 'download';

export const IMPORT_ACTION = 'di_create';

function checkAction(raw: RawRequest): void {
  if (raw.params.action !== undefined && raw.params.action !== IMPORT_ACTION) {
    throw new ApiError(4100, `Images are brought in by ${IMPORT_ACTION}, not ${String(raw.params.action).slice(0, 64)}`);
  }
}

/** The validated, authorized di_create of an import (raises its 42xx/6xxx code before any transfer). */
export async function prepareImport(services: Services, caller: Caller, raw: RawRequest): Promise<ActionContext> {
  checkAction(raw);
  const ctx = await prepareAction(services, caller, { ...raw, params: { ...raw.params, action: IMPORT_ACTION } });
  checkDiskImageName(ctx.args.disk_image);
  return ctx;
}

/**
 * What can be checked of an import whose arguments are not known yet (an upload's come after its file):
 * the caller may run di_create at all (4210 otherwise). Its arguments and their ACLs are checked later
 * by prepareImport.
 */
export function authorizeImport(services: Services, caller: Caller, raw: RawRequest): void {
  checkAction(raw);
  authorizeAction(caller, actions[IMPORT_ACTION] as ActionMeta, services.aclNames);
}

/** Removes a just-created image record whose file could not be put in place. */
async function withdraw(ctx: ActionContext, id: number): Promise<void> {
  await retriedTransaction(ctx.services.db, async (trx) => {
    await handOverTags(trx, await diRef(trx, id));
    await trx.deleteFrom('property_values').where('kind', '=', 'di').where('object_id', '=', id).execute();
    await trx.deleteFrom('di_tags').where('di_id', '=', id).execute();
    await trx.deleteFrom('dis').where('id', '=', id).execute();
  });
}

/**
 * The job of a transfer whose di_create was validated and authorized: running from now, one record.
 * `onCancel` stops the copy when job_cancel asks.
 */
export async function startImportJob(ctx: ActionContext, kind: TransferJobKind, onCancel?: () => void): Promise<JobRecord> {
  const job = await JobRecord.create({
    db: ctx.services.db,
    events: ctx.services.events,
    caller: ctx.caller,
    action: IMPORT_ACTION,
    kind,
    request: { filters: undefined, arguments: { ...ctx.args, ...(kind === 'download' ? { url: ctx.raw.params.url } : {}) } },
    onCancel,
  }, ctx.services.settings.jobMaxRunning);
  job.startTransfer();
  return job;
}

/** Ends a transfer's job with the error that stopped it; answers the error with the job named. */
export async function failImportJob(job: JobRecord | undefined, e: unknown): Promise<unknown> {
  if (!job) return e;
  await job.fail(e);
  return e instanceof ApiError ? new ApiError(e.status, e.info, { ...e.extra, job_id: job.id }, e.http) : e;
}

/**
 * Creates the record for a received file and moves the file into place; `moveStatus` is the code of a
 * failed move (2251 upload, 2261 download, 2210 staging). The temporary file never survives.
 */
export async function finishImport(ctx: ActionContext, received: Received, moveStatus: number, job: JobRecord): Promise<Envelope> {
  job.bytes(received.bytes, job.bytesTotal ?? received.bytes);
  try {
    const result = await createRecord(ctx);
    const id = Number(result.objectId);
    const target = imagePath(ctx.services.settings.dataDir, id, String(ctx.args.disk_image));
    try {
      await rename(received.path, target);
    } catch (e) {
      await withdraw(ctx, id).catch(() => undefined);
      throw new ApiError(moveStatus, `Cannot move the image into place: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    auditCall(ctx.services, ctx.caller, ctx.action, ctx.raw, 0, result);
    job.outcome(id, 0, `${String(ctx.args.disk_image)} registered`);
    await job.finish(0);
    return successEnvelope({ ...result, extra: { ...result.extra, job_id: job.id } }, undefined);
  } catch (e) {
    await removeQuietly(received.path);
    if (e instanceof ApiError) auditCall(ctx.services, ctx.caller, ctx.action, ctx.raw, e.status);
    throw await failImportJob(job, e);
  }
}
