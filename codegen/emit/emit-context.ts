// What every emitter receives: the checked catalog, the header naming its source, and one shared
// in-memory ts-morph project to build TypeScript in.

import { IndentationText, Project, QuoteKind, type SourceFile, type WriterFunction } from 'ts-morph';
import { compareText } from '../diagnostics.js';
import type { Catalog } from '../model.js';

export interface EmitContext {
  readonly catalog: Catalog;
  /** The catalog directory as shown in comments, e.g. `catalog/`. */
  readonly catalogLabel: string;
  /** The first line of every generated file. Nothing volatile: no time, version or hash. */
  readonly header: string;
  readonly project: Project;
}

export function createEmitContext(catalog: Catalog, catalogLabel: string): EmitContext {
  return {
    catalog,
    catalogLabel,
    header: `// Generated from ${catalogLabel} by \`make gen\`; do not edit.`,
    project: new Project({
      useInMemoryFileSystem: true,
      manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
    }),
  };
}

export function newSourceFile(ctx: EmitContext, name: string): SourceFile {
  return ctx.project.createSourceFile(name, '', { overwrite: true });
}

/** Formats the file and puts the header on top. */
export function finishSourceFile(ctx: EmitContext, sf: SourceFile): string {
  sf.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true });
  return `${ctx.header}\n\n${sf.getFullText().trimEnd()}\n`;
}

export function sortedBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareText(key(a), key(b)));
}

export function uniqueSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareText);
}

/** `administrator_role` → `administratorRole`. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Leading trivia of a top-level declaration: a blank line, then the one-line origin comment. */
export function origin(text: string): WriterFunction {
  return (writer) => {
    writer.blankLineIfLastNot();
    writer.writeLine(`// ${text}`);
  };
}
