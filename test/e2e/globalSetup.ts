/**
 * The browser tests' prepared data folder: the real server started once on a
 * fresh folder (migrations, demo data, a year of demo traffic) and stopped;
 * each test file's server starts on a copy of it (fileServer.ts). The two
 * projects that use it (e2e-smoke, e2e) share one folder: the first to ask
 * prepares it, the last to finish removes it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';
import { ensureServerBundle } from '../../scripts/buildServer';

interface SharedTemplate {
  dir: Promise<string>;
  users: number;
}

// Vitest runs each project's global setup in its own module instance, in one process: the folder is kept on globalThis.
const SHARED = Symbol.for('assoc.e2eTemplate');
const registry = globalThis as typeof globalThis & { [SHARED]?: SharedTemplate };

const prepare = async (): Promise<string> => {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  await ensureServerBundle();
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-e2e-template-'));
  const server = await startServer({}, dir);
  await server.stop();
  // Each copy writes its own log (SMS codes are read from it).
  rmSync(server.logFile, { force: true });
  return dir;
};

export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { dir: prepare(), users: 0 });
  shared.users += 1;
  const dir = await shared.dir;
  project.provide('e2eTemplateDir', dir);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    rmSync(dir, { recursive: true, force: true });
    delete registry[SHARED];
  };
}
