// ACL checks of one call (docs/decisions.md "Authorization", generated/docs/guides/fields.md): the action (any-of) → 4210, then every
// token used in filters → 4220, fields → 4250, order_by → 4260 and arguments → 4230.
import { compileAnyOf, type AclNames, type Requirement } from '../acl/requirement.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionMeta, ObjectMeta, TokenMeta } from '../support/registry-types.js';
import type { Caller } from '../contract/context.js';

const compiled = new Map<string, Requirement>();
/**
 * The same, by the list itself: the catalog's lists are fixed arrays, asked for on every request (one per
 * field of a default field list), and joining each into its key cost more than the check. Per AclNames,
 * since a list compiles against the names it is given.
 */
const byList = new WeakMap<AclNames, WeakMap<readonly string[], Requirement>>();

/** Compiled any-of requirement for a list of ACL names (memoised: the lists come from the catalog). */
export function requirementOf(names: readonly string[], aclNames: AclNames): Requirement {
  let lists = byList.get(aclNames);
  if (!lists) byList.set(aclNames, (lists = new WeakMap()));
  let req = lists.get(names);
  if (req) return req;
  const key = names.join('\n');
  req = compiled.get(key);
  if (!req) compiled.set(key, (req = compileAnyOf(names, aclNames)));
  // a list is compiled once and must not change afterwards: the catalog's are frozen or never written
  lists.set(names, req);
  return req;
}

export function holds(caller: Caller, names: readonly string[], aclNames: AclNames): boolean {
  return requirementOf(names, aclNames)(caller.acls);
}

/**
 * additional_info of a refusal: what is needed, and, for a request made with an API token, that the token
 * lacks it, and whether its owner would have it (so a refused script is not a mystery).
 */
function refusal(caller: Caller, text: string, names: readonly string[], aclNames: AclNames): string {
  const token = caller.apiToken;
  if (!token) return text;
  const ownerHolds = names.length > 0 && requirementOf(names, aclNames)(token.ownerAcls);
  return ownerHolds
    ? `${text} - the API token ${token.name} does not include it (its owner holds it: api_token_update can add it)`
    : `${text} - the API token ${token.name} lacks it, and so does its owner`;
}

export function canSee(caller: Caller, token: TokenMeta, aclNames: AclNames): boolean {
  return token.see.length === 0 || holds(caller, token.see, aclNames);
}

/**
 * Filtering by a token needs what seeing it needs, or one of its `.filter.` spellings (generated/docs/guides/fields.md). A
 * token anyone may see (no `see` ACLs, e.g. name) may be filtered by anyone.
 */
export function canFilter(caller: Caller, token: TokenMeta, aclNames: AclNames): boolean {
  if (token.see.length === 0) return true;
  return holds(caller, filterAclsOf(token), aclNames);
}

/** A token's `see` and `.filter.` ACLs as one list, made once per token (requirementOf keeps its check by the list). */
const filterAcls = new WeakMap<TokenMeta, readonly string[]>();
function filterAclsOf(token: TokenMeta): readonly string[] {
  let list = filterAcls.get(token);
  if (!list) filterAcls.set(token, (list = [...token.see, ...token.filter]));
  return list;
}

export function authorizeAction(caller: Caller, action: ActionMeta, aclNames: AclNames): void {
  // what guards the owner's credentials (its tokens, its second factor) is changed from a session only: a
  // stolen token must not mint a token that outlives its revocation, nor take the second factor over
  if (action.sessionsOnly && caller.apiToken) {
    throw new ApiError(4210, `An API token cannot call ${action.name} (this request used ${caller.apiToken.name}): call it from a session`);
  }
  if (holds(caller, action.acls, aclNames)) return;
  if (caller.secondFactorMissing) {
    throw new ApiError(4210, 'Two-factor authentication is required for this administrator: enrol first (myadmin_second_factor_enrol, then myadmin_second_factor_confirm)');
  }
  throw new ApiError(4210, refusal(caller, `Needs one of: ${action.acls.join(', ')}`, action.acls, aclNames));
}

export function authorizeFilters(caller: Caller, object: ObjectMeta | undefined, used: Iterable<string>, aclNames: AclNames): void {
  for (const name of used) {
    if (name === 'tenant_id' && !caller.isSuper) throw new ApiError(4220, 'Only superadministrators filter by tenant_id');
    const token = object?.tokens[name];
    if (token && !canFilter(caller, token, aclNames)) throw new ApiError(4220, refusal(caller, `Forbidden filter: ${name}`, [...token.see, ...token.filter], aclNames));
  }
}

/** Fields of the answer: the requested ones (each must be visible → 4250) or every visible default. */
export function authorizeFields(
  caller: Caller,
  action: ActionMeta,
  object: ObjectMeta | undefined,
  requested: string[] | undefined,
  aclNames: AclNames,
): string[] {
  if (!object) return requested ?? [...action.defaultFields];
  if (requested) {
    for (const name of requested) {
      const token = object.tokens[name];
      if (token && !canSee(caller, token, aclNames)) throw new ApiError(4250, refusal(caller, `Forbidden field: ${name}`, token.see, aclNames));
    }
    return requested;
  }
  return action.defaultFields.filter((name) => {
    const token = object.tokens[name];
    return !token || canSee(caller, token, aclNames);
  });
}

export function authorizeOrder(caller: Caller, object: ObjectMeta | undefined, tokens: string[], aclNames: AclNames): void {
  for (const name of tokens) {
    const token = object?.tokens[name];
    if (token && !canSee(caller, token, aclNames)) throw new ApiError(4260, refusal(caller, `Forbidden order field: ${name}`, token.see, aclNames));
  }
}

export function authorizeArguments(caller: Caller, action: ActionMeta, args: Record<string, unknown>, aclNames: AclNames): void {
  for (const name of Object.keys(args)) {
    if (name === 'tenant_id' && !caller.isSuper) throw new ApiError(4230, 'Only superadministrators choose the tenant');
    const meta = action.arguments[name];
    if (meta && meta.acls.length && !holds(caller, meta.acls, aclNames)) {
      throw new ApiError(4230, refusal(caller, `Forbidden argument: ${name}`, meta.acls, aclNames));
    }
  }
}

/** An update, delete or exec selecting several records needs the massive ACLs (docs/decisions.md "Authorization") → 4240. */
export function authorizeMassive(
  caller: Caller,
  action: ActionMeta,
  object: ObjectMeta,
  args: Record<string, unknown>,
  aclNames: AclNames,
): void {
  if (action.kind === 'exec') {
    if (!action.massiveAcls.length || !holds(caller, action.massiveAcls, aclNames)) {
      throw new ApiError(4240, refusal(caller, `${action.name} on several records needs: ${action.massiveAcls.join(', ') || 'no ACL allows it'}`, action.massiveAcls, aclNames));
    }
    return;
  }
  if (action.kind === 'delete') {
    if (!object.deleteMassive.length || !holds(caller, object.deleteMassive, aclNames)) {
      throw new ApiError(4240, refusal(caller, `Deleting several records needs: ${object.deleteMassive.join(', ') || 'no ACL allows it'}`, object.deleteMassive, aclNames));
    }
    return;
  }
  for (const name of Object.keys(args)) {
    const meta = action.arguments[name];
    if (!meta) continue;
    if (!meta.massiveAcls.length || !holds(caller, meta.massiveAcls, aclNames)) {
      throw new ApiError(4240, refusal(caller, `Changing ${name} on several records needs: ${meta.massiveAcls.join(', ') || 'no ACL allows it'}`, meta.massiveAcls, aclNames));
    }
  }
}
