// The work of an image transfer that is not an upload (generated/docs/guides/images.md): a staging copy of
// `<staging>/<disk_image>`, or a download of `url`, registered by di_create once the whole file is there.
// The di_create arguments are validated and authorized before anything moves; a cancelled transfer
// (its client went away) leaves nothing behind; the staging file stays. routes/transfer-socket.ts runs it on
// a WebSocket with progress frames, routes/transfer-route.ts as one HTTP request (the original console's way).
import { constants } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { toApiError } from '../pipeline/run-action.js';
import type { AddressPolicy } from '../images/address-policy.js';
import { openDownload } from '../images/download.js';
import { stagingDir } from '../images/image-paths.js';
import { failImportJob, finishImport, prepareImport, startImportJob } from './import-image.js';
import type { JobRecord } from '../jobs/job-record.js';
import { copyToTemporary, receiveToTemporary, removeQuietly } from '../images/receive.js';

export type TransferKind = 'staging' | 'download';

const STAGING_COPY_ERROR = 2210;
const DOWNLOAD_ERROR = 2260;
const DOWNLOAD_MOVE_ERROR = 2261;

/**
 * The staging file `diskImage`, opened: only a regular file directly in the staging directory. The name
 * holds no separator (its pattern) and may not be `.` or `..`; it is opened without following a final
 * symbolic link (O_NOFOLLOW) and without blocking on a FIFO (O_NONBLOCK), and what was opened is checked
 * (fstat), so that a link to a file elsewhere, a directory, a FIFO or a device is refused (2240) and the
 * name cannot be swapped between the check and the copy. The caller closes the handle.
 */
async function openStagingFile(services: Services, diskImage: string): Promise<{ handle: FileHandle; size: number }> {
  const dir = stagingDir(services.settings.dataDir);
  const dirStat = await stat(dir).catch(() => undefined);
  if (!dirStat?.isDirectory()) throw new ApiError(2230, 'No staging directory (SVC_DATA_DIR/staging)');
  if (diskImage === '.' || diskImage === '..' || /[/\\\0]/.test(diskImage)) throw new ApiError(2240, `${diskImage} does not name a file in the staging directory`);
  let handle: FileHandle;
  try {
    handle = await open(join(dir, diskImage), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new ApiError(2240, `${diskImage} in the staging directory is a symbolic link; only regular files are copied`);
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ApiError(2240, `No file ${diskImage} in the staging directory`);
    throw new ApiError(2270, `Cannot open ${diskImage} in the staging directory: ${code ?? String(e)}`);
  }
  const opened = await handle.stat().catch(() => undefined);
  if (!opened?.isFile()) {
    await handle.close();
    const what = opened?.isDirectory() ? 'a directory' : opened?.isFIFO() ? 'a FIFO' : opened?.isCharacterDevice() || opened?.isBlockDevice() ? 'a device' : 'not a regular file';
    throw new ApiError(2240, `${diskImage} in the staging directory is ${what}; only regular files are copied`);
  }
  return { handle, size: opened.size };
}

export interface TransferProgress {
  /** The size the source declared (the staging file's size, a download's Content-Length), once known. */
  total(bytes: number | null): void;
  /** Bytes written so far. */
  copied(bytes: number): void;
}

/**
 * Runs one transfer to its final envelope (di_create's answer or the error); undefined when `signal`
 * cancelled it (the client went away), in which case nothing was registered and no file is left. The
 * transfer is a job: job_cancel stops the copy the same way and answers 6810, its job ending cancelled.
 */
export async function transferImage(
  kind: TransferKind,
  services: Services,
  caller: Caller,
  raw: RawRequest,
  policy: AddressPolicy,
  signal: AbortSignal,
  progress: TransferProgress,
): Promise<Envelope | undefined> {
  services.metrics?.transferStarted(kind);
  // the copy stops when the client goes away or when the job is cancelled
  const stop = new AbortController();
  const leave = () => stop.abort();
  signal.addEventListener('abort', leave, { once: true });
  let job: JobRecord | undefined;
  try {
    const ctx = await prepareImport(services, caller, raw);
    job = await startImportJob(ctx, kind, leave);
    const tracked = job;
    const options = {
      dataDir: services.settings.dataDir,
      maxBytes: services.settings.maxImageBytes,
      sourceStatus: kind === 'staging' ? STAGING_COPY_ERROR : DOWNLOAD_ERROR,
      onProgress: (bytes: number) => {
        progress.copied(bytes);
        tracked.bytes(bytes);
      },
      signal: stop.signal,
    };
    let received;
    if (kind === 'staging') {
      const source = await openStagingFile(services, String(ctx.args.disk_image));
      try {
        progress.total(source.size);
        job.bytes(0, source.size);
        received = await copyToTemporary(source.handle, { ...options, expectedBytes: source.size });
      } finally {
        await source.handle.close().catch(() => undefined);
      }
    } else {
      const source = await openDownload(raw.params.url, policy, stop.signal);
      progress.total(source.size ?? null);
      job.bytes(0, source.size ?? null);
      received = await receiveToTemporary(source.stream, { ...options, expectedBytes: source.size });
    }
    if (stop.signal.aborted) {
      await removeQuietly(received.path); // the client went away, or the job was cancelled: nothing is registered
      throw new ApiError(6810, 'The transfer was stopped before its image was registered');
    }
    return await finishImport(ctx, received, kind === 'staging' ? STAGING_COPY_ERROR : DOWNLOAD_MOVE_ERROR, job);
  } catch (e) {
    const cancelled = stop.signal.aborted && !signal.aborted;
    const failure = job?.ended ? e : await failImportJob(job, cancelled ? new ApiError(6810, 'job_cancel stopped the transfer before its image was registered') : e);
    return signal.aborted ? undefined : errorEnvelope(toApiError(failure));
  } finally {
    signal.removeEventListener('abort', leave);
    services.metrics?.transferEnded(kind);
  }
}
