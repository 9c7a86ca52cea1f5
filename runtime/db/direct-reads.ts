// Reads run on SQLite's one connection at once, without kysely's connection handling. kysely hands its
// single SQLite connection out through a mutex, so each statement costs several promise hops (acquire,
// run, release) although better-sqlite3 runs it synchronously; on a one-row read (the session check and
// the row) that was a measurable part of the request. The shaped reads (statement-shapes.ts) and the
// session check go through here.
//
// Why it reads what kysely would: better-sqlite3 runs a statement to its end before anything else runs,
// so a read outside a transaction sees exactly the committed data kysely's path would see. While a
// transaction is open on the connection (a write holding kysely's mutex between its awaits) a read here
// would see its uncommitted rows; then, and only then, the read goes through kysely and waits for the
// transaction's end like any other statement. A `Transaction` object is never registered, so reads made
// inside one always go through it. With statement logging on (debug level) nothing is registered: every
// statement is then logged by kysely's logger.
import { CompiledQuery, type Kysely } from 'kysely';

/** Runs a reading statement now and answers its rows, or undefined when it cannot run now. */
export type DirectReader = (text: string, params: readonly unknown[]) => Record<string, unknown>[] | undefined;

const readers = new WeakMap<Kysely<any>, DirectReader>();

export function registerDirectReader(db: Kysely<any>, reader: DirectReader): void {
  readers.set(db, reader);
}

/** The rows of a reading statement whose text is final, run directly when it can be, else by kysely. */
export function readRows(db: Kysely<any>, text: string, params: readonly unknown[]): Record<string, unknown>[] | Promise<Record<string, unknown>[]> {
  const rows = readers.get(db)?.(text, params);
  if (rows) return rows;
  return db.executeQuery(CompiledQuery.raw(text, params as unknown[])).then((r) => r.rows as Record<string, unknown>[]);
}
