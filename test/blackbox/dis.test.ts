// The disk image family (generated/docs/dis.md, generated/docs/guides/errors.md, docs/decisions.md "Records"): di_create
// with its default version, fixed tag, head and default; custom tags moving between the images of a
// flavour; di_update answering the record with __tags_changes__ (7330, 7340, 6350); di_delete handing
// head and default over and refusing images running VMs (7320); the tag lists, di_tiny_list,
// di_all_ids and the tag filter; dis_in_staging over $SVC_DATA_DIR/staging.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin, startServer, type Envelope, type TestServer, expectOk } from './harness.js';

let server: TestServer;
let sid: string;
let t1: number;
let t2: number;
let user1: number;
let vmSeq = 0;

type Row = Record<string, any>;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

async function ok(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  return expectOk(server, action, { sid, ...params });
}

async function createOsf(name: string, tenantId = t1): Promise<number> {
  return (await ok('osf_create', { arguments: { tenant_id: tenantId, name } })).rows[0].id;
}

async function createDi(osfId: number, args: Record<string, unknown> = {}): Promise<number> {
  return (await ok('di_create', { arguments: { osf_id: osfId, disk_image: `image-${osfId}.qcow2`, ...args } })).rows[0].id;
}

async function details(id: number): Promise<Row> {
  const env = await ok('di_get_details', { filters: { id } });
  expect(env.rows).toHaveLength(1);
  return env.rows[0];
}

/** The tags of a DI as `name` (fixed ones as `name*`), fixed first then alphabetical. */
async function tagsOf(id: number): Promise<string[]> {
  return (await details(id)).tags.map((t: Row) => (t.fixed ? `${t.tag}*` : t.tag));
}

/** Which DI of the flavour holds each of the given tags (undefined: none). */
async function holders(osfId: number, tags: string[]): Promise<Record<string, number | undefined>> {
  const rows = (await ok('tag_get_list', { filters: { osf_id: osfId } })).rows as Row[];
  return Object.fromEntries(tags.map((t) => [t, rows.find((r) => r.name === t)?.di_id]));
}

async function insertVm(osfId: number, diId: number, state: string): Promise<number> {
  const name = `vm-${++vmSeq}`;
  await server.dbQuery(
    'INSERT INTO vms (tenant_id, user_id, osf_id, name, di_tag, blocked, state, user_state, di_id) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
    [t1, user1, osfId, name, 'default', state, 'disconnected', diId],
  );
  const rows = await server.dbQuery('SELECT id FROM vms WHERE user_id = ? AND name = ?', [user1, name]);
  return Number(rows[0]!.id);
}

function expectFailure(env: Envelope, id: number, status: number): void {
  expect(env.status).toBe(1200);
  expect(env.total).toBe(0);
  expect(env.rows).toEqual([]);
  expect(Object.keys(env.failures)).toEqual([String(id)]);
  expect(env.failures[String(id)].status).toBe(status);
}

beforeAll(async () => {
  server = await startServer();
  sid = await server.superSid();
  t1 = (await ok('tenant_create', { arguments: { name: 'dis-t1' } })).rows[0].id;
  t2 = (await ok('tenant_create', { arguments: { name: 'dis-t2' } })).rows[0].id;
  user1 = (await ok('user_create', { arguments: { tenant_id: t1, name: 'vm-owner', password: 'pass-1234' } })).rows[0].id;
  await ok('property_create', { arguments: { key: 'arch', tenant_id: t1, __property_assign__: ['di'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('di_create', () => {
  let osf: number;
  beforeAll(async () => {
    osf = await createOsf('create-osf');
  });

  it('filters by state: every image is published', async () => {
    const own = await createOsf('state-osf');
    const a = (await ok('di_create', { arguments: { osf_id: own, disk_image: 'state-a.img' } })).rows[0].id;
    const b = (await ok('di_create', { arguments: { osf_id: own, disk_image: 'state-b.img' } })).rows[0].id;
    const published = await ok('di_get_list', { filters: { osf_id: own, state: 'published' }, fields: ['id', 'state'] });
    expect(published.rows).toEqual([{ id: a, state: 'published' }, { id: b, state: 'published' }]);
    expect((await ok('di_get_list', { filters: { osf_id: own, state: 'generating' } })).total).toBe(0);
  });

  it('the first image of a flavour: version YYYY-MM-DD-1, fixed tag = version, head and default', async () => {
    const env = await ok('di_create', { arguments: { osf_id: osf, disk_image: 'first.qcow2', description: 'the first' } });
    expect(env).toMatchObject({ total: 1, rows: [{ id: expect.any(Number) }] });
    const id = env.rows[0].id;
    const version = `${today()}-1`;
    expect(await details(id)).toEqual({
      id,
      disk_image: 'first.qcow2',
      tenant_id: t1,
      tenant_name: 'dis-t1',
      description: 'the first',
      version,
      osf_id: osf,
      osf_name: 'create-osf',
      blocked: 0,
      tags: [
        { id: expect.any(Number), tag: version, fixed: true },
        { id: expect.any(Number), tag: 'default', fixed: false },
        { id: expect.any(Number), tag: 'head', fixed: false },
      ],
      properties: {},
      // a record exists only for a complete image (progress is reported on the transfer's socket)
      state: 'published',
      percentage: 1,
      elapsed_time: null,
      status_message: null,
      creation_date: expect.stringMatching(DATE),
      creation_admin_id: 1,
      creation_admin_name: 'superadmin',
      record_version: 1,
    });
  });

  it('the next image takes head and the next default version; default stays', async () => {
    const first = (await ok('di_all_ids', { filters: { osf_id: osf } })).rows[0];
    const second = await createDi(osf, { disk_image: 'second.qcow2' });
    expect((await details(second)).version).toBe(`${today()}-2`);
    expect(await tagsOf(second)).toEqual([`${today()}-2*`, 'head']);
    expect(await tagsOf(first)).toEqual([`${today()}-1*`, 'default']);
    // numbering is per flavour
    const other = await createOsf('create-osf-2');
    expect((await details(await createDi(other))).version).toBe(`${today()}-1`);
  });

  it('__tags__ asking for default moves it; custom tags are put on the image', async () => {
    const third = await createDi(osf, { disk_image: 'third.qcow2', version: 'v3', __tags__: ['default', 'stable'] });
    expect(await tagsOf(third)).toEqual(['v3*', 'default', 'head', 'stable']);
    expect(await holders(osf, ['head', 'default', 'stable'])).toEqual({ head: third, default: third, stable: third });
  });

  it('a custom tag moves from another image of the same flavour, never from another flavour', async () => {
    const fourth = await createDi(osf, { disk_image: 'fourth.qcow2', version: 'v4', __tags__: ['stable'] });
    const elsewhere = await createOsf('create-osf-3');
    const foreign = await createDi(elsewhere, { version: 'v1', __tags__: ['stable'] });
    expect(await holders(osf, ['stable', 'head', 'default'])).toMatchObject({ stable: fourth, head: fourth });
    expect(await holders(elsewhere, ['stable'])).toEqual({ stable: foreign });
  });

  it('blocked, description and __properties__ are taken', async () => {
    const id = await createDi(osf, { version: 'v5', blocked: 1, description: 'blocked one', __properties__: { arch: 'x86_64' } });
    expect(await details(id)).toMatchObject({ blocked: 1, description: 'blocked one', properties: { arch: 'x86_64' } });
  });

  it('a version taken in the flavour → 7200; another flavour may reuse it', async () => {
    expect((await server.api('di_create', { sid, arguments: { osf_id: osf, disk_image: 'dup.qcow2', version: 'v3' } })).status).toBe(7200);
    expect((await ok('di_get_list', { filters: { disk_image: 'dup.qcow2' } })).total).toBe(0);
    const other = await createOsf('create-osf-4');
    expect((await details(await createDi(other, { version: 'v3' }))).version).toBe('v3');
  });

  it('__tags__ naming another image\'s version (its fixed tag) → 7330; nothing is created', async () => {
    const env = await server.api('di_create', { sid, arguments: { osf_id: osf, disk_image: 'steal.qcow2', version: 'v9', __tags__: ['v3'] } });
    expect(env.status).toBe(7330);
    expect((await ok('di_get_list', { filters: { disk_image: 'steal.qcow2' } })).total).toBe(0);
  });

  it('head or default (in any case) cannot be a version → 6330: it would pin that tag to the image', async () => {
    const empty = await createOsf('reserved-osf');
    for (const version of ['head', 'default', 'Default', 'HEAD']) {
      const env = await server.api('di_create', { sid, arguments: { osf_id: empty, disk_image: 'r.qcow2', version } });
      expect([version, env.status]).toEqual([version, 6330]);
    }
    expect((await ok('tag_get_list', { filters: { osf_id: empty } })).total).toBe(0);
  });

  it('HEAD and Default in __tags__ are the flavour\'s head and default', async () => {
    const o = await createOsf('case-osf');
    const first = await createDi(o, { version: 'c1' });
    const second = await createDi(o, { version: 'c2', __tags__: ['Default'] });
    await ok('di_update', { filters: { id: first }, arguments: { __tags_changes__: { create: ['HEAD'] } } });
    expect(await tagsOf(first)).toEqual(['c1*', 'head']);
    expect(await tagsOf(second)).toEqual(['c2*', 'default']);
  });

  it('disk_image and osf_id are mandatory → 6240; a flavour that does not exist → 7110', async () => {
    expect((await server.api('di_create', { sid, arguments: { osf_id: osf } })).status).toBe(6240);
    expect((await server.api('di_create', { sid, arguments: { disk_image: 'x.qcow2' } })).status).toBe(6240);
    expect((await server.api('di_create', { sid, arguments: { osf_id: 999999, disk_image: 'x.qcow2' } })).status).toBe(7110);
  });

  it('a blank file name or one with a path separator → 6330', async () => {
    for (const disk_image of ['   ', '', '../etc/passwd', 'a\\b.img']) {
      const env = await server.api('di_create', { sid, arguments: { osf_id: osf, disk_image } });
      expect([disk_image, env.status]).toEqual([disk_image, 6330]);
    }
    expect((await details(await createDi(osf, { disk_image: 'with space.img' }))).disk_image).toBe('with space.img');
  });

  it('a tenant administrator creating an image in another tenant\'s flavour → 7110', async () => {
    const foreignOsf = await createOsf('foreign-osf', t2);
    const admin = await makeTenantAdmin(server, { tenant: 'dis-t1', admin: 'di-creator', acls: ['di.create.', 'di.see-main.'] });
    const env = await server.api('di_create', { sid: admin.sid, arguments: { osf_id: foreignOsf, disk_image: 'sneaky.qcow2' } });
    expect(env.status).toBe(7110);
    expect((await ok('di_get_list', { filters: { osf_id: foreignOsf } })).total).toBe(0);
    // in a flavour of their own tenant it works, and the image is of that tenant
    const own = await createOsf('own-osf');
    const made = await server.api('di_create', { sid: admin.sid, arguments: { osf_id: own, disk_image: 'mine.qcow2' } });
    expect(made.status).toBe(0);
    expect((await details(made.rows[0].id)).tenant_id).toBe(t1);
  });
});

describe('di_update', () => {
  let osf: number;
  let a: number;
  let b: number;

  beforeAll(async () => {
    osf = await createOsf('update-osf');
    a = await createDi(osf, { version: 'a1' });
    b = await createDi(osf, { version: 'b1' });
  });

  it('answers the updated record in rows', async () => {
    const env = await ok('di_update', { filters: { id: a }, arguments: { description: 'described', blocked: 1 } });
    expect(env.total).toBe(1);
    expect(env.rows).toHaveLength(1);
    expect(env.rows[0]).toEqual(await details(a));
    expect(env.rows[0]).toMatchObject({ id: a, description: 'described', blocked: 1, version: 'a1' });
  });

  it('__tags_changes__ create puts tags on the image, taking them from its siblings', async () => {
    const env = await ok('di_update', { filters: { id: a }, arguments: { __tags_changes__: { create: ['beta', 'head'] } } });
    expect(env.rows[0].tags.map((t: Row) => t.tag)).toEqual(['a1', 'beta', 'default', 'head']);
    expect(await tagsOf(b)).toEqual(['b1*']);
    await ok('di_update', { filters: { id: b }, arguments: { __tags_changes__: { create: ['beta', 'head'] } } });
    expect(await holders(osf, ['beta', 'head', 'default'])).toEqual({ beta: b, head: b, default: a });
  });

  it('__tags_changes__ delete removes a custom tag', async () => {
    await ok('di_update', { filters: { id: b }, arguments: { __tags_changes__: { create: ['gamma'] } } });
    const env = await ok('di_update', { filters: { id: b }, arguments: { __tags_changes__: { delete: ['beta', 'gamma'] } } });
    expect(env.rows[0].tags.map((t: Row) => t.tag)).toEqual(['b1', 'head']);
  });

  it('creating a tag equal to another image\'s version → 7330 inside 1200, nothing changed', async () => {
    expectFailure(await server.api('di_update', { sid, filters: { id: a }, arguments: { __tags_changes__: { create: ['b1'] } } }), a, 7330);
    expect(await tagsOf(a)).toEqual(['a1*', 'default']);
    expect(await tagsOf(b)).toEqual(['b1*', 'head']);
  });

  it('deleting the fixed, head or default tag → 7340 inside 1200', async () => {
    for (const [id, tag] of [
      [a, 'a1'],
      [a, 'default'],
      [b, 'head'],
    ] as const) {
      expectFailure(await server.api('di_update', { sid, filters: { id }, arguments: { __tags_changes__: { delete: [tag] } } }), id, 7340);
    }
    expect(await tagsOf(a)).toEqual(['a1*', 'default']);
    expect(await tagsOf(b)).toEqual(['b1*', 'head']);
  });

  it('head and default spelt in capitals are no custom tags to delete: 6350 or 7340, never removed', async () => {
    // MySQL compares tags case-insensitively and finds the tag (7340); SQLite does not (6350)
    for (const [id, tag] of [
      [a, 'DEFAULT'],
      [b, 'Head'],
    ] as const) {
      const env = await server.api('di_update', { sid, filters: { id }, arguments: { __tags_changes__: { delete: [tag] } } });
      expect(env.status).toBe(1200);
      expect([6350, 7340]).toContain(env.failures[String(id)].status);
    }
    expect(await tagsOf(a)).toEqual(['a1*', 'default']);
    expect(await tagsOf(b)).toEqual(['b1*', 'head']);
  });

  it('deleting a tag the image lacks → 6350 inside 1200, and the whole change is undone', async () => {
    expectFailure(await server.api('di_update', { sid, filters: { id: a }, arguments: { __tags_changes__: { delete: ['head'] } } }), a, 6350);
    expectFailure(
      await server.api('di_update', { sid, filters: { id: a }, arguments: { description: 'changed?', __tags_changes__: { create: ['delta'], delete: ['nope'] } } }),
      a,
      6350,
    );
    const row = await details(a);
    expect(row.description).toBe('described');
    expect(await tagsOf(a)).toEqual(['a1*', 'default']);
  });

  it('version, disk_image and osf_id are not update arguments → 6230', async () => {
    for (const args of [{ version: 'z' }, { disk_image: 'z.qcow2' }, { osf_id: osf }]) {
      expect((await server.api('di_update', { sid, filters: { id: a }, arguments: args })).status).toBe(6230);
    }
  });

  it('__properties_changes__ sets and deletes values', async () => {
    const env = await ok('di_update', { filters: { id: a }, arguments: { __properties_changes__: { set: { arch: 'arm64' } } } });
    expect(env.rows[0].properties).toEqual({ arch: 'arm64' });
    await ok('di_update', { filters: { id: a }, arguments: { __properties_changes__: { delete: ['arch'] } } });
    expect((await details(a)).properties).toEqual({});
  });

  it('no id → 6220; no match → 1300', async () => {
    expect((await server.api('di_update', { sid, arguments: { blocked: 0 } })).status).toBe(6220);
    expect((await server.api('di_update', { sid, filters: { id: 999999 }, arguments: { blocked: 0 } })).status).toBe(1300);
  });
});

describe('di_delete', () => {
  it('deleting the head hands it to the newest remaining image; deleting default likewise', async () => {
    const osf = await createOsf('delete-osf');
    const d1 = await createDi(osf, { version: 'd1' }); // default
    const d2 = await createDi(osf, { version: 'd2' });
    const d3 = await createDi(osf, { version: 'd3' }); // head
    expect(await holders(osf, ['head', 'default'])).toEqual({ head: d3, default: d1 });
    expect(await ok('di_delete', { filters: { id: d3 } })).toMatchObject({ total: 1, rows: [] });
    expect(await holders(osf, ['head', 'default', 'd3'])).toEqual({ head: d2, default: d1, d3: undefined });
    const d4 = await createDi(osf, { version: 'd4' });
    expect(await holders(osf, ['head', 'default'])).toEqual({ head: d4, default: d1 });
    await ok('di_delete', { filters: { id: d1 } });
    expect(await holders(osf, ['head', 'default'])).toEqual({ head: d4, default: d4 });
    expect(await tagsOf(d2)).toEqual(['d2*']);
    await ok('di_delete', { filters: { id: d4 } });
    expect(await tagsOf(d2)).toEqual(['d2*', 'default', 'head']);
    await ok('di_delete', { filters: { id: d2 } });
    expect((await ok('tag_get_list', { filters: { osf_id: osf } })).rows).toEqual([]);
    // an empty flavour's next image takes default again
    const d5 = await createDi(osf, { version: 'd5' });
    expect(await tagsOf(d5)).toEqual(['d5*', 'default', 'head']);
  });

  it('an image running VMs cannot be deleted (7320 in 1200); a stopped VM loses its image', async () => {
    const osf = await createOsf('vm-osf');
    const di = await createDi(osf, { version: 'r1' });
    const vm = await insertVm(osf, di, 'running');
    expectFailure(await server.api('di_delete', { sid, filters: { id: di } }), di, 7320);
    expect(await tagsOf(di)).toEqual(['r1*', 'default', 'head']);
    await server.dbQuery("UPDATE vms SET state = 'stopped' WHERE id = ?", [vm]);
    expect((await ok('di_delete', { filters: { id: di } })).total).toBe(1);
    const [row] = await server.dbQuery('SELECT di_id FROM vms WHERE id = ?', [vm]);
    expect(row!.di_id).toBeNull();
  });

  it('deletes the image\'s property values; no id → 6220; no match → 1300', async () => {
    const osf = await createOsf('props-osf');
    const di = await createDi(osf, { __properties__: { arch: 'x' } });
    await ok('di_delete', { filters: { id: di } });
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'di' AND object_id = ?", [di])).toEqual([]);
    expect((await server.api('di_delete', { sid })).status).toBe(6220);
    expect((await server.api('di_delete', { sid, filters: { id: 999999 } })).status).toBe(1300);
  });
});

describe('lists of images and tags', () => {
  let osfX: number;
  let osfY: number;
  let x1: number;
  let x2: number;
  let y1: number;

  beforeAll(async () => {
    osfX = await createOsf('list-x');
    osfY = await createOsf('list-y', t2);
    x1 = await createDi(osfX, { disk_image: 'x1.qcow2', version: 'x1', __tags__: ['lts'] });
    x2 = await createDi(osfX, { disk_image: 'x2.qcow2', version: 'x2' });
    y1 = await createDi(osfY, { disk_image: 'y1.qcow2', version: 'y1', __tags__: ['lts'] });
  });

  it('tag_get_list answers id, name, osf_id and di_id; filters by osf_id, di_id and name', async () => {
    const env = await ok('tag_get_list', { filters: { osf_id: osfX }, order_by: { field: 'name' } });
    expect(env.rows).toEqual([
      { id: expect.any(Number), name: 'default', osf_id: osfX, di_id: x1 },
      { id: expect.any(Number), name: 'head', osf_id: osfX, di_id: x2 },
      { id: expect.any(Number), name: 'lts', osf_id: osfX, di_id: x1 },
      { id: expect.any(Number), name: 'x1', osf_id: osfX, di_id: x1 },
      { id: expect.any(Number), name: 'x2', osf_id: osfX, di_id: x2 },
    ]);
    expect((await ok('tag_get_list', { filters: { di_id: x2 }, fields: ['name'], order_by: { field: 'name' } })).rows).toEqual([
      { name: 'head' },
      { name: 'x2' },
    ]);
    const lts = await ok('tag_get_list', { filters: { name: 'lts' }, fields: ['osf_id', 'di_id'], order_by: { field: 'osf_id' } });
    expect(lts.rows).toEqual([
      { osf_id: osfX, di_id: x1 },
      { osf_id: osfY, di_id: y1 },
    ]);
    expect((await ok('tag_get_list', { filters: { name: 'lts', tenant_id: t2 }, fields: ['di_id'] })).rows).toEqual([{ di_id: y1 }]);
  });

  it('tag_tiny_list answers id and name, filtered by osf_id', async () => {
    const env = await ok('tag_tiny_list', { filters: { osf_id: osfY }, order_by: { field: 'name' } });
    expect(env.rows).toEqual([
      { id: expect.any(Number), name: 'default' },
      { id: expect.any(Number), name: 'head' },
      { id: expect.any(Number), name: 'lts' },
      { id: expect.any(Number), name: 'y1' },
    ]);
  });

  it('di_get_list filters by tag', async () => {
    expect((await ok('di_get_list', { filters: { tag: 'lts' }, fields: ['id'], order_by: { field: 'id' } })).rows).toEqual([{ id: x1 }, { id: y1 }]);
    expect((await ok('di_get_list', { filters: { tag: 'head', osf_id: osfX }, fields: ['version'] })).rows).toEqual([{ version: 'x2' }]);
    expect((await ok('di_get_list', { filters: { tag: 'x1' }, fields: ['id'] })).rows).toEqual([{ id: x1 }]);
    expect((await ok('di_get_list', { filters: { tag: 'no-such-tag' } })).total).toBe(0);
  });

  it('di_all_ids filters by osf (the flavour\'s name) and tag', async () => {
    expect((await ok('di_all_ids', { filters: { osf: 'list-x' } })).rows).toEqual([x1, x2]);
    expect((await ok('di_all_ids', { filters: { osf: 'list-x', tag: 'lts' } })).rows).toEqual([x1]);
    expect((await ok('di_all_ids', { filters: { tag: 'lts' } })).rows).toEqual([x1, y1]);
    expect((await ok('di_all_ids', { filters: { osf_id: osfY } })).rows).toEqual([y1]);
  });

  it('di_tiny_list answers id, disk_image and tenant_name; tenant_id filters it', async () => {
    const env = await ok('di_tiny_list', { filters: { tenant_id: t2 } });
    expect(env.rows).toEqual(
      expect.arrayContaining([{ id: y1, disk_image: 'y1.qcow2', tenant_name: 'dis-t2' }]),
    );
    for (const row of env.rows) expect(row.tenant_name).toBe('dis-t2');
    expect((await ok('di_tiny_list')).total).toBe((await ok('di_all_ids')).total);
  });

  it('di_get_list filters by osf_name and version, and orders by version', async () => {
    const env = await ok('di_get_list', { filters: { osf_name: 'list-x' }, fields: ['version', 'osf_name'], order_by: { field: 'version', order: '-desc' } });
    expect(env.rows).toEqual([
      { version: 'x2', osf_name: 'list-x' },
      { version: 'x1', osf_name: 'list-x' },
    ]);
  });
});

describe('dis_in_staging', () => {
  const staging = () => join(server.dataDir, 'staging');

  it('without the staging directory → 2230', async () => {
    rmSync(staging(), { recursive: true, force: true });
    expect((await server.api('dis_in_staging', { sid })).status).toBe(2230);
  });

  it('lists the files of the staging directory as rows with name', async () => {
    mkdirSync(staging(), { recursive: true });
    expect(await ok('dis_in_staging')).toMatchObject({ rows: [], total: 0 });
    writeFileSync(join(staging(), 'win10.qcow2'), 'x');
    writeFileSync(join(staging(), 'alpine.img'), 'xyz');
    mkdirSync(join(staging(), 'a-directory'));
    const env = await ok('dis_in_staging');
    expect(env.rows).toEqual([{ name: 'alpine.img' }, { name: 'win10.qcow2' }]);
    expect(env.total).toBe(2);
  });

  it('needs di.create. → 4210', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'dis-t1', admin: 'di-viewer', acls: ['di.see-main.'] });
    expect((await server.api('dis_in_staging', { sid: admin.sid })).status).toBe(4210);
  });
});

describe('empty tag changes', () => {
  it('answer 6430 when __tags_changes__ creates and deletes nothing', async () => {
    const osf = await createOsf('empty-tag-changes');
    const di = await createDi(osf, { disk_image: 'e.img' });
    expectFailure(await server.api('di_update', { sid, filters: { id: di }, arguments: { __tags_changes__: {} } }), di, 6430);
    expectFailure(await server.api('di_update', { sid, filters: { id: di }, arguments: { __tags_changes__: { create: [], delete: [] } } }), di, 6430);
  });
});
