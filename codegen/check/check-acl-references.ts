// Every ACL name written anywhere in the catalog must be known (see acl-names.ts): token ACLs, an
// object's delete_massive, action and argument ACLs, role ACLs and deny lists, alias targets.

import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { Catalog, Located } from '../model.js';
import { indexAclNames } from './acl-names.js';

export function checkAclReferences(catalog: Catalog): Diagnostic[] {
  const index = indexAclNames(catalog.acls);
  const defined = new Set(catalog.acls.acls.map((a) => a.name));
  const out: Diagnostic[] = [];
  const check = (names: readonly Located<string>[], where: string): void => {
    for (const n of names) {
      if (!index.isKnown(n.value)) {
        out.push(
          diagnosticAt(
            n.pos,
            'unknown-acl',
            `unknown ACL "${n.value}" in ${where}: not defined in acls, not an alias, and no defined ACL matches it as a pattern`,
          ),
        );
      }
    }
  };
  for (const [alias, target] of Object.entries(catalog.acls.aliases)) {
    if (!defined.has(target.value)) {
      out.push(diagnosticAt(target.pos, 'unknown-acl', `alias "${alias}" stands for "${target.value}", which is not a defined ACL`));
    }
  }
  for (const [profile, table] of Object.entries(catalog.acls.profileAliases)) {
    for (const [alias, target] of Object.entries(table)) {
      for (const name of [alias, target.value]) {
        if (!defined.has(name)) {
          out.push(diagnosticAt(target.pos, 'unknown-acl', `${profile} profile alias "${alias}" → "${target.value}": "${name}" is not a defined ACL`));
        }
      }
    }
  }
  for (const [profile, table] of Object.entries(catalog.acls.profileNames)) {
    for (const [name, requirement] of Object.entries(table)) {
      if (defined.has(name)) out.push(diagnosticAt(requirement.pos, 'unknown-acl', `${profile} profile ACL name "${name}" is a defined ACL already`));
      // a requirement names a defined ACL or a prefix of some (a name ending in a dot)
      const value = requirement.value;
      if (value !== null && !defined.has(value) && !(value.endsWith('.') && [...defined].some((d) => d.startsWith(value)))) {
        out.push(diagnosticAt(requirement.pos, 'unknown-acl', `${profile} profile ACL name "${name}" → "${value}": no defined ACL is or starts with it`));
      }
    }
  }
  for (const o of catalog.objects) {
    check(o.deleteMassive, `delete_massive of object ${o.name}`);
    for (const t of o.tokens) {
      const at = `token ${o.name}.${t.name}`;
      check(t.see, `see of ${at}`);
      // `filter` starts with the `see` entries themselves; only the extra spellings are new.
      check(
        t.filter.filter((f) => !t.see.includes(f)),
        `filter of ${at}`,
      );
      check(t.create, `create of ${at}`);
      check(t.update, `update of ${at}`);
      check(t.updateMassive, `update_massive of ${at}`);
    }
  }
  for (const a of catalog.actions) {
    check(a.acls, `acls of action ${a.name}`);
    check(a.massiveAcls, `massive_acls of action ${a.name}`);
    for (const arg of a.arguments) {
      // Inherited token ACLs are reported at the token; only what the argument writes is checked here.
      if (arg.aclsGiven) check(arg.acls, `acls of argument ${arg.name} of ${a.name}`);
      if (arg.massiveAclsGiven) check(arg.massiveAcls, `massive_acls of argument ${arg.name} of ${a.name}`);
    }
  }
  for (const r of catalog.roles) {
    check(r.acls, `acls of role "${r.name}"`);
    check(r.deny, `deny of role "${r.name}"`);
  }
  return out;
}
