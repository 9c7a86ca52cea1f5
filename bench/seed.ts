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

const CHUNK = 200;

async function insertRows(db: SqlAccess, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const one = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
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
