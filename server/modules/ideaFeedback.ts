/**
 * Opinion feedback (menu 55, 意见反馈): what app users send about the app and
 * the association's services (spec section 7, interactive/idea). The list and
 * the detail; handling, issuing and the exports come with the module's page.
 */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { ideaFeedback } from '../db/schema';
import { post, type ServerModule } from '../http/api';
import { optionalString, paging } from '../http/validate';
import { fail, SWITCH_VALUES } from './appUserRecords';
import { escapeLike, readChoice, readId } from '../http/validate';

const IDEA_MENU = 55;

export const IDEA_MESSAGES = {
  notFound: '反馈不存在或已被删除',
  dealWithStatusInvalid: '处理状态的取值无效',
  issuedStatusInvalid: '下发状态的取值无效',
} as const;

export const ideaFeedbackModule: ServerModule = ({ db }) => [
  post('interactive/idea/queryList', { menu: IDEA_MENU, unit: 'list' }, async ({ body }) => {
    const { pageSize, offset } = paging(body);
    const title = optionalString(body, 'title', '标题', 100)?.trim();
    const dealWithStatus = readChoice(body, 'dealWithStatus', SWITCH_VALUES, IDEA_MESSAGES.dealWithStatusInvalid);
    const issuedStatus = readChoice(body, 'issuedStatus', SWITCH_VALUES, IDEA_MESSAGES.issuedStatusInvalid);
    const filters: SQL[] = [];
    if (title) filters.push(ilike(ideaFeedback.title, `%${escapeLike(title)}%`));
    if (dealWithStatus !== undefined) filters.push(eq(ideaFeedback.dealWithStatus, dealWithStatus));
    if (issuedStatus !== undefined) filters.push(eq(ideaFeedback.issuedStatus, issuedStatus));
    const where = filters.length ? and(...filters) : undefined;
    const list = await db
      .select()
      .from(ideaFeedback)
      .where(where)
      .orderBy(desc(ideaFeedback.submittedAt), desc(ideaFeedback.id))
      .limit(pageSize)
      .offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(ideaFeedback).where(where);
    return { list, total };
  }),
  post('interactive/idea/queryDetails', { menu: IDEA_MENU, unit: 'detail' }, async ({ body }) => {
    const id = readId(body);
    const [record] = await db.select().from(ideaFeedback).where(eq(ideaFeedback.id, id)).limit(1);
    return record ?? fail(IDEA_MESSAGES.notFound);
  }),
];
