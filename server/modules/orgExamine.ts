/**
 * Institution-name review (menu 21, 机构名称同步审核): the member-unit names a
 * sync brought in, waiting for review or reviewed (spec section 7,
 * org/examine). The list and the detail; the sync and the review itself come
 * with the module's page.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { orgExamines } from '../db/schema';
import { post, type ServerModule } from '../http/api';
import { optionalString, paging } from '../http/validate';
import { fail } from './appUserRecords';
import { escapeLike, readChoice, readId } from '../http/validate';

const AUDIT_MENU = 21;

/** 0 waiting for review, 1 approved, 2 rejected. */
export const EXAMINE_STATUSES = [0, 1, 2] as const;

export const ORG_EXAMINE_MESSAGES = {
  notFound: '审核记录不存在或已被删除',
  examineStatusInvalid: '审核状态的取值无效',
} as const;

export const orgExamineModule: ServerModule = ({ db }) => [
  post('org/examine/queryOrgExamineList', { menu: AUDIT_MENU, unit: 'list' }, async ({ body }) => {
    const { pageSize, offset } = paging(body);
    const orgName = optionalString(body, 'orgName', '机构名称', 100)?.trim();
    const examineStatus = readChoice(body, 'examineStatus', EXAMINE_STATUSES, ORG_EXAMINE_MESSAGES.examineStatusInvalid);
    const filters: SQL[] = [];
    if (orgName) {
      const pattern = `%${escapeLike(orgName)}%`;
      filters.push(or(ilike(orgExamines.orgName, pattern), ilike(orgExamines.newOrgName, pattern))!);
    }
    if (examineStatus !== undefined) filters.push(eq(orgExamines.examineStatus, examineStatus));
    const where = filters.length ? and(...filters) : undefined;
    const list = await db
      .select()
      .from(orgExamines)
      .where(where)
      .orderBy(desc(orgExamines.syncedAt), desc(orgExamines.id))
      .limit(pageSize)
      .offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(orgExamines).where(where);
    return { list, total };
  }),
  post('org/examine/queryInfo', { menu: AUDIT_MENU, unit: 'detail' }, async ({ body }) => {
    const id = readId(body);
    const [record] = await db.select().from(orgExamines).where(eq(orgExamines.id, id)).limit(1);
    return record ?? fail(ORG_EXAMINE_MESSAGES.notFound);
  }),
];
