// acl_get_list, get_acls_in_roles, get_acls_in_admins, acl_tiny_list: the ACL catalog seen from a
// subject (acl-subject.ts). Rows are computed in memory (a few hundred ACLs), then filtered, ordered
// and paged with the same semantics as SQL lists.
import { evaluate, type Row } from '../query/filter-eval.js';
import type { ActionContext, ActionResult } from '../pipeline/context.js';
import { aclSubject } from './acl-subject.js';

interface AclRow {
  id: number;
  name: string;
  description: string;
}

let aclRows: Promise<AclRow[]> | undefined;

/** The ACL table never changes while the server runs (bootstrap writes it before listening). */
export function allAcls(ctx: ActionContext): Promise<AclRow[]> {
  if (!aclRows) {
    aclRows = ctx.services.db
      .selectFrom('acls')
      .select(['id', 'name', 'description'])
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ id: Number(r.id), name: String(r.name), description: String(r.description) })));
    aclRows.catch(() => (aclRows = undefined));
  }
  return aclRows;
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

async function listAcls(ctx: ActionContext, heldOnly: boolean): Promise<ActionResult> {
  const subject = await aclSubject(ctx);
  const roleNames = new Map<number, string>();
  const names = await ctx.services.db.selectFrom('roles').select(['id', 'name']).where('id', 'in', [...subject.roles, -999]).execute();
  for (const r of names) roleNames.set(Number(r.id), String(r.name));
  const grantedBy = new Map<string, Record<string, string>>();
  for (const roleId of [...subject.roles].sort((a, b) => a - b)) {
    for (const acl of subject.graph.get(roleId)?.positive ?? []) {
      let entry = grantedBy.get(acl);
      if (!entry) grantedBy.set(acl, (entry = {}));
      entry[String(roleId)] = roleNames.get(roleId) ?? String(roleId);
    }
  }
  const rows: Row[] = [];
  for (const acl of await allAcls(ctx)) {
    const roles = grantedBy.get(acl.name) ?? {};
    const operative = subject.effective.has(acl.name) ? 1 : 0;
    if (heldOnly && !operative && Object.keys(roles).length === 0) continue;
    const row: Row = { ...acl, acl_name: acl.name, roles, operative, admin_id: subject.adminId, role_id: subject.roleId };
    if (evaluate(ctx.filter.root, row)) rows.push(row);
  }
  const order = ctx.order.length ? ctx.order : [{ token: 'id', desc: false }];
  rows.sort((a, b) => {
    for (const o of order) {
      const c = compareValues(a[o.token], b[o.token]);
      if (c) return o.desc ? -c : c;
    }
    return (a.id as number) - (b.id as number);
  });
  const { page, block } = ctx.paging;
  const pageRows = rows.slice((page - 1) * block, page * block).map((row) => {
    const out: Row = {};
    for (const f of ctx.fields) out[f] = row[f];
    return out;
  });
  return { rows: pageRows, total: rows.length };
}

export const aclList = (ctx: ActionContext) => listAcls(ctx, false);
export const aclListHeld = (ctx: ActionContext) => listAcls(ctx, true);
