/**
 * What the file store keeps, for the upload tests' "keeps nothing" checks: every file id the database knows,
 * as a file (sys_file), as stored bytes (sys_file_chunk) or as an upload under way (sys_file_upload).
 */
import { eq, sql } from 'drizzle-orm';
import { files } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import type { TestServer } from './helpers';

export const storedFileIds = async (server: TestServer): Promise<string[]> => {
  const rows = await queryRows<{ id: string }>(server.services.db, sql`SELECT id FROM sys_file UNION SELECT file_id FROM sys_file_chunk UNION SELECT file_id FROM sys_file_upload ORDER BY 1`);
  return rows.map((row) => row.id);
};

/** The names file `id` is known by. */
export const storedFileNames = async (server: TestServer, id: string): Promise<string[]> =>
  (await server.services.db.select({ fileName: files.fileName }).from(files).where(eq(files.id, id))).map((row) => row.fileName);
