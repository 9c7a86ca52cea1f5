// Disk image transfer (generated/docs/guides/images.md): upload, staging copy and URL download, each byte for byte, with
// progress frames on the sockets; and every failure (missing part, ACLs, bad arguments, size cap, an
// aborted upload, a cut or refused download, a socket closed mid-transfer) leaving no record and no file;
// the staging copy and the download also as one HTTP request each, as the original console makes them.
// Downloads come from the test's own HTTP servers on loopback addresses: 127.0.0.2 is allowed by
// SVC_DOWNLOAD_ALLOW, 127.0.0.3 is not, and counts the connections it gets (there must be none).
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect as netConnect } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

const CAP = 8 * 1024 * 1024;
let server: TestServer;
let sid: string;
let osfId: number;
let allowed: Server;
let forbidden: Server;
let forbiddenConnections = 0;
let allowedPort = 0;
let forbiddenPort = 0;
const payload = randomBytes(3 * 1024 * 1024 + 17);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const imagesDir = () => join(server.dataDir, 'images');
const images = () => (existsSync(imagesDir()) ? readdirSync(imagesDir()).sort() : []);

function listen(s: Server, host: string): Promise<number> {
  return new Promise((resolve) => s.listen(0, host, () => resolve((s.address() as { port: number }).port)));
}

beforeAll(async () => {
  allowed = createServer((req, res) => {
    if (req.url === '/image') return void res.writeHead(200, { 'content-length': payload.length }).end(payload);
    if (req.url === '/missing') return void res.writeHead(404).end('no');
    if (req.url === '/to-forbidden') return void res.writeHead(302, { location: `http://127.0.0.3:${forbiddenPort}/image` }).end();
    if (req.url === '/cut') {
      res.writeHead(200, { 'content-length': 10 * 1024 * 1024 });
      res.write(payload.subarray(0, 1024 * 1024));
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    }
    if (req.url === '/reset') {
      // part of the body, as fast as the connection takes it, then the connection reset (RST)
      res.writeHead(200, { 'content-length': CAP - 1 });
      const big = Buffer.alloc(6 * 1024 * 1024, 3);
      res.write(big, () => res.socket?.resetAndDestroy());
      return;
    }
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-length': 10 * 1024 * 1024 });
      const timer = setInterval(() => res.write(payload.subarray(0, 64 * 1024)), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404).end();
  });
  forbidden = createServer((_req, res) => res.writeHead(200, { 'content-length': payload.length }).end(payload));
  forbidden.on('connection', () => forbiddenConnections++);
  allowedPort = await listen(allowed, '127.0.0.2');
  forbiddenPort = await listen(forbidden, '127.0.0.3');
  server = await startServer({ env: { SVC_DOWNLOAD_ALLOW: '127.0.0.2', SVC_MAX_IMAGE_BYTES: String(CAP) } });
  sid = await server.superSid();
  const tenant = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'images' } })).rows![0].id;
  osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenant, name: 'img-osf' } })).rows![0].id;
});

afterAll(async () => {
  await server?.stop();
  allowed?.close();
  forbidden?.close();
});

async function upload(query: string, parts: { name: string; value: string | Buffer; filename?: string }[]): Promise<Envelope> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename) form.append(p.name, new Blob([new Uint8Array(Buffer.from(p.value))]), p.filename);
    else form.append(p.name, String(p.value));
  }
  const res = await server.fetch(`/api/di/upload?${query}`, { method: 'POST', body: form });
  return (await res.json()) as Envelope;
}

type Field = { name: string; value: string };
const BOUNDARY = 'imageTransferBoundary';
const fieldText = (f: Field) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`;
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f.img"\r\nContent-Type: application/octet-stream\r\n\r\n`;

interface Refusal {
  /** The answer, read while the client waited with its body half sent. */
  envelope?: Envelope;
  /** The server closed the connection (the rest of the body is not read). */
  closed: boolean;
  /** File bytes the client got to hand to its socket in all, trying to send the rest after the answer. */
  sent: number;
  /** Temporary files seen in the images directory meanwhile. */
  temporaries: string[];
}

/**
 * An upload declaring `declared` bytes of file, on a plain socket: the client sends the fields, the file
 * part's head and `first` bytes (at most a few dozen KiB), then waits for an answer (up to 5 s) as a
 * client would that reads an answer coming before its body is all sent (curl, browsers); then it tries to
 * send the rest, counting what its socket still takes until the connection ends.
 */
function refusedUpload(query: string, o: { before?: Field[]; after?: Field[]; declared: number; first: number; headers?: Record<string, string> }): Promise<Refusal> {
  const head = (o.before ?? []).map(fieldText).join('') + FILE_HEAD;
  const tail = `\r\n${(o.after ?? []).map(fieldText).join('')}--${BOUNDARY}--\r\n`;
  const length = Buffer.byteLength(head) + o.declared + Buffer.byteLength(tail);
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(length), host: 'test', ...o.headers };
  const chunk = Buffer.alloc(256 * 1024, 7);
  return new Promise((resolve) => {
    const seen = new Set<string>();
    const watcher = setInterval(() => images().forEach((n) => n.startsWith('.') && seen.add(n)), 2);
    let sent = 0;
    let received = '';
    let closed = false;
    let settled = false;
    const answer = () => {
      const at = received.indexOf('\r\n\r\n');
      if (at < 0) return undefined;
      const head = received.slice(0, at);
      const body = received.slice(at + 4);
      // an answer given before the body was read comes at once as one chunk, then the end when the connection closes
      if (/transfer-encoding:\s*chunked/i.test(head)) {
        const chunk = /^([0-9a-f]+)\r\n/i.exec(body);
        if (!chunk) return undefined;
        const text = body.slice(chunk[0].length, chunk[0].length + parseInt(chunk[1]!, 16));
        return Buffer.byteLength(text) >= parseInt(chunk[1]!, 16) ? (JSON.parse(text) as Envelope) : undefined;
      }
      const size = Number(/content-length:\s*(\d+)/i.exec(head)?.[1]);
      return Buffer.byteLength(body) >= size ? (JSON.parse(body) as Envelope) : undefined;
    };
    const settle = () => {
      if (settled) return;
      settled = true;
      clearInterval(watcher);
      clearTimeout(waiting);
      client.destroy();
      resolve({ envelope: answer(), closed, sent, temporaries: [...seen] });
    };
    const waiting = setTimeout(settle, 5000);
    const client = netConnect(Number(new URL(server.url).port), '127.0.0.1');
    const write = (limit: number, then: () => void) => {
      const pump = () => {
        while (!closed && sent < limit) {
          const piece = chunk.subarray(0, Math.min(chunk.length, limit - sent));
          sent += piece.length;
          if (!client.write(piece)) return void client.once('drain', pump);
        }
        then();
      };
      pump();
    };
    let answered = false;
    client.on('data', (d) => {
      received += d;
      if (answered || !answer()) return;
      answered = true;
      write(o.declared, () => (closed ? settle() : client.end(tail)));
    });
    client.on('close', () => {
      closed = true;
      setTimeout(settle, answered ? 0 : 200);
    });
    client.on('error', () => undefined);
    // one write, small enough for the sockets' buffers: the client is not writing when the answer comes
    // (a client writing into a connection the server closed loses the answer to the reset)
    const start = `POST /api/di/upload?${query} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${head}`;
    sent = o.first;
    client.write(Buffer.concat([Buffer.from(start), Buffer.alloc(o.first, 7)]));
  });
}

async function listed(diskImage: string): Promise<Record<string, unknown>[]> {
  return (await expectOk(server, 'di_get_list', { sid, filters: { disk_image: diskImage } })).rows!;
}

interface SocketRun {
  frames: Envelope[];
  code: number;
}

function connect(path: string, onFrame?: (ws: WebSocket, frame: Envelope) => void): Promise<SocketRun> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + path);
    const frames: Envelope[] = [];
    ws.on('message', (m) => {
      const frame = JSON.parse(String(m)) as Envelope;
      frames.push(frame);
      onFrame?.(ws, frame);
    });
    ws.on('close', (code) => resolve({ frames, code }));
    ws.on('error', reject);
  });
}

/** A transfer socket, opened once: any drop fails the test (test/blackbox/upgrade-anchor.test.ts). */
async function socket(path: string, onFrame?: (ws: WebSocket, frame: Envelope) => void): Promise<SocketRun> {
  return connect(path, onFrame);
}

const args = (o: Record<string, unknown>) => encodeURIComponent(JSON.stringify(o));

describe('upload', () => {
  it('stores the file byte for byte, with the arguments in the query or in a form field, before or after the file', async () => {
    const a = await upload(`sid=${sid}&arguments=${args({ disk_image: 'q.img', osf_id: osfId })}`, [{ name: 'file', value: payload, filename: 'q.img' }]);
    expect(a.status, JSON.stringify(a)).toBe(0);
    const id = a.rows[0].id;
    expect(sha(readFileSync(join(imagesDir(), `${id}-q.img`)))).toBe(sha(payload));
    expect(await listed('q.img')).toHaveLength(1);

    const b = await upload(`sid=${sid}`, [
      { name: 'file', value: payload, filename: 'f.img' },
      { name: 'arguments', value: JSON.stringify({ disk_image: 'f.img', osf_id: osfId, version: 'after' }) },
    ]);
    expect(b.status, JSON.stringify(b)).toBe(0);
    expect(sha(readFileSync(join(imagesDir(), `${b.rows[0].id}-f.img`)))).toBe(sha(payload));
    expect(images().filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses a missing file part (2250), bad arguments and ACL refusals, leaving no record and no file', async () => {
    const small = randomBytes(4096);
    const before = images();
    expect((await upload(`sid=${sid}&arguments=${args({ disk_image: 'none.img', osf_id: osfId })}`, [{ name: 'other', value: 'x' }])).status).toBe(2250);
    // checked once the form is read (the flavour is looked up as the record is made)
    expect((await upload(`sid=${sid}&arguments=${args({ disk_image: 'bad.img', osf_id: 999_999 })}`, [{ name: 'file', value: small, filename: 'b' }])).status).toBe(7110);
    // refused at the file part, while the body still comes: answered, and the connection closed
    const refused = async (query: string) => (await refusedUpload(query, { declared: small.length, first: small.length })).envelope?.status;
    expect(await refused(`sid=${sid}&arguments=${args({ osf_id: osfId })}`)).toBe(6240);
    const reader = await makeTenantAdmin(server, { tenant: 'images', admin: 'img-reader', acls: ['di.see-main.'] });
    expect(await refused(`sid=${reader.sid}&arguments=${args({ disk_image: 'acl.img', osf_id: osfId })}`)).toBe(4210);
    expect(await refused(`arguments=${args({ disk_image: 'anon.img', osf_id: osfId })}`)).toBe(3100);
    for (const name of ['none.img', 'bad.img', 'acl.img', 'anon.img']) expect(await listed(name)).toEqual([]);
    expect(images()).toEqual(before);
  });

  it('refuses an image over SVC_MAX_IMAGE_BYTES with 2250 and keeps nothing of it', async () => {
    const before = images();
    const big = Buffer.alloc(CAP + 1, 1);
    const env = await upload(`sid=${sid}&arguments=${args({ disk_image: 'big.img', osf_id: osfId })}`, [{ name: 'file', value: big, filename: 'big' }]);
    expect(env.status).toBe(2250);
    expect(await listed('big.img')).toEqual([]);
    expect(images()).toEqual(before);
  });

  it('answers an upload refused at the cap with its last bytes still to come as one whole answer (2250)', async () => {
    // the cap passed with 32 KiB of the declared body and the form's end still unsent: what is left is
    // within the linger's bound, so it is read and dropped and the answer goes whole (a Content-Length,
    // never a chunk that a strict client sees broken by the close)
    const head = FILE_HEAD;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const file = CAP + 64 * 1024;
    const length = Buffer.byteLength(head) + file + Buffer.byteLength(tail);
    const query = `sid=${sid}&arguments=${args({ disk_image: 'cap-edge.img', osf_id: osfId })}`;
    const start = `POST /api/di/upload?${query} HTTP/1.1\r\nhost: test\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\n\r\n${head}`;
    const received = await new Promise<string>((resolve) => {
      let text = '';
      const client = netConnect(Number(new URL(server.url).port), '127.0.0.1');
      const done = () => {
        clearTimeout(timer);
        client.destroy();
        resolve(text);
      };
      const timer = setTimeout(done, 10_000);
      client.on('data', (d) => {
        text += d;
        const at = text.indexOf('\r\n\r\n');
        const size = Number(/content-length:\s*(\d+)/i.exec(text.slice(0, at))?.[1]);
        if (at >= 0 && (/transfer-encoding:\s*chunked/i.test(text.slice(0, at)) || Buffer.byteLength(text.slice(at + 4)) >= size)) setTimeout(done, 700);
      });
      client.on('close', done);
      client.on('error', () => undefined);
      client.write(Buffer.concat([Buffer.from(start), Buffer.alloc(file - 32 * 1024, 7)]));
    });
    const at = received.indexOf('\r\n\r\n');
    const answerHead = received.slice(0, at);
    expect(answerHead).not.toMatch(/transfer-encoding/i);
    const size = Number(/content-length:\s*(\d+)/i.exec(answerHead)?.[1]);
    const body = received.slice(at + 4);
    expect(Buffer.byteLength(body), body.slice(0, 300)).toBe(size);
    expect((JSON.parse(body) as Envelope).status).toBe(2250);
    expect(await listed('cap-edge.img')).toEqual([]);
  });

  describe('nothing stored, and the body not read, before the caller is admitted', () => {
    const MiB = 1024 * 1024;
    const DECLARED = 100 * MiB;
    /** Refused at once: answered while the client waits with 48 KiB of 100 MiB sent, the connection closed, no temporary file. */
    async function expectRefusedAtOnce(query: string, o: Omit<Parameters<typeof refusedUpload>[1], 'declared' | 'first'>, status: number) {
      const before = images();
      const r = await refusedUpload(query, { ...o, declared: DECLARED, first: 48 * 1024 });
      expect(r.envelope?.status, `${JSON.stringify(r.envelope)} ${server.output().slice(-1000)}`).toBe(status);
      expect(r.closed).toBe(true);
      // what the client's socket took in all, the answer read and the rest tried: far from the 100 MiB declared
      expect(r.sent).toBeLessThan(24 * MiB);
      expect(r.temporaries).toEqual([]);
      expect(images()).toEqual(before);
    }

    it('refuses an upload without credentials at its file part (3100)', async () => {
      await expectRefusedAtOnce(`arguments=${args({ disk_image: 'anon-big.img', osf_id: osfId })}`, {}, 3100);
      await expectRefusedAtOnce('', {}, 3100);
      expect(await listed('anon-big.img')).toEqual([]);
    });

    it('refuses credentials that come after the file (3100), and a wrong sid (3200)', async () => {
      await expectRefusedAtOnce('', { after: [{ name: 'sid', value: sid }, { name: 'arguments', value: JSON.stringify({ disk_image: 'late.img', osf_id: osfId }) }] }, 3100);
      await expectRefusedAtOnce(`sid=nope&arguments=${args({ disk_image: 'wrong.img', osf_id: osfId })}`, {}, 3200);
      await expectRefusedAtOnce('', { headers: { authorization: 'Bearer nope' } }, 3200);
      expect(await listed('late.img')).toEqual([]);
    });

    it('refuses an administrator without di_create before storing a byte, the arguments before or after the file (4210)', async () => {
      const reader = await makeTenantAdmin(server, { tenant: 'images', admin: 'img-reader-2', acls: ['di.see-main.'] });
      await expectRefusedAtOnce(`sid=${reader.sid}&arguments=${args({ disk_image: 'acl-big.img', osf_id: osfId })}`, {}, 4210);
      await expectRefusedAtOnce('', { before: [{ name: 'sid', value: reader.sid }], after: [{ name: 'arguments', value: JSON.stringify({ disk_image: 'acl-late.img', osf_id: osfId }) }] }, 4210);
      await expectRefusedAtOnce('', { headers: { authorization: `Bearer ${reader.sid}` } }, 4210);
    });

    it('refuses bad arguments that came first before storing a byte (6240, 6230, 6330)', async () => {
      await expectRefusedAtOnce(`sid=${sid}&arguments=${args({ osf_id: osfId })}`, {}, 6240);
      await expectRefusedAtOnce(`sid=${sid}&arguments=${args({ disk_image: 'odd.img', osf_id: osfId, nonsense: 1 })}`, {}, 6230);
      await expectRefusedAtOnce(`sid=${sid}`, { before: [{ name: 'arguments', value: JSON.stringify({ disk_image: 'x'.repeat(250), osf_id: osfId }) }] }, 6330);
    });

    it('refuses more than SVC_MAX_BODY of fields before the file (6100, 413)', async () => {
      const big = 'y'.repeat(1024 * 1024 + 1);
      await expectRefusedAtOnce('', { before: [{ name: 'padding', value: big }, { name: 'more', value: big }] }, 6100);
    });

    it('still takes an upload whose credentials come as a field or a Bearer header before the file, the arguments after it', async () => {
      const viaField = await upload('', [
        { name: 'sid', value: sid },
        { name: 'file', value: payload, filename: 'field.img' },
        { name: 'arguments', value: JSON.stringify({ disk_image: 'field.img', osf_id: osfId }) },
      ]);
      expect(viaField.status, JSON.stringify(viaField)).toBe(0);
      expect(sha(readFileSync(join(imagesDir(), `${viaField.rows[0].id}-field.img`)))).toBe(sha(payload));
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(payload)]), 'bearer.img');
      form.append('arguments', JSON.stringify({ disk_image: 'bearer.img', osf_id: osfId }));
      const viaBearer = (await (await server.fetch('/api/di/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${sid}` } })).json()) as Envelope;
      expect(viaBearer.status, JSON.stringify(viaBearer)).toBe(0);
      expect(sha(readFileSync(join(imagesDir(), `${viaBearer.rows[0].id}-bearer.img`)))).toBe(sha(payload));
    });
  });

  it('refuses a disk_image whose file name would not fit the file system (6330), on every route, before anything moves', async () => {
    const before = images();
    const tooLong = ['a'.repeat(245), 'é'.repeat(123), 'a'.repeat(255)];
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    for (const name of tooLong) {
      const a = { disk_image: name, osf_id: osfId };
      const up = (await refusedUpload(`sid=${sid}&arguments=${args(a)}`, { declared: 1024, first: 1024 })).envelope;
      expect(up?.status, JSON.stringify(up)).toBe(6330);
      expect(up?.additional_info).toMatch(/244/);
      const late = await upload(`sid=${sid}`, [{ name: 'file', value: randomBytes(1024), filename: 'n' }, { name: 'arguments', value: JSON.stringify(a) }]);
      expect(late.status).toBe(6330);
      const plain = await server.api('di_create', { sid, arguments: a });
      expect(plain.status).toBe(6330);
      if (Buffer.byteLength(name) <= 255) writeFileSync(join(server.dataDir, 'staging', name), 'x');
      const staged = (await (await server.fetch(`/api/di/staging?sid=${sid}&action=di_create&arguments=${args(a)}`, { method: 'POST' })).json()) as Envelope;
      expect(staged.status).toBe(6330);
      const socketStaged = await socket(`/api/staging?sid=${sid}&action=di_create&arguments=${args(a)}`);
      expect(socketStaged.frames.at(-1)!.status).toBe(6330);
      const url = `url=${encodeURIComponent(JSON.stringify(`http://127.0.0.2:${allowedPort}/image`))}`;
      const downloaded = (await (await server.fetch(`/api/di/download?sid=${sid}&action=di_create&${url}&arguments=${args(a)}`, { method: 'POST' })).json()) as Envelope;
      expect(downloaded.status).toBe(6330);
      expect(await listed(name)).toEqual([]);
    }
    expect(images()).toEqual(before);
    // the longest that fits: 244 bytes, 'é' counting two
    for (const name of ['b'.repeat(244), 'é'.repeat(122)]) {
      const ok = await upload(`sid=${sid}&arguments=${args({ disk_image: name, osf_id: osfId, version: `v${name.length}` })}`, [{ name: 'file', value: payload, filename: 'n' }]);
      expect(ok.status, JSON.stringify(ok)).toBe(0);
      expect(sha(readFileSync(join(imagesDir(), `${ok.rows[0].id}-${name}`)))).toBe(sha(payload));
    }
  });

  it('takes a chunked body (no Content-Length), the way to send images of 10^9 bytes or more', async () => {
    const boundary = 'chunkedBoundary';
    const answer = await new Promise<Envelope>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/di/upload?sid=${sid}&arguments=${args({ disk_image: 'chunked.img', osf_id: osfId })}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(JSON.parse(text) as Envelope));
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.img"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      for (let at = 0; at < payload.length; at += 256 * 1024) req.write(payload.subarray(at, at + 256 * 1024));
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(answer.status).toBe(0);
    const id = answer.rows[0].id;
    expect(sha(readFileSync(join(imagesDir(), `${id}-chunked.img`)))).toBe(sha(payload));
  });

  it('leaves no record and no temporary file when the client goes away mid-upload', async () => {
    const before = images();
    const boundary = 'abortBoundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.img"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${server.url}/api/di/upload?sid=${sid}&arguments=${args({ disk_image: 'aborted.img', osf_id: osfId })}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 50 * 1024 * 1024 },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(payload);
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    const settled = await eventually(async () => images(), (names) => names.length === before.length, 3000);
    expect(settled).toEqual(before);
    expect(await listed('aborted.img')).toEqual([]);
    expect((await server.fetch('/healthz')).status).toBe(200);
  });
});

describe('staging copy', () => {
  it('copies a staging file byte for byte with progress frames, and the staging file stays', async () => {
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'st.img'), payload);
    const run = await socket(`/api/staging?sid=${sid}&action=di_create&arguments=${args({ disk_image: 'st.img', osf_id: osfId })}`);
    const progress = run.frames.filter((f) => f.status === 1000);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toMatchObject({ total_size: payload.length });
    const final = run.frames.at(-1)!;
    expect(final.status, JSON.stringify(final)).toBe(0);
    expect(run.code).toBe(1000);
    expect(sha(readFileSync(join(imagesDir(), `${final.rows[0].id}-st.img`)))).toBe(sha(payload));
    expect(existsSync(join(server.dataDir, 'staging', 'st.img'))).toBe(true);
  });

  it('answers 2240 for a file not in staging and 2230 without a staging directory', async () => {
    const missing = await socket(`/api/staging?sid=${sid}&action=di_create&arguments=${args({ disk_image: 'nope.img', osf_id: osfId })}`);
    expect(missing.frames.at(-1)!.status).toBe(2240);
    expect(await listed('nope.img')).toEqual([]);
    const other = await startServer();
    try {
      const otherSid = await other.superSid();
      const t = (await expectOk(other, 'tenant_create', { sid: otherSid, arguments: { name: 'x' } })).rows![0].id;
      const o = (await expectOk(other, 'osf_create', { sid: otherSid, arguments: { tenant_id: t, name: 'x' } })).rows![0].id;
      const ws = new WebSocket(`${other.url.replace(/^http/, 'ws')}/api/staging?sid=${otherSid}&action=di_create&arguments=${args({ disk_image: 'x.img', osf_id: o })}`);
      const frame = await new Promise<Envelope>((resolve) => ws.on('message', (m) => resolve(JSON.parse(String(m)))));
      expect(frame.status).toBe(2230);
    } finally {
      await other.stop();
    }
  });
});

describe('staging copy of anything but a regular file in the staging directory', () => {
  it('refuses symbolic links (to a file or a directory outside), directories, FIFOs and ../ names on both routes, leaving nothing', async () => {
    const staging = join(server.dataDir, 'staging');
    mkdirSync(staging, { recursive: true });
    const outside = join(server.dataDir, 'outside.img');
    writeFileSync(outside, 'secret outside the staging directory');
    symlinkSync(outside, join(staging, 'link-file.img'));
    symlinkSync('/etc/passwd', join(staging, 'link-passwd.img'));
    symlinkSync(server.dataDir, join(staging, 'link-dir.img'));
    symlinkSync('/dev/zero', join(staging, 'link-zero.img'));
    mkdirSync(join(staging, 'dir.img'));
    execFileSync('mkfifo', [join(staging, 'fifo.img')]);
    const before = images();
    const listedInStaging = (await expectOk(server, 'dis_in_staging', { sid })).rows!.map((r: { name: string }) => r.name);
    const cases: [string, number][] = [
      ['link-file.img', 2240],
      ['link-passwd.img', 2240],
      ['link-dir.img', 2240],
      ['link-zero.img', 2240],
      ['dir.img', 2240],
      ['fifo.img', 2240],
      ['..', 2240],
      ['../outside.img', 6330], // a name with a separator fails its pattern
      ['../staging/link-file.img', 6330],
    ];
    for (const [name, status] of cases) {
      expect(listedInStaging).not.toContain(name);
      const a = args({ disk_image: name, osf_id: osfId });
      const overSocket = await socket(`/api/staging?sid=${sid}&action=di_create&arguments=${a}`);
      expect(overSocket.frames.at(-1)!.status, `${name} ${JSON.stringify(overSocket.frames)}`).toBe(status);
      const overHttp = (await (await server.fetch(`/api/di/staging?sid=${sid}&action=di_create&arguments=${a}`, { method: 'POST' })).json()) as Envelope;
      expect(overHttp.status, `${name} ${JSON.stringify(overHttp)}`).toBe(status);
      if (status === 2240 && name !== '..') expect(overHttp.additional_info).toMatch(/symbolic link|directory|FIFO/);
      expect(await listed(name)).toEqual([]);
    }
    expect(images()).toEqual(before);
    // a regular file beside them is still copied
    writeFileSync(join(staging, 'plain.img'), payload);
    const ok = (await (await server.fetch(`/api/di/staging?sid=${sid}&action=di_create&arguments=${args({ disk_image: 'plain.img', osf_id: osfId })}`, { method: 'POST' })).json()) as Envelope;
    expect(ok.status, JSON.stringify(ok)).toBe(0);
    expect(sha(readFileSync(join(imagesDir(), `${ok.rows[0].id}-plain.img`)))).toBe(sha(payload));
  });
});

describe('download', () => {
  const download = (url: string, arguments_: Record<string, unknown>, onFrame?: (ws: WebSocket, f: Envelope) => void) =>
    socket(`/api/di/download?sid=${sid}&action=di_create&url=${encodeURIComponent(JSON.stringify(url))}&arguments=${args(arguments_)}`, onFrame);

  it('downloads from an allowed address byte for byte with progress frames', async () => {
    const run = await download(`http://127.0.0.2:${allowedPort}/image`, { disk_image: 'dl.img', osf_id: osfId });
    expect(run.frames.some((f) => f.status === 1000 && f.total_size === payload.length), `${run.code} ${JSON.stringify(run.frames)}`).toBe(true);
    const final = run.frames.at(-1)!;
    expect(final.status, JSON.stringify(final)).toBe(0);
    expect(sha(readFileSync(join(imagesDir(), `${final.rows[0].id}-dl.img`)))).toBe(sha(payload));
  });

  it('fails with 2260 and leaves nothing on an HTTP error, a non-http scheme or a cut transfer', async () => {
    const before = images();
    for (const [url, name] of [
      [`http://127.0.0.2:${allowedPort}/missing`, 'e404.img'],
      ['file:///etc/passwd', 'file.img'],
      [`ftp://127.0.0.2:${allowedPort}/image`, 'ftp.img'],
      [`http://127.0.0.2:${allowedPort}/cut`, 'cut.img'],
    ] as const) {
      const run = await download(url, { disk_image: name, osf_id: osfId });
      expect(run.frames.at(-1)?.status, `${url}: ${run.code} ${JSON.stringify(run.frames)} ${server.output().slice(-1500)}`).toBe(2260);
      expect(await listed(name)).toEqual([]);
    }
    expect(images()).toEqual(before);
  });

  it('reports a source that resets mid-transfer as 2260 saying so, not as a full disk (2211), on both routes', async () => {
    const before = images();
    const url = `http://127.0.0.2:${allowedPort}/reset`;
    for (let i = 0; i < 6; i++) {
      const run = await download(url, { disk_image: `reset-${i}.img`, osf_id: osfId });
      const final = run.frames.at(-1)!;
      expect(final.status, JSON.stringify(final)).toBe(2260);
      expect(final.additional_info).toMatch(/reset|closed/i);
      const overHttp = (await (
        await server.fetch(`/api/di/download?sid=${sid}&action=di_create&url=${encodeURIComponent(JSON.stringify(url))}&arguments=${args({ disk_image: `reset-h${i}.img`, osf_id: osfId })}`, { method: 'POST' })
      ).json()) as Envelope;
      expect(overHttp.status, JSON.stringify(overHttp)).toBe(2260);
      expect(overHttp.additional_info).toMatch(/reset|closed/i);
    }
    expect(images()).toEqual(before);
  });

  it('refuses a loopback address not allowed, without connecting to it, also through a redirect', async () => {
    const before = forbiddenConnections;
    const direct = await download(`http://127.0.0.3:${forbiddenPort}/image`, { disk_image: 'fb1.img', osf_id: osfId });
    expect(direct.frames.at(-1)!.status).toBe(2260);
    const redirected = await download(`http://127.0.0.2:${allowedPort}/to-forbidden`, { disk_image: 'fb2.img', osf_id: osfId });
    expect(redirected.frames.at(-1)!.status).toBe(2260);
    expect(forbiddenConnections - before).toBe(0);
    expect(await listed('fb1.img')).toEqual([]);
    expect(await listed('fb2.img')).toEqual([]);
  });

  it('cancels when the client closes the socket mid-download and leaves nothing', async () => {
    const before = images();
    let closed = false;
    await download(`http://127.0.0.2:${allowedPort}/slow`, { disk_image: 'gone.img', osf_id: osfId }, (ws, frame) => {
      if (!closed && frame.status === 1000 && Number(frame.copy_size) > 0) {
        closed = true;
        ws.close();
      }
    });
    const settled = await eventually(async () => images(), (names) => names.length === before.length, 3000);
    expect(settled).toEqual(before);
    expect(await listed('gone.img')).toEqual([]);
  });

  it('refuses bad credentials at the upgrade with the envelope and no socket', async () => {
    const refused = await new Promise<{ http: number; body: string }>((resolve) => {
      const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/di/download?sid=nope&action=di_create`);
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () => resolve({ http: res.statusCode ?? 0, body }));
      });
      ws.on('error', () => undefined);
    });
    expect(JSON.parse(refused.body).status).toBe(3200);
  });
});

describe('staging copy and download as one HTTP request (POST /api/di/staging, POST /api/di/download)', () => {
  /** As the original console sends them: every parameter in the query, the url as JSON text, no body. */
  const post = async (path: string, query: string): Promise<Envelope> =>
    (await (await server.fetch(`${path}?sid=${sid}&action=di_create&${query}`, { method: 'POST' })).json()) as Envelope;

  it('copies a staging file byte for byte and answers di_create once the image is in place', async () => {
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'http-st.img'), payload);
    const env = await post('/api/di/staging', `arguments=${args({ disk_image: 'http-st.img', osf_id: osfId })}`);
    expect(env.status, JSON.stringify(env)).toBe(0);
    expect(sha(readFileSync(join(imagesDir(), `${env.rows[0].id}-http-st.img`)))).toBe(sha(payload));
    expect(await listed('http-st.img')).toHaveLength(1);
    expect(existsSync(join(server.dataDir, 'staging', 'http-st.img'))).toBe(true);
    const missing = await post('/api/di/staging', `arguments=${args({ disk_image: 'http-nope.img', osf_id: osfId })}`);
    expect(missing.status).toBe(2240);
    expect(await listed('http-nope.img')).toEqual([]);
  });

  it('downloads byte for byte; an HTTP error, a refused address or bad arguments leave nothing', async () => {
    const url = (u: string) => `url=${encodeURIComponent(JSON.stringify(u))}`;
    const ok = await post('/api/di/download', `${url(`http://127.0.0.2:${allowedPort}/image`)}&arguments=${args({ disk_image: 'http-dl.img', osf_id: osfId })}`);
    expect(ok.status, JSON.stringify(ok)).toBe(0);
    expect(sha(readFileSync(join(imagesDir(), `${ok.rows[0].id}-http-dl.img`)))).toBe(sha(payload));
    const before = images();
    const failures: [string, Record<string, unknown>, number][] = [
      [`http://127.0.0.2:${allowedPort}/missing`, { disk_image: 'http-404.img', osf_id: osfId }, 2260],
      [`http://127.0.0.3:${forbiddenPort}/image`, { disk_image: 'http-fb.img', osf_id: osfId }, 2260],
      [`http://127.0.0.2:${allowedPort}/image`, { disk_image: 'http-bad.img', osf_id: osfId, nonsense: 1 }, 6230],
    ];
    for (const [u, a, status] of failures) {
      expect((await post('/api/di/download', `${url(u)}&arguments=${args(a)}`)).status, u).toBe(status);
      expect(await listed(String(a.disk_image))).toEqual([]);
    }
    expect(images()).toEqual(before);
  });

  it('cancels when the client goes away mid-download and leaves nothing', async () => {
    const before = images();
    const controller = new AbortController();
    const query = `url=${encodeURIComponent(JSON.stringify(`http://127.0.0.2:${allowedPort}/slow`))}&arguments=${args({ disk_image: 'http-gone.img', osf_id: osfId })}`;
    const pending = server.fetch(`/api/di/download?sid=${sid}&action=di_create&${query}`, { method: 'POST', signal: controller.signal }).catch(() => undefined);
    // a temporary file appears once bytes flow; then the client leaves
    await eventually(async () => images(), (names) => names.length > before.length, 3000);
    controller.abort();
    await pending;
    const settled = await eventually(async () => images(), (names) => names.length === before.length, 5000);
    expect(settled).toEqual(before);
    expect(await listed('http-gone.img')).toEqual([]);
  });

  it('answers bad credentials with the envelope, and a GET (no socket) with 405', async () => {
    const refused = (await (await server.fetch(`/api/di/staging?sid=nope&action=di_create`, { method: 'POST' })).json()) as Envelope;
    expect(refused.status).toBe(3200);
    const get = await server.fetch('/api/di/staging');
    expect(get.status).toBe(405);
  });
});

describe('deleting an image', () => {
  it('removes its file once the deletion commits', async () => {
    const env = await upload(`sid=${sid}&arguments=${args({ disk_image: 'del.img', osf_id: osfId, version: 'del' })}`, [{ name: 'file', value: payload, filename: 'del' }]);
    const id = env.rows[0].id;
    expect(existsSync(join(imagesDir(), `${id}-del.img`))).toBe(true);
    await expectOk(server, 'di_delete', { sid, filters: { id } });
    await eventually(async () => existsSync(join(imagesDir(), `${id}-del.img`)), (exists) => !exists, 2000);
    expect(existsSync(join(imagesDir(), `${id}-del.img`))).toBe(false);
  });
});
