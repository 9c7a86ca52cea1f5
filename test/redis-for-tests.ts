// Which Redis the tests use (vitest.config.ts): SVC_TEST_REDIS_URL when set (CI sets it, and then Redis
// must answer); otherwise a local Redis at 127.0.0.1:6379 when one answers a PING within a moment, probed
// once for the whole run. Without either, the tests that need Redis (several server processes sharing
// change events, the Redis bus, the VM channels) are skipped, and the run says so at its start.
import { connect } from 'node:net';

export const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };
const PROBE_MS = 300;

/** Whether a Redis answers PING at host:port within `timeoutMs`. */
export function redisAnswers(host: string, port: number, timeoutMs = PROBE_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let reply = '';
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      reply += d;
      // "+PONG", or "-NOAUTH ..." from a Redis that wants a password (it answers: it is there, but unusable as is)
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export interface RedisChoice {
  url?: string;
  /** A line for the run's start when the Redis tests are skipped. */
  note?: string;
}

export async function redisForTests(env: Record<string, string | undefined>, local = LOCAL_REDIS): Promise<RedisChoice> {
  if (env.SVC_TEST_REDIS_URL) return { url: env.SVC_TEST_REDIS_URL };
  if (await redisAnswers(local.host, local.port)) return { url: `redis://${local.host}:${local.port}` };
  return {
    note:
      `Redis tests SKIPPED: SVC_TEST_REDIS_URL is not set and no Redis answers at ${local.host}:${local.port} ` +
      '(live-processes, compose-config, redis-bus and the VM channel tests need one; start redis-server or set SVC_TEST_REDIS_URL)',
  };
}
