// The authorization generation: bumped inside any transaction that changes who may do what (roles,
// role links, administrators' roles, administrators, tenants' blocking, the multitenant switch). Every
// process compares it on each request, so caches never outlive a change.
import { sql, type Kysely } from 'kysely';

export async function bumpGeneration(trx: Kysely<any>): Promise<void> {
  await trx.updateTable('meta').set({ value: sql`value + 1` }).where('name', '=', 'generation').execute();
}
