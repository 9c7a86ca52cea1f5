// A random number drawn once per database and kept in meta: every server process of one deployment
// (one database) reads the same, so it names what they share outside the database (the Redis channel
// of change events) without depending on how each process spells SVC_DB_URL.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

const NAME = 'deployment';

export async function deploymentId(db: Kysely<any>): Promise<string> {
  const read = async () => (await db.selectFrom('meta').select('value').where('name', '=', NAME).executeTakeFirst())?.value;
  let value = await read();
  if (value === undefined) {
    // two processes starting together on a new database: one insert wins, both read its value
    await db
      .insertInto('meta')
      .values({ name: NAME, value: randomInt(1, 2 ** 47) })
      .execute()
      .catch(() => undefined);
    value = await read();
  }
  return String(value);
}
