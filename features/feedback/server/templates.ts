/**
 * Reply templates (interactive/ideaFeedbackMould: add, delete, queryInfo, update; docs/opinion-feedback.md):
 * a unique name and a text whose placeholders ({提交人}, {反馈编号}, {日期}, {处理结果}) the console fills
 * when the template is inserted into a result. A text naming any other placeholder is refused, so a
 * typing error shows when the template is saved, not in a reply.
 */
import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { TEMPLATE_LIMITS, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../contract/template';
import type { Db } from '../../../server/db/client';
import { feedbackTemplates } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { escapeLike, hasInvalidText, invalidCharacters, paging, readId, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';

export const TEMPLATE_MESSAGES = {
  notFound: '模板不存在或已被删除',
  nameRequired: '请输入模板名称',
  contentRequired: '请输入模板内容',
  nameTooLong: `模板名称不能超过${TEMPLATE_LIMITS.name}个字符`,
  contentTooLong: `模板内容不能超过${TEMPLATE_LIMITS.content}个字符`,
  duplicate: '模板名称已存在',
  unknown: (names: string[]) => `无法识别的占位符：${names.map((name) => `{${name}}`).join('、')}；可用的占位符：${TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join('、')}`,
} as const;

const readText = (body: Record<string, unknown>, field: string, label: string, required: string, max: number, tooLong: string): string => {
  const value = body[field];
  if (value === undefined || value === null) throw new ApiError(required);
  if (typeof value !== 'string') throw new ApiError(`${label}格式不正确`);
  const text = value.trim();
  if (!text) throw new ApiError(required);
  if ([...text].length > max) throw new ApiError(tooLong);
  if (hasInvalidText(text)) throw invalidCharacters(label);
  return text;
};

const readName = (body: Record<string, unknown>) => readText(body, 'name', '模板名称', TEMPLATE_MESSAGES.nameRequired, TEMPLATE_LIMITS.name, TEMPLATE_MESSAGES.nameTooLong);

const readContent = (body: Record<string, unknown>) => {
  const content = readText(body, 'content', '模板内容', TEMPLATE_MESSAGES.contentRequired, TEMPLATE_LIMITS.content, TEMPLATE_MESSAGES.contentTooLong);
  const unknown = unknownPlaceholders(content);
  if (unknown.length) throw new ApiError(TEMPLATE_MESSAGES.unknown(unknown));
  return content;
};

const asAnswer = (row: typeof feedbackTemplates.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Refused when another template has the name (the unique index settles a race between two saves). */
const checkName = async (db: Db, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: feedbackTemplates.id })
    .from(feedbackTemplates)
    .where(exceptId ? and(eq(feedbackTemplates.name, name), ne(feedbackTemplates.id, exceptId)) : eq(feedbackTemplates.name, name))
    .limit(1);
  if (taken) throw new ApiError(TEMPLATE_MESSAGES.duplicate);
};

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | null;
  return !!found && (found.code === '23505' || isUniqueViolation(found.cause));
};

const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(TEMPLATE_MESSAGES.duplicate);
    throw error;
  }
};

/** queryInfo: the templates, newest first, `name` containing; paged (pageSize up to 100). */
export const listTemplates = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const name = body.name;
  if (name !== undefined && name !== null && typeof name !== 'string') throw new ApiError('模板名称格式不正确');
  if (typeof name === 'string' && hasInvalidText(name)) throw invalidCharacters('模板名称');
  const where = typeof name === 'string' && name.trim() ? ilike(feedbackTemplates.name, `%${escapeLike(name.trim())}%`) : undefined;
  const rows = await db.select().from(feedbackTemplates).where(where).orderBy(desc(feedbackTemplates.updatedAt), desc(feedbackTemplates.id)).limit(pageSize).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(feedbackTemplates).where(where);
  return { list: rows.map(asAnswer), total };
};

export const addTemplate = async (db: Db, body: Record<string, unknown>, by: string) => {
  const name = readName(body);
  const content = readContent(body);
  await checkName(db, name);
  const [row] = await uniqueName(() => db.insert(feedbackTemplates).values({ name, content, createdBy: by }).returning());
  return asAnswer(row);
};

/** update: `{id, version, name?, content?}` over the version read. */
export const updateTemplate = async (db: Db, body: Record<string, unknown>, by: string) => {
  const id = readId(body);
  const version = readVersion(body);
  const [current] = await db.select().from(feedbackTemplates).where(eq(feedbackTemplates.id, id)).for('update');
  if (!current) throw new ApiError(TEMPLATE_MESSAGES.notFound);
  if (current.version !== version) throw new ApiError(RECORD_MESSAGES.conflict);
  const name = body.name === undefined ? current.name : readName(body);
  const content = body.content === undefined ? current.content : readContent(body);
  await checkName(db, name, id);
  const [row] = await uniqueName(() =>
    db
      .update(feedbackTemplates)
      .set({ name, content, updatedBy: by, updatedAt: new Date(), version: sql`${feedbackTemplates.version} + 1` })
      .where(eq(feedbackTemplates.id, id))
      .returning(),
  );
  return asAnswer(row);
};

export const deleteTemplate = async (db: Db, body: Record<string, unknown>) => {
  const id = readId(body);
  const [gone] = await db.delete(feedbackTemplates).where(eq(feedbackTemplates.id, id)).returning({ id: feedbackTemplates.id, name: feedbackTemplates.name });
  if (!gone) throw new ApiError(TEMPLATE_MESSAGES.notFound);
  return null;
};
