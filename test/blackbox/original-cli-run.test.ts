// The original CLI itself (qa4, `ext/QVD-Admin4` of the theqvd/theqvd repository) run against a `qvd`
// server: every command of the day-to-day list of docs/original-clients.md "Dialogs and commands",
// typed as an operator types it, with its exit status, its output and what it changed checked through
// the API. qa4 is extracted at run time from a local git copy of that repository (QVD_MIRROR: its git
// directory) into a temporary folder; nothing of it is kept here. It needs Perl and the Debian packages
// .ci/run installs, and the stand-in for the one module Debian lacks (QVD_CLIENTS_DIR, the folder of the
// client harnesses, `qa4/shim`). Without any of these the file is skipped and says why.
// One server for the file; the run takes about 8 s (each of its 21 qa4 commands starts Perl and Mojolicious).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, ROOT, startServer, SUPERADMIN_PASSWORD, type TestServer } from './harness.js';

const MIRROR = process.env.QVD_MIRROR ?? '';
// shared/ sits beside the checkout, as the project's README says
const CLIENTS = process.env.QVD_CLIENTS_DIR ?? join(ROOT, '..', 'shared', 'clients');
const SHIM = join(CLIENTS, 'qa4', 'shim');
const PERL_MODULES = ['CLI::Framework', 'Text::SimpleTable::AutoWidth', 'utf8::all', 'Mojo::UserAgent', 'Moo', 'Clone', 'Term::ReadKey', 'Config::Properties', 'Log::Log4perl', 'Log::Dispatch::FileRotate'];

/** Why the run cannot happen here, or undefined when it can. */
function missing(): string | undefined {
  if (!MIRROR) return 'QVD_MIRROR is not set (the git directory of a theqvd/theqvd copy)';
  if (spawnSync('git', ['--git-dir', MIRROR, 'rev-parse', '--verify', 'HEAD:ext/QVD-Admin4'], { stdio: 'ignore' }).status !== 0) return `no ext/QVD-Admin4 in ${MIRROR}`;
  if (!existsSync(join(SHIM, 'Text', 'UnicodeTable', 'Simple.pm'))) return `no qa4 shim in ${SHIM} (QVD_CLIENTS_DIR)`;
  const lacking = PERL_MODULES.filter((m) => spawnSync('perl', [`-M${m}`, '-e1'], { stdio: 'ignore' }).status !== 0);
  if (lacking.length) return `Perl modules missing: ${lacking.join(', ')} (.ci/run installs their Debian packages)`;
  return undefined;
}

const why = missing();
if (why) console.warn(`original-cli-run.test.ts skipped: ${why}`);

let server: TestServer;
let work: string;

interface Run {
  code: number;
  out: string;
}

/**
 * One qa4 command as an operator types it, logged in as the superadministrator of tenant `*`. Run without
 * blocking the event loop: while a synchronous child runs, the test's HTTP client cannot see the server
 * close its idle keep-alive connection, and its next request goes out on the closed one ("other side
 * closed").
 */
function qa4(...words: string[]): Promise<Run> {
  const args = [join(work, 'ext/QVD-Admin4/bin/qa4'), `--url=${server.url}/`, '--insecure', '--format=TABLE', '--login=superadmin', `--password=${SUPERADMIN_PASSWORD}`, '--tenant=*', ...words];
  const env = {
    ...process.env,
    PERL5LIB: ['ext/QVD-Admin4/lib', 'ext/QVD-Config/lib', 'ext/QVD-Config-Core/lib', 'ext/QVD-Log/lib'].map((d) => join(work, d)).concat(SHIM).join(':'),
  };
  return new Promise((resolve) => {
    execFile('perl', ['-CAL', ...args], { cwd: work, encoding: 'utf8', timeout: 30_000, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

function ok(run: Run): string {
  expect(run.out).not.toMatch(/at .* line \d+/); // a Perl error: qa4 could not read the answer
  expect(run.code, run.out).toBe(0);
  return run.out;
}

describe.skipIf(why !== undefined)('qa4 against a qvd server', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'qa4-run-'));
    const archive = execFileSync('git', ['--git-dir', MIRROR, 'archive', 'HEAD', 'ext/QVD-Admin4', 'ext/QVD-Config', 'ext/QVD-Config-Core', 'ext/QVD-Log'], { maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
    execFileSync('tar', ['-x', '-C', work], { input: archive });
    mkdirSync(join(work, 'log'));
    writeFileSync(join(work, 'qa.conf'), `path.log = ${join(work, 'log')}\nlog.level = ERROR\nqa.ca =\nqa.format = TABLE\n`);
    server = await startServer({ env: { SVC_CLIENT_PROFILE: 'qvd' } });
  });

  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('runs the commands of the list, each doing what it says', async () => {
    const sid = await server.superSid();
    const one = async (action: string, filters: unknown, fields: string[]) => (await expectOk(server, action, { sid, filters, fields })).rows[0];

    // tenant=<name>: qa4 looks the tenant up and sends its id as `tenant`
    ok(await qa4('tenant', 'new', 'name=cli-t'));
    ok(await qa4('user', 'new', 'name=cli-u,password=cli-pass-1,tenant=cli-t'));
    ok(await qa4('osf', 'new', 'name=cli-o,tenant=cli-t'));
    const tenantId = (await one('tenant_get_list', { name: 'cli-t' }, ['id'])).id;
    const user = await one('user_get_list', { name: 'cli-u' }, ['id', 'tenant_id']);
    expect(user.tenant_id).toBe(tenantId);

    // property key=… / id=…: new, assign, get, set; then set on a user by its key
    ok(await qa4('property', 'new', 'key=cli_owner,description=owner,tenant=cli-t'));
    const propertyId = (await one('property_get_list', { key: 'cli_owner' }, ['id'])).id;
    ok(await qa4('property', 'key=cli_owner', 'assign', 'user'));
    expect(ok(await qa4('property', 'key=cli_owner', 'get'))).toMatch(/cli_owner[\s\S]*Total: 1/);
    expect(ok(await qa4('property', `id=${propertyId}`, 'get'))).toMatch(/cli_owner[\s\S]*Total: 1/);
    ok(await qa4('property', 'key=cli_owner', 'set', "description='who owns it'"));
    expect((await one('property_get_list', { id: propertyId }, ['description'])).description).toBe('who owns it');
    ok(await qa4('user', 'name=cli-u', 'set', 'cli_owner=bob'));
    expect((await one('user_get_list', { id: user.id }, ['cli_owner'])).cli_owner).toBe('bob');

    // patterns: `can`, `~` and its negation `!`
    expect(ok(await qa4('admin', 'superadmin', 'can', 'vm.see.%'))).toMatch(/vm\.see\.[\s\S]*Total: [1-9]/);
    ok(await qa4('user', 'new', 'name=other-u,password=cli-pass-1,tenant=cli-t'));
    const notCli = ok(await qa4('user', '!name~cli%', 'get'));
    expect(notCli).toContain('other-u');
    expect(notCli).not.toContain('cli-u');

    // config set of a new key; vm new with names; config ssl with paths (refused, saying what to send)
    ok(await qa4('config', 'set', 'key=cli.new.key,value=7,tenant_id=-1'));
    expect((await one('config_get', { key: 'cli.new.key', tenant_id: -1 }, [])).operative_value).toBe('7');
    ok(await qa4('vm', 'new', 'name=cli-vm,user=cli-u,osf=cli-o'));
    expect(await one('vm_get_list', { name: 'cli-vm' }, ['user_id', 'osf_id'])).toEqual({ user_id: user.id, osf_id: (await one('osf_get_list', { name: 'cli-o' }, ['id'])).id });
    const missingArgs = await qa4('vm', 'new', 'name=cli-vm-2');
    expect(missingArgs.code).toBe(1);
    expect(missingArgs.out).toMatch(/user_id : user_id is mandatory/);
    const ssl = await qa4('config', 'ssl', 'key=/etc/ssl/private/key.pem,cert=/etc/ssl/certs/cert.pem');
    expect(ssl.code).toBe(1);
    expect(ssl.out).toMatch(/send the file's PEM text/);

    // unassign from a kind by key (qa4 sends the property's id as property_id), then del by key
    ok(await qa4('property', 'key=cli_owner', 'unassign', 'user'));
    expect((await expectOk(server, 'user_get_property_list', { sid, filters: { tenant_id: tenantId } })).rows).toEqual([]);
    // property del by key, and the value goes with it
    ok(await qa4('property', 'key=cli_owner', 'del'));
    expect((await expectOk(server, 'property_get_list', { sid, filters: { key: 'cli_owner' } })).total).toBe(0);
  }, 120_000);
});
