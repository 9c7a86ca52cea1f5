// Change channels (generated/docs/guides/live-lists.md): every committed write publishes its channels with the record's tenant.
// In-process delivery; subscribers are the WebSocket push routes.

export interface ChangeEvent {
  channel: string;
  tenantId: number | null;
  /**
   * The record that changed and who changed it, for the webhooks of the process that publishes
   * (runtime/webhooks/webhook-events.ts): never sent to other processes, whose copy of the event has none.
   */
  subject?: ChangeSubject;
}

export interface ChangeSubject {
  objectKind: string;
  objectId: number;
  objectName: string | null;
  /** The administrator whose request made the change; null for the server's own (a hypervisor report, a job's end). */
  actor: ChangeActor | null;
}

export interface ChangeActor {
  id: number;
  name: string;
  /** The name of the API token the request was made with, if any. */
  apiToken: string | null;
}

/** The actor of a change made by a caller's request. */
export function actorOf(caller: { adminId: number; adminName: string; apiToken?: { name: string } }): ChangeActor {
  return { id: caller.adminId, name: caller.adminName, apiToken: caller.apiToken?.name ?? null };
}

/**
 * The channel of an event that stands for every channel: the bus delivers it to its own process when
 * events from other processes may have been missed (the Redis connection was lost and is back), so that
 * every live list reads its records again instead of waiting for a change it may never hear of.
 */
export const EVERY_CHANNEL = '*';

export type ChangeListener = (event: ChangeEvent) => void;

/** What /readyz says of the events shared through Redis (runtime/events/redis-bus.ts). */
export interface EventsHealth {
  redis: 'up' | 'down';
  /** ISO time the current outage started (when down). */
  down_since?: string;
  /** Outages since the process started, and the last one that ended. */
  outages: number;
  last_outage?: { started: string; ended: string; ms: number; events_not_published: number };
  /** Events this process could not publish during the current outage (the other processes missed them). */
  events_not_published: number;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: ChangeListener): () => void;
  /** Shared through Redis: how it is going. */
  health?(): EventsHealth;
}

export function createLocalBus(): EventBus {
  const listeners = new Set<ChangeListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // a failing subscriber must not break the write that already committed
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
