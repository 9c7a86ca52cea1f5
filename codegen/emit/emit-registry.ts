// generated/registry.ts: the catalog as typed data the runtime reads (objects, actions with their
// argument validators, errors, ACLs, aliases, template roles, config tokens), and the name unions
// the runtime's handler tables are declared over, so a catalog action without an executor, handler,
// hook, loader or special-argument handler fails `tsc`.

import { VariableDeclarationKind } from 'ts-morph';
import { compareText } from '../diagnostics.js';
import type { ActionDef, ObjectDef, TokenDef } from '../model.js';
import { nonNullableArguments } from './argument-schema.js';
import { finishSourceFile, newSourceFile, origin, sortedBy, uniqueSorted, type EmitContext } from './emit-context.js';
import { Code, Entries, printLit, printUnion, quote, type Entry, type Lit } from './ts-literal.js';

const TYPES_MODULE = '../runtime/support/registry-types.js';
const SUPPORT_MODULE = '../runtime/support/index.js';

export function emitRegistry(ctx: EmitContext, validatorNames: readonly string[]): string {
  const { catalog } = ctx;
  const label = ctx.catalogLabel;
  const objects = sortedBy(catalog.objects, (o) => o.name);
  const actions = sortedBy(catalog.actions, (a) => a.name);
  const withValidator = new Set(validatorNames);

  const sf = newSourceFile(ctx, 'registry.ts');
  sf.addImportDeclaration({
    moduleSpecifier: TYPES_MODULE,
    isTypeOnly: true,
    namedImports: ['AclMeta', 'ActionMeta', 'ConfigTokenMeta', 'ErrorMeta', 'ObjectMeta', 'RoleTemplate'],
  });
  const supportImports = [
    ...(actions.some((a) => withValidator.has(a.name)) ? ['argumentsValidator'] : []),
    ...(actions.some((a) => !withValidator.has(a.name)) ? ['rejectAllArguments'] : []),
  ];
  if (supportImports.length > 0) sf.addImportDeclaration({ moduleSpecifier: SUPPORT_MODULE, namedImports: supportImports });
  sf.addImportDeclaration({ moduleSpecifier: './errors.js', isTypeOnly: true, namedImports: ['ErrorCode'] });
  if (withValidator.size > 0) sf.addImportDeclaration({ moduleSpecifier: './validators.js', namespaceImport: 'validators' });
  sf.addExportDeclaration({ moduleSpecifier: './errors.js', isTypeOnly: true, namedExports: ['ErrorCode'] });
  // Re-exported so the runtime reads the whole catalog from one module.
  sf.addExportDeclaration({ moduleSpecifier: './queries.js', namedExports: ['actionJoins', 'queryBuilders', { name: 'ObjectJoins', isTypeOnly: true }, { name: 'ObjectQueries', isTypeOnly: true }] });

  const union = (name: string, members: readonly string[], doc: string, source: string): void => {
    sf.addTypeAlias({
      name,
      isExported: true,
      type: printUnion(members.map(quote)),
      docs: [doc],
      leadingTrivia: origin(source),
    });
  };
  union('ActionName', actions.map((a) => a.name), 'Every action of the API (the `action` request parameter).', `${label}actions/`);
  union('ObjectName', objects.map((o) => o.name), 'Every object of the catalog.', `${label}objects/`);
  union(
    'BespokeHandlerName',
    uniqueSorted(catalog.actions.filter((a) => a.kind === 'bespoke' && a.handler).map((a) => a.handler!)),
    'Handlers of bespoke actions; the runtime declares a Record over this union.',
    `${label}actions/ (kind: bespoke, handler)`,
  );
  union(
    'HookName',
    uniqueSorted(catalog.actions.filter((a) => a.kind !== 'bespoke' && a.handler).map((a) => a.handler!)),
    'Hooks that generic action kinds call (guards and the like); the runtime declares a Record over this union.',
    `${label}actions/ (generic kinds, handler)`,
  );
  union(
    'LoaderName',
    uniqueSorted(catalog.objects.flatMap((o) => o.tokens.flatMap((t) => (t.loader ? [t.loader] : [])))),
    'Loaders that fill composite token values after a select.',
    `${label}objects/ (tokens, loader)`,
  );
  union(
    'OutputName',
    uniqueSorted(catalog.objects.flatMap((o) => o.tokens.flatMap((t) => (t.output ? [t.output] : [])))),
    'Formatters of token values read by SQL (`output:`); the runtime declares a Record over this union.',
    `${label}objects/ (tokens, output)`,
  );
  union(
    'DriverOperationName',
    uniqueSorted(catalog.actions.flatMap((a) => (a.transition ? [a.transition.driver] : []))),
    'Driver operations exec actions start after their transition commits; every driver implements each.',
    `${label}actions/ (kind: exec, transition.driver)`,
  );
  union(
    'SpecialArgumentName',
    uniqueSorted(catalog.actions.flatMap((a) => a.arguments.flatMap((arg) => (arg.special ? [arg.special] : [])))),
    'Handlers of special arguments (`__acls__`, `__roles_changes__`, ...).',
    `${label}actions/ (arguments, special)`,
  );

  addConst(sf, 'actionNames', 'readonly ActionName[]', actions.map((a) => a.name), 'Every action name, sorted.', `${label}actions/`);
  addConst(sf, 'objectNames', 'readonly ObjectName[]', objects.map((o) => o.name), 'Every object name, sorted.', `${label}objects/`);

  addConst(
    sf,
    'objects',
    'Readonly<Record<ObjectName, ObjectMeta>>',
    new Entries(objects.map((o) => ({ key: o.name, value: objectLit(o), comments: [`${o.pos.file}#/object`], doc: o.description || undefined }))),
    'Objects by name: table, scoping and tokens.',
    `${label}objects/`,
  );
  addConst(
    sf,
    'actions',
    'Readonly<Record<ActionName, ActionMeta>>',
    new Entries(
      actions.map((a) => ({
        key: a.name,
        value: actionLit(ctx, a, withValidator.has(a.name)),
        comments: [`${a.pos.file}#/actions/${a.name}`],
        doc: a.description || undefined,
      })),
    ),
    'Actions by name.',
    `${label}actions/`,
  );
  for (const [fn, union, map] of [
    ['isActionName', 'ActionName', 'actions'],
    ['isObjectName', 'ObjectName', 'objects'],
  ] as const) {
    sf.addFunction({
      name: fn,
      isExported: true,
      parameters: [{ name: 'name', type: 'string' }],
      returnType: `name is ${union}`,
      docs: [`Whether a name from a request is one of the ${map} (own keys only, never Object.prototype's).`],
      statements: `return Object.hasOwn(${map}, name);`,
      leadingTrivia: origin(`${label}${map}/`),
    });
  }
  const errors = [...catalog.errors].sort((a, b) => a.code - b.code);
  const errorsFile = errors[0]?.pos.file ?? `${label}errors.yaml`;
  addConst(
    sf,
    'errors',
    'Readonly<Record<ErrorCode, ErrorMeta>>',
    new Entries(errors.map((e) => ({ key: String(e.code), value: { code: e.code, name: e.name, message: e.message } }))),
    'Status codes by code.',
    `${errorsFile}#/errors`,
  );
  const aclsFile = catalog.acls.acls[0]?.pos.file ?? `${label}acls.yaml`;
  addConst(
    sf,
    'acls',
    'readonly AclMeta[]',
    sortedBy(catalog.acls.acls, (a) => a.name).map((a) => ({ name: a.name, description: a.description })),
    'Every defined ACL, sorted by name.',
    `${aclsFile}#/acls`,
  );
  const aliases = catalog.acls.aliases;
  addConst(
    sf,
    'aclAliases',
    'Readonly<Record<string, string>>',
    new Entries(uniqueSorted(Object.keys(aliases)).map((k) => ({ key: k, value: aliases[k]!.value }))),
    'Alias spelling → canonical ACL name (docs/decisions.md "Authorization"); holding either satisfies either.',
    `${aclsFile}#/aliases`,
  );
  const profileAliases = catalog.acls.profileAliases;
  addConst(
    sf,
    'aclProfileAliases',
    'Readonly<Record<string, Readonly<Record<string, string>>>>',
    new Entries(
      uniqueSorted(Object.keys(profileAliases)).map((profile) => ({
        key: profile,
        value: new Entries(uniqueSorted(Object.keys(profileAliases[profile]!)).map((k) => ({ key: k, value: profileAliases[profile]![k]!.value }))),
      })),
    ),
    'Client profile → alias spelling → canonical ACL name: aliases that hold only in that profile (docs/decisions.md "Client profiles").',
    `${aclsFile}#/client_profile_aliases`,
  );
  const profileNames = catalog.acls.profileNames;
  addConst(
    sf,
    'aclProfileNames',
    'Readonly<Record<string, Readonly<Record<string, string | null>>>>',
    new Entries(
      uniqueSorted(Object.keys(profileNames)).map((profile) => ({
        key: profile,
        value: new Entries(uniqueSorted(Object.keys(profileNames[profile]!)).map((k) => ({ key: k, value: profileNames[profile]![k]!.value }))),
      })),
    ),
    'Client profile → ACL name its clients ask for → requirement under which current_admin_setup answers it as held (null: never) (docs/decisions.md "Client profiles").',
    `${aclsFile}#/client_profile_acl_names`,
  );
  const rolesFile = catalog.roles[0]?.pos.file ?? `${label}roles.yaml`;
  addConst(
    sf,
    'roleTemplates',
    'readonly RoleTemplate[]',
    sortedBy(catalog.roles, (r) => r.name).map((r) => ({
      name: r.name,
      internal: r.internal,
      fixed: r.fixed,
      acls: names(r.acls),
      deny: names(r.deny),
      inherits: names(r.inherits),
      grantsAll: r.grantsAll,
    })),
    'Template roles created in tenant -1 at bootstrap, sorted by name.',
    `${rolesFile}#/roles`,
  );
  const configFile = catalog.config[0]?.pos.file ?? `${label}config.yaml`;
  addConst(
    sf,
    'configTokens',
    'readonly ConfigTokenMeta[]',
    sortedBy(catalog.config, (c) => c.key).map((c) => ({ key: c.key, default: c.default, scope: c.scope, public: c.public, secret: c.secret })),
    'Core configuration tokens, sorted by key.',
    `${configFile}#/tokens`,
  );
  return finishSourceFile(ctx, sf);
}

function addConst(sf: ReturnType<typeof newSourceFile>, name: string, type: string, value: Lit, doc: string, source: string): void {
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name, type, initializer: printLit(value) }],
    docs: [doc],
    leadingTrivia: origin(source),
  });
}

function names(list: readonly { value: string }[]): string[] {
  return list.map((l) => l.value);
}

function objectLit(o: ObjectDef): Lit {
  return {
    name: o.name,
    table: o.table,
    alias: o.alias,
    tenantScope: o.tenantScope,
    tenantColumn: o.tenantColumn,
    superTenant: o.superTenant || undefined,
    duplicateStatus: o.duplicateStatus,
    nameColumn: o.nameColumn,
    where: o.where,
    tokens: new Entries(
      sortedBy(o.tokens, (t) => t.name).map(
        (t): Entry => ({ key: t.name, value: tokenLit(t), comments: [`${o.pos.file}#/tokens/${t.name}`], doc: t.description || undefined }),
      ),
    ),
    events: {
      created: o.events.created,
      changed: o.events.changed,
      deleted: o.events.deleted,
      tokens: new Entries(uniqueSorted(Object.keys(o.events.tokens)).map((k) => ({ key: k, value: o.events.tokens[k]! }))),
    },
    deleteMassive: names(o.deleteMassive),
    propertyKind: o.propertyKind,
  };
}

function tokenLit(t: TokenDef): Lit {
  return {
    name: t.name,
    type: t.type,
    expr: t.expr,
    column: t.column,
    loader: t.loader,
    output: t.output,
    filterSql: t.filterSql,
    virtual: t.virtual,
    nullable: t.nullable,
    ci: t.ci,
    maxLength: t.maxLength,
    passwordCost: t.passwordCost,
    pattern: t.pattern,
    enum: t.enum,
    min: t.min,
    max: t.max,
    default: t.default,
    see: names(t.see),
    filter: names(t.filter),
    create: names(t.create),
    update: names(t.update),
    updateMassive: names(t.updateMassive),
  };
}

function actionLit(ctx: EmitContext, a: ActionDef, hasValidator: boolean): Lit {
  const args = sortedBy(a.arguments, (arg) => arg.name);
  const validate = hasValidator
    ? new Code(`argumentsValidator(validators.${a.name}, ${printLit(nonNullableArguments(ctx.catalog, a))})`)
    : new Code('rejectAllArguments');
  return {
    name: a.name,
    family: a.family,
    kind: a.kind,
    object: a.object,
    handler: a.handler,
    acls: names(a.acls),
    filters: names(a.filters),
    mandatoryFilters: names(a.mandatoryFilters),
    mandatoryFilterOneOf: names(a.mandatoryFilterOneOf),
    uniqueFilters: names(a.uniqueFilters),
    fields: names(a.fields),
    defaultFields: names(a.defaultFields ?? a.fields),
    orderBy: names(a.orderBy),
    arguments: new Entries(
      args.map((arg) => ({
        key: arg.name,
        value: {
          name: arg.name,
          mandatory: arg.mandatory,
          acls: names(arg.acls),
          massiveAcls: names(arg.massiveAcls),
          special: arg.special,
        },
      })),
    ),
    channels: names(a.channels),
    massiveAcls: names(a.massiveAcls),
    transition:
      a.transition === undefined
        ? undefined
        : {
            column: a.transition.column,
            from: a.transition.from,
            to: a.transition.to,
            refused: a.transition.refused,
            require: new Entries(Object.keys(a.transition.require).sort(compareText).map((k) => ({ key: k, value: a.transition!.require[k]! }))),
            driver: a.transition.driver,
          },
    target: a.target,
    tenantAdminWhere: a.tenantAdminWhere,
    where: a.where,
    set: a.set === undefined ? undefined : Object.fromEntries(Object.keys(a.set).sort(compareText).map((k) => [k, a.set![k]!])),
    returnRecord: a.returnRecord,
    writes: a.writes || undefined,
    job: a.job || undefined,
    multitenantOnly: a.multitenantOnly,
    sessionsOnly: a.sessionsOnly || undefined,
    tenantArgument: a.tenantArgument,
    validateArguments: validate,
  };
}
