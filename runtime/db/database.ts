// Opens the database named by SVC_DB_URL through kysely: SQLite (better-sqlite3, the embedded default)
// or MySQL/MariaDB (mysql2). The rest of the runtime sees one Kysely instance and the dialect name.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, MysqlDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import { log } from '../log/logger.js';
import { isSecretConfigKey } from '../log/secrets.js';
import { registerDirectReader } from './direct-reads.js';
import { withStatementCache } from './statement-cache.js';
import { disableSubqueryCache, MYSQL_SESSION_SETTINGS, mysqlPoolOptions, setStatementTimeout } from './mysql-pool.js';
import { withPreparedReads } from './prepared-reads.js';
import { isShapedText } from './statement-shapes.js';
import { prepareGaleraSession } from './galera.js';

export type Dialect = 'sqlite' | 'mysql';

export interface Database {
  db: Kysely<any>;
  dialect: Dialect;
  close(): Promise<void>;
  /** Connections of the pool (MariaDB/MySQL only: SQLite has one connection). */
  poolStats?(): { open: number; idle: number; waiting: number };
  /** MariaDB Galera: a connection found the node is one (runtime/db/galera.ts). */
  galera?(): boolean;
}

export interface OpenOptions {
  /** Log every statement with its parameters and duration at debug level (SVC_LOG_LEVEL=debug). */
  logQueries?: boolean;
  /** MariaDB/MySQL: the database stops a statement running longer (SVC_DB_STATEMENT_TIMEOUT_MS; 0 or none: no limit). */
  statementTimeoutMs?: number;
  /** On a Galera node: the sessions' wsrep_sync_wait (SVC_DB_SYNC_WAIT). */
  syncWait?: number;
}

/**
 * Bound values of statements on sessions or password hashes are secrets: they are logged masked; so are
 * those of a statement naming a secret configuration token (config_set writing a bind password).
 */
const SECRET_SQL = /sessions|password_hash/i;

function logQuery(event: LogEvent): void {
  const { sql: text, parameters } = event.query;
  log.debug(event.level === 'query' ? 'query' : 'query failed', {
    sql: text,
    parameters: SECRET_SQL.test(text) || parameters.some(isSecretConfigKey) ? parameters.map(() => '***') : parameters,
    ms: Math.round(event.queryDurationMillis * 1000) / 1000,
    ...(event.level === 'error' ? { error: String((event.error as Error)?.message ?? event.error) } : {}),
  });
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  // Without the option kysely gets no logger at all, so the query path does no timing or logging work.
  const logger = options.logQueries ? logQuery : undefined;
  if (url.startsWith('sqlite:')) {
    const { default: SQLite } = await import('better-sqlite3');
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const connection = new SQLite(file);
    // WAL lets readers run beside the writer; NORMAL sync is durable across process crashes.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    const statements = withStatementCache(connection);
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: statements }), log: logger });
    // the shaped reads at once, not through kysely's connection mutex (direct-reads.ts); logged statements keep kysely's path
    if (!logger) registerDirectReader(db, statements.readNow);
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const { createPool } = await import('mysql2');
  let galera = false;
  const pool = createPool(mysqlPoolOptions(url));
  const db = new Kysely<any>({
    dialect: new MysqlDialect({
      pool: withPreparedReads(pool, isShapedText),
      onCreateConnection: async (connection) => {
        await connection.executeQuery(sql.raw(MYSQL_SESSION_SETTINGS).compile(db));
        await disableSubqueryCache((text) => connection.executeQuery(sql.raw(text).compile(db)));
        if (options.statementTimeoutMs) await setStatementTimeout((text) => connection.executeQuery(sql.raw(text).compile(db)), options.statementTimeoutMs);
        galera = await prepareGaleraSession((text) => connection.executeQuery(sql.raw(text).compile(db)), options.syncWait ?? 1);
      },
    }),
    log: logger,
  });
  // mysql2 keeps its pool's connections in these arrays; read defensively, they are not its public API
  const internals = pool as unknown as { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number } };
  const poolStats = () => ({
    open: internals._allConnections?.length ?? 0,
    idle: internals._freeConnections?.length ?? 0,
    waiting: internals._connectionQueue?.length ?? 0,
  });
  return { db, dialect: 'mysql', close: () => db.destroy(), poolStats, galera: () => galera };
}
