// The subscriptions every process keeps in memory (docs/decisions.md "Webhooks"): what an event is matched
// against where it happens, so that a write with no subscription to hear it costs nothing more than a
// look at an empty list, never a query. Read again whenever a subscription changes in any process (the
// bus's WEBHOOKS_CHANGED, through Redis when processes share one) and every REFRESH_MS besides, should a
// change have been missed (no Redis, or Redis away).
import type { Kysely } from 'kysely';
import { storedAcls } from '../auth/api-tokens.js';
import { SUPER_TENANT } from '../contract/scope.js';

/** The channel that tells every process to read the subscriptions again (and its worker to look for work). */
export const WEBHOOKS_CHANGED = 'webhooks_changed';
const REFRESH_MS = 10_000;

export interface CachedSubscription {
  id: number;
  tenantId: number;
  kinds: ReadonlySet<string>;
  filterTenantId: number | null;
  objectKinds: ReadonlySet<string> | null;
}

/** What an event says about itself, for matching. */
export interface EventScope {
  kind: string;
  tenantId: number | null;
  objectKind: string | null;
}

export class SubscriptionCache {
  private enabled: CachedSubscription[] = [];
  private all = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private again = false;

  constructor(private readonly db: Kysely<any>) {}

  /** Subscriptions in the database, enabled or not: while there are none, no process looks for deliveries. */
  get count(): number {
    return this.all;
  }

  /** The enabled subscriptions that hear this event (paused ones too: their events wait for them). */
  matching(event: EventScope): CachedSubscription[] {
    if (this.enabled.length === 0) return [];
    return this.enabled.filter(
      (s) =>
        s.kinds.has(event.kind) &&
        (s.tenantId === SUPER_TENANT ? s.filterTenantId === null || s.filterTenantId === event.tenantId : s.tenantId === event.tenantId) &&
        (s.objectKinds === null || (event.objectKind !== null && s.objectKinds.has(event.objectKind))),
    );
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reads the subscriptions again; calls made while a read runs are served by one more read after it. */
  refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.read().finally(() => {
      this.reading = undefined;
      if (this.again) {
        this.again = false;
        void this.refresh().catch(() => undefined);
      }
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const rows = await this.db.selectFrom('webhooks').select(['id', 'tenant_id', 'kinds', 'filter_tenant_id', 'object_kinds', 'enabled']).execute();
    this.all = rows.length;
    this.enabled = rows
      .filter((r) => Number(r.enabled) === 1)
      .map((r) => ({
        id: Number(r.id),
        tenantId: Number(r.tenant_id),
        kinds: new Set(storedAcls(r.kinds)),
        filterTenantId: r.filter_tenant_id === null ? null : Number(r.filter_tenant_id),
        objectKinds: r.object_kinds === null ? null : new Set(storedAcls(r.object_kinds)),
      }));
  }
}
