/**
 * A database made ready for the server, under the start-up lock on PostgreSQL (startupLock.ts): the structure
 * (Drizzle migrations, the declared modules' tables, the foreign key and triggers made after them), then the
 * reference data on every start, the demo data on a new database unless DEMO_DATA=0, and the first super
 * administrator when ADMIN_LOGIN names one and there is none. `npm run migrate` runs this and stops; a start
 * with MIGRATE=0 leaves the structure alone and refuses one that is not current (server/ops/schemaState.ts).
 *
 * A database begun with DEMO_DATA=0 is marked so, and never gets demo data afterwards, even from a start that
 * forgets the setting: the features' demo seeds fill any of their tables that are empty, which a production
 * database's may well be.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerFeature } from '../feature';
import { resources } from '../../resources';
import { seedResources, syncResourceTables } from '../resources';
import { prepareGrantsGeneration } from '../auth/grantsCache';
import { createAdminOnStart } from '../ops/createAdmin';
import { requireCurrentSchema } from '../ops/schemaState';
import { openDatabase, type Database, type Db } from './client';
import { withStartupLock } from './startupLock';
import { seedAppPeople, seedDemoAccounts, seedReferenceData } from './seed';
import { linkAppUserUnits } from './appUserUnits';
import { appSettings, users } from './schema';

export interface PrepareOptions {
  log: FastifyBaseLogger;
  /** The bespoke features whose demo data a new database gets (features/serverFeatures.ts). */
  features: ServerFeature[];
  /** Seed a year of demo page-tracking traffic into a database that never had it (first start). */
  demoTraffic?: boolean;
  /** In-memory PGlite (tests), optionally from a prepared copy (server/db/client.ts). */
  inMemory?: boolean;
  pgliteDump?: Blob;
}

export interface Prepared {
  database: Database;
  /** The demo accounts were made now. */
  seeded: boolean;
  /** Demo data is wanted on this database (DEMO_DATA and the database's mark). */
  demo: boolean;
}

/** The sys_app_setting row of a database begun without demo data. */
export const NO_DEMO_MARK = { key: 'demoData', value: '0' } as const;

/** The structure beyond the Drizzle migrations; answers the declared tables made now. */
export const prepareSchema = async (db: Db): Promise<string[]> => {
  // The declared modules' tables follow their declarations.
  const created = await syncResourceTables(db, resources);
  // App users name their member unit by id: the key needs the declared table.
  await linkAppUserUnits(db);
  // Sessions cache role grants against a counter the role tables' triggers keep (auth/grantsCache.ts).
  await prepareGrantsGeneration(db);
  return created;
};

/** Whether this database gets demo data (see the file's comment); marks a new one begun without. */
const demoWanted = async (db: Db, wanted: boolean, log: FastifyBaseLogger): Promise<boolean> => {
  if (!wanted) {
    const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
    if (!anyUser) await db.insert(appSettings).values(NO_DEMO_MARK).onConflictDoNothing();
    return false;
  }
  const [mark] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, NO_DEMO_MARK.key));
  if (mark?.value !== NO_DEMO_MARK.value) return true;
  log.info('no demo data: this database was begun with DEMO_DATA=0');
  return false;
};

/** The demo data of a new database: accounts, the declared tables made now, app users, then each feature's in the list's order. */
const seedDemoData = async (db: Db, created: string[], config: ServerConfig, options: PrepareOptions): Promise<boolean> => {
  const seeded = await seedDemoAccounts(db);
  await seedResources(db, resources, { tables: created });
  await seedAppPeople(db);
  for (const feature of options.features) {
    if (!feature.demo) continue;
    const made = await feature.demo.seed(db, { config, demoTraffic: options.demoTraffic ?? false });
    if (made) options.log.info(made, feature.demo.seeded);
  }
  return seeded;
};

export const prepareDatabase = (config: ServerConfig, options: PrepareOptions): Promise<Prepared> =>
  withStartupLock(config.databaseUrl, async () => {
    const { migrate, demoData, initialAdmin } = config.ops;
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: options.inMemory ? undefined : path.join(config.dataDir, 'pglite'),
      pgliteDump: options.inMemory ? options.pgliteDump : undefined,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      migrate,
    });
    try {
      const { db } = database;
      let created: string[] = [];
      if (migrate) created = await prepareSchema(db);
      else await requireCurrentSchema(db);
      const demo = await demoWanted(db, demoData, options.log);
      await seedReferenceData(db);
      const seeded = demo ? await seedDemoData(db, created, config, options) : false;
      if (initialAdmin) await createAdminOnStart(db, initialAdmin, options.log);
      return { database, seeded, demo };
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  });
