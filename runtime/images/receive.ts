// Receiving an image into a temporary file of the images directory, whatever brings it (upload,
// staging copy, download): streamed with back-pressure (memory stays flat whatever the size), counted
// against SVC_MAX_IMAGE_BYTES, reported as progress, cancellable, and removed on any failure, so that
// nothing half-written survives. A full disk is 2211, checked up front when the size is known.
import { createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { copyFile, stat, statfs, unlink, type FileHandle } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../errors/api-error.js';
import { imagesDir, temporaryPath } from './image-paths.js';

/** Bytes the file stream buffers before it pushes back on the source: a few large writes, bounded memory. */
const WRITE_BUFFER = 4 * 1024 * 1024;

export interface ReceiveOptions {
  dataDir: string;
  maxBytes: number;
  /** Size announced by the source, when it tells one. */
  expectedBytes?: number;
  /** Status of a failure of the source itself, or of a size over the cap (2250 upload, 2260 download, 2210 staging). */
  sourceStatus: number;
  onProgress?(copied: number): void;
  signal?: AbortSignal;
}

export interface Received {
  path: string;
  bytes: number;
}

/** Fails with 2211 unless the images directory's file system has room for `bytes` more. */
export async function checkFreeSpace(dataDir: string, bytes: number): Promise<void> {
  let free: number;
  try {
    const fs = await statfs(imagesDir(dataDir));
    free = fs.bavail * fs.bsize;
  } catch (e) {
    throw missingDir(e);
  }
  if (bytes > free) throw new ApiError(2211, `The image needs ${bytes} bytes; ${free} are free`);
}

function missingDir(e: unknown): ApiError {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ApiError(2220, 'No images directory (SVC_DATA_DIR/images)');
  return new ApiError(2211, `Cannot write to the images directory: ${code ?? String(e)}`);
}

/** Errors of writing the file itself: the disk or quota full, a file too large, an I/O error, a read-only file system. */
const LOCAL_WRITE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EIO', 'EROFS']);

function isLocalWriteError(e: NodeJS.ErrnoException): boolean {
  return LOCAL_WRITE_CODES.has(e.code ?? '') || e.syscall === 'write' || e.syscall === 'close' || e.syscall === 'fsync';
}

function localWriteFailure(e: NodeJS.ErrnoException): ApiError {
  const full = e.code === 'ENOSPC' || e.code === 'EDQUOT';
  return new ApiError(2211, full ? `Writing the image failed (${e.code}): the disk is full` : `Writing the image failed (${e.code ?? e.message})`);
}

/** What went wrong with the source, in words (additional_info of 2260/2250/2210). */
function sourceFailure(e: unknown): string {
  const err = e as NodeJS.ErrnoException | undefined;
  const code = err?.code;
  if (code === 'ECONNRESET' || err?.message === 'aborted') return 'the connection was reset or closed before the end';
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return 'the connection was closed before the end';
  if (code === 'ETIMEDOUT') return 'the connection timed out';
  return String(err?.message ?? e).slice(0, 200);
}

export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

export async function receiveToTemporary(source: Readable, options: ReceiveOptions): Promise<Received> {
  if (options.expectedBytes !== undefined) {
    if (options.expectedBytes > options.maxBytes) {
      source.destroy();
      throw new ApiError(options.sourceStatus, `The image has ${options.expectedBytes} bytes; the limit is ${options.maxBytes} (SVC_MAX_IMAGE_BYTES)`);
    }
    await checkFreeSpace(options.dataDir, options.expectedBytes).catch((e) => {
      source.destroy();
      throw e;
    });
  }
  const path = temporaryPath(options.dataDir);
  let bytes = 0;
  let failure: ApiError | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > options.maxBytes) {
        failure = new ApiError(options.sourceStatus, `The image is larger than the limit of ${options.maxBytes} bytes (SVC_MAX_IMAGE_BYTES)`);
        callback(failure);
        return;
      }
      options.onProgress?.(bytes);
      callback(null, chunk);
    },
  });
  let sink;
  try {
    sink = createWriteStream(path, { flags: 'wx', highWaterMark: WRITE_BUFFER });
    await new Promise<void>((resolve, reject) => {
      sink!.once('open', () => resolve());
      sink!.once('error', reject);
    });
  } catch (e) {
    source.destroy();
    throw missingDir(e);
  }
  // Only the file's own failures are local (2211). A source that fails makes the pipeline destroy the
  // file stream with the source's error, which the stream emits once its descriptor is closed: that
  // error is the source's (a reset download once answered 2211 "is the disk full?" so).
  let writeError: NodeJS.ErrnoException | undefined;
  sink.once('error', (e: NodeJS.ErrnoException) => {
    if (isLocalWriteError(e)) writeError = e;
  });
  try {
    await pipeline(source, counter, sink, { signal: options.signal });
  } catch (e) {
    await removeQuietly(path);
    if (failure) throw failure;
    if (writeError) throw localWriteFailure(writeError);
    if (options.signal?.aborted) throw new ApiError(options.sourceStatus, 'The transfer was cancelled');
    if (e instanceof ApiError) throw e;
    throw new ApiError(options.sourceStatus, `The source failed after ${bytes} bytes: ${sourceFailure(e)}`);
  }
  if (options.expectedBytes !== undefined && bytes !== options.expectedBytes) {
    await removeQuietly(path);
    throw new ApiError(options.sourceStatus, `The transfer ended after ${bytes} of ${options.expectedBytes} bytes`);
  }
  return { path, bytes };
}

/**
 * An opened local file (a staging copy) into a temporary file with the kernel's own copy
 * (copy_file_range, as `cp` does), an order of magnitude faster than streaming it through the process.
 * The copy reads the very file opened, through /proc/self/fd (what the name points to now does not
 * matter); where there is no /proc it is streamed from the handle. Progress is the temporary file's
 * size, read as the copy goes; a cancelled copy is removed when the kernel is done.
 */
export async function copyToTemporary(source: FileHandle, options: ReceiveOptions & { expectedBytes: number }): Promise<Received> {
  const opened = `/proc/self/fd/${source.fd}`;
  if (!(await stat(opened).catch(() => undefined))) {
    return receiveToTemporary(source.createReadStream({ start: 0, autoClose: false }), options);
  }
  const file = opened;
  if (options.expectedBytes > options.maxBytes) {
    throw new ApiError(options.sourceStatus, `The image has ${options.expectedBytes} bytes; the limit is ${options.maxBytes} (SVC_MAX_IMAGE_BYTES)`);
  }
  await checkFreeSpace(options.dataDir, options.expectedBytes);
  const path = temporaryPath(options.dataDir);
  const watcher = setInterval(() => {
    stat(path).then((s) => options.onProgress?.(s.size), () => undefined);
  }, 250);
  try {
    await copyFile(file, path, constants.COPYFILE_EXCL);
  } catch (e) {
    await removeQuietly(path);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw localWriteFailure(e as NodeJS.ErrnoException);
    if (code === 'ENOENT' && !(await stat(imagesDir(options.dataDir)).catch(() => undefined))) throw missingDir(e);
    throw new ApiError(options.sourceStatus, `The copy failed: ${code ?? String(e)}`);
  } finally {
    clearInterval(watcher);
  }
  if (options.signal?.aborted) {
    await removeQuietly(path);
    throw new ApiError(options.sourceStatus, 'The transfer was cancelled');
  }
  const copied = (await stat(path)).size;
  if (copied !== options.expectedBytes) {
    await removeQuietly(path);
    throw new ApiError(options.sourceStatus, `The copy ended after ${copied} of ${options.expectedBytes} bytes (the staging file changed?)`);
  }
  options.onProgress?.(copied);
  return { path, bytes: copied };
}
