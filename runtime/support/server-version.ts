// The server's own version: package.json's, read once from the nearest package.json above this file
// (the source tree and a compiled build sit at different depths).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === 'svc-admin' && parsed.version) return parsed.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

export const SERVER_VERSION = readVersion();
