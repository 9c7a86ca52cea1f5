// tools/gen-if-stale, which `make run` calls: the generator's full check runs only when one of its
// inputs or generated/ changed since it last passed, and a stale generated/ is regenerated. Run on a
// copy of the checkout's generator inputs, so the checkout itself is never written. The runs are awaited,
// not synchronous: a full check takes tens of seconds on a busy machine, and a test worker blocked that
// long misses its runner's calls (vitest's "Timeout calling onTaskUpdate" failed a whole run once).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';

let copy: string;
const execFileAsync = promisify(execFile);
const run = async (): Promise<{ ms: number; out: string }> => {
  const started = performance.now();
  const { stdout } = await execFileAsync(join(copy, 'tools', 'gen-if-stale'), { cwd: copy, encoding: 'utf8' });
  return { ms: performance.now() - started, out: stdout };
};
const stamp = () => readFileSync(join(copy, 'var', '.generated-stamp'), 'utf8');

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'svc-gen-stamp-'));
  for (const path of ['catalog', 'codegen', 'docs/guides-src', 'generated', 'tools', 'package.json', 'package-lock.json']) {
    cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('tools/gen-if-stale', () => {
  it('checks once, then skips while nothing changed, and regenerates a generated/ edited by hand', async () => {
    await run(); // no stamp yet: the full check (generated/ is up to date, nothing written)
    const first = stamp();
    const again = await run();
    expect(stamp()).toBe(first);
    expect(again.out).toBe(''); // neither checked nor generated
    expect(again.ms).toBeLessThan(2000); // hashes ~200 files; the full check takes ten times that

    const errorsTs = join(copy, 'generated', 'errors.ts');
    const original = readFileSync(errorsTs, 'utf8');
    writeFileSync(errorsTs, original + '// edited by hand\n');
    const regenerated = await run();
    expect(regenerated.out).toMatch(/^gen: /); // the check failed, so it generated
    expect(readFileSync(errorsTs, 'utf8')).toBe(original);
    expect(stamp()).toBe(first);
  }, 120_000);
});
