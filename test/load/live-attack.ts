// What one administrator can take from everybody else through live sockets (issue 15; docs/decisions.md
// "Live lists"): one tenant administrator opens SESSIONS sessions × SOCKETS sockets on a 300-row
// osf_get_list (about 390 KB a frame) while a writer updates one of those flavours UPDATES times over
// UPDATE_SECONDS. Meanwhile another administrator of another tenant calls user_get_list in a loop, and
// the server's resident memory is sampled from /proc/<pid>/status. Prints the sockets opened and refused
// (by HTTP status and API status), the bytes pushed, the peak RSS (VmHWM) and the ordinary request's
// latency percentiles during the attack. Loopback only, bounded in sockets and time.
//
//   node_modules/.bin/tsx test/load/live-attack.ts            (SQLite; SVC_TEST_DB=mysql for MariaDB)
//   SESSIONS=30 SOCKETS=32 ROWS=300 UPDATES=40 UPDATE_SECONDS=4 SERVER_ENV='{"SVC_MAX_SOCKETS_PER_ADMIN":"1000"}'
//
// The sockets live in a child process of their own (this file again, ATTACK_ROLE=sockets), so that
// reading gigabytes of frames does not slow down the loop that times the ordinary request.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { expectOk, makeTenantAdmin, ROOT, startServer, useProductionPasswordCost } from '../blackbox/harness.js';
import { pct } from './latency.js';

// a load measured as it runs in production: real password hashes
useProductionPasswordCost();

const num = (name: string, fallback: number, max: number) => Math.min(max, Number(process.env[name] ?? fallback));
const SESSIONS = num('SESSIONS', 30, 100);
const SOCKETS = num('SOCKETS', 32, 64);
const ROWS = num('ROWS', 300, 1000);
const UPDATES = num('UPDATES', 40, 400);
const UPDATE_SECONDS = num('UPDATE_SECONDS', 4, 60);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface SocketsReport {
  opened: number;
  refused: Record<string, number>;
  closed: Record<string, number>;
  frames: number;
  bytes: number;
}

/** The child process: opens the sockets, reads every frame, reports on stdin's end. */
async function runSockets(): Promise<void> {
  const { url, sids, query } = JSON.parse(process.env.ATTACK_PLAN!) as { url: string; sids: string[]; query: string };
  const report: SocketsReport = { opened: 0, refused: {}, closed: {}, frames: 0, bytes: 0 };
  const sockets: WebSocket[] = [];
  const opening: Promise<void>[] = [];
  for (const sid of sids) {
    for (let i = 0; i < SOCKETS; i++) {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws?${query}&sid=${sid}`);
      sockets.push(ws);
      opening.push(
        new Promise((resolve) => {
          ws.once('open', () => (report.opened++, resolve()));
          ws.once('unexpected-response', (req, res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const status = (() => {
                try {
                  return JSON.parse(Buffer.concat(chunks).toString()).status;
                } catch {
                  return '?';
                }
              })();
              const key = `HTTP ${res.statusCode} / ${status}`;
              report.refused[key] = (report.refused[key] ?? 0) + 1;
              req.destroy();
              resolve();
            });
          });
          ws.once('error', () => resolve());
        }),
      );
      ws.on('message', (data: Buffer) => {
        report.frames++;
        report.bytes += data.length;
      });
      ws.on('close', (code) => (report.closed[code] = (report.closed[code] ?? 0) + 1));
    }
  }
  await Promise.all(opening);
  process.stdout.write(`opened ${JSON.stringify(report)}\n`);
  // until the parent says the attack is over
  await new Promise<void>((resolve) => process.stdin.on('end', resolve).resume());
  process.stdout.write(`done ${JSON.stringify(report)}\n`);
  for (const ws of sockets) ws.terminate();
  process.exit(0);
}

/**
 * Resident memory of the server's process tree (tsx runs the server in a child process of its own): the
 * sum of the processes' RSS, and the largest process's peak (VmHWM: the server's own).
 */
function memoryOf(pid: number): { rssMiB: number; hwmMiB: number } {
  let rss = 0;
  let hwm = 0;
  const visit = (p: number) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    rss += kib('VmRSS');
    hwm = Math.max(hwm, kib('VmHWM'));
    const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
  };
  visit(pid);
  return { rssMiB: rss / 1024, hwmMiB: hwm / 1024 };
}

/** The server's metrics (SVC_METRICS=local) whose lines match. */
async function printMetrics(server: { fetch(path: string): Promise<Response> }, lines: RegExp): Promise<void> {
  const metrics = await server.fetch('/metrics').catch(() => undefined);
  if (metrics?.status === 200) for (const line of (await metrics.text()).split('\n')) if (lines.test(line)) console.log(`  ${line}`);
}

async function runAttack(): Promise<void> {
  const env = JSON.parse(process.env.SERVER_ENV ?? '{}') as Record<string, string>;
  const server = await startServer({ env: { SVC_METRICS: 'local', SVC_MAX_SOCKETS_PER_SESSION: String(SOCKETS), ...env } });
  try {
    const su = await server.superSid();
    const attacker = await makeTenantAdmin(server, { tenant: 'attack', admin: 'attacker', roles: ['OSFs Manager'] });
    const bystander = await makeTenantAdmin(server, { tenant: 'bystander', admin: 'bystander', roles: ['Users Reader'] });
    for (let i = 0; i < 20; i++) await expectOk(server, 'user_create', { sid: su, arguments: { tenant_id: bystander.tenantId, name: `by-${i}`, password: 'user-pass-1' } });
    let osfId = 0;
    for (let i = 0; i < ROWS; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, ROWS - i) }, (_, j) =>
          expectOk(server, 'osf_create', { sid: su, arguments: { tenant_id: attacker.tenantId, name: `${'n'.repeat(100)}-${i + j}`, description: 'd'.repeat(1000) } }),
        ),
      );
      osfId ||= batch[0]!.rows[0].id;
    }
    const sids = [attacker.sid];
    while (sids.length < SESSIONS) sids.push(await server.login('attacker', 'admin-pass-1', 'attack'));
    const frame = JSON.stringify(await server.api('osf_get_list', { sid: attacker.sid })).length;
    const idleMemory = memoryOf(server.pid);
    console.log(
      `${server.db}: ${ROWS} flavours (a frame of ${(frame / 1024).toFixed(0)} KiB), ${SESSIONS} sessions × ${SOCKETS} sockets; ` +
        `server RSS ${idleMemory.rssMiB.toFixed(0)} MiB, VmHWM so far ${idleMemory.hwmMiB.toFixed(0)} MiB (logins hash with a memory-hard function)`,
    );

    const alone: number[] = [];
    for (const until = performance.now() + 2000; performance.now() < until; await sleep(20)) {
      const started = performance.now();
      await server.api('user_get_list', { sid: bystander.sid, block: 20 });
      alone.push(performance.now() - started);
    }
    console.log(`user_get_list alone: n=${alone.length} p50 ${pct(alone, 50).toFixed(1)} ms, p99 ${pct(alone, 99).toFixed(1)} ms`);
    let peakRss = idleMemory.rssMiB;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(server.pid).rssMiB)), 50);
    const child = spawn(`${ROOT}/node_modules/.bin/tsx`, [import.meta.filename], {
      env: { ...process.env, ATTACK_ROLE: 'sockets', ATTACK_PLAN: JSON.stringify({ url: server.url, sids, query: 'action=osf_get_list' }) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const reports: Record<string, SocketsReport> = {};
    const waiters: Record<string, () => void> = {};
    lines.on('line', (line) => {
      const [kind, json] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)];
      reports[kind] = JSON.parse(json) as SocketsReport;
      waiters[kind]?.();
    });
    const reported = (kind: string) => new Promise<void>((resolve) => (reports[kind] ? resolve() : (waiters[kind] = resolve)));
    const t0 = performance.now();
    await reported('opened');
    console.log(`sockets: ${JSON.stringify({ ...reports.opened, openMs: Math.round(performance.now() - t0) })}; server RSS peak while opening ${peakRss.toFixed(0)} MiB`);

    await printMetrics(server, /^svc_(live_queued|process_nodejs_heap_size_used|process_nodejs_external|process_resident)/);

    // the ordinary request, timed in its own loop while the writer runs
    let attacking = true;
    const latencies: number[] = [];
    const ordinary = (async () => {
      while (attacking) {
        const started = performance.now();
        const env = await server.api('user_get_list', { sid: bystander.sid, block: 20 });
        if (env.status !== 0) throw new Error(`user_get_list: ${JSON.stringify(env).slice(0, 300)}`);
        latencies.push(performance.now() - started);
        await sleep(20);
      }
    })();
    const start = performance.now();
    for (let n = 0; n < UPDATES; n++) {
      const due = start + (n * UPDATE_SECONDS * 1000) / UPDATES;
      if (due > performance.now()) await sleep(due - performance.now());
      await expectOk(server, 'osf_update', { sid: attacker.sid, filters: { id: osfId }, arguments: { description: `${'e'.repeat(990)}-${n}` } });
    }
    await sleep(1500); // the last pushes
    attacking = false;
    await ordinary;
    clearInterval(sampler);
    child.stdin!.end();
    await reported('done');
    const memory = memoryOf(server.pid);
    const done = reports.done!;
    console.log(`pushed: ${done.frames} frames, ${(done.bytes / 1024 ** 3).toFixed(2)} GiB; closes by code ${JSON.stringify(done.closed)}`);
    console.log(`server memory: VmHWM ${memory.hwmMiB.toFixed(0)} MiB (sampled RSS peak ${peakRss.toFixed(0)} MiB, now ${memory.rssMiB.toFixed(0)} MiB)`);
    console.log(
      `user_get_list during the attack: n=${latencies.length} p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    await printMetrics(server, /^svc_live_/);
  } finally {
    await server.stop();
  }
}

if (process.env.ATTACK_ROLE === 'sockets') await runSockets();
else await runAttack();
