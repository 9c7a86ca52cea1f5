// Administrators whose identity another system vouches for: a directory (LDAP, runtime/auth/ldap-login.ts)
// or an identity provider (OpenID Connect). After that system said yes, this creates the administrator
// on its first login (when the tenant provisions unknown names) or finds it, and sets its roles to exactly
// those the tenant's mapping grants for what the system said about it (groups, claims), at every login:
// a group removed in the directory is a role gone at the next login. docs/decisions.md "External
// administrators".
//
// Rules (the same for every origin):
// - An external administrator has no local password (password_hash holds a marker no password verifies
//   against, and authenticate.ts never checks a password for one); its `origin` is 'ldap' or 'oidc'.
// - A local administrator is never shadowed: a name that is a local administrator of the tenant (or an
//   administrator of the other external origin) is refused with the code of an unknown login, so nobody
//   who controls a directory entry or a provider account becomes an administrator that exists locally.
// - An identity provider's administrator stays its first subject's (`iss` and `sub`, its external_id): another
//   subject with the same name claim is refused like an unknown login. A directory entry's DN may change (a
//   move, a rename) and is refreshed.
// - Roles are those of the tenant itself, by name (case-insensitive): a mapping cannot reach template
//   roles of tenant -1 nor another tenant's; a mapped name no role has is skipped, logged and audited.
// - Superadministrators (tenant 0) are never provisioned.
// - Creation and every change of roles are audited writes (`administrator_provision`,
//   `administrator_roles_sync`) under the administrator itself, and bump the authorization generation so
//   that open sessions see the new roles at once.
import type { Kysely } from 'kysely';
import { audit } from '../audit/audit-log.js';
import { bumpGeneration } from '../db/generation.js';
import { isUniqueViolation } from '../db/errors.js';
import { ApiError } from '../errors/api-error.js';
import { log } from '../log/logger.js';
import { raiseRecordVersions } from '../db/record-versions.js';
import { nowDate } from '../support/time.js';
import { retriedTransaction } from '../db/transactions.js';

export type ExternalOrigin = 'ldap' | 'oidc';

/** What password_hash holds for an external administrator: not an scrypt hash, so no password verifies. */
export function externalPasswordMarker(origin: ExternalOrigin): string {
  return `!${origin}`;
}

export interface ExternalIdentity {
  tenantId: number;
  /** The administrator's name in the tenant: the login name the other system confirmed. */
  name: string;
  origin: ExternalOrigin;
  /** What the other system knows it by (a DN, an issuer and subject); at most 255 characters kept. */
  externalId: string;
  /** Role names of the tenant the mapping grants (duplicates and case do not matter). */
  roles: readonly string[];
  /** Whether a name unknown to the tenant may be created now. */
  provision: boolean;
  /** The client's address, for the audit rows. */
  address: string | null;
}

export interface Provisioned {
  adminId: number;
  created: boolean;
  /** Role names given and taken at this login (empty when nothing changed). */
  added: string[];
  removed: string[];
  /** Mapped role names no role of the tenant has. */
  unknown: string[];
}

interface AdminRow {
  id: number;
  name: string;
  origin: string;
  external_id: string | null;
  tenant_name: string;
}

async function findAdmin(db: Kysely<any>, tenantId: number, name: string): Promise<AdminRow | undefined> {
  const row = await db
    .selectFrom('admins as a')
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .select(['a.id as id', 'a.name as name', 'a.origin as origin', 'a.external_id as external_id', 't.name as tenant_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.name', '=', name)
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), name: String(row.name), origin: String(row.origin), external_id: row.external_id === null ? null : String(row.external_id), tenant_name: String(row.tenant_name) }
    : undefined;
}

/** The tenant's roles of the mapped names, and the names no role has. */
async function mappedRoles(db: Kysely<any>, tenantId: number, names: readonly string[]) {
  const wanted = new Map<string, string>();
  for (const n of names) {
    const name = String(n).trim();
    if (name) wanted.set(name.toLowerCase(), name);
  }
  const roles = new Map<number, string>();
  if (wanted.size) {
    const rows = await db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('internal', '=', 0)
      .where('name', 'in', [...wanted.values()])
      .execute();
    for (const r of rows) {
      roles.set(Number(r.id), String(r.name));
      wanted.delete(String(r.name).toLowerCase());
    }
  }
  return { roles, unknown: [...wanted.values()] };
}

/**
 * Creates or finds the external administrator and sets its roles to exactly the mapped ones; throws
 * ApiError 3200 (as an unknown login) when the name may not be provisioned or belongs to a local
 * administrator. Answers the administrator's id; a session is the caller's to create.
 */
export async function provisionAdministrator(db: Kysely<any>, identity: ExternalIdentity): Promise<Provisioned> {
  const name = identity.name.trim();
  if (identity.tenantId <= 0 || !name || name.length > 128) throw new ApiError(3200);
  const externalId = identity.externalId.slice(0, 255);
  const attempt = () =>
    retriedTransaction(db, async (trx) => {
      let admin = await findAdmin(trx, identity.tenantId, name);
      let created = false;
      if (!admin) {
        if (!identity.provision) throw new ApiError(3200);
        await trx
          .insertInto('admins')
          .values({
            tenant_id: identity.tenantId,
            name,
            password_hash: externalPasswordMarker(identity.origin),
            description: identity.origin === 'ldap' ? 'Signed in by the directory' : 'Signed in by the identity provider',
            block: 10,
            language: 'auto',
            creation_date: nowDate(),
            origin: identity.origin,
            external_id: externalId,
          })
          .executeTakeFirstOrThrow();
        admin = (await findAdmin(trx, identity.tenantId, name))!;
        created = true;
      } else if (admin.origin !== identity.origin) {
        // a local administrator (or one of the other origin) of that name: never taken over
        throw new ApiError(3200);
      } else if (identity.origin === 'oidc' && admin.external_id !== null && admin.external_id !== externalId) {
        // an identity provider's administrator is its issuer's subject (OpenID Connect Core 1.0 §5.7): the
        // name claim (preferred_username by default) may be chosen or reused by another subject, which must
        // neither sign in as this administrator nor change its roles
        throw new ApiError(3200);
      } else if (admin.external_id !== externalId) {
        // written only when it changes: each write raises the administrator's version (its trigger)
        await trx.updateTable('admins').set({ external_id: externalId }).where('id', '=', admin.id).execute();
      }
      const { roles, unknown } = await mappedRoles(trx, identity.tenantId, identity.roles);
      const current = new Map<number, string>();
      const held = await trx
        .selectFrom('admin_roles as ar')
        .innerJoin('roles as r', 'r.id', 'ar.role_id')
        .select(['r.id as id', 'r.name as name'])
        .where('ar.admin_id', '=', admin.id)
        .execute();
      for (const r of held) current.set(Number(r.id), String(r.name));
      const added: string[] = [];
      const removed: string[] = [];
      for (const [id, roleName] of roles) {
        if (current.has(id)) continue;
        await trx.insertInto('admin_roles').values({ admin_id: admin.id, role_id: id }).execute();
        added.push(roleName);
      }
      for (const [id, roleName] of current) {
        if (roles.has(id)) continue;
        await trx.deleteFrom('admin_roles').where('admin_id', '=', admin.id).where('role_id', '=', id).execute();
        removed.push(roleName);
      }
      if (created || added.length || removed.length) await bumpGeneration(trx);
      if (!created && (added.length || removed.length)) await raiseRecordVersions(trx, 'admins', [Number(admin.id)]); // its roles changed
      return { admin, result: { adminId: admin.id, created, added, removed, unknown } };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (e) {
    // two first logins of one name at once: the other one created it; this one now finds it
    if (!isUniqueViolation(e)) throw e;
    outcome = await attempt();
  }
  const { admin, result } = outcome;
  if (result.unknown.length) {
    log.warn('mapped roles the tenant does not have', { origin: identity.origin, tenant_id: identity.tenantId, roles: result.unknown });
  }
  const base = {
    adminId: admin.id,
    adminName: admin.name,
    tenantId: identity.tenantId,
    tenantName: admin.tenant_name,
    objectKind: 'administrator',
    objectId: admin.id,
    objectName: admin.name,
    status: 0,
    address: identity.address,
    source: null,
  };
  if (result.created) {
    await audit(db, {
      ...base,
      action: 'administrator_provision',
      arguments: { origin: identity.origin, external_id: externalId, roles: result.added, unknown_roles: result.unknown },
    });
  } else if (result.added.length || result.removed.length) {
    await audit(db, {
      ...base,
      action: 'administrator_roles_sync',
      arguments: { origin: identity.origin, external_id: externalId, added: result.added, removed: result.removed, unknown_roles: result.unknown },
    });
  }
  return result;
}
