// generated/queries.ts: per object, the kysely builder that selects from its table with the joins a
// statement needs, a closed map token → SQL of the token's read expression, and which joins each token,
// the object's condition and each action's conditions need (join-needs.ts). Token names never reach SQL
// text: the runtime looks them up here, and values are always bound parameters.

import { VariableDeclarationKind } from 'ts-morph';
import { camelCase, finishSourceFile, newSourceFile, origin, sortedBy, type EmitContext } from './emit-context.js';
import { Code, Entries, printLit, quote } from './ts-literal.js';
import { alwaysJoined, neededJoins, tokenJoins } from './join-needs.js';

export function emitQueries(ctx: EmitContext): string {
  const objects = sortedBy(ctx.catalog.objects, (o) => o.name);
  const sf = newSourceFile(ctx, 'queries.ts');
  sf.addImportDeclaration({
    moduleSpecifier: 'kysely',
    namedImports: ['sql', { name: 'Kysely', isTypeOnly: true }, { name: 'RawBuilder', isTypeOnly: true }, { name: 'SelectQueryBuilder', isTypeOnly: true }],
  });
  sf.addImportDeclaration({ moduleSpecifier: './registry.js', isTypeOnly: true, namedImports: ['ActionName', 'ObjectName'] });
  const list = (aliases: readonly string[]) => `[${aliases.map(quote).join(', ')}]`;

  for (const o of objects) {
    const originText = `${o.pos.file}#/object`;
    const always = new Set(alwaysJoined(o));
    const joins = o.joins
      .map((j) => {
        const join = `query = query.leftJoin(${quote(`${j.table} as ${j.alias}`)}, (join) => join.on(sql.raw<boolean>(${quote(j.on)})));`;
        return `\n  ${always.has(j.alias) ? '' : `if (!joins || joins.has(${quote(j.alias)})) `}${join}`;
      })
      .join('');
    const where = o.where === undefined ? '' : `.where(${camelCase(o.name)}Where)`;
    if (o.where !== undefined) {
      sf.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: `${camelCase(o.name)}Where`, initializer: `sql.raw<boolean>(${quote(o.where)})` }],
        docs: ['The condition every query on the object carries.'],
        leadingTrivia: origin(`${o.pos.file}#/where`),
      });
    }
    sf.addFunction({
      name: `${camelCase(o.name)}From`,
      isExported: true,
      parameters: o.joins.length > 0 ? [{ name: 'db', type: 'Kysely<any>' }, { name: 'joins', type: 'ReadonlySet<string>', hasQuestionToken: true }] : [{ name: 'db', type: 'Kysely<any>' }],
      docs: [
        `\`${o.table} as ${o.alias}\`` +
          (o.joins.length > 0
            ? ` left-joined with ${o.joins.map((j) => `\`${j.table} as ${j.alias}\``).join(', ')}` +
              (o.joins.some((j) => !always.has(j.alias)) ? ` (of the to-one joins only those in \`joins\` when given)` : '')
            : '') +
          (o.where !== undefined ? `, where \`${o.where}\`` : '') +
          '.',
      ],
      leadingTrivia: origin(originText),
      returnType: 'SelectQueryBuilder<any, any, {}>',
      statements:
        o.joins.length > 0
          ? `let query = db.selectFrom(${quote(`${o.table} as ${o.alias}`)});${joins}\nreturn query${where};`
          : `return db.selectFrom(${quote(`${o.table} as ${o.alias}`)})${where};`,
    });
    sf.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: `${camelCase(o.name)}Joins`,
          type: 'ObjectJoins',
          initializer: printLit(
            new Entries([
              { key: 'always', value: new Code(list([...always])) },
              { key: 'where', value: new Code(list(neededJoins(o, [o.where]))) },
              {
                key: 'tokens',
                value: new Entries(
                  sortedBy(
                    o.tokens.filter((t) => t.expr !== undefined || t.filterSql !== undefined),
                    (t) => t.name,
                  ).map((t) => ({ key: t.name, value: new Code(list(tokenJoins(o, t))) })),
                ),
              },
            ]),
          ),
        },
      ],
      docs: ['The joins each part of a statement needs.'],
      leadingTrivia: origin(originText),
    });
    const readable = sortedBy(
      o.tokens.filter((t) => t.expr !== undefined),
      (t) => t.name,
    );
    sf.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: `${camelCase(o.name)}TokenSql`,
          type: `Readonly<Record<${readable.length > 0 ? readable.map((t) => quote(t.name)).join(' | ') : 'never'}, RawBuilder<unknown>>>`,
          initializer: printLit(
            new Entries(
              readable.map((t) => ({
                key: t.name,
                value: new Code(`sql.raw(${quote(t.expr!)})`),
                comments: [`${o.pos.file}#/tokens/${t.name}`],
              })),
            ),
          ),
        },
      ],
      docs: ['Read expression of every token that has one.'],
      leadingTrivia: origin(originText),
    });
  }

  sf.addInterface({
    name: 'ObjectJoins',
    isExported: true,
    docs: [
      'Join aliases a statement needs, each list closed over the joins its joins read (docs/decisions.md "To-one joins").',
    ],
    properties: [
      { name: 'always', isReadonly: true, type: 'readonly string[]', docs: ['Joins not known to be to-one: in every statement.'] },
      { name: 'where', isReadonly: true, type: 'readonly string[]', docs: ["Joins the object's fixed condition reads."] },
      {
        name: 'tokens',
        isReadonly: true,
        type: 'Readonly<Partial<Record<string, readonly string[]>>>',
        docs: ['Token → joins its read expression or filter SQL reads; every token with either is listed (look up with Object.hasOwn).'],
      },
    ],
  });
  sf.addInterface({
    name: 'ObjectQueries',
    isExported: true,
    docs: ['What the executors need to query one object.'],
    properties: [
      {
        name: 'from',
        isReadonly: true,
        type: '(db: Kysely<any>, joins?: ReadonlySet<string>) => SelectQueryBuilder<any, any, {}>',
        docs: ['Select from the table, its joins (all of them, or the to-one ones in `joins` and the others) and its fixed condition.'],
      },
      { name: 'joins', isReadonly: true, type: 'ObjectJoins', docs: ['Which joins each part of a statement needs.'] },
      {
        name: 'tokenSql',
        isReadonly: true,
        type: 'Readonly<Partial<Record<string, RawBuilder<unknown>>>>',
        docs: ['Token → read expression; look up with Object.hasOwn (names come from requests).'],
      },
      { name: 'where', isReadonly: true, hasQuestionToken: true, type: 'RawBuilder<boolean>', docs: ['The fixed condition, for updates and deletes.'] },
    ],
  });
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      {
        name: 'queryBuilders',
        type: 'Readonly<Record<ObjectName, ObjectQueries>>',
        initializer: printLit(
          new Entries(
            objects.map((o) => ({
              key: o.name,
              value: new Code(
                `{ from: ${camelCase(o.name)}From, joins: ${camelCase(o.name)}Joins, tokenSql: ${camelCase(o.name)}TokenSql${o.where !== undefined ? `, where: ${camelCase(o.name)}Where` : ''} }`,
              ),
            })),
          ),
        ),
      },
    ],
    docs: ['Query builders by object name.'],
    leadingTrivia: origin(`${ctx.catalogLabel}objects/`),
  });
  const objectsByName = new Map(ctx.catalog.objects.map((o) => [o.name, o]));
  const actionJoins = sortedBy(ctx.catalog.actions, (a) => a.name).flatMap((a) => {
    const object = a.object === undefined ? undefined : objectsByName.get(a.object);
    if (!object) return [];
    const where = neededJoins(object, [a.where]);
    const tenantAdminWhere = neededJoins(object, [a.tenantAdminWhere]);
    return where.length || tenantAdminWhere.length
      ? [{ key: a.name, value: new Code(`{ where: ${list(where)}, tenantAdminWhere: ${list(tenantAdminWhere)} }`) }]
      : [];
  });
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      {
        name: 'actionJoins',
        type: 'Readonly<Partial<Record<ActionName, { readonly where: readonly string[]; readonly tenantAdminWhere: readonly string[] }>>>',
        initializer: printLit(new Entries(actionJoins)),
      },
    ],
    docs: ["Joins an action's own conditions read (`where`, `tenant_admin_where`); actions whose conditions read none are not listed."],
    leadingTrivia: origin(`${ctx.catalogLabel}actions/`),
  });
  return finishSourceFile(ctx, sf);
}
