// Directory logins (docs/guides-src/11-sign-in.md "Directory logins", docs/decisions.md "Directory
// logins") against a real OpenLDAP server (slapd, started here on a loopback port with a temporary
// database): the auth.ldap.* tokens and their checks, the bind password kept secret, a first login
// creating the administrator with the roles its groups map to, group changes taking effect at the next
// login, refusals answered as local ones are, LDAP injection in the login name, throttling and audit, a
// local administrator never shadowed, and a directory that is down or silent answering 3700 in bounded
// time while local administrators still log in.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, eventually, expectOk, makeTenantAdmin, startServer, type TestServer } from './harness.js';
import { freePort, type Slapd, slapdAvailable, startSlapd, SUFFIX } from './slapd.js';

const BIND_PASSWORD = 'svc-bind-Secret-42';
const LOCAL_PASSWORD = 'local-pass-1';
const PEOPLE = `ou=people,${SUFFIX}`;
const GROUPS = `ou=groups,${SUFFIX}`;

let server: TestServer;
let slapd: Slapd;
let superSid: string;
let corpId: number;

function person(uid: string, password: string): string {
  return `dn: uid=${uid},${PEOPLE}\nobjectClass: inetOrgPerson\nuid: ${uid}\ncn: ${uid}\nsn: ${uid}\nuserPassword: ${password}\n`;
}

function group(cn: string, members: string[]): string {
  return `dn: cn=${cn},${GROUPS}\nobjectClass: groupOfNames\ncn: ${cn}\n${members.map((m) => `member: uid=${m},${PEOPLE}\n`).join('')}`;
}

async function su(action: string, params: Record<string, unknown>): Promise<Envelope> {
  return server.api(action, { sid: superSid, ...params });
}

async function setToken(tenantId: number, key: string, value: string): Promise<void> {
  await expectOk(server, 'config_set', { sid: superSid, arguments: { tenant_id: tenantId, key, value } });
}

/** POST /api/login: the whole envelope and how long it took. */
async function login(name: string, password: string, tenant = 'corp'): Promise<{ env: Envelope; ms: number }> {
  const started = performance.now();
  const res = await server.fetch('/api/login', { method: 'POST', body: new URLSearchParams({ login: name, password, tenant }) });
  const env = (await res.json()) as Envelope;
  return { env, ms: performance.now() - started };
}

async function adminRow(name: string, tenantId = corpId) {
  const rows = await server.dbQuery('SELECT id, origin, external_id, password_hash FROM admins WHERE tenant_id = ? AND name = ?', [tenantId, name]);
  return rows[0] as { id: number; origin: string; external_id: string; password_hash: string } | undefined;
}

async function rolesOf(name: string): Promise<string[]> {
  const rows = await server.dbQuery(
    `SELECT r.name AS name FROM admin_roles ar JOIN roles r ON r.id = ar.role_id JOIN admins a ON a.id = ar.admin_id
     WHERE a.tenant_id = ? AND a.name = ? ORDER BY r.name`,
    [corpId, name],
  );
  return rows.map((r) => String(r.name));
}

async function auditRows(action: string, adminName: string) {
  return (await server.dbQuery('SELECT action, status, admin_name, arguments FROM audit_log WHERE action = ? AND admin_name = ? ORDER BY id', [
    action,
    adminName,
  ])) as { action: string; status: number; admin_name: string; arguments: string | null }[];
}

beforeAll(async () => {
  if (!slapdAvailable()) throw new Error('slapd and ldap-utils are needed (apt-get install slapd ldap-utils)');
  slapd = await startSlapd();
  slapd.add(
    [
      `dn: ${PEOPLE}\nobjectClass: organizationalUnit\nou: people\n`,
      `dn: ${GROUPS}\nobjectClass: organizationalUnit\nou: groups\n`,
      `dn: ou=system,${SUFFIX}\nobjectClass: organizationalUnit\nou: system\n`,
      `dn: cn=svc,ou=system,${SUFFIX}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: svc\nuserPassword: ${BIND_PASSWORD}\n`,
      person('alice', 'alice-dir-pw'),
      person('bob', 'bob-dir-pw'),
      person('carol', 'carol-dir-pw'),
      person('dave', 'dave-dir-pw'),
      person('eve', 'eve-dir-pw'),
      person('odd(name)*', 'odd-dir-pw'),
      group('readers', ['alice', 'bob', 'carol', 'odd(name)*']),
      group('operators', ['bob']),
      group('unmapped', ['dave']),
      group('staff', ['eve']),
    ].join('\n'),
  );
  server = await startServer({ env: { SVC_LOGIN_FAILURES: '3', SVC_LOGIN_DELAY: '60', SVC_LOGIN_NAME_MAX_DELAY: '120', SVC_LOG_LEVEL: 'debug' } });
  superSid = await server.superSid();
  corpId = (await makeTenantAdmin(server, { tenant: 'corp', admin: 'carol', password: LOCAL_PASSWORD, acls: ['administrator.see-main.'] })).tenantId;
  await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Directory Readers', tenant_id: corpId, __acls__: ['administrator.see-main.'] } });
  await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Directory Operators', tenant_id: corpId, __acls__: ['user.see-main.'] } });
  for (const [key, value] of Object.entries({
    'auth.ldap.url': slapd.url,
    'auth.ldap.bind_dn': `cn=svc,ou=system,${SUFFIX}`,
    'auth.ldap.bind_password': BIND_PASSWORD,
    'auth.ldap.search_base': PEOPLE,
    'auth.ldap.search_filter': '(&(objectClass=inetOrgPerson)(uid={login}))',
    'auth.ldap.group_search_base': GROUPS,
    'auth.ldap.group_search_filter': '(&(objectClass=groupOfNames)(member={dn}))',
    'auth.ldap.group_roles': JSON.stringify({
      [`cn=readers, ou=groups, ${SUFFIX}`]: 'Directory Readers',
      operators: ['Directory Operators'],
      staff: 'Directory Readers',
      unmapped: 'No Such Role',
    }),
    'auth.ldap.timeout': '2',
    'auth.ldap.enabled': '1',
  })) {
    await setToken(corpId, key, value);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await slapd?.remove();
});

describe('directory settings', () => {
  it('config_set checks every auth.ldap token and says what it must be (6330)', async () => {
    const cases: [string, string, RegExp][] = [
      ['auth.ldap.group_roles', '{"readers": ', /JSON object/],
      ['auth.ldap.group_roles', '["readers"]', /JSON object/],
      ['auth.ldap.group_roles', '{"readers": []}', /role name/],
      ['auth.ldap.group_roles', '{"readers": 7}', /role name/],
      ['auth.ldap.url', 'http://directory.example.org', /ldap:\/\/ or ldaps:\/\//],
      ['auth.ldap.url', 'ldap://user:pw@directory.example.org', /no user nor password/],
      ['auth.ldap.search_filter', '(uid=alice)', /\{login\}/],
      ['auth.ldap.search_filter', 'uid={login}', /parenthesised/],
      ['auth.ldap.search_filter', '(uid={login}))(', /parenthesised/],
      ['auth.ldap.group_search_filter', '(member=x)', /\{dn\} or \{login\}/],
      ['auth.ldap.timeout', '0', /1 to 60/],
      ['auth.ldap.timeout', 'soon', /1 to 60/],
      ['auth.ldap.enabled', 'yes', /"0" or "1"/],
      ['auth.ldap.login_attribute', 'uid)(x', /attribute name/],
      ['auth.ldap.tls.ca', 'not a certificate', /PEM/],
    ];
    for (const [key, value, info] of cases) {
      const env = await su('config_set', { arguments: { tenant_id: corpId, key, value } });
      expect(env.status, `${key}=${value}`).toBe(6330);
      expect(env.additional_info ?? env.message, `${key}=${value}`).toMatch(info);
    }
    // the tokens are per tenant: tenant -1 has none of them
    expect((await su('config_set', { arguments: { tenant_id: -1, key: 'auth.ldap.enabled', value: '1' } })).status).toBe(6330);
    expect((await su('config_set', { arguments: { tenant_id: corpId, key: 'auth.ldap.url', value: `ldaps://a.example.org:636, ${slapd.url}` } })).status).toBe(0);
    await setToken(corpId, 'auth.ldap.url', slapd.url);
  });

  it('never answers, logs nor audits the bind password', async () => {
    const rows = (await su('config_get', { filters: { tenant_id: corpId, key: { '~': 'auth.ldap.%' } } })).rows as Record<string, unknown>[];
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey['auth.ldap.bind_password']).toMatchObject({ operative_value: '***', default_value: null, is_default: 0 });
    expect(byKey['auth.ldap.bind_dn']).toMatchObject({ operative_value: `cn=svc,ou=system,${SUFFIX}` });
    // a filter on the value cannot probe it either
    const probe = await su('config_get', { filters: { tenant_id: corpId, key: 'auth.ldap.bind_password', operative_value: BIND_PASSWORD } });
    expect(probe.rows).toEqual([]);
    expect(JSON.stringify(await su('config_get', { filters: { tenant_id: corpId } }))).not.toContain(BIND_PASSWORD);
    // the tenant's own administrator sees it masked too
    const audit = await server.dbQuery("SELECT arguments FROM audit_log WHERE action = 'config_set' AND arguments LIKE '%bind_password%'");
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit) {
      expect(String(row.arguments)).not.toContain(BIND_PASSWORD);
      expect(String(row.arguments)).toContain('"value":"***"');
    }
    // a client saving back what config_get showed does not overwrite the secret
    const saved = await su('config_set', { arguments: { tenant_id: corpId, key: 'auth.ldap.bind_password', value: '***' } });
    expect(saved.status).toBe(6330);
    expect(saved.additional_info).toMatch(/send the secret itself/);
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0); // the password is used: still not in the log
    expect(server.output()).not.toContain(BIND_PASSWORD);
  });
});

describe('directory logins', () => {
  it('a first login creates the administrator, without a local password, with the roles its groups map to', async () => {
    const { env } = await login('alice', 'alice-dir-pw');
    expect(env.status, JSON.stringify(env)).toBe(0);
    expect(typeof env.sid).toBe('string');
    const row = await adminRow('alice');
    expect(row).toMatchObject({ origin: 'ldap', external_id: `uid=alice,${PEOPLE}`, password_hash: '!ldap' });
    expect(await rolesOf('alice')).toEqual(['Directory Readers']);
    // the session works, with the role's ACLs
    const setup = await server.api('current_admin_setup', { sid: env.sid });
    expect(setup.status).toBe(0);
    expect(setup.acls).toContain('administrator.see-main.');
    expect(setup.acls.some((a: string) => a.startsWith('user.'))).toBe(false);
    // explicit credentials on /api are checked by the directory too
    expect((await server.api('current_admin_setup', { login: 'alice', password: 'alice-dir-pw', tenant: 'corp' })).status).toBe(0);
    expect((await server.api('current_admin_setup', { login: 'alice', password: 'nope', tenant: 'corp' })).status).toBe(3200);
    const provisioned = await eventually(() => auditRows('administrator_provision', 'alice'), (r) => r.length > 0);
    expect(provisioned).toHaveLength(1);
    expect(JSON.parse(provisioned[0]!.arguments!)).toMatchObject({ origin: 'ldap', roles: ['Directory Readers'] });
    const logins = await eventually(() => auditRows('login', 'alice'), (r) => r.some((x) => x.status === 0));
    expect(logins.some((x) => x.status === 0)).toBe(true);
  });

  it('group changes in the directory take effect at the next login: roles added and removed', async () => {
    const sid = (await login('alice', 'alice-dir-pw')).env.sid as string;
    slapd.modify(
      `dn: cn=readers,${GROUPS}\nchangetype: modify\ndelete: member\nmember: uid=alice,${PEOPLE}\n\n` +
        `dn: cn=operators,${GROUPS}\nchangetype: modify\nadd: member\nmember: uid=alice,${PEOPLE}\n`,
    );
    // nothing changes until the next login
    expect(await rolesOf('alice')).toEqual(['Directory Readers']);
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    expect(await rolesOf('alice')).toEqual(['Directory Operators']);
    // a session opened before sees the new roles at once
    const acls = (await server.api('current_admin_setup', { sid })).acls as string[];
    expect(acls.some((a) => a.startsWith('user.see'))).toBe(true);
    expect(acls).not.toContain('administrator.see-main.');
    const sync = await eventually(() => auditRows('administrator_roles_sync', 'alice'), (r) => r.length > 0);
    expect(JSON.parse(sync.at(-1)!.arguments!)).toMatchObject({ added: ['Directory Operators'], removed: ['Directory Readers'] });
    // and back
    slapd.modify(`dn: cn=operators,${GROUPS}\nchangetype: modify\ndelete: member\nmember: uid=alice,${PEOPLE}\n\n` +
      `dn: cn=readers,${GROUPS}\nchangetype: modify\nadd: member\nmember: uid=alice,${PEOPLE}\n`);
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    expect(await rolesOf('alice')).toEqual(['Directory Readers']);
  });

  it('refuses a wrong password, an unknown name and an empty password as a local login is refused', async () => {
    const localWrong = (await login('carol', 'wrong-password')).env;
    const localUnknown = (await login('nobody-here', 'whatever-1')).env;
    expect(localWrong.status).toBe(3200);
    const wrong = (await login('alice', 'wrong-password')).env;
    const unknown = (await login('zed', 'whatever-1')).env;
    const empty = (await login('alice', '')).env;
    for (const env of [wrong, unknown, empty]) {
      expect(env.status).toBe(3200);
      expect(env.message).toBe(localWrong.message);
      expect(env.additional_info).toBe(localUnknown.additional_info);
    }
    expect(await adminRow('zed')).toBeUndefined();
  });

  it('provisions unknown names only when auth.ldap.provision is 1; those already created still log in', async () => {
    await setToken(corpId, 'auth.ldap.provision', '0');
    const unknown = (await login('nobody-here', 'whatever-1')).env;
    const bob = (await login('bob', 'bob-dir-pw')).env;
    expect(bob.status).toBe(3200);
    expect(bob.additional_info).toBe(unknown.additional_info);
    expect(await adminRow('bob')).toBeUndefined();
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    await setToken(corpId, 'auth.ldap.provision', '1');
    expect((await login('bob', 'bob-dir-pw')).env.status).toBe(0);
    expect(await rolesOf('bob')).toEqual(['Directory Operators', 'Directory Readers']);
  });

  it('refuses a name whose groups map to no role of the tenant, and creates nothing', async () => {
    const env = (await login('dave', 'dave-dir-pw')).env;
    expect(env.status).toBe(3200);
    expect(env.additional_info).toMatch(/No role of the tenant is mapped/);
    expect(await adminRow('dave')).toBeUndefined();
  });

  it('never lets the directory shadow a local administrator, nor a local password log in a directory administrator', async () => {
    // carol is a local administrator and a directory entry: her local password works, the directory's does not
    expect((await login('carol', LOCAL_PASSWORD)).env.status).toBe(0);
    expect((await login('carol', 'carol-dir-pw')).env.status).toBe(3200);
    expect(await adminRow('carol')).toMatchObject({ origin: 'local' });
    // alice's password and name are the directory's: neither can be set here, by anyone
    const alice = (await adminRow('alice'))!;
    const aliceSid = (await login('alice', 'alice-dir-pw')).env.sid as string;
    for (const args of [{ password: 'local-for-alice-1' }, { name: 'alicia' }]) {
      // one record's failure inside 1200, as every refused update of a selected record
      const byOther = await su('administrator_update', { filters: { id: Number(alice.id) }, arguments: args });
      expect(byOther.status, JSON.stringify(byOther)).toBe(1200);
      expect(byOther.failures[String(alice.id)].status).toBe(6330);
      expect(JSON.stringify(byOther.failures)).toMatch(/signs in through its directory/);
      const self = await server.api('myadmin_update', { sid: aliceSid, arguments: args });
      expect(self.status).toBe(1200);
      expect(self.failures[String(alice.id)].status).toBe(6330);
    }
    expect(await server.api('administrator_update', { sid: superSid, filters: { id: Number(alice.id) }, arguments: { description: 'from the directory' } })).toMatchObject({ status: 0 });
    // and a local password hash found on it (written behind the server's back) is never accepted
    await server.dbExecute('UPDATE admins SET password_hash = (SELECT h FROM (SELECT password_hash AS h FROM admins WHERE tenant_id = ? AND name = ?) x) WHERE id = ?', [
      corpId,
      'carol',
      Number(alice.id),
    ]);
    expect((await login('alice', LOCAL_PASSWORD)).env.status).toBe(3200);
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    expect(await adminRow('alice')).toMatchObject({ origin: 'ldap' });
  });

  it('escapes the login name into the filter (RFC 4515): an injection finds nobody, a name with filter characters logs in', async () => {
    for (const name of ['*', '*)(uid=*', 'alice)(uid=*', '*)(|(uid=*', 'al*', 'alice\\2a']) {
      const env = (await login(name, 'alice-dir-pw')).env;
      expect(env.status, name).toBe(3200);
    }
    const injected = await server.dbQuery("SELECT name FROM admins WHERE name LIKE '%*%' OR name LIKE '%(%'");
    expect(injected).toEqual([]);
    // a real entry whose name holds ( ) and *: found by its own name only
    expect((await login('odd(name)*', 'odd-dir-pw')).env.status).toBe(0);
    expect(await adminRow('odd(name)*')).toMatchObject({ origin: 'ldap', external_id: `uid=odd(name)*,${PEOPLE}` });
  });

  it('throttles directory failures as local ones: the name is locked after 3, even for the right password, and the lock is audited', async () => {
    for (let i = 0; i < 3; i++) expect((await login('eve', `wrong-${i}`)).env.status).toBe(3200);
    const locked = (await login('eve', 'eve-dir-pw')).env;
    expect(locked.status).toBe(3200);
    expect(locked.additional_info).toMatch(/^Too many failed logins for this login name/);
    expect(await adminRow('eve')).toBeUndefined();
    const rows = await eventually(() => auditRows('login_locked', 'eve'), (r) => r.length > 0);
    expect(rows[0]!.status).toBe(3200);
    const failures = await eventually(() => auditRows('login', 'eve'), (r) => r.length >= 3);
    expect(failures.filter((r) => r.status === 3200).length).toBeGreaterThanOrEqual(3);
  });

  it('a name typed in another case is the same administrator', async () => {
    expect((await login('ALICE', 'alice-dir-pw')).env.status).toBe(0);
    const rows = await server.dbQuery('SELECT name FROM admins WHERE tenant_id = ? AND origin = ?', [corpId, 'ldap']);
    expect(rows.map((r) => String(r.name)).sort()).toEqual(['alice', 'bob', 'odd(name)*']);
  });
});

describe('groups from the memberOf attribute, and first logins at once', () => {
  let adId: number;

  beforeAll(async () => {
    adId = (await makeTenantAdmin(server, { tenant: 'ad', admin: 'adam', password: LOCAL_PASSWORD, acls: ['administrator.see-main.'] })).tenantId;
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Readers', tenant_id: adId, __acls__: ['administrator.see-main.'] } });
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Operators', tenant_id: adId, __acls__: ['user.see-main.'] } });
    // no group search: the entry's memberOf lists its groups (attribute names in any case)
    for (const [key, value] of Object.entries({
      'auth.ldap.url': slapd.url,
      'auth.ldap.bind_dn': `cn=svc,ou=system,${SUFFIX}`,
      'auth.ldap.bind_password': BIND_PASSWORD,
      'auth.ldap.search_base': SUFFIX,
      'auth.ldap.search_filter': '(&(objectClass=inetOrgPerson)(cn={login}))',
      'auth.ldap.login_attribute': 'CN',
      'auth.ldap.group_attribute': 'memberof',
      'auth.ldap.group_roles': JSON.stringify({ [`cn=readers,${GROUPS}`]: 'Readers', operators: 'Operators' }),
      'auth.ldap.enabled': '1',
    })) {
      await setToken(adId, key, value);
    }
  });

  async function adRoles(name: string): Promise<string[]> {
    const rows = await server.dbQuery(
      `SELECT r.name AS name FROM admin_roles ar JOIN roles r ON r.id = ar.role_id JOIN admins a ON a.id = ar.admin_id
       WHERE a.tenant_id = ? AND a.name = ? ORDER BY r.name`,
      [adId, name],
    );
    return rows.map((r) => String(r.name));
  }

  it('maps the groups memberOf lists, and follows their changes', async () => {
    expect((await login('bob', 'bob-dir-pw', 'ad')).env.status).toBe(0);
    expect(await adRoles('bob')).toEqual(['Operators', 'Readers']);
    slapd.modify(`dn: cn=operators,${GROUPS}\nchangetype: modify\nadd: member\nmember: uid=alice,${PEOPLE}\n`);
    try {
      expect((await login('alice', 'alice-dir-pw', 'ad')).env.status).toBe(0);
      expect(await adRoles('alice')).toEqual(['Operators', 'Readers']);
    } finally {
      slapd.modify(`dn: cn=operators,${GROUPS}\nchangetype: modify\ndelete: member\nmember: uid=alice,${PEOPLE}\n`);
    }
    expect((await login('alice', 'alice-dir-pw', 'ad')).env.status).toBe(0);
    expect(await adRoles('alice')).toEqual(['Readers']);
  });

  it('makes one administrator of first logins of one name arriving at once', async () => {
    const answers = await Promise.all([1, 2].map(() => login('carol', 'carol-dir-pw', 'ad')));
    for (const { env } of answers) expect(env.status, JSON.stringify(env)).toBe(0);
    const rows = await server.dbQuery('SELECT id FROM admins WHERE tenant_id = ? AND name = ?', [adId, 'carol']);
    expect(rows).toHaveLength(1);
    expect(await adRoles('carol')).toEqual(['Readers']);
    const created = await eventually(
      () => server.dbQuery("SELECT id FROM audit_log WHERE action = 'administrator_provision' AND tenant_id = ? AND admin_name = 'carol'", [adId]),
      (r) => r.length > 0,
    );
    expect(created).toHaveLength(1);
  });
});

describe('TLS to the directory', () => {
  let secureId: number;

  beforeAll(async () => {
    secureId = (await makeTenantAdmin(server, { tenant: 'secure', admin: 'sam', password: LOCAL_PASSWORD, acls: ['administrator.see-main.'] })).tenantId;
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Readers', tenant_id: secureId, __acls__: ['administrator.see-main.'] } });
    for (const [key, value] of Object.entries({
      'auth.ldap.bind_dn': `cn=svc,ou=system,${SUFFIX}`,
      'auth.ldap.bind_password': BIND_PASSWORD,
      'auth.ldap.search_base': PEOPLE,
      'auth.ldap.group_search_base': GROUPS,
      'auth.ldap.group_search_filter': '(member={dn})',
      'auth.ldap.group_roles': '{"readers": "Readers"}',
      'auth.ldap.timeout': '3',
      'auth.ldap.enabled': '1',
    })) {
      await setToken(secureId, key, value);
    }
  });

  it('logs in over ldaps:// with the certificate verified against auth.ldap.tls.ca, and refuses it without', async () => {
    await setToken(secureId, 'auth.ldap.url', slapd.ldapsUrl);
    await setToken(secureId, 'auth.ldap.tls.ca', slapd.ca);
    expect((await login('alice', 'alice-dir-pw', 'secure')).env.status).toBe(0);
    expect(await adminRow('alice', secureId)).toMatchObject({ origin: 'ldap' });
    // the run's authority is no system authority: the certificate is refused, nothing is sent
    await expectOk(server, 'config_delete', { sid: superSid, filters: { tenant_id: secureId, key: 'auth.ldap.tls.ca' } });
    const refused = (await login('alice', 'alice-dir-pw', 'secure')).env;
    expect(refused.status).toBe(3700);
    expect(refused.additional_info).toMatch(/certificate/i);
  });

  it('upgrades ldap:// with StartTLS when auth.ldap.starttls is 1, verifying the certificate', async () => {
    await setToken(secureId, 'auth.ldap.url', slapd.url);
    await setToken(secureId, 'auth.ldap.starttls', '1');
    // without the authority the upgrade fails: proof that TLS is negotiated before any bind
    const refused = (await login('alice', 'alice-dir-pw', 'secure')).env;
    expect(refused.status).toBe(3700);
    expect(refused.additional_info).toMatch(/certificate/i);
    await setToken(secureId, 'auth.ldap.tls.ca', slapd.ca);
    expect((await login('alice', 'alice-dir-pw', 'secure')).env.status).toBe(0);
    expect((await login('alice', 'wrong-password', 'secure')).env.status).toBe(3200);
  });
});

describe('a directory that does not answer', () => {
  let silent: Server;
  const held: Socket[] = [];
  let hangId: number;

  beforeAll(async () => {
    // accepts connections and never answers
    silent = createServer((s) => held.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as { port: number }).port;
    hangId = (await makeTenantAdmin(server, { tenant: 'hang', admin: 'hank', password: LOCAL_PASSWORD, acls: ['administrator.see-main.'] })).tenantId;
    await expectOk(server, 'role_create', { sid: superSid, arguments: { name: 'Readers', tenant_id: hangId, __acls__: ['administrator.see-main.'] } });
    await setToken(hangId, 'auth.ldap.url', `ldap://127.0.0.1:${port}`);
    await setToken(hangId, 'auth.ldap.search_base', PEOPLE);
    await setToken(hangId, 'auth.ldap.group_roles', '{"readers": "Readers"}');
    await setToken(hangId, 'auth.ldap.timeout', '1');
    await setToken(hangId, 'auth.ldap.enabled', '1');
  });
  afterAll(async () => {
    for (const s of held) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('answers 3700 within auth.ldap.timeout, counts no failure, and local administrators still log in meanwhile', async () => {
    // (attempts at once are counted before they are checked: fewer than SVC_LOGIN_FAILURES here)
    const attempts = Array.from({ length: 2 }, () => login('alice', 'alice-dir-pw', 'hang'));
    const local = await login('hank', LOCAL_PASSWORD, 'hang');
    expect(local.env.status).toBe(0);
    expect(local.ms).toBeLessThan(900);
    for (const { env, ms } of await Promise.all(attempts)) {
      expect(env.status, JSON.stringify(env)).toBe(3700);
      expect(env.additional_info).toMatch(/within 1 s/);
      expect(ms).toBeGreaterThan(900);
      expect(ms).toBeLessThan(2500);
    }
    // not failures of a password: no lock after more than SVC_LOGIN_FAILURES of them
    for (let i = 0; i < 3; i++) expect((await login('alice', 'alice-dir-pw', 'hang')).env.status).toBe(3700);
    const rows = await eventually(() => auditRows('login', 'alice'), (r) => r.some((x) => x.status === 3700));
    expect(rows.some((x) => x.status === 3700)).toBe(true);
  });

  it('falls back to the next URL when the first does not answer', async () => {
    const dead = await freePort();
    await setToken(corpId, 'auth.ldap.url', `ldap://127.0.0.1:${dead} ${slapd.url}`);
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    await setToken(corpId, 'auth.ldap.url', slapd.url);
  });

  it('a stopped directory answers 3700 at once, and local administrators still log in', async () => {
    await slapd.stop();
    try {
      const { env, ms } = await login('alice', 'alice-dir-pw');
      expect(env.status).toBe(3700);
      expect(env.additional_info).toMatch(/No directory server answered: the connection was refused/);
      // a login is answered to anyone: the directory's address and the system's error text stay in the log
      expect(env.additional_info).not.toMatch(/127\.0\.0\.1|ldap:\/\/|ECONNREFUSED/);
      expect(ms).toBeLessThan(2000);
      expect((await server.api('current_admin_setup', { login: 'alice', password: 'alice-dir-pw', tenant: 'corp' })).status).toBe(3700);
      expect((await login('carol', LOCAL_PASSWORD)).env.status).toBe(0);
      // an administrator's open session is not the directory's business
    } finally {
      await slapd.start();
    }
    expect((await login('alice', 'alice-dir-pw')).env.status).toBe(0);
    expect(server.output()).not.toContain(BIND_PASSWORD);
    expect(server.output()).not.toContain('alice-dir-pw');
  });
});
