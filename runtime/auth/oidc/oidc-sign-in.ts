// Single sign-on with a tenant's OpenID provider (generated/docs/guides/sign-in.md, docs/decisions.md
// "Single sign-on"): the start of a sign-in (a pending request and the provider's authorization URL) and
// its completion (the code exchanged, the ID token verified, the administrator provisioned or found with
// its roles set from the mapping, a session). The routes (runtime/routes/oidc-routes.ts) carry it over HTTP.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '../../errors/api-error.js';
import type { Services } from '../../contract/context.js';
import { DEFAULT_TENANT } from '../../contract/scope.js';
import { provisionAdministrator } from '../provision-administrator.js';
import { createSession } from '../sessions.js';
import { clientOf } from '../login-throttle.js';
import { authorizationRequest, exchangeCode } from './oidc-client.js';
import { keyOf, savePendingRequest, takePendingRequest, type AnswerMode } from './oidc-requests.js';
import { claimValue, grantedRoles, type OidcSettings, type SettingsReader } from './oidc-settings.js';

export const CALLBACK_PATH = '/api/oidc/callback';
export const START_PATH = '/api/oidc/start';
/** The cookie that ties a console sign-in to the browser that started it (login CSRF). */
export const BINDING_COOKIE = 'svc_oidc';

interface TenantRow {
  id: number;
  name: string;
  blocked: boolean;
}

async function tenantByName(db: Kysely<any>, name: string | undefined): Promise<TenantRow | undefined> {
  const multitenant = await db.selectFrom('config').select('value').where('tenant_id', '=', -1).where('token_key', '=', 'wat.multitenant').executeTakeFirst();
  let query = db.selectFrom('tenants').select(['id', 'name', 'blocked']);
  // single-tenant mode has one tenant of ordinary administrators, which the start need not name
  if (multitenant?.value === '0' && !name) query = query.where('id', '=', DEFAULT_TENANT);
  else if (name) query = query.where('name', '=', name);
  else return undefined;
  const row = await query.executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.name), blocked: Number(row.blocked) !== 0 } : undefined;
}

async function tenantById(db: Kysely<any>, id: number): Promise<TenantRow | undefined> {
  const row = await db.selectFrom('tenants').select(['id', 'name', 'blocked']).where('id', '=', id).executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.name), blocked: Number(row.blocked) !== 0 } : undefined;
}

/** The set-up of a tenant whose administrators may sign in with its provider, or 3610/3500. */
async function usableSettings(read: SettingsReader, tenant: TenantRow | undefined): Promise<OidcSettings> {
  // the superadministrators' tenant (0) and the global one (-1) have no set-up of their own
  if (!tenant || tenant.id <= 0) throw new ApiError(3610, 'no tenant of that name signs in with an identity provider');
  if (tenant.blocked) throw new ApiError(3500);
  const settings = await read(tenant.id);
  if (!settings.enabled) throw new ApiError(3610, `single sign-on is off for tenant ${tenant.name} (auth.oidc.enabled)`);
  if (!settings.issuer || !settings.clientId) throw new ApiError(3610, `tenant ${tenant.name} has no auth.oidc.issuer or auth.oidc.client_id`);
  return settings;
}

/** `return`: a path of this server (never another site: no open redirect), '/' by default. */
function returnPath(value: string | undefined): string {
  if (value === undefined || value === '') return '/';
  if (value.length > 1024 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\x00-\x1f\x7f\\]/.test(value)) {
    throw new ApiError(6310, 'return must be a path of this server, such as /console/');
  }
  return value;
}

function answerMode(value: string | undefined): AnswerMode {
  if (value === undefined || value === '' || value === 'cookie') return 'cookie';
  if (value === 'json') return 'json';
  throw new ApiError(6310, 'mode is cookie (the console: a cookie and a redirect) or json (the sid in the answer)');
}

export interface StartRequest {
  tenant?: string;
  return?: string;
  mode?: string;
  /** `scheme://host[:port]` of the request, used when the tenant sets no auth.oidc.redirect_base. */
  origin: string;
  /** The client's address (its pending sign-ins are bounded). */
  address: string;
}

export interface Started {
  /** The provider's authorization URL the browser goes to. */
  location: string;
  /** The browser-binding cookie's value (cookie mode). */
  binding?: string;
}

export async function startSignIn(services: Services, read: SettingsReader, request: StartRequest): Promise<Started> {
  const returnTo = returnPath(request.return);
  const mode = answerMode(request.mode);
  const tenant = await tenantByName(services.db, request.tenant);
  const settings = await usableSettings(read, tenant);
  const redirectUri = `${settings.redirectBase || request.origin}${CALLBACK_PATH}`;
  const authorization = await authorizationRequest(settings, redirectUri);
  const binding = mode === 'cookie' ? randomBytes(32).toString('base64url') : undefined;
  await savePendingRequest(services.db, authorization.state, {
    tenantId: tenant!.id,
    nonce: authorization.nonce,
    codeVerifier: authorization.codeVerifier,
    redirectUri,
    returnTo,
    mode,
    bindingKey: binding === undefined ? null : keyOf(binding),
  }, clientOf(request.address).text.slice(0, 64));
  return { location: authorization.url, binding };
}

export interface CallbackRequest {
  query: URLSearchParams;
  /** The browser-binding cookie the request carried. */
  binding: string | undefined;
  address: string | null;
}

export interface SignedIn {
  sid: string;
  adminId: number;
  adminName: string;
  tenantId: number;
  tenantName: string;
  mode: AnswerMode;
  returnTo: string;
  roles: string[];
}

/** What a refused callback knows, for its audit row. */
export class RefusedSignIn extends ApiError {
  constructor(
    cause: ApiError,
    readonly tenant?: { id: number; name: string },
    readonly adminName?: string,
    readonly mode: AnswerMode = 'json',
  ) {
    super(cause.status, cause.info, cause.extra, cause.http);
  }
}

export async function completeSignIn(services: Services, read: SettingsReader, request: CallbackRequest, ttlSeconds: number): Promise<SignedIn> {
  const state = request.query.get('state');
  if (!state) throw new RefusedSignIn(new ApiError(3620, 'the callback carries no state'));
  const taken = await takePendingRequest(services.db, state);
  if (!taken) throw new RefusedSignIn(new ApiError(3620, 'no pending sign-in has this state: it was completed already or never started here'));
  const pending = taken.found;
  let tenant: TenantRow | undefined;
  let name: string | undefined;
  const refuse = (e: ApiError) => new RefusedSignIn(e, tenant, name, pending.mode);
  try {
    if (taken.expired) throw new ApiError(3620, 'the sign-in was started more than 10 minutes ago: start again');
    if (pending.bindingKey !== null && (request.binding === undefined || keyOf(request.binding) !== pending.bindingKey)) {
      throw new ApiError(3620, 'the sign-in was started in another browser');
    }
    tenant = await tenantById(services.db, pending.tenantId);
    const settings = await usableSettings(read, tenant);
    const claims = await exchangeCode(settings, { ...pending, state }, request.query);

    const named = claimValue(claims, settings.nameClaim);
    if (typeof named !== 'string' || named.trim() === '' || named.length > 128) {
      throw new ApiError(3640, `the ID token has no ${settings.nameClaim} claim of 1 to 128 characters to name the administrator`);
    }
    name = named.trim();
    const externalId = `${String(claims.iss)} ${String(claims.sub)}`;
    const mapped = grantedRoles(settings.mapping, claimValue(claims, settings.rolesClaim));
    const roles = await existingRoles(services.db, tenant!.id, mapped);
    const known = await oidcAdministrator(services.db, tenant!.id, name);
    if (roles.length === 0) {
      // an administrator with no role could do nothing: refused, and one signed in before loses the roles
      // an earlier sign-in gave it (the provider no longer grants them), which open sessions see at once
      if (known) await provisionAdministrator(services.db, { tenantId: tenant!.id, name, origin: 'oidc', externalId, roles: [], provision: false, address: request.address });
      throw new ApiError(3650, mapped.length ? `the mapped roles ${mapped.join(', ')} are no roles of the tenant` : `no value of the ${settings.rolesClaim} claim is in auth.oidc.role_mapping`);
    }
    if (!known && !settings.provisioning) {
      const local = await anyAdministrator(services.db, tenant!.id, name);
      // a local administrator of that name is never taken over: the plain refusal of a wrong login, as
      // provision-administrator.ts answers it when provisioning is on (nothing said of who exists)
      throw local ? new ApiError(3200) : new ApiError(3660, `${name} is no administrator of tenant ${tenant!.name} yet`);
    }
    const provisioned = await provisionAdministrator(services.db, {
      tenantId: tenant!.id,
      name,
      origin: 'oidc',
      externalId,
      roles,
      provision: settings.provisioning,
      address: request.address,
    });
    const sid = await createSession(services.db, provisioned.adminId, ttlSeconds, { method: 'oidc', address: request.address ?? undefined });
    return { sid, adminId: provisioned.adminId, adminName: name, tenantId: tenant!.id, tenantName: tenant!.name, mode: pending.mode, returnTo: pending.returnTo, roles };
  } catch (e) {
    if (e instanceof ApiError) throw refuse(e);
    throw e;
  }
}

/** The mapped names that are roles of the tenant (as provision-administrator.ts matches them: by name, not internal). */
async function existingRoles(db: Kysely<any>, tenantId: number, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('roles').select('name').where('tenant_id', '=', tenantId).where('internal', '=', 0).where('name', 'in', [...names]).execute();
  return rows.map((r) => String(r.name));
}

async function oidcAdministrator(db: Kysely<any>, tenantId: number, name: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).where('origin', '=', 'oidc').executeTakeFirst();
  return row !== undefined;
}

async function anyAdministrator(db: Kysely<any>, tenantId: number, name: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}
