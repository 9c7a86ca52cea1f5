// What an action's `rows` holds: by its kind, and for a bespoke action by the catalog's `answer:` key
// (model.ts). The typed client (client-shapes.ts) and OpenAPI (openapi/response-schema.ts) both follow
// this one rule, so that the two never describe the same answer differently.

import type { ActionDef } from '../model.js';

/**
 * `fields`: rows of the action's tokens; `ids`: record ids (`*_all_ids`); `created`: the created
 * `{id}`; `none`: `[]` with the number of records written; `described`: rows the catalog's
 * `answer.rows` describes; `absent`: no rows and no total, the answer is its `answer.extra` members (a
 * bespoke action's fields, if any, choose which of those members are there); `unknown`: rows of a shape
 * the catalog does not describe.
 */
export type RowsKind = 'fields' | 'ids' | 'created' | 'none' | 'described' | 'absent' | 'unknown';

export function rowsKind(action: ActionDef): RowsKind {
  switch (action.kind) {
    case 'list':
    case 'details':
    case 'tiny':
    case 'state':
      return 'fields';
    case 'all_ids':
      return 'ids';
    case 'create':
      return 'created';
    case 'update':
      return action.returnRecord ? 'fields' : 'none';
    case 'delete':
    case 'exec':
      return 'none';
    case 'bespoke':
      if (action.answer?.rows !== undefined) return 'described';
      if (action.answer?.extra !== undefined) return 'absent';
      if (action.fields.length > 0) return 'fields';
      return action.writes ? 'none' : 'unknown';
  }
}
