// Image transfers over a WebSocket (generated/docs/guides/images.md): `/api/staging` with action=di_create copies
// `<staging>/<disk_image>`, `/api/di/download` fetches `url`. Both send progress frames
// {status: 1000, total_size, copy_size} at least once a second, then the di_create envelope (or the
// error) as the final frame. The di_create arguments are validated and authorized before anything
// moves; closing the socket cancels the transfer and leaves nothing behind. The staging file stays.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Websocket } from 'hyper-express';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, errorMessage, type Envelope } from '../http/envelope.js';
import type { Caller, RawRequest, Services } from '../pipeline/context.js';
import { toApiError } from '../pipeline/run-action.js';
import type { AddressPolicy } from './address-policy.js';
import { openDownload } from './download.js';
import { stagingDir } from './image-paths.js';
import { finishImport, prepareImport } from './import-image.js';
import { copyToTemporary, receiveToTemporary, removeQuietly } from './receive.js';

export type TransferKind = 'staging' | 'download';

const PROGRESS_MS = 500;
const STAGING_COPY_ERROR = 2210;
const DOWNLOAD_ERROR = 2260;
const DOWNLOAD_MOVE_ERROR = 2261;

async function stagingFile(services: Services, diskImage: string): Promise<{ file: string; size: number }> {
  const dir = stagingDir(services.settings.dataDir);
  const dirStat = await stat(dir).catch(() => undefined);
  if (!dirStat?.isDirectory()) throw new ApiError(2230, 'No staging directory (SVC_DATA_DIR/staging)');
  const file = join(dir, diskImage);
  const fileStat = await stat(file).catch(() => undefined);
  if (!fileStat?.isFile()) throw new ApiError(2240, `No file ${diskImage} in the staging directory`);
  return { file, size: fileStat.size };
}

export async function runTransfer(
  ws: Websocket,
  kind: TransferKind,
  services: Services,
  caller: Caller,
  raw: RawRequest,
  policy: AddressPolicy,
): Promise<void> {
  const cancel = new AbortController();
  let open = true;
  ws.on('close', () => {
    open = false;
    cancel.abort();
  });
  // sent corked: from outside uWS's own callbacks (after database and disk work) an uncorked send can
  // race the socket's first writes
  const frame = (envelope: Envelope): void => {
    if (open && !ws.closed) ws.atomic(() => ws.send(JSON.stringify(envelope)));
  };
  let total: number | null = null;
  let copied = 0;
  const progress = () => frame({ status: 1000, message: errorMessage(1000), total_size: total, copy_size: copied });
  const ticker = setInterval(progress, PROGRESS_MS);
  let final: Envelope;
  services.metrics?.transferStarted(kind);
  try {
    const ctx = await prepareImport(services, caller, raw);
    const options = {
      dataDir: services.settings.dataDir,
      maxBytes: services.settings.maxImageBytes,
      sourceStatus: kind === 'staging' ? STAGING_COPY_ERROR : DOWNLOAD_ERROR,
      onProgress: (bytes: number) => (copied = bytes),
      signal: cancel.signal,
    };
    let received;
    if (kind === 'staging') {
      const source = await stagingFile(services, String(ctx.args.disk_image));
      total = source.size;
      progress();
      received = await copyToTemporary(source.file, { ...options, expectedBytes: source.size });
    } else {
      const source = await openDownload(raw.params.url, policy, cancel.signal);
      total = source.size ?? null;
      progress();
      received = await receiveToTemporary(source.stream, { ...options, expectedBytes: source.size });
    }
    if (cancel.signal.aborted) {
      await removeQuietly(received.path); // the client went away: nothing is registered
      return;
    }
    progress();
    final = await finishImport(ctx, received, kind === 'staging' ? STAGING_COPY_ERROR : DOWNLOAD_MOVE_ERROR);
  } catch (e) {
    final = errorEnvelope(toApiError(e));
  } finally {
    clearInterval(ticker);
    services.metrics?.transferEnded(kind);
  }
  frame(final);
  if (open && !ws.closed) ws.atomic(() => ws.close(1000, final.status === 0 ? 'done' : 'failed'));
}
