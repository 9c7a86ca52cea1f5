// The original console (WAT, `wat/` of the theqvd/theqvd repository) served by the server itself
// (SVC_CONSOLE_DIR, `qvd` profile) and driven in headless Chromium as an operator drives it: each
// section's create dialog and each record's edit dialog is opened, filled and submitted, as the
// superadministrator of tenant `*` and as a tenant administrator (role `Master`). Each submit must answer
// status 0 and its change must read back through the API (docs/original-clients.md "Dialogs and commands").
// The console is extracted at run time from a local git copy of that repository (QVD_MIRROR: its git
// directory); nothing of it is kept here. Without it or without /usr/bin/chromium the file is skipped and
// says why. One server and one browser for the file.
//
// Two of the console's own defects shape the run (docs/original-clients.md "Defects of the console
// itself"): a details page whose record's log entries are all under 50 s old freezes the tab, so the log's
// times are set back through the database before the edit dialogs, which open from details pages.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, makeTenantAdmin, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';

const CHROMIUM = '/usr/bin/chromium';
const MIRROR = process.env.QVD_MIRROR ?? '';

/** Why the run cannot happen here, or undefined when it can. */
function missing(): string | undefined {
  if (!MIRROR) return 'QVD_MIRROR is not set (the git directory of a theqvd/theqvd copy)';
  if (spawnSync('git', ['--git-dir', MIRROR, 'rev-parse', '--verify', 'HEAD:wat/index.html'], { stdio: 'ignore' }).status !== 0) return `no wat/index.html in ${MIRROR}`;
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM}`;
  return undefined;
}

const why = missing();
if (why) console.warn(`original-console-dialogs.test.ts skipped: ${why}`);

let server: TestServer;
let browser: Browser;
let work: string;
let sid: string;
let tenantAdmin: { tenantId: number; login: string; password: string; sid: string };

/** What one dialog's submit answered, for the report of a failing run. */
interface Step {
  who: string;
  dialog: string;
  action: string;
  status: number | string;
  message?: string;
}

/** The console's API action of a request URL (every parameter is in its query). */
function actionOf(url: string): string | null {
  const u = new URL(url);
  if (u.pathname.startsWith('/api/di/')) return `di_create${u.pathname.slice('/api/di'.length)}`;
  return u.pathname.replace(/\/+$/, '') === '/api' ? u.searchParams.get('action') : null;
}

async function logIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.waitForSelector('input[name="admin_user"]', { timeout: 20_000 });
  await page.fill('input[name="admin_user"]', user);
  await page.fill('input[name="admin_password"]', password);
  // the console reloads itself once the credentialed call answers, and works from the reloaded page
  const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 20_000 });
  await page.click('.js-login-button');
  await reloaded;
  await page.waitForFunction(() => (window as any).Wat?.C?.loggedIn, null, { timeout: 20_000 });
}

/**
 * Waits until the console has no request in flight and its timers that follow an answer have run. Pages
 * draw their charts 50 ms after their data arrives and read the chart's element without checking that it
 * is still there (the details page's log graph, the home page's hosts chart): leaving a page inside that
 * window throws "Cannot read properties of undefined (reading 'indexOf')" in the console, so the run
 * leaves a page only once it is quiet, as an operator's eyes do.
 */
async function settle(page: Page): Promise<void> {
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForFunction(() => ((window as any).$?.active ?? 0) === 0, null, { timeout: 15_000 });
    await page.waitForTimeout(120);
    quiet = (await page.evaluate(() => ((window as any).$?.active ?? 0) === 0)) ? quiet + 1 : 0;
  }
}

/** Goes to a section or details page and waits for its button (`.js-button-new` or `.js-button-edit`). */
async function visit(page: Page, hash: string, button: string): Promise<boolean> {
  await settle(page);
  await page.evaluate((h) => (location.hash = h), hash);
  try {
    await page.waitForSelector(button, { state: 'visible', timeout: 8_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Clicks a button that opens a dialog, and clicks again if no dialog came: a page the console draws twice
 * (its template, then its data) may replace the button between our wait for it and the click.
 */
async function openDialog(page: Page, button: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.click(button);
    try {
      await page.waitForSelector('.ui-dialog .ui-dialog-buttonset button', { state: 'visible', timeout: 4_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/** Fills the open dialog's empty required texts and passwords; `description` gets `text`. */
async function fillDialog(page: Page, text: string, values: Record<string, string> = {}): Promise<void> {
  await page.waitForSelector('.ui-dialog .ui-dialog-buttonset button', { state: 'visible', timeout: 10_000 });
  // the editor draws its fields after the dialog opens (chosen selects, property rows)
  await page.waitForFunction(() => document.querySelectorAll('.ui-dialog input, .ui-dialog textarea, .ui-dialog select').length > 0, null, { timeout: 10_000 });
  await page.evaluate(({ text, values }) => {
    const slug = text.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    for (const e of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.ui-dialog input[type=text], .ui-dialog input[type=password], .ui-dialog input:not([type]), .ui-dialog textarea')) {
      if (!e.name || e.offsetParent === null) continue;
      if (values[e.name] !== undefined) e.value = values[e.name]!;
      else if (e.name === 'description') e.value = text;
      else if (!e.value && (e.hasAttribute('data-required') || e.type === 'password')) e.value = e.type === 'password' ? 'wat-pass-1' : `${slug}-${e.name}`.replace(/_/g, '-');
    }
  }, { text, values });
}

/** Sets the open dialog's `select[name=<name>]` to an option other than the current one; answers it. */
async function changeSelect(page: Page, name: string): Promise<string> {
  return page.evaluate((name) => {
    const select = document.querySelector<HTMLSelectElement>(`.ui-dialog select[name="${name}"]`)!;
    const other = [...select.options].map((o) => o.value).find((v) => v !== select.value && v !== '0')!;
    const $ = (window as any).$;
    $(select).val(other).trigger('change').trigger('chosen:updated');
    return other;
  }, name);
}

/** Clicks the dialog's `create`/`update` button and answers the API's answer to `action`. */
async function submit(page: Page, kind: 'create' | 'update', action: string): Promise<Envelope> {
  const answer = page.waitForResponse((r) => actionOf(r.url()) === action, { timeout: 15_000 });
  await page.click(`.ui-dialog-buttonset button:has(.js-button-${kind})`);
  const response = await answer;
  const body = (await response.json()) as Envelope;
  if (process.env.DIALOGS_VERBOSE && body.status !== 0) console.log(decodeURIComponent(response.url()), JSON.stringify(body));
  // the console closes the dialog itself on success (closing it too races its redraw); a refused one stays open
  if (body.status !== 0) await page.evaluate(() => document.querySelectorAll('.ui-dialog-content').forEach((d) => (window as any).$(d).dialog('close'))).catch(() => undefined);
  return body;
}

/** The log's times set back a day: details pages of records changed under 50 s ago freeze the console. */
async function ageTheLog(): Promise<void> {
  const [row] = await server.dbQuery('SELECT time FROM audit_log ORDER BY id LIMIT 1');
  const sample = String(row!.time);
  await server.dbExecute('UPDATE audit_log SET time = ?', [`2020-01-01${sample.slice(10, 11)}00:00:00`]);
}

async function one(action: string, filters: unknown, fields: string[]): Promise<Record<string, any>> {
  return (await expectOk(server, action, { sid, filters, fields })).rows[0];
}

/** The sections with a create dialog, in the order their records depend on each other. */
interface Creation {
  section: string;
  action: string;
  /** The details page of a created record (hash prefix), where its edit dialog opens. */
  details?: string;
  list: string;
  superOnly?: boolean;
}

const CREATIONS: Creation[] = [
  { section: 'tenants', action: 'tenant_create', details: 'tenant', list: 'tenant_get_list', superOnly: true },
  { section: 'osfs', action: 'osf_create', details: 'osf', list: 'osf_get_list' },
  { section: 'users', action: 'user_create', details: 'user', list: 'user_get_list' },
  { section: 'hosts', action: 'host_create', details: 'host', list: 'host_get_list', superOnly: true },
  { section: 'administrators', action: 'administrator_create', details: 'administrator', list: 'administrator_get_list' },
  { section: 'roles', action: 'role_create', details: 'role', list: 'role_get_list' },
  { section: 'properties', action: 'property_create', list: 'property_get_list' },
  { section: 'vms', action: 'vm_create', details: 'vm', list: 'vm_get_list' },
  // a new configuration token is a superadministrator's (7382 for others); the console offers `Master` no
  // New button there, as it offers it no tenants or hosts (no tenant ACL is a tenant's, no host ACL Master's)
  { section: 'config', action: 'config_set', list: 'config_get', superOnly: true },
];

describe.skipIf(why !== undefined)('the original console dialogs, served by the server', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'wat-dialogs-'));
    const archive = execFileSync('git', ['--git-dir', MIRROR, 'archive', 'HEAD', 'wat'], { maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
    execFileSync('tar', ['-x', '-C', work], { input: archive });
    [server, browser] = await Promise.all([
      startServer({ env: { SVC_CLIENT_PROFILE: 'qvd', SVC_CONSOLE_DIR: join(work, 'wat') } }),
      chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }),
    ]);
    sid = await server.superSid();
    const admin = await makeTenantAdmin(server, { tenant: 'acme', admin: 'acme-admin', roles: ['Master'] });
    tenantAdmin = { tenantId: admin.tenantId, login: 'acme-admin@acme', password: 'admin-pass-1', sid: admin.sid };
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const who of ['superadministrator', 'tenant administrator'] as const) {
    it(`opens and submits every create and edit dialog as ${who}`, async () => {
      const steps: Step[] = [];
      const record = (dialog: string, action: string, answer: Envelope) => {
        steps.push({ who, dialog, action, status: answer.status, ...(answer.status ? { message: answer.message } : {}) });
        if (process.env.DIALOGS_VERBOSE) console.log(steps.at(-1));
      };
      const superadmin = who === 'superadministrator';
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
      await logIn(page, superadmin ? 'superadmin@*' : tenantAdmin.login, superadmin ? SUPERADMIN_PASSWORD : tenantAdmin.password);
      const tag = superadmin ? 'sa' : 'ta';
      const made: Record<string, number> = {};

      for (const c of CREATIONS) {
        if (c.superOnly && !superadmin) continue;
        if (c.section === 'vms') {
          // a VM dialog offers the OS flavour's disk images: one is uploaded first, through the API, by the
          // same administrator (a details page whose record has only fresh log entries it can see freezes)
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(Buffer.from(`image of ${tag}`))]), `${tag}.img`);
          const args = encodeURIComponent(JSON.stringify({ disk_image: `${tag}.img`, osf_id: made['osfs'] }));
          const upload = (await (await server.fetch(`/api/di/upload?sid=${superadmin ? sid : tenantAdmin.sid}&arguments=${args}`, { method: 'POST', body: form })).json()) as Envelope;
          expect(upload.status).toBe(0);
          made['dis'] = upload.rows[0].id;
        }
        const text = `${tag} ${c.section} made in the console`;
        if (!(await visit(page, `#/${c.section}`, '.js-button-new'))) {
          steps.push({ who, dialog: `${c.section} create`, action: c.action, status: 'no New button' });
          continue;
        }
        await openDialog(page, '.js-button-new');
        // a configuration token's key is dotted words
        await fillDialog(page, text, c.section === 'config' ? { key: `${tag}.console.key`, value: '5' } : {});
        const answer = await submit(page, 'create', c.action);
        record(`${c.section} create`, c.action, answer);
        if (answer.status !== 0) continue;
        if (c.section === 'config') {
          expect((await one('config_get', { key: `${tag}.console.key`, tenant_id: -1 }, [])).operative_value).toBe('5');
          continue;
        }
        const id = answer.rows[0].id as number;
        made[c.section] = id;
        expect((await one(c.list, { id }, ['id'])).id).toBe(id);
      }

      await ageTheLog();
      const editable = CREATIONS.filter((c) => c.details && made[c.section] !== undefined).map((c) => ({ details: c.details!, id: made[c.section]!, list: c.list }));
      if (made['dis'] !== undefined) editable.push({ details: 'di', id: made['dis'], list: 'di_get_list' });
      for (const e of editable) {
        const action = `${e.details}_update`;
        if (!(await visit(page, `#/${e.details}/${e.id}`, '.js-button-edit'))) {
          steps.push({ who, dialog: `${e.details} edit`, action, status: 'no Edit button' });
          continue;
        }
        const text = `${tag} ${e.details} edited in the console`;
        await openDialog(page, '.js-button-edit');
        await fillDialog(page, text);
        const answer = await submit(page, 'update', action);
        record(`${e.details} edit`, action, answer);
        if (answer.status === 0) expect((await one(e.list, { id: e.id }, ['description'])).description).toBe(text);
      }

      // the profile and WAT settings: their page size, read back through the API (the WAT settings are the
      // caller's tenant's, tenant 0 for the superadministrator, as the console reads them)
      const login = superadmin ? { login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*' } : { login: 'acme-admin', password: tenantAdmin.password, tenant: 'acme' };
      for (const s of [
        { hash: '#/profile', dialog: 'profile edit', action: 'myadmin_update', stored: 'admin_block' },
        { hash: '#/watconfig', dialog: 'WAT settings edit', action: 'config_wat_update', stored: 'tenant_block' },
      ]) {
        if (!(await visit(page, s.hash, '.js-button-edit'))) {
          steps.push({ who, dialog: s.dialog, action: s.action, status: 'no Edit button' });
          continue;
        }
        await openDialog(page, '.js-button-edit');
        await fillDialog(page, '');
        const block = await changeSelect(page, 'block');
        const answer = await submit(page, 'update', s.action);
        record(s.dialog, s.action, answer);
        if (answer.status === 0) expect(String((await expectOk(server, 'current_admin_setup', login))[s.stored])).toBe(block);
      }

      // the views: a list column shown or hidden, in the defaults of the caller's tenant and in the caller's own
      const callerSid = superadmin ? sid : tenantAdmin.sid;
      for (const v of [
        { hash: '#/views', action: 'tenant_attribute_view_set', list: 'tenant_view_get_list' },
        // the caller's own views are read back as the console reads them, merged into its setup
        { hash: '#/myviews', action: 'admin_attribute_view_set', list: 'current_admin_setup' },
      ]) {
        const box = '.js-customize-columns .js-field-check:not(.js-is-property) > input';
        if (!(await visit(page, v.hash, box))) {
          steps.push({ who, dialog: `${v.hash} column`, action: v.action, status: 'no column checkbox' });
          continue;
        }
        await settle(page);
        const target = page.locator(`${box}:visible`).first();
        const { field, checked } = await target.evaluate((e: HTMLInputElement) => ({ field: e.parentElement!.dataset['name']!, checked: e.checked }));
        const section = await page.$eval('select[name="obj-qvd-select"]', (e) => (e as HTMLSelectElement).value);
        const response = page.waitForResponse((r) => actionOf(r.url()) === v.action, { timeout: 15_000 });
        await target.click();
        const answer = (await (await response).json()) as Envelope;
        record(`${v.hash} column ${section}.${field}`, v.action, answer);
        if (answer.status !== 0) continue;
        const read = await expectOk(server, v.list, v.list === 'current_admin_setup' ? { sid: callerSid } : { sid: callerSid, filters: { field, view_type: 'list_column', device_type: 'desktop' } });
        const rows = ((v.list === 'current_admin_setup' ? read['views'] : read.rows) as Record<string, unknown>[]).filter((r) => r['field'] === field && r['view_type'] === 'list_column' && r['device_type'] === 'desktop');
        expect(rows.find((r) => (r['qvd_object'] ?? r['svc_object']) === section)?.['visible'], `${v.list} ${section}.${field}`).toBe(checked ? 0 : 1);
      }

      // a configuration token's value changed in the config section and saved ("Save all", then Accept): the
      // superadministrator's new token, and for a tenant administrator a token of the section's first prefix
      {
        let shown = await visit(page, '#/config', '.js-button-save');
        if (shown) {
          await settle(page);
          if (superadmin) await page.click(`.lateral-menu-option[data-prefix="${tag}"]`);
          shown = await page.waitForSelector(superadmin ? `input.js-token-value[data-token="${tag}.console.key"]` : 'input.js-token-value', { state: 'visible', timeout: 8_000 }).then(() => true, () => false);
        }
        if (shown) {
          const input = page.locator(superadmin ? `input.js-token-value[data-token="${tag}.console.key"]` : 'input.js-token-value:visible').first();
          const key = (await input.getAttribute('data-token'))!;
          const value = `${tag}-console-value`;
          await input.fill(value);
          await page.click('.js-button-save');
          const response = page.waitForResponse((r) => actionOf(r.url()) === 'config_set', { timeout: 15_000 });
          await page.click('.ui-dialog-buttonset button:has(.js-button-accept)');
          const answer = (await (await response).json()) as Envelope;
          record(`config token ${key} edit`, 'config_set', answer);
          const tenant = superadmin ? -1 : tenantAdmin.tenantId;
          if (answer.status === 0) expect((await one('config_get', { key, tenant_id: tenant }, [])).operative_value).toBe(value);
        } else steps.push({ who, dialog: 'config token edit', action: 'config_set', status: 'no token input' });
      }

      await settle(page);
      await page.close();
      console.log(steps.map((s) => `${s.who}: ${s.dialog} → ${s.action} ${s.status}${s.message ? ` (${s.message})` : ''}`).join('\n'));
      expect(steps.filter((s) => s.status !== 0)).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 240_000);
  }
});
