// The reads whose SQL text is fixed per statement shape (statement-shapes.ts: the executors' lists,
// details and counts, the properties loader, the session check) run on MariaDB/MySQL as prepared
// statements: mysql2's `execute`, prepared once per connection and from then on sent as the statement's
// id with its values in the binary protocol. `query` sends the whole text with the values escaped into
// it, which the database parses and plans again on every call. Every other statement (writes, DDL,
// session settings, texts built per request) keeps `query`.
//
// The pool handed to kysely is wrapped: its connections answer kysely's `query` by `execute` when the
// text is a shaped one, so nothing above the database layer knows which protocol ran.
//
// An answer stays the one `query` gives:
// - Rows. The binary protocol's rows are decoded by other code than the text protocol's. Under the
//   pool's options (mysqlPoolOptions: supportBigNumbers without bigNumberStrings, no dateStrings, no
//   decimalNumbers, no typeCast) both give the same JavaScript values for the types the catalog's reads
//   return: integers of every size (BIGINT and COUNT(*) a number while exact, else a string), DECIMAL
//   (a string), strings and TEXT (JSON documents included: MariaDB stores them as LONGTEXT), NULL.
//   FLOAT and DOUBLE come as the binary value, not as the digits the database prints, and dates, times
//   and bits are decoded differently at their edges (years before 100, zero months); a statement
//   answering any column of those types is answered by `query` again, and so is every later call of its
//   text.
// - Values. `execute` sends a JavaScript number as a DOUBLE, where `query` writes it as a literal; for a
//   whole number below 10^15 both compare and convert alike (the DOUBLE converts to the same digits
//   where a string is needed, as in LIKE). A call binding anything else (a fraction, -0, a larger
//   number, a Date, a Buffer, an object, `undefined`, which `execute` refuses) is sent by `query`.
// - Failures. A text the database cannot run as a prepared statement (PREPARE_FAILURES) is sent by
//   `query` once more, logged at debug, and by `query` from then on.
import type { MysqlPool, MysqlPoolConnection, MysqlQueryResult } from 'kysely';
import type { FieldPacket, Pool, PoolConnection } from 'mysql2';
import { log } from '../log/logger.js';

/** mysql2's column type codes (mysql2/lib/constants/types.js) whose rows decode alike in both protocols. */
const SAME_IN_BOTH_PROTOCOLS = new Set([
  0x00, // DECIMAL
  0x01, // TINY
  0x02, // SHORT
  0x03, // LONG
  0x06, // NULL
  0x08, // LONGLONG
  0x09, // INT24
  0x0d, // YEAR
  0x0f, // VARCHAR
  0xf5, // JSON
  0xf6, // NEWDECIMAL
  0xf7, // ENUM
  0xf8, // SET
  0xf9, // TINY_BLOB (TINYTEXT)
  0xfa, // MEDIUM_BLOB (MEDIUMTEXT)
  0xfb, // LONG_BLOB (LONGTEXT)
  0xfc, // BLOB (TEXT)
  0xfd, // VAR_STRING
  0xfe, // STRING
]);

/**
 * Errors of the prepared statement itself, not of what it reads: ER_WRONG_ARGUMENTS (1210, "Incorrect
 * arguments to mysqld_stmt_execute"), ER_UNSUPPORTED_PS (1295), ER_PS_MANY_PARAM (1390),
 * ER_MAX_PREPARED_STMT_COUNT_REACHED (1461), ER_NEED_REPREPARE (1615). Any other failure (a timeout, a
 * lost connection, a deadlock) is the statement's answer and is not run twice.
 */
const PREPARE_FAILURES = new Set([1210, 1295, 1390, 1461, 1615]);
/** The database's limit of prepared statements is shared by all its clients: full now, not for ever. */
const TRANSIENT_FAILURES = new Set([1461]);

/** Texts answered by `query` from now on; bounded by the shapes kept, and cleared beyond this in any case. */
const TEXT_ONLY_MAX = 4000;

const BIGGEST_BOUND_NUMBER = 1e15;

function bindable(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < BIGGEST_BOUND_NUMBER && !Object.is(value, -0);
    case 'object':
      return value === null;
    default:
      return false;
  }
}

function decodedAlike(fields: FieldPacket[] | undefined): boolean {
  if (!fields) return true; // no result set (not a read): nothing decoded
  for (const field of fields) if (!SAME_IN_BOTH_PROTOCOLS.has(field.columnType!)) return false;
  return true;
}

type Callback = (error: unknown, result: MysqlQueryResult) => void;

/**
 * The pool kysely's MysqlDialect is given: `preparable` names the texts run as prepared statements.
 * Statistics and events are read from `pool` itself.
 */
export function withPreparedReads(pool: Pool, preparable: (text: string) => boolean): MysqlPool {
  const textOnly = new Set<string>();
  // kysely keeps its own state per connection object (it runs onCreateConnection once per object), so
  // a pooled connection must be wrapped once and handed out as the same wrapper every time
  const wrappers = new WeakMap<PoolConnection, MysqlPoolConnection>();

  const asText = (connection: PoolConnection, text: string, parameters: unknown[], callback: Callback, error: unknown, why: string) => {
    const errno = (error as { errno?: number } | undefined)?.errno;
    if (errno === undefined || !TRANSIENT_FAILURES.has(errno)) {
      if (textOnly.size >= TEXT_ONLY_MAX) textOnly.clear();
      textOnly.add(text);
    }
    connection.unprepare(text); // if it was prepared, its place in the connection's cache is free again
    log.debug('statement run as text, not prepared', { sql: text, why, ...(error ? { error: String((error as Error).message ?? error) } : {}) });
    connection.query(text, parameters, (e, result) => callback(e, result as MysqlQueryResult));
  };

  const wrap = (connection: PoolConnection): MysqlPoolConnection => {
    const query = ((text: string, parameters: unknown[], callback?: Callback) => {
      // a stream (kysely's streamQuery) has no callback: it stays a text query
      if (callback === undefined) return connection.query(text, parameters);
      if (!preparable(text) || textOnly.has(text) || !parameters.every(bindable)) {
        connection.query(text, parameters, (error, result) => callback(error, result as MysqlQueryResult));
        return;
      }
      connection.execute(text, parameters as (string | number | boolean | null)[], (error, result, fields) => {
        if (error) {
          if (PREPARE_FAILURES.has(error.errno!)) asText(connection, text, parameters, callback, error, 'the database refused it as a prepared statement');
          else callback(error, undefined as never);
        } else if (!decodedAlike(fields as FieldPacket[] | undefined)) {
          asText(connection, text, parameters, callback, undefined, 'a column type decodes otherwise in the binary protocol');
        } else {
          callback(null, result as MysqlQueryResult);
        }
      });
    }) as MysqlPoolConnection['query'];
    return { query, release: () => connection.release() };
  };

  return {
    getConnection(callback) {
      pool.getConnection((error, connection) => {
        if (error) {
          callback(error, undefined as never);
          return;
        }
        let wrapper = wrappers.get(connection);
        if (!wrapper) wrappers.set(connection, (wrapper = wrap(connection)));
        callback(null, wrapper);
      });
    },
    end: (callback) => pool.end(callback),
  };
}
