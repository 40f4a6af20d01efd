/**
 * The server made from the declarations of resources/index.ts: tables synced
 * at start-up, demo rows on first start, and one endpoint module each.
 */
import { resources } from '../../resources';
import { checkListRoutes } from '../../resources/framework/tabs';
import type { Db } from '../db/client';
import { syncResourceTables } from './ddl';
import { resourceModules } from './module';
import { seedResources } from './seed';

export { resourceModule, resourceModules } from './module';
export { syncResourceTables } from './ddl';
export { seedResources } from './seed';

/** The endpoint modules of every declared resource (modules sharing a list route must be its tabs). */
checkListRoutes(resources);
export const declaredResourceModules = resourceModules(resources);

/** Brings the tables up to the declarations and seeds the tables created now; answers the resources seeded. */
export const prepareResourceTables = async (db: Db, all = resources): Promise<string[]> => {
  const created = await syncResourceTables(db, all);
  return seedResources(db, all, { tables: created });
};
