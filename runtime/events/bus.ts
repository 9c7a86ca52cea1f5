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
  actor: { id: number; name: string; apiToken: string | null } | null;
}

export type ChangeListener = (event: ChangeEvent) => void;

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: ChangeListener): () => void;
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
