// A yes/no value as requests send it: JSON true/false, or 1/0 and their text ('1', '0', 'true', 'false')
// in a query string or form. One reading for flag filters and arguments, `async` and `dry_run`.

/** The value as a boolean, or undefined when it is none of the forms above. */
export function flagValue(raw: unknown): boolean | undefined {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  return undefined;
}
