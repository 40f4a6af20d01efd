/** The browser smoke test on PostgreSQL: a throw-away cluster, and the built console's server on a database in it. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startPostgresCluster } from '../pg/cluster';
import { startServer } from './serverProcess';
import { ensureServerBundle } from '../../scripts/buildServer';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  await ensureServerBundle();
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE console_smoke');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/console_smoke';
  const server = await startServer({ DATABASE_URL: url.toString() });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  return async () => {
    await server.stop();
    cluster.stop();
  };
}
