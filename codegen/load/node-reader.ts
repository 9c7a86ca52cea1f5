// Typed, forgiving access to a value of a parsed YAML file. The JSON Schema check reports wrong shapes;
// the model builders then read through this class, which answers `undefined` (or an empty list) for
// anything of the wrong type instead of throwing, so one bad key never hides the file's other mistakes.

import type { Located, SourcePos } from '../model.js';
import type { DataPath, YamlFile } from './yaml-file.js';

/** Token-list macro: `C3` stands for the three creation-metadata tokens every object answers. */
const TOKEN_MACROS: Readonly<Record<string, readonly string[]>> = {
  C3: ['creation_date', 'creation_admin_id', 'creation_admin_name'],
};

export class NodeReader {
  constructor(
    readonly file: YamlFile,
    readonly path: DataPath,
    readonly value: unknown,
  ) {}

  static root(file: YamlFile): NodeReader {
    return new NodeReader(file, [], file.data);
  }

  has(key: string): boolean {
    return isPlainObject(this.value) && Object.hasOwn(this.value, key);
  }

  get(key: string | number): NodeReader {
    let v: unknown;
    if (typeof key === 'number') v = Array.isArray(this.value) ? this.value[key] : undefined;
    else v = isPlainObject(this.value) && Object.hasOwn(this.value, key) ? this.value[key] : undefined;
    return new NodeReader(this.file, [...this.path, key], v);
  }

  pos(at: 'key' | 'value' = 'value'): SourcePos {
    return this.file.pos(this.path, at);
  }

  str(): string | undefined {
    return typeof this.value === 'string' ? this.value : undefined;
  }

  num(): number | undefined {
    return typeof this.value === 'number' && Number.isFinite(this.value) ? this.value : undefined;
  }

  bool(fallback: boolean): boolean {
    return typeof this.value === 'boolean' ? this.value : fallback;
  }

  /** Map entries in file order (callers sort where order matters for output). */
  entries(): [string, NodeReader][] {
    if (!isPlainObject(this.value)) return [];
    return Object.keys(this.value).map((k) => [k, this.get(k)]);
  }

  items(): NodeReader[] {
    return Array.isArray(this.value) ? this.value.map((_, i) => this.get(i)) : [];
  }

  /** A list of strings with the position of each; non-strings are skipped (the schema reports them). */
  locatedStrings(): Located<string>[] {
    return this.items().flatMap((item) => {
      const s = item.str();
      return s === undefined ? [] : [{ value: s, pos: item.pos() }];
    });
  }

  /** A token list with its macros expanded; expanded names carry the macro's position. */
  tokenList(): Located<string>[] {
    return this.locatedStrings().flatMap((t) => {
      const expansion = TOKEN_MACROS[t.value];
      return expansion ? expansion.map((value) => ({ value, pos: t.pos })) : [t];
    });
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
