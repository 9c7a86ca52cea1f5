// One client process of bench/live.ts: holds its share of the live sockets, notes when each socket first
// shows each write's marker, and reports latencies at the end. Several such processes spread the client
// work over the machine's cores, and each binds its sockets to loopback source addresses of its own
// (127.0.0.x) so that 10,000 connections to one port never run short of ephemeral ports.
// Times are process.hrtime (CLOCK_MONOTONIC): the same clock in every process of the machine.
import WebSocket from 'ws';

export interface ClientSocket {
  sid: string;
  tenant: number;
}

/** Parent → client. */
export type ToClient =
  | { type: 'open'; wsUrl: string; sockets: ClientSocket[]; localAddresses: string[]; concurrency: number }
  | { type: 'collect'; writes: { marker: string; tenant: number; answeredAt: number }[]; lastGraceIndex: number };

/** Client → parent. */
export type FromClient =
  | { type: 'opened'; open: number; failed: number; failures: string[] }
  | {
      type: 'collected';
      latencies: number[];
      /** Per write: the earliest and latest latency over this process's sockets (NaN: none of them showed it). */
      firstByWrite: number[];
      lastByWrite: number[];
      missed: number;
      leaked: number;
      frames: number;
      closedByServer: Record<string, number>;
    };

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const MARKER = /"description":"(w\d+)"/g;

const sockets: WebSocket[] = [];
const tenants: number[] = [];
/** Per socket: marker → when first seen. */
const seen: Map<string, number>[] = [];
let frames = 0;
let opening = true;
const closedByServer: Record<string, number> = {};

function openOne(wsUrl: string, s: ClientSocket, localAddress: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const index = sockets.length;
    const ws = new WebSocket(wsUrl + `&sid=${s.sid}`, { localAddress, perMessageDeflate: false });
    sockets.push(ws);
    tenants.push(s.tenant);
    const firstSeen = new Map<string, number>();
    seen.push(firstSeen);
    let settled = false;
    const settle = (failure: string | undefined) => {
      if (settled) return;
      settled = true;
      resolve(failure);
    };
    ws.on('message', (data) => {
      const at = nowMs();
      frames++;
      settle(undefined);
      for (const m of String(data).matchAll(MARKER)) if (!firstSeen.has(m[1]!)) firstSeen.set(m[1]!, at);
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () => settle(`HTTP ${res.statusCode} ${body.slice(0, 200)}`));
    });
    ws.on('error', (e) => settle(String(e.message)));
    ws.on('close', (code) => {
      settle(`closed ${code}`);
      if (!opening) closedByServer[code] = (closedByServer[code] ?? 0) + 1;
      void index;
    });
  });
}

async function open(msg: Extract<ToClient, { type: 'open' }>): Promise<void> {
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < msg.sockets.length) {
      const i = next++;
      const failure = await openOne(msg.wsUrl, msg.sockets[i]!, msg.localAddresses[i % msg.localAddresses.length]!);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: msg.concurrency }, lane));
  opening = false;
  send({ type: 'opened', open: msg.sockets.length - failures.length, failed: failures.length, failures: [...new Set(failures)].slice(0, 5) });
}

function collect(msg: Extract<ToClient, { type: 'collect' }>): void {
  const latencies: number[] = [];
  let missed = 0;
  let leaked = 0;
  const firstByWrite = msg.writes.map(() => NaN);
  const lastByWrite = msg.writes.map(() => NaN);
  const tenantOf = new Map(msg.writes.map((w) => [w.marker, w.tenant]));
  sockets.forEach((_ws, s) => {
    const firstSeen = seen[s]!;
    for (const marker of firstSeen.keys()) if (tenantOf.has(marker) && tenantOf.get(marker) !== tenants[s]) leaked++;
    msg.writes.forEach((w, i) => {
      if (w.tenant !== tenants[s]) return;
      const at = firstSeen.get(w.marker);
      if (at === undefined) {
        // the last writes may still be on their way when the run ends
        if (i < msg.lastGraceIndex) missed++;
        return;
      }
      const latency = Math.max(0, at - w.answeredAt);
      latencies.push(latency);
      if (!(latency >= firstByWrite[i]!)) firstByWrite[i] = latency;
      if (!(latency <= lastByWrite[i]!)) lastByWrite[i] = latency;
    });
  });
  send({ type: 'collected', latencies, firstByWrite, lastByWrite, missed, leaked, frames, closedByServer });
}

function send(msg: FromClient): void {
  process.send!(msg);
}

process.on('message', (msg: ToClient) => {
  if (msg.type === 'open') void open(msg);
  else if (msg.type === 'collect') collect(msg);
});
process.on('disconnect', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
