// The hypervisor behind the VM life cycle (docs/decisions.md "Virtual machines"). Exec actions change a VM's state in the
// database and then start one driver operation (the catalog's `transition.driver`); the driver reports
// back what the hypervisor did, and the reports are applied by compare-and-set (vms/vm-reports.ts). A driver
// never writes the database itself, so every driver gets the same guarantees.
import type { DriverOperationName } from '../../generated/registry.js';

/** A VM as a driver operation sees it: its id, its tenant and its column values after the change. */
export interface VmRef {
  id: number;
  tenantId: number | null;
  row: Record<string, unknown>;
}

/** What a hypervisor tells about a VM; each is applied only from the states it can follow. */
export type VmReportKind = 'running' | 'stopped' | 'user_connected';

export interface VmReport {
  vmId: number;
  kind: VmReportKind;
}

/** Applies a report; answers whether it changed the VM (false when the VM had moved on or is gone). */
export type ReportSink = (report: VmReport) => Promise<boolean>;

/** A VM found half-way through a transition when a server process starts. */
export interface VmInTransition {
  id: number;
  tenantId: number | null;
  state: 'starting' | 'stopping';
}

export type HypervisorDriver = Record<DriverOperationName, (vm: VmRef) => void> & {
  /** Finishes transitions a stopped process left half-way (called once at start). */
  recover(vms: readonly VmInTransition[]): void;
  /** Cancels what is pending (server shutdown). */
  close(): void;
};
