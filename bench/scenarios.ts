// The measured requests. Each is sent identically (same path, same body) to the server and to the
// hand-written baseline (bench/baseline.ts), whose answer must be the server's before either is measured.
import { SUPERADMIN_PASSWORD } from './server.js';
import type { DbKind } from './store.js';

export interface Scenario {
  id: string;
  title: string;
  method: 'GET' | 'POST';
  /** Path and query on the server. */
  path: string;
  /** JSON body; `sid` and the facts of the seeded data are filled in at run time. */
  body?: (sid: string, expected: Expected) => Record<string, unknown>;
  /** A read with a sid: target ≥ TARGET_RATIO of the hand-written baseline's throughput on its database. */
  sidTarget: boolean;
  /** Only on these databases (every one unless given). */
  dbs?: DbKind[];
  /** Needs the VM data set (seedVms) in the database. */
  vms?: boolean;
  /** Measured with this many users in the table (seeded before; scenarios run from the smallest size). */
  users?: number;
  /** The plans of its statements are recorded (EXPLAIN, EXPLAIN QUERY PLAN) and checked for scans and sorts. */
  explain?: boolean;
  /** Checks one answer of the server before measuring. */
  check(envelope: Record<string, any>, expected: Expected): string | undefined;
}

export interface Expected {
  tenants: number;
  matchingAdmins: number;
  /** Users in the table, blocked users, and the id of the user whose details are read. */
  users: number;
  blockedUsers: number;
  detailsUserId: number;
  /** The user whose state is read (one of the first 1,000: two VMs, one connected). */
  stateUserId: number;
  /** The tenant whose users the tiny list reads, and how many users it has. */
  tinyTenantId: number;
  tinyUsers: number;
}

/** The goal of issue 18: the server at ≥ 70% of hand-written throughput on MariaDB, ≥ 50% on SQLite, for every read. */
export const TARGET_RATIO: Record<DbKind, number> = { mysql: 0.7, sqlite: 0.5 };

export const ADMIN_FILTER = { name: { '~': '%adm1%' } };
export const ADMIN_ORDER = { field: 'name', order: '-desc' };
export const ADMIN_BLOCK = 20;

const adminListCheck = (env: Record<string, any>, expected: Expected) =>
  env.status !== 0
    ? `status ${env.status}: ${env.additional_info}`
    : env.rows?.length !== ADMIN_BLOCK || env.total !== expected.matchingAdmins
      ? `expected ${ADMIN_BLOCK} rows of ${expected.matchingAdmins}, got ${env.rows?.length} of ${env.total}`
      : undefined;

// The user list: one filter whose matching set does not grow with the table (the 50 blocked users), an
// order by name, a page of 20, every field (counters and the `properties` loader included).
export const USER_FILTER = { blocked: 1 };
export const USER_ORDER = { field: 'name', order: '-asc' };
export const USER_BLOCK = 20;
/** The user (by number: user0005000) whose details are read, in the middle of the 10,000. */
export const DETAILS_USER = 5000;
/** The user whose state is read (user0001000). */
export const STATE_USER = 1000;
export const USER_SIZES = { small: 1_000, medium: 10_000, large: 100_000, huge: 1_000_000 };

function userListCheck(env: Record<string, any>, expected: Expected): string | undefined {
  if (env.status !== 0) return `status ${env.status}: ${env.additional_info}`;
  if (env.rows?.length !== USER_BLOCK || env.total !== expected.blockedUsers) {
    return `expected ${USER_BLOCK} rows of ${expected.blockedUsers}, got ${env.rows?.length} of ${env.total}`;
  }
  const rows = env.rows as Record<string, any>[];
  const names = rows.map((r) => String(r.name));
  if (names.join() !== [...names].sort().join()) return `rows not ordered by name: ${names.join(', ')}`;
  const bad = rows.find((r) => r.blocked !== 1 || Object.keys(r.properties ?? {}).length !== 3 || r.number_of_vms !== '2' || r.number_of_vms_connected !== '1');
  return bad ? `unexpected row ${JSON.stringify(bad)}` : undefined;
}

const userListScenario = (size: keyof typeof USER_SIZES, sidTarget: boolean, dbs?: DbKind[]): Scenario => ({
  id: USER_SIZES[size] >= 1_000_000 ? `user_list_${USER_SIZES[size] / 1_000_000}m` : `user_list_${USER_SIZES[size] / 1000}k`,
  title: `user_get_list, blocked + order by name, sid, ${USER_SIZES[size].toLocaleString('en-US')} users`,
  method: 'POST',
  path: '/api?action=user_get_list',
  body: (sid) => ({ sid, filters: USER_FILTER, order_by: USER_ORDER, block: USER_BLOCK }),
  sidTarget,
  users: USER_SIZES[size],
  dbs,
  explain: true,
  check: userListCheck,
});

/**
 * The VM data set of vm_get_list, with 10,000 users in the table: 10,000 VMs, spread over the users and
 * the OS flavours of the 50 tenants. The 2,000 VMs of the first 1,000 users (two each, for the user lists'
 * counters, all stopped) and one VM for each of the 8,000 users after user 2000; one in `runningEvery` of
 * those is running (500, 5% of the table), on a host, with its ports and image in use. Every VM has a
 * unique ip, ip_num and mac and three custom property values.
 */
export const VMS = { total: 8_000, inTable: 10_000, runningEvery: 16 } as const;
export const VMS_RUNNING = VMS.total / VMS.runningEvery;
export const VM_FILTER = { state: 'running' };
export const VM_ORDER = { field: 'name', order: '-asc' };
export const VM_BLOCK = 20;

function vmListCheck(env: Record<string, any>): string | undefined {
  if (env.status !== 0) return `status ${env.status}: ${env.additional_info}`;
  if (env.rows?.length !== VM_BLOCK || env.total !== VMS_RUNNING) return `expected ${VM_BLOCK} rows of ${VMS_RUNNING}, got ${env.rows?.length} of ${env.total}`;
  const rows = env.rows as Record<string, any>[];
  const names = rows.map((r) => String(r.name));
  if (names.join() !== [...names].sort().join()) return `rows not ordered by name: ${names.join(', ')}`;
  const bad = rows.find(
    (r) =>
      r.state !== 'running' || !r.di_name || !r.di_name_in_use || !r.host_name || !r.user_name || !r.osf_name || !r.tenant_name || !r.ip || !r.mac ||
      Object.keys(r.properties ?? {}).length !== 3 || r.ssh_port === null || r.vnc_port === null || r.serial_port === null,
  );
  return bad ? `unexpected row ${JSON.stringify(bad)}` : undefined;
}

export const scenarios: Scenario[] = [
  {
    id: 'info',
    title: '/api/info',
    method: 'GET',
    path: '/api/info',
    sidTarget: false,
    check: (env) => (env.status === 0 && env.version ? undefined : `unexpected ${JSON.stringify(env).slice(0, 200)}`),
  },
  {
    id: 'tenant_list_sid',
    title: 'tenant_get_list, sid',
    method: 'POST',
    path: '/api?action=tenant_get_list',
    body: (sid) => ({ sid }),
    sidTarget: true,
    // the bench tenants and `default`
    check: (env, expected) =>
      env.status !== 0
        ? `status ${env.status}: ${env.additional_info}`
        : env.rows?.length !== expected.tenants + 1
          ? `expected ${expected.tenants + 1} tenants, got ${env.rows?.length}`
          : undefined,
  },
  {
    id: 'admin_list_sid',
    title: 'administrator_get_list, filter+order, sid',
    method: 'POST',
    path: '/api?action=administrator_get_list',
    body: (sid) => ({ sid, filters: ADMIN_FILTER, order_by: ADMIN_ORDER, block: ADMIN_BLOCK }),
    sidTarget: true,
    check: adminListCheck,
  },
  {
    id: 'admin_list_credentials',
    title: 'administrator_get_list, filter+order, login/password/tenant',
    method: 'POST',
    path: '/api?action=administrator_get_list',
    body: () => ({
      login: 'superadmin',
      password: SUPERADMIN_PASSWORD,
      tenant: '*',
      filters: ADMIN_FILTER,
      order_by: ADMIN_ORDER,
      block: ADMIN_BLOCK,
    }),
    sidTarget: false,
    check: adminListCheck,
  },
  userListScenario('small', true),
  userListScenario('medium', true),
  {
    id: 'user_details_10k',
    title: `user_get_details, sid, ${USER_SIZES.medium.toLocaleString('en-US')} users`,
    method: 'POST',
    path: '/api?action=user_get_details',
    body: (sid, expected) => ({ sid, filters: { id: expected.detailsUserId } }),
    sidTarget: true,
    users: USER_SIZES.medium,
    explain: true,
    check: (env, expected) =>
      env.status !== 0
        ? `status ${env.status}: ${env.additional_info}`
        : env.rows?.length !== 1 || env.rows[0].id !== expected.detailsUserId || Object.keys(env.rows[0].properties ?? {}).length !== 3
          ? `expected user ${expected.detailsUserId} with 3 properties, got ${JSON.stringify(env.rows).slice(0, 300)}`
          : undefined,
  },
  {
    id: 'vm_list_10k',
    title: `vm_get_list, every field, state running (${VMS_RUNNING}) + order by name, sid, ${VMS.inTable.toLocaleString('en-US')} VMs`,
    method: 'POST',
    path: '/api?action=vm_get_list',
    // every field: no `fields` parameter
    body: (sid) => ({ sid, filters: VM_FILTER, order_by: VM_ORDER, block: VM_BLOCK }),
    sidTarget: true,
    users: USER_SIZES.medium,
    vms: true,
    explain: true,
    check: vmListCheck,
  },
  {
    id: 'user_tiny_10k',
    title: `user_tiny_list, one tenant's users, sid, ${USER_SIZES.medium.toLocaleString('en-US')} users`,
    method: 'POST',
    path: '/api?action=user_tiny_list',
    body: (sid, expected) => ({ sid, filters: { tenant_id: expected.tinyTenantId } }),
    sidTarget: true,
    users: USER_SIZES.medium,
    check: (env, expected) => {
      if (env.status !== 0) return `status ${env.status}: ${env.additional_info}`;
      const rows = env.rows as Record<string, any>[] | undefined;
      if (rows?.length !== expected.tinyUsers || env.total !== expected.tinyUsers) return `expected ${expected.tinyUsers} users, got ${rows?.length} of ${env.total}`;
      const bad = rows.find((r) => typeof r.id !== 'number' || typeof r.name !== 'string' || typeof r.tenant_name !== 'string' || Object.keys(r).length !== 3);
      return bad ? `unexpected row ${JSON.stringify(bad)}` : undefined;
    },
  },
  {
    id: 'user_all_ids_10k',
    title: `user_all_ids, blocked, sid, ${USER_SIZES.medium.toLocaleString('en-US')} users`,
    method: 'POST',
    path: '/api?action=user_all_ids',
    body: (sid) => ({ sid, filters: USER_FILTER }),
    sidTarget: true,
    users: USER_SIZES.medium,
    check: (env, expected) => {
      if (env.status !== 0) return `status ${env.status}: ${env.additional_info}`;
      const rows = env.rows as unknown[] | undefined;
      if (rows?.length !== expected.blockedUsers || env.total !== expected.blockedUsers) return `expected ${expected.blockedUsers} ids, got ${rows?.length} of ${env.total}`;
      return rows.every((id, i) => typeof id === 'number' && (i === 0 || id > (rows[i - 1] as number))) ? undefined : `ids not ascending numbers: ${JSON.stringify(rows).slice(0, 200)}`;
    },
  },
  {
    id: 'user_state_10k',
    title: `user_get_state, sid, ${USER_SIZES.medium.toLocaleString('en-US')} users`,
    method: 'POST',
    path: '/api?action=user_get_state',
    body: (sid, expected) => ({ sid, filters: { id: expected.stateUserId } }),
    sidTarget: true,
    users: USER_SIZES.medium,
    check: (env) =>
      env.status !== 0
        ? `status ${env.status}: ${env.additional_info}`
        : env.rows?.length !== 1 || env.rows[0].number_of_vms_connected !== 1
          ? `expected one row with number_of_vms_connected 1, got ${JSON.stringify(env.rows)}`
          : undefined,
  },
  userListScenario('large', true),
  // MariaDB only (on SQLite the list is already flat from 1,000 to 100,000); BENCH_USERS_HUGE=0 skips it
  userListScenario('huge', true, ['mysql']),
];

/** Administrators named adm1…admN whose name contains "adm1". */
export function matchingAdmins(admins: number): number {
  let n = 0;
  for (let i = 1; i <= admins; i++) if (`adm${i}`.includes('adm1')) n++;
  return n;
}
