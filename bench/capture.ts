// What the server runs for a scenario, read from its own query log (SVC_LOG_LEVEL=debug logs every
// statement through kysely's `log` option), for the query plans (EXPLAIN) and for the report, beside the
// hand-written baseline's SQL. Each request is sent until the caches are warm, then once more, and the
// statements of that last call are kept, apart from the ones that authenticate the caller (the identity
// query of a session or a login, and session upkeep).
import type { RunningServer } from './server.js';
import type { Expected, Scenario } from './scenarios.js';

export interface Statement {
  sql: string;
  parameters: unknown[];
}

const AUTH_MARKERS = [/\bAS multitenant\b/i, /\bsessions\b/i];

export interface Captured {
  kept: Statement[];
  /** Statements of the call that authenticate the caller. */
  auth: Statement[];
}

export async function send(url: string, scenario: Scenario, sid: string, expected: Expected): Promise<Record<string, any>> {
  const res = await fetch(url + scenario.path, {
    method: scenario.method,
    headers: scenario.body ? { 'Content-Type': 'application/json' } : undefined,
    body: scenario.body ? JSON.stringify(scenario.body(sid, expected)) : undefined,
  });
  return (await res.json()) as Record<string, any>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function captureStatements(server: RunningServer, scenario: Scenario, sid: string, expected: Expected): Promise<Captured> {
  for (let i = 0; i < 3; i++) await send(server.url, scenario, sid, expected);
  await sleep(100);
  const mark = server.stdout().length;
  await send(server.url, scenario, sid, expected);
  await sleep(200); // the log lines travel through a pipe
  const captured: Captured = { kept: [], auth: [] };
  for (const line of server.stdout().slice(mark).split('\n')) {
    if (!line.startsWith('{')) continue;
    let record: { message?: string; sql?: string; parameters?: unknown[] };
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (record.message !== 'query' || typeof record.sql !== 'string') continue;
    const statement = { sql: record.sql, parameters: record.parameters ?? [] };
    if (AUTH_MARKERS.some((m) => m.test(statement.sql))) captured.auth.push(statement);
    else captured.kept.push(statement);
  }
  for (const s of captured.kept) {
    if (!/^\s*select\b/i.test(s.sql)) throw new Error(`${scenario.id}: the server wrote during a read: ${s.sql}`);
    if (s.parameters.includes('***')) throw new Error(`${scenario.id}: masked parameters in ${s.sql}`);
  }
  if (!captured.kept.length) throw new Error(`${scenario.id}: no statement captured (is SVC_LOG_LEVEL=debug query logging on?)`);
  return captured;
}
