// Realistic data, written with SQL after the server created the schema and the template roles: tenants,
// two roles of their own per tenant (each inheriting a template role), and administrators spread over the
// tenants, each holding one tenant role and one template role. Every administrator's password hash is
// the same string, hashed once (scrypt per row would dominate the set-up time).
import { hashPassword } from '../runtime/auth/passwords.js';
import type { SqlAccess } from './store.js';

export const BENCH_PASSWORD = 'bench-admin-pass';

export interface SeedPlan {
  tenants: number;
  admins: number;
}

export interface SeedSummary {
  tenants: number;
  admins: number;
  roles: number;
  adminRoles: number;
  templateRoles: number;
}

/** Placeholders per INSERT: well below SQLite's and MySQL's limits. */
const PLACEHOLDERS = 8000;

async function insertRows(db: SqlAccess, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const one = `(${columns.map(() => '?').join(', ')})`;
  const chunkRows = Math.max(1, Math.floor(PLACEHOLDERS / columns.length));
  for (let i = 0; i < rows.length; i += chunkRows) {
    const chunk = rows.slice(i, i + chunkRows);
    await db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => one).join(', ')}`, chunk.flat());
  }
}

export async function seed(db: SqlAccess, plan: SeedPlan): Promise<SeedSummary> {
  const now = new Date().toISOString().slice(0, 19);
  const creator = (await db.all<{ id: number; name: string }>(`SELECT id, name FROM admins WHERE tenant_id = 0 ORDER BY id`))[0]!;
  const templates = await db.all<{ id: number; name: string }>(`SELECT id, name FROM roles WHERE tenant_id = -1 AND name <> 'Root' ORDER BY id`);
  const templateId = (name: string) => templates.find((t) => t.name === name)?.id ?? templates[0]!.id;
  const hash = await hashPassword(BENCH_PASSWORD);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const summary: SeedSummary = { tenants: 0, admins: 0, roles: 0, adminRoles: 0, templateRoles: templates.length };

  await db.transaction(async () => {
    const tenantNames = Array.from({ length: plan.tenants }, (_, i) => `bench-tenant-${pad(i + 1, 2)}`);
    await insertRows(
      db,
      'tenants',
      ['name', 'description', 'block', 'language', 'blocked', 'creation_date', 'creation_admin_id', 'creation_admin_name'],
      tenantNames.map((name, i) => [name, `Benchmark tenant ${i + 1}`, 10, 'auto', 0, now, creator.id, creator.name]),
    );
    const tenants = await db.all<{ id: number; name: string }>(`SELECT id, name FROM tenants WHERE name LIKE 'bench-tenant-%' ORDER BY name`);
    summary.tenants = tenants.length;

    const roleRows: unknown[][] = [];
    for (const t of tenants) {
      for (const kind of ['operators', 'readers']) {
        roleRows.push([t.id, `${t.name} ${kind}`, `Benchmark ${kind} of ${t.name}`, 0, 0, now, creator.id, creator.name]);
      }
    }
    await insertRows(db, 'roles', ['tenant_id', 'name', 'description', 'fixed', 'internal', 'creation_date', 'creation_admin_id', 'creation_admin_name'], roleRows);
    const roles = await db.all<{ id: number; tenant_id: number; name: string }>(`SELECT id, tenant_id, name FROM roles WHERE name LIKE 'bench-tenant-%' ORDER BY id`);
    summary.roles = roles.length;
    await insertRows(
      db,
      'role_roles',
      ['role_id', 'inherited_role_id'],
      roles.map((r) => [r.id, templateId(r.name.endsWith('operators') ? 'Operator L1' : 'Administrators Reader')]),
    );
    const rolesOfTenant = new Map<number, { id: number; name: string }[]>();
    for (const r of roles) rolesOfTenant.set(Number(r.tenant_id), [...(rolesOfTenant.get(Number(r.tenant_id)) ?? []), r]);

    const adminRows: unknown[][] = [];
    for (let i = 1; i <= plan.admins; i++) {
      const tenant = tenants[(i - 1) % tenants.length]!;
      adminRows.push([tenant.id, `adm${i}`, hash, `Benchmark administrator ${i}`, 10, 'auto', now, creator.id, creator.name]);
    }
    await insertRows(db, 'admins', ['tenant_id', 'name', 'password_hash', 'description', 'block', 'language', 'creation_date', 'creation_admin_id', 'creation_admin_name'], adminRows);
    const admins = await db.all<{ id: number; tenant_id: number; name: string }>(`SELECT id, tenant_id, name FROM admins WHERE name LIKE 'adm%' ORDER BY id`);
    summary.admins = admins.length;

    const links: unknown[][] = [];
    admins.forEach((a, i) => {
      const own = rolesOfTenant.get(Number(a.tenant_id))!;
      links.push([a.id, own[i % own.length]!.id]);
      links.push([a.id, templates[i % templates.length]!.id]);
    });
    await insertRows(db, 'admin_roles', ['admin_id', 'role_id'], links);
    summary.adminRoles = links.length;
    // as every write that changes who may do what
    await db.run(`UPDATE meta SET value = value + 1 WHERE name = 'generation'`);
  });
  return summary;
}

// Users with custom properties, grown in steps so that the same list can be measured at several table
// sizes. Every tenant defines three properties assigned to the user kind and every user carries a value
// of each; a fixed set of users (every 20th of the first 1,000) is blocked, whatever the table's size,
// and each of the first 1,000 users has two virtual machines (one connected), so the counters count.

export const USER_PROPERTIES = ['department', 'location', 'employee_no'] as const;
/** Users 20, 40, …, 1000: the matching set of the blocked filter does not grow with the table. */
export const BLOCKED_USERS = 50;
const USERS_WITH_VMS = 1000;

export const userName = (i: number) => `user${String(i).padStart(7, '0')}`; // 7 digits: names sort as numbers up to 1,000,000 users
const isBlocked = (i: number) => i <= BLOCKED_USERS * 20 && i % 20 === 0;

export interface UserSeeder {
  /** Users now in the table. */
  readonly users: number;
  /** Adds users up to `total`. */
  grow(db: SqlAccess, total: number): Promise<void>;
}

/** Users added per transaction when the table grows (the 1,000,000-user step adds 900,000). */
const GROW_CHUNK = 100_000;

export function userSeeder(): UserSeeder {
  let users = 0;
  let tenants: { id: number; name: string }[] = [];
  let osfOf = new Map<number, number>();
  let propsOf = new Map<number, number[]>();
  let hash: string | undefined;
  const now = new Date().toISOString().slice(0, 19);

  async function prepare(db: SqlAccess) {
    const creator = (await db.all<{ id: number; name: string }>(`SELECT id, name FROM admins WHERE tenant_id = 0 ORDER BY id`))[0]!;
    tenants = await db.all<{ id: number; name: string }>(`SELECT id, name FROM tenants WHERE name LIKE 'bench-tenant-%' ORDER BY name`);
    const c = [now, creator.id, creator.name];
    await insertRows(
      db,
      'properties',
      ['tenant_id', 'prop_key', 'description'],
      tenants.flatMap((t) => USER_PROPERTIES.map((key) => [t.id, key, `Benchmark user property ${key}`])),
    );
    const props = await db.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM properties ORDER BY tenant_id, id`);
    propsOf = new Map();
    for (const p of props) propsOf.set(Number(p.tenant_id), [...(propsOf.get(Number(p.tenant_id)) ?? []), Number(p.id)]);
    await insertRows(db, 'property_kinds', ['tenant_id', 'property_id', 'kind'], props.map((p) => [p.tenant_id, p.id, 'user']));
    await insertRows(
      db,
      'osfs',
      ['tenant_id', 'name', 'description', 'overlay', 'user_storage', 'memory', 'creation_date', 'creation_admin_id', 'creation_admin_name'],
      tenants.map((t) => [t.id, `${t.name} desktop`, 'Benchmark OS flavour', 1, 0, 1024, ...c]),
    );
    const osfs = await db.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM osfs ORDER BY id`);
    osfOf = new Map(osfs.map((o) => [Number(o.tenant_id), Number(o.id)]));
  }

  return {
    get users() {
      return users;
    },
    async grow(db, total) {
      // one transaction per GROW_CHUNK users: the rows of one chunk are held in memory at a time
      hash ??= await hashPassword(BENCH_PASSWORD);
      while (users < total) await growTo(db, Math.min(total, users + GROW_CHUNK), hash);
    },
  };

  async function growTo(db: SqlAccess, total: number, hash: string): Promise<void> {
    await db.transaction(async () => {
      if (!tenants.length) await prepare(db);
      const creator = (await db.all<{ id: number; name: string }>(`SELECT id, name FROM admins WHERE tenant_id = 0 ORDER BY id`))[0]!;
      const rows: unknown[][] = [];
      for (let i = users + 1; i <= total; i++) {
        const tenant = tenants[(i - 1) % tenants.length]!;
        rows.push([tenant.id, userName(i), hash, `Benchmark user ${i}`, isBlocked(i) ? 1 : 0, now, creator.id, creator.name]);
      }
      await insertRows(db, 'users', ['tenant_id', 'name', 'password_hash', 'description', 'blocked', 'creation_date', 'creation_admin_id', 'creation_admin_name'], rows);
      const added = await db.all<{ id: number; tenant_id: number; name: string }>(
        `SELECT id, tenant_id, name FROM users WHERE name > ? AND name <= ? ORDER BY id`,
        [userName(users), userName(total)],
      );
      if (added.length !== total - users) throw new Error(`expected ${total - users} new users, found ${added.length}`);
      const values: unknown[][] = [];
      const vms: unknown[][] = [];
      for (const u of added) {
        const i = Number(u.name.slice(4));
        const [department, location, employee] = propsOf.get(Number(u.tenant_id))!;
        values.push([department, 'user', u.id, `dept-${i % 12}`], [location, 'user', u.id, `site-${i % 7}`], [employee, 'user', u.id, `E${i}`]);
        if (i <= USERS_WITH_VMS) {
          for (const [suffix, state] of [['a', 'connected'], ['b', 'disconnected']] as const) {
            vms.push([u.tenant_id, u.id, osfOf.get(Number(u.tenant_id)), `vm-${i}-${suffix}`, state, now, creator.id, creator.name]);
          }
        }
      }
      await insertRows(db, 'property_values', ['property_id', 'kind', 'object_id', 'value'], values);
      await insertRows(db, 'vms', ['tenant_id', 'user_id', 'osf_id', 'name', 'user_state', 'creation_date', 'creation_admin_id', 'creation_admin_name'], vms);
    });
    users = total;
  }
}

/** Running, unblocked backend hosts (the only ones vm_start places VMs on). */
export const BENCH_HOSTS = 4;

/** The bench hosts, created unless they exist; their ids. */
async function benchHosts(db: SqlAccess, c: unknown[]): Promise<number[]> {
  const existing = async () => (await db.all<{ id: number }>(`SELECT id FROM hosts WHERE name LIKE 'bench-host-%' ORDER BY id`)).map((h) => Number(h.id));
  let hosts = await existing();
  if (!hosts.length) {
    await insertRows(db, 'hosts', ['name', 'description', 'address', 'frontend', 'backend', 'state', 'blocked', ...CREATION],
      Array.from({ length: BENCH_HOSTS }, (_, i) => [`bench-host-${i + 1}`, 'Benchmark host', `10.200.0.${i + 1}`, 1, 1, 'running', 0, ...c]));
    hosts = await existing();
  }
  return hosts;
}

/** The address numbered `ip` (an IPv4 address as a number) as the vms table keeps it: text, number, mac. */
function address(ip: number): [string, number, string] {
  const text = [24, 16, 8, 0].map((s) => Math.floor(ip / 2 ** s) % 256).join('.');
  const mac = `54:52:00:${[16, 8, 0].map((s) => (Math.floor(ip / 2 ** s) % 256).toString(16).padStart(2, '0')).join(':')}`;
  return [text, ip, mac];
}

/** 10.100.0.0: the VMs of vm_get_list take 10.100.0.1 on, in id order. */
const VM_NET = 10 * 2 ** 24 + 100 * 2 ** 16;
/** 10.150.0.0: the stopped VMs of the massive start. */
const START_NET = 10 * 2 ** 24 + 150 * 2 ** 16;

/**
 * The VM data set of the vm_get_list scenario, on top of 10,000 users (whose first 1,000 already have two
 * stopped VMs each): every OS flavour (one per tenant) gets an image carrying its version, `head` and
 * `default`; four running, unblocked backend hosts; one VM for each user after user 2000 (`total` of
 * them), one in `runningEvery` of those running on a host with its ports and image in use. Then every VM
 * of the table gets a unique ip, ip_num and mac, and a value of each of its tenant's three properties,
 * which are assigned to the vm kind.
 */
export async function seedVms(db: SqlAccess, total: number, runningEvery: number): Promise<void> {
  const now = new Date().toISOString().slice(0, 19);
  await db.transaction(async () => {
    const creator = (await db.all<{ id: number; name: string }>(`SELECT id, name FROM admins WHERE tenant_id = 0 ORDER BY id`))[0]!;
    const c = [now, creator.id, creator.name];
    const osfs = await db.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM osfs ORDER BY id`);
    await insertRows(db, 'dis', ['tenant_id', 'osf_id', 'disk_image', 'version', 'description', 'blocked', ...CREATION],
      osfs.map((o) => [o.tenant_id, o.id, `desktop-${o.id}.img`, 'v1', 'Benchmark image', 0, ...c]));
    const dis = await db.all<{ id: number; osf_id: number; tenant_id: number }>(`SELECT id, osf_id, tenant_id FROM dis ORDER BY id`);
    const diOf = new Map(dis.map((d) => [Number(d.osf_id), Number(d.id)]));
    await insertRows(db, 'di_tags', ['tenant_id', 'di_id', 'osf_id', 'tag', 'fixed'],
      dis.flatMap((d) => [[d.tenant_id, d.id, d.osf_id, 'v1', 1], [d.tenant_id, d.id, d.osf_id, 'head', 0], [d.tenant_id, d.id, d.osf_id, 'default', 0]]));
    const hosts = await benchHosts(db, c);
    // the users' properties are assigned to VMs too
    const props = await db.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM properties ORDER BY tenant_id, id`);
    await insertRows(db, 'property_kinds', ['tenant_id', 'property_id', 'kind'], props.map((p) => [p.tenant_id, p.id, 'vm']));
    const propsOf = new Map<number, number[]>();
    for (const p of props) propsOf.set(Number(p.tenant_id), [...(propsOf.get(Number(p.tenant_id)) ?? []), Number(p.id)]);

    // the VMs already there (the user lists' two per user) get their addresses first, in id order
    const earlier = await db.all<{ id: number }>(`SELECT id FROM vms ORDER BY id`);
    for (const [i, v] of earlier.entries()) await db.run(`UPDATE vms SET ip = ?, ip_num = ?, mac = ? WHERE id = ?`, [...address(VM_NET + i + 1), v.id]);

    const users = await db.all<{ id: number; tenant_id: number; name: string }>(
      `SELECT id, tenant_id, name FROM users WHERE name > ? ORDER BY name LIMIT ${total}`,
      [userName(2000)],
    );
    if (users.length !== total) throw new Error(`expected ${total} users for VMs, found ${users.length}`);
    const osfOfTenant = new Map(osfs.map((o) => [Number(o.tenant_id), Number(o.id)]));
    const slots = new Map<number, number>();
    const rows: unknown[][] = [];
    users.forEach((u, i) => {
      const osf = osfOfTenant.get(Number(u.tenant_id))!;
      const running = i % runningEvery === 0;
      let host: number | null = null;
      let slot: number | null = null;
      if (running) {
        host = hosts[(i / runningEvery) % hosts.length]!;
        slot = slots.get(host) ?? 0;
        slots.set(host, slot + 1);
      }
      rows.push([u.tenant_id, u.id, osf, `vm-${u.name}`, 'default', 0, running ? 'running' : 'stopped', running && i % 2 === 0 ? 'connected' : 'disconnected',
        host, running ? diOf.get(osf) : null, ...address(VM_NET + earlier.length + i + 1),
        slot === null ? null : 20000 + slot, slot === null ? null : 30000 + slot, slot === null ? null : 40000 + slot, ...c]);
    });
    await insertRows(db, 'vms', ['tenant_id', 'user_id', 'osf_id', 'name', 'di_tag', 'blocked', 'state', 'user_state', 'host_id', 'di_id', 'ip', 'ip_num', 'mac',
      'ssh_port', 'vnc_port', 'serial_port', ...CREATION], rows);
    const vms = await db.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM vms ORDER BY id`);
    const values: unknown[][] = [];
    for (const v of vms) {
      const [a, b, cc] = propsOf.get(Number(v.tenant_id))!;
      values.push([a, 'vm', v.id, `pool-${v.id % 9}`], [b, 'vm', v.id, `rack-${v.id % 5}`], [cc, 'vm', v.id, `asset-${v.id}`]);
    }
    await insertRows(db, 'property_values', ['property_id', 'kind', 'object_id', 'value'], values);
  });
}

/**
 * An OS flavour whose image carries its version, `head` and `default`, and `count` stopped VMs of one user
 * on it (addresses of their own), for the massive vm_start; the bench hosts are created if the VM data set
 * did not create them. Answers the flavour's id.
 */
export async function seedStoppedVms(db: SqlAccess, count: number): Promise<number> {
  const now = new Date().toISOString().slice(0, 19);
  let osfId = 0;
  await db.transaction(async () => {
    const creator = (await db.all<{ id: number; name: string }>(`SELECT id, name FROM admins WHERE tenant_id = 0 ORDER BY id`))[0]!;
    const c = [now, creator.id, creator.name];
    await benchHosts(db, c);
    const tenant = (await db.all<{ id: number }>(`SELECT id FROM tenants WHERE name LIKE 'bench-tenant-%' ORDER BY name`))[0]!.id;
    await insertRows(db, 'osfs', ['tenant_id', 'name', 'description', 'overlay', 'user_storage', 'memory', ...CREATION], [[tenant, 'bench-start', 'Massive start', 1, 0, 1024, ...c]]);
    osfId = Number((await db.all<{ id: number }>(`SELECT id FROM osfs WHERE name = 'bench-start'`))[0]!.id);
    await insertRows(db, 'dis', ['tenant_id', 'osf_id', 'disk_image', 'version', 'description', 'blocked', ...CREATION], [[tenant, osfId, 'start.img', 's1', null, 0, ...c]]);
    const di = Number((await db.all<{ id: number }>(`SELECT id FROM dis WHERE osf_id = ?`, [osfId]))[0]!.id);
    await insertRows(db, 'di_tags', ['tenant_id', 'di_id', 'osf_id', 'tag', 'fixed'], [[tenant, di, osfId, 's1', 1], [tenant, di, osfId, 'head', 0], [tenant, di, osfId, 'default', 0]]);
    await insertRows(db, 'users', ['tenant_id', 'name', 'password_hash', 'description', 'blocked', ...CREATION], [[tenant, 'bench-starter', 'x', null, 0, ...c]]);
    const user = Number((await db.all<{ id: number }>(`SELECT id FROM users WHERE name = 'bench-starter'`))[0]!.id);
    const rows = Array.from({ length: count }, (_, i) => [tenant, user, osfId, `start-${String(i).padStart(4, '0')}`, 'default', 0, 'stopped', 'disconnected', ...address(START_NET + i + 1), ...c]);
    await insertRows(db, 'vms', ['tenant_id', 'user_id', 'osf_id', 'name', 'di_tag', 'blocked', 'state', 'user_state', 'ip', 'ip_num', 'mac', ...CREATION], rows);
  });
  return osfId;
}

const CREATION = ['creation_date', 'creation_admin_id', 'creation_admin_name'];
