// Loads the role graph from the database: every role's own ACL links and inherited roles. The graph
// is small (tens to a few thousand roles) and cached per authorization generation (see meta table).
import type { Kysely } from 'kysely';
import type { RoleGraph, RoleLinks } from './effective.js';

export async function loadRoleGraph(db: Kysely<any>): Promise<Map<number, RoleLinks>> {
  const graph = new Map<number, RoleLinks>();
  const get = (id: number): RoleLinks => {
    let links = graph.get(id);
    if (!links) graph.set(id, (links = { positive: new Set(), negative: new Set(), inherits: [] }));
    return links;
  };
  const roles = await db.selectFrom('roles').select('id').execute();
  for (const r of roles) get(Number(r.id));
  const acls = await db
    .selectFrom('role_acls as ra')
    .innerJoin('acls as a', 'a.id', 'ra.acl_id')
    .select(['ra.role_id', 'ra.positive', 'a.name'])
    .execute();
  for (const row of acls) {
    const links = get(Number(row.role_id));
    (Number(row.positive) ? links.positive : links.negative).add(row.name as string);
  }
  const inherits = await db.selectFrom('role_roles').select(['role_id', 'inherited_role_id']).execute();
  for (const row of inherits) get(Number(row.role_id)).inherits.push(Number(row.inherited_role_id));
  for (const links of graph.values()) links.inherits.sort((a, b) => a - b);
  return graph;
}

export type { RoleGraph };
