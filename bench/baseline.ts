// The baseline: a minimal uWebSockets.js endpoint per scenario that runs the statements the server ran
// for it (captured from the server's query log) through the same driver and answers the rows as JSON.
// No authentication, no validation, no envelope building beyond one JSON.stringify. A list (a page of
// rows, the COUNT for `total`, the `properties` loader) is answered as the server answers it: the page's
// rows, each with its `properties` object, and `total`, so that both build and send the same answer.
// Run as its own process: `node --import tsx bench/baseline.ts <config.json>`; prints
// `baseline listening on <port>`.
import { readFileSync } from 'node:fs';
import uWS from 'uWebSockets.js';
import { MYSQL_SESSION_SETTINGS, mysqlPoolOptions } from '../runtime/db/mysql-pool.js';
import type { ListShape, Route, Statement } from './routes.js';

export type { Statement } from './routes.js';

export interface BaselineConfig {
  dialect: 'sqlite' | 'mysql';
  /** sqlite:<file> or mysql://… as given to the server. */
  dbUrl: string;
  /** Route path → what it runs. */
  routes: Record<string, Route>;
}

/** The server's answer of a list from the results of its statements. */
function listAnswer(shape: ListShape, results: unknown[][]): { status: 0; rows: Record<string, unknown>[]; total: number } {
  const page = results[0] as Record<string, unknown>[];
  let properties: Map<unknown, Record<string, unknown>> | undefined;
  if (shape.properties !== undefined) {
    properties = new Map();
    for (const v of results[shape.properties] as { object_id: unknown; prop_key: string; value: unknown }[]) {
      let values = properties.get(v.object_id);
      if (!values) properties.set(v.object_id, (values = {}));
      values[v.prop_key] = v.value;
    }
  }
  const rows = page.map(({ __id, ...row }) => (properties ? { ...row, properties: properties.get(__id) ?? {} } : row));
  const total = shape.count === undefined ? rows.length : Number((results[shape.count]![0] as { n: unknown }).n);
  return { status: 0, rows, total };
}

type Runner = (statements: Statement[]) => Promise<unknown[][]>;

async function sqliteRunner(file: string): Promise<{ run: Runner; close(): void }> {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  // the server's connection settings
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // a hand-written endpoint prepares its statements once
  const prepared = new Map<string, ReturnType<typeof db.prepare>>();
  const prepare = (text: string) => {
    let stmt = prepared.get(text);
    if (!stmt) prepared.set(text, (stmt = db.prepare(text)));
    return stmt;
  };
  return {
    run: async (statements) => statements.map((s) => prepare(s.sql).all(s.parameters) as unknown[]),
    close: () => db.close(),
  };
}

async function mysqlRunner(url: string): Promise<{ run: Runner; close(): void }> {
  const { createPool } = await import('mysql2');
  const pool = createPool(mysqlPoolOptions(url)); // the server's pool settings
  pool.on('connection', (connection) => {
    connection.query(MYSQL_SESSION_SETTINGS);
  });
  const query = (s: Statement) =>
    new Promise<unknown[]>((resolve, reject) =>
      pool.query(s.sql, s.parameters, (error, rows) => (error ? reject(error) : resolve(rows as unknown[]))),
    );
  return {
    run: async (statements) => {
      const results: unknown[][] = [];
      for (const s of statements) results.push(await query(s));
      return results;
    },
    close: () => pool.end(),
  };
}

async function main(): Promise<void> {
  const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BaselineConfig;
  const db = config.dialect === 'sqlite' ? await sqliteRunner(config.dbUrl.slice('sqlite:'.length)) : await mysqlRunner(config.dbUrl);
  const app = uWS.App();

  for (const [path, { statements, list }] of Object.entries(config.routes)) {
    const answer = (res: uWS.HttpResponse, state: { aborted: boolean }) =>
      db.run(statements).then(
        (results) => {
          if (state.aborted) return;
          const body = JSON.stringify(list ? listAnswer(list, results) : { status: 0, results });
          res.cork(() => res.writeStatus('200 OK').writeHeader('Content-Type', 'application/json; charset=utf-8').end(body));
        },
        (error) => {
          if (state.aborted) return;
          const body = JSON.stringify({ status: 1100, error: String(error?.message ?? error) });
          res.cork(() => res.writeStatus('500 Internal Server Error').end(body));
        },
      );
    app.get(path, (res) => {
      const state = { aborted: false };
      res.onAborted(() => (state.aborted = true));
      void answer(res, state);
    });
    app.post(path, (res) => {
      const state = { aborted: false };
      res.onAborted(() => (state.aborted = true));
      // the body is read to its end (and ignored) before answering, as a real endpoint must
      res.onData((_chunk, isLast) => {
        if (isLast) void answer(res, state);
      });
    });
  }

  app.listen('127.0.0.1', 0, (socket) => {
    if (!socket) {
      process.stderr.write('baseline: cannot listen\n');
      process.exit(1);
    }
    process.stdout.write(`baseline listening on ${uWS.us_socket_local_port(socket as unknown as uWS.us_socket)}\n`);
    const stop = () => {
      uWS.us_listen_socket_close(socket);
      db.close();
      process.exit(0);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}

main().catch((e) => {
  process.stderr.write(`baseline: ${String((e as Error)?.stack ?? e)}\n`);
  process.exit(1);
});
