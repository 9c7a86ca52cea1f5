// Bootstrap (README.md, "The two commands"), run on every start after migrations and idempotent: the special tenants,
// the catalog's ACLs, the template roles of tenant -1 (re-synchronised, they are fixed), the global
// configuration defaults and the superadministrator. On an empty database this makes a usable server.
import { sql, type Kysely } from 'kysely';
import { acls as catalogAcls, roleTemplates } from '../../generated/registry.js';
import { hashPassword, needsRehash, randomPassword, verifyPassword } from './passwords.js';
import type { Settings } from '../config/settings.js';
import { nowDate } from '../support/time.js';
import { bumpGeneration } from '../db/generation.js';
import { retriedTransaction } from '../db/transactions.js';

export const SUPERADMIN_NAME = 'superadmin';
const ROOT_ROLE = 'Root';

export interface BootstrapReport {
  createdSuperadmin: boolean;
  /** Set only when a random password was generated: to print, then `passwordShown`. */
  generatedPassword?: string;
}

/**
 * Marks (in meta) a generated superadmin password that no start has printed yet. The password itself is
 * never stored, only its hash: a start finding the mark generates a new one, which loses nothing (nobody
 * ever saw the old one) and prints it. The mark goes once a start has printed the password
 * (`passwordShown`) or SVC_SUPERADMIN_PASSWORD sets one.
 */
const UNSHOWN_PASSWORD = 'superadmin_password_unshown';

/** After the generated password was printed: later starts keep it. */
export async function passwordShown(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('meta').where('name', '=', UNSHOWN_PASSWORD).execute();
}

async function ensureTenants(trx: Kysely<any>): Promise<void> {
  const wanted = [
    { id: -1, name: '-', description: 'Global template roles' },
    { id: 0, name: '*', description: 'Superadministrators' },
    { id: 1, name: 'default', description: 'Default tenant' },
  ];
  const have = new Set((await trx.selectFrom('tenants').select('id').execute()).map((r) => Number(r.id)));
  for (const t of wanted) {
    if (have.has(t.id)) continue;
    await trx
      .insertInto('tenants')
      .values({ ...t, block: 10, language: 'auto', blocked: 0, creation_date: nowDate() })
      .execute();
  }
}

async function syncAcls(trx: Kysely<any>): Promise<Map<string, number>> {
  const existing = new Map(
    (await trx.selectFrom('acls').select(['id', 'name', 'description']).execute()).map((r) => [String(r.name), r]),
  );
  const missing = catalogAcls.filter((a) => !existing.has(a.name));
  for (let i = 0; i < missing.length; i += 100) {
    await trx
      .insertInto('acls')
      .values(missing.slice(i, i + 100).map((a) => ({ name: a.name, description: a.description })))
      .execute();
  }
  for (const acl of catalogAcls) {
    const row = existing.get(acl.name);
    if (row && row.description !== acl.description) {
      await trx.updateTable('acls').set({ description: acl.description }).where('id', '=', row.id).execute();
    }
  }
  return new Map((await trx.selectFrom('acls').select(['id', 'name']).execute()).map((r) => [String(r.name), Number(r.id)]));
}

type Template = (typeof roleTemplates)[number];

/** The ACLs a template role holds through the roles it inherits (their grants less their denials). */
function inheritedAcls(template: Template, seen = new Set<string>()): Set<string> {
  const held = new Set<string>();
  for (const name of template.inherits) {
    const parent = roleTemplates.find((t) => t.name === name);
    if (!parent || seen.has(name)) continue;
    seen.add(name);
    for (const acl of inheritedAcls(parent, seen)) held.add(acl);
    for (const acl of parent.acls) held.add(acl);
    for (const acl of parent.deny) held.delete(acl);
  }
  return held;
}

/**
 * Root holds every ACL (grants_all) but lists, as its own, only its own ACLs of the template and the
 * catalog's ACLs none of its inherited roles grants: what it holds through inheritance shows as inherited,
 * as for any other role (docs/decisions.md, Root).
 */
function notInherited(template: Template, aclIds: Map<string, number>): string[] {
  const inherited = inheritedAcls(template);
  return [...aclIds.keys()].filter((name) => !inherited.has(name) && !template.acls.includes(name));
}

async function syncTemplateRoles(trx: Kysely<any>, aclIds: Map<string, number>): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  const existing = await trx.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', -1).execute();
  for (const r of existing) roleIds.set(String(r.name), Number(r.id));
  for (const template of roleTemplates) {
    const values = { fixed: template.fixed ? 1 : 0, internal: template.internal ? 1 : 0 };
    const id = roleIds.get(template.name);
    if (id === undefined) {
      const inserted = await trx
        .insertInto('roles')
        .values({ tenant_id: -1, name: template.name, description: null, creation_date: nowDate(), ...values })
        .executeTakeFirstOrThrow();
      roleIds.set(template.name, Number(inserted.insertId));
    } else {
      await trx.updateTable('roles').set(values).where('id', '=', id).execute();
    }
  }
  const templateIds = roleTemplates.map((t) => roleIds.get(t.name)!);
  await trx.deleteFrom('role_acls').where('role_id', 'in', templateIds).execute();
  await trx.deleteFrom('role_roles').where('role_id', 'in', templateIds).execute();
  const aclLinks: { role_id: number; acl_id: number; positive: number }[] = [];
  const roleLinks: { role_id: number; inherited_role_id: number }[] = [];
  for (const template of roleTemplates) {
    const roleId = roleIds.get(template.name)!;
    const positive = template.grantsAll ? [...template.acls, ...notInherited(template, aclIds)] : template.acls;
    for (const name of new Set(positive)) aclLinks.push({ role_id: roleId, acl_id: aclIds.get(name)!, positive: 1 });
    for (const name of new Set(template.deny)) aclLinks.push({ role_id: roleId, acl_id: aclIds.get(name)!, positive: 0 });
    for (const name of new Set(template.inherits)) roleLinks.push({ role_id: roleId, inherited_role_id: roleIds.get(name)! });
  }
  for (let i = 0; i < aclLinks.length; i += 200) await trx.insertInto('role_acls').values(aclLinks.slice(i, i + 200)).execute();
  for (let i = 0; i < roleLinks.length; i += 200) await trx.insertInto('role_roles').values(roleLinks.slice(i, i + 200)).execute();
  return roleIds;
}

async function ensureSuperadmin(trx: Kysely<any>, settings: Settings, rootId: number): Promise<BootstrapReport> {
  const existing = await trx
    .selectFrom('admins')
    .select(['id', 'password_hash'])
    .where('tenant_id', '=', 0)
    .where('name', '=', SUPERADMIN_NAME)
    .executeTakeFirst();
  if (existing) {
    // SVC_SUPERADMIN_PASSWORD is authoritative: a restart with a new value resets the password and ends
    // the superadministrator's sessions (whoever held the old password is out); the same value stored
    // with older hash parameters is rehashed, sessions kept.
    const wanted = settings.superadminPassword;
    const unshown = await trx.selectFrom('meta').select('name').where('name', '=', UNSHOWN_PASSWORD).executeTakeFirst();
    if (wanted) {
      const stored = String(existing.password_hash);
      const same = await verifyPassword(wanted, stored);
      if (!same || needsRehash(stored)) {
        await trx.updateTable('admins').set({ password_hash: await hashPassword(wanted) }).where('id', '=', existing.id).execute();
      }
      if (!same) {
        await trx.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
        // whoever may set the password at start is the last way back in: a superadministrator that lost its
        // app and recovery codes is let in again with the password alone, and enrols again
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', existing.id).execute();
        await trx.deleteFrom('admin_second_factor').where('admin_id', '=', existing.id).execute();
      }
      if (unshown) await trx.deleteFrom('meta').where('name', '=', UNSHOWN_PASSWORD).execute();
      return { createdSuperadmin: false };
    }
    if (!unshown) return { createdSuperadmin: false };
    // generated by a start that stopped before printing it: a new one, to print this time
    const password = randomPassword();
    await trx.updateTable('admins').set({ password_hash: await hashPassword(password) }).where('id', '=', existing.id).execute();
    await trx.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
    return { createdSuperadmin: false, generatedPassword: password };
  }
  const password = settings.superadminPassword ?? randomPassword();
  const inserted = await trx
    .insertInto('admins')
    .values({
      tenant_id: 0,
      name: SUPERADMIN_NAME,
      password_hash: await hashPassword(password),
      description: 'Superadministrator',
      block: 10,
      language: 'auto',
      creation_date: nowDate(),
    })
    .executeTakeFirstOrThrow();
  await trx.insertInto('admin_roles').values({ admin_id: Number(inserted.insertId), role_id: rootId }).execute();
  if (settings.superadminPassword) return { createdSuperadmin: true };
  await trx.insertInto('meta').values({ name: UNSHOWN_PASSWORD, value: 1 }).execute();
  return { createdSuperadmin: true, generatedPassword: password };
}

export async function bootstrap(db: Kysely<any>, settings: Settings): Promise<BootstrapReport> {
  return retriedTransaction(db, async (trx) => {
    // a write first: on SQLite it takes the write lock at once, so a process starting beside this one
    // waits here (busy_timeout) instead of reading what this one is about to write
    await trx.updateTable('meta').set({ value: sql`value` }).where('name', '=', 'generation').execute();
    const meta = await trx.selectFrom('meta').select('name').where('name', '=', 'generation').executeTakeFirst();
    if (!meta) await trx.insertInto('meta').values({ name: 'generation', value: 1 }).execute();
    await ensureTenants(trx);
    const multitenant = await trx
      .selectFrom('config')
      .select('value')
      .where('tenant_id', '=', -1)
      .where('token_key', '=', 'wat.multitenant')
      .executeTakeFirst();
    if (!multitenant) {
      await trx
        .insertInto('config')
        .values({ tenant_id: -1, token_key: 'wat.multitenant', value: settings.multitenant ? '1' : '0' })
        .execute();
    }
    const aclIds = await syncAcls(trx);
    const roleIds = await syncTemplateRoles(trx, aclIds);
    const report = await ensureSuperadmin(trx, settings, roleIds.get(ROOT_ROLE)!);
    await bumpGeneration(trx);
    return report;
  });
}
