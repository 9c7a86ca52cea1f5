// Recognises constraint violations of both drivers, so a race that slips past a pre-check still ends
// as the right status (7200 duplicate, 7120 dependants) instead of 1100.

function codeOf(e: unknown): string {
  const err = e as { code?: unknown; errno?: unknown };
  return `${String(err?.code ?? '')}:${String(err?.errno ?? '')}`;
}

export function isUniqueViolation(e: unknown): boolean {
  const c = codeOf(e);
  return c.includes('SQLITE_CONSTRAINT_UNIQUE') || c.includes('SQLITE_CONSTRAINT_PRIMARYKEY') || c.includes('ER_DUP_ENTRY') || c.endsWith(':1062');
}

export function isForeignKeyViolation(e: unknown): boolean {
  const c = codeOf(e);
  return (
    c.includes('SQLITE_CONSTRAINT_FOREIGNKEY') ||
    c.includes('ER_ROW_IS_REFERENCED') ||
    c.includes('ER_NO_REFERENCED_ROW') ||
    c.endsWith(':1451') ||
    c.endsWith(':1452')
  );
}

export function isConnectionError(e: unknown): boolean {
  const c = codeOf(e);
  return /ECONNREFUSED|PROTOCOL_CONNECTION_LOST|ETIMEDOUT|ER_CON_COUNT_ERROR|ENOTFOUND|SQLITE_CANTOPEN/.test(c);
}
