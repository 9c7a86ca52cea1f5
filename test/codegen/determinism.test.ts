// `make gen` is byte-for-byte deterministic, and the committed generated/ matches the catalog.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { diffTree } from '../../codegen/sync/sync-tree.js';
import { MINI, ROOT } from './paths.js';

describe('determinism', () => {
  it('renders the mini catalog to identical bytes twice', () => {
    const a = renderCatalog(ROOT, { catalogDir: MINI });
    const b = renderCatalog(ROOT, { catalogDir: MINI });
    expect([...b.files.entries()]).toEqual([...a.files.entries()]);
  });

  it('renders the real catalog to identical bytes twice, without diagnostics', () => {
    const a = renderCatalog(ROOT);
    const b = renderCatalog(ROOT);
    expect(a.report).toEqual([]);
    expect([...b.files.entries()]).toEqual([...a.files.entries()]);
  });

  it('finds generated/ up to date (gen-check is clean)', () => {
    const result = renderCatalog(ROOT);
    const diff = diffTree(join(ROOT, 'generated'), result.files);
    expect({ modified: diff.modified, missing: diff.missing, orphaned: diff.orphaned }).toEqual({
      modified: [],
      missing: [],
      orphaned: [],
    });
  });
});
