// The hand-written baseline of the massive vm_start (bench/run.ts, measureMassiveStart): what a careful
// person writes to place the same stopped VMs on the same database, in one transaction on one direct
// connection, with no HTTP, no session, no ACLs, no audit, no events and no driver. It takes the placement
// lock (the meta row the server uses), reads the image, the hosts with their VMs not stopped and the
// slots they hold, places the VMs in id order on the least loaded host (ties by id) at its lowest free
// slot, as the server does, and writes the placements either one UPDATE per VM or in one UPDATE joined
// to a derived table (VALUES on SQLite, UNION ALL on MariaDB), each a compare-and-set on state.
import type { DbKind, SqlAccess } from './store.js';

export type BaselineWrite = 'per_vm' | 'joined';

export interface BaselinePlacement {
  write: BaselineWrite;
  ms: number;
  started: number;
}

/** Stopped VMs of the flavour, placed and moved to starting in one transaction; the time it took. */
export async function placeInOneTransaction(kind: DbKind, sql: SqlAccess, osfId: number, write: BaselineWrite): Promise<BaselinePlacement> {
  let started = 0;
  const t0 = performance.now();
  await sql.transaction(async () => {
    await sql.run(`UPDATE meta SET value = value + 1 WHERE name = 'vm_placement'`);
    const vms = await sql.all<{ id: number; di_tag: string }>(`SELECT id, di_tag FROM vms WHERE osf_id = ? AND state = 'stopped' AND blocked = 0 ORDER BY id`, [osfId]);
    const images = new Map(
      (await sql.all<{ tag: string; di_id: number }>(`SELECT tag, di_id FROM di_tags WHERE osf_id = ?`, [osfId])).map((r) => [r.tag.toLowerCase(), Number(r.di_id)]),
    );
    const hosts = (
      await sql.all<{ id: number; n: number }>(
        `SELECT h.id AS id, (SELECT COUNT(*) FROM vms v WHERE v.host_id = h.id AND v.state <> 'stopped') AS n FROM hosts h
         WHERE h.state = 'running' AND h.blocked = 0 AND h.backend = 1 ORDER BY h.id`,
      )
    ).map((h) => ({ id: Number(h.id), load: Number(h.n), used: new Set<number>(), next: 0 }));
    const byId = new Map(hosts.map((h) => [h.id, h]));
    for (const p of await sql.all<{ host_id: number; vnc_port: number }>(`SELECT host_id, vnc_port FROM vms WHERE host_id IS NOT NULL AND vnc_port IS NOT NULL`)) {
      byId.get(Number(p.host_id))?.used.add(Number(p.vnc_port) - 30000);
    }
    const placements: [id: number, host: number, di: number, slot: number][] = [];
    for (const vm of vms) {
      const di = images.get(vm.di_tag.toLowerCase());
      if (di === undefined || !hosts.length) continue;
      let host = hosts[0]!;
      for (const h of hosts) if (h.load < host.load) host = h;
      while (host.used.has(host.next)) host.next++;
      host.used.add(host.next);
      host.load++;
      placements.push([vm.id, host.id, di, host.next]);
    }
    if (write === 'per_vm') {
      for (const [id, host, di, slot] of placements) {
        await sql.run(
          `UPDATE vms SET host_id = ?, di_id = ?, ssh_port = ?, vnc_port = ?, serial_port = ?, state = 'starting' WHERE id = ? AND state = 'stopped' AND blocked = 0`,
          [host, di, 20000 + slot, 30000 + slot, 40000 + slot, id],
        );
      }
    } else if (placements.length) {
      const params = placements.flat();
      const set = `host_id = p.host_id, di_id = p.di_id, ssh_port = 20000 + p.slot, vnc_port = 30000 + p.slot, serial_port = 40000 + p.slot, state = 'starting'`;
      if (kind === 'sqlite') {
        await sql.run(
          `WITH p(id, host_id, di_id, slot) AS (VALUES ${placements.map(() => '(?, ?, ?, ?)').join(', ')})
           UPDATE vms SET ${set} FROM p WHERE vms.id = p.id AND vms.state = 'stopped' AND vms.blocked = 0`,
          params,
        );
      } else {
        const rows = placements.map((_, k) => (k === 0 ? 'SELECT ? AS id, ? AS host_id, ? AS di_id, ? AS slot' : 'SELECT ?, ?, ?, ?')).join(' UNION ALL ');
        await sql.run(
          `UPDATE vms JOIN (${rows}) AS p ON p.id = vms.id SET ${set.replace(/(^|, )(\w+) =/g, '$1vms.$2 =')} WHERE vms.state = 'stopped' AND vms.blocked = 0`,
          params,
        );
      }
    }
    started = placements.length;
  });
  return { write, ms: performance.now() - t0, started };
}

/** Puts the flavour's VMs back to stopped, as the driver's `stopped` report leaves them. */
export async function stopAll(sql: SqlAccess, osfId: number): Promise<void> {
  await sql.run(
    `UPDATE vms SET state = 'stopped', user_state = 'disconnected', host_id = NULL, di_id = NULL, ssh_port = NULL, vnc_port = NULL, serial_port = NULL WHERE osf_id = ?`,
    [osfId],
  );
}
