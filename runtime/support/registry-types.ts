// The shapes of what `make gen` emits into generated/ and the runtime consumes. This module is the
// only hand-written code that generated files import (besides kysely and ajv's runtime helpers), so
// it keeps an explicit, small export list.

export type TokenType = 'integer' | 'string' | 'flag' | 'date' | 'counter' | 'password' | 'json';

export interface TokenMeta {
  readonly name: string;
  readonly type: TokenType;
  /** SQL that reads the token; absent for write-only and loader tokens. */
  readonly expr?: string;
  /** Column of the object's table written by create/update. */
  readonly column?: string;
  /** Runtime loader that fills a composite value after the select. */
  readonly loader?: string;
  /** Runtime formatter of the value read by `expr`. */
  readonly output?: string;
  /** Filter-only SQL with `{cmp:EXPR}` placeholders. */
  readonly filterSql?: string;
  /** Interpreted by the action's bespoke handler only. */
  readonly virtual: boolean;
  readonly nullable: boolean;
  readonly ci: boolean;
  /** A password token's hash parameters (runtime/auth/passwords.ts); administrator when absent. */
  readonly passwordCost?: 'administrator' | 'user';
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
  readonly min?: number;
  readonly max?: number;
  readonly default?: string | number | null;
  readonly see: readonly string[];
  readonly filter: readonly string[];
  readonly create: readonly string[];
  readonly update: readonly string[];
  readonly updateMassive: readonly string[];
}

export type TenantScope = 'none' | 'tenant' | 'tenant_or_global';

/** Channels a write raises (generated/docs/guides/live-lists.md); `tokens`: raised besides `changed` when that token changes. */
export interface ObjectEvents {
  readonly created: readonly string[];
  readonly changed: readonly string[];
  readonly deleted: readonly string[];
  readonly tokens: Readonly<Record<string, readonly string[]>>;
}

export interface ObjectMeta {
  readonly name: string;
  readonly table: string;
  readonly alias: string;
  readonly tenantScope: TenantScope;
  readonly tenantColumn?: string;
  /** Records may live in tenant 0, the superadministrators' own. */
  readonly superTenant?: boolean;
  /** Status of a uniqueness violation (7200 unless the object has its own). */
  readonly duplicateStatus?: number;
  readonly nameColumn?: string;
  /** SQL condition every query on the object carries. */
  readonly where?: string;
  readonly tokens: Readonly<Record<string, TokenMeta>>;
  readonly events: ObjectEvents;
  readonly deleteMassive: readonly string[];
  readonly propertyKind?: string;
}

export type ActionKind = 'list' | 'details' | 'tiny' | 'all_ids' | 'state' | 'create' | 'update' | 'delete' | 'exec' | 'bespoke';

/** An exec action's compare-and-set of one column, and the driver operation run once it commits. */
export interface TransitionMeta {
  readonly column: string;
  readonly from: readonly string[];
  readonly to: string;
  /** Status of a record in another state, or failing `require`. */
  readonly refused: number;
  readonly require: Readonly<Record<string, string | number>>;
  readonly driver: string;
}

/** One failure found by a validator, as data (turned into an envelope in one place). */
export interface ValidationFailure {
  /** 6230 unknown argument, 6240 missing argument, 6330 bad value. */
  readonly code: number;
  readonly argument: string;
  readonly detail: string;
}

export type ArgumentsValidator = (args: Record<string, unknown>) => ValidationFailure[];

export interface ArgumentMeta {
  readonly name: string;
  readonly mandatory: boolean;
  /** ACLs (any-of) needed to give this argument; empty = none beyond the action's. */
  readonly acls: readonly string[];
  /** ACLs (any-of) needed when an update selects more than one record. */
  readonly massiveAcls: readonly string[];
  readonly special?: string;
}

export interface ActionMeta {
  readonly name: string;
  readonly family: string;
  readonly kind: ActionKind;
  readonly object?: string;
  readonly handler?: string;
  readonly acls: readonly string[];
  readonly filters: readonly string[];
  readonly mandatoryFilters: readonly string[];
  /** At least one of these must be given (6220); empty when the action has no such set. */
  readonly mandatoryFilterOneOf: readonly string[];
  readonly uniqueFilters: readonly string[];
  readonly fields: readonly string[];
  readonly defaultFields: readonly string[];
  readonly orderBy: readonly string[];
  readonly arguments: Readonly<Record<string, ArgumentMeta>>;
  readonly channels: readonly string[];
  /** Exec actions: ACLs (any-of) when more than one record is selected. */
  readonly massiveAcls: readonly string[];
  readonly transition?: TransitionMeta;
  readonly target?: 'self' | 'own_tenant';
  readonly tenantAdminWhere?: string;
  /** SQL condition every query of the action carries (e.g. the property kind of K_*_property_list). */
  readonly where?: string;
  /** Column values every record created by the action gets (e.g. kind: user). */
  readonly set?: Readonly<Record<string, string | number>>;
  /** An update that answers the changed records (with `fields`) instead of empty rows. */
  readonly returnRecord?: boolean;
  /** A bespoke action that changes data: audited like create, update and delete. */
  readonly writes?: boolean;
  /** Runs as a job (runtime/jobs/): an update, delete or exec selecting its records by filter. */
  readonly job?: boolean;
  readonly multitenantOnly: boolean;
  /** Refused (4210) to a request made with an API token. */
  readonly sessionsOnly?: boolean;
  readonly tenantArgument: boolean;
  readonly validateArguments: ArgumentsValidator;
}

export interface ErrorMeta {
  readonly code: number;
  readonly name: string;
  readonly message: string;
}

export interface AclMeta {
  readonly name: string;
  readonly description: string;
}

export interface RoleTemplate {
  readonly name: string;
  readonly internal: boolean;
  readonly fixed: boolean;
  readonly acls: readonly string[];
  readonly deny: readonly string[];
  readonly inherits: readonly string[];
  readonly grantsAll: boolean;
}

export interface ConfigTokenMeta {
  readonly key: string;
  readonly default: string | null;
  readonly scope: 'global' | 'tenant';
  readonly public: boolean;
  /** Never answered by config_get (shown as ***), never logged nor audited. */
  readonly secret: boolean;
}
