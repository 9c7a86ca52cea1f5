// Two buses on the same Redis stand for two server processes: an event published by one reaches the
// listeners of both. Uses SVC_TEST_REDIS_URL (CI sets it, and then Redis must answer); without it the
// local Redis at 127.0.0.1:6379 is used when one answers, else the file is skipped.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../runtime/events/redis-bus.js';
import { EVERY_CHANNEL, type ChangeEvent } from '../../runtime/events/bus.js';

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

/** A Redis of the test's own on a free loopback port, which the test may kill and start again. */
async function ownRedis(): Promise<{ port: number; start(): Promise<void>; kill(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const { spawn } = await import('node:child_process');
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  let child: ReturnType<typeof spawn> | undefined;
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  return {
    port,
    async start() {
      child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 100 && !(await ping()); i++) await new Promise((r) => setTimeout(r, 50));
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise((r) => {
        c.once('exit', r);
        c.kill('SIGKILL');
      });
    },
  };
}

const hasRedisServer = await new Promise<boolean>(async (resolve) => {
  const { spawn } = await import('node:child_process');
  const c = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  c.once('error', () => resolve(false));
  c.once('exit', (code) => resolve(code === 0));
});

describe.skipIf(!hasRedisServer)('a Redis outage', () => {
  it('is counted with the events it could not publish, and ends with every channel re-read', async () => {
    const redis = await ownRedis();
    await redis.start();
    const bus = await createRedisBus(`redis://127.0.0.1:${redis.port}`);
    buses.push(bus);
    const seen: ChangeEvent[] = [];
    bus.subscribe((e) => seen.push(e));
    expect(bus.health()).toEqual({ redis: 'up', outages: 0, events_not_published: 0 });
    try {
      await redis.kill();
      for (let i = 0; i < 50 && bus.health().redis === 'up'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(bus.health()).toMatchObject({ redis: 'down', outages: 1 });
      // published while away: not heard by the other processes, still by this one's own sockets
      bus.publish({ channel: 'user_changed', tenantId: 1 });
      for (let i = 0; i < 100 && bus.health().events_not_published === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(bus.health().events_not_published).toBe(1);
      expect(seen).toContainEqual({ channel: 'user_changed', tenantId: 1 });
      await redis.start();
      for (let i = 0; i < 100 && bus.health().redis === 'down'; i++) await new Promise((r) => setTimeout(r, 50));
      const health = bus.health();
      expect(health).toMatchObject({ redis: 'up', outages: 1, events_not_published: 0 });
      expect(health.last_outage?.events_not_published).toBe(1);
      expect(health.last_outage?.ms).toBeGreaterThan(0);
      // the subscription is back: every channel may have changed meanwhile
      expect(seen).toContainEqual({ channel: EVERY_CHANNEL, tenantId: null });
      // and events flow again
      const atBus = next(bus);
      bus.publish({ channel: 'vm_changed', tenantId: 2 });
      expect(await atBus).toEqual({ channel: 'vm_changed', tenantId: 2 });
    } finally {
      await bus.close();
      await redis.kill();
    }
  }, 20_000);
});
