// Roles linked to records through a link table, as id → name objects (an administrator's `roles`,
// a role's inherited `roles`); an empty object when none (generated/docs/roles.md, generated/docs/administrators.md). In the `qvd` client profile
// (docs/decisions.md "Client profiles") a role's inherited roles are id → {name, internal}, as the
// original console and CLI read them; an administrator's stay id → name there too.
import type { ActionContext } from '../contract/context.js';

interface Link {
  table: 'admin_roles' | 'role_roles';
  owner: 'admin_id' | 'role_id';
  role: 'role_id' | 'inherited_role_id';
  /** The qvd profile's shape: id → {name, internal}. */
  detailedForClients: boolean;
}

function linkedRoles(link: Link) {
  return async (ctx: ActionContext, ids: number[]): Promise<Map<number, unknown>> => {
    const rows = await ctx.services.db
      .selectFrom(`${link.table} as l`)
      .innerJoin('roles as r', 'r.id', `l.${link.role}`)
      .select([`l.${link.owner} as owner`, 'r.id', 'r.name', 'r.internal'])
      .where(`l.${link.owner}`, 'in', ids)
      .orderBy('r.id')
      .execute();
    const detailed = link.detailedForClients && ctx.services.settings.clientProfile === 'qvd';
    const out = new Map<number, Record<string, unknown>>(ids.map((id) => [id, {}]));
    for (const row of rows) {
      out.get(Number(row.owner))![String(row.id)] = detailed ? { name: String(row.name), internal: Number(row.internal) } : String(row.name);
    }
    return out;
  };
}

export const adminRoles = linkedRoles({ table: 'admin_roles', owner: 'admin_id', role: 'role_id', detailedForClients: false });
export const roleRoles = linkedRoles({ table: 'role_roles', owner: 'role_id', role: 'inherited_role_id', detailedForClients: true });
