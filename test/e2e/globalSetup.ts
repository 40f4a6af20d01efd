/** Starts one reference server (serving the production build) for the browser tests. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  return async () => {
    await server.stop();
  };
}
