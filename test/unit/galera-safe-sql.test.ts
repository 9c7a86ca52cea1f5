// What a MariaDB Galera cluster does not replicate is not used by the server (docs/decisions.md "MariaDB
// Galera"): no advisory lock (GET_LOCK, and its RELEASE_LOCK, IS_FREE_LOCK) and no LOCK TABLES, which hold
// on one node only, so two servers on two nodes would each get "the" lock. Orders across processes are
// rows the transactions write. Comments may name them; code may not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The file's code without its comments (line comments and block comments). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('the server on Galera', () => {
  it('takes no advisory lock and locks no table', () => {
    const files = [...sources(join(ROOT, 'runtime')), ...sources(join(ROOT, 'generated')).filter((f) => !f.includes('docs'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const hits = code(readFileSync(file, 'utf8')).match(/\b(GET_LOCK|RELEASE_LOCK|IS_FREE_LOCK|IS_USED_LOCK|LOCK\s+TABLES?)\b/gi) ?? [];
      return hits.map((hit) => `${relative(ROOT, file)}: ${hit}`);
    });
    expect(found).toEqual([]);
  });
});
