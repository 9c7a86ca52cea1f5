// The reference as web pages (codegen/emit/emit-docs-html.ts): every Markdown page of generated/docs/
// becomes an HTML page whose every link and asset resolves to a file of docs-html/ and an id of that
// page, with an anchor per action and per status code; guides in a sub-folder are rendered, linked and
// indexed like any page; a link to a page that does not exist fails the generation.

import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmitContext } from '../../codegen/emit/emit-context.js';
import { emitDocsHtml } from '../../codegen/emit/emit-docs-html.js';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { ROOT } from './paths.js';

const result = renderCatalog(ROOT);
const ctx = createEmitContext(result.catalog, 'catalog/');
const markdownOf = (files: ReadonlyMap<string, string>) => [...files].filter(([p]) => p.startsWith('docs/') && p.endsWith('.md'));
/** What the web pages are made of: every file of the Markdown reference (pages and the data they link to). */
const docsOf = (files: ReadonlyMap<string, string>) => [...files].filter(([p]) => p.startsWith('docs/'));

interface SearchEntry {
  kind: string;
  title: string;
  href: string;
}

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => unescape(m[1]!));
const refsOf = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => unescape(m[1]!));

/** Every problem with the links of a docs-html tree: a missing file, a missing id, an address elsewhere. */
function brokenLinks(site: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const check = (from: string, ref: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) {
      // the only absolute addresses allowed are links a page's Markdown gives to readers, never assets
      return;
    }
    const [path, fragment] = ref.split('#') as [string, string | undefined];
    const target = path === '' ? from : posix.normalize(posix.join(posix.dirname(from), path));
    const page = site.get(target);
    if (page === undefined) return void problems.push(`${from}: ${ref} names no file`);
    if (fragment !== undefined && fragment !== '' && !idsOf(page).includes(decodeURIComponent(fragment))) problems.push(`${from}: ${ref} names no id`);
  };
  for (const [path, text] of site) {
    if (path.endsWith('.html')) for (const ref of refsOf(text)) check(path, ref);
  }
  const index = JSON.parse(site.get('assets/search-index.json')!) as { entries: SearchEntry[] };
  for (const e of index.entries) check('index.html', e.href);
  return problems;
}

/** docs-html/<path> → text, from a rendered tree. */
const siteOf = (files: Iterable<readonly [string, string]>) =>
  new Map([...files].filter(([p]) => p.startsWith('docs-html/')).map(([p, t]) => [p.slice('docs-html/'.length), t] as [string, string]));

describe('the reference as web pages (real catalog)', () => {
  const site = siteOf(result.files);

  it('renders every Markdown page, and nothing else, as an HTML page', () => {
    const expected = markdownOf(result.files).map(([p]) => p.replace(/^docs\//, '').replace(/README\.md$/, 'index.html').replace(/\.md$/, '.html'));
    expect([...site.keys()].filter((p) => p.endsWith('.html')).sort()).toEqual(expected.sort());
  });

  it('resolves every link, asset and search result to a file and an id of the reference', () => {
    expect(brokenLinks(site)).toEqual([]);
  });

  it('loads nothing from elsewhere: style, script and icon are files of the reference', () => {
    for (const [path, text] of site) {
      if (!path.endsWith('.html')) continue;
      for (const tag of text.match(/<(?:script|link|img)\b[^>]*>/g) ?? []) expect(tag, path).not.toMatch(/(?:href|src)="(?:[a-z]+:)?\/\//i);
      expect(text, path).not.toMatch(/<script>|\sstyle="|\son[a-z]+="/); // no inline script or style (the CSP forbids them)
    }
    expect(site.get('assets/search.js')).not.toMatch(/https?:\/\//);
  });

  it('gives every action an anchor of its own name on its family page, and every status code one on the errors page', () => {
    for (const a of result.catalog.actions) expect(idsOf(site.get(`${a.family}.html`)!), a.name).toContain(a.name);
    const errorIds = idsOf(site.get('errors.html')!);
    for (const e of result.catalog.errors) expect(errorIds).toContain(`status-${e.code}`);
  });

  it('keeps ids unique within each page', () => {
    for (const [path, text] of site) {
      if (!path.endsWith('.html')) continue;
      const ids = idsOf(text);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), path).toEqual([]);
    }
  });

  it('indexes every action, token of an action and status code for the search box', () => {
    const { entries } = JSON.parse(site.get('assets/search-index.json')!) as { entries: SearchEntry[] };
    for (const a of result.catalog.actions) expect(entries).toContainEqual(expect.objectContaining({ kind: 'action', title: a.name, href: `${a.family}.html#${a.name}` }));
    for (const e of result.catalog.errors) expect(entries).toContainEqual(expect.objectContaining({ kind: 'code', title: String(e.code) }));
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'token', title: 'blocked', href: 'users.html#user_get_list' }));
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'section', href: 'routes.html#websocket-apiws-and-apistaging-live-lists' }));
  });

  it('marks the current page in the navigation of each page', () => {
    expect(site.get('users.html')).toContain('<a href="users.html" aria-current="page">users</a>');
    expect(site.get('index.html')).toContain('<a href="index.html" aria-current="page">Index</a>');
  });
});

describe('guides in a sub-folder', () => {
  const guide = [
    '<!-- a guide -->',
    '',
    '# First steps',
    '',
    'List users with [`user_get_list`](../users.md#user_get_list); codes are [here](../errors.md#status-4210).',
    '',
    '## Logging in',
    '',
    'Back to [the index](../README.md) or [elsewhere](https://example.org/).',
  ].join('\n');
  const files = [...docsOf(result.files), ['docs/guides/first-steps.md', guide] as const];
  const site = siteOf(emitDocsHtml(ctx, files));

  it('renders the guide with its links pointing at the HTML pages, and its assets one folder up', () => {
    const page = site.get('guides/first-steps.html')!;
    expect(page).toContain('href="../users.html#user_get_list"');
    expect(page).toContain('href="../errors.html#status-4210"');
    expect(page).toContain('href="../index.html"');
    expect(page).toContain('href="https://example.org/"');
    expect(page).toContain('<link rel="stylesheet" href="../assets/docs.css">');
    expect(page).toContain('<h2 id="logging-in">');
    expect(page).not.toContain('a guide'); // the Markdown's own header comment is not carried over
    expect(brokenLinks(site)).toEqual([]);
  });

  it('lists the guide under Guides on every page, and indexes its headings', () => {
    expect(site.get('index.html')).toMatch(/<h2>Guides<\/h2>\s*<ul>(\s*<li>(?:(?!<\/ul>)[\s\S])*?<\/li>)*?\s*<li><a href="guides\/first-steps.html">First steps<\/a><\/li>/);
    expect(site.get('guides/first-steps.html')).toContain('<a href="../users.html">users</a>');
    const { entries } = JSON.parse(site.get('assets/search-index.json')!) as { entries: SearchEntry[] };
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'page', title: 'First steps', href: 'guides/first-steps.html' }));
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'section', title: 'Logging in', href: 'guides/first-steps.html#logging-in' }));
  });

  it('fails the generation on a link to a page the reference does not have', () => {
    const broken = [...markdownOf(result.files), ['docs/guides/broken.md', '# Broken\n\nSee [this](../nowhere.md).'] as const];
    expect(() => emitDocsHtml(ctx, broken)).toThrow(/docs\/guides\/broken\.md links to \.\.\/nowhere\.md/);
  });
});
