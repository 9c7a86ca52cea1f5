// kill -9 of the server in the middle of a burst of creates, on the database the black-box tests run on
// (SQLite, or MariaDB/MySQL with SVC_TEST_DB=mysql). A second server started on the same database must
// find every create that was answered with status 0, under the id it was answered with and with its
// property value, and nothing half-written: no record without its value, no value of a missing record,
// no record a refused call made. A call whose answer the kill swallowed may or may not have committed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Envelope, startServer, TEST_DB, type TestServer, useProductionPasswordCost } from './harness.js';

// what this file tests costs what a real password hash costs
useProductionPasswordCost();

/**
 * user_create calls fired, CONCURRENCY at a time; the kill comes once KILL_AFTER_USERS of them were
 * acknowledged. Each costs a scrypt hash (N = 2^17, one at a time on two cores: ~2–3 a second), so the
 * kill lands some seconds in, with the rest of the burst queued behind it or still to be sent.
 */
const USERS = 200;
const KILL_AFTER_USERS = 20;
const CONCURRENCY = 8;
/** osf_create loops beside them (same create executor and __properties__ code, no hash), paced. */
const OSF_LOOPS = 4;
const OSF_PAUSE_MS = 20;

/** Every process below `pid` (Linux /proc), children first. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** Running (a zombie, dead but not yet reaped by its parent, is not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * kill -9 of the server, and of anything under it (the server process is the harness's own child);
 * answers the pids killed once the server is gone.
 */
async function killHard(server: TestServer): Promise<number[]> {
  const inner = descendants(server.pid);
  for (const pid of inner) process.kill(pid, 'SIGKILL');
  await server.signal('SIGKILL');
  return [server.pid, ...inner];
}

interface Call {
  action: 'user_create' | 'osf_create';
  name: string;
  /** the envelope's status, or undefined when no answer came (the server died first) */
  status?: number;
  id?: number;
  error?: string;
}

async function send(server: TestServer, action: string, params: Record<string, unknown>): Promise<Envelope> {
  const res = await server.fetch(`/api?action=${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Envelope;
}

async function ok(server: TestServer, action: string, params: Record<string, unknown>): Promise<Envelope> {
  const env = await send(server, action, params);
  if (env.status !== 0) throw new Error(`${action} → ${JSON.stringify(env)}`);
  return env;
}

describe(`kill -9 of the server during a burst of creates (${TEST_DB})`, () => {
  it('a restarted server has every acknowledged create, whole, and nothing partial', async () => {
    let server: TestServer | undefined = await startServer();
    let restarted: TestServer | undefined;
    try {
      const sid = await server.superSid();
      const tenantId = (await ok(server, 'tenant_create', { sid, arguments: { name: 'kill-t' } })).rows![0].id as number;
      await ok(server, 'property_create', { sid, arguments: { tenant_id: tenantId, key: 'p', __property_assign__: ['user', 'osf'] } });
      const args = (action: Call['action'], name: string) => ({
        tenant_id: tenantId,
        name,
        ...(action === 'user_create' ? { password: 'user-pass-1' } : {}),
        __properties__: { p: `v-${name}` },
      });

      const calls: Call[] = [];
      let killed = false;
      let killing: Promise<number[]> | undefined;
      const victim = server;
      const fire = async (action: Call['action'], name: string) => {
        const c: Call = { action, name };
        try {
          const env = await send(victim, action, { sid, arguments: args(action, name) });
          c.status = env.status;
          if (env.status === 0) c.id = env.rows?.[0]?.id;
        } catch (e) {
          c.error = String((e as Error)?.cause ?? (e as Error)?.message ?? e);
        }
        calls.push(c);
        if (!killed && calls.filter((x) => x.action === 'user_create' && x.status === 0).length >= KILL_AFTER_USERS) {
          killed = true;
          killing = killHard(victim);
        }
      };
      // user_create waits its turn for a scrypt hash, so few of its transactions are open at any moment;
      // osf_create (same create executor and __properties__ code, no hash) keeps writes in flight
      let nextUser = 0;
      let nextOsf = 0;
      const workers = [
        ...Array.from({ length: CONCURRENCY }, async () => {
          while (nextUser < USERS) await fire('user_create', `kill-u-${nextUser++}`);
        }),
        ...Array.from({ length: OSF_LOOPS }, async () => {
          while (!killed) {
            await fire('osf_create', `kill-o-${nextOsf++}`);
            await new Promise((r) => setTimeout(r, OSF_PAUSE_MS));
          }
          // a few more after the kill, answered by nobody
          for (let i = 0; i < 3; i++) await fire('osf_create', `kill-o-${nextOsf++}`);
        }),
      ];
      await Promise.all(workers);
      expect(killing, 'the server was killed mid-burst').toBeDefined();
      const killedPids = await killing!;
            expect(killedPids.filter(alive), 'server processes still alive after kill -9').toEqual([]);

      const answered = calls.filter((c) => c.status !== undefined);
      const acknowledged = calls.filter((c) => c.status === 0);
      const refused = calls.filter((c) => c.status !== undefined && c.status !== 0);
      const unanswered = calls.filter((c) => c.status === undefined);
      expect(acknowledged.filter((c) => c.action === 'user_create').length).toBeGreaterThanOrEqual(KILL_AFTER_USERS);
      expect(unanswered.length, 'calls the kill left without an answer').toBeGreaterThan(0);
      expect(calls.filter((c) => c.action === 'user_create').length).toBe(USERS);
      // every answer was a success, but for InnoDB deadlocks of concurrent creates on MariaDB (a defect of
      // their own, see faults-mariadb.test.ts), answered 1100 and logged by the server as such
      const deadlocks = victim.output().match(/Deadlock found when trying to get lock/g)?.length ?? 0;
      const unexplained = refused.filter((c) => c.status !== 1100).concat(refused.filter((c) => c.status === 1100).slice(deadlocks));
      expect(unexplained.map((c) => `${c.action} ${c.name} → ${c.status}`), 'calls answered with an error').toEqual([]);

      const { dbUrl, dataDir } = server;
      await server.stop({ keep: true });
      server = undefined;
      restarted = await startServer({ reuse: { dbUrl, dataDir } });
      const sid2 = await restarted.superSid();

      let unansweredCommitted = 0;
      for (const [action, table, kind] of [
        ['user_create', 'users', 'user'],
        ['osf_create', 'osfs', 'osf'],
      ] as const) {
        const mine = calls.filter((c) => c.action === action);
        const rows = await restarted.dbQuery(`SELECT id, name FROM ${table} WHERE tenant_id = ? AND name LIKE ?`, [tenantId, 'kill-%']);
        const byName = new Map(rows.map((r) => [String(r.name), Number(r.id)]));
        // every create answered 0 is there, under the id it was answered with
        const lost = mine.filter((c) => c.status === 0 && byName.get(c.name) !== c.id);
        expect(lost.map((c) => `${c.name} answered id ${c.id}, stored ${byName.get(c.name)}`), `acknowledged ${action} calls lost by the kill`).toEqual([]);
        // a call answered with an error made nothing; only an unanswered one may have committed unseen
        const refusedNames = new Set(mine.filter((c) => c.status !== undefined && c.status !== 0).map((c) => c.name));
        expect(rows.filter((r) => refusedNames.has(String(r.name))), `${table} made by a call answered with an error`).toEqual([]);
        unansweredCommitted += rows.filter((r) => mine.some((c) => c.name === String(r.name) && c.status === undefined)).length;
        const fired = new Set(mine.map((c) => c.name));
        expect(rows.filter((r) => !fired.has(String(r.name))), `${table} nobody asked for`).toEqual([]);
        // nothing partial: every record has its property value, every value its record
        const values = await restarted.dbQuery(
          `SELECT v.object_id, v.value FROM property_values v JOIN properties p ON p.id = v.property_id WHERE v.kind = ? AND p.prop_key = 'p' AND p.tenant_id = ?`,
          [kind, tenantId],
        );
        const valueOf = new Map(values.map((v) => [Number(v.object_id), String(v.value)]));
        expect(rows.filter((r) => valueOf.get(Number(r.id)) !== `v-${r.name}`), `${table} without their property value`).toEqual([]);
        const orphans = await restarted.dbQuery(
          `SELECT v.object_id FROM property_values v LEFT JOIN ${table} t ON t.id = v.object_id WHERE v.kind = ? AND t.id IS NULL`,
          [kind],
        );
        expect(orphans, `property values of no ${kind}`).toEqual([]);
      }
      if (TEST_DB === 'sqlite') {
        expect(await restarted.dbQuery('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(await restarted.dbQuery('PRAGMA foreign_key_check')).toEqual([]);
      }

      // the API of the restarted server shows each acknowledged user with its property
      const listed = await ok(restarted, 'user_get_list', { sid: sid2, filters: { tenant_id: tenantId }, fields: ['id', 'name', 'p'], block: 10_000 });
      const listedByName = new Map((listed.rows as Record<string, any>[]).map((r) => [String(r.name), r]));
      for (const c of acknowledged.filter((x) => x.action === 'user_create')) {
        expect(listedByName.get(c.name), c.name).toEqual({ id: c.id, name: c.name, p: `v-${c.name}` });
      }
      // and goes on working: a name taken before the kill stays taken (7200), a new one is created
      const taken = acknowledged.find((c) => c.action === 'user_create')!;
      expect((await send(restarted, 'user_create', { sid: sid2, arguments: args('user_create', taken.name) })).status).toBe(7200);
      const fresh = await ok(restarted, 'user_create', { sid: sid2, arguments: args('user_create', 'after-the-kill') });
      expect((await ok(restarted, 'user_get_list', { sid: sid2, filters: { id: fresh.rows![0].id }, fields: ['name', 'p'] })).rows).toEqual([
        { name: 'after-the-kill', p: 'v-after-the-kill' },
      ]);

      console.info(
        `faults-kill (${TEST_DB}): ${calls.length} calls, ${answered.length} answered (${acknowledged.length} status 0, ` +
          `${refused.length} refused, ${deadlocks} deadlocks logged), ${unanswered.length} unanswered (${unansweredCommitted} of them committed)`,
      );
    } finally {
      await server?.stop();
      await restarted?.stop();
    }
  }, 90_000);
});
