import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('server start-up', () => {
  it('answers /api/info without credentials', async () => {
    const res = await server.fetch('/api/info');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const env = await res.json();
    expect(env).toMatchObject({ status: 0, multitenant: '1', auth: { separators: ['@', '#'] } });
  });

  it('lets the superadministrator log in and list tenants and administrators', async () => {
    const sid = await server.superSid();
    const tenants = await server.api('tenant_get_list', { sid });
    expect(tenants.status).toBe(0);
    expect(tenants.rows.map((t: { name: string }) => t.name)).toEqual(['default']);
    const admins = await server.api('administrator_get_list', { sid });
    expect(admins.rows[0]).toMatchObject({ name: 'superadmin', tenant_id: 0, tenant_name: '*' });
  });
});
