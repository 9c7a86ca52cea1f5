// The web console's files (SVC_CONSOLE_DIR, docs/decisions.md "Client profiles"): when set to a folder
// holding the original console, the server serves it at `/` beside the API, so one process and one
// origin serve both, as the original platform did (the console then authenticates by the session cookie).
// `config.json` is the server's own, pointing the console at this origin (`apiUrl` empty). Only files
// inside the folder are served (no `..`, no symbolic link out of it); POST is taken on `index.html` too
// (the console posts its login form there, in a hidden frame, for password managers); HEAD wherever GET.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeOf } from '../http/content-types.js';

/** The console's configuration: the API is this server, on the page's own origin. */
export const CONSOLE_CONFIG = JSON.stringify({ apiUrl: '', digApiCode: 'dig' });

export type ConsoleAnswer = { kind: 'config' } | { kind: 'file'; type: string; size: number; open(): Readable };

/**
 * What `method path` asks of the console folder `root` (already resolved with realpath), or undefined
 * when it is none of its files (the caller answers 404/405 as for any unknown route).
 */
export async function consoleAnswer(root: string, method: string, path: string): Promise<ConsoleAnswer | undefined> {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (relative === '/' || relative === '') relative = '/index.html';
  if (method === 'POST' && relative !== '/index.html') return undefined;
  if (relative === '/config.json') return { kind: 'config' };
  if (relative.includes('\0') || relative.split('/').some((part) => part === '..')) return undefined;
  let file: string;
  try {
    file = await realpath(join(root, relative));
  } catch {
    return undefined;
  }
  if (!file.startsWith(root + sep)) return undefined; // a link out of the folder
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return {
    kind: 'file',
    type: contentTypeOf(file) ?? 'application/octet-stream',
    size: info.size,
    open: () => createReadStream(file),
  };
}
