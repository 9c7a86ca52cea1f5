// ACL requirements as the catalog writes them (docs/decisions.md "Authorization"): exact names, `a.b.*` (any ACL starting
// `a.b.`), `*.see.x` (any first segment), and names ending in a dot that are not themselves ACLs
// (prefix patterns). Aliases are folded to one canonical spelling before anything is compared, on both
// sides: holding either spelling satisfies a requirement written in either.

export type HeldAcls = ReadonlySet<string>;
export type Requirement = (held: HeldAcls) => boolean;

export interface AclNames {
  /** Canonical spelling of a name (aliases folded). */
  canonical(name: string): string;
  /** Whether the name is a defined ACL (after folding). */
  isDefined(name: string): boolean;
  /** Every spelling of a canonical name: itself and its aliases. */
  spellings?(canonicalName: string): readonly string[];
}

export function makeAclNames(defined: readonly string[], aliases: Readonly<Record<string, string>>): AclNames {
  const set = new Set(defined);
  const byCanonical = new Map<string, string[]>();
  for (const [alias, canonical] of Object.entries(aliases)) {
    const list = byCanonical.get(canonical);
    if (list) list.push(alias);
    else byCanonical.set(canonical, [canonical, alias]);
  }
  return {
    canonical: (name) => aliases[name] ?? name,
    isDefined: (name) => set.has(aliases[name] ?? name),
    spellings: (name) => byCanonical.get(name) ?? [name],
  };
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function anyHeld(held: HeldAcls, test: (name: string) => boolean): boolean {
  for (const name of held) if (test(name)) return true;
  return false;
}

/** Compiles one requirement name to a predicate over the held (canonical) ACL names. */
export function compileRequirement(raw: string, names: AclNames): Requirement {
  const name = names.canonical(raw);
  if (name.includes('*')) {
    // `*` stands for any run of characters within one segment; a trailing `*` for anything at all;
    // a trailing dot makes the pattern a prefix.
    let body = escapeRegex(name).replace(/\\\*/g, '[^.]*');
    if (body.endsWith('[^.]*')) body = body.slice(0, -'[^.]*'.length) + '.*';
    const pattern = new RegExp('^' + body + (name.endsWith('.') ? '' : '$'));
    return (held) => anyHeld(held, (n) => pattern.test(names.canonical(n)));
  }
  if (name.endsWith('.') && !names.isDefined(name)) {
    return (held) => anyHeld(held, (n) => names.canonical(n).startsWith(name));
  }
  const spellings = names.spellings?.(name) ?? [name];
  if (spellings.length === 1) return (held) => held.has(name);
  return (held) => spellings.some((s) => held.has(s));
}

/** Any-of: the empty list admits everyone. */
export function compileAnyOf(rawNames: readonly string[], names: AclNames): Requirement {
  if (rawNames.length === 0) return () => true;
  const parts = rawNames.map((n) => compileRequirement(n, names));
  if (parts.length === 1) return parts[0]!;
  return (held) => parts.some((p) => p(held));
}
