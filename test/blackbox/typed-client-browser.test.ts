// The typed client in a browser (headless Chromium): the package's JavaScript served as it is, loaded as
// a module by a page of the server's own origin (SVC_CONSOLE_DIR), with the browser's own fetch,
// WebSocket and File: login, a list, a live list with a push, an upload checked byte for byte, and an
// ApiError. Skipped where /usr/bin/chromium is missing (CI installs it).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

const CHROMIUM = '/usr/bin/chromium';
const UPLOAD_SIZE = 200 * 1024 + 7;

let server: TestServer;
let browser: Browser;
let pageDir: string;

describe.skipIf(!existsSync(CHROMIUM))('the typed client in a browser', () => {
  beforeAll(async () => {
    pageDir = mkdtempSync(join(tmpdir(), 'svc-client-page-'));
    const clientDir = join(ROOT, 'generated/client');
    for (const file of readdirSync(clientDir)) if (file.endsWith('.js')) copyFileSync(join(clientDir, file), join(pageDir, file));
    // the page loads the package as a module and hands it to the test (an import() inside the evaluated
    // function would be rewritten by the test runner's transform)
    writeFileSync(
      join(pageDir, 'index.html'),
      '<!doctype html><title>client</title><script type="module">import * as client from "./index.js"; window.svcClient = client;</script>\n',
    );
    server = await startServer({ env: { SVC_CONSOLE_DIR: pageDir } });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (pageDir) rmSync(pageDir, { recursive: true, force: true });
  });

  it('logs in, lists, watches a list live, uploads a File and throws ApiError, with the browser own APIs', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => 'svcClient' in window);
    const result = await page.evaluate(
      async ({ password, size }) => {
        const { SvcAdminClient, ApiError } = (window as any).svcClient;
        const api = new SvcAdminClient({ url: location.origin });
        await api.login('superadmin', password, '*');
        const tenantId = (await api.tenantCreate({ arguments: { name: 'browser' } })).rows[0].id;
        const osfId = (await api.osfCreate({ arguments: { tenant_id: tenantId, name: 'page-osf' } })).rows[0].id;

        const open = () => api.watch('user_get_list', { filters: { tenant_id: tenantId }, fields: ['name'], order_by: 'name' });
        const live = open();
        const first: any = (await live.next()).value;
        await api.userCreate({ arguments: { tenant_id: tenantId, name: 'in-browser', password: 'pass-1234' } });
        const pushed = (await live.next()).value;
        await live.return();

        const bytes = new Uint8Array(size).map((_, i) => (i * 7) % 251);
        const uploaded = await api.uploadDiskImage(new File([bytes], 'page.img'), { disk_image: 'page.img', osf_id: osfId });
        const listed = await api.userGetList({ filters: { tenant_id: tenantId }, fields: ['name'] });

        let error = null;
        try {
          await api.userCreate({ arguments: { tenant_id: tenantId, name: 'in-browser', password: 'pass-1234' } });
        } catch (e) {
          error = { isApiError: e instanceof ApiError, status: (e as { status: number }).status };
        }
        await api.logout();
        return { first: first.rows, pushed: pushed.rows, listed: listed.rows, uploadedId: uploaded.rows[0].id, error, sidAfterLogout: api.sid ?? null };
      },
      { password: SUPERADMIN_PASSWORD, size: UPLOAD_SIZE },
    );
    expect(result.first).toEqual([]);
    expect(result.pushed).toEqual([{ name: 'in-browser' }]);
    expect(result.listed).toEqual([{ name: 'in-browser' }]);
    expect(result.error).toEqual({ isApiError: true, status: 7200 }); // the name is taken
    expect(result.sidAfterLogout).toBeNull();
    const expected = Buffer.from(Uint8Array.from({ length: UPLOAD_SIZE }, (_, i) => (i * 7) % 251));
    const stored = readFileSync(join(server.dataDir, 'images', `${result.uploadedId}-page.img`));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(expected).digest('hex'));
    await page.close();
  });
});
