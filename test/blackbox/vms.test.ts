// The virtual-machine family (docs/decisions.md "Virtual machines", catalog/objects/vm.yaml
// and catalog/actions/vms.yaml): vm_create's mandatory arguments and refusals (6240, 6230, 6330, 6350,
// 7110, 7200, 7360), each leaving no VM, no property value and no reserved address behind; the automatic
// ip and its mac, following vm.network.ip.start; the fields of a new VM (its disk image through di_tag,
// time_until_expiration_*); the list, details, tiny and all_ids actions with filters, order, paging and
// fields; vm_update (massive included) and vm_delete (7310); custom properties of VMs; the token and
// action ACLs of a limited tenant administrator (4210, 4220, 4230, 4240, 4250, 4260); tenant isolation;
// the deletion rules of users, OS flavours, hosts, disk images and tenants holding VMs; and the counters
// and statistics that follow VMs at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string; // superadministrator
let tA: number; // tenant vms-a
let tB: number; // tenant vms-b
let uAlice: number; // users of tenant A
let uBob: number;
let uB: number; // a user of tenant B
let osfA: number; // tenant A, two disk images (v1: default; v2: head)
let osfBare: number; // tenant A, no disk image
let osfB: number; // tenant B
let di1: number;
let di2: number;
let seq = 0;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Every token of a VM row as the superadministrator sees it without `fields`. */
const ALL_TOKENS = [
  'id',
  'record_version',
  'name',
  'description',
  'user_id',
  'user_name',
  'osf_id',
  'osf_name',
  'di_tag',
  'di_id',
  'di_name',
  'di_version',
  'di_id_in_use',
  'di_name_in_use',
  'di_version_in_use',
  'blocked',
  'state',
  'user_state',
  'host_id',
  'host_name',
  'ip',
  'ip_in_use',
  'next_boot_ip',
  'mac',
  'ssh_port',
  'vnc_port',
  'serial_port',
  'storage',
  'expiration_soft',
  'expiration_hard',
  'time_until_expiration_soft',
  'time_until_expiration_hard',
  'properties',
  'tenant_id',
  'tenant_name',
  'creation_date',
  'creation_admin_id',
  'creation_admin_name',
];

async function ok(action: string, params: Record<string, unknown> = {}, as = sid): Promise<Envelope> {
  return expectOk(server, action, { sid: as, ...params });
}

/** Creates a VM as the superadministrator (alice's, on osfA, a fresh name unless given); answers its id. */
async function createVm(args: Record<string, unknown> = {}): Promise<number> {
  return (await ok('vm_create', { arguments: { name: `vm-${++seq}`, user_id: uAlice, osf_id: osfA, ...args } })).rows[0].id;
}

async function vmRow(id: number): Promise<Row> {
  const env = await ok('vm_get_details', { filters: { id } });
  expect(env.rows, `VM ${id}`).toHaveLength(1);
  return env.rows[0];
}

async function vmExists(id: number): Promise<boolean> {
  return (await server.dbQuery('SELECT id FROM vms WHERE id = ?', [id])).length === 1;
}

async function vmPropertyValues(id: number): Promise<Row[]> {
  return server.dbQuery("SELECT value FROM property_values WHERE kind = 'vm' AND object_id = ?", [id]);
}

/** Rows in vms and VM property values: what a refused create must leave unchanged. */
async function footprint(): Promise<{ vms: number; values: number }> {
  const [v] = await server.dbQuery('SELECT COUNT(*) AS n FROM vms');
  const [p] = await server.dbQuery("SELECT COUNT(*) AS n FROM property_values WHERE kind = 'vm'");
  return { vms: Number(v!.n), values: Number(p!.n) };
}

/** The address the next automatic create takes: creates a probe VM, reads its ip and deletes it again. */
async function nextAutomaticIp(): Promise<string> {
  const id = await createVm({ name: `probe-${++seq}` });
  const ip = (await vmRow(id)).ip;
  await ok('vm_delete', { filters: { id } });
  return ip;
}

/** 1200 with exactly one failure, for `id`, of `status`. */
function expectFailure(env: Envelope, id: number, status: number): void {
  expect(env.status, JSON.stringify(env)).toBe(1200);
  expect(env.total).toBe(0);
  expect(env.rows).toEqual([]);
  expect(Object.keys(env.failures)).toEqual([String(id)]);
  expect(env.failures[String(id)].status).toBe(status);
}

/** A UTC date `YYYY-MM-DDThh:mm:ss` this many seconds from now. */
function fromNow(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19);
}

function secondsOf(t: Row): number {
  return t.days * 86400 + t.hours * 3600 + t.minutes * 60 + t.seconds;
}

/** The statistics part of an envelope. */
function stats(env: Envelope): Row {
  const { status: _s, message: _m, sid: _sid, ...rest } = env;
  return rest;
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  tA = (await ok('tenant_create', { arguments: { name: 'vms-a' } })).rows[0].id;
  tB = (await ok('tenant_create', { arguments: { name: 'vms-b' } })).rows[0].id;
  const user = async (tenant_id: number, name: string) => (await ok('user_create', { arguments: { tenant_id, name, password: 'user-pass-1' } })).rows[0].id;
  uAlice = await user(tA, 'alice');
  uBob = await user(tA, 'bob');
  uB = await user(tB, 'bea');
  const osf = async (tenant_id: number, name: string) => (await ok('osf_create', { arguments: { tenant_id, name } })).rows[0].id;
  osfA = await osf(tA, 'osf-a');
  osfBare = await osf(tA, 'osf-bare');
  osfB = await osf(tB, 'osf-b');
  di1 = (await ok('di_create', { arguments: { osf_id: osfA, disk_image: 'one.img', version: 'v1' } })).rows[0].id;
  di2 = (await ok('di_create', { arguments: { osf_id: osfA, disk_image: 'two.img', version: 'v2' } })).rows[0].id;
  await ok('di_create', { arguments: { osf_id: osfB, disk_image: 'b.img', version: 'vb' } });
  await ok('property_create', { arguments: { tenant_id: tA, key: 'vmprop', description: 'a VM property', __property_assign__: ['vm'] } });
  await ok('property_create', { arguments: { tenant_id: tA, key: 'vmprop2', __property_assign__: ['vm'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('setup', () => {
  it('osf-a has two images: v1 carries default, v2 carries head', async () => {
    const tags = (await ok('tag_get_list', { filters: { osf_id: osfA } })).rows as Row[];
    const holder = (name: string) => tags.find((t) => t.name === name)?.di_id;
    expect([holder('default'), holder('head'), holder('v1'), holder('v2')]).toEqual([di1, di2, di1, di2]);
  });
});

describe('automatic ip and mac', () => {
  let ipUser: number;
  const created: number[] = [];
  const make = async (args: Record<string, unknown> = {}) => {
    const id = await createVm({ user_id: ipUser, ...args });
    created.push(id);
    const row = (await ok('vm_get_details', { filters: { id }, fields: ['ip', 'next_boot_ip', 'mac'] })).rows[0];
    expect(row.next_boot_ip).toBe(row.ip);
    return { id, ip: row.ip as string, mac: row.mac as string };
  };

  beforeAll(async () => {
    ipUser = (await ok('user_create', { arguments: { tenant_id: tA, name: 'ip-user', password: 'user-pass-1' } })).rows[0].id;
  });

  it('the first VM takes 10.3.15.50 and mac 54:52:00 + the last three octets in lower-case hex; the next one .51', async () => {
    const first = await make();
    expect([first.ip, first.mac]).toEqual(['10.3.15.50', '54:52:00:03:0f:32']);
    const second = await make();
    expect([second.ip, second.mac]).toEqual(['10.3.15.51', '54:52:00:03:0f:33']);
  });

  it('deleting a VM frees its address for the next create', async () => {
    expect(await ok('vm_delete', { filters: { id: created[0] } })).toMatchObject({ total: 1, rows: [] });
    const third = await make();
    expect([third.ip, third.mac]).toEqual(['10.3.15.50', '54:52:00:03:0f:32']);
  });

  it('an explicit ip is taken as given (with its mac) and skipped by the allocation', async () => {
    const explicit = await make({ ip: '10.3.15.52' });
    expect([explicit.ip, explicit.mac]).toEqual(['10.3.15.52', '54:52:00:03:0f:34']);
    const next = await make();
    expect(next.ip).toBe('10.3.15.53');
  });

  it('vm.network.ip.start (tenant -1) moves where allocation starts; vm.network.mac.prefix the mac', async () => {
    await ok('config_set', { arguments: { tenant_id: -1, key: 'vm.network.ip.start', value: '10.3.20.10' } });
    try {
      const moved = await make();
      expect([moved.ip, moved.mac]).toEqual(['10.3.20.10', '54:52:00:03:14:0a']);
      await ok('config_set', { arguments: { tenant_id: -1, key: 'vm.network.mac.prefix', value: '02:aa:00' } });
      const prefixed = await make();
      expect([prefixed.ip, prefixed.mac]).toEqual(['10.3.20.11', '02:aa:00:03:14:0b']);
    } finally {
      await server.api('config_delete', { sid, filters: { tenant_id: -1, key: 'vm.network.ip.start' } });
      await server.api('config_delete', { sid, filters: { tenant_id: -1, key: 'vm.network.mac.prefix' } });
    }
    // back at the default start: .50 to .53 are held
    const back = await make();
    expect([back.ip, back.mac]).toEqual(['10.3.15.54', '54:52:00:03:0f:36']);
  });

  afterAll(async () => {
    for (const id of created.slice(1)) await server.api('vm_delete', { sid, filters: { id } });
  });
});

describe('vm_create refusals leave nothing behind', () => {
  let ipBefore: string;
  const base = () => ({ name: 'refused', user_id: uAlice, osf_id: osfA, __properties__: { vmprop: 'left-over?' } });

  /** The create is refused with `code`, and no VM, property value or address is left behind. */
  async function refused(args: Record<string, unknown>, code: number, firstFree = ipBefore): Promise<void> {
    const before = await footprint();
    const env = await server.api('vm_create', { sid, arguments: args });
    expect([args, env.status]).toEqual([args, code]);
    expect([args, await footprint()]).toEqual([args, before]);
    expect([args, await nextAutomaticIp()]).toEqual([args, firstFree]);
  }

  beforeAll(async () => {
    ipBefore = await nextAutomaticIp();
  });

  it('name, user_id and osf_id are mandatory → 6240', async () => {
    for (const missing of ['name', 'user_id', 'osf_id']) {
      const args: Record<string, unknown> = base();
      delete args[missing];
      await refused(args, 6240);
    }
  });

  it('an unknown user or OS flavour → 7110; a user and a flavour of different tenants → 7110', async () => {
    await refused({ ...base(), user_id: 999999 }, 7110);
    await refused({ ...base(), osf_id: 999999 }, 7110);
    await refused({ ...base(), osf_id: osfB }, 7110);
    await refused({ ...base(), user_id: uB, __properties__: undefined }, 7110);
  });

  it('tenant_id is no argument of vm_create (the VM lives in its user\'s tenant) → 6230', async () => {
    await refused({ ...base(), tenant_id: tA }, 6230);
  });

  it('a malformed ip, expiration, di_tag, name or user_id → 6330', async () => {
    for (const ip of ['10.0.0.300', 'abc']) await refused({ ...base(), ip }, 6330);
    for (const date of ['2027-13-01', 'tomorrow']) {
      await refused({ ...base(), expiration_soft: date }, 6330);
      await refused({ ...base(), expiration_hard: date }, 6330);
    }
    await refused({ ...base(), di_tag: 'bad tag!' }, 6330);
    // the catalog's other bounds: a blank or over-long name (128), a non-integer reference
    await refused({ ...base(), name: '   ' }, 6330);
    await refused({ ...base(), name: 'n'.repeat(129) }, 6330);
    await refused({ ...base(), user_id: 'alice' }, 6330);
  });

  it('a well-formed di_tag no image of the flavour carries → 6350; default, head and a version tag are accepted', async () => {
    await refused({ ...base(), di_tag: 'nope' }, 6350);
    await refused({ ...base(), di_tag: 'vb' }, 6350); // a tag of another flavour
    for (const di_tag of ['default', 'head', 'v1']) {
      const id = await createVm({ di_tag });
      expect((await vmRow(id)).di_tag).toBe(di_tag);
      await ok('vm_delete', { filters: { id } });
    }
  });

  it('a soft expiration after the hard one → 7360', async () => {
    await refused({ ...base(), expiration_soft: '2031-01-01T00:00:00', expiration_hard: '2030-01-01T00:00:00' }, 7360);
  });

  it('a name its user already has → 7200 (case-insensitively); another user may reuse it', async () => {
    const twin = await createVm({ name: 'twin' });
    const ipAfterTwin = await nextAutomaticIp();
    expect(ipAfterTwin).not.toBe(ipBefore);
    await refused({ ...base(), name: 'twin' }, 7200, ipAfterTwin);
    await refused({ ...base(), name: 'TWIN' }, 7200, ipAfterTwin);
    const other = await createVm({ name: 'twin', user_id: uBob });
    expect((await vmRow(other)).user_name).toBe('bob');
    for (const id of [twin, other]) await ok('vm_delete', { filters: { id } });
  });

  it('an explicit ip another VM holds → 7200', async () => {
    const holder = await createVm({ ip: '10.3.99.1' });
    const auto = await createVm();
    const autoIp = (await vmRow(auto)).ip;
    const firstFree = await nextAutomaticIp();
    await refused({ ...base(), ip: '10.3.99.1' }, 7200, firstFree);
    await refused({ ...base(), ip: autoIp }, 7200, firstFree);
    for (const id of [holder, auto]) await ok('vm_delete', { filters: { id } });
    expect(await nextAutomaticIp()).toBe(ipBefore);
  });
});

describe('a new VM', () => {
  it('is stopped and disconnected, in its user\'s tenant, booting the image carrying default; every token present', async () => {
    const id = await createVm({ name: 'fresh', description: 'brand new' });
    const row = await vmRow(id);
    expect(Object.keys(row).sort()).toEqual([...ALL_TOKENS].sort());
    expect(row).toEqual({
      id,
      name: 'fresh',
      description: 'brand new',
      user_id: uAlice,
      user_name: 'alice',
      osf_id: osfA,
      osf_name: 'osf-a',
      di_tag: 'default',
      di_id: di1,
      di_name: 'one.img',
      di_version: 'v1',
      di_id_in_use: null,
      di_name_in_use: null,
      di_version_in_use: null,
      blocked: 0,
      state: 'stopped',
      user_state: 'disconnected',
      host_id: null,
      host_name: null,
      ip: expect.stringMatching(/^10\.3\.\d+\.\d+$/),
      ip_in_use: null,
      next_boot_ip: row.ip,
      mac: expect.stringMatching(/^54:52:00:[0-9a-f]{2}:[0-9a-f]{2}:[0-9a-f]{2}$/),
      ssh_port: null,
      vnc_port: null,
      serial_port: null,
      storage: null,
      expiration_soft: null,
      expiration_hard: null,
      time_until_expiration_soft: null,
      time_until_expiration_hard: null,
      properties: {},
      tenant_id: tA,
      tenant_name: 'vms-a',
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
    // vm_get_list answers the same row
    expect((await ok('vm_get_list', { filters: { id } })).rows).toEqual([row]);
  });

  it('di_tag head names the head image, a version tag its image (in any case); a flavour without images gives null', async () => {
    const head = await vmRow(await createVm({ di_tag: 'head' }));
    expect([head.di_tag, head.di_id, head.di_name, head.di_version]).toEqual(['head', di2, 'two.img', 'v2']);
    const v1 = await vmRow(await createVm({ di_tag: 'v1' }));
    expect([v1.di_id, v1.di_version]).toEqual([di1, 'v1']);
    // tags compare case-insensitively (docs/decisions.md: head and default in any case; versions too)
    const upperHead = await vmRow(await createVm({ di_tag: 'HEAD' }));
    expect([upperHead.di_id, upperHead.di_version]).toEqual([di2, 'v2']);
    const upperVersion = await server.api('vm_create', { sid, arguments: { name: `vm-${++seq}`, user_id: uAlice, osf_id: osfA, di_tag: 'V1' } });
    expect(upperVersion.status, JSON.stringify(upperVersion)).toBe(0);
    expect((await vmRow(upperVersion.rows[0].id)).di_id).toBe(di1);
    const bare = await vmRow(await createVm({ osf_id: osfBare }));
    expect([bare.di_tag, bare.di_id, bare.di_name, bare.di_version]).toEqual(['default', null, null, null]);
  });

  it('takes blocked, storage and a user of another tenant lands in that tenant', async () => {
    const row = await vmRow(await createVm({ blocked: 1, storage: 'nfs://home/alice' }));
    expect([row.blocked, row.storage]).toEqual([1, 'nfs://home/alice']);
    const b = await vmRow(await createVm({ user_id: uB, osf_id: osfB }));
    expect([b.tenant_id, b.tenant_name, b.user_name, b.osf_name, b.di_version]).toEqual([tB, 'vms-b', 'bea', 'osf-b', 'vb']);
  });

  it('time_until_expiration_*: {days, hours, minutes, seconds, expired} from now; a past date is expired', async () => {
    const softIn = 3 * 86400 + 5 * 3600 + 7 * 60;
    const hardIn = 10 * 86400;
    const soft = fromNow(softIn);
    const hard = fromNow(hardIn);
    const row = await vmRow(await createVm({ expiration_soft: soft, expiration_hard: hard }));
    expect([row.expiration_soft, row.expiration_hard]).toEqual([soft, hard]);
    for (const [t, expected] of [
      [row.time_until_expiration_soft, softIn],
      [row.time_until_expiration_hard, hardIn],
    ] as const) {
      expect(t).toEqual({ days: expect.any(Number), hours: expect.any(Number), minutes: expect.any(Number), seconds: expect.any(Number), expired: false });
      expect(t.hours).toBeLessThan(24);
      expect(t.minutes).toBeLessThan(60);
      expect(t.seconds).toBeLessThan(60);
      expect(Math.abs(secondsOf(t) - expected)).toBeLessThanOrEqual(120);
    }
    expect(row.time_until_expiration_soft.days).toBe(3);

    const past = await vmRow(await createVm({ expiration_soft: '2020-01-01T00:00:00', expiration_hard: fromNow(86400 * 2) }));
    expect(past.time_until_expiration_soft).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(past.time_until_expiration_hard.expired).toBe(false);
    expect(Math.abs(secondsOf(past.time_until_expiration_hard) - 2 * 86400)).toBeLessThanOrEqual(120);
    const onlyHard = await vmRow(await createVm({ expiration_hard: '2021-06-01T00:00:00' }));
    expect(onlyHard.time_until_expiration_soft).toBeNull();
    expect(onlyHard.time_until_expiration_hard).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });
});

describe('vm_get_list, vm_get_details, vm_tiny_list, vm_all_ids', () => {
  let lister: number;
  let alpha: number;
  let beta: number;
  let gamma: number;

  beforeAll(async () => {
    lister = (await ok('user_create', { arguments: { tenant_id: tA, name: 'lister', password: 'user-pass-1' } })).rows[0].id;
    alpha = await createVm({ user_id: lister, name: 'list-alpha', __properties__: { vmprop: 'red' } });
    beta = await createVm({ user_id: lister, name: 'list-beta', osf_id: osfBare, blocked: 1 });
    gamma = await createVm({ user_id: lister, name: 'list-gamma', __properties__: { vmprop: 'blue' } });
  });

  const names = (env: Envelope) => env.rows.map((r: Row) => r.name);

  it('filters by user_id, osf_id, blocked and name (= and ~, case-insensitive)', async () => {
    expect(names(await ok('vm_get_list', { filters: { user_id: lister } }))).toEqual(['list-alpha', 'list-beta', 'list-gamma']);
    expect(names(await ok('vm_get_list', { filters: { user_id: lister, osf_id: osfA } }))).toEqual(['list-alpha', 'list-gamma']);
    expect(names(await ok('vm_get_list', { filters: { user_id: lister, blocked: 1 } }))).toEqual(['list-beta']);
    expect(names(await ok('vm_get_list', { filters: { user_id: lister, blocked: 0 } }))).toEqual(['list-alpha', 'list-gamma']);
    expect(names(await ok('vm_get_list', { filters: { name: { '~': 'LIST-%A' } } }))).toEqual(['list-alpha', 'list-beta', 'list-gamma']);
    expect(names(await ok('vm_get_list', { filters: { name: { '~': '%et%' } } }))).toEqual(['list-beta']);
    expect(names(await ok('vm_get_list', { filters: { name: 'LIST-GAMMA' } }))).toEqual(['list-gamma']);
    expect(names(await ok('vm_get_list', { filters: { user_name: 'lister', osf_name: 'osf-bare' } }))).toEqual(['list-beta']);
  });

  it('filters by state', async () => {
    await server.dbExecute("UPDATE vms SET state = 'running' WHERE id = ?", [gamma]);
    try {
      expect(names(await ok('vm_get_list', { filters: { user_id: lister, state: 'running' } }))).toEqual(['list-gamma']);
      expect(names(await ok('vm_get_list', { filters: { user_id: lister, state: 'stopped' } }))).toEqual(['list-alpha', 'list-beta']);
      expect(names(await ok('vm_get_list', { filters: { user_id: lister, state: ['running', 'starting'] } }))).toEqual(['list-gamma']);
    } finally {
      await server.dbExecute("UPDATE vms SET state = 'stopped' WHERE id = ?", [gamma]);
    }
  });

  it('orders by name -desc and pages with block/offset; total counts every match', async () => {
    const desc = await ok('vm_get_list', { filters: { user_id: lister }, fields: ['name'], order_by: { field: 'name', order: '-desc' } });
    expect(desc.rows).toEqual([{ name: 'list-gamma' }, { name: 'list-beta' }, { name: 'list-alpha' }]);
    expect(desc.total).toBe(3);
    // offset is a 1-based page number (generated/docs/guides/paging.md)
    const page = (offset: number) => ok('vm_get_list', { filters: { user_id: lister }, fields: ['name'], order_by: { field: 'name', order: '-desc' }, block: 2, offset });
    expect(await page(1)).toMatchObject({ rows: [{ name: 'list-gamma' }, { name: 'list-beta' }], total: 3 });
    expect(await page(2)).toMatchObject({ rows: [{ name: 'list-alpha' }], total: 3 });
    expect(await page(3)).toMatchObject({ rows: [], total: 3 });
    const first = await ok('vm_get_list', { filters: { user_id: lister }, fields: ['id'], block: 1 });
    expect(first).toMatchObject({ rows: [{ id: alpha }], total: 3 });
  });

  it('fields narrow the rows; unknown fields → 6250, unknown filters → 6210, unknown order → 6610', async () => {
    const env = await ok('vm_get_list', { filters: { id: beta }, fields: ['id', 'name', 'blocked', 'osf_name'] });
    expect(env.rows).toEqual([{ id: beta, name: 'list-beta', blocked: 1, osf_name: 'osf-bare' }]);
    expect((await server.api('vm_get_list', { sid, fields: ['id', 'colour'] })).status).toBe(6250);
    expect((await server.api('vm_get_list', { sid, filters: { colour: 'red' } })).status).toBe(6210);
    expect((await server.api('vm_get_list', { sid, order_by: { field: 'colour' } })).status).toBe(6610);
  });

  it('vm_get_details needs the id filter → 6220; answers one row with fields narrowing it', async () => {
    expect((await server.api('vm_get_details', { sid })).status).toBe(6220);
    expect((await server.api('vm_get_details', { sid, filters: { tenant_id: tA } })).status).toBe(6220);
    const env = await ok('vm_get_details', { filters: { id: gamma }, fields: ['name', 'user_name', 'properties'] });
    expect(env.rows).toEqual([{ name: 'list-gamma', user_name: 'lister', properties: { vmprop: 'blue' } }]);
    expect((await ok('vm_get_details', { filters: { id: 999999 } })).rows).toEqual([]);
  });

  it('vm_all_ids answers integer ids, filtered and ordered', async () => {
    const all = await ok('vm_all_ids', { filters: { user_id: lister } });
    expect(all.rows).toEqual([alpha, beta, gamma]);
    expect(all.total).toBe(3);
    expect((await ok('vm_all_ids', { filters: { user_id: lister }, order_by: { field: 'name', order: '-desc' } })).rows).toEqual([gamma, beta, alpha]);
    expect((await ok('vm_all_ids', { filters: { user_id: lister, blocked: 1 } })).rows).toEqual([beta]);
    const everything = await ok('vm_all_ids');
    expect(everything.rows.every((id: unknown) => Number.isInteger(id))).toBe(true);
    expect(everything.total).toBe((await ok('vm_get_list', { fields: ['id'] })).total);
  });

  it('vm_tiny_list answers id, name and tenant_name, filtered by user_id or osf_id', async () => {
    const env = await ok('vm_tiny_list', { filters: { user_id: lister } });
    expect(env.rows).toEqual([
      { id: alpha, name: 'list-alpha', tenant_name: 'vms-a' },
      { id: beta, name: 'list-beta', tenant_name: 'vms-a' },
      { id: gamma, name: 'list-gamma', tenant_name: 'vms-a' },
    ]);
    const byOsf = (await ok('vm_tiny_list', { filters: { osf_id: osfBare } })).rows.map((r: Row) => r.id);
    expect(byOsf).toContain(beta);
    expect(byOsf).not.toContain(alpha);
    expect((await server.api('vm_tiny_list', { sid, filters: { name: 'list-alpha' } })).status).toBe(6210);
  });
});

describe('vm_update', () => {
  let a: number;
  let b: number;

  beforeAll(async () => {
    a = await createVm({ name: 'upd-a', __properties__: { vmprop: 'one' } });
    b = await createVm({ name: 'upd-b', description: 'b' });
  });

  it('changes name, description, blocked and di_tag; answers empty rows and total 1', async () => {
    const env = await ok('vm_update', { filters: { id: a }, arguments: { name: 'upd-a2', description: 'changed', blocked: 1, di_tag: 'head' } });
    expect(env).toMatchObject({ total: 1, rows: [] });
    const row = await vmRow(a);
    expect([row.name, row.description, row.blocked, row.di_tag, row.di_id, row.di_version]).toEqual(['upd-a2', 'changed', 1, 'head', di2, 'v2']);
    await ok('vm_update', { filters: { id: a }, arguments: { description: null, blocked: 0, di_tag: 'v1' } });
    const again = await vmRow(a);
    expect([again.description, again.blocked, again.di_tag, again.di_id]).toEqual([null, 0, 'v1', di1]);
  });

  it('a name another VM of the user has → 7200; a di_tag no image carries → 6350; a malformed one → 6330', async () => {
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { name: 'UPD-B' } }), a, 7200);
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { di_tag: 'nope' } }), a, 6350);
    expect((await server.api('vm_update', { sid, filters: { id: a }, arguments: { di_tag: 'bad tag!' } })).status).toBe(6330);
    const row = await vmRow(a);
    expect([row.name, row.di_tag]).toEqual(['upd-a2', 'v1']);
  });

  it('sets and clears expirations; 7360 when the merged dates would put soft after hard', async () => {
    await ok('vm_update', { filters: { id: a }, arguments: { expiration_soft: '2030-01-01T00:00:00', expiration_hard: '2030-06-01T00:00:00' } });
    let row = await vmRow(a);
    expect([row.expiration_soft, row.expiration_hard]).toEqual(['2030-01-01T00:00:00', '2030-06-01T00:00:00']);
    expect(row.time_until_expiration_hard.expired).toBe(false);
    // only the hard date, before the stored soft one
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { expiration_hard: '2029-01-01T00:00:00' } }), a, 7360);
    // only the soft date, after the stored hard one
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { expiration_soft: '2031-01-01T00:00:00' } }), a, 7360);
    // both at once, soft after hard
    expectFailure(
      await server.api('vm_update', { sid, filters: { id: a }, arguments: { expiration_soft: '2032-01-01T00:00:00', expiration_hard: '2031-01-01T00:00:00' } }),
      a,
      7360,
    );
    row = await vmRow(a);
    expect([row.expiration_soft, row.expiration_hard]).toEqual(['2030-01-01T00:00:00', '2030-06-01T00:00:00']);
    expect((await server.api('vm_update', { sid, filters: { id: a }, arguments: { expiration_soft: 'tomorrow' } })).status).toBe(6330);
    // clearing the hard date lifts the constraint
    await ok('vm_update', { filters: { id: a }, arguments: { expiration_hard: null } });
    await ok('vm_update', { filters: { id: a }, arguments: { expiration_soft: '2033-01-01T00:00:00' } });
    row = await vmRow(a);
    expect([row.expiration_soft, row.expiration_hard, row.time_until_expiration_hard]).toEqual(['2033-01-01T00:00:00', null, null]);
    await ok('vm_update', { filters: { id: a }, arguments: { expiration_soft: null } });
    expect((await vmRow(a)).time_until_expiration_soft).toBeNull();
  });

  it('__properties_changes__ sets and deletes values; an unknown key → 6340', async () => {
    await ok('vm_update', { filters: { id: a }, arguments: { __properties_changes__: { set: { vmprop: 'two', vmprop2: 'x' } } } });
    expect((await vmRow(a)).properties).toEqual({ vmprop: 'two', vmprop2: 'x' });
    await ok('vm_update', { filters: { id: a }, arguments: { __properties_changes__: { delete: ['vmprop'] } } });
    expect((await vmRow(a)).properties).toEqual({ vmprop2: 'x' });
    await ok('vm_update', { filters: { id: a }, arguments: { __properties_changes__: { set: { vmprop: 'three' }, delete: ['vmprop2'] } } });
    expect((await vmRow(a)).properties).toEqual({ vmprop: 'three' });
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { __properties_changes__: { set: { nope: 'y' } } } }), a, 6340);
    expectFailure(await server.api('vm_update', { sid, filters: { id: a }, arguments: { __properties_changes__: { set: { vmprop: null } } } }), a, 6420);
    expect((await vmRow(a)).properties).toEqual({ vmprop: 'three' });
  });

  it('no argument → 6240; no id filter → 6220; a filter it does not take → 6210; unknown or state arguments → 6230; no match → 1300', async () => {
    expect((await server.api('vm_update', { sid, filters: { id: a }, arguments: {} })).status).toBe(6240);
    expect((await server.api('vm_update', { sid, filters: { id: a } })).status).toBe(6240);
    expect((await server.api('vm_update', { sid, filters: { tenant_id: tA }, arguments: { description: 'x' } })).status).toBe(6220);
    expect((await server.api('vm_update', { sid, filters: { id: a, name: 'upd-b' }, arguments: { description: 'x' } })).status).toBe(6210);
    expect((await server.api('vm_update', { sid, filters: { id: a }, arguments: { state: 'running' } })).status).toBe(6230);
    expect((await server.api('vm_update', { sid, filters: { id: a }, arguments: { ip: '10.3.99.99' } })).status).toBe(6230);
    expect((await server.api('vm_update', { sid, filters: { id: 999999 }, arguments: { description: 'x' } })).status).toBe(1300);
    expect((await vmRow(a)).state).toBe('stopped');
  });

  it('a massive update of two VMs by id [a, b] changes both (massive ACLs held); name has no massive ACL → 4240', async () => {
    const env = await ok('vm_update', { filters: { id: [a, b] }, arguments: { description: 'both', blocked: 1 } });
    expect(env).toMatchObject({ total: 2, rows: [] });
    for (const id of [a, b]) expect([(await vmRow(id)).description, (await vmRow(id)).blocked]).toEqual(['both', 1]);
    expect((await server.api('vm_update', { sid, filters: { id: [a, b] }, arguments: { name: 'same' } })).status).toBe(4240);
    expect((await vmRow(b)).name).toBe('upd-b');
  });
});

describe('vm_delete', () => {
  it('deletes a stopped VM and its property values; answers empty rows and total 1', async () => {
    const id = await createVm({ __properties__: { vmprop: 'gone', vmprop2: 'soon' } });
    expect(await vmPropertyValues(id)).toHaveLength(2);
    expect(await ok('vm_delete', { filters: { id } })).toMatchObject({ total: 1, rows: [] });
    expect((await ok('vm_get_details', { filters: { id } })).rows).toEqual([]);
    expect(await vmExists(id)).toBe(false);
    expect(await vmPropertyValues(id)).toEqual([]);
  });

  it('a VM that is not stopped → 7310 inside 1200; the others selected are deleted', async () => {
    const busy = await createVm({ __properties__: { vmprop: 'kept' } });
    const idle = await createVm();
    for (const state of ['running', 'starting', 'stopping']) {
      await server.dbExecute('UPDATE vms SET state = ? WHERE id = ?', [state, busy]);
      expectFailure(await server.api('vm_delete', { sid, filters: { id: busy } }), busy, 7310);
      expect(await vmExists(busy)).toBe(true);
    }
    const env = await server.api('vm_delete', { sid, filters: { id: [busy, idle] } });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(1);
    expect(Object.keys(env.failures)).toEqual([String(busy)]);
    expect(env.failures[String(busy)].status).toBe(7310);
    expect([await vmExists(busy), await vmExists(idle)]).toEqual([true, false]);
    expect(await vmPropertyValues(busy)).toHaveLength(1);
    await server.dbExecute("UPDATE vms SET state = 'stopped' WHERE id = ?", [busy]);
    expect((await ok('vm_delete', { filters: { id: busy } })).total).toBe(1);
  });

  it('no id filter → 6220; a filter it does not take → 6210; nothing selected → 1300', async () => {
    expect((await server.api('vm_delete', { sid })).status).toBe(6220);
    expect((await server.api('vm_delete', { sid, filters: { id: 999999, user_id: uAlice } })).status).toBe(6210);
    expect((await server.api('vm_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});

describe('custom properties of VMs', () => {
  it('vm_get_property_list lists the properties assigned to VMs', async () => {
    const env = await ok('vm_get_property_list', { filters: { tenant_id: tA }, order_by: { field: 'key' } });
    expect(env.rows.map((r: Row) => r.key)).toEqual(['vmprop', 'vmprop2']);
    expect(env.rows[0]).toEqual({ id: expect.any(Number), property_id: expect.any(Number), key: 'vmprop', description: 'a VM property', tenant_id: tA, tenant_name: 'vms-a' });
    expect((await ok('vm_get_property_list', { filters: { tenant_id: tB } })).rows).toEqual([]);
  });

  it('__properties__ on create are stored; a key not assigned to VMs → 6340, a missing value → 6420', async () => {
    const id = await createVm({ name: 'propped', __properties__: { vmprop: 'tagged', vmprop2: 7 } });
    expect((await vmRow(id)).properties).toEqual({ vmprop: 'tagged', vmprop2: '7' });
    const before = await footprint();
    expect((await server.api('vm_create', { sid, arguments: { name: 'bad-props', user_id: uAlice, osf_id: osfA, __properties__: { nope: 'x' } } })).status).toBe(6340);
    expect((await server.api('vm_create', { sid, arguments: { name: 'bad-props', user_id: uAlice, osf_id: osfA, __properties__: { vmprop: null } } })).status).toBe(6420);
    // tenant A's property is no property of tenant B's VMs
    expect((await server.api('vm_create', { sid, arguments: { name: 'bad-props', user_id: uB, osf_id: osfB, __properties__: { vmprop: 'x' } } })).status).toBe(6340);
    expect(await footprint()).toEqual(before);
  });

  it('a property key is a filter, field and order token of vm_get_list', async () => {
    const env = await ok('vm_get_list', { filters: { vmprop: 'tagged' }, fields: ['name', 'vmprop', 'vmprop2'] });
    expect(env.rows).toEqual([{ name: 'propped', vmprop: 'tagged', vmprop2: '7' }]);
    expect((await ok('vm_get_list', { filters: { vmprop: { '~': 'TAG%' } }, fields: ['name'] })).rows).toEqual([{ name: 'propped' }]);
    expect((await ok('vm_all_ids', { filters: { vmprop2: '7' } })).total).toBe(1);
    const ordered = await ok('vm_get_list', { filters: { vmprop: ['red', 'blue', 'tagged'] }, fields: ['vmprop'], order_by: { field: 'vmprop' } });
    expect(ordered.rows).toEqual([{ vmprop: 'blue' }, { vmprop: 'red' }, { vmprop: 'tagged' }]);
    expect((await server.api('vm_get_list', { sid, fields: ['name', 'nope'] })).status).toBe(6250);
  });

  it('vm_create_property_list assigns a property to VMs; vm_delete_property_list removes it and its VM values', async () => {
    const property = (await ok('property_create', { arguments: { tenant_id: tA, key: 'late', description: 'assigned later' } })).rows[0].id;
    expect((await server.api('vm_create', { sid, arguments: { name: 'late-vm', user_id: uAlice, osf_id: osfA, __properties__: { late: '1' } } })).status).toBe(6340);
    const env = await ok('vm_create_property_list', { arguments: { property_id: property } });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const assignment = env.rows[0].id;
    expect((await ok('vm_get_property_list', { filters: { tenant_id: tA } })).rows).toContainEqual({
      id: assignment,
      property_id: property,
      key: 'late',
      description: 'assigned later',
      tenant_id: tA,
      tenant_name: 'vms-a',
    });
    expect((await server.api('vm_create_property_list', { sid, arguments: { property_id: property } })).status).toBe(7210);
    const vm = await createVm({ name: 'late-vm', __properties__: { late: '1', vmprop: 'stays' } });
    expect((await vmRow(vm)).properties).toEqual({ late: '1', vmprop: 'stays' });
    expect(await ok('vm_delete_property_list', { filters: { id: assignment } })).toMatchObject({ total: 1, rows: [] });
    expect((await vmRow(vm)).properties).toEqual({ vmprop: 'stays' });
    expect((await ok('vm_get_property_list', { filters: { tenant_id: tA } })).rows.map((r: Row) => r.key)).not.toContain('late');
    expect((await server.api('vm_get_list', { sid, filters: { late: '1' } })).status).toBe(6210);
    expect((await server.api('vm_delete_property_list', { sid })).status).toBe(6220);
  });
});

describe('token and action ACLs of a limited tenant administrator', () => {
  let viewer: string; // vm.see-main. only
  let creator: { sid: string; adminId: number }; // vm.create. and vm.see-main.
  let operator: string; // block, state, description, without any massive ACL
  let x: number;
  let y: number;

  beforeAll(async () => {
    viewer = (await makeTenantAdmin(server, { tenant: 'vms-a', admin: 'vm-viewer', acls: ['vm.see-main.'] })).sid;
    const c = await makeTenantAdmin(server, { tenant: 'vms-a', admin: 'vm-creator', acls: ['vm.create.', 'vm.see-main.'] });
    creator = { sid: c.sid, adminId: c.adminId };
    operator = (
      await makeTenantAdmin(server, {
        tenant: 'vms-a',
        admin: 'vm-operator',
        acls: ['vm.see-main.', 'vm.update.block', 'vm.update.state', 'vm.update.description'],
      })
    ).sid;
    x = await createVm({ name: 'acl-x', description: 'x' });
    y = await createVm({ name: 'acl-y', description: 'y' });
  });

  it('without fields, rows omit every token it may not see', async () => {
    const env = await ok('vm_get_list', { filters: { id: [x, y] } }, viewer);
    expect(env.rows).toEqual([
      { id: x, name: 'acl-x', storage: null, tenant_id: tA, tenant_name: 'vms-a', record_version: 1 },
      { id: y, name: 'acl-y', storage: null, tenant_id: tA, tenant_name: 'vms-a', record_version: 1 },
    ]);
  });

  it('a field it may not see → 4250; a filter → 4220; an order → 4260', async () => {
    expect((await server.api('vm_get_list', { sid: viewer, fields: ['id', 'user_name'] })).status).toBe(4250);
    expect((await server.api('vm_get_list', { sid: viewer, fields: ['properties'] })).status).toBe(4250);
    expect((await server.api('vm_get_list', { sid: viewer, filters: { state: 'stopped' } })).status).toBe(4220);
    expect((await server.api('vm_get_list', { sid: viewer, filters: { vmprop: 'x' } })).status).toBe(4220);
    expect((await server.api('vm_get_list', { sid: viewer, order_by: { field: 'host_name' } })).status).toBe(4260);
    expect((await server.api('vm_get_list', { sid: viewer, filters: { tenant_id: tA } })).status).toBe(4220);
    // what it may see works
    expect((await ok('vm_get_list', { filters: { name: 'acl-y' }, fields: ['id'], order_by: { field: 'name' } }, viewer)).rows).toEqual([{ id: y }]);
  });

  it('an action without its ACL → 4210', async () => {
    for (const [action, params] of [
      ['vm_get_details', { filters: { id: x } }],
      ['vm_create', { arguments: { name: 'n', user_id: uAlice, osf_id: osfA } }],
      ['vm_update', { filters: { id: x }, arguments: { description: 'n' } }],
      ['vm_delete', { filters: { id: x } }],
      ['vm_start', { filters: { id: x } }],
      ['vm_tiny_list', {}],
    ] as const) {
      const env = await server.api(action, { sid: viewer, ...params });
      expect([action, env.status]).toEqual([action, 4210]);
    }
    expect((await server.api('vm_delete', { sid: operator, filters: { id: x } })).status).toBe(4210);
    expect(await vmExists(x)).toBe(true);
  });

  it('vm_create: di_tag without vm.create.di-tag → 4230, __properties__ without vm.create.properties → 4230', async () => {
    const before = await footprint();
    const base = { name: 'by-creator', user_id: uAlice, osf_id: osfA };
    expect((await server.api('vm_create', { sid: creator.sid, arguments: { ...base, di_tag: 'default' } })).status).toBe(4230);
    expect((await server.api('vm_create', { sid: creator.sid, arguments: { ...base, __properties__: { vmprop: 'x' } } })).status).toBe(4230);
    expect(await footprint()).toEqual(before);
    const env = await server.api('vm_create', { sid: creator.sid, arguments: base });
    expect(env.status).toBe(0);
    expect(await vmRow(env.rows[0].id)).toMatchObject({ tenant_id: tA, di_tag: 'default', creation_admin_id: creator.adminId, creation_admin_name: 'vm-creator' });
  });

  it('vm_update of blocked on two VMs without vm.update-massive.block → 4240; on one it works; name without vm.update.name → 4230', async () => {
    expect((await server.api('vm_update', { sid: operator, filters: { id: [x, y] }, arguments: { blocked: 1 } })).status).toBe(4240);
    expect([(await vmRow(x)).blocked, (await vmRow(y)).blocked]).toEqual([0, 0]);
    expect((await server.api('vm_update', { sid: operator, filters: { id: [x, y] }, arguments: { description: 'massive' } })).status).toBe(4240);
    expect((await vmRow(y)).description).toBe('y');
    expect(await ok('vm_update', { filters: { id: x }, arguments: { blocked: 1 } }, operator)).toMatchObject({ total: 1 });
    expect((await vmRow(x)).blocked).toBe(1);
    expect((await server.api('vm_update', { sid: operator, filters: { id: x }, arguments: { name: 'renamed' } })).status).toBe(4230);
    expect((await server.api('vm_update', { sid: operator, filters: { id: x }, arguments: { di_tag: 'head' } })).status).toBe(4230);
    expect((await vmRow(x)).name).toBe('acl-x');
    await ok('vm_update', { filters: { id: x }, arguments: { blocked: 0 } });
  });

  it('vm_start and vm_stop on two VMs with vm.update.state but without vm.update-massive.state → 4240, nothing started', async () => {
    expect((await server.api('vm_start', { sid: operator, filters: { id: [x, y] } })).status).toBe(4240);
    expect((await server.api('vm_stop', { sid: operator, filters: { id: [x, y] } })).status).toBe(4240);
    expect([(await vmRow(x)).state, (await vmRow(y)).state]).toEqual(['stopped', 'stopped']);
  });
});

describe('tenant isolation', () => {
  let adminB: { sid: string; tenantId: number };
  let aVm: number;
  let bVm: number;

  beforeAll(async () => {
    adminB = await makeTenantAdmin(server, { tenant: 'vms-b', admin: 'vm-admin-b', roles: ['VMs Manager'], acls: ['osf.filter.vm'] });
    aVm = await createVm({ name: 'a-private', description: 'of A' });
    const made = await server.api('vm_create', { sid: adminB.sid, arguments: { name: 'b-own', user_id: uB, osf_id: osfB } });
    expect(made.status, JSON.stringify(made)).toBe(0);
    bVm = made.rows[0].id;
  });

  it('its own create lands in tenant B', async () => {
    expect(await vmRow(bVm)).toMatchObject({ tenant_id: tB, tenant_name: 'vms-b', user_name: 'bea', creation_admin_name: 'vm-admin-b' });
  });

  it("tenant A's VMs are invisible in vm_get_list, vm_get_details, vm_all_ids and vm_tiny_list", async () => {
    const list = await ok('vm_get_list', { fields: ['id', 'tenant_id'] }, adminB.sid);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r: Row) => r.tenant_id === tB)).toBe(true);
    expect(list.rows.map((r: Row) => r.id)).toContain(bVm);
    expect(list.rows.map((r: Row) => r.id)).not.toContain(aVm);
    expect((await ok('vm_get_list', { filters: { id: aVm } }, adminB.sid))).toMatchObject({ rows: [], total: 0 });
    expect((await ok('vm_get_details', { filters: { id: aVm } }, adminB.sid)).rows).toEqual([]);
    const ids = (await ok('vm_all_ids', {}, adminB.sid)).rows;
    expect(ids).toContain(bVm);
    expect(ids).not.toContain(aVm);
    const tiny = (await ok('vm_tiny_list', {}, adminB.sid)).rows as Row[];
    expect(tiny.map((r) => r.id)).toContain(bVm);
    expect(tiny.every((r) => r.tenant_name === 'vms-b')).toBe(true);
  });

  it("vm_start, vm_stop, vm_user_disconnect, vm_update and vm_delete of A's VM select nothing → 1300", async () => {
    for (const [action, params] of [
      ['vm_start', {}],
      ['vm_stop', {}],
      ['vm_user_disconnect', {}],
      ['vm_update', { arguments: { description: 'hacked' } }],
      ['vm_delete', {}],
    ] as const) {
      const env = await server.api(action, { sid: adminB.sid, filters: { id: aVm }, ...params });
      expect([action, env.status]).toEqual([action, 1300]);
    }
    expect(await vmRow(aVm)).toMatchObject({ description: 'of A', state: 'stopped', user_state: 'disconnected' });
  });

  it("vm_create with tenant A's user or OS flavour → 7110", async () => {
    const before = await footprint();
    for (const args of [
      { user_id: uAlice, osf_id: osfB },
      { user_id: uB, osf_id: osfA },
      { user_id: uAlice, osf_id: osfA },
    ]) {
      const env = await server.api('vm_create', { sid: adminB.sid, arguments: { name: 'stolen', ...args } });
      expect([args, env.status]).toEqual([args, 7110]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('a tenant_id filter is a superadministrator’s → 4220', async () => {
    expect((await server.api('vm_get_list', { sid: adminB.sid, filters: { tenant_id: tA } })).status).toBe(4220);
    expect((await server.api('vm_get_list', { sid: adminB.sid, filters: { tenant_id: tB } })).status).toBe(4220);
    expect((await server.api('vm_get_details', { sid: adminB.sid, filters: { id: bVm, tenant_id: tB } })).status).toBe(4220);
    expect((await server.api('vm_all_ids', { sid: adminB.sid, filters: { tenant_id: tA } })).status).toBe(4220);
  });

  it('the superadministrator filters by tenant_id', async () => {
    const rows = (await ok('vm_get_list', { filters: { tenant_id: tB }, fields: ['tenant_id'] })).rows as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tenant_id === tB)).toBe(true);
  });
});

describe('deletion rules around VMs', () => {
  it('a user with VMs cannot be deleted (7120 inside 1200); without them it can', async () => {
    const u = (await ok('user_create', { arguments: { tenant_id: tA, name: 'owner', password: 'user-pass-1' } })).rows[0].id;
    const vm = await createVm({ user_id: u });
    expectFailure(await server.api('user_delete', { sid, filters: { id: u } }), u, 7120);
    expect(await vmExists(vm)).toBe(true);
    await ok('vm_delete', { filters: { id: vm } });
    expect((await ok('user_delete', { filters: { id: u } })).total).toBe(1);
  });

  it('an OS flavour with VMs cannot be deleted (7120 inside 1200)', async () => {
    const o = (await ok('osf_create', { arguments: { tenant_id: tA, name: 'osf-doomed' } })).rows[0].id;
    const vm = await createVm({ osf_id: o });
    expectFailure(await server.api('osf_delete', { sid, filters: { id: o } }), o, 7120);
    expect(await vmExists(vm)).toBe(true);
    await ok('vm_delete', { filters: { id: vm } });
    expect((await ok('osf_delete', { filters: { id: o } })).total).toBe(1);
  });

  it('a host with a VM that is not stopped on it cannot be deleted (7120 inside 1200)', async () => {
    const h = (await ok('host_create', { arguments: { name: 'busy-host', address: '10.50.0.1', state: 'running' } })).rows[0].id;
    const vm = await createVm();
    await server.dbExecute("UPDATE vms SET host_id = ?, state = 'running' WHERE id = ?", [h, vm]);
    expect((await vmRow(vm)).host_name).toBe('busy-host');
    expectFailure(await server.api('host_delete', { sid, filters: { id: h } }), h, 7120);
    expect((await ok('host_get_list', { filters: { id: h } })).total).toBe(1);
    await server.dbExecute("UPDATE vms SET host_id = NULL, state = 'stopped' WHERE id = ?", [vm]);
    expect((await ok('host_delete', { filters: { id: h } })).total).toBe(1);
    await ok('vm_delete', { filters: { id: vm } });
  });

  it('the disk image in use by a VM that is not stopped cannot be deleted (7320 inside 1200)', async () => {
    const o = (await ok('osf_create', { arguments: { tenant_id: tA, name: 'osf-images' } })).rows[0].id;
    const d = (await ok('di_create', { arguments: { osf_id: o, disk_image: 'busy.img', version: 'x1' } })).rows[0].id;
    const vm = await createVm({ osf_id: o });
    expect((await vmRow(vm)).di_id).toBe(d);
    await server.dbExecute("UPDATE vms SET di_id = ?, state = 'running' WHERE id = ?", [d, vm]);
    expect(await vmRow(vm)).toMatchObject({ di_id_in_use: d, di_name_in_use: 'busy.img', di_version_in_use: 'x1' });
    expectFailure(await server.api('di_delete', { sid, filters: { id: d } }), d, 7320);
    expect((await ok('di_get_list', { filters: { id: d } })).total).toBe(1);
    await server.dbExecute("UPDATE vms SET state = 'stopped' WHERE id = ?", [vm]);
    expect((await ok('di_delete', { filters: { id: d } })).total).toBe(1);
    const row = await vmRow(vm);
    expect([row.di_id, row.di_id_in_use]).toEqual([null, null]);
    await ok('vm_delete', { filters: { id: vm } });
  });

  it('a superadministrator deleting a tenant holding VMs (tenant.purge.) removes them, whatever their state', async () => {
    const t = (await ok('tenant_create', { arguments: { name: 'vms-doomed' } })).rows[0].id;
    const u = (await ok('user_create', { arguments: { tenant_id: t, name: 'doomed-user', password: 'user-pass-1' } })).rows[0].id;
    const o = (await ok('osf_create', { arguments: { tenant_id: t, name: 'doomed-osf' } })).rows[0].id;
    await ok('property_create', { arguments: { tenant_id: t, key: 'doomedprop', __property_assign__: ['vm'] } });
    const stopped = await createVm({ user_id: u, osf_id: o, __properties__: { doomedprop: 'v' } });
    const running = await createVm({ user_id: u, osf_id: o });
    await server.dbExecute("UPDATE vms SET state = 'running' WHERE id = ?", [running]);
    expect((await ok('tenant_delete', { filters: { id: t } })).status).toBe(0);
    expect([await vmExists(stopped), await vmExists(running)]).toEqual([false, false]);
    expect(await server.dbQuery('SELECT id FROM vms WHERE tenant_id = ?', [t])).toEqual([]);
    expect(await vmPropertyValues(stopped)).toEqual([]);
    expect((await ok('vm_get_list', { filters: { id: [stopped, running] } })).total).toBe(0);
  });
});

describe('counters and statistics follow VMs at once', () => {
  let tC: number;
  let statsSid: string;
  let u: number;
  let o: number;
  let h: number;
  let vm: number;

  const STATS_ACLS = ['vm.stats.summary', 'vm.stats.blocked', 'vm.stats.running-vms', 'vm.stats.close-to-expire', 'host.stats.top-hosts-most-vms'];

  beforeAll(async () => {
    const made = await makeTenantAdmin(server, { tenant: 'vms-c', admin: 'vm-stats', acls: STATS_ACLS });
    tC = made.tenantId;
    statsSid = made.sid;
    u = (await ok('user_create', { arguments: { tenant_id: tC, name: 'counted', password: 'user-pass-1' } })).rows[0].id;
    o = (await ok('osf_create', { arguments: { tenant_id: tC, name: 'osf-counted' } })).rows[0].id;
    h = (await ok('host_create', { arguments: { name: 'stats-host', address: '10.60.0.1', state: 'running' } })).rows[0].id;
  });

  const userCount = async () => (await ok('user_get_list', { filters: { id: u }, fields: ['number_of_vms', 'number_of_vms_connected'] })).rows[0];
  const osfCount = async () => (await ok('osf_get_list', { filters: { id: o }, fields: ['number_of_vms'] })).rows[0].number_of_vms;
  const tenantStats = async () => stats(await ok('svc_objects_statistics', {}, statsSid));

  it('start from zero', async () => {
    expect(await userCount()).toEqual({ number_of_vms: '0', number_of_vms_connected: '0' });
    expect(await osfCount()).toBe('0');
    expect(await tenantStats()).toEqual({
      vms_count: 0,
      blocked_vms_count: 0,
      running_vms_count: 0,
      vms_with_expiration_date: [],
      top_populated_hosts: [],
    });
  });

  it('a created VM counts in user_get_list, osf_get_list (numeric strings) and vms_count', async () => {
    vm = await createVm({ name: 'counted-vm', user_id: u, osf_id: o });
    expect(await userCount()).toEqual({ number_of_vms: '1', number_of_vms_connected: '0' });
    expect(await osfCount()).toBe('1');
    expect((await tenantStats()).vms_count).toBe(1);
    const superStats = stats(await ok('svc_objects_statistics'));
    expect(superStats.vms_count).toBe(Number((await server.dbQuery('SELECT COUNT(*) AS n FROM vms'))[0]!.n));
  });

  it('blocking it counts in blocked_vms_count', async () => {
    await ok('vm_update', { filters: { id: vm }, arguments: { blocked: 1 } });
    expect(await tenantStats()).toMatchObject({ vms_count: 1, blocked_vms_count: 1, running_vms_count: 0 });
    await ok('vm_update', { filters: { id: vm }, arguments: { blocked: 0 } });
    expect((await tenantStats()).blocked_vms_count).toBe(0);
  });

  it('an expiration puts it in vms_with_expiration_date with remaining_time', async () => {
    const hard = fromNow(5 * 86400 + 3600);
    await ok('vm_update', { filters: { id: vm }, arguments: { expiration_hard: hard } });
    const list = (await tenantStats()).vms_with_expiration_date;
    expect(list).toEqual([
      {
        id: vm,
        name: 'counted-vm',
        expiration_soft: null,
        expiration_hard: hard,
        remaining_time: { days: 5, hours: expect.any(Number), minutes: expect.any(Number), seconds: expect.any(Number) },
      },
    ]);
    expect(Math.abs(secondsOf(list[0].remaining_time) - (5 * 86400 + 3600))).toBeLessThanOrEqual(120);
  });

  it('running on a host: running_vms_count, top_populated_hosts, host_get_state; connected: user_get_state', async () => {
    await server.dbExecute("UPDATE vms SET state = 'running', host_id = ?, user_state = 'connected' WHERE id = ?", [h, vm]);
    await ok('vm_update', { filters: { id: vm }, arguments: { description: 'now running' } });
    expect(await tenantStats()).toMatchObject({
      vms_count: 1,
      running_vms_count: 1,
      top_populated_hosts: [{ id: h, number_of_vms: 1, name: 'stats-host' }],
    });
    expect((await ok('host_get_state', { filters: { id: h } })).rows).toEqual([{ number_of_vms_connected: 1 }]);
    expect((await ok('host_get_list', { filters: { id: h }, fields: ['number_of_vms_connected'] })).rows).toEqual([{ number_of_vms_connected: '1' }]);
    expect((await ok('user_get_state', { filters: { id: u } })).rows).toEqual([{ number_of_vms_connected: 1 }]);
    expect(await userCount()).toEqual({ number_of_vms: '1', number_of_vms_connected: '1' });
  });

  it('stopped and deleted, every counter goes back to zero', async () => {
    await server.dbExecute("UPDATE vms SET state = 'stopped', host_id = NULL, user_state = 'disconnected' WHERE id = ?", [vm]);
    await ok('vm_delete', { filters: { id: vm } });
    expect(await userCount()).toEqual({ number_of_vms: '0', number_of_vms_connected: '0' });
    expect(await osfCount()).toBe('0');
    expect((await ok('host_get_state', { filters: { id: h } })).rows).toEqual([{ number_of_vms_connected: 0 }]);
    expect(await tenantStats()).toEqual({
      vms_count: 0,
      blocked_vms_count: 0,
      running_vms_count: 0,
      vms_with_expiration_date: [],
      top_populated_hosts: [],
    });
  });
});
