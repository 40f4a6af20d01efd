/**
 * What a test needs to tell that calls changed nothing in the database (and
 * which tables they changed otherwise): one MD5 per table of the public
 * schema over its rows as text in a stable order. Hashing every table is
 * slow, so a snapshot is keyed by the WAL insert position
 * (pg_current_wal_insert_lsn): while it has not moved nothing was written and
 * the last digest still holds. The write position (pg_current_wal_lsn) would
 * not do: with asynchronous commit (the test cluster's) it lags behind commits
 * already visible.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export type DbDigest = Record<string, string>;

export interface DbSnapshot {
  lsn: string;
  tables: DbDigest;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The MD5 of every table's rows, except the `exclude`d tables. */
export const dbDigest = async (db: Db, exclude: readonly string[] = []): Promise<DbDigest> => {
  const tables = rowsOf<{ table_name: string }>(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`))
    .map((row) => row.table_name)
    .filter((name) => !exclude.includes(name));
  const query = tables.map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`).join(' union all ');
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
};

/** The tables whose digest differs between `before` and `after`. */
export const changedTables = (before: DbDigest, after: DbDigest): string[] => [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();

/** Snapshots of one database, hashed again only when the WAL position moved. */
export class DbWatch {
  private last: DbSnapshot | null = null;
  /** How many times every table was hashed. */
  digests = 0;

  constructor(
    private readonly db: Db,
    private readonly exclude: readonly string[],
  ) {}

  private async lsn(): Promise<string> {
    return rowsOf<{ lsn: string }>(await this.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`))[0].lsn;
  }

  async snapshot(): Promise<DbSnapshot> {
    const lsn = await this.lsn();
    if (this.last?.lsn !== lsn) {
      this.digests += 1;
      this.last = { lsn, tables: await dbDigest(this.db, this.exclude) };
    }
    return this.last;
  }

  /** The tables changed since `before` (none when nothing was written at all). */
  async changedSince(before: DbSnapshot): Promise<string[]> {
    const after = await this.snapshot();
    return after.lsn === before.lsn ? [] : changedTables(before.tables, after.tables);
  }
}
