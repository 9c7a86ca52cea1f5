// Actions: their object exists, every token they name is a token of it and usable where it is named,
// bespoke actions name their handler, and special arguments carry a valid JSON Schema.

import AjvModule from 'ajv';
import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { ActionDef, Catalog, Located, ObjectDef, TokenDef } from '../model.js';

const Ajv = AjvModule.default;

/** Kinds that take no arguments (they read, or delete what their filters select). */
const READ_KINDS = new Set(['list', 'details', 'tiny', 'all_ids', 'state', 'delete', 'exec']);

export function checkActions(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  const objects = new Map<string, ObjectDef>();
  for (const o of catalog.objects) if (!objects.has(o.name)) objects.set(o.name, o);
  const schemaChecker = new Ajv({ strict: false, allErrors: true });

  for (const a of catalog.actions) {
    if (a.kind === 'bespoke' && a.handler === undefined) {
      out.push(diagnosticAt(a.pos, 'missing-handler', `bespoke action ${a.name} names no handler`));
    }
    let object: ObjectDef | undefined;
    if (a.object === undefined) {
      if (a.kind !== 'bespoke') out.push(diagnosticAt(a.pos, 'missing-object', `${a.kind} action ${a.name} names no object`));
    } else {
      object = objects.get(a.object);
      if (!object) out.push(diagnosticAt(a.pos, 'unknown-object', `action ${a.name} names unknown object "${a.object}"`));
    }
    // With an unknown object every token would be "unknown" too; one diagnostic is enough.
    if (a.object !== undefined && !object) continue;
    out.push(...checkTokens(a, object));
    out.push(...checkArguments(a, object, schemaChecker));
    out.push(...checkAnswer(a, schemaChecker));
    out.push(...checkTransition(a, object, catalog));
  }
  return out;
}

/** `answer` types the client's view of a bespoke answer: valid JSON Schemas, rows only where the kind does not fix them. */
function checkAnswer(a: ActionDef, schemaChecker: InstanceType<typeof Ajv>): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (a.answer === undefined) return out;
  if (a.answer.rows !== undefined && a.kind !== 'bespoke') {
    out.push(diagnosticAt(a.pos, 'unexpected-answer', `${a.kind} action ${a.name} answers rows of its kind; only bespoke actions describe their rows`));
  }
  for (const part of ['rows', 'extra'] as const) {
    const schema = a.answer[part];
    if (schema !== undefined && !schemaChecker.validateSchema(schema as object)) {
      const why = schemaChecker.errorsText(schemaChecker.errors, { dataVar: 'schema' });
      out.push(diagnosticAt(a.pos, 'invalid-schema', `answer.${part} of ${a.name} is not a valid JSON Schema: ${why}`));
    }
  }
  return out;
}

function checkTokens(a: ActionDef, object: ObjectDef | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const token = (ref: Located<string>, list: string): TokenDef | undefined => {
    const t = object?.tokens.find((x) => x.name === ref.value);
    if (!t) {
      const why = object ? `object ${object.name} has no token "${ref.value}"` : `the action has no object, so no token "${ref.value}"`;
      out.push(diagnosticAt(ref.pos, 'unknown-token', `${list} of ${a.name}: ${why}`));
    }
    return t;
  };
  const filters = new Set(a.filters.map((f) => f.value));
  for (const ref of a.filters) {
    const t = token(ref, 'filters');
    if (t && t.expr === undefined && t.filterSql === undefined && !t.virtual) {
      out.push(diagnosticAt(ref.pos, 'unfilterable-token', `filters of ${a.name}: token "${t.name}" has no expr or filter_sql to filter by`));
    }
  }
  for (const [list, label] of [
    [a.mandatoryFilters, 'mandatory_filters'],
    [a.mandatoryFilterOneOf, 'mandatory_filter_one_of'],
    [a.uniqueFilters, 'unique_filters'],
  ] as const) {
    for (const ref of list) {
      if (token(ref, label) && !filters.has(ref.value)) {
        out.push(diagnosticAt(ref.pos, 'filter-not-accepted', `${label} of ${a.name}: "${ref.value}" is not in the action's filters`));
      }
    }
  }
  const fields = new Set(a.fields.map((f) => f.value));
  for (const [list, label] of [
    [a.fields, 'fields'],
    [a.defaultFields ?? [], 'default_fields'],
    [a.orderBy, 'order_by'],
  ] as const) {
    for (const ref of list) {
      const t = token(ref, label);
      if (!t) continue;
      if (t.expr === undefined && t.loader === undefined && !t.virtual) {
        out.push(diagnosticAt(ref.pos, 'unreadable-token', `${label} of ${a.name}: token "${t.name}" has no expr, column or loader to read it by`));
      } else if (label === 'order_by' && t.loader !== undefined) {
        out.push(diagnosticAt(ref.pos, 'order-by-loader', `order_by of ${a.name}: token "${t.name}" is filled by a loader after the select and cannot order rows`));
      }
      if (label === 'default_fields' && !fields.has(ref.value)) {
        out.push(diagnosticAt(ref.pos, 'field-not-accepted', `default_fields of ${a.name}: "${ref.value}" is not in the action's fields`));
      }
    }
  }
  return out;
}

/** Exec actions carry a transition over a column of their object, refused with a defined status. */
function checkTransition(a: ActionDef, object: ObjectDef | undefined, catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  const t = a.transition;
  if (a.kind !== 'exec') {
    if (t) out.push(diagnosticAt(t.pos, 'unexpected-transition', `${a.kind} action ${a.name} is not exec; only exec actions carry a transition`));
    if (a.massiveAcls.length > 0) out.push(diagnosticAt(a.massiveAcls[0]!.pos, 'unexpected-massive-acls', `${a.kind} action ${a.name}: massive_acls belong to exec actions (arguments carry their own)`));
    return out;
  }
  if (!t) return [diagnosticAt(a.pos, 'missing-transition', `exec action ${a.name} has no transition`)];
  const columns = new Set(object?.tokens.flatMap((x) => (x.column ? [x.column] : [])) ?? []);
  for (const column of [t.column, ...Object.keys(t.require)]) {
    if (!columns.has(column)) out.push(diagnosticAt(t.pos, 'unknown-column', `transition of ${a.name}: object ${object?.name ?? '-'} has no token with column "${column}"`));
  }
  if (!catalog.errors.some((e) => e.code === t.refused)) {
    out.push(diagnosticAt(t.pos, 'unknown-status', `transition of ${a.name}: refused status ${t.refused} is not in errors.yaml`));
  }
  if (t.from.includes(t.to)) out.push(diagnosticAt(t.pos, 'idle-transition', `transition of ${a.name}: "${t.to}" is both a from state and the target`));
  const token = object?.tokens.find((x) => x.column === t.column);
  for (const state of [...t.from, t.to]) {
    if (token?.enum && !token.enum.includes(state)) {
      out.push(diagnosticAt(t.pos, 'unknown-state', `transition of ${a.name}: "${state}" is not a value of token ${token.name}`));
    }
  }
  return out;
}

function checkArguments(a: ActionDef, object: ObjectDef | undefined, schemaChecker: InstanceType<typeof Ajv>): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (a.arguments.length > 0 && READ_KINDS.has(a.kind)) {
    out.push(diagnosticAt(a.arguments[0]!.pos, 'unexpected-arguments', `${a.kind} action ${a.name} takes no arguments`));
  }
  for (const arg of a.arguments) {
    if (arg.special !== undefined) {
      if (arg.schema === undefined) {
        out.push(diagnosticAt(arg.pos, 'missing-schema', `special argument ${arg.name} of ${a.name} needs a schema for its value`));
      } else if (!schemaChecker.validateSchema(arg.schema as object)) {
        const why = schemaChecker.errorsText(schemaChecker.errors, { dataVar: 'schema' });
        out.push(diagnosticAt(arg.pos, 'invalid-schema', `schema of special argument ${arg.name} of ${a.name} is not a valid JSON Schema: ${why}`));
      }
      continue;
    }
    if (arg.schema !== undefined) {
      out.push(diagnosticAt(arg.pos, 'unexpected-schema', `argument ${arg.name} of ${a.name} is a token; only special arguments carry a schema`));
    }
    const t = object?.tokens.find((x) => x.name === arg.name);
    if (!t) {
      const why = object ? `object ${object.name} has no token "${arg.name}" and the argument is not special` : 'the action has no object and the argument is not special';
      out.push(diagnosticAt(arg.pos, 'unknown-token', `arguments of ${a.name}: ${why}`));
      continue;
    }
    if ((a.kind === 'create' || a.kind === 'update') && t.column === undefined && !t.virtual) {
      out.push(diagnosticAt(arg.pos, 'unwritable-token', `arguments of ${a.name}: token "${t.name}" has no column to write`));
    }
  }
  return out;
}
