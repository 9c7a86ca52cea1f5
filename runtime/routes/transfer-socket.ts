// Image transfers over a WebSocket (generated/docs/guides/images.md): `/api/staging` with action=di_create copies
// `<staging>/<disk_image>`, `/api/di/download` fetches `url`. Both send progress frames
// {status: 1000, total_size, copy_size} at least once a second, then the di_create envelope (or the
// error) as the final frame. Closing the socket cancels the transfer and leaves nothing behind
// (transfers/transfer-image.ts does the work).
import type { Websocket } from 'hyper-express';
import { errorMessage, type Envelope } from '../contract/envelope.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import type { AddressPolicy } from '../images/address-policy.js';
import { transferImage, type TransferKind } from '../transfers/transfer-image.js';
import { endWebSocket } from '../support/end-websocket.js';

export type { TransferKind } from '../transfers/transfer-image.js';

const PROGRESS_MS = 500;

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
  let final: Envelope | undefined;
  try {
    final = await transferImage(kind, services, caller, raw, policy, cancel.signal, {
      total: (bytes) => {
        total = bytes;
        progress();
      },
      copied: (bytes) => (copied = bytes),
    });
  } finally {
    clearInterval(ticker);
  }
  if (final === undefined) return; // cancelled: the socket is gone
  if (final.status === 0) progress();
  frame(final);
  if (open && !ws.closed) endWebSocket(ws, 1000, final.status === 0 ? 'done' : 'failed'); // not corked (support/end-websocket.ts)
}
