// svc_objects_statistics (generated/docs/statistics.md): counts of the platform's records as top-level
// integers, the hosts running most VMs and the VMs with the nearest expiration.
//
// Scope: a tenant administrator sees their tenant's users, OSFs, DIs and VMs; hosts are shared by every
// tenant, so host counts are global while top_populated_hosts counts only the tenant's VMs. A
// superadministrator sees everything.
//
// Each statistic has its own ACL (`<obj>.stats.*` of the ACL list); the action needs any one of them
// and answers only the statistics the caller holds the ACL of — a missing field means "not yours to
// see", where a 0 would be a wrong number. All the counters come from one statement of scalar
// subqueries; the two lists from one statement each.
import { sql, type RawBuilder } from 'kysely';
import { holds } from '../auth/authorize.js';
import { timeLeft } from '../outputs/time-until.js';
import type { ActionContext, ActionResult } from '../contract/context.js';

const TOP_HOSTS = 5;
const EXPIRING_VMS = 10;

/** `AND <alias>.tenant_id = t` when the statistics are a tenant's, nothing otherwise. */
type Scope = (alias: string) => RawBuilder<unknown>;

const all = sql`1 = 1`;

function count(table: string, alias: string, condition: RawBuilder<unknown>, scope: Scope | undefined): RawBuilder<unknown> {
  return sql`(SELECT COUNT(*) FROM ${sql.table(table)} ${sql.raw(alias)} WHERE ${condition}${scope ? scope(alias) : sql``})`;
}

/** The counters: name, ACL, and the scalar subquery that computes it. */
const COUNTERS: readonly { name: string; acl: string; query: (scope: Scope) => RawBuilder<unknown> }[] = [
  { name: 'users_count', acl: 'user.stats.summary', query: (s) => count('users', 'u', all, s) },
  { name: 'blocked_users_count', acl: 'user.stats.blocked', query: (s) => count('users', 'u', sql`u.blocked = 1`, s) },
  {
    name: 'connected_users_count',
    acl: 'user.stats.connected-users',
    // users with at least one VM whose user is connected
    query: (s) => sql`(SELECT COUNT(DISTINCT v.user_id) FROM vms v WHERE v.user_state = 'connected'${s('v')})`,
  },
  { name: 'hosts_count', acl: 'host.stats.summary', query: () => count('hosts', 'h', all, undefined) },
  { name: 'blocked_hosts_count', acl: 'host.stats.blocked', query: () => count('hosts', 'h', sql`h.blocked = 1`, undefined) },
  { name: 'running_hosts_count', acl: 'host.stats.running-hosts', query: () => count('hosts', 'h', sql`h.state = 'running'`, undefined) },
  { name: 'osfs_count', acl: 'osf.stats.summary', query: (s) => count('osfs', 'o', all, s) },
  { name: 'dis_count', acl: 'di.stats.summary', query: (s) => count('dis', 'd', all, s) },
  { name: 'blocked_dis_count', acl: 'di.stats.blocked', query: (s) => count('dis', 'd', sql`d.blocked = 1`, s) },
  { name: 'vms_count', acl: 'vm.stats.summary', query: (s) => count('vms', 'v', all, s) },
  { name: 'blocked_vms_count', acl: 'vm.stats.blocked', query: (s) => count('vms', 'v', sql`v.blocked = 1`, s) },
  { name: 'running_vms_count', acl: 'vm.stats.running-vms', query: (s) => count('vms', 'v', sql`v.state = 'running'`, s) },
];

const TOP_HOSTS_ACL = 'host.stats.top-hosts-most-vms';
const EXPIRING_ACL = 'vm.stats.close-to-expire';

async function counters(ctx: ActionContext, scope: Scope, names: typeof COUNTERS): Promise<Record<string, number>> {
  if (names.length === 0) return {};
  const query = sql<Record<string, unknown>>`SELECT ${sql.join(names.map((c) => sql`${c.query(scope)} AS ${sql.ref(c.name)}`))}`;
  const row = (await query.execute(ctx.services.db)).rows[0] ?? {};
  return Object.fromEntries(names.map((c) => [c.name, Number(row[c.name] ?? 0)]));
}

/** Hosts by running VMs (of the tenant), most first; hosts running none are not "populated". */
async function topPopulatedHosts(ctx: ActionContext, scope: Scope) {
  const result = await sql<{ id: unknown; name: unknown; number_of_vms: unknown }>`
    SELECT h.id AS id, h.name AS name, COUNT(v.id) AS number_of_vms
    FROM hosts h JOIN vms v ON v.host_id = h.id AND v.state = 'running'${scope('v')}
    GROUP BY h.id, h.name
    ORDER BY number_of_vms DESC, h.id ASC
    LIMIT ${sql.lit(TOP_HOSTS)}`.execute(ctx.services.db);
  return result.rows.map((h) => ({ id: Number(h.id), number_of_vms: Number(h.number_of_vms), name: String(h.name) }));
}

/** VMs with an expiration, soonest first. The soft date precedes the hard one (7360), so it leads when set. */
async function vmsWithExpirationDate(ctx: ActionContext, scope: Scope) {
  const result = await sql<{ id: unknown; name: unknown; expiration_soft: unknown; expiration_hard: unknown }>`
    SELECT v.id AS id, v.name AS name, v.expiration_soft AS expiration_soft, v.expiration_hard AS expiration_hard
    FROM vms v
    WHERE (v.expiration_soft IS NOT NULL OR v.expiration_hard IS NOT NULL)${scope('v')}
    ORDER BY COALESCE(v.expiration_soft, v.expiration_hard) ASC, v.id ASC
    LIMIT ${sql.lit(EXPIRING_VMS)}`.execute(ctx.services.db);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const now = Date.now();
  return result.rows.map((v) => {
    const soonest = text(v.expiration_soft) ?? text(v.expiration_hard)!;
    const { days, hours, minutes, seconds } = timeLeft(soonest, now);
    return {
      id: Number(v.id),
      name: String(v.name),
      expiration_soft: text(v.expiration_soft),
      expiration_hard: text(v.expiration_hard),
      remaining_time: { days, hours, minutes, seconds },
    };
  });
}

export async function statistics(ctx: ActionContext): Promise<ActionResult> {
  const { caller, services } = ctx;
  // `fields` names the figures to compute (catalog object `statistic`); with none named, ctx.fields is
  // every figure. Either way only those the caller holds the ACL of are answered.
  const asked = new Set(ctx.fields);
  const may = (acl: string, name: string) => asked.has(name) && holds(caller, [acl], services.aclNames);
  const scope: Scope = (alias) => (caller.isSuper ? sql`` : sql` AND ${sql.ref(`${alias}.tenant_id`)} = ${caller.tenantId}`);
  const [counts, top, expiring] = await Promise.all([
    counters(ctx, scope, COUNTERS.filter((c) => may(c.acl, c.name))),
    may(TOP_HOSTS_ACL, 'top_populated_hosts') ? topPopulatedHosts(ctx, scope) : undefined,
    may(EXPIRING_ACL, 'vms_with_expiration_date') ? vmsWithExpirationDate(ctx, scope) : undefined,
  ]);
  const extra: Record<string, unknown> = { ...counts };
  if (top) extra.top_populated_hosts = top;
  if (expiring) extra.vms_with_expiration_date = expiring;
  return { extra };
}
