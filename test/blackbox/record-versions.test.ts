// Record versions (docs/decisions.md "Record versions", the bulk work guide "Versioned updates"): every
// record shows a record_version raised by each committed change of it, whatever made the change (a
// column, its properties, tags, ACLs or roles, a life-cycle transition, the hypervisor's report, a write
// outside the actions); an update, delete or exec given a version a record no longer holds refuses that
// record with 6900 inside 1200 and changes nothing of it, while the others proceed; If-Match does the same
// on /api/actions/<action> with the ETag a details answer of one record carries; of two clients writing
// the same version, one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type Envelope, type TestServer } from './harness.js';

let server: TestServer;
let sid: string;
let tenantId: number;
let osfId: number;
let userId: number;
let seq = 0;

/** POST /api/actions/<action> with a JSON body and extra headers; the answer and its headers. */
async function post(action: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ env: Envelope; res: Response }> {
  const res = await server.fetch(`/api/actions/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sid, ...body }) });
  return { env: (await res.json()) as Envelope, res };
}

/** A record's version as its details answer shows it. */
async function versionOf(family: string, id: number): Promise<number> {
  const env = await expectOk(server, `${family}_get_details`, { sid, filters: { id } });
  const v = env.rows![0].record_version;
  expect(typeof v).toBe('number');
  return v as number;
}

async function newUser(): Promise<number> {
  return (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: `rv-user-${++seq}`, password: 'user-pass-1' } })).rows![0].id;
}

async function newVm(): Promise<number> {
  return (await expectOk(server, 'vm_create', { sid, arguments: { name: `rv-vm-${++seq}`, user_id: userId, osf_id: osfId } })).rows![0].id;
}

const descriptionOf = async (id: number) => (await server.dbQuery('SELECT description FROM users WHERE id = ?', [id]))[0]!.description;

beforeAll(async () => {
  server = await startServer({ env: { SVC_SIM_DELAY_MS: '150' } });
  sid = await server.superSid();
  tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'rv-tenant' } })).rows![0].id;
  userId = await newUser();
  osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'rv-osf' } })).rows![0].id;
  await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'rv.img', osf_id: osfId } });
  await expectOk(server, 'host_create', { sid, arguments: { name: 'rv-host', address: '10.7.0.1', state: 'running' } });
  await expectOk(server, 'property_create', { sid, arguments: { key: 'rv-prop', tenant_id: tenantId, __property_assign__: ['user', 'di'] } });
});
afterAll(async () => {
  await server?.stop();
});

describe('the version of a record', () => {
  it('starts at 1, is listed and detailed, and the details of one record answer its ETag', async () => {
    const id = await newUser();
    const list = await expectOk(server, 'user_get_list', { sid, filters: { id } });
    expect(list.rows![0].record_version).toBe(1);
    const res = await server.fetch(`/api?action=user_get_details&sid=${sid}&filters=${encodeURIComponent(JSON.stringify({ id }))}`);
    expect(res.headers.get('etag')).toBe(`"user.${id}.1"`);
    expect(((await res.json()) as Envelope).rows![0].record_version).toBe(1);
    // a details answer without the version, or a list, carries no ETag
    const narrow = await server.fetch(`/api?action=user_get_details&sid=${sid}&filters=${encodeURIComponent(JSON.stringify({ id }))}&fields=${encodeURIComponent('["id","name"]')}`);
    expect(narrow.headers.get('etag')).toBeNull();
    const listed = await server.fetch(`/api?action=user_get_list&sid=${sid}`);
    expect(listed.headers.get('etag')).toBeNull();
  });

  it('answers 304 to If-None-Match with the current ETag on GET, and the details again once changed', async () => {
    const id = await newUser();
    const url = `/api?action=user_get_details&sid=${sid}&filters=${encodeURIComponent(JSON.stringify({ id }))}`;
    const tag = (await server.fetch(url)).headers.get('etag')!;
    const same = await server.fetch(url, { headers: { 'if-none-match': tag } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(tag);
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { description: 'changed' } });
    const changed = await server.fetch(url, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(`"user.${id}.2"`);
  });

  it('is raised by a change of a column, of properties alone, and by a write made outside the actions', async () => {
    const id = await newUser();
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { description: 'one' } });
    expect(await versionOf('user', id)).toBe(2);
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { __properties_changes__: { set: { 'rv-prop': 'x' } } } });
    expect(await versionOf('user', id)).toBe(3);
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { blocked: 1, description: 'two' } });
    expect(await versionOf('user', id)).toBe(4); // one call, one change
    // the database's trigger counts what no action made
    await server.dbExecute('UPDATE users SET description = ? WHERE id = ?', ['by hand', id]);
    expect(await versionOf('user', id)).toBe(5);
  });

  it('is raised by a role\'s ACLs and an administrator\'s roles, a disk image\'s tags, a tenant, a host, a flavour and a property', async () => {
    const role = (await expectOk(server, 'role_create', { sid, arguments: { tenant_id: tenantId, name: `rv-role-${++seq}` } })).rows![0].id;
    await expectOk(server, 'role_update', { sid, filters: { id: role }, arguments: { __acls_changes__: { assign_acls: ['user.see-main.'] } } });
    expect(await versionOf('role', role)).toBe(2);
    const admin = (await expectOk(server, 'administrator_create', { sid, arguments: { tenant_id: tenantId, name: `rv-admin-${++seq}`, password: 'admin-pass-12' } })).rows![0].id;
    const adminBefore = await versionOf('administrator', admin);
    await expectOk(server, 'administrator_update', { sid, filters: { id: admin }, arguments: { __roles_changes__: { assign_roles: [role] } } });
    expect(await versionOf('administrator', admin)).toBe(adminBefore + 1);
    const di = (await expectOk(server, 'di_get_list', { sid, filters: { osf_id: osfId } })).rows![0].id as number;
    const diBefore = await versionOf('di', di);
    await expectOk(server, 'di_update', { sid, filters: { id: di }, arguments: { __tags_changes__: { create: [`rv-tag-${++seq}`] } } });
    expect(await versionOf('di', di)).toBe(diBefore + 1);
    for (const [family, args] of [['tenant', { description: 'rv' }], ['osf', { description: 'rv' }]] as const) {
      const id = family === 'tenant' ? tenantId : osfId;
      const before = await versionOf(family, id);
      await expectOk(server, `${family}_update`, { sid, filters: { id }, arguments: args });
      expect(await versionOf(family, id)).toBe(before + 1);
    }
    const host = (await expectOk(server, 'host_get_list', { sid, filters: { name: 'rv-host' } })).rows![0].id as number;
    const hostBefore = await versionOf('host', host);
    await expectOk(server, 'host_update', { sid, filters: { id: host }, arguments: { description: 'rv' } });
    expect(await versionOf('host', host)).toBe(hostBefore + 1);
    const prop = (await expectOk(server, 'property_get_list', { sid, filters: { key: 'rv-prop' } })).rows![0];
    await expectOk(server, 'property_update', { sid, filters: { id: prop.id }, arguments: { description: 'rv' } });
    expect((await expectOk(server, 'property_get_list', { sid, filters: { key: 'rv-prop' } })).rows![0].record_version).toBe(prop.record_version + 1);
  });

  it('is raised when another record\'s write changes its links: a role deleted, a property or assignment removed, a tag taken by a sibling', async () => {
    const role = (await expectOk(server, 'role_create', { sid, arguments: { tenant_id: tenantId, name: `rv-gone-${++seq}` } })).rows![0].id;
    const admin = (await expectOk(server, 'administrator_create', { sid, arguments: { tenant_id: tenantId, name: `rv-holder-${++seq}`, password: 'admin-pass-12', __roles__: [role] } })).rows![0].id;
    const adminBefore = await versionOf('administrator', admin);
    await expectOk(server, 'role_delete', { sid, filters: { id: role } });
    expect(await versionOf('administrator', admin)).toBe(adminBefore + 1);

    const key = `rv-key-${++seq}`;
    const prop = (await expectOk(server, 'property_create', { sid, arguments: { key, tenant_id: tenantId, __property_assign__: ['user'] } })).rows![0].id;
    const [holder, bystander] = [await newUser(), await newUser()];
    await expectOk(server, 'user_update', { sid, filters: { id: holder }, arguments: { __properties_changes__: { set: { [key]: 'v' } } } });
    const [holderBefore, bystanderBefore] = [await versionOf('user', holder), await versionOf('user', bystander)];
    const assignment = (await expectOk(server, 'user_get_property_list', { sid, filters: { tenant_id: tenantId } })).rows!.find((r: { property_id: number }) => r.property_id === prop)!.id;
    await expectOk(server, 'user_delete_property_list', { sid, filters: { id: assignment } });
    expect([await versionOf('user', holder), await versionOf('user', bystander)]).toEqual([holderBefore + 1, bystanderBefore]);

    const key2 = `rv-key-${++seq}`;
    const prop2 = (await expectOk(server, 'property_create', { sid, arguments: { key: key2, tenant_id: tenantId, __property_assign__: ['user'] } })).rows![0].id;
    await expectOk(server, 'user_update', { sid, filters: { id: holder }, arguments: { __properties_changes__: { set: { [key2]: 'w' } } } });
    const before = await versionOf('user', holder);
    await expectOk(server, 'property_delete', { sid, filters: { id: prop2 } });
    expect(await versionOf('user', holder)).toBe(before + 1);

    const osf = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: `rv-osf-${++seq}` } })).rows![0].id;
    const first = (await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'rv-first.img', osf_id: osf } })).rows![0].id;
    const firstBefore = await versionOf('di', first);
    const second = (await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'rv-second.img', osf_id: osf } })).rows![0].id; // takes head from the first
    expect(await versionOf('di', first)).toBe(firstBefore + 1);
    await expectOk(server, 'di_delete', { sid, filters: { id: second } }); // hands head back to the first
    expect(await versionOf('di', first)).toBe(firstBefore + 2);
  });

  it('is raised by a bespoke handler\'s write (config_wat_update of a tenant), and not by an API token being used', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'rv-wat', admin: 'rv-wat-admin', acls: ['config.wat.', 'tenant.see-main.', 'tenant.see-details.'] });
    const before = Number((await server.dbQuery('SELECT record_version FROM tenants WHERE id = ?', [admin.tenantId]))[0]!.record_version);
    await expectOk(server, 'config_wat_update', { sid: admin.sid, arguments: { block: 25 } });
    expect(Number((await server.dbQuery('SELECT record_version FROM tenants WHERE id = ?', [admin.tenantId]))[0]!.record_version)).toBe(before + 1);

    const token = (await expectOk(server, 'api_token_create', { sid, arguments: { name: `rv-token-${++seq}` } })).rows![0];
    const res = await server.fetch('/api?action=tenant_get_list', { method: 'POST', headers: { authorization: `Bearer ${token.secret}`, 'content-type': 'application/json' }, body: '{}' });
    expect(((await res.json()) as Envelope).status).toBe(0);
    const row = await eventually(
      async () => (await expectOk(server, 'api_token_get_details', { sid, filters: { id: token.id } })).rows![0],
      (r) => r.last_used_date !== null,
    );
    expect(row.record_version).toBe(1);
    await expectOk(server, 'api_token_update', { sid, filters: { id: token.id }, arguments: { name: `rv-renamed-${++seq}` } });
    expect((await expectOk(server, 'api_token_get_details', { sid, filters: { id: token.id } })).rows![0].record_version).toBe(2);
  });

  it('is raised by vm_start and again by the hypervisor reporting the VM running, and by vm_stop', async () => {
    const id = await newVm();
    expect(await versionOf('vm', id)).toBe(1);
    await expectOk(server, 'vm_start', { sid, filters: { id } });
    const started = await versionOf('vm', id);
    expect(started).toBeGreaterThanOrEqual(2);
    const running = await eventually(
      async () => (await expectOk(server, 'vm_get_details', { sid, filters: { id } })).rows![0],
      (row) => row.state === 'running',
    );
    expect(running.record_version).toBeGreaterThan(started);
    await expectOk(server, 'vm_stop', { sid, filters: { id } });
    expect(await versionOf('vm', id)).toBeGreaterThan(running.record_version);
  });
});

describe('a write given versions', () => {
  it('changes a record still at its version, and raises it', async () => {
    const id = await newUser();
    const env = await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { description: 'fresh' }, if_record_version: 1 });
    expect(env.total).toBe(1);
    expect(await descriptionOf(id)).toBe('fresh');
    expect(await versionOf('user', id)).toBe(2);
  });

  it('refuses a record changed since with 6900 inside 1200, changing nothing of it', async () => {
    const id = await newUser();
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { description: 'theirs' } });
    const env = await server.api('user_update', { sid, filters: { id }, arguments: { description: 'mine', __properties_changes__: { set: { 'rv-prop': 'mine' } } }, if_record_version: 1 });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(0);
    expect((env.failures as Record<string, { status: number }>)[String(id)]!.status).toBe(6900);
    expect(await descriptionOf(id)).toBe('theirs');
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'user' AND object_id = ?", [id])).toHaveLength(0);
    expect(await versionOf('user', id)).toBe(2);
  });

  it('checks each record of several by id: the stale one 6900, one not named 6910, the others done', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await expectOk(server, 'user_update', { sid, filters: { id: b }, arguments: { description: 'theirs' } });
    const env = await server.api('user_update', { sid, filters: { id: [a, b, c] }, arguments: { description: 'batch' }, if_record_version: JSON.stringify({ [a]: 1, [b]: 1 }) });
    expect(env.status).toBe(1200);
    expect(env.total).toBe(1);
    const failures = env.failures as Record<string, { status: number }>;
    expect(failures[String(b)]!.status).toBe(6900);
    expect(failures[String(c)]!.status).toBe(6910);
    expect(failures[String(a)]).toBeUndefined();
    expect([await descriptionOf(a), await descriptionOf(b), await descriptionOf(c)]).toEqual(['batch', 'theirs', null]);
  });

  it('refuses one bare version for several records (6930), a malformed one (6920), and one on an action that takes none (6230)', async () => {
    const [a, b] = [await newUser(), await newUser()];
    expect((await server.api('user_update', { sid, filters: { id: [a, b] }, arguments: { description: 'x' }, if_record_version: 1 })).status).toBe(6930);
    expect([await descriptionOf(a), await descriptionOf(b)]).toEqual([null, null]);
    for (const bad of [0, -1, 1.5, 'one', [1], { x: 1 }, { [a]: 'v' }, {}, 2 ** 31]) {
      expect((await server.api('user_update', { sid, filters: { id: a }, arguments: { description: 'x' }, if_record_version: bad })).status, JSON.stringify(bad)).toBe(6920);
    }
    expect((await server.api('user_get_list', { sid, if_record_version: 1 })).status).toBe(6230);
    expect((await server.api('user_create', { sid, arguments: { tenant_id: tenantId, name: 'rv-never', password: 'user-pass-1' }, if_record_version: 1 })).status).toBe(6230);
    expect(await descriptionOf(a)).toBeNull();
  });

  it('deletes a record at its version and keeps one changed since (6900)', async () => {
    const [kept, gone] = [await newUser(), await newUser()];
    await expectOk(server, 'user_update', { sid, filters: { id: kept }, arguments: { __properties_changes__: { set: { 'rv-prop': 'p' } } } });
    const env = await server.api('user_delete', { sid, filters: { id: [kept, gone] }, if_record_version: { [kept]: 1, [gone]: 1 } });
    expect(env.status).toBe(1200);
    expect((env.failures as Record<string, { status: number }>)[String(kept)]!.status).toBe(6900);
    expect(await server.dbQuery('SELECT id FROM users WHERE id IN (?, ?)', [kept, gone])).toEqual([{ id: kept }]);
    // its property values are still there: the refused delete changed nothing of it
    expect(await server.dbQuery("SELECT value FROM property_values WHERE kind = 'user' AND object_id = ?", [kept])).toEqual([{ value: 'p' }]);
  });

  it('conditions vm_start (placed by the batch) and vm_stop (one by one) per VM', async () => {
    const [stale, fresh] = [await newVm(), await newVm()];
    await expectOk(server, 'vm_update', { sid, filters: { id: stale }, arguments: { description: 'theirs' } });
    const started = await server.api('vm_start', { sid, filters: { id: [stale, fresh] }, if_record_version: { [stale]: 1, [fresh]: 1 } });
    expect(started.status).toBe(1200);
    expect((started.failures as Record<string, { status: number }>)[String(stale)]!.status).toBe(6900);
    const states = await server.dbQuery('SELECT id, state FROM vms WHERE id IN (?, ?) ORDER BY id', [stale, fresh]);
    expect(states.map((r) => r.state)).toEqual([stale, fresh].sort((x, y) => x - y).map((id) => (id === stale ? 'stopped' : 'starting')));
    await eventually(async () => (await server.dbQuery('SELECT state FROM vms WHERE id = ?', [fresh]))[0]!.state, (s) => s === 'running');
    const stopped = await server.api('vm_stop', { sid, filters: { id: fresh }, if_record_version: 1 });
    expect((stopped.failures as Record<string, { status: number }>)[String(fresh)]!.status).toBe(6900);
    expect((await server.dbQuery('SELECT state FROM vms WHERE id = ?', [fresh]))[0]!.state).toBe('running');
    await expectOk(server, 'vm_stop', { sid, filters: { id: fresh }, if_record_version: await versionOf('vm', fresh) });
  });
});

describe('If-Match on /api/actions/<action>', () => {
  it('writes with the ETag of the details, refuses it once stale (6900), and takes * as no condition', async () => {
    const id = await newUser();
    const tag = (await server.fetch(`/api?action=user_get_details&sid=${sid}&filters=${encodeURIComponent(JSON.stringify({ id }))}`)).headers.get('etag')!;
    const first = await post('user_update', { filters: { id }, arguments: { description: 'first' } }, { 'if-match': tag });
    expect(first.env.status).toBe(0);
    expect(first.res.status).toBe(200);
    const second = await post('user_update', { filters: { id }, arguments: { description: 'second' } }, { 'if-match': tag });
    expect(second.env.status).toBe(1200);
    expect((second.env.failures as Record<string, { status: number }>)[String(id)]!.status).toBe(6900);
    expect(await descriptionOf(id)).toBe('first');
    expect((await post('user_update', { filters: { id }, arguments: { description: 'any' } }, { 'if-match': '*' })).env.status).toBe(0);
    // several tags: each names its record
    const other = await newUser();
    const both = await post('user_update', { filters: { id: [id, other] }, arguments: { description: 'both' } }, { 'if-match': `"user.${id}.3", "user.${other}.1"` });
    expect(both.env.status).toBe(0);
    expect(both.env.total).toBe(2);
  });

  it('refuses a weak tag, another object\'s tag, a malformed one, and a header that differs from the parameter (6920)', async () => {
    const id = await newUser();
    for (const header of [`W/"user.${id}.1"`, `"vm.${id}.1"`, 'user-1', `"user.${id}"`]) {
      expect((await post('user_update', { filters: { id }, arguments: { description: 'x' } }, { 'if-match': header })).env.status, header).toBe(6920);
    }
    expect((await post('user_update', { filters: { id }, arguments: { description: 'x' }, if_record_version: 2 }, { 'if-match': `"user.${id}.1"` })).env.status).toBe(6920);
    expect((await post('user_update', { filters: { id }, arguments: { description: 'same' }, if_record_version: 1 }, { 'if-match': `"user.${id}.1"` })).env.status).toBe(0);
    expect(await descriptionOf(id)).toBe('same');
  });

  it('conditions a delete', async () => {
    const id = await newUser();
    await expectOk(server, 'user_update', { sid, filters: { id }, arguments: { description: 'moved on' } });
    expect((await post('user_delete', { filters: { id } }, { 'if-match': `"user.${id}.1"` })).env.status).toBe(1200);
    expect((await post('user_delete', { filters: { id } }, { 'if-match': `"user.${id}.2"` })).env.status).toBe(0);
    expect(await server.dbQuery('SELECT id FROM users WHERE id = ?', [id])).toHaveLength(0);
  });
});

describe('two clients writing the version they both read', () => {
  it('lets exactly one win; the other gets 6900 and changes nothing', async () => {
    const other = await server.superSid();
    for (let round = 0; round < 5; round++) {
      const id = await newUser();
      const [a, b] = await Promise.all([
        server.api('user_update', { sid, filters: { id }, arguments: { description: `a${round}` }, if_record_version: 1 }),
        server.api('user_update', { sid: other, filters: { id }, arguments: { description: `b${round}` }, if_record_version: 1 }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([0, 1200]);
      const loser = a.status === 1200 ? a : b;
      expect((loser.failures as Record<string, { status: number }>)[String(id)]!.status).toBe(6900);
      expect(await descriptionOf(id)).toBe(a.status === 0 ? `a${round}` : `b${round}`);
      expect(await versionOf('user', id)).toBe(2);
    }
  });

  it('lets exactly one win across two server processes on one database, for updates and deletes alike', async () => {
    const second = await startServer({ reuse: { dbUrl: server.dbUrl, dataDir: server.dataDir } });
    try {
      const otherSid = await second.superSid();
      for (let round = 0; round < 4; round++) {
        const id = await newUser();
        const [a, b] = await Promise.all([
          server.api('user_update', { sid, filters: { id }, arguments: { description: `first-${round}` }, if_record_version: 1 }),
          round % 2
            ? second.api('user_delete', { sid: otherSid, filters: { id }, if_record_version: 1 })
            : second.api('user_update', { sid: otherSid, filters: { id }, arguments: { description: `second-${round}` }, if_record_version: 1 }),
        ]);
        expect([a.status, b.status].filter((s) => s === 0)).toHaveLength(1);
        const loser = a.status === 0 ? b : a;
        if (loser === a && round % 2 && loser.status === 1300) {
          // the delete committed before the update selected: nothing left to select
        } else {
          expect(loser.status).toBe(1200);
          expect((loser.failures as Record<string, { status: number }>)[String(id)]!.status).toBe(6900);
        }
        const rows = await server.dbQuery('SELECT description, record_version FROM users WHERE id = ?', [id]);
        if (a.status === 0) expect(rows).toEqual([{ description: `first-${round}`, record_version: 2 }]);
        else expect(rows).toEqual(round % 2 ? [] : [{ description: `second-${round}`, record_version: 2 }]);
      }
    } finally {
      await second.stop({ keep: true });
    }
  });
});

describe('the original console and CLI (qvd profile)', () => {
  let qvd: TestServer;
  beforeAll(async () => {
    qvd = await startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } });
  });
  afterAll(async () => {
    await qvd?.stop();
  });

  it('get rows without record_version unless fields names it, and may still condition a write on it', async () => {
    const qsid = await qvd.superSid();
    const t = (await expectOk(qvd, 'tenant_create', { sid: qsid, arguments: { name: 'rv-qvd' } })).rows![0].id;
    const id = (await expectOk(qvd, 'user_create', { sid: qsid, arguments: { tenant_id: t, name: 'rv-qvd-user', password: 'user-pass-1' } })).rows![0].id;
    const listed = await expectOk(qvd, 'user_get_list', { sid: qsid, filters: { id } });
    expect(listed.rows![0]).not.toHaveProperty('record_version');
    expect((await expectOk(qvd, 'user_get_details', { sid: qsid, filters: { id } })).rows![0]).not.toHaveProperty('record_version');
    const asked = await expectOk(qvd, 'user_get_details', { sid: qsid, filters: { id }, fields: ['id', 'record_version'] });
    expect(asked.rows).toEqual([{ id, record_version: 1 }]);
    await expectOk(qvd, 'user_update', { sid: qsid, filters: { id }, arguments: { description: 'qvd' }, if_record_version: 1 });
    expect((await qvd.api('user_update', { sid: qsid, filters: { id }, arguments: { description: 'again' }, if_record_version: 1 })).status).toBe(1200);
  });
});
