// Answer rows built by code compiled once per field list (runtime/executors/select.ts rowBuilderOf) and
// statement rows made objects by a literal compiled once per statement (runtime/db/statement-cache.ts
// objectOf) are the objects the loops they replace build: the same keys in the same order, the same
// values, for every read action's fields of the generated catalog, with random values of every kind.
import { describe, expect, it } from 'vitest';
import { actions, objects, type ObjectName } from '../../generated/registry.js';
import { objectOf } from '../../runtime/db/statement-cache.js';
import { genericBuilder, rowBuilderOf } from '../../runtime/executors/select.js';
import type { ActionMeta, ObjectMeta } from '../../runtime/support/registry-types.js';

function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const VALUES: unknown[] = [null, undefined, 0, 7, -3, 2 ** 40, '', 'x', '12', 'a "quoted" \\ text\n', '2026-11-26T04:00:00', { a: 1 }, ['x'], 1.5];

/** Both builders side by side, over random statement rows and loaded values, as JSON text and as key lists. */
function same(object: ObjectMeta, fields: string[], countersAsIntegers: boolean, r: (n: number) => number): void {
  const compiled = rowBuilderOf(object, fields, countersAsIntegers);
  const generic = genericBuilder(object, fields, countersAsIntegers);
  expect(compiled.loaders).toEqual(generic.loaders);
  for (let i = 0; i < 20; i++) {
    const row: Record<string, unknown> = {};
    for (const f of fields) if (r(5)) row[f] = VALUES[r(VALUES.length)];
    const id = r(100);
    const values = compiled.loaders.map(() => (r(4) ? new Map([[id, r(2) ? { k: `v${r(9)}` } : null]]) : r(2) ? new Map() : undefined));
    let a: unknown;
    let b: unknown;
    let errA: unknown;
    let errB: unknown;
    try {
      a = compiled.row(row, id, values);
    } catch (e) {
      errA = String(e);
    }
    try {
      b = generic.row(row, id, values);
    } catch (e) {
      errB = String(e);
    }
    expect(errA).toEqual(errB);
    if (errA) continue;
    expect(Object.keys(a as object)).toEqual(Object.keys(b as object));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  }
}

describe('compiled answer rows', () => {
  const reads = Object.values(actions as Record<string, ActionMeta>).filter((a) => ['list', 'details', 'tiny', 'state'].includes(a.kind) && a.object);
  it(`build what the loop builds, for the fields of ${reads.length} read actions and random subsets of them`, () => {
    expect(reads.length).toBeGreaterThan(20);
    const r = random(18);
    for (const action of reads) {
      const object = objects[action.object as ObjectName] as ObjectMeta;
      same(object, [...action.fields], action.kind === 'state', r);
      const subset = action.fields.filter(() => r(2));
      same(object, subset, action.kind === 'state', r);
      same(object, [...subset].reverse(), action.kind === 'state', r);
    }
  });

  it('an object made per request (custom property tokens) is built by the loop', () => {
    const object = objects.user as ObjectMeta;
    const copy: ObjectMeta = { ...object, tokens: { ...object.tokens } };
    const fields = ['id', 'name'];
    expect(rowBuilderOf(copy, fields, false).row.name).not.toBe('row');
    expect(rowBuilderOf(object, fields, false).row.name).toBe('row');
  });
});

describe('statement rows as objects', () => {
  it('a compiled literal builds what the loop builds, duplicate and odd names included', () => {
    const loop = (names: string[], values: unknown[]) => {
      const row: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) row[names[c]!] = values[c];
      return row;
    };
    const lists = [['__id', 'name', 'tenant_name'], ['n'], ['a', 'b', 'a'], ['COUNT(*)', 'x"y', "it's", 'back\\slash', '1', '0', 'é'], ['__proto__', 'a'], []];
    for (const names of lists) {
      const build = objectOf(names);
      const values = names.map((_, i) => VALUES[(i * 5) % VALUES.length]);
      const a = build(values);
      const b = loop(names, values);
      expect(Object.keys(a)).toEqual(Object.keys(b));
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
    }
  });
});
