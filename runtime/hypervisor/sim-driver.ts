// The built-in simulated hypervisor (SVC_HYPERVISOR=sim): starting → running and stopping → stopped
// after SVC_SIM_DELAY_MS, and, with SVC_SIM_USER_CONNECT_MS, the VM's user connecting that long after
// it runs, so that the whole life cycle can be exercised without hosts.
import { log } from '../log/logger.js';
import type { HypervisorDriver, ReportSink, VmReportKind } from './driver.js';

export interface SimOptions {
  delayMs: number;
  userConnectMs: number | undefined;
}

export function createSimDriver(options: SimOptions, report: ReportSink): HypervisorDriver {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const send = (vmId: number, kind: VmReportKind, then?: () => void): void => {
    report({ vmId, kind })
      .then((applied) => {
        if (applied) then?.();
      })
      .catch((e: unknown) => log.warn('driver report failed', { vm: vmId, report: kind, error: String(e) }));
  };
  const start = (vmId: number): void =>
    later(options.delayMs, () =>
      send(vmId, 'running', () => {
        if (options.userConnectMs !== undefined) later(options.userConnectMs, () => send(vmId, 'user_connected'));
      }),
    );
  const stop = (vmId: number): void => later(options.delayMs, () => send(vmId, 'stopped'));
  return {
    start: (vm) => start(vm.id),
    stop: (vm) => stop(vm.id),
    // the user is already marked disconnected; a real hypervisor would end the session here
    disconnect: () => undefined,
    recover(vms) {
      for (const vm of vms) (vm.state === 'starting' ? start : stop)(vm.id);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
