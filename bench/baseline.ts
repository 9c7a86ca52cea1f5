// The baseline: the best hand-written code for each measured read, as its own process
// (`node --import tsx bench/baseline.ts <sqlite:file | mysql://…>`, prints `baseline listening on <port>`).
// uWebSockets.js answers the server's own paths (`GET /api/info`, `POST /api?action=…` with a JSON body),
// so that the bench sends both the very same request; each call parses its body, checks its caller
// (bench/baseline-auth.ts: one indexed SELECT for a sid), runs the hand-written endpoint of its action
// (bench/baseline-reads.ts) through statements prepared once (bench/baseline-db.ts), and answers the
// server's envelope. Before measuring, the bench checks that both answers are the same JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import uWS from 'uWebSockets.js';
import { configTokens } from '../generated/registry.js';
import { authenticate, Refused } from './baseline-auth.js';
import { openBaselineDb, type BaselineDb } from './baseline-db.js';
import { reads } from './baseline-reads.js';

const OK = 'Successful completion';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function serverDatetime(at = new Date()): string {
  return `${DAYS[at.getUTCDay()]} ${MONTHS[at.getUTCMonth()]} ${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} ${at.getUTCFullYear()}`;
}

/** /api/info: the facts fixed at start, the stored public configuration (and the mode) read per call. */
async function infoOf(db: BaselineDb): Promise<() => Promise<Record<string, unknown>>> {
  const schema = String((await db.rows('SELECT MAX(id) FROM schema_migrations', []))[0]![0]);
  const server = (JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version;
  const PREFIX = 'api.public.';
  const defaults = configTokens.filter((t) => t.scope === 'global' && t.key.startsWith(PREFIX)).map((t) => [t.key, t.default] as const);
  const text = `SELECT token_key, value FROM config WHERE tenant_id = -1 AND (token_key = 'wat.multitenant' OR token_key LIKE '${PREFIX}%')`;
  return async () => {
    const values = new Map<string, unknown>(defaults);
    let multitenant = '1';
    for (const [key, value] of await db.rows(text, [])) {
      if (key === 'wat.multitenant') multitenant = String(value) === '1' || value === null ? '1' : '0';
      else values.set(String(key), value);
    }
    const configuration: Record<string, unknown> = {};
    for (const key of [...values.keys()].sort()) {
      const path = key.slice(PREFIX.length).split('.');
      let node = configuration;
      for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]!] = values.get(key);
    }
    return {
      status: 0,
      message: OK,
      server_datetime: serverDatetime(),
      multitenant,
      version: { api: '1.2', database: schema, server }, // the API version the server answers (runtime/routes/info.ts)
      hypervisor: 'sim',
      auth: { separators: ['@', '#'] },
      public_configuration: configuration,
    };
  };
}

async function call(db: BaselineDb, action: string, body: string): Promise<Record<string, unknown>> {
  try {
    const read = reads[action];
    if (!read) throw new Refused(1, `no hand-written endpoint for ${action}`);
    const params = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const caller = await authenticate(db, params);
    const { rows, total } = await read(db, params, caller);
    return caller.sid === undefined ? { status: 0, message: OK, total, rows } : { status: 0, message: OK, total, rows, sid: caller.sid };
  } catch (e) {
    if (e instanceof Refused) return { status: e.status, message: e.message };
    return { status: 1100, message: String((e as Error)?.message ?? e) };
  }
}

function answer(res: uWS.HttpResponse, state: { aborted: boolean }, envelope: Record<string, unknown>): void {
  if (state.aborted) return;
  const body = JSON.stringify(envelope);
  res.cork(() => res.writeStatus('200 OK').writeHeader('Content-Type', 'application/json; charset=utf-8').end(body));
}

async function main(): Promise<void> {
  const db = await openBaselineDb(process.argv[2]!);
  const info = await infoOf(db);
  const app = uWS.App();
  app.get('/api/info', (res) => {
    const state = { aborted: false };
    res.onAborted(() => (state.aborted = true));
    void info().then((envelope) => answer(res, state, envelope));
  });
  app.post('/api', (res, req) => {
    const action = req.getQuery('action') ?? '';
    const state = { aborted: false };
    res.onAborted(() => (state.aborted = true));
    let chunks: Buffer[] = [];
    res.onData((chunk, isLast) => {
      chunks.push(Buffer.from(chunk.slice(0))); // uWS reuses the chunk's memory after the callback
      if (!isLast) return;
      const body = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      chunks = [];
      void call(db, action, body).then((envelope) => answer(res, state, envelope));
    });
  });
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
