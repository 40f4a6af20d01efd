/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompressPlugin';
import { firstScreenChunks } from './scripts/firstScreenChunks';

const shim = (file: string) => fileURLToPath(new URL(`./scripts/shims/${file}`, import.meta.url));

/**
 * Unit files that need a module graph of their own: three assert which modules load and when, and the
 * connection banner's probing depends on the HTTP layer's module-level listeners starting clean.
 */
const UNIT_ISOLATED = ['test/unit/datePickerOnDemand.test.tsx', 'test/unit/onDemand.test.tsx', 'test/unit/pageMessages.test.ts', 'test/unit/connectionBanner.test.tsx'];

const product = process.env.PRODUCT ?? 'assoc';
const target = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** In development the console's run-time configuration points at the proxied bases. */
const devAppConfig = (): Plugin => ({
  name: 'dev-app-config',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/app-config.js', (_request, response) => {
      response.setHeader('content-type', 'application/javascript; charset=utf-8');
      response.end(`window.APP_CONFIG = ${JSON.stringify({ apiBase: '/api/', fileBase: '/file-api/', questionnaireBase: `/${product}-web-center/api/questionnaire/`, product })};\n`);
    });
  },
});

/**
 * file-selector (react-dropzone's file reader) imports its 1,200-entry MIME table from `./file`; the
 * build takes a stand-in with the console's accepted types (scripts/shims/file-selector-file.js).
 */
const fileSelectorMimeTable = (): Plugin => ({
  name: 'file-selector-mime-table',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './file' && importer && /[\\/]node_modules[\\/]file-selector[\\/]/.test(importer)) return shim('file-selector-file.js');
    return null;
  },
});

/** The browser smoke test: its own projects, on each database (e2e-smoke, e2e-pg). */
const SMOKE = 'test/e2e/resources.smoke.test.ts';
const BROWSER_TIMEOUTS = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page's first paint on a cold two-core machine can take seconds: a poll waits for what the user would.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  plugins: [
    react(),
    devAppConfig(),
    fileSelectorMimeTable(),
    // Rolldown's own splitting, run once unwritten, tells which modules the login and the first screen load; those
    // become one chunk each (scripts/firstScreenChunks.ts says why fixed rules cannot).
    firstScreenChunks({
      console: ['src/App.tsx', 'features/welcome/console/WelcomePage.tsx'],
      edit: ['src/crud/form/ResourceEditPage.tsx'],
    }),
    precompress(),
  ],
  resolve: {
    // Build stand-ins (scripts/shims/), matched by exact specifier.
    alias: [
      // node-polyglot's Object.entries polyfill would bring a dozen es-abstract modules to /login.
      { find: /^object\.entries$/, replacement: shim('object-entries.cjs') },
      // Only react-admin's default CSV exporter uses jsonexport; every list would load it for nothing.
      { find: /^jsonexport\/dist\/index\.js$/, replacement: shim('jsonexport.cjs') },
      // English plurals for default labels the Chinese console never shows.
      { find: /^inflection$/, replacement: shim('inflection.js') },
      // dequal does ra-core's deep comparisons in a fraction of lodash's size.
      { find: /^lodash\/isEqual\.js$/, replacement: shim('lodash-is-equal.js') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, `/${product}-web-center/api/webcenter`) },
      // Upload URLs the server hands out use its own base.
      [`/${product}-web-center`]: { target, changeOrigin: true },
      '/file-api': { target, changeOrigin: true, rewrite: (path) => path.replace(/^\/file-api/, `/${product}-file-center/api/filecenter`) },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    reporters: ['default', './test/summaryReporter.ts'],
    // One worker per core (Vitest's own default leaves one core idle on a two-core machine): the files are
    // independent, each with its own server and database (docs/testing.md). TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS ?? availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          setupFiles: ['test/unit/setup.ts', 'test/unit/setupFeatureMessages.ts'],
          // A worker keeps the console's modules loaded from one file to the next (react-admin and MUI took
          // seconds to load per file); every test renders with a fresh store, query client and fake server.
          isolate: false,
          // A slow machine, not a slow console: timings are npm run bench's to measure.
          testTimeout: 60_000,
        },
      },
      {
        // A fresh module graph per file (UNIT_ISOLATED says why).
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: UNIT_ISOLATED,
          setupFiles: ['test/unit/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          // Migrates and seeds one PGlite database for the run; every test server starts from a copy of it.
          globalSetup: ['test/server/globalSetup.ts'],
          // A worker keeps the server's modules loaded from one file to the next: every file starts servers of its
          // own, and the server keeps no state in a module that another server could see (docs/testing.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same server tests on PostgreSQL (DATABASE_URL, the production path): a throw-away cluster, a database per test server.
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          // test/pg: what only PostgreSQL can show (several server processes on one database).
          include: ['test/server/**/*.test.ts', 'test/pg/**/*.test.ts'],
          // PGlite's own backup has no PostgreSQL form: test/pg/backupPostgres.test.ts is this run's.
          exclude: ['test/server/backupPglite.test.ts'],
          globalSetup: ['test/pg/globalSetup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // After the unit and PGlite runs: two cores shared by all three made the unit tests' timings flaky.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The browser smoke test of every declared module, on PGlite (the file's own server) and on PostgreSQL:
        // the two run side by side, each on a core, before the other browser files (docs/testing.md).
        extends: true,
        test: {
          name: 'e2e-smoke',
          environment: 'node',
          include: [SMOKE],
          globalSetup: ['test/e2e/globalSetup.ts'],
          ...BROWSER_TIMEOUTS,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-pg',
          environment: 'node',
          include: [SMOKE],
          globalSetup: ['test/e2e/globalSetupPg.ts'],
          ...BROWSER_TIMEOUTS,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [SMOKE],
          globalSetup: ['test/e2e/globalSetup.ts'],
          ...BROWSER_TIMEOUTS,
          // Each file has a server and a database of its own (fileServer.ts), so files may run side by side
          // (E2E_WORKERS). On two cores one at a time measured as fast (22 m against 20 m) with the load at 3
          // instead of 10, and two at a time made timing-sensitive tests flaky (docs/testing.md).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          // The browser runs start when the others are done: two cores shared with them made timings flaky.
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
