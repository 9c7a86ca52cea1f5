// Default version of a new disk image (docs/decisions.md "Records"): YYYY-MM-DD-N, N counting that day's images of
// the flavour from 1, skipping numbers already taken.
import type { Kysely } from 'kysely';

export async function defaultVersion(trx: Kysely<any>, osfId: number, now = new Date()): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  const taken = new Set(
    (await trx.selectFrom('dis').select('version').where('osf_id', '=', osfId).where('version', 'like', `${day}-%`).execute()).map((r) =>
      String(r.version),
    ),
  );
  let n = 1;
  while (taken.has(`${day}-${n}`)) n++;
  return `${day}-${n}`;
}
