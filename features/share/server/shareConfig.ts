/** Share configuration (menu 17): system/share/queryList and updateDetails (spec section 7, "System"). */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { shareConfigs } from '../../../server/db/schema';
import { post, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { readId, readStatus, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';
import { SHARE_MENU, SHARE_MESSAGES, SHARE_URL_MAX, shareViolations, type ShareIcon } from '../../../resources/system/shareConfig';

const MAX_PAGE_SIZE = 100;

const recordSelection = {
  id: shareConfigs.id,
  moduleCode: shareConfigs.moduleCode,
  moduleName: shareConfigs.moduleName,
  shareTitle: shareConfigs.shareTitle,
  shareDesc: shareConfigs.shareDesc,
  shareIcon: shareConfigs.shareIcon,
  shareUrl: shareConfigs.shareUrl,
  status: shareConfigs.status,
  version: shareConfigs.version,
  updatedAt: shareConfigs.updatedAt,
};

const fail = (message: string): never => {
  throw new ApiError(message);
};

const findItem = async (db: Db, id: number) => {
  const [item] = await db.select(recordSelection).from(shareConfigs).where(eq(shareConfigs.id, id)).limit(1);
  return item ?? null;
};

/** Optional paging: everything when both are absent; a page size of 1 to 100 otherwise. */
const readPaging = (body: Record<string, unknown>) => {
  if (body.pageNum === undefined && body.pageSize === undefined) return null;
  const pageNum = body.pageNum === undefined ? 1 : Number(body.pageNum);
  const pageSize = body.pageSize === undefined ? MAX_PAGE_SIZE : Number(body.pageSize);
  if (!Number.isInteger(pageNum) || pageNum < 1 || pageNum > 1_000_000) fail('页码必须是正整数');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) fail('每页条数必须在1到100之间');
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
};

const readText = (body: Record<string, unknown>, field: 'shareTitle' | 'shareDesc' | 'shareUrl'): string => {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') fail(`${field === 'shareTitle' ? '分享标题' : field === 'shareDesc' ? '分享描述' : '分享链接'}格式不正确`);
  return (value as string).trim();
};

/** undefined when absent (kept), null when cleared, else `{url, title}` with an http(s) or stored-file url. */
const readIcon = (body: Record<string, unknown>): ShareIcon | null | undefined => {
  const value = body.shareIcon;
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'object' || Array.isArray(value)) return fail(SHARE_MESSAGES.iconInvalid);
  const { url, title } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !url.trim() || url.length > SHARE_URL_MAX || /\s/.test(url.trim())) return fail(SHARE_MESSAGES.iconInvalid);
  if (title !== undefined && title !== null && (typeof title !== 'string' || title.length > 255)) return fail(SHARE_MESSAGES.iconInvalid);
  return typeof title === 'string' && title ? { url: url.trim(), title } : { url: url.trim() };
};

export const shareConfigModule: ServerModule = ({ log }) => [
  post('system/share/queryList', { menu: SHARE_MENU, unit: 'list' }, 'read', async ({ db, body }) => {
    const page = readPaging(body);
    const query = db.select(recordSelection).from(shareConfigs).orderBy(asc(shareConfigs.id));
    const list = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [{ total }] = await db.select({ total: count() }).from(shareConfigs);
    return { list, total };
  }),
  post('system/share/updateDetails', { menu: SHARE_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const version = readVersion(body);
    const fields = { shareTitle: readText(body, 'shareTitle'), shareDesc: readText(body, 'shareDesc'), shareUrl: readText(body, 'shareUrl') };
    const violations = shareViolations(fields);
    const first = violations.shareTitle ?? violations.shareDesc ?? violations.shareUrl;
    if (first) fail(first);
    const shareIcon = readIcon(body);
    const status = body.status === undefined || body.status === null || body.status === '' ? undefined : readStatus(body);
    const current = (await findItem(db, id)) ?? fail(SHARE_MESSAGES.notFound);
    const updated = await db
      .update(shareConfigs)
      .set({
        ...fields,
        ...(shareIcon === undefined ? {} : { shareIcon }),
        ...(status === undefined ? {} : { status }),
        version: sql`${shareConfigs.version} + 1`,
        updatedAt: new Date(),
      })
      .where(sql`${shareConfigs.id} = ${id} AND ${shareConfigs.version} = ${version}`)
      .returning({ id: shareConfigs.id });
    if (updated.length === 0) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
    log.info({ shareId: id, moduleCode: current.moduleCode, by: user?.loginName }, 'share config updated');
    return findItem(db, id);
  }),
];
