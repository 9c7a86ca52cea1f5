// Replays the reference's example sequence (generated/docs/examples.json, from catalog/examples.yaml)
// against the real server on a fresh database, in order, as the curl commands on the reference pages
// send it: every parameter URL-encoded (JSON text but for plain strings), in the query of a GET for reads
// and in the form body of a POST for writes, with the superadministrator's sid. Each step must answer its status; a create step the id the reference says;
// and every answer the keys the reference shows, for the envelope and for its rows, each row value of the
// kind shown (number, text, array, object) where both have one, and the values the sequence wrote as shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';

interface Step {
  step: number;
  action: string;
  title?: string;
  parameters: Record<string, unknown>;
  status: number;
  method: 'GET' | 'POST';
  new_id?: number;
  response: Record<string, unknown>;
  exact_row_keys?: string[];
  curl: string;
}

const DOCS = join(ROOT, 'generated/docs');
const sequence = JSON.parse(readFileSync(join(DOCS, 'examples.json'), 'utf8')) as { multitenant: boolean; login: { login: string; tenant: string }; steps: Step[] };

/** What curl --data-urlencode builds from the step (application/x-www-form-urlencoded): the query of a GET, the body of a POST. */
function query(step: Step, sid: string): string {
  const q = new URLSearchParams({ action: step.action, sid });
  for (const [k, v] of Object.entries(step.parameters)) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return q.toString();
}

/** The keys of a value shown or answered, to compare shapes: the envelope's, and the first row's when rows hold objects. */
function shape(envelope: Record<string, unknown>): { envelope: string[]; row?: string[] } {
  const rows = envelope['rows'];
  const first = Array.isArray(rows) ? rows[0] : undefined;
  const out: { envelope: string[]; row?: string[] } = { envelope: Object.keys(envelope).sort() };
  if (first !== null && typeof first === 'object' && !Array.isArray(first)) out.row = Object.keys(first).sort();
  return out;
}

describe('the reference examples', () => {
  let server: TestServer;
  let sid: string;

  beforeAll(async () => {
    server = await startServer({ env: { SVC_MULTITENANT: sequence.multitenant ? '1' : '0' } });
    sid = await server.login(sequence.login.login, SUPERADMIN_PASSWORD, sequence.login.tenant);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows on each action page the curl it replays', () => {
    for (const step of sequence.steps) {
      const family = readFileSync(join(DOCS, `${familyOf(step.action)}.md`), 'utf8');
      expect(family, `step ${step.step}`).toContain(step.curl);
      expect(step.curl).toContain(`action=${step.action}`);
      expect(step.curl.startsWith(step.method === 'GET' ? 'curl -sG ' : 'curl -s '), `step ${step.step}`).toBe(true);
      for (const [k, v] of Object.entries(step.parameters)) expect(step.curl, `step ${step.step} ${k}`).toContain(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`.replace(/'/g, "'\\''"));
    }
  });

  it('names in the changelog the API version /api/info answers, with the keys it shows', async () => {
    const changelog = readFileSync(join(DOCS, 'guides/changelog.md'), 'utf8');
    const latest = /^### API (\d+\.\d+)$/m.exec(changelog)?.[1];
    const info = (await (await server.fetch('/api/info')).json()) as Envelope;
    expect(info.version.api).toBe(latest);
    const shown = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(changelog)![1]!) as Record<string, any>;
    expect(Object.keys(info).sort()).toEqual(Object.keys(shown).sort());
    expect(Object.keys(info.version).sort()).toEqual(Object.keys(shown.version).sort());
  });

  it('replays every step in order with the status, ids and keys shown', async () => {
    const failures: string[] = [];
    for (const step of sequence.steps) {
      const res =
        step.method === 'GET'
          ? await server.fetch(`/api?${query(step, sid)}`)
          : await server.fetch('/api', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: query(step, sid) });
      const answer = (await res.json()) as Envelope;
      const label = `step ${step.step} ${step.action} ${JSON.stringify(step.parameters)}`;
      if (answer.status !== step.status) {
        failures.push(`${label}: status ${answer.status}, expected ${step.status}: ${JSON.stringify(answer).slice(0, 400)}`);
        continue;
      }
      if (step.new_id !== undefined && answer.rows?.[0]?.id !== step.new_id) failures.push(`${label}: created id ${JSON.stringify(answer.rows)}, the reference says ${step.new_id}`);
      const shown = shape(step.response);
      const got = shape(answer);
      if (JSON.stringify(shown.envelope) !== JSON.stringify(got.envelope)) failures.push(`${label}: envelope keys ${got.envelope.join(',')}, shown ${shown.envelope.join(',')}`);
      if (shown.row && got.row && JSON.stringify(shown.row) !== JSON.stringify(got.row)) failures.push(`${label}: row keys ${got.row.join(',')}, shown ${shown.row.join(',')}`);
      const shownRow = (step.response['rows'] as unknown[] | undefined)?.[0];
      const gotRow = answer.rows?.[0];
      if (isRecord(shownRow) && isRecord(gotRow)) {
        for (const [key, value] of Object.entries(shownRow)) {
          if (value !== null && gotRow[key] !== null && gotRow[key] !== undefined && kind(value) !== kind(gotRow[key])) {
            failures.push(`${label}: ${key} is ${kind(gotRow[key])} (${JSON.stringify(gotRow[key]).slice(0, 80)}), shown as ${kind(value)}`);
          }
        }
      }
      if (isRecord(shownRow) && step.exact_row_keys) {
        // the row shown is the record of that id when it shows one (a list may answer others first)
        const same = (answer.rows as unknown[]).find((r) => isRecord(r) && 'id' in shownRow && r['id'] === shownRow['id']) ?? gotRow;
        for (const key of step.exact_row_keys) {
          if (!isRecord(same) || JSON.stringify(same[key]) !== JSON.stringify(shownRow[key])) {
            failures.push(`${label}: ${key} is ${JSON.stringify(isRecord(same) ? same[key] : same)}, shown as ${JSON.stringify(shownRow[key])}`);
          }
        }
      }
      if (Array.isArray(step.response['rows']) && (step.response['rows'] as unknown[]).length > 0 && Array.isArray(answer.rows) && answer.rows.length === 0) {
        failures.push(`${label}: answered no rows, the reference shows some`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('runs every /api curl of the guides as written, after the sequence, with status 0', async () => {
    const guides = ['requests', 'authentication', 'filters', 'fields', 'paging'];
    let ran = 0;
    for (const guide of guides) {
      const text = readFileSync(join(DOCS, `guides/${guide}.md`), 'utf8');
      for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
        const commands = block[1]!.replace(/#.*$/gm, '').split(/\n(?=curl )/).map((c) => c.trim()).filter((c) => c.startsWith('curl '));
        for (const command of commands) {
          const words = shellWords(command, sid);
          const { url, init } = curlRequest(words);
          if (!url.startsWith('/api?') && url !== '/api') continue; // logins and uploads: other passwords and files
          const answer = (await (await server.fetch(url, init)).json()) as Envelope;
          expect(answer.status, `${guide}: ${command}\n${JSON.stringify(answer).slice(0, 300)}`).toBe(0);
          ran++;
        }
      }
    }
    expect(ran).toBeGreaterThanOrEqual(10);
  });
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A value's JSON kind, to compare what is shown with what is answered where both have a value. */
function kind(v: unknown): string {
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
}

/** Shell words of one command as sh reads them: quotes removed, `\"` kept, `$SID` expanded, `\` + newline joined. */
function shellWords(command: string, sid: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  const text = command.replace(/\\\n/g, ' ');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let part = '';
      for (; text[j] !== '"'; j++) part += text[j] === '\\' ? text[++j] : text[j];
      word = (word ?? '') + part.replace(/\$SID/g, sid);
      i = j;
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + (text.startsWith('$SID', i) ? ((i += 3), sid) : c);
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** A guide's curl command as the request curl would send (GET with -G, else POST with a form or the -d body). */
function curlRequest(words: string[]): { url: string; init: RequestInit } {
  let url = '';
  let get = false;
  let method: string | undefined;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  const form = new URLSearchParams();
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-s') continue;
    else if (w === '-sG' || w === '-G') get = true;
    else if (w === '-X') method = words[++i];
    else if (w === '-H') {
      const [name, ...value] = words[++i]!.split(':');
      headers[name!.trim()] = value.join(':').trim();
    } else if (w === '--data-urlencode') {
      const [k, ...v] = words[++i]!.split('=');
      form.append(k!, v.join('='));
    } else if (w === '-d') data.push(words[++i]!);
    else url = w;
  }
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (get) return { url: `${path}${path.includes('?') ? '&' : '?'}${form}`, init: { method: 'GET', headers } };
  if (data.length) return { url: path, init: { method: method ?? 'POST', headers, body: data.join('&') } };
  if ([...form].length) return { url: path, init: { method: method ?? 'POST', headers, body: form } };
  return { url: path, init: { method: method ?? 'GET', headers } };
}

const families = new Map<string, string>();
function familyOf(action: string): string {
  if (families.size === 0) {
    const registry = readFileSync(join(DOCS, 'README.md'), 'utf8');
    for (const m of registry.matchAll(/\[`([a-z0-9_]+)`\]\(([a-z0-9_]+)\.md#/g)) families.set(m[1]!, m[2]!);
  }
  return families.get(action)!;
}
