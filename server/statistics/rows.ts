import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
