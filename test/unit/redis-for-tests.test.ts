// The tests' choice of Redis (test/redis-for-tests.ts, used by vitest.config.ts): SVC_TEST_REDIS_URL
// wins; otherwise a local Redis that answers PING is used; otherwise the Redis tests are skipped with a
// note saying so. Fake servers stand in for a Redis, a port holding something else, and nothing.
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisForTests } from '../redis-for-tests.js';

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A TCP server on a free port answering each connection with `reply` (or nothing). */
async function fake(reply: string | undefined): Promise<number> {
  const server = createServer((socket) => socket.once('data', () => reply !== undefined && socket.write(reply)));
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  await new Promise((r) => server.close(r));
  return port;
}

describe('the Redis the tests use', () => {
  it('SVC_TEST_REDIS_URL when set, without probing', async () => {
    expect(await redisForTests({ SVC_TEST_REDIS_URL: 'redis://elsewhere:6380' }, { host: '127.0.0.1', port: await closedPort() })).toEqual({ url: 'redis://elsewhere:6380' });
  });

  it('a local Redis answering PING otherwise', async () => {
    const port = await fake('+PONG\r\n');
    expect(await redisForTests({}, { host: '127.0.0.1', port })).toEqual({ url: `redis://127.0.0.1:${port}` });
  });

  it('none, with a note naming what is skipped and why, when nothing answers, something else answers, or it is silent', async () => {
    for (const port of [await closedPort(), await fake('HTTP/1.1 400 Bad Request\r\n\r\n'), await fake(undefined)]) {
      const started = Date.now();
      const choice = await redisForTests({}, { host: '127.0.0.1', port });
      expect(choice.url).toBeUndefined();
      expect(choice.note).toMatch(/Redis tests SKIPPED: SVC_TEST_REDIS_URL is not set and no Redis answers at 127\.0\.0\.1:\d+/);
      expect(Date.now() - started, 'the probe is quick').toBeLessThan(1500);
    }
  });

  it('this run: the Redis tests run when a Redis answers at 127.0.0.1:6379', async () => {
    if (!process.env.SVC_TEST_REDIS_URL && (await redisAnswers('127.0.0.1', 6379))) {
      expect.fail('a Redis answers at 127.0.0.1:6379 but SVC_TEST_REDIS_URL was not given to the tests');
    }
  });
});
