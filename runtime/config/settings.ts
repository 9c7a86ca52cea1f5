// Server settings from the environment. Every variable is checked at start-up; a bad value stops the
// process with a message naming the variable, so a misconfiguration never surfaces as a runtime error.

export interface Settings {
  host: string;
  port: number;
  dbUrl: string;
  superadminPassword: string | undefined;
  dataDir: string;
  /** Initial value of the wat.multitenant config token on a new database. */
  multitenant: boolean;
  sessionTtlSeconds: number;
  maxBodyBytes: number;
  maxBlock: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  tlsCert: string | undefined;
  tlsKey: string | undefined;
  corsOrigins: string[];
  redisUrl: string | undefined;
}

export class SettingsError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new SettingsError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new SettingsError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new SettingsError(`${name} must be 0 or 1, got "${raw}"`);
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function readSettings(env: Env = process.env): Settings {
  const dbUrl = env.SVC_DB_URL || 'sqlite:./var/svc.db';
  if (!/^sqlite:.+/.test(dbUrl) && !/^mysql:\/\/[^/]+\/\w+/.test(dbUrl)) {
    throw new SettingsError(`SVC_DB_URL must be sqlite:<file> or mysql://user:pass@host:port/db, got "${dbUrl}"`);
  }
  const logLevel = (env.SVC_LOG_LEVEL || 'info') as Settings['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new SettingsError(`SVC_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.SVC_LOG_LEVEL}"`);
  }
  const tlsCert = env.SVC_TLS_CERT || undefined;
  const tlsKey = env.SVC_TLS_KEY || undefined;
  if (Boolean(tlsCert) !== Boolean(tlsKey)) {
    throw new SettingsError(`SVC_TLS_CERT and SVC_TLS_KEY must be set together`);
  }
  const host = env.SVC_HOST || '127.0.0.1';
  if (!/^[\w.:-]+$/.test(host)) throw new SettingsError(`SVC_HOST is not a host name or address: "${host}"`);
  const password = env.SVC_SUPERADMIN_PASSWORD;
  if (password !== undefined && password !== '' && password.length < 8) {
    throw new SettingsError(`SVC_SUPERADMIN_PASSWORD must have at least 8 characters`);
  }
  const origins = (env.SVC_CORS_ORIGINS || '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new SettingsError(`SVC_CORS_ORIGINS holds an invalid origin "${origin}" (expected scheme://host[:port] or *)`);
    }
  }
  const redisUrl = env.SVC_REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new SettingsError(`SVC_REDIS_URL must start with redis://`);
  return {
    host,
    port: integer(env, 'SVC_PORT', 8080, 0, 65535),
    dbUrl,
    superadminPassword: password || undefined,
    dataDir: env.SVC_DATA_DIR || './var',
    multitenant: flag(env, 'SVC_MULTITENANT', true),
    sessionTtlSeconds: integer(env, 'SVC_SESSION_TTL', 3600, 1, 86400 * 365),
    maxBodyBytes: integer(env, 'SVC_MAX_BODY', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    maxBlock: integer(env, 'SVC_MAX_BLOCK', 10000, 1, 1_000_000),
    logLevel,
    tlsCert,
    tlsKey,
    corsOrigins: origins,
    redisUrl,
  };
}
