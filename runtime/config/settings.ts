// Server settings from the environment. Every variable is checked at start-up; a bad value stops the
// process with a message naming the variable, so a misconfiguration never surfaces as a runtime error.
import { statSync } from 'node:fs';
import { isIP } from 'node:net';

/** SVC_DB_URL when unset: ./var, which `make run` makes on a fresh checkout (db/missing-database.ts). */
export const DEFAULT_DB_URL = 'sqlite:./var/svc.db';

/** SVC_CLIENT_PROFILE values (runtime/pipeline/client-profile.ts). */
export type ClientProfile = 'spec' | 'qvd';
export const CLIENT_PROFILES: readonly ClientProfile[] = ['spec', 'qvd'];

export interface Settings {
  host: string;
  port: number;
  /** SVC_REUSE_PORT: several processes may listen on one port (on purpose). */
  reusePort: boolean;
  /** SVC_ACCESS_LOG: one line per answered request at info level. */
  accessLog: boolean;
  /** SVC_METRICS: who may read GET /metrics. */
  metrics: MetricsSetting;
  dbUrl: string;
  superadminPassword: string | undefined;
  dataDir: string;
  /**
   * SVC_TOTP_KEY: the key (32 bytes, as 64 hex digits) that encrypts the administrators' TOTP secrets and
   * keys their recovery codes' hashes; unset, the server makes one in $SVC_DATA_DIR/totp.key
   * (runtime/auth/second-factor/totp-key.ts). Processes sharing a database need the same key.
   */
  totpKey: Buffer | undefined;
  /** Initial value of the wat.multitenant config token on a new database. */
  multitenant: boolean;
  sessionTtlSeconds: number;
  /** SVC_IDEMPOTENCY_WINDOW: seconds an idempotency key of a create answers its first result again. */
  idempotencyWindowSeconds: number;
  /**
   * SVC_DRY_RUN_TIME_LIMIT_MS: how long a dry run may rehearse inside its one transaction (which holds its
   * locks, and on SQLite the one connection, until it rolls back); the records left answer 6860.
   */
  dryRunTimeLimitMs: number;
  /** SVC_JOB_SYNC_LIMIT: the most records a job answers in its own call (more: its id at once, runtime/jobs/). */
  jobSyncLimit: number;
  /** SVC_JOB_MAX_RUNNING: jobs one administrator may have queued or running at once, in all processes (6840 past it). */
  jobMaxRunning: number;
  /** SVC_JOB_STALE: seconds without a heartbeat after which another process ends a running job as failed (6830). */
  jobStaleSeconds: number;
  maxBodyBytes: number;
  maxBlock: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  tlsCert: string | undefined;
  tlsKey: string | undefined;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** SVC_REDIS_SENTINELS: host:port of each Sentinel; the events go through the primary they name (SVC_REDIS_SENTINEL_NAME). */
  redisSentinels: { host: string; port: number }[] | undefined;
  /** SVC_REDIS_SENTINEL_NAME: the primary's name the Sentinels monitor (default `svc`). */
  redisSentinelName: string;
  /**
   * SVC_DB_SYNC_WAIT: on a MariaDB Galera node, the session's wsrep_sync_wait (0–15, default 1: every read
   * first waits until the node has applied what the cluster committed before it, so a list through one
   * node shows a record created through another). Ignored on a database that is not Galera.
   */
  dbSyncWait: number;
  /** SVC_CLIENT_PROFILE: `spec` (as generated/docs/ describes) or `qvd` (also the original clients' dialect). */
  clientProfile: ClientProfile;
  /** SVC_CONSOLE_DIR: a folder holding the original web console, served at `/` (runtime/routes/console-files.ts). */
  consoleDir: string | undefined;
  /** Live sockets one session may hold (/api/staging, /api/ws). */
  maxSocketsPerSession: number;
  /** Live sockets one administrator may hold over all their sessions. */
  maxSocketsPerAdmin: number;
  /** Live sockets the process holds at most (all administrators together). */
  maxLiveSockets: number;
  /** Unsent bytes a live socket may hold before it is closed as a slow reader. */
  wsMaxBufferBytes: number;
  /** Unsent bytes all live sockets together may hold; past it frames wait, newest only (live-hub.ts). */
  wsMaxQueuedBytes: number;
  /** Largest disk image an upload, staging copy or download may bring. */
  maxImageBytes: number;
  /** Host names, addresses and CIDR blocks downloads may reach although private or local. */
  downloadAllow: string[];
  /** SVC_WEBHOOK_ALLOW: host names, addresses and CIDR blocks webhook targets may be although private or local. */
  webhookAllow: string[];
  /** SVC_WEBHOOK_TIMEOUT_MS: how long one delivery attempt may take, connection and answer (then it failed). */
  webhookTimeoutMs: number;
  /** SVC_WEBHOOK_RETRY_MS: the wait after a delivery's first failed attempt; it doubles with each further one. */
  webhookRetryMs: number;
  /** SVC_WEBHOOK_RETRY_MAX_MS: the longest wait between two attempts (the back-off's cap). */
  webhookRetryMaxMs: number;
  /** SVC_WEBHOOK_ATTEMPTS: attempts a delivery gets before it is given up (state failed). */
  webhookAttempts: number;
  /** SVC_WEBHOOK_PAUSE_AFTER: failed attempts in a row after which a subscription is paused with the reason. */
  webhookPauseAfter: number;
  /** Seconds to keep retrying an unreachable database at start (0: fail at once). */
  dbWaitSeconds: number;
  /** SVC_AUDIT_RETENTION_AGE: audit entries older than this many seconds are purged (0: kept whatever their age). */
  auditRetentionAgeSeconds: number;
  /** SVC_AUDIT_RETENTION_ENTRIES: the newest entries kept, older ones purged (0: no cap). */
  auditRetentionEntries: number;
  /** SVC_AUDIT_RETENTION_EVERY: seconds between two purges of the audit log. */
  auditRetentionEverySeconds: number;
  /** SVC_AUDIT_RETENTION_BATCH: entries one DELETE of a purge removes at most. */
  auditRetentionBatch: number;
  /** Longest a MariaDB/MySQL statement may run before the database stops it (2110); 0: no limit. */
  dbStatementTimeoutMs: number;
  /** Hypervisor driver of the VM life cycle (`sim`, the built-in simulation). */
  hypervisor: 'sim';
  /** Milliseconds the simulated driver takes to finish starting and stopping. */
  simDelayMs: number;
  /** When set, the simulated user connects to a VM this long after it runs. */
  simUserConnectMs: number | undefined;
  /** Login throttling (docs/decisions.md, Login throttling): failures of a name or address before back-off. */
  loginFailures: number;
  /** First back-off, seconds; it doubles with each further failure. */
  loginDelaySeconds: number;
  /** Longest back-off of a login name (short: a name can be attacked by anybody). */
  loginNameMaxDelaySeconds: number;
  /** Longest back-off of a client address. */
  loginAddressMaxDelaySeconds: number;
  /** Seconds without a failure after which a name's or address's failures are forgotten. */
  loginForgetSeconds: number;
  /** Days an address that logged in as a name stays exempt from that name's back-off (0: never). */
  loginKnownDays: number;
  /** Addresses and CIDR blocks never throttled per address (none by default). */
  loginAddressExempt: string[];
  /** SVC_HASH_QUEUE: new passwords that may wait to be hashed per tenant before writes answer 1400. */
  hashQueuePerTenant: number;
  /**
   * SVC_PASSWORD_COST: `production` (the default) or `test`, a cost that protects nothing and makes a
   * hash take about a millisecond, for test suites that create and log in hundreds of administrators.
   */
  passwordCost: 'production' | 'test';
  /** SVC_TRUSTED_PROXIES: reverse proxies whose forwarded client address is believed (none by default). */
  trustedProxies: string[];
  /** SVC_SHUTDOWN_GRACE_MS: how long a stop waits for requests in flight before dropping them. */
  shutdownGraceMs: number;
}

export class SettingsError extends Error {}

/** GET /metrics: off (404), loopback clients only, or whoever sends `Authorization: Bearer <token>`. */
export type MetricsSetting = { mode: 'off' } | { mode: 'local' } | { mode: 'token'; token: string };

function metricsSetting(raw: string | undefined): MetricsSetting {
  if (raw === undefined || raw === '' || raw === 'off') return { mode: 'off' };
  if (raw === 'local') return { mode: 'local' };
  if (raw.startsWith('token:') && raw.length >= 'token:'.length + 16) return { mode: 'token', token: raw.slice('token:'.length) };
  throw new SettingsError('SVC_METRICS must be off, local, or token:<a secret of 16 characters or more>');
}

/**
 * Every variable the server reads, the one list: `readSettings` can read no other (its environment is
 * typed by it), and any other `SVC_*` name set at start is reported as unknown, so a misspelt setting
 * (SVC_PORTT) is not silently ignored.
 */
export const SETTING_NAMES = [
  'SVC_HOST',
  'SVC_PORT',
  'SVC_REUSE_PORT',
  'SVC_ACCESS_LOG',
  'SVC_METRICS',
  'SVC_DB_URL',
  'SVC_DB_WAIT',
  'SVC_SUPERADMIN_PASSWORD',
  'SVC_DATA_DIR',
  'SVC_MULTITENANT',
  'SVC_SESSION_TTL',
  'SVC_IDEMPOTENCY_WINDOW',
  'SVC_DRY_RUN_TIME_LIMIT_MS',
  'SVC_JOB_SYNC_LIMIT',
  'SVC_JOB_STALE',
  'SVC_JOB_MAX_RUNNING',
  'SVC_MAX_BODY',
  'SVC_MAX_BLOCK',
  'SVC_LOG_LEVEL',
  'SVC_TLS_CERT',
  'SVC_TLS_KEY',
  'SVC_CORS_ORIGINS',
  'SVC_REDIS_URL',
  'SVC_REDIS_SENTINELS',
  'SVC_REDIS_SENTINEL_NAME',
  'SVC_DB_SYNC_WAIT',
  'SVC_CLIENT_PROFILE',
  'SVC_CONSOLE_DIR',
  'SVC_MAX_SOCKETS_PER_SESSION',
  'SVC_MAX_SOCKETS_PER_ADMIN',
  'SVC_MAX_SOCKETS',
  'SVC_WS_MAX_BUFFER',
  'SVC_WS_MAX_QUEUED',
  'SVC_DB_STATEMENT_TIMEOUT_MS',
  'SVC_HASH_QUEUE',
  'SVC_PASSWORD_COST',
  'SVC_TRUSTED_PROXIES',
  'SVC_MAX_IMAGE_BYTES',
  'SVC_DOWNLOAD_ALLOW',
  'SVC_WEBHOOK_ALLOW',
  'SVC_WEBHOOK_TIMEOUT_MS',
  'SVC_WEBHOOK_RETRY_MS',
  'SVC_WEBHOOK_RETRY_MAX_MS',
  'SVC_WEBHOOK_ATTEMPTS',
  'SVC_WEBHOOK_PAUSE_AFTER',
  'SVC_HYPERVISOR',
  'SVC_SIM_DELAY_MS',
  'SVC_SIM_USER_CONNECT_MS',
  'SVC_SHUTDOWN_GRACE_MS',
  'SVC_LOGIN_FAILURES',
  'SVC_LOGIN_DELAY',
  'SVC_LOGIN_NAME_MAX_DELAY',
  'SVC_LOGIN_ADDRESS_MAX_DELAY',
  'SVC_LOGIN_FORGET',
  'SVC_LOGIN_KNOWN_DAYS',
  'SVC_LOGIN_ADDRESS_EXEMPT',
  'SVC_TOTP_KEY',
  'SVC_AUDIT_RETENTION_AGE',
  'SVC_AUDIT_RETENTION_ENTRIES',
  'SVC_AUDIT_RETENTION_EVERY',
  'SVC_AUDIT_RETENTION_BATCH',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/**
 * `SVC_*` names that belong to other programs of the project, not to the server: the test suite's
 * (SVC_TEST_*, passed down to the servers it starts) and the tools' (SVC_URL, tools/seed-example-records.ts).
 */
const OTHER_PROGRAMS = /^SVC_(TEST_|URL$)/;

type Env = Partial<Record<SettingName, string>>;

/** Edit distance, to name the setting a misspelt one most likely meant. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The `SVC_*` variables set that the server does not know, each with the known name closest to it (if close). */
export function unknownSettings(env: Record<string, string | undefined> = process.env): { name: string; closest?: SettingName }[] {
  const known = new Set<string>(SETTING_NAMES);
  return Object.keys(env)
    .filter((name) => name.startsWith('SVC_') && !known.has(name) && !OTHER_PROGRAMS.test(name))
    .sort()
    .map((name) => {
      const [closest] = [...SETTING_NAMES].map((k) => [k, distance(name, k)] as const).sort((x, y) => x[1] - y[1]);
      return closest && closest[1] <= 3 ? { name, closest: closest[0] } : { name };
    });
}

function integer(env: Env, name: SettingName, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new SettingsError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new SettingsError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: SettingName, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new SettingsError(`${name} must be 0 or 1, got "${raw}"`);
}

/** One of a fixed set of words (`fallback` when unset). */
function oneOf<T extends string>(env: Env, name: SettingName, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new SettingsError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** A comma-separated list of addresses and CIDR blocks (`none` or empty: no entry). */
function addressList(env: Env, name: SettingName): string[] {
  const text = (env[name] || '').trim();
  if (text === 'none') return [];
  const entries = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (!family || (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)))) {
      throw new SettingsError(`${name} holds an invalid entry "${entry}" (address or CIDR block, or none)`);
    }
  }
  return entries;
}

/**
 * Where an outbound connection may go although the address is local or private (SVC_DOWNLOAD_ALLOW for
 * URL downloads, SVC_WEBHOOK_ALLOW for webhook targets; runtime/images/address-policy.ts reads them):
 * host names, addresses and CIDR blocks, comma-separated.
 */
function outboundAllowList(env: Env, name: SettingName): string[] {
  const entries = (env[name] || '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^[A-Za-z0-9.:_-]+(\/\d{1,3})?$/.test(entry)) throw new SettingsError(`${name} holds an invalid entry "${entry}" (host name, address or CIDR block)`);
  }
  return entries;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function totpKeySetting(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value.trim())) throw new SettingsError('SVC_TOTP_KEY must be 64 hex digits (32 random bytes: openssl rand -hex 32)');
  return Buffer.from(value.trim(), 'hex');
}

export function readSettings(env: Env = process.env): Settings {
  const dbUrl = env.SVC_DB_URL || DEFAULT_DB_URL;
  if (!/^sqlite:.+/.test(dbUrl) && !/^mysql:\/\/[^/]+\/\w+/.test(dbUrl)) {
    throw new SettingsError(`SVC_DB_URL must be sqlite:<file> or mysql://user:pass@host:port/db, got "${dbUrl}"`);
  }
  const logLevel = oneOf(env, 'SVC_LOG_LEVEL', LOG_LEVELS, 'info');
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
  const redisSentinels = sentinelList(env.SVC_REDIS_SENTINELS);
  if (redisUrl && redisSentinels) throw new SettingsError('SVC_REDIS_URL and SVC_REDIS_SENTINELS name Redis twice: set one of them');
  const redisSentinelName = env.SVC_REDIS_SENTINEL_NAME || 'svc';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(redisSentinelName)) throw new SettingsError('SVC_REDIS_SENTINEL_NAME must be 1 to 64 letters, digits, dots, dashes or underscores');
  if (env.SVC_CONSOLE_DIR && !statSync(env.SVC_CONSOLE_DIR, { throwIfNoEntry: false })?.isDirectory()) {
    throw new SettingsError(`SVC_CONSOLE_DIR must name a folder holding the web console; ${env.SVC_CONSOLE_DIR} is none`);
  }
  const clientProfile = oneOf(env, 'SVC_CLIENT_PROFILE', CLIENT_PROFILES, 'spec');
  const downloadAllow = outboundAllowList(env, 'SVC_DOWNLOAD_ALLOW');
  const webhookAllow = outboundAllowList(env, 'SVC_WEBHOOK_ALLOW');
  const webhookRetryMs = integer(env, 'SVC_WEBHOOK_RETRY_MS', 10_000, 10, 86_400_000);
  const hypervisor = env.SVC_HYPERVISOR || 'sim';
  if (hypervisor !== 'sim') throw new SettingsError(`SVC_HYPERVISOR must be sim (the built-in simulated driver), got "${hypervisor}"`);
  const userConnect = env.SVC_SIM_USER_CONNECT_MS;
  // nothing is exempt by default: behind a proxy, SVC_TRUSTED_PROXIES gives each client its own address
  const loginAddressExempt = addressList(env, 'SVC_LOGIN_ADDRESS_EXEMPT');
  const trustedProxies = addressList(env, 'SVC_TRUSTED_PROXIES');
  return {
    host,
    port: integer(env, 'SVC_PORT', 8080, 0, 65535),
    reusePort: flag(env, 'SVC_REUSE_PORT', false),
    accessLog: flag(env, 'SVC_ACCESS_LOG', true),
    metrics: metricsSetting(env.SVC_METRICS),
    dbUrl,
    superadminPassword: password || undefined,
    dataDir: env.SVC_DATA_DIR || './var',
    totpKey: totpKeySetting(env.SVC_TOTP_KEY),
    multitenant: flag(env, 'SVC_MULTITENANT', true),
    sessionTtlSeconds: integer(env, 'SVC_SESSION_TTL', 3600, 1, 86400 * 365),
    idempotencyWindowSeconds: integer(env, 'SVC_IDEMPOTENCY_WINDOW', 86400, 1, 86400 * 365),
    dryRunTimeLimitMs: integer(env, 'SVC_DRY_RUN_TIME_LIMIT_MS', 5000, 1, 60000),
    jobSyncLimit: integer(env, 'SVC_JOB_SYNC_LIMIT', 10000, 1, 1_000_000),
    jobStaleSeconds: integer(env, 'SVC_JOB_STALE', 30, 3, 3600),
    jobMaxRunning: integer(env, 'SVC_JOB_MAX_RUNNING', 20, 1, 10000),
    maxBodyBytes: integer(env, 'SVC_MAX_BODY', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    maxBlock: integer(env, 'SVC_MAX_BLOCK', 10000, 1, 1_000_000),
    logLevel,
    tlsCert,
    tlsKey,
    corsOrigins: origins,
    redisUrl,
    redisSentinels,
    redisSentinelName,
    dbSyncWait: integer(env, 'SVC_DB_SYNC_WAIT', 1, 0, 15),
    clientProfile,
    consoleDir: env.SVC_CONSOLE_DIR || undefined,
    maxSocketsPerSession: integer(env, 'SVC_MAX_SOCKETS_PER_SESSION', 32, 1, 100_000),
    maxSocketsPerAdmin: integer(env, 'SVC_MAX_SOCKETS_PER_ADMIN', 64, 1, 100_000),
    maxLiveSockets: integer(env, 'SVC_MAX_SOCKETS', 5000, 1, 1_000_000),
    wsMaxBufferBytes: integer(env, 'SVC_WS_MAX_BUFFER', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    wsMaxQueuedBytes: integer(env, 'SVC_WS_MAX_QUEUED', 64 * 1024 * 1024, 1024, 64 * 1024 * 1024 * 1024),
    maxImageBytes: integer(env, 'SVC_MAX_IMAGE_BYTES', 64 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
    downloadAllow,
    webhookAllow,
    webhookTimeoutMs: integer(env, 'SVC_WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookRetryMs,
    webhookRetryMaxMs: integer(env, 'SVC_WEBHOOK_RETRY_MAX_MS', 3_600_000, webhookRetryMs, 86_400_000),
    webhookAttempts: integer(env, 'SVC_WEBHOOK_ATTEMPTS', 15, 1, 100),
    webhookPauseAfter: integer(env, 'SVC_WEBHOOK_PAUSE_AFTER', 50, 1, 100_000),
    dbWaitSeconds: integer(env, 'SVC_DB_WAIT', 0, 0, 3600),
    auditRetentionAgeSeconds: integer(env, 'SVC_AUDIT_RETENTION_AGE', 0, 0, 100 * 365 * 86400),
    auditRetentionEntries: integer(env, 'SVC_AUDIT_RETENTION_ENTRIES', 0, 0, Number.MAX_SAFE_INTEGER),
    auditRetentionEverySeconds: integer(env, 'SVC_AUDIT_RETENTION_EVERY', 3600, 1, 7 * 86400),
    auditRetentionBatch: integer(env, 'SVC_AUDIT_RETENTION_BATCH', 1000, 1, 10_000),
    dbStatementTimeoutMs: integer(env, 'SVC_DB_STATEMENT_TIMEOUT_MS', 10_000, 0, 3_600_000),
    hypervisor,
    simDelayMs: integer(env, 'SVC_SIM_DELAY_MS', 2000, 0, 3_600_000),
    simUserConnectMs: userConnect === undefined || userConnect === '' ? undefined : integer(env, 'SVC_SIM_USER_CONNECT_MS', 0, 0, 3_600_000),
    loginFailures: integer(env, 'SVC_LOGIN_FAILURES', 5, 1, 1000),
    loginDelaySeconds: integer(env, 'SVC_LOGIN_DELAY', 1, 1, 3600),
    loginNameMaxDelaySeconds: integer(env, 'SVC_LOGIN_NAME_MAX_DELAY', 60, 1, 86400),
    loginAddressMaxDelaySeconds: integer(env, 'SVC_LOGIN_ADDRESS_MAX_DELAY', 900, 1, 86400),
    loginForgetSeconds: integer(env, 'SVC_LOGIN_FORGET', 3600, 1, 30 * 86400),
    loginKnownDays: integer(env, 'SVC_LOGIN_KNOWN_DAYS', 30, 0, 3650),
    loginAddressExempt,
    trustedProxies,
    hashQueuePerTenant: integer(env, 'SVC_HASH_QUEUE', 200, 1, 100_000),
    passwordCost: oneOf(env, 'SVC_PASSWORD_COST', ['production', 'test'] as const, 'production'),
    shutdownGraceMs: integer(env, 'SVC_SHUTDOWN_GRACE_MS', 10_000, 0, 3_600_000),
  };
}

/** SVC_REDIS_SENTINELS: `host:port,host:port,...` (unset or empty: no Sentinels). */
function sentinelList(value: string | undefined): { host: string; port: number }[] | undefined {
  if (!value) return undefined;
  return value.split(',').map((entry) => {
    const m = /^\s*([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):(\d{1,5})\s*$/.exec(entry);
    const port = Number(m?.[2]);
    if (!m || port < 1 || port > 65535) throw new SettingsError(`SVC_REDIS_SENTINELS holds "${entry.trim()}": expected host:port, comma-separated`);
    return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
  });
}
