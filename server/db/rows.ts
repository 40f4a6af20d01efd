import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rollups' institution_id of the rows summed over every member institution (server/db/schema.ts, statDaily). */
export const ALL_INSTITUTIONS = -1;

/** The rollups' platform of the rows summed over every platform (kept for the rows over all institutions only). */
export const ALL_PLATFORMS = '';
