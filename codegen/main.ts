// `tsx codegen/main.ts` regenerates generated/ from catalog/; `--check` renders in memory and fails
// (exit 1) on modified, missing or orphaned files. Catalog mistakes exit 2 with every diagnostic;
// a generator bug exits 3 with its stack.

import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderCatalog } from './render-catalog.js';
import { diffTree, writeTree } from './sync/sync-tree.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = join(ROOT, 'generated');

function main(argv: readonly string[]): number {
  const check = argv.includes('--check');
  const unknown = argv.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    process.stderr.write(`usage: tsx codegen/main.ts [--check]\n`);
    return 2;
  }
  const result = renderCatalog(ROOT);
  if (result.diagnostics.length > 0) {
    process.stderr.write(result.report.join('\n\n') + '\n\n');
    const n = result.diagnostics.length;
    process.stderr.write(`Found ${n} catalog error${n === 1 ? '' : 's'}; generated/ left as it was.\n`);
    return 2;
  }
  if (check) {
    const diff = diffTree(OUT_DIR, result.files);
    const lines = [
      ...diff.modified.map((p) => `  modified: generated/${p}`),
      ...diff.missing.map((p) => `  missing:  generated/${p}`),
      ...diff.orphaned.map((p) => `  orphaned: generated/${p}`),
    ];
    if (lines.length === 0) {
      process.stdout.write(`gen-check: generated/ is up to date (${result.files.size} files)\n`);
      return 0;
    }
    process.stderr.write(`gen-check: generated/ does not match catalog/:\n${lines.join('\n')}\nrun \`make gen\` to update generated/\n`);
    return 1;
  }
  const diff = writeTree(OUT_DIR, result.files);
  const written = diff.modified.length + diff.missing.length;
  process.stdout.write(
    `gen: ${result.files.size} files, ${written} written, ${diff.orphaned.length} deleted, ${diff.unchanged.length} unchanged\n`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`codegen: internal error (a generator bug, not a catalog mistake)\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 3;
}
