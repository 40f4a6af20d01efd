/** The PGlite run of the server tests: one prepared database that every test server starts from a copy of. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './preparedDatabase';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-template-'));
  const file = path.join(dir, 'demo.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
