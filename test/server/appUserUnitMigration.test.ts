/**
 * Migration 0032 on a database whose app users named their member unit by text (issue 34): each name,
 * trimmed, finds the unit holding it now (the lowest id of equal names, as the lookup by name did), else
 * the one unit that held it before a rename, so staff a rename had cut off are linked again; a name no unit
 * holds (or several held before) is kept as the earlier typed name and links nothing. Opinion feedback gains
 * the unit's id the same way and keeps the name it was sent under. After the start-up's table sync the key
 * holds, and the app's calls find the institution by id. On PGlite (a data folder) and on PostgreSQL.
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
import ideaFeedback from '../../resources/interaction/ideaFeedback';
import memberUnit from '../../resources/memberService/memberUnit';
import { linkAppUserUnits } from '../../server/db/appUserUnits';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { prepareResourceTables } from '../../server/resources';
import { tableStatements } from '../../server/resources/ddl';
import { resolveRespondent } from '../../features/questionnaire/server/answers';
import { resolveSubmitter } from '../../features/feedback/server/submit';
import { freshDatabase, type TestDatabase } from '../pg/freshDatabase';

const MIGRATION = '0032_app_user_member_unit_id';

/** The migrations folder as it was before 0032. */
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

/** The feedback table as the start-up sync made it before the declaration linked the unit. */
const earlierFeedback = { ...ideaFeedback, fields: ideaFeedback.fields.filter((field) => field.name !== 'memberUnitId') };

/** The database as an earlier server left it: the declared tables synced, units renamed, users naming units by text. */
const EARLIER = [
  ...tableStatements(memberUnit),
  ...tableStatements(earlierFeedback),
  `INSERT INTO "res_member_unit" ("id", "unit_name", "unit_type", "member_level", "join_date") VALUES
     (1, '东方汇通证券有限责任公司', 1, 1, '2010-01-15'), (2, '北辰证券有限责任公司', 1, 2, '2011-02-15'),
     (3, '北辰证券有限责任公司', 1, 2, '2012-03-15'), (4, '蓝海私募基金管理有限公司', 7, 4, '2013-04-15')`,
  // 东方汇通 was renamed by an approved change; two units once bore the same former name.
  `INSERT INTO "member_unit_former_name" ("member_unit_id", "name", "until") VALUES
     (1, '东方汇通证券股份有限公司', '2026-11-01'), (2, '旧名称投资有限公司', '2020-01-01'), (4, '旧名称投资有限公司', '2021-01-01')`,
  `INSERT INTO "sys_app_user" ("id", "mobile", "real_name", "member_unit", "user_type") VALUES
     (1, '13900000001', '甲', ' 北辰证券有限责任公司 ', 1), (2, '13900000002', '乙', '东方汇通证券股份有限公司', 1),
     (3, '13900000003', '丙', '东方汇通证券有限责任公司', 1), (4, '13900000004', '丁', '旧名称投资有限公司', 1),
     (5, '13900000005', '戊', '不存在的证券公司', 1), (6, '13900000006', '己', '  ', 2), (7, '13900000007', '庚', NULL, 2)`,
  `INSERT INTO "res_idea_feedback" ("title", "content", "member_unit", "app_user_id", "submitted_at") VALUES
     ('旧反馈一', '迁移前提交的反馈', '东方汇通证券股份有限公司', 2, '2026-10-02T03:04:05Z'), ('旧反馈二', '个人投资者的反馈', NULL, 7, '2026-10-03T03:04:05Z')`,
];

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
  it("links each app user to the unit its name finds, by the unit's name now or a former one, and keeps a name that finds none", { timeout: 120_000 }, async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'migration-0032-'));
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
    const users = await rows(db, sql`SELECT id, member_unit_id AS "unitId", member_unit_legacy AS legacy FROM sys_app_user ORDER BY id`);
    expect(users).toEqual([
      { id: 1, unitId: 2, legacy: null },
      { id: 2, unitId: 1, legacy: null },
      { id: 3, unitId: 1, legacy: null },
      { id: 4, unitId: null, legacy: '旧名称投资有限公司' },
      { id: 5, unitId: null, legacy: '不存在的证券公司' },
      { id: 6, unitId: null, legacy: null },
      { id: 7, unitId: null, legacy: null },
    ]);
    const feedback = await rows(db, sql`SELECT title, member_unit AS "sentUnder", member_unit_id AS "unitId" FROM res_idea_feedback ORDER BY id`);
    expect(feedback).toEqual([
      { title: '旧反馈一', sentUnder: '东方汇通证券股份有限公司', unitId: 1 },
      { title: '旧反馈二', sentUnder: null, unitId: null },
    ]);

    // The start-up: the declared tables, then the key. The app's calls find the institution by id, under its name now.
    await prepareResourceTables(db);
    await linkAppUserUnits(db);
    await linkAppUserUnits(db);
    expect(await resolveRespondent(db, 2, '13900000002')).toMatchObject({ institutionId: 1, institutionName: '东方汇通证券有限责任公司' });
    expect(await resolveSubmitter(db, 1, '13900000001')).toMatchObject({ memberUnitId: 2, memberUnit: '北辰证券有限责任公司' });
    await expect(resolveRespondent(db, 5, '13900000005')).rejects.toThrow('您的账号尚未关联所在的会员单位，请联系协会核实');
    await expect(db.execute(sql`UPDATE sys_app_user SET member_unit_id = 99 WHERE id = 6`)).rejects.toThrow();
  });
});
