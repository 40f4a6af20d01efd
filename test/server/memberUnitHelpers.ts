/** The member units of a test server's database, by the names a test knows them by. */
import { eq } from 'drizzle-orm';
import { memberUnits } from '../../server/modules/memberUnits';
import type { TestServer } from './helpers';

/** The id of the member unit named `name` now; a test naming no unit fails here, not later. */
export const unitIdOf = async (server: TestServer, name: string): Promise<number> => {
  const [row] = await server.services.db.select({ id: memberUnits.columns.id }).from(memberUnits.table).where(eq(memberUnits.columns.unitName, name));
  if (!row) throw new Error(`no member unit named ${name}`);
  return Number(row.id);
};
