// Effective ACLs (docs/decisions.md "Authorization"): a role holds its own positive ACLs plus the effective ACLs of every
// role it inherits, minus its own deny list; an administrator holds the union over their roles.

export interface RoleLinks {
  positive: Set<string>;
  negative: Set<string>;
  inherits: number[];
}

export type RoleGraph = ReadonlyMap<number, RoleLinks>;

export function effectiveOfRole(roleId: number, graph: RoleGraph, memo = new Map<number, Set<string>>()): Set<string> {
  const known = memo.get(roleId);
  if (known) return known;
  const result = new Set<string>();
  memo.set(roleId, result); // a cycle (refused on write, 7350) can then never loop forever
  const links = graph.get(roleId);
  if (!links) return result;
  for (const parent of links.inherits) for (const acl of effectiveOfRole(parent, graph, memo)) result.add(acl);
  for (const acl of links.positive) result.add(acl);
  for (const acl of links.negative) result.delete(acl);
  return result;
}

export function effectiveOfRoles(roleIds: readonly number[], graph: RoleGraph): Set<string> {
  const memo = new Map<number, Set<string>>();
  const result = new Set<string>();
  for (const id of roleIds) for (const acl of effectiveOfRole(id, graph, memo)) result.add(acl);
  return result;
}

/** Roles reachable from `start` by inheritance, `start` included. */
export function inheritedClosure(start: readonly number[], graph: RoleGraph): Set<number> {
  const seen = new Set<number>();
  const stack = [...start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const parent of graph.get(id)?.inherits ?? []) stack.push(parent);
  }
  return seen;
}

/** True when making `roleId` inherit `parentId` would create a cycle. */
export function wouldCycle(roleId: number, parentId: number, graph: RoleGraph): boolean {
  return roleId === parentId || inheritedClosure([parentId], graph).has(roleId);
}
