/**
 * A bespoke feature's server manifest (`features/<name>/server/feature.ts`): the modules it adds under each base
 * of the server, its demo data and its background work. The start-up (bootstrap.ts) and the app (app.ts) take the
 * list of them from the process's entry (bin/serve.ts reads features/serverFeatures.ts), so the server's own code
 * names no feature.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { ServerModule } from './http/api';
import type { Services } from './services';

/** The bases of the server (config.ts): the web-center's, the file service's, the questionnaire's and the app's. */
export type ServerBase = 'webCenter' | 'file' | 'questionnaire' | 'app';

export interface DemoContext {
  config: ServerConfig;
  /** A year of made-up page-tracking traffic is wanted (first start of `npm run serve`, not the tests). */
  demoTraffic: boolean;
}

export interface ServerFeature {
  name: string;
  /** The feature's modules under each base. */
  modules: Partial<Record<ServerBase, ServerModule[]>>;
  /**
   * Seeds the feature's demo data into a database that has none, after the declared modules' demo rows; answers
   * what it made (logged with `seeded`), or nothing when there was nothing to do.
   */
  demo?: { seed: (db: Db, context: DemoContext) => Promise<object | null>; seeded: string };
  /** Work the process runs in the background while it serves; answers how to stop it. */
  start?: (services: Services, log: FastifyBaseLogger) => () => void;
}

export const defineServerFeature = (feature: ServerFeature): ServerFeature => feature;

/** The modules of all features under one base. */
export const modulesOf = (features: ServerFeature[], base: ServerBase): ServerModule[] => features.flatMap((feature) => feature.modules[base] ?? []);
