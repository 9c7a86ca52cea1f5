// Statement texts compiled once per shape (runtime/db/statement-shapes.ts): the filter's shape key and
// the values it binds (filterShape) agree with the condition filterToSql builds, for random trees on both
// dialects (two trees of one key compile to one text; the values come in the order the text binds them);
// a key that would bind other values fails its first call; the cache is bounded.
import SQLite from 'better-sqlite3';
import { Kysely, MysqlDialect, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SHAPES, MAX_SHAPE_TEXT, runShaped, shapeCount } from '../../runtime/db/statement-shapes.js';
import type { FilterNode, Scalar } from '../../runtime/query/filter-ast.js';
import { filterShape, filterToSql, INLINE_LIST_MAX } from '../../runtime/query/filter-sql.js';
import type { TokenMeta } from '../../runtime/support/registry-types.js';

const token = (name: string, extra: Partial<TokenMeta>): TokenMeta => ({
  name, type: 'string', virtual: false, nullable: true, ci: false, see: [], filter: [], create: [], update: [], updateMassive: [], ...extra,
});
const TOKENS: Record<string, TokenMeta> = {
  id: token('id', { expr: 'i.id' }),
  name: token('name', { expr: 'i.name' }),
  tag: token('tag', { filterSql: 'EXISTS (SELECT 1 FROM tags g WHERE g.item_id = i.id AND {cmp:g.tag})' }),
  twice: token('twice', { filterSql: '({cmp:i.a} OR {cmp:i.b})' }),
};
const lookup = (t: string) => TOKENS[t];

const sqlite = new SQLite(':memory:');
sqlite.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
const dbs = {
  sqlite: new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) }),
  // compiles only: never connects
  mysql: new Kysely<any>({ dialect: new MysqlDialect({ pool: async () => { throw new Error('not connected'); } }) }),
};
afterAll(async () => {
  await dbs.sqlite.destroy();
});

/** A pseudo-random generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

function randomTree(r: (n: number) => number, depth = 0): FilterNode {
  const tokens = Object.keys(TOKENS);
  const value = (): Scalar => [null, 'x', 7, 'y%'][r(4)]!;
  switch (depth > 2 ? 3 + r(2) : r(5)) {
    case 0:
    case 1:
      return { kind: r(2) ? 'and' : 'or', items: Array.from({ length: r(4) }, () => randomTree(r, depth + 1)) };
    case 2:
      return { kind: 'not', item: randomTree(r, depth + 1) };
    case 3:
      return { kind: 'cmp', token: tokens[r(tokens.length)]!, op: (['=', '!=', '<', '>', '<=', '>=', '~'] as const)[r(7)]!, value: value() };
    default: {
      const length = [0, 1, 3, INLINE_LIST_MAX + 1, INLINE_LIST_MAX + 5][r(5)]!;
      return { kind: 'in', token: tokens[r(tokens.length)]!, values: Array.from({ length }, (_, i) => (r(6) === 0 ? null : i * 3 + r(3))) };
    }
  }
}

/** The same tree with every value replaced by another of the same NULL-ness. */
function otherValues(node: FilterNode): FilterNode {
  switch (node.kind) {
    case 'and':
    case 'or':
      return { ...node, items: node.items.map(otherValues) };
    case 'not':
      return { ...node, item: otherValues(node.item) };
    case 'cmp':
      return { ...node, value: node.value === null ? null : `other ${node.value}` };
    case 'in':
      return { ...node, values: node.values.map((v) => (v === null ? null : 1000 + Number(v))) };
  }
}

describe('filterShape', () => {
  for (const dialect of ['sqlite', 'mysql'] as const) {
    it(`${dialect}: same key, same text; the values in the order the text binds them`, () => {
      const r = random(dialect === 'sqlite' ? 1 : 2);
      const textOf = new Map<string, string>();
      for (let i = 0; i < 600; i++) {
        const tree = randomTree(r);
        for (const node of [tree, otherValues(tree)]) {
          const params: unknown[] = [];
          const key = filterShape(node, lookup, dialect, params);
          const compiled = dbs[dialect].selectFrom('items as i').select('i.id').where(filterToSql(node, lookup, dialect)).compile();
          expect(params, key).toEqual(compiled.parameters);
          const seen = textOf.get(key);
          if (seen !== undefined) expect(compiled.sql, key).toBe(seen);
          else textOf.set(key, compiled.sql);
        }
      }
      expect(textOf.size).toBeGreaterThan(40);
    });
  }
});

describe('runShaped', () => {
  const build = (name: unknown) => () => dbs.sqlite.selectFrom('items').select('id').where('name', '=', name as string);

  it('binds each call its own values under one text', async () => {
    await dbs.sqlite.insertInto('items').values([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]).execute();
    expect(await runShaped(dbs.sqlite, 'items-by-name', ['a'], build('a'))).toEqual([{ id: 1 }]);
    // a hit: `build` would fail the call if it ran
    expect(await runShaped(dbs.sqlite, 'items-by-name', ['b'], () => { throw new Error('compiled again'); })).toEqual([{ id: 2 }]);
  });

  it('refuses a key whose values differ from those the statement binds', async () => {
    await expect(runShaped(dbs.sqlite, 'wrong-values', ['b'], build('a'))).rejects.toThrow(/binds 1 values other than/);
    await expect(runShaped(dbs.sqlite, 'wrong-count', [], build('a'))).rejects.toThrow(/binds 1 values other than the 0/);
  });

  it(`keeps at most ${MAX_SHAPES} shapes, and no text longer than ${MAX_SHAPE_TEXT} characters`, async () => {
    for (let i = 0; i < MAX_SHAPES + 10; i++) await runShaped(dbs.sqlite, `bounded-${i}`, [], () => dbs.sqlite.selectFrom('items').select(sql<number>`${sql.lit(i)}`.as('n')));
    expect(shapeCount()).toBe(MAX_SHAPES);
    // the oldest went first: shape 0 is compiled again
    let compiled = false;
    await runShaped(dbs.sqlite, 'bounded-0', [], () => {
      compiled = true;
      return dbs.sqlite.selectFrom('items').select(sql<number>`${sql.lit(0)}`.as('n'));
    });
    expect(compiled).toBe(true);
    const long = 'x'.repeat(MAX_SHAPE_TEXT);
    const before = shapeCount();
    await runShaped(dbs.sqlite, 'long', [], () => dbs.sqlite.selectFrom('items').select(sql<string>`${sql.lit(long)}`.as('s')));
    expect(shapeCount()).toBe(before);
    let again = false;
    await runShaped(dbs.sqlite, 'long', [], () => {
      again = true;
      return dbs.sqlite.selectFrom('items').select(sql<string>`${sql.lit(long)}`.as('s'));
    });
    expect(again).toBe(true);
  });

  it('keeps a shape used since the last eviction (second chance) and evicts an unused one', async () => {
    const select = (i: number) => () => dbs.sqlite.selectFrom('items').select(sql<number>`${sql.lit(i)}`.as('n'));
    for (let i = 0; i < MAX_SHAPES; i++) await runShaped(dbs.sqlite, `chance-${i}`, [], select(i));
    // the oldest shape is used again; the next new shape then evicts the oldest unused one instead
    await runShaped(dbs.sqlite, 'chance-0', [], () => { throw new Error('compiled again'); });
    await runShaped(dbs.sqlite, 'chance-new', [], select(-1));
    expect(shapeCount()).toBe(MAX_SHAPES);
    await runShaped(dbs.sqlite, 'chance-0', [], () => { throw new Error('chance-0 was evicted although used'); });
    let compiled = false;
    await runShaped(dbs.sqlite, 'chance-1', [], () => {
      compiled = true;
      return select(1)();
    });
    expect(compiled).toBe(true);
  });
});
