// The mini catalog renders to exactly the committed golden tree. UPDATE_GOLDEN=1 rewrites the tree
// (then review the diff: it is the generator's output change).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { listTree, writeTree } from '../../codegen/sync/sync-tree.js';
import { MINI, MINI_GOLDEN, ROOT } from './paths.js';

describe('golden output of test/fixtures/catalog-mini', () => {
  const result = renderCatalog(ROOT, { catalogDir: MINI });

  it('loads without diagnostics', () => {
    expect(result.report).toEqual([]);
  });

  if (process.env['UPDATE_GOLDEN'] === '1') {
    it('rewrites the golden tree', () => {
      writeTree(MINI_GOLDEN, result.files);
    });
    return;
  }

  it('produces exactly the golden files', () => {
    expect([...result.files.keys()]).toEqual(listTree(MINI_GOLDEN));
  });

  for (const [path, text] of result.files) {
    it(`renders ${path} as in the golden tree`, () => {
      expect(text).toBe(readFileSync(join(MINI_GOLDEN, path), 'utf8'));
    });
  }

  it('starts every file with the one-line header and nothing volatile', () => {
    for (const [path, text] of result.files) {
      const first = text.split('\n')[0]!;
      const expected = 'Generated from test/fixtures/catalog-mini/ by `make gen`; do not edit.';
      // JSON has no comments: examples.json carries the header as `generated`, the API documents as
      // info.x-generated, a package.json under the key "//" (npm's convention)
      if (path.endsWith('.json')) {
        const doc = JSON.parse(text) as { generated?: string; info?: Record<string, unknown>; '//'?: string };
        expect(doc.generated ?? doc.info?.['x-generated'] ?? doc['//'], path).toBe(expected);
      } else expect(first, path).toBe(path.endsWith('.md') ? `<!-- ${expected} -->` : `// ${expected}`);
      expect(text, path).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\b/);
    }
  });
});
