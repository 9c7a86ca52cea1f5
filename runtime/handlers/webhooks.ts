// The webhook_* actions that write (catalog/actions/webhooks.yaml, docs/decisions.md "Webhooks"); the lists
// are the generic list kind. A subscription belongs to the tenant of the administrator who makes it (0
// for a superadministrator, whose subscriptions hear every tenant unless filter_tenant_id names one) and
// to that administrator, as whom its events show records; whoever changes it becomes its owner. Every
// change is told to every process (WEBHOOKS_CHANGED), whose in-memory subscriptions are read again, and
// whose workers look for work.
import { sql, type RawBuilder } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { isUniqueViolation } from '../db/errors.js';
import { scopeCondition, SUPER_TENANT } from '../contract/scope.js';
import { filterToSql } from '../query/filter-sql.js';
import { addressPolicy } from '../images/address-policy.js';
import { nowDate } from '../support/time.js';
import { flagValue } from '../support/flag-value.js';
import { eventKindsArgument, objectKindsArgument, PING_KIND } from '../webhooks/event-kinds.js';
import { targetUrl } from '../webhooks/target-url.js';
import { givenWebhookSecret, newWebhookSecret, sealWebhookSecret } from '../webhooks/webhook-secret.js';
import { WEBHOOKS_CHANGED } from '../webhooks/subscription-cache.js';
import { newEventId } from '../webhooks/webhook-events.js';
import type { ActionContext, ActionResult } from '../contract/context.js';

/** Subscriptions one tenant may hold (7040 past it): each costs every matching event a row. */
const MAX_PER_TENANT = 100;

function changed(ctx: ActionContext): void {
  ctx.services.events.publish({ channel: WEBHOOKS_CHANGED, tenantId: null });
}

function policyOf(ctx: ActionContext) {
  return addressPolicy(ctx.services.settings.webhookAllow);
}

function nameOf(value: unknown): string {
  const name = String(value ?? '').trim();
  if (!name) throw new ApiError(6330, 'name: a subscription needs a name');
  return name;
}

function flag(value: unknown, argument: string): number {
  const flagged = flagValue(value);
  if (flagged === undefined) throw new ApiError(6330, `${argument}: 0 or 1`);
  return flagged ? 1 : 0;
}

/** filter_tenant_id: a superadministrator's choice of one tenant (that exists), null every tenant; nobody else's. */
async function filterTenant(ctx: ActionContext, value: unknown): Promise<number | null> {
  if (value === null) return null;
  if (!ctx.caller.isSuper) throw new ApiError(4230, 'Forbidden argument: filter_tenant_id - a tenant administrator\'s subscriptions hear its own tenant only');
  const id = Number(value);
  if (!Number.isInteger(id)) throw new ApiError(6330, 'filter_tenant_id must be an integer');
  if (!(await ctx.services.db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst())) throw new ApiError(7110, `No tenant ${id}`);
  return id;
}

function secretOf(value: unknown): string {
  return value === undefined ? newWebhookSecret() : givenWebhookSecret(value);
}

export async function webhookCreate(ctx: ActionContext): Promise<ActionResult> {
  const { args, caller, services } = ctx;
  const name = nameOf(args.name);
  const url = targetUrl(args.url, policyOf(ctx));
  const kinds = eventKindsArgument(args.kinds);
  const objectKinds = args.object_kinds === undefined ? null : objectKindsArgument(args.object_kinds);
  const filterTenantId = args.filter_tenant_id === undefined ? null : await filterTenant(ctx, args.filter_tenant_id);
  const enabled = args.enabled === undefined ? 1 : flag(args.enabled, 'enabled');
  const secret = secretOf(args.secret);
  const tenantId = caller.isSuper ? SUPER_TENANT : caller.tenantId;
  const held = await services.db.selectFrom('webhooks').select(sql<number>`COUNT(*)`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (Number(held?.n ?? 0) >= MAX_PER_TENANT) throw new ApiError(7040, `The tenant holds ${MAX_PER_TENANT} subscriptions already`);
  if (await services.db.selectFrom('webhooks').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst()) {
    throw new ApiError(7200, `A subscription named ${name} exists already`);
  }
  let id: number;
  try {
    const inserted = await services.db
      .insertInto('webhooks')
      .values({
        tenant_id: tenantId,
        admin_id: caller.adminId,
        name,
        url,
        kinds: JSON.stringify(kinds),
        filter_tenant_id: filterTenantId,
        object_kinds: objectKinds === null ? null : JSON.stringify(objectKinds),
        secret: sealWebhookSecret(services.settings, secret),
        enabled,
        failures: 0,
        api_token_id: caller.apiToken?.id ?? null,
        api_token: caller.apiToken?.name ?? null,
        creation_date: nowDate(),
        creation_admin_id: caller.adminId,
        creation_admin_name: caller.adminName,
      })
      .executeTakeFirstOrThrow();
    id = Number(inserted.insertId ?? 0);
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(7200, `A subscription named ${name} exists already`);
    throw e;
  }
  if (!id) id = Number((await services.db.selectFrom('webhooks').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirstOrThrow()).id);
  changed(ctx);
  return { rows: [{ id, name, url, kinds, secret }], total: 1, objectId: id, objectName: name };
}

interface Target {
  id: number;
  name: string;
  tenant_id: number;
}

/** The records of `table` (alias `alias`) the filters select within the caller's tenant scope. */
async function targets(ctx: ActionContext, table: string, alias: string, nameColumn: string): Promise<Target[]> {
  const object = ctx.object!;
  const conditions: RawBuilder<boolean>[] = scopeCondition(ctx.caller, object, 'write');
  conditions.push(filterToSql(ctx.filter.root, (t) => object.tokens[t], ctx.services.dialect));
  const result = await sql<Target>`SELECT ${sql.ref(`${alias}.id`)} AS id, ${sql.raw(nameColumn)} AS name, ${sql.ref(`${alias}.tenant_id`)} AS tenant_id
    FROM ${sql.table(table)} ${sql.raw(alias)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.ref(`${alias}.id`)}`.execute(ctx.services.db);
  return result.rows.map((r) => ({ id: Number(r.id), name: String(r.name), tenant_id: Number(r.tenant_id) }));
}

export async function webhookUpdate(ctx: ActionContext): Promise<ActionResult> {
  const { args, services } = ctx;
  const selected = await targets(ctx, 'webhooks', 'wh', 'wh.name');
  if (!selected.length) throw new ApiError(1300);
  const values: Record<string, unknown> = {};
  if ('name' in args) values.name = nameOf(args.name);
  if ('url' in args) values.url = targetUrl(args.url, policyOf(ctx));
  if ('kinds' in args) values.kinds = JSON.stringify(eventKindsArgument(args.kinds));
  if ('object_kinds' in args) {
    const kinds = objectKindsArgument(args.object_kinds);
    values.object_kinds = kinds === null ? null : JSON.stringify(kinds);
  }
  if ('filter_tenant_id' in args) values.filter_tenant_id = await filterTenant(ctx, args.filter_tenant_id);
  if ('enabled' in args) {
    values.enabled = flag(args.enabled, 'enabled');
    // enabled again: a paused subscription resumes, its queued deliveries sent from where they stopped
    if (values.enabled === 1) Object.assign(values, { paused_reason: null, paused_at: null, failures: 0 });
  }
  const rotate = 'rotate_secret' in args && flag(args.rotate_secret, 'rotate_secret') === 1;
  if ('secret' in args && rotate) throw new ApiError(6330, 'secret and rotate_secret: give one or the other');
  const given = 'secret' in args ? givenWebhookSecret(args.secret) : undefined;
  if (values.name !== undefined && selected.length > 1) throw new ApiError(7200, 'Several subscriptions cannot take one name');
  const rows: { id: number; secret?: string }[] = [];
  // whoever changes a subscription becomes its owner: its events show from then on what the caller (and
  // its token) may see, never what a more privileged maker could, sent to an address the caller chose
  const owner = { admin_id: ctx.caller.adminId, api_token_id: ctx.caller.apiToken?.id ?? null, api_token: ctx.caller.apiToken?.name ?? null };
  try {
    await services.db.transaction().execute(async (trx) => {
      for (const target of selected) {
        const secret = given ?? (rotate ? newWebhookSecret() : undefined);
        const set = secret === undefined ? { ...values, ...owner } : { ...values, ...owner, secret: sealWebhookSecret(services.settings, secret) };
        const before = await trx.selectFrom('webhooks').select(['admin_id', 'api_token_id']).where('id', '=', target.id).executeTakeFirst();
        await trx.updateTable('webhooks').set(set).where('id', '=', target.id).execute();
        if (before && (Number(before.admin_id) !== owner.admin_id || (before.api_token_id === null ? null : Number(before.api_token_id)) !== owner.api_token_id)) {
          // bodies built for the former owner are built again, for the new one, at their next attempt
          await trx.updateTable('webhook_deliveries').set({ body: null }).where('webhook_id', '=', target.id).execute();
        }
        rows.push(secret === undefined ? { id: target.id } : { id: target.id, secret });
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(7200, `A subscription named ${String(values.name)} exists already`);
    throw e;
  }
  changed(ctx);
  const first = selected[0]!;
  return { rows, total: selected.length, objectId: first.id, objectName: (values.name as string | undefined) ?? first.name };
}

export async function webhookDelete(ctx: ActionContext): Promise<ActionResult> {
  const selected = await targets(ctx, 'webhooks', 'wh', 'wh.name');
  if (!selected.length) throw new ApiError(1300);
  const ids = selected.map((t) => t.id);
  await ctx.services.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('webhook_id', 'in', ids).execute();
    await trx.deleteFrom('webhooks').where('id', 'in', ids).execute();
  });
  changed(ctx);
  const first = selected[0]!;
  return { rows: [], total: selected.length, objectId: first.id, objectName: first.name };
}

/** A ping for each subscription selected: a delivery like any other, with no object and no record. */
export async function webhookTest(ctx: ActionContext): Promise<ActionResult> {
  const selected = await targets(ctx, 'webhooks', 'wh', 'wh.name');
  if (!selected.length) throw new ApiError(1300);
  const now = Date.now();
  const date = nowDate(new Date(now));
  const rows: { id: number; webhook_id: number }[] = [];
  for (const target of selected) {
    const inserted = await ctx.services.db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: target.id,
        tenant_id: target.tenant_id,
        event_id: newEventId(),
        event_kind: PING_KIND,
        event_time: date,
        event_tenant_id: null,
        actor_id: ctx.caller.adminId,
        actor_name: ctx.caller.adminName,
        actor_token: ctx.caller.apiToken?.name ?? null,
        state: 'pending',
        attempts: 0,
        next_at: now,
        next_attempt_at: date,
        created_at: date,
      })
      .executeTakeFirstOrThrow();
    rows.push({ id: Number(inserted.insertId), webhook_id: target.id });
  }
  changed(ctx);
  const first = selected[0]!;
  return { rows, total: rows.length, objectId: first.id, objectName: first.name };
}

/** Each delivery selected, again: a new delivery of the same event (same id, same body once it has one), due now. */
export async function webhookRedeliver(ctx: ActionContext): Promise<ActionResult> {
  const selected = await targets(ctx, 'webhook_deliveries', 'whd', 'whd.event_id');
  if (!selected.length) throw new ApiError(1300);
  const now = Date.now();
  const date = nowDate(new Date(now));
  const rows: { id: number; redelivery_of: number }[] = [];
  for (const target of selected) {
    const original = await ctx.services.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', target.id).executeTakeFirst();
    if (!original) continue; // its subscription was deleted meanwhile
    const inserted = await ctx.services.db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: original.webhook_id,
        tenant_id: original.tenant_id,
        event_id: original.event_id,
        event_kind: original.event_kind,
        event_time: original.event_time,
        event_tenant_id: original.event_tenant_id,
        object_kind: original.object_kind,
        object_id: original.object_id,
        object_name: original.object_name,
        object_key: original.object_key,
        actor_id: original.actor_id,
        actor_name: original.actor_name,
        actor_token: original.actor_token,
        facts: original.facts,
        body: original.body,
        state: 'pending',
        attempts: 0,
        next_at: now,
        next_attempt_at: date,
        redelivery_of: target.id,
        created_at: date,
      })
      .executeTakeFirstOrThrow();
    rows.push({ id: Number(inserted.insertId), redelivery_of: target.id });
  }
  if (!rows.length) throw new ApiError(1300);
  changed(ctx);
  return { rows, total: rows.length, objectId: rows[0]!.id, objectName: null };
}
