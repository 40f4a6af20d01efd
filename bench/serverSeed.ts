/**
 * The server benchmark's data: a data folder (PGlite) or a PostgreSQL database
 * made by one real start of the server (migrations, resource tables, demo
 * data), then filled with the benchmark's news rows through the server's own
 * database client, in batches of one INSERT … SELECT over a JSON array.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { startServer } from '../test/e2e/serverProcess';
import type { BenchNews } from './newsRows';

const BATCH = 10_000;

/** The news rows mapped onto the news module's columns (resources/information/news.ts). */
const newsColumns = (row: BenchNews, typeIds: number[]) => ({
  id: row.id,
  title: row.title,
  news_type_id: typeIds[(row.newsTypeId - 1) % typeIds.length],
  summary: `${row.title}。`,
  content: `<p>${row.title}。</p>`,
  source: row.source,
  release_time: `${row.publishTime.replace(' ', 'T')}Z`,
  is_top: 0,
  order_seq: row.orderSeq,
});

/**
 * Replaces the news table's rows by `rows` (the demo news go, so the list holds exactly these), keeping their
 * ids: the edit page measured (news id 1) is then a bench row with rich text, not a record that is gone.
 */
export const seedNews = async (db: Db, rows: BenchNews[]): Promise<void> => {
  const types = (await db.execute(sql`SELECT id FROM res_news_type WHERE status = 1 ORDER BY id`)) as unknown as { rows: Array<{ id: number }> };
  const typeIds = types.rows.map((row) => Number(row.id));
  if (!typeIds.length) throw new Error('seedNews: no enabled news category to attach the rows to');
  await db.execute(sql`DELETE FROM res_news`);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH).map((row) => newsColumns(row, typeIds)));
    await db.execute(sql`
      INSERT INTO res_news (id, title, news_type_id, summary, content, source, release_time, is_top, order_seq)
      SELECT r.id, r.title, r.news_type_id, r.summary, r.content, r.source, r.release_time, r.is_top, r.order_seq
      FROM json_to_recordset(${batch}::json) AS r(id integer, title text, news_type_id integer, summary text, content text,
        source text, release_time timestamptz, is_top smallint, order_seq integer)`);
  }
  // New records made after the seed take the ids after the rows'.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('res_news', 'id'), (SELECT coalesce(max(id), 1) FROM res_news))`);
};

/**
 * A data folder holding the seeded rows: the server starts once on it (creating
 * its tables and demo data, and with DATABASE_URL in `env`, those of PostgreSQL),
 * stops, and the rows are written through the server's db client. Answers the folder.
 */
export const prepareServerData = async (rows: BenchNews[], env: NodeJS.ProcessEnv = {}): Promise<string> => {
  const first = await startServer({ LOG_LEVEL: 'warn', ...env });
  await first.stop({ keepData: true });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, pgliteDir: `${first.dataDir}/pglite` });
  try {
    await seedNews(database.db, rows);
  } finally {
    await database.close();
  }
  return first.dataDir;
};
