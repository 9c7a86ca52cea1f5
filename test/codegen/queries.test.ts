// Generated query builders: assert the SQL and its parameters, then run it on a real database
// (SQLite in memory). Uses the mini catalog's golden queries.ts, so the SQL here changes only when
// the generator's output does.

import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MINI_GOLDEN } from './paths.js';

interface MiniQueries {
  widgetFrom(db: Kysely<any>, joins?: ReadonlySet<string>): SelectQueryBuilder<any, any, {}>;
  widgetJoins: { always: string[]; where: string[]; tokens: Record<string, string[]> };
  widgetTokenSql: Record<string, RawBuilder<unknown>>;
  queryBuilders: Record<string, { from: unknown; tokenSql: unknown; where?: unknown }>;
}

// A computed specifier keeps tsc from type-checking the golden tree (its imports resolve from generated/).
const q = (await import(`${MINI_GOLDEN}/queries.ts`)) as MiniQueries;

const sqlite = new Database(':memory:');
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
afterAll(() => db.destroy());

describe('generated query builders', () => {
  const t = q.widgetTokenSql;
  const query = () =>
    q
      .widgetFrom(db)
      .select([t['id']!.as('id'), t['name']!.as('name'), t['tenant_name']!.as('tenant_name'), t['number_of_parts']!.as('number_of_parts')])
      .where(t['size']!, '>=', 2)
      .orderBy(t['id']!);

  it('selects from the table with its joins and fixed condition; values are bound', () => {
    const compiled = query().compile();
    expect(compiled.sql).toBe(
      'select w.id as "id", w.name as "name", tn.name as "tenant_name", ' +
        '(SELECT COUNT(*) FROM parts p WHERE p.widget_id = w.id) as "number_of_parts" ' +
        'from "widgets" as "w" left join "tenants" as "tn" on tn.id = w.tenant_id ' +
        'where w.id > 0 and w.size >= ? order by w.id',
    );
    expect(compiled.parameters).toEqual([2]);
  });

  it('leaves out a to-one join the statement does not read, keeps it when named', () => {
    const base = (joins: ReadonlySet<string>) => q.widgetFrom(db, joins).select(t['id']!.as('id')).compile().sql;
    expect(base(new Set())).toBe('select w.id as "id" from "widgets" as "w" where w.id > 0');
    expect(base(new Set(['tn']))).toBe('select w.id as "id" from "widgets" as "w" left join "tenants" as "tn" on tn.id = w.tenant_id where w.id > 0');
    expect(q.widgetJoins.tokens['tenant_name']).toEqual(['tn']);
    expect(q.widgetJoins.tokens['name']).toEqual([]);
    expect(q.widgetJoins.always).toEqual([]);
  });

  it('has a closed token map: only tokens with a read expression, no prototype keys', () => {
    expect(Object.keys(t).sort()).toEqual(
      ['active', 'color', 'creation_admin_id', 'creation_admin_name', 'creation_date', 'id', 'name', 'number_of_parts', 'phase', 'size', 'spun_at', 'tenant_id', 'tenant_name', 'time_since_spin'],
    );
    expect(Object.hasOwn(t, 'secret')).toBe(false); // write only
    expect(Object.hasOwn(t, 'tags')).toBe(false); // loader
    expect(Object.hasOwn(t, 'constructor')).toBe(false);
    expect(Object.keys(q.queryBuilders)).toEqual(['widget']);
  });

  it('runs on SQLite', async () => {
    sqlite.exec(`
      CREATE TABLE tenants (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE widgets (id INTEGER PRIMARY KEY, tenant_id INTEGER, name TEXT, size INTEGER);
      CREATE TABLE parts (id INTEGER PRIMARY KEY, widget_id INTEGER);
      INSERT INTO tenants VALUES (0, '*'), (1, 'default');
      INSERT INTO widgets VALUES (0, 0, 'hidden', 5), (1, 1, 'small', 1), (2, 1, 'big', 3), (3, 1, 'huge', 9);
      INSERT INTO parts VALUES (1, 2), (2, 2), (3, 3);
    `);
    expect(await query().execute()).toEqual([
      { id: 2, name: 'big', tenant_name: 'default', number_of_parts: 2 },
      { id: 3, name: 'huge', tenant_name: 'default', number_of_parts: 1 },
    ]);
  });
});
