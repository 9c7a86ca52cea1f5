// One-line JSON log records on stdout, written by pino. A record is
// {"level":"info","time":"<ISO 8601>","message":"...", ...data}. Every line, at every level, has its
// message and data masked here (secrets.ts: passwords, session ids, keys, PEM blocks, tokens), so a
// caller cannot forget to: at debug level the statements' parameters come from deep inside the
// database layer, and hold whatever a request wrote (config_ssl's private key).
//
// A line written for a request carries its id (`request_id`, the X-Request-Id of its answer): callers
// that have the request pass it; at debug level, where every statement is logged from deep inside the
// database layer, the id also follows the request's asynchronous work (AsyncLocalStorage). Only there:
// tracking asynchronous context costs every promise of every request, which the other levels do not pay.
//
// Lines are written synchronously (pino's destination with sync: true, no worker thread): a request's
// lines are out before its answer, and a crash or process.exit() loses none. It is one write per line,
// as before any buffering, which costs the same as the asynchronous destination when lines are rare.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { maskSecrets, maskText } from './secrets.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

let requests: AsyncLocalStorage<string> | undefined;

const logger = pino(
  {
    level: 'info',
    base: undefined,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const requestId = requests?.getStore();
      return requestId ? { request_id: requestId } : {};
    },
  },
  pino.destination({ dest: 1, sync: true }),
);

export function setLogLevel(level: LogLevel): void {
  logger.level = level;
  requests = level === 'debug' ? (requests ?? new AsyncLocalStorage<string>()) : undefined;
}

/** Runs a request's handler so that the lines its work logs carry its id (at debug level). */
export function inRequest<T, A extends unknown[]>(requestId: string, handler: (...args: A) => T, ...args: A): T {
  return requests ? requests.run(requestId, handler, ...args) : handler(...args);
}

type Write = (message: string, data?: Record<string, unknown>) => void;

// A line below the level is dropped before its data is masked: masking walks every value with several
// regular expressions, which the access line of every request paid for nothing at warn level.
const at =
  (level: 'debug' | 'info' | 'warn' | 'error' | 'fatal'): Write =>
  (message, data) => {
    if (!logger.isLevelEnabled(level)) return;
    if (data) logger[level](maskSecrets(data) as Record<string, unknown>, maskText(message));
    else logger[level](maskText(message));
  };

/** Whether a line of this level is written now (a caller can then skip building its data). */
export function logs(level: LogLevel): boolean {
  return logger.isLevelEnabled(level);
}

export const log = {
  debug: at('debug'),
  info: at('info'),
  warn: at('warn'),
  error: at('error'),
  /** The line before the process exits on a condition it cannot serve under. */
  fatal: at('fatal'),
};
