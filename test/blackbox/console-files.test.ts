// SVC_CONSOLE_DIR (docs/decisions.md "Client profiles"): the server serves a web console's folder at `/`
// beside the API, with its own config.json pointing the console at this origin. Tested with a console
// folder of the test's own: files with their types, `/` as index.html, POST on index.html, the API
// untouched, nothing outside the folder (`..`, encoded or not, a symbolic link out of it), and a bad
// setting stopping start-up.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExpectingExit, startServer, type TestServer } from './harness.js';

let srv: TestServer;
let plain: TestServer;
const folder = mkdtempSync(join(tmpdir(), 'svc-console-'));
const outside = mkdtempSync(join(tmpdir(), 'svc-outside-'));

beforeAll(async () => {
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>console</title>');
  mkdirSync(join(folder, 'lib'));
  writeFileSync(join(folder, 'lib', 'app.js'), 'console.log("console");');
  writeFileSync(join(folder, 'config.json'), '{"apiUrl": "http://elsewhere.example"}');
  writeFileSync(join(outside, 'secret.txt'), 'not for the web');
  symlinkSync(join(outside, 'secret.txt'), join(folder, 'lib', 'leak.txt'));
  [srv, plain] = await Promise.all([startServer({ env: { SVC_CONSOLE_DIR: folder } }), startServer()]);
});

afterAll(async () => {
  await Promise.all([srv?.stop(), plain?.stop()]);
});

/** A GET with the path sent as written (fetch would normalise `..` away). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SVC_CONSOLE_DIR', () => {
  it('serves the folder at / with content types, index.html for /, and POST on index.html', async () => {
    const index = await srv.fetch('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('<title>console</title>');
    const script = await srv.fetch('/lib/app.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe('console.log("console");');
    const posted = await srv.fetch('/index.html', { method: 'POST', body: new URLSearchParams({ user: 'x' }) });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('<title>console</title>');
  });

  it('answers its own config.json, pointing the console at this origin', async () => {
    const res = await srv.fetch('/config.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ apiUrl: '', digApiCode: 'dig' });
  });

  it('leaves the API as it is, and unknown paths as 404 envelopes', async () => {
    expect((await srv.api('tenant_get_list', { sid: await srv.superSid() })).status).toBe(0);
    const info = await srv.fetch('/api/info');
    expect(((await info.json()) as { status: number }).status).toBe(0);
    const missing = await srv.fetch('/lib/none.js');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { status: number }).status).toBe(4100);
  });

  it('serves nothing outside the folder: no .., encoded or not, no symbolic link out', async () => {
    for (const path of ['/../' + outside.split('/').pop() + '/secret.txt', '/lib/%2e%2e/%2e%2e/' + outside.split('/').pop() + '/secret.txt', '/lib/leak.txt', '/%00index.html']) {
      const res = await rawGet(srv, path);
      expect(res.body, path).not.toContain('not for the web');
      expect(res.status, path).toBe(404);
    }
  });

  it('is off by default: / is a 404 envelope', async () => {
    const res = await plain.fetch('/');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: number }).status).toBe(4100);
  });

  it('stops start-up when it names no folder', async () => {
    const run = await startExpectingExit({ SVC_CONSOLE_DIR: join(folder, 'missing') });
    expect(run.code).toBe(1);
    expect(run.output).toContain('SVC_CONSOLE_DIR must name a folder holding the web console');
  });
});
