/**
 * An app user's feedback entering the list: the one path every feedback takes (the app call
 * ideaFeedback/submit and the demo data). Checks the user and the fields, resolves the attachments
 * (files uploaded to the file service) and gives the feedback its reference number
 * (YJ + the Beijing submission date + the id, e.g. YJ20261127-0015).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers, files } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/envelope';
import { unitById } from '../../../server/modules/memberUnits';
import { FieldReader } from '../../../server/http/fieldReader';
import { feedbackTable } from './records';

export const SUBMIT_MESSAGES = {
  unknownUser: 'APP用户不存在或手机号不符',
  disabled: '该APP用户已被禁止登录',
  attachments: '附件应为已上传文件的编号列表',
  tooManyAttachments: '附件最多9个',
  missingFile: '附件不存在或已被删除，请重新上传',
  submitted: '提交成功，感谢您的反馈',
} as const;

export const MAX_ATTACHMENTS = 9;
const MOBILE = /^1[3-9]\d{9}$/;
const CONTACT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AppSubmitter {
  id: number;
  mobile: string;
  realName: string;
  /** The member unit the user is linked to (none for most personal investors). */
  memberUnitId: number | null;
  /** Its name now, kept with the feedback as sent; the pages and documents show the unit's current name. */
  memberUnit: string | null;
}

/** The app user a call names by id and mobile number; only one allowed to log in. Their unit goes by id. */
export const resolveSubmitter = async (db: Db, appUserId: number, mobile: string): Promise<AppSubmitter> => {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.id, appUserId));
  if (!user || user.mobile !== mobile) throw new ApiError(SUBMIT_MESSAGES.unknownUser);
  if (user.loginEnabled !== 1) throw new ApiError(SUBMIT_MESSAGES.disabled);
  const unit = await unitById(db, user.memberUnitId);
  return { id: user.id, mobile: user.mobile, realName: user.realName, memberUnitId: unit?.id ?? null, memberUnit: unit?.name ?? null };
};

export const readWho = (body: Record<string, unknown>) => {
  const read = new FieldReader(body, '', '', new Date());
  const appUserId = read.id('appUserId', 'APP用户编号', true)!;
  const mobile = read.text('mobile', '手机号', 11, { required: true, pattern: MOBILE, shape: '应为11位手机号' })!;
  return { appUserId, mobile };
};

/** The attachments as stored: `{url, title}` of each uploaded file, in the order sent. */
const readAttachments = async (db: Db, value: unknown, apiBase: string) => {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && FILE_ID.test(id))) throw new ApiError(SUBMIT_MESSAGES.attachments);
  const ids = [...new Set(value as string[])];
  if (ids.length > MAX_ATTACHMENTS) throw new ApiError(SUBMIT_MESSAGES.tooManyAttachments);
  if (!ids.length) return null;
  const found = await db.select({ id: files.id, fileName: files.fileName }).from(files).where(inArray(files.id, ids));
  const byId = new Map(found.map((file) => [file.id, file.fileName]));
  if (ids.some((id) => !byId.has(id))) throw new ApiError(SUBMIT_MESSAGES.missingFile);
  return ids.map((id) => ({ url: `${apiBase}fastdfs/downloadfiles?fileId=${id}`, title: byId.get(id)! }));
};

/** The SQL of a reference number from the row's id and submission time (Beijing date). */
const numberSql = (columns: ReturnType<typeof feedbackTable>['columns']) =>
  sql`'YJ' || to_char((${columns.submittedAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD') || '-' || lpad(${columns.id}::text, 4, '0')`;

export interface SubmittedFeedback {
  id: number;
  feedbackNo: string;
  submittedAt: string;
}

/** Stores the feedback of `who` (body: title, content, contactName?, contactPhone?, attachments?). */
export const submitFeedback = async (db: Db, who: AppSubmitter, body: Record<string, unknown>, apiBase: string, now = new Date()): Promise<SubmittedFeedback> => {
  const read = new FieldReader(body, '', '', now);
  const title = read.text('title', '标题', 100, { required: true })!;
  const content = read.text('content', '反馈内容', 2000, { required: true })!;
  const contactName = read.text('contactName', '联系人', 64) ?? who.realName;
  const contactPhone = read.text('contactPhone', '联系电话', 20, { pattern: CONTACT_PHONE, shape: '应为手机号或座机号' }) ?? who.mobile;
  const attachments = await readAttachments(db, body.attachments, apiBase);
  const { table, columns } = feedbackTable();
  const [row] = await db
    .insert(table)
    .values({
      title,
      content,
      contactName,
      contactPhone,
      memberUnit: who.memberUnit,
      memberUnitId: who.memberUnitId,
      appUserId: who.id,
      attachments,
      submittedAt: now,
      dealWithStatus: 0,
      issuedStatus: 0,
    } as never)
    .returning({ id: columns.id });
  const id = Number((row as { id: number }).id);
  const [numbered] = await db
    .update(table)
    .set({ feedbackNo: numberSql(columns) } as never)
    .where(eq(columns.id, id))
    .returning({ feedbackNo: columns.feedbackNo });
  return { id, feedbackNo: String((numbered as { feedbackNo: string }).feedbackNo), submittedAt: now.toISOString() };
};

/** Rows stored before reference numbers existed get theirs (idempotent; at start-up). */
export const numberOlderFeedback = async (db: Db) => {
  const { table, columns } = feedbackTable();
  await db
    .update(table)
    .set({ feedbackNo: numberSql(columns) } as never)
    .where(and(isNull(columns.feedbackNo)));
};
