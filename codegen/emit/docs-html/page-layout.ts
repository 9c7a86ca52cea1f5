// The frame around every HTML page of the reference: title, style sheet, the search box (hidden until
// the search script shows it, so that a browser without JavaScript shows no dead control), the
// navigation between pages, and the page's content. Every address is relative to the page, so the
// reference works wherever it is served (`/api/docs/`) and from the files themselves.

import { posix } from 'node:path';
import { escapeHtml } from './escape-html.js';

export const SITE_TITLE = 'svc-admin API reference';

export interface NavGroup {
  title: string;
  /** Pages as [path relative to docs-html/, link text]. */
  pages: [string, string][];
}

export interface PageFrame {
  /** `# heading` of the page. */
  title: string;
  /** Path of the page relative to docs-html/, e.g. `users.html` or `guides/start.html`. */
  path: string;
  /** The page's rendered Markdown. */
  content: string;
  /** "Generated from …; do not edit." */
  origin: string;
  nav: readonly NavGroup[];
}

export function pageHtml(frame: PageFrame): string {
  const dir = posix.dirname(frame.path);
  const href = (target: string) => escapeHtml(posix.relative(dir, target) || posix.basename(target));
  const index = frame.path === 'index.html';
  const title = index ? SITE_TITLE : `${frame.title} · ${SITE_TITLE}`;
  const nav = frame.nav
    .map((group) => {
      const items = group.pages.map(([path, text]) => {
        const current = path === frame.path ? ' aria-current="page"' : '';
        return `      <li><a href="${href(path)}"${current}>${escapeHtml(text)}</a></li>`;
      });
      return `    <h2>${escapeHtml(group.title)}</h2>\n    <ul>\n${items.join('\n')}\n    </ul>`;
    })
    .join('\n');
  return `<!doctype html>
<!-- ${escapeHtml(frame.origin)} -->
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="${href('assets/icon.svg')}" type="image/svg+xml">
  <link rel="stylesheet" href="${href('assets/docs.css')}">
  <script src="${href('assets/search.js')}" defer></script>
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
  <a class="site-title" href="${href('index.html')}">${escapeHtml(SITE_TITLE)}</a>
  <form class="search" role="search" hidden>
    <label for="search-input">Search</label>
    <input id="search-input" type="search" autocomplete="off" spellcheck="false" placeholder="action, token, status code, heading" aria-describedby="search-status" aria-controls="search-results">
    <div class="search-panel" hidden>
      <p id="search-status" class="search-status" role="status" aria-live="polite"></p>
      <ol id="search-results" class="search-results"></ol>
    </div>
  </form>
</header>
<div class="layout">
  <nav class="site-nav" aria-label="Reference pages">
${nav}
  </nav>
  <main id="content" tabindex="-1">
${frame.content.trimEnd()}
  </main>
</div>
</body>
</html>
`;
}
