// The catalog as the generator sees it after loading: plain data with the source position of every
// entry, so checks can point at `catalog/file.yaml:line:col`. The loader builds it, the checks read it,
// the emitters render it. Nothing here knows about YAML or TypeScript output.

export interface SourcePos {
  file: string; // path relative to the project root, e.g. catalog/objects/tenant.yaml
  line: number; // 1-based
  col: number; // 1-based
  /** Characters the entry spans on its line, for the caret under a diagnostic (default 1). */
  length?: number;
}

/** A value together with where it was written. */
export interface Located<T> {
  value: T;
  pos: SourcePos;
}

export interface ErrorDef {
  code: number;
  name: string; // SVC_CODE_*
  message: string;
  http?: number; // HTTP status when not 200 (only transport-level errors)
  /** What a client does about it (the errors guide). */
  remedy?: string;
  pos: SourcePos;
}

export interface AclDef {
  name: string;
  description: string;
  pos: SourcePos;
}

export interface AclCatalog {
  acls: AclDef[];
  /** alias name -> canonical name (docs/decisions.md "Authorization"): holding either satisfies either. */
  aliases: Record<string, Located<string>>;
  /** client profile -> alias name -> canonical name: aliases that hold only in that profile. */
  profileAliases: Record<string, Record<string, Located<string>>>;
  /**
   * client profile -> ACL name its clients ask for -> requirement (catalog syntax) under which the
   * caller is answered as holding it, or null for never.
   */
  profileNames: Record<string, Record<string, Located<string | null>>>;
}

export interface RoleDef {
  name: string;
  internal: boolean;
  fixed: boolean;
  acls: Located<string>[];
  deny: Located<string>[];
  inherits: Located<string>[];
  /** Root: holds every ACL of the catalog. */
  grantsAll: boolean;
  pos: SourcePos;
}

export interface ConfigTokenDef {
  key: string;
  default: string | null;
  /** global tokens live in tenant -1, tenant tokens may be overridden per tenant. */
  scope: 'global' | 'tenant';
  public: boolean;
  /** Never answered by config_get (masked), never logged nor audited (a password, a private key). */
  secret: boolean;
  description: string;
  pos: SourcePos;
}

/** Value types a token can carry. */
export type TokenType =
  | 'integer' // whole number
  | 'string' // text
  | 'flag' // 0 or 1; true/false accepted on input
  | 'date' // YYYY-MM-DDThh:mm:ss
  | 'counter' // integer computed by SQL, returned as a numeric string
  | 'password' // write only; stored hashed
  | 'json'; // composite value produced by a loader (hash, array, object)

export interface TokenDef {
  name: string;
  type: TokenType;
  /** SQL expression that reads the token (may reference the object's alias and joins). */
  expr?: string;
  /** Physical column on the object's table that create/update write. */
  column?: string;
  /** Composite value produced after the select by a named runtime loader. */
  loader?: string;
  /** Runtime formatter of the value read by `expr` (e.g. time_until: a date → time left until it). */
  output?: string;
  /** For filter-only tokens: SQL with `{cmp:EXPR}` placeholders replaced by the comparison. */
  filterSql?: string;
  /** Accepted by the catalog, interpreted by the action's bespoke handler only. */
  virtual: boolean;
  nullable: boolean;
  /** Compared case-insensitively (names). */
  ci: boolean;
  /** A password token's hash parameters (runtime/auth/passwords.ts); administrator when not given. */
  passwordCost?: 'administrator' | 'user';
  /** Input constraints. */
  maxLength?: number;
  /** Longest value in bytes of UTF-8 (what a TEXT column stores), besides maxLength in characters. */
  maxBytes?: number;
  pattern?: string;
  enum?: (string | number)[];
  min?: number;
  max?: number;
  /** JSON Schema of a json token's value, for the typed client's rows (unknown when absent). */
  valueSchema?: unknown;
  default?: string | number | null;
  /** ACLs (any-of) to see the token in fields and order_by. */
  see: Located<string>[];
  /** ACLs (any-of) to filter by it; defaults to `see` plus the `.filter.` spellings given here. */
  filter: Located<string>[];
  /** ACLs (any-of) to give it as a create argument. */
  create: Located<string>[];
  /** ACLs (any-of) to give it as an update argument. */
  update: Located<string>[];
  /** ACLs (any-of) for an update argument when the update selects more than one record. */
  updateMassive: Located<string>[];
  description: string;
  pos: SourcePos;
}

export interface JoinDef {
  table: string;
  alias: string;
  on: string;
  /**
   * Columns of the joined table's primary or a unique key that the ON sets to one value each: the join
   * is to-one, so it cannot change the number of rows, and a statement that reads none of its columns
   * leaves it out (docs/decisions.md "To-one joins"). Absent: the join is kept in every statement.
   */
  toOne?: string[];
  pos: SourcePos;
}

export type TenantScope =
  | 'none' // not tenant-scoped (ACLs, tenants themselves)
  | 'tenant' // rows carry tenant_id; tenant admins see their own tenant only
  | 'tenant_or_global'; // like tenant, and rows of tenant -1 are visible read-only

export interface ObjectEvents {
  created: string[];
  changed: string[];
  deleted: string[];
  /** token → channels raised, besides `changed`, when a write changes that token. */
  tokens: Record<string, string[]>;
}

export interface ObjectDef {
  name: string;
  table: string;
  alias: string;
  description: string;
  tenantScope: TenantScope;
  /** Column holding the tenant id (tenant-scoped objects). */
  tenantColumn?: string;
  /** Records may live in tenant 0, the superadministrators' own (administrators, roles). */
  superTenant: boolean;
  /** Status of a uniqueness violation (7200 unless the object has its own, e.g. 7210 for properties). */
  duplicateStatus?: number;
  /** Column holding the display name, used in the audit log and 1200 failures. */
  nameColumn?: string;
  joins: JoinDef[];
  /** SQL condition every query on the object carries (hides system rows such as tenants -1 and 0). */
  where?: string;
  tokens: TokenDef[];
  /** Channels raised on create/update/delete, and by an update (or exec) changing a given token. */
  events: ObjectEvents;
  /** ACL for deleting more than one record at once. */
  deleteMassive: Located<string>[];
  /** Property kind (user, host, vm, osf, di) when the object carries custom properties. */
  propertyKind?: string;
  pos: SourcePos;
}

export type ActionKind =
  | 'list'
  | 'details'
  | 'tiny'
  | 'all_ids'
  | 'state'
  | 'create'
  | 'update'
  | 'delete'
  | 'exec'
  | 'bespoke';

/**
 * What an exec action does to each record it selects: a compare-and-set of one column from one of the
 * accepted states to the target state, refused with its own status otherwise, then one operation of
 * the object's driver once the change commits.
 */
export interface TransitionDef {
  column: string;
  from: string[];
  to: string;
  /** Status of a record whose column is not in `from` or that fails `require`. */
  refused: number;
  /** Column values the record must also have (e.g. blocked 0). */
  require: Record<string, string | number>;
  /** Driver operation started after the change commits. */
  driver: string;
  pos: SourcePos;
}

export interface ArgumentDef {
  name: string;
  mandatory: boolean;
  /** ACLs (any-of) for this argument beyond the action's; defaults to the token's create/update ACLs. */
  acls: Located<string>[];
  /** ACLs (any-of) when an update selects more than one record; defaults to the token's `update_massive`. */
  massiveAcls: Located<string>[];
  /** Whether the catalog gave `acls` explicitly (else the loader filled them from the token). */
  aclsGiven: boolean;
  /** Whether the catalog gave `massive_acls` explicitly. */
  massiveAclsGiven: boolean;
  /** Special argument handled by a named runtime handler (role ACL algebra, properties, tags...). */
  special?: string;
  /** JSON Schema of a special argument's value. */
  schema?: unknown;
  pos: SourcePos;
}

export interface ActionDef {
  name: string;
  family: string;
  kind: ActionKind;
  object?: string;
  /** Bespoke handler name (kind bespoke) or hook for generic kinds. */
  handler?: string;
  description: string;
  /** ACLs, any one of which admits the caller; empty = any authenticated administrator. */
  acls: Located<string>[];
  filters: Located<string>[];
  mandatoryFilters: Located<string>[];
  /** At least one of these filters must be given (6220). */
  mandatoryFilterOneOf: Located<string>[];
  /** Filters that must hold exactly one value (6322). */
  uniqueFilters: Located<string>[];
  fields: Located<string>[];
  /** Fields returned when the request names none (defaults to `fields`). */
  defaultFields?: Located<string>[];
  orderBy: Located<string>[];
  arguments: ArgumentDef[];
  channels: Located<string>[];
  /** Exec actions: the state transition. */
  transition?: TransitionDef;
  /** ACLs (any-of) when an exec action selects more than one record (4240). */
  massiveAcls: Located<string>[];
  /** Restrict the records acted on: self = the caller's own record, own_tenant = the caller's tenant. */
  target?: 'self' | 'own_tenant';
  /** Extra SQL condition applied when the caller is not a superadministrator. */
  tenantAdminWhere?: string;
  /** SQL condition every query of the action carries. */
  where?: string;
  /** Column values every record created by the action gets. */
  set?: Record<string, string | number>;
  /** An update that answers the changed records (with `fields`) instead of empty rows. */
  returnRecord?: boolean;
  /** A bespoke action that changes data: audited like create, update and delete. */
  writes: boolean;
  /**
   * Runs as a job (runtime/jobs/): derived, not written in the catalog: an update, delete or exec that
   * selects its records by filter (not bound to the caller's own record or tenant).
   */
  job: boolean;
  /** Action unavailable in single-tenant mode (4100). */
  multitenantOnly: boolean;
  /** Refused (4210) to a request made with an API token (catalog `sessions_only`). */
  sessionsOnly: boolean;
  /** The command-line client's words for the action where the catalog names them (`svc <noun> <verb>`). */
  cli?: { noun?: string; verb?: string };
  /** Actions the superadministrator must address to a tenant (docs/decisions.md "Authorization"). */
  tenantArgument: boolean;
  /**
   * What a bespoke action answers, for typed clients: `rows` the JSON Schema of one row, `extra` of the
   * object of top-level fields besides status, message, total and rows.
   */
  answer?: { rows?: unknown; extra?: unknown };
  pos: SourcePos;
}

/**
 * One request of the reference's example sequence (catalog/examples.yaml): replayed in order on a fresh
 * database by a superadministrator, shown on its action's page as curl and answer.
 */
export interface ExampleStep {
  action: string;
  title?: string;
  /** The request's parameters besides action and sid, in the order they are shown. */
  parameters: Partial<Record<ExampleParameter, unknown>>;
  /** The status the server answers. */
  status: number;
  /** Create actions: the id the new record gets when the sequence runs on a fresh database. */
  newId?: number;
  /** The answer shown, when the catalog gives one. */
  response?: Record<string, unknown>;
  pos: SourcePos;
}

export const EXAMPLE_PARAMETERS = ['filters', 'fields', 'order_by', 'offset', 'block', 'arguments'] as const;
export type ExampleParameter = (typeof EXAMPLE_PARAMETERS)[number];

export interface Catalog {
  errors: ErrorDef[];
  acls: AclCatalog;
  roles: RoleDef[];
  config: ConfigTokenDef[];
  objects: ObjectDef[];
  actions: ActionDef[];
  /** Family name -> description, from each actions file. */
  families: { name: string; description: string; file: string }[];
  /** The example sequence, in replay order. */
  examples: ExampleStep[];
}
