// What the original console's log section asks of the audit log (docs/decisions.md "Client profiles"):
// the choices of its filters (sources_in_log, action_get_list, object_get_list: rows {id, name}, the same
// text in both) and the console's names of log tokens (type_of_action for action, ip for address,
// svc_object for object_kind, spelled qvd_object in the qvd profile). Tenant administrators see the
// sources of their own tenant's records only. A record's age (antiquity) is what its list shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type TestServer } from './harness.js';

let srv: TestServer;
let qvd: TestServer;
let sid: string;
let qvdSid: string;

beforeAll(async () => {
  [srv, qvd] = await Promise.all([startServer(), startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } })]);
  [sid, qvdSid] = await Promise.all([srv.superSid(), qvd.superSid()]);
});

afterAll(async () => {
  await Promise.all([srv?.stop(), qvd?.stop()]);
});

const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.name);

describe('the choices of the log filters', () => {
  it('sources_in_log: the sources of the calls the log holds, as {id, name}, ordered, in the caller’s tenant only', async () => {
    const tenantId = (await expectOk(srv, 'tenant_create', { sid, arguments: { name: 'choices' }, parameters: { source: 'WAT' } })).rows[0].id;
    await expectOk(srv, 'user_create', { sid, arguments: { name: 'from-cli', password: 'pw-from-cli', tenant_id: tenantId }, parameters: { source: 'CLI' } });
    const all = await eventually(
      async () => (await expectOk(srv, 'sources_in_log', { sid })).rows,
      (rows) => names(rows).includes('WAT') && names(rows).includes('CLI'),
    );
    expect(all).toEqual(expect.arrayContaining([{ id: 'CLI', name: 'CLI' }, { id: 'WAT', name: 'WAT' }]));
    expect(names(all)).toEqual([...names(all)].sort((a, b) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' })));
    // fields and order as the console sends them
    const desc = await expectOk(srv, 'sources_in_log', { sid, fields: ['name'], order_by: { field: ['name'], order: '-desc' } });
    expect(desc.rows[0]).toEqual({ name: expect.any(String) });
    expect(names(desc.rows)).toEqual([...names(all)].reverse());

    // a tenant administrator sees the sources of their own tenant's records only
    const admin = await makeTenantAdmin(srv, { tenant: 'choices-own', admin: 'choices-admin', acls: ['log.see-main.', 'user.create.'] });
    await expectOk(srv, 'user_create', { sid: admin.sid, arguments: { name: 'from-script', password: 'pw-from-script' }, parameters: { source: 'script' } });
    const own = await eventually(
      async () => (await expectOk(srv, 'sources_in_log', { sid: admin.sid })).rows,
      (rows) => names(rows).includes('script'),
    );
    expect(names(own)).not.toContain('CLI');
    expect(names(own)).not.toContain('WAT');
  });

  it('action_get_list names every action and what else the log holds (logins); object_get_list the kinds of objects changed', async () => {
    const actionRows = (await expectOk(srv, 'action_get_list', { sid, fields: ['id', 'name'], order_by: { field: 'name', order: '-asc' } })).rows;
    for (const a of ['user_create', 'vm_start', 'di_delete', 'tenant_get_list', 'login']) expect(actionRows).toContainEqual({ id: a, name: a });
    const objectRows = (await expectOk(srv, 'object_get_list', { sid, fields: ['id', 'name'], order_by: { field: 'name', order: '-asc' } })).rows;
    expect(names(objectRows)).toEqual(expect.arrayContaining(['user', 'vm', 'host', 'osf', 'di', 'tenant', 'role', 'administrator']));
    expect(names(objectRows)).not.toContain('log_choice');
    // a choice filters the log
    const byAction = await expectOk(srv, 'log_get_list', { sid, filters: { type_of_action: 'tenant_create' }, fields: ['action', 'type_of_action', 'ip', 'address'] });
    expect(byAction.rows.length).toBeGreaterThan(0);
    for (const row of byAction.rows) expect(row).toEqual({ action: 'tenant_create', type_of_action: 'tenant_create', ip: row.address, address: row.address });
    const byObject = await expectOk(srv, 'log_get_list', { sid, filters: { svc_object: 'user' }, fields: ['object_kind', 'svc_object'] });
    expect(byObject.rows.length).toBeGreaterThan(0);
    for (const row of byObject.rows) expect(row).toEqual({ object_kind: 'user', svc_object: 'user' });
  });

  it('need log.see-main. (4210 without it)', async () => {
    const admin = await makeTenantAdmin(srv, { tenant: 'choices-none', admin: 'no-log-admin', acls: ['user.see-main.'] });
    for (const action of ['sources_in_log', 'action_get_list', 'object_get_list']) expect((await srv.api(action, { sid: admin.sid })).status).toBe(4210);
  });
});

describe('antiquity', () => {
  /** A UTC date as the log stores it, `YYYY-MM-DDThh:mm:ss`. */
  const stored = (ms: number) => new Date(ms).toISOString().slice(0, 19);

  it('is the age of a record as {months, days, hours, minutes, seconds}, from its time', async () => {
    const user = (await expectOk(srv, 'user_create', { sid, arguments: { name: 'aged-user', password: 'aged-pass-1', tenant_id: 1 } })).rows[0].id;
    const fresh = await eventually(
      async () => (await expectOk(srv, 'log_get_list', { sid, filters: { action: 'user_create', object_id: user }, fields: ['id', 'time', 'antiquity'] })).rows,
      (rows) => rows.length === 1,
    );
    expect(fresh[0].antiquity).toMatchObject({ months: 0, days: 0, hours: 0, minutes: expect.any(Number), seconds: expect.any(Number) });
    const age = async () => (await expectOk(srv, 'log_get_list', { sid, filters: { id: fresh[0].id }, fields: ['antiquity'] })).rows[0].antiquity;

    // two hours, three minutes and four seconds ago
    await srv.dbExecute('UPDATE audit_log SET time = ? WHERE id = ?', [stored(Date.now() - (2 * 3600 + 3 * 60 + 4) * 1000), fresh[0].id]);
    const recent = await age();
    expect(recent).toMatchObject({ months: 0, days: 0, hours: 2, minutes: 3 });
    expect(recent.seconds).toBeGreaterThanOrEqual(4);
    expect(recent.seconds).toBeLessThan(30);

    // the first day of 2020: whole calendar months first, then the days of this month
    await srv.dbExecute('UPDATE audit_log SET time = ? WHERE id = ?', ['2020-01-01T00:00:00', fresh[0].id]);
    const old = await age();
    const now = new Date();
    expect(old.months).toBe((now.getUTCFullYear() - 2020) * 12 + now.getUTCMonth());
    expect(old.days).toBe(now.getUTCDate() - 1);
  });
});

describe('the qvd profile', () => {
  it('filters the log by qvd_object and object_id given as text, as the console’s details pages do', async () => {
    const tenantId = (await expectOk(qvd, 'tenant_create', { sid: qvdSid, arguments: { name: 'qvd-log' } })).rows[0].id;
    const userId = (await expectOk(qvd, 'user_create', { sid: qvdSid, arguments: { name: 'qvd-logged', password: 'pw-qvd-logged', tenant_id: tenantId } })).rows[0].id;
    const rows = await eventually(
      async () => (await expectOk(qvd, 'log_get_list', { sid: qvdSid, filters: { qvd_object: 'user', object_id: String(userId) }, fields: ['time', 'qvd_object', 'object_id'] })).rows,
      (r) => r.length > 0,
    );
    expect(rows[0]).toEqual({ time: expect.any(String), qvd_object: 'user', object_id: userId });
  });
});
