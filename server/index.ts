/** `npm run serve`: the reference web-center with the built console on one origin. */
import pino from 'pino';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { buildApp } from './app';
import { DEMO_LOGINS } from './db/seed';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeExpiredAppSessions } from './appAuth/sessions';
import { purgeSmsOutbox } from './sms/codes';
import { purgeLoginAttempts } from './auth/rateLimit';
import { purgeClientQuota } from './statistics/clientQuota';
import { startRollupTimer } from './statistics/rollupTimer';

const main = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { services, database, seeded } = await bootstrap(config, { log, demoTraffic: config.demoTraffic });
  const app = await buildApp(services, { loggerInstance: log, consoleConfig: consoleConfigFromEnv() });
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
  }, 10 * 60_000);
  purge.unref();
  const rollups = startRollupTimer(services.db, log, services.config.statFreezeGraceDays);

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
    clearInterval(rollups);
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
