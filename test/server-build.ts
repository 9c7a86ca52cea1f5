// The server the black-box tests start, built once per test run: runtime/main.ts and everything it
// imports from the repository bundled into one ES module by esbuild (the transpiler tsx itself uses),
// packages left to node_modules. Spawning it costs about a third of `tsx runtime/main.ts`, which
// transpiles and resolves ~150 files through loader hooks at every start; the code that runs is the same.
// The bundle sits two folders below the root, where the server's searches for generated/ find it.
import { buildSync } from 'esbuild';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = join(ROOT, '.vitest-tmp', 'server', 'main.mjs');

/** Writes SERVER_BUNDLE from the current sources. */
export function buildServer(): void {
  buildSync({
    entryPoints: [join(ROOT, 'runtime', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * The command that starts the server: node itself on the bundle (no launcher between the test and the
 * server, so a signal reaches the server at once), with its source map for stack traces.
 */
export function serverCommand(): readonly [string, string[]] {
  // under vitest the global setup built it; a load script (tsx test/load/...) builds it here, once
  if (!process.env.VITEST && !built) {
    buildServer();
    built = true;
  }
  return [process.execPath, ['--enable-source-maps', SERVER_BUNDLE]];
}
let built = false;
