// The command-line client's table from the catalog: each action's noun and verb (`<object>_<verb>`
// with `get` left out, or the action's `cli` words), its tokens typed from the object, the action that
// counts what a write selects, and the reference examples rewritten as command lines.
import { compareText } from '../diagnostics.js';
import type { ActionDef, Catalog, ExampleStep, ObjectDef, TokenDef } from '../model.js';
import type { ArgumentSpec, CommandSpec, CommandTable, ExampleSpec, TokenSpec, ValueType } from '../cli/spec.js';
import { isLive, UPLOAD_ACTION } from './client-shapes.js';
import { writes } from './action-example.js';

/** Options every action command may have: an argument of the same name is given as `--arg-<name>`. */
const RESERVED_OPTIONS = new Set(['filter', 'where', 'fields', 'order', 'limit', 'page', 'all', 'watch', 'yes', 'output', 'profile', 'property', 'delete-property', 'help', 'version', 'progress', 'no-progress', 'dry-run', 'wait', 'timeout']);

/** The image transfers' commands beside the create action's (codegen/cli/upload.ts, server-transfer.ts). */
export const TRANSFER_VERBS = ['upload', 'download', 'import-staged'] as const;

/** Special arguments that carry custom properties, given as --property key=value. */
const PROPERTY_SPECIALS: Record<string, 'set' | 'changes'> = { properties_set: 'set', properties_changes: 'changes' };

const FILTER_OPERATORS = ['~', '=', '!=', '<>', '<', '>', '<=', '>='];

export function commandWords(action: ActionDef): { noun: string; verb: string } {
  let noun: string;
  let rest: string;
  if (action.object && action.name.startsWith(`${action.object}_`)) {
    noun = action.object;
    rest = action.name.slice(action.object.length + 1);
  } else {
    const cut = action.name.indexOf('_');
    noun = cut < 0 ? action.name : action.name.slice(0, cut);
    rest = cut < 0 ? 'run' : action.name.slice(cut + 1);
  }
  const verbWords = rest.split('_').filter((w) => w !== 'get');
  return {
    noun: action.cli?.noun ?? noun.replace(/_/g, '-'),
    verb: action.cli?.verb ?? (verbWords.length > 0 ? verbWords.join('-') : rest.replace(/_/g, '-')),
  };
}

function tokenSpec(name: string, token: TokenDef | undefined): TokenSpec {
  const type: ValueType = token ? token.type : 'string';
  return { name, type, ...(token?.nullable ? { nullable: true } : {}), ...(token?.enum ? { choices: [...token.enum] } : {}) };
}

function argumentSpec(action: ActionDef, object: ObjectDef | undefined): ArgumentSpec[] {
  return action.arguments.map((arg) => {
    if (arg.special !== undefined) {
      const properties = PROPERTY_SPECIALS[arg.special];
      const option = arg.name.replace(/^_+|_+$/g, '').replace(/_/g, '-');
      return { name: arg.name, option, type: 'json' as const, mandatory: arg.mandatory, ...(properties ? { properties } : {}) };
    }
    const base = tokenSpec(arg.name, object?.tokens.find((t) => t.name === arg.name));
    const option = arg.name.replace(/_/g, '-');
    return { ...base, option: RESERVED_OPTIONS.has(option) ? `arg-${option}` : option, mandatory: arg.mandatory };
  });
}

function isConfirmedWrite(action: ActionDef): boolean {
  if (action.filters.length === 0) return false;
  return ['update', 'delete', 'exec'].includes(action.kind) || (action.kind === 'bespoke' && action.writes);
}

/** The read of the same object that counts what the write's filters select: all_ids first, then list. */
function countAction(action: ActionDef, catalog: Catalog): { action: string; filters: string[] } | undefined {
  const wanted = action.filters.map((f) => f.value);
  const candidates = catalog.actions
    .filter((a) => a.object === action.object && (a.kind === 'all_ids' || a.kind === 'list'))
    .map((a) => ({ a, covered: wanted.filter((w) => a.filters.some((f) => f.value === w)).length }))
    .filter((c) => c.covered > 0)
    .sort((x, y) => y.covered - x.covered || (x.a.kind === 'all_ids' ? -1 : 1) - (y.a.kind === 'all_ids' ? -1 : 1) || compareText(x.a.name, y.a.name));
  const best = candidates[0]?.a;
  return best ? { action: best.name, filters: best.filters.map((f) => f.value) } : undefined;
}

/** What an action of a generic kind does, for the actions the catalog gives no description. */
function kindDescription(action: ActionDef): string {
  const object = (action.object ?? action.family).replace(/_/g, ' ');
  const texts: Record<string, string> = {
    list: `Lists ${object} records, a page at a time, with filters, fields and order.`,
    details: `Shows ${object} records in full.`,
    tiny: `Lists ${object} ids and names, for choosing one.`,
    all_ids: `Answers the ids of the ${object} records the filters select.`,
    state: `Shows the state of ${object} records.`,
    create: `Creates a ${object}.`,
    update: `Changes the ${object} records the filters select.`,
    delete: `Deletes the ${object} records the filters select.`,
    exec: `Runs ${action.name} on the ${object} records the filters select.`,
  };
  return texts[action.kind] ?? `Runs ${action.name}.`;
}

function scalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** One step of the reference's example sequence as the command line that sends the same request. */
function exampleArgv(step: ExampleStep, spec: CommandSpec): string[] | undefined {
  const argv = [spec.noun, spec.verb];
  const p = step.parameters;
  const where: Record<string, unknown> = {};
  const filters = (p.filters ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(filters)) {
    const isIds = key === 'id' && spec.filters.some((f) => f.name === 'id');
    if (isIds && (typeof value === 'number' || (Array.isArray(value) && value.every((v) => typeof v === 'number')))) {
      argv.splice(2, 0, ...(Array.isArray(value) ? value : [value]).map(String));
    } else if (!key.startsWith('-') && scalar(value)) {
      argv.push('--filter', `${key}=${String(value)}`);
    } else if (!key.startsWith('-') && Array.isArray(value) && value.length > 1 && value.every((v) => scalar(v) && !String(v).includes(','))) {
      argv.push('--filter', `${key}=${value.join(',')}`);
    } else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && FILTER_OPERATORS.includes(Object.keys(value)[0]!) && scalar(Object.values(value)[0])) {
      const [op, v] = Object.entries(value)[0]!;
      argv.push('--filter', `${key}${op}${String(v)}`);
    } else {
      where[key] = value;
    }
  }
  if (Object.keys(where).length > 0) argv.push('--where', JSON.stringify(where));
  if (Array.isArray(p.fields)) argv.push('--fields', (p.fields as string[]).join(','));
  const order = p.order_by as { field?: string | string[]; order?: string } | undefined;
  if (order?.field !== undefined) {
    const fields = Array.isArray(order.field) ? order.field : [order.field];
    argv.push('--order', fields.map((f) => (order.order === '-desc' ? `-${f}` : f)).join(','));
  }
  if (typeof p.block === 'number') argv.push('--limit', String(p.block));
  if (typeof p.offset === 'number') argv.push('--page', String(p.offset));
  for (const [name, value] of Object.entries((p.arguments ?? {}) as Record<string, unknown>)) {
    const arg = spec.arguments.find((a) => a.name === name);
    if (!arg) return undefined;
    if (arg.properties) {
      const props = value as { set?: Record<string, unknown>; delete?: string[] } & Record<string, unknown>;
      const set = arg.properties === 'set' ? props : (props.set ?? {});
      for (const [k, v] of Object.entries(set)) argv.push('--property', `${k}=${String(v)}`);
      for (const k of arg.properties === 'changes' ? (props.delete ?? []) : []) argv.push('--delete-property', k);
      continue;
    }
    argv.push(`--${arg.option}`, scalar(value) ? String(value) : JSON.stringify(value));
  }
  return argv;
}

export function commandTable(catalog: Catalog): CommandTable {
  const commands: CommandSpec[] = [];
  const taken = new Map<string, string>();
  for (const action of [...catalog.actions].sort((a, b) => compareText(a.name, b.name))) {
    const { noun, verb } = commandWords(action);
    const key = `${noun} ${verb}`;
    const other = taken.get(key);
    if (other) throw new Error(`the command \`svc ${key}\` would name both ${other} and ${action.name}: give one a \`cli\` entry in the catalog`);
    taken.set(key, action.name);
    const object = catalog.objects.find((o) => o.name === action.object);
    const filters = action.filters.map((f) => tokenSpec(f.value, object?.tokens.find((t) => t.name === f.value)));
    const confirm = isConfirmedWrite(action);
    const count = confirm ? countAction(action, catalog) : undefined;
    const spec: CommandSpec = {
      action: action.name,
      noun,
      verb,
      family: action.family,
      kind: action.kind,
      description: action.description.trim() || kindDescription(action),
      filters,
      mandatoryFilters: action.mandatoryFilters.map((f) => f.value),
      fields: action.fields.map((f) => f.value),
      orderBy: action.orderBy.map((f) => f.value),
      arguments: argumentSpec(action, object),
      confirm,
      writes: writes(action),
      job: Boolean(action.job),
      ...(count ? { count } : {}),
      paged: ['list', 'tiny', 'all_ids'].includes(action.kind) || (action.kind === 'bespoke' && !action.writes && action.orderBy.length > 0),
      live: isLive(action),
      sessionsOnly: action.sessionsOnly,
      examples: [],
    };
    spec.examples = catalog.examples
      .filter((e) => e.action === action.name)
      .map((e): ExampleSpec | undefined => {
        const argv = exampleArgv(e, spec);
        return argv ? { title: e.title ?? `${action.name} (status ${e.status})`, argv } : undefined;
      })
      .filter((e): e is ExampleSpec => e !== undefined);
    commands.push(spec);
  }
  commands.sort((a, b) => compareText(`${a.noun} ${a.verb}`, `${b.noun} ${b.verb}`));
  const nouns = [...new Set(commands.map((c) => c.noun))].sort(compareText).map((noun) => {
    const family = commands.find((c) => c.noun === noun)!.family;
    return { noun, description: catalog.families.find((f) => f.name === family)?.description ?? family };
  });
  const create = commands.find((c) => c.action === UPLOAD_ACTION);
  for (const verb of TRANSFER_VERBS) if (create && taken.has(`${create.noun} ${verb}`)) throw new Error(`\`svc ${create.noun} ${verb}\` is taken by an action`);
  return { nouns, commands, ...(create ? { transfers: { noun: create.noun, action: create.action } } : {}) };
}
