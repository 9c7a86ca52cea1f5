// compose.yaml's server settings, run: two server processes get exactly the environment compose.yaml
// gives svc-1 and svc-2 (only the addresses of MariaDB, Redis and the data volume mapped onto this
// machine's, and the password it asks the operator for), share one database, one Redis and one data
// directory, and behave as one service: a write on either reaches a live list on the other, an image
// uploaded through one is listed and on disk for the other. deploy/nginx.conf is checked to route
// to those two services and to pass WebSockets. MariaDB only, as compose.yaml.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOk, ROOT, startServer, SUPERADMIN_PASSWORD, TEST_DB, type TestServer } from './harness.js';
import { watch, type LiveSocket } from './live-client.js';

const redisUrl = process.env.SVC_TEST_REDIS_URL;
const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; build?: unknown; ports?: string[] }>;
};
const nginx = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
const servers = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

let p1: TestServer | undefined;
let p2: TestServer | undefined;
const sockets: LiveSocket[] = [];

afterAll(async () => {
  for (const s of sockets) await s.close();
  await p2?.stop({ keep: true }); // the database and data directory are p1's
  await p1?.stop();
});

describe('compose.yaml', () => {
  it('builds two server services from this repository with one environment, behind one proxy port', () => {
    expect(servers.map(([name]) => name).sort()).toEqual(['svc-1', 'svc-2']);
    expect(servers[0]![1].environment).toEqual(servers[1]![1].environment);
    expect(compose.services.proxy?.ports).toEqual(['8080:8080']);
    // the proxy sends to both, WebSocket upgrades included
    for (const [name] of servers) expect(nginx).toContain(`server ${name}:8080;`);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_request_buffering off;/);
    expect(existsSync(join(ROOT, 'Dockerfile'))).toBe(true);
  });

  it('gives the servers each client’s address: nginx forwards it, the servers trust the proxy alone and exempt nobody', () => {
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    const env = servers[0]![1].environment!;
    expect(env.SVC_LOGIN_ADDRESS_EXEMPT).toBeUndefined();
    const proxy = compose.services.proxy as { networks?: { default?: { ipv4_address?: string } } };
    const proxyAddress = proxy.networks?.default?.ipv4_address;
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(env.SVC_TRUSTED_PROXIES).toBe(proxyAddress);
    // the proxy's address is inside the subnet compose.yaml fixes for its network
    const subnet = (compose as { networks?: { default?: { ipam?: { config?: { subnet: string }[] } } } }).networks?.default?.ipam?.config?.[0]?.subnet;
    expect(subnet).toBeDefined();
    const [base, bits] = subnet!.split('/') as [string, string];
    const asNumber = (a: string) => a.split('.').reduce((n, p) => n * 256 + Number(p), 0);
    const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
    expect(((asNumber(proxyAddress!) & mask) >>> 0) === ((asNumber(base) & mask) >>> 0)).toBe(true);
  });

  it.runIf(TEST_DB === 'mysql' && redisUrl)('its server environment runs two processes as one service', async () => {
    const env = { ...servers[0]![1].environment! };
    // what compose.yaml names by service (mariadb, redis, the svc-data volume) mapped onto this machine
    expect(env.SVC_DB_URL).toMatch(/^mysql:\/\/[^@]+@mariadb:3306\/\w+$/);
    expect(env.SVC_REDIS_URL).toBe('redis://redis:6379');
    expect(env.SVC_DATA_DIR).toBe('/data');
    expect(env.SVC_SUPERADMIN_PASSWORD).toMatch(/^\$\{SVC_SUPERADMIN_PASSWORD:\?/);
    const { SVC_DB_URL: _db, SVC_REDIS_URL: _redis, SVC_DATA_DIR: _data, SVC_SUPERADMIN_PASSWORD: _password, ...kept } = env;
    const settings = { ...kept, SVC_REDIS_URL: redisUrl!, SVC_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD };

    p1 = await startServer({ env: settings });
    p2 = await startServer({ env: settings, reuse: { dbUrl: p1.dbUrl, dataDir: p1.dataDir } });
    const sid1 = await p1.superSid();
    const sid2 = await p2.superSid();
    const tenantId = (await expectOk(p1, 'tenant_create', { sid: sid1, arguments: { name: 'composed' } })).rows[0].id;

    const { live, first } = await watch(p1, { action: 'user_get_list', sid: sid1, filters: { tenant_id: tenantId }, fields: ['id', 'name'] });
    sockets.push(live);
    expect(first.status).toBe(0);
    const from = live.mark();
    const created = (await expectOk(p2, 'user_create', { sid: sid2, arguments: { name: 'made-on-2', password: 'pw-made-on-2', tenant_id: tenantId } })).rows[0].id;
    const pushed = await live.next((f) => f.rows?.some((r: { id: number }) => r.id === created), { from, timeoutMs: 3000 });
    expect(pushed.rows.find((r: { id: number }) => r.id === created).name).toBe('made-on-2');

    // one data directory: an image uploaded through process 1 is on disk and listed for process 2
    const osfId = (await expectOk(p1, 'osf_create', { sid: sid1, arguments: { name: 'composed-osf', tenant_id: tenantId } })).rows[0].id;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('composed image bytes'))]), 'composed.img');
    const args = encodeURIComponent(JSON.stringify({ disk_image: 'composed.img', osf_id: osfId }));
    const upload = (await (await p1.fetch(`/api/di/upload?sid=${sid1}&arguments=${args}`, { method: 'POST', body: form })).json()) as { status: number; rows: { id: number }[] };
    expect(upload.status).toBe(0);
    const diId = upload.rows[0]!.id;
    const listed = await expectOk(p2, 'di_get_list', { sid: sid2, filters: { id: diId }, fields: ['id', 'disk_image'] });
    expect(listed.rows[0]).toMatchObject({ id: diId, disk_image: 'composed.img' });
    expect(readFileSync(join(p1.dataDir, 'images', `${diId}-composed.img`), 'utf8')).toBe('composed image bytes');
  });
});
