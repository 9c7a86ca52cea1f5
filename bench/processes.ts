// Child processes of the benchmark: every one is tracked and stopped on exit, on Ctrl-C and on failure,
// and cleanup steps (dropping databases, removing directories) run once whatever happens.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

export function track(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited. */
export function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.unshift(step);
}

export async function cleanupAll(): Promise<void> {
  await Promise.all([...children].map((c) => stopProcess(c)));
  while (cleanups.length) {
    try {
      await cleanups.shift()!();
    } catch (e) {
      process.stderr.write(`cleanup: ${String((e as Error)?.message ?? e)}\n`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\nbench: ${signal}, cleaning up\n`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

/** Resolves with the first match of `pattern` in the child's stdout, or rejects when it exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number, output: () => string): Promise<RegExpExecArray> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      const m = pattern.exec(output());
      if (m) {
        cleanup();
        resolvePromise(m);
      }
    };
    const exited = (code: number | null) => {
      cleanup();
      reject(new Error(`process exited with ${code} before ${pattern}:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout!.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}
