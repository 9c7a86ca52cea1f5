// The server under test, as its own process with SVC_* settings: by default the program the image ships
// and `npm start` runs, `node dist/runtime/main.js` (tsc's build, made by bench/run.ts before it measures);
// BENCH_SERVER=tsx runs the sources through tsx instead (`tsx runtime/main.ts`), whose transpiled code
// is not the shipped one (esbuild's keepNames wraps every named function made at run time, which costs
// the request path a few per cent). Start-up time is spawn → the "listening on" line.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, TSX, stopProcess, track, waitForLine } from './processes.js';

/** The shipped build (dist/) unless BENCH_SERVER=tsx. */
export const SHIPPED = process.env.BENCH_SERVER !== 'tsx';
/** What the report says was measured. */
export const SERVER_PROGRAM = SHIPPED ? 'the shipped build, `node dist/runtime/main.js` (tsc; built by the bench first)' : 'the sources through tsx (`tsx runtime/main.ts`, BENCH_SERVER=tsx)';

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
   * Node flags for the server process (e.g. --cpu-prof, which Node does not accept in NODE_OPTIONS); under
   * BENCH_SERVER=tsx the server is then started as `node <flags> --import tsx runtime/main.ts`, the same
   * program without the tsx launcher process.
   */
  nodeArgs?: string[];
  /** Further SVC_* settings. */
  env?: Record<string, string>;
}

let built = false;

/** Builds dist/ from the current sources, once per bench process (`npm run build`, as the image does). */
function buildShipped(): void {
  if (built) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  built = true;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (SHIPPED) buildShipped();
  const started = performance.now();
  const [command, args] = SHIPPED
    ? [process.execPath, [...(options.nodeArgs ?? []), join(ROOT, 'dist/runtime/main.js')]]
    : options.nodeArgs?.length
      ? [process.execPath, [...options.nodeArgs, '--import', 'tsx', join(ROOT, 'runtime/main.ts')]]
      : [TSX, [join(ROOT, 'runtime/main.ts')]];
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
