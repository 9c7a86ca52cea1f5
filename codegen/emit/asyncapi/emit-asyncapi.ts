// generated/asyncapi.json: the WebSocket side of the API as AsyncAPI 3.1, from the catalog: live lists
// on /api/ws and /api/staging, copies from staging, downloads on /api/di/download; their query
// parameters, frames each way and close codes. Operations are the server's: it sends envelopes,
// progress and keep-alives, and receives keep-alives. Served at GET /api/asyncapi.json.

import type { EmitContext } from '../emit-context.js';
import { API_VERSION } from '../openapi/emit-openapi.js';
import { jsonDocument, sortedRecord, type JsonObject } from '../openapi/json-document.js';
import { actionResponseSchemas, responseComponents } from '../openapi/response-schema.js';
import { CLOSE_CODES, socketChannels } from './socket-channels.js';
import { IMPORT_ACTION, socketMessages, watchableActions } from './socket-messages.js';

const ref = (channel: string, message: string): JsonObject => ({ $ref: `#/channels/${channel}/messages/${message}` });

function operations(channels: Record<string, JsonObject>): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const names = (channel: string) => Object.keys(channels[channel]!['messages'] as JsonObject);
  for (const channel of Object.keys(channels)) {
    const messages = names(channel);
    const envelopes = messages.filter((m) => m.endsWith('.envelope') || m === 'refused' || m === 'sessionEnded');
    if (envelopes.length > 0) {
      out[`${channel}.sendEnvelope`] = {
        action: 'send',
        channel: { $ref: `#/channels/${channel}` },
        summary: 'The watched action\'s envelope: first frame and pushes; or a final refused/sessionEnded frame.',
        messages: envelopes.map((m) => ref(channel, m)),
      };
    }
    if (messages.includes('hi')) {
      out[`${channel}.receiveKeepAlive`] = {
        action: 'receive',
        channel: { $ref: `#/channels/${channel}` },
        summary: 'HI or AKN from the client keeps the socket alive.',
        messages: [ref(channel, 'hi'), ref(channel, 'akn')],
      };
      out[`${channel}.sendKeepAlive`] = {
        action: 'send',
        channel: { $ref: `#/channels/${channel}` },
        summary: 'AKN after 25 s without traffic.',
        messages: [ref(channel, 'akn')],
      };
    }
    if (messages.includes('transferProgress')) {
      out[`${channel}.sendTransfer`] = {
        action: 'send',
        channel: { $ref: `#/channels/${channel}` },
        summary: `Progress of a ${IMPORT_ACTION} transfer, then its result.`,
        messages: [ref(channel, 'transferProgress'), ref(channel, 'transferResult')],
      };
    }
  }
  return sortedRecord(out);
}

export function emitAsyncApi(ctx: EmitContext): [string, string] {
  const { catalog } = ctx;
  const channels = socketChannels(catalog);
  const schemas: Record<string, unknown> = { ...responseComponents() };
  const described = [...watchableActions(catalog), ...catalog.actions.filter((a) => a.name === IMPORT_ACTION)];
  for (const a of described) Object.assign(schemas, actionResponseSchemas(catalog, a));
  const document: JsonObject = {
    asyncapi: '3.1.0',
    info: {
      // JSON has no comments: the header every generated file starts with lives here
      'x-generated': ctx.header.replace(/^\/\/ /, ''),
      title: 'svc-admin live API',
      version: API_VERSION,
      description:
        'The WebSocket routes: live lists (an action\'s envelope pushed when its data changes) and disk image transfers. ' +
        'Each is opened with a GET upgrade whose query names the action, its parameters (JSON text) and credentials. ' +
        `Frames are JSON envelopes {status, message, ...} as on /api (described by /api/openapi.json), and HI/AKN text frames. Close codes: ${Object.keys(CLOSE_CODES).join(', ')}.`,
    },
    servers: {
      local: { host: '127.0.0.1:8080', protocol: 'ws', description: 'A local server (wss when SVC_TLS_CERT and SVC_TLS_KEY are set).' },
    },
    defaultContentType: 'application/json',
    channels,
    operations: operations(channels),
    components: {
      messages: sortedRecord(socketMessages(catalog)),
      schemas: sortedRecord(schemas),
    },
  };
  return ['asyncapi.json', jsonDocument(document)];
}
