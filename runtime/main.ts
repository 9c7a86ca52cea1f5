// Server entry point: settings → database → migrations → bootstrap → HTTP. Prints where it listens and
// how to log in; a bad setting or an unreachable database stops it with a message naming the cause.
import { readFileSync } from 'node:fs';
import { acls, aclAliases } from '../generated/registry.js';
import { makeAclNames } from './acl/requirement.js';
import { purgeExpiredSessions } from './auth/sessions.js';
import { readSettings, SettingsError, type Settings } from './config/settings.js';
import { storedTls } from './config/stored-tls.js';
import { bootstrap, SUPERADMIN_NAME } from './db/bootstrap.js';
import { openDatabase } from './db/database.js';
import { migrate, SCHEMA_VERSION } from './db/migrations.js';
import { createLocalBus } from './events/bus.js';
import { createRedisBus } from './events/redis-bus.js';
import { startHttpServer } from './http/server.js';
import { log, setLogLevel } from './log/logger.js';
import type { Services } from './pipeline/context.js';

function fatal(message: string): never {
  process.stderr.write(`svc-admin: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (e) {
    if (e instanceof SettingsError) fatal(e.message);
    throw e;
  }
  setLogLevel(settings.logLevel);
  const started = performance.now();

  const database = await openDatabase(settings.dbUrl, { logQueries: settings.logLevel === 'debug' }).catch((e) => fatal(`cannot open SVC_DB_URL: ${String(e?.message ?? e)}`));
  try {
    await migrate(database.db, database.dialect);
  } catch (e) {
    fatal(`cannot prepare the database (SVC_DB_URL): ${String((e as Error)?.message ?? e)}`);
  }
  const report = await bootstrap(database.db, settings);

  const services: Services = {
    db: database.db,
    dialect: database.dialect,
    settings,
    aclNames: makeAclNames(
      acls.map((a) => a.name),
      aclAliases,
    ),
    events: settings.redisUrl
      ? await createRedisBus(settings.redisUrl).catch((e) => fatal(`cannot reach SVC_REDIS_URL: ${String(e?.message ?? e)}`))
      : createLocalBus(),
    schemaVersion: SCHEMA_VERSION,
  };

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
  // A line for people, beside the structured log: where to go and how to log in.
  process.stdout.write(`svc-admin listening on ${url} (database: ${database.dialect})\n`);
  if (report.generatedPassword) {
    process.stdout.write(
      `Created ${SUPERADMIN_NAME} with the generated password ${report.generatedPassword} (set SVC_SUPERADMIN_PASSWORD to choose one)\n`,
    );
  }
  process.stdout.write(
    `Log in: curl -s -X POST ${url}/api/login -d login=${SUPERADMIN_NAME} -d 'password=<password>' -d 'tenant=*'\n`,
  );

  const purge = setInterval(() => void purgeExpiredSessions(database.db).catch(() => undefined), 60_000);
  purge.unref();

  const stop = async () => {
    clearInterval(purge);
    await http.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

process.on('unhandledRejection', (e) => log.error('unhandled rejection', { error: String((e as Error)?.stack ?? e) }));

main().catch((e) => fatal(String((e as Error)?.stack ?? e)));
