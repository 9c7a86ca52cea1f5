// Prepared statements of SQLite, kept by their SQL text. kysely's SQLite driver prepares every statement
// on every call, and preparing costs about as much as running a short query. The runtime issues a small,
// closed set of SQL texts (values are bound; only a list's page size and offset are written into the
// text), so each is prepared once. better-sqlite3 runs a
// statement to completion synchronously, so a cached statement is never in use twice at a time; only
// iteration (streaming), which can interleave, gets a statement of its own.
import type { Database as SQLiteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * A reading statement's rows as objects keyed by column name, the same objects `all()` answers, built
 * here from the statement's raw (array) rows: better-sqlite3 sets each column of each row through the
 * V8 API, which costs several times more than the same stores in JavaScript (a page of 20 users with
 * their 60 property values: about 30 µs less per call). Columns are assigned in order, so a name that
 * appears twice keeps its last value, as with `all()`.
 */
function rowsAsObjects(prepared: Statement): (parameters: readonly unknown[]) => Record<string, unknown>[] {
  const names = prepared.columns().map((c) => c.name);
  prepared.raw(true);
  const toObject = objectOf(names);
  return (parameters) => {
    const rows = prepared.all(parameters as unknown[]) as unknown[][];
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) out[r] = toObject(rows[r]!);
    return out;
  };
}

/**
 * A row's object from its values: one object literal of the statement's column names, compiled once per
 * statement (every row then has one shape, with no store by computed name per column), or the loop for
 * names a literal would read otherwise (`__proto__`). A name that appears twice keeps its last value in
 * the place of its first, in both.
 */
export function objectOf(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) row[names[c]!] = values[c];
      return row;
    };
  }
  const fields = names.map((name, c) => `${JSON.stringify(name)}: v[${c}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as (values: unknown[]) => Record<string, unknown>;
}

/**
 * Bounded by the length of the texts it keeps, not only by their number: a prepared statement takes
 * about 60 bytes of memory per character of its text when the text is a long list of `?` (a statement of
 * 30,000 values, about 5 MB), and a thousand such statements once held 2.5 GB. Filter lists are bound as
 * one value (runtime/query/filter-sql.ts), so such texts now come only from lists the runtime writes
 * itself (a page's ids in a loader); a text longer than MAX_CACHED_TEXT is prepared for its call and not
 * kept. The least recently used statements go first, so the few texts every request runs stay.
 */
export const MAX_STATEMENTS = 1000;
export const MAX_CACHED_TEXT = 64 * 1024;
export const MAX_CACHE_TEXT = 1024 * 1024;

export interface StatementCacheLimits {
  statements?: number;
  /** Longest text kept, in characters. */
  text?: number;
  /** Sum of the lengths of the texts kept, in characters. */
  total?: number;
}

/** The statement cache of a connection, with `readNow` for reads run outside kysely (direct-reads.ts). */
export interface CachedSqlite extends SqliteDatabase {
  /** A reading statement's rows, run now; undefined while a transaction is open on the connection (or the text writes). */
  readNow(sql: string, parameters: readonly unknown[]): Record<string, unknown>[] | undefined;
}

export function withStatementCache(connection: SQLiteConnection, limits: StatementCacheLimits = {}): CachedSqlite {
  const maxStatements = limits.statements ?? MAX_STATEMENTS;
  const maxText = limits.text ?? MAX_CACHED_TEXT;
  const maxTotal = limits.total ?? MAX_CACHE_TEXT;
  const cache = new Map<string, SqliteStatement>();
  let total = 0;
  const cached: CachedSqlite = {
    readNow(sql, parameters) {
      if (connection.inTransaction) return undefined;
      const statement = cached.prepare(sql);
      return statement.reader ? (statement.all(parameters) as Record<string, unknown>[]) : undefined;
    },
    close() {
      cache.clear();
      connection.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) {
        // most recently used last: eviction takes the first
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL among them); kysely's
      // ROLLBACK after the failure then fails ("cannot rollback - no transaction is active") and its
      // error replaces the one that explains the failure (a full disk answered 1100 so)
      if (/^\s*rollback\s*$/i.test(sql)) {
        const rollback = connection.prepare(sql);
        const statement: SqliteStatement = {
          reader: false,
          all: () => [],
          run: (parameters) => (connection.inTransaction ? rollback.run(parameters as unknown[]) : { changes: 0, lastInsertRowid: 0 }),
          iterate: () => [][Symbol.iterator](),
        };
        cache.set(sql, statement);
        total += sql.length;
        return statement;
      }
      const prepared = connection.prepare(sql);
      const statement: SqliteStatement = {
        reader: prepared.reader,
        all: prepared.reader ? rowsAsObjects(prepared) : (parameters) => prepared.all(parameters as unknown[]),
        run: (parameters) => prepared.run(parameters as unknown[]),
        iterate: (parameters) => connection.prepare(sql).iterate(parameters as unknown[]),
      };
      if (sql.length > maxText) return statement;
      while (cache.size > 0 && (cache.size >= maxStatements || total + sql.length > maxTotal)) {
        const oldest = cache.keys().next().value!;
        cache.delete(oldest);
        total -= oldest.length;
      }
      cache.set(sql, statement);
      total += sql.length;
      return statement;
    },
  };
  return cached;
}
