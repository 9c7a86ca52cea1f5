// generated/docs/: the reference. README.md indexes the families, <family>.md documents each action
// (ACLs, kind, tokens with their ACLs, arguments, the status codes it can answer, an example), and
// errors.md lists every status code. All of it comes from the catalog, in catalog-identity order.

import type { ActionDef, ArgumentDef, Catalog, Located, ObjectDef, TokenDef } from '../model.js';
import { actionErrorCodes } from './action-errors.js';
import { renderExamples, writes, type RenderedExample } from './action-example.js';
import { examplesPage, examplesJson } from './emit-examples-doc.js';
import { emitGuides } from './emit-guides.js';
import { errorTable } from './guide-parts.js';
import type { GuideSource } from '../load/load-guides.js';
import { routesPage } from './emit-routes-doc.js';
import { argumentSchema, objectOf, tokenOf, type JsonSchema } from './argument-schema.js';
import { schemaType } from './schema-type.js';
import { compareText } from '../diagnostics.js';
import { sortedBy, type EmitContext } from './emit-context.js';
import { answersETag, takesRecordVersions } from './record-versions.js';

export function emitDocs(ctx: EmitContext, guides: readonly GuideSource[] = []): [string, string][] {
  const header = `<!-- ${ctx.header.replace(/^\/\/ /, '')} -->\n\n`;
  const families = sortedBy(ctx.catalog.families, (f) => f.name);
  const examples = renderExamples(ctx.catalog);
  const pages: [string, string][] = [
    ['docs/README.md', header + readme(ctx.catalog, guides)],
    ['docs/errors.md', header + errorsPage(ctx.catalog, guides.some((g) => g.name === 'errors.md'))],
    ['docs/routes.md', header + routesPage(ctx.catalog)],
    ['docs/examples.md', header + examplesPage(ctx.catalog, examples, guides.some((g) => g.name === 'requests.md'))],
    ['docs/examples.json', examplesJson(examples, ctx.header.replace(/^\/\/ /, ''))],
  ];
  for (const f of families) pages.push([`docs/${f.name}.md`, header + familyPage(ctx.catalog, f.name, examples)]);
  pages.push(...emitGuides(ctx.catalog, guides, header));
  return pages;
}

function readme(catalog: Catalog, guides: readonly GuideSource[]): string {
  const families = sortedBy(catalog.families, (f) => f.name);
  let out = '# API reference\n\n';
  out += 'Every action is called on `/api` with `action=<name>` (or on its own path, `POST /api/actions/<name>`) and answers an envelope `{status, message, ...}` ';
  out += '(see [status codes](errors.md)). ACL lists are any-of: holding one of them admits the caller. ';
  out += 'Every example is a step of the [example sequence](examples.md), which assumes a fresh database of a multitenant server ';
  out += 'and the superadministrator\'s session.';
  if (guides.length > 0) out += ' The [guides](#guides) explain requests, sessions, filters and the rest.';
  out += '\n\n';
  out += '| Family | Actions | Description |\n|---|---|---|\n';
  for (const f of families) {
    const actions = sortedBy(catalog.actions.filter((a) => a.family === f.name), (a) => a.name);
    out += `| [${f.name}](${f.name}.md) | ${actions.map((a) => `[\`${a.name}\`](${f.name}.md#${a.name})`).join(', ')} | ${cell(f.description)} |\n`;
  }
  out += `\n[Status codes](errors.md): ${catalog.errors.length} codes. [Routes besides /api](routes.md): each action on its own path, `;
  out += 'the machine-readable documents (`/api/openapi.json`, `/api/asyncapi.json`), sessions, live lists, image upload, staging copy, download, and this reference as web pages (`/api/docs/`). ';
  out += '[Example sequence](examples.md): every example of this reference, in the order a fresh database replays them ([as data](examples.json)). ';
  out += '[Command-line client](cli.md): `svc`, every action as a command, generated from the same catalog.\n';
  if (guides.length > 0) {
    out += '\n## Guides\n\n[All guides](guides/README.md):\n\n';
    for (const g of guides) out += `- [${g.title}](guides/${g.name})\n`;
  }
  return out;
}

function errorsPage(catalog: Catalog, guide: boolean): string {
  let out = '# Status codes\n\n';
  out += 'Every answer carries `status` (0 on success) and `message`; errors add `additional_info`. ';
  out += 'Answers are HTTP 200 unless a code says otherwise.';
  if (guide) out += ' The [errors guide](guides/errors.md) explains the envelope, failures of several records and the HTTP statuses.';
  out += '\n\n' + errorTable(catalog);
  return out;
}

function familyPage(catalog: Catalog, family: string, examples: readonly RenderedExample[]): string {
  const fam = catalog.families.find((f) => f.name === family)!;
  const actions = sortedBy(catalog.actions.filter((a) => a.family === family), (a) => a.name);
  let out = `# ${family}\n\n`;
  if (fam.description) out += `${fam.description}\n\n`;
  out += `Source: \`${fam.file}\`. [Index](README.md) · [Status codes](errors.md)\n\n`;
  out += actions.map((a) => `- [\`${a.name}\`](#${a.name})`).join('\n') + '\n';
  out += objectsSection(catalog, actions);
  for (const a of actions) out += '\n' + actionSection(catalog, a, examples.filter((e) => e.action === a.name));
  return out;
}

/** The records the family writes: the values of their enumerated tokens (states) and the channels raised. */
function objectsSection(catalog: Catalog, actions: readonly ActionDef[]): string {
  const written = new Set(actions.filter((a) => ['create', 'update', 'delete', 'exec'].includes(a.kind)).flatMap((a) => (a.object ? [a.object] : [])));
  let out = '';
  for (const o of sortedBy(catalog.objects.filter((x) => written.has(x.name)), (x) => x.name)) {
    const lines: string[] = [];
    for (const t of o.tokens) if (t.enum !== undefined && t.type === 'string') lines.push(`- \`${t.name}\`: ${t.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
    const raised = (list: readonly string[]) => list.map((c) => `\`${c}\``).join(', ');
    if (o.events.created.length) lines.push(`- created: raises ${raised(o.events.created)}`);
    if (o.events.changed.length) lines.push(`- changed (update, exec): raises ${raised(o.events.changed)}`);
    for (const token of Object.keys(o.events.tokens).sort(compareText)) lines.push(`- \`${token}\` changed: also raises ${raised(o.events.tokens[token]!)}`);
    if (o.events.deleted.length) lines.push(`- deleted: raises ${raised(o.events.deleted)}`);
    if (lines.length) out += `\n### Object \`${o.name}\`: values and channels\n\n${lines.join('\n')}\n`;
  }
  return out;
}

function actionSection(catalog: Catalog, a: ActionDef, examples: readonly RenderedExample[]): string {
  const object = objectOf(catalog, a);
  let out = `## ${a.name}\n\n`;
  if (a.description) out += `${a.description}\n\n`;
  const facts: [string, string][] = [
    ['Kind', a.kind + (a.handler ? ` (handler \`${a.handler}\`)` : '')],
    ['Object', object ? `${object.name} (table \`${object.table}\`)` : '—'],
    ['ACLs (any of)', a.acls.length > 0 ? acls(a.acls) : 'none: any authenticated administrator'],
  ];
  if (a.target) facts.push(['Acts on', a.target === 'self' ? "the caller's own record" : "the caller's own tenant"]);
  if (a.multitenantOnly) facts.push(['Availability', 'multitenant mode only (4100 otherwise)']);
  if (a.kind === 'create') {
    facts.push(['Idempotency key', 'optional, the `Idempotency-Key` header or the `idempotency_key` parameter: a retry with the key and the same request answers the first answer again, and makes nothing (the requests guide, "Retrying a create")']);
  }
  if (a.job) {
    facts.push(['Job', 'runs as a job (the bulk work guide, "Jobs"): `job_id` in the answer, job_get_details and job_record_get_list tell each record\'s outcome, job_cancel stops it; `async: true` (or more than SVC_JOB_SYNC_LIMIT records) answers the job at once']);
    facts.push(['Idempotency key', 'optional, the `Idempotency-Key` header or the `idempotency_key` parameter: a retry with the key and the same request answers the first answer again, and runs nothing']);
  }
  if (a.sessionsOnly) facts.push(['API tokens', 'refused (4210): call it from a session']);
  if (writes(a)) {
    facts.push(['Dry run', 'optional `dry_run`: `true` changes nothing and answers `dry_run`, what this call would answer (its status, total, the records it selects and each one\'s failure code) (the bulk work guide, "Dry runs")']);
  }
  if (takesRecordVersions(catalog, a)) {
    facts.push(['Record versions', 'optional, `if_record_version` (a version, or an object of record id to version) or the `If-Match` header (the records\' ETags): a record changed since answers 6900 inside 1200 and nothing of it changes (the bulk work guide, "Versioned updates")']);
  }
  if (answersETag(catalog, a)) facts.push(['ETag', 'the `ETag` header of an answer of one record: `"<object>.<id>.<record_version>"`, for `If-Match` on its writes; `If-None-Match` with it on a GET answers 304']);
  if (a.tenantArgument) facts.push(['tenant_id', 'a superadministrator must give `tenant_id` (the tenant of the new record)']);
  if (a.where) facts.push(['Selects only', `\`${cell(a.where)}\``]);
  if (a.set) facts.push(['Sets', Object.keys(a.set).sort(compareText).map((k) => `\`${k}\` = \`${String(a.set![k])}\``).join(', ')]);
  if (a.returnRecord) facts.push(['Answers', 'the changed records (with `fields`)']);
  // the catalog's description of a bespoke answer, in the typed client's notation
  if (a.answer?.rows !== undefined) facts.push(['Rows', `\`${cell(schemaType(a.answer.rows))}\``]);
  if (a.answer?.extra !== undefined) facts.push(['Top-level fields', `\`${cell(schemaType(a.answer.extra))}\``]);
  if (a.transition) {
    const t = a.transition;
    const require = Object.keys(t.require).sort(compareText).map((k) => ` and \`${k}\` = \`${String(t.require[k])}\``).join('');
    facts.push(['Transition', `\`${t.column}\`: ${t.from.map((s) => `\`${s}\``).join(', ')} → \`${t.to}\` (compare-and-set per record)`]);
    facts.push(['Accepts', `records whose \`${t.column}\` is ${t.from.map((s) => `\`${s}\``).join(' or ')}${require}; any other is refused with ${t.refused} inside 1200 (\`failures\`)`]);
    facts.push(['Then', `driver operation \`${t.driver}\`, once the change commits`]);
  }
  if (a.massiveAcls.length > 0) facts.push(['Several records (4240)', acls(a.massiveAcls)]);
  if (a.channels.length > 0) facts.push(['Channels', a.channels.map((c) => `\`${c.value}\``).join(', ')]);
  out += '| | |\n|---|---|\n' + facts.map(([k, v]) => `| ${k} | ${v} |`).join('\n') + '\n';

  const tokenTable = (title: string, list: readonly Located<string>[], acl: (t: TokenDef) => readonly Located<string>[], extra?: (name: string) => string): string => {
    if (list.length === 0) return '';
    let s = `\n### ${title}\n\n| Token | Type | ACLs (any of) |${extra ? ' Notes |' : ''}\n|---|---|---|${extra ? '---|' : ''}\n`;
    for (const ref of list) {
      const t = tokenOf(object, ref.value);
      const type = t ? t.type + (t.nullable ? ' or null' : '') : '—';
      const needs = t && acl(t).length > 0 ? acls(acl(t)) : '—';
      s += `| \`${ref.value}\` | ${type} | ${needs} |${extra ? ` ${extra(ref.value)} |` : ''}\n`;
    }
    return s;
  };
  const mandatory = new Set(a.mandatoryFilters.map((f) => f.value));
  const unique = new Set(a.uniqueFilters.map((f) => f.value));
  const oneOf = a.mandatoryFilterOneOf.map((f) => f.value);
  // a token anyone may see may be filtered by anyone (runtime/auth/authorize.ts canFilter)
  out += tokenTable('Filters', a.filters, (t) => (t.see.length ? t.filter : []), (name) =>
    [mandatory.has(name) ? 'mandatory (6220)' : '', oneOf.includes(name) ? `this or ${oneOf.filter((o) => o !== name).join(' or ')} mandatory (6220)` : '', unique.has(name) ? 'one value (6322)' : ''].filter(Boolean).join(', ') || '—',
  );
  out += tokenTable('Fields', a.fields, (t) => t.see);
  if (a.defaultFields) out += `\nWithout \`fields\`, rows hold: ${a.defaultFields.map((f) => `\`${f.value}\``).join(', ')}.\n`;
  out += tokenTable('Order by', a.orderBy, (t) => t.see);

  if (a.arguments.length > 0) {
    out += '\n### Arguments\n\n| Argument | Mandatory | Type | Constraints | ACLs (any of) | Massive ACLs (any of) |\n|---|---|---|---|---|---|\n';
    for (const arg of sortedBy(a.arguments, (x) => x.name)) out += argumentRow(object, arg) + '\n';
  }

  out += '\n### Status codes\n\n| Code | Message |\n|---|---|\n';
  for (const code of actionErrorCodes(catalog, a)) {
    out += `| [${code}](errors.md#status-${code}) | ${cell(catalog.errors.find((e) => e.code === code)!.message)} |\n`;
  }

  if (a.channels.length > 0) out += liveSection(a);

  out += `\n### ${examples.length > 1 ? 'Examples' : 'Example'}\n`;
  for (const e of examples) {
    out += `\n${exampleHeading(e)}\n\n\`\`\`sh\n${e.curl}\n\`\`\`\n\n\`\`\`json\n${JSON.stringify(e.response, null, 2)}\n\`\`\`\n`;
  }
  return out;
}

/** Where a step sits in the sequence, and what it shows. */
export function exampleHeading(e: RenderedExample): string {
  let text = `Step ${e.step} of the [example sequence](examples.md)`;
  if (e.title) text += `: ${e.title}`;
  if (e.status !== 0) text += ` (answers ${e.status})`;
  if (e.newId !== undefined) text += `; on a fresh database the new record gets id ${e.newId}`;
  return text + '.';
}

/** How to watch an action with channels over /api/ws (or /api/staging, the same handler). */
function liveSection(a: ActionDef): string {
  let out = '\n### Watch it live\n\n';
  out += `Open a WebSocket on \`/api/ws\` (or \`/api/staging\`) with \`action=${a.name}\`, its parameters as on \`/api\` `;
  out += '(`filters`, `fields`, `order_by`, `offset`, `block` as JSON text in the query) and credentials (`sid`, the `sid` cookie, ';
  out += 'or `login`/`password`/`tenant`). Bad credentials answer the error envelope and open no socket. The first frame is the ';
  out += 'envelope `/api` would answer; bad parameters make it a final error frame (the socket then closes with 1008). ';
  out += `The action runs again and its envelope is pushed when one of its channels fires for a tenant the caller sees: ${a.channels.map((c) => `\`${c.value}\``).join(', ')}; `;
  out += 'at most one push per 250 ms, the last change always followed by a push. Text frames `HI`/`AKN` from the client keep the ';
  out += 'socket alive; the server sends `AKN` after 25 s of quiet. When the session ends (logout, expiry, a blocked tenant) a final ';
  out += 'error envelope (3200, 3300, 3500) is sent and the socket closes with 1000; a client reading too slowly is closed with 1013.\n\n';
  out += `\`\`\`sh\nnpx wscat -c 'ws://127.0.0.1:8080/api/ws?action=${a.name}&sid=<sid>'\n\`\`\`\n`;
  return out;
}

function argumentRow(object: ObjectDef | undefined, arg: ArgumentDef): string {
  const t = tokenOf(object, arg.name);
  const schema = argumentSchema(arg, t);
  const type = arg.special !== undefined ? `special (\`${arg.special}\`): ${describeSchema(schema)}` : t ? t.type : '—';
  const constraints = arg.special !== undefined ? '—' : t ? tokenConstraints(t) : '—';
  return `| \`${arg.name}\` | ${arg.mandatory ? 'yes (6240)' : 'no'} | ${cell(type)} | ${constraints} | ${arg.acls.length > 0 ? acls(arg.acls) : '—'} | ${arg.massiveAcls.length > 0 ? acls(arg.massiveAcls) : '—'} |`;
}

function tokenConstraints(t: TokenDef): string {
  const c: string[] = [];
  if (t.nullable) c.push('null allowed');
  if (t.type === 'flag') c.push('0 or 1 (true/false accepted)');
  if (t.type === 'date') c.push('`YYYY-MM-DDThh:mm:ss`');
  if (t.maxLength !== undefined) c.push(`at most ${t.maxLength} characters`);
  if (t.maxBytes !== undefined) c.push(`at most ${t.maxBytes} bytes in UTF-8`);
  if (t.pattern !== undefined) c.push(`matches \`${cell(t.pattern)}\``);
  if (t.enum !== undefined) c.push(`one of ${t.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
  if (t.min !== undefined) c.push(`≥ ${t.min}`);
  if (t.max !== undefined) c.push(`≤ ${t.max}`);
  if (t.default !== undefined) c.push(`default \`${t.default === null ? 'null' : String(t.default)}\``);
  return c.length > 0 ? c.join('; ') : '—';
}

/** A one-line reading of a (small) JSON Schema. */
export function describeSchema(s: JsonSchema): string {
  const type = s['type'];
  const types = Array.isArray(type) ? type.join(' or ') : typeof type === 'string' ? type : 'any';
  if (type === 'array' && s['items'] && typeof s['items'] === 'object') return `array of ${describeSchema(s['items'] as JsonSchema)}`;
  if (type === 'object' && s['properties'] && typeof s['properties'] === 'object') {
    const props = s['properties'] as Record<string, JsonSchema>;
    return `object {${Object.keys(props)
      .map((k) => `${k}: ${describeSchema(props[k]!)}`)
      .join(', ')}}`;
  }
  return types;
}

function acls(list: readonly Located<string>[]): string {
  return list.map((l) => `\`${l.value}\``).join(', ');
}

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
