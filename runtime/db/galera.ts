// MariaDB Galera (docs/decisions.md "MariaDB Galera"): a node of a Galera cluster is found by its
// wsrep_on variable when a connection opens. On such a node each session gets wsrep_sync_wait
// (SVC_DB_SYNC_WAIT, default 1: a read waits until the node has applied every transaction the cluster
// committed before it), so a record created through one node is in a list read through another at once;
// and /readyz answers 503 while the node is not Synced (joining, donating a full copy, cut off from the
// majority), so HAProxy sends the node's clients to the others.
import { sql, type Kysely } from 'kysely';

/** Runs one statement on the new connection; answers its rows. */
type Run = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * On a Galera node (wsrep_on = ON) sets the session's wsrep_sync_wait; answers whether it is one. MySQL,
 * which has no wsrep_on, answers no row: not Galera.
 */
export async function prepareGaleraSession(run: Run, syncWait: number): Promise<boolean> {
  const { rows } = await run("SHOW VARIABLES LIKE 'wsrep_on'");
  const on = String((rows[0] as { Value?: unknown } | undefined)?.Value ?? '').toUpperCase() === 'ON';
  if (on) await run(`SET SESSION wsrep_sync_wait = ${Math.max(0, Math.min(15, Math.trunc(syncWait)))}`);
  return on;
}

/** Why a Galera node cannot serve now, or undefined when it is Synced and ready. */
export async function galeraNotReady(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ Variable_name: string; Value: string }>`
    SHOW STATUS WHERE Variable_name IN ('wsrep_ready', 'wsrep_local_state_comment', 'wsrep_cluster_status')`.execute(db);
  const status = Object.fromEntries(rows.map((r) => [String(r.Variable_name).toLowerCase(), String(r.Value)]));
  if (status.wsrep_cluster_status && status.wsrep_cluster_status !== 'Primary') return `the Galera node is not in the primary component (${status.wsrep_cluster_status})`;
  if (status.wsrep_ready !== 'ON') return 'the Galera node is not ready (wsrep_ready OFF)';
  if (status.wsrep_local_state_comment !== 'Synced') return `the Galera node is ${status.wsrep_local_state_comment ?? 'not Synced'}, not Synced`;
  return undefined;
}
