// /api/info (generated/docs/guides/changelog.md): public, unauthenticated facts about this server and the public
// configuration tokens (`api.public.a.b` nested as {a: {b: value}}).
import { configTokens } from '../../generated/registry.js';
import type { Services } from '../contract/context.js';
import { errorMessage, type Envelope } from '../contract/envelope.js';
import { serverDatetime } from '../support/time.js';
import { SERVER_VERSION } from '../support/server-version.js';

export const API_VERSION = '1.0';
const PUBLIC_PREFIX = 'api.public.';

export async function apiInfo(services: Services): Promise<Envelope> {
  const stored = await services.db
    .selectFrom('config')
    .select(['token_key', 'value'])
    .where('tenant_id', '=', -1)
    .execute();
  const values = new Map<string, string | null>();
  for (const token of configTokens) if (token.scope === 'global') values.set(token.key, token.default);
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
    multitenant: (values.get('wat.multitenant') ?? '1') === '1' ? '1' : '0',
    version: { api: API_VERSION, database: services.schemaVersion, server: SERVER_VERSION },
    // the driver of the VMs' life cycle (SVC_HYPERVISOR); consoles adapt their image dialog to it
    hypervisor: services.settings.hypervisor,
    auth: { separators: ['@', '#'] },
    public_configuration: publicConfiguration,
  };
}
