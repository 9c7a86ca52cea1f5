// /api/info (generated/docs/guides/changelog.md): public, unauthenticated facts about this server and the public
// configuration tokens (`api.public.a.b` nested as {a: {b: value}}).
import { configTokens } from '../../generated/registry.js';
import { readRows } from '../db/direct-reads.js';
import { fixedText } from '../db/statement-shapes.js';
import type { Services } from '../contract/context.js';
import { errorMessage, type Envelope } from '../contract/envelope.js';
import { serverDatetime } from '../support/time.js';
import { SERVER_VERSION } from '../support/server-version.js';

export const API_VERSION = '1.2';
const PUBLIC_PREFIX = 'api.public.';
const MULTITENANT_KEY = 'wat.multitenant';

/** The defaults of the global tokens this answer shows: the public ones and the mode. */
const DEFAULTS: ReadonlyMap<string, string | null> = new Map(
  configTokens.filter((t) => t.scope === 'global' && (t.key === MULTITENANT_KEY || t.key.startsWith(PUBLIC_PREFIX))).map((t) => [t.key, t.default]),
);

/**
 * The stored values of those tokens, one fixed statement: the answer is public and asked often (load
 * balancers, every console start), so it reads only the rows it shows (not the TLS material of tenant
 * -1) and builds no statement per request (run at once on SQLite, prepared once per connection on
 * MariaDB: runtime/db/direct-reads.ts, prepared-reads.ts). The pattern is written in the text, not bound: SQLite
 * prepares a statement again at every run whose LIKE pattern is a bound value (about 15 µs each).
 */
const STORED = fixedText(
  `SELECT token_key, value FROM config WHERE tenant_id = -1 AND (token_key = '${MULTITENANT_KEY}' OR token_key LIKE '${PUBLIC_PREFIX}%')`,
);

/**
 * The answer's parts made of the stored rows, kept with the rows they were made of (and the client
 * profile): the rows are still read on every call, so a change by any process shows at once; when they
 * are the same as last time (same keys, same values, same order) so are the parts, which are then not made
 * again. Frozen: answers share them.
 */
let made: { rows: string; multitenant: '0' | '1'; publicConfiguration: Readonly<Record<string, unknown>> } | undefined;

export async function apiInfo(services: Services): Promise<Envelope> {
  const read = readRows(services.db, STORED, []);
  const stored = read instanceof Promise ? await read : read; // rows at once on SQLite: no turn to wait
  let rows = services.settings.clientProfile;
  for (const row of stored) {
    const key = String(row.token_key);
    const value = row.value === null || row.value === undefined ? undefined : String(row.value);
    // lengths and the value's type: no two lists of rows make one text
    rows += `|${key.length}:${key}${value === undefined ? '-' : `${typeof row.value}${value.length}:${value}`}`;
  }
  if (made?.rows !== rows) made = { rows, ...partsOf(stored, services.settings.clientProfile) };
  return {
    status: 0,
    message: errorMessage(0),
    server_datetime: serverDatetime(),
    multitenant: made.multitenant,
    version: { api: API_VERSION, database: services.schemaVersion, server: SERVER_VERSION },
    // the driver of the VMs' life cycle (SVC_HYPERVISOR); consoles adapt their image dialog to it
    hypervisor: services.settings.hypervisor,
    auth: { separators: ['@', '#'] },
    public_configuration: made.publicConfiguration,
  };
}

function partsOf(stored: Record<string, unknown>[], profile: Services['settings']['clientProfile']) {
  const values = new Map(DEFAULTS);
  for (const row of stored) values.set(String(row.token_key), row.value as string | null);
  const publicConfiguration: Record<string, unknown> = {};
  for (const [key, value] of [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!key.startsWith(PUBLIC_PREFIX)) continue;
    const path = key.slice(PUBLIC_PREFIX.length).split('.');
    let node = publicConfiguration;
    for (const segment of path.slice(0, -1)) {
      if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  }
  // the original console reads public_configuration.dig.enabled (its image generator) and throws without
  // it, as the original server always sent it; this server has no generator (docs/decisions.md "Client profiles")
  if (profile === 'qvd') publicConfiguration.dig = { enabled: '0' };
  return {
    multitenant: (values.get(MULTITENANT_KEY) ?? '1') === '1' ? ('1' as const) : ('0' as const),
    publicConfiguration: deepFreeze(publicConfiguration),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
