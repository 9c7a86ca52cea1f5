// Deletes refused while other records depend on the one deleted (docs/decisions.md "Records": 7120 inside 1200).
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';

async function count(trx: Kysely<any>, table: string, column: string, id: number, extra?: [string, string, unknown]): Promise<number> {
  let q = trx.selectFrom(table).select(sql<number>`COUNT(*)`.as('n')).where(column, '=', id);
  if (extra) q = q.where(extra[0], extra[1] as never, extra[2]);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

function refuse(what: string, n: number, kind: string): never {
  throw new ApiError(7120, `${n} ${what} depend on this ${kind}`);
}

/** Users with virtual machines cannot be deleted. */
export const userGuard: Hook = {
  async beforeDelete(w, record) {
    const n = await count(w.trx, 'vms', 'user_id', record.id);
    if (n) refuse('virtual machines', n, 'user');
  },
};

/** Hosts running virtual machines cannot be deleted; stopped ones forget the host. */
export const hostGuard: Hook = {
  async beforeDelete(w, record) {
    const n = await count(w.trx, 'vms', 'host_id', record.id, ['state', '<>', 'stopped']);
    if (n) refuse('running virtual machines', n, 'host');
    await w.trx.updateTable('vms').set({ host_id: null }).where('host_id', '=', record.id).execute();
  },
};

/** OS flavours with disk images or virtual machines cannot be deleted. */
export const osfGuard: Hook = {
  async beforeDelete(w, record) {
    const vms = await count(w.trx, 'vms', 'osf_id', record.id);
    if (vms) refuse('virtual machines', vms, 'OS flavour');
    const dis = await count(w.trx, 'dis', 'osf_id', record.id);
    if (dis) refuse('disk images', dis, 'OS flavour');
  },
};
