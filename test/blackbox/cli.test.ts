// The command svc (generated/cli) run as a person or a script runs it: a process of its own against the
// real server, with its profile file in a temporary XDG_CONFIG_HOME. Covers login and the profile's
// permissions, a read of every family, every output format, paging, confirmation, live lists, upload,
// download and staging copy with progress, completion scripts and the exit statuses. The server
// downloads from a source on 127.0.0.2 (SVC_DOWNLOAD_ALLOW).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { TABLE } from '../../generated/cli/commands.js';
import { expectOk, ROOT, startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

const SVC = join(ROOT, 'generated/cli/svc.js');

interface Run {
  code: number;
  out: string;
  err: string;
}

let server: TestServer;
let home: string;
/** Where the server downloads images from (127.0.0.2, allowed to it). */
let source: HttpServer;
let sourceUrl: string;
/** Connections of the slow source still open (a cancelled download closes its own). */
const slowOpen = new Set<number>();
let slowNext = 0;
const DOWNLOAD_BYTES = 3 * 1024 * 1024;

/** The image source: a sized file in chunks, a file of untold size, a 404, and an endless slow one. */
function imageSource(): HttpServer {
  return createHttpServer((req, res) => {
    const chunk = Buffer.alloc(256 * 1024, 9);
    const send = (left: number, pause: number): void => {
      if (left <= 0) return void res.end();
      res.write(chunk.subarray(0, Math.min(left, chunk.length)), () => setTimeout(() => send(left - chunk.length, pause), pause));
    };
    if (req.url === '/images/sized.img') {
      res.writeHead(200, { 'content-length': DOWNLOAD_BYTES });
      send(DOWNLOAD_BYTES, 50);
    } else if (req.url === '/images/untold.img') {
      res.writeHead(200); // chunked: no length told
      send(1024 * 1024, 20);
    } else if (req.url === '/images/slow.img') {
      const id = slowNext++;
      slowOpen.add(id);
      res.on('close', () => slowOpen.delete(id));
      res.writeHead(200, { 'content-length': 1024 ** 3 });
      send(1024 ** 3, 200);
    } else {
      res.writeHead(404).end();
    }
  });
}

function svcEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, 'config'), NO_COLOR: '1', ...extra };
  return env;
}

/** One svc command, its standard input not a terminal (as in a script). */
function svc(args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [SVC, ...args], { env: svcEnv(extra), timeout: 60_000 }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out, err });
    });
    child.stdin?.end();
  });
}

async function ok(args: string[], extra: Record<string, string> = {}): Promise<Run> {
  const run = await svc(args, extra);
  if (run.code !== 0) throw new Error(`svc ${args.join(' ')} → exit ${run.code}\n${run.err}${run.out}`);
  return run;
}

function profileFile(): string {
  return join(home, 'config', 'svc', 'profiles.json');
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'svc-cli-'));
  source = imageSource();
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.2', resolve));
  sourceUrl = `http://127.0.0.2:${(source.address() as AddressInfo).port}`;
  server = await startServer({ env: { SVC_DOWNLOAD_ALLOW: '127.0.0.2' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  source?.closeAllConnections();
  source?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe('svc against a server', { timeout: 240_000 }, () => {
  it('answers exit 5 and says how to log in when there is no profile', async () => {
    const run = await svc(['user', 'list']);
    expect(run.code).toBe(5);
    expect(run.err).toContain('svc login');
  });

  it('logs in with an API token kept in a 0600 file of a 0700 folder, never the password', async () => {
    // a folder made earlier, open to others, is narrowed
    mkdirSync(join(home, 'config', 'svc'), { recursive: true });
    chmodSync(join(home, 'config', 'svc'), 0o755);
    const run = await ok(['login', '--url', server.url, '--login', 'superadmin', '--password', SUPERADMIN_PASSWORD, '--tenant', '*']);
    expect(run.err).toContain('API token');
    expect(statSync(profileFile()).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, 'config', 'svc')).mode & 0o777).toBe(0o700);
    const text = readFileSync(profileFile(), 'utf8');
    expect(text).not.toContain(SUPERADMIN_PASSWORD);
    const file = JSON.parse(text) as { current: string; profiles: Record<string, { url: string; token?: string }> };
    expect(file.current).toBe('default');
    expect(file.profiles['default']!.url).toBe(server.url);
    expect(file.profiles['default']!.token).toMatch(/^svca_/);
  });

  it('creates records with typed argument options', async () => {
    for (const name of ['alice', 'alina', 'bob']) {
      const run = await ok(['user', 'create', '--tenant-id', '1', '--name', name, '--password', 'pw-of-' + name, '-o', 'ids']);
      expect(run.out.trim()).toMatch(/^\d+$/);
    }
    const refused = await svc(['user', 'create', '--tenant-id', 'one', '--name', 'x', '--password', 'y']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('whole number');
    const duplicate = await svc(['user', 'create', '--tenant-id', '1', '--name', 'alice', '--password', 'again']);
    expect(duplicate.code).toBe(70);
    expect(duplicate.err).toMatch(/7200/);
  });

  it('reads a list of every family', async () => {
    const families = new Map<string, (typeof TABLE.commands)[number]>();
    for (const c of TABLE.commands) {
      const readable = !c.confirm && !['create', 'update', 'delete', 'exec'].includes(c.kind) && c.mandatoryFilters.length === 0 && !c.arguments.some((a) => a.mandatory) && !c.sessionsOnly;
      if (readable && (!families.has(c.family) || c.verb === 'list')) families.set(c.family, c);
    }
    expect([...families.keys()].sort()).toEqual([...new Set(TABLE.commands.map((c) => c.family))].sort());
    for (const [family, c] of families) {
      const run = await svc([c.noun, c.verb, '-o', 'json']);
      expect(run.code, `${family}: svc ${c.noun} ${c.verb}\n${run.err}`).toBe(0);
      expect(Array.isArray(JSON.parse(run.out)), family).toBe(true);
    }
  });

  it('prints every output format, with filters, fields and order', async () => {
    const args = ['user', 'list', '--filter', 'name~ali%', '--fields', 'id,name', '--order', '-name'];
    const table = await ok(args);
    const lines = table.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[1])).toEqual(['alina', 'alice']);
    expect(lines[1]!.indexOf('alina')).toBe(lines[0]!.indexOf('NAME'));
    const json = JSON.parse((await ok([...args, '-o', 'json'])).out) as { id: number; name: string }[];
    expect(json.map((r) => r.name)).toEqual(['alina', 'alice']);
    expect(Object.keys(json[0]!)).toEqual(['id', 'name']);
    expect(parseYaml((await ok([...args, '-o', 'yaml'])).out)).toEqual(json);
    expect((await ok([...args, '-o', 'csv'])).out).toBe(`id,name\n${json.map((r) => `${r.id},${r.name}`).join('\n')}\n`);
    expect((await ok([...args, '-o', 'ids'])).out).toBe(json.map((r) => `${r.id}\n`).join(''));
    const where = JSON.parse((await ok(['user', 'list', '--where', '{"-or":["name","bob","name","alice"]}', '--fields', 'name', '--order', 'name', '-o', 'json'])).out) as { name: string }[];
    expect(where.map((r) => r.name)).toEqual(['alice', 'bob']);
  });

  it('runs the README\'s lines that install it, log in and list users', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /lists users like this:\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1];
    const lines = (block ?? '').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('npm install'); // the checkout's own install, which this test runs inside
    const fresh = mkdtempSync(join(tmpdir(), 'svc-readme-'));
    try {
      for (const line of lines.slice(1)) {
        expect(line).toMatch(/^npx svc /);
        const command = line.replace(/^npx svc /, `'${process.execPath}' '${SVC}' `).replace('http://127.0.0.1:8080', server.url);
        const run = spawnSync('bash', ['-c', command], { env: svcEnv({ XDG_CONFIG_HOME: fresh, SVC_PASSWORD: SUPERADMIN_PASSWORD, NO_COLOR: '1' }), encoding: 'utf8', timeout: 60_000 });
        expect(run.status, `${line}\n${run.stderr}`).toBe(0);
        if (line.includes('user list')) expect(run.stdout.trimEnd().split('\n').map((l) => l.split(/\s+/)[1])).toEqual(['NAME', 'alina', 'alice']);
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('streams every page as JSON lines with --all', async () => {
    const run = await ok(['user', 'list', '--all', '--limit', '1', '--fields', 'name', '--order', 'name', '-o', 'json']);
    expect(run.out.trimEnd().split('\n').map((l) => (JSON.parse(l) as { name: string }).name)).toEqual(['alice', 'alina', 'bob']);
    const page = JSON.parse((await ok(['user', 'list', '--limit', '1', '--page', '2', '--fields', 'name', '--order', 'name', '-o', 'json'])).out) as unknown[];
    expect(page).toEqual([{ name: 'alina' }]);
  });

  it('refuses, with exit statuses by family, what the command or the server refuses', async () => {
    const unknownFilter = await svc(['user', 'list', '--filter', 'colour=red']);
    expect(unknownFilter.code).toBe(2);
    expect(unknownFilter.err).toContain("'colour' is no filter");
    expect((await svc(['user', 'list', '--filter', 'name'])).code).toBe(2);
    expect((await svc(['user', 'list', '--output', 'xml'])).code).toBe(2);
    expect((await svc(['usr', 'list'])).code).toBe(2);
    const server6xxx = await svc(['user', 'list', '--where', '{"colour":"red"}']);
    expect(server6xxx.code).toBe(60);
    expect(server6xxx.err).toMatch(/6210/);
    const badToken = await svc(['user', 'list'], { SVC_URL: server.url, SVC_TOKEN: 'svca_not-a-token' });
    expect(badToken.code).toBe(30);
    const noServer = await svc(['user', 'list'], { SVC_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'svca_x' });
    expect(noServer.code).toBe(4);
    // a server that takes the connection and never answers: the call's bound ends the command
    const held = new Set<Socket>();
    const silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const started = Date.now();
      const hung = await svc(['--timeout', '1', 'user', 'list'], { SVC_URL: `http://127.0.0.1:${port}`, SVC_TOKEN: 'svca_x' });
      expect(hung.code).toBe(4);
      expect(hung.err).toContain('no answer within');
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
    expect((await svc(['--timeout', '0', 'user', 'list'])).code).toBe(2);
  });

  it('asks before a write that selects several records, shows the count, and refuses without a terminal', async () => {
    const ids = (await ok(['user', 'list', '--filter', 'name~ali%', '-o', 'ids'])).out.trim().split('\n');
    expect(ids).toHaveLength(2);
    const refused = await svc(['user', 'update', ...ids, '--description', 'changed']);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('2 records');
    const untouched = JSON.parse((await ok(['user', 'list', '--filter', 'name~ali%', '--fields', 'description', '-o', 'json'])).out) as { description: string | null }[];
    expect(untouched.every((r) => r.description !== 'changed')).toBe(true);
    const all = await svc(['user', 'delete', '--filter', 'id>=1', '--filter', 'tenant_id=1']);
    expect(all.code, all.err).toBe(3);
    expect(all.err).toContain("would change 3 records (the server's dry run)");
    // a filter no list action could count (an -or) is counted by the dry run of the write itself
    const either = await svc(['user', 'update', '--where', JSON.stringify({ '-or': ['id', Number(ids[0]), 'id', Number(ids[1])] }), '--description', 'changed']);
    expect(either.code).toBe(3);
    expect(either.err).toContain("would change 2 records (the server's dry run)");
    // a request the real call would refuse is refused at the count, with the call's status, and never asked about
    const noId = await svc(['user', 'delete', '--filter', 'tenant_id=1']);
    expect(noId.code, noId.err).toBe(60);
    expect(noId.err).not.toContain('would change');
    const refusedAtCount = await svc(['user', 'update', ...ids, '--description', 'x'.repeat(2000)]);
    expect(refusedAtCount.code, refusedAtCount.err).toBe(60);
    expect(refusedAtCount.err).not.toContain('would change');
    await ok(['user', 'update', ...ids, '--description', 'changed', '--yes']);
    const changed = JSON.parse((await ok(['user', 'list', '--filter', 'name~ali%', '--fields', 'description', '-o', 'json'])).out) as { description: string }[];
    expect(changed.map((r) => r.description)).toEqual(['changed', 'changed']);
    const bob = (await ok(['user', 'list', '--filter', 'name=bob', '-o', 'ids'])).out.trim();
    const one = await ok(['user', 'update', bob, '--description', 'one record, no question']);
    expect(one.err).not.toContain('would change');
  });

  it('asks on a terminal, showing the count, and does what the answer says', async () => {
    if (spawnSync('which', ['script']).status !== 0) throw new Error('script (util-linux) is missing: it gives the command a terminal');
    const ids = (await ok(['user', 'list', '--filter', 'name~ali%', '-o', 'ids'])).out.trim().split('\n');
    /** The update run on a pseudo-terminal (script), answering the question once it is asked. */
    const answered = (answer: string): Promise<Run> =>
      new Promise((resolve) => {
        const line = [process.execPath, SVC, 'user', 'update', ...ids, '--description', `answered-${answer}`].join(' ');
        const child = spawn('script', ['-qec', line, '/dev/null'], { env: svcEnv() });
        let out = '';
        let asked = false;
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (!asked && out.includes('Go on?')) {
            asked = true;
            child.stdin.end(`${answer}\n`);
          }
        });
        child.on('exit', (code) => resolve({ code: code ?? -1, out, err: '' }));
      });
    const no = await answered('n');
    expect(no.out).toContain('would change 2 records');
    expect(no.out.indexOf('would change 2 records')).toBeLessThan(no.out.indexOf('Go on?'));
    expect(no.code).toBe(3);
    const yes = await answered('y');
    expect(yes.code).toBe(0);
    const descriptions = JSON.parse((await ok(['user', 'list', '--filter', 'name~ali%', '--fields', 'description', '-o', 'json'])).out) as { description: string }[];
    expect(descriptions.map((r) => r.description)).toEqual(['answered-y', 'answered-y']);
  });

  it('sets custom properties with --property and shows one record down the page', async () => {
    await ok(['property', 'create', '--key', 'colour', '--tenant-id', '1', '--property-assign', '["user"]']);
    const bob = (await ok(['user', 'list', '--filter', 'name=bob', '-o', 'ids'])).out.trim();
    await ok(['user', 'update', bob, '--property', 'colour=blue']);
    const details = JSON.parse((await ok(['user', 'details', bob, '--fields', 'name,properties', '-o', 'json'])).out) as { name: string; properties: unknown }[];
    expect(details[0]!.name).toBe('bob');
    expect(JSON.stringify(details[0]!.properties)).toContain('blue');
    const down = (await ok(['user', 'details', bob, '--fields', 'id,name'])).out;
    expect(down).toBe(`id    ${bob}\nname  bob\n`);
    await ok(['user', 'update', bob, '--delete-property', 'colour']);
    const cleared = JSON.parse((await ok(['user', 'details', bob, '--fields', 'properties', '-o', 'json'])).out) as { properties: unknown }[];
    expect(JSON.stringify(cleared[0]!.properties)).not.toContain('blue');
  });

  it('works from the environment alone (CI) and shows help with the catalog\'s description', async () => {
    const token = (JSON.parse(readFileSync(profileFile(), 'utf8')) as { profiles: Record<string, { token: string }> }).profiles['default']!.token;
    const fresh = mkdtempSync(join(tmpdir(), 'svc-ci-'));
    try {
      const run = await ok(['user', 'list', '-o', 'ids'], { XDG_CONFIG_HOME: fresh, SVC_URL: server.url, SVC_TOKEN: token });
      expect(run.out.trim().split('\n')).toHaveLength(3);
      // login, password and tenant from the environment: sent with each call, no file, no session left behind
      const sid = await server.superSid();
      const sessions = async (): Promise<number> => (await server.api('session_get_list', { sid })).total as number;
      const before = await sessions();
      const byLogin = await ok(['user', 'list', '-o', 'ids'], { XDG_CONFIG_HOME: fresh, SVC_URL: server.url, SVC_LOGIN: 'superadmin', SVC_PASSWORD: SUPERADMIN_PASSWORD, SVC_TENANT: '*' });
      expect(byLogin.out.trim().split('\n')).toHaveLength(3);
      expect(await sessions()).toBe(before);
      const wrong = await svc(['user', 'list'], { XDG_CONFIG_HOME: fresh, SVC_URL: server.url, SVC_LOGIN: 'superadmin', SVC_PASSWORD: 'wrong', SVC_TENANT: '*' });
      expect(wrong.code).toBe(30);
      // SVC_PROFILE picks a profile by name, as --profile does; SVC_TIMEOUT is checked as --timeout is
      const missing = await svc(['user', 'list'], { SVC_PROFILE: 'no-such-profile' });
      expect(missing.code).toBe(5);
      expect(missing.err).toContain('--profile no-such-profile');
      expect((await ok(['user', 'list', '-o', 'ids'], { SVC_PROFILE: 'default' })).out.trim().split('\n')).toHaveLength(3);
      expect((await svc(['user', 'list'], { SVC_TIMEOUT: 'soon' })).code).toBe(2);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
    const help = await ok(['user', 'list', '--help']);
    expect(help.out).toContain(TABLE.commands.find((c) => c.action === 'user_get_list')!.description.split(' ')[0]);
    expect(help.out).toContain('--filter');
  });

  it('renders a live list again after each change with --watch', async () => {
    const child = spawn(process.execPath, [SVC, 'user', 'list', '--watch', '--fields', 'name', '-o', 'json'], { env: svcEnv() });
    let out = '';
    const seen = (text: string): Promise<void> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${text}' in ${out}`)), 30_000);
        const check = (): void => {
          if (out.includes(text)) {
            clearTimeout(timer);
            resolve();
          } else setTimeout(check, 50);
        };
        check();
      });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await seen('"bob"');
      await ok(['user', 'create', '--tenant-id', '1', '--name', 'watched', '--password', 'pw']);
      await seen('"watched"');
      const snapshots = out.trimEnd().split('\n').map((l) => JSON.parse(l) as { total: number });
      expect(snapshots[0]!.total).toBe(3);
      expect(snapshots[snapshots.length - 1]!.total).toBe(4);
    } finally {
      child.kill('SIGINT');
    }
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(0);
  });

  it('uploads a disk image with a progress bar', async () => {
    const sid = await server.superSid();
    const osf = await expectOk(server, 'osf_create', { sid, arguments: { name: 'cli-osf', tenant_id: 1 } });
    const osfId = (osf.rows as { id: number }[])[0]!.id;
    const file = join(home, 'cli-image.img');
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 7));
    const run = await ok(['di', 'upload', file, '--osf-id', String(osfId), '--progress', '-o', 'json']);
    expect(run.err).toContain('100%');
    expect(run.err).toContain(`${3 * 1024 * 1024} bytes sent`);
    const listed = JSON.parse((await ok(['di', 'list', '--filter', 'disk_image=cli-image.img', '--fields', 'disk_image,osf_id', '-o', 'json'])).out) as unknown[];
    expect(listed).toEqual([{ disk_image: 'cli-image.img', osf_id: osfId }]);
    const missing = await svc(['di', 'upload', join(home, 'no-such.img'), '--osf-id', String(osfId)]);
    expect(missing.code).toBe(2);
  });

  it('has the server download an image with a progress bar, keeps nothing of a failed or interrupted one, and copies from staging', async () => {
    const osf = (await ok(['osf', 'list', '--filter', 'name=cli-osf', '-o', 'ids'])).out.trim();
    const listed = async (name: string): Promise<unknown[]> => JSON.parse((await ok(['di', 'list', '--filter', `disk_image=${name}`, '--fields', 'disk_image,osf_id', '-o', 'json'])).out) as unknown[];
    // the name is the URL's last segment; the bar follows the server's progress frames to the whole size
    const sized = await ok(['di', 'download', `${sourceUrl}/images/sized.img`, '--osf-id', osf, '--progress', '-o', 'json']);
    expect(sized.err).toContain('sized.img [');
    expect(sized.err).toContain(`100% ${DOWNLOAD_BYTES}/${DOWNLOAD_BYTES} bytes`);
    expect(sized.err).toContain(`${DOWNLOAD_BYTES} bytes downloaded by the server`);
    expect((JSON.parse(sized.out) as { id: number }[])[0]!.id).toBeGreaterThan(0);
    expect(await listed('sized.img')).toEqual([{ disk_image: 'sized.img', osf_id: Number(osf) }]);
    // a source that tells no size: a byte count; --disk-image names it; --no-progress draws nothing
    const untold = await ok(['di', 'download', `${sourceUrl}/images/untold.img`, '--disk-image', 'named.img', '--osf-id', osf, '--progress', '-o', 'ids']);
    expect(untold.err).toContain('named.img 1048576 bytes (size not told)');
    expect(untold.out.trim()).toMatch(/^\d+$/);
    const quiet = await ok(['di', 'download', `${sourceUrl}/images/untold.img`, '--disk-image', 'quiet.img', '--osf-id', osf, '--no-progress', '-o', 'ids']);
    expect(quiet.err).not.toContain('%');
    expect(quiet.err).not.toContain('size not told');
    expect(quiet.err).toContain('1048576 bytes downloaded by the server');
    // without a terminal no bar unless asked; on one (a pseudo-terminal) the bar is drawn unasked
    const piped = await ok(['di', 'download', `${sourceUrl}/images/untold.img`, '--disk-image', 'piped.img', '--osf-id', osf, '-o', 'ids']);
    expect(piped.err).not.toContain('size not told');
    expect(piped.err).toContain('1048576 bytes downloaded by the server');
    const line = [process.execPath, SVC, 'di', 'download', `${sourceUrl}/images/sized.img`, '--disk-image', 'tty.img', '--osf-id', osf, '-o', 'ids'].join(' ');
    const tty = await new Promise<Run>((resolve) => {
      const child = spawn('script', ['-qec', line, '/dev/null'], { env: svcEnv() });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code: code ?? -1, out, err: '' }));
      child.stdin.end();
    });
    expect(tty.code, tty.out).toBe(0);
    expect(tty.out).toMatch(/tty\.img \[.*\] 100% 3145728\/3145728 bytes/);
    // failures: the status and its exit (2260 → 20), nothing registered, nothing retried
    const missing = await svc(['di', 'download', `${sourceUrl}/images/none.img`, '--osf-id', osf, '--progress']);
    expect(missing.code, missing.err).toBe(20);
    expect(missing.err).toMatch(/2260 .*404/);
    expect(await listed('none.img')).toEqual([]);
    const local = await svc(['di', 'download', 'http://127.0.0.3:9/images/local.img', '--osf-id', osf]);
    expect(local.code, local.err).toBe(20);
    expect(local.err).toContain('SVC_DOWNLOAD_ALLOW');
    expect(await listed('local.img')).toEqual([]);
    expect((await svc(['di', 'download', `${sourceUrl}/images/sized.img`, '--osf-id', 'x'])).code).toBe(2);
    expect((await svc(['di', 'download', `${sourceUrl}/`, '--osf-id', osf])).code).toBe(2); // no name to take
    // Ctrl-C: the socket closes, the server stops fetching and keeps nothing
    const child = spawn(process.execPath, [SVC, 'di', 'download', `${sourceUrl}/images/slow.img`, '--osf-id', osf, '--progress'], { env: svcEnv() });
    let err = '';
    const progressed = new Promise<void>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (/slow\.img \[.*\] \d+% [1-9]\d*\//.test(err)) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    await progressed;
    expect(slowOpen.size).toBe(1);
    child.kill('SIGINT');
    expect(await exited, err).toBe(130);
    expect(err).toContain('interrupted: the transfer is cancelled');
    for (const end = Date.now() + 10_000; slowOpen.size > 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    expect(slowOpen.size, 'the server still reads the source').toBe(0);
    expect(await listed('slow.img')).toEqual([]);
    // the staging copy: the file stays, the record is made; a name not there is 2240
    mkdirSync(join(server.dataDir, 'staging'), { recursive: true });
    writeFileSync(join(server.dataDir, 'staging', 'staged.img'), Buffer.alloc(2 * 1024 * 1024, 5));
    const staged = await ok(['di', 'import-staged', 'staged.img', '--osf-id', osf, '--progress', '-o', 'ids']);
    expect(staged.err).toContain(`${2 * 1024 * 1024} bytes copied by the server`);
    expect(staged.err).toContain('100%');
    expect(existsSync(join(server.dataDir, 'staging', 'staged.img'))).toBe(true);
    expect(await listed('staged.img')).toEqual([{ disk_image: 'staged.img', osf_id: Number(osf) }]);
    const notStaged = await svc(['di', 'import-staged', 'absent.img', '--osf-id', osf]);
    expect(notStaged.code, notStaged.err).toBe(20);
    expect(notStaged.err).toContain('2240');
  });

  it('reports the records a write could not change on stderr, with the exit of status 1200', async () => {
    const bob = (await ok(['user', 'list', '--filter', 'name=bob', '-o', 'ids'])).out.trim();
    const osf = (await ok(['osf', 'list', '--filter', 'name=cli-osf', '-o', 'ids'])).out.trim();
    const vms = [];
    for (const name of ['cli-vm-1', 'cli-vm-2']) vms.push((await ok(['vm', 'create', '--name', name, '--user-id', bob, '--osf-id', osf, '-o', 'ids'])).out.trim());
    // stopped VMs cannot be stopped: the count before the question says so, and each is refused inside 1200
    const asked = await svc(['vm', 'stop', ...vms]);
    expect(asked.code).toBe(3);
    expect(asked.err).toContain("would change 2 records (the server's dry run; it would fail on 2 of them");
    const run = await svc(['vm', 'stop', ...vms, '--yes']);
    expect(run.code, run.err).toBe(10);
    expect(run.err).toContain('1200');
    for (const id of vms) expect(run.err).toMatch(new RegExp(`id ${id}: 5120 `));
    expect(run.out).toBe('');
  });

  it('rehearses a write with --dry-run (nothing changes, no question) and follows a job to its end with --wait', async () => {
    const bob = (await ok(['user', 'list', '--filter', 'name=bob', '-o', 'ids'])).out.trim();
    const vms = (await ok(['vm', 'list', '--filter', 'name~cli-vm-%', '-o', 'ids'])).out.trim().split('\n');
    expect(vms).toHaveLength(2);
    // the VMs are stopped: the rehearsal says each would be refused, exits as the real call would, changes nothing
    const dry = await svc(['vm', 'stop', ...vms, '--dry-run', '-o', 'ids']);
    expect(dry.code, dry.err).toBe(10);
    expect(dry.err).toContain('dry run, nothing changed: 1200');
    for (const id of vms) expect(dry.err).toMatch(new RegExp(`id ${id}: 5120 `));
    expect(dry.out.trim().split('\n')).toEqual(vms);
    expect(dry.err).not.toContain('would change 2 records'); // no confirmation question for a rehearsal
    const before = (await ok(['user', 'details', bob, '--fields', 'description', '-o', 'json'])).out;
    const rehearsed = await ok(['user', 'update', bob, '--description', 'rehearsed only', '--dry-run']);
    expect(rehearsed.err).toContain('dry run, nothing changed: 0');
    expect((await ok(['user', 'details', bob, '--fields', 'description', '-o', 'json'])).out).toBe(before);
    // --wait: the job is started at once and followed; its end and failures are summed up
    const waited = await svc(['vm', 'stop', ...vms, '--wait', '--yes']);
    expect(waited.code, waited.err).toBe(10);
    const jobId = /job (\d+) started/.exec(waited.err)?.[1];
    expect(jobId, waited.err).toBeDefined();
    expect(waited.err).toContain(`job ${jobId} failed: 0 done, 2 failed of 2`);
    for (const id of vms) expect(waited.err).toMatch(new RegExp(`id ${id}: 5120 `));
    const updated = await ok(['user', 'update', bob, '--description', 'by a job', '--wait', '--yes']);
    expect(updated.err).toMatch(/job \d+ succeeded: 1 done, 0 failed of 1/);
    expect(JSON.parse((await ok(['user', 'details', bob, '--fields', 'description', '-o', 'json'])).out)).toMatchObject([{ description: 'by a job' }]);
    // only writes take --dry-run, only job actions --wait
    expect((await svc(['user', 'list', '--dry-run'])).code).toBe(2);
    expect((await svc(['user', 'create', '--name', 'x', '--wait'])).code).toBe(2);
  });

  it('writes completion scripts that the shells accept and that complete actions, tokens and choices', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-completion-'));
    try {
      for (const shell of ['bash', 'zsh', 'fish']) {
        const script = (await ok(['completion', shell])).out;
        const path = join(dir, `svc.${shell}`);
        writeFileSync(path, script);
        const installed = spawnSync('which', [shell]).status === 0;
        if (!installed) {
          if (shell === 'bash') throw new Error('bash is missing');
          console.warn(`cli.test.ts: ${shell} not installed, its script is not checked`);
          continue;
        }
        const check = spawnSync(shell, ['-n', path], { encoding: 'utf8' });
        expect(check.status, `${shell} -n: ${check.stderr}`).toBe(0);
        expect(script).toContain('list');
      }
      const complete = (words: string[]): string[] => {
        const line = `source ${join(dir, 'svc.bash')}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _svc; printf '%s\\n' "\${COMPREPLY[@]}"`;
        return spawnSync('bash', ['-c', line], { encoding: 'utf8' }).stdout.trim().split('\n');
      };
      expect(complete(['svc', 'us'])).toEqual(['user', 'user-property']);
      expect(complete(['svc', 'user', 'li'])).toEqual(['list']);
      expect(complete(['svc', 'user', 'list', '--fields', 'id,na'])).toEqual(['id,name']);
      expect(complete(['svc', 'host', 'create', '--state', 'st'])).toEqual(['stopped', 'starting', 'stopping']);
      expect(complete(['svc', 'vm', 'start', '--y'])).toEqual(['--yes']);
      expect(complete(['svc', 'vm', 'start', '--d'])).toEqual(['--dry-run']);
      expect(complete(['svc', 'vm', 'start', '--wa'])).toEqual(['--wait']);
      expect(complete(['svc', '--timeout', '5', 'user', 'li'])).toEqual(['list']);
      expect(complete(['svc', 'di', 'do'])).toEqual(['download']);
      expect(complete(['svc', 'di', 'import-staged', '--'])).not.toContain('--disk-image');
      expect(complete(['svc', 'di', 'download', '--no'])).toEqual(['--no-progress']);
      if (spawnSync('which', ['fish']).status === 0) {
        const fish = (line: string): string[] =>
          spawnSync('fish', ['-c', `source ${join(dir, 'svc.fish')}; complete -C '${line}'`], { encoding: 'utf8' }).stdout.trim().split('\n').map((l) => l.split('\t')[0]!);
        expect(fish('svc us')).toEqual(['user', 'user-property']);
        expect(fish('svc --profile x user li')).toEqual(['list']);
        expect(fish('svc host create --state st')).toEqual(['starting', 'stopped', 'stopping']);
        expect(fish('svc di down')).toEqual(['download']);
        expect(fish('svc vm start --dry')).toEqual(['--dry-run']);
      }
      if (spawnSync('which', ['zsh']).status === 0) {
        const loaded = spawnSync('zsh', ['-c', `source ${join(dir, 'svc.zsh')} && whence -w _svc`], { encoding: 'utf8', env: { ...process.env, HOME: home } });
        expect(loaded.stdout.trim()).toBe('_svc: function');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a second profile with a session, asks the password on a terminal, and --profile picks it', async () => {
    const line = [process.execPath, SVC, 'login', '--url', server.url, '--login', 'superadmin', '--tenant', "'*'", '--session', '--profile', 'second'].join(' ');
    const login = await new Promise<Run>((resolve) => {
      const child = spawn('script', ['-qec', line, '/dev/null'], { env: svcEnv() });
      let out = '';
      let typed = false;
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (!typed && out.includes('Password:')) {
          typed = true;
          child.stdin.end(`${SUPERADMIN_PASSWORD}\n`);
        }
      });
      child.on('exit', (code) => resolve({ code: code ?? -1, out, err: '' }));
    });
    expect(login.code, login.out).toBe(0);
    expect(login.out).not.toContain(SUPERADMIN_PASSWORD);
    const file = JSON.parse(readFileSync(profileFile(), 'utf8')) as { current: string; profiles: Record<string, { sid?: string; token?: string }> };
    expect(file.current).toBe('second');
    expect(file.profiles['second']!.sid).toBeTruthy();
    expect(file.profiles['second']!.token).toBeUndefined();
    expect(statSync(profileFile()).mode & 0o777).toBe(0o600);
    const listed = (await ok(['profiles'])).out;
    expect(listed).toMatch(/^\* second\t/m);
    expect(listed).toMatch(/^ {2}default\t.*\ttoken$/m);
    // a sessions-only action: refused to the token profile with a hint, done with the session
    const byToken = await svc(['--profile', 'default', 'api-token', 'create', '--name', 'from-token']);
    expect(byToken.code).toBe(40);
    expect(byToken.err).toContain('svc login --session');
    const bySession = await ok(['api-token', 'create', '--name', 'from-session', '-o', 'json']);
    expect(bySession.out).toContain('from-session');
    await ok(['logout', '--profile', 'second']);
    const after = JSON.parse(readFileSync(profileFile(), 'utf8')) as { current?: string; profiles: Record<string, unknown> };
    expect(Object.keys(after.profiles)).toEqual(['default']);
    expect(after.current).toBeUndefined();
    expect((await server.api('user_get_list', { sid: file.profiles['second']!.sid })).status).toBeGreaterThanOrEqual(3000);
  });

  it('runs with npx from the checkout (package.json bin)', async () => {
    const run = await new Promise<Run>((resolve) => {
      execFile('npx', ['--no-install', 'svc', '--version'], { cwd: ROOT, env: { ...process.env, ...svcEnv() }, timeout: 120_000 }, (error, out, err) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out, err }),
      );
    });
    expect(run.code, run.err).toBe(0);
    expect(run.out.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('logs out: the token is revoked and the profile removed', async () => {
    const token = (JSON.parse(readFileSync(profileFile(), 'utf8')) as { profiles: Record<string, { token: string }> }).profiles['default']!.token;
    await ok(['logout']);
    expect((await svc(['user', 'list'])).code).toBe(5);
    const revoked = await svc(['user', 'list'], { SVC_URL: server.url, SVC_TOKEN: token });
    expect(revoked.code).toBe(30);
  });
});
