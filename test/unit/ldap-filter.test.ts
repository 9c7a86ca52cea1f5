// What goes into a directory search (runtime/auth/ldap-filter.ts, ldap-settings.ts, ldap-login.ts): values
// escaped as RFC 4515 says, filters checked for balance, the group mapping parsed, group names read from
// DNs. The black-box file (ldap-login.test.ts) proves the same against a real slapd.
import { describe, expect, it } from 'vitest';
import { balancedFilter, escapeFilterValue, fillFilter } from '../../runtime/auth/ldap-filter.js';
import { groupName, rolesOfGroups } from '../../runtime/auth/ldap-login.js';
import { normalizeDn, parseGroupRoles } from '../../runtime/auth/ldap-settings.js';

describe('LDAP filters', () => {
  it('escape *, (, ), \\ and NUL in values, and nothing else', () => {
    expect(escapeFilterValue('*)(uid=*')).toBe('\\2a\\29\\28uid=\\2a');
    expect(escapeFilterValue('a\\b\0c')).toBe('a\\5cb\\00c');
    expect(escapeFilterValue('Zoë O’Brien, jr.')).toBe('Zoë O’Brien, jr.');
  });

  it('fill only the placeholders given, each escaped', () => {
    expect(fillFilter('(&(uid={login})(x={other}))', { login: 'a*' })).toBe('(&(uid=a\\2a)(x={other}))');
    expect(fillFilter('(member={dn})', { dn: 'uid=odd(name)*,ou=people' })).toBe('(member=uid=odd\\28name\\29\\2a,ou=people)');
  });

  it('accept one balanced parenthesised filter only', () => {
    expect(balancedFilter('(uid={login})')).toBe(true);
    expect(balancedFilter('(&(objectClass=person)(|(uid={login})(mail={login})))')).toBe(true);
    expect(balancedFilter('(cn=a\\29b)')).toBe(true);
    for (const bad of ['uid={login}', '(uid={login}', '(uid={login}))', '(a)(b)', ')(', '']) expect(balancedFilter(bad), bad).toBe(false);
  });
});

describe('group mapping', () => {
  it('maps groups by DN (case and spaces aside) or by name to role names, each once', () => {
    const mapping = parseGroupRoles('{"CN=Admins, OU=Groups, DC=example, DC=org": "Root", "helpdesk": ["Readers", "root"], "x": "Readers"}');
    expect(mapping.get('cn=admins,ou=groups,dc=example,dc=org')).toEqual(['Root']);
    expect(rolesOfGroups(['cn=admins,ou=groups,dc=example,dc=org', 'cn=Helpdesk,ou=groups,dc=example,dc=org'], mapping)).toEqual(['Root', 'Readers']);
    expect(rolesOfGroups(['cn=other,ou=groups,dc=example,dc=org'], mapping)).toEqual([]);
  });

  it('refuses what is not an object of role names (6330)', () => {
    for (const bad of ['', '[]', '"x"', '{"a": 1}', '{"a": []}', '{"a": [""]}', '{"": "r"}', '{']) {
      expect(() => parseGroupRoles(bad), bad).toThrow(expect.objectContaining({ status: 6330 }));
    }
  });

  it('reads a group name from the first RDN, escapes undone', () => {
    expect(groupName('cn=admins,ou=groups,dc=example,dc=org')).toBe('admins');
    expect(groupName('CN=Smith\\, John,OU=x')).toBe('Smith, John');
    expect(groupName('cn=a\\2cb,ou=x')).toBe('a,b');
    expect(normalizeDn(' CN = A , OU=B ')).toBe('cn=a,ou=b');
  });
});
