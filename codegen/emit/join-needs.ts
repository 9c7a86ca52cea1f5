// Which of an object's joins a piece of SQL needs, found once at generation time from the text of the
// catalog's expressions, so the runtime picks a statement's joins by looking names up, never by parsing
// SQL per request (docs/decisions.md "To-one joins"). A join alias is needed where the text reads
// `alias.` (quoted or not); a match inside a subquery that happens to reuse the alias only keeps a join
// that was not needed, never drops one that was.

import type { JoinDef, ObjectDef, TokenDef } from '../model.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Join aliases of `joins` that `text` reads a column of. */
export function aliasesIn(text: string, joins: readonly JoinDef[]): string[] {
  return joins
    .filter((j) => new RegExp(`(?<![A-Za-z0-9_$.])(?:${escape(j.alias)}|"${escape(j.alias)}"|\`${escape(j.alias)}\`)\\s*\\.`).test(text))
    .map((j) => j.alias);
}

/** Each join with the joins its ON reads, directly or through them (dd needs dt). */
export function joinClosure(object: ObjectDef): Map<string, string[]> {
  const closed = new Map<string, string[]>();
  for (const j of object.joins) {
    const direct = aliasesIn(j.on, object.joins).filter((a) => a !== j.alias);
    // joins are emitted in catalog order, so a join's needs come before it (checked by check-objects)
    const all = new Set<string>();
    for (const a of direct) {
      for (const n of closed.get(a) ?? []) all.add(n);
      all.add(a);
    }
    closed.set(j.alias, [...all]);
  }
  return closed;
}

/** The joins `texts` need with the joins those need, in catalog order. */
export function neededJoins(object: ObjectDef, texts: readonly (string | undefined)[]): string[] {
  const closure = joinClosure(object);
  const needed = new Set<string>();
  for (const text of texts) {
    if (text === undefined) continue;
    for (const a of aliasesIn(text, object.joins)) {
      for (const n of closure.get(a) ?? []) needed.add(n);
      needed.add(a);
    }
  }
  return object.joins.filter((j) => needed.has(j.alias)).map((j) => j.alias);
}

/** Joins every select keeps: those not known to be to-one, with what they need. */
export function alwaysJoined(object: ObjectDef): string[] {
  return neededJoins(object, object.joins.filter((j) => j.toOne === undefined).map((j) => `${j.alias}.`));
}

/** Joins a token's read expression or filter SQL needs. */
export function tokenJoins(object: ObjectDef, token: TokenDef): string[] {
  return neededJoins(object, [token.expr, token.filterSql]);
}

/**
 * The key columns of `join` that its ON sets to one value: conjuncts `alias.column = expression` (either
 * way round) whose other side does not read the joined table. Undefined when the ON is not a plain AND of
 * terms (an OR could match several rows).
 */
export function onKeyColumns(join: JoinDef): string[] | undefined {
  if (/\bOR\b/i.test(join.on)) return undefined;
  const own = new RegExp(`(?<![A-Za-z0-9_$.])${escape(join.alias)}\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]*)`);
  const columns: string[] = [];
  for (const term of join.on.split(/\bAND\b/i)) {
    const sides = term.split('=');
    if (sides.length !== 2 || /[<>!]$/.test(sides[0]!.trim())) continue;
    for (const [mine, other] of [
      [sides[0]!, sides[1]!],
      [sides[1]!, sides[0]!],
    ] as const) {
      const m = own.exec(mine.trim());
      if (m && m[0] === mine.trim() && !aliasesIn(other, [join]).length) columns.push(m[1]!);
    }
  }
  return columns;
}
