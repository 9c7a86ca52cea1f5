// The machine-readable descriptions of the API that `make gen` writes beside the registry
// (generated/openapi.json, generated/asyncapi.json), served as they are. They are found by walking up
// from this file, since the source tree and a compiled build (dist/, which carries copies) sit at
// different depths; read once, at start.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DOCUMENTS = {
  '/api/openapi.json': 'openapi.json',
  '/api/asyncapi.json': 'asyncapi.json',
} as const;

export type ApiDocumentPath = keyof typeof API_DOCUMENTS;

function findGenerated(file: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'generated', file);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/** Each document's text by route; a document missing from this installation is left out (its route 404s). */
export function loadApiDocuments(): Map<ApiDocumentPath, string> {
  const texts = new Map<ApiDocumentPath, string>();
  for (const [route, file] of Object.entries(API_DOCUMENTS) as [ApiDocumentPath, string][]) {
    const path = findGenerated(file);
    if (path) texts.set(route, readFileSync(path, 'utf8'));
  }
  return texts;
}
