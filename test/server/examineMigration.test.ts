/**
 * Migration 0024 on a database made while the name changes were the declared module orgExamine: the rows of
 * res_org_examine move to org_examine with their statuses and opinions, the old table goes, and the demo
 * changes are not seeded over them. On PGlite (a data folder) and on PostgreSQL (a database of the run's cluster).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { orgExamines } from '../../features/examine/server/schema';
import { prepareResourceTables } from '../../server/resources';
import { seedExamineDemo } from '../../features/examine/server/demo';
import { freshDatabase, type TestDatabase } from '../pg/freshDatabase';

const MIGRATION = '0024_institution_review';

/** The migrations folder as it was before 0024. */
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

/** The declared module's table as the start-up sync made it, with two changes. */
const EARLIER = [
  `CREATE TABLE "res_org_examine" ("id" serial PRIMARY KEY, "org_code" text, "org_name" text, "new_org_name" text, "synced_at" timestamptz, "examine_status" integer,
    "examine_opinion" text, "examined_at" timestamptz, "examined_by" text, "version" integer NOT NULL DEFAULT 0, "created_at" timestamptz NOT NULL DEFAULT now(), "updated_at" timestamptz NOT NULL DEFAULT now())`,
  `INSERT INTO "res_org_examine" ("org_code", "org_name", "new_org_name", "synced_at", "examine_status", "examine_opinion", "examined_at", "examined_by")
   VALUES ('ZQ9001', '旧库证券有限公司', '旧库证券股份有限公司', '2026-01-02T03:04:05Z', 0, NULL, NULL, NULL),
          ('ZQ9002', '旧库基金有限公司', '旧库基金股份有限公司', '2026-01-03T03:04:05Z', 2, '材料不全', '2026-01-04T00:00:00Z', 'admin')`,
];

let dir: string | undefined;
let testDatabase: TestDatabase | undefined;
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('moves the changes of the declared table into org_examine and drops it', { timeout: 120_000 }, async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'migration-0024-'));
    const folder = migrationsBefore(dir);
    testDatabase = await freshDatabase({ prepared: false });
    const url = testDatabase.env.DATABASE_URL;
    const pgliteDir = path.join(dir, 'pglite');
    if (url) {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
        for (const statement of EARLIER) await pool.query(statement);
      } finally {
        await pool.end();
      }
    } else {
      const client = new PGlite(pgliteDir);
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
        for (const statement of EARLIER) await client.exec(statement);
      } finally {
        await client.close();
      }
    }

    database = await openDatabase(url ? { databaseUrl: url } : { pgliteDir });
    const { db } = database;
    const [tables] = ((await db.execute(sql`SELECT to_regclass('res_org_examine')::text AS old, to_regclass('org_examine')::text AS review`)) as unknown as { rows: Array<Record<string, unknown>> })
      .rows;
    expect(tables).toEqual({ old: null, review: 'org_examine' });
    const rows = await db.select().from(orgExamines).orderBy(asc(orgExamines.id));
    expect(rows.map((row) => [row.orgCode, row.orgName, row.newOrgName, row.examineStatus, row.examineOpinion, row.examinedBy])).toEqual([
      ['ZQ9001', '旧库证券有限公司', '旧库证券股份有限公司', 0, null, null],
      ['ZQ9002', '旧库基金有限公司', '旧库基金股份有限公司', 2, '材料不全', 'admin'],
    ]);
    expect(rows[0].syncedAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    // The member units exist (the declared sync), the source is seeded, and the moved changes stay alone.
    await prepareResourceTables(db);
    expect(await seedExamineDemo(db)).toEqual({ sources: 14, examines: 0 });
    expect(await db.select({ id: orgExamines.id }).from(orgExamines)).toHaveLength(2);
  });
});
