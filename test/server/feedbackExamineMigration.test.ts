/**
 * Migration 0015 on a database made before opinion feedback and the
 * institution-name reviews became declared modules: a table holding rows
 * takes the declared name with its rows, ids and sequence (the table sync
 * adds the rest); an empty one goes, and the sync creates it with the demo
 * rows. On PGlite (a data folder) and on PostgreSQL (a database of the run's cluster).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { resources } from '../../resources';
import ideaFeedback from '../../resources/interaction/ideaFeedback';
import { prepareResourceTables } from '../../server/resources';
import { listRecords } from '../../server/resources/list';
import { tableOf } from '../../server/resources/columns';
import { ResourceStore } from '../../server/resources/store';
import { freshDatabase, type TestDatabase } from '../pg/freshDatabase';

const MIGRATION = '0015_feedback_examine_declared';

/** The migrations folder as it was before 0015. */
const migrationsBefore = (dir: string) => {
  const folder = path.join(dir, 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
};

const rows = async (db: Database['db'], query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

let dir: string | undefined;
let testDatabase: TestDatabase | undefined;
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('keeps the feedback rows under the declared table and has the sync create and seed the empty review table', { timeout: 120_000 }, async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'migration-0015-'));
    const folder = migrationsBefore(dir);
    testDatabase = await freshDatabase({ prepared: false });
    const url = testDatabase.env.DATABASE_URL;
    const pgliteDir = path.join(dir, 'pglite');
    const inserts = [
      `INSERT INTO "biz_idea_feedback" ("title", "content", "contact_name", "contact_phone", "submitted_at", "deal_with_status", "deal_with_result", "issued_status")
       VALUES ('旧库反馈一', '迁移前提交的反馈', '张三', '13800000001', '2026-01-02T03:04:05Z', 1, '已处理完毕', 1),
              ('旧库反馈二', '迁移前提交的第二条反馈', NULL, NULL, '2026-02-03T04:05:06Z', 0, NULL, 0)`,
    ];
    // The database as an earlier server left it: migrated to 0014, feedback sent, no review synced yet.
    if (url) {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
        for (const statement of inserts) await pool.query(statement);
      } finally {
        await pool.end();
      }
    } else {
      const client = new PGlite(pgliteDir);
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
        for (const statement of inserts) await client.exec(statement);
      } finally {
        await client.close();
      }
    }

    database = await openDatabase(url ? { databaseUrl: url } : { pgliteDir });
    const { db } = database;
    const relation = (name: string) => sql`to_regclass(${name})::text`;
    const tables = await rows(
      db,
      sql`SELECT ${relation('biz_idea_feedback')} AS old_feedback, ${relation('biz_org_examine')} AS old_examine, ${relation('res_idea_feedback')} AS feedback,
        ${relation('res_idea_feedback_pkey')} AS pkey, ${relation('res_idea_feedback_id_seq')} AS sequence, ${relation('res_org_examine')} AS examine, ${relation('org_examine')} AS review`,
    );
    expect(tables).toEqual([
      { old_feedback: null, old_examine: null, feedback: 'res_idea_feedback', pkey: 'res_idea_feedback_pkey', sequence: 'res_idea_feedback_id_seq', examine: null, review: 'org_examine' },
    ]);

    const seeded = await prepareResourceTables(db);
    expect(seeded).not.toContain('ideaFeedback');

    const feedback = await listRecords(db, ideaFeedback, resources, {});
    expect(feedback.total).toBe(2);
    expect(feedback.list.map((row) => [row.id, row.title])).toEqual([
      [2, '旧库反馈二'],
      [1, '旧库反馈一'],
    ]);
    expect(feedback.list[1]).toMatchObject({ contactPhone: '13800000001', submittedAt: '2026-01-02T03:04:05.000Z', dealWithStatus: 1, dealWithResult: '已处理完毕', issuedStatus: 1, version: 0 });
    expect((await listRecords(db, ideaFeedback, resources, { dealWithStatus: 0 })).list.map((row) => row.title)).toEqual(['旧库反馈二']);
    // The renamed sequence goes on from the kept rows.
    const [added] = await db
      .insert(tableOf(ideaFeedback).table)
      .values({ title: '迁移后的反馈', content: '新内容', submittedAt: new Date() } as never)
      .returning({ id: tableOf(ideaFeedback).columns.id });
    expect(added.id).toBe(3);
    expect(await new ResourceStore(db, ideaFeedback, resources).detail(1)).toEqual(feedback.list[1]);
    // The reviews left the declarations for their own tables (migration 0022, features/examine/server).
  });
});
