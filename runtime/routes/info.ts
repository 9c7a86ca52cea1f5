// /api/info (generated/docs/guides/changelog.md): public, unauthenticated facts about this server and the public
// configuration tokens (`api.public.a.b` nested as {a: {b: value}}).
import { configTokens } from '../../generated/registry.js';
import { readRows } from '../db/direct-reads.js';
import { fixedText } from '../db/statement-shapes.js';
import type { Services } from '../contract/context.js';
import { errorMessage, type Envelope } from '../contract/envelope.js';
import { serverDatetime } from '../support/time.js';
import { SERVER_VERSION } from '../support/server-version.js';

export const API_VERSION = '1.1';
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

export async function apiInfo(services: Services): Promise<Envelope> {
  const stored = await readRows(services.db, STORED, []);
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
  if (services.settings.clientProfile === 'qvd') publicConfiguration.dig = { enabled: '0' };
  return {
    status: 0,
    message: errorMessage(0),
    server_datetime: serverDatetime(),
    multitenant: (values.get(MULTITENANT_KEY) ?? '1') === '1' ? '1' : '0',
    version: { api: API_VERSION, database: services.schemaVersion, server: SERVER_VERSION },
    // the driver of the VMs' life cycle (SVC_HYPERVISOR); consoles adapt their image dialog to it
    hypervisor: services.settings.hypervisor,
    auth: { separators: ['@', '#'] },
    public_configuration: publicConfiguration,
  };
}
