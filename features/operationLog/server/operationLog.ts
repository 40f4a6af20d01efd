/**
 * The operation log for administrators (menu 79, docs/operation-log.md):
 * system/operationLog/queryList (newest first, filtered by operator, action,
 * menu and date range) and system/operationLog/queryById (one entry with its
 * before and after).
 */
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { operationLog } from '../../../server/db/schema';
import { post, type ServerModule } from '../../../server/http/api';
import { ApiError } from '../../../server/http/envelope';
import { optionalString, paging } from '../../../server/http/validate';
import { isOperationAction } from '../../../server/audit/actions';
import { menuById } from '../../../server/menus';
import { escapeLike, readId } from '../../../server/http/validate';

export const OPERATION_LOG_MENU = 79;

export const OPERATION_LOG_MESSAGES = {
  action: '动作不正确',
  menuId: '模块编号必须是正整数',
  date: (label: string) => `${label}格式不正确，应为 YYYY-MM-DD`,
  range: '开始日期不能晚于结束日期',
  notFound: '日志不存在',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of a 'YYYY-MM-DD' day in Beijing time (the association's zone), `days` later. */
const dayStart = (body: Record<string, unknown>, field: string, label: string, days = 0): Date | undefined => {
  const text = optionalString(body, field, label, 10)?.trim();
  if (!text) return undefined;
  const match = DATE.exec(text);
  const date = match ? new Date(`${text}T00:00:00+08:00`) : null;
  // 2026-02-30 parses to a day in March: refuse it like a malformed date.
  if (!date || Number.isNaN(date.getTime()) || new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10) !== text) {
    throw new ApiError(OPERATION_LOG_MESSAGES.date(label));
  }
  return new Date(date.getTime() + days * 86_400_000);
};

const readMenuId = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) throw new ApiError(OPERATION_LOG_MESSAGES.menuId);
  return number;
};

const listSelection = {
  id: operationLog.id,
  operatorId: operationLog.operatorId,
  operatorLoginName: operationLog.operatorLoginName,
  operatorCnName: operationLog.operatorCnName,
  action: operationLog.action,
  menuId: operationLog.menuId,
  path: operationLog.path,
  recordId: operationLog.recordId,
  summary: operationLog.summary,
  ip: operationLog.ip,
  createdAt: operationLog.createdAt,
};

/** A row as answered: the menu's name beside its id. */
const withMenuName = <T extends { menuId: number | null }>(row: T) => ({ ...row, menuName: row.menuId === null ? null : (menuById(row.menuId)?.name ?? null) });

const listWhere = (body: Record<string, unknown>): SQL | undefined => {
  const conditions: SQL[] = [];
  const operator = optionalString(body, 'operator', '操作人', 64)?.trim();
  if (operator) {
    const pattern = `%${escapeLike(operator)}%`;
    conditions.push(or(ilike(operationLog.operatorLoginName, pattern), ilike(operationLog.operatorCnName, pattern))!);
  }
  if (body.action !== undefined && body.action !== null && body.action !== '') {
    if (!isOperationAction(body.action)) throw new ApiError(OPERATION_LOG_MESSAGES.action);
    conditions.push(eq(operationLog.action, body.action));
  }
  const menuId = readMenuId(body.menuId);
  if (menuId !== undefined) conditions.push(eq(operationLog.menuId, menuId));
  const from = dayStart(body, 'startTime', '开始日期');
  const until = dayStart(body, 'endTime', '结束日期', 1);
  if (from && until && from >= until) throw new ApiError(OPERATION_LOG_MESSAGES.range);
  if (from) conditions.push(gte(operationLog.createdAt, from));
  if (until) conditions.push(lt(operationLog.createdAt, until));
  return conditions.length ? and(...conditions) : undefined;
};

export const operationLogModule: ServerModule = () => [
  post('system/operationLog/queryList', { menu: OPERATION_LOG_MENU }, 'read', async ({ db, body }) => {
    const { pageSize, offset } = paging(body);
    const where = listWhere(body);
    const rows = await db.select(listSelection).from(operationLog).where(where).orderBy(desc(operationLog.createdAt), desc(operationLog.id)).limit(pageSize).offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(operationLog).where(where);
    return { list: rows.map(withMenuName), total };
  }),
  post('system/operationLog/queryById', { menu: OPERATION_LOG_MENU }, 'read', async ({ db, body }) => {
    const id = readId(body);
    const [row] = await db
      .select({ ...listSelection, before: operationLog.before, after: operationLog.after })
      .from(operationLog)
      .where(eq(operationLog.id, id))
      .limit(1);
    if (!row) throw new ApiError(OPERATION_LOG_MESSAGES.notFound);
    return withMenuName(row);
  }),
];
