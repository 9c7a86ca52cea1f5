// A real OpenLDAP server for the directory login tests: Debian's slapd, started on a loopback port with a
// temporary configuration (slapd.conf: the core, cosine, inetorgperson and nis schemas, one mdb database
// with the memberof overlay, so that entries carry memberOf as Active Directory's do)
// and a temporary database, seeded and changed with ldapadd / ldapmodify as the directory's own
// administrator, stopped (and its files removed) after. It also listens for ldaps:// and answers StartTLS,
// with a certificate for 127.0.0.1 from an authority made for the run (openssl).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SUFFIX = 'dc=example,dc=org';
const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PASSWORD = 'directory-root-secret';

export interface Slapd {
  url: string;
  port: number;
  /** ldaps:// on another port, with the certificate of `ca`. */
  ldapsUrl: string;
  /** PEM of the authority that signed the server's certificate. */
  ca: string;
  /** Adds entries (LDIF). */
  add(ldif: string): void;
  /** Applies changes (LDIF with changetype). */
  modify(ldif: string): void;
  /** Stops the server, keeping its files (start() again on the same port and database). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

export function slapdAvailable(): boolean {
  return spawnSync('sh', ['-c', 'command -v slapd && command -v ldapadd'], { stdio: 'ignore' }).status === 0;
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function ldapTool(tool: 'ldapadd' | 'ldapmodify', url: string, ldif: string): void {
  const r = spawnSync(tool, ['-x', '-H', url, '-D', ROOT_DN, '-w', ROOT_PASSWORD], { input: ldif, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr}`);
}

function openssl(dir: string, args: string[]): void {
  const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr}`);
}

/** An authority and a server certificate for 127.0.0.1 signed by it, in `dir`. */
function makeCertificates(dir: string): void {
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=svc test directory CA']);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(dir, ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext']);
}

export async function startSlapd(): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-slapd-'));
  mkdirSync(join(dir, 'db'));
  makeCertificates(dir);
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'include /etc/ldap/schema/nis.schema',
      `pidfile ${join(dir, 'slapd.pid')}`,
      `TLSCACertificateFile ${join(dir, 'ca.pem')}`,
      `TLSCertificateFile ${join(dir, 'server.pem')}`,
      `TLSCertificateKeyFile ${join(dir, 'server.key')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'moduleload memberof',
      'database mdb',
      'maxsize 33554432',
      `suffix "${SUFFIX}"`,
      `rootdn "${ROOT_DN}"`,
      `rootpw ${ROOT_PASSWORD}`,
      `directory ${join(dir, 'db')}`,
      // memberOf on members' entries, as Active Directory keeps it (groupOfNames / member)
      'overlay memberof',
      // passwords are for binding only; everything else anyone bound may read
      'access to attrs=userPassword by self write by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = `ldaps://127.0.0.1:${await freePort()}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start(): Promise<void> {
    child = spawn('slapd', ['-f', conf, '-h', `${url}/ ${ldapsUrl}/`, '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = spawnSync('ldapwhoami', ['-x', '-H', url, '-D', ROOT_DN, '-w', ROOT_PASSWORD], { encoding: 'utf8' });
      if (probe.status === 0) return;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`slapd did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stop(): Promise<void> {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (c.exitCode === null) c.kill('SIGKILL');
  }

  await start();
  ldapTool(
    'ldapadd',
    url,
    `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example\n`,
  );
  return {
    url,
    port,
    ldapsUrl,
    ca: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    add: (ldif) => ldapTool('ldapadd', url, ldif),
    modify: (ldif) => ldapTool('ldapmodify', url, ldif),
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
