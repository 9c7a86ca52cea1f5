// A request/response example for the reference docs, synthesized from token types when the catalog
// gives none: a curl command against a local server and a plausible envelope.

import type { ActionDef, Catalog, ObjectDef, TokenDef } from '../model.js';
import { objectOf, tokenOf } from './argument-schema.js';
import { readSchema } from './openapi/token-schemas.js';

export interface Example {
  request: string;
  response: unknown;
}

const BASE_URL = 'http://127.0.0.1:8080/api';
const SUCCESS = 'Successful completion';

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
  creation_admin_id: 0,
  creation_admin_name: 'superadmin',
  password: 's3cret-passw0rd',
  roles: { '2': 'Operator L1' },
  acls: { positive: ['role.see-main.'], negative: [] },
  properties: {},
};

/** Sample display names by object. */
const NAMES: Readonly<Record<string, string>> = {
  tenant: 'acme',
  administrator: 'alice',
  role: 'Helpdesk',
  user: 'bob',
  host: 'node-01',
  osf: 'Ubuntu 24.04',
  acl: 'role.see-main.',
};

/** Whether a shared sample fits the token it would stand for (an `id` may be text on some objects). */
function fits(value: unknown, t: TokenDef): boolean {
  switch (t.type) {
    case 'integer':
    case 'flag':
      return typeof value === 'number';
    case 'string':
    case 'date':
    case 'password':
      return typeof value === 'string' && (t.pattern === undefined || new RegExp(t.pattern).test(value));
    case 'counter':
      return typeof value === 'string' || typeof value === 'number';
    case 'json':
      return value !== null && typeof value === 'object' && Array.isArray(value) === (readSchema(t)['type'] === 'array');
  }
}

export function sampleValue(object: ObjectDef | undefined, t: TokenDef): unknown {
  if (t.name === 'name' && object && NAMES[object.name] && fits(NAMES[object.name], t)) return NAMES[object.name];
  if (Object.hasOwn(BY_NAME, t.name) && fits(BY_NAME[t.name], t)) return BY_NAME[t.name];
  if (t.enum && t.enum.length > 0) return t.enum[0];
  if (t.default !== undefined && t.default !== null) return t.type === 'counter' ? String(t.default) : t.default;
  switch (t.type) {
    case 'integer':
      return t.min ?? 1;
    case 'flag':
      return 0;
    case 'counter':
      return '3';
    case 'date':
      return '2026-01-15T09:30:00';
    case 'password':
      return 's3cret-passw0rd';
    case 'json':
      return readSchema(t)['type'] === 'array' ? [] : {};
    case 'string': {
      const text = t.name.endsWith('_name') ? 'example' : `example ${t.name.replace(/_/g, ' ')}`;
      // a constrained token gets a sample its pattern accepts
      return t.pattern === undefined || new RegExp(t.pattern).test(text) ? text : `example_${t.name}`;
    }
  }
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

function curl(params: [string, string][]): string {
  const lines = params.map(([k, v]) => {
    const arg = `${k}=${v}`;
    return k === 'sid' ? `  --data-urlencode "sid=$SID"` : `  --data-urlencode '${arg.replace(/'/g, "'\\''")}'`;
  });
  return [`curl -sG '${BASE_URL}'`, ...lines].join(' \\\n');
}

/**
 * The parameters of an example call besides `action` and the credentials (filters, arguments, ...), as
 * JSON values; undefined when the catalog gives its example request as a ready command.
 */
export function exampleParameters(catalog: Catalog, a: ActionDef): Record<string, unknown> | undefined {
  if (a.example) {
    const req = a.example.request;
    return typeof req === 'string' ? undefined : { ...((req ?? {}) as Record<string, unknown>) };
  }
  const object = objectOf(catalog, a);
  const token = (name: string): TokenDef | undefined => tokenOf(object, name);
  const params: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  if (a.kind === 'list' || a.kind === 'tiny' || a.kind === 'all_ids') {
    const text = a.filters.map((f) => token(f.value)).find((t) => t && t.type === 'string' && t.expr !== undefined);
    if (text) filters[text.name] = { '~': `%${String(sampleValue(object, text))}%` };
  } else if (a.kind === 'exec') {
    const id = token('id');
    if (id && a.filters.some((f) => f.value === 'id')) filters['id'] = sampleValue(object, id);
  } else {
    for (const f of a.mandatoryFilters) {
      const t = token(f.value);
      if (t) filters[t.name] = sampleValue(object, t);
    }
  }
  if (Object.keys(filters).length > 0) params['filters'] = filters;
  const args: Record<string, unknown> = {};
  const argList = [...a.arguments].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  // every mandatory argument (else the example would fail with 6240), and a description where it fits
  const mandatory = argList.filter((arg) => arg.mandatory);
  const description = argList.filter((arg) => arg.name === 'description' && !arg.mandatory);
  const chosen = argList.filter((arg) => mandatory.includes(arg) || ((a.kind === 'create' || mandatory.length < 2) && description.includes(arg)));
  for (const arg of chosen) {
    const t = token(arg.name);
    if (arg.special === undefined && t) args[arg.name] = sampleValue(object, t);
  }
  if (a.arguments.length > 0 && Object.keys(args).length > 0) params['arguments'] = args;
  return params;
}

/** The answer of the example call. */
export function exampleAnswer(catalog: Catalog, a: ActionDef): unknown {
  return a.example ? a.example.response : exampleResponse(a, objectOf(catalog, a));
}

export function actionExample(catalog: Catalog, a: ActionDef): Example {
  const req = a.example?.request;
  const params = exampleParameters(catalog, a);
  const request =
    typeof req === 'string' || params === undefined
      ? String(req)
      : curl([
          ['action', a.name],
          ['sid', ''],
          ...Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : json(v)]),
        ]);
  return { request, response: exampleAnswer(catalog, a) };
}

function exampleResponse(a: ActionDef, object: ObjectDef | undefined): unknown {
  const row = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of a.defaultFields ?? a.fields) {
      const t = object?.tokens.find((x) => x.name === f.value);
      if (t) out[t.name] = sampleValue(object, t);
    }
    return out;
  };
  switch (a.kind) {
    case 'list':
    case 'details':
    case 'tiny':
    case 'state':
      return { status: 0, message: SUCCESS, total: 1, rows: [row()] };
    case 'all_ids':
      return { status: 0, message: SUCCESS, total: 3, rows: [1, 2, 3] };
    case 'create':
      return { status: 0, message: SUCCESS, total: 1, rows: [{ id: 1 }] };
    case 'update':
      return { status: 0, message: SUCCESS, total: 1, rows: a.returnRecord ? [row()] : [] };
    case 'delete':
    case 'exec':
      return { status: 0, message: SUCCESS, total: 1, rows: [] };
    case 'bespoke':
      return a.fields.length > 0 ? { status: 0, message: SUCCESS, total: 1, rows: [row()] } : { status: 0, message: SUCCESS };
  }
}
