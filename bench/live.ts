// `make bench`, live lists: 1,000 sockets watching user_get_list (20 tenant administrators of 2 tenants,
// 50 sockets each) while a writer creates and updates users at 50 writes a second for 20 seconds. For
// every write and every socket that should see it: the time from the write's answer to the first push
// that shows it (p50, p99); the server's CPU and peak resident memory; and, on MariaDB, the SELECTs the
// database ran per write (Com_select), which sharing keeps bounded by distinct watchers, not by sockets.
// Writes bench/results-live.md. Settings: BENCH_DB (mysql|sqlite|both), LIVE_SOCKETS_PER_ADMIN (50),
// LIVE_WRITES_PER_SECOND (50), LIVE_SECONDS (20).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { treeCpuMs } from './cpu.js';
import { ROOT, cleanupAll } from './processes.js';
import { startServer, SUPERADMIN_PASSWORD, type RunningServer } from './server.js';
import { createStore, type DbKind } from './store.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ADMINS_PER_TENANT = 10;
const TENANTS = 2;
const SOCKETS_PER_ADMIN = num('LIVE_SOCKETS_PER_ADMIN', 50);
const WRITES_PER_SECOND = num('LIVE_WRITES_PER_SECOND', 50);
const SECONDS = num('LIVE_SECONDS', 20);
const dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase();
const dbs: DbKind[] = dbChoice === 'mysql' ? ['mysql'] : dbChoice === 'sqlite' ? ['sqlite'] : ['mysql', 'sqlite'];
const say = (text: string) => process.stdout.write(`${text}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Result {
  kind: DbKind;
  sockets: number;
  writes: number;
  observations: number;
  missed: number;
  p50: number;
  p99: number;
  max: number;
  frames: number;
  cpuMsPerSecond: number | undefined;
  peakRssMiB: number;
  selectsPerWrite: number | undefined;
}

function rssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  let kib = 0;
  const visit = (p: number) => {
    kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
  };
  visit(pid);
  return kib / 1024;
}

async function comSelect(kind: DbKind): Promise<number | undefined> {
  if (kind !== 'mysql') return undefined;
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  try {
    const [rows] = await conn.query("SHOW GLOBAL STATUS LIKE 'Com_select'");
    return Number((rows as { Value: string }[])[0]?.Value ?? 0);
  } finally {
    await conn.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function benchLive(kind: DbKind): Promise<Result> {
  const store = await createStore(kind);
  let server: RunningServer | undefined;
  const sockets: WebSocket[] = [];
  try {
    server = await startServer({ dbUrl: store.dbUrl, dataDir: store.dataDir, env: { SVC_MAX_SOCKETS_PER_SESSION: String(SOCKETS_PER_ADMIN) } });
    const url = server.url;
    const post = async (path: string, body: Record<string, unknown>) =>
      (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, any>;
    const login = async (login: string, password: string, tenant: string) => (await post('/api/login', { login, password, tenant })).sid as string;
    const superSid = await login('superadmin', SUPERADMIN_PASSWORD, '*');
    const tenants: { id: number; name: string; writerSid?: string }[] = [];
    const admins: { sid: string; tenant: number }[] = [];
    for (let t = 0; t < TENANTS; t++) {
      const name = `live-${t}`;
      const id = (await post('/api?action=tenant_create', { sid: superSid, arguments: { name } })).rows[0].id as number;
      tenants.push({ id, name });
      for (let a = 0; a < ADMINS_PER_TENANT; a++) {
        const created = await post('/api?action=administrator_create', {
          sid: superSid,
          arguments: { name: `watcher-${t}-${a}`, password: 'watcher-pass-1', tenant_id: id, __roles__: ['Users Manager'] },
        });
        if (created.status !== 0) throw new Error(`administrator_create: ${JSON.stringify(created)}`);
        admins.push({ sid: await login(`watcher-${t}-${a}`, 'watcher-pass-1', name), tenant: id });
      }
      tenants[t]!.writerSid = admins[admins.length - 1]!.sid;
    }

    // the watched list: the newest users of the tenant; a write shows as its user's name or description
    const seen = new Map<string, number>(); // `${socket}:${marker}` → first time seen
    const markersBySocket: Set<string>[] = [];
    let frames = 0;
    const wsBase = url.replace(/^http/, 'ws');
    const query = `action=user_get_list&fields=${encodeURIComponent('["id","name","description"]')}&order_by=${encodeURIComponent('{"field":"id","order":"-desc"}')}&block=20`;
    const opened: Promise<void>[] = [];
    admins.forEach((admin) => {
      for (let i = 0; i < SOCKETS_PER_ADMIN; i++) {
        const index = sockets.length;
        const ws = new WebSocket(`${wsBase}/api/ws?${query}&sid=${admin.sid}`);
        sockets.push(ws);
        markersBySocket.push(new Set());
        (ws as WebSocket & { tenant?: number }).tenant = admin.tenant;
        opened.push(new Promise((resolve, reject) => (ws.once('message', () => resolve()), ws.once('error', reject))));
        ws.on('message', (data) => {
          const now = performance.now();
          frames++;
          const text = String(data);
          for (const m of text.matchAll(/"(?:name|description)":"(w\d+(?:-u)?)"/g)) {
            const key = `${index}:${m[1]}`;
            if (!seen.has(key)) seen.set(key, now);
          }
        });
      }
    });
    await Promise.all(opened);
    say(`${kind}: ${sockets.length} sockets open`);

    const selectsBefore = await comSelect(kind);
    const cpuBefore = treeCpuMs(server.pid);
    let peakRss = rssMiB(server.pid);
    const writes: { marker: string; tenant: number; answeredAt: number }[] = [];
    const started = performance.now();
    const total = WRITES_PER_SECOND * SECONDS;
    const created: { id: number; tenant: number; sid: string; n: number }[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / WRITES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      // each tenant in turn gets a create, then an update of the user just created
      const tenant = tenants[Math.floor(n / 2) % TENANTS]!;
      const update = n % 2 === 1;
      if (update) {
        const target = [...created].reverse().find((c) => c.tenant === tenant.id)!;
        const marker = `w${n}-u`;
        const answer = await post('/api?action=user_update', { sid: tenant.writerSid, filters: { id: target.id }, arguments: { description: marker } });
        if (answer.status !== 0) throw new Error(`user_update: ${JSON.stringify(answer)}`);
        writes.push({ marker, tenant: tenant.id, answeredAt: performance.now() });
      } else {
        const marker = `w${n}`;
        const answer = await post('/api?action=user_create', { sid: tenant.writerSid, arguments: { name: marker, password: 'user-pass-1' } });
        if (answer.status !== 0) throw new Error(`user_create: ${JSON.stringify(answer)}`);
        writes.push({ marker, tenant: tenant.id, answeredAt: performance.now() });
        created.push({ id: answer.rows[0].id, tenant: tenant.id, sid: tenant.writerSid!, n });
      }
      if (n % WRITES_PER_SECOND === 0) peakRss = Math.max(peakRss, rssMiB(server.pid));
    }
    await sleep(1500); // the last pushes
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = treeCpuMs(server.pid);
    const selectsAfter = await comSelect(kind);
    peakRss = Math.max(peakRss, rssMiB(server.pid));

    // every socket of the write's tenant should have shown it, unless a later write pushed it off the page
    const latencies: number[] = [];
    let missed = 0;
    writes.forEach((w, i) => {
      sockets.forEach((ws, s) => {
        if ((ws as WebSocket & { tenant?: number }).tenant !== w.tenant) return;
        const at = seen.get(`${s}:${w.marker}`);
        if (at === undefined) {
          // a create shown only after the next write of the tenant is still shown; otherwise it was missed
          if (i < writes.length - 2) missed++;
          return;
        }
        latencies.push(Math.max(0, at - w.answeredAt));
      });
    });
    latencies.sort((a, b) => a - b);
    return {
      kind,
      sockets: sockets.length,
      writes: writes.length,
      observations: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      frames,
      cpuMsPerSecond: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / elapsed : undefined,
      peakRssMiB: peakRss,
      selectsPerWrite: selectsBefore !== undefined && selectsAfter !== undefined ? (selectsAfter - selectsBefore) / writes.length : undefined,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await server?.stop();
    await store.drop();
  }
}

function render(results: Result[]): string {
  const out = [
    '# Live lists under load',
    '',
    `Generated by \`make bench\` (bench/live.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `${TENANTS} tenants × ${ADMINS_PER_TENANT} administrators × ${SOCKETS_PER_ADMIN} sockets on user_get_list (newest 20 users, 3 fields);`,
    `a writer alternating user_create and user_update at ${WRITES_PER_SECOND} writes/s for ${SECONDS} s, the tenants in turn.`,
    'Latency: from a write\'s answer to the first push, on each socket of its tenant, that shows it. Server CPU is',
    'user + system time of the server process tree per second of the run; SELECTs per write are MariaDB\'s',
    'Com_select over the run (authentication, shared re-runs, the writes\' own reads, the session sweep).',
    '',
    '| db | sockets | writes | observations | missed | p50 | p99 | max | frames pushed | server CPU | peak RSS | SELECTs per write |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    out.push(
      `| ${r.kind === 'mysql' ? 'MariaDB' : 'SQLite'} | ${r.sockets} | ${r.writes} | ${r.observations} | ${r.missed} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.max.toFixed(0)} ms | ${r.frames} | ${
        r.cpuMsPerSecond === undefined ? '-' : `${(r.cpuMsPerSecond / 10).toFixed(0)}% of a CPU`
      } | ${r.peakRssMiB.toFixed(0)} MiB | ${r.selectsPerWrite === undefined ? '-' : r.selectsPerWrite.toFixed(1)} |`,
    );
  }
  out.push('', '## Targets', '', '| target | db | measured | result |', '|---|---|--:|---|');
  for (const r of results) {
    const db = r.kind === 'mysql' ? 'MariaDB' : 'SQLite';
    out.push(`| p99 from write to push ≤ 500 ms | ${db} | ${r.p99.toFixed(0)} ms | ${r.p99 <= 500 ? 'PASS' : '**FAIL**'} |`);
    if (r.selectsPerWrite !== undefined) {
      // one re-run (list + count) per distinct watcher group of the tenant, plus the write's own statements
      const bound = (ADMINS_PER_TENANT + 2) * 3;
      out.push(`| SELECTs per write bounded by distinct watchers (${ADMINS_PER_TENANT} per tenant), not sockets (${ADMINS_PER_TENANT * SOCKETS_PER_ADMIN}) | ${db} | ${r.selectsPerWrite.toFixed(1)} | ${r.selectsPerWrite <= bound ? 'PASS' : '**FAIL**'} |`);
    }
  }
  return out.join('\n') + '\n';
}

async function main(): Promise<void> {
  const results: Result[] = [];
  for (const kind of dbs) {
    try {
      const r = await benchLive(kind);
      say(`${kind}: p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms, ${r.observations} observations, ${r.missed} missed, selects/write ${r.selectsPerWrite?.toFixed(1) ?? '-'}, peak RSS ${r.peakRssMiB.toFixed(0)} MiB`);
      results.push(r);
    } catch (e) {
      process.stderr.write(`bench live: ${kind}: ${String((e as Error)?.stack ?? e)}\n`);
    }
  }
  if (!results.length) throw new Error('no database could be benchmarked');
  const text = render(results);
  say(`\n${text}`);
  writeFileSync(join(ROOT, 'bench/results-live.md'), text);
}

main()
  .then(() => cleanupAll())
  .then(() => process.exit(0))
  .catch(async (e) => {
    process.stderr.write(`bench live: ${String((e as Error)?.stack ?? e)}\n`);
    await cleanupAll();
    process.exit(1);
  });
