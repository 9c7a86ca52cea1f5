// generated/docs/guides/: the guides, from their hand-written sources (load/load-guides.ts) with the
// parts drawn from the catalog put in place, so a table of codes or channels is never out of date.

import type { Catalog } from '../model.js';
import { GUIDE_PART, type GuideSource } from '../load/load-guides.js';
import { GUIDE_PARTS } from './guide-parts.js';

export function emitGuides(catalog: Catalog, guides: readonly GuideSource[], header: string): [string, string][] {
  if (guides.length === 0) return [];
  return [['docs/guides/README.md', header + guidesIndex(guides)], ...guides.map((g): [string, string] => {
    const body = g.text
      .split('\n')
      .map((line) => {
        const part = GUIDE_PART.exec(line);
        return part ? GUIDE_PARTS[part[1]!]!(catalog).trimEnd() : line;
      })
      .join('\n');
    return [`docs/guides/${g.name}`, `${header}<!-- Source: ${g.file}. -->\n\n${body.trimEnd()}\n`];
  })];
}

/**
 * guides/README.md, the folder's index (`/api/docs/guides/` in the web pages, and what GitHub shows for
 * the folder): every guide in order, so that the address of the guides as a whole answers.
 */
function guidesIndex(guides: readonly GuideSource[]): string {
  let out = '# Guides\n\n';
  out += 'How requests, sessions, filters, fields, paging, dates, errors, live lists and image transfers work, ';
  out += 'for every action alike; the [reference](../README.md) documents each action.\n\n';
  for (const g of guides) out += `- [${g.title}](${g.name})\n`;
  return out;
}
