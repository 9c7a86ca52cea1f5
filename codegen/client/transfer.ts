// An image transfer over a WebSocket (generated/docs/guides/images.md): the URL download on
// /api/di/download, the staging copy on /api/staging. The server sends progress frames
// {status: 1000, total_size, copy_size} while the file moves, then di_create's envelope (or the error)
// as the final frame, and closes. The promise settles with that final frame: status 0 resolves, any
// other status rejects as an ApiError, a socket that closes without one as a LiveClosedError. Aborting
// the signal closes the socket, which cancels the transfer on the server and leaves nothing behind;
// nothing is ever retried or resumed here.
import { ApiError, LiveClosedError, type Envelope } from './errors.js';
import type { WebSocketConstructor, WebSocketLike } from './live.js';

/** How far a transfer is: bytes written on the server, of `total` (null while the source has told no length). */
export interface TransferProgress {
  total: number | null;
  copied: number;
}

export interface TransferOptions {
  /** Ends the transfer: the socket closes, the server cancels and keeps no file and no record. */
  signal?: AbortSignal;
  /** Called with each progress frame (at least once a second while bytes move). */
  onProgress?: (progress: TransferProgress) => void;
}

/** The status of a progress frame ("In progress"): never the last frame. */
const IN_PROGRESS = 1000;
const KEEPALIVE = 'AKN';
const OPEN = 1;
const CLOSE_NORMAL = 1000;

export function runTransfer(url: string, WebSocketImpl: WebSocketConstructor, headers: Record<string, string> | undefined, options: TransferOptions = {}): Promise<Envelope> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<Envelope>((resolve, reject) => {
    const socket: WebSocketLike = headers ? new WebSocketImpl(url, undefined, { headers }) : new WebSocketImpl(url);
    let opened = false;
    let settled = false;
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      finish();
    };
    const close = (): void => {
      try {
        socket.close(CLOSE_NORMAL, 'done');
      } catch {
        // already closing
      }
    };
    function abort(): void {
      close();
      settle(() => reject(signal!.reason));
    }
    signal?.addEventListener('abort', abort, { once: true });
    socket.addEventListener('open', () => (opened = true));
    socket.addEventListener('message', (event) => {
      const text = typeof event.data === 'string' ? event.data : String(event.data);
      if (text === KEEPALIVE) {
        if (socket.readyState === OPEN) socket.send(KEEPALIVE);
        return;
      }
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return; // not a frame of the protocol
      }
      if (typeof envelope?.status !== 'number') return;
      if (envelope.status === IN_PROGRESS) {
        const total = typeof envelope['total_size'] === 'number' ? envelope['total_size'] : null;
        const copied = typeof envelope['copy_size'] === 'number' ? envelope['copy_size'] : 0;
        if (!settled) onProgress?.({ total, copied });
        return;
      }
      // the final frame: the server closes the socket after it
      settle(() => (envelope.status === 0 ? resolve(envelope) : reject(new ApiError(envelope))));
      close();
    });
    socket.addEventListener('close', (event) => {
      const why = opened
        ? `the transfer's socket closed before its end (${event.code}${event.reason ? ` ${event.reason}` : ''}); the server keeps nothing of an unfinished transfer`
        : `the server refused the transfer's socket (${event.code}); check the credentials`;
      settle(() => reject(new LiveClosedError(why, event.code, event.reason)));
    });
    // an error is always followed by a close, which says how the socket ended
    socket.addEventListener('error', () => undefined);
  });
}
