// Filter tree → SQL condition. Token expressions come from the generated, closed token maps; values
// are always bound parameters. `~` is LIKE, `%`/`_` being wildcards as generated/docs/guides/filters.md says. Plain LIKE is
// already case-insensitive on both databases (SQLite's LIKE folds ASCII case whatever the collation, as
// LOWER() does; MySQL/MariaDB tables use utf8mb4_unicode_ci), and unlike LOWER(expr) it leaves the
// column's index usable for a pattern with a fixed prefix.
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { TokenMeta } from '../support/registry-types.js';
import type { CompareOp, FilterNode, Scalar } from './filter-ast.js';

const TRUE = sql<boolean>`1 = 1`;
const FALSE = sql<boolean>`1 = 0`;

export type TokenSql = (token: string) => TokenMeta | undefined;

function comparison(expr: RawBuilder<unknown>, op: CompareOp, value: Scalar): RawBuilder<boolean> {
  if (value === null) return op === '=' ? sql<boolean>`${expr} IS NULL` : sql<boolean>`${expr} IS NOT NULL`;
  switch (op) {
    case '=':
      return sql<boolean>`${expr} = ${value}`;
    case '!=':
      // "different from" includes NULLs: a client filtering description != 'x' expects rows without one.
      return sql<boolean>`(${expr} <> ${value} OR ${expr} IS NULL)`;
    case '<':
      return sql<boolean>`${expr} < ${value}`;
    case '>':
      return sql<boolean>`${expr} > ${value}`;
    case '<=':
      return sql<boolean>`${expr} <= ${value}`;
    case '>=':
      return sql<boolean>`${expr} >= ${value}`;
    case '~':
      return sql<boolean>`${expr} LIKE ${value}`;
  }
}

/**
 * Longer lists are bound on SQLite as one JSON array read by json_each: one statement text then serves
 * every length (each text is a prepared statement the cache keeps, runtime/db/statement-cache.ts, some
 * megabytes for a list of thousands), and SQLite's limit of 32,766 bound values is out of reach. The IN
 * takes the collation of the column on its left, so names still compare case-insensitively. MySQL and
 * MariaDB keep a plain IN list: its text, one per list length, is prepared once per connection
 * (runtime/db/prepared-reads.ts) in a cache of bounded number (MAX_PREPARED_STATEMENTS), and a text longer
 * than MAX_SHAPE_TEXT is not kept as a shape and is sent with its values written in.
 */
export const INLINE_LIST_MAX = 16;

function membership(expr: RawBuilder<unknown>, values: Scalar[], dialect: Dialect): RawBuilder<boolean> {
  if (values.length === 0) return FALSE;
  const present = values.filter((v) => v !== null);
  const parts: RawBuilder<boolean>[] = [];
  if (present.length > INLINE_LIST_MAX && dialect === 'sqlite') {
    parts.push(sql<boolean>`${expr} IN (SELECT value FROM json_each(${JSON.stringify(present)}))`);
  } else if (present.length) parts.push(sql<boolean>`${expr} IN (${sql.join(present)})`);
  if (present.length < values.length) parts.push(sql<boolean>`${expr} IS NULL`);
  return parts.length === 1 ? parts[0]! : sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/** `{cmp:EXPR}` placeholders of a filter-only token, each replaced by the comparison on EXPR. */
function templated(template: string, build: (expr: RawBuilder<unknown>) => RawBuilder<boolean>): RawBuilder<boolean> {
  const parts = template.split(/\{cmp:([^}]+)\}/);
  const pieces: RawBuilder<unknown>[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : build(sql.raw(part))));
  return sql<boolean>`(${sql.join(pieces, sql``)})`;
}

export function filterToSql(node: FilterNode, lookup: TokenSql, dialect: Dialect): RawBuilder<boolean> {
  switch (node.kind) {
    case 'and':
    case 'or': {
      if (node.items.length === 0) return node.kind === 'and' ? TRUE : FALSE;
      const parts = node.items.map((n) => filterToSql(n, lookup, dialect));
      if (parts.length === 1) return parts[0]!;
      return sql<boolean>`(${sql.join(parts, node.kind === 'and' ? sql` AND ` : sql` OR `)})`;
    }
    case 'not':
      // NOT of an unknown (a comparison with NULL) must select the row, as `!=` and filter-eval do;
      // plain NOT would leave it unknown and drop it
      return sql<boolean>`(${filterToSql(node.item, lookup, dialect)}) IS NOT TRUE`;
    case 'cmp':
    case 'in': {
      const meta = lookup(node.token);
      if (!meta) throw new Error(`token ${node.token} reached SQL without metadata`);
      const build = (expr: RawBuilder<unknown>) =>
        node.kind === 'cmp' ? comparison(expr, node.op, node.value) : membership(expr, node.values, dialect);
      if (meta.filterSql) return templated(meta.filterSql, build);
      if (!meta.expr) throw new Error(`token ${node.token} has no SQL expression`);
      return build(sql.raw(meta.expr));
    }
  }
}

/**
 * The shape of `filterToSql`'s condition for this tree: a key that is the same for two trees exactly when
 * their SQL text is (operators, tokens, which values are NULL, list lengths or the one bound list), with
 * the values it binds pushed to `params` in the order the condition binds them. A compiled statement's
 * text is reused by shape (runtime/db/statement-shapes.ts), which checks on every new shape that
 * both functions agree.
 */
export function filterShape(node: FilterNode, lookup: TokenSql, dialect: Dialect, params: unknown[]): string {
  switch (node.kind) {
    case 'and':
    case 'or':
      return `${node.kind}(${node.items.map((n) => filterShape(n, lookup, dialect, params)).join(',')})`;
    case 'not':
      return `not(${filterShape(node.item, lookup, dialect, params)})`;
    case 'cmp':
    case 'in': {
      const meta = lookup(node.token);
      if (!meta) throw new Error(`token ${node.token} reached SQL without metadata`);
      const placeholders = meta.filterSql ? (meta.filterSql.split(/\{cmp:[^}]+\}/).length - 1) : 1;
      let shape: string;
      let values: unknown[];
      if (node.kind === 'cmp') {
        shape = node.value === null ? `${node.op === '=' ? 'null' : 'notnull'}` : node.op;
        values = node.value === null ? [] : [node.value];
      } else {
        const present = node.values.filter((v) => v !== null);
        const nulls = present.length < node.values.length ? '+null' : '';
        if (node.values.length === 0) {
          shape = 'in()';
          values = [];
        } else if (present.length > INLINE_LIST_MAX && dialect === 'sqlite') {
          shape = `in(json${nulls})`;
          values = [JSON.stringify(present)];
        } else {
          shape = `in(${present.length}${nulls})`;
          values = present;
        }
      }
      for (let i = 0; i < placeholders; i++) for (const v of values) params.push(v);
      return `${node.token}:${shape}`;
    }
  }
}
