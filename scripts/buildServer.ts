/**
 * The reference server as one ES module, dist-server/index.mjs, beside a copy
 * of its migrations (`npm run build`'s second half). `npm run serve`, the
 * browser tests and the two-process tests run it with plain Node: no
 * TypeScript loader at start-up, one process instead of tsx's two, and what
 * they run is what a deployment runs. The packages stay in node_modules
 * (`packages: 'external'`): PGlite, pdfkit and others read files beside their code.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist-server/index.mjs');
/** What the bundle is made of: the entry, the server, the features' server halves and the declarations it imports (esbuild's metafile lists no other folder). */
const SOURCES = ['bin', 'server', 'features', 'resources', 'package-lock.json'].map((name) => path.join(ROOT, name));

const newestChange = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
};

export const buildServer = async () => {
  const out = path.dirname(SERVER_BUNDLE);
  mkdirSync(out, { recursive: true });
  cpSync(path.join(ROOT, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  // Written beside and renamed: a process starting meanwhile reads the old bundle or the new one, never half of one.
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(ROOT, 'bin/serve.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Not minified: a stack trace names the functions of the source.
    logLevel: 'warning',
  });
  renameSync(temporary, SERVER_BUNDLE);
};

/** Builds the bundle unless it is newer than every source file (tests call it, so they never run a stale server). */
export const ensureServerBundle = async () => {
  if (existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs >= Math.max(...SOURCES.map(newestChange))) return;
  await buildServer();
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
