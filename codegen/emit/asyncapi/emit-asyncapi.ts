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
import { WEBHOOK_DESCRIPTION, WEBHOOK_EVENT_SCHEMA, WEBHOOK_HEADERS, webhookEventSchema } from '../webhook-event.js';

/** The webhook deliveries: a channel on the receiver's server (a subscription's url), which the server sends on. */
function webhookChannel(): JsonObject {
  const headers: JsonObject = { type: 'object', required: Object.keys(WEBHOOK_HEADERS), properties: {} };
  for (const [name, [description, schema]] of Object.entries(WEBHOOK_HEADERS)) (headers['properties'] as JsonObject)[name] = { ...schema, description };
  return {
    address: null,
    title: 'Webhook deliveries',
    description: `${WEBHOOK_DESCRIPTION} The address is the subscription's url.`,
    servers: [{ $ref: '#/servers/webhookTarget' }],
    messages: {
      event: {
        name: 'webhookEvent',
        title: 'A webhook event',
        contentType: 'application/json',
        headers,
        payload: { $ref: `#/components/schemas/${WEBHOOK_EVENT_SCHEMA}` },
        bindings: { http: { bindingVersion: '0.3.0' } },
      },
    },
  };
}

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
  // the sockets are this server's; the webhook channel is the receiver's
  const sockets = Object.fromEntries(Object.entries(socketChannels(catalog)).map(([name, channel]) => [name, { ...channel, servers: [{ $ref: '#/servers/local' }] }]));
  const channels: Record<string, JsonObject> = { ...sockets, webhook: webhookChannel() };
  const schemas: Record<string, unknown> = { ...responseComponents(), [WEBHOOK_EVENT_SCHEMA]: webhookEventSchema(catalog) };
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
      webhookTarget: { host: 'receiver.example.com', protocol: 'https', description: "A webhook subscription's url (http or https), which the server POSTs events to." },
    },
    defaultContentType: 'application/json',
    channels: sortedRecord(channels),
    operations: sortedRecord({
      ...operations(sockets),
      'webhook.sendEvent': { action: 'send', channel: { $ref: '#/channels/webhook' }, summary: 'An event POSTed to the subscription\'s url.', messages: [ref('webhook', 'event')] },
    }),
    components: {
      messages: sortedRecord(socketMessages(catalog)),
      schemas: sortedRecord(schemas),
    },
  };
  return ['asyncapi.json', jsonDocument(document)];
}
