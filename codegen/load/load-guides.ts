// The guides' hand-written sources (docs/guides-src/, beside the catalog directory): Markdown files
// named `NN-<name>.md`, read in name order, which is the order the index lists them in. A line holding
// only `<!-- catalog:<part> -->` is replaced by that part drawn from the catalog (emit/guide-parts.ts);
// an unknown part is a diagnostic at its line, as a catalog mistake is.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compareText, type Diagnostic } from '../diagnostics.js';

export interface GuideSource {
  /** Output name without the order prefix, e.g. `requests.md`. */
  name: string;
  /** The first `# ` heading. */
  title: string;
  /** Display path of the source, e.g. docs/guides-src/01-requests.md. */
  file: string;
  text: string;
}

export const GUIDE_PART = /^<!-- catalog:([a-z-]+) -->$/;
const GUIDE_FILE = /^\d{2}-([a-z0-9-]+\.md)$/;

export function loadGuides(rootDir: string, guidesDir: string, parts: ReadonlySet<string>): { guides: GuideSource[]; diagnostics: Diagnostic[] } {
  const guides: GuideSource[] = [];
  const diagnostics: Diagnostic[] = [];
  if (!existsSync(guidesDir)) return { guides, diagnostics };
  for (const entry of readdirSync(guidesDir).sort(compareText)) {
    const file = relative(rootDir, join(guidesDir, entry)).split(sep).join('/');
    const named = GUIDE_FILE.exec(entry);
    if (!named) {
      if (entry.endsWith('.md')) diagnostics.push({ file, line: 1, col: 1, length: 1, code: 'guide-name', message: `a guide source is named NN-<name>.md, not ${entry}` });
      continue;
    }
    const text = readFileSync(join(guidesDir, entry), 'utf8');
    const lines = text.split('\n');
    const heading = lines.find((l) => l.startsWith('# '));
    if (!heading) diagnostics.push({ file, line: 1, col: 1, length: 1, code: 'guide-title', message: 'a guide starts with a `# ` title' });
    lines.forEach((line, i) => {
      const part = GUIDE_PART.exec(line);
      if (part && !parts.has(part[1]!)) {
        diagnostics.push({ file, line: i + 1, col: 1, length: line.length, code: 'unknown-guide-part', message: `no catalog part "${part[1]}"; known: ${[...parts].sort(compareText).join(', ')}` });
      }
    });
    guides.push({ name: named[1]!, title: heading?.slice(2).trim() ?? named[1]!, file, text });
  }
  return { guides, diagnostics };
}
