// Filters (generated/docs/guides/filters.md, generated/docs/guides/requests.md): parsing into a tree (runtime/query/filter-ast.ts), the SQL it
// compiles to (runtime/query/filter-sql.ts, checked as text and parameters, then run on a real SQLite
// table) and the in-memory predicate (runtime/query/filter-eval.ts), which must select the same rows.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/errors/api-error.js';
import { and, coerceValue, MAX_FILTER_CONDITIONS, MAX_FILTER_VALUES, parseFilter, type FilterNode } from '../../runtime/query/filter-ast.js';
import { compileFilter, evaluate, likeMatcher } from '../../runtime/query/filter-eval.js';
import { filterToSql, INLINE_LIST_MAX } from '../../runtime/query/filter-sql.js';
import type { TokenMeta, TokenType } from '../../runtime/support/registry-types.js';

function token(name: string, type: TokenType, extra: Partial<TokenMeta> = {}): TokenMeta {
  return { name, type, virtual: false, nullable: true, ci: false, see: [], filter: [], create: [], update: [], updateMassive: [], ...extra };
}

const TOKENS: Record<string, TokenMeta> = {
  id: token('id', 'integer', { expr: 'i.id', column: 'id', nullable: false }),
  name: token('name', 'string', { expr: 'i.name', column: 'name', ci: true, nullable: false }),
  description: token('description', 'string', { expr: 'i.description', column: 'description' }),
  blocked: token('blocked', 'flag', { expr: 'i.blocked', column: 'blocked', nullable: false }),
  creation_date: token('creation_date', 'date', { expr: 'i.creation_date', column: 'creation_date' }),
  number_of_vms: token('number_of_vms', 'counter', { expr: '(SELECT 0)' }),
  tag: token('tag', 'string', { filterSql: 'EXISTS (SELECT 1 FROM tags g WHERE g.item_id = i.id AND {cmp:g.tag})' }),
  roles: token('roles', 'json', { loader: 'role_roles' }),
};
const lookup = (name: string) => TOKENS[name];
const parse = (input: unknown) => parseFilter(input, lookup);

function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected an ApiError');
}

describe('parseFilter: shapes', () => {
  it('no filters is an empty conjunction', () => {
    for (const input of [undefined, null, '', {}]) {
      const p = parse(input);
      expect(p.root).toEqual({ kind: 'and', items: [] });
      expect(p.tokens.size).toBe(0);
    }
  });

  it('token: var is equality', () => {
    const p = parse({ name: 'alpha' });
    expect(p.root).toEqual({ kind: 'cmp', token: 'name', op: '=', value: 'alpha' });
    expect([...p.tokens]).toEqual([['name', ['alpha']]]);
  });

  it('several keys are a conjunction, in order', () => {
    expect(parse({ name: 'a', id: 2 }).root).toEqual({
      kind: 'and',
      items: [
        { kind: 'cmp', token: 'name', op: '=', value: 'a' },
        { kind: 'cmp', token: 'id', op: '=', value: 2 },
      ],
    });
  });

  it('token: array matches any listed value', () => {
    const p = parse({ id: [1, '2', 3] });
    expect(p.root).toEqual({ kind: 'in', token: 'id', values: [1, 2, 3] });
    expect(p.tokens.get('id')).toEqual([1, 2, 3]);
    expect(parse({ id: [] }).root).toEqual({ kind: 'in', token: 'id', values: [] });
  });

  it('token: {=: array} is any of the values, {!=: array} (also <>) none of them', () => {
    const p = parse({ id: { '=': [1, '2'] } });
    expect(p.root).toEqual({ kind: 'in', token: 'id', values: [1, 2] });
    expect(p.tokens.get('id')).toEqual([1, 2]);
    for (const op of ['!=', '<>']) {
      expect(parse({ id: { [op]: [3, '4'] } }).root).toEqual({ kind: 'not', item: { kind: 'in', token: 'id', values: [3, 4] } });
    }
    expect(parse({ id: { '==': [] } }).root).toEqual({ kind: 'in', token: 'id', values: [] });
    expect(parse({ id: { '!=': [] } }).root).toEqual({ kind: 'not', item: { kind: 'in', token: 'id', values: [] } });
  });

  it('token: {op: value} compares, every operator spelling', () => {
    const cases: [string, string][] = [
      ['=', '='],
      ['==', '='],
      ['!=', '!='],
      ['<>', '!='],
      ['<', '<'],
      ['>', '>'],
      ['<=', '<='],
      ['⇐', '<='],
      ['=<', '<='],
      ['>=', '>='],
    ];
    for (const [spelled, op] of cases) {
      expect(parse({ id: { [spelled]: 4 } }).root).toEqual({ kind: 'cmp', token: 'id', op, value: 4 });
    }
    expect(parse({ name: { '~': '%a%' } }).root).toEqual({ kind: 'cmp', token: 'name', op: '~', value: '%a%' });
  });

  it('several operators on one token are a conjunction', () => {
    const p = parse({ id: { '>': 1, '<': 5 } });
    expect(p.root).toEqual({
      kind: 'and',
      items: [
        { kind: 'cmp', token: 'id', op: '>', value: 1 },
        { kind: 'cmp', token: 'id', op: '<', value: 5 },
      ],
    });
    expect(p.tokens.get('id')).toEqual([1, 5]);
  });

  it('-or / -and take [token, var, token, var, ...]', () => {
    const p = parse({ '-or': ['name', 'a', 'id', { '>': 3 }, 'blocked', [0, 1]] });
    expect(p.root).toEqual({
      kind: 'or',
      items: [
        { kind: 'cmp', token: 'name', op: '=', value: 'a' },
        { kind: 'cmp', token: 'id', op: '>', value: 3 },
        { kind: 'in', token: 'blocked', values: [0, 1] },
      ],
    });
    expect(parse({ '-and': ['name', 'a', 'id', 1] }).root.kind).toBe('and');
  });

  it('-or / -and nest at any depth, also with objects and -not inside the array', () => {
    const p = parse({ '-or': ['-and', ['blocked', 1, 'name', 'b'], { id: 5, name: 'e' }, '-not', { blocked: 0 }] });
    expect(p.root).toEqual({
      kind: 'or',
      items: [
        {
          kind: 'and',
          items: [
            { kind: 'cmp', token: 'blocked', op: '=', value: 1 },
            { kind: 'cmp', token: 'name', op: '=', value: 'b' },
          ],
        },
        {
          kind: 'and',
          items: [
            { kind: 'cmp', token: 'id', op: '=', value: 5 },
            { kind: 'cmp', token: 'name', op: '=', value: 'e' },
          ],
        },
        { kind: 'not', item: { kind: 'cmp', token: 'blocked', op: '=', value: 0 } },
      ],
    });
    expect(p.tokens.get('blocked')).toEqual([1, 0]);
    expect(p.tokens.get('name')).toEqual(['b', 'e']);
  });

  it('-or / -and also take a filter_list object', () => {
    expect(parse({ '-or': { name: 'a', id: 3 } }).root).toEqual({
      kind: 'or',
      items: [
        { kind: 'cmp', token: 'name', op: '=', value: 'a' },
        { kind: 'cmp', token: 'id', op: '=', value: 3 },
      ],
    });
    expect(parse({ '-or': { id: 3 } }).root).toEqual({ kind: 'or', items: [{ kind: 'cmp', token: 'id', op: '=', value: 3 }] });
  });

  it('empty -or and -and keep their kind', () => {
    expect(parse({ '-or': [] }).root).toEqual({ kind: 'or', items: [] });
    expect(parse({ '-and': [] }).root).toEqual({ kind: 'and', items: [] });
  });

  it('-not takes a filter_list', () => {
    expect(parse({ '-not': { blocked: 1 } }).root).toEqual({ kind: 'not', item: { kind: 'cmp', token: 'blocked', op: '=', value: 1 } });
    expect(parse({ '-not': { blocked: 1, id: 2 } }).root).toEqual({
      kind: 'not',
      item: {
        kind: 'and',
        items: [
          { kind: 'cmp', token: 'blocked', op: '=', value: 1 },
          { kind: 'cmp', token: 'id', op: '=', value: 2 },
        ],
      },
    });
  });

  it('and() flattens conjunctions', () => {
    const a: FilterNode = { kind: 'cmp', token: 'id', op: '=', value: 1 };
    const b: FilterNode = { kind: 'cmp', token: 'id', op: '=', value: 2 };
    expect(and(a)).toBe(a);
    expect(and({ kind: 'and', items: [a] }, b)).toEqual({ kind: 'and', items: [a, b] });
    expect(and({ kind: 'and', items: [] }, a)).toBe(a);
  });
});

describe('parseFilter: loose values (generated/docs/guides/filters.md)', () => {
  it('integers accept numeric strings and booleans', () => {
    expect(parse({ id: '7' }).root).toMatchObject({ value: 7 });
    expect(parse({ id: ' -3 ' }).root).toMatchObject({ value: -3 });
    expect(parse({ id: true }).root).toMatchObject({ value: 1 });
    expect(parse({ number_of_vms: '2' }).root).toMatchObject({ value: 2 });
  });

  it('flags accept 0/1, "0"/"1", true/false and "true"/"false"', () => {
    for (const v of [1, '1', true, 'true']) expect(parse({ blocked: v }).root).toMatchObject({ value: 1 });
    for (const v of [0, '0', false, 'false']) expect(parse({ blocked: v }).root).toMatchObject({ value: 0 });
  });

  it('text tokens accept numbers as text', () => {
    expect(parse({ name: 12 }).root).toMatchObject({ value: '12' });
    expect(parse({ creation_date: { '~': 2024 } }).root).toMatchObject({ op: '~', value: '2024' });
  });

  it('null compares with = and != only', () => {
    expect(parse({ description: null }).root).toEqual({ kind: 'cmp', token: 'description', op: '=', value: null });
    expect(parse({ description: { '!=': null } }).root).toEqual({ kind: 'cmp', token: 'description', op: '!=', value: null });
    expect(parse({ description: ['x', null] }).root).toEqual({ kind: 'in', token: 'description', values: ['x', null] });
    expect(apiError(() => parse({ id: { '<': null } })).status).toBe(6320);
  });

  it('coerceValue is exported with the same rules', () => {
    expect(coerceValue(TOKENS.id!, '15')).toBe(15);
    expect(coerceValue(TOKENS.blocked!, 'false')).toBe(0);
    expect(coerceValue(TOKENS.name!, 3, '~')).toBe('3');
  });
});

describe('parseFilter: errors are ApiErrors with their status', () => {
  const cases: [string, unknown, number][] = [
    ['unknown token', { nope: 1 }, 6210],
    ['unknown token inside -or', { '-or': ['id', 1, 'nope', 2] }, 6210],
    ['unknown token inside -not', { '-not': { nope: 1 } }, 6210],
    ['unknown operator', { id: { '=~': 1 } }, 6320],
    ['operator spelled as a word', { id: { eq: 1 } }, 6320],
    ['empty comparison object', { id: {} }, 6320],
    ['integer from text', { id: 'abc' }, 6320],
    ['integer from a fraction', { id: 1.5 }, 6320],
    ['integer in a list', { id: [1, 'x'] }, 6320],
    ['flag out of range', { blocked: 2 }, 6320],
    ['flag from text', { blocked: 'yes' }, 6320],
    ['text from a boolean', { name: true }, 6320],
    ['text from an object inside a list', { name: [{}] }, 6320],
    ['~ on an integer token', { id: { '~': '1%' } }, 6320],
    ['an array under an ordering operator', { id: { '<': [1] } }, 6320],
    ['an array under ~', { name: { '~': ['a%'] } }, 6320],
    ['a bad value inside an array under =', { id: { '=': [1, 'x'] } }, 6320],
    ['an array inside an array under !=', { id: { '!=': [[1]] } }, 6320],
    ['~ with a boolean pattern', { name: { '~': true } }, 6320],
    ['json token compared', { roles: 'Root' }, 6320],
    ['filters given as an array', [['id', 1]], 6320],
    ['-not given an array', { '-not': ['id', 1] }, 6320],
    ['-or given a scalar', { '-or': 'id' }, 6320],
    ['-or with a token lacking its value', { '-or': ['id', 1, 'name'] }, 6320],
    ['-or with a condition lacking its value', { '-or': ['id', 1, '-and'] }, 6320],
    ['-or with an unknown condition', { '-or': ['-xor', ['id', 1]] }, 6320],
    ['-or with a number where a token belongs', { '-or': [5, 'id'] }, 6320],
    ['-or with a null where a token belongs', { '-or': [null, 1] }, 6320],
  ];
  for (const [what, input, status] of cases) {
    it(`${what} → ${status}`, () => {
      expect(apiError(() => parse(input)).status).toBe(status);
    });
  }

  it('nesting deeper than the limit → 6320, not a stack overflow', () => {
    let deep: unknown = { id: 1 };
    for (let i = 0; i < 40; i++) deep = { '-not': deep };
    expect(apiError(() => parse(deep)).status).toBe(6320);
    let pairs: unknown = ['id', 1];
    for (let i = 0; i < 40; i++) pairs = ['-or', pairs];
    expect(apiError(() => parse({ '-and': pairs })).status).toBe(6320);
  });

  it('nesting deeper than the limit names the limit', () => {
    let deep: unknown = { id: 1 };
    for (let i = 0; i < 40; i++) deep = { '-not': deep };
    expect(apiError(() => parse(deep)).info).toContain('32 levels');
  });

  describe('size: 6323 naming the limit, before SQLite refuses the statement (1100)', () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ['id', i]).flat();
    it(`${MAX_FILTER_CONDITIONS} conditions pass`, () => {
      expect(parse({ '-or': pairs(MAX_FILTER_CONDITIONS - 1) }).root.kind).toBe('or');
      expect(parse({ '-and': [...pairs(MAX_FILTER_CONDITIONS - 3), '-not', { id: [1, 2] }] }).root.kind).toBe('and');
    });
    const oversized: [string, unknown][] = [
      ['-or of 499 pairs', { '-or': pairs(499) }],
      ['-and of 1,000 pairs', { '-and': pairs(1000) }],
      ['one comparison past the limit', { '-or': pairs(MAX_FILTER_CONDITIONS) }],
      ['operators on one token', { '-or': Array.from({ length: 60 }, (_, i) => ['id', { '>': i, '<': i + 5 }]).flat() }],
      ['empty objects in a pair array', { '-or': Array.from({ length: 200 }, () => ({})) }],
      ['empty -or conditions', { '-and': Array.from({ length: 200 }, () => ['-or', []]).flat() }],
      ['-not conditions', { '-and': Array.from({ length: 200 }, () => ['-not', {}]).flat() }],
      ['lists past the values limit', { '-or': ['id', pairs(MAX_FILTER_VALUES / 2).map(Number).filter(Number.isInteger), 'id', Array.from({ length: MAX_FILTER_VALUES / 2 + 1 }, (_, i) => i)] }],
      ['one list past the values limit', { id: { '!=': Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => i) } }],
    ];
    for (const [what, input] of oversized) {
      it(`${what} → 6323`, () => {
        const e = apiError(() => parse(input));
        expect(e.status).toBe(6323);
        expect(e.info).toMatch(new RegExp(`${MAX_FILTER_CONDITIONS} conditions|${MAX_FILTER_VALUES} values`));
      });
    }
    it(`a list of ${MAX_FILTER_VALUES} values is one condition`, () => {
      const p = parse({ id: Array.from({ length: MAX_FILTER_VALUES }, (_, i) => i) });
      expect(p.root.kind).toBe('in');
    });
  });

  it('the error names what was wrong', () => {
    expect(apiError(() => parse({ nope: 1 })).info).toContain('nope');
    expect(apiError(() => parse({ id: 'abc' })).info).toContain('id');
  });
});

// ----- SQL -----

let sqlite: SQLite.Database;
let db: Kysely<any>;

interface Item {
  id: number;
  name: string;
  description: string | null;
  blocked: number;
  creation_date: string | null;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Alpha', description: 'first one', blocked: 0, creation_date: '2024-01-10T08:00:00' },
  { id: 2, name: 'beta', description: null, blocked: 1, creation_date: '2024-02-01T00:00:00' },
  { id: 3, name: 'Gamma_ray', description: 'Third', blocked: 0, creation_date: null },
  { id: 4, name: 'delta%', description: 'first two', blocked: 1, creation_date: '2023-12-31T23:59:59' },
  { id: 5, name: 'Epsilon', description: 'x', blocked: 0, creation_date: '2024-01-10T08:00:00' },
];
const TAGS: [number, string][] = [
  [1, 'head'],
  [1, 'v1'],
  [2, 'v2'],
  [4, 'head'],
];

beforeAll(() => {
  sqlite = new SQLite(':memory:');
  // the shape of the server's tables: names compare case-insensitively (NOCASE), other text does not
  sqlite.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, description TEXT,
    blocked INTEGER NOT NULL, creation_date TEXT);
    CREATE TABLE tags (item_id INTEGER NOT NULL, tag TEXT NOT NULL COLLATE NOCASE);`);
  const insert = sqlite.prepare('INSERT INTO items VALUES (@id, @name, @description, @blocked, @creation_date)');
  for (const item of ITEMS) insert.run(item);
  const tag = sqlite.prepare('INSERT INTO tags VALUES (?, ?)');
  for (const [id, t] of TAGS) tag.run(id, t);
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
});
afterAll(async () => {
  await db?.destroy();
});

function compiled(input: unknown) {
  const c = filterToSql(parse(input).root, lookup, 'sqlite').compile(db);
  return { sql: c.sql, parameters: [...c.parameters] };
}

async function sqlIds(input: unknown): Promise<number[]> {
  const cond = filterToSql(parse(input).root, lookup, 'sqlite');
  const result = await sql<{ id: number }>`SELECT i.id FROM items i WHERE ${cond} ORDER BY i.id`.execute(db);
  return result.rows.map((r) => Number(r.id));
}

function evalIds(input: unknown): number[] {
  const root = parse(input).root;
  return ITEMS.filter((row) => evaluate(root, { ...row })).map((r) => r.id);
}

describe('filterToSql: compiled text and parameters', () => {
  it('equality, with the value bound', () => {
    expect(compiled({ name: 'alpha' })).toEqual({ sql: 'i.name = ?', parameters: ['alpha'] });
    expect(compiled({ id: '3' })).toEqual({ sql: 'i.id = ?', parameters: [3] });
  });

  it('operators', () => {
    expect(compiled({ id: { '<': 2 } })).toEqual({ sql: 'i.id < ?', parameters: [2] });
    expect(compiled({ id: { '>': 2 } })).toEqual({ sql: 'i.id > ?', parameters: [2] });
    expect(compiled({ id: { '⇐': 2 } })).toEqual({ sql: 'i.id <= ?', parameters: [2] });
    expect(compiled({ id: { '>=': 2 } })).toEqual({ sql: 'i.id >= ?', parameters: [2] });
    expect(compiled({ name: { '~': '%A%' } })).toEqual({ sql: 'i.name LIKE ?', parameters: ['%A%'] });
  });

  it('!= also selects NULLs', () => {
    expect(compiled({ description: { '<>': 'x' } })).toEqual({
      sql: '(i.description <> ? OR i.description IS NULL)',
      parameters: ['x'],
    });
  });

  it('null comparisons become IS [NOT] NULL without parameters', () => {
    expect(compiled({ description: null })).toEqual({ sql: 'i.description IS NULL', parameters: [] });
    expect(compiled({ description: { '!=': null } })).toEqual({ sql: 'i.description IS NOT NULL', parameters: [] });
  });

  it('lists become IN, with NULL split out; an empty list matches nothing', () => {
    expect(compiled({ id: [1, 2] })).toEqual({ sql: 'i.id IN (?, ?)', parameters: [1, 2] });
    expect(compiled({ description: ['x', null] })).toEqual({
      sql: '(i.description IN (?) OR i.description IS NULL)',
      parameters: ['x'],
    });
    expect(compiled({ description: [null] })).toEqual({ sql: 'i.description IS NULL', parameters: [] });
    expect(compiled({ id: [] })).toEqual({ sql: '1 = 0', parameters: [] });
  });

  it(`a list longer than ${INLINE_LIST_MAX} is one JSON value on SQLite, so every length shares one statement`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(compiled({ id: ids(INLINE_LIST_MAX) }).parameters).toHaveLength(INLINE_LIST_MAX);
    const long = compiled({ id: ids(INLINE_LIST_MAX + 1) });
    expect(long).toEqual({ sql: 'i.id IN (SELECT value FROM json_each(?))', parameters: [JSON.stringify(ids(INLINE_LIST_MAX + 1))] });
    expect(compiled({ id: ids(30_000) }).sql).toBe(long.sql);
    expect(compiled({ description: [...ids(40).map(String), null] })).toEqual({
      sql: '(i.description IN (SELECT value FROM json_each(?)) OR i.description IS NULL)',
      parameters: [JSON.stringify(ids(40).map(String))],
    });
    // MySQL/MariaDB get the values written in: mysql2 prepares nothing there
    const mysql = filterToSql(parse({ id: ids(40) }).root, lookup, 'mysql').compile(db);
    expect(mysql.parameters).toHaveLength(40);
  });

  it('conjunctions and disjunctions are parenthesised; empty ones are constants', () => {
    expect(compiled({ name: 'a', id: 2 })).toEqual({ sql: '(i.name = ? AND i.id = ?)', parameters: ['a', 2] });
    expect(compiled({ '-or': ['name', 'a', 'id', 2] })).toEqual({ sql: '(i.name = ? OR i.id = ?)', parameters: ['a', 2] });
    expect(compiled({ '-or': [] })).toEqual({ sql: '1 = 0', parameters: [] });
    expect(compiled({ '-and': [] })).toEqual({ sql: '1 = 1', parameters: [] });
    expect(compiled({ '-or': { id: 1 } })).toEqual({ sql: 'i.id = ?', parameters: [1] });
  });

  it('-not negates its filter_list', () => {
    const c = compiled({ '-not': { blocked: 1 } });
    expect(c.parameters).toEqual([1]);
    expect(c.sql).toContain('i.blocked = ?');
    expect(c.sql).toBe('(i.blocked = ?) IS NOT TRUE');
  });

  it('filter-only tokens fill their {cmp:EXPR} template', () => {
    expect(compiled({ tag: 'head' })).toEqual({
      sql: '(EXISTS (SELECT 1 FROM tags g WHERE g.item_id = i.id AND g.tag = ?))',
      parameters: ['head'],
    });
    expect(compiled({ tag: ['a', 'b'] })).toEqual({
      sql: '(EXISTS (SELECT 1 FROM tags g WHERE g.item_id = i.id AND g.tag IN (?, ?)))',
      parameters: ['a', 'b'],
    });
  });

  it('values never reach the SQL text', () => {
    const c = compiled({ name: "x' OR 1=1 --", description: { '~': "%'; DROP TABLE items; --" } });
    expect(c.sql).toBe('(i.name = ? AND i.description LIKE ?)');
    expect(c.parameters).toEqual(["x' OR 1=1 --", "%'; DROP TABLE items; --"]);
  });

  it('a token without SQL is a programming error, not a silent match', () => {
    const node: FilterNode = { kind: 'cmp', token: 'roles', op: '=', value: 'x' };
    expect(() => filterToSql(node, lookup, 'sqlite')).toThrow(/roles/);
    expect(() => filterToSql({ kind: 'cmp', token: 'ghost', op: '=', value: 1 }, lookup, 'sqlite')).toThrow(/ghost/);
  });
});

// Each filter with the ids it must select, on SQL and in memory alike.
const SELECTIONS: [string, unknown, number[]][] = [
  ['no filter', {}, [1, 2, 3, 4, 5]],
  ['name equality ignores case', { name: 'ALPHA' }, [1]],
  ['name list ignores case', { name: ['beta', 'EPSILON', 'zzz'] }, [2, 5]],
  ['id from text', { id: '3' }, [3]],
  ['flag from true', { blocked: true }, [2, 4]],
  ['flag from "false"', { blocked: 'false' }, [1, 3, 5]],
  ['IS NULL', { description: null }, [2]],
  ['IS NOT NULL', { description: { '!=': null } }, [1, 3, 4, 5]],
  ['!= includes NULLs', { description: { '!=': 'x' } }, [1, 2, 3, 4]],
  ['<> includes NULLs', { description: { '<>': 'Third' } }, [1, 2, 4, 5]],
  ['~ contains, case-insensitive', { name: { '~': '%EL%' } }, [4]],
  ['~ with _ as one character', { name: { '~': '%a_r%' } }, [3]],
  ['~ is anchored', { name: { '~': 'delta' } }, []],
  ['~ with a literal % in the data', { name: { '~': 'delta%' } }, [4]],
  ['~ on text with NULLs', { description: { '~': 'first%' } }, [1, 4]],
  ['range', { id: { '>': 2, '<=': 4 } }, [3, 4]],
  ['⇐', { id: { '⇐': 2 } }, [1, 2]],
  ['>=', { id: { '>=': 4 } }, [4, 5]],
  ['dates compare as text, NULL never matches', { creation_date: { '<': '2024-01-10T08:00:00' } }, [4]],
  ['date pattern', { creation_date: { '~': '2024-01%' } }, [1, 5]],
  ['-or pairs', { '-or': ['name', 'beta', 'id', 4] }, [2, 4]],
  ['-and pairs', { '-and': ['blocked', 0, 'description', { '~': 'first%' }] }, [1]],
  ['-or []', { '-or': [] }, []],
  ['-and []', { '-and': [] }, [1, 2, 3, 4, 5]],
  ['-not', { '-not': { blocked: 1 } }, [1, 3, 5]],
  ['-not of an equality keeps NULLs', { '-not': { description: 'x' } }, [1, 2, 3, 4]],
  ['-not of a pattern keeps NULLs', { '-not': { description: { '~': 'first%' } } }, [2, 3, 5]],
  ['-not of a list keeps NULLs', { '-not': { description: ['x', 'Third'] } }, [1, 2, 4]],
  ['-not of IS NULL', { '-not': { description: null } }, [1, 3, 4, 5]],
  ['-not of a range keeps NULLs', { '-not': { creation_date: { '>=': '2024-01-01' } } }, [3, 4]],
  ['double -not', { '-not': { '-not': { description: 'x' } } }, [5]],
  ['nested -and inside -or', { '-or': ['-and', ['blocked', 1, 'name', { '~': 'b%' }], 'id', 5] }, [2, 5]],
  ['-or of a filter_list object', { '-or': { name: 'alpha', id: 3 } }, [1, 3]],
  ['object inside a pair array', { '-or': [{ blocked: 1, id: 4 }, 'name', 'epsilon'] }, [4, 5]],
  ['-not inside a pair array', { '-and': ['-not', { id: [1, 2] }, 'blocked', 0] }, [3, 5]],
  ['list with null', { description: ['x', null] }, [2, 5]],
  ['empty list', { id: [] }, []],
  ['= with a list is any of them', { id: { '=': [2, '4', 9] } }, [2, 4]],
  ['!= with a list is none of them', { id: { '!=': [2, '4', 9] } }, [1, 3, 5]],
  ['<> with a list keeps NULLs', { description: { '<>': ['x', 'Third'] } }, [1, 2, 4]],
  ['!= with a list holding null', { description: { '!=': ['x', null] } }, [1, 3, 4]],
  ['= with an empty list matches nothing', { id: { '=': [] } }, []],
  ['!= with an empty list matches everything', { description: { '!=': [] } }, [1, 2, 3, 4, 5]],
  ['implicit conjunction', { blocked: 0, id: { '>': 1 } }, [3, 5]],
];

describe('filters on a real SQLite table', () => {
  for (const [what, input, ids] of SELECTIONS) {
    it(`${what}: SQL selects ${JSON.stringify(ids)}`, async () => {
      expect(await sqlIds(input)).toEqual(ids);
    });
  }

  it('filter-only tokens select through their template', async () => {
    expect(await sqlIds({ tag: 'HEAD' })).toEqual([1, 4]);
    expect(await sqlIds({ tag: ['v1', 'v2'] })).toEqual([1, 2]);
    expect(await sqlIds({ tag: { '~': 'v%' } })).toEqual([1, 2]);
    expect(await sqlIds({ '-not': { tag: 'head' } })).toEqual([2, 3, 5]);
    // with a list, != is "carries none of them", the negation of = with the same list
    expect(await sqlIds({ tag: { '=': ['v1', 'v2'] } })).toEqual([1, 2]);
    expect(await sqlIds({ tag: { '!=': ['head', 'v2'] } })).toEqual([3, 5]);
    expect(await sqlIds({ '-or': ['tag', 'v2', 'name', 'gamma_ray'] })).toEqual([2, 3]);
  });

  it('long lists select the same rows through json_each, names still ignoring case, beyond 32,766 values', async () => {
    const padding = Array.from({ length: 40_000 }, (_, i) => i + 100);
    expect(await sqlIds({ id: [2, ...padding, 4] })).toEqual([2, 4]);
    expect(await sqlIds({ name: ['ALPHA', 'epsilon', ...padding.slice(0, 30).map((n) => `x${n}`)] })).toEqual([1, 5]);
    expect(await sqlIds({ id: { '!=': [2, ...padding, 4] } })).toEqual([1, 3, 5]);
    expect(await sqlIds({ description: ['x', null, ...padding.slice(0, 30).map(String)] })).toEqual([2, 5]);
    expect(await sqlIds({ tag: ['V1', 'v2', ...padding.slice(0, 30).map(String)] })).toEqual([1, 2]);
  });

  it('hostile values are data, not SQL', async () => {
    expect(await sqlIds({ name: "x' OR '1'='1" })).toEqual([]);
    expect(sqlite.prepare('SELECT COUNT(*) AS n FROM items').get()).toEqual({ n: 5 });
  });
});

describe('filter-eval gives the same answers as SQL', () => {
  for (const [what, input, ids] of SELECTIONS) {
    it(`${what}: in memory selects ${JSON.stringify(ids)}`, () => {
      expect(evalIds(input)).toEqual(ids);
    });
  }

  it('likeMatcher: % any run, _ one character, anchored, case-insensitive, other characters literal', () => {
    expect(likeMatcher('%a_c%')('xxABCxx')).toBe(true);
    expect(likeMatcher('%a_c%')('xxACxx')).toBe(false);
    expect(likeMatcher('a.c')('abc')).toBe(false);
    expect(likeMatcher('a.c')('A.C')).toBe(true);
    expect(likeMatcher('(x)+[y]')('(x)+[y]')).toBe(true);
    expect(likeMatcher('ab')('xab')).toBe(false);
    expect(likeMatcher('%')('')).toBe(true);
    expect(likeMatcher('%')('line\nbreak')).toBe(true);
    expect(likeMatcher('%b%b')('abcabd')).toBe(false);
    expect(likeMatcher('%b%d')('abcabd')).toBe(true);
    expect(likeMatcher('_')('😀')).toBe(true);
    expect(likeMatcher('a%%')('a')).toBe(true);
  });

  it('a pattern of many % against a long text answers at once (it backtracked for seconds)', () => {
    const root = parse({ description: { '~': '%a'.repeat(8) + '%b' } }).root;
    const started = performance.now();
    expect(evaluate(root, { description: 'a'.repeat(60) })).toBe(false);
    expect(evaluate(root, { description: `${'a'.repeat(60)}b` })).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('a list of many values is looked up, not scanned for each row', () => {
    const matches = compileFilter(parse({ id: Array.from({ length: MAX_FILTER_VALUES }, (_, i) => i + 10) }).root);
    const started = performance.now();
    let matched = 0;
    for (let id = 0; id < 5000; id++) if (matches({ id })) matched++;
    expect(matched).toBe(4990);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('rows with booleans and missing keys compare as 0/1 and NULL', () => {
    const root = parse({ blocked: 1 }).root;
    expect(evaluate(root, { blocked: true })).toBe(true);
    expect(evaluate(root, { blocked: false })).toBe(false);
    expect(evaluate(parse({ description: null }).root, {})).toBe(true);
    expect(evaluate(parse({ description: { '~': '%' } }).root, {})).toBe(false);
  });
});
