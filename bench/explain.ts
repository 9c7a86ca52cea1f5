// The plans of the statements a scenario runs, as the database will execute them: EXPLAIN on MariaDB/MySQL,
// EXPLAIN QUERY PLAN on SQLite, with the captured parameters. A statement that reads `users as u` or
// `vms as v` (the page and the COUNT of a user or VM list) must reach its rows through an index (no scan of
// the table or of a whole index, in the statement or in its subqueries) and its page must come out of the
// index in order (no filesort, no temporary B-tree for the ORDER BY): then its cost does not grow with the
// table when the filter's matching set does not.
import type { Statement } from './capture.js';
import type { DbKind, SqlAccess } from './store.js';

export interface Plan {
  /** The statement, shortened for the report. */
  label: string;
  lines: string[];
  /** Scans or sorts found in a statement that reads users or vms; empty when its plan is as wanted. */
  problems: string[];
}

const READS_USERS = /\bfrom\s+[`"]?users[`"]?\s+as\s+[`"]?u[`"]?/i;
const READS_VMS = /\bfrom\s+[`"]?vms[`"]?\s+as\s+[`"]?v[`"]?/i;

function label(sql: string): string {
  if (/^\s*select\s+count\(/i.test(sql)) return 'count for `total`';
  if (READS_USERS.test(sql)) return 'page of users';
  if (READS_VMS.test(sql)) return 'page of VMs';
  if (/property_values/i.test(sql)) return '`properties` loader';
  return sql.replace(/\s+/g, ' ').slice(0, 60);
}

interface MariaRow {
  id: number | null;
  select_type: string;
  table: string | null;
  type: string | null;
  key: string | null;
  rows: number | null;
  Extra: string | null;
}

interface SqliteRow {
  id: number;
  parent: number;
  detail: string;
}

export async function explain(kind: DbKind, db: SqlAccess, statements: Statement[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const s of statements) {
    const checked = READS_USERS.test(s.sql) || READS_VMS.test(s.sql);
    const lines: string[] = [];
    const problems: string[] = [];
    if (kind === 'mysql') {
      const rows = await db.all<MariaRow>(`EXPLAIN ${s.sql}`, s.parameters);
      for (const r of rows) {
        lines.push(
          `${r.select_type} ${r.table ?? '-'}: ${r.type ?? '-'}${r.key ? ` ${r.key}` : ''}, rows ${r.rows ?? '-'}${r.Extra ? `, ${r.Extra}` : ''}`,
        );
        if (!checked) continue;
        if ((r.table === 'u' || r.table === 'v') && (r.type === 'ALL' || r.type === 'index')) problems.push(`scans ${r.table === 'u' ? 'users' : 'vms'} (${r.type})`);
        if ((r.select_type === 'SIMPLE' || r.select_type === 'PRIMARY') && /filesort|temporary/i.test(r.Extra ?? '')) problems.push(`sorts (${r.Extra})`);
      }
    } else {
      const rows = await db.all<SqliteRow>(`EXPLAIN QUERY PLAN ${s.sql}`, s.parameters);
      const depth = new Map<number, number>([[0, -1]]);
      for (const r of rows) {
        const d = (depth.get(r.parent) ?? -1) + 1;
        depth.set(r.id, d);
        lines.push(`${'  '.repeat(d)}${r.detail}`);
        if (!checked) continue;
        if (/^SCAN [uv]\b/.test(r.detail)) problems.push(`scans ${/^SCAN u/.test(r.detail) ? 'users' : 'vms'} (${r.detail})`);
        if (/TEMP B-TREE/.test(r.detail)) problems.push(`sorts (${r.detail})`);
      }
    }
    plans.push({ label: label(s.sql), lines, problems });
  }
  return plans;
}
