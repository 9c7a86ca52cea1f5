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
  }, 120_000);

  // The real catalog takes seconds of CPU to render and the render is synchronous: two renders in two
  // tests (a third would only repeat the first), so the test worker answers its runner between them, with
  // room for a machine busy with other test files.
  let first: ReturnType<typeof renderCatalog> | undefined;

  it('renders the real catalog without diagnostics, to what generated/ holds (gen-check is clean)', () => {
    first = renderCatalog(ROOT);
    expect(first.report).toEqual([]);
    const diff = diffTree(join(ROOT, 'generated'), first.files);
    expect({ modified: diff.modified, missing: diff.missing, orphaned: diff.orphaned }).toEqual({
      modified: [],
      missing: [],
      orphaned: [],
    });
  }, 120_000);

  it('renders the real catalog to identical bytes a second time', () => {
    expect(first).toBeDefined();
    const again = renderCatalog(ROOT);
    expect([...again.files.entries()]).toEqual([...first!.files.entries()]);
  }, 120_000);
});
