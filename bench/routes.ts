// The baseline's routes (bench/baseline.ts): the statements captured for a scenario, and, when they are a
// list (a page, its COUNT for `total`, its `properties` loader), where each part is, so that the baseline
// answers the list as the server does.

export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** Where a list's parts are among a route's statements (the page is the first). */
export interface ListShape {
  /** The COUNT for `total`, when the server ran one (a full page). */
  count?: number;
  /** The `properties` loader: object_id, prop_key, value of the page's ids. */
  properties?: number;
}

export interface Route {
  /** Run one after the other, as the server does. */
  statements: Statement[];
  /** Answer {status, rows, total} as the server does; without it the statements' raw results are answered. */
  list?: ListShape;
}

const COUNT = /^\s*select\s+count\(\*\)/i;
const PAGE_ID = /\bas\s+[`"]__id[`"]/i;
const PROPERTIES = /^\s*select\s+[`"]pv[`"]\.[`"]object_id[`"],\s*[`"]p[`"]\.[`"]prop_key[`"],\s*[`"]pv[`"]\.[`"]value[`"]\s+from\s+[`"]property_values[`"]/i;

/** A route for captured statements: a list when they are a page, its COUNT and its `properties` loader, and nothing else. */
export function routeOf(statements: Statement[]): Route {
  if (!statements.length || !PAGE_ID.test(statements[0]!.sql)) return { statements };
  const list: ListShape = {};
  for (let i = 1; i < statements.length; i++) {
    const text = statements[i]!.sql;
    if (COUNT.test(text) && list.count === undefined) list.count = i;
    else if (PROPERTIES.test(text) && list.properties === undefined) list.properties = i;
    else return { statements };
  }
  return { statements, list };
}

