// Where webhook events come from (generated/docs/guides/webhooks.md), caught in the process where they
// happen: the change channels as a write, a hypervisor report or a job publishes them with their record
// (ChangeEvent.subject), and the audit log's logins and refused actions as they are written. An event
// some subscriptions hear becomes one delivery row per subscription, inserted after the change committed
// (the request has its answer by then), all rows of one event in one statement; with no subscription to
// hear it nothing is done at all (SubscriptionCache.matching on an empty list).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '../audit/audit-log.js';
import { columnText } from '../audit/audit-log.js';
import type { ChangeEvent, EventBus } from '../events/bus.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { log } from '../log/logger.js';
import { nowDate } from '../support/time.js';
import type { SubscriptionCache } from './subscription-cache.js';

export interface WebhookEvent {
  kind: string;
  tenantId: number | null;
  objectKind: string | null;
  objectId: number | null;
  objectName: string | null;
  actor: { id: number | null; name: string | null; apiToken: string | null } | null;
  /** What the audit log says of a login or a refused action (its action, status, address). */
  facts?: Record<string, unknown>;
}

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('base64url')}`;
}

/** The delivery rows of one event for the subscriptions that hear it; answers how many were queued. */
export async function queueEvent(db: Kysely<any>, cache: SubscriptionCache, event: WebhookEvent, onQueued: () => void): Promise<number> {
  const now = Date.now();
  const date = nowDate(new Date(now));
  const eventId = newEventId();
  const rowsFor = () => cache.matching(event).map((s) => ({
    webhook_id: s.id,
    tenant_id: s.tenantId,
    event_id: eventId,
    event_kind: event.kind,
    event_time: date,
    event_tenant_id: event.tenantId,
    object_kind: event.objectKind,
    object_id: event.objectId,
    object_name: columnText(event.objectName, 255),
    // the deliveries of one object to one subscription go in the order they were queued
    object_key: event.objectKind !== null && event.objectId !== null ? `${event.objectKind}:${event.objectId}` : null,
    actor_id: event.actor?.id ?? null,
    actor_name: columnText(event.actor?.name ?? null, 128),
    actor_token: columnText(event.actor?.apiToken ?? null, 128),
    facts: event.facts ? JSON.stringify(event.facts) : null,
    state: 'pending',
    attempts: 0,
    next_at: now,
    next_attempt_at: date,
    created_at: date,
  }));
  let rows = rowsFor();
  if (rows.length === 0) return 0;
  try {
    try {
      await db.insertInto('webhook_deliveries').values(rows).execute();
    } catch (e) {
      // a subscription deleted since the list in memory was read (with its administrator, say): read it
      // again and queue the event for those that are still there
      if (!isForeignKeyViolation(e)) throw e;
      await cache.refresh();
      rows = rowsFor();
      if (rows.length === 0) return 0;
      await db.insertInto('webhook_deliveries').values(rows).execute();
    }
  } catch (e) {
    // the database away: the event is lost for these subscriptions, which the log says; the write it
    // follows has committed already
    log.warn('webhook event not queued', { kind: event.kind, subscriptions: rows.length, error: String((e as Error)?.message ?? e) });
    return 0;
  }
  onQueued();
  return rows.length;
}

/** The bus every write publishes to, with the webhooks hearing each record's change before it goes on. */
export function withWebhookEvents(bus: EventBus, hear: (event: WebhookEvent) => void): EventBus {
  return {
    publish(event: ChangeEvent) {
      const { subject, ...shared } = event;
      if (subject) {
        hear({
          kind: event.channel,
          tenantId: event.tenantId,
          objectKind: subject.objectKind,
          objectId: subject.objectId,
          objectName: subject.objectName,
          actor: subject.actor,
        });
      }
      bus.publish(subject ? shared : event);
    },
    subscribe: (listener) => bus.subscribe(listener),
    // what /readyz says of the shared events is the wrapped bus's own
    ...(bus.health ? { health: () => bus.health!() } : {}),
  };
}

const LOGIN_ACTIONS = new Set(['login', 'login_locked', 'login_second_factor', 'login_second_factor_locked', 'api_token_refused']);

/** The webhook event of an audit entry: a login, a refused login, an action refused for lack of an ACL; else none. */
export function auditEvent(entry: AuditEntry): WebhookEvent | undefined {
  let kind: string;
  if (LOGIN_ACTIONS.has(entry.action)) {
    if (entry.status === 0 && entry.action !== 'login_second_factor') kind = 'login';
    else if (entry.status !== 0) kind = 'login_refused';
    else return undefined; // a second factor accepted: the login it completes is its own entry
  } else if (entry.status >= 4200 && entry.status < 4300) kind = 'action_refused';
  else return undefined;
  const login = kind !== 'action_refused';
  return {
    kind,
    tenantId: entry.tenantId,
    objectKind: login ? 'administrator' : entry.objectKind,
    objectId: login ? entry.adminId : entry.objectId,
    objectName: login ? entry.adminName : entry.objectName,
    actor: entry.adminId === null && entry.adminName === null ? null : { id: entry.adminId, name: entry.adminName, apiToken: entry.apiToken ?? null },
    facts: { action: entry.action, status: entry.status, address: entry.address, tenant_name: entry.tenantName },
  };
}
