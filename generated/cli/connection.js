// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/connection.ts.

// The typed client for a command: its server and credentials from the environment or the profile, and
// the `ws` package as the WebSocket of live lists (Node 20 has none of its own).
import WebSocket from 'ws';
import { SvcAdminClient } from '../client/index.js';
export function clientFor(connection) {
    const client = new SvcAdminClient({
        url: connection.url,
        ...(connection.token ? { apiToken: connection.token } : {}),
        ...(connection.sid ? { sid: connection.sid } : {}),
        ...(connection.credentials ? { credentials: connection.credentials } : {}),
        WebSocket: WebSocket,
        headers: { 'User-Agent': 'svc-cli' },
    });
    return client;
}
