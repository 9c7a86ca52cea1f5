// Generated from catalog/ by `make gen`; do not edit.

import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ActionName, ObjectName } from './registry.js';

// catalog/objects/acl.yaml#/object
/** `acls as a`. */
export function aclFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('acls as a');
}

// catalog/objects/acl.yaml#/object
/** The joins each part of a statement needs. */
export const aclJoins: ObjectJoins = { always: [], where: [], tokens: { acl_name: [], description: [], id: [], name: [] } };

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
/** `admins as a` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function administratorFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('admins as a');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = a.tenant_id')));
  return query;
}

// catalog/objects/administrator.yaml#/object
/** The joins each part of a statement needs. */
export const administratorJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    block: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    id: [],
    language: [],
    name: [],
    record_version: [],
    tenant_id: [],
    tenant_name: ['tn'],
  },
};

// catalog/objects/administrator.yaml#/object
/** Read expression of every token that has one. */
export const administratorTokenSql: Readonly<Record<'block' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'language' | 'name' | 'record_version' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
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
  // catalog/objects/administrator.yaml#/tokens/record_version
  record_version: sql.raw('a.record_version'),
  // catalog/objects/administrator.yaml#/tokens/tenant_id
  tenant_id: sql.raw('a.tenant_id'),
  // catalog/objects/administrator.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/api_token.yaml#/object
/** `api_tokens as tk` left-joined with `admins as tka`, `tenants as tkt` (of the to-one joins only those in `joins` when given). */
export function apiTokenFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('api_tokens as tk');
  if (!joins || joins.has('tka')) query = query.leftJoin('admins as tka', (join) => join.on(sql.raw<boolean>('tka.id = tk.admin_id')));
  if (!joins || joins.has('tkt')) query = query.leftJoin('tenants as tkt', (join) => join.on(sql.raw<boolean>('tkt.id = tk.tenant_id')));
  return query;
}

// catalog/objects/api_token.yaml#/object
/** The joins each part of a statement needs. */
export const apiTokenJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    acls: [],
    admin_id: [],
    admin_name: ['tka'],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    expiration_date: [],
    id: [],
    last_used_address: [],
    last_used_date: [],
    name: [],
    record_version: [],
    revocation_date: [],
    revoked: [],
    tenant_id: [],
    tenant_name: ['tkt'],
  },
};

// catalog/objects/api_token.yaml#/object
/** Read expression of every token that has one. */
export const apiTokenTokenSql: Readonly<Record<'acls' | 'admin_id' | 'admin_name' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'expiration_date' | 'id' | 'last_used_address' | 'last_used_date' | 'name' | 'record_version' | 'revocation_date' | 'revoked' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/api_token.yaml#/tokens/acls
  acls: sql.raw('tk.acls'),
  // catalog/objects/api_token.yaml#/tokens/admin_id
  admin_id: sql.raw('tk.admin_id'),
  // catalog/objects/api_token.yaml#/tokens/admin_name
  admin_name: sql.raw('tka.name'),
  // catalog/objects/api_token.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('tk.creation_admin_id'),
  // catalog/objects/api_token.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('tk.creation_admin_name'),
  // catalog/objects/api_token.yaml#/tokens/creation_date
  creation_date: sql.raw('tk.creation_date'),
  // catalog/objects/api_token.yaml#/tokens/expiration_date
  expiration_date: sql.raw('tk.expiration_date'),
  // catalog/objects/api_token.yaml#/tokens/id
  id: sql.raw('tk.id'),
  // catalog/objects/api_token.yaml#/tokens/last_used_address
  last_used_address: sql.raw('tk.last_used_address'),
  // catalog/objects/api_token.yaml#/tokens/last_used_date
  last_used_date: sql.raw('tk.last_used_date'),
  // catalog/objects/api_token.yaml#/tokens/name
  name: sql.raw('tk.name'),
  // catalog/objects/api_token.yaml#/tokens/record_version
  record_version: sql.raw('tk.record_version'),
  // catalog/objects/api_token.yaml#/tokens/revocation_date
  revocation_date: sql.raw('tk.revocation_date'),
  // catalog/objects/api_token.yaml#/tokens/revoked
  revoked: sql.raw('tk.revoked'),
  // catalog/objects/api_token.yaml#/tokens/tenant_id
  tenant_id: sql.raw('tk.tenant_id'),
  // catalog/objects/api_token.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tkt.name'),
};

// catalog/objects/config_token.yaml#/object
/** `config as c`. */
export function configTokenFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('config as c');
}

// catalog/objects/config_token.yaml#/object
/** The joins each part of a statement needs. */
export const configTokenJoins: ObjectJoins = { always: [], where: [], tokens: {} };

// catalog/objects/config_token.yaml#/object
/** Read expression of every token that has one. */
export const configTokenTokenSql: Readonly<Record<never, RawBuilder<unknown>>> = {};

// catalog/objects/di.yaml#/object
/** `dis as d` left-joined with `tenants as tn`, `osfs as o` (of the to-one joins only those in `joins` when given). */
export function diFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('dis as d');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = d.tenant_id')));
  if (!joins || joins.has('o')) query = query.leftJoin('osfs as o', (join) => join.on(sql.raw<boolean>('o.id = d.osf_id')));
  return query;
}

// catalog/objects/di.yaml#/object
/** The joins each part of a statement needs. */
export const diJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    blocked: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    disk_image: [],
    elapsed_time: [],
    id: [],
    osf: ['o'],
    osf_id: [],
    osf_name: ['o'],
    percentage: [],
    record_version: [],
    state: [],
    status_message: [],
    tag: [],
    tenant_id: [],
    tenant_name: ['tn'],
    version: [],
  },
};

// catalog/objects/di.yaml#/object
/** Read expression of every token that has one. */
export const diTokenSql: Readonly<Record<'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'disk_image' | 'elapsed_time' | 'id' | 'osf' | 'osf_id' | 'osf_name' | 'percentage' | 'record_version' | 'state' | 'status_message' | 'tenant_id' | 'tenant_name' | 'version', RawBuilder<unknown>>> = {
  // catalog/objects/di.yaml#/tokens/blocked
  blocked: sql.raw('d.blocked'),
  // catalog/objects/di.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('d.creation_admin_id'),
  // catalog/objects/di.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('d.creation_admin_name'),
  // catalog/objects/di.yaml#/tokens/creation_date
  creation_date: sql.raw('d.creation_date'),
  // catalog/objects/di.yaml#/tokens/description
  description: sql.raw('d.description'),
  // catalog/objects/di.yaml#/tokens/disk_image
  disk_image: sql.raw('d.disk_image'),
  // catalog/objects/di.yaml#/tokens/elapsed_time
  elapsed_time: sql.raw('NULL'),
  // catalog/objects/di.yaml#/tokens/id
  id: sql.raw('d.id'),
  // catalog/objects/di.yaml#/tokens/osf
  osf: sql.raw('o.name'),
  // catalog/objects/di.yaml#/tokens/osf_id
  osf_id: sql.raw('d.osf_id'),
  // catalog/objects/di.yaml#/tokens/osf_name
  osf_name: sql.raw('o.name'),
  // catalog/objects/di.yaml#/tokens/percentage
  percentage: sql.raw('1'),
  // catalog/objects/di.yaml#/tokens/record_version
  record_version: sql.raw('d.record_version'),
  // catalog/objects/di.yaml#/tokens/state
  state: sql.raw('\'published\''),
  // catalog/objects/di.yaml#/tokens/status_message
  status_message: sql.raw('NULL'),
  // catalog/objects/di.yaml#/tokens/tenant_id
  tenant_id: sql.raw('d.tenant_id'),
  // catalog/objects/di.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
  // catalog/objects/di.yaml#/tokens/version
  version: sql.raw('d.version'),
};

// catalog/objects/host.yaml#/object
/** `hosts as h`. */
export function hostFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('hosts as h');
}

// catalog/objects/host.yaml#/object
/** The joins each part of a statement needs. */
export const hostJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    address: [],
    backend: [],
    blocked: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    frontend: [],
    id: [],
    load: [],
    name: [],
    number_of_vms_connected: [],
    record_version: [],
    state: [],
    vm_id: [],
  },
};

// catalog/objects/host.yaml#/object
/** Read expression of every token that has one. */
export const hostTokenSql: Readonly<Record<'address' | 'backend' | 'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'frontend' | 'id' | 'load' | 'name' | 'number_of_vms_connected' | 'record_version' | 'state', RawBuilder<unknown>>> = {
  // catalog/objects/host.yaml#/tokens/address
  address: sql.raw('h.address'),
  // catalog/objects/host.yaml#/tokens/backend
  backend: sql.raw('h.backend'),
  // catalog/objects/host.yaml#/tokens/blocked
  blocked: sql.raw('h.blocked'),
  // catalog/objects/host.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('h.creation_admin_id'),
  // catalog/objects/host.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('h.creation_admin_name'),
  // catalog/objects/host.yaml#/tokens/creation_date
  creation_date: sql.raw('h.creation_date'),
  // catalog/objects/host.yaml#/tokens/description
  description: sql.raw('h.description'),
  // catalog/objects/host.yaml#/tokens/frontend
  frontend: sql.raw('h.frontend'),
  // catalog/objects/host.yaml#/tokens/id
  id: sql.raw('h.id'),
  // catalog/objects/host.yaml#/tokens/load
  load: sql.raw('NULL'),
  // catalog/objects/host.yaml#/tokens/name
  name: sql.raw('h.name'),
  // catalog/objects/host.yaml#/tokens/number_of_vms_connected
  number_of_vms_connected: sql.raw('(SELECT COUNT(*) FROM vms v WHERE v.host_id = h.id AND v.state = \'running\')'),
  // catalog/objects/host.yaml#/tokens/record_version
  record_version: sql.raw('h.record_version'),
  // catalog/objects/host.yaml#/tokens/state
  state: sql.raw('h.state'),
};

// catalog/objects/job.yaml#/object
/** `jobs as j`. */
export function jobFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('jobs as j');
}

// catalog/objects/job.yaml#/object
/** The joins each part of a statement needs. */
export const jobJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    action: [],
    admin_id: [],
    admin_name: [],
    api_token: [],
    bytes_done: [],
    bytes_total: [],
    cancel_requested: [],
    creation_date: [],
    done: [],
    end_date: [],
    failed: [],
    id: [],
    kind: [],
    message: [],
    owner: [],
    progress: [],
    request: [],
    start_date: [],
    state: [],
    status: [],
    tenant_id: [],
    tenant_name: [],
    total: [],
  },
};

// catalog/objects/job.yaml#/object
/** Read expression of every token that has one. */
export const jobTokenSql: Readonly<Record<'action' | 'admin_id' | 'admin_name' | 'api_token' | 'bytes_done' | 'bytes_total' | 'cancel_requested' | 'creation_date' | 'done' | 'end_date' | 'failed' | 'id' | 'kind' | 'message' | 'owner' | 'progress' | 'request' | 'start_date' | 'state' | 'status' | 'tenant_id' | 'tenant_name' | 'total', RawBuilder<unknown>>> = {
  // catalog/objects/job.yaml#/tokens/action
  action: sql.raw('j.action'),
  // catalog/objects/job.yaml#/tokens/admin_id
  admin_id: sql.raw('j.admin_id'),
  // catalog/objects/job.yaml#/tokens/admin_name
  admin_name: sql.raw('j.admin_name'),
  // catalog/objects/job.yaml#/tokens/api_token
  api_token: sql.raw('j.api_token'),
  // catalog/objects/job.yaml#/tokens/bytes_done
  bytes_done: sql.raw('j.bytes_done'),
  // catalog/objects/job.yaml#/tokens/bytes_total
  bytes_total: sql.raw('j.bytes_total'),
  // catalog/objects/job.yaml#/tokens/cancel_requested
  cancel_requested: sql.raw('j.cancel_requested'),
  // catalog/objects/job.yaml#/tokens/creation_date
  creation_date: sql.raw('j.created_at'),
  // catalog/objects/job.yaml#/tokens/done
  done: sql.raw('j.done'),
  // catalog/objects/job.yaml#/tokens/end_date
  end_date: sql.raw('j.finished_at'),
  // catalog/objects/job.yaml#/tokens/failed
  failed: sql.raw('j.failed'),
  // catalog/objects/job.yaml#/tokens/id
  id: sql.raw('j.id'),
  // catalog/objects/job.yaml#/tokens/kind
  kind: sql.raw('j.kind'),
  // catalog/objects/job.yaml#/tokens/message
  message: sql.raw('j.message'),
  // catalog/objects/job.yaml#/tokens/owner
  owner: sql.raw('j.owner'),
  // catalog/objects/job.yaml#/tokens/progress
  progress: sql.raw('CASE WHEN j.bytes_total > 0 AND j.state IN (\'queued\', \'running\') THEN (COALESCE(j.bytes_done, 0) * 100 - (COALESCE(j.bytes_done, 0) * 100) % j.bytes_total) / j.bytes_total WHEN j.total > 0 THEN ((j.done + j.failed) * 100 - ((j.done + j.failed) * 100) % j.total) / j.total WHEN j.state IN (\'queued\', \'running\') THEN 0 ELSE 100 END'),
  // catalog/objects/job.yaml#/tokens/request
  request: sql.raw('j.request'),
  // catalog/objects/job.yaml#/tokens/start_date
  start_date: sql.raw('j.started_at'),
  // catalog/objects/job.yaml#/tokens/state
  state: sql.raw('j.state'),
  // catalog/objects/job.yaml#/tokens/status
  status: sql.raw('j.status'),
  // catalog/objects/job.yaml#/tokens/tenant_id
  tenant_id: sql.raw('j.tenant_id'),
  // catalog/objects/job.yaml#/tokens/tenant_name
  tenant_name: sql.raw('j.tenant_name'),
  // catalog/objects/job.yaml#/tokens/total
  total: sql.raw('j.total'),
};

// catalog/objects/job_record.yaml#/object
/** `job_records as jr`. */
export function jobRecordFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('job_records as jr');
}

// catalog/objects/job_record.yaml#/object
/** The joins each part of a statement needs. */
export const jobRecordJoins: ObjectJoins = { always: [], where: [], tokens: { id: [], job_id: [], message: [], status: [], tenant_id: [] } };

// catalog/objects/job_record.yaml#/object
/** Read expression of every token that has one. */
export const jobRecordTokenSql: Readonly<Record<'id' | 'job_id' | 'message' | 'status' | 'tenant_id', RawBuilder<unknown>>> = {
  // catalog/objects/job_record.yaml#/tokens/id
  id: sql.raw('jr.id'),
  // catalog/objects/job_record.yaml#/tokens/job_id
  job_id: sql.raw('jr.job_id'),
  // catalog/objects/job_record.yaml#/tokens/message
  message: sql.raw('jr.message'),
  // catalog/objects/job_record.yaml#/tokens/status
  status: sql.raw('jr.status'),
  // catalog/objects/job_record.yaml#/tokens/tenant_id
  tenant_id: sql.raw('jr.tenant_id'),
};

// catalog/objects/log.yaml#/object
/** `audit_log as l`. */
export function logFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('audit_log as l');
}

// catalog/objects/log.yaml#/object
/** The joins each part of a statement needs. */
export const logJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    action: [],
    address: [],
    admin_id: [],
    admin_name: [],
    antiquity: [],
    api_token: [],
    arguments: [],
    id: [],
    ip: [],
    object_id: [],
    object_kind: [],
    object_name: [],
    source: [],
    status: [],
    svc_object: [],
    tenant_id: [],
    tenant_name: [],
    time: [],
    type_of_action: [],
  },
};

// catalog/objects/log.yaml#/object
/** Read expression of every token that has one. */
export const logTokenSql: Readonly<Record<'action' | 'address' | 'admin_id' | 'admin_name' | 'antiquity' | 'api_token' | 'arguments' | 'id' | 'ip' | 'object_id' | 'object_kind' | 'object_name' | 'source' | 'status' | 'svc_object' | 'tenant_id' | 'tenant_name' | 'time' | 'type_of_action', RawBuilder<unknown>>> = {
  // catalog/objects/log.yaml#/tokens/action
  action: sql.raw('l.action'),
  // catalog/objects/log.yaml#/tokens/address
  address: sql.raw('l.address'),
  // catalog/objects/log.yaml#/tokens/admin_id
  admin_id: sql.raw('l.admin_id'),
  // catalog/objects/log.yaml#/tokens/admin_name
  admin_name: sql.raw('l.admin_name'),
  // catalog/objects/log.yaml#/tokens/antiquity
  antiquity: sql.raw('l.time'),
  // catalog/objects/log.yaml#/tokens/api_token
  api_token: sql.raw('l.api_token'),
  // catalog/objects/log.yaml#/tokens/arguments
  arguments: sql.raw('l.arguments'),
  // catalog/objects/log.yaml#/tokens/id
  id: sql.raw('l.id'),
  // catalog/objects/log.yaml#/tokens/ip
  ip: sql.raw('l.address'),
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
  // catalog/objects/log.yaml#/tokens/svc_object
  svc_object: sql.raw('l.object_kind'),
  // catalog/objects/log.yaml#/tokens/tenant_id
  tenant_id: sql.raw('l.tenant_id'),
  // catalog/objects/log.yaml#/tokens/tenant_name
  tenant_name: sql.raw('l.tenant_name'),
  // catalog/objects/log.yaml#/tokens/time
  time: sql.raw('l.time'),
  // catalog/objects/log.yaml#/tokens/type_of_action
  type_of_action: sql.raw('l.action'),
};

// catalog/objects/log_choice.yaml#/object
/** `audit_log as lc`. */
export function logChoiceFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('audit_log as lc');
}

// catalog/objects/log_choice.yaml#/object
/** The joins each part of a statement needs. */
export const logChoiceJoins: ObjectJoins = { always: [], where: [], tokens: {} };

// catalog/objects/log_choice.yaml#/object
/** Read expression of every token that has one. */
export const logChoiceTokenSql: Readonly<Record<never, RawBuilder<unknown>>> = {};

// catalog/objects/osf.yaml#/object
/** `osfs as o` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function osfFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('osfs as o');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = o.tenant_id')));
  return query;
}

// catalog/objects/osf.yaml#/object
/** The joins each part of a statement needs. */
export const osfJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    di_id: [],
    id: [],
    memory: [],
    name: [],
    number_of_dis: [],
    number_of_vms: [],
    osd_id: [],
    overlay: [],
    record_version: [],
    tenant_id: [],
    tenant_name: ['tn'],
    user_storage: [],
    vm_id: [],
  },
};

// catalog/objects/osf.yaml#/object
/** Read expression of every token that has one. */
export const osfTokenSql: Readonly<Record<'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'memory' | 'name' | 'number_of_dis' | 'number_of_vms' | 'osd_id' | 'overlay' | 'record_version' | 'tenant_id' | 'tenant_name' | 'user_storage', RawBuilder<unknown>>> = {
  // catalog/objects/osf.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('o.creation_admin_id'),
  // catalog/objects/osf.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('o.creation_admin_name'),
  // catalog/objects/osf.yaml#/tokens/creation_date
  creation_date: sql.raw('o.creation_date'),
  // catalog/objects/osf.yaml#/tokens/description
  description: sql.raw('o.description'),
  // catalog/objects/osf.yaml#/tokens/id
  id: sql.raw('o.id'),
  // catalog/objects/osf.yaml#/tokens/memory
  memory: sql.raw('o.memory'),
  // catalog/objects/osf.yaml#/tokens/name
  name: sql.raw('o.name'),
  // catalog/objects/osf.yaml#/tokens/number_of_dis
  number_of_dis: sql.raw('(SELECT COUNT(*) FROM dis d WHERE d.osf_id = o.id)'),
  // catalog/objects/osf.yaml#/tokens/number_of_vms
  number_of_vms: sql.raw('(SELECT COUNT(*) FROM vms v WHERE v.osf_id = o.id)'),
  // catalog/objects/osf.yaml#/tokens/osd_id
  osd_id: sql.raw('NULL'),
  // catalog/objects/osf.yaml#/tokens/overlay
  overlay: sql.raw('o.overlay'),
  // catalog/objects/osf.yaml#/tokens/record_version
  record_version: sql.raw('o.record_version'),
  // catalog/objects/osf.yaml#/tokens/tenant_id
  tenant_id: sql.raw('o.tenant_id'),
  // catalog/objects/osf.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
  // catalog/objects/osf.yaml#/tokens/user_storage
  user_storage: sql.raw('o.user_storage'),
};

// catalog/objects/property.yaml#/object
/** `properties as p` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function propertyFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('properties as p');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = p.tenant_id')));
  return query;
}

// catalog/objects/property.yaml#/object
/** The joins each part of a statement needs. */
export const propertyJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    description: [],
    id: [],
    in_di: [],
    in_host: [],
    in_osf: [],
    in_user: [],
    in_vm: [],
    key: [],
    property_id: [],
    record_version: [],
    tenant_id: [],
    tenant_name: ['tn'],
  },
};

// catalog/objects/property.yaml#/object
/** Read expression of every token that has one. */
export const propertyTokenSql: Readonly<Record<'description' | 'id' | 'in_di' | 'in_host' | 'in_osf' | 'in_user' | 'in_vm' | 'key' | 'property_id' | 'record_version' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/property.yaml#/tokens/description
  description: sql.raw('p.description'),
  // catalog/objects/property.yaml#/tokens/id
  id: sql.raw('p.id'),
  // catalog/objects/property.yaml#/tokens/in_di
  in_di: sql.raw('(SELECT COUNT(*) FROM property_kinds pk WHERE pk.property_id = p.id AND pk.kind = \'di\')'),
  // catalog/objects/property.yaml#/tokens/in_host
  in_host: sql.raw('(SELECT COUNT(*) FROM property_kinds pk WHERE pk.property_id = p.id AND pk.kind = \'host\')'),
  // catalog/objects/property.yaml#/tokens/in_osf
  in_osf: sql.raw('(SELECT COUNT(*) FROM property_kinds pk WHERE pk.property_id = p.id AND pk.kind = \'osf\')'),
  // catalog/objects/property.yaml#/tokens/in_user
  in_user: sql.raw('(SELECT COUNT(*) FROM property_kinds pk WHERE pk.property_id = p.id AND pk.kind = \'user\')'),
  // catalog/objects/property.yaml#/tokens/in_vm
  in_vm: sql.raw('(SELECT COUNT(*) FROM property_kinds pk WHERE pk.property_id = p.id AND pk.kind = \'vm\')'),
  // catalog/objects/property.yaml#/tokens/key
  key: sql.raw('p.prop_key'),
  // catalog/objects/property.yaml#/tokens/property_id
  property_id: sql.raw('p.id'),
  // catalog/objects/property.yaml#/tokens/record_version
  record_version: sql.raw('p.record_version'),
  // catalog/objects/property.yaml#/tokens/tenant_id
  tenant_id: sql.raw('p.tenant_id'),
  // catalog/objects/property.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/property_assignment.yaml#/object
/** `property_kinds as pk` left-joined with `properties as p`, `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function propertyAssignmentFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('property_kinds as pk');
  if (!joins || joins.has('p')) query = query.leftJoin('properties as p', (join) => join.on(sql.raw<boolean>('p.id = pk.property_id')));
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = pk.tenant_id')));
  return query;
}

// catalog/objects/property_assignment.yaml#/object
/** The joins each part of a statement needs. */
export const propertyAssignmentJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    description: ['p'],
    id: [],
    key: ['p'],
    kind: [],
    property_id: [],
    tenant_id: [],
    tenant_name: ['tn'],
  },
};

// catalog/objects/property_assignment.yaml#/object
/** Read expression of every token that has one. */
export const propertyAssignmentTokenSql: Readonly<Record<'description' | 'id' | 'key' | 'kind' | 'property_id' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/property_assignment.yaml#/tokens/description
  description: sql.raw('p.description'),
  // catalog/objects/property_assignment.yaml#/tokens/id
  id: sql.raw('pk.id'),
  // catalog/objects/property_assignment.yaml#/tokens/key
  key: sql.raw('p.prop_key'),
  // catalog/objects/property_assignment.yaml#/tokens/kind
  kind: sql.raw('pk.kind'),
  // catalog/objects/property_assignment.yaml#/tokens/property_id
  property_id: sql.raw('pk.property_id'),
  // catalog/objects/property_assignment.yaml#/tokens/tenant_id
  tenant_id: sql.raw('pk.tenant_id'),
  // catalog/objects/property_assignment.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/role.yaml#/object
/** `roles as r` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function roleFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('roles as r');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = r.tenant_id')));
  return query;
}

// catalog/objects/role.yaml#/object
/** The joins each part of a statement needs. */
export const roleJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    fixed: [],
    id: [],
    internal: [],
    name: [],
    record_version: [],
    tenant_id: [],
    tenant_name: ['tn'],
  },
};

// catalog/objects/role.yaml#/object
/** Read expression of every token that has one. */
export const roleTokenSql: Readonly<Record<'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'fixed' | 'id' | 'internal' | 'name' | 'record_version' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
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
  // catalog/objects/role.yaml#/tokens/record_version
  record_version: sql.raw('r.record_version'),
  // catalog/objects/role.yaml#/tokens/tenant_id
  tenant_id: sql.raw('r.tenant_id'),
  // catalog/objects/role.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/session.yaml#/object
/** `sessions as s`. */
export function sessionFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('sessions as s');
}

// catalog/objects/session.yaml#/object
/** The joins each part of a statement needs. */
export const sessionJoins: ObjectJoins = { always: [], where: [], tokens: {} };

// catalog/objects/session.yaml#/object
/** Read expression of every token that has one. */
export const sessionTokenSql: Readonly<Record<never, RawBuilder<unknown>>> = {};

// catalog/objects/statistic.yaml#/object
/** `vms as st`. */
export function statisticFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('vms as st');
}

// catalog/objects/statistic.yaml#/object
/** The joins each part of a statement needs. */
export const statisticJoins: ObjectJoins = { always: [], where: [], tokens: {} };

// catalog/objects/statistic.yaml#/object
/** Read expression of every token that has one. */
export const statisticTokenSql: Readonly<Record<never, RawBuilder<unknown>>> = {};

// catalog/objects/tag.yaml#/object
/** `di_tags as tg` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function tagFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('di_tags as tg');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = tg.tenant_id')));
  return query;
}

// catalog/objects/tag.yaml#/object
/** The joins each part of a statement needs. */
export const tagJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: { di_id: [], id: [], name: [], osf_id: [], tenant_id: [], tenant_name: ['tn'] },
};

// catalog/objects/tag.yaml#/object
/** Read expression of every token that has one. */
export const tagTokenSql: Readonly<Record<'di_id' | 'id' | 'name' | 'osf_id' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/tag.yaml#/tokens/di_id
  di_id: sql.raw('tg.di_id'),
  // catalog/objects/tag.yaml#/tokens/id
  id: sql.raw('tg.id'),
  // catalog/objects/tag.yaml#/tokens/name
  name: sql.raw('tg.tag'),
  // catalog/objects/tag.yaml#/tokens/osf_id
  osf_id: sql.raw('tg.osf_id'),
  // catalog/objects/tag.yaml#/tokens/tenant_id
  tenant_id: sql.raw('tg.tenant_id'),
  // catalog/objects/tag.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/tenant.yaml#/where
/** The condition every query on the object carries. */
export const tenantWhere = sql.raw<boolean>('t.id > 0');

// catalog/objects/tenant.yaml#/object
/** `tenants as t`, where `t.id > 0`. */
export function tenantFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('tenants as t').where(tenantWhere);
}

// catalog/objects/tenant.yaml#/object
/** The joins each part of a statement needs. */
export const tenantJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    block: [],
    blocked: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    id: [],
    language: [],
    name: [],
    record_version: [],
  },
};

// catalog/objects/tenant.yaml#/object
/** Read expression of every token that has one. */
export const tenantTokenSql: Readonly<Record<'block' | 'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'language' | 'name' | 'record_version', RawBuilder<unknown>>> = {
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
  // catalog/objects/tenant.yaml#/tokens/record_version
  record_version: sql.raw('t.record_version'),
};

// catalog/objects/user.yaml#/object
/** `users as u` left-joined with `tenants as tn` (of the to-one joins only those in `joins` when given). */
export function userFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('users as u');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = u.tenant_id')));
  return query;
}

// catalog/objects/user.yaml#/object
/** The joins each part of a statement needs. */
export const userJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    blocked: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    id: [],
    name: [],
    number_of_vms: [],
    number_of_vms_connected: [],
    record_version: [],
    tenant_id: [],
    tenant_name: ['tn'],
  },
};

// catalog/objects/user.yaml#/object
/** Read expression of every token that has one. */
export const userTokenSql: Readonly<Record<'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'id' | 'name' | 'number_of_vms' | 'number_of_vms_connected' | 'record_version' | 'tenant_id' | 'tenant_name', RawBuilder<unknown>>> = {
  // catalog/objects/user.yaml#/tokens/blocked
  blocked: sql.raw('u.blocked'),
  // catalog/objects/user.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('u.creation_admin_id'),
  // catalog/objects/user.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('u.creation_admin_name'),
  // catalog/objects/user.yaml#/tokens/creation_date
  creation_date: sql.raw('u.creation_date'),
  // catalog/objects/user.yaml#/tokens/description
  description: sql.raw('u.description'),
  // catalog/objects/user.yaml#/tokens/id
  id: sql.raw('u.id'),
  // catalog/objects/user.yaml#/tokens/name
  name: sql.raw('u.name'),
  // catalog/objects/user.yaml#/tokens/number_of_vms
  number_of_vms: sql.raw('(SELECT COUNT(*) FROM vms v WHERE v.user_id = u.id)'),
  // catalog/objects/user.yaml#/tokens/number_of_vms_connected
  number_of_vms_connected: sql.raw('(SELECT COUNT(*) FROM vms v WHERE v.user_id = u.id AND v.user_state = \'connected\')'),
  // catalog/objects/user.yaml#/tokens/record_version
  record_version: sql.raw('u.record_version'),
  // catalog/objects/user.yaml#/tokens/tenant_id
  tenant_id: sql.raw('u.tenant_id'),
  // catalog/objects/user.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
};

// catalog/objects/view_setting.yaml#/object
/** `view_settings as vs`. */
export function viewSettingFrom(db: Kysely<any>): SelectQueryBuilder<any, any, {}> {
  return db.selectFrom('view_settings as vs');
}

// catalog/objects/view_setting.yaml#/object
/** The joins each part of a statement needs. */
export const viewSettingJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    admin_id: [],
    device_type: [],
    field: [],
    id: [],
    property: [],
    svc_object: [],
    tenant_id: [],
    view_type: [],
    visible: [],
  },
};

// catalog/objects/view_setting.yaml#/object
/** Read expression of every token that has one. */
export const viewSettingTokenSql: Readonly<Record<'admin_id' | 'device_type' | 'field' | 'id' | 'property' | 'svc_object' | 'tenant_id' | 'view_type' | 'visible', RawBuilder<unknown>>> = {
  // catalog/objects/view_setting.yaml#/tokens/admin_id
  admin_id: sql.raw('vs.admin_id'),
  // catalog/objects/view_setting.yaml#/tokens/device_type
  device_type: sql.raw('vs.device_type'),
  // catalog/objects/view_setting.yaml#/tokens/field
  field: sql.raw('vs.field'),
  // catalog/objects/view_setting.yaml#/tokens/id
  id: sql.raw('vs.id'),
  // catalog/objects/view_setting.yaml#/tokens/property
  property: sql.raw('vs.property'),
  // catalog/objects/view_setting.yaml#/tokens/svc_object
  svc_object: sql.raw('vs.svc_object'),
  // catalog/objects/view_setting.yaml#/tokens/tenant_id
  tenant_id: sql.raw('vs.tenant_id'),
  // catalog/objects/view_setting.yaml#/tokens/view_type
  view_type: sql.raw('vs.view_type'),
  // catalog/objects/view_setting.yaml#/tokens/visible
  visible: sql.raw('vs.visible'),
};

// catalog/objects/vm.yaml#/object
/** `vms as v` left-joined with `tenants as tn`, `users as vu`, `osfs as o`, `hosts as h`, `di_tags as dt`, `dis as dd`, `dis as du` (of the to-one joins only those in `joins` when given). */
export function vmFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('vms as v');
  if (!joins || joins.has('tn')) query = query.leftJoin('tenants as tn', (join) => join.on(sql.raw<boolean>('tn.id = v.tenant_id')));
  if (!joins || joins.has('vu')) query = query.leftJoin('users as vu', (join) => join.on(sql.raw<boolean>('vu.id = v.user_id')));
  if (!joins || joins.has('o')) query = query.leftJoin('osfs as o', (join) => join.on(sql.raw<boolean>('o.id = v.osf_id')));
  if (!joins || joins.has('h')) query = query.leftJoin('hosts as h', (join) => join.on(sql.raw<boolean>('h.id = v.host_id')));
  if (!joins || joins.has('dt')) query = query.leftJoin('di_tags as dt', (join) => join.on(sql.raw<boolean>('dt.osf_id = v.osf_id AND dt.tag = v.di_tag')));
  if (!joins || joins.has('dd')) query = query.leftJoin('dis as dd', (join) => join.on(sql.raw<boolean>('dd.id = dt.di_id')));
  if (!joins || joins.has('du')) query = query.leftJoin('dis as du', (join) => join.on(sql.raw<boolean>('du.id = v.di_id')));
  return query;
}

// catalog/objects/vm.yaml#/object
/** The joins each part of a statement needs. */
export const vmJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    blocked: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    description: [],
    di_id: ['dt', 'dd'],
    di_id_in_use: [],
    di_name: ['dt', 'dd'],
    di_name_in_use: ['du'],
    di_tag: [],
    di_version: ['dt', 'dd'],
    di_version_in_use: ['du'],
    expiration_hard: [],
    expiration_soft: [],
    host_id: [],
    host_name: ['h'],
    id: [],
    ip: [],
    ip_in_use: [],
    mac: [],
    name: [],
    next_boot_ip: [],
    osf_id: [],
    osf_name: ['o'],
    record_version: [],
    serial_port: [],
    ssh_port: [],
    state: [],
    storage: [],
    tenant_id: [],
    tenant_name: ['tn'],
    time_until_expiration_hard: [],
    time_until_expiration_soft: [],
    user_id: [],
    user_name: ['vu'],
    user_state: [],
    vnc_port: [],
  },
};

// catalog/objects/vm.yaml#/object
/** Read expression of every token that has one. */
export const vmTokenSql: Readonly<Record<'blocked' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'description' | 'di_id' | 'di_id_in_use' | 'di_name' | 'di_name_in_use' | 'di_tag' | 'di_version' | 'di_version_in_use' | 'expiration_hard' | 'expiration_soft' | 'host_id' | 'host_name' | 'id' | 'ip' | 'ip_in_use' | 'mac' | 'name' | 'next_boot_ip' | 'osf_id' | 'osf_name' | 'record_version' | 'serial_port' | 'ssh_port' | 'state' | 'storage' | 'tenant_id' | 'tenant_name' | 'time_until_expiration_hard' | 'time_until_expiration_soft' | 'user_id' | 'user_name' | 'user_state' | 'vnc_port', RawBuilder<unknown>>> = {
  // catalog/objects/vm.yaml#/tokens/blocked
  blocked: sql.raw('v.blocked'),
  // catalog/objects/vm.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('v.creation_admin_id'),
  // catalog/objects/vm.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('v.creation_admin_name'),
  // catalog/objects/vm.yaml#/tokens/creation_date
  creation_date: sql.raw('v.creation_date'),
  // catalog/objects/vm.yaml#/tokens/description
  description: sql.raw('v.description'),
  // catalog/objects/vm.yaml#/tokens/di_id
  di_id: sql.raw('dd.id'),
  // catalog/objects/vm.yaml#/tokens/di_id_in_use
  di_id_in_use: sql.raw('v.di_id'),
  // catalog/objects/vm.yaml#/tokens/di_name
  di_name: sql.raw('dd.disk_image'),
  // catalog/objects/vm.yaml#/tokens/di_name_in_use
  di_name_in_use: sql.raw('du.disk_image'),
  // catalog/objects/vm.yaml#/tokens/di_tag
  di_tag: sql.raw('v.di_tag'),
  // catalog/objects/vm.yaml#/tokens/di_version
  di_version: sql.raw('dd.version'),
  // catalog/objects/vm.yaml#/tokens/di_version_in_use
  di_version_in_use: sql.raw('du.version'),
  // catalog/objects/vm.yaml#/tokens/expiration_hard
  expiration_hard: sql.raw('v.expiration_hard'),
  // catalog/objects/vm.yaml#/tokens/expiration_soft
  expiration_soft: sql.raw('v.expiration_soft'),
  // catalog/objects/vm.yaml#/tokens/host_id
  host_id: sql.raw('v.host_id'),
  // catalog/objects/vm.yaml#/tokens/host_name
  host_name: sql.raw('h.name'),
  // catalog/objects/vm.yaml#/tokens/id
  id: sql.raw('v.id'),
  // catalog/objects/vm.yaml#/tokens/ip
  ip: sql.raw('v.ip'),
  // catalog/objects/vm.yaml#/tokens/ip_in_use
  ip_in_use: sql.raw('CASE WHEN v.state = \'stopped\' THEN NULL ELSE v.ip END'),
  // catalog/objects/vm.yaml#/tokens/mac
  mac: sql.raw('v.mac'),
  // catalog/objects/vm.yaml#/tokens/name
  name: sql.raw('v.name'),
  // catalog/objects/vm.yaml#/tokens/next_boot_ip
  next_boot_ip: sql.raw('v.ip'),
  // catalog/objects/vm.yaml#/tokens/osf_id
  osf_id: sql.raw('v.osf_id'),
  // catalog/objects/vm.yaml#/tokens/osf_name
  osf_name: sql.raw('o.name'),
  // catalog/objects/vm.yaml#/tokens/record_version
  record_version: sql.raw('v.record_version'),
  // catalog/objects/vm.yaml#/tokens/serial_port
  serial_port: sql.raw('v.serial_port'),
  // catalog/objects/vm.yaml#/tokens/ssh_port
  ssh_port: sql.raw('v.ssh_port'),
  // catalog/objects/vm.yaml#/tokens/state
  state: sql.raw('v.state'),
  // catalog/objects/vm.yaml#/tokens/storage
  storage: sql.raw('v.storage'),
  // catalog/objects/vm.yaml#/tokens/tenant_id
  tenant_id: sql.raw('v.tenant_id'),
  // catalog/objects/vm.yaml#/tokens/tenant_name
  tenant_name: sql.raw('tn.name'),
  // catalog/objects/vm.yaml#/tokens/time_until_expiration_hard
  time_until_expiration_hard: sql.raw('v.expiration_hard'),
  // catalog/objects/vm.yaml#/tokens/time_until_expiration_soft
  time_until_expiration_soft: sql.raw('v.expiration_soft'),
  // catalog/objects/vm.yaml#/tokens/user_id
  user_id: sql.raw('v.user_id'),
  // catalog/objects/vm.yaml#/tokens/user_name
  user_name: sql.raw('vu.name'),
  // catalog/objects/vm.yaml#/tokens/user_state
  user_state: sql.raw('v.user_state'),
  // catalog/objects/vm.yaml#/tokens/vnc_port
  vnc_port: sql.raw('v.vnc_port'),
};

// catalog/objects/webhook.yaml#/object
/** `webhooks as wh` left-joined with `admins as wha`, `tenants as wht` (of the to-one joins only those in `joins` when given). */
export function webhookFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('webhooks as wh');
  if (!joins || joins.has('wha')) query = query.leftJoin('admins as wha', (join) => join.on(sql.raw<boolean>('wha.id = wh.admin_id')));
  if (!joins || joins.has('wht')) query = query.leftJoin('tenants as wht', (join) => join.on(sql.raw<boolean>('wht.id = wh.tenant_id')));
  return query;
}

// catalog/objects/webhook.yaml#/object
/** The joins each part of a statement needs. */
export const webhookJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    admin_id: [],
    admin_name: ['wha'],
    api_token: [],
    creation_admin_id: [],
    creation_admin_name: [],
    creation_date: [],
    enabled: [],
    failures: [],
    filter_tenant_id: [],
    id: [],
    kinds: [],
    name: [],
    object_kinds: [],
    paused: [],
    paused_date: [],
    paused_reason: [],
    tenant_id: [],
    tenant_name: ['wht'],
    url: [],
  },
};

// catalog/objects/webhook.yaml#/object
/** Read expression of every token that has one. */
export const webhookTokenSql: Readonly<Record<'admin_id' | 'admin_name' | 'api_token' | 'creation_admin_id' | 'creation_admin_name' | 'creation_date' | 'enabled' | 'failures' | 'filter_tenant_id' | 'id' | 'kinds' | 'name' | 'object_kinds' | 'paused' | 'paused_date' | 'paused_reason' | 'tenant_id' | 'tenant_name' | 'url', RawBuilder<unknown>>> = {
  // catalog/objects/webhook.yaml#/tokens/admin_id
  admin_id: sql.raw('wh.admin_id'),
  // catalog/objects/webhook.yaml#/tokens/admin_name
  admin_name: sql.raw('wha.name'),
  // catalog/objects/webhook.yaml#/tokens/api_token
  api_token: sql.raw('wh.api_token'),
  // catalog/objects/webhook.yaml#/tokens/creation_admin_id
  creation_admin_id: sql.raw('wh.creation_admin_id'),
  // catalog/objects/webhook.yaml#/tokens/creation_admin_name
  creation_admin_name: sql.raw('wh.creation_admin_name'),
  // catalog/objects/webhook.yaml#/tokens/creation_date
  creation_date: sql.raw('wh.creation_date'),
  // catalog/objects/webhook.yaml#/tokens/enabled
  enabled: sql.raw('wh.enabled'),
  // catalog/objects/webhook.yaml#/tokens/failures
  failures: sql.raw('wh.failures'),
  // catalog/objects/webhook.yaml#/tokens/filter_tenant_id
  filter_tenant_id: sql.raw('wh.filter_tenant_id'),
  // catalog/objects/webhook.yaml#/tokens/id
  id: sql.raw('wh.id'),
  // catalog/objects/webhook.yaml#/tokens/kinds
  kinds: sql.raw('wh.kinds'),
  // catalog/objects/webhook.yaml#/tokens/name
  name: sql.raw('wh.name'),
  // catalog/objects/webhook.yaml#/tokens/object_kinds
  object_kinds: sql.raw('wh.object_kinds'),
  // catalog/objects/webhook.yaml#/tokens/paused
  paused: sql.raw('CASE WHEN wh.paused_reason IS NULL THEN 0 ELSE 1 END'),
  // catalog/objects/webhook.yaml#/tokens/paused_date
  paused_date: sql.raw('wh.paused_at'),
  // catalog/objects/webhook.yaml#/tokens/paused_reason
  paused_reason: sql.raw('wh.paused_reason'),
  // catalog/objects/webhook.yaml#/tokens/tenant_id
  tenant_id: sql.raw('wh.tenant_id'),
  // catalog/objects/webhook.yaml#/tokens/tenant_name
  tenant_name: sql.raw('wht.name'),
  // catalog/objects/webhook.yaml#/tokens/url
  url: sql.raw('wh.url'),
};

// catalog/objects/webhook_delivery.yaml#/object
/** `webhook_deliveries as whd` left-joined with `webhooks as whdw` (of the to-one joins only those in `joins` when given). */
export function webhookDeliveryFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}> {
  let query = db.selectFrom('webhook_deliveries as whd');
  if (!joins || joins.has('whdw')) query = query.leftJoin('webhooks as whdw', (join) => join.on(sql.raw<boolean>('whdw.id = whd.webhook_id')));
  return query;
}

// catalog/objects/webhook_delivery.yaml#/object
/** The joins each part of a statement needs. */
export const webhookDeliveryJoins: ObjectJoins = {
  always: [],
  where: [],
  tokens: {
    attempts: [],
    creation_date: [],
    delivery_date: [],
    duration_ms: [],
    error: [],
    event_date: [],
    event_id: [],
    http_status: [],
    id: [],
    kind: [],
    last_attempt_date: [],
    next_attempt_date: [],
    object_id: [],
    object_kind: [],
    object_name: [],
    redelivery_of: [],
    state: [],
    tenant_id: [],
    webhook_id: [],
    webhook_name: ['whdw'],
  },
};

// catalog/objects/webhook_delivery.yaml#/object
/** Read expression of every token that has one. */
export const webhookDeliveryTokenSql: Readonly<Record<'attempts' | 'creation_date' | 'delivery_date' | 'duration_ms' | 'error' | 'event_date' | 'event_id' | 'http_status' | 'id' | 'kind' | 'last_attempt_date' | 'next_attempt_date' | 'object_id' | 'object_kind' | 'object_name' | 'redelivery_of' | 'state' | 'tenant_id' | 'webhook_id' | 'webhook_name', RawBuilder<unknown>>> = {
  // catalog/objects/webhook_delivery.yaml#/tokens/attempts
  attempts: sql.raw('whd.attempts'),
  // catalog/objects/webhook_delivery.yaml#/tokens/creation_date
  creation_date: sql.raw('whd.created_at'),
  // catalog/objects/webhook_delivery.yaml#/tokens/delivery_date
  delivery_date: sql.raw('whd.delivered_at'),
  // catalog/objects/webhook_delivery.yaml#/tokens/duration_ms
  duration_ms: sql.raw('whd.duration_ms'),
  // catalog/objects/webhook_delivery.yaml#/tokens/error
  error: sql.raw('whd.last_error'),
  // catalog/objects/webhook_delivery.yaml#/tokens/event_date
  event_date: sql.raw('whd.event_time'),
  // catalog/objects/webhook_delivery.yaml#/tokens/event_id
  event_id: sql.raw('whd.event_id'),
  // catalog/objects/webhook_delivery.yaml#/tokens/http_status
  http_status: sql.raw('whd.last_status'),
  // catalog/objects/webhook_delivery.yaml#/tokens/id
  id: sql.raw('whd.id'),
  // catalog/objects/webhook_delivery.yaml#/tokens/kind
  kind: sql.raw('whd.event_kind'),
  // catalog/objects/webhook_delivery.yaml#/tokens/last_attempt_date
  last_attempt_date: sql.raw('whd.last_attempt_at'),
  // catalog/objects/webhook_delivery.yaml#/tokens/next_attempt_date
  next_attempt_date: sql.raw('whd.next_attempt_at'),
  // catalog/objects/webhook_delivery.yaml#/tokens/object_id
  object_id: sql.raw('whd.object_id'),
  // catalog/objects/webhook_delivery.yaml#/tokens/object_kind
  object_kind: sql.raw('whd.object_kind'),
  // catalog/objects/webhook_delivery.yaml#/tokens/object_name
  object_name: sql.raw('whd.object_name'),
  // catalog/objects/webhook_delivery.yaml#/tokens/redelivery_of
  redelivery_of: sql.raw('whd.redelivery_of'),
  // catalog/objects/webhook_delivery.yaml#/tokens/state
  state: sql.raw('whd.state'),
  // catalog/objects/webhook_delivery.yaml#/tokens/tenant_id
  tenant_id: sql.raw('whd.tenant_id'),
  // catalog/objects/webhook_delivery.yaml#/tokens/webhook_id
  webhook_id: sql.raw('whd.webhook_id'),
  // catalog/objects/webhook_delivery.yaml#/tokens/webhook_name
  webhook_name: sql.raw('whdw.name'),
};

/** Join aliases a statement needs, each list closed over the joins its joins read (docs/decisions.md "To-one joins"). */
export interface ObjectJoins {
  /** Joins not known to be to-one: in every statement. */
  readonly always: readonly string[];
  /** Joins the object's fixed condition reads. */
  readonly where: readonly string[];
  /** Token → joins its read expression or filter SQL reads; every token with either is listed (look up with Object.hasOwn). */
  readonly tokens: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** What the executors need to query one object. */
export interface ObjectQueries {
  /** Select from the table, its joins (all of them, or the to-one ones in `joins` and the others) and its fixed condition. */
  readonly from: (db: Kysely<any>, joins?: ReadonlySet<string>) => SelectQueryBuilder<any, any, {}>;
  /** Which joins each part of a statement needs. */
  readonly joins: ObjectJoins;
  /** Token → read expression; look up with Object.hasOwn (names come from requests). */
  readonly tokenSql: Readonly<Partial<Record<string, RawBuilder<unknown>>>>;
  /** The fixed condition, for updates and deletes. */
  readonly where?: RawBuilder<boolean>;
}

// catalog/objects/
/** Query builders by object name. */
export const queryBuilders: Readonly<Record<ObjectName, ObjectQueries>> = {
  acl: { from: aclFrom, joins: aclJoins, tokenSql: aclTokenSql },
  administrator: { from: administratorFrom, joins: administratorJoins, tokenSql: administratorTokenSql },
  api_token: { from: apiTokenFrom, joins: apiTokenJoins, tokenSql: apiTokenTokenSql },
  config_token: { from: configTokenFrom, joins: configTokenJoins, tokenSql: configTokenTokenSql },
  di: { from: diFrom, joins: diJoins, tokenSql: diTokenSql },
  host: { from: hostFrom, joins: hostJoins, tokenSql: hostTokenSql },
  job: { from: jobFrom, joins: jobJoins, tokenSql: jobTokenSql },
  job_record: { from: jobRecordFrom, joins: jobRecordJoins, tokenSql: jobRecordTokenSql },
  log: { from: logFrom, joins: logJoins, tokenSql: logTokenSql },
  log_choice: { from: logChoiceFrom, joins: logChoiceJoins, tokenSql: logChoiceTokenSql },
  osf: { from: osfFrom, joins: osfJoins, tokenSql: osfTokenSql },
  property: { from: propertyFrom, joins: propertyJoins, tokenSql: propertyTokenSql },
  property_assignment: { from: propertyAssignmentFrom, joins: propertyAssignmentJoins, tokenSql: propertyAssignmentTokenSql },
  role: { from: roleFrom, joins: roleJoins, tokenSql: roleTokenSql },
  session: { from: sessionFrom, joins: sessionJoins, tokenSql: sessionTokenSql },
  statistic: { from: statisticFrom, joins: statisticJoins, tokenSql: statisticTokenSql },
  tag: { from: tagFrom, joins: tagJoins, tokenSql: tagTokenSql },
  tenant: { from: tenantFrom, joins: tenantJoins, tokenSql: tenantTokenSql, where: tenantWhere },
  user: { from: userFrom, joins: userJoins, tokenSql: userTokenSql },
  view_setting: { from: viewSettingFrom, joins: viewSettingJoins, tokenSql: viewSettingTokenSql },
  vm: { from: vmFrom, joins: vmJoins, tokenSql: vmTokenSql },
  webhook: { from: webhookFrom, joins: webhookJoins, tokenSql: webhookTokenSql },
  webhook_delivery: { from: webhookDeliveryFrom, joins: webhookDeliveryJoins, tokenSql: webhookDeliveryTokenSql },
};

// catalog/actions/
/** Joins an action's own conditions read (`where`, `tenant_admin_where`); actions whose conditions read none are not listed. */
export const actionJoins: Readonly<Partial<Record<ActionName, { readonly where: readonly string[]; readonly tenantAdminWhere: readonly string[] }>>> = {};
