// `make bench`, image transfer: an image (TRANSFER_BYTES, 2 GiB) brought in by upload, staging copy and download, each
// beside a raw baseline measured in the same run — `cp` of the same file for the staging copy, a
// minimal Node stream-to-file for the upload (an HTTP server piping the request body to a file) and the
// download (http.get piped to a file) — as MB/s, with the server's resident memory growth during each.
// The image is generated on the fly (upload, download) or sparse (staging), so no large source is kept.
// Runs on SQLite (the database only holds the record). Writes bench/results-transfer.md.
// Settings: TRANSFER_BYTES (2 GiB).
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, get as httpGet, type Server } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import WebSocket from 'ws';
import { ROOT, cleanupAll } from './processes.js';
import { startServer, SUPERADMIN_PASSWORD, type RunningServer } from './server.js';
import { createStore } from './store.js';

// Uploads go chunked (no Content-Length), the server's and the baseline's alike: the HTTP engine refuses a
// declared length of 1,000,000,000 bytes or more (docs/decisions.md, image transfer), chunked has no limit.
const BYTES = Number(process.env.TRANSFER_BYTES ?? 2 * 1024 ** 3);
const CHUNK = Buffer.alloc(1024 * 1024, 0x5a);
const say = (text: string) => process.stdout.write(`${text}\n`);

/** `bytes` of data, produced as it is read (never held whole). */
function generated(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, CHUNK.length);
      left -= n;
      this.push(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n));
    },
  });
}

function rssKiB(pid: number | undefined): number {
  if (!pid) return 0;
  let kib = 0;
  const visit = (p: number) => {
    kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
  };
  visit(pid);
  return kib;
}

/** Runs `work`, sampling the server's RSS every 50 ms: seconds taken and the growth of the peak. */
interface Measured {
  seconds: number;
  rssGrowthMiB: number;
}

/** The faster of two runs, with the larger memory growth of the two (memory is not a best-of). */
function best(a: Measured | undefined, b: Measured): Measured {
  if (!a) return b;
  return { seconds: Math.min(a.seconds, b.seconds), rssGrowthMiB: Math.max(a.rssGrowthMiB, b.rssGrowthMiB) };
}

async function measured(pid: number | undefined, work: () => Promise<unknown>): Promise<Measured> {
  // the previous step's dirty pages are written out first, so that no step pays for another's writeback
  spawnSync('sync');
  const before = rssKiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 50);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - t0) / 1000, rssGrowthMiB: (Math.max(peak, rssKiB(pid)) - before) / 1024 };
}

const mbps = (seconds: number) => BYTES / 1e6 / seconds;

function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as { port: number }).port)));
}

function multipartUpload(url: string): Promise<Record<string, any>> {
  const boundary = 'benchBoundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.img"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject);
    req.write(head);
    const data = generated(BYTES);
    data.on('end', () => req.end(tail));
    data.pipe(req, { end: false });
  });
}

function rawUpload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.on('error', reject);
    generated(BYTES).pipe(req);
  });
}

function socketTransfer(url: string): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let last: Record<string, any> = {};
    ws.on('message', (m) => (last = JSON.parse(String(m))));
    ws.on('close', () => resolve(last));
    ws.on('error', reject);
  });
}

interface Row {
  way: string;
  server: { seconds: number; rssGrowthMiB: number };
  baseline: { seconds: number };
  baselineName: string;
}

async function main(): Promise<void> {
  const store = await createStore('sqlite');
  let server: RunningServer | undefined;
  const helpers: Server[] = [];
  const scratch = join(store.dataDir, 'scratch');
  mkdirSync(scratch, { recursive: true });
  const rows: Row[] = [];
  try {
    // the download source: a server streaming generated bytes, on an address SVC_DOWNLOAD_ALLOW admits
    const source = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': BYTES });
      generated(BYTES).pipe(res);
    });
    helpers.push(source);
    const sourcePort = await listen(source, '127.0.0.2');
    server = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir, env: { SVC_DOWNLOAD_ALLOW: '127.0.0.2', SVC_MAX_IMAGE_BYTES: String(BYTES * 2) } });
    const post = async (path: string, body: Record<string, unknown>) =>
      (await (await fetch(server!.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, any>;
    const sid = (await post('/api/login', { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' })).sid as string;
    const tenant = (await post('/api?action=tenant_create', { sid, arguments: { name: 'transfer' } })).rows[0].id;
    const osf = (await post('/api?action=osf_create', { sid, arguments: { tenant_id: tenant, name: 'transfer' } })).rows[0].id;
    const args = (version: string) => encodeURIComponent(JSON.stringify({ disk_image: `${version}.img`, osf_id: osf, version }));
    const images = join(store.dataDir, 'images');
    const clear = () => {
      rmSync(images, { recursive: true, force: true });
      mkdirSync(images, { recursive: true });
      rmSync(scratch, { recursive: true, force: true });
      mkdirSync(scratch, { recursive: true });
    };

    // upload
    clear();
    let answer: Record<string, any> = {};
    const upload = await measured(server.pid, async () => (answer = await multipartUpload(`${server!.url}/api/di/upload?sid=${sid}&arguments=${args('up')}`)));
    if (answer.status !== 0) throw new Error(`upload: ${JSON.stringify(answer)}`);
    clear();
    const sink = createServer((req, res) => {
      pipeline(req, createWriteStream(join(scratch, 'raw-upload'))).then(() => res.end('ok'), () => res.end('failed'));
    });
    helpers.push(sink);
    const sinkPort = await listen(sink);
    const uploadBaseline = await measured(undefined, () => rawUpload(`http://127.0.0.1:${sinkPort}/`));
    rows.push({ way: 'upload (POST /api/di/upload, multipart)', server: upload, baseline: uploadBaseline, baselineName: 'Node http server piping the body to a file' });
    say(`upload: ${mbps(upload.seconds).toFixed(0)} MB/s vs ${mbps(uploadBaseline.seconds).toFixed(0)} MB/s, RSS +${upload.rssGrowthMiB.toFixed(0)} MiB`);

    // staging copy
    clear();
    const staging = join(store.dataDir, 'staging');
    mkdirSync(staging, { recursive: true });
    const stagingFile = join(staging, 'st.img');
    writeFileSync(stagingFile, '');
    truncateSync(stagingFile, BYTES); // sparse: reading it costs no disk
    // A copy inside the kernel takes from under a second to several, by the page cache's and the disk's
    // state more than by the copier (whoever reads the fresh source first fills the page cache for the
    // other: the server's first round is always the slowest): three rounds, alternating, best of each.
    // the same staging file each round, registered as a new version of it
    const stagingArgs = (round: number) => encodeURIComponent(JSON.stringify({ disk_image: 'st.img', osf_id: osf, version: `st-${round}` }));
    let copy: Measured | undefined;
    let cp: Measured | undefined;
    for (let round = 0; round < 3; round++) {
      clear();
      const server1 = await measured(server.pid, async () => (answer = await socketTransfer(`${server!.url.replace(/^http/, 'ws')}/api/staging?sid=${sid}&action=di_create&arguments=${stagingArgs(round)}`)));
      if (answer.status !== 0) throw new Error(`staging copy: ${JSON.stringify(answer)}`);
      clear();
      const cp1 = await measured(undefined, async () => {
        const r = spawnSync('cp', ['--sparse=never', stagingFile, join(scratch, 'cp.img')]);
        if (r.status !== 0) throw new Error(`cp failed: ${String(r.stderr)}`);
      });
      say(`staging copy, round ${round + 1}: ${mbps(server1.seconds).toFixed(0)} MB/s vs cp ${mbps(cp1.seconds).toFixed(0)} MB/s`);
      copy = best(copy, server1);
      cp = best(cp, cp1);
    }
    rows.push({ way: 'staging copy (/api/staging, di_create)', server: copy!, baseline: cp!, baselineName: '`cp --sparse=never` of the same file' });
    say(`staging copy, best of 3: ${mbps(copy!.seconds).toFixed(0)} MB/s vs ${mbps(cp!.seconds).toFixed(0)} MB/s, RSS +${copy!.rssGrowthMiB.toFixed(0)} MiB`);
    rmSync(stagingFile);

    // download
    clear();
    const url = encodeURIComponent(JSON.stringify(`http://127.0.0.2:${sourcePort}/image`));
    const download = await measured(server.pid, async () => (answer = await socketTransfer(`${server!.url.replace(/^http/, 'ws')}/api/di/download?sid=${sid}&action=di_create&url=${url}&arguments=${args('dl')}`)));
    if (answer.status !== 0) throw new Error(`download: ${JSON.stringify(answer)}`);
    clear();
    const downloadBaseline = await measured(undefined, () => new Promise<void>((resolve, reject) => {
      httpGet(`http://127.0.0.2:${sourcePort}/image`, (res) => pipeline(res, createWriteStream(join(scratch, 'raw-download'))).then(resolve, reject)).on('error', reject);
    }));
    rows.push({ way: 'download (/api/di/download)', server: download, baseline: downloadBaseline, baselineName: 'http.get piped to a file' });
    say(`download: ${mbps(download.seconds).toFixed(0)} MB/s vs ${mbps(downloadBaseline.seconds).toFixed(0)} MB/s, RSS +${download.rssGrowthMiB.toFixed(0)} MiB`);
    clear();
  } finally {
    for (const h of helpers) h.close();
    await server?.stop();
    await store.drop();
  }

  const gib = (BYTES / 1024 ** 3).toFixed(BYTES % 1024 ** 3 ? 2 : 0);
  const out = [
    '# Disk image transfer',
    '',
    `Generated by \`make bench\` (bench/transfer.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, SQLite.`,
    `A ${gib} GiB image each way, generated on the fly (upload, download) or sparse (staging copy); throughput in`,
    'MB/s of the whole transfer (the server\'s includes registering the image); the baseline runs right after the',
    "server on the same machine and disk; the staging copy, which varies most with the page cache, is the best of three alternating rounds each. RSS growth: the server's peak resident memory during the transfer minus",
    'before it.',
    '',
    '| way | server MB/s | baseline MB/s | ratio | server RSS growth | baseline |',
    '|---|--:|--:|--:|--:|---|',
  ];
  for (const r of rows) {
    out.push(`| ${r.way} | ${mbps(r.server.seconds).toFixed(0)} | ${mbps(r.baseline.seconds).toFixed(0)} | ${((r.baseline.seconds / r.server.seconds) * 100).toFixed(0)}% | ${r.server.rssGrowthMiB.toFixed(0)} MiB | ${r.baselineName} |`);
  }
  out.push('', '## Targets', '', '| target | way | measured | result |', '|---|---|--:|---|');
  for (const r of rows) {
    const ratio = r.baseline.seconds / r.server.seconds;
    out.push(`| ≥ 70% of the baseline's throughput | ${r.way} | ${(ratio * 100).toFixed(0)}% | ${ratio >= 0.7 ? 'PASS' : '**FAIL**'} |`);
    out.push(`| RSS growth under 64 MiB | ${r.way} | ${r.server.rssGrowthMiB.toFixed(0)} MiB | ${r.server.rssGrowthMiB < 64 ? 'PASS' : '**FAIL**'} |`);
  }
  const text = out.join('\n') + '\n';
  say(`\n${text}`);
  writeFileSync(join(ROOT, 'bench/results-transfer.md'), text);
}

main()
  .then(() => cleanupAll())
  .then(() => process.exit(0))
  .catch(async (e) => {
    process.stderr.write(`bench transfer: ${String((e as Error)?.stack ?? e)}\n`);
    await cleanupAll();
    process.exit(1);
  });
