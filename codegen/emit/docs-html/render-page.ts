// One Markdown page of generated/docs/ rendered to the HTML of its <main> with `marked`: headings get
// GitHub's ids (heading-slug.ts) and a link to themselves, links between Markdown pages point at the
// HTML pages, and tables sit in a labelled scrolling region. The Markdown is the generator's own (or a
// guide of the repository), so its inline HTML (`<a id>` anchors) is kept as written.

import { posix } from 'node:path';
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { createSlugger } from './heading-slug.js';
import { escapeHtml } from './escape-html.js';

export interface PageHeading {
  depth: number;
  /** The heading as plain text. */
  text: string;
  id: string;
}

export interface RenderedPage {
  /** The text of the first level-1 heading (the page's name in titles and navigation). */
  title: string;
  /** The rendered Markdown, for the page's <main>. */
  html: string;
  headings: PageHeading[];
}

/** `docs/users.md` → `users.html`; a README is its folder's `index.html`. Paths relative to docs/. */
export function htmlPathOf(markdownPath: string): string {
  const inDocs = markdownPath.replace(/^docs\//, '');
  return inDocs.replace(/(^|\/)README\.md$/, '$1index.html').replace(/\.md$/, '.html');
}

/**
 * Renders `markdown`, the page `pagePath` (relative to generated/, e.g. `docs/users.md`); `pages` holds
 * every Markdown page of the reference, so that a link to any other `.md` fails the generation instead
 * of leaving a dead link behind.
 */
export function renderMarkdownPage(markdown: string, pagePath: string, pages: ReadonlySet<string>): RenderedPage {
  const slug = createSlugger();
  const headings: PageHeading[] = [];
  const pageDir = posix.dirname(pagePath);
  let currentHeading = '';

  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = slug(text);
        headings.push({ depth, text, id });
        currentHeading = text;
        const link = `<a class="self-link" href="#${escapeHtml(id)}" aria-label="Link to this section: ${escapeHtml(text)}">#</a>`;
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)} ${link}</h${depth}>\n`;
      },
      table(this: Renderer, token: Tokens.Table) {
        // wide tables scroll inside their own region, reachable by keyboard and named after their section
        const label = escapeHtml(currentHeading ? `Table: ${currentHeading}` : 'Table');
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">\n${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      link(this: Renderer, token: Tokens.Link) {
        const target = linkTarget(token.href, pageDir, pages, pagePath);
        if (target === undefined) return Renderer.prototype.link.call(this, token);
        return Renderer.prototype.link.call(this, { ...token, href: target });
      },
    },
  });

  const tokens = marked.lexer(markdown);
  // the Markdown's "generated, do not edit" comment: the HTML page carries its own
  if (tokens[0]?.type === 'html' && (tokens[0] as Tokens.HTML).text.trimStart().startsWith('<!--')) tokens.shift();
  // an anchor on a line of its own (`<a id="live-lists"></a>` above a heading) would sit in an empty paragraph
  const html = marked.parser(tokens as Token[] as never).replace(/<p>(<a id="[^"]*"><\/a>)<\/p>\n/g, '$1\n');
  const title = headings.find((h) => h.depth === 1)?.text ?? posix.basename(pagePath, '.md');
  return { title, html, headings };
}

/**
 * The HTML address of a link to another Markdown page of the reference (`errors.md#status-4210` →
 * `errors.html#status-4210`, relative to the page), or undefined for any other link (kept as written).
 */
function linkTarget(href: string, pageDir: string, pages: ReadonlySet<string>, pagePath: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return undefined;
  const hash = href.indexOf('#');
  const path = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : href.slice(hash);
  if (!path.endsWith('.md')) return undefined;
  const resolved = posix.normalize(posix.join(pageDir, path));
  if (!pages.has(resolved)) throw new Error(`${pagePath} links to ${href}, which is not a page of generated/docs/`);
  const from = posix.dirname(htmlPathOf(pagePath));
  const to = htmlPathOf(resolved);
  return (posix.relative(from, to) || posix.basename(to)) + fragment;
}
