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
    const expected = 'Generated from test/fixtures/catalog-mini/ by `make gen`; do not edit.';
    // each file says it in its own comment syntax; an HTML page after its doctype, JSON in `$comment`
    const origin = (path: string, text: string): string => {
      const [first, second] = text.split('\n');
      if (path.endsWith('.html')) return first === '<!doctype html>' ? second! : `(no doctype) ${first}`;
      // JSON has no comments: the search index says it as `$comment`, examples.json as `generated`, the API
      // documents as info.x-generated, a package.json under the key "//" (npm's convention)
      if (path.endsWith('.json')) {
        const doc = JSON.parse(text) as { $comment?: string; generated?: string; info?: Record<string, unknown>; '//'?: string };
        return `<!-- ${doc.$comment ?? doc.generated ?? doc.info?.['x-generated'] ?? doc['//']} -->`;
      }
      if (path.endsWith('.css')) return first!.replace(/^\/\* (.*) \*\/$/, '<!-- $1 -->');
      // what the system or the shell reads first (`#!`, zsh's `#compdef`) stays first; shell scripts comment with `#`
      if (first!.startsWith('#!') || first!.startsWith('#compdef')) return origin(path, text.slice(first!.length + 1));
      if (/\.(bash|zsh|fish)$/.test(path)) return first!.replace(/^# /, '// ');
      return first!;
    };
    for (const [path, text] of result.files) {
      const markup = /\.(md|html|json|css|svg)$/.test(path);
      expect(origin(path, text), path).toBe(markup ? `<!-- ${expected} -->` : `// ${expected}`);
      expect(text, path).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\b/);
    }
  });
});
