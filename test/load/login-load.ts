// How the API answers while logins hash (docs/decisions.md "Login throttling"): starts the real server
// (SQLite, or MariaDB with SVC_TEST_DB=mysql), measures GET /api/info alone, then again while logins
// arrive at LOGIN_RATE per second (default 20) for LOAD_SECONDS (default 15). Every login costs a full
// password hash (each uses a login name nobody has, which costs what a wrong password costs; a fresh
// name each time, so the login throttle never answers instead). /api/info is sampled every INFO_EVERY_MS
// (default 20) in its own loop. Prints latency percentiles of both, and of the logins: those whose
// password was checked and those refused at once because the hashes already waiting would take longer
// than HASH_MAX_WAIT_MS (runtime/auth/passwords.ts).
//
//   node_modules/.bin/tsx test/load/login-load.ts
import { availableParallelism } from 'node:os';
import { startServer, useProductionPasswordCost } from '../blackbox/harness.js';
import { fmt, pct } from './latency.js';

// a load measured as it runs in production: real password hashes
useProductionPasswordCost();

const RATE = Number(process.env.LOGIN_RATE ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const INFO_EVERY_MS = Number(process.env.INFO_EVERY_MS ?? 20);


const server = await startServer();
try {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  async function sampleInfo(untilMs: number): Promise<number[]> {
    const out: number[] = [];
    while (performance.now() < untilMs) {
      const started = performance.now();
      const res = await server.fetch('/api/info');
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/api/info HTTP ${res.status}`);
      out.push(performance.now() - started);
      await sleep(INFO_EVERY_MS);
    }
    return out;
  }
  // warm-up, then /api/info alone
  await sampleInfo(performance.now() + 1000);
  const idle = await sampleInfo(performance.now() + 5000);

  const logins: Promise<number>[] = [];
  const checked: number[] = [];
  const busy: number[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  const infoDuring = sampleInfo(end);
  for (let i = 0; performance.now() < end; i++) {
    const due = start + (i * 1000) / RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    const started = performance.now();
    logins.push(
      server
        .fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: `load-${i}`, password: 'guess', tenant: 'default' }) })
        .then(async (res) => {
          const env = (await res.json()) as { status: number; additional_info?: string };
          if (env.status !== 3200) throw new Error(`login answered ${JSON.stringify(env)}`);
          const ms = performance.now() - started;
          (/Too many logins are being checked/.test(String(env.additional_info)) ? busy : checked).push(ms);
          return ms;
        }),
    );
  }
  const during = await infoDuring;
  await Promise.all(logins);
  const drained = performance.now();
  console.log(`cores ${availableParallelism()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, database ${server.db}`);
  console.log(`/api/info alone:                       ${fmt(idle)}`);
  console.log(`/api/info during ${RATE} logins/s for ${SECONDS} s: ${fmt(during)}`);
  console.log(`logins: ${logins.length} sent, all answered ${((drained - start) / 1000).toFixed(1)} s after the first`);
  console.log(`  checked (a full hash, 3200):           ${fmt(checked)} (${(checked.length / ((drained - start) / 1000)).toFixed(1)}/s)`);
  if (busy.length) console.log(`  refused as busy (no hash, 3200):       ${fmt(busy)}`);
} finally {
  await server.stop();
}
