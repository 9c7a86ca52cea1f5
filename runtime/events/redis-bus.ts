// Change events shared between server processes through Redis pub/sub (decisions §9): every process
// publishes to one channel and delivers what it receives, its own messages included, to its local
// listeners, so a subscriber sees the same events whichever process made the change. The channel is
// the database's (`svc:changes:<deployment id>`): deployments sharing a Redis do not hear each other.
import { Redis } from 'ioredis';
import { log } from '../log/logger.js';
import type { ChangeEvent, ChangeListener, EventBus } from './bus.js';

export const CHANNEL_PREFIX = 'svc:changes';

export async function createRedisBus(url: string, deployment?: string): Promise<EventBus & { close(): Promise<void> }> {
  const CHANNEL = deployment ? `${CHANNEL_PREFIX}:${deployment}` : CHANNEL_PREFIX;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Set<ChangeListener>();
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, message: string) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(message) as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // a failing subscriber must not stop the others
      }
    }
  });
  return {
    publish(event) {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch((e: unknown) => log.warn('event publish failed', { error: String(e) }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
