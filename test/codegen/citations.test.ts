// Comments and docs cite the project's own documents (docs/, generated/docs/), never a contract kept
// outside the repository: a reader of the checkout must be able to follow every citation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['runtime', 'codegen', 'test', 'catalog', 'docs', 'tools', 'bench', 'deploy', 'README.md'];
// built from parts so that this file does not cite what it looks for
const OUTSIDE = new RegExp(['spec ' + '§', 'decisions ' + '§', 'admin-' + 'api\\.md', '\\.\\./shared' + '/'].join('|'));

function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) if (name !== 'node_modules') yield* files(join(path, name));
  } else if (/\.(ts|js|mjs|md|yaml|json|sh)$/.test(path)) yield path;
}

describe('citations', () => {
  it('name only documents of the repository', () => {
    const found: string[] = [];
    for (const top of SCANNED) {
      for (const file of files(join(ROOT, top))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (OUTSIDE.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 100)}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
