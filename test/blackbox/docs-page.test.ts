// GET /api/docs (docs/decisions.md "Reference as a web page"): the generated reference served by the
// real server. Over plain HTTP: the redirect to /api/docs/, content types, ETag and 304, gzip, HEAD, no
// credentials needed, 404 for unknown pages and every path-traversal spelling, 405 for other methods,
// and precedence over a console folder. In headless Chromium (Debian's /usr/bin/chromium, or
// SVC_TEST_CHROMIUM): the search box finds user_get_list, its result leads to the action's heading with
// its ACLs and example, a status code's link leads to its row on the errors page, Enter opens the first
// result, nothing is loaded from another origin, and without JavaScript the pages read and the search box
// stays hidden. A missing Chromium fails the test unless SVC_TEST_NO_BROWSER=1.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, errors } from '../../generated/registry.js';
import { ROOT, startServer, type TestServer } from './harness.js';

const CHROMIUM = process.env.SVC_TEST_CHROMIUM ?? '/usr/bin/chromium';
const NO_BROWSER = process.env.SVC_TEST_NO_BROWSER === '1';

let srv: TestServer;
let withConsole: TestServer;
const consoleFolder = mkdtempSync(join(tmpdir(), 'svc-console-'));

beforeAll(async () => {
  writeFileSync(join(consoleFolder, 'index.html'), '<!doctype html><title>console</title>');
  // a decoy: the console folder holding its own api/docs must not shadow the reference
  mkdirSync(join(consoleFolder, 'api', 'docs'), { recursive: true });
  writeFileSync(join(consoleFolder, 'api', 'docs', 'index.html'), '<!doctype html><title>decoy</title>');
  [srv, withConsole] = await Promise.all([startServer(), startServer({ env: { SVC_CONSOLE_DIR: consoleFolder } })]);
});

afterAll(async () => {
  await Promise.all([srv?.stop(), withConsole?.stop()]);
});

/** A request with the path sent as written (fetch would normalise `..` away) and no decompression. */
function raw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const committed = (path: string) => readFileSync(join(ROOT, 'generated/docs-html', path));

describe('GET /api/docs over HTTP', () => {
  it('redirects /api/docs to /api/docs/, which is the index, without credentials', async () => {
    const moved = await srv.fetch('/api/docs', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, `${srv.url}/api/docs`).pathname).toBe('/api/docs/');
    const index = await srv.fetch('/api/docs/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe(committed('index.html').toString());
  });

  it('serves every page and asset with its content type, and a page without its .html', async () => {
    const types: [string, string, string][] = [
      ['/api/docs/users.html', 'users.html', 'text/html; charset=utf-8'],
      ['/api/docs/users', 'users.html', 'text/html; charset=utf-8'],
      ['/api/docs/errors.html', 'errors.html', 'text/html; charset=utf-8'],
      ['/api/docs/routes.html', 'routes.html', 'text/html; charset=utf-8'],
      ['/api/docs/assets/docs.css', 'assets/docs.css', 'text/css; charset=utf-8'],
      ['/api/docs/assets/search.js', 'assets/search.js', 'text/javascript; charset=utf-8'],
      ['/api/docs/assets/search-index.json', 'assets/search-index.json', 'application/json; charset=utf-8'],
      ['/api/docs/assets/icon.svg', 'assets/icon.svg', 'image/svg+xml'],
    ];
    for (const [path, file, type] of types) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['content-security-policy'], path).toMatch(/default-src 'none'/);
      expect(res.body.equals(committed(file)), path).toBe(true);
    }
  });

  it('is cacheable: a strong ETag, a short lifetime, 304 on a matching If-None-Match, gzip when asked', async () => {
    const first = await raw('/api/docs/vms.html');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await raw('/api/docs/vms.html', 'GET', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw('/api/docs/vms.html', 'GET', { 'if-none-match': '"other"' })).status).toBe(200);
    const packed = await raw('/api/docs/vms.html', 'GET', { 'accept-encoding': 'gzip, deflate' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['vary']).toBe('Accept-Encoding');
    expect(packed.headers['etag']).not.toBe(etag);
    expect(gunzipSync(packed.body).equals(committed('vms.html'))).toBe(true);
    expect((await raw('/api/docs/vms.html', 'GET', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers and length of GET, and 405 to other methods', async () => {
    const head = await raw('/api/docs/users.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(committed('users.html').length);
    expect(head.body.length).toBe(0);
    const post = await raw('/api/docs/users.html', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD, OPTIONS');
  });

  it('answers 404 with 4100 for a page the reference does not have', async () => {
    for (const path of ['/api/docs/nope.html', '/api/docs/users.md', '/api/docs/assets/', '/api/docs/index', '/api/docs/USERS.html']) {
      const res = await srv.fetch(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { status: number }).status, path).toBe(4100);
    }
  });

  it('serves nothing but the reference: no .., encoded or not, no absolute path, no NUL', async () => {
    const secret = readFileSync(join(ROOT, 'package.json'), 'utf8').slice(0, 40);
    const attempts = [
      '/api/docs/../../package.json',
      '/api/docs/../registry.ts',
      '/api/docs/%2e%2e/%2e%2e/package.json',
      '/api/docs/..%2f..%2fpackage.json',
      '/api/docs/assets/../../../package.json',
      '/api/docs/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/docs/%2fetc%2fpasswd',
      '/api/docs//etc/passwd',
      '/api/docs/users.html%00.json',
      '/api/docs/%ZZ',
    ];
    for (const path of attempts) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain(secret);
      expect(res.body.toString(), path).not.toContain('root:');
    }
  });

  it('answers every /api/docs address README.md names, the guides folder included, and each fragment is an anchor of its page', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // full URLs (http://127.0.0.1:8080/api/docs/...) and paths in code spans (`/api/docs/guides/`)
    const addresses = new Set(
      [...readme.matchAll(/https?:\/\/[\w.:-]+(\/api\/docs[^\s`)"'<>]*)/g), ...readme.matchAll(/`(\/api\/docs[^\s`]*)`/g)].map((m) => m[1]!.replace(/[.,;:]$/, '')),
    );
    expect(addresses).toContain('/api/docs/guides/');
    const failed: string[] = [];
    for (const address of addresses) {
      const [path, fragment] = address.split('#') as [string, string | undefined];
      const res = await srv.fetch(path, { redirect: 'follow' });
      const body = await res.text();
      if (res.status !== 200) failed.push(`${address}: HTTP ${res.status}`);
      else if (fragment && !body.includes(`id="${fragment}"`)) failed.push(`${address}: no element with id ${fragment}`);
    }
    expect(failed).toEqual([]);
    // the guides' index links every guide
    const guides = await (await srv.fetch('/api/docs/guides/')).text();
    for (const page of ['requests', 'authentication', 'filters', 'live-lists', 'images']) expect(guides).toContain(`href="${page}.html"`);
  });

  it('takes precedence over a console folder served at /', async () => {
    const docs = await withConsole.fetch('/api/docs/');
    expect(await docs.text()).toContain('<title>svc-admin API reference</title>');
    expect(await (await withConsole.fetch('/')).text()).toContain('<title>console</title>');
  });
});

describe('GET /api/docs in a browser', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (NO_BROWSER) return;
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install chromium, or set SVC_TEST_NO_BROWSER=1 to skip`);
    browser = await chromium.launch({ executablePath: CHROMIUM });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.skipIf(NO_BROWSER)('finds an action with the search box and shows its heading, ACLs and example; a code links to its row on the errors page', async () => {
    const page = await browser!.newPage();
    const elsewhere: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(srv.url)) elsewhere.push(r.url());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });

    await page.goto(`${srv.url}/api/docs`);
    expect(new URL(page.url()).pathname).toBe('/api/docs/');
    await expect(page.locator('h1').textContent()).resolves.toContain('API reference');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('user_get_list');
    const first = page.locator('#search-results a').first();
    await first.waitFor();
    expect(await first.textContent()).toBe('user_get_list');
    await first.click();
    await page.waitForURL('**/api/docs/users.html#user_get_list');

    const action = actions.user_get_list;
    const heading = page.locator('h2#user_get_list');
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toContain('user_get_list');
    // the action's section: from its heading to the next action's
    const section = page.locator('xpath=//h2[@id="user_get_list"]/following-sibling::*[preceding-sibling::h2[1][@id="user_get_list"]]');
    const text = (await section.allTextContents()).join('\n');
    expect(text).toContain('ACLs (any of)');
    for (const acl of action.acls) expect(text).toContain(acl);
    expect(text).toContain('Example');
    expect(text).toContain("--data-urlencode 'action=user_get_list'");
    expect(text).not.toContain("--data-urlencode 'action=user_get_details'");

    // a status code of the action leads to its row on the errors page
    await section.locator('a', { hasText: /^4210$/ }).first().click();
    await page.waitForURL('**/api/docs/errors.html#status-4210');
    const row = page.locator('tr', { has: page.locator('#status-4210') });
    expect(await row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(errors[4210].message);
    expect(await row.textContent()).toContain(errors[4210].name);

    // Enter opens the best match: a status code by its number
    await search.fill('3300');
    await page.locator('#search-results a').first().waitFor();
    await search.press('Enter');
    await page.waitForURL('**/api/docs/errors.html#status-3300');
    expect(await page.locator('tr', { has: page.locator('#status-3300') }).textContent()).toContain(errors[3300].message);

    // and the navigation leads to the routes page's live-lists section
    await page.getByRole('navigation', { name: 'Reference pages' }).getByRole('link', { name: 'Routes besides /api' }).click();
    await page.waitForURL('**/api/docs/routes.html');
    expect(await page.locator('#live-lists + h2').textContent()).toContain('/api/ws');

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it.skipIf(NO_BROWSER)('reads without JavaScript: pages and links work, the search box stays hidden', async () => {
    const context = await browser!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${srv.url}/api/docs/`);
    expect(await page.locator('form.search').isVisible()).toBe(false);
    await page.locator('main').getByRole('link', { name: 'users', exact: true }).click();
    await page.waitForURL('**/api/docs/users.html');
    expect(await page.locator('h2#user_get_list').isVisible()).toBe(true);
    await context.close();
  }, 60_000);
});
