// generated/docs-html/: the Markdown reference (every .md under generated/docs/, as the other emitters
// rendered it) as web pages the server serves at /api/docs/ — one HTML page per Markdown page with the
// navigation between them, the style sheet and search script (docs-html/assets/, copied from
// codegen/emit/docs-html/assets/), and the search index built from the catalog and the pages' headings.
// Nothing is fetched from elsewhere: every file a page needs is written here.

import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { compareText } from '../diagnostics.js';
import type { EmitContext } from './emit-context.js';
import { pageHtml, type NavGroup } from './docs-html/page-layout.js';
import { htmlPathOf, renderMarkdownPage, type RenderedPage } from './docs-html/render-page.js';
import { searchEntries, searchIndexJson, type IndexedPage } from './docs-html/search-index.js';

const OUT = 'docs-html';

/** The static assets, as written in codegen/emit/docs-html/assets/ (read at generation time only). */
function asset(name: string): string {
  return readFileSync(new URL(`./docs-html/assets/${name}`, import.meta.url), 'utf8');
}

/**
 * `docs`: the rendered files whose path starts with `docs/`. Markdown pages become HTML pages; any other
 * file (the example sequence as data, examples.json, which a page links to) is served beside them as it is.
 */
export function emitDocsHtml(ctx: EmitContext, docs: readonly (readonly [string, string])[]): [string, string][] {
  const origin = ctx.header.replace(/^\/\/ /, '');
  const sources = docs.filter(([path]) => path.endsWith('.md')).sort(([a], [b]) => compareText(a, b));
  const dataFiles = docs.filter(([path]) => !path.endsWith('.md')).sort(([a], [b]) => compareText(a, b));
  const pagePaths = new Set(sources.map(([path]) => path));
  const familyPages = new Set(ctx.catalog.families.map((f) => `docs/${f.name}.md`));

  const rendered = new Map<string, RenderedPage>();
  for (const [path, text] of sources) rendered.set(path, renderMarkdownPage(text, path, pagePaths));

  const nav = navigation(rendered, familyPages, ctx.catalog.families.map((f) => f.name));
  const out: [string, string][] = [];
  const indexed: IndexedPage[] = [];
  for (const [path, page] of rendered) {
    const htmlPath = htmlPathOf(path);
    out.push([`${OUT}/${htmlPath}`, pageHtml({ title: page.title, path: htmlPath, content: page.html, origin, nav })]);
    indexed.push({ path: htmlPath, title: page.title, headings: page.headings, family: familyPages.has(path) });
  }
  for (const [path, text] of dataFiles) out.push([`${OUT}/${path.replace(/^docs\//, '')}`, text]);
  out.push([`${OUT}/assets/search-index.json`, searchIndexJson(origin, searchEntries(ctx.catalog, indexed))]);
  out.push([`${OUT}/assets/docs.css`, `/* ${origin} */\n\n${asset('docs.css')}`]);
  out.push([`${OUT}/assets/search.js`, `// ${origin}\n\n${asset('search.js')}`]);
  out.push([`${OUT}/assets/icon.svg`, `<!-- ${origin} -->\n${asset('icon.svg')}`]);
  return out;
}

/**
 * The navigation every page shows: the index and the reference's other top-level pages, the families,
 * then one group per sub-folder (guides/ → "Guides"), each in path order.
 */
function navigation(rendered: ReadonlyMap<string, RenderedPage>, familyPages: ReadonlySet<string>, families: readonly string[]): NavGroup[] {
  const reference: NavGroup = { title: 'Reference', pages: [] };
  const familyGroup: NavGroup = { title: 'Families', pages: [] };
  const folders = new Map<string, NavGroup>();
  for (const [path, page] of rendered) {
    const entry: [string, string] = [htmlPathOf(path), path === 'docs/README.md' ? 'Index' : page.title];
    const folder = posix.dirname(path.replace(/^docs\//, ''));
    if (familyPages.has(path)) continue;
    if (folder === '.') {
      if (path === 'docs/README.md') reference.pages.unshift(entry);
      else reference.pages.push(entry);
      continue;
    }
    const title = folder.charAt(0).toUpperCase() + folder.slice(1).replace(/[-_/]/g, ' ');
    if (!folders.has(folder)) folders.set(folder, { title, pages: [] });
    // a folder's index leads its group
    if (path.endsWith('/README.md')) folders.get(folder)!.pages.unshift([entry[0], `All ${title.toLowerCase()}`]);
    else folders.get(folder)!.pages.push(entry);
  }
  for (const name of [...families].sort(compareText)) {
    if (rendered.has(`docs/${name}.md`)) familyGroup.pages.push([`${name}.html`, name]);
  }
  return [reference, familyGroup, ...folders.values()].filter((g) => g.pages.length > 0);
}
