// What every stage of the request path shares: the services of the process, the authenticated caller
// and the parsed request.
import type { Kysely } from 'kysely';
import type { Metrics, PoolStats } from '../metrics/metrics.js';
import type { AclNames } from '../acl/requirement.js';
import type { Settings } from '../config/settings.js';
import type { Dialect } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import type { HypervisorDriver } from '../hypervisor/driver.js';
import type { ParsedFilter } from '../query/filter-ast.js';
import type { ActionMeta, ObjectMeta } from '../support/registry-types.js';

export interface Services {
  db: Kysely<any>;
  dialect: Dialect;
  settings: Settings;
  aclNames: AclNames;
  events: EventBus;
  /** The hypervisor behind the VM life cycle (exec actions start its operations). */
  driver: HypervisorDriver;
  /** Id of the newest schema migration applied. */
  schemaVersion: string;
  /** Prometheus metrics (GET /metrics); absent in code paths that run without a server. */
  metrics?: Metrics;
  /** The database pool's connections (MariaDB/MySQL), for the metrics. */
  poolStats?: () => PoolStats | undefined;
  /** The database is a MariaDB Galera node (runtime/db/galera.ts). */
  galera?: () => boolean;
}

export interface Caller {
  adminId: number;
  adminName: string;
  adminLanguage: string;
  adminBlock: number;
  tenantId: number;
  tenantName: string;
  tenantLanguage: string;
  tenantBlock: number;
  /** Member of tenant 0: acts on every tenant. */
  isSuper: boolean;
  /** Effective ACL names (canonical spelling). */
  acls: ReadonlySet<string>;
  multitenant: boolean;
  /** The session this request used or created, echoed in the envelope. */
  sid?: string;
  /** Two-factor authentication is required and not enrolled yet: `acls` is empty, only enrolment is possible. */
  secondFactorMissing?: boolean;
  /** The API token the request was made with (never a session then): audited by name. */
  apiToken?: {
    id: number;
    name: string;
    /** The owner's own ACLs now (the token holds their intersection with its list): says why a call is refused. */
    ownerAcls: ReadonlySet<string>;
    /**
     * Made by another administrator (administrator.token.manage) than its owner: its maker holds the
     * secret, so it reaches nothing of the owner's own that needs no ACL (its record, its sessions).
     */
    delegated: boolean;
  };
}

export interface RawRequest {
  params: Record<string, unknown>;
  cookieSid?: string;
  bearer?: string;
  address: string;
  /** The request's id (X-Request-Id), in its log lines and its answer. */
  requestId?: string;
  /** The Idempotency-Key header (runtime/pipeline/idempotency.ts). */
  idempotencyKey?: string;
  /** The If-Match header (record versions as entity tags, runtime/pipeline/record-versions.ts). */
  ifMatch?: string;
  /** What a browser says about where the request comes from (cross-site write checks). */
  method?: string;
  origin?: string;
  fetchSite?: string;
  host?: string;
}

export interface OrderTerm {
  token: string;
  desc: boolean;
}

export interface Paging {
  /** 1-based page. */
  page: number;
  /** Rows per page. */
  block: number;
}

export interface ActionContext {
  services: Services;
  caller: Caller;
  action: ActionMeta;
  object?: ObjectMeta;
  raw: RawRequest;
  filter: ParsedFilter;
  fields: string[];
  order: OrderTerm[];
  paging: Paging;
  args: Record<string, unknown>;
  /**
   * Run by a create inside its transaction with what it answers (a keyed create stores its answer there,
   * runtime/pipeline/idempotency.ts, so that the record and the answer a retry gets commit together).
   */
  onCreated?: (trx: Kysely<any>, result: ActionResult) => Promise<void>;
  /**
   * A dry run (runtime/pipeline/dry-run.ts): the call runs in a transaction that is rolled back, with
   * `services` whose events and driver do nothing; what a write does outside the database once it has
   * committed (a deleted disk image's file) is skipped.
   */
  dryRun?: boolean;
  /**
   * The record versions the call was given (if_record_version or If-Match, runtime/pipeline/record-versions.ts):
   * a write changes a selected record only while it still holds that version.
   */
  versions?: ExpectedVersions;
  /** The job a massive write runs as (runtime/jobs/): told what was selected and each record's outcome. */
  job?: JobSteps;
}

/**
 * What a massive write tells its job, and asks it, as it goes (runtime/jobs/job-run.ts): the records it
 * selected, each record's outcome once committed or refused, and, before each step, whether to stop (the
 * job was cancelled: the records not reached yet are left as they are). The step also lets the process's
 * other work run now and then (SQLite's driver answers synchronously, so a long write would hold the
 * event loop: no heartbeat, no cancel, no other request).
 */
export interface JobSteps {
  selected(ids: readonly number[]): void;
  outcome(id: number, status: number, message: string): void;
  /** Resolves true when the job must stop before this step. */
  step(): Promise<boolean>;
}

/** One version for the one record a write selects, or a version per record id. */
export type ExpectedVersions = { kind: 'one'; version: number } | { kind: 'each'; byId: ReadonlyMap<number, number> };

export interface ActionResult {
  rows?: unknown[];
  total?: number;
  /** Extra top-level fields of the envelope. */
  extra?: Record<string, unknown>;
  /** A non-zero status with a result (1200 carries failures and a total). */
  status?: number;
  info?: string;
  /** Record touched, for the audit log. */
  objectId?: number | null;
  objectName?: string | null;
}
