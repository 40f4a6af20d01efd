/**
 * json-server 0.17 (the usual mock backend of a react-admin app) serving the
 * benchmark's rows in memory on 127.0.0.1, optionally with a static folder
 * (the peer console's build) beside the API.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

const require = createRequire(import.meta.url);
// json-server 0.17 is CommonJS with no types.
const jsonServer = require('json-server') as {
  create: () => { use: (...handlers: unknown[]) => void; listen: (port: number, host: string, done: () => void) => Server };
  router: (db: object) => unknown;
  defaults: (options: { logger?: boolean; static?: string; noCors?: boolean }) => unknown[];
  rewriter: (routes: Record<string, string>) => unknown;
};

export interface RunningJsonServer {
  url: string;
  stop: () => Promise<void>;
}

/** `db` maps a resource name to its rows (each with an `id`); the API answers under `apiPrefix` (default '/'). */
export const startJsonServer = async (db: Record<string, object[]>, options: { staticDir?: string; apiPrefix?: string } = {}): Promise<RunningJsonServer> => {
  const app = jsonServer.create();
  app.use(...jsonServer.defaults({ logger: false, ...(options.staticDir ? { static: options.staticDir } : {}) }));
  if (options.apiPrefix) app.use(jsonServer.rewriter({ [`${options.apiPrefix}/*`]: '/$1' }));
  app.use(jsonServer.router(db));
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
