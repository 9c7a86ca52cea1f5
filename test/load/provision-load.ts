// Logins while users are created in bulk (docs/decisions.md "Passwords"): starts the real server
// (SQLite, or MariaDB with SVC_TEST_DB=mysql) with two tenants. Measures tenant B's logins alone, then
// again while tenant A's administrator creates USERS users (default 300), CONCURRENCY at a time
// (default 20). B logs in every LOGIN_EVERY_MS (default 1000), each time with a login name nobody has,
// which costs the full hash a wrong password costs and never meets the login throttle (a fresh name each
// time; loopback is exempt from per-address counting in the harness). Prints B's login latency
// percentiles alone and during, users created per second, and the time 10,000 users would take at that
// rate. Bounded: it stops after the USERS creates, whatever the machine.
//
//   node_modules/.bin/tsx test/load/provision-load.ts
import { availableParallelism } from 'node:os';
import { expectOk, makeTenantAdmin, startServer, useProductionPasswordCost } from '../blackbox/harness.js';
import { fmt as fmtWith, pct } from './latency.js';

// a load measured as it runs in production: real password hashes
useProductionPasswordCost();

const fmt0 = (values: number[]) => fmtWith(values, 0);

const USERS = Number(process.env.USERS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const LOGIN_EVERY_MS = Number(process.env.LOGIN_EVERY_MS ?? 1000);


const server = await startServer();
try {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const a = await makeTenantAdmin(server, { tenant: 'load-a', admin: 'load-a-admin', roles: ['Root'] });
  await makeTenantAdmin(server, { tenant: 'load-b', admin: 'load-b-admin' });
  let n = 0;
  const loginB = async (): Promise<{ ms: number; busy: boolean }> => {
    const started = performance.now();
    const res = await server.fetch('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ login: `nobody-${n++}`, password: 'guess', tenant: 'load-b' }),
    });
    const env = (await res.json()) as { status: number; additional_info?: string };
    if (env.status !== 3200) throw new Error(`login answered ${JSON.stringify(env)}`);
    return { ms: performance.now() - started, busy: /Too many logins/.test(String(env.additional_info)) };
  };
  async function loginsUntil(done: () => boolean): Promise<{ checked: number[]; busy: number }> {
    const checked: number[] = [];
    let busy = 0;
    while (!done()) {
      const r = await loginB();
      if (r.busy) busy++;
      else checked.push(r.ms);
      await sleep(LOGIN_EVERY_MS);
    }
    return { checked, busy };
  }
  // tenant B alone
  const aloneUntil = performance.now() + 5000;
  const alone = await loginsUntil(() => performance.now() > aloneUntil);

  // tenant A creates USERS users, CONCURRENCY at a time; B keeps logging in
  let next = 0;
  let created = 0;
  const refused: Record<string, number> = {};
  const started = performance.now();
  let finished = false;
  const worker = async () => {
    while (next < USERS) {
      const i = next++;
      const env = await server.api('user_create', { sid: a.sid, arguments: { name: `bulk-${i}`, password: `bulk-${i}-password` } });
      if (env.status === 0) created++;
      else refused[env.status] = (refused[env.status] ?? 0) + 1;
    }
  };
  const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() => (finished = true));
  const during = await loginsUntil(() => finished);
  await workers;
  const seconds = (performance.now() - started) / 1000;
  const listed = await expectOk(server, 'user_get_list', { sid: a.sid, fields: ['id'] });

  console.log(`cores ${availableParallelism()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, database ${server.db}`);
  console.log(`tenant B logins alone:                   ${fmt0(alone.checked)}`);
  console.log(`tenant B logins during A's creates:       ${fmt0(during.checked)}${during.busy ? `, ${during.busy} refused as busy` : ''}`);
  console.log(
    `tenant A: ${created} users created in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time: ${(created / seconds).toFixed(2)} users/s` +
      ` (10,000 users: ${((10_000 / (created / seconds)) / 60).toFixed(1)} min)${Object.keys(refused).length ? `; refused ${JSON.stringify(refused)}` : ''}`,
  );
  if (Number(listed.total) !== created) throw new Error(`${created} creates answered 0 but ${listed.total} users exist`);
} finally {
  await server.stop();
}
