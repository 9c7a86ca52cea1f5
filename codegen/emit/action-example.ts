// The reference's examples, drawn from the example sequence (catalog/examples.yaml): for each step the
// request as a curl command and as data (generated/docs/examples.json, which the replay test sends),
// both from the same parameters, and the answer shown: the step's own, or one drawn from the action's
// fields with plausible values (the request's own values where it gives them).

import type { ActionDef, Catalog, ExampleStep, ObjectDef, TokenDef } from '../model.js';
import { EXAMPLE_PARAMETERS } from '../model.js';
import { objectOf } from './argument-schema.js';

export const BASE_URL = 'http://127.0.0.1:8080/api';

export interface RenderedExample {
  /** 1-based position in the sequence. */
  step: number;
  action: string;
  title?: string;
  /** The request parameters besides action and sid, as sent (JSON values). */
  parameters: Record<string, unknown>;
  status: number;
  newId?: number;
  curl: string;
  response: Record<string, unknown>;
}

const SUCCESS = 'Successful completion';
/** Answers to a session carry its id back; the examples show the shell variable that holds it. */
const SID = '$SID';

/** Sample values by token name, for the names every object shares. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  id: 1,
  tenant_id: 1,
  tenant_name: 'acme',
  description: 'Example description',
  language: 'auto',
  block: 10,
  blocked: 0,
  creation_date: '2026-01-15T09:30:00',
  creation_admin_id: 1,
  creation_admin_name: 'superadmin',
  properties: {},
};

export function sampleValue(t: TokenDef): unknown {
  if (Object.hasOwn(BY_NAME, t.name)) return BY_NAME[t.name];
  if (t.enum && t.enum.length > 0) return t.enum[0];
  if (t.default !== undefined && t.default !== null) return t.type === 'counter' ? String(t.default) : t.default;
  switch (t.type) {
    case 'integer':
      return t.min ?? 1;
    case 'flag':
      return 0;
    case 'counter':
      return '1';
    case 'date':
      return '2026-01-15T09:30:00';
    case 'password':
      return null;
    case 'json':
      return {};
    case 'string':
      return t.nullable ? null : `example ${t.name.replace(/_/g, ' ')}`;
  }
}

/** A parameter's text on the wire: JSON for everything but plain strings. */
export function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** The GET request with every parameter URL-encoded; `$SID` is the shell variable the login filled. */
export function curlCommand(action: string, parameters: Record<string, unknown>): string {
  const lines = [`curl -sG ${shellQuote(BASE_URL)}`, `  --data-urlencode ${shellQuote(`action=${action}`)}`, '  --data-urlencode "sid=$SID"'];
  for (const [k, v] of Object.entries(parameters)) lines.push(`  --data-urlencode ${shellQuote(`${k}=${parameterText(v)}`)}`);
  return lines.join(' \\\n');
}

export function renderExamples(catalog: Catalog): RenderedExample[] {
  const actions = new Map(catalog.actions.map((a) => [a.name, a]));
  return catalog.examples.map((s, i) => {
    const action = actions.get(s.action)!;
    const parameters: Record<string, unknown> = {};
    for (const name of EXAMPLE_PARAMETERS) if (s.parameters[name] !== undefined) parameters[name] = s.parameters[name];
    const out: RenderedExample = {
      step: i + 1,
      action: s.action,
      parameters,
      status: s.status,
      curl: curlCommand(s.action, parameters),
      response: s.response ?? drawnResponse(catalog, action, s),
    };
    if (s.title !== undefined) out.title = s.title;
    if (s.newId !== undefined) out.newId = s.newId;
    return out;
  });
}

function drawnResponse(catalog: Catalog, a: ActionDef, s: ExampleStep): Record<string, unknown> {
  if (s.status !== 0) {
    const error = catalog.errors.find((e) => e.code === s.status);
    return { status: s.status, message: error?.message ?? '', additional_info: '…' };
  }
  const object = objectOf(catalog, a);
  const rowOf = (): Record<string, unknown> => sampleRow(object, a, s);
  return { ...drawnBody(a, s, rowOf), sid: SID };
}

function drawnBody(a: ActionDef, s: ExampleStep, rowOf: () => Record<string, unknown>): Record<string, unknown> {
  switch (a.kind) {
    case 'list':
    case 'details':
    case 'tiny':
    case 'state':
      return { status: 0, message: SUCCESS, total: 1, rows: [rowOf()] };
    case 'all_ids':
      return { status: 0, message: SUCCESS, total: 1, rows: [1] };
    case 'create':
      return { status: 0, message: SUCCESS, total: 1, rows: [{ id: s.newId ?? 1 }] };
    case 'update':
      return { status: 0, message: SUCCESS, total: 1, rows: a.returnRecord ? [rowOf()] : [] };
    case 'delete':
    case 'exec':
      return { status: 0, message: SUCCESS, total: 1, rows: [] };
    case 'bespoke':
      return a.fields.length > 0 ? { status: 0, message: SUCCESS, total: 1, rows: [rowOf()] } : { status: 0, message: SUCCESS, total: 0, rows: [] };
  }
}

/** A row of the fields the request names (else the action's default fields), with the request's own values where it gives them. */
function sampleRow(object: ObjectDef | undefined, a: ActionDef, s: ExampleStep): Record<string, unknown> {
  const requested = Array.isArray(s.parameters.fields) ? (s.parameters.fields as string[]) : (a.defaultFields ?? a.fields).map((f) => f.value);
  const given: Record<string, unknown> = {};
  const filters = s.parameters.filters;
  if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
    for (const [k, v] of Object.entries(filters)) if (v === null || typeof v !== 'object') given[k] = v;
  }
  const row: Record<string, unknown> = {};
  for (const name of requested) {
    const t = object?.tokens.find((x) => x.name === name);
    row[name] = Object.hasOwn(given, name) ? given[name] : t ? sampleValue(t) : null;
  }
  return row;
}
