// vm_start's part of the transition (docs/decisions.md "Virtual machines"): under one lock for every placement, so two starts
// never pick the same ports or overfill a host, it finds the image the VM's di_tag names (none → 5130),
// the running, unblocked backend host with the fewest VMs not stopped, ties by id (none → 5140), and the
// lowest port slot free on that host.
import { sql } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import { lockAllocations } from '../vms/vm-network.js';

/** Port of slot k: ssh 20000+k, vnc 30000+k, serial 40000+k. */
const PORT_BASE = { ssh_port: 20000, vnc_port: 30000, serial_port: 40000 } as const;
const SLOTS = 10000;

export const vmStart: Hook = {
  async beforeTransition(w, record) {
    const { trx } = w;
    await lockAllocations(trx, 'vm_placement');
    const image = await trx
      .selectFrom('di_tags')
      .select('di_id')
      .where('osf_id', '=', Number(record.row.osf_id))
      .where('tag', '=', String(record.row.di_tag))
      .executeTakeFirst();
    if (!image) throw new ApiError(5130, `No disk image of OS flavour ${String(record.row.osf_id)} carries tag ${String(record.row.di_tag)}`);
    const host = await sql<{ id: unknown }>`
      SELECT h.id AS id FROM hosts h
      WHERE h.state = 'running' AND h.blocked = 0 AND h.backend = 1
      ORDER BY (SELECT COUNT(*) FROM vms v WHERE v.host_id = h.id AND v.state <> 'stopped') ASC, h.id ASC
      LIMIT 1`.execute(trx);
    const hostId = host.rows[0]?.id;
    if (hostId === undefined) throw new ApiError(5140, 'No running, unblocked backend host');
    const used = await trx
      .selectFrom('vms')
      .select('vnc_port')
      .where('host_id', '=', Number(hostId))
      .where('vnc_port', 'is not', null)
      .orderBy('vnc_port')
      .execute();
    let slot = 0;
    for (const { vnc_port } of used) {
      if (Number(vnc_port) - PORT_BASE.vnc_port !== slot) break;
      slot++;
    }
    if (slot >= SLOTS) throw new ApiError(5140, `Host ${String(hostId)} has no free port slot`);
    return {
      host_id: Number(hostId),
      di_id: Number(image.di_id),
      ssh_port: PORT_BASE.ssh_port + slot,
      vnc_port: PORT_BASE.vnc_port + slot,
      serial_port: PORT_BASE.serial_port + slot,
    };
  },
};
