// Change events shared between server processes through Redis pub/sub (generated/docs/guides/live-lists.md): every process
// publishes to one channel and delivers what it receives, its own messages included, to its local
// listeners, so a subscriber sees the same events whichever process made the change. The channel is
// the database's (`svc:changes:<deployment id>`): deployments sharing a Redis do not hear each other.
//
// Redis is one server (SVC_REDIS_URL) or the primary that Sentinels name (SVC_REDIS_SENTINELS): ioredis
// asks the Sentinels for the primary and, when the connection drops, asks again, so after a failover it
// reconnects to the promoted replica by itself (docs/decisions.md "Redis with Sentinel").
//
// Pub/sub keeps nothing for a subscriber that is away: what other processes published during an outage
// is lost to this one. So an outage is counted (the events this process could not publish, how long it
// lasted; /readyz and the log tell them, eventsHealth()), and when the subscription is back every local
// listener is told that every channel may have changed (EVERY_CHANNEL): live lists read their records again.
import { Redis, type RedisOptions } from 'ioredis';
import { log } from '../log/logger.js';
import { EVERY_CHANNEL, type ChangeEvent, type ChangeListener, type EventBus, type EventsHealth } from './bus.js';

export const CHANNEL_PREFIX = 'svc:changes';

/** Where Redis is: one server, or the Sentinels that name the primary of `name`. */
export type RedisTarget = { url: string } | { sentinels: { host: string; port: number }[]; name: string; password?: string };

export type RedisBus = EventBus & { close(): Promise<void>; health(): EventsHealth };


function redisOptions(target: RedisTarget): RedisOptions & { url?: string } {
  if ('url' in target) return { url: target.url };
  return {
    sentinels: target.sentinels,
    name: target.name,
    ...(target.password ? { password: target.password, sentinelPassword: target.password } : {}),
    // a Sentinel that is away is skipped for the next one; the primary is asked for again on every reconnection
    sentinelRetryStrategy: (times: number) => Math.min(times * 200, 2000),
    // reconnect at once to the promoted replica when the old primary says it is read-only
    reconnectOnError: (e: Error) => /READONLY/.test(e.message),
  };
}

function client(target: RedisTarget, extra: RedisOptions): Redis {
  const { url, ...options } = redisOptions(target);
  const retry = { retryStrategy: (times: number) => Math.min(times * 100, 1000) };
  return url ? new Redis(url, { ...extra, ...retry }) : new Redis({ ...options, ...extra, ...retry });
}

export async function createRedisBus(where: RedisTarget | string, deployment?: string): Promise<RedisBus> {
  const target = typeof where === 'string' ? { url: where } : where;
  const CHANNEL = deployment ? `${CHANNEL_PREFIX}:${deployment}` : CHANNEL_PREFIX;
  const publisher = client(target, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = client(target, { lazyConnect: true });
  const listeners = new Set<ChangeListener>();
  const deliver = (event: ChangeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // a failing subscriber must not stop the others
      }
    }
  };
  const outage = trackOutages(publisher, subscriber, () => deliver({ channel: EVERY_CHANNEL, tenantId: null }));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, message: string) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(message) as ChangeEvent;
    } catch {
      return;
    }
    deliver(event);
  });
  return {
    publish(event) {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch((e: unknown) => {
        outage.notPublished();
        // the change reached this process's own sockets only; the others re-read once Redis is back
        deliver(event);
        if (!outage.reported()) log.warn('event publish failed', { error: String((e as Error)?.message ?? e) });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    health: outage.health,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * ioredis reports every failed reconnection as an 'error' event, and prints a multi-line stack for each
 * one nobody listens to. An outage is one warning line per connection when it starts and one line per
 * connection when it is back (the publisher's says how many events this process could not publish
 * meanwhile); `back` runs when the subscription is back after an outage. The outage as /readyz tells it
 * runs from the first connection lost to the last one back.
 */
function trackOutages(publisher: Redis, subscriber: Redis, back: () => void) {
  const down = new Map<'publisher' | 'subscriber', number>();
  const ready = new Set<'publisher' | 'subscriber'>();
  let since: number | undefined;
  let lost = 0;
  let outages = 0;
  let last: EventsHealth['last_outage'];
  const watch = (c: Redis, role: 'publisher' | 'subscriber') => {
    const fail = (e?: Error) => {
      if (!ready.has(role) || down.has(role)) return; // before the first connection, start-up reports the failure itself
      down.set(role, Date.now());
      if (since === undefined) {
        since = Date.now();
        outages++;
      }
      log.warn('redis unreachable: changes made by other processes are not heard until it is back', { role, error: String(e?.message ?? 'connection closed').split('\n')[0] });
    };
    c.on('error', fail);
    c.on('close', () => fail());
    c.on('ready', () => {
      ready.add(role);
      const from = down.get(role);
      if (from === undefined) return;
      down.delete(role);
      const ended = Date.now();
      log.warn('redis reachable again', {
        role,
        down_ms: ended - from,
        ...(role === 'publisher' ? { events_not_published: lost } : { lost: 'changes other processes published meanwhile: live lists read their records again' }),
      });
      if (role === 'subscriber') back();
      if (down.size === 0 && since !== undefined) {
        last = { started: new Date(since).toISOString(), ended: new Date(ended).toISOString(), ms: ended - since, events_not_published: lost };
        since = undefined;
        lost = 0;
      }
    });
  };
  watch(publisher, 'publisher');
  watch(subscriber, 'subscriber');
  return {
    notPublished: () => void lost++,
    reported: () => down.has('publisher'),
    health: (): EventsHealth => ({
      redis: down.size ? 'down' : 'up',
      ...(since !== undefined ? { down_since: new Date(since).toISOString() } : {}),
      outages,
      ...(last ? { last_outage: last } : {}),
      events_not_published: lost,
    }),
  };
}
