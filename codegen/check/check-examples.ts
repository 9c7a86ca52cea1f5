// The example sequence (catalog/examples.yaml): every step names an action of the catalog and only
// parameters that action takes (its filters, fields, order fields and arguments, with its mandatory
// filters and arguments given), and every action has at least one step, so the reference shows an
// example for each and the replay test runs them all. Whether the values are right is the server's to
// say: the replay test (test/blackbox/reference-examples.test.ts) runs the sequence.

import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { ActionDef, Catalog, ExampleStep } from '../model.js';
import { isPlainObject } from '../load/node-reader.js';

export function checkExamples(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  // the first definition of a duplicated action is the one checked (check-duplicates reports the other)
  const actions = new Map<string, ActionDef>();
  for (const a of catalog.actions) if (!actions.has(a.name)) actions.set(a.name, a);
  const shown = new Set<string>();
  for (const step of catalog.examples) {
    const action = actions.get(step.action);
    if (!action) {
      out.push(diagnosticAt(step.pos, 'unknown-action', `example step names unknown action "${step.action}"`));
      continue;
    }
    shown.add(action.name);
    for (const problem of stepProblems(step, action)) out.push(diagnosticAt(step.pos, 'example-parameter', `example of ${action.name}: ${problem}`));
    if (step.status !== 0 && step.title === undefined) {
      out.push(diagnosticAt(step.pos, 'example-parameter', `example of ${action.name} answers ${step.status}: its title must say why`));
    }
    if (step.newId !== undefined && action.kind !== 'create') {
      out.push(diagnosticAt(step.pos, 'example-parameter', `example of ${action.name}: new_id belongs to create actions only`));
    }
  }
  for (const a of catalog.actions) {
    if (!shown.has(a.name)) out.push(diagnosticAt(a.pos, 'missing-example', `action ${a.name} has no step in examples.yaml`));
  }
  return out;
}

/** Filter tokens named anywhere in a filter value (through -and, -or, -not). */
function filterTokens(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) filterTokens(v, into);
  else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '-and' || k === '-or' || k === '-not') filterTokens(v, into);
      else into.add(k);
    }
  }
}

function stepProblems(step: ExampleStep, a: ActionDef): string[] {
  const problems: string[] = [];
  const p = step.parameters;
  const used = new Set<string>();
  filterTokens(p.filters, used);
  const filters = new Set(a.filters.map((f) => f.value));
  for (const t of used) if (!filters.has(t)) problems.push(`filter "${t}" is not one of the action's filters`);
  if (step.status === 0) {
    for (const m of a.mandatoryFilters) if (!used.has(m.value)) problems.push(`mandatory filter "${m.value}" is missing`);
    const oneOf = a.mandatoryFilterOneOf.map((f) => f.value);
    if (oneOf.length > 0 && !oneOf.some((f) => used.has(f))) problems.push(`one of the filters ${oneOf.join(', ')} is missing`);
  }
  const fields = new Set(a.fields.map((f) => f.value));
  for (const f of Array.isArray(p.fields) ? p.fields : []) if (!fields.has(String(f))) problems.push(`field "${String(f)}" is not one of the action's fields`);
  const order = isPlainObject(p.order_by) ? p.order_by['field'] : undefined;
  const orderBy = new Set(a.orderBy.map((f) => f.value));
  for (const f of Array.isArray(order) ? order : order === undefined ? [] : [order]) {
    if (!orderBy.has(String(f))) problems.push(`order field "${String(f)}" is not one of the action's order fields`);
  }
  const args = isPlainObject(p.arguments) ? p.arguments : {};
  const accepted = new Set(a.arguments.map((x) => x.name));
  for (const k of Object.keys(args)) if (!accepted.has(k)) problems.push(`argument "${k}" is not one of the action's arguments`);
  if (step.status === 0) {
    for (const arg of a.arguments) if (arg.mandatory && !Object.hasOwn(args, arg.name)) problems.push(`mandatory argument "${arg.name}" is missing`);
  }
  return problems;
}
