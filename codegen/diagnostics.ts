// Catalog mistakes, as data. Checks collect them (all of them, never stopping at the first) and the
// CLI prints them in the `file:line:col - error <code>: <message>` form with the source line and a
// caret, so an editor or CI log jumps straight to the YAML. Generator bugs are not diagnostics: they
// are thrown as ordinary exceptions.

import type { SourcePos } from './model.js';

export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Characters the caret line underlines (at least 1, clipped to the line). */
  readonly length: number;
  /** Short, stable, kebab-case identifier of the kind of mistake (unknown-token, schema, ...). */
  readonly code: string;
  readonly message: string;
}

export function diagnosticAt(pos: SourcePos, code: string, message: string): Diagnostic {
  return { file: pos.file, line: pos.line, col: pos.col, length: pos.length ?? 1, code, message };
}

/** Plain code-unit comparison: deterministic and independent of the machine's locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareText(a.file, b.file) ||
    a.line - b.line ||
    a.col - b.col ||
    compareText(a.code, b.code) ||
    compareText(a.message, b.message)
  );
}

/** Sorted, without exact repeats (one YAML node can trip the same rule through two paths). */
export function normalizeDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...list].sort(compareDiagnostics);
  return sorted.filter((d, i) => i === 0 || compareDiagnostics(d, sorted[i - 1]!) !== 0);
}

/** The first line of a diagnostic: `catalog/objects/tenant.yaml:42:9 - error unknown-acl: ...`. */
export function diagnosticHeadline(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} - error ${d.code}: ${d.message}`;
}

/**
 * The full report of one diagnostic: headline, the source line and a caret line under the offending
 * text. `sourceText` is the whole file (undefined when the file could not be read).
 */
export function formatDiagnostic(d: Diagnostic, sourceText: string | undefined): string {
  const head = diagnosticHeadline(d);
  const line = sourceText?.split(/\r?\n/)[d.line - 1];
  if (line === undefined) return head;
  const gutter = String(d.line);
  const pad = ' '.repeat(gutter.length);
  const start = Math.max(0, d.col - 1);
  const width = Math.max(1, Math.min(d.length, line.length - start));
  // Tabs before the caret keep their width so the caret lands under the right character.
  const lead = line.slice(0, start).replace(/[^\t]/g, ' ');
  return `${head}\n> ${gutter} | ${line}\n  ${pad} | ${lead}${'^'.repeat(width)}`;
}
