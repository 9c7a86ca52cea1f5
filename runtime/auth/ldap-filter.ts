// Values put into LDAP search filters (RFC 4515 section 3): a login name or a DN is data, never filter
// syntax, so `*`, `(`, `)`, `\` and NUL are written as \2a, \28, \29, \5c and \00. A login such as
// `*)(uid=*` then searches for that literal name and finds nobody, instead of widening the filter.

const SPECIAL = /[\\*()\0]/g;

/** `value` escaped for an assertion value of a search filter. */
export function escapeFilterValue(value: string): string {
  return value.replace(SPECIAL, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** `template` with each `{name}` of `values` replaced by the escaped value (other braces left as they are). */
export function fillFilter(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeFilterValue(values[name]!) : whole,
  );
}

/** True when the parentheses of `filter` nest properly and it is one parenthesised filter. */
export function balancedFilter(filter: string): boolean {
  if (!filter.startsWith('(') || !filter.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (c === '\\') {
      i += 2; // an escaped octet: two hex digits
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
    if (depth === 0 && i < filter.length - 1) return false;
  }
  return depth === 0;
}
