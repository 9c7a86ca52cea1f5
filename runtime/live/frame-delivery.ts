// How live frames reach their sockets without the server holding unbounded memory for clients that read
// slower than frames are made (docs/decisions.md "Live lists"). uWebSockets.js copies whatever the
// kernel does not take at once into a buffer of the socket's own; these rules bound those buffers:
//
// - Latest only: a socket that still has data queued is not given another frame behind it; the newest
//   frame waits (one reference to the buffer its feed encoded, shared by all its sockets) and goes out
//   when the socket drains. A frame it never got is replaced by a newer one, never queued after it.
// - Per socket: a socket whose queued data and the waiting frame together exceed SVC_WS_MAX_BUFFER is a
//   slow reader and is closed (1013). A frame always goes out whole when nothing is queued.
// - All sockets together: a frame is not written while the data queued for every socket, plus the frame,
//   would exceed SVC_WS_MAX_QUEUED (unless nothing is queued at all); it waits, latest only, and sockets
//   waiting so are served first come first served as queued data drains. While some wait, a socket that
//   has not drained for STALL_MS is closed as a slow reader (1013), so clients that stopped reading
//   cannot keep the budget from everybody else.
// - Stalled: a socket that has not drained for STALL_MS while a newer frame waits for it is a slow reader
//   too (1013), whatever the limits: it cannot keep up even with the newest frame alone.
import type { Websocket } from 'hyper-express';

/** A socket that has held queued data this long while others wait for the budget is a slow reader. */
export const STALL_MS = 5000;

/** Largest piece a frame is sent in: below uWS's cork buffer (16 KiB), header included. */
const FRAGMENT_BYTES = 12 * 1024;

/** The uWS socket under hyper-express's, for fragmented sends. */
interface RawSocket {
  sendFirstFragment(message: Uint8Array, isBinary: boolean, compress: boolean): boolean;
  sendFragment(message: Uint8Array, compress: boolean): boolean;
  sendLastFragment(message: Uint8Array, compress: boolean): boolean;
}

/** A socket's delivery state. */
export interface Outlet {
  readonly ws: Websocket;
  /** Bytes uWS held for the socket when last looked at. */
  queued: number;
  /** When the socket last went from nothing queued to something queued (0: nothing queued). */
  behindSince: number;
  /** The newest frame not yet written to the socket. */
  waiting: Buffer | undefined;
  closed: boolean;
}

export interface FrameDelivery {
  /** Gives the socket `frame`: written now, or kept as its newest waiting frame; false when the socket was closed instead. */
  push(outlet: Outlet, frame: Buffer): boolean;
  /** Writes a small frame at once whatever the budget (final envelopes, keep-alives); false when the socket's own limit forbids it. */
  writeNow(outlet: Outlet, frame: Buffer | string): boolean;
  /** uWS reported that the socket's queued data went down. */
  drained(outlet: Outlet): void;
  /** The socket is gone: its queued data no longer counts. */
  forget(outlet: Outlet): void;
  /** Closes the sockets stalled while others wait for the budget (called every second). */
  reapStalled(now: number): void;
  /** Bytes queued for all sockets, as last seen. */
  queuedBytes(): number;
  /** Frames written, and frames replaced by a newer one before they could be written. */
  stats(): { written: number; superseded: number };
}

export function createFrameDelivery(options: {
  maxBufferBytes: number;
  maxQueuedBytes: number;
  /** Closes a slow reader (1013) with the reason given. */
  slow(outlet: Outlet, reason: string): void;
}): FrameDelivery {
  let total = 0;
  let written = 0;
  let superseded = 0;
  /** Sockets with data queued, to find stalled ones. */
  const behind = new Set<Outlet>();
  /** Sockets with nothing queued whose frame waits for the budget, in arrival order. */
  const budgetQueue = new Set<Outlet>();

  const look = (o: Outlet): void => {
    const now = o.closed ? 0 : o.ws.buffered;
    total += now - o.queued;
    o.queued = now;
    if (now === 0) {
      o.behindSince = 0;
      behind.delete(o);
    } else if (!o.behindSince) {
      o.behindSince = Date.now();
      behind.add(o);
    }
  };

  const write = (o: Outlet, frame: Buffer | string): void => {
    // corked, as every write from outside uWS's own callbacks must be (after a database round trip, a
    // timer, a bus message): an uncorked write there can reach the wire out of order with the socket's
    // own, and the client then fails the connection (1006)
    o.ws.atomic(() => {
      if (typeof frame === 'string' || frame.length <= FRAGMENT_BYTES) return void o.ws.send(frame);
      // uWS formats a message larger than its cork buffer in the socket's own buffer, and keeps that
      // buffer's size once it is sent: every socket would hold on to its largest frame for good. Pieces
      // that fit the cork buffer go out without it; only what the kernel does not take is kept.
      const raw = o.ws.raw as unknown as RawSocket | null;
      if (!raw) return; // closed meanwhile
      raw.sendFirstFragment(frame.subarray(0, FRAGMENT_BYTES), false, false);
      let at = FRAGMENT_BYTES;
      for (; at + FRAGMENT_BYTES < frame.length; at += FRAGMENT_BYTES) raw.sendFragment(frame.subarray(at, at + FRAGMENT_BYTES), false);
      raw.sendLastFragment(frame.subarray(at), false);
    });
    look(o);
  };

  const fits = (frame: Buffer): boolean => total === 0 || total + frame.length <= options.maxQueuedBytes;

  const wait = (o: Outlet, frame: Buffer): void => {
    if (o.waiting) superseded++;
    o.waiting = frame;
  };

  /** Writes waiting frames of sockets that have nothing queued, oldest first, while the budget allows. */
  const pump = (): void => {
    for (const o of budgetQueue) {
      if (o.closed || !o.waiting) {
        budgetQueue.delete(o);
        continue;
      }
      if (!fits(o.waiting)) return;
      budgetQueue.delete(o);
      const frame = o.waiting;
      o.waiting = undefined;
      write(o, frame);
      written++;
    }
  };

  return {
    push(o, frame) {
      if (o.closed) return false;
      look(o);
      if (o.queued > 0) {
        if (o.queued + frame.length > options.maxBufferBytes) {
          options.slow(o, 'send buffer limit exceeded: the client reads too slowly');
          return false;
        }
        wait(o, frame); // written when the socket drains
        return true;
      }
      if (!fits(frame) || budgetQueue.size > 0) {
        wait(o, frame);
        budgetQueue.add(o);
        pump();
        return true;
      }
      if (o.waiting) superseded++;
      o.waiting = undefined;
      write(o, frame);
      written++;
      return true;
    },
    writeNow(o, frame) {
      if (o.closed) return false;
      look(o);
      const length = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length;
      if (o.queued > 0 && o.queued + length > options.maxBufferBytes) return false;
      write(o, frame);
      return true;
    },
    drained(o) {
      if (o.closed) return;
      look(o);
      if (o.queued === 0 && o.waiting && !budgetQueue.has(o)) budgetQueue.add(o);
      pump();
    },
    forget(o) {
      total -= o.queued;
      o.queued = 0;
      o.behindSince = 0;
      o.waiting = undefined;
      behind.delete(o);
      budgetQueue.delete(o);
      pump();
    },
    reapStalled(now) {
      // drain reports can lag: look at every socket with data queued again
      for (const o of [...behind]) look(o);
      pump();
      const othersWait = budgetQueue.size > 0;
      for (const o of [...behind]) {
        if (now - o.behindSince < STALL_MS) continue;
        if (o.waiting) options.slow(o, 'the client has not taken a frame for 5 s while a newer one waits');
        else if (othersWait) options.slow(o, 'the server’s send budget is spent and the client has not read for 5 s');
      }
    },
    queuedBytes: () => total,
    stats: () => ({ written, superseded }),
  };
}
