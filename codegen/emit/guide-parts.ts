// The parts of the guides drawn from the catalog, each a Markdown block a guide source places with a
// line `<!-- catalog:<part> -->`: the status codes with what to do about each, the token types with the
// tokens of each, and the live channels with what raises them and which actions they move.

import { compareText } from '../diagnostics.js';
import type { Catalog, TokenType } from '../model.js';
import { sortedBy } from './emit-context.js';

/** What a value of each token type looks like in requests and answers. */
const TOKEN_TYPES: Readonly<Record<TokenType, string>> = {
  integer: 'a whole number (`3`); filters also take it as text (`"3"`)',
  string: 'text',
  flag: '`0` or `1`; `true`/`false` are accepted on input (and `"true"`/`"false"` in filters)',
  date: 'text `YYYY-MM-DDThh:mm:ss` in UTC, without a zone ([dates](dates.md))',
  counter: 'a count computed by the server, answered as text (`"3"`) in lists and details, as a number by `*_get_state` actions; read only',
  password: 'text, write only: never answered',
  json: 'a composite value (an object or an array) the server assembles; read only',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function errorTable(catalog: Catalog): string {
  let out = '| Code | Name | Message | What to do |\n|---|---|---|---|\n';
  for (const e of [...catalog.errors].sort((a, b) => a.code - b.code)) {
    const http = e.http !== undefined ? ` (HTTP ${e.http})` : '';
    out += `| <a id="status-${e.code}"></a>${e.code} | \`${e.name}\` | ${cell(e.message)}${http} | ${cell(e.remedy ?? '—')} |\n`;
  }
  return out;
}

function tokenTypes(catalog: Catalog): string {
  const byType = new Map<TokenType, string[]>();
  for (const o of catalog.objects) for (const t of o.tokens) byType.set(t.type, [...(byType.get(t.type) ?? []), `${o.name}.${t.name}`]);
  let out = '| Type | Values | Tokens of this type (examples) |\n|---|---|---|\n';
  for (const type of Object.keys(TOKEN_TYPES) as TokenType[]) {
    const tokens = [...new Set(byType.get(type) ?? [])].sort(compareText);
    const shown = tokens.slice(0, 4).map((t) => `\`${t}\``).join(', ') + (tokens.length > 4 ? `, … (${tokens.length})` : '');
    out += `| \`${type}\` | ${cell(TOKEN_TYPES[type])} | ${shown || '—'} |\n`;
  }
  return out;
}

function channels(catalog: Catalog): string {
  const raisedBy = new Map<string, Set<string>>();
  const raise = (channel: string, what: string) => raisedBy.set(channel, (raisedBy.get(channel) ?? new Set()).add(what));
  for (const o of catalog.objects) {
    for (const c of o.events.created) raise(c, `${o.name} created`);
    for (const c of o.events.changed) raise(c, `${o.name} changed`);
    for (const c of o.events.deleted) raise(c, `${o.name} deleted`);
    for (const [token, list] of Object.entries(o.events.tokens)) for (const c of list) raise(c, `${o.name}.${token} changed`);
  }
  const watchedBy = new Map<string, string[]>();
  for (const a of sortedBy(catalog.actions, (x) => x.name)) {
    for (const c of a.channels) watchedBy.set(c.value, [...(watchedBy.get(c.value) ?? []), `[\`${a.name}\`](../${a.family}.md#${a.name})`]);
  }
  const names = [...new Set([...raisedBy.keys(), ...watchedBy.keys()])].sort(compareText);
  let out = '| Channel | Raised when | Moves these actions |\n|---|---|---|\n';
  for (const name of names) {
    const raised = [...(raisedBy.get(name) ?? [])].sort(compareText).join(', ') || '—';
    out += `| \`${name}\` | ${raised} | ${(watchedBy.get(name) ?? []).join(', ') || '—'} |\n`;
  }
  return out;
}

/** How many actions of which families, and how many status codes: what a version holds. */
function apiSummary(catalog: Catalog): string {
  let out = `${catalog.actions.length} actions in ${catalog.families.length} families, ${catalog.errors.length} status codes:\n\n`;
  out += '| Family | Actions |\n|---|---|\n';
  for (const f of sortedBy(catalog.families, (x) => x.name)) {
    out += `| [${f.name}](../${f.name}.md) | ${catalog.actions.filter((a) => a.family === f.name).length} |\n`;
  }
  return out;
}

export const GUIDE_PARTS: Readonly<Record<string, (catalog: Catalog) => string>> = {
  'error-table': errorTable,
  'token-types': tokenTypes,
  channels,
  'api-summary': apiSummary,
};
