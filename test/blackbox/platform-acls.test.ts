// Token ACLs of generated/docs/guides/fields.md for users, hosts, OSFs and disk images, met by limited tenant administrators:
// forbidden fields (4250), filters (4220), order_by (4260), create and update arguments (4230) and
// massive updates and deletes (4240); rows silently leaving out what the caller may not see; the
// `.filter.` and `*.see.di-list-*` spellings; and tenant isolation of every kind (users, OSFs, DIs,
// tags, properties), hosts being shared by every tenant (docs/decisions.md "Authorization", generated/docs/guides/errors.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let tA: number;
let tB: number;

/** Records of tenant A (pa-a) and B (pa-b), and global hosts. */
const ids = {
  uA1: 0,
  uA2: 0,
  uB: 0,
  osfA1: 0,
  osfA2: 0,
  osfB: 0,
  dA1: 0,
  dA2: 0,
  dB: 0,
  h1: 0,
  h2: 0,
  vm: 0,
  propA: 0,
  propB: 0,
};

/** Tenant A administrators: `lim` holds the actions and a few arguments only; `filt` the .filter. spellings. */
let lim: string;
let filt: string;
let rootA: string;
let rootB: string;

type Row = Record<string, any>;

async function ok(action: string, params: Record<string, unknown> = {}, as = sid): Promise<Envelope> {
  return expectOk(server, action, { sid: as, ...params });
}

async function status(as: string, action: string, params: Record<string, unknown> = {}): Promise<number> {
  return (await server.api(action, { sid: as, ...params })).status;
}

const keysOf = (row: Row) => Object.keys(row).sort();

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  tA = (await ok('tenant_create', { arguments: { name: 'pa-a' } })).rows[0].id;
  tB = (await ok('tenant_create', { arguments: { name: 'pa-b' } })).rows[0].id;
  ids.propA = (await ok('property_create', { arguments: { tenant_id: tA, key: 'badge', __property_assign__: ['user', 'host', 'osf', 'di'] } })).rows[0].id;
  ids.propB = (await ok('property_create', { arguments: { tenant_id: tB, key: 'secret_b', __property_assign__: ['user', 'host'] } })).rows[0].id;
  const user = async (tenant_id: number, name: string) =>
    (await ok('user_create', { arguments: { tenant_id, name, password: 'pass-1234', description: `${name} desc` } })).rows[0].id;
  ids.uA1 = await user(tA, 'ua1');
  ids.uA2 = await user(tA, 'ua2');
  ids.uB = await user(tB, 'ub');
  const osf = async (tenant_id: number, name: string) => (await ok('osf_create', { arguments: { tenant_id, name, memory: 512 } })).rows[0].id;
  ids.osfA1 = await osf(tA, 'osf-a1');
  ids.osfA2 = await osf(tA, 'osf-a2');
  ids.osfB = await osf(tB, 'osf-b');
  const di = async (osf_id: number, version: string) => (await ok('di_create', { arguments: { osf_id, disk_image: `${version}.qcow2`, version } })).rows[0].id;
  ids.dA1 = await di(ids.osfA1, 'a1');
  ids.dA2 = await di(ids.osfA1, 'a2');
  ids.dB = await di(ids.osfB, 'b1');
  ids.h1 = (await ok('host_create', { arguments: { name: 'pa-h1', address: '10.7.0.1', state: 'running' } })).rows[0].id;
  ids.h2 = (await ok('host_create', { arguments: { name: 'pa-h2', address: '10.7.0.2' } })).rows[0].id;
  await server.dbQuery(
    'INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state, host_id, di_id) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)',
    [tA, ids.uA1, ids.osfA1, 'pa-vm', 'default', 'running', 'connected', ids.h1, ids.dA1],
  );
  ids.vm = Number((await server.dbQuery('SELECT id FROM vms WHERE name = ?', ['pa-vm']))[0]!.id);

  lim = (
    await makeTenantAdmin(server, {
      tenant: 'pa-a',
      admin: 'lim',
      acls: [
        'user.see-main.',
        'user.see-details.',
        'user.create.',
        'user.update.password',
        'user.update.description',
        'user.delete.',
        'host.see-main.',
        'host.see-details.',
        'host.create.',
        'host.update.description',
        'host.delete.',
        'osf.see-main.',
        'osf.see-details.',
        'osf.create.',
        'osf.update.description',
        'osf.delete.',
        'di.see-main.',
        'di.see-details.',
        'di.create.',
        'di.update.description',
        'di.delete.',
      ],
    })
  ).sid;
  filt = (
    await makeTenantAdmin(server, {
      tenant: 'pa-a',
      admin: 'filt',
      acls: [
        'user.see-main.',
        'user.filter.block',
        'user.filter.creation-date',
        'user.filter.properties',
        'host.see-main.',
        'host.filter.vm',
        'host.filter.state',
        'osf.see-main.',
        'osf.filter.di',
        'osf.filter.vm',
        'di.see-main.',
        'di.filter.osf',
        'osf.see.di-list-tags',
      ],
    })
  ).sid;
  rootA = (await makeTenantAdmin(server, { tenant: 'pa-a', admin: 'root-a', roles: ['Root'] })).sid;
  rootB = (await makeTenantAdmin(server, { tenant: 'pa-b', admin: 'root-b', roles: ['Root'] })).sid;
});
afterAll(async () => {
  await server?.stop();
});

describe('users', () => {
  it('rows silently leave out what the caller may not see', async () => {
    const list = await ok('user_get_list', {}, lim);
    expect(list.rows.map(keysOf)).toEqual([
      ['id', 'name', 'record_version', 'tenant_id', 'tenant_name'],
      ['id', 'name', 'record_version', 'tenant_id', 'tenant_name'],
    ]);
    const details = await ok('user_get_details', { filters: { id: ids.uA1 } }, lim);
    // the version needs no ACL beyond seeing the record: a write conditioned on it needs it
    expect(details.rows).toEqual([{ id: ids.uA1, name: 'ua1', tenant_id: tA, tenant_name: 'pa-a', record_version: expect.any(Number) }]);
    // Root sees everything
    expect(keysOf((await ok('user_get_details', { filters: { id: ids.uA1 } }, rootA)).rows[0])).toHaveLength(13);
  });

  it('fields it may not see → 4250', async () => {
    for (const field of ['description', 'blocked', 'number_of_vms', 'number_of_vms_connected', 'properties', 'creation_date', 'creation_admin_name']) {
      expect([field, await status(lim, 'user_get_list', { fields: ['id', field] })]).toEqual([field, 4250]);
    }
    expect(await status(lim, 'user_get_list', { fields: ['badge'] })).toBe(4250);
  });

  it('filters → 4220 and order_by → 4260 on tokens it may not see', async () => {
    for (const filters of [{ blocked: 0 }, { description: 'x' }, { creation_date: { '>': '2000-01-01' } }, { creation_admin_id: 1 }, { badge: 'x' }, { tenant_id: tA }]) {
      expect([filters, await status(lim, 'user_get_list', { filters })]).toEqual([filters, 4220]);
    }
    for (const field of ['blocked', 'description', 'creation_date', 'badge']) {
      expect([field, await status(lim, 'user_get_list', { order_by: { field } })]).toEqual([field, 4260]);
    }
  });

  it('the .filter. spellings allow filtering without seeing (the field stays out of rows)', async () => {
    const env = await ok('user_get_list', { filters: { blocked: 0, creation_date: { '>': '2000-01-01' } } }, filt);
    expect(env.rows.map((r: Row) => r.name)).toEqual(['ua1', 'ua2']);
    expect(keysOf(env.rows[0])).toEqual(['id', 'name', 'record_version', 'tenant_id', 'tenant_name']);
    expect(await status(filt, 'user_get_list', { fields: ['blocked'] })).toBe(4250);
    expect(await status(filt, 'user_get_list', { order_by: { field: 'blocked' } })).toBe(4260);
  });

  it('create arguments it may not give → 4230; the others work', async () => {
    expect(await status(lim, 'user_create', { arguments: { name: 'x1', password: 'pass-1234', __properties__: { badge: '1' } } })).toBe(4230);
    expect(await status(lim, 'user_create', { arguments: { name: 'x1', password: 'pass-1234', tenant_id: tA } })).toBe(4230);
    expect(await status(lim, 'user_create', { arguments: { name: 'x1', password: 'pass-1234', description: 'fine' } })).toBe(0);
  });

  it('update arguments it may not give → 4230; password and description work', async () => {
    for (const args of [{ blocked: 1 }, { name: 'renamed' }, { __properties_changes__: { set: { badge: '1' } } }]) {
      expect([args, await status(lim, 'user_update', { filters: { id: ids.uA1 }, arguments: args })]).toEqual([args, 4230]);
    }
    expect(await status(lim, 'user_update', { filters: { id: ids.uA1 }, arguments: { password: 'new-pass-1', description: 'lim was here' } })).toBe(0);
  });

  it('massive update and delete need the -massive. ACLs → 4240', async () => {
    const both = { id: [ids.uA1, ids.uA2] };
    expect(await status(lim, 'user_update', { filters: both, arguments: { description: 'both' } })).toBe(4240);
    expect(await status(lim, 'user_delete', { filters: both })).toBe(4240);
    expect((await ok('user_get_details', { filters: { id: ids.uA2 } })).rows[0].description).toBe('ua2 desc');
    expect((await ok('user_update', { filters: both, arguments: { description: 'both' } }, rootA)).total).toBe(2);
  });

  it('user_get_state needs user.see.vm-list-state → 4210', async () => {
    expect(await status(lim, 'user_get_state', { filters: { id: ids.uA1 } })).toBe(4210);
    expect((await ok('user_get_state', { filters: { id: ids.uA1 } }, rootA)).rows).toEqual([{ number_of_vms_connected: 1 }]);
  });
});

describe('hosts', () => {
  it('rows silently leave out what the caller may not see', async () => {
    const env = await ok('host_get_list', { filters: { id: ids.h1 } }, lim);
    expect(env.rows).toEqual([{ id: ids.h1, name: 'pa-h1', frontend: 1, backend: 1, load: null, record_version: expect.any(Number) }]);
  });

  it('fields → 4250, filters → 4220, order_by → 4260', async () => {
    for (const field of ['address', 'state', 'blocked', 'description', 'number_of_vms_connected', 'properties', 'creation_date']) {
      expect([field, await status(lim, 'host_get_list', { fields: [field] })]).toEqual([field, 4250]);
    }
    for (const filters of [{ vm_id: ids.vm }, { state: 'running' }, { blocked: 0 }, { address: '10.7.0.1' }, { creation_admin_name: 'superadmin' }]) {
      expect([filters, await status(lim, 'host_get_list', { filters })]).toEqual([filters, 4220]);
    }
    for (const field of ['address', 'state', 'blocked']) {
      expect([field, await status(lim, 'host_get_list', { order_by: { field } })]).toEqual([field, 4260]);
    }
  });

  it('host.filter.vm and host.filter.state allow those filters', async () => {
    expect((await ok('host_get_list', { filters: { vm_id: ids.vm } }, filt)).rows).toEqual([{ id: ids.h1, name: 'pa-h1', frontend: 1, backend: 1, load: null, record_version: expect.any(Number) }]);
    expect((await ok('host_all_ids', { filters: { state: 'running', name: { '~': 'pa-%' } } }, filt)).rows).toEqual([ids.h1]);
    expect(await status(filt, 'host_get_list', { fields: ['state'] })).toBe(4250);
  });

  it('create and update arguments → 4230; massive update and delete → 4240', async () => {
    expect(await status(lim, 'host_create', { arguments: { name: 'lim-h', address: '10.7.1.1', __properties__: { badge: '1' } } })).toBe(4230);
    const created = await ok('host_create', { arguments: { name: 'lim-h', address: '10.7.1.1' } }, lim);
    for (const args of [{ address: '10.7.1.2' }, { name: 'other' }, { blocked: 1 }, { __properties_changes__: { set: { badge: '2' } } }]) {
      expect([args, await status(lim, 'host_update', { filters: { id: created.rows[0].id }, arguments: args })]).toEqual([args, 4230]);
    }
    expect(await status(lim, 'host_update', { filters: { id: created.rows[0].id }, arguments: { description: 'ok' } })).toBe(0);
    const both = { id: [ids.h1, ids.h2] };
    expect(await status(lim, 'host_update', { filters: both, arguments: { description: 'x' } })).toBe(4240);
    expect(await status(lim, 'host_delete', { filters: both })).toBe(4240);
    expect((await ok('host_all_ids', { filters: both })).rows).toEqual([ids.h1, ids.h2]);
  });

  it('host_get_state needs host.see.vm-list-state → 4210', async () => {
    expect(await status(lim, 'host_get_state', { filters: { id: ids.h1 } })).toBe(4210);
  });
});

describe('OSFs', () => {
  it('rows silently leave out what the caller may not see', async () => {
    const env = await ok('osf_get_list', { filters: { id: ids.osfA1 } }, lim);
    // osd_id (no image generator here: always null) needs no ACL beyond listing flavours
    expect(env.rows).toEqual([{ id: ids.osfA1, name: 'osf-a1', tenant_id: tA, tenant_name: 'pa-a', osd_id: null, record_version: expect.any(Number) }]);
  });

  it('fields → 4250, filters → 4220, order_by → 4260', async () => {
    for (const field of ['memory', 'overlay', 'user_storage', 'description', 'number_of_vms', 'number_of_dis', 'properties', 'creation_date']) {
      expect([field, await status(lim, 'osf_get_list', { fields: [field] })]).toEqual([field, 4250]);
    }
    for (const filters of [{ di_id: ids.dA1 }, { vm_id: ids.vm }, { memory: 512 }, { overlay: 1 }]) {
      expect([filters, await status(lim, 'osf_get_list', { filters })]).toEqual([filters, 4220]);
    }
    for (const field of ['memory', 'user_storage', 'overlay']) {
      expect([field, await status(lim, 'osf_get_list', { order_by: { field } })]).toEqual([field, 4260]);
    }
  });

  it('osf.filter.di and osf.filter.vm allow those filters', async () => {
    expect((await ok('osf_all_ids', { filters: { di_id: ids.dA1 } }, filt)).rows).toEqual([ids.osfA1]);
    expect((await ok('osf_all_ids', { filters: { vm_id: ids.vm } }, filt)).rows).toEqual([ids.osfA1]);
  });

  it('create and update arguments → 4230; massive update and delete → 4240', async () => {
    for (const extra of [{ memory: 1024 }, { user_storage: 10 }, { __properties__: { badge: '1' } }, { tenant_id: tA }]) {
      expect([extra, await status(lim, 'osf_create', { arguments: { name: 'lim-osf', ...extra } })]).toEqual([extra, 4230]);
    }
    const id = (await ok('osf_create', { arguments: { name: 'lim-osf', overlay: 0, description: 'mine' } }, lim)).rows[0].id;
    for (const args of [{ memory: 1024 }, { user_storage: 10 }, { name: 'renamed' }, { overlay: 1 }, { __properties_changes__: { set: { badge: '1' } } }]) {
      expect([args, await status(lim, 'osf_update', { filters: { id }, arguments: args })]).toEqual([args, 4230]);
    }
    expect(await status(lim, 'osf_update', { filters: { id }, arguments: { description: 'ok' } })).toBe(0);
    const both = { id: [ids.osfA1, ids.osfA2] };
    expect(await status(lim, 'osf_update', { filters: both, arguments: { description: 'x' } })).toBe(4240);
    expect(await status(lim, 'osf_delete', { filters: both })).toBe(4240);
  });
});

/** What every image lister sees of an image's life: a record exists only for a complete image. */
const PUBLISHED = { state: 'published', percentage: 1, elapsed_time: null, status_message: null };

describe('disk images', () => {
  it('rows silently leave out what the caller may not see; the file name and state stay visible', async () => {
    const env = await ok('di_get_list', { filters: { id: ids.dA1 } }, lim);
    expect(env.rows).toEqual([{ id: ids.dA1, disk_image: 'a1.qcow2', tenant_id: tA, tenant_name: 'pa-a', ...PUBLISHED, record_version: expect.any(Number) }]);
    const details = await ok('di_get_details', { filters: { id: ids.dA1 } }, lim);
    expect(details.rows).toEqual(env.rows);
  });

  it('fields → 4250, filters → 4220, order_by → 4260', async () => {
    for (const field of ['version', 'tags', 'osf_id', 'osf_name', 'blocked', 'description', 'properties', 'creation_date', 'creation_admin_name']) {
      expect([field, await status(lim, 'di_get_list', { fields: [field] })]).toEqual([field, 4250]);
    }
    for (const filters of [{ osf_id: ids.osfA1 }, { osf_name: 'osf-a1' }, { tag: 'head' }, { version: 'a1' }, { blocked: 0 }]) {
      expect([filters, await status(lim, 'di_get_list', { filters })]).toEqual([filters, 4220]);
    }
    expect(await status(lim, 'di_all_ids', { filters: { osf: 'osf-a1' } })).toBe(4220);
    for (const field of ['version', 'osf_name', 'blocked']) {
      expect([field, await status(lim, 'di_get_list', { order_by: { field } })]).toEqual([field, 4260]);
    }
  });

  it('di.filter.osf allows the osf_id filter; *.see.di-list-tags shows tags and allows the tag filter', async () => {
    const env = await ok('di_get_list', { filters: { osf_id: ids.osfA1, tag: 'head' } }, filt);
    expect(env.rows).toEqual([
      {
        id: ids.dA2,
        disk_image: 'a2.qcow2',
        tenant_id: tA,
        tenant_name: 'pa-a',
        ...PUBLISHED,
        record_version: expect.any(Number),
        tags: [
          { id: expect.any(Number), tag: 'a2', fixed: true },
          { id: expect.any(Number), tag: 'head', fixed: false },
        ],
      },
    ]);
    expect(await status(filt, 'di_get_list', { fields: ['osf_id'] })).toBe(4250);
  });

  it('create and update arguments → 4230; massive update and delete → 4240', async () => {
    for (const extra of [{ __tags__: ['stable'] }, { version: 'v9' }, { __properties__: { badge: '1' } }]) {
      expect([extra, await status(lim, 'di_create', { arguments: { osf_id: ids.osfA2, disk_image: 'lim.qcow2', ...extra } })]).toEqual([extra, 4230]);
    }
    const id = (await ok('di_create', { arguments: { osf_id: ids.osfA2, disk_image: 'lim.qcow2', description: 'mine', blocked: 0 } }, lim)).rows[0].id;
    for (const args of [{ blocked: 1 }, { __tags_changes__: { create: ['beta'] } }, { __properties_changes__: { set: { badge: '1' } } }]) {
      expect([args, await status(lim, 'di_update', { filters: { id }, arguments: args })]).toEqual([args, 4230]);
    }
    const updated = await ok('di_update', { filters: { id }, arguments: { description: 'changed' } }, lim);
    expect(updated.rows).toEqual([{ id, disk_image: 'lim.qcow2', tenant_id: tA, tenant_name: 'pa-a', ...PUBLISHED, record_version: 2 }]);
    const both = { id: [ids.dA1, ids.dA2] };
    expect(await status(lim, 'di_update', { filters: both, arguments: { description: 'x' } })).toBe(4240);
    expect(await status(lim, 'di_delete', { filters: both })).toBe(4240);
  });

  it('the tag lists need vm.create. or vm.update. → 4210', async () => {
    expect(await status(lim, 'tag_get_list')).toBe(4210);
    expect(await status(lim, 'tag_tiny_list')).toBe(4210);
  });
});

describe('pickers and id lists', () => {
  it('the tiny lists accept the picker ACLs of other kinds (vm.filter.user, vm.filter.host, di.filter.osf, osf.see.di)', async () => {
    const picker = (
      await makeTenantAdmin(server, { tenant: 'pa-a', admin: 'picker', acls: ['vm.filter.user', 'vm.filter.host', 'di.filter.osf', 'osf.see.di'] })
    ).sid;
    expect((await ok('user_tiny_list', {}, picker)).rows.map((r: Row) => r.name).sort()).toEqual(
      (await ok('user_get_list', { filters: { tenant_id: tA }, fields: ['name'] })).rows.map((r: Row) => r.name).sort(),
    );
    expect((await ok('host_tiny_list', {}, picker)).rows).toContainEqual({ id: ids.h1, name: 'pa-h1' });
    expect((await ok('osf_tiny_list', {}, picker)).rows).toContainEqual({ id: ids.osfA1, name: 'osf-a1', tenant_name: 'pa-a' });
    expect((await ok('di_tiny_list', {}, picker)).rows).toContainEqual({ id: ids.dA1, disk_image: 'a1.qcow2', tenant_name: 'pa-a' });
    for (const action of ['user_get_list', 'host_get_list', 'osf_get_list', 'di_get_list', 'user_all_ids']) {
      expect([action, await status(picker, action)]).toEqual([action, 4210]);
    }
  });

  it('user_all_ids accepts host.see-main. as the specification gives it', async () => {
    const hostReader = (await makeTenantAdmin(server, { tenant: 'pa-a', admin: 'host-reader', acls: ['host.see-main.'] })).sid;
    expect((await ok('user_all_ids', {}, hostReader)).rows).toEqual((await ok('user_all_ids', { filters: { tenant_id: tA } })).rows);
    expect(await status(hostReader, 'user_get_list')).toBe(4210);
  });
});

describe('tenant isolation', () => {
  it('users: tenant A\'s administrator never sees or changes tenant B\'s', async () => {
    expect((await ok('user_all_ids', {}, rootA)).rows).not.toContain(ids.uB);
    expect(new Set((await ok('user_get_list', {}, rootA)).rows.map((r: Row) => r.tenant_id))).toEqual(new Set([tA]));
    expect((await ok('user_get_details', { filters: { id: ids.uB } }, rootA)).total).toBe(0);
    expect((await ok('user_tiny_list', {}, rootA)).rows.map((r: Row) => r.id)).not.toContain(ids.uB);
    expect(await status(rootA, 'user_get_state', { filters: { id: ids.uB } })).toBe(0);
    expect((await ok('user_get_state', { filters: { id: ids.uB } }, rootA)).rows).toEqual([]);
    expect(await status(rootA, 'user_update', { filters: { id: ids.uB }, arguments: { description: 'hacked' } })).toBe(1300);
    expect(await status(rootA, 'user_delete', { filters: { id: ids.uB } })).toBe(1300);
    expect(await status(rootA, 'user_get_list', { filters: { tenant_id: tB } })).toBe(4220);
    expect(await status(rootA, 'user_create', { arguments: { name: 'x', password: 'pass-1234', tenant_id: tB } })).toBe(4230);
    const mine = (await ok('user_create', { arguments: { name: 'ub', password: 'pass-1234' } }, rootA)).rows[0].id;
    expect((await ok('user_get_details', { filters: { id: mine } })).rows[0].tenant_id).toBe(tA);
    expect((await ok('user_get_details', { filters: { id: ids.uB } })).rows[0].description).toBe('ub desc');
    // B's properties are unknown tokens to A
    expect(await status(rootA, 'user_get_list', { filters: { secret_b: 'x' } })).toBe(6210);
    expect(await status(rootA, 'user_create', { arguments: { name: 'y', password: 'pass-1234', __properties__: { secret_b: 'x' } } })).toBe(6340);
  });

  it('OSFs: tenant A\'s administrator never sees or changes tenant B\'s', async () => {
    expect(new Set((await ok('osf_get_list', {}, rootA)).rows.map((r: Row) => r.tenant_id))).toEqual(new Set([tA]));
    expect((await ok('osf_get_details', { filters: { id: ids.osfB } }, rootA)).total).toBe(0);
    expect((await ok('osf_tiny_list', {}, rootA)).rows.map((r: Row) => r.id)).not.toContain(ids.osfB);
    expect((await ok('osf_all_ids', {}, rootA)).rows).not.toContain(ids.osfB);
    expect(await status(rootA, 'osf_update', { filters: { id: ids.osfB }, arguments: { memory: 1024 } })).toBe(1300);
    expect(await status(rootA, 'osf_delete', { filters: { id: ids.osfB } })).toBe(1300);
    expect((await ok('osf_get_details', { filters: { id: ids.osfB } })).rows[0].memory).toBe(512);
  });

  it('disk images: tenant A\'s administrator never sees or changes tenant B\'s, nor creates in B\'s flavours', async () => {
    expect(new Set((await ok('di_get_list', {}, rootA)).rows.map((r: Row) => r.tenant_id))).toEqual(new Set([tA]));
    expect((await ok('di_get_details', { filters: { id: ids.dB } }, rootA)).total).toBe(0);
    expect((await ok('di_tiny_list', {}, rootA)).rows.map((r: Row) => r.id)).not.toContain(ids.dB);
    const headsOfA = (await ok('di_all_ids', { filters: { tag: 'head', tenant_id: tA } })).rows;
    expect(headsOfA).toContain(ids.dA2);
    expect((await ok('di_all_ids', { filters: { tag: 'head' } }, rootA)).rows).toEqual(headsOfA);
    expect(await status(rootA, 'di_update', { filters: { id: ids.dB }, arguments: { __tags_changes__: { create: ['x'] } } })).toBe(1300);
    expect(await status(rootA, 'di_delete', { filters: { id: ids.dB } })).toBe(1300);
    expect(await status(rootA, 'di_create', { arguments: { osf_id: ids.osfB, disk_image: 'x.qcow2' } })).toBe(7110);
    expect((await ok('di_get_list', { filters: { osf_id: ids.osfB }, fields: ['id'] })).rows).toEqual([{ id: ids.dB }]);
  });

  it('tags: the tag lists show only the caller\'s tenant', async () => {
    const rows = (await ok('tag_get_list', {}, rootA)).rows as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.osf_id))).toEqual(new Set([ids.osfA1, ids.osfA2]));
    expect((await ok('tag_get_list', { filters: { osf_id: ids.osfB } }, rootA)).total).toBe(0);
    expect((await ok('tag_tiny_list', { filters: { osf_id: ids.osfB } }, rootA)).total).toBe(0);
    expect((await ok('tag_tiny_list', { filters: { osf_id: ids.osfB } }, rootB)).rows.map((r: Row) => r.name).sort()).toEqual(['b1', 'default', 'head']);
    expect(await status(rootA, 'tag_get_list', { filters: { tenant_id: tB } })).toBe(4220);
  });

  it('properties: definitions and assignments of tenant B stay out of reach', async () => {
    expect((await ok('property_get_list', {}, rootA)).rows.map((r: Row) => r.key)).toEqual(['badge']);
    expect((await ok('property_get_list', {}, rootB)).rows.map((r: Row) => r.key)).toEqual(['secret_b']);
    expect((await ok('user_get_property_list', {}, rootA)).rows.map((r: Row) => r.key)).toEqual(['badge']);
    expect(await status(rootA, 'property_update', { filters: { id: ids.propB }, arguments: { description: 'x' } })).toBe(1300);
    expect(await status(rootA, 'property_delete', { filters: { id: ids.propB } })).toBe(1300);
    expect(await status(rootA, 'osf_create_property_list', { arguments: { property_id: ids.propB } })).toBe(7110);
  });

  it('hosts are shared: every tenant sees and changes every host, with its own tenant\'s properties', async () => {
    const byB = (await ok('host_create', { arguments: { name: 'by-b', address: '10.7.2.1', __properties__: { secret_b: 's' } } }, rootB)).rows[0].id;
    const seenByA = await ok('host_get_details', { filters: { id: byB } }, rootA);
    expect(seenByA.rows[0]).toMatchObject({ name: 'by-b', creation_admin_name: 'root-b' });
    expect((await ok('host_all_ids', {}, rootA)).rows).toEqual((await ok('host_all_ids', {}, rootB)).rows);
    expect((await ok('host_update', { filters: { id: byB }, arguments: { description: 'touched by A', __properties_changes__: { set: { badge: 'a' } } } }, rootA)).total).toBe(1);
    expect((await ok('host_get_details', { filters: { id: byB } })).rows[0]).toMatchObject({
      description: 'touched by A',
      properties: { badge: 'a', secret_b: 's' },
    });
    // each tenant sees only its own properties of the shared host (and those of tenant 0)
    expect((await ok('host_get_details', { filters: { id: byB } }, rootA)).rows[0].properties).toEqual({ badge: 'a' });
    expect((await ok('host_get_details', { filters: { id: byB } }, rootB)).rows[0].properties).toEqual({ secret_b: 's' });
    await ok('property_create', { arguments: { tenant_id: 0, key: 'rack_global', __property_assign__: ['host'] } });
    await ok('host_update', { filters: { id: byB }, arguments: { __properties_changes__: { set: { rack_global: 'r1' } } } });
    expect((await ok('host_get_list', { filters: { id: byB }, fields: ['properties'] }, rootA)).rows).toEqual([{ properties: { badge: 'a', rack_global: 'r1' } }]);
    expect((await ok('host_get_list', { filters: { rack_global: 'r1' }, fields: ['id', 'rack_global'] }, rootB)).rows).toEqual([{ id: byB, rack_global: 'r1' }]);
    // tenant B's host property is no property A may set, filter by or read as a field
    const env = await server.api('host_update', { sid: rootA, filters: { id: byB }, arguments: { __properties_changes__: { set: { secret_b: 'x' } } } });
    expect(env.status).toBe(1200);
    expect(env.failures[String(byB)].status).toBe(6340);
    expect(await status(rootA, 'host_get_list', { filters: { secret_b: 's' } })).toBe(6210);
    expect(await status(rootA, 'host_get_list', { fields: ['secret_b'] })).toBe(6250);
  });
});
