// One-line JSON log records on stdout; secrets never reach here (callers pass masked values).

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

let threshold: number = LEVELS.info;

export function setLogLevel(level: LogLevel): void {
  threshold = LEVELS[level];
}

function write(level: Exclude<LogLevel, 'silent'>, message: string, data?: Record<string, unknown>): void {
  if (LEVELS[level] < threshold) return;
  const record = { time: new Date().toISOString(), level, message, ...data };
  process.stdout.write(JSON.stringify(record) + '\n');
}

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};
