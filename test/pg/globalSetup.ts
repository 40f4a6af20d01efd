/** The PostgreSQL run of the server tests: one throw-away cluster; each test server makes its own database in it. */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's connection string, on the PostgreSQL run only. */
    pgUrl: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
