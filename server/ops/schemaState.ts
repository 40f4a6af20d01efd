/**
 * Whether the database's structure is the one this build expects: every Drizzle migration of the bundled
 * journal applied, and the declared modules' tables synced. Read without writing, so a process that must not
 * migrate (MIGRATE=0, /readyz) can tell. Drizzle's migrator applies the journal's entries whose time is after
 * the newest one it recorded; the same rule tells what is pending. A database ahead of the build (a newer
 * release migrated it during a rolling update) is not behind: an older process keeps serving it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { resources } from '../../resources';
import { MIGRATIONS_FOLDER, type Db } from '../db/client';
import { resourceTablesSynced } from '../resources/ddl';
import { OperatorError } from './operatorError';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The bundled migrations, oldest first (read once: they are part of the build). */
export const bundledMigrations = (): JournalEntry[] => {
  journal ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The tags of the bundled migrations the database has not applied yet, oldest first. */
export const pendingMigrations = async (db: Db): Promise<string[]> => {
  const [{ present }] = rowsOf<{ present: boolean }>(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`));
  if (!present) return bundledMigrations().map((entry) => entry.tag);
  const [{ last }] = rowsOf<{ last: string | null }>(await db.execute(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`));
  const applied = last === null ? -1 : Number(last);
  return bundledMigrations()
    .filter((entry) => entry.when > applied)
    .map((entry) => entry.tag);
};

export const SCHEMA_MESSAGES = {
  pending: (tags: string[]) => `数据库迁移未完成，缺少 ${tags.length} 个迁移（${tags.slice(0, 3).join('、')}${tags.length > 3 ? ' 等' : ''}）`,
  tables: '数据库中的模块表与当前版本不一致',
  migrateFirst: '请先运行 npm run migrate（MIGRATE=0 时服务不自行迁移）',
} as const;

/** What is out of date, in words for an operator; null when the structure is current. */
export const schemaProblem = async (db: Db): Promise<string | null> => {
  const pending = await pendingMigrations(db);
  if (pending.length) return SCHEMA_MESSAGES.pending(pending);
  if (!(await resourceTablesSynced(db, resources))) return SCHEMA_MESSAGES.tables;
  return null;
};

/** Refuses a start on a structure that is not current (MIGRATE=0). */
export const requireCurrentSchema = async (db: Db) => {
  const problem = await schemaProblem(db);
  if (problem) throw new OperatorError(`${problem}：${SCHEMA_MESSAGES.migrateFirst} / the database is not migrated: run npm run migrate first`);
};
