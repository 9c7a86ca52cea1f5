// The one way a write transaction runs outside the write pipeline (handlers, jobs, start-up): whole, and
// again when the database aborted it so that another could go on — a deadlock's victim on one MariaDB,
// a certification conflict on a Galera cluster (a transaction of another node committed first on the same
// rows: errno 1213 at a statement or at COMMIT). The body must keep no state across attempts.
import type { Kysely, Transaction } from 'kysely';
import { retryOnConflict } from './errors.js';

export function retriedTransaction<T>(db: Kysely<any>, body: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  return retryOnConflict(() => db.transaction().execute(body));
}
