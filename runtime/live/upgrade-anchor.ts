// Upgrades that complete after an await, made without the HTTP engine's drop (docs/decisions.md, "Live
// lists"). uWebSockets.js wants an upgrade made outside its own callbacks (after a database round
// trip: every upgrade on MariaDB) inside a response's `cork`, and once the callback given to the upgraded
// response's own cork returns, the engine reads that response's HTTP state through the pointer it had
// before the upgrade. The upgrade has by then turned those bytes into the WebSocket's (or freed them), and
// now and then they read as "connection: close, all answered": the engine then shuts the new socket down
// before it sent anything (the client sees 1006). An upgrade made inside *another* response's cork is
// still inside a cork callback, as the engine requires, and leaves nothing to read afterwards.
//
// That other response is the anchor: a request this process makes to itself, on the loopback address it
// listens on and a path only it knows, which is never answered while the server runs (its state stays
// "answer pending", so the engine's read after the cork leaves it be). Until the anchor is in place (at
// start, or after it was lost and while it is made again) an upgrade goes the engine's usual way.
import { randomBytes } from 'node:crypto';
import { connect as tcpConnect, isIPv6, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Request, Response, Server } from 'hyper-express';

const REOPEN_AFTER_MS = 1000;

export interface UpgradeAnchor {
  /** Completes the upgrade of `res` (whose handler awaited something) with `context`. */
  upgrade(res: Response, context: Record<string, unknown>): void;
  /** Opens the anchor once the server listens. */
  open(host: string, port: number, secure: boolean): void;
  close(): void;
}

/** The address to reach a server bound to `host` from this machine. */
function loopbackFor(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

export function upgradeAnchor(server: Server): UpgradeAnchor {
  const path = `/api/internal/anchor/${randomBytes(24).toString('hex')}`;
  let anchor: Response | undefined;
  let client: Socket | undefined;
  let closing = false;
  let reopen: NodeJS.Timeout | undefined;

  server.get(path, (_req: Request, res: Response) => {
    if (anchor && !anchor.completed) return void res.status(409).send('');
    anchor = res; // left pending: the anchor
  });

  const open = (host: string, port: number, secure: boolean): void => {
    if (closing) return;
    const address = loopbackFor(host);
    const hostHeader = isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`;
    // the server's own certificate, on a connection that only ever talks to this process
    const socket = secure ? tlsConnect({ host: address, port, rejectUnauthorized: false }) : tcpConnect({ host: address, port });
    client = socket;
    socket.unref(); // never what keeps the process alive
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\n\r\n`));
    socket.on('data', () => undefined); // an answer comes only when the server stops
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (client === socket) client = undefined;
      if (closing) return;
      reopen = setTimeout(() => open(host, port, secure), REOPEN_AFTER_MS);
      reopen.unref();
    });
  };

  return {
    upgrade(res, context) {
      const held = anchor;
      if (!held || held.completed || res.completed) return res.upgrade(context);
      // hyper-express corks an upgrade made after an await with the response's own cork; marked as
      // corked, it upgrades at once, here inside the anchor's
      (res as unknown as { _corked: boolean })._corked = true;
      held.atomic(() => res.upgrade(context));
    },
    open,
    close() {
      closing = true;
      clearTimeout(reopen);
      // answered, so that the server's wait for requests in flight does not wait for it
      if (anchor && !anchor.completed) anchor.status(204).send();
      anchor = undefined;
      client?.destroy();
    },
  };
}
