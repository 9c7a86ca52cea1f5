// The server under test, started exactly as the black-box tests start it: `tsx runtime/main.ts` with SVC_*
// settings, as its own process. Start-up time is spawn → the "listening on" line.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, TSX, stopProcess, track, waitForLine } from './processes.js';

export const SUPERADMIN_PASSWORD = 'bench-super-secret';

export interface RunningServer {
  url: string;
  pid: number | undefined;
  startupMs: number;
  stdout(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dbUrl: string;
  dataDir: string;
  logLevel?: 'debug' | 'warn';
  /**
   * Node flags for the server process (e.g. --cpu-prof, which Node does not accept in NODE_OPTIONS): the
   * server is then started as `node <flags> --import tsx runtime/main.ts`, the same program without the
   * tsx launcher process.
   */
  nodeArgs?: string[];
  /** Further SVC_* settings. */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const main = join(ROOT, 'runtime/main.ts');
  const [command, args] = options.nodeArgs?.length ? [process.execPath, [...options.nodeArgs, '--import', 'tsx', main]] : [TSX, [main]];
  const child: ChildProcess = track(command, args, {
    env: {
      ...process.env,
      SVC_HOST: '127.0.0.1',
      SVC_PORT: '0',
      SVC_DB_URL: options.dbUrl,
      SVC_DATA_DIR: options.dataDir,
      SVC_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
      SVC_LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const m = await waitForLine(child, /listening on (https?:\/\/[\d.]+:\d+)/, 60_000, () => out + err);
  const startupMs = performance.now() - started;
  return { url: m[1]!, pid: child.pid, startupMs, stdout: () => out, stop: () => stopProcess(child) };
}
