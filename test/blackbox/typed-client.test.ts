// The typed client (generated/client) against the real server, used as an integrator would: sessions
// (login, logout, an existing sid, explicit credentials), a list with filters, fields, order and paging,
// writes with arguments and properties, status codes as ApiError with their failures, a live list over
// /api/ws, a disk image upload streamed from a file, checked byte for byte in the images directory, and
// the server's download (from a source on 127.0.0.2, allowed to it) and staging copy with their progress.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, SvcAdminClient, type Envelope, type LiveList } from '../../generated/client/index.js';
import { startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

let server: TestServer;
let api: SvcAdminClient;
let tenantId: number;
let scratch: string;
/** The download source: /image (sized, sent in pieces), /slow (endless), anything else 404. */
let source: HttpServer;
let sourceUrl: string;
const sourceBytes = randomBytes(2 * 1024 * 1024 + 123);
let slowClosed = 0;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A client of the test server; the `ws` package's WebSocket, as Node 20 has none of its own. */
function client(options: Partial<ConstructorParameters<typeof SvcAdminClient>[0]> = {}): SvcAdminClient {
  return new SvcAdminClient({ url: server.url, WebSocket, ...options });
}

async function refused(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}

/** The first frame of a live list. */
async function firstFrame<T extends Envelope>(open: () => LiveList<T>): Promise<{ live: LiveList<T>; first: T }> {
  const live = open();
  return { live, first: (await live.next()).value as T };
}

beforeAll(async () => {
  source = createHttpServer((req, res) => {
    if (req.url === '/image') {
      res.writeHead(200, { 'content-length': sourceBytes.length });
      let at = 0;
      const next = (): void => {
        if (at >= sourceBytes.length) return void res.end();
        res.write(sourceBytes.subarray(at, (at += 256 * 1024)), () => setTimeout(next, 30));
      };
      next();
    } else if (req.url === '/slow') {
      res.on('close', () => slowClosed++);
      res.writeHead(200, { 'content-length': 1024 ** 3 });
      const tick = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 100);
      res.on('close', () => clearInterval(tick));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.2', resolve));
  sourceUrl = `http://127.0.0.2:${(source.address() as AddressInfo).port}`;
  server = await startServer({ env: { SVC_DOWNLOAD_ALLOW: '127.0.0.2' } });
  api = client();
  await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
  tenantId = (await api.tenantCreate({ arguments: { name: 'typed' } })).rows[0]!.id;
  await api.propertyCreate({ arguments: { key: 'dept', tenant_id: tenantId, __property_assign__: ['user'] } });
  scratch = mkdtempSync(join(tmpdir(), 'svc-client-'));
});

afterAll(async () => {
  await server?.stop();
  source?.closeAllConnections();
  source?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('sessions', () => {
  it('login answers the sid the client then uses; another client reuses it; logout ends it', async () => {
    const first = client();
    const sid = await first.login('superadmin', SUPERADMIN_PASSWORD, '*');
    expect(sid).toMatch(/\S{16,}/);
    expect(first.sid).toBe(sid);

    const reused = client({ sid });
    const setup = await reused.currentAdminSetup();
    expect(setup).toMatchObject({ status: 0, admin_name: 'superadmin', tenant_name: '*' });
    expect(setup.acls).toContain('tenant.create.');

    await first.logout();
    expect(first.sid).toBeUndefined();
    const ended = await refused(reused.currentAdminSetup());
    expect(ended).toMatchObject({ status: 3200, httpStatus: 200 });
    expect(ended.envelope.message).toBe('Wrong credentials - Login again');
  });

  it('an aborted call rejects with the abort, not as a failure of the server', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.tenantGetList({}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('wrong credentials throw 3200 from login', async () => {
    const e = await refused(client().login('superadmin', 'not-the-password', '*'));
    expect(e.status).toBe(3200);
    expect(e).toBeInstanceOf(Error);
  });

  it('explicit credentials authenticate every call and make no session', async () => {
    const sessions = async () => Number((await server.dbQuery('SELECT COUNT(*) AS n FROM sessions'))[0]!.n);
    const before = await sessions();
    const explicit = client({ credentials: { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' } });
    const tenants = await explicit.tenantGetList({ filters: { name: 'typed' }, fields: ['id', 'name'] });
    expect(tenants.rows).toEqual([{ id: tenantId, name: 'typed' }]);
    expect(explicit.sid).toBeUndefined();
    expect(await sessions()).toBe(before);
  });
});

describe('calls', () => {
  it('a list with filters, fields, order_by and paging answers exactly the rows asked for', async () => {
    for (const name of ['li-c', 'li-a', 'li-d', 'li-b', 'other']) {
      await api.userCreate({ arguments: { tenant_id: tenantId, name, password: 'pass-1234', blocked: name === 'li-d' } });
    }
    const page = await api.userGetList({
      filters: { tenant_id: tenantId, name: { '~': 'li-%' }, blocked: false },
      fields: ['name', 'blocked'],
      order_by: { field: 'name', order: '-desc' },
      offset: 2, // the second page of two rows
      block: 2,
    });
    expect(page.total).toBe(3); // li-c, li-b, li-a; li-d is blocked, `other` does not match
    expect(page.rows).toEqual([{ name: 'li-a', blocked: 0 }]);
    const firstPage = await api.userGetList({ filters: { tenant_id: tenantId, name: { '~': 'li-%' }, blocked: false }, fields: ['name'], order_by: { field: 'name', order: '-desc' }, block: 2 });
    expect(firstPage.rows).toEqual([{ name: 'li-c' }, { name: 'li-b' }]);
    const ids = await api.userAllIds({ filters: { '-or': ['name', 'li-a', 'name', 'li-d'] }, order_by: 'name' });
    expect(ids.rows).toHaveLength(2);
    expect(ids.rows.every((id) => typeof id === 'number')).toBe(true);
  });

  it('create, update and delete with arguments and properties', async () => {
    const created = await api.userCreate({
      arguments: { tenant_id: tenantId, name: 'crud', password: 'pass-1234', description: 'first', __properties__: { dept: 'sales' } },
    });
    expect(created).toMatchObject({ status: 0, total: 1 });
    const id = created.rows[0]!.id;

    const updated = await api.userUpdate({
      filters: { id },
      arguments: { description: 'second', blocked: 1, __properties_changes__: { set: { dept: 'ops' } } },
    });
    expect(updated).toMatchObject({ status: 0, total: 1, rows: [] });
    const details = await api.userGetDetails({ filters: { id }, fields: ['name', 'description', 'blocked', 'properties'] });
    expect(details.rows).toEqual([{ name: 'crud', description: 'second', blocked: 1, properties: { dept: 'ops' } }]);

    expect((await api.userDelete({ filters: { id } })).total).toBe(1);
    expect((await api.userGetDetails({ filters: { id } })).total).toBe(0);
  });

  it('an update conditioned on the version it read: done once, then thrown as 1200 with 6900 for the record', async () => {
    const id = (await api.userCreate({ arguments: { tenant_id: tenantId, name: 'versioned', password: 'pass-1234' } })).rows[0]!.id;
    const version = (await api.userGetDetails({ filters: { id } })).rows[0]!.record_version;
    expect(version).toBe(1);
    expect((await api.userUpdate({ filters: { id }, arguments: { description: 'mine' }, if_record_version: version })).total).toBe(1);
    const stale = await refused(api.userUpdate({ filters: { id }, arguments: { description: 'stale' }, if_record_version: version }));
    expect(stale.status).toBe(1200);
    expect((stale.envelope.failures as Record<string, { status: number }>)[String(id)]!.status).toBe(6900);
    expect((await api.userGetDetails({ filters: { id }, fields: ['description', 'record_version'] })).rows).toEqual([{ description: 'mine', record_version: 2 }]);
  });

  it('a refused create throws ApiError with its status, and with failures when several arguments are wrong', async () => {
    const long = 'x'.repeat(2000);
    const one = await refused(api.userCreate({ arguments: { tenant_id: tenantId, name: 'bad-props', password: 'pass-1234', __properties__: { nope: 'x' } } }));
    expect(one.status).toBe(6340);
    expect(one.envelope.status).toBe(6340);
    const several = await refused(api.userCreate({ arguments: { tenant_id: tenantId, name: long, password: 'pass-1234', description: long } }));
    expect(several.status).toBe(6330);
    expect(Array.isArray(several.failures)).toBe(true);
    expect((several.failures as { argument: string }[]).map((f) => f.argument).sort()).toEqual(['description', 'name']);
    expect((await api.userGetList({ filters: { name: 'bad-props' } })).total).toBe(0);
  });
});

describe('upload and a delete partly refused', () => {
  it('streams a file from a path and a Readable, sends a Blob; each lands byte for byte in the images directory', async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'up-osf' } })).rows[0]!.id;
    const bytes = randomBytes(256 * 1024 + 13);
    const path = join(scratch, 'typed.img');
    writeFileSync(path, bytes);

    const fromPath = await api.uploadDiskImage(path, { disk_image: 'from-path.img', osf_id: osfId });
    const fromStream = await api.uploadDiskImage(createReadStream(path), { disk_image: 'from-stream.img', osf_id: osfId });
    const fromBlob = await api.uploadDiskImage(new Blob([new Uint8Array(bytes)]), { disk_image: 'from-blob.img', osf_id: osfId, version: 'b1' });
    for (const [answer, name] of [
      [fromPath, 'from-path.img'],
      [fromStream, 'from-stream.img'],
      [fromBlob, 'from-blob.img'],
    ] as const) {
      expect(answer).toMatchObject({ status: 0, total: 1 });
      const stored = readFileSync(join(server.dataDir, 'images', `${answer.rows[0]!.id}-${name}`));
      expect(sha(stored), name).toBe(sha(bytes));
    }
    const dis = await api.diGetList({ filters: { osf_id: osfId }, fields: ['disk_image'], order_by: 'disk_image' });
    expect(dis.rows.map((r) => r.disk_image)).toEqual(['from-blob.img', 'from-path.img', 'from-stream.img']);

    // an OS flavour with disk images cannot be deleted (7120), an empty one can: 1200 with failures
    const emptyId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'empty-osf' } })).rows[0]!.id;
    const partly = await refused(api.osfDelete({ filters: { id: [osfId, emptyId] } }));
    expect(partly.status).toBe(1200);
    expect(partly.envelope.total).toBe(1);
    expect(partly.failures).toEqual({ [String(osfId)]: expect.objectContaining({ status: 7120 }) });
    const left = await api.osfGetList({ filters: { id: [osfId, emptyId] }, fields: ['id'] });
    expect(left.rows).toEqual([{ id: osfId }]);
  });

  it('a client with explicit credentials uploads too (the credentials travel as form fields before the file)', async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'explicit-osf' } })).rows[0]!.id;
    const explicit = client({ credentials: { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' } });
    const bytes = randomBytes(4096);
    const answer = await explicit.uploadDiskImage(new Blob([new Uint8Array(bytes)]), { disk_image: 'explicit.img', osf_id: osfId });
    const stored = readFileSync(join(server.dataDir, 'images', `${answer.rows[0]!.id}-explicit.img`));
    expect(sha(stored)).toBe(sha(bytes));
  });

  it('a refused upload throws ApiError and leaves no file (an OS flavour that does not exist → 7110)', async () => {
    const before = readdirSync(join(server.dataDir, 'images')).sort();
    const e = await refused(api.uploadDiskImage(new Blob([new Uint8Array(randomBytes(1024))]), { disk_image: 'nowhere.img', osf_id: 999_999 }));
    expect(e.status).toBe(7110);
    expect(readdirSync(join(server.dataDir, 'images')).sort()).toEqual(before);
  });
});

describe('download and staging copy', () => {
  it('the server downloads byte for byte, reporting its progress; a failed download throws 2260 and leaves nothing', async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'download-osf' } })).rows[0]!.id;
    const seen: { total: number | null; copied: number }[] = [];
    const answer = await api.downloadDiskImage(`${sourceUrl}/image`, { disk_image: 'downloaded.img', osf_id: osfId }, { onProgress: (p) => seen.push(p) });
    expect(answer).toMatchObject({ status: 0, total: 1 });
    const stored = readFileSync(join(server.dataDir, 'images', `${answer.rows[0]!.id}-downloaded.img`));
    expect(sha(stored)).toBe(sha(sourceBytes));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toEqual({ total: sourceBytes.length, copied: sourceBytes.length });
    expect(seen.every((p, i) => i === 0 || p.copied >= seen[i - 1]!.copied)).toBe(true);

    const before = readdirSync(join(server.dataDir, 'images')).sort();
    const e = await refused(api.downloadDiskImage(`${sourceUrl}/missing`, { disk_image: 'missing.img', osf_id: osfId }));
    expect(e.status).toBe(2260);
    expect(readdirSync(join(server.dataDir, 'images')).sort()).toEqual(before);
    expect((await api.diGetList({ filters: { disk_image: 'missing.img' } })).total).toBe(0);
  });

  it('aborting the signal closes the socket: the server stops reading the source and keeps nothing', async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'abort-osf' } })).rows[0]!.id;
    const controller = new AbortController();
    const closedBefore = slowClosed;
    const pending = api.downloadDiskImage(`${sourceUrl}/slow`, { disk_image: 'aborted.img', osf_id: osfId }, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.copied > 0) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    for (const end = Date.now() + 10_000; slowClosed === closedBefore && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    expect(slowClosed).toBe(closedBefore + 1);
    expect((await api.diGetList({ filters: { disk_image: 'aborted.img' } })).total).toBe(0);
  });

  it('copies a staging file with progress, the file staying; a name not there throws 2240', async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'staging-osf' } })).rows[0]!.id;
    const bytes = randomBytes(1024 * 1024);
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'typed-staged.img'), bytes);
    let last: { total: number | null; copied: number } | undefined;
    const answer = await api.copyStagedDiskImage({ disk_image: 'typed-staged.img', osf_id: osfId }, { onProgress: (p) => (last = p) });
    expect(sha(readFileSync(join(server.dataDir, 'images', `${answer.rows[0]!.id}-typed-staged.img`)))).toBe(sha(bytes));
    expect(last).toEqual({ total: bytes.length, copied: bytes.length });
    expect(readFileSync(join(server.dataDir, 'staging', 'typed-staged.img')).length).toBe(bytes.length);
    expect((await refused(api.copyStagedDiskImage({ disk_image: 'not-staged.img', osf_id: osfId }))).status).toBe(2240);
  });
});

describe('live lists', () => {
  it('yields the first frame, then a push after a create; leaving the loop closes the socket', async () => {
    const open = () => api.watch('user_get_list', { filters: { tenant_id: tenantId, name: { '~': 'live-%' } }, fields: ['id', 'name'], order_by: 'name' });
    const { live, first } = await firstFrame(open);
    expect(first).toMatchObject({ status: 0, total: 0, rows: [] });

    await api.userCreate({ arguments: { tenant_id: tenantId, name: 'live-1', password: 'pass-1234' } });
    const pushed = await live.next();
    expect(pushed.done).toBe(false);
    expect(pushed.value!.rows.map((r) => r.name)).toEqual(['live-1']);

    let seen = 0;
    await api.userCreate({ arguments: { tenant_id: tenantId, name: 'live-2', password: 'pass-1234' } });
    for await (const frame of live) {
      seen++;
      if (frame.rows.some((r) => r.name === 'live-2')) break; // return() closes the socket
    }
    expect(seen).toBeGreaterThanOrEqual(1);
    expect(await live.next()).toEqual({ done: true, value: undefined });
  });

  it('follows a job started with async to its end (job_get_details pushed at each change)', async () => {
    const jobTenant = (await api.tenantCreate({ arguments: { name: 'typed-job' } })).rows[0]!.id;
    const values: unknown[] = [];
    const rows = Array.from({ length: 300 }, (_, i) => (values.push(jobTenant, `job-${i}`, 'x'), '(?, ?, ?)'));
    await server.dbExecute(`INSERT INTO users (tenant_id, name, password_hash) VALUES ${rows.join(', ')}`, values);
    const started = await api.userUpdate({ filters: { id: { '>': 0 }, tenant_id: jobTenant }, arguments: { description: 'typed job' }, async: true });
    expect(started).toMatchObject({ status: 0, total: 0 });
    const jobId = started.job_id!;
    const { live, first } = await firstFrame(() => api.watch('job_get_details', { filters: { id: jobId }, fields: ['id', 'state', 'done', 'total'] }));
    let last = first.rows[0]!;
    if (last.state === 'queued' || last.state === 'running') {
      for await (const frame of live) {
        last = frame.rows[0]!;
        if (last.state !== 'queued' && last.state !== 'running') break;
      }
    } else await live.return?.();
    expect(last).toEqual({ id: jobId, state: 'succeeded', done: 300, total: 300 });
  });

  it('the end of the session is thrown as ApiError 3200 from the iterator', async () => {
    const own = client();
    await own.login('superadmin', SUPERADMIN_PASSWORD, '*');
    const { live } = await firstFrame(() => own.watch('user_get_list', { fields: ['id'] }));
    await own.logout();
    const e = await live.next().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(3200);
    expect(await live.next()).toEqual({ done: true, value: undefined });
  });

  it('a refused request is thrown from the first next() (a filter the action does not take → 6210)', async () => {
    // the wrong token goes through an untyped cast: the types would not let it through
    const open = () => api.watch('user_get_list', { filters: { nonsense: 1 } as never });
    const e = await firstFrame(open).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(6210);
  });
});

describe('an API token', () => {
  it('calls, watches a live list (Bearer header on the socket) and uploads with apiToken, and answers 3230 once revoked', async () => {
    const made = await api.apiTokenCreate({ arguments: { name: 'typed-client' } });
    const row = made.rows[0]!;
    expect(row.secret).toMatch(/^svca_/);
    const scripted = client({ apiToken: row.secret });
    const users = await scripted.userGetList({ filters: { tenant_id: tenantId }, fields: ['id', 'name'] });
    expect(users.status).toBe(0);
    expect(scripted.sid).toBeUndefined();
    const { live, first } = await firstFrame(() => scripted.watch('user_get_list', { filters: { tenant_id: tenantId }, fields: ['id'] }));
    expect(first.status).toBe(0);
    const osfId = (await scripted.osfCreate({ arguments: { tenant_id: tenantId, name: 'token-osf' } })).rows[0]!.id;
    const uploaded = await scripted.uploadDiskImage(new Blob([new Uint8Array(randomBytes(2048))]), { disk_image: 'by-token.img', osf_id: osfId });
    expect(uploaded.status).toBe(0);
    await api.apiTokenDelete({ filters: { id: row.id } });
    const e = await refused(scripted.userGetList({ filters: { tenant_id: tenantId } }));
    expect(e.status).toBe(3230);
    // the live list ends with the same code
    let ending: unknown;
    try {
      for (;;) {
        const next = await live.next();
        if (next.done) break;
      }
    } catch (err) {
      ending = err;
    }
    expect(ending).toBeInstanceOf(ApiError);
    expect((ending as ApiError).status).toBe(3230);
  });
});
