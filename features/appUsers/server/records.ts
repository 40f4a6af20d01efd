/** Helpers of the app users (menu 47): the answered record, field readers and calendar dates. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appSettings, appUsers } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/envelope';
import { memberUnits } from '../../../server/modules/memberUnits';

export const APP_USER_MESSAGES = {
  notFound: '用户不存在或已被删除',
  userTypeInvalid: '用户类型的取值无效',
  memberTypeInvalid: '会员类型的取值无效',
  loginEnabledInvalid: '登录状态的取值无效',
  trialDaysRange: '试用天数须在1到365之间',
  alreadyFormal: '该用户已是正式会员',
  dateOrder: '会员开始日期不能晚于结束日期',
} as const;

/** The default trial-membership length, in days, when the setting is missing or unreadable. */
export const DEFAULT_TRIAL_DAYS = 30;
export const TRIAL_DAYS_KEY = 'trialDays';

export const fail = (message: string): never => {
  throw new ApiError(message);
};

/**
 * The record every call answers (dates as 'YYYY-MM-DD' or null): `memberUnitId` is the stored link,
 * `memberUnit` the unit's current name read through it (never stored with the user), `legacyMemberUnit`
 * an earlier typed name that matched no unit (docs/app-users.md).
 */
export const selectAppUsers = (db: Db) =>
  db
    .select({
      id: appUsers.id,
      mobile: appUsers.mobile,
      realName: appUsers.realName,
      memberUnitId: appUsers.memberUnitId,
      memberUnit: sql<string | null>`trim(${memberUnits.columns.unitName})`,
      legacyMemberUnit: appUsers.legacyMemberUnit,
      userType: appUsers.userType,
      loginEnabled: appUsers.loginEnabled,
      memberType: appUsers.memberType,
      memberStart: appUsers.memberStart,
      memberEnd: appUsers.memberEnd,
      registeredAt: appUsers.registeredAt,
      lastLoginAt: appUsers.lastLoginAt,
      version: appUsers.version,
    })
    .from(appUsers)
    .leftJoin(memberUnits.table, eq(memberUnits.columns.id, appUsers.memberUnitId))
    .$dynamic();

const findAppUser = async (db: Db, id: number) => {
  const [record] = await selectAppUsers(db).where(eq(appUsers.id, id)).limit(1);
  return record ?? null;
};

export type AppUserRecord = NonNullable<Awaited<ReturnType<typeof findAppUser>>>;

export const requireAppUser = async (db: Db, id: number): Promise<AppUserRecord> => (await findAppUser(db, id)) ?? fail(APP_USER_MESSAGES.notFound);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const USER_TYPES = [1, 2] as const;
export const MEMBER_TYPES = [0, 1, 2] as const;
export const SWITCH_VALUES = [0, 1] as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export const isCalendarDate = (value: string): boolean => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

/** A required 'YYYY-MM-DD' date field. */
export const readDate = (body: Record<string, unknown>, field: string, label: string): string => {
  const value = body[field];
  if (isBlank(value)) fail(`请输入${label}`);
  if (typeof value !== 'string' || !isCalendarDate(value.trim())) fail(`${label}格式不正确，应为YYYY-MM-DD`);
  return (value as string).trim();
};

/** Today in the server's time zone, 'YYYY-MM-DD'. */
export const today = (now = new Date()): string => {
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** `date` ('YYYY-MM-DD') plus `days` days. */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The default trial length from sys_app_setting (key 'trialDays'). */
export const readTrialDays = async (db: Db): Promise<number> => {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, TRIAL_DAYS_KEY));
  const days = Number(row?.value);
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_TRIAL_DAYS;
};

/** The `days` query parameter of addTryDate: 1 to 365, or the setting when absent. */
export const readDays = async (db: Db, value: unknown): Promise<number> => {
  if (isBlank(value)) return readTrialDays(db);
  const days = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : fail(APP_USER_MESSAGES.trialDaysRange);
};
