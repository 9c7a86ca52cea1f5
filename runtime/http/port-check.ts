// The HTTP engine (uWebSockets.js) listens with SO_REUSEPORT, so a second server started on a port one
// already serves would "listen" beside it and the two would split the traffic silently. Before listening,
// the port is bound once exclusively: if anything holds it, start-up stops with a clear message.
// SVC_REUSE_PORT=1 skips this for operators who run several processes on one port on purpose.
import { createServer } from 'node:net';

/** Resolves when host:port is free; rejects with a message naming the port when it is taken. */
export function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve(); // any free port: nothing to collide with
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use by another process (SVC_PORT; SVC_REUSE_PORT=1 shares it on purpose)`
            : `cannot bind ${host}:${port}: ${e.message}`,
        ),
      ),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
