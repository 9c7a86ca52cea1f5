// One-line JSON log records on stdout; secrets never reach here (callers pass masked values).
//
// A line written for a request carries its id (`request_id`, the X-Request-Id of its answer): callers
// that have the request pass it; at debug level, where every statement is logged from deep inside the
// database layer, the id also follows the request's asynchronous work (AsyncLocalStorage). Only there:
// tracking asynchronous context costs every promise of every request, which the other levels do not pay.
import { AsyncLocalStorage } from 'node:async_hooks';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

let threshold: number = LEVELS.info;
let requests: AsyncLocalStorage<string> | undefined;

export function setLogLevel(level: LogLevel): void {
  threshold = LEVELS[level];
  requests = threshold <= LEVELS.debug ? (requests ?? new AsyncLocalStorage<string>()) : undefined;
}

/** Runs a request's handler so that the lines its work logs carry its id (at debug level). */
export function inRequest<T>(requestId: string, handler: () => T): T {
  return requests ? requests.run(requestId, handler) : handler();
}

function write(level: Exclude<LogLevel, 'silent'>, message: string, data?: Record<string, unknown>): void {
  if (LEVELS[level] < threshold) return;
  const requestId = requests?.getStore();
  const record = { time: new Date().toISOString(), level, message, ...(requestId ? { request_id: requestId } : {}), ...data };
  process.stdout.write(JSON.stringify(record) + '\n');
}

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};
