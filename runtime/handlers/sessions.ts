// session_get_list and session_delete (catalog/actions/sessions.yaml): an administrator's open sessions,
// as it sees them - when each began and was last seen, from where, how it logged in, which one is the
// request's own - and ending them. Its own need no ACL; administrator.session.see and
// administrator.session.end reach the other administrators' of its tenant (a superadministrator's: every
// tenant). A session is named by its `public_id`, never by its sid nor the sid's hash.
//
// The rows are few (open sessions of one tenant, expired ones purged), so the list is filtered, ordered
// and paged in memory with the semantics of every list (memory-list.ts).
import { sql } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { holds } from '../auth/authorize.js';
import { sessionKey } from '../auth/sessions.js';
import { compileFilter, type Row } from '../query/filter-eval.js';
import { nowDate } from '../support/time.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { listInMemory } from './memory-list.js';

interface SessionRow {
  sid: string;
  public_id: string | null;
  admin_id: number;
  admin_name: string;
  tenant_id: number;
  tenant_name: string;
  created_at: number | null;
  last_seen_at: number | null;
  expires_at: number;
  address: string | null;
  method: string | null;
}

function dateOf(seconds: number | null): string | null {
  return seconds === null || seconds === undefined ? null : nowDate(new Date(Number(seconds) * 1000));
}

/** Open sessions the caller reaches: its own, or with `othersAcl` every one of its tenant (all, for a superadministrator). */
async function reachable(ctx: ActionContext, othersAcl: string): Promise<{ row: Row; key: string }[]> {
  const { caller } = ctx;
  const others = holds(caller, [othersAcl], ctx.services.aclNames);
  const now = Math.floor(Date.now() / 1000);
  const conditions = [sql<boolean>`s.expires_at > ${now}`];
  if (!others && caller.apiToken?.delegated) {
    // its maker holds the secret: the owner's sessions are another administrator's to it
    throw new ApiError(4210, `Needs ${othersAcl}: the API token ${caller.apiToken.name} was made by another administrator than its owner`);
  }
  if (!others) conditions.push(sql<boolean>`s.admin_id = ${caller.adminId}`);
  else if (!caller.isSuper) conditions.push(sql<boolean>`a.tenant_id = ${caller.tenantId}`);
  const result = await sql<SessionRow>`SELECT s.sid AS sid, s.public_id AS public_id, s.admin_id AS admin_id, a.name AS admin_name,
    a.tenant_id AS tenant_id, t.name AS tenant_name, s.created_at AS created_at, s.last_seen_at AS last_seen_at,
    s.expires_at AS expires_at, s.address AS address, s.method AS method
    FROM sessions s JOIN admins a ON a.id = s.admin_id JOIN tenants t ON t.id = a.tenant_id
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(ctx.services.db);
  const current = caller.sid ? sessionKey(caller.sid) : undefined;
  return result.rows.map((r) => ({
    key: r.sid,
    row: {
      id: r.public_id,
      admin_id: Number(r.admin_id),
      admin_name: r.admin_name,
      tenant_id: Number(r.tenant_id),
      tenant_name: r.tenant_name,
      creation_date: dateOf(r.created_at),
      last_seen_date: dateOf(r.last_seen_at),
      expiration_date: dateOf(r.expires_at),
      address: r.address,
      method: r.method ?? 'password',
      current: r.sid === current ? 1 : 0,
    },
  }));
}

export async function sessionList(ctx: ActionContext): Promise<ActionResult> {
  const rows = await reachable(ctx, 'administrator.session.see');
  return listInMemory(
    ctx,
    rows.map((r) => r.row),
    { defaultOrder: [{ token: 'creation_date', desc: false }], tieBreak: ['id'] },
  );
}

/** Ends the selected sessions: their next request answers 3200, their live sockets end within a second. */
export async function sessionEnd(ctx: ActionContext): Promise<ActionResult> {
  const matches = compileFilter(ctx.filter.root);
  const selected = (await reachable(ctx, 'administrator.session.end')).filter((r) => matches(r.row));
  if (!selected.length) throw new ApiError(1300);
  await ctx.services.db.deleteFrom('sessions').where('sid', 'in', selected.map((r) => r.key)).execute();
  const first = selected[0]!.row;
  return { rows: [], total: selected.length, objectId: null, objectName: String(first.id) };
}
