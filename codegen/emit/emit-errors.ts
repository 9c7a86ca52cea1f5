// generated/errors.ts: the numeric ErrorCode union, the message table and one SVC_CODE_* constant per
// code, all from catalog/errors.yaml (the only place a code is defined).

import { VariableDeclarationKind } from 'ts-morph';
import { finishSourceFile, newSourceFile, origin, type EmitContext } from './emit-context.js';
import { Code, Entries, printLit, printUnion } from './ts-literal.js';

export function emitErrors(ctx: EmitContext): string {
  const errors = [...ctx.catalog.errors].sort((a, b) => a.code - b.code);
  const file = errors[0]?.pos.file ?? 'catalog/errors.yaml';
  const sf = newSourceFile(ctx, 'errors.ts');
  sf.addTypeAlias({
    name: 'ErrorCode',
    isExported: true,
    type: printUnion(errors.map((e) => String(e.code))),
    docs: ['Every status code the API answers.'],
    leadingTrivia: origin(`${file}#/errors`),
  });
  sf.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      {
        name: 'errorMessages',
        type: 'Readonly<Record<ErrorCode, string>>',
        initializer: printLit(new Entries(errors.map((e) => ({ key: String(e.code), value: e.message })))),
      },
    ],
    docs: ['The envelope `message` of each status code.'],
    leadingTrivia: origin(`${file}#/errors`),
  });
  for (const e of errors) {
    sf.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: e.name, initializer: printLit(new Code(String(e.code))) }],
      docs: [e.message],
    });
  }
  return finishSourceFile(ctx, sf);
}
