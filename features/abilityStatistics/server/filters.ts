/**
 * The filters of the ability statistics calls (docs/ability-statistics.md "Filters"), read alike from a
 * list's JSON body and an export's query string: the Beijing-day range, the business type, the row being
 * drilled into and the searches; then the sort and the page. A bad value is refused in Chinese.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ABILITY_TABLES, type AbilityTable } from '../contract/statistics';
import { ApiError } from '../../../server/http/envelope';
import { hasInvalidText, paging } from '../../../server/http/validate';

export const FILTER_MESSAGES = {
  day: (label: string) => `${label}格式不正确，应为YYYY-MM-DD`,
  reversed: '开始日期不能晚于结束日期',
  id: (label: string) => `${label}必须是正整数`,
  required: (label: string) => `请选择${label}`,
  text: (label: string) => `${label}不能超过50个字符`,
  flag: (label: string) => `${label}只能是0或1`,
  sortField: (field: string) => `不能按“${field}”排序`,
  sortOrder: '排序方向只能是asc或desc',
} as const;

export interface AbilityFilters {
  /** The range's bounds: from the first day's Beijing midnight to the day after the last (exclusive). */
  from: Date | null;
  until: Date | null;
  businessTypeId?: number;
  appUserId?: number;
  levelId?: number;
  assessmentId?: number;
  userName?: string;
  institutionName?: string;
  passed?: 0 | 1;
  participated?: 0 | 1;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) => value === undefined || value === null || value === '';

const readDay = (value: unknown, label: string): Date | null => {
  if (blank(value)) return null;
  if (typeof value !== 'string' || !DAY.test(value)) throw new ApiError(FILTER_MESSAGES.day(label));
  const day = new Date(`${value}T00:00:00+08:00`);
  if (Number.isNaN(day.getTime()) || new Date(day.getTime() + 8 * 3600_000).toISOString().slice(0, 10) !== value) throw new ApiError(FILTER_MESSAGES.day(label));
  return day;
};

const readId = (value: unknown, label: string): number | undefined => {
  if (blank(value)) return undefined;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 2_147_483_647) throw new ApiError(FILTER_MESSAGES.id(label));
  return number;
};

const readText = (value: unknown, label: string): string | undefined => {
  if (blank(value)) return undefined;
  if (typeof value !== 'string' || value.trim().length > 50 || hasInvalidText(value)) throw new ApiError(FILTER_MESSAGES.text(label));
  return value.trim() || undefined;
};

const readFlag = (value: unknown, label: string): 0 | 1 | undefined => {
  if (blank(value)) return undefined;
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  throw new ApiError(FILTER_MESSAGES.flag(label));
};

export const readAbilityFilters = (body: Record<string, unknown>): AbilityFilters => {
  const from = readDay(body.startDate, '开始日期');
  const last = readDay(body.endDate, '结束日期');
  if (from && last && from > last) throw new ApiError(FILTER_MESSAGES.reversed);
  return {
    from,
    until: last ? new Date(last.getTime() + 86_400_000) : null,
    businessTypeId: readId(body.businessTypeId, '业务类型'),
    appUserId: readId(body.appUserId, '用户编号'),
    levelId: readId(body.levelId, '等级编号'),
    assessmentId: readId(body.assessmentId, '考核编号'),
    userName: readText(body.userName, '姓名'),
    institutionName: readText(body.institutionName, '机构名称'),
    passed: readFlag(body.passed, '是否通过'),
    participated: readFlag(body.participated, '是否参与'),
  };
};

/** The filter that names the drilled row, required by a detail call. */
export const requireFilter = <K extends 'appUserId' | 'assessmentId'>(filters: AbilityFilters, key: K, label: string) => {
  if (filters[key] === undefined) throw new ApiError(FILTER_MESSAGES.required(label));
  return filters[key] as number;
};

/** `column` within the range (TRUE when there is no range). */
export const inRange = (filters: AbilityFilters, column: SQL) =>
  sql.join(
    [sql`TRUE`, ...(filters.from ? [sql`${column} >= ${filters.from.toISOString()}::timestamptz`] : []), ...(filters.until ? [sql`${column} < ${filters.until.toISOString()}::timestamptz`] : [])],
    sql` AND `,
  );

/** A LIKE pattern of a search text (its wildcards escaped). */
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface SortSpec {
  field: string;
  desc: boolean;
}

/** The sort asked for: a column of the table (else refused), or the table's default. */
export const readSort = (body: Record<string, unknown>, table: AbilityTable, fallback: SortSpec): SortSpec => {
  if (blank(body.sortField)) return fallback;
  const field = String(body.sortField);
  if (!(ABILITY_TABLES[table] as readonly string[]).includes(field)) throw new ApiError(FILTER_MESSAGES.sortField(field.slice(0, 30)));
  const order = blank(body.sortOrder) ? 'desc' : String(body.sortOrder).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new ApiError(FILTER_MESSAGES.sortOrder);
  return { field, desc: order === 'desc' };
};

export { paging };
