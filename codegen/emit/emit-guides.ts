// generated/docs/guides/: the guides, from their hand-written sources (load/load-guides.ts) with the
// parts drawn from the catalog put in place, so a table of codes or channels is never out of date.

import type { Catalog } from '../model.js';
import { GUIDE_PART, type GuideSource } from '../load/load-guides.js';
import { GUIDE_PARTS } from './guide-parts.js';

export function emitGuides(catalog: Catalog, guides: readonly GuideSource[], header: string): [string, string][] {
  return guides.map((g) => {
    const body = g.text
      .split('\n')
      .map((line) => {
        const part = GUIDE_PART.exec(line);
        return part ? GUIDE_PARTS[part[1]!]!(catalog).trimEnd() : line;
      })
      .join('\n');
    return [`docs/guides/${g.name}`, `${header}<!-- Source: ${g.file}. -->\n\n${body.trimEnd()}\n`];
  });
}
