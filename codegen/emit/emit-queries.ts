// generated/queries.ts: per object, the kysely builder that selects from its table with its joins,
// and a closed map token → SQL of the token's read expression. Token names never reach SQL text: the
// runtime looks them up here, and values are always bound parameters.

import { VariableDeclarationKind } from 'ts-morph';
import { camelCase, finishSourceFile, newSourceFile, origin, sortedBy, type EmitContext } from './emit-context.js';
import { Code, Entries, printLit, quote } from './ts-literal.js';

export function emitQueries(ctx: EmitContext): string {
  const objects = sortedBy(ctx.catalog.objects, (o) => o.name);
  const sf = newSourceFile(ctx, 'queries.ts');
  sf.addImportDeclaration({
    moduleSpecifier: 'kysely',
    namedImports: ['sql', { name: 'Kysely', isTypeOnly: true }, { name: 'RawBuilder', isTypeOnly: true }, { name: 'SelectQueryBuilder', isTypeOnly: true }],
  });
  sf.addImportDeclaration({ moduleSpecifier: './registry.js', isTypeOnly: true, namedImports: ['ObjectName'] });

  for (const o of objects) {
    const originText = `${o.pos.file}#/object`;
    const joins = o.joins
      .map((j) => `\n    .leftJoin(${quote(`${j.table} as ${j.alias}`)}, (join) => join.on(sql.raw<boolean>(${quote(j.on)})))`)
      .join('');
    const where = o.where === undefined ? '' : `\n    .where(${camelCase(o.name)}Where)`;
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
      parameters: [{ name: 'db', type: 'Kysely<any>' }],
      docs: [
        `\`${o.table} as ${o.alias}\`` +
          (o.joins.length > 0 ? ` left-joined with ${o.joins.map((j) => `\`${j.table} as ${j.alias}\``).join(', ')}` : '') +
          (o.where !== undefined ? `, where \`${o.where}\`` : '') +
          '.',
      ],
      leadingTrivia: origin(originText),
      returnType: 'SelectQueryBuilder<any, any, {}>',
      statements: `return db.selectFrom(${quote(`${o.table} as ${o.alias}`)})${joins}${where};`,
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
    name: 'ObjectQueries',
    isExported: true,
    docs: ['What the executors need to query one object.'],
    properties: [
      { name: 'from', isReadonly: true, type: '(db: Kysely<any>) => SelectQueryBuilder<any, any, {}>', docs: ['Select from the table, its joins and its fixed condition.'] },
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
                `{ from: ${camelCase(o.name)}From, tokenSql: ${camelCase(o.name)}TokenSql${o.where !== undefined ? `, where: ${camelCase(o.name)}Where` : ''} }`,
              ),
            })),
          ),
        ),
      },
    ],
    docs: ['Query builders by object name.'],
    leadingTrivia: origin(`${ctx.catalogLabel}objects/`),
  });
  return finishSourceFile(ctx, sf);
}
