// acl_get_list, get_acls_in_roles, get_acls_in_admins, acl_tiny_list: the ACL catalog seen from a
// subject (acl-subject.ts). Rows are computed in memory (a few hundred ACLs), then filtered, ordered
// and paged with the same semantics as SQL lists (memory-list.ts).
import type { Row } from '../query/filter-eval.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { aclSubject } from './acl-subject.js';
import { listInMemory } from './memory-list.js';

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

async function listAcls(ctx: ActionContext, heldOnly: boolean): Promise<ActionResult> {
  const subject = await aclSubject(ctx);
  const roleNames = new Map<number, string>();
  const names = await ctx.services.db.selectFrom('roles').select(['id', 'name']).where('id', 'in', [...subject.roles, -999]).execute();
  for (const r of names) roleNames.set(Number(r.id), String(r.name));
  const grantedBy = new Map<string, Record<string, string>>();
  // ACLs a role of the subject denies are links too: the held lists show them even when nothing grants them
  const denied = new Set<string>();
  for (const roleId of [...subject.roles].sort((a, b) => a - b)) {
    for (const acl of subject.graph.get(roleId)?.negative ?? []) denied.add(acl);
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
    if (heldOnly && !operative && Object.keys(roles).length === 0 && !denied.has(acl.name)) continue;
    rows.push({ ...acl, acl_name: acl.name, roles, operative, admin_id: subject.adminId, role_id: subject.roleId });
  }
  return listInMemory(ctx, rows, { defaultOrder: [{ token: 'id', desc: false }], tieBreak: ['id'] });
}

export const aclList = (ctx: ActionContext) => listAcls(ctx, false);
// The original server answered every ACL here, each with `operative` for the subject, and its console
// draws a role's unchecked boxes from those rows: so in the `qvd` profile (docs/decisions.md "Client profiles")
export const aclListHeld = (ctx: ActionContext) => listAcls(ctx, ctx.services.settings.clientProfile !== 'qvd');
