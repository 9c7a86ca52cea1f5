// The measured requests. Each is sent identically to the server and to its baseline route.
import { SUPERADMIN_PASSWORD } from './server.js';

export interface Scenario {
  id: string;
  title: string;
  method: 'GET' | 'POST';
  /** Path and query on the server. */
  path: string;
  /** JSON body; `sid` is filled in at run time. */
  body?: (sid: string) => Record<string, unknown>;
  /** Sid-authenticated: target ≥ 50% of the baseline's throughput. */
  sidTarget: boolean;
  /** Checks one answer of the server before measuring. */
  check(envelope: Record<string, any>, expected: Expected): string | undefined;
}

export interface Expected {
  tenants: number;
  matchingAdmins: number;
}

export const ADMIN_FILTER = { name: { '~': '%adm1%' } };
export const ADMIN_ORDER = { field: 'name', order: '-desc' };
export const ADMIN_BLOCK = 20;

const adminListCheck = (env: Record<string, any>, expected: Expected) =>
  env.status !== 0
    ? `status ${env.status}: ${env.additional_info}`
    : env.rows?.length !== ADMIN_BLOCK || env.total !== expected.matchingAdmins
      ? `expected ${ADMIN_BLOCK} rows of ${expected.matchingAdmins}, got ${env.rows?.length} of ${env.total}`
      : undefined;

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
];

/** Administrators named adm1…admN whose name contains "adm1". */
export function matchingAdmins(admins: number): number {
  let n = 0;
  for (let i = 1; i <= admins; i++) if (`adm${i}`.includes('adm1')) n++;
  return n;
}
