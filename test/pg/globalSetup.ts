/**
 * The PostgreSQL run of the server tests: one throw-away cluster, and in it one
 * database migrated and seeded with the demo once; each test server gets a
 * database of its own copied from it (freshDatabase.ts).
 */
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../server/bootstrap';
import { serverFeatures } from '../../features/serverFeatures';
import { templateConfig } from '../server/preparedDatabase';
import { startPostgresCluster } from './cluster';
import { ensureServerBundle } from '../../scripts/buildServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's connection string, on the PostgreSQL run only. */
    pgUrl: string | undefined;
    /** The prepared database to copy (`CREATE DATABASE … TEMPLATE`), on the PostgreSQL run only. */
    pgTemplate: string | undefined;
  }
}

export const TEMPLATE_DATABASE = 'demo_template';

export default async function setup(project: TestProject) {
  // The two-process tests start the built server (test/e2e/serverProcess.ts).
  await ensureServerBundle();
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    // Seeded and closed: a template must have no connection while it is copied.
    const { database } = await bootstrap(templateConfig({ DATABASE_URL: url.toString() }), { log: pino({ level: 'silent' }), features: serverFeatures });
    await database.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return () => cluster.stop();
}
