// The joins one statement needs (docs/decisions.md "To-one joins"): those its tokens, the object's and
// the action's conditions read, as the generator listed them (generated/queries.ts), and every join not
// known to be to-one. A to-one LEFT JOIN cannot change the number of rows, so leaving out one that no
// part of the statement reads changes nothing in the answer; the page's `total` then counts the base
// table alone unless a condition reads a joined column.
import { actionJoins, type ActionName, type ObjectQueries } from '../../generated/registry.js';
import type { ActionMeta } from '../support/registry-types.js';
import type { Caller } from '../contract/context.js';
import type { FilterNode } from '../query/filter-ast.js';

/** Tokens a filter tree compares. */
export function filterTokens(node: FilterNode, into: string[] = []): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const item of node.items) filterTokens(item, into);
      break;
    case 'not':
      filterTokens(node.item, into);
      break;
    default:
      into.push(node.token);
  }
  return into;
}

/**
 * Join aliases for a statement reading `tokens` under the object's, the action's and the caller's
 * conditions; undefined (every join) when a token is not one the generator knows (a custom property
 * token, whose SQL is built per request).
 */
export function neededJoins(queries: ObjectQueries, action: ActionMeta, caller: Caller, tokens: Iterable<string>): Set<string> | undefined {
  const joins = queries.joins;
  const needed = new Set<string>(joins.always);
  for (const a of joins.where) needed.add(a);
  const own = Object.hasOwn(actionJoins, action.name) ? actionJoins[action.name as ActionName] : undefined;
  if (own) {
    for (const a of own.where) needed.add(a);
    if (!caller.isSuper) for (const a of own.tenantAdminWhere) needed.add(a);
  }
  for (const token of tokens) {
    const of = Object.hasOwn(joins.tokens, token) ? joins.tokens[token] : undefined;
    if (!of) return undefined;
    for (const a of of) needed.add(a);
  }
  return needed;
}
