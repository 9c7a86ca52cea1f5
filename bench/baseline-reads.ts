// The hand-written endpoints of the baseline, one per measured read: each takes the request's values
// (filter value, page size, page, id) and answers exactly the server's answer for that request shape with
// the SQL a careful person writes for it: statements prepared once, the COUNT for `total` only when the
// page is full and on the base table alone (none of the measured filters needs a joined column), the
// `properties` of the page's ids in one statement, sorted in code, and no join the answer does not need
// (a LEFT JOIN where the server's row keeps the record without the joined row, and so that the listed
// table drives the plan). A request of another shape (another filter, order or field set) is answered
// with an error: these endpoints are a measure of the best code for these answers, not a second server.
//
// Values are written as the server writes them: integers and flags as numbers, counters as strings in
// lists and details and as numbers in a state, dates as stored (`YYYY-MM-DDThh:mm:ss`), `properties` as a
// key → value object, an administrator's `roles` as id → name.
import type { HandCaller } from './baseline-auth.js';
import { Refused } from './baseline-auth.js';
import type { BaselineDb, Row } from './baseline-db.js';

export interface ReadAnswer {
  rows: unknown[];
  total: number;
}

export type Read = (db: BaselineDb, params: Record<string, unknown>, caller: HandCaller) => Promise<ReadAnswer>;

/** The server's default SVC_MAX_BLOCK: no `block` (or 0) reads up to that many. */
const MAX_BLOCK = 10_000;

function unsupported(what: string): never {
  throw new Refused(1, `the baseline answers only ${what}`);
}

/** LIMIT and OFFSET are written into the text (each page size its own prepared statement, as SQLite plans with them). */
function paging(params: Record<string, unknown>): { block: number; offset: number; sql: string } {
  const block = params.block === undefined || params.block === 0 ? MAX_BLOCK : Math.min(Number(params.block), MAX_BLOCK);
  const page = params.offset === undefined || params.offset === 0 ? 1 : Number(params.offset);
  if (!Number.isInteger(block) || block < 1 || !Number.isInteger(page) || page < 1) unsupported('whole block and offset');
  const offset = (page - 1) * block;
  return { block, offset, sql: ` LIMIT ${block} OFFSET ${offset}` };
}

/** The only filter of the request: its token and value (`op` when it is {token: {op: value}}). */
function onlyFilter(params: Record<string, unknown>, token: string, op?: string): unknown {
  const filters = params.filters as Record<string, unknown> | undefined;
  const keys = filters && typeof filters === 'object' ? Object.keys(filters) : [];
  if (keys.length !== 1 || keys[0] !== token) unsupported(`the filter ${token}`);
  const value = filters![token];
  if (op === undefined) {
    if (value === null || typeof value === 'object') unsupported(`the filter ${token}: value`);
    return value;
  }
  const inner = value as Record<string, unknown>;
  if (!inner || typeof inner !== 'object' || Object.keys(inner).length !== 1 || !(op in inner)) unsupported(`the filter ${token}: {"${op}": value}`);
  return inner[op];
}

function noFilters(params: Record<string, unknown>): void {
  const filters = params.filters as Record<string, unknown> | undefined;
  if (filters && Object.keys(filters).length) unsupported('no filters');
}

function orderedBy(params: Record<string, unknown>, field: string | undefined, order: '-asc' | '-desc' = '-asc'): void {
  const o = params.order_by as { field?: unknown; order?: unknown } | undefined;
  if (field === undefined) {
    if (o !== undefined && !(Array.isArray(o) && !o.length)) unsupported('no order_by');
    return;
  }
  if (!o || o.field !== field || (o.order ?? '-asc') !== order) unsupported(`order_by ${field} ${order}`);
}

/** Every field of the action: the request asks for none in particular. */
function everyField(params: Record<string, unknown>): void {
  if (params.fields !== undefined) unsupported('every field (no `fields`)');
}

/** Scope of a tenant administrator: their tenant's rows; a superadministrator reads every tenant. */
const scope = (caller: HandCaller, column: string) => (caller.isSuper ? '' : ` AND ${column} = ?`);
const scopeParams = (caller: HandCaller) => (caller.isSuper ? [] : [caller.tenantId]);

/** COUNT on the base table for `total`, only when the page does not tell it. */
async function totalOf(db: BaselineDb, rows: number, block: number, offset: number, countSql: string, params: unknown[]): Promise<number> {
  if (rows < block && (rows > 0 || offset === 0)) return offset + rows;
  return Number((await db.rows(countSql, params))[0]![0]);
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `properties` of the page's records: one statement, each object's keys sorted in code. */
async function propertiesOf(db: BaselineDb, kind: 'user' | 'vm', ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const byId = new Map<number, [string, unknown][]>();
  for (const id of ids) byId.set(id, []);
  if (ids.length) {
    const text = `SELECT pv.object_id, p.prop_key, pv.value FROM property_values pv JOIN properties p ON p.id = pv.property_id WHERE pv.kind = '${kind}' AND pv.object_id IN (${placeholders(ids.length)})`;
    for (const r of await db.rows(text, ids)) byId.get(Number(r[0]))?.push([String(r[1]), r[2] ?? null]);
  }
  const out = new Map<number, Record<string, unknown>>();
  for (const [id, entries] of byId) {
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const properties: Record<string, unknown> = {};
    for (const [key, value] of entries) properties[key] = value;
    out.set(id, properties);
  }
  return out;
}

// tenant_get_list ------------------------------------------------------------------------------------

export const TENANT_LIST_SQL =
  'SELECT t.id, t.name, t.description, t.block, t.language, t.blocked, t.creation_date, t.creation_admin_id, t.creation_admin_name, t.record_version FROM tenants t WHERE t.id > 0';

const tenantList: Read = async (db, params, caller) => {
  noFilters(params);
  orderedBy(params, undefined);
  everyField(params);
  const page = paging(params);
  const rows = await db.rows(`${TENANT_LIST_SQL}${scope(caller, 't.id')} ORDER BY t.id${page.sql}`, scopeParams(caller));
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM tenants t WHERE t.id > 0${scope(caller, 't.id')}`, scopeParams(caller));
  return {
    total,
    rows: rows.map((r) => ({
      id: r[0], name: r[1], description: r[2], block: r[3], language: r[4], blocked: r[5], creation_date: r[6], creation_admin_id: r[7], creation_admin_name: r[8], record_version: r[9],
    })),
  };
};

// administrator_get_list -----------------------------------------------------------------------------

export const ADMIN_LIST_SQL =
  'SELECT a.id, a.tenant_id, tn.name, a.name, a.description, a.block, a.language, a.creation_date, a.creation_admin_id, a.creation_admin_name, a.record_version ' +
  'FROM admins a LEFT JOIN tenants tn ON tn.id = a.tenant_id WHERE a.name LIKE ?';
export const ADMIN_ROLES_SQL = 'SELECT l.admin_id, r.id, r.name FROM admin_roles l JOIN roles r ON r.id = l.role_id WHERE l.admin_id IN';

const adminList: Read = async (db, params, caller) => {
  const pattern = onlyFilter(params, 'name', '~');
  orderedBy(params, 'name', '-desc');
  everyField(params);
  const page = paging(params);
  const args = [String(pattern), ...scopeParams(caller)];
  const rows = await db.rows(`${ADMIN_LIST_SQL}${scope(caller, 'a.tenant_id')} ORDER BY a.name DESC, a.id${page.sql}`, args);
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM admins a WHERE a.name LIKE ?${scope(caller, 'a.tenant_id')}`, args);
  const ids = rows.map((r) => Number(r[0]));
  const roles = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
  if (ids.length) {
    for (const r of await db.rows(`${ADMIN_ROLES_SQL} (${placeholders(ids.length)})`, ids)) roles.get(Number(r[0]))![String(r[1])] = String(r[2]);
  }
  return {
    total,
    rows: rows.map((r, i) => ({
      id: r[0], tenant_id: r[1], tenant_name: r[2], name: r[3], description: r[4], roles: roles.get(ids[i]!), block: r[5], language: r[6],
      creation_date: r[7], creation_admin_id: r[8], creation_admin_name: r[9], record_version: r[10],
    })),
  };
};

// user_get_list, user_get_details ------------------------------------------------------------------

export const USER_SQL =
  'SELECT u.id, u.name, u.tenant_id, tn.name, u.description, u.blocked, ' +
  '(SELECT COUNT(*) FROM vms v WHERE v.user_id = u.id), ' +
  "(SELECT COUNT(*) FROM vms v WHERE v.user_id = u.id AND v.user_state = 'connected'), " +
  'u.creation_date, u.creation_admin_id, u.creation_admin_name, u.record_version FROM users u LEFT JOIN tenants tn ON tn.id = u.tenant_id';

async function userRows(db: BaselineDb, rows: Row[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((r) => Number(r[0]));
  const properties = await propertiesOf(db, 'user', ids);
  return rows.map((r, i) => ({
    id: r[0], name: r[1], tenant_id: r[2], tenant_name: r[3], description: r[4], blocked: r[5], number_of_vms: String(r[6]), number_of_vms_connected: String(r[7]),
    properties: properties.get(ids[i]!), creation_date: r[8], creation_admin_id: r[9], creation_admin_name: r[10], record_version: r[11],
  }));
}

const userList: Read = async (db, params, caller) => {
  const blocked = Number(onlyFilter(params, 'blocked'));
  orderedBy(params, 'name');
  everyField(params);
  const page = paging(params);
  const args = [blocked, ...scopeParams(caller)];
  const rows = await db.rows(`${USER_SQL} WHERE u.blocked = ?${scope(caller, 'u.tenant_id')} ORDER BY u.name, u.id${page.sql}`, args);
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM users u WHERE u.blocked = ?${scope(caller, 'u.tenant_id')}`, args);
  return { total, rows: await userRows(db, rows) };
};

const userDetails: Read = async (db, params, caller) => {
  const id = Number(onlyFilter(params, 'id'));
  orderedBy(params, undefined);
  everyField(params);
  const rows = await db.rows(`${USER_SQL} WHERE u.id = ?${scope(caller, 'u.tenant_id')}`, [id, ...scopeParams(caller)]);
  return { total: rows.length, rows: await userRows(db, rows) };
};

// user_tiny_list, user_all_ids, user_get_state -----------------------------------------------------

export const USER_TINY_SQL = 'SELECT u.id, u.name, tn.name FROM users u LEFT JOIN tenants tn ON tn.id = u.tenant_id WHERE u.tenant_id = ?';

const userTinyList: Read = async (db, params, caller) => {
  const tenant = Number(onlyFilter(params, 'tenant_id'));
  orderedBy(params, undefined);
  everyField(params);
  const page = paging(params);
  const args = [tenant, ...scopeParams(caller)];
  const rows = await db.rows(`${USER_TINY_SQL}${scope(caller, 'u.tenant_id')} ORDER BY u.id${page.sql}`, args);
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM users u WHERE u.tenant_id = ?${scope(caller, 'u.tenant_id')}`, args);
  return { total, rows: rows.map((r) => ({ tenant_name: r[2], id: r[0], name: r[1] })) };
};

export const USER_IDS_SQL = 'SELECT u.id FROM users u WHERE u.blocked = ?';

const userAllIds: Read = async (db, params, caller) => {
  const blocked = Number(onlyFilter(params, 'blocked'));
  orderedBy(params, undefined);
  const page = paging(params);
  const args = [blocked, ...scopeParams(caller)];
  const rows = await db.rows(`${USER_IDS_SQL}${scope(caller, 'u.tenant_id')} ORDER BY u.id${page.sql}`, args);
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM users u WHERE u.blocked = ?${scope(caller, 'u.tenant_id')}`, args);
  return { total, rows: rows.map((r) => Number(r[0])) };
};

export const USER_STATE_SQL = "SELECT (SELECT COUNT(*) FROM vms v WHERE v.user_id = u.id AND v.user_state = 'connected') FROM users u WHERE u.id = ?";

const userState: Read = async (db, params, caller) => {
  const id = Number(onlyFilter(params, 'id'));
  orderedBy(params, undefined);
  const rows = await db.rows(`${USER_STATE_SQL}${scope(caller, 'u.tenant_id')}`, [id, ...scopeParams(caller)]);
  return { total: rows.length, rows: rows.map((r) => ({ number_of_vms_connected: Number(r[0]) })) };
};

// vm_get_list --------------------------------------------------------------------------------------

export const VM_LIST_SQL =
  'SELECT v.id, v.name, v.description, v.user_id, vu.name, v.osf_id, o.name, v.di_tag, dd.id, dd.disk_image, dd.version, v.di_id, du.disk_image, du.version, ' +
  'v.blocked, v.state, v.user_state, v.host_id, h.name, v.ip, v.mac, v.ssh_port, v.vnc_port, v.serial_port, v.storage, v.expiration_soft, v.expiration_hard, ' +
  'v.tenant_id, tn.name, v.creation_date, v.creation_admin_id, v.creation_admin_name, v.record_version ' +
  'FROM vms v LEFT JOIN tenants tn ON tn.id = v.tenant_id LEFT JOIN users vu ON vu.id = v.user_id LEFT JOIN osfs o ON o.id = v.osf_id ' +
  'LEFT JOIN hosts h ON h.id = v.host_id LEFT JOIN di_tags dt ON dt.osf_id = v.osf_id AND dt.tag = v.di_tag LEFT JOIN dis dd ON dd.id = dt.di_id ' +
  'LEFT JOIN dis du ON du.id = v.di_id WHERE v.state = ?';

/** {days, hours, minutes, seconds, expired} from now until a stored UTC date; null for none. */
function timeUntil(date: unknown): unknown {
  if (date === null || date === undefined) return null;
  const left = Math.max(0, Math.floor((Date.parse(`${String(date)}Z`) - Date.now()) / 1000));
  return { days: Math.floor(left / 86400), hours: Math.floor(left / 3600) % 24, minutes: Math.floor(left / 60) % 60, seconds: left % 60, expired: left === 0 };
}

const vmList: Read = async (db, params, caller) => {
  const state = String(onlyFilter(params, 'state'));
  orderedBy(params, 'name');
  everyField(params);
  const page = paging(params);
  const args = [state, ...scopeParams(caller)];
  const rows = await db.rows(`${VM_LIST_SQL}${scope(caller, 'v.tenant_id')} ORDER BY v.name, v.id${page.sql}`, args);
  const total = await totalOf(db, rows.length, page.block, page.offset, `SELECT COUNT(*) FROM vms v WHERE v.state = ?${scope(caller, 'v.tenant_id')}`, args);
  const ids = rows.map((r) => Number(r[0]));
  const properties = await propertiesOf(db, 'vm', ids);
  return {
    total,
    rows: rows.map((r, i) => ({
      id: r[0], name: r[1], description: r[2], user_id: r[3], user_name: r[4], osf_id: r[5], osf_name: r[6], di_tag: r[7], di_id: r[8], di_name: r[9], di_version: r[10],
      di_id_in_use: r[11], di_name_in_use: r[12], di_version_in_use: r[13], blocked: r[14], state: r[15], user_state: r[16], host_id: r[17], host_name: r[18],
      ip: r[19], ip_in_use: r[15] === 'stopped' ? null : r[19], next_boot_ip: r[19], mac: r[20], ssh_port: r[21], vnc_port: r[22], serial_port: r[23], storage: r[24],
      expiration_soft: r[25], expiration_hard: r[26], time_until_expiration_soft: timeUntil(r[25]), time_until_expiration_hard: timeUntil(r[26]),
      properties: properties.get(ids[i]!), tenant_id: r[27], tenant_name: r[28], creation_date: r[29], creation_admin_id: r[30], creation_admin_name: r[31], record_version: r[32],
    })),
  };
};

/** The endpoints by action. */
export const reads: Record<string, Read> = {
  tenant_get_list: tenantList,
  administrator_get_list: adminList,
  user_get_list: userList,
  user_get_details: userDetails,
  user_tiny_list: userTinyList,
  user_all_ids: userAllIds,
  user_get_state: userState,
  vm_get_list: vmList,
};

/** The SQL of each endpoint as the report shows it (page size and scope as for the bench's superadministrator), with a note. */
export const READ_SQL: Record<string, [sql: string, note?: string][]> = {
  tenant_get_list: [[`${TENANT_LIST_SQL} ORDER BY t.id LIMIT <block>`], ['SELECT COUNT(*) FROM tenants t WHERE t.id > 0', 'only when the page is full']],
  administrator_get_list: [
    [`${ADMIN_LIST_SQL} ORDER BY a.name DESC, a.id LIMIT <block>`],
    ['SELECT COUNT(*) FROM admins a WHERE a.name LIKE ?', 'only when the page is full'],
    [`${ADMIN_ROLES_SQL} (<page ids>)`, 'roles, id → name'],
  ],
  user_get_list: [
    [`${USER_SQL} WHERE u.blocked = ? ORDER BY u.name, u.id LIMIT <block>`],
    ['SELECT COUNT(*) FROM users u WHERE u.blocked = ?', 'only when the page is full'],
    ["SELECT pv.object_id, p.prop_key, pv.value FROM property_values pv JOIN properties p ON p.id = pv.property_id WHERE pv.kind = 'user' AND pv.object_id IN (<page ids>)", 'properties, sorted by key in code'],
  ],
  user_get_details: [[`${USER_SQL} WHERE u.id = ?`], ["SELECT pv.object_id, p.prop_key, pv.value FROM property_values pv JOIN properties p ON p.id = pv.property_id WHERE pv.kind = 'user' AND pv.object_id IN (?)", 'properties']],
  user_tiny_list: [[`${USER_TINY_SQL} ORDER BY u.id LIMIT <block>`], ['SELECT COUNT(*) FROM users u WHERE u.tenant_id = ?', 'only when the page is full']],
  user_all_ids: [[`${USER_IDS_SQL} ORDER BY u.id LIMIT <block>`], ['SELECT COUNT(*) FROM users u WHERE u.blocked = ?', 'only when the page is full']],
  user_get_state: [[USER_STATE_SQL]],
  vm_get_list: [
    [`${VM_LIST_SQL} ORDER BY v.name, v.id LIMIT <block>`],
    ['SELECT COUNT(*) FROM vms v WHERE v.state = ?', 'only when the page is full'],
    ["SELECT pv.object_id, p.prop_key, pv.value FROM property_values pv JOIN properties p ON p.id = pv.property_id WHERE pv.kind = 'vm' AND pv.object_id IN (<page ids>)", 'properties, sorted by key in code'],
  ],
};
