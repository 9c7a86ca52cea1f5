// Applying what the hypervisor driver reports: each report is a compare-and-set from the states it can
// follow (a VM stopped meanwhile never turns running), then vm_changed with the VM's tenant. Also the
// start-up sweep that hands VMs left half-way by a stopped process back to the driver.
import type { Kysely } from 'kysely';
import type { EventBus } from '../events/bus.js';
import type { HypervisorDriver, ReportSink, VmInTransition, VmReportKind } from '../hypervisor/driver.js';

interface ReportRule {
  column: 'state' | 'user_state';
  from: readonly string[];
  /** Further condition on the VM. */
  state?: string;
  set: Record<string, string | null>;
}

const RULES: Readonly<Record<VmReportKind, ReportRule>> = {
  running: { column: 'state', from: ['starting'], set: { state: 'running' } },
  // a stopped VM holds no host, ports or image, and nobody is connected to it
  stopped: {
    column: 'state',
    from: ['stopping'],
    set: { state: 'stopped', user_state: 'disconnected', host_id: null, di_id: null, ssh_port: null, vnc_port: null, serial_port: null },
  },
  user_connected: { column: 'user_state', from: ['disconnected', 'connecting'], state: 'running', set: { user_state: 'connected' } },
};

export function reportSink(db: Kysely<any>, events: EventBus): ReportSink {
  return async ({ vmId, kind }) => {
    const rule = RULES[kind];
    let update = db.updateTable('vms').set(rule.set).where('id', '=', vmId).where(rule.column, 'in', rule.from);
    if (rule.state) update = update.where('state', '=', rule.state);
    if (Number((await update.executeTakeFirst()).numUpdatedRows) === 0) return false;
    // a VM's tenant never changes, so reading it after the change is exact
    const vm = await db.selectFrom('vms').select(['tenant_id', 'name']).where('id', '=', vmId).executeTakeFirst();
    const tenantId = vm ? Number(vm.tenant_id) : null;
    // the hypervisor's report, nobody's request: a webhook's event has no actor
    events.publish({ channel: 'vm_changed', tenantId, subject: { objectKind: 'vm', objectId: vmId, objectName: vm ? String(vm.name) : null, actor: null } });
    return true;
  };
}

/** VMs a stopped process left starting or stopping go back to the driver, which finishes them. */
export async function recoverTransitions(db: Kysely<any>, driver: HypervisorDriver): Promise<number> {
  const rows = await db.selectFrom('vms').select(['id', 'tenant_id', 'state']).where('state', 'in', ['starting', 'stopping']).execute();
  const vms: VmInTransition[] = rows.map((r) => ({ id: Number(r.id), tenantId: Number(r.tenant_id), state: r.state as VmInTransition['state'] }));
  driver.recover(vms);
  return vms.length;
}
