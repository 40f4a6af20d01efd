/**
 * syncData: compares the member-unit register with the institution source by unified social credit code
 * and records one batch with its rows and summary. A renamed institution becomes a name change 待提交 (or
 * the row points at the change already open for the unit); a new institution, a deregistered one and an
 * unchanged one are reported; a unit without a credit code, or whose source record is unusable, fails.
 * Syncs are serialised by an advisory lock, so two processes cannot both open a change for one unit.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/sessions';
import type { Db } from '../../../server/db/client';
import { orgExamineNodes, orgExamines, orgSources, orgSyncBatches, orgSyncRows } from './schema';
import { RESULT, STATUS } from './model';
import { registerUnits, UNIT_NAME_MAX } from './units';

type Row = typeof orgSyncRows.$inferInsert;

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

export const syncData = async (tx: Db, user: SessionUser, now = new Date()) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('org-examine-sync'))`);
  const [sources, units] = await Promise.all([tx.select().from(orgSources), registerUnits(tx)]);
  const byCode = new Map(sources.map((source) => [source.creditCode, source]));
  const open = await tx
    .select({ id: orgExamines.id, memberUnitId: orgExamines.memberUnitId, newOrgName: orgExamines.newOrgName })
    .from(orgExamines)
    .where(inArray(orgExamines.examineStatus, [STATUS.draft, STATUS.pending]));
  const [batch] = await tx.insert(orgSyncBatches).values({ syncedAt: now, syncedBy: user.loginName, syncedByName: user.cnName }).returning({ id: orgSyncBatches.id });
  const rows: Row[] = [];
  const matched = new Set<string>();
  for (const unit of units) {
    const base = { batchId: batch.id, memberUnitId: unit.id, oldName: unit.name, creditCode: unit.creditCode };
    if (!unit.creditCode || !CREDIT_CODE.test(unit.creditCode)) {
      rows.push({ ...base, result: RESULT.failed, reason: '会员单位缺少有效的统一社会信用代码，无法比对' });
      continue;
    }
    const source = byCode.get(unit.creditCode);
    if (!source) {
      rows.push({ ...base, result: RESULT.failed, reason: '来源名录中未找到该统一社会信用代码' });
      continue;
    }
    matched.add(source.creditCode);
    const name = source.orgName.trim();
    if (source.status === 0) rows.push({ ...base, newName: name || null, result: RESULT.removed, reason: '来源名录显示该机构已注销' });
    else if (!name) rows.push({ ...base, result: RESULT.failed, reason: '来源名录中该机构名称为空' });
    else if ([...name].length > UNIT_NAME_MAX) rows.push({ ...base, newName: name.slice(0, 200), result: RESULT.failed, reason: `来源名称超过${UNIT_NAME_MAX}个字符` });
    else if (name === unit.name) rows.push({ ...base, newName: name, result: RESULT.unchanged });
    else {
      const existing = open.find((change) => change.memberUnitId === unit.id);
      if (existing) {
        rows.push({ ...base, newName: name, result: RESULT.renamed, examineId: existing.id, reason: existing.newOrgName === name ? '已有未完成的变更' : `已有未完成的变更（${existing.newOrgName}）` });
        continue;
      }
      const [change] = await tx
        .insert(orgExamines)
        .values({
          orgCode: unit.creditCode,
          memberUnitId: unit.id,
          batchId: batch.id,
          orgName: unit.name,
          newOrgName: name,
          syncedAt: now,
          examineStatus: STATUS.draft,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orgExamines.id });
      await tx
        .insert(orgExamineNodes)
        .values({ examineId: change.id, action: 'sync', fromStatus: null, toStatus: STATUS.draft, actorId: user.id, actorLogin: user.loginName, actorName: user.cnName, at: now });
      rows.push({ ...base, newName: name, result: RESULT.renamed, examineId: change.id });
    }
  }
  for (const source of sources) {
    if (matched.has(source.creditCode) || source.status === 0) continue;
    rows.push({ batchId: batch.id, creditCode: source.creditCode, newName: source.orgName, result: RESULT.added, reason: '来源名录中的机构尚未入会' });
  }
  for (let start = 0; start < rows.length; start += 500) await tx.insert(orgSyncRows).values(rows.slice(start, start + 500));
  const count = (result: number) => rows.filter((row) => row.result === result).length;
  const summary = { added: count(RESULT.added), renamed: count(RESULT.renamed), removed: count(RESULT.removed), unchanged: count(RESULT.unchanged), failed: count(RESULT.failed) };
  await tx.update(orgSyncBatches).set(summary).where(eq(orgSyncBatches.id, batch.id));
  return { id: batch.id, syncedAt: now.toISOString(), syncedByName: user.cnName, ...summary, total: rows.length };
};
