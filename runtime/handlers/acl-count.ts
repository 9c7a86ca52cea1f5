// number_of_acls_in_role / number_of_acls_in_admin (docs/decisions.md "Authorization"): for each `acl_pattern` (default
// `%`), how many ACLs match and how many of those the subject effectively holds.
import { ApiError } from '../errors/api-error.js';
import { likeMatcher } from '../query/filter-eval.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { allAcls } from './acl-list.js';
import { aclSubject } from './acl-subject.js';

export async function aclCount(ctx: ActionContext): Promise<ActionResult> {
  const subject = await aclSubject(ctx);
  const patterns = (ctx.filter.tokens.get('acl_pattern') ?? ['%']).map((p) => {
    if (typeof p !== 'string') throw new ApiError(6320, 'acl_pattern must be text');
    return p;
  });
  const acls = await allAcls(ctx);
  const extra: Record<string, { total: number; effective: number }> = {};
  for (const pattern of patterns) {
    const matches = likeMatcher(pattern);
    const matching = acls.filter((a) => matches(a.name));
    extra[pattern] = { total: matching.length, effective: matching.filter((a) => subject.effective.has(a.name)).length };
  }
  return { extra };
}
