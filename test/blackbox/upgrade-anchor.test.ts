// A socket is never dropped right after its upgrade (docs/decisions.md, "Live lists";
// runtime/live/upgrade-anchor.ts). The HTTP engine, after an upgrade made inside the upgraded response's
// own cork (every upgrade completed after a database round trip, so every one on MariaDB), reads that
// response's state from memory the upgrade freed or reused. glibc's MALLOC_PERTURB_=247 fills freed
// memory with 0xF7, which reads as "connection: close, all answered" (bit 16 set, bit 8 clear): without
// the anchor the engine then drops nearly every such socket (measured: 556 of 600) instead of about one
// in tens of thousands. With it, none may be dropped. Every socket here is opened right after another
// closed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';
import { expectRefused, watch, type OpenOptions, type Query } from './live-client.js';

const FREED_READS_AS_CLOSE = { MALLOC_PERTURB_: '247' };

/** Opens a socket: its first frame must come (watch() opens each socket once). */
async function firstFrame(server: TestServer, query: Query, options: OpenOptions = {}) {
  try {
    return await watch(server, query, options);
  } catch (e) {
    throw new Error(`socket ${JSON.stringify(query).slice(0, 80)}: ${(e as Error).message}`);
  }
}

describe('upgrades completed after an await, with freed memory reading as "close"', () => {
  let server: TestServer;
  let sid: string;
  beforeAll(async () => {
    server = await startServer({ env: FREED_READS_AS_CLOSE });
    sid = await server.superSid();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('every live socket gets its first frame; refused requests their final frame and 1008; refused upgrades their envelope', async () => {
    const drops: string[] = [];
    for (let i = 0; i < 40; i++) {
      try {
        const { live, first } = await firstFrame(server, { action: 'user_get_list', sid, fields: ['id'] });
        expect(first.status).toBe(0);
        await live.close();
        // bad parameters: the final frame, then 1008
        const { live: refused, first: final } = await firstFrame(server, { action: 'user_get_list', sid, filters: '{bad' });
        expect(final.status).toBe(6100);
        expect((await refused.waitClose()).code).toBe(1008);
        // bad credentials: no socket, the envelope
        expect((await expectRefused(server, { action: 'user_get_list', sid: `no-such-${i}` })).envelope.status).toBe(3200);
      } catch (e) {
        drops.push((e as Error).message);
      }
    }
    expect(drops).toEqual([]);
  });

  it('sockets opened with login and password (a session made during the upgrade) are not dropped either', async () => {
    for (let i = 0; i < 10; i++) {
      const { live, first } = await firstFrame(server, { action: 'user_get_list', login: 'superadmin', password: SUPERADMIN_PASSWORD, tenant: '*', fields: ['id'] });
      expect(first.status).toBe(0);
      await live.close();
    }
  });
});

describe('the same over TLS', () => {
  let server: TestServer;
  let work: string;
  let cert: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'svc-anchor-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-days', '1', '-keyout', 'key.pem', '-out', 'cert.pem'],
      { cwd: work, stdio: 'ignore' },
    );
    cert = readFileSync(join(work, 'cert.pem'), 'utf8');
    server = await startServer({
      env: { ...FREED_READS_AS_CLOSE, SVC_TLS_CERT: join(work, 'cert.pem'), SVC_TLS_KEY: join(work, 'key.pem') },
      ca: cert,
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('every wss:// socket gets its first frame', async () => {
    expect(server.url).toMatch(/^https:/);
    const sid = await server.superSid();
    for (let i = 0; i < 20; i++) {
      const { live, first } = await firstFrame(server, { action: 'user_get_list', sid, fields: ['id'] }, { ca: cert });
      expect(first.status).toBe(0);
      await live.close();
    }
  });
});
