// The webhooks of one server process (generated/docs/guides/webhooks.md): the subscriptions kept in
// memory, the events heard where they happen (the bus every write publishes to, the audit log as it is
// written) and queued as delivery rows, and the worker that sends what is due, shared with the other
// processes through the database.
import type { Kysely } from 'kysely';
import { onAuditWritten } from '../audit/audit-log.js';
import type { Services } from '../contract/context.js';
import type { EventBus } from '../events/bus.js';
import { addressPolicy } from '../images/address-policy.js';
import { log } from '../log/logger.js';
import { DeliveryWorker } from './delivery-worker.js';
import { SubscriptionCache, WEBHOOKS_CHANGED } from '../webhooks/subscription-cache.js';
import { auditEvent, queueEvent, withWebhookEvents, type WebhookEvent } from '../webhooks/webhook-events.js';

export class WebhookService {
  readonly cache: SubscriptionCache;
  /** The bus the process publishes to: `bus`, with each record's change heard here first. */
  readonly events: EventBus;
  private worker: DeliveryWorker | undefined;
  private stops: (() => void)[] = [];

  constructor(
    private readonly db: Kysely<any>,
    private readonly bus: EventBus,
  ) {
    this.cache = new SubscriptionCache(db);
    this.events = withWebhookEvents(bus, (event) => this.hear(event));
  }

  /** Queues the event for the subscriptions that hear it; nothing at all when none does. */
  private hear(event: WebhookEvent): void {
    if (this.cache.matching(event).length === 0) return;
    void queueEvent(this.db, this.cache, event, () => this.worker?.poke());
  }

  async start(services: Services): Promise<void> {
    await this.cache.start();
    this.worker = new DeliveryWorker({ services, cache: this.cache, policy: addressPolicy(services.settings.webhookAllow) });
    this.stops.push(
      // a subscription changed in any process (or a delivery was queued by webhook_test, webhook_redeliver)
      this.bus.subscribe((event) => {
        if (event.channel !== WEBHOOKS_CHANGED) return;
        this.cache
          .refresh()
          .then(() => this.worker?.poke())
          .catch((e) => log.warn('webhook subscriptions not read', { error: String((e as Error)?.message ?? e) }));
      }),
      onAuditWritten((_tenantId, entry) => {
        const event = auditEvent(entry);
        if (event) this.hear(event);
      }),
    );
    this.worker.start();
  }

  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    this.cache.stop();
    await this.worker?.stop();
  }
}
