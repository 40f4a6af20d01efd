/**
 * The browser tests' prepared data folder: the real server started once on a
 * fresh folder (migrations, demo data, a year of demo traffic) and stopped;
 * each test file's server starts on a copy of it (fileServer.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';
import { ensureServerBundle } from '../../scripts/buildServer';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  await ensureServerBundle();
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-e2e-template-'));
  const server = await startServer({}, dir);
  await server.stop();
  // Each copy writes its own log (SMS codes are read from it).
  rmSync(server.logFile, { force: true });
  project.provide('e2eTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
