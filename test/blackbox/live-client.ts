// A small client for the live lists (generated/docs/guides/live-lists.md) used by the black-box tests: opens a WebSocket on
// /api/ws (or /api/staging) with the action's parameters in the query, records every frame with its
// arrival time, and reports a refused upgrade (the HTTP answer and its JSON envelope) as `Refused`.
import WebSocket from 'ws';
import type { Envelope, TestServer } from './harness.js';

export interface Closed {
  code: number;
  reason: string;
  /** The client's own error before the close (a frame it refused, a reset connection), if any. */
  error?: string;
}

/** An upgrade the server answered without opening a socket. */
export class Refused extends Error {
  constructor(
    readonly http: number,
    readonly envelope: Envelope,
    readonly contentType: string | undefined,
  ) {
    super(`upgrade refused: HTTP ${http} ${JSON.stringify(envelope)}`);
  }
}

export interface LiveSocket {
  ws: WebSocket;
  /** Every frame received: JSON frames parsed, anything else (`AKN`) as its text. */
  frames: any[];
  /** Date.now() at each frame's arrival. */
  arrivals: number[];
  closed: Promise<Closed>;
  /** The close, once it happened. */
  closeInfo(): Closed | undefined;
  /** Index the next frame will have (to wait for frames after an action). */
  mark(): number;
  /** The first frame at index >= from accepted by `pred`; rejects after timeoutMs. */
  next(pred?: (frame: any) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<any>;
  /** Resolves with the close; rejects after timeoutMs. */
  waitClose(timeoutMs?: number): Promise<Closed>;
  close(): Promise<void>;
}

export type Query = Record<string, unknown>;

export function liveUrl(server: Pick<TestServer, 'url'>, query: Query, path = '/api/ws'): string {
  const url = new URL(path, server.url.replace(/^http/, 'ws'));
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    url.searchParams.set(k, typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v));
  }
  return url.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How a socket is opened: its path, request headers, and `ca`, the authority a wss:// server is verified against. */
export interface OpenOptions {
  path?: string;
  headers?: Record<string, string>;
  ca?: string;
}

/** Opens a live socket; resolves once it is open, rejects with `Refused` when the upgrade is answered instead. */
export function connectLive(
  server: Pick<TestServer, 'url'>,
  query: Query,
  options: OpenOptions = {},
): Promise<LiveSocket> {
  const ws = new WebSocket(liveUrl(server, query, options.path), { headers: options.headers, ...(options.ca ? { ca: options.ca } : {}) });
  const frames: any[] = [];
  const arrivals: number[] = [];
  let closeInfo: Closed | undefined;
  let clientError: string | undefined;
  // without a listener an error after the open would be thrown; it is kept to explain a 1006
  ws.on('error', (e) => (clientError ??= `${(e as NodeJS.ErrnoException).code ?? ''} ${e.message}`.trim()));
  const closed = new Promise<Closed>((resolve) => {
    ws.on('close', (code, reason) => {
      closeInfo = { code, reason: reason.toString(), ...(clientError ? { error: clientError } : {}) };
      resolve(closeInfo);
    });
  });
  ws.on('message', (data) => {
    arrivals.push(Date.now());
    const text = data.toString();
    try {
      frames.push(JSON.parse(text));
    } catch {
      frames.push(text);
    }
  });
  const live: LiveSocket = {
    ws,
    frames,
    arrivals,
    closed,
    closeInfo: () => closeInfo,
    mark: () => frames.length,
    async next(pred = () => true, { from = 0, timeoutMs = 4000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (let i = from; ; ) {
        for (; i < frames.length; i++) if (pred(frames[i])) return frames[i];
        if (closeInfo || Date.now() > deadline) {
          // a closed socket gets no more frames: say so at once, with how it closed
          const how = closeInfo
            ? `the socket closed (${closeInfo.code} ${closeInfo.reason}${closeInfo.error ? `; client error: ${closeInfo.error}` : ''})`
            : `no matching frame within ${timeoutMs} ms`;
          const seen = frames.slice(from).map((f) => JSON.stringify(f).slice(0, 300));
          throw new Error(`${how} (from ${from}); frames since: ${seen.join('\n') || 'none'}`);
        }
        await sleep(10);
      }
    },
    async waitClose(timeoutMs = 4000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`socket not closed within ${timeoutMs} ms; frames: ${frames.length}`)), timeoutMs);
      });
      try {
        return await Promise.race([closed, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closeInfo) return;
      ws.close();
      await Promise.race([closed, sleep(2000)]);
      if (!closeInfo) ws.terminate();
    },
  };
  return new Promise<LiveSocket>((resolve, reject) => {
    ws.once('open', () => resolve(live));
    ws.once('unexpected-response', (req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        let envelope: Envelope;
        try {
          envelope = JSON.parse(body) as Envelope;
        } catch {
          envelope = { status: -1, message: body };
        }
        reject(new Refused(res.statusCode ?? 0, envelope, res.headers['content-type']));
        req.destroy();
      });
    });
    ws.once('error', (e) => reject(e));
  });
}

/** Expects the upgrade to be refused; answers the HTTP status and envelope. */
export async function expectRefused(
  server: Pick<TestServer, 'url'>,
  query: Query,
  options: OpenOptions = {},
): Promise<Refused> {
  try {
    const live = await connectLive(server, query, options);
    await live.close();
  } catch (e) {
    if (e instanceof Refused) return e;
    throw e;
  }
  throw new Error(`the upgrade was accepted: ${JSON.stringify(query)}`);
}

/** Opens a socket and waits for its first frame. */
export async function watch(
  server: Pick<TestServer, 'url'>,
  query: Query,
  options: OpenOptions = {},
): Promise<{ live: LiveSocket; first: any }> {
  const live = await connectLive(server, query, options);
  return { live, first: await live.next() };
}

/** Sockets opened by a test file, closed in afterAll / afterEach. */
export class SocketPool {
  private readonly open: LiveSocket[] = [];
  add(live: LiveSocket): LiveSocket {
    this.open.push(live);
    return live;
  }
  async closeAll(): Promise<void> {
    await Promise.all(this.open.splice(0).map((l) => l.close().catch(() => undefined)));
  }
}

export { sleep };
