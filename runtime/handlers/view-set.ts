// tenant_property_view_set, tenant_attribute_view_set, admin_property_view_set, admin_attribute_view_set
// (generated/docs/views.md, docs/decisions.md "Views"): shows or hides one column of the web client, for a tenant
// (admin_id 0) or for the calling administrator alone. The four actions differ in two ways only, read
// from the catalog: the level (the action name's `tenant_`/`admin_` prefix) and whether the column is a
// custom property (the action takes svc_obj_prop_id) or an attribute (field and svc_object given).
import { isUniqueViolation } from '../db/errors.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionContext, ActionResult } from '../contract/context.js';
import { writeTenant } from './write-tenant.js';
import { retriedTransaction } from '../db/transactions.js';

/** The unique key of a view setting (the view_settings_unique index) and its value. */
interface ViewSetting {
  tenant_id: number;
  admin_id: number;
  field: string;
  svc_object: string;
  view_type: string;
  device_type: string;
  property: number;
  visible: number;
}

/** Catalog defaults of generated/docs/views.md ("values seen"); the enums are checked by the argument validator. */
const DEFAULTS = { view_type: 'list_column', device_type: 'desktop' } as const;

/** Admin rows carry admin_id; tenant rows admin_id 0, which no administrator has. */
const TENANT_LEVEL_ADMIN = 0;

interface Column {
  field: string;
  svc_object: string;
  /** The tenant the column belongs to, when the column itself says (a property's tenant). */
  tenantId?: number;
}

/**
 * The column a property view names: the property assignment svc_obj_prop_id (K_create_property_list)
 * gives the property's key and the object kind. It must be in the caller's tenant (any tenant for a
 * superadministrator); otherwise, or when it does not exist, the property is invalid (6340).
 */
async function propertyColumn(ctx: ActionContext): Promise<Column> {
  const id = Number(ctx.args.svc_obj_prop_id);
  const found = await ctx.services.db
    .selectFrom('property_kinds as pk')
    .innerJoin('properties as p', 'p.id', 'pk.property_id')
    .select(['p.prop_key as key', 'pk.kind as kind', 'pk.tenant_id as tenant_id'])
    .where('pk.id', '=', id)
    .executeTakeFirst();
  const tenantId = Number(found?.tenant_id);
  if (!found || (!ctx.caller.isSuper && tenantId !== ctx.caller.tenantId)) {
    throw new ApiError(6340, `svc_obj_prop_id ${id} is not a property assignment of your tenant`);
  }
  return { field: String(found.key), svc_object: String(found.kind), tenantId };
}

/** An attribute view names its column; the argument validator checked svc_object against the enum. */
async function attributeColumn(ctx: ActionContext): Promise<Column> {
  const field = String(ctx.args.field ?? '').trim();
  if (!field) throw new ApiError(6330, 'field cannot be blank');
  return { field, svc_object: String(ctx.args.svc_object) };
}

interface LevelRule {
  adminId(ctx: ActionContext): number;
  tenantId(ctx: ActionContext, column: Column): Promise<number>;
}

/** By the action name's prefix: whose setting it is. */
const LEVELS: Record<'tenant_' | 'admin_', LevelRule> = {
  tenant_: {
    adminId: () => TENANT_LEVEL_ADMIN,
    // a property view belongs to the property's tenant; an attribute view to the one the caller names,
    // in the `qvd` profile tenant 0 included: the defaults of the superadministrators' own tenant, which
    // the original console sets as tenant `*` (docs/decisions.md "Client profiles")
    tenantId: async (ctx, column) =>
      column.tenantId ?? writeTenant(ctx, ctx.args.tenant_id, { via: 'argument', allowSuper: ctx.services.settings.clientProfile === 'qvd' }),
  },
  admin_: {
    adminId: (ctx) => ctx.caller.adminId,
    tenantId: async (ctx) => ctx.caller.tenantId,
  },
};

function levelOf(ctx: ActionContext): LevelRule {
  const prefix = (Object.keys(LEVELS) as (keyof typeof LEVELS)[]).find((p) => ctx.action.name.startsWith(p));
  if (!prefix) throw new Error(`view_set serves tenant_* and admin_* actions, not ${ctx.action.name}`);
  return LEVELS[prefix];
}

async function settingOf(ctx: ActionContext): Promise<ViewSetting> {
  const { args } = ctx;
  const level = levelOf(ctx);
  // by the action's arguments: a property view takes svc_obj_prop_id, an attribute view field/svc_object
  const property = 'svc_obj_prop_id' in ctx.action.arguments;
  const column = await (property ? propertyColumn : attributeColumn)(ctx);
  return {
    tenant_id: await level.tenantId(ctx, column),
    admin_id: level.adminId(ctx),
    field: column.field,
    svc_object: column.svc_object,
    view_type: (args.view_type as string | undefined) ?? DEFAULTS.view_type,
    device_type: (args.device_type as string | undefined) ?? DEFAULTS.device_type,
    property: property ? 1 : 0,
    // the validator accepts true/false/0/1 and hands over 0 or 1
    visible: args.visible === true || Number(args.visible) === 1 ? 1 : 0,
  };
}

/** Inserts or updates the setting; answers its id. */
async function upsert(ctx: ActionContext, s: ViewSetting): Promise<number> {
  return retriedTransaction(ctx.services.db, async (trx) => {
    const existing = await trx
      .selectFrom('view_settings')
      .select('id')
      .where('tenant_id', '=', s.tenant_id)
      .where('admin_id', '=', s.admin_id)
      .where('field', '=', s.field)
      .where('svc_object', '=', s.svc_object)
      .where('view_type', '=', s.view_type)
      .where('device_type', '=', s.device_type)
      .where('property', '=', s.property)
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('view_settings').set({ visible: s.visible }).where('id', '=', existing.id).execute();
      return Number(existing.id);
    }
    const inserted = await trx.insertInto('view_settings').values({ ...s }).executeTakeFirstOrThrow();
    return Number(inserted.insertId);
  });
}

export async function viewSet(ctx: ActionContext): Promise<ActionResult> {
  const setting = await settingOf(ctx);
  // a concurrent call that inserted the same setting first makes this one an update
  const id = await upsert(ctx, setting).catch((e: unknown) => {
    if (isUniqueViolation(e)) return upsert(ctx, setting);
    throw e;
  });
  return { rows: [{ id }], total: 1, objectId: id, objectName: setting.field };
}
