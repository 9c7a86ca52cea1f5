// How an ordinary request is answered while clients send large filters (docs/decisions.md "Requests and
// answers"): starts the real server (SQLite, or MariaDB with SVC_TEST_DB=mysql) with USERS users (default
// 2,000), measures an ordinary request alone (user_get_list of one name, every ORDINARY_EVERY_MS, default
// 20), then again while HEAVY_CLIENTS clients (default 4) each send, one after another for LOAD_SECONDS
// (default 10), a user_get_list filtered by an -or of HEAVY_PAIRS pairs (default 499) of `name` and a
// value (HEAVY_OP `=`, the default, or `~` with a %...% pattern). Bounded: the clients wait for each answer
// before sending again, and everything ends after LOAD_SECONDS. Prints latency percentiles of both kinds
// and the statuses the heavy filters got.
//
//   node_modules/.bin/tsx test/load/filter-load.ts
//   SVC_TEST_DB=mysql HEAVY_PAIRS=99 HEAVY_OP='~' node_modules/.bin/tsx test/load/filter-load.ts
import { startServer, useProductionPasswordCost } from '../blackbox/harness.js';
import { fmt, pct } from './latency.js';

// a load measured as it runs in production: real password hashes
useProductionPasswordCost();

const USERS = Number(process.env.USERS ?? 2000);
const CLIENTS = Number(process.env.HEAVY_CLIENTS ?? 4);
const PAIRS = Number(process.env.HEAVY_PAIRS ?? 499);
const OP = process.env.HEAVY_OP === '~' ? '~' : '=';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const ORDINARY_EVERY_MS = Number(process.env.ORDINARY_EVERY_MS ?? 20);


const server = await startServer();
try {
  const sid = await server.superSid();
  const tenant = (await server.api('tenant_create', { sid, arguments: { name: 'load' } })).rows[0].id as number;
  for (let from = 0; from < USERS; from += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - from) }, (_, i) => from + i);
    await server.dbExecute(
      `INSERT INTO users (tenant_id, name, password_hash, description, blocked) VALUES ${rows.map(() => '(?, ?, ?, ?, 0)').join(', ')}`,
      rows.flatMap((n) => [tenant, `user-${n}`, 'x', `user number ${n}`]),
    );
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const timed = async (body: unknown): Promise<{ ms: number; status: number }> => {
    const started = performance.now();
    const res = await server.fetch('/api?action=user_get_list', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const env = (await res.json()) as { status: number };
    return { ms: performance.now() - started, status: env.status };
  };
  async function sampleOrdinary(untilMs: number): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; performance.now() < untilMs; i++) {
      const { ms, status } = await timed({ sid, filters: { name: `user-${i % USERS}` } });
      if (status !== 0) throw new Error(`ordinary request answered ${status}`);
      out.push(ms);
      await sleep(ORDINARY_EVERY_MS);
    }
    return out;
  }
  const value = (i: number) => (OP === '=' ? `user-${i * 3}` : { '~': `%${i}%x%` });
  const heavyFilter = { '-or': Array.from({ length: PAIRS }, (_, i) => ['name', value(i)]).flat() };

  await sampleOrdinary(performance.now() + 1000); // warm-up
  const idle = await sampleOrdinary(performance.now() + 5000);

  const end = performance.now() + SECONDS * 1000;
  const heavy: number[] = [];
  const statuses = new Map<number, number>();
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < end) {
      const { ms, status } = await timed({ sid, filters: heavyFilter });
      heavy.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const during = await sampleOrdinary(end);
  await Promise.all(clients);

  console.log(`database ${server.db}, ${USERS} users; ${CLIENTS} clients sending an -or of ${PAIRS} pairs (name ${OP}) for ${SECONDS} s`);
  console.log(`ordinary request alone:          ${fmt(idle)}`);
  console.log(`ordinary request during the load: ${fmt(during)}`);
  console.log(`heavy filter requests:            ${fmt(heavy)}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
} finally {
  await server.stop();
}
