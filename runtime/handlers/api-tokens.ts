// The api_token_* actions (catalog/actions/api_tokens.yaml, docs/decisions.md "API tokens"). An
// administrator reaches its own tokens with no ACL; administrator.token.see (list, details) and
// administrator.token.manage (create, update, revoke) reach those of the other administrators of its
// tenant (a superadministrator's: of every tenant, by the usual tenant scope).
//
// A token's ACLs are always a subset of what its owner AND the caller hold when they are set: a
// manager cannot hand out, through another administrator's token, an ACL it lacks itself. A request
// made with a token may list and revoke tokens, never create or change one: a stolen token must not be
// able to outlive its own revocation by minting another.
import { sql, type RawBuilder } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { holds } from '../auth/authorize.js';
import { newApiToken, ownerCaller } from '../auth/api-tokens.js';
import { selectRows } from '../executors/select.js';
import { filterToSql } from '../query/filter-sql.js';
import type { FilterNode } from '../query/filter-ast.js';
import { scopeCondition } from '../contract/scope.js';
import { nowDate } from '../support/time.js';
import type { ActionContext, ActionResult, Caller } from '../contract/context.js';
import { retriedTransaction } from '../db/transactions.js';

const SEE_OTHERS = 'administrator.token.see';
const MANAGE_OTHERS = 'administrator.token.manage';

function mayReachOthers(ctx: ActionContext, acl: string): boolean {
  return holds(ctx.caller, [acl], ctx.services.aclNames);
}


/** The list and details: the caller's own tokens, or its tenant's with administrator.token.see. */
export async function apiTokenList(ctx: ActionContext): Promise<ActionResult> {
  if (mayReachOthers(ctx, SEE_OTHERS)) return selectRows(ctx);
  const own: FilterNode = { kind: 'cmp', token: 'admin_id', op: '=', value: ctx.caller.adminId };
  return selectRows({ ...ctx, filter: { ...ctx.filter, root: { kind: 'and', items: [ctx.filter.root, own] } } });
}

/** A date argument as stored, and as the instant the authentication compares (seconds), or null for never. */
function expiration(value: unknown): { date: string | null; at: number | null } {
  if (value === undefined || value === null) return { date: null, at: null };
  const date = String(value);
  const at = Date.parse(`${date}Z`);
  if (!Number.isFinite(at)) throw new ApiError(6330, `expiration_date: ${date.slice(0, 40)} is not a date`);
  if (at <= Date.now()) throw new ApiError(6330, `expiration_date: ${date} has passed already`);
  return { date, at: Math.floor(at / 1000) };
}

/**
 * The ACL list a token gets: `requested` (canonical spellings, each checked), or everything both the owner
 * and the caller hold now. 6360 for a name that is no ACL, 4230 for one either of them lacks.
 */
function tokenAcls(ctx: ActionContext, owner: Caller, requested: unknown): string[] {
  const { aclNames } = ctx.services;
  const allowed = (name: string) => owner.acls.has(name) && ctx.caller.acls.has(name);
  if (requested === undefined) return [...owner.acls].filter(allowed).sort();
  if (!Array.isArray(requested) || requested.some((n) => typeof n !== 'string')) {
    throw new ApiError(6330, 'acls: an array of ACL names');
  }
  const out = new Set<string>();
  for (const given of requested as string[]) {
    const name = aclNames.canonical(given.trim());
    if (!aclNames.isDefined(name)) throw new ApiError(6360, `acls: ${given.slice(0, 128)} is no ACL`);
    if (!owner.acls.has(name)) throw new ApiError(4230, `acls: the owner of the token does not hold ${name}`);
    if (!ctx.caller.acls.has(name)) throw new ApiError(4230, `acls: ${name} cannot be given by an administrator who does not hold it`);
    out.add(name);
  }
  return [...out].sort();
}

function tokenName(value: unknown): string {
  const name = String(value ?? '').trim();
  if (!name) throw new ApiError(6330, 'name: a token needs a name');
  return name;
}

async function nameTaken(ctx: ActionContext, adminId: number, name: string, except?: number): Promise<boolean> {
  let query = ctx.services.db.selectFrom('api_tokens').select('id').where('admin_id', '=', adminId).where('name', '=', name);
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The owner a create names (admin_id; default the caller): another administrator needs administrator.token.manage and the caller's reach. */
async function ownerOf(ctx: ActionContext, given: unknown): Promise<Caller> {
  const { caller } = ctx;
  if (given === undefined || given === null || Number(given) === caller.adminId) return ownerCaller(ctx.services, caller.adminId);
  if (!mayReachOthers(ctx, MANAGE_OTHERS)) {
    throw new ApiError(4230, `Forbidden argument: admin_id - tokens of other administrators need ${MANAGE_OTHERS}`);
  }
  const adminId = Number(given);
  if (!Number.isInteger(adminId)) throw new ApiError(6330, 'admin_id must be an integer');
  let query = ctx.services.db.selectFrom('admins').select('id').where('id', '=', adminId);
  if (!caller.isSuper) query = query.where('tenant_id', '=', caller.tenantId);
  if (!(await query.executeTakeFirst())) throw new ApiError(7110, `No administrator ${adminId} in reach`);
  return ownerCaller(ctx.services, adminId);
}

export async function apiTokenCreate(ctx: ActionContext): Promise<ActionResult> {
  const { args, caller } = ctx;
  const owner = await ownerOf(ctx, args.admin_id);
  const name = tokenName(args.name);
  const expires = expiration(args.expiration_date);
  const acls = tokenAcls(ctx, owner, args.acls);
  if (await nameTaken(ctx, owner.adminId, name)) throw new ApiError(7200, `${owner.adminName} already has a token named ${name}`);
  const { secret, key } = newApiToken();
  const inserted = await ctx.services.db
    .insertInto('api_tokens')
    .values({
      admin_id: owner.adminId,
      tenant_id: owner.tenantId,
      name,
      secret_hash: key,
      acls: JSON.stringify(acls),
      expiration_date: expires.date,
      expires_at: expires.at,
      revoked: 0,
      creation_date: nowDate(),
      creation_admin_id: caller.adminId,
      creation_admin_name: caller.adminName,
    })
    .executeTakeFirst();
  let id = Number(inserted.insertId ?? 0);
  if (!id) {
    const row = await ctx.services.db.selectFrom('api_tokens').select('id').where('secret_hash', '=', key).executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  return {
    rows: [{ id, name, admin_id: owner.adminId, acls, expiration_date: expires.date, secret }],
    total: 1,
    objectId: id,
    objectName: name,
  };
}

interface TargetRow {
  id: number;
  admin_id: number;
  name: string;
}

/** The tokens a write's filters select among those the caller may change (its own; its tenant's with administrator.token.manage). */
async function targets(ctx: ActionContext): Promise<TargetRow[]> {
  const object = ctx.object!;
  const conditions: RawBuilder<boolean>[] = scopeCondition(ctx.caller, object, 'write');
  if (!mayReachOthers(ctx, MANAGE_OTHERS)) conditions.push(sql<boolean>`tk.admin_id = ${ctx.caller.adminId}`);
  conditions.push(filterToSql(ctx.filter.root, (t) => object.tokens[t], ctx.services.dialect));
  const result = await sql<TargetRow>`SELECT tk.id AS id, tk.admin_id AS admin_id, tk.name AS name
    FROM api_tokens tk JOIN admins tka ON tka.id = tk.admin_id JOIN tenants tkt ON tkt.id = tk.tenant_id
    WHERE ${sql.join(conditions, sql` AND `)} ORDER BY tk.id`.execute(ctx.services.db);
  return result.rows.map((r) => ({ id: Number(r.id), admin_id: Number(r.admin_id), name: r.name }));
}

export async function apiTokenUpdate(ctx: ActionContext): Promise<ActionResult> {
  const { args } = ctx;
  const selected = await targets(ctx);
  if (!selected.length) throw new ApiError(1300);
  const name = 'name' in args ? tokenName(args.name) : undefined;
  const expires = 'expiration_date' in args ? expiration(args.expiration_date) : undefined;
  const changes: { id: number; values: Record<string, unknown> }[] = [];
  for (const target of selected) {
    const values: Record<string, unknown> = {};
    if (name !== undefined) {
      if (await nameTaken(ctx, target.admin_id, name, target.id)) throw new ApiError(7200, `The owner of token ${target.id} already has a token named ${name}`);
      values.name = name;
    }
    if (expires) Object.assign(values, { expiration_date: expires.date, expires_at: expires.at });
    if ('acls' in args) values.acls = JSON.stringify(tokenAcls(ctx, await ownerCaller(ctx.services, target.admin_id), args.acls));
    if (Object.keys(values).length) changes.push({ id: target.id, values });
  }
  await retriedTransaction(ctx.services.db, async (trx) => {
    for (const change of changes) await trx.updateTable('api_tokens').set(change.values).where('id', '=', change.id).execute();
  });
  const first = selected[0]!;
  return { rows: [], total: selected.length, objectId: first.id, objectName: name ?? first.name };
}

/** Revocation: allowed to a token too (giving up power is always safe); a revoked token stays revoked. */
export async function apiTokenRevoke(ctx: ActionContext): Promise<ActionResult> {
  const selected = await targets(ctx);
  if (!selected.length) throw new ApiError(1300);
  const ids = selected.map((t) => t.id);
  await ctx.services.db
    .updateTable('api_tokens')
    .set({ revoked: 1, revocation_date: nowDate() })
    .where('id', 'in', ids)
    .where('revoked', '=', 0)
    .execute();
  const first = selected[0]!;
  return { rows: [], total: selected.length, objectId: first.id, objectName: first.name };
}

