// Server entry point: settings → database → migrations → bootstrap → HTTP. Prints where it listens and
// how to log in; a bad setting or an unreachable database stops it with a message naming the cause.
import { mkdirSync, readFileSync } from 'node:fs';
import { imagesDir } from './images/image-paths.js';
import { acls, aclAliases, aclProfileAliases, actions } from '../generated/registry.js';
import { createMetrics } from './metrics/metrics.js';
import { makeAclNames } from './acl/requirement.js';
import { purgeExpiredSessions } from './auth/sessions.js';
import { onAuditWritten } from './audit/audit-log.js';
import { startAuditRetention } from './audit/retention.js';
import { purgeExpiredIdempotencyKeys } from './pipeline/idempotency.js';
import { abandonLocalJobs, endOrphanedJobs, purgeOldJobs } from './jobs/job-sweeper.js';
import { usePasswordCost } from './auth/passwords.js';
import { readSettings, SettingsError, unknownSettings, type Settings } from './config/settings.js';
import { sql } from 'kysely';
import { storedTls } from './config/stored-tls.js';
import { bootstrap, passwordShown, SUPERADMIN_NAME } from './auth/bootstrap.js';
import { openDatabase } from './db/database.js';
import { unwatchDatabase, watchDatabase } from './db/availability.js';
import { checkSqliteLocation, createMysqlDatabase, isUnknownDatabase } from './db/missing-database.js';
import { migrate, SCHEMA_VERSION, withStartupLock } from './db/migrations.js';
import { WebhookService } from './webhook-delivery/webhook-service.js';
import { purgeOldDeliveries } from './webhooks/delivery-retention.js';
import { createLocalBus } from './events/bus.js';
import { createRedisBus } from './events/redis-bus.js';
import { deploymentId } from './db/deployment-id.js';
import { startHttpServer } from './server.js';
import { ensurePortFree } from './http/port-check.js';
import { log, setLogLevel } from './log/logger.js';
import type { Services } from './contract/context.js';
import { createSimDriver } from './hypervisor/sim-driver.js';
import { recoverTransitions, reportSink } from './vms/vm-reports.js';

/**
 * Exit code of a stop that had to drop requests still running (after SVC_SHUTDOWN_GRACE_MS, or at a second
 * signal): each is logged; 0 means every request in flight was answered, 1 is a start-up that failed.
 */
export const EXIT_REQUESTS_DROPPED = 3;

/** SVC_DB_URL as it may be printed: without its password. */
function maskedUrl(url: string): string {
  return url.replace(/^(mysql:\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

/**
 * Answers once the database takes a statement. With SVC_DB_WAIT it retries with back-off for that many
 * seconds (a database starting beside the server); without, it fails at once with one clear line.
 */
async function waitForDatabase(database: Awaited<ReturnType<typeof openDatabase>> & { url: string }, waitSeconds: number, where: string): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await sql`SELECT 1`.execute(database.db);
      return;
    } catch (e) {
      if (isUnknownDatabase(e)) {
        const made = await createMysqlDatabase(database.url);
        if (made.fatal) fatal(made.fatal);
        log.info('SVC_DB_URL named no existing database: created it', { database: made.created });
        continue;
      }
      const why = String((e as Error)?.message ?? e).split('\n')[0];
      if (Date.now() + delay > deadline) fatal(`cannot reach the database SVC_DB_URL (${where}): ${why}${waitSeconds ? ` (waited ${waitSeconds} s, SVC_DB_WAIT)` : '; SVC_DB_WAIT=<seconds> waits for it'}`);
      log.warn('waiting for the database', { database: where, error: why });
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/** Stops start-up: the reason as a JSON line (fatal) for the log and as a sentence for the terminal. */
function fatal(message: string, data?: Record<string, unknown>): never {
  log.fatal(message, data);
  process.stderr.write(`svc-admin: ${message}\n`);
  process.exit(1);
}

/**
 * The HTTP engine (uWebSockets.js) ships native builds for Node 20's ABI; on any other Node it silently
 * falls back to a JavaScript implementation an order of magnitude slower, so the server refuses it.
 */
const SUPPORTED_NODE = { major: 20, abi: '115' } as const;

function checkNode(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== SUPPORTED_NODE.major || process.versions.modules !== SUPPORTED_NODE.abi) {
    fatal(`Node ${process.versions.node} is not supported: run Node ${SUPPORTED_NODE.major} (the HTTP engine has a native build for it only)`);
  }
}

async function main(): Promise<void> {
  checkNode();
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (e) {
    if (e instanceof SettingsError) fatal(e.message);
    throw e;
  }
  setLogLevel(settings.logLevel);
  usePasswordCost(settings.passwordCost);
  if (settings.passwordCost === 'test') log.warn('SVC_PASSWORD_COST=test: new passwords are hashed at a cost that protects nothing (for test suites only)');
  // a misspelt setting would otherwise be ignored without a word, its default silently in force
  for (const { name, closest } of unknownSettings()) {
    log.warn(`unknown setting ${name} is ignored${closest ? ` (did you mean ${closest}?)` : ''}`, { variable: name });
  }
  try {
    mkdirSync(imagesDir(settings.dataDir), { recursive: true });
  } catch (e) {
    fatal(`cannot create the images directory under SVC_DATA_DIR (${settings.dataDir}): ${String((e as Error)?.message ?? e)}`);
  }
  const started = performance.now();

  const where = maskedUrl(settings.dbUrl);
  if (settings.dbUrl.startsWith('sqlite:')) {
    const location = checkSqliteLocation(settings.dbUrl);
    if (location.fatal) fatal(location.fatal);
    if (location.created) log.info('SVC_DB_URL named no existing database: creating a new one', { database: location.created });
  }
  const database = await openDatabase(settings.dbUrl, { logQueries: settings.logLevel === 'debug', statementTimeoutMs: settings.dbStatementTimeoutMs, syncWait: settings.dbSyncWait }).catch((e) =>
    fatal(`cannot open SVC_DB_URL (${where}): ${String(e?.message ?? e)}`),
  );
  await waitForDatabase({ ...database, url: settings.dbUrl }, settings.dbWaitSeconds, where);
  try {
    await withStartupLock(database.db, database.dialect, (db) => migrate(db, database.dialect), settings.dbStatementTimeoutMs);
  } catch (e) {
    fatal(`cannot prepare the database SVC_DB_URL (${where}): ${String((e as Error)?.message ?? e)}`);
  }

  // Everything else that can stop start-up is checked before the bootstrap creates anything (the
  // superadministrator with a generated password above all): Redis, the TLS files, the port.
  const redisTarget = settings.redisSentinels
    ? { sentinels: settings.redisSentinels, name: settings.redisSentinelName }
    : settings.redisUrl
      ? { url: settings.redisUrl }
      : undefined;
  const bus = redisTarget
    ? await createRedisBus(redisTarget, await deploymentId(database.db)).catch((e) =>
        fatal(`cannot reach ${settings.redisSentinels ? `the Redis primary ${settings.redisSentinelName} through SVC_REDIS_SENTINELS` : 'SVC_REDIS_URL'}: ${String(e?.message ?? e)}`),
      )
    : createLocalBus();
  // every change is heard by the webhooks of this process before it goes to the bus (runtime/webhook-delivery/)
  const webhooks = new WebhookService(database.db, bus);
  const events = webhooks.events;
  // SVC_TLS_CERT/SVC_TLS_KEY win; otherwise a certificate stored with config_ssl, if any
  const tls =
    settings.tlsCert && settings.tlsKey
      ? { cert: settings.tlsCert, key: settings.tlsKey }
      : await storedTls(database.db, settings.dataDir).catch((e) =>
          fatal(`cannot write the stored TLS certificate under ${settings.dataDir}/tls (SVC_DATA_DIR): ${String(e?.message ?? e)}`),
        );
  if (settings.tlsCert && tls) {
    for (const file of [tls.cert, tls.key]) {
      try {
        readFileSync(file);
      } catch {
        fatal(`cannot read TLS file ${file} (SVC_TLS_CERT / SVC_TLS_KEY)`);
      }
    }
  }
  if (!settings.reusePort) await ensurePortFree(settings.host, settings.port).catch((e: Error) => fatal(e.message));

  let report: Awaited<ReturnType<typeof bootstrap>>;
  try {
    report = await withStartupLock(database.db, database.dialect, (db) => bootstrap(db, settings), settings.dbStatementTimeoutMs);
  } catch (e) {
    fatal(`cannot prepare the database SVC_DB_URL (${where}): ${String((e as Error)?.message ?? e)}`);
  }

  const driver = createSimDriver({ delayMs: settings.simDelayMs, userConnectMs: settings.simUserConnectMs }, reportSink(database.db, events));
  const services: Services = {
    db: database.db,
    dialect: database.dialect,
    settings,
    // a client profile's aliases hold beside the catalog's own (docs/decisions.md "Client profiles")
    aclNames: makeAclNames(
      acls.map((a) => a.name),
      { ...aclAliases, ...aclProfileAliases[settings.clientProfile] },
    ),
    events,
    driver,
    schemaVersion: SCHEMA_VERSION,
    metrics: createMetrics(Object.keys(actions)),
    poolStats: database.poolStats,
    galera: database.galera,
  };
  watchDatabase(database.db, where);
  // transitions a stopped process left half-way are finished by this one's driver
  const recovered = await recoverTransitions(database.db, driver);
  if (recovered > 0) log.info('resuming virtual machine transitions', { vms: recovered });

  const http = await startHttpServer(services, tls).catch((e) =>
    fatal(`cannot listen on ${settings.host}:${settings.port} (SVC_HOST/SVC_PORT): ${String(e?.message ?? e)}`),
  );
  const scheme = tls ? 'https' : 'http';
  const url = `${scheme}://${settings.host}:${http.port}`;
  log.info('listening', {
    url,
    database: database.dialect,
    startup_ms: Math.round(performance.now() - started),
  });
  // Lines for people on the terminal (stderr), never in the JSON log on stdout: where to go, how to log
  // in, and a generated password, printed by the first start that gets this far (docs/decisions.md
  // "Operations": a start that stopped before printing it leaves a mark, and the next one makes another).
  process.stderr.write(`svc-admin listening on ${url} (database: ${database.dialect})\n`);
  if (report.generatedPassword) {
    process.stderr.write(
      `${report.createdSuperadmin ? 'Created' : 'Reset'} ${SUPERADMIN_NAME} with the generated password ${report.generatedPassword} (set SVC_SUPERADMIN_PASSWORD to choose one)\n`,
    );
    void passwordShown(database.db).catch((e) => log.error('cannot record that the generated password was shown', { error: String(e?.message ?? e) }));
  }
  process.stderr.write(
    `Log in: curl -s -X POST ${url}/api/login -d login=${SUPERADMIN_NAME} -d 'password=<password>' -d 'tenant=*'\n`,
  );

  const purge = setInterval(() => {
    void purgeExpiredSessions(database.db).catch(() => undefined);
    void purgeExpiredIdempotencyKeys(database.db).catch(() => undefined);
    void purgeOldJobs(database.db).catch(() => undefined);
    void purgeOldDeliveries(database.db).catch(() => undefined);
  }, 60_000);
  purge.unref();
  // jobs whose process stopped beating are ended by whichever process sees them first (runtime/jobs/job-sweeper.ts)
  const sweepJobs = () => void endOrphanedJobs(database.db, services.events, settings.jobStaleSeconds).catch(() => undefined);
  sweepJobs();
  void purgeOldJobs(database.db).catch(() => undefined);
  const jobSweep = setInterval(sweepJobs, Math.max(1000, (settings.jobStaleSeconds * 1000) / 3));
  jobSweep.unref();
  await webhooks.start(services).catch((e) => fatal(`cannot read the webhook subscriptions: ${String((e as Error)?.message ?? e)}`));
  // the log's live channel (log_get_list on /api/ws), through the bus every process shares
  const unhearAudit = onAuditWritten((tenantId) => events.publish({ channel: 'log_written', tenantId }));
  const stopRetention = startAuditRetention(
    database.db,
    { ageSeconds: settings.auditRetentionAgeSeconds, entries: settings.auditRetentionEntries, batch: settings.auditRetentionBatch },
    settings.auditRetentionEverySeconds,
  );

  // SIGTERM/SIGINT: stop accepting, end live sockets, let requests in flight finish (for at most
  // SVC_SHUTDOWN_GRACE_MS), then drop those still running, each named in the log, and close the pool;
  // a second signal drops them at once.
  let stopping = false;
  const cut = new AbortController();
  const stop = async () => {
    if (stopping) {
      cut.abort();
      return;
    }
    stopping = true;
    const began = performance.now();
    log.info('stopping', { grace_ms: settings.shutdownGraceMs, requests_in_flight: http.inFlight() });
    clearInterval(purge);
    clearInterval(jobSweep);
    unhearAudit();
    await stopRetention();
    driver.close();
    unwatchDatabase();
    const dropped = await http.close(settings.shutdownGraceMs, cut.signal);
    for (const request of dropped) log.warn('request dropped at shutdown', { ...request });
    await abandonLocalJobs(); // jobs still running here end as failed (6830) rather than wait for another process
    await webhooks.stop(); // attempts in flight end (each bounded); what is left is sent by the next process
    await database.close().catch(() => undefined);
    log.info('stopped', { dropped: dropped.length, ms: Math.round(performance.now() - began) });
    process.exit(dropped.length ? EXIT_REQUESTS_DROPPED : 0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

// one line, no stack trace: the message says what failed (the stack only at debug level)
process.on('unhandledRejection', (e) => {
  log.error('unhandled rejection', { error: String((e as Error)?.message ?? e).split('\n')[0] });
  log.debug('unhandled rejection (stack)', { stack: String((e as Error)?.stack ?? e) });
});

// an unexpected failure of start-up: its message for people, its stack inside the one JSON line
main().catch((e) => fatal(String((e as Error)?.message ?? e), { stack: String((e as Error)?.stack ?? e) }));
