// The delivery worker every server process runs (docs/decisions.md "Webhooks"). Deliveries are rows, so
// they survive a restart and any process may send them: a process claims one with a conditional UPDATE
// that only one wins (no owner, or the owner's lease past: a process that died mid-attempt leaves it to
// the next), sends it, and writes the outcome under its claim. No lock is taken anywhere (GET_LOCK and
// LOCK TABLES do not work on a Galera cluster); every statement is its own short transaction.
//
// At least once: a process that dies after the target answered and before the outcome is written leaves
// the delivery to be sent again when its lease ends; the event id tells a receiver it has seen it. One
// object's deliveries to one subscription go in order: a delivery is not claimed while an older one of the
// same object is pending (waiting for its back-off included). A failed attempt waits SVC_WEBHOOK_RETRY_MS,
// doubled at each further one up to SVC_WEBHOOK_RETRY_MAX_MS; after SVC_WEBHOOK_ATTEMPTS it is given up
// (failed), and after SVC_WEBHOOK_PAUSE_AFTER failed attempts in a row its subscription is paused with
// the last failure as the reason.
import { sql, type Kysely } from 'kysely';
import { actions } from '../../generated/registry.js';
import { ownerCaller, storedAcls } from '../auth/api-tokens.js';
import type { Caller, Services } from '../contract/context.js';
import type { AddressPolicy } from '../images/address-policy.js';
import { OWNER } from '../jobs/job-owner.js';
import { log } from '../log/logger.js';
import { runReadAs } from '../pipeline/run-action.js';
import { nowDate } from '../support/time.js';
import { sendDelivery, type AttemptOutcome } from '../webhooks/send-delivery.js';
import { PING_KIND } from '../webhooks/event-kinds.js';
import { WEBHOOKS_CHANGED, type SubscriptionCache } from '../webhooks/subscription-cache.js';
import { openWebhookSecret } from '../webhooks/webhook-secret.js';

/** How often a process looks for due deliveries (besides being told of new ones). */
const POLL_MS = 1000;
/** Deliveries one process sends at once. */
const CONCURRENCY = 8;
/** A claim outlives the attempt's time limit by this much before another process may take it over. */
const LEASE_MARGIN_MS = 15_000;
/** A body larger than this carries no record (`record_omitted` says why): a TEXT column's room, and the receiver's. */
const MAX_BODY_BYTES = 60_000;

interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  event_kind: string;
  event_time: string;
  event_tenant_id: number | null;
  object_kind: string | null;
  object_id: number | null;
  object_name: string | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_token: string | null;
  facts: string | null;
  body: string | null;
  attempts: number;
}

interface WebhookRow {
  id: number;
  url: string;
  secret: string;
  admin_id: number;
  api_token_id: number | null;
  failures: number;
}

/** The audit log's kinds and pings carry what happened (facts, or nothing), no record. */
function needsRecord(d: DeliveryRow): boolean {
  return d.facts === null && d.event_kind !== PING_KIND && d.object_kind !== null && d.object_id !== null;
}

export interface WorkerOptions {
  services: Services;
  cache: SubscriptionCache;
  policy: AddressPolicy;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private looking = false;
  private lookAgain = false;
  private stopped = false;
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly o: WorkerOptions) {}

  private get db(): Kysely<any> {
    return this.o.services.db;
  }

  start(): void {
    this.timer = setInterval(() => this.poke(), POLL_MS);
    this.timer.unref();
    this.poke();
  }

  /** Stops claiming; waits for the attempts in flight (each bounded by SVC_WEBHOOK_TIMEOUT_MS). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.sending]);
  }

  /** Looks for due deliveries now (new ones were queued, a subscription resumed). */
  poke(): void {
    if (this.stopped || this.o.cache.count === 0) return;
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = true;
    void this.look()
      .catch((e) => log.warn('webhook deliveries not read', { error: String((e as Error)?.message ?? e) }))
      .finally(() => {
        this.looking = false;
        if (this.lookAgain) {
          this.lookAgain = false;
          this.poke();
        }
      });
  }

  private async look(): Promise<void> {
    const room = CONCURRENCY - this.inFlight;
    if (room <= 0) return;
    const now = Date.now();
    const due = await sql<{ id: number }>`SELECT d.id AS id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE d.state = 'pending' AND d.next_at <= ${now} AND (d.owner IS NULL OR d.lease_until < ${now})
        AND w.enabled = 1 AND (w.paused_reason IS NULL OR d.event_kind = ${PING_KIND})
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
          WHERE e.webhook_id = d.webhook_id AND e.object_key = d.object_key AND e.state = 'pending' AND e.id < d.id)
      ORDER BY d.id LIMIT ${room}`.execute(this.db);
    for (const { id } of due.rows) {
      if (this.stopped) return;
      if (!(await this.claim(Number(id)))) continue;
      this.inFlight++;
      const attempt = this.attempt(Number(id))
        .catch((e) => log.warn('webhook delivery attempt failed', { delivery: Number(id), error: String((e as Error)?.message ?? e) }))
        .finally(() => {
          this.inFlight--;
          this.sending.delete(attempt);
          this.poke(); // the next of the same object may be due now
        });
      this.sending.add(attempt);
    }
  }

  /** Takes the delivery for this process; false when another process has it (or it is no longer pending). */
  private async claim(id: number): Promise<boolean> {
    const now = Date.now();
    try {
      const result = await this.db
        .updateTable('webhook_deliveries')
        .set({ owner: OWNER, lease_until: now + this.o.services.settings.webhookTimeoutMs + LEASE_MARGIN_MS, attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('owner', 'is', null), eb('lease_until', '<', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch {
      return false; // a certification conflict on Galera, a deadlock victim: another process has it
    }
  }

  private async attempt(id: number): Promise<void> {
    const { settings } = this.o.services;
    const delivery = (await this.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).where('owner', '=', OWNER).executeTakeFirst()) as DeliveryRow | undefined;
    if (!delivery) return;
    const webhook = (await this.db.selectFrom('webhooks').select(['id', 'url', 'secret', 'admin_id', 'api_token_id', 'failures']).where('id', '=', delivery.webhook_id).executeTakeFirst()) as WebhookRow | undefined;
    if (!webhook) return; // deleted meanwhile: its deliveries went with it
    let secret: string;
    try {
      secret = openWebhookSecret(settings, webhook.secret);
    } catch (e) {
      // a failed attempt (it counts, so a ping to the paused subscription is not claimed again and again)
      const reason = `The secret cannot be read with this server's key (SVC_TOTP_KEY or totp.key): set a new one`;
      log.error('webhook secret unreadable', { webhook: webhook.id, error: String((e as Error)?.message ?? e) });
      await this.record(delivery, webhook, { ok: false, status: null, error: reason, durationMs: 0 });
      await this.pause(webhook.id, reason);
      return;
    }
    let body = delivery.body;
    if (body === null) {
      // only an event with a record needs the owner's eyes; a ping or an audit event is sent whoever owns it
      const viewer = needsRecord(delivery) ? await this.viewer(webhook) : undefined;
      if (typeof viewer === 'string') {
        await this.pause(webhook.id, viewer);
        await this.release(delivery);
        return;
      }
      body = await this.bodyOf(delivery, viewer);
      await this.db.updateTable('webhook_deliveries').set({ body }).where('id', '=', id).where('owner', '=', OWNER).execute();
    }
    const outcome = await sendDelivery({
      url: webhook.url,
      body,
      secret,
      eventId: delivery.event_id,
      kind: delivery.event_kind,
      deliveryId: delivery.id,
      attempt: Number(delivery.attempts),
      timeoutMs: settings.webhookTimeoutMs,
      policy: this.o.policy,
    });
    await this.record(delivery, webhook, outcome);
  }

  /**
   * The subscription's owner as a caller, with the ACLs of the token it was made with when it was (the
   * intersection a request with that token would hold); or why the subscription cannot send any more.
   */
  private async viewer(webhook: WebhookRow): Promise<Caller | string> {
    let owner: Caller;
    try {
      owner = await ownerCaller(this.o.services, Number(webhook.admin_id));
    } catch {
      return 'Its administrator no longer exists';
    }
    if (webhook.api_token_id === null) return owner;
    const token = await this.db.selectFrom('api_tokens').select(['id', 'name', 'acls', 'revoked', 'expires_at', 'admin_id', 'creation_admin_id']).where('id', '=', webhook.api_token_id).executeTakeFirst();
    if (!token || Number(token.revoked) === 1) return 'The API token it was made with was revoked: make it again with a session or another token';
    if (token.expires_at !== null && Number(token.expires_at) * 1000 <= Date.now()) return 'The API token it was made with has expired: make it again with a session or another token';
    const listed = new Set(storedAcls(token.acls));
    return {
      ...owner,
      acls: new Set([...owner.acls].filter((a) => listed.has(a))),
      apiToken: {
        id: Number(token.id),
        name: String(token.name),
        ownerAcls: owner.acls,
        delegated: token.creation_admin_id !== null && Number(token.creation_admin_id) !== Number(token.admin_id),
      },
    };
  }

  /** The JSON sent: the event, and the record as the owner's details action shows it now (null when gone or not seen). */
  private async bodyOf(d: DeliveryRow, viewer: Caller | undefined): Promise<string> {
    const event: Record<string, unknown> = {
      id: d.event_id,
      time: `${d.event_time}Z`,
      kind: d.event_kind,
      tenant: d.event_tenant_id === null ? null : { id: Number(d.event_tenant_id), name: await this.tenantName(Number(d.event_tenant_id)) },
      object: d.object_kind === null ? null : { kind: d.object_kind, id: d.object_id === null ? null : Number(d.object_id), name: d.object_name },
      actor: d.actor_id === null && d.actor_name === null ? null : { id: d.actor_id === null ? null : Number(d.actor_id), name: d.actor_name, api_token: d.actor_token },
      record: viewer ? await this.recordOf(d, viewer) : null,
    };
    if (d.facts) event.facts = JSON.parse(d.facts) as unknown;
    let body = JSON.stringify(event);
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
      body = JSON.stringify({ ...event, record: null, record_omitted: `larger than ${MAX_BODY_BYTES} bytes: read it with the details action` });
    }
    return body;
  }

  private async tenantName(id: number): Promise<string | null> {
    const row = await this.db.selectFrom('tenants').select('name').where('id', '=', id).executeTakeFirst();
    return row ? String(row.name) : null;
  }

  private async recordOf(d: DeliveryRow, viewer: Caller): Promise<unknown> {
    const details = `${d.object_kind}_get_details`;
    if (!Object.hasOwn(actions, details)) return null;
    const envelope = await runReadAs(this.o.services, viewer, {
      params: { action: details, filters: { id: Number(d.object_id) } },
      address: 'webhook',
      requestId: `webhook-delivery-${d.id}`,
    });
    // refused (the owner may not see it) or gone (deleted since): no record
    return envelope.status === 0 ? ((envelope.rows as unknown[] | undefined)?.[0] ?? null) : null;
  }

  private async record(d: DeliveryRow, webhook: WebhookRow, outcome: AttemptOutcome): Promise<void> {
    const { settings } = this.o.services;
    const attempts = Number(d.attempts); // counted by the claim
    const date = nowDate();
    // a delivery done keeps the process that sent it in `owner` (no claim looks at it again); one to try again is let go
    const common = { last_status: outcome.status, last_error: outcome.error?.slice(0, 255) ?? null, duration_ms: outcome.durationMs, last_attempt_at: date, lease_until: null };
    if (outcome.ok) {
      await this.db.updateTable('webhook_deliveries').set({ ...common, state: 'delivered', delivered_at: date, next_attempt_at: null }).where('id', '=', d.id).where('owner', '=', OWNER).execute();
      await this.db.updateTable('webhooks').set({ failures: 0 }).where('id', '=', webhook.id).where('failures', '!=', 0).execute();
      return;
    }
    const givenUp = attempts >= settings.webhookAttempts;
    const waitMs = Math.min(settings.webhookRetryMaxMs, settings.webhookRetryMs * 2 ** Math.min(attempts - 1, 30));
    const next = Date.now() + waitMs;
    await this.db
      .updateTable('webhook_deliveries')
      .set({ ...common, state: givenUp ? 'failed' : 'pending', owner: givenUp ? OWNER : null, next_at: next, next_attempt_at: givenUp ? null : nowDate(new Date(next)) })
      .where('id', '=', d.id)
      .where('owner', '=', OWNER)
      .execute();
    await this.db.updateTable('webhooks').set({ failures: sql`failures + 1` }).where('id', '=', webhook.id).execute();
    const row = await this.db.selectFrom('webhooks').select('failures').where('id', '=', webhook.id).executeTakeFirst();
    if (row && Number(row.failures) >= settings.webhookPauseAfter) {
      await this.pause(webhook.id, `${settings.webhookPauseAfter} failed attempts in a row; the last: ${outcome.error}`);
    }
  }

  /** Pauses the subscription (once: the first reason stays) and tells every process. */
  private async pause(webhookId: number, reason: string): Promise<void> {
    const result = await this.db
      .updateTable('webhooks')
      .set({ paused_reason: reason.slice(0, 255), paused_at: nowDate() })
      .where('id', '=', webhookId)
      .where('paused_reason', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      log.warn('webhook paused', { webhook: webhookId, reason });
      this.o.services.events.publish({ channel: WEBHOOKS_CHANGED, tenantId: null });
    }
  }

  /** Gives the delivery back untried (its attempt not counted): it waits for its subscription to resume. */
  private async release(d: DeliveryRow): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ owner: null, lease_until: null, attempts: Number(d.attempts) - 1 })
      .where('id', '=', d.id)
      .where('owner', '=', OWNER)
      .execute();
  }
}
