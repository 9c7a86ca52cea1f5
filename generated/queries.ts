// Generated from catalog/ by `make gen`; do not edit.

import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ObjectName } from './registry.js';

// catalog/objects/acl.yaml#/object
/** `acls as a`. */
export function aclFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('acls as a');
}

// catalog/objects/acl.yaml#/object
/** Read expression of every token that has one. */
export const aclTokenSql: Readonly<Record<'acl_name' | 'description' | 'id' | 'name', RawBuilder<unknown>>> = {
  // catalog/objects/acl.yaml#/tokens/acl_name
  acl_name: sql.raw('a.name'),
  // catalog/objects/acl.yaml#/tokens/description
  description: sql.raw('a.description'),
  // catalog/objects/acl.yaml#/tokens/id
  id: sql.raw('a.id'),
  // catalog/objects/acl.yaml#/tokens/name
  name: sql.raw('a.name'),
};

// catalog/objects/administrator.yaml#/object
/** `admins as a` left-joined with `tenants as tn`. */
export function administratorFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('admins as a')
    .leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = a.tenant_id')));
}

// catalog/objects/administrator.yaml#/object
/** Read expression of every token that has one. */
export const administratorTokenSql: Readonly<Record<'block' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'language' | 'name' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/administrator.yaml#/tokens/block
  block: sql.raw('a.block'),
  // catalog/objects/administrator.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('a.creation_admin_id'),
  // catalog/objects/administrator.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('a.creation_admin_name'),
  // catalog/objects/administrator.yaml#/tokens/creation_date
  creation_date: sql.raw('a.creation_date'),
  // catalog/objects/administrator.yaml#/tokens/description
  description: sql.raw('a.description'),
  // catalog/objects/administrator.yaml#/tokens/id
  id: sql.raw('a.id'),
  // catalog/objects/administrator.yaml#/tokens/language
  language: sql.raw('a.language'),
  // catalog/objects/administrator.yaml#/tokens/name
  name: sql.raw('a.name'),
  // catalog/objects/administrator.yaml#/tokens/tenant_id
  tenant_id: sql.raw('a.tenant_id'),
  // catalog/objects/administrator.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/log.yaml#/object
/** `audit_log as l`. */
export function logFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('audit_log as l');
}

// catalog/objects/log.yaml#/object
/** Read expression of every token that has one. */
export const logTokenSql: Readonly<Record<'action' | 'address' | 'admin_id' | 'admin_name' | 'arguments' | 'id' | 'object_id' | 'object_kind' | 'object_name' | 'source' | 'status' | 'tenant_id' | 'tenant_name' | 'time', RawBuilder<unknown>>> = {
  // catalog/objects/log.yaml#/tokens/action
  action: sql.raw('l.action'),
  // catalog/objects/log.yaml#/tokens/address
  address: sql.raw('l.address'),
  // catalog/objects/log.yaml#/tokens/admin_id
  admin_id: sql.raw('l.admin_id'),
  // catalog/objects/log.yaml#/tokens/admin_name
  admin_name: sql.raw('l.admin_name'),
  // catalog/objects/log.yaml#/tokens/arguments
  arguments: sql.raw('l.arguments'),
  // catalog/objects/log.yaml#/tokens/id
  id: sql.raw('l.id'),
  // catalog/objects/log.yaml#/tokens/object_id
  object_id: sql.raw('l.object_id'),
  // catalog/objects/log.yaml#/tokens/object_kind
  object_kind: sql.raw('l.object_kind'),
  // catalog/objects/log.yaml#/tokens/object_name
  object_name: sql.raw('l.object_name'),
  // catalog/objects/log.yaml#/tokens/source
  source: sql.raw('l.source'),
  // catalog/objects/log.yaml#/tokens/status
  status: sql.raw('l.status'),
  // catalog/objects/log.yaml#/tokens/tenant_id
  tenant_id: sql.raw('l.tenant_id'),
  // catalog/objects/log.yaml#/tokens/tenant_name
  tenant_name: sql.raw('l.tenant_name'),
  // catalog/objects/log.yaml#/tokens/time
  time: sql.raw('l.time'),
};

// catalog/objects/role.yaml#/object
/** `roles as r` left-joined with `tenants as tn`. */
export function roleFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('roles as r')
    .leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = r.tenant_id')));
}

// catalog/objects/role.yaml#/object
/** Read expression of every token that has one. */
export const roleTokenSql: Readonly<Record<'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'fixed' | 'id' | 'internal' | 'name' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/role.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('r.creation_admin_id'),
  // catalog/objects/role.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('r.creation_admin_name'),
  // catalog/objects/role.yaml#/tokens/creation_date
  creation_date: sql.raw('r.creation_date'),
  // catalog/objects/role.yaml#/tokens/description
  description: sql.raw('r.description'),
  // catalog/objects/role.yaml#/tokens/fixed
  fixed: sql.raw('r.fixed'),
  // catalog/objects/role.yaml#/tokens/id
  id: sql.raw('r.id'),
  // catalog/objects/role.yaml#/tokens/internal
  internal: sql.raw('r.internal'),
  // catalog/objects/role.yaml#/tokens/name
  name: sql.raw('r.name'),
  // catalog/objects/role.yaml#/tokens/tenant_id
  tenant_id: sql.raw('r.tenant_id'),
  // catalog/objects/role.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/tenant.yaml#/where
/** The condition every query on the object carries. */
export const tenantWhere = sql.raw<boolean>('t.id > 0');

// catalog/objects/tenant.yaml#/object
/** `tenants as t`, where `t.id > 0`. */
export function tenantFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('tenants as t')
    .where(tenantWhere);
}

// catalog/objects/tenant.yaml#/object
/** Read expression of every token that has one. */
export const tenantTokenSql: Readonly<Record<'block' | 'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'language' | 'name', RawBuilder<unknown>>> = {
  // catalog/objects/tenant.yaml#/tokens/block
  block: sql.raw('t.block'),
  // catalog/objects/tenant.yaml#/tokens/blocked
  blocked: sql.raw('t.blocked'),
  // catalog/objects/tenant.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('t.creation_admin_id'),
  // catalog/objects/tenant.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('t.creation_admin_name'),
  // catalog/objects/tenant.yaml#/tokens/creation_date
  creation_date: sql.raw('t.creation_date'),
  // catalog/objects/tenant.yaml#/tokens/description
  description: sql.raw('t.description'),
  // catalog/objects/tenant.yaml#/tokens/id
  id: sql.raw('t.id'),
  // catalog/objects/tenant.yaml#/tokens/language
  language: sql.raw('t.language'),
  // catalog/objects/tenant.yaml#/tokens/name
  name: sql.raw('t.name'),
};

/** What the executors need to query one object. */
export interface ObjectQueries {
  /** Select from the table, its joins and its fixed condition. */
  readonly from: (db: Kysely<any>) => SelectQueryBuilder<any, any, {}>;
  /** Token → read expression; look up with Object.hasOwn (names come from requests). */
  readonly tokenSql: Readonly<Partial<Record<string, RawBuilder<unknown>>>>;
  /** The fixed condition, for updates and deletes. */
  readonly where?: RawBuilder<boolean>;
}

// catalog/objects/
/** Query builders by object name. */
export const queryBuilders: Readonly<Record<ObjectName, ObjectQueries>> = {
  acl: { from: aclFrom, tokenSql: aclTokenSql },
  administrator: { from: administratorFrom, tokenSql: administratorTokenSql },
  log: { from: logFrom, tokenSql: logTokenSql },
  role: { from: roleFrom, tokenSql: roleTokenSql },
  tenant: { from: tenantFrom, tokenSql: tenantTokenSql, where: tenantWhere },
};
