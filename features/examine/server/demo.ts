/**
 * Demo data of a first start: the institution source register (the demo member units as the registration
 * authority lists them, with one renamed, one deregistered, one whose record lacks a name, and two new
 * institutions) and ten name changes from earlier syncs (4 待审核, 4 已通过, 2 已驳回), each with its nodes.
 * Claimed once per database by a sys_app_setting row, so two processes starting together do not both seed.
 */
import { inArray } from 'drizzle-orm';
import memberUnitDemo from '../../../resources/memberService/memberUnit.demo';
import type { Db } from '../../../server/db/client';
import { appSettings } from '../../../server/db/schema';
import { orgExamineNodes, orgExamines, orgSources } from './schema';
import { unitColumns, unitTable } from './units';
import { STATUS } from './model';

export const DEMO_EXAMINE_KEY = 'examineDemo';

/** Source names that differ from the member-unit register, by the unit's demo name. */
const SOURCE_CHANGES: Record<string, { name?: string; status?: 0 }> = {
  东方汇通证券股份有限公司: { name: '东方汇通证券有限责任公司' },
  蓝海资产管理有限公司: { name: '蓝海私募基金管理有限公司' },
  西部丝路投资咨询有限公司: { status: 0 },
  // The authority's record came without a name: the sync reports it as failed.
  长江财富证券股份有限公司: { name: '' },
};

/** Institutions of the source that are not member units (yet). */
const NEW_SOURCES = [
  { creditCode: '91440300MA5FQ2K81B', orgName: '瑞和证券股份有限公司', status: 1 },
  { creditCode: '91410100MA46R7XU2C', orgName: '中泽期货有限公司', status: 1 },
];

// [current name, synced name, hours ago, status, opinion]
const EXAMINES: Array<[string, string, number, 0 | 1 | 2, string | null]> = [
  ['东方汇通证券股份有限公司', '东方汇通证券有限责任公司', 3, 0, null],
  ['华信中和期货有限公司', '华信中和期货股份有限公司', 26, 0, null],
  ['国泰安信基金管理有限公司', '国泰安信基金管理股份有限公司', 49, 0, null],
  ['海通联合投资咨询有限公司', '海通联合证券投资咨询有限公司', 75, 0, null],
  ['长江瑞丰证券有限责任公司', '长江瑞丰证券股份有限公司', 140, 1, '已核对营业执照及监管批复，名称变更属实，同意更新。'],
  ['中融鼎盛资产管理有限公司', '中融鼎盛私募基金管理有限公司', 190, 1, '已取得登记变更证明，同意更新。'],
  ['南方金信证券有限责任公司', '南方金信证券股份有限公司', 260, 1, '股份制改造已完成，同意更新。'],
  ['申联恒泰期货经纪有限公司', '申联恒泰期货有限公司', 330, 1, '名称变更已经监管部门核准，同意更新。'],
  ['北方融通证券股份有限公司', '北方融通证劵股份有限公司', 400, 2, '同步名称中“证劵”为错别字，与营业执照不符，不予更新。'],
  ['嘉和永泰基金管理有限公司', '嘉和永泰投资有限公司', 470, 2, '未提供名称变更的核准文件，暂不更新，请会员单位补充材料后重新同步。'],
];
const ORG_CODES = ['ZQ1001', 'QH2003', 'JJ3005', 'ZX4002', 'ZQ1008', 'ZC5001', 'ZQ1012', 'QH2007', 'ZQ1015', 'JJ3011'];

/** The demo staff who submitted the earlier changes (not a login: only their names are kept). */
const SUBMITTER = { login: 'zhangmin', name: '张敏' };
const REVIEWER = { login: 'admin', name: '系统管理员' };

export const seedExamineDemo = async (db: Db): Promise<{ sources: number; examines: number } | null> => {
  if ((await db.select({ id: orgSources.id }).from(orgSources).limit(1)).length) return null;
  const claimed = await db.insert(appSettings).values({ key: DEMO_EXAMINE_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const units = memberUnitDemo();
  const sources = [
    ...units.map((unit) => {
      const change = SOURCE_CHANGES[unit.unitName];
      return { creditCode: unit.creditCode, orgName: change?.name ?? unit.unitName, status: change?.status ?? 1 };
    }),
    ...NEW_SOURCES,
  ];
  await db.insert(orgSources).values(sources).onConflictDoNothing();

  // A database whose changes came from the earlier declared module (migration 0022) keeps them alone.
  if ((await db.select({ id: orgExamines.id }).from(orgExamines).limit(1)).length) return { sources: sources.length, examines: 0 };
  const names = EXAMINES.map(([name]) => name);
  const stored = await db.select({ id: unitColumns.id, name: unitColumns.unitName, code: unitColumns.creditCode }).from(unitTable).where(inArray(unitColumns.unitName, names));
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.transaction(async (tx) => {
    for (const [index, [orgName, newOrgName, hours, status, opinion]] of EXAMINES.entries()) {
      const unit = stored.find((row) => row.name === orgName);
      const syncedAt = hoursAgo(hours);
      const submittedAt = hoursAgo(hours - 1);
      const examinedAt = status === STATUS.pending ? null : hoursAgo(hours - 48);
      const [row] = await tx
        .insert(orgExamines)
        .values({
          orgCode: (unit?.code as string | null) ?? ORG_CODES[index],
          memberUnitId: (unit?.id as number | undefined) ?? null,
          orgName,
          newOrgName,
          syncedAt,
          examineStatus: status,
          examineOpinion: opinion,
          examinedAt,
          examinedBy: examinedAt ? REVIEWER.login : null,
          examinedByName: examinedAt ? REVIEWER.name : null,
          submittedAt,
          submittedBy: SUBMITTER.login,
          submittedByName: SUBMITTER.name,
          createdAt: syncedAt,
          updatedAt: examinedAt ?? submittedAt,
        })
        .returning({ id: orgExamines.id });
      const node = { examineId: row.id, actorLogin: SUBMITTER.login, actorName: SUBMITTER.name };
      const nodes: Array<typeof orgExamineNodes.$inferInsert> = [
        { ...node, action: 'sync', fromStatus: null, toStatus: STATUS.draft, at: syncedAt },
        { ...node, action: 'submit', fromStatus: STATUS.draft, toStatus: STATUS.pending, at: submittedAt },
      ];
      if (examinedAt) {
        nodes.push({
          examineId: row.id,
          actorLogin: REVIEWER.login,
          actorName: REVIEWER.name,
          action: status === STATUS.approved ? 'approve' : 'reject',
          fromStatus: STATUS.pending,
          toStatus: status,
          at: examinedAt,
          comment: opinion,
        });
      }
      await tx.insert(orgExamineNodes).values(nodes);
    }
  });
  return { sources: sources.length, examines: EXAMINES.length };
};
