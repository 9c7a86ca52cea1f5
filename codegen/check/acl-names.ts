// Which ACL names the catalog may write (docs/decisions.md "Authorization"): a defined ACL, an alias spelling, or a pattern
// that matches at least one defined ACL. Patterns are read the way the runtime reads them
// (runtime/acl/requirement.ts): `*` is any run of characters within one segment, a trailing `*` is
// anything at all, and a name ending in a dot that is not itself an ACL is a prefix.

import type { AclCatalog } from '../model.js';

export interface AclNameIndex {
  /** Whether a requirement name is a defined ACL, an alias, or a pattern matching a defined ACL. */
  isKnown(name: string): boolean;
}

export function indexAclNames(acls: AclCatalog): AclNameIndex {
  const defined = new Set(acls.acls.map((a) => a.name));
  const all = [...defined];
  const canonical = (name: string): string => acls.aliases[name]?.value ?? name;
  return {
    isKnown(raw) {
      const name = canonical(raw);
      if (name.includes('*')) {
        const pattern = patternRegex(name);
        return all.some((n) => pattern.test(n));
      }
      if (defined.has(name)) return true;
      if (name.endsWith('.')) return all.some((n) => n.startsWith(name));
      return false;
    },
  };
}

function patternRegex(name: string): RegExp {
  let body = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*/g, '[^.]*');
  if (body.endsWith('[^.]*')) body = body.slice(0, -'[^.]*'.length) + '.*';
  return new RegExp('^' + body + (name.endsWith('.') ? '' : '$'));
}
