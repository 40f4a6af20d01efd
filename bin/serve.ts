/**
 * `npm run serve`: the reference web-center with the built console on one origin. The process's entry, above the
 * server and the features: it hands the features' server manifests to the start-up and the app. The same bundle
 * (dist-server/index.mjs) runs the one-time commands: `migrate` (`npm run migrate`) and `create-admin`
 * (`npm run create-admin`).
 */
import pino from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { buildApp } from '../server/app';
import { purgeExpiredSessions } from '../server/auth/sessions';
import { purgeExpiredAppSessions } from '../server/appAuth/sessions';
import { purgeSmsOutbox } from '../server/sms/codes';
import { purgeLoginAttempts } from '../server/auth/rateLimit';
import { purgeClientQuota } from '../server/appAuth/clientQuota';
import { purgeAbandonedUploads } from '../server/storage/staging';
import { startupBanner } from '../server/ops/banner';
import { checkDemoPasswords } from '../server/ops/demoPasswords';
import { gracefulStop, onStopSignals } from '../server/ops/shutdown';
import { serverFeatures } from '../features/serverFeatures';
import { migrateCommand } from './migrate';
import { createAdminCommand } from './createAdmin';
import { OperatorError } from '../server/ops/operatorError';

/** How long past the grace a stop may take to close the database before the process exits regardless. */
const STOP_BACKSTOP_MS = 5_000;

const serve = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { services, database, seeded } = await bootstrap(config, { log, demoTraffic: config.demoTraffic, features: serverFeatures });
  const app = await buildApp(services, { features: serverFeatures, loggerInstance: log, consoleConfig: consoleConfigFromEnv() });
  // The process's own figures (memory, CPU, event loop) beside the server's: only the real process has them.
  collectDefaultMetrics({ register: services.metrics.registry });
  const demoAccounts = await checkDemoPasswords(services.db, config.databaseUrl, log);
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

  const lines = startupBanner({ url, config, database: database.kind, seeded, demoAccounts });
  process.stdout.write(`${lines.join('\n')}\n`);

  onStopSignals(async () => {
    // The last resort: a request that outlives the grace and holds the database cannot keep the process alive.
    setTimeout(
      () => {
        log.error('stop still not done after the grace period: exiting');
        process.exit(1);
      },
      config.ops.shutdownDelayMs + config.ops.shutdownGraceMs + STOP_BACKSTOP_MS,
    ).unref();
    clearInterval(purge);
    for (const stop of stops) stop();
    const { drained } = await gracefulStop(app, { graceMs: config.ops.shutdownGraceMs, delayMs: config.ops.shutdownDelayMs, log, closeDatabase: database.close });
    return drained ? 0 : 1;
  }, log);
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

const COMMANDS: Record<string, () => Promise<number>> = {
  migrate: () => migrateCommand(process.env),
  'create-admin': () => createAdminCommand(process.argv.slice(3), process.env),
};

const command = process.argv[2];
if (command && !COMMANDS[command]) {
  process.stderr.write(`未知命令 / unknown command: ${command} (none: serve; migrate; create-admin)\n`);
  process.exit(2);
}

(command ? COMMANDS[command]().then((code) => process.exit(code)) : serve()).catch((error: unknown) => {
  const text = error instanceof OperatorError ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`${command ? `${command} 失败 / failed` : '启动失败 / failed to start'}: ${text}\n`);
  process.exit(1);
});
