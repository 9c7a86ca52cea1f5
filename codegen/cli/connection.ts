// The typed client for a command: its server and credentials from the environment or the profile, and
// the `ws` package as the WebSocket of live lists (Node 20 has none of its own).
import WebSocket from 'ws';
import { SvcAdminClient, type TransferOptions, type WatchOptions } from '../../generated/client/index.js';
import type { Connection } from './profiles.js';

/** What the command uses of the client: calls by name, live lists, image transfers (the typed methods are for programs). */
export interface LooseClient {
  readonly sid: string | undefined;
  call(action: string, params?: object, options?: { signal?: AbortSignal }): Promise<Record<string, unknown>>;
  watch(action: string, params?: object, options?: WatchOptions): AsyncIterableIterator<Record<string, unknown>> & { close?(): void };
  login(login: string, password: string, tenant?: string, totp?: string): Promise<string>;
  logout(): Promise<void>;
  uploadDiskImage(file: AsyncIterable<Uint8Array>, args: object, fileName?: string): Promise<Record<string, unknown>>;
  downloadDiskImage(url: string, args: object, options?: TransferOptions): Promise<Record<string, unknown>>;
  copyStagedDiskImage(args: object, options?: TransferOptions): Promise<Record<string, unknown>>;
}

export function clientFor(connection: Pick<Connection, 'url' | 'token' | 'sid' | 'credentials'>): LooseClient {
  const client = new SvcAdminClient({
    url: connection.url,
    ...(connection.token ? { apiToken: connection.token } : {}),
    ...(connection.sid ? { sid: connection.sid } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
    WebSocket: WebSocket as never,
    headers: { 'User-Agent': 'svc-cli' },
  });
  return client as unknown as LooseClient;
}
