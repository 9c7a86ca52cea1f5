// vm_start's part of the transition (docs/decisions.md "Virtual machines"): under one lock for every placement, so two starts
// never pick the same ports or overfill a host, it finds the image the VM's di_tag names (none → 5130),
// the running, unblocked backend host with the fewest VMs not stopped, ties by id (none → 5140), and the
// lowest port slot free on that host.
//
// A massive start places its VMs by the batch (runtime/executors/exec.ts): the lock is taken once per
// batch, the hosts' loads and used slots are read once, and the VMs are placed in id order in memory,
// each on the host with the fewest VMs not stopped counting the ones placed before it: the placement
// VM-by-VM starts would make, at a few statements per batch instead of several per VM.
import { sql } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import type { Hook, RecordRef, WriteContext } from '../contract/write-context.js';
import { lockAllocations } from '../vms/vm-network.js';

/** Port of slot k: ssh 20000+k, vnc 30000+k, serial 40000+k. */
const PORT_BASE = { ssh_port: 20000, vnc_port: 30000, serial_port: 40000 } as const;
const SLOTS = 10000;

interface HostLoad {
  id: number;
  /** VMs not stopped on the host, the ones placed by this batch included. */
  load: number;
  /** Slots held by a VM of the host (its vnc port), and the lowest slot that may be free. */
  used: Set<number>;
  next: number;
}

/** The running, unblocked backend hosts, by id, with their VMs not stopped and their used slots. */
async function hostLoads(w: WriteContext): Promise<HostLoad[]> {
  const { trx } = w;
  const hosts = await sql<{ id: unknown; n: unknown }>`
    SELECT h.id AS id, (SELECT COUNT(*) FROM vms v WHERE v.host_id = h.id AND v.state <> 'stopped') AS n FROM hosts h
    WHERE h.state = 'running' AND h.blocked = 0 AND h.backend = 1
    ORDER BY h.id`.execute(trx);
  const loads = hosts.rows.map((h) => ({ id: Number(h.id), load: Number(h.n), used: new Set<number>(), next: 0 }));
  if (!loads.length) return loads;
  const byId = new Map(loads.map((h) => [h.id, h]));
  const ports = await trx
    .selectFrom('vms')
    .select(['host_id', 'vnc_port'])
    .where('host_id', 'in', [...byId.keys()])
    .where('vnc_port', 'is not', null)
    .execute();
  for (const p of ports) byId.get(Number(p.host_id))?.used.add(Number(p.vnc_port) - PORT_BASE.vnc_port);
  return loads;
}

/** The host with the fewest VMs not stopped, ties by id. */
function leastLoaded(hosts: readonly HostLoad[]): HostLoad {
  let best = hosts[0]!;
  for (const h of hosts) if (h.load < best.load) best = h;
  return best;
}

/** The lowest slot of the host no VM holds, taken; undefined when every slot is held. */
function takeSlot(host: HostLoad): number | undefined {
  while (host.used.has(host.next)) host.next++;
  if (host.next >= SLOTS) return undefined;
  host.used.add(host.next);
  return host.next;
}

/** The image each (flavour, tag) names, read once per pair (the database compares the tag as it always does). */
async function imagesOf(w: WriteContext, records: readonly RecordRef[]): Promise<Map<string, number | undefined>> {
  const images = new Map<string, number | undefined>();
  for (const record of records) {
    const key = JSON.stringify([Number(record.row.osf_id), String(record.row.di_tag)]);
    if (images.has(key)) continue;
    const image = await w.trx
      .selectFrom('di_tags')
      .select('di_id')
      .where('osf_id', '=', Number(record.row.osf_id))
      .where('tag', '=', String(record.row.di_tag))
      .executeTakeFirst();
    images.set(key, image ? Number(image.di_id) : undefined);
  }
  return images;
}

export const vmStart: Hook = {
  transitionBatch: {
    serialize: (w) => lockAllocations(w.trx, 'vm_placement'),
    async values(w, records) {
      const images = await imagesOf(w, records);
      const hosts = await hostLoads(w);
      return records.map((record) => {
        const di = images.get(JSON.stringify([Number(record.row.osf_id), String(record.row.di_tag)]));
        if (di === undefined) return new ApiError(5130, `No disk image of OS flavour ${String(record.row.osf_id)} carries tag ${String(record.row.di_tag)}`);
        if (!hosts.length) return new ApiError(5140, 'No running, unblocked backend host');
        const host = leastLoaded(hosts);
        const slot = takeSlot(host);
        if (slot === undefined) return new ApiError(5140, `Host ${host.id} has no free port slot`);
        host.load++;
        return {
          host_id: host.id,
          di_id: di,
          ssh_port: PORT_BASE.ssh_port + slot,
          vnc_port: PORT_BASE.vnc_port + slot,
          serial_port: PORT_BASE.serial_port + slot,
        };
      });
    },
  },
};
