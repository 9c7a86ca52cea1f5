// The reference's examples, drawn from the example sequence (catalog/examples.yaml): for each step the
// request as a curl command and as data (generated/docs/examples.json, which the replay test sends),
// both from the same parameters, and the answer shown: the step's own, or one drawn from the action's
// fields, with the values of the records the sequence made where the request selects one, else plausible ones.

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
  /** GET for reads; POST (a form body) for what writes, so that passwords and changes stay out of URLs. */
  method: 'GET' | 'POST';
  curl: string;
  response: Record<string, unknown>;
  /** Keys of the first row shown whose values are the sequence's own (not samples): the replay compares them. */
  exactRowKeys?: string[];
}

const SUCCESS = 'Successful completion';
/** Answers to a session carry its id back; the examples show the shell variable that holds it. */
const SID = '$SID';

/** Sample values by token name, for the names every object shares. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  id: 1,
  tenant_id: 1,
  tenant_name: 'default',
  description: 'Example description',
  language: 'auto',
  block: 10,
  blocked: 0,
  creation_date: '2026-01-15T09:30:00',
  creation_admin_id: 1,
  creation_admin_name: 'superadmin',
  properties: {},
  // a disk image's tags: its fixed version tag first, then the ones that move (generated/docs/dis.md)
  tags: [
    { id: 1, tag: '2026-01', fixed: true },
    { id: 2, tag: 'head', fixed: false },
  ],
  // a VM's network as a default configuration gives it (docs/decisions.md "Virtual machines")
  ip: '10.3.15.50',
  next_boot_ip: '10.3.15.50',
  mac: '54:52:00:03:0f:32',
  ssh_port: 20000,
  vnc_port: 30000,
  serial_port: 40000,
};

/** `countersAsNumbers`: `*_get_state` actions answer counters as numbers, lists as numeric text. */
export function sampleValue(t: TokenDef, countersAsNumbers = false): unknown {
  if (Object.hasOwn(BY_NAME, t.name)) return BY_NAME[t.name];
  if (t.type === 'counter' && countersAsNumbers) return typeof t.default === 'number' ? t.default : 1;
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
      if (t.valueSchema === undefined) return {};
      return t.nullable ? null : sampleOfSchema(t.valueSchema);
    case 'string':
      return t.nullable ? null : `example ${t.name.replace(/_/g, ' ')}`;
  }
}

/** A value a composite token's catalog `schema` accepts: its properties filled, lists empty. */
function sampleOfSchema(schema: unknown): unknown {
  const s = (schema ?? {}) as { type?: unknown; properties?: Record<string, unknown>; anyOf?: unknown[]; enum?: unknown[] };
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (Array.isArray(s.anyOf) && s.anyOf.length > 0) return sampleOfSchema(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOfSchema(v)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return 'example';
    default:
      return null;
  }
}

/** A parameter's text on the wire: JSON for everything but plain strings. */
export function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** Writes: create, update, delete, exec, and bespoke actions that change data. */
export function writes(a: ActionDef): boolean {
  return ['create', 'update', 'delete', 'exec'].includes(a.kind) || a.writes;
}

/**
 * The request with every parameter URL-encoded: in the query string of a GET (`-G`), or in the form body
 * of a POST; `$SID` is the shell variable the login filled.
 */
export function curlCommand(action: string, parameters: Record<string, unknown>, method: 'GET' | 'POST'): string {
  const lines = [`curl -s${method === 'GET' ? 'G' : ''} ${shellQuote(BASE_URL)}`, `  --data-urlencode ${shellQuote(`action=${action}`)}`, '  --data-urlencode "sid=$SID"'];
  for (const [k, v] of Object.entries(parameters)) lines.push(`  --data-urlencode ${shellQuote(`${k}=${parameterText(v)}`)}`);
  return lines.join(' \\\n');
}

/**
 * The records the sequence has made so far, by object and id, with the values its creates and updates
 * gave: answers shown for later steps take their values from them, so a row reads as the record the
 * sequence made (its name, its tenant) rather than as a made-up one.
 */
type Known = Map<string, Map<number, Record<string, unknown>>>;

function scalarFilters(s: ExampleStep): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const filters = s.parameters.filters;
  if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
    for (const [k, v] of Object.entries(filters)) if (v === null || typeof v !== 'object') out[k] = v;
  }
  return out;
}

/** Plain values of the step's arguments (special arguments and passwords left out). */
function writtenValues(object: ObjectDef | undefined, s: ExampleStep): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const args = s.parameters.arguments;
  if (!object || !args || typeof args !== 'object' || Array.isArray(args)) return out;
  for (const [k, v] of Object.entries(args)) {
    const t = object.tokens.find((x) => x.name === k);
    if (t && t.type !== 'password' && !k.startsWith('__')) out[k] = v;
  }
  return out;
}

function remember(known: Known, object: ObjectDef | undefined, a: ActionDef, s: ExampleStep): void {
  if (!object || s.status !== 0) return;
  const records = known.get(object.name) ?? new Map<number, Record<string, unknown>>();
  known.set(object.name, records);
  const id = scalarFilters(s)['id'];
  if (a.kind === 'create' && s.newId !== undefined) {
    const values: Record<string, unknown> = { id: s.newId, ...writtenValues(object, s), ...(a.set ?? {}) };
    // a record made without tenant_id lives in the tenant of what it belongs to (a VM in its user's)
    for (const [k, v] of Object.entries(values)) {
      const owner = /^(.*)_id$/.exec(k)?.[1];
      const tenant = owner && typeof v === 'number' ? known.get(owner)?.get(v)?.['tenant_id'] : undefined;
      if (values['tenant_id'] === undefined && tenant !== undefined && object.tenantScope !== 'none') values['tenant_id'] = tenant;
    }
    records.set(s.newId, values);
  }
  else if (a.kind === 'update' && typeof id === 'number' && records.has(id)) Object.assign(records.get(id)!, writtenValues(object, s));
  else if (a.kind === 'delete' && typeof id === 'number') records.delete(id);
}

/** Statuses of a job action's call that come after its job was recorded (a validation error comes before). */
const JOB_RECORDED = new Set([0, 1200, 1300, 4240]);

/** The answer with the `job_id` its call gets (jobs are numbered from 1 on the example's fresh database), before `sid`. */
function withJobId(response: Record<string, unknown>, jobId: number): Record<string, unknown> {
  const { sid, ...rest } = response;
  return { ...rest, job_id: jobId, ...(sid === undefined ? {} : { sid }) };
}

export function renderExamples(catalog: Catalog): RenderedExample[] {
  const actions = new Map(catalog.actions.map((a) => [a.name, a]));
  const known: Known = new Map();
  let jobs = 0;
  return catalog.examples.map((s, i) => {
    const action = actions.get(s.action)!;
    const exact: string[] = [];
    let response = s.response ?? drawnResponse(catalog, action, s, known, exact);
    if (action.job && JOB_RECORDED.has(s.status) && !('job_id' in response)) response = withJobId(response, ++jobs);
    remember(known, objectOf(catalog, action), action, s);
    const parameters: Record<string, unknown> = {};
    for (const name of EXAMPLE_PARAMETERS) if (s.parameters[name] !== undefined) parameters[name] = s.parameters[name];
    const method = writes(action) ? 'POST' : 'GET';
    const out: RenderedExample = {
      step: i + 1,
      action: s.action,
      parameters,
      status: s.status,
      method,
      curl: curlCommand(s.action, parameters, method),
      response,
    };
    if (s.title !== undefined) out.title = s.title;
    if (s.newId !== undefined) out.newId = s.newId;
    if (exact.length > 0) out.exactRowKeys = exact;
    return out;
  });
}

function drawnResponse(catalog: Catalog, a: ActionDef, s: ExampleStep, known: Known, exact: string[]): Record<string, unknown> {
  if (s.status !== 0) {
    const error = catalog.errors.find((e) => e.code === s.status);
    return { status: s.status, message: error?.message ?? '', additional_info: '…' };
  }
  const object = objectOf(catalog, a);
  const rowOf = (): Record<string, unknown> => sampleRow(object, a, s, known, exact);
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

/**
 * A row of the fields the request names (else the action's default fields): the values of a record the
 * sequence made that the filters select, where there is one, then the filters' own values, then
 * samples of each token's type. `<x>_name` beside `<x>_id` is the name of that known record.
 */
function sampleRow(object: ObjectDef | undefined, a: ActionDef, s: ExampleStep, known: Known, exact: string[]): Record<string, unknown> {
  const requested = Array.isArray(s.parameters.fields) ? (s.parameters.fields as string[]) : (a.defaultFields ?? a.fields).map((f) => f.value);
  const given = scalarFilters(s);
  // an action's fixed condition `<alias>.<column> = '<value>'` (a kind of property assignment) selects too
  const fixed = a.where ? /^\w+\.(\w+) = '([^']*)'$/.exec(a.where) : null;
  const selects = fixed ? { ...given, [fixed[1]!]: fixed[2] } : given;
  const candidates = object ? [...(known.get(object.name)?.values() ?? [])] : [];
  const record = candidates.find((r) => Object.entries(selects).every(([k, v]) => !Object.hasOwn(r, k) || r[k] === v)) ?? {};
  const nameOf = (kind: string, id: unknown): unknown => (typeof id === 'number' ? known.get(kind)?.get(id)?.['name'] : undefined);
  const row: Record<string, unknown> = {};
  for (const name of requested) {
    const t = object?.tokens.find((x) => x.name === name);
    const related = /^(.*)_name$/.exec(name)?.[1];
    const relatedName = related ? nameOf(related, record[`${related}_id`] ?? given[`${related}_id`]) : undefined;
    if (Object.hasOwn(record, name)) row[name] = record[name];
    else if (Object.hasOwn(given, name)) row[name] = given[name];
    else if (relatedName !== undefined) row[name] = relatedName;
    else {
      row[name] = t ? sampleValue(t, a.kind === 'state') : null;
      continue;
    }
    exact.push(name);
  }
  return row;
}
