// The configuration family (generated/docs/config.md, generated/docs/guides/errors.md, generated/docs/guides/requests.md, docs/decisions.md "Authorization", "Configuration"):
// config_get (scope per caller, filters, order, paging, fields, the masked TLS key), config_set and
// config_delete (core and custom tokens, token scopes, the multitenant switch and its immediate effect),
// config_ssl (validation, storage, HTTPS from the next start on the same database) and the WAT settings
// of a tenant (config_wat_get_details / config_wat_update), with every error code they raise.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

type Row = Record<string, any>;

const GLOBAL_KEYS = [
  'api.public.name',
  'api.public.support',
  'auth.totp.required.global',
  'job.retention.days',
  'ssl.ca',
  'ssl.cert',
  'ssl.crl',
  'ssl.key',
  'vm.network.ip.start',
  'vm.network.mac.prefix',
  'vm.network.netmask',
  'wat.multitenant',
];
/** The directory login tokens (test/blackbox/ldap-login.test.ts checks their values). */
const LDAP_KEYS = [
  'auth.ldap.bind_dn',
  'auth.ldap.bind_password',
  'auth.ldap.enabled',
  'auth.ldap.group_attribute',
  'auth.ldap.group_roles',
  'auth.ldap.group_search_base',
  'auth.ldap.group_search_filter',
  'auth.ldap.login_attribute',
  'auth.ldap.provision',
  'auth.ldap.search_base',
  'auth.ldap.search_filter',
  'auth.ldap.starttls',
  'auth.ldap.timeout',
  'auth.ldap.tls.ca',
  'auth.ldap.url',
];
/** The single sign-on tokens (test/blackbox/oidc.test.ts checks their values). */
const OIDC_KEYS = [
  'auth.oidc.client_id',
  'auth.oidc.client_secret',
  'auth.oidc.enabled',
  'auth.oidc.issuer',
  'auth.oidc.name_claim',
  'auth.oidc.provisioning',
  'auth.oidc.redirect_base',
  'auth.oidc.role_mapping',
  'auth.oidc.roles_claim',
  'auth.oidc.scopes',
];
const TENANT_KEYS = [...LDAP_KEYS, ...OIDC_KEYS, 'auth.totp.required', 'wat.block', 'wat.language'];

function caller(server: TestServer, sid: string) {
  return {
    api: (action: string, params: Record<string, unknown> = {}) => server.api(action, { sid, ...params }),
    async ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
      const env = await server.api(action, { sid, ...params });
      if (env.status !== 0) throw new Error(`${action} ${JSON.stringify(params)} → ${JSON.stringify(env)}`);
      return env;
    },
    async status(action: string, params: Record<string, unknown> = {}): Promise<number> {
      return (await server.api(action, { sid, ...params })).status;
    },
  };
}

const keys = (env: Envelope) => env.rows.map((r: Row) => r.key);

describe('configuration tokens in multitenant mode', () => {
  let server: TestServer;
  let su: ReturnType<typeof caller>;
  let a: ReturnType<typeof caller>; // tenant admin of cfg-a with config.svc. and config.wat.
  let b: ReturnType<typeof caller>; // the same in cfg-b
  let none: ReturnType<typeof caller>; // tenant admin of cfg-a without configuration ACLs
  let ta: number;
  let tb: number;

  beforeAll(async () => {
    server = await startServer();
    su = caller(server, await server.superSid());
    const madeA = await makeTenantAdmin(server, { tenant: 'cfg-a', admin: 'cfg-admin-a', acls: ['config.svc.', 'config.wat.'] });
    const madeB = await makeTenantAdmin(server, { tenant: 'cfg-b', admin: 'cfg-admin-b', acls: ['config.svc.', 'config.wat.'] });
    const madeNone = await makeTenantAdmin(server, { tenant: 'cfg-a', admin: 'cfg-nobody', acls: ['user.see-main.'] });
    ta = madeA.tenantId;
    tb = madeB.tenantId;
    a = caller(server, madeA.sid);
    b = caller(server, madeB.sid);
    none = caller(server, madeNone.sid);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('config_get', () => {
    it('shows a superadministrator the global tokens (tenant -1) with their defaults, ordered by key', async () => {
      const env = await su.ok('config_get');
      expect(keys(env)).toEqual(GLOBAL_KEYS);
      expect(env.total).toBe(GLOBAL_KEYS.length);
      const byKey = Object.fromEntries(env.rows.map((r: Row) => [r.key, r]));
      expect(byKey['wat.multitenant']).toEqual({ key: 'wat.multitenant', tenant_id: -1, operative_value: '1', default_value: '1', is_default: 1 });
      expect(byKey['api.public.name']).toEqual({ key: 'api.public.name', tenant_id: -1, operative_value: 'svc', default_value: 'svc', is_default: 1 });
      expect(byKey['ssl.key']).toEqual({ key: 'ssl.key', tenant_id: -1, operative_value: null, default_value: null, is_default: 1 });
    });

    it("shows a tenant administrator their own tenant's tenant-scoped tokens only", async () => {
      const env = await a.ok('config_get');
      expect(keys(env)).toEqual(TENANT_KEYS);
      for (const row of env.rows) expect(row.tenant_id).toBe(ta);
      const byKey = Object.fromEntries(env.rows.map((r: Row) => [r.key, r]));
      expect(byKey['wat.block']).toEqual({ key: 'wat.block', tenant_id: ta, operative_value: '10', default_value: '10', is_default: 1 });
      expect(byKey['wat.language']).toEqual({ key: 'wat.language', tenant_id: ta, operative_value: 'auto', default_value: 'auto', is_default: 1 });
      expect(byKey['auth.ldap.bind_password']).toEqual({ key: 'auth.ldap.bind_password', tenant_id: ta, operative_value: null, default_value: null, is_default: 1 });
      expect(byKey['auth.oidc.client_secret']).toEqual({ key: 'auth.oidc.client_secret', tenant_id: ta, operative_value: null, default_value: null, is_default: 1 });
      expect(byKey['auth.totp.required']).toEqual({ key: 'auth.totp.required', tenant_id: ta, operative_value: '0', default_value: '0', is_default: 1 });
    });

    it('lets a superadministrator pick tenants with tenant_id (one, several, or -1)', async () => {
      const one = await su.ok('config_get', { filters: { tenant_id: ta } });
      expect(one.rows.map((r: Row) => [r.key, r.tenant_id])).toEqual(TENANT_KEYS.map((k) => [k, ta]));
      const two = await su.ok('config_get', { filters: { tenant_id: [ta, tb] }, order_by: { field: 'key' }, block: 100 });
      expect(two.total).toBe(2 * TENANT_KEYS.length);
      expect(two.rows.map((r: Row) => [r.key, r.tenant_id])).toEqual(TENANT_KEYS.flatMap((k) => [[k, ta], [k, tb]]));
      expect(keys(await su.ok('config_get', { filters: { tenant_id: -1 } }))).toEqual(GLOBAL_KEYS);
      expect((await su.ok('config_get', { filters: { tenant_id: 987654 } })).total).toBe(0);
    });

    it('filters on every token, orders by key both ways, pages and narrows fields', async () => {
      expect(keys(await su.ok('config_get', { filters: { key: { '~': 'ssl.%' } } }))).toEqual(['ssl.ca', 'ssl.cert', 'ssl.crl', 'ssl.key']);
      expect(keys(await su.ok('config_get', { filters: { operative_value: 'svc' } }))).toEqual(['api.public.name']);
      expect(keys(await su.ok('config_get', { filters: { default_value: null } }))).toEqual(['ssl.ca', 'ssl.cert', 'ssl.crl', 'ssl.key']);
      expect(keys(await su.ok('config_get', { filters: { is_default: 0 } }))).toEqual([]);
      expect(keys(await su.ok('config_get', { filters: { '-or': ['key', 'wat.multitenant', 'key', 'api.public.name'] } }))).toEqual([
        'api.public.name',
        'wat.multitenant',
      ]);
      const desc = await su.ok('config_get', { order_by: { field: 'key', order: '-desc' } });
      expect(keys(desc)).toEqual([...GLOBAL_KEYS].reverse());
      const page = await su.ok('config_get', { offset: 2, block: 3 });
      expect(page.total).toBe(GLOBAL_KEYS.length);
      expect(keys(page)).toEqual(GLOBAL_KEYS.slice(3, 6));
      const narrow = await su.ok('config_get', { fields: ['key', 'is_default'], filters: { key: 'wat.multitenant' } });
      expect(narrow.rows).toEqual([{ key: 'wat.multitenant', is_default: 1 }]);
    });

    it('refuses unknown filters, fields and order tokens, a tenant filter from a tenant administrator and callers without the ACL', async () => {
      expect(await su.status('config_get', { filters: { value: 'x' } })).toBe(6210);
      expect(await su.status('config_get', { fields: ['value'] })).toBe(6250);
      expect(await su.status('config_get', { order_by: { field: 'tenant_id' } })).toBe(6610);
      expect(await su.status('config_get', { filters: { is_default: 'maybe' } })).toBe(6320);
      expect(await a.status('config_get', { filters: { tenant_id: tb } })).toBe(4220);
      expect(await none.status('config_get')).toBe(4210);
      expect(await su.status('config_get', { arguments: { key: 'x' } })).toBe(6230);
    });
  });

  describe('config_set', () => {
    it("sets a tenant token of the caller's own tenant, invisible to other tenants", async () => {
      const env = await a.ok('config_set', { arguments: { key: 'wat.block', value: '25' } });
      expect(env.rows).toEqual([{ tenant_id: ta, key: 'wat.block' }]);
      expect(env.total).toBe(1);
      const mine = await a.ok('config_get', { filters: { key: 'wat.block' } });
      expect(mine.rows).toEqual([{ key: 'wat.block', tenant_id: ta, operative_value: '25', default_value: '10', is_default: 0 }]);
      const theirs = await b.ok('config_get', { filters: { key: 'wat.block' } });
      expect(theirs.rows[0]).toMatchObject({ tenant_id: tb, operative_value: '10', is_default: 1 });
      const seen = await su.ok('config_get', { filters: { tenant_id: [ta, tb], is_default: 0 } });
      expect(seen.rows.map((r: Row) => [r.key, r.tenant_id, r.operative_value])).toEqual([['wat.block', ta, '25']]);
    });

    it('setting again replaces the value; numbers are taken as text; keys compare case-insensitively', async () => {
      await a.ok('config_set', { arguments: { key: 'WAT.Block', value: 30 } });
      const row = (await a.ok('config_get', { filters: { key: 'wat.block' } })).rows[0];
      expect(row.operative_value).toBe('30');
      // the default value set explicitly reads as default
      await a.ok('config_set', { arguments: { key: 'wat.language', value: 'auto' } });
      expect((await a.ok('config_get', { filters: { key: 'wat.language' } })).rows[0].is_default).toBe(1);
    });

    it('lets a superadministrator set any tenant, and global tokens in tenant -1', async () => {
      expect((await su.ok('config_set', { arguments: { tenant_id: tb, key: 'wat.language', value: 'es' } })).rows).toEqual([
        { tenant_id: tb, key: 'wat.language' },
      ]);
      expect((await b.ok('config_get', { filters: { key: 'wat.language' } })).rows[0].operative_value).toBe('es');
      await su.ok('config_set', { arguments: { tenant_id: -1, key: 'api.public.support', value: 'help@example.org' } });
      const info = (await (await server.fetch('/api/info')).json()) as Envelope;
      expect(JSON.stringify(info.public_configuration)).toContain('help@example.org');
      const row = (await su.ok('config_get', { filters: { key: 'api.public.support' } })).rows[0];
      expect(row).toEqual({ key: 'api.public.support', tenant_id: -1, operative_value: 'help@example.org', default_value: '', is_default: 0 });
    });

    it('creates custom tokens in any tenant; they have no default', async () => {
      await a.ok('config_set', { arguments: { key: 'custom.theme.color', value: 'blue' } });
      await su.ok('config_set', { arguments: { tenant_id: -1, key: 'custom.motd', value: 'hello' } });
      const mine = await a.ok('config_get', { filters: { key: { '~': 'custom.%' } } });
      expect(mine.rows).toEqual([{ key: 'custom.theme.color', tenant_id: ta, operative_value: 'blue', default_value: null, is_default: 0 }]);
      expect((await b.ok('config_get', { filters: { key: { '~': 'custom.%' } } })).total).toBe(0);
      expect(keys(await su.ok('config_get', { filters: { key: { '~': 'custom.%' } } }))).toEqual(['custom.motd']);
    });

    it('refuses keys that are neither core nor custom (7382) and malformed custom keys (6380)', async () => {
      expect(await a.status('config_set', { arguments: { key: 'wat.unknown', value: '1' } })).toBe(7382);
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'something', value: '1' } })).toBe(7382);
      expect(await a.status('config_set', { arguments: { key: 'custom.', value: '1' } })).toBe(6380);
      expect(await a.status('config_set', { arguments: { key: 'custom.with space', value: '1' } })).toBe(6380);
      expect(await a.status('config_set', { arguments: { key: `custom.${'x'.repeat(200)}`, value: '1' } })).toBe(6380);
    });

    it('puts each core token in the tenant its scope says (6330), never in tenant 0, and only in existing tenants (7110)', async () => {
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'wat.block', value: '5' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: ta, key: 'api.public.name', value: 'x' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: ta, key: 'wat.multitenant', value: '1' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: 0, key: 'custom.x', value: '1' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: 987654, key: 'custom.x', value: '1' } })).toBe(7110);
    });

    it('needs tenant_id from a superadministrator (6240) and refuses it from a tenant administrator (4230)', async () => {
      expect(await su.status('config_set', { arguments: { key: 'wat.block', value: '5' } })).toBe(6240);
      expect(await a.status('config_set', { arguments: { tenant_id: ta, key: 'wat.block', value: '5' } })).toBe(4230);
      expect(await a.status('config_set', { arguments: { tenant_id: -1, key: 'custom.x', value: '5' } })).toBe(4230);
    });

    it('keeps global tokens from tenant administrators (4230) and callers without config.svc. (4210)', async () => {
      expect(await a.status('config_set', { arguments: { key: 'wat.multitenant', value: '1' } })).toBe(4230);
      expect(await a.status('config_set', { arguments: { key: 'api.public.name', value: 'mine' } })).toBe(4230);
      expect(await none.status('config_set', { arguments: { key: 'wat.block', value: '5' } })).toBe(4210);
      expect((await su.ok('config_get', { filters: { key: 'api.public.name' } })).rows[0].operative_value).toBe('svc');
    });

    it('accepts only values the VM network can use (6330)', async () => {
      const set = (key: string, value: string) => su.status('config_set', { arguments: { tenant_id: -1, key, value } });
      expect(await set('vm.network.ip.start', '10.3.300.1')).toBe(6330);
      expect(await set('vm.network.netmask', '31')).toBe(6330);
      expect(await set('vm.network.netmask', '255.255.0.0')).toBe(6330);
      expect(await set('vm.network.mac.prefix', '54:52')).toBe(6330);
      expect(await set('vm.network.netmask', '24')).toBe(0);
      expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'vm.network.netmask' } })).toBe(0);
    });

    it('checks its arguments: key and value mandatory (6240), unknown ones (6230), bad types and null (6330)', async () => {
      expect(await a.status('config_set', { arguments: { value: '5' } })).toBe(6240);
      expect(await a.status('config_set', { arguments: { key: 'wat.block' } })).toBe(6240);
      expect(await a.status('config_set', { arguments: { key: 'wat.block', value: '5', other: 1 } })).toBe(6230);
      expect(await a.status('config_set', { arguments: { key: 'wat.block', value: { a: 1 } } })).toBe(6330);
      expect(await a.status('config_set', { arguments: { key: 'wat.block', value: null } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: 'x', key: 'wat.block', value: '5' } })).toBe(6330);
    });

    it('bounds a value by what the column stores: 65,535 bytes of UTF-8, not characters (6330, not 1100)', async () => {
      // 40,000 é are 80,000 bytes: within 65,535 characters, beyond MariaDB's TEXT
      const env = await su.api('config_set', { arguments: { tenant_id: -1, key: 'custom.long.accents', value: 'é'.repeat(40_000) } });
      expect(env.status, JSON.stringify(env).slice(0, 300)).toBe(6330);
      expect(env.additional_info).toMatch(/value.*65535 bytes/);
      expect((await su.ok('config_get', { filters: { key: 'custom.long.accents' } })).total).toBe(0);
      // the most the column holds, in two-byte and in four-byte characters, comes back whole
      for (const value of ['é'.repeat(32_767), '😀'.repeat(16_383)]) {
        await su.ok('config_set', { arguments: { tenant_id: -1, key: 'custom.long.fits', value } });
        expect((await su.ok('config_get', { filters: { key: 'custom.long.fits' } })).rows[0].operative_value).toBe(value);
      }
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'custom.long.fits', value: `${'😀'.repeat(16_383)}xyzw` } })).toBe(6330);
    });

    it('leaves the TLS tokens to config_ssl (6330)', async () => {
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'ssl.cert', value: 'x' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'ssl.key', value: 'x' } })).toBe(6330);
    });

    it('accepts only "0" and "1" for wat.multitenant (6330) and refuses single-tenant mode while other tenants exist (7373)', async () => {
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '2' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: 'yes' } })).toBe(6330);
      expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '0' } })).toBe(7373);
      expect((await su.ok('current_admin_setup')).multitenant).toBe('1');
      // "1" while it is "1" changes nothing
      await su.ok('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: 1 } });
      expect((await su.ok('config_get', { filters: { key: 'wat.multitenant' } })).rows[0].is_default).toBe(1);
    });
  });

  describe('config_delete', () => {
    it('resets a core token to its default (total 1, no rows), then refuses with 7390', async () => {
      await a.ok('config_set', { arguments: { key: 'wat.block', value: '42' } });
      const env = await a.ok('config_delete', { filters: { key: 'wat.block' } });
      expect(env.total).toBe(1);
      expect(env.rows).toEqual([]);
      expect((await a.ok('config_get', { filters: { key: 'wat.block' } })).rows[0]).toMatchObject({ operative_value: '10', is_default: 1 });
      expect(await a.status('config_delete', { filters: { key: 'wat.block' } })).toBe(7390);
      // a token holding its default explicitly is at its default too
      expect(await a.status('config_delete', { filters: { key: 'wat.language' } })).toBe(7390);
      expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'wat.multitenant' } })).toBe(7390);
    });

    it("lets a superadministrator reset any tenant's token and global tokens", async () => {
      await su.ok('config_delete', { filters: { tenant_id: tb, key: 'wat.language' } });
      expect((await b.ok('config_get', { filters: { key: 'wat.language' } })).rows[0]).toMatchObject({ operative_value: 'auto', is_default: 1 });
      await su.ok('config_delete', { filters: { tenant_id: -1, key: 'api.public.support' } });
      expect((await su.ok('config_get', { filters: { key: 'api.public.support' } })).rows[0].is_default).toBe(1);
    });

    it('removes a custom token, then answers 1300; unknown keys are 1300 too', async () => {
      expect(await b.status('config_delete', { filters: { key: 'custom.theme.color' } })).toBe(1300);
      await a.ok('config_delete', { filters: { key: 'custom.theme.color' } });
      expect((await a.ok('config_get', { filters: { key: 'custom.theme.color' } })).total).toBe(0);
      expect(await a.status('config_delete', { filters: { key: 'custom.theme.color' } })).toBe(1300);
      expect(await a.status('config_delete', { filters: { key: 'no.such.key' } })).toBe(1300);
      await su.ok('config_delete', { filters: { tenant_id: -1, key: 'custom.motd' } });
      expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'custom.motd' } })).toBe(1300);
    });

    it('needs key (6220), tenant_id from a superadministrator (6220), one value each (6322)', async () => {
      expect(await a.status('config_delete', { filters: {} })).toBe(6220);
      expect(await su.status('config_delete', { filters: { key: 'wat.block' } })).toBe(6220);
      expect(await a.status('config_delete', { filters: { key: ['wat.block', 'wat.language'] } })).toBe(6322);
      expect(await a.status('config_delete', { filters: { key: { '~': 'wat.%' } } })).toBe(6322);
      expect(await su.status('config_delete', { filters: { key: 'wat.block', tenant_id: [ta, tb] } })).toBe(6322);
      expect(await su.status('config_delete', { filters: { key: 'wat.block', id: 1 } })).toBe(6210);
    });

    it('keeps scopes: global tokens only in -1 (6320), not for tenant administrators (4221), no tenant filter from them (4220)', async () => {
      expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'wat.block' } })).toBe(6320);
      expect(await su.status('config_delete', { filters: { tenant_id: ta, key: 'wat.multitenant' } })).toBe(6320);
      expect(await su.status('config_delete', { filters: { tenant_id: 0, key: 'custom.x' } })).toBe(6320);
      expect(await su.status('config_delete', { filters: { tenant_id: 987654, key: 'custom.x' } })).toBe(7110);
      expect(await a.status('config_delete', { filters: { key: 'wat.multitenant' } })).toBe(4221);
      expect(await a.status('config_delete', { filters: { key: 'wat.block', tenant_id: ta } })).toBe(4220);
      expect(await none.status('config_delete', { filters: { key: 'wat.block' } })).toBe(4210);
    });
  });

  describe('config_wat_get_details / config_wat_update', () => {
    it("answers a tenant administrator's own tenant settings", async () => {
      const env = await a.ok('config_wat_get_details');
      expect(env.rows).toEqual([{ language: 'auto', block: 10, tenant_id: ta }]);
      expect(env.total).toBe(1);
    });

    it('answers a superadministrator every ordinary tenant, or those the filters pick', async () => {
      const all = await su.ok('config_wat_get_details');
      const ids = all.rows.map((r: Row) => r.tenant_id);
      expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));
      expect(ids).toEqual(expect.arrayContaining([1, ta, tb]));
      expect(ids).not.toContain(0);
      expect(ids).not.toContain(-1);
      expect((await su.ok('config_wat_get_details', { filters: { tenant_id: tb } })).rows).toEqual([{ language: 'auto', block: 10, tenant_id: tb }]);
    });

    it('config_wat_get_list (the original console’s name) answers exactly what config_wat_get_details does', async () => {
      expect(await su.ok('config_wat_get_list')).toEqual(await su.ok('config_wat_get_details'));
      expect(await a.ok('config_wat_get_list')).toEqual(await a.ok('config_wat_get_details'));
    });

    it("updates the caller's own tenant, seen by config_wat_get_details and current_admin_setup", async () => {
      const env = await a.ok('config_wat_update', { arguments: { block: 20, language: 'es' } });
      expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
      expect((await a.ok('config_wat_get_details')).rows).toEqual([{ language: 'es', block: 20, tenant_id: ta }]);
      const setup = await a.ok('current_admin_setup');
      expect(setup.tenant_block).toBe(20);
      expect(setup.tenant_language).toBe('es');
      // the other tenant is untouched
      expect((await b.ok('config_wat_get_details')).rows).toEqual([{ language: 'auto', block: 10, tenant_id: tb }]);
      expect((await su.ok('config_wat_get_details', { filters: { language: 'es' } })).rows.map((r: Row) => r.tenant_id)).toEqual([ta]);
      expect((await su.ok('config_wat_get_details', { filters: { block: { '>': 15 } } })).rows.map((r: Row) => r.tenant_id)).toEqual([ta]);
    });

    it('lets a superadministrator update a tenant named by tenant_id, one setting at a time', async () => {
      await su.ok('config_wat_update', { arguments: { tenant_id: tb, language: 'en' } });
      expect((await b.ok('config_wat_get_details')).rows).toEqual([{ language: 'en', block: 10, tenant_id: tb }]);
    });

    it('refuses what it cannot do', async () => {
      expect(await su.status('config_wat_update', { arguments: { block: 5 } })).toBe(6240);
      expect(await a.status('config_wat_update', { arguments: {} })).toBe(6240);
      expect(await a.status('config_wat_update', { arguments: { tenant_id: tb, block: 5 } })).toBe(4230);
      expect(await a.status('config_wat_update', { arguments: { block: 0 } })).toBe(6330);
      expect(await a.status('config_wat_update', { arguments: { language: 'english' } })).toBe(6330);
      expect(await a.status('config_wat_update', { arguments: { block: null } })).toBe(6410);
      expect(await su.status('config_wat_update', { arguments: { tenant_id: 0, block: 5 } })).toBe(6330);
      expect(await su.status('config_wat_update', { arguments: { tenant_id: -1, block: 5 } })).toBe(6330);
      expect(await su.status('config_wat_update', { arguments: { tenant_id: 987654, block: 5 } })).toBe(7110);
      expect(await a.status('config_wat_get_details', { filters: { tenant_id: tb } })).toBe(4220);
      expect(await a.status('config_wat_get_details', { filters: { name: 'x' } })).toBe(6210);
      expect(await none.status('config_wat_get_details')).toBe(4210);
      expect(await none.status('config_wat_update', { arguments: { block: 5 } })).toBe(4210);
    });
  });
});

describe('the multitenant switch', () => {
  let server: TestServer;
  let su: ReturnType<typeof caller>;

  beforeAll(async () => {
    server = await startServer();
    su = caller(server, await server.superSid());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('switches to single-tenant mode when tenant 1 is the only ordinary tenant, with effect on the next request', async () => {
    await su.ok('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '0' } });
    const setup = await su.ok('current_admin_setup');
    expect(setup.multitenant).toBe('0');
    // tenant management exists in multitenant mode only (generated/docs/tenants.md): the open session loses it at once
    expect(setup.acls.some((n: string) => n.startsWith('tenant.'))).toBe(false);
    expect(await su.status('tenant_create', { arguments: { name: 'not-now' } })).toBe(4100);
    const row = (await su.ok('config_get', { filters: { key: 'wat.multitenant' } })).rows[0];
    expect(row).toEqual({ key: 'wat.multitenant', tenant_id: -1, operative_value: '0', default_value: '1', is_default: 0 });
  });

  it('in single-tenant mode needs no tenant_id: the token decides (global → -1, others → tenant 1)', async () => {
    expect((await su.ok('config_get', { block: 100 })).rows.map((r: Row) => [r.key, r.tenant_id])).toEqual([
      ['api.public.name', -1],
      ['api.public.support', -1],
      ...LDAP_KEYS.map((k) => [k, 1]),
      ...OIDC_KEYS.map((k) => [k, 1]),
      ['auth.totp.required', 1],
      ['auth.totp.required.global', -1],
      ['job.retention.days', -1],
      ['ssl.ca', -1],
      ['ssl.cert', -1],
      ['ssl.crl', -1],
      ['ssl.key', -1],
      ['vm.network.ip.start', -1],
      ['vm.network.mac.prefix', -1],
      ['vm.network.netmask', -1],
      ['wat.block', 1],
      ['wat.language', 1],
      ['wat.multitenant', -1],
    ]);
    expect((await su.ok('config_set', { arguments: { key: 'wat.block', value: '15' } })).rows).toEqual([{ tenant_id: 1, key: 'wat.block' }]);
    expect((await su.ok('config_set', { arguments: { key: 'custom.site', value: 'x' } })).rows).toEqual([{ tenant_id: 1, key: 'custom.site' }]);
    await su.ok('config_delete', { filters: { key: 'wat.block' } });
    await su.ok('config_wat_update', { arguments: { block: 12 } });
    expect((await su.ok('config_wat_get_details', { filters: { tenant_id: 1 } })).rows).toEqual([{ language: 'auto', block: 12, tenant_id: 1 }]);
  });

  it('config_delete of wat.multitenant goes back to multitenant mode (the default), and survives a restart', async () => {
    await su.ok('config_delete', { filters: { key: 'wat.multitenant' } });
    expect((await su.ok('current_admin_setup')).multitenant).toBe('1');
    expect(await su.status('config_delete', { filters: { key: 'wat.multitenant' } })).toBe(6220);
    expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'wat.multitenant' } })).toBe(7390);
    // a restart must not seed another value (SVC_MULTITENANT=0 only applies to a new database)
    await server.stop({ keep: true });
    server = await startServer({ reuse: server, env: { SVC_MULTITENANT: '0' } });
    su = caller(server, await server.superSid());
    expect((await su.ok('current_admin_setup')).multitenant).toBe('1');
  });

  it('switches back with config_set, and refuses single-tenant mode once another tenant exists (7373)', async () => {
    await su.ok('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '0' } });
    await su.ok('config_set', { arguments: { key: 'wat.multitenant', value: '1' } });
    expect((await su.ok('current_admin_setup')).multitenant).toBe('1');
    const t = (await su.ok('tenant_create', { arguments: { name: 'second' } })).rows[0].id;
    expect(await su.status('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '0' } })).toBe(7373);
    await su.ok('tenant_delete', { filters: { id: t } });
    await su.ok('config_set', { arguments: { tenant_id: -1, key: 'wat.multitenant', value: '0' } });
    expect((await su.ok('current_admin_setup')).multitenant).toBe('0');
  });
});

describe('config_ssl', () => {
  let server: TestServer;
  let su: ReturnType<typeof caller>;
  let work: string;
  let cert: string;
  let key: string;
  let otherKey: string;
  let crl: string;

  /** The PEM with most of its body cut out: the armour is right, the DER is not. */
  const truncated = (pem: string) => {
    const lines = pem.trim().split('\n');
    return [...lines.slice(0, 4), lines[lines.length - 1]].join('\n');
  };

  function openssl(args: string[]): void {
    execFileSync('openssl', args, { cwd: work, stdio: 'ignore' });
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'svc-ssl-'));
    openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-days', '1', '-keyout', 'key.pem', '-out', 'cert.pem']);
    openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=other', '-days', '1', '-keyout', 'other-key.pem', '-out', 'other-cert.pem']);
    writeFileSync(join(work, 'index.txt'), '');
    writeFileSync(join(work, 'ca.cnf'), '[ ca ]\ndefault_ca = test_ca\n[ test_ca ]\ndatabase = index.txt\ndefault_md = sha256\ndefault_crl_days = 1\n');
    openssl(['ca', '-gencrl', '-config', 'ca.cnf', '-keyfile', 'key.pem', '-cert', 'cert.pem', '-out', 'crl.pem']);
    cert = readFileSync(join(work, 'cert.pem'), 'utf8');
    key = readFileSync(join(work, 'key.pem'), 'utf8');
    otherKey = readFileSync(join(work, 'other-key.pem'), 'utf8');
    crl = readFileSync(join(work, 'crl.pem'), 'utf8');
    server = await startServer();
    su = caller(server, await server.superSid());
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses what is not a usable certificate and key (6330), missing ones (6240), tenant administrators (4210)', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ key }, 6240],
      [{ cert }, 6240],
      [{ cert: 'not a certificate', key }, 6330],
      [{ cert: truncated(cert), key }, 6330],
      [{ cert, key: 'not a key' }, 6330],
      [{ cert, key: otherKey }, 6330],
      [{ cert, key: cert }, 6330],
      [{ cert, key, ca: 'not a certificate' }, 6330],
      [{ cert, key, crl: 'not a crl' }, 6330],
      [{ cert, key, crl: '-----BEGIN X509 CRL-----\n!!!!\n-----END X509 CRL-----\n' }, 6330],
      [{ cert, key, other: 1 }, 6230],
    ];
    for (const [args, status] of cases) expect([args, await su.status('config_ssl', { arguments: args })]).toEqual([args, status]);
    const admin = await makeTenantAdmin(server, { tenant: 'ssl-t', admin: 'ssl-admin', acls: ['config.svc.'] });
    expect(await caller(server, admin.sid).status('config_ssl', { arguments: { cert, key } })).toBe(4210);
    const stored = await su.ok('config_get', { filters: { key: { '~': 'ssl.%' }, is_default: 0 } });
    expect(stored.total).toBe(0);
  });

  it('stores the material as global tokens and never shows the key', async () => {
    const env = await su.ok('config_ssl', { arguments: { cert, key, crl, ca: cert } });
    expect(env).toMatchObject({ status: 0, total: 1, rows: [] });
    const rows = Object.fromEntries((await su.ok('config_get', { filters: { key: { '~': 'ssl.%' } } })).rows.map((r: Row) => [r.key, r]));
    expect(rows['ssl.cert']).toEqual({ key: 'ssl.cert', tenant_id: -1, operative_value: cert, default_value: null, is_default: 0 });
    expect(rows['ssl.key']).toEqual({ key: 'ssl.key', tenant_id: -1, operative_value: '***', default_value: null, is_default: 0 });
    expect(rows['ssl.crl'].operative_value).toBe(crl);
    expect(rows['ssl.ca'].operative_value).toBe(cert);
    // a filter cannot probe the secret either
    expect((await su.ok('config_get', { filters: { operative_value: { '~': '%PRIVATE KEY%' } } })).total).toBe(0);
    // a later call without crl and ca removes them: the four tokens are one set
    await su.ok('config_ssl', { arguments: { cert, key } });
    const after = await su.ok('config_get', { filters: { key: ['ssl.crl', 'ssl.ca'] } });
    for (const row of after.rows) expect(row).toMatchObject({ operative_value: null, is_default: 1 });
  });

  it('is served over HTTPS from the next start on the same database, the files readable by the server only', async () => {
    await server.stop({ keep: true });
    server = await startServer({ reuse: server, ca: cert });
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    su = caller(server, await server.superSid());
    expect((await su.ok('config_get', { filters: { key: 'ssl.key' } })).rows[0].operative_value).toBe('***');
    for (const file of ['cert.pem', 'key.pem']) expect(statSync(join(server.dataDir, 'tls', file)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(server.dataDir, 'tls', 'key.pem'), 'utf8')).toBe(key);
    const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: 'superadmin', password: 'wrong', tenant: '*' }) });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('resetting ssl.cert and ssl.key goes back to plain HTTP at the next start and removes the files', async () => {
    await su.ok('config_delete', { filters: { tenant_id: -1, key: 'ssl.key' } });
    await su.ok('config_delete', { filters: { tenant_id: -1, key: 'ssl.cert' } });
    expect(await su.status('config_delete', { filters: { tenant_id: -1, key: 'ssl.cert' } })).toBe(7390);
    await server.stop({ keep: true });
    server = await startServer({ reuse: server });
    expect(server.url).toMatch(/^http:\/\//);
    expect(() => statSync(join(server.dataDir, 'tls', 'key.pem'))).toThrow();
  });
});
