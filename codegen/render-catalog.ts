// The generator as a function: load → check → render, entirely in memory. The CLI (main.ts) and the
// tests call this; nothing here touches generated/.

import { relative, resolve, sep } from 'node:path';
import { checkCatalog } from './check/check-catalog.js';
import { formatDiagnostic, normalizeDiagnostics, type Diagnostic } from './diagnostics.js';
import { emitCli } from './emit/emit-cli.js';
import { emitClient } from './emit/emit-client.js';
import { emitDocs } from './emit/emit-docs.js';
import { emitDocsHtml } from './emit/emit-docs-html.js';
import { createEmitContext } from './emit/emit-context.js';
import { emitErrors } from './emit/emit-errors.js';
import { emitQueries } from './emit/emit-queries.js';
import { emitRegistry } from './emit/emit-registry.js';
import { emitValidators } from './emit/emit-validators.js';
import { emitOpenApi } from './emit/openapi/emit-openapi.js';
import { emitAsyncApi } from './emit/asyncapi/emit-asyncapi.js';
import { loadCatalog } from './load/load-catalog.js';
import { loadGuides } from './load/load-guides.js';
import { GUIDE_PARTS } from './emit/guide-parts.js';
import type { Catalog } from './model.js';

export interface RenderOptions {
  /** Catalog directory, absolute or relative to the root (default `catalog`). */
  catalogDir?: string;
  /** Guide sources, absolute or relative to the root (default `docs/guides-src` beside the catalog directory). */
  guidesDir?: string;
}

export interface RenderResult {
  /** Output path relative to generated/ → content; empty when there are diagnostics. */
  files: Map<string, string>;
  /** Catalog mistakes, sorted; rendering happens only when there are none. */
  diagnostics: Diagnostic[];
  /** The diagnostics as printed: headline, source line, caret. */
  report: string[];
  catalog: Catalog;
}

export function renderCatalog(rootDir: string, options: RenderOptions = {}): RenderResult {
  const root = resolve(rootDir);
  const catalogDir = resolve(root, options.catalogDir ?? 'catalog');
  const loaded = loadCatalog(root, catalogDir);
  const guidesDir = options.guidesDir ? resolve(root, options.guidesDir) : resolve(catalogDir, '..', 'docs', 'guides-src');
  const guides = loadGuides(root, guidesDir, new Set(Object.keys(GUIDE_PARTS)));
  const diagnostics = normalizeDiagnostics([...loaded.diagnostics, ...checkCatalog(loaded.catalog), ...guides.diagnostics]);
  const report = diagnostics.map((d) => formatDiagnostic(d, loaded.sources.get(d.file) ?? guides.guides.find((g) => g.file === d.file)?.text));
  const files = new Map<string, string>();
  if (diagnostics.length > 0) return { files, diagnostics, report, catalog: loaded.catalog };

  const label = `${relative(root, catalogDir).split(sep).join('/') || '.'}/`;
  const ctx = createEmitContext(loaded.catalog, label);
  const validators = emitValidators(ctx);
  const rendered: [string, string][] = [
    ['errors.ts', emitErrors(ctx)],
    ['queries.ts', emitQueries(ctx)],
    ['registry.ts', emitRegistry(ctx, validators.names)],
    ['validators.d.ts', validators.dts],
    ['validators.js', validators.js],
    ...emitDocs(ctx, guides.guides),
    emitOpenApi(ctx),
    emitAsyncApi(ctx),
    ...emitClient(ctx),
    ...emitCli(ctx),
  ];
  // after every other emitter: the web pages render every Markdown page of the reference, whichever wrote it
  rendered.push(...emitDocsHtml(ctx, rendered.filter(([path]) => path.startsWith('docs/'))));
  for (const [path, text] of rendered.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (files.has(path)) throw new Error(`two emitters produced ${path}`);
    files.set(path, text);
  }
  return { files, diagnostics, report, catalog: loaded.catalog };
}
