// Dry runs through the typed client (generated/client): `dryRun(action, params)` answers the outcome and
// changes nothing (a deleted disk image keeps its file); a write's own method takes `dry_run` and its
// answer carries it; a refusal before the call would run throws ApiError as the call does. The type lines
// are checked by the type check: a read takes no dry_run, and dryRun names writes only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, SvcAdminClient, type DryRunOutcome } from '../../generated/client/index.js';
import { startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

let server: TestServer;
let api: SvcAdminClient;
let tenantId: number;

beforeAll(async () => {
  server = await startServer();
  api = new SvcAdminClient({ url: server.url, WebSocket });
  await api.login('superadmin', SUPERADMIN_PASSWORD, '*');
  tenantId = (await api.tenantCreate({ arguments: { name: 'typed-dry' } })).rows[0]!.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('the typed client', () => {
  it('dryRun answers the outcome of a create and of a partly refused delete, and changes nothing', async () => {
    const outcome: DryRunOutcome = await api.dryRun('user_create', { arguments: { tenant_id: tenantId, name: 'dry-typed', password: 'user-pass-1' } });
    expect(outcome).toMatchObject({ status: 0, total: 1 });
    expect((await api.userGetList({ filters: { name: 'dry-typed' } })).total).toBe(0);

    const free = (await api.userCreate({ arguments: { tenant_id: tenantId, name: 'dry-free', password: 'user-pass-1' } })).rows[0]!.id;
    const keeper = (await api.userCreate({ arguments: { tenant_id: tenantId, name: 'dry-keeper', password: 'user-pass-1' } })).rows[0]!.id;
    const osf = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'dry-osf' } })).rows[0]!.id;
    await api.vmCreate({ arguments: { name: 'dry-vm', user_id: keeper, osf_id: osf } });
    const partly = await api.dryRun('user_delete', { filters: { id: [free, keeper] } });
    expect(partly).toMatchObject({ status: 1200, total: 1, selected: 2, ids: [free, keeper] });
    expect(partly.failures?.[String(keeper)]?.status).toBe(7120);
    expect((await api.userGetList({ filters: { id: [free, keeper] } })).total).toBe(2);
  });

  it("a write's own method takes dry_run and answers it; a refused request throws as the call would", async () => {
    const answer = await api.tenantUpdate({ filters: { id: tenantId }, arguments: { description: 'rehearsed' }, dry_run: true });
    expect(answer.total).toBe(0);
    expect(answer.dry_run).toMatchObject({ status: 0, total: 1, ids: [tenantId] });
    expect((await api.tenantGetDetails({ filters: { id: tenantId } })).rows[0]!.description).not.toBe('rehearsed');
    const e = await api.dryRun('user_create', { arguments: { tenant_id: tenantId, name: 'x', password: 'p', colour: 'red' } as never }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(6230);
  });

  it("a dry run of di_delete leaves the image's file, which the real deletion then removes", async () => {
    const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'dry-files' } })).rows[0]!.id;
    const up = await api.uploadDiskImage(new Blob([new Uint8Array(4096)]), { disk_image: 'dry-file.img', osf_id: osfId });
    const id = up.rows[0]!.id;
    const file = join(server.dataDir, 'images', `${id}-dry-file.img`);
    expect(existsSync(file)).toBe(true);
    expect(await api.dryRun('di_delete', { filters: { id } })).toMatchObject({ status: 0, total: 1, ids: [id] });
    await new Promise((r) => setTimeout(r, 200)); // the file step runs after the answer: none may come
    expect(existsSync(file)).toBe(true);
    expect((await api.diGetList({ filters: { id } })).total).toBe(1);
    await api.diDelete({ filters: { id } });
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(file)).toBe(false);
  });

  it('types dry_run on writes only', () => {
    // @ts-expect-error a read takes no dry_run
    const read = () => api.userGetList({ dry_run: true });
    // @ts-expect-error dryRun names actions that change data
    const notWrite = () => api.dryRun('user_get_list');
    expect(typeof read).toBe('function');
    expect(typeof notWrite).toBe('function');
  });
});
