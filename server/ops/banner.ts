/** The lines a start prints for the operator: where the console is, the bases, the database and its accounts. */
import type { ServerConfig } from '../config';
import { DEMO_LOGINS } from '../db/seed';
import { demoPasswordWarning } from './demoPasswords';

export interface BannerFacts {
  url: string;
  config: ServerConfig;
  database: 'pglite' | 'postgres';
  /** The demo accounts were made at this start. */
  seeded: boolean;
  /** Demo accounts that still have their published passwords (demoPasswords.ts). */
  demoAccounts: string[];
}

export const startupBanner = ({ url, config, database, seeded, demoAccounts }: BannerFacts): string[] => {
  const demo = DEMO_LOGINS.filter((login) => demoAccounts.includes(login.loginName));
  const accounts =
    database === 'postgres'
      ? demo.length
        ? ['', `  !!! ${demoPasswordWarning(demo.map((login) => login.loginName))} !!!`]
        : []
      : demo.length
        ? ['  demo logins:', ...demo.map((login) => `    ${login.loginName.padEnd(8)} ${login.password.padEnd(12)} ${login.roleName}`)]
        : [];
  return [
    '',
    `  协会管理后台已启动 / console ready: ${url}`,
    `  API base: ${config.apiBase}`,
    `  app API base: ${config.appBase}`,
    `  database: ${database === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' (demo data created)' : ''}${config.ops.migrate ? '' : ' (MIGRATE=0: not migrated by this start)'}`,
    `  health: ${url}healthz  ready: ${url}readyz  metrics: ${url}metrics (METRICS_ALLOW)`,
    ...accounts,
    '',
  ];
};
