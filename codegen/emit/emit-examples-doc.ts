// generated/docs/examples.md and examples.json: the example sequence as a whole. The Markdown says what
// the examples assume and lists the steps in order; the JSON holds the same steps as data (parameters,
// expected status, the answer shown, the curl shown), which test/blackbox/reference-examples.test.ts
// replays against the real server, so that what the reference shows is what is tested.

import type { Catalog } from '../model.js';
import { BASE_URL, type RenderedExample } from './action-example.js';

const LOGIN = `SID=$(curl -s -X POST '${BASE_URL}/login' -d login=superadmin -d "password=$SVC_SUPERADMIN_PASSWORD" -d 'tenant=*' \\
  | sed -E 's/.*"sid":"([^"]+)".*/\\1/')`;

export const EXAMPLE_ASSUMPTIONS =
  'a fresh database of a server in multitenant mode (the default, `SVC_MULTITENANT=1`) with the built-in simulated hypervisor ' +
  '(`SVC_HYPERVISOR=sim`, default delays), every request made by the superadministrator `superadmin` of tenant `*` ' +
  'in the order of the sequence';

/** `requestsGuide`: whether the requests guide exists to be linked (a catalog may come without guides). */
export function examplesPage(catalog: Catalog, examples: readonly RenderedExample[], requestsGuide: boolean): string {
  const actionFamily = new Map(catalog.actions.map((a) => [a.name, a.family]));
  let out = '# Example sequence\n\n';
  out += `Every example of this reference is one step of a single sequence. The steps assume ${EXAMPLE_ASSUMPTIONS}: `;
  out += 'a step may use what an earlier one created, by the id a fresh database gives it (said on the step that creates it). ';
  out += 'Each request is shown as `curl` against a local server, with the session id in the shell variable `SID`: reads as a GET ';
  out += 'with the parameters in the query string (`-G`), writes as a POST with them in a form body, so that passwords and changes ';
  out += 'stay out of URLs and logs';
  out += requestsGuide ? ' ([requests](guides/requests.md) says what else a request may look like).\n\n' : '.\n\n';
  out += '```sh\n' + LOGIN + '\n```\n\n';
  out += 'The test suite replays the sequence as written, on SQLite and on MariaDB, from [`examples.json`](examples.json) ';
  out += '(the same steps as data: `action`, `parameters`, the expected `status`, the `response` shown and the `curl` shown), ';
  out += 'and checks that each step answers its status, that each create step answers the id shown, that the keys of each answer ';
  out += 'and of its rows are the ones shown, that each row value is of the kind shown (number, text, array, object), and that the ';
  out += 'values a row takes from what the sequence wrote (ids, names, tenants, owners: `exact_row_keys` in the data) are the ones shown. ';
  out += 'Other values (dates, counts, what the server generates) are illustrative. `$SID` in an answer stands for ';
  out += 'the session id the request sent, which answers carry back.\n\n';
  out += '| Step | Action | Shows | Status |\n|---|---|---|---|\n';
  for (const e of examples) {
    const family = actionFamily.get(e.action)!;
    const shows = (e.title ?? '') + (e.newId !== undefined ? `${e.title ? '; ' : ''}creates id ${e.newId}` : '');
    out += `| ${e.step} | [\`${e.action}\`](${family}.md#${e.action}) | ${shows.replace(/\|/g, '\\|') || '—'} | ${e.status} |\n`;
  }
  return out;
}

/** `generated` is the header line every generated file starts with, as JSON has no comments. */
export function examplesJson(examples: readonly RenderedExample[], generated: string): string {
  const steps = examples.map((e) => {
    const step: Record<string, unknown> = { step: e.step, action: e.action };
    if (e.title !== undefined) step['title'] = e.title;
    step['method'] = e.method;
    step['parameters'] = e.parameters;
    step['status'] = e.status;
    if (e.newId !== undefined) step['new_id'] = e.newId;
    step['response'] = e.response;
    if (e.exactRowKeys) step['exact_row_keys'] = e.exactRowKeys;
    step['curl'] = e.curl;
    return step;
  });
  const doc = {
    generated,
    description: `The reference's example sequence, replayed in order; it assumes ${EXAMPLE_ASSUMPTIONS}. Generated from catalog/examples.yaml.`,
    multitenant: true,
    login: { login: 'superadmin', tenant: '*' },
    steps,
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
