// Change events shared between server processes through Redis pub/sub (generated/docs/guides/live-lists.md): every process
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
  const publisherDown = reportOutages(publisher, 'publisher');
  reportOutages(subscriber, 'subscriber');
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
      publisher.publish(CHANNEL, JSON.stringify(event)).catch((e: unknown) => {
        if (!publisherDown()) log.warn('event publish failed', { error: String((e as Error)?.message ?? e) }); // an outage is reported once
      });
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

/**
 * ioredis reports every failed reconnection as an 'error' event, and prints a multi-line stack for each
 * one nobody listens to. An outage is one warning line when it starts and one info line when the
 * connection is back (ioredis keeps reconnecting, and resubscribes, by itself).
 */
function reportOutages(client: Redis, role: 'publisher' | 'subscriber'): () => boolean {
  let down = false;
  let ready = false;
  client.on('error', (e: Error) => {
    if (down || !ready) return; // before the first connection, start-up reports the failure itself
    down = true;
    log.warn('redis unreachable: changes reach other processes again once it is back', { role, error: String(e?.message ?? e).split('\n')[0] });
  });
  client.on('ready', () => {
    if (down) log.info('redis reachable again', { role });
    down = false;
    ready = true;
  });
  return () => down;
}
