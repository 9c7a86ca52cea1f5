// Every text an action writes fits its column as the catalog bounds it: a VARCHAR(n) of utf8mb4 holds n
// characters of any kind, a TEXT column 65,535 bytes (4 per character at most), so a text the validators
// accept can never fail the database (1100 for 40,000 `é` in a configuration value, MariaDB's TEXT).
// The columns are read from the schema the migrations build (runtime/db/migrations.ts).
import { describe, expect, it } from 'vitest';
import { actions, objects } from '../../generated/registry.js';
import { useMigratedSqlite } from '../migrated-sqlite.js';

const TEXT_BYTES = 65_535;
const schema = useMigratedSqlite();

function columnType(table: string, column: string): string | undefined {
  const rows = schema().prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[];
  return rows.find((r) => r.name === column)?.type.toLowerCase();
}

describe('text arguments and their columns', () => {
  it('every written text token is bounded within its column', () => {
    const problems: string[] = [];
    const written = new Set<string>();
    for (const action of Object.values(actions)) {
      if (!action.object) continue;
      for (const arg of Object.values(action.arguments)) if (!arg.special) written.add(`${action.object}.${arg.name}`);
    }
    let checked = 0;
    for (const key of written) {
      const [objectName, tokenName] = key.split('.') as [string, string];
      const object = objects[objectName as keyof typeof objects];
      const token = object?.tokens[tokenName];
      if (!token || token.virtual || !token.column || token.type !== 'string') continue;
      const type = columnType(object.table!, token.column);
      const varchar = /^varchar\((\d+)\)$/.exec(type ?? '');
      checked++;
      if (token.maxLength === undefined && !token.enum) problems.push(`${key}: no max_length (column ${type})`);
      else if (varchar && (token.maxLength ?? 0) > Number(varchar[1])) problems.push(`${key}: max_length ${token.maxLength} > ${type}`);
      else if (type === 'text' && (token.maxLength ?? 0) * 4 > TEXT_BYTES) problems.push(`${key}: up to ${(token.maxLength ?? 0) * 4} bytes > TEXT`);
      else if (!varchar && type !== 'text') problems.push(`${key}: column type ${type}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
