// Batch loaders of composite tokens (catalog `loader:`): one query for all rows of a page. The record
// type makes a catalog loader without an implementation a compile error.
import type { LoaderName } from '../../generated/registry.js';
import type { ActionContext } from '../contract/context.js';
import { adminRoles, roleRoles } from './linked-roles.js';
import { diTags } from './di-tags.js';
import { propertiesLoader } from '../properties/properties-loader.js';
import { roleAcls } from './role-acls.js';

export type Loader = (ctx: ActionContext, ids: number[]) => Promise<Map<number, unknown>>;

export const loaders: Record<LoaderName, Loader> = {
  admin_roles: adminRoles,
  di_tags: diTags,
  properties: propertiesLoader,
  role_acls: roleAcls,
  role_roles: roleRoles,
};
