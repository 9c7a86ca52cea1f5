// The request and answer shapes of the API at the type level. The generated part of the client
// describes each action as an `ActionShape` (its tokens and their value types); the types here turn a
// shape into what a call takes and answers, so that a token the action does not accept, a value of
// the wrong type or a missing mandatory argument is a compile error.

/** What the catalog says about one action, as types. */
export interface ActionShape {
  /** Filter token → the value type it compares with. */
  filters: object;
  /** Filter tokens the action needs (6220 otherwise). */
  mandatoryFilters: string;
  /** Field tokens `fields` may name. */
  fields: string;
  /** Fields answered when the request names none. */
  defaultFields: string;
  /** Fields the caller sees only with an ACL: left out (not an error) when the request names no fields. */
  restrictedFields: string;
  /** Order tokens `order_by` may name. */
  order: string;
  /** The `arguments` object (never: the action takes none). */
  arguments: object;
  /** Every field token → its value type. */
  row: object;
  /** Top-level fields of the answer besides status, message, total and rows. */
  extra: object;
  /** Whether a call may carry an idempotency key (create actions and actions that start a job). */
  idempotent: boolean;
  /** Whether the action changes data (a call may then be a dry run, `dry_run: true`). */
  writes: boolean;
  /** Whether a call may carry record versions (update, delete and exec actions of versioned records). */
  versioned: boolean;
  /** Whether the action runs as a job (`async`, `job_id`; the bulk work guide). */
  job: boolean;
  /**
   * What `rows` holds: rows of fields, ids (`*_all_ids`), the created `{id}`, nothing (writes: `[]` and
   * the number of records changed), rows the catalog describes, no rows and no total at all (the answer
   * is its extra fields), or rows of a shape it does not describe.
   */
  rows: 'fields' | 'ids' | 'created' | 'none' | 'described' | 'absent' | 'unknown';
  /** The action can be watched live (it has channels and does not write). */
  live: boolean;
  /** The row type of `rows: 'described'` (bespoke answers the catalog describes). */
  describedRow: unknown;
}

/** Comparison operators of a filter (`~` is LIKE, text tokens only). */
export interface Comparison<V> {
  '='?: V | readonly V[];
  '!='?: V | readonly V[];
  '<>'?: V | readonly V[];
  '<'?: V;
  '>'?: V;
  '<='?: V;
  '>='?: V;
  '~'?: Extract<V, string>;
}

/** One filter token's condition: a value (equality), a list (any of them), or comparisons. */
export type Condition<V> = V | readonly V[] | Comparison<V>;

/** `filters`: token conditions, all of which must hold, and the `-or`/`-and`/`-not` connectives. */
export type FilterList<M> = { [K in keyof M]?: Condition<M[K]> } & Connectives<M>;

export interface Connectives<M> {
  /** `[token, value, token, value, ...]` (or a filter list) of which any must hold. */
  '-or'?: FilterPairs<M> | FilterList<M>;
  /** `[token, value, ...]` (or a filter list) all of which must hold. */
  '-and'?: FilterPairs<M> | FilterList<M>;
  '-not'?: FilterList<M>;
}

/** The alternating `[token, value, ...]` form; elements may also be nested filter lists. */
export type FilterPairs<M> = readonly (Extract<keyof M, string> | '-or' | '-and' | '-not' | Condition<M[keyof M]> | FilterList<M>)[];

/** `order_by`: a token, a list of tokens (ascending), or `{field, order}`. */
export type OrderBy<T extends string> = T | readonly T[] | { field: T | readonly T[]; order?: '-asc' | '-desc' };

/** The filters a call takes: required, with its mandatory tokens, when the action has some. */
type FiltersParam<S extends ActionShape> = [keyof S['filters']] extends [never]
  ? { filters?: never }
  : [S['mandatoryFilters']] extends [never]
    ? { filters?: FilterList<S['filters']> }
    : { filters: FilterList<S['filters']> & { [K in S['mandatoryFilters'] & keyof S['filters']]-?: Condition<S['filters'][K]> } };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type ArgumentsParam<S extends ActionShape> = [keyof S['arguments']] extends [never]
  ? { arguments?: never }
  : [RequiredKeys<S['arguments']>] extends [never]
    ? { arguments?: S['arguments'] }
    : { arguments: S['arguments'] };

/** What every request may carry besides the action's own tokens. */
export interface CommonParams {
  /** The page to answer, from 1 (lists; pages of `block` rows). */
  offset?: number;
  /** Rows per page (lists; the server caps it; without it every row up to the cap). */
  block?: number;
  /** Free parameters recorded in the audit log, such as `{source: "my-tool"}`. */
  parameters?: Record<string, unknown>;
}

/** The parameters of a call to an action, `F` being the fields asked for. */
export type Params<S extends ActionShape, F extends string = never> = CommonParams &
  FiltersParam<S> &
  ArgumentsParam<S> &
  ([S['fields']] extends [never] ? { fields?: never } : { fields?: readonly F[] }) &
  ([S['order']] extends [never] ? { order_by?: never } : { order_by?: OrderBy<S['order']> }) &
  (S['idempotent'] extends true ? IdempotencyParam : { idempotency_key?: never }) &
  (S['writes'] extends true ? DryRunParam : { dry_run?: never }) &
  (S['versioned'] extends true ? RecordVersionsParam : { if_record_version?: never }) &
  (S['job'] extends true ? AsyncParam : { async?: never });

/**
 * What a write of versioned records may carry: the `record_version` each selected record must still hold.
 * A record changed since answers 6900 in the 1200's failures, and nothing of it changes.
 */
export interface RecordVersionsParam {
  /** One version (the filters select one record), or record id → version (a selected record it does not name: 6910). */
  if_record_version?: number | Record<number, number>;
}

/** What a write may carry: `dry_run: true` rehearses the call, changes nothing, and answers `dry_run` (a DryRunOutcome). */
export interface DryRunParam {
  dry_run?: boolean;
}

/** One record's failure, as the real call would answer it under 1200. */
export interface DryRunFailure {
  status: number;
  message: string;
  additional_info?: string;
}

/** What a dry run found the real call would answer (the `dry_run` of its answer). */
export interface DryRunOutcome {
  /** The status the real call would answer: 0, 1200 with failures, or its refusal (1300, 7200...). */
  status: number;
  message: string;
  additional_info?: string;
  /** The total the real call would answer: the records it would change, or create. */
  total: number;
  /** Update, delete and exec actions: the records the filters select (those changed and those failing). */
  selected?: number;
  /** Their ids, in id order, at most 1000 (`ids_truncated` when there are more). */
  ids?: number[];
  ids_truncated?: boolean;
  /** Record id → the failure the real call would answer for it (at most 1000); 6860 for a record not rehearsed. */
  failures?: Record<string, DryRunFailure>;
  failures_truncated?: boolean;
  /** Records the dry run did not reach within its time limit (6860 in `failures`). */
  unpredicted?: number;
  /** A create whose idempotency key names an answered request: the real call would answer that again. */
  replayed?: boolean;
}

/** What an action that starts a job may carry. */
export interface AsyncParam {
  /** true: answered as soon as the records are selected (total 0, no rows, `job_id`); the job goes on. */
  async?: boolean;
}

/** What a create may carry: a retry with the same key and the same request answers the first answer again and makes nothing. */
export interface IdempotencyParam {
  /** 1 to 255 visible ASCII characters (a UUID, say), the same on every retry of one request (6710 with another request, 6720 while the first runs). */
  idempotency_key?: string;
}

/** Flattens an intersection for readable hover text. */
export type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * One row: exactly the fields asked for, or, without `fields`, the default fields, those needing an
 * ACL optional (the server leaves out what the caller may not see).
 */
export type RowOf<S extends ActionShape, F extends string = never> = [F] extends [never]
  ? Simplify<
      Pick<S['row'], Exclude<S['defaultFields'], S['restrictedFields']> & keyof S['row']> &
        Partial<Pick<S['row'], Extract<S['defaultFields'], S['restrictedFields']> & keyof S['row']>>
    >
  : Simplify<Pick<S['row'], F & keyof S['row']>>;

type RowsOf<S extends ActionShape, F extends string> = S['rows'] extends 'fields'
  ? RowOf<S, F>[]
  : S['rows'] extends 'ids'
    ? number[]
    : S['rows'] extends 'created'
      ? { id: number }[]
      : S['rows'] extends 'described'
        ? S['describedRow'][]
        : S['rows'] extends 'unknown'
          ? unknown[]
          : never[];

/** A successful answer (status 0): rows and total when the action answers them, and its extra fields. */
export type Answer<S extends ActionShape, F extends string = never> = Simplify<
  { status: 0; message: string } & (S['rows'] extends 'absent'
      ? unknown
      : S['rows'] extends 'unknown'
        ? { total?: number; rows?: unknown[] }
        : { total: number; rows: RowsOf<S, F> }) &
    S['extra'] &
    (S['writes'] extends true ? { dry_run?: DryRunOutcome } : unknown)
>;

/** `Actions` of a catalog (action name → shape), as a constraint: `A extends ActionTable<A>`. */
export type ActionTable<A> = { [N in keyof A]: ActionShape };
