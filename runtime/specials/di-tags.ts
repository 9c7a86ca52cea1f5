// `__tags__` on creation and `__tags_changes__` {create, delete} on update (docs/decisions.md "Records").
import { ApiError } from '../errors/api-error.js';
import { deleteTag, diRef, isMovingTag, moveTag } from '../dis/di-tags.js';
import type { RecordRef, WriteContext } from '../contract/write-context.js';
import { asArray } from './references.js';

async function putTags(w: WriteContext, record: RecordRef, tags: unknown[]): Promise<void> {
  const di = await diRef(w.trx, record.id);
  for (const raw of tags) {
    const given = String(raw).trim();
    if (!given) throw new ApiError(6430, 'Empty tag');
    // HEAD or Default is the flavour's head or default, on SQLite as on MySQL
    await moveTag(w.trx, di, isMovingTag(given) ? given.toLowerCase() : given);
  }
}

export async function diTagsAssign(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  await putTags(w, record, asArray(value));
}

export async function diTagsChanges(w: WriteContext, record: RecordRef, value: unknown): Promise<void> {
  const changes = (value ?? {}) as { create?: unknown; delete?: unknown };
  const create = asArray(changes.create);
  const remove = asArray(changes.delete);
  if (!create.length && !remove.length) throw new ApiError(6430, 'No tag to create or delete');
  await putTags(w, record, create);
  const di = await diRef(w.trx, record.id);
  for (const tag of remove) await deleteTag(w.trx, di, String(tag).trim());
}
