// Copies what the server's container image holds (deploy/image-files) from a build directory into an
// empty folder: `node deploy/assemble-image.mjs <build directory> <target folder>`. The Dockerfile builds
// its last stage from this folder, and .ci/dist-smoke runs the server from one, so the two hold the same
// files by construction. Plain Node, no dependency: it runs in the image's build stage as it is.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = join(dirname(fileURLToPath(import.meta.url)), 'image-files');

/** The list's entries: one path a line, `#` comments and blank lines left out. */
export function imageEntries(text = readFileSync(LIST, 'utf8')) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** node_modules paths of the packages a production install holds (package-lock.json, not dev-only). */
function productionPackages(from) {
  const lock = JSON.parse(readFileSync(join(from, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages ?? {})
    .filter(([path, meta]) => path.startsWith('node_modules/') && !meta.dev)
    .map(([path, meta]) => ({ path, optional: Boolean(meta.optional || meta.devOptional) }));
}

export function assemble(from, to) {
  if (existsSync(to) && readdirSync(to).length > 0) throw new Error(`${to} is not empty`);
  mkdirSync(to, { recursive: true });
  // a package's own node_modules is left to its entries of the lock (a dev-only one there stays out)
  const copy = (path) =>
    cpSync(join(from, path), join(to, path), { recursive: true, dereference: true, filter: (source) => !source.endsWith('/node_modules') || source === join(from, 'node_modules') });
  for (const entry of imageEntries()) {
    if (entry === 'node_modules:production') {
      for (const { path, optional } of productionPackages(from)) {
        if (!existsSync(join(from, path))) {
          if (optional) continue;
          throw new Error(`${path} (a production package) is not installed in ${from}`);
        }
        copy(path);
      }
      continue;
    }
    if (!existsSync(join(from, entry))) throw new Error(`${entry} (deploy/image-files) is missing in ${from}: build first (npm run build)`);
    copy(entry);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    process.stderr.write('usage: node deploy/assemble-image.mjs <build directory> <target folder>\n');
    process.exit(2);
  }
  try {
    assemble(resolve(from), resolve(to));
  } catch (e) {
    process.stderr.write(`assemble-image: ${e.message}\n`);
    process.exit(1);
  }
}
