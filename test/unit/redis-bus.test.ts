// Two buses on the same Redis stand for two server processes: an event published by one reaches the
// listeners of both. Uses SVC_TEST_REDIS_URL (CI sets it, and then Redis must answer); without it the
// local Redis at 127.0.0.1:6379 is used when one answers, else the file is skipped.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../runtime/events/redis-bus.js';
import type { ChangeEvent } from '../../runtime/events/bus.js';

const url = process.env.SVC_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable =
  Boolean(process.env.SVC_TEST_REDIS_URL) ||
  (await new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  }));
const buses: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

function next(bus: { subscribe(l: (e: ChangeEvent) => void): () => void }): Promise<ChangeEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((e) => {
      stop();
      resolve(e);
    });
  });
}

describe.skipIf(!reachable)('Redis event bus', () => {
  it('delivers an event published by one process to the listeners of another and of itself', async () => {
    const a = await createRedisBus(url);
    const b = await createRedisBus(url);
    buses.push(a, b);
    const atB = next(b);
    const atA = next(a);
    a.publish({ channel: 'user_created', tenantId: 7 });
    expect(await atB).toEqual({ channel: 'user_created', tenantId: 7 });
    expect(await atA).toEqual({ channel: 'user_created', tenantId: 7 });
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const a = await createRedisBus(url);
    buses.push(a);
    const seen: ChangeEvent[] = [];
    const stop = a.subscribe((e) => seen.push(e));
    a.publish({ channel: 'host_changed', tenantId: null });
    await new Promise((r) => setTimeout(r, 200));
    stop();
    a.publish({ channel: 'host_deleted', tenantId: null });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((e) => e.channel)).toEqual(['host_changed']);
  });

  it('keeps deployments (databases) sharing one Redis apart', async () => {
    const one = await createRedisBus(url, '101');
    const sameDeployment = await createRedisBus(url, '101');
    const other = await createRedisBus(url, '202');
    buses.push(one, sameDeployment, other);
    const heardByOther: ChangeEvent[] = [];
    other.subscribe((e) => heardByOther.push(e));
    const atSame = next(sameDeployment);
    one.publish({ channel: 'vm_changed', tenantId: 3 });
    expect(await atSame).toEqual({ channel: 'vm_changed', tenantId: 3 });
    await new Promise((r) => setTimeout(r, 200));
    expect(heardByOther).toEqual([]);
  });
});
