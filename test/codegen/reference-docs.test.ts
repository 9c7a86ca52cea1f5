// The reference as an integrator reads it: every action has an example in the replayed sequence, every
// guide source is rendered and linked from the index, every relative link of generated/docs/ reaches an
// existing page and anchor, and the filters guide names every operator the server parses.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../runtime/query/filter-ast.js';
import { renderCatalog } from '../../codegen/render-catalog.js';
import { ROOT } from './paths.js';

const DOCS = join(ROOT, 'generated/docs');
const result = renderCatalog(ROOT);
const read = (path: string): string => readFileSync(join(DOCS, path), 'utf8');

/** Every Markdown page under generated/docs/, relative to it. */
function pages(dir = ''): string[] {
  return readdirSync(join(DOCS, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

/** The anchors a page offers: explicit ids and its headings as Markdown renderers slug them. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/<a id="([^"]+)"><\/a>/g)) out.add(m[1]!);
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    out.add(m[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-'));
  }
  return out;
}

describe('the reference', () => {
  it('has an example for every action, in the replayed sequence', () => {
    const examples = JSON.parse(read('examples.json')) as { steps: { action: string }[] };
    const shown = new Set(examples.steps.map((s) => s.action));
    expect(result.catalog.actions.filter((a) => !shown.has(a.name)).map((a) => a.name)).toEqual([]);
    for (const a of result.catalog.actions) expect(read(`${a.family}.md`), a.name).toMatch(new RegExp(`--data-urlencode 'action=${a.name}'`));
  });

  it('renders every guide source and links it from the index', () => {
    const sources = readdirSync(join(ROOT, 'docs/guides-src')).filter((n) => n.endsWith('.md'));
    expect(sources.length).toBeGreaterThanOrEqual(10);
    const index = read('README.md');
    for (const source of sources) {
      const name = source.replace(/^\d{2}-/, '');
      expect(result.files.has(`docs/guides/${name}`), source).toBe(true);
      expect(index, source).toContain(`](guides/${name})`);
    }
    for (const guide of ['requests', 'authentication', 'filters', 'fields', 'paging', 'dates', 'errors', 'live-lists', 'images', 'changelog']) {
      expect(result.files.has(`docs/guides/${guide}.md`), guide).toBe(true);
    }
  });

  it('links only to pages and anchors that exist', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const text = read(page);
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const path = file === '' ? page : join(page, '..', file);
        let targetText: string;
        try {
          targetText = readFileSync(join(DOCS, path), 'utf8');
        } catch {
          broken.push(`${page}: ${target} (no such file)`);
          continue;
        }
        if (anchor !== undefined && !anchors(targetText).has(anchor)) broken.push(`${page}: ${target} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names every filter operator the server parses', () => {
    const guide = read('guides/filters.md');
    for (const op of Object.keys(OPERATORS)) expect(guide, op).toContain(`\`${op}\``);
  });

  it('documents every status code with what to do', () => {
    const guide = read('guides/errors.md');
    for (const e of result.catalog.errors) {
      expect(e.remedy, String(e.code)).toBeTruthy();
      expect(guide).toContain(`<a id="status-${e.code}"></a>${e.code} |`);
    }
  });
});
