// bench/results.md: the table, the targets with PASS/FAIL, the conditions of the run, and the statements
// each baseline ran.
import type { Captured } from './capture.js';
import type { LoadResult } from './load.js';
import type { Scenario } from './scenarios.js';
import type { SeedSummary } from './seed.js';
import type { DbKind } from './store.js';

export interface Run extends LoadResult {
  /** CPU µs per request of the measured process (with its children), and of the database server. */
  cpuUs?: number;
  dbCpuUs?: number;
  /** The machine's 1-minute load average when the measured run began. */
  load1?: number;
}

export interface Measurement {
  scenario: Scenario;
  server: Run;
  baseline: Run;
  statements: Captured;
}

export interface DbRun {
  kind: DbKind;
  version: string;
  firstStartMs: number;
  startupMs: number;
  seeded: SeedSummary;
  measurements: Measurement[];
}

export interface ReportInput {
  machine: { date: string; nproc: number; cpu: string; node: string; commit: string };
  settings: { seconds: number; warmup: number; connections: number; pipelining: number; tenants: number; admins: number };
  gen: { ms: number; ok: boolean } | undefined;
  runs: DbRun[];
  /** Databases that could not be benchmarked, with the reason. */
  failures: { kind: DbKind; error: string }[];
  partial: boolean;
}

const dbName = (kind: DbKind) => (kind === 'mysql' ? 'MariaDB' : 'SQLite');
const rps = (r: LoadResult) => r.rps.toFixed(0);
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
const us = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(0));
const pct = (v: number) => `${(v * 100).toFixed(0)}%`;

function problems(r: LoadResult): string {
  const parts = [r.errors && `${r.errors} errors`, r.timeouts && `${r.timeouts} timeouts`, r.non2xx && `${r.non2xx} non-2xx`].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function loadRange(runs: DbRun[]): string {
  const values = runs.flatMap((r) => r.measurements.flatMap((m) => [m.server.load1, m.baseline.load1])).filter((v): v is number => v !== undefined);
  return values.length ? `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}` : '-';
}

interface TargetRow {
  target: string;
  db: string;
  value: string;
  pass: boolean;
}

export function targetsOf(runs: DbRun[]): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const run of runs) {
    for (const m of run.measurements) {
      if (!m.scenario.sidTarget) continue;
      const ratio = m.server.rps / m.baseline.rps;
      rows.push({ target: `${m.scenario.title} ≥ 50% of its baseline's throughput`, db: dbName(run.kind), value: pct(ratio), pass: ratio >= 0.5 });
    }
    const sid = run.measurements.find((m) => m.scenario.id === 'admin_list_sid');
    const creds = run.measurements.find((m) => m.scenario.id === 'admin_list_credentials');
    if (sid && creds) {
      const ratio = creds.server.rps / sid.server.rps;
      rows.push({
        target: 'explicit credentials at most 2x slower than sid (administrator_get_list throughput, credentials/sid ≥ 50%)',
        db: dbName(run.kind),
        value: pct(ratio),
        pass: ratio >= 0.5,
      });
    }
  }
  return rows;
}

export function renderResults(input: ReportInput): string {
  const { machine, settings, gen, runs } = input;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(`Written by \`make bench\` (bench/run.ts)${input.partial ? ' — partial run (BENCH_SCENARIOS)' : ''}.`, '');
  out.push(
    `- date: ${machine.date}${machine.commit ? `, commit ${machine.commit}` : ''}`,
    `- machine: ${machine.nproc} CPUs (nproc), ${machine.cpu}, Node ${machine.node}`,
    `- databases: ${runs.map((r) => `${dbName(r.kind)} ${r.version}`).join('; ')}`,
    `- data: ${runs[0] ? `${runs[0].seeded.tenants} tenants, ${runs[0].seeded.admins} administrators, ${runs[0].seeded.roles} tenant roles inheriting template roles, ${runs[0].seeded.templateRoles} template roles, ${runs[0].seeded.adminRoles} role assignments` : '-'}`,
    `- load: autocannon in its own process, ${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.warmup} s warm-up then ${settings.seconds} s measured per run; server and baseline measured one after the other, never at the same time`,
    `- 1-minute load average when measured runs began: ${loadRange(runs)} (the load generator, the measured process and the database account for about 2 of it)`,
    `- latencies in ms over every response of the measured run; ratio = server req/s ÷ baseline req/s`,
    '',
  );

  for (const f of input.failures) out.push(`**${dbName(f.kind)} could not be benchmarked:** ${f.error.split('\n')[0]}`, '');
  out.push('| scenario | db | server req/s | p50 | p99 | baseline req/s | p50 | p99 | ratio |');
  out.push('|---|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const run of runs) {
    for (const m of run.measurements) {
      out.push(
        `| ${m.scenario.title} | ${dbName(run.kind)} | ${rps(m.server)}${problems(m.server)} | ${ms(m.server.p50)} | ${ms(m.server.p99)} | ` +
          `${rps(m.baseline)}${problems(m.baseline)} | ${ms(m.baseline.p50)} | ${ms(m.baseline.p99)} | ${pct(m.server.rps / m.baseline.rps)} |`,
      );
    }
  }
  out.push('');

  out.push('## CPU per request', '');
  out.push(
    'CPU time (user + system, from /proc) spent per request during the measured run: by the measured process',
    '(the server with its tsx launcher, or the baseline) and, on MariaDB, by mariadbd. Throughput on a shared',
    'machine moves with whatever else runs; the cost of a request does not.',
    '',
  );
  out.push('| scenario | db | server µs | MariaDB µs (server run) | baseline µs | MariaDB µs (baseline run) |');
  out.push('|---|---|--:|--:|--:|--:|');
  for (const run of runs) {
    for (const m of run.measurements) {
      out.push(
        `| ${m.scenario.title} | ${dbName(run.kind)} | ${us(m.server.cpuUs)} | ${us(m.server.dbCpuUs)} | ${us(m.baseline.cpuUs)} | ${us(m.baseline.dbCpuUs)} |`,
      );
    }
  }
  out.push('');

  out.push('## Targets', '', 'Stated for MariaDB; SQLite is shown against the same targets.', '');
  out.push('| target | db | measured | result |', '|---|---|--:|---|');
  for (const t of targetsOf(runs)) out.push(`| ${t.target} | ${t.db} | ${t.value} | ${t.pass ? 'PASS' : '**FAIL**'} |`);
  out.push('');

  out.push('## Reading the numbers', '');
  out.push(
    '- Every call with a sid or with credentials first resolves the caller with one statement (the session or',
    '  the login, joined with the administrator and the tenant, plus the multitenant flag and the authorization',
    '  generation). Sessions live in the database so that several server processes share them, and the',
    '  generation makes role changes visible on the next request in every process; the baseline does no such',
    '  statement. On a small answer such as tenant_get_list that round trip is a large part of the request,',
    "  most of all on MariaDB, where every statement costs CPU in mariadbd and in the client (compare the",
    "  MariaDB columns of the CPU table between the server's run and the baseline's).",
    '- administrator_get_list with a `~` filter and an order by name is dominated by the database on MariaDB:',
    '  the LIKE reads every administrator and the order sorts by a case-insensitive collation, and the COUNT',
    '  for `total` reads them again.',
    '- With 2 CPUs the load generator, the measured process and the database share the machine, so the',
    '  ratios are those of the whole request cost, not of the server alone.',
    '',
  );

  out.push('## Start-up and code generation', '');
  out.push('| | ms |', '|---|--:|');
  for (const run of runs) {
    out.push(`| server start, ${dbName(run.kind)}, empty database (migrations, bootstrap): spawn → listening line | ${run.firstStartMs.toFixed(0)} |`);
    out.push(`| server start, ${dbName(run.kind)}, loaded database: spawn → listening line | ${run.startupMs.toFixed(0)} |`);
  }
  out.push(`| \`make gen\` (npx tsx codegen/main.ts) | ${gen ? `${gen.ms.toFixed(0)}${gen.ok ? '' : ' (failed)'}` : 'not timed (BENCH_GEN=0)'} |`);
  out.push('');

  out.push('## What the baseline runs', '');
  out.push(
    'A minimal uWebSockets.js endpoint (bench/baseline.ts, its own process) per scenario, with no',
    'authentication, no validation and no envelope: it runs the statements below one after the other through',
    'the same driver and pool settings as the server (mysql2 pool of 16; better-sqlite3 with the same pragmas,',
    'each statement prepared once) and answers the rows as JSON. The statements are copied from the server',
    "itself: a server started with SVC_LOG_LEVEL=debug logs every statement (kysely's `log` option), each",
    'request is sent until caches are warm and once more, and the statements of that last call are kept, minus',
    "the caller's identity query (session or login, with the administrator, tenant, multitenant flag and",
    'authorization generation), which is what the server does on top.',
    '',
  );
  for (const run of runs) {
    out.push(`### ${dbName(run.kind)}`, '');
    for (const m of run.measurements) {
      out.push(`- ${m.scenario.title}: ${m.statements.kept.length} statement(s) in the baseline; the server also ran ${m.statements.auth.length} for authentication`);
      for (const s of m.statements.kept) out.push(`  - \`${s.sql.replace(/\s+/g, ' ')}\` ${JSON.stringify(s.parameters)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
