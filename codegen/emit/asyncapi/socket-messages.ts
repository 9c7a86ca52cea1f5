// The frames of the WebSocket routes (runtime/routes/live-route.ts, runtime/routes/transfer-socket.ts): each watched
// action's envelope (its answer schemas are the OpenAPI document's, built by the same functions), the
// keep-alive text frames, the final error frames, and the progress and result frames of transfers.

import type { ActionDef, Catalog } from '../../model.js';
import { routeCodes } from '../emit-routes-doc.js';
import { schemaRef, type JsonObject } from '../openapi/json-document.js';
import { errorName, responseName } from '../openapi/response-schema.js';

/** The action that imports a disk image (runtime/transfers/import-image.ts IMPORT_ACTION). */
export const IMPORT_ACTION = 'di_create';

export const envelopeMessageName = (a: ActionDef) => `${a.name}.envelope`;

function errorsOf(codes: readonly number[], description: string): JsonObject {
  return {
    type: 'object',
    description,
    required: ['status', 'message', 'additional_info'],
    properties: { status: { type: 'integer', enum: [...codes] }, message: { type: 'string' }, additional_info: { type: 'string' } },
  };
}

/** Actions a live socket can watch: those that read and have channels (others end with 4100, 1008). */
export function watchableActions(catalog: Catalog): ActionDef[] {
  const writes = new Set(['create', 'update', 'delete', 'exec']);
  return catalog.actions
    .filter((a) => a.channels.length > 0 && !writes.has(a.kind) && !a.writes)
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}

export function socketMessages(catalog: Catalog): Record<string, JsonObject> {
  const messages: Record<string, JsonObject> = {};
  for (const a of watchableActions(catalog)) {
    messages[envelopeMessageName(a)] = {
      name: envelopeMessageName(a),
      title: `${a.name} envelope`,
      summary: `The envelope ${a.name} answers: the first frame, and each push when ${a.channels.map((c) => c.value).join(', ')} fire.`,
      contentType: 'application/json',
      payload: { anyOf: [schemaRef(responseName(a)), schemaRef(errorName(a))] },
    };
  }
  const keepAlive = (text: string, summary: string): JsonObject => ({
    name: text,
    title: text,
    summary,
    contentType: 'text/plain',
    payload: { type: 'string', enum: [text] },
  });
  messages['hi'] = keepAlive('HI', 'Keep-alive from the client; any text frame counts as traffic and is otherwise ignored.');
  messages['akn'] = keepAlive('AKN', 'Keep-alive: the client may send it; the server sends it after 25 s without traffic.');
  messages['refused'] = {
    name: 'refused',
    title: 'Refused request',
    summary: 'The final frame of a request refused once the socket is open (bad parameters, ACLs, an action with nothing to watch); close 1008 follows.',
    contentType: 'application/json',
    payload: schemaRef('ErrorEnvelope'),
  };
  messages['sessionEnded'] = {
    name: 'sessionEnded',
    title: 'Session ended',
    summary: 'The final frame when the session ends (logout, expiry, a blocked tenant or administrator); close 1000 follows.',
    contentType: 'application/json',
    payload: errorsOf([3200, 3300, 3500].filter((c) => catalog.errors.some((e) => e.code === c)), 'Why the session ended.'),
  };
  messages['transferProgress'] = {
    name: 'transferProgress',
    title: 'Transfer progress',
    summary: 'Sent at least once a second while an image is copied or downloaded.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      required: ['status', 'message', 'total_size', 'copy_size'],
      properties: {
        status: { type: 'integer', enum: [1000] },
        message: { type: 'string' },
        total_size: { type: ['integer', 'null'], description: 'Bytes in all; null while unknown (a download without a length).' },
        copy_size: { type: 'integer', description: 'Bytes received so far.' },
      },
    },
  };
  const importer = catalog.actions.find((a) => a.name === IMPORT_ACTION);
  const transferCodes = [...new Set([...routeCodes(catalog, 'staging-copy'), ...routeCodes(catalog, 'download')])].sort((x, y) => x - y);
  messages['transferResult'] = {
    name: 'transferResult',
    title: 'Transfer result',
    summary: `The final frame of a transfer: ${IMPORT_ACTION}'s envelope, or why it failed; close 1000 follows.`,
    contentType: 'application/json',
    payload: {
      anyOf: [
        ...(importer ? [schemaRef(responseName(importer)), schemaRef(errorName(importer))] : []),
        errorsOf(transferCodes, 'A failure of the copy or download itself.'),
      ],
    },
  };
  return messages;
}
