/**
 * `npm run serve`: the reference web-center with the built console on one origin. The process's entry, above the
 * server and the features: it hands the features' server manifests to the start-up and the app.
 */
import pino from 'pino';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { buildApp } from '../server/app';
import { DEMO_LOGINS } from '../server/db/seed';
import { purgeExpiredSessions } from '../server/auth/sessions';
import { purgeExpiredAppSessions } from '../server/appAuth/sessions';
import { purgeSmsOutbox } from '../server/sms/codes';
import { purgeLoginAttempts } from '../server/auth/rateLimit';
import { purgeClientQuota } from '../server/appAuth/clientQuota';
import { purgeAbandonedUploads } from '../server/storage/staging';
import { serverFeatures } from '../features/serverFeatures';

const main = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { services, database, seeded } = await bootstrap(config, { log, demoTraffic: config.demoTraffic, features: serverFeatures });
  const app = await buildApp(services, { features: serverFeatures, loggerInstance: log, consoleConfig: consoleConfigFromEnv() });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;
  const purge = setInterval(() => {
    purgeExpiredSessions(services.db, services.clock.now()).catch((error) => log.error(error));
    purgeExpiredAppSessions(services.db, services.clock.now()).catch((error) => log.error(error));
    purgeSmsOutbox(services.db, services.clock.now()).catch((error) => log.error(error));
    purgeLoginAttempts(services.db, services.limiter.limits, services.clock).catch((error) => log.error(error));
    purgeClientQuota(services.db, services.clock).catch((error) => log.error(error));
    purgeAbandonedUploads(services.db, services.files, services.clock).catch((error) => log.error(error));
  }, 10 * 60_000);
  purge.unref();
  const stops = serverFeatures.flatMap((feature) => (feature.start ? [feature.start(services, log)] : []));

  const lines = [
    '',
    `  协会管理后台已启动 / console ready: ${url}`,
    `  API base: ${config.apiBase}`,
    `  app API base: ${config.appBase}`,
    `  database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' (demo data created)' : ''}`,
    '  demo logins:',
    ...DEMO_LOGINS.map((login) => `    ${login.loginName.padEnd(8)} ${login.password.padEnd(12)} ${login.roleName}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    for (const stop of stops) stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

/** Optional console settings: MAINTENANCE_START/END ('YYYY-MM-DD HH:mm'), INIT_LOGIN_CHECK=1. */
const consoleConfigFromEnv = () => {
  const extra: Record<string, unknown> = {};
  if (process.env.MAINTENANCE_START && process.env.MAINTENANCE_END) {
    extra.maintenance = { start: process.env.MAINTENANCE_START, end: process.env.MAINTENANCE_END };
  }
  if (process.env.INIT_LOGIN_CHECK === '1') extra.initializationLoginCheck = true;
  return extra;
};

main().catch((error) => {
  process.stderr.write(`启动失败 / failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
