// What a write step (special argument handler, hook) gets: the call, the open transaction and the
// record being written. Hooks and special handlers are looked up by the names the catalog gives.
import type { Kysely } from 'kysely';
import type { ActionContext } from './context.js';
import type { ApiError } from '../errors/api-error.js';

export interface WriteContext {
  ctx: ActionContext;
  trx: Kysely<any>;
  /** Call when the write changes authorization data; the generation is bumped before commit. */
  authChanged(): void;
}

export interface RecordRef {
  id: number;
  name: string | null;
  tenantId: number | null;
  /** Column values of the record before the write. */
  row: Record<string, unknown>;
  /** The version the call says the record must still hold (runtime/executors/record-versions.ts). */
  expectedVersion?: number;
}

export interface Hook {
  /** May adjust the column values of a new record (derived tenant, default version...). */
  beforeCreate?(w: WriteContext, values: Record<string, unknown>): Promise<void>;
  afterCreate?(w: WriteContext, record: RecordRef): Promise<void>;
  beforeUpdate?(w: WriteContext, record: RecordRef): Promise<void>;
  beforeDelete?(w: WriteContext, record: RecordRef): Promise<void>;
  /**
   * Exec actions: runs first in the record's transaction, before its compare-and-set; answers further
   * column values the transition writes (a VM's host, ports and image), or throws the record's refusal.
   */
  beforeTransition?(w: WriteContext, record: RecordRef): Promise<Record<string, unknown>>;
  /**
   * Exec actions, instead of beforeTransition: the transition of many records in one transaction.
   * `serialize` runs first and takes what keeps concurrent transitions apart (a lock held until commit);
   * then, for the records still in a state the transition accepts (read again after it, in id order), an
   * answer per record: the further column values it writes, or its refusal (an ApiError).
   */
  transitionBatch?: {
    serialize(w: WriteContext): Promise<void>;
    values(w: WriteContext, records: readonly RecordRef[]): Promise<(Record<string, unknown> | ApiError)[]>;
  };
  /** After a deletion committed: what lives outside the database goes (a disk image's file). */
  deleted?(ctx: ActionContext, record: RecordRef): Promise<void>;
}

export type SpecialHandler = (w: WriteContext, record: RecordRef, value: unknown) => Promise<void>;
