// The WebSocket routes as channels: how each is opened (the query of the upgrade request, credentials
// included), what it carries, and how it closes. Texts follow generated/docs/routes.md.

import type { Catalog } from '../../model.js';
import { sortedBy } from '../emit-context.js';
import type { JsonObject } from '../openapi/json-document.js';
import { envelopeMessageName, IMPORT_ACTION, watchableActions } from './socket-messages.js';

/** Close codes the server uses (runtime/live/live-hub.ts, runtime/routes/transfer-socket.ts, runtime/routes/live-route.ts). */
export const CLOSE_CODES: Readonly<Record<string, string>> = {
  '1000': 'Done: a transfer ended (its result sent), or the session ended (after its final frame).',
  '1001': 'The server is shutting down.',
  '1008': 'The request was refused (after the refused frame).',
  '1011': 'The upgrade was not prepared by this server (an internal mismatch).',
  '1013': 'The client reads too slowly (more than SVC_WS_MAX_BUFFER unsent bytes, or nothing read for 5 s while the server has spent SVC_WS_MAX_QUEUED).',
};

const closing = Object.entries(CLOSE_CODES)
  .map(([code, text]) => `${code}: ${text}`)
  .join(' ');

const CREDENTIALS: Record<string, JsonObject> = {
  sid: { type: 'string', description: 'Session id (or the `sid` cookie, or `Authorization: Bearer <sid>`).' },
  login: { type: 'string', description: 'Explicit credentials: a session is made for the socket and ends with it.' },
  password: { type: 'string' },
  tenant: { type: 'string' },
};

const json = (description: string): JsonObject => ({ type: 'string', description: `JSON text: ${description}` });

function liveQuery(catalog: Catalog, staging: boolean): JsonObject {
  const names = watchableActions(catalog).map((a) => a.name);
  if (staging && catalog.actions.some((a) => a.name === IMPORT_ACTION)) names.push(IMPORT_ACTION);
  return {
    type: 'object',
    required: ['action'],
    properties: {
      action: { type: 'string', enum: names.sort() },
      ...CREDENTIALS,
      filters: json("the action's filters, as on /api."),
      fields: json('tokens each row holds.'),
      order_by: json('a token, a list, or {field, order}.'),
      ...(staging ? { arguments: json(`with action=${IMPORT_ACTION}: its arguments (disk_image names the staging file).`) } : {}),
      offset: { type: 'string', description: '1-based page.' },
      block: { type: 'string', description: 'Rows per page.' },
    },
  };
}

const headers: JsonObject = {
  type: 'object',
  properties: {
    Authorization: { type: 'string', description: 'Bearer <sid>, or Bearer <API token> (a token is accepted only here, never as `sid`).' },
    Cookie: { type: 'string', description: 'sid=<sid>.' },
  },
};

const opening =
  'Bad credentials answer the error envelope over HTTP and open no socket; a session already holding SVC_MAX_SOCKETS_PER_SESSION ' +
  'live sockets, or an administrator holding SVC_MAX_SOCKETS_PER_ADMIN over all sessions, is answered HTTP 429 with status 4210; ' +
  'a server holding SVC_MAX_SOCKETS answers HTTP 503 with status 4100 and Retry-After.';

const liveText =
  'The first frame is the envelope /api would answer for the action and its parameters. It is pushed again whenever one of the ' +
  "action's channels fires for a tenant the caller sees, at most once per 250 ms, the last change always followed by a push; a push " +
  'is what the action answers then; a client still reading an earlier frame gets only the newest one. A refused request gets a final ' +
  '`refused` frame. The session is checked every second: when it ends, or its administrator lost an ACL the request needs (4210, ' +
  '4220, 4250...), a `sessionEnded` frame. Text frames `HI`/`AKN` keep the socket alive.';

export function socketChannels(catalog: Catalog): Record<string, JsonObject> {
  const live = (staging: boolean): JsonObject => {
    const messages: Record<string, JsonObject> = {};
    for (const a of sortedBy(watchableActions(catalog), (x) => x.name)) messages[envelopeMessageName(a)] = { $ref: `#/components/messages/${envelopeMessageName(a)}` };
    for (const m of ['hi', 'akn', 'refused', 'sessionEnded']) messages[m] = { $ref: `#/components/messages/${m}` };
    if (staging) for (const m of ['transferProgress', 'transferResult']) messages[m] = { $ref: `#/components/messages/${m}` };
    return messages;
  };
  const binding = (query: JsonObject): JsonObject => ({ ws: { method: 'GET', query, headers, bindingVersion: '0.1.0' } });
  const transfer = (m: string): JsonObject => ({ $ref: `#/components/messages/${m}` });
  return {
    liveLists: {
      address: '/api/ws',
      title: 'Live lists',
      description: `${liveText} ${opening} Close codes: ${closing}`,
      messages: live(false),
      bindings: binding(liveQuery(catalog, false)),
      'x-close-codes': CLOSE_CODES,
    },
    staging: {
      address: '/api/staging',
      title: 'Live lists, and copies from staging',
      description:
        `The live lists of /api/ws, and with action=${IMPORT_ACTION} a copy of \`<staging>/<disk_image>\` into the images: ` +
        `\`transferProgress\` frames at least once a second, then \`transferResult\` (${IMPORT_ACTION}'s envelope or the error), then close 1000. ` +
        `Closing the socket cancels the copy and leaves nothing behind; the staging file stays. ${opening} Close codes: ${closing}`,
      messages: live(true),
      bindings: binding(liveQuery(catalog, true)),
      'x-close-codes': CLOSE_CODES,
    },
    download: {
      address: '/api/di/download',
      title: 'Download an image from a URL',
      description:
        `Downloads \`url\` (http or https, at most 5 redirects, each checked) and registers it with ${IMPORT_ACTION}'s \`arguments\`: ` +
        '`transferProgress` frames (total_size null when the server tells no length), then `transferResult`, then close 1000. Local, private, ' +
        'link-local and other special addresses are refused unless SVC_DOWNLOAD_ALLOW lists them; a size over SVC_MAX_IMAGE_BYTES, an HTTP error, ' +
        `30 s without data or a cut transfer end with 2260 and leave nothing behind. ${opening} Close codes: ${closing}`,
      messages: { transferProgress: transfer('transferProgress'), transferResult: transfer('transferResult') },
      bindings: binding({
        type: 'object',
        required: ['url', 'arguments'],
        properties: {
          url: json('the image URL, as a JSON string ("https://host/image.img").'),
          action: { type: 'string', enum: [IMPORT_ACTION] },
          arguments: json(`${IMPORT_ACTION}'s arguments.`),
          ...CREDENTIALS,
        },
      }),
      'x-close-codes': CLOSE_CODES,
    },
  };
}
