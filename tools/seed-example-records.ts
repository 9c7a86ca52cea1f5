// Fills a running server with records of every kind, through the API only, so that a person (or the
// original console and CLI, README "Using the original web console and CLI") finds something on every
// page: two tenants, each with an administrator, a role, users (one blocked), properties of every kind
// with values, an OS flavour with two disk images, virtual machines (one running); two hosts; a few
// configuration and view settings; and the audit log that all of this writes.
//
//   SVC_URL=http://127.0.0.1:8080 SVC_SUPERADMIN_PASSWORD=... npx tsx tools/seed-example-records.ts
//
// It refuses to run twice on one database (the first tenant's name is taken) rather than half-adding.
const base = (process.env.SVC_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const password = process.env.SVC_SUPERADMIN_PASSWORD;
if (!password) {
  console.error('Set SVC_SUPERADMIN_PASSWORD (and SVC_URL when the server is not at http://127.0.0.1:8080).');
  process.exit(64);
}

type Envelope = { status: number; message: string; rows?: Array<Record<string, any>>; [key: string]: unknown };

let sid = '';

async function call(action: string, params: Record<string, unknown> = {}): Promise<Envelope> {
  const res = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, sid, ...params }),
  });
  const env = (await res.json()) as Envelope;
  if (env.status !== 0) throw new Error(`${action} ${JSON.stringify(params)} → ${env.status} ${env.message}`);
  return env;
}

const created = async (action: string, args: Record<string, unknown>): Promise<number> =>
  (await call(action, { arguments: args })).rows![0]!.id as number;

async function login(): Promise<void> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'superadmin', password, tenant: '*' }),
  });
  const env = (await res.json()) as Envelope & { sid?: string };
  if (env.status !== 0 || !env.sid) throw new Error(`login → ${env.status} ${env.message}`);
  sid = env.sid;
}

async function seedTenant(name: string, hostIds: number[]): Promise<void> {
  const tenant = await created('tenant_create', { name, description: `Tenant ${name}` });
  const role = await created('role_create', {
    name: `${name} helpdesk`,
    tenant_id: tenant,
    description: 'Sees users and VMs, starts and stops VMs',
    __roles__: ['Users Reader', 'VMs Operator'],
  });
  await created('administrator_create', {
    name: `${name}-admin`,
    password: 'admin-pass-1',
    tenant_id: tenant,
    description: `Administrator of ${name}`,
    __roles__: ['Master'],
  });
  await created('administrator_create', { name: `${name}-helpdesk`, password: 'admin-pass-1', tenant_id: tenant, __roles__: [role] });

  const kinds = ['user', 'vm', 'host', 'osf', 'di'];
  for (const kind of kinds) {
    await created('property_create', { tenant_id: tenant, key: `${kind}_owner`, description: `Owner of the ${kind}`, __property_assign__: [kind] });
  }
  await created('property_create', { tenant_id: tenant, key: 'cost_centre', description: 'Cost centre', __property_assign__: ['user', 'vm'] });

  const users: number[] = [];
  for (const u of ['alice', 'bob', 'carol', 'dave']) {
    users.push(await created('user_create', {
      tenant_id: tenant,
      name: `${u}`,
      password: 'user-pass-1',
      description: `${u} of ${name}`,
      __properties__: { user_owner: `${u}-team`, cost_centre: 'CC-100' },
    }));
  }
  await call('user_update', { filters: { id: users[3] }, arguments: { blocked: 1 } });

  const osf = await created('osf_create', {
    tenant_id: tenant,
    name: `${name} desktop`,
    memory: 2048,
    user_storage: 1024,
    __properties__: { osf_owner: 'platform team' },
  });
  await created('di_create', { osf_id: osf, disk_image: `${name}-desktop-1.img`, version: '1.0', __properties__: { di_owner: 'images team' } });
  await created('di_create', { osf_id: osf, disk_image: `${name}-desktop-2.img`, version: '2.0', __tags__: ['beta'] });

  const vms: number[] = [];
  for (const [i, user] of users.slice(0, 3).entries()) {
    vms.push(await created('vm_create', {
      name: `${name}-vm-${i + 1}`,
      user_id: user,
      osf_id: osf,
      description: `Desktop ${i + 1}`,
      __properties__: { vm_owner: 'desk support', cost_centre: 'CC-100' },
    }));
  }
  await call('vm_update', { filters: { id: vms[2] }, arguments: { blocked: 1 } });
  await call('vm_update', { filters: { id: vms[1] }, arguments: { expiration_soft: '2030-01-01T00:00:00', expiration_hard: '2030-02-01T00:00:00' } });
  await call('vm_start', { filters: { id: vms[0] } });
  await call('host_update', { filters: { id: hostIds[0] }, arguments: { __properties_changes__: { set: { host_owner: `${name} ops` } } } });
  await call('config_set', { arguments: { tenant_id: tenant, key: 'custom.example', value: `${name} value` } });
}

async function main(): Promise<void> {
  await login();
  const hosts = [
    await created('host_create', { name: 'node-01', address: '10.0.0.11', description: 'First node', state: 'running' }),
    await created('host_create', { name: 'node-02', address: '10.0.0.12', state: 'running' }),
  ];
  await call('host_update', { filters: { id: hosts[1] }, arguments: { blocked: 1 } });
  await seedTenant('acme', hosts);
  await seedTenant('globex', hosts);
  console.log(`Seeded ${base}: tenants acme and globex (administrators acme-admin / admin-pass-1, globex-admin), 2 hosts.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
