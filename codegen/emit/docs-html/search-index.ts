// What the search box of the HTML reference searches (assets/search-index.json): every action (name,
// description, the tokens it takes), every token of every object (name, description, linked to the
// action that documents it best), every status code, every page, and the section headings of the
// pages that are not family pages (routes, guides). Each entry links to its anchor; addresses are
// relative to docs-html/.

import type { ActionDef, Catalog } from '../../model.js';
import { sortedBy } from '../emit-context.js';
import type { PageHeading } from './render-page.js';

export type SearchKind = 'action' | 'token' | 'code' | 'page' | 'section';

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  href: string;
  /** Where the entry belongs, shown beside its kind: an action's family, a token's object, a code's name. */
  context: string;
  /** Its description, searched and shown. */
  text: string;
  /** More words that find it without being shown (an action's tokens). */
  terms?: string;
}

export interface IndexedPage {
  /** Path relative to docs-html/. */
  path: string;
  title: string;
  headings: readonly PageHeading[];
  /** A family page: its actions are indexed from the catalog, not its headings. */
  family: boolean;
}

/** Which of an object's actions documents its tokens best: lists show every token a reader meets. */
const KIND_PREFERENCE: readonly ActionDef['kind'][] = ['list', 'details', 'create', 'update', 'tiny', 'all_ids', 'state', 'delete', 'exec', 'bespoke'];

export function searchEntries(catalog: Catalog, pages: readonly IndexedPage[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const actions = sortedBy(catalog.actions, (a) => a.name);
  const tokensOf = (a: ActionDef) => [...a.filters, ...a.fields, ...a.orderBy].map((t) => t.value).concat(a.arguments.map((x) => x.name));

  for (const a of actions) {
    entries.push({
      kind: 'action',
      title: a.name,
      href: `${a.family}.html#${a.name}`,
      context: a.family,
      text: a.description || `${a.kind} action${a.object ? ` on ${a.object}` : ''}`,
      terms: [...new Set(tokensOf(a))].join(' '),
    });
  }

  for (const o of sortedBy(catalog.objects, (x) => x.name)) {
    const ofObject = actions.filter((a) => a.object === o.name);
    for (const t of o.tokens) {
      const documenting = sortedBy(
        ofObject.filter((a) => tokensOf(a).includes(t.name)),
        (a) => `${String(KIND_PREFERENCE.indexOf(a.kind)).padStart(2, '0')} ${a.name}`,
      )[0];
      if (!documenting) continue; // a token no action takes is nowhere in the reference
      entries.push({
        kind: 'token',
        title: t.name,
        href: `${documenting.family}.html#${documenting.name}`,
        context: o.name,
        text: t.description || `${t.type}${t.nullable ? ' or null' : ''}`,
      });
    }
  }

  for (const e of [...catalog.errors].sort((a, b) => a.code - b.code)) {
    entries.push({ kind: 'code', title: String(e.code), href: `errors.html#status-${e.code}`, context: e.name, text: e.message });
  }

  for (const page of pages) {
    entries.push({ kind: 'page', title: page.title, href: page.path, context: 'page', text: '' });
    if (page.family) continue;
    for (const h of page.headings) {
      if (h.depth < 2 || h.depth > 3) continue;
      entries.push({ kind: 'section', title: h.text, href: `${page.path}#${h.id}`, context: page.title, text: '' });
    }
  }
  return entries;
}

/** The index file: one entry per line, so that a change of the catalog reads as a small diff. */
export function searchIndexJson(origin: string, entries: readonly SearchEntry[]): string {
  return `{"$comment": ${JSON.stringify(origin)}, "entries": [\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}
