// What a write step (special argument handler, hook) gets: the call, the open transaction and the
// record being written. Hooks and special handlers are looked up by the names the catalog gives.
import type { Kysely } from 'kysely';
import type { ActionContext } from './context.js';

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
  /** After a deletion committed: what lives outside the database goes (a disk image's file). */
  deleted?(ctx: ActionContext, record: RecordRef): Promise<void>;
}

export type SpecialHandler = (w: WriteContext, record: RecordRef, value: unknown) => Promise<void>;
