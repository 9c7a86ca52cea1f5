// catalog/actions/<family>.yaml → the family and its ActionDefs. Argument ACL defaults need the
// objects, so they are filled later by resolveArgumentAcls().

import type { ActionDef, ActionKind, ArgumentDef, ObjectDef, TransitionDef } from '../model.js';
import type { NodeReader } from './node-reader.js';

const KINDS: readonly ActionKind[] = ['list', 'details', 'tiny', 'all_ids', 'state', 'create', 'update', 'delete', 'exec', 'bespoke'];

export interface FamilyFile {
  family: { name: string; description: string; file: string };
  actions: ActionDef[];
}

export function buildActions(root: NodeReader): FamilyFile | undefined {
  const family = root.get('family').str();
  if (family === undefined) return undefined;
  const actions = root
    .get('actions')
    .entries()
    .map(([name, a]) => buildAction(name, family, a));
  return {
    family: { name: family, description: root.get('description').str() ?? '', file: root.file.file },
    actions,
  };
}

function buildAction(name: string, family: string, a: NodeReader): ActionDef {
  const kind = a.get('kind').str() as ActionKind | undefined;
  const def: ActionDef = {
    name,
    family,
    kind: kind && KINDS.includes(kind) ? kind : 'bespoke',
    description: a.get('description').str() ?? '',
    acls: a.get('acls').locatedStrings(),
    filters: a.get('filters').tokenList(),
    mandatoryFilters: a.get('mandatory_filters').tokenList(),
    mandatoryFilterOneOf: a.get('mandatory_filter_one_of').tokenList(),
    uniqueFilters: a.get('unique_filters').tokenList(),
    fields: a.get('fields').tokenList(),
    orderBy: a.get('order_by').tokenList(),
    arguments: a
      .get('arguments')
      .entries()
      .map(([argName, arg]) => buildArgument(argName, arg)),
    channels: a.get('channels').locatedStrings(),
    massiveAcls: a.get('massive_acls').locatedStrings(),
    multitenantOnly: a.get('multitenant_only').bool(false),
    sessionsOnly: a.get('sessions_only').bool(false),
    tenantArgument: a.get('tenant_argument').bool(false),
    writes: a.get('writes').bool(false),
    job: false,
    pos: a.pos('key'),
  };
  const object = a.get('object').str();
  if (object !== undefined) def.object = object;
  const handler = a.get('handler').str();
  if (handler !== undefined) def.handler = handler;
  if (a.has('cli')) {
    const noun = a.get('cli').get('noun').str();
    const verb = a.get('cli').get('verb').str();
    def.cli = { ...(noun !== undefined ? { noun } : {}), ...(verb !== undefined ? { verb } : {}) };
  }
  if (a.has('default_fields')) def.defaultFields = a.get('default_fields').tokenList();
  const target = a.get('target').str();
  if (target === 'self' || target === 'own_tenant') def.target = target;
  const where = a.get('tenant_admin_where').str();
  if (where !== undefined) def.tenantAdminWhere = where;
  const fixedWhere = a.get('where').str();
  if (fixedWhere !== undefined) def.where = fixedWhere;
  if (a.has('set')) {
    const set: Record<string, string | number> = {};
    for (const [column, v] of a.get('set').entries()) {
      if (typeof v.value === 'string' || typeof v.value === 'number') set[column] = v.value;
    }
    def.set = set;
  }
  if (a.has('transition')) def.transition = buildTransition(a.get('transition'));
  def.job = startsJob(def);
  if (a.has('return_record')) def.returnRecord = a.get('return_record').bool(false);
  if (a.has('answer')) {
    const answer = a.get('answer');
    def.answer = {};
    if (answer.has('rows')) def.answer.rows = answer.get('rows').value;
    if (answer.has('extra')) def.answer.extra = answer.get('extra').value;
  }
  return def;
}

/** Kinds that write the records their filter selects, each in its own transaction. */
const JOB_KINDS: readonly ActionKind[] = ['update', 'delete', 'exec'];

/**
 * Whether the action runs as a job (runtime/jobs/): it writes whatever its filter selects, so it may touch
 * many records; an action bound to the caller's own record or tenant (`target`) touches one.
 */
export function startsJob(def: Pick<ActionDef, 'kind' | 'filters' | 'target'>): boolean {
  return JOB_KINDS.includes(def.kind) && def.filters.length > 0 && def.target === undefined;
}

function buildTransition(t: NodeReader): TransitionDef {
  const require: Record<string, string | number> = {};
  for (const [column, v] of t.get('require').entries()) {
    if (typeof v.value === 'string' || typeof v.value === 'number') require[column] = v.value;
  }
  return {
    column: t.get('column').str() ?? '',
    from: t
      .get('from')
      .items()
      .flatMap((i) => (typeof i.value === 'string' ? [i.value] : [])),
    to: t.get('to').str() ?? '',
    refused: t.get('refused').num() ?? 0,
    require,
    driver: t.get('driver').str() ?? '',
    pos: t.pos('key'),
  };
}

function buildArgument(name: string, arg: NodeReader): ArgumentDef {
  const def: ArgumentDef = {
    name,
    mandatory: arg.get('mandatory').bool(false),
    acls: arg.get('acls').locatedStrings(),
    massiveAcls: arg.get('massive_acls').locatedStrings(),
    aclsGiven: arg.has('acls'),
    massiveAclsGiven: arg.has('massive_acls'),
    pos: arg.pos('key'),
  };
  const special = arg.get('special').str();
  if (special !== undefined) def.special = special;
  if (arg.has('schema')) def.schema = arg.get('schema').value;
  return def;
}

/**
 * An argument without `acls` takes its token's `create` ACLs in create actions and `update` ACLs in
 * update actions; an update argument's massive ACLs are the token's `update_massive` (none when the
 * action targets one record). What the catalog gives (`acls`, `massive_acls`) is kept as given;
 * special arguments get nothing from a token.
 */
export function resolveArgumentAcls(actions: readonly ActionDef[], objects: readonly ObjectDef[]): void {
  const byName = new Map(objects.map((o) => [o.name, o]));
  for (const action of actions) {
    const object = action.object === undefined ? undefined : byName.get(action.object);
    for (const arg of action.arguments) {
      if (arg.special !== undefined) continue;
      const token = object?.tokens.find((t) => t.name === arg.name);
      if (!token) continue;
      if (!arg.aclsGiven) {
        if (action.kind === 'create') arg.acls = [...token.create];
        else if (action.kind === 'update') arg.acls = [...token.update];
      }
      // An action bound to one record (target) never selects several.
      if (action.kind === 'update' && action.target === undefined && !arg.massiveAclsGiven) arg.massiveAcls = [...token.updateMassive];
    }
  }
}
