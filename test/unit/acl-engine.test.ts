// ACL requirement patterns (runtime/acl/requirement.ts) and effective-ACL algebra
// (runtime/acl/effective.ts), docs/decisions.md "Authorization", against the real catalog's ACL names and aliases.
import { describe, expect, it } from 'vitest';
import { acls, aclAliases } from '../../generated/registry.js';
import {
  effectiveOfRole,
  effectiveOfRoles,
  inheritedClosure,
  wouldCycle,
  type RoleLinks,
} from '../../runtime/acl/effective.js';
import { compileAnyOf, compileRequirement, makeAclNames } from '../../runtime/acl/requirement.js';

const names = makeAclNames(
  acls.map((a) => a.name),
  aclAliases,
);

const held = (...list: string[]) => new Set(list);
const req = (name: string) => compileRequirement(name, names);

describe('catalog aliases', () => {
  it('include the spellings docs/decisions.md "Authorization" lists, each folded to a defined ACL', () => {
    expect(aclAliases).toMatchObject({
      'role.update.assign_acl': 'role.update.assign-acl',
      'role.update.assign_role': 'role.update.assign-role',
      'tenant.update.blockesize': 'tenant.update.blocksize',
      'user.see.creation_date': 'user.see.creation-date',
      'user.see.created_by': 'user.see.created-by',
      'di.see.created-date': 'di.see.creation-date',
      'user.update.blocked': 'user.update.block',
      'host.update.blocked': 'host.update.block',
      'role.see-details': 'role.see-details.',
      'property.see-main': 'property.see-main.',
      'tenant.purge': 'tenant.purge.',
    });
    for (const [alias, canonical] of Object.entries(aclAliases)) {
      expect(names.canonical(alias)).toBe(canonical);
      expect(names.isDefined(alias)).toBe(true);
      expect(names.isDefined(canonical)).toBe(true);
    }
  });

  it('canonical() leaves other names alone and isDefined() knows only catalog names', () => {
    expect(names.canonical('role.update.assign-acl')).toBe('role.update.assign-acl');
    expect(names.canonical('no.such.acl')).toBe('no.such.acl');
    expect(names.isDefined('administrator.see-main.')).toBe(true);
    expect(names.isDefined('administrator.see-main')).toBe(false);
    expect(names.isDefined('role.update.')).toBe(false);
  });
});

describe('compileRequirement: exact names', () => {
  it('is satisfied by exactly that name', () => {
    const r = req('administrator.see-main.');
    expect(r(held('administrator.see-main.'))).toBe(true);
    expect(r(held('administrator.see-details.', 'administrator.see-main.x'))).toBe(false);
    expect(r(held())).toBe(false);
  });

  it('a defined name ending in a dot is exact, not a prefix', () => {
    // administrator.create. is an ACL of its own; administrator.create.language does not grant it
    const r = req('administrator.create.');
    expect(r(held('administrator.create.language'))).toBe(false);
    expect(r(held('administrator.create.'))).toBe(true);
    expect(req('tenant.purge.')(held('tenant.purge.x'))).toBe(false);
  });

  it('a name without the trailing dot is a different name', () => {
    expect(req('administrator.see-main')(held('administrator.see-main.'))).toBe(false);
  });
});

describe('compileRequirement: aliases both ways', () => {
  it('a requirement spelled as the alias is met by the canonical name', () => {
    expect(req('role.update.assign_acl')(held('role.update.assign-acl'))).toBe(true);
    expect(req('role.update.assign_role')(held('role.update.assign-role'))).toBe(true);
    expect(req('tenant.update.blockesize')(held('tenant.update.blocksize'))).toBe(true);
    expect(req('di.see.created-date')(held('di.see.creation-date'))).toBe(true);
    expect(req('user.update.blocked')(held('user.update.block'))).toBe(true);
    expect(req('host.update.blocked')(held('host.update.block'))).toBe(true);
    expect(req('user.see.created_by')(held('user.see.created-by'))).toBe(true);
    expect(req('user.see.creation_date')(held('user.see.creation-date'))).toBe(true);
  });

  it('a requirement spelled canonically is met by the alias spelling', () => {
    expect(req('role.update.assign-acl')(held('role.update.assign_acl'))).toBe(true);
    expect(req('role.update.assign-role')(held('role.update.assign_role'))).toBe(true);
    expect(req('tenant.update.blocksize')(held('tenant.update.blockesize'))).toBe(true);
    expect(req('tenant.purge.')(held('tenant.purge'))).toBe(true);
    expect(req('di.see.creation-date')(held('di.see.created-date'))).toBe(true);
  });

  it('an alias folds to a defined dotted ACL and is then exact, not a prefix', () => {
    expect(req('tenant.purge')(held('tenant.purge.'))).toBe(true);
    expect(req('tenant.purge')(held('tenant.purge.x'))).toBe(false);
    expect(req('role.see-details')(held('role.see-details.'))).toBe(true);
    expect(req('role.see-details')(held('role.see-details.roles'))).toBe(false);
    expect(req('property.see-main')(held('property.see-main.'))).toBe(true);
  });

  it('an alias does not stand for unrelated names', () => {
    expect(req('role.update.assign_acl')(held('role.update.assign-role'))).toBe(false);
    expect(req('tenant.update.blockesize')(held('tenant.update.block'))).toBe(false);
  });

  it('patterns see through the alias spelling of a held name', () => {
    expect(req('role.update.*')(held('role.update.assign_acl'))).toBe(true);
    expect(req('*.update.assign-role')(held('role.update.assign_role'))).toBe(true);
  });
});

describe('compileRequirement: patterns', () => {
  it('a.b.* matches any ACL starting a.b.', () => {
    const r = req('administrator.see-details.*');
    expect(r(held('administrator.see-details.'))).toBe(true);
    expect(r(held('administrator.see-details.extra.deep'))).toBe(true);
    expect(r(held('administrator.see-main.'))).toBe(false);
    expect(r(held('administrator.see-detailsX'))).toBe(false);
    const t = req('tenant.update.*');
    expect(t(held('tenant.update.language'))).toBe(true);
    expect(t(held('tenant.update-massive.language'))).toBe(false);
    expect(t(held('tenant.updateX.language'))).toBe(false);
  });

  it('*.see.x matches any first segment, and only one segment', () => {
    const r = req('*.see.created-by');
    expect(r(held('administrator.see.created-by'))).toBe(true);
    expect(r(held('di.see.created-by'))).toBe(true);
    expect(r(held('di.see.created-by-me'))).toBe(false);
    expect(r(held('a.b.see.created-by'))).toBe(false);
    expect(r(held('administrator.filter.created-by'))).toBe(false);
    expect(r(held('see.created-by'))).toBe(false);
  });

  it('x.*-massive. matches the massive ACLs of x only', () => {
    const r = req('role.*-massive.');
    expect(r(held('role.delete-massive.'))).toBe(true);
    expect(r(held('role.update-massive.description'))).toBe(true);
    expect(r(held('role.update.description'))).toBe(false);
    expect(r(held('role.see-main.'))).toBe(false);
    expect(r(held('tenant.delete-massive.'))).toBe(false);
    expect(r(held('role.x.delete-massive.'))).toBe(false);
    const a = req('administrator.*-massive.');
    expect(a(held('administrator.update-massive.language'))).toBe(true);
    expect(a(held('administrator.delete.'))).toBe(false);
  });

  it('a name ending in a dot that is not a defined ACL is a prefix pattern', () => {
    for (const prefix of ['role.update.', 'tenant.update.', 'administrator.update.', 'di.update.', 'property.manage.', 'views.update.']) {
      expect(names.isDefined(prefix)).toBe(false);
    }
    const r = req('administrator.update.');
    expect(r(held('administrator.update.password'))).toBe(true);
    expect(r(held('administrator.update.language'))).toBe(true);
    expect(r(held('administrator.update-massive.description'))).toBe(false);
    expect(r(held('administrator.create.'))).toBe(false);
    expect(r(held())).toBe(false);
    expect(req('property.manage.')(held('property.manage.user'))).toBe(true);
    expect(req('role.update.')(held('role.update.name'))).toBe(true);
    expect(req('role.update.')(held('role.updated.name'))).toBe(false);
  });
});

describe('compileAnyOf', () => {
  it('admits everyone for an empty list', () => {
    expect(compileAnyOf([], names)(held())).toBe(true);
  });

  it('needs any one of the listed requirements', () => {
    const r = compileAnyOf(['log.see.administrator', '*.see.created-by', 'tenant.purge'], names);
    expect(r(held('log.see.administrator'))).toBe(true);
    expect(r(held('osf.see.created-by'))).toBe(true);
    expect(r(held('tenant.purge.'))).toBe(true);
    expect(r(held('log.see-main.', 'osf.see.creation-date'))).toBe(false);
    expect(r(held())).toBe(false);
  });

  it('a one-element list behaves as the requirement itself', () => {
    const r = compileAnyOf(['role.update.'], names);
    expect(r(held('role.update.description'))).toBe(true);
    expect(r(held('role.delete.'))).toBe(false);
  });
});

function graphOf(spec: Record<number, { pos?: string[]; neg?: string[]; inherits?: number[] }>): Map<number, RoleLinks> {
  const g = new Map<number, RoleLinks>();
  for (const [id, s] of Object.entries(spec)) {
    g.set(Number(id), { positive: new Set(s.pos ?? []), negative: new Set(s.neg ?? []), inherits: s.inherits ?? [] });
  }
  return g;
}

const sorted = (s: Set<string>) => [...s].sort();

describe('effective ACLs', () => {
  it('a role holds its own ACLs', () => {
    const g = graphOf({ 1: { pos: ['a.x', 'a.y'] } });
    expect(sorted(effectiveOfRole(1, g))).toEqual(['a.x', 'a.y']);
  });

  it('an unknown role holds nothing', () => {
    expect(sorted(effectiveOfRole(99, graphOf({})))).toEqual([]);
    expect(sorted(effectiveOfRoles([], graphOf({ 1: { pos: ['a'] } })))).toEqual([]);
  });

  it('inheritance is transitive', () => {
    const g = graphOf({ 1: { pos: ['base'] }, 2: { pos: ['mid'], inherits: [1] }, 3: { pos: ['top'], inherits: [2] } });
    expect(sorted(effectiveOfRole(3, g))).toEqual(['base', 'mid', 'top']);
    expect(sorted(effectiveOfRole(2, g))).toEqual(['base', 'mid']);
    expect(sorted(effectiveOfRole(1, g))).toEqual(['base']);
  });

  it("a role's deny list removes what it inherits, at any depth", () => {
    const g = graphOf({
      1: { pos: ['a', 'b', 'c'] },
      2: { inherits: [1], neg: ['b'] },
      3: { inherits: [2], pos: ['d'] },
    });
    expect(sorted(effectiveOfRole(2, g))).toEqual(['a', 'c']);
    // the denial travels with role 2's effective set
    expect(sorted(effectiveOfRole(3, g))).toEqual(['a', 'c', 'd']);
    // the parent itself is unaffected
    expect(sorted(effectiveOfRole(1, g))).toEqual(['a', 'b', 'c']);
  });

  it('a deny list does not take away what another inherited path grants to an heir', () => {
    const g = graphOf({
      1: { pos: ['a', 'b'] },
      2: { inherits: [1], neg: ['b'] },
      3: { pos: ['b'] },
      4: { inherits: [2, 3] },
    });
    expect(sorted(effectiveOfRole(4, g))).toEqual(['a', 'b']);
  });

  it("a role's own deny list beats everything it inherits, whatever the number of paths", () => {
    const g = graphOf({ 1: { pos: ['a'] }, 2: { pos: ['a'] }, 3: { inherits: [1, 2], neg: ['a'], pos: ['z'] } });
    expect(sorted(effectiveOfRole(3, g))).toEqual(['z']);
  });

  it('an administrator holds the union over their roles', () => {
    const g = graphOf({
      1: { pos: ['a', 'b'] },
      2: { inherits: [1], neg: ['b'], pos: ['c'] },
      3: { pos: ['b', 'd'] },
    });
    expect(sorted(effectiveOfRoles([2], g))).toEqual(['a', 'c']);
    expect(sorted(effectiveOfRoles([2, 3], g))).toEqual(['a', 'b', 'c', 'd']);
    expect(sorted(effectiveOfRoles([3, 2], g))).toEqual(['a', 'b', 'c', 'd']);
    expect(sorted(effectiveOfRoles([1, 2], g))).toEqual(['a', 'b', 'c']);
  });

  it('the union does not alias the memoised sets of the roles', () => {
    const g = graphOf({ 1: { pos: ['a'] } });
    const union = effectiveOfRoles([1], g);
    union.add('extra');
    expect(sorted(effectiveOfRoles([1], g))).toEqual(['a']);
  });

  it('diamonds count each ACL once', () => {
    const g = graphOf({ 1: { pos: ['root'] }, 2: { inherits: [1] }, 3: { inherits: [1] }, 4: { inherits: [2, 3] } });
    expect(sorted(effectiveOfRole(4, g))).toEqual(['root']);
    expect([...inheritedClosure([4], g)].sort()).toEqual([1, 2, 3, 4]);
  });

  it('a cycle in stored data terminates and still yields the ACLs on the cycle', () => {
    const g = graphOf({ 1: { pos: ['a'], inherits: [2] }, 2: { pos: ['b'], inherits: [1] } });
    const one = effectiveOfRole(1, g);
    expect(one.has('a')).toBe(true);
    expect(one.has('b')).toBe(true);
    const self = graphOf({ 5: { pos: ['s'], inherits: [5] } });
    expect(sorted(effectiveOfRole(5, self))).toEqual(['s']);
    expect(sorted(effectiveOfRoles([1, 2], g))).toEqual(['a', 'b']);
    expect([...inheritedClosure([1], g)].sort()).toEqual([1, 2]);
  });
});

describe('wouldCycle', () => {
  const g = graphOf({ 1: {}, 2: { inherits: [1] }, 3: { inherits: [2] }, 4: {} });

  it('refuses a role inheriting itself', () => {
    expect(wouldCycle(4, 4, g)).toBe(true);
  });

  it('refuses inheriting a role that (transitively) inherits the inheritor', () => {
    expect(wouldCycle(1, 2, g)).toBe(true); // 2 inherits 1
    expect(wouldCycle(1, 3, g)).toBe(true); // 3 → 2 → 1
    expect(wouldCycle(2, 3, g)).toBe(true);
  });

  it('allows acyclic links, including ones already implied', () => {
    expect(wouldCycle(3, 1, g)).toBe(false);
    expect(wouldCycle(4, 3, g)).toBe(false);
    expect(wouldCycle(3, 4, g)).toBe(false);
    expect(wouldCycle(1, 4, g)).toBe(false);
  });

  it('inheritedClosure includes the start roles', () => {
    expect([...inheritedClosure([3], g)].sort()).toEqual([1, 2, 3]);
    expect([...inheritedClosure([4, 2], g)].sort()).toEqual([1, 2, 4]);
    expect([...inheritedClosure([], g)]).toEqual([]);
  });
});
