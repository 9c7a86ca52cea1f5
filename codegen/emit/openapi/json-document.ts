// Machine-readable documents are JSON written in the order they were built (every emitter inserts keys
// in catalog-identity order), two-space indented, with a final newline: stable across runs and readable
// in a diff.

export type JsonObject = Record<string, unknown>;

export function jsonDocument(document: JsonObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A reference to a schema of the document's `components/schemas`. */
export function schemaRef(name: string): JsonObject {
  return { $ref: `#/components/schemas/${name}` };
}

/** The entries of a record with its keys in code-unit order (catalog identity, never locale). */
export function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out[key] = record[key]!;
  return out;
}
