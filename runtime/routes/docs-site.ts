// The API reference as web pages (generated/docs-html/, written by `make gen`; docs/decisions.md
// "Reference as a web page"), served at /api/docs/. The folder is read once at start into memory: a
// request can only ever name one of those files (no path reaches the file system, so no `..` or link
// can lead out of it), each answer carries its content type, a strong ETag and a short cache lifetime,
// and a gzip copy is made once for clients that take it.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from '../http/content-types.js';

export const DOCS_PATH = '/api/docs';

/** The pages name only files of the reference itself: no other origin, no inline script or style. */
export const DOCS_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface DocsFile {
  type: string;
  body: Buffer;
  etag: string;
  /** The gzip copy, when it is smaller. */
  gzip?: { body: Buffer; etag: string };
}

export interface DocsSite {
  /** The file a path below /api/docs/ names (`''` is the index), or undefined. */
  find(subPath: string): DocsFile | undefined;
}

/** generated/docs-html/ of this installation: the source tree and a compiled build sit at different depths. */
export function docsFolder(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'generated', 'docs-html');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

const etagOf = (body: Buffer, suffix = '') => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

/**
 * Reads every regular file of `folder` (symbolic links and other kinds are left out). Addresses: the
 * file's path (`users.html`, `assets/docs.css`), an HTML page without `.html` (`users`), and a folder's
 * `index.html` as the folder with its slash (`''` for the index, `guides/`).
 */
export function loadDocsSite(folder: string): DocsSite {
  const files = new Map<string, DocsFile>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${path}/`);
      if (!entry.isFile()) continue;
      const type = contentTypeOf(entry.name);
      if (!type) continue;
      const body = readFileSync(join(dir, entry.name));
      const packed = gzipSync(body, { level: 9 });
      const file: DocsFile = { type, body, etag: etagOf(body), ...(packed.length < body.length ? { gzip: { body: packed, etag: etagOf(body, '-gz') } } : {}) };
      files.set(path, file);
      if (entry.name === 'index.html') files.set(prefix, file);
      else if (path.endsWith('.html')) files.set(path.slice(0, -'.html'.length), file);
    }
  };
  walk(folder, '');
  return {
    find: (subPath) => {
      const file = files.get(subPath);
      if (file || !subPath.includes('%')) return file;
      try {
        return files.get(decodeURIComponent(subPath));
      } catch {
        return undefined;
      }
    },
  };
}

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refusing it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
