// One catalog YAML file parsed with positions. The data (plain JS) is what schemas and builders read;
// `pos()` maps a path inside that data back to `line:col` in the file, so every later check can point
// at the exact key or value it is complaining about.

import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { SourcePos } from '../model.js';

export type DataPath = readonly (string | number)[];

export class YamlFile {
  readonly data: unknown;
  readonly diagnostics: Diagnostic[] = [];
  private readonly doc: Document.Parsed;
  private readonly lines: LineCounter;

  /** `file` is the display path (relative to the project root); `text` the file's content. */
  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.lines = new LineCounter();
    // uniqueKeys (the default) turns a repeated map key into a syntax error, which is what we want.
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, keepSourceTokens: false });
    for (const err of this.doc.errors) {
      const at = this.offsetPos(err.pos[0], Math.max(1, err.pos[1] - err.pos[0]));
      this.diagnostics.push(diagnosticAt(at, 'yaml-syntax', firstLine(err.message)));
    }
    this.data = this.doc.errors.length > 0 ? undefined : this.doc.toJS({ maxAliasCount: 100 });
  }

  /**
   * Where the value at `path` (or, with at = 'key', its map key) was written. A path that runs past
   * what the file holds answers the deepest node found, so a "missing key" lands on its parent.
   */
  pos(path: DataPath, at: 'key' | 'value' = 'value'): SourcePos {
    let node: unknown = this.doc.contents;
    let keyNode: unknown;
    for (const seg of path) {
      const next = childOf(node, seg);
      if (!next) break;
      node = next.value ?? next.key;
      keyNode = next.key;
    }
    const target = at === 'key' && keyNode ? keyNode : node;
    const range = (target as Node | null | undefined)?.range;
    if (!range) return { file: this.file, line: 1, col: 1, length: 1 };
    const isLeaf = isScalar(target);
    return this.offsetPos(range[0], isLeaf ? range[1] - range[0] : 1);
  }

  private offsetPos(offset: number, length: number): SourcePos {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.file, line, col, length: Math.max(1, length) };
  }
}

function childOf(node: unknown, seg: string | number): { key?: unknown; value?: unknown } | undefined {
  if (isMap(node)) {
    for (const item of node.items) {
      if (!isPair(item)) continue;
      const k = isScalar(item.key) ? item.key.value : item.key;
      if (String(k) === String(seg)) return { key: item.key, value: item.value ?? undefined };
    }
    return undefined;
  }
  if (isSeq(node)) {
    const index = typeof seg === 'number' ? seg : /^\d+$/.test(seg) ? Number(seg) : -1;
    const item = node.items[index];
    return item === undefined ? undefined : { value: item };
  }
  return undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}
