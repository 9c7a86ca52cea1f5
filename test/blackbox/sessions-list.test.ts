// The sessions an administrator sees (catalog/actions/sessions.yaml): session_get_list shows when each of its sessions
// began and was last seen, from which address, how it logged in and which one is the request's own, named by an
// opaque id that is neither the sid nor its hash; session_delete ends them (their requests answer 3200, their live
// sockets close). Others' sessions of the tenant need administrator.session.see / administrator.session.end;
// another tenant's are out of reach except for a superadministrator.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectOk, makeTenantAdmin, startServer, type TestServer } from './harness.js';
import { SocketPool, watch } from './live-client.js';

let server: TestServer;
let superSid: string;
const pool = new SocketPool();

beforeAll(async () => {
  server = await startServer();
  superSid = await server.superSid();
});

afterAll(async () => {
  await pool.closeAll();
  await server?.stop();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('one\'s own sessions', () => {
  it('lists each with its creation, last use, address and method, marks the current one, and never shows a sid or its hash', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'ses-a', admin: 'ses-owner', acls: ['user.see-main.'] });
    const second = await server.login('ses-owner', 'admin-pass-1', 'ses-a');
    const before = Date.now();
    const env = await expectOk(server, 'session_get_list', { sid: admin.sid });
    expect(env.total).toBe(2);
    const rows = env.rows as any[];
    for (const row of rows) {
      expect(row).toMatchObject({ admin_id: admin.adminId, admin_name: 'ses-owner', tenant_id: admin.tenantId, tenant_name: 'ses-a', address: '127.0.0.1', method: 'password' });
      expect(row.id).toMatch(/^s_[A-Za-z0-9_-]{22}$/);
      for (const field of ['creation_date', 'last_seen_date', 'expiration_date']) expect(Date.parse(`${row[field]}Z`)).toBeGreaterThan(before - 120_000);
    }
    expect(rows.filter((r) => r.current === 1)).toHaveLength(1);
    const text = JSON.stringify(env.rows); // (the envelope echoes the sid it was called with, as every answer does)
    for (const sid of [admin.sid, second]) {
      expect(text).not.toContain(sid);
      expect(text).not.toContain(sha256(sid));
    }
    // from the other session, the other one is current
    const fromSecond = await expectOk(server, 'session_get_list', { sid: second, filters: { current: 1 } });
    expect(fromSecond.rows![0].id).not.toBe(rows.find((r) => r.current === 1).id);
    // filters, order and fields work as on every list
    const few = await expectOk(server, 'session_get_list', { sid: admin.sid, fields: ['id', 'current'], order_by: { field: 'current', order: '-desc' } });
    expect(few.rows![0]).toEqual({ id: rows.find((r) => r.current === 1).id, current: 1 });
  });

  it('ends another of its sessions: its next request answers 3200 and its live socket ends; the end is audited', async () => {
    const admin = await makeTenantAdmin(server, { tenant: 'ses-b', admin: 'ses-ender', roles: ['Users Reader'] });
    const other = await server.login('ses-ender', 'admin-pass-1', 'ses-b');
    const { live, first } = await watch(server, { action: 'user_get_list', sid: other });
    pool.add(live);
    expect(first.status).toBe(0);
    const list = await expectOk(server, 'session_get_list', { sid: admin.sid, filters: { current: 0 } });
    expect(list.total).toBe(1);
    const t0 = Date.now();
    const ended = await expectOk(server, 'session_delete', { sid: admin.sid, filters: { id: list.rows![0].id } });
    expect(ended.total).toBe(1);
    expect((await server.api('user_get_list', { sid: other })).status).toBe(3200);
    expect((await live.waitClose(3000)).code).toBe(1000);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect((await server.api('user_get_list', { sid: admin.sid })).status).toBe(0);
    // an id nobody has, or one already ended
    expect((await server.api('session_delete', { sid: admin.sid, filters: { id: list.rows![0].id } })).status).toBe(1300);
    const audited = await eventually(
      () => server.dbQuery('SELECT action, status, object_name FROM audit_log WHERE admin_id = ? AND action = ?', [admin.adminId, 'session_delete']),
      (r) => r.length >= 2,
    );
    expect(audited.map((r) => [Number(r.status), r.object_name])).toEqual([
      [0, list.rows![0].id],
      [1300, null],
    ]);
    // ending the current session is a logout
    await expectOk(server, 'session_delete', { sid: admin.sid, filters: { id: (await expectOk(server, 'session_get_list', { sid: admin.sid, filters: { current: 1 } })).rows![0].id } });
    expect((await server.api('user_get_list', { sid: admin.sid })).status).toBe(3200);
  });

  it('records the last use when the session slides, with the address it came from', async () => {
    const short = await startServer({ env: { SVC_SESSION_TTL: '4' } });
    try {
      const sid = await short.superSid();
      const created = (await expectOk(short, 'session_get_list', { sid })).rows![0];
      await new Promise((r) => setTimeout(r, 2200)); // past half the lifetime: the next use slides it
      await expectOk(short, 'user_get_list', { sid });
      const seen = (await expectOk(short, 'session_get_list', { sid })).rows![0];
      expect(seen.creation_date).toBe(created.creation_date);
      expect(Date.parse(`${seen.last_seen_date}Z`)).toBeGreaterThanOrEqual(Date.parse(`${created.last_seen_date}Z`) + 2000);
      expect(Date.parse(`${seen.expiration_date}Z`)).toBeGreaterThan(Date.parse(`${created.expiration_date}Z`));
    } finally {
      await short.stop();
    }
  });
});

describe('other administrators\' sessions', () => {
  it('needs administrator.session.see to list and administrator.session.end to end them, within the tenant only', async () => {
    const watcher = await makeTenantAdmin(server, { tenant: 'ses-c', admin: 'ses-watcher', acls: ['administrator.session.see'] });
    const ender = await makeTenantAdmin(server, { tenant: 'ses-c', admin: 'ses-boss', acls: ['administrator.session.see', 'administrator.session.end'] });
    const plain = await makeTenantAdmin(server, { tenant: 'ses-c', admin: 'ses-plain', acls: ['user.see-main.'] });
    const far = await makeTenantAdmin(server, { tenant: 'ses-d', admin: 'ses-far', acls: ['user.see-main.'] });

    const own = await expectOk(server, 'session_get_list', { sid: plain.sid });
    expect(new Set(own.rows!.map((r: any) => r.admin_name))).toEqual(new Set(['ses-plain']));
    const seen = await expectOk(server, 'session_get_list', { sid: watcher.sid });
    expect(new Set(seen.rows!.map((r: any) => r.admin_name))).toEqual(new Set(['ses-watcher', 'ses-boss', 'ses-plain']));
    // a tenant administrator cannot filter by tenant
    expect((await server.api('session_get_list', { sid: watcher.sid, filters: { tenant_id: far.tenantId } })).status).toBe(4220);

    const plainSession = seen.rows!.find((r: any) => r.admin_name === 'ses-plain').id;
    // seeing is not ending
    expect((await server.api('session_delete', { sid: watcher.sid, filters: { id: plainSession } })).status).toBe(1300);
    expect((await server.api('user_get_list', { sid: plain.sid })).status).toBe(0);
    // the plain administrator cannot end the watcher's
    const watcherSession = seen.rows!.find((r: any) => r.admin_name === 'ses-watcher').id;
    expect((await server.api('session_delete', { sid: plain.sid, filters: { id: watcherSession } })).status).toBe(1300);
    await expectOk(server, 'session_delete', { sid: ender.sid, filters: { id: plainSession } });
    expect((await server.api('user_get_list', { sid: plain.sid })).status).toBe(3200);
    // another tenant's session: invisible and out of reach, but not to the superadministrator
    const farSession = (await expectOk(server, 'session_get_list', { sid: far.sid })).rows![0].id;
    expect((await server.api('session_delete', { sid: ender.sid, filters: { id: farSession } })).status).toBe(1300);
    const bySuper = await expectOk(server, 'session_get_list', { sid: superSid, filters: { tenant_id: far.tenantId } });
    expect(bySuper.rows!.map((r: any) => r.id)).toEqual([farSession]);
    await expectOk(server, 'session_delete', { sid: superSid, filters: { id: farSession } });
    expect((await server.api('user_get_list', { sid: far.sid })).status).toBe(3200);
  });
});
