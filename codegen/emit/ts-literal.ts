// Prints plain data as TypeScript literal text (single quotes, bare keys where possible, trailing
// commas), with optional comments per object entry. Object keys keep the order the caller gives, so
// callers sort by catalog identity before printing.

export class Code {
  constructor(readonly text: string) {}
}

export interface Entry {
  readonly key: string;
  readonly value: Lit;
  /** Line comments written above the entry (the origin comment). */
  readonly comments?: readonly string[];
  /** JSDoc text (catalog description). */
  readonly doc?: string;
}

/** An object literal whose entries carry comments. */
export class Entries {
  constructor(readonly entries: readonly Entry[]) {}
}

export type Lit =
  | string
  | number
  | boolean
  | null
  | undefined
  | Code
  | Entries
  | readonly Lit[]
  | { readonly [key: string]: Lit };

const INLINE_LIMIT = 100;

export function printLit(value: Lit, indent = ''): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : fail(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Code) return value.text;
  if (value instanceof Entries) return printEntries(value.entries, indent);
  if (Array.isArray(value)) return printArray(value as readonly Lit[], indent);
  const obj = value as { readonly [key: string]: Lit };
  return printEntries(
    Object.keys(obj).map((key) => ({ key, value: obj[key] })),
    indent,
  );
}

function printArray(items: readonly Lit[], indent: string): string {
  if (items.length === 0) return '[]';
  const inner = indent + '  ';
  const parts = items.map((v) => printLit(v, inner));
  const inline = `[${parts.join(', ')}]`;
  if (inline.length <= INLINE_LIMIT && !inline.includes('\n')) return inline;
  return `[\n${parts.map((p) => `${inner}${p},\n`).join('')}${indent}]`;
}

function printEntries(entries: readonly Entry[], indent: string): string {
  const present = entries.filter((e) => e.value !== undefined);
  if (present.length === 0) return '{}';
  const inner = indent + '  ';
  const decorated = present.some((e) => e.comments?.length || e.doc);
  const parts = present.map((e) => `${propertyKey(e.key)}: ${printLit(e.value, inner)}`);
  if (!decorated) {
    const inline = `{ ${parts.join(', ')} }`;
    if (inline.length <= INLINE_LIMIT && !inline.includes('\n')) return inline;
  }
  let out = '{\n';
  present.forEach((e, i) => {
    for (const c of e.comments ?? []) out += `${inner}// ${c}\n`;
    if (e.doc) out += jsDoc(e.doc, inner);
    out += `${inner}${parts[i]},\n`;
  });
  return `${out}${indent}}`;
}

/** A JSDoc block (one line when it fits), with `*\/` defused. */
export function jsDoc(text: string, indent = ''): string {
  const lines = text.replace(/\*\//g, '*\\/').trim().split(/\r?\n/);
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}\n`).join('')}${indent} */\n`;
}

export function propertyKey(key: string): string {
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) return key;
  if (/^(0|[1-9][0-9]*)$/.test(key)) return key;
  return quote(key);
}

export function quote(s: string): string {
  let out = "'";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === "'") out += "\\'";
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x2028 || c === 0x2029 || c === 0x7f) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + "'";
}

/** `'a' | 'b'` as a multi-line union, or `never` when empty. */
export function printUnion(members: readonly string[]): string {
  if (members.length === 0) return 'never';
  return `\n${members.map((m) => `  | ${m}`).join('\n')}`;
}

function fail(value: number): never {
  throw new Error(`cannot print non-finite number ${value}`);
}
