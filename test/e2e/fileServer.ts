/**
 * The server of one browser test file: the real reference server (a process
 * of its own, as `npm start` runs it) on a copy of the run's prepared data
 * folder (globalSetup.ts), so a file owns its data and the files can run in
 * parallel. Started when a file first imports this module (every file's
 * module graph is its own) and stopped after the file's tests. A project that
 * serves one shared server instead (e2e-pg) provides its address.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server of a project that has one (e2e-pg). */
    baseUrl: string | undefined;
    serverLog: string | undefined;
    /** The prepared data folder each file's server starts from a copy of (e2e). */
    e2eTemplateDir: string | undefined;
  }
}

const startFileServer = async () => {
  const template = inject('e2eTemplateDir');
  if (!template) throw new Error('the e2e project prepares a data folder in its globalSetup');
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-e2e-file-'));
  cpSync(template, dir, { recursive: true });
  const server = await startServer({}, dir);
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: server.url, logFile: server.logFile };
};

const shared = inject('baseUrl');
const own = shared ? undefined : await startFileServer();

/** The address of this file's server. */
export const baseUrl: string = own?.url ?? shared!;
/** The file its output goes to (SMS codes are read from it). */
export const serverLog: string = own?.logFile ?? inject('serverLog')!;
