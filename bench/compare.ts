// Whether two parsed JSON answers are the same answer: the same values of the same types everywhere,
// arrays in the same order, objects with the same keys in any order. A baseline that answers something
// else than the server is not a baseline, so the bench measures none that differs.

/** The first path where `a` and `b` differ (`$.rows[3].name: "x" vs "y"`), or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (a === b) return undefined;
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(a) !== kind(b)) return `${path}: ${show(a)} vs ${show(b)}`;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return `${path}: ${a.length} items vs ${other.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], other[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (typeof a === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const key of Object.keys(x)) {
      if (!(key in y)) return `${path}.${key}: ${show(x[key])} vs missing`;
      const d = firstDifference(x[key], y[key], `${path}.${key}`);
      if (d) return d;
    }
    for (const key of Object.keys(y)) if (!(key in x)) return `${path}.${key}: missing vs ${show(y[key])}`;
    return undefined;
  }
  return Number.isNaN(a) && Number.isNaN(b) ? undefined : `${path}: ${show(a)} vs ${show(b)}`;
}

function show(v: unknown): string {
  const text = JSON.stringify(v);
  return text === undefined ? String(v) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
