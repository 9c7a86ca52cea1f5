// Disk image tags (generated/docs/dis.md, docs/decisions.md "Records"): every image has a fixed tag equal to its version; `head`
// and `default` and any custom tag are unique within an OS flavour, so putting one on an image takes
// it from the others. A fixed tag never moves (7330); fixed, head and default are never deleted (7340).
import type { Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { raiseRecordVersions } from '../db/record-versions.js';

export const HEAD = 'head';
export const DEFAULT = 'default';

/**
 * `head` and `default` in any case: the names are compared case-insensitively on MySQL (its
 * collation) but not on SQLite, so they are recognised here whatever the spelling.
 */
export function isMovingTag(tag: string): boolean {
  const lower = tag.toLowerCase();
  return lower === HEAD || lower === DEFAULT;
}

export interface DiRef {
  id: number;
  osfId: number;
  tenantId: number;
}

export async function diRef(trx: Kysely<any>, id: number): Promise<DiRef> {
  const row = await trx.selectFrom('dis').select(['id', 'osf_id', 'tenant_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: Number(row.id), osfId: Number(row.osf_id), tenantId: Number(row.tenant_id) };
}

/** Puts a non-fixed tag on the image, taking it from any other image of the flavour. */
export async function moveTag(trx: Kysely<any>, di: DiRef, tag: string): Promise<void> {
  const holder = await trx
    .selectFrom('di_tags')
    .select(['id', 'di_id', 'fixed'])
    .where('osf_id', '=', di.osfId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  if (holder && Number(holder.di_id) === di.id) return;
  if (holder && Number(holder.fixed)) throw new ApiError(7330, `${tag} is the fixed tag of disk image ${holder.di_id}`);
  if (holder) {
    await trx.deleteFrom('di_tags').where('id', '=', holder.id).execute();
    await raiseRecordVersions(trx, 'dis', [Number(holder.di_id)]); // the image it is taken from changed too
  }
  await trx.insertInto('di_tags').values({ tenant_id: di.tenantId, di_id: di.id, osf_id: di.osfId, tag, fixed: 0 }).execute();
}

export async function addFixedTag(trx: Kysely<any>, di: DiRef, version: string): Promise<void> {
  await trx.insertInto('di_tags').values({ tenant_id: di.tenantId, di_id: di.id, osf_id: di.osfId, tag: version, fixed: 1 }).execute();
}

export async function deleteTag(trx: Kysely<any>, di: DiRef, tag: string): Promise<void> {
  const row = await trx.selectFrom('di_tags').select(['id', 'tag', 'fixed']).where('di_id', '=', di.id).where('tag', '=', tag).executeTakeFirst();
  if (!row) throw new ApiError(6350, `Disk image ${di.id} has no tag ${tag}`);
  // the stored name decides (MySQL finds `head` for `HEAD`)
  if (Number(row.fixed) || isMovingTag(String(row.tag))) throw new ApiError(7340, `${tag} cannot be deleted`);
  await trx.deleteFrom('di_tags').where('id', '=', row.id).execute();
}

export async function flavourHasTag(trx: Kysely<any>, osfId: number, tag: string): Promise<boolean> {
  return Boolean(await trx.selectFrom('di_tags').select('id').where('osf_id', '=', osfId).where('tag', '=', tag).executeTakeFirst());
}

/**
 * Before an image is deleted: its head and default go to the newest remaining image of the flavour
 * (docs/decisions.md "Records"); without another image they simply disappear with it.
 */
export async function handOverTags(trx: Kysely<any>, di: DiRef): Promise<void> {
  const heir = await trx
    .selectFrom('dis')
    .select('id')
    .where('osf_id', '=', di.osfId)
    .where('id', '<>', di.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const held = await trx.selectFrom('di_tags').select('tag').where('di_id', '=', di.id).where('tag', 'in', [HEAD, DEFAULT]).execute();
  await trx.deleteFrom('di_tags').where('di_id', '=', di.id).execute();
  if (!heir) return;
  const heirRef = { id: Number(heir.id), osfId: di.osfId, tenantId: di.tenantId };
  for (const row of held) await moveTag(trx, heirRef, String(row.tag));
  if (held.length) await raiseRecordVersions(trx, 'dis', [heirRef.id]); // the heir's tags changed
}
