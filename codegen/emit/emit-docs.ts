// generated/docs/: reference pages (filled in by the docs emitter).

import type { EmitContext } from './emit-context.js';

export function emitDocs(_ctx: EmitContext): [string, string][] {
  return [];
}
