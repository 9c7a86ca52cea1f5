// Prepared statements of SQLite, kept by their SQL text. kysely's SQLite driver prepares every statement
// on every call, and preparing costs about as much as running a short query. The runtime issues a small,
// closed set of SQL texts (values are always bound), so each is prepared once. better-sqlite3 runs a
// statement to completion synchronously, so a cached statement is never in use twice at a time; only
// iteration (streaming), which can interleave, gets a statement of its own.
import type { Database as SQLiteConnection } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Bounded: texts that vary (an IN list's length) cannot grow it without limit. */
const MAX_STATEMENTS = 1000;

export function withStatementCache(connection: SQLiteConnection, max = MAX_STATEMENTS): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close() {
      cache.clear();
      connection.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) return cached;
      const prepared = connection.prepare(sql);
      const statement: SqliteStatement = {
        reader: prepared.reader,
        all: (parameters) => prepared.all(parameters as unknown[]),
        run: (parameters) => prepared.run(parameters as unknown[]),
        iterate: (parameters) => connection.prepare(sql).iterate(parameters as unknown[]),
      };
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
      return statement;
    },
  };
}
