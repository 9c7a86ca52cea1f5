// A Redis outage as an operator sees it in the log: the server runs on a Redis of this test's own (a
// redis-server on a free port, so the shared one and the other tests are never disturbed), which is
// killed and brought back on the same port. The server keeps answering, says so once per connection
// (one JSON line each, no stack), and says when Redis is back. Skipped, saying so, without redis-server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOk, startServer, type TestServer } from './harness.js';

const REDIS_SERVER = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() || undefined;
if (!REDIS_SERVER) console.warn('redis-outage: SKIPPED — redis-server not found (Debian: apt-get install redis-server)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER!, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], { encoding: 'utf8' });
      resolve(probe.stdout.trim() === 'PONG');
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

async function until(what: string, test: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const linesOf = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

let redis: ChildProcess | undefined;
let server: TestServer | undefined;

afterAll(async () => {
  await server?.stop();
  redis?.kill('SIGKILL');
});

describe.runIf(REDIS_SERVER)('a Redis outage', () => {
  it('is one warning line per connection while the API keeps answering, and one line when Redis is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    server = await startServer({ env: { SVC_REDIS_URL: `redis://127.0.0.1:${port}`, SVC_LOG_LEVEL: 'info' } });
    const sid = await server.superSid();
    await expectOk(server, 'tenant_create', { sid, arguments: { name: 'before-outage' } });

    redis.kill('SIGKILL');
    await until('the outage warnings', () => linesOf(server!.output()).filter((l) => l.message?.toString().startsWith('redis unreachable')).length >= 2);
    // writes go on, their events unshared: no line per event while the outage is known
    for (let i = 0; i < 5; i++) await expectOk(server, 'tenant_create', { sid, arguments: { name: `during-outage-${i}` } });
    await new Promise((r) => setTimeout(r, 1500)); // several reconnection attempts fail meanwhile

    redis = await startRedis(port);
    await until('Redis back', () => linesOf(server!.output()).filter((l) => l.message === 'redis reachable again').length >= 2);
    await expectOk(server, 'tenant_create', { sid, arguments: { name: 'after-outage' } });

    const output = server.output();
    const lines = linesOf(output);
    const warnings = lines.filter((l) => String(l.message).startsWith('redis unreachable'));
    expect(warnings.map((l) => l.role).sort()).toEqual(['publisher', 'subscriber']);
    for (const w of warnings) expect(w).toMatchObject({ level: 'warn', error: expect.stringMatching(/ECONNREFUSED|closed|ECONNRESET/) });
    expect(lines.filter((l) => l.message === 'redis reachable again').map((l) => l.role).sort()).toEqual(['publisher', 'subscriber']);
    expect(lines.filter((l) => l.message === 'event publish failed')).toEqual([]);
    // nothing unstructured: no client library's own report, no stack
    expect(output).not.toContain('Unhandled error event');
    expect(output).not.toMatch(/^\s+at /m);
  });
});
