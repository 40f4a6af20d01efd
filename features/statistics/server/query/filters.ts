/**
 * The filters every statistics call reads the same way (kept in the console's
 * address): a date range (default the last 30 days up to today) and a
 * comparison (the previous period of the same length, or the same period last
 * year; see contract/periods.ts), a module, first- and second-level category, content item or title,
 * platform and member institution, the trend's granularity and the sort.
 */
import type { FilterNames } from '../labels';
import { PLATFORMS } from '../../contract/definitions';
import { STATISTICS_MODULES, statisticsModuleByCode } from '../../contract/modules';
import { ApiError } from '../../../../server/http/envelope';
import { escapeLike, hasInvalidText, wholeNumber } from '../../../../server/http/validate';
import { addDays, beijingDay, daysBetween, isDay } from '../../../../server/days';
import { compareRange, defaultGranularity, type CompareKind, type DayRange, type Granularity } from '../../contract/periods';

export type { CompareKind, DayRange, Granularity };

export interface StatFilters {
  range: DayRange;
  compareKind?: CompareKind;
  compare?: DayRange;
  moduleCode?: string;
  category1Id?: number;
  category2Id?: number;
  contentId?: number;
  /** Part of a content title (ILIKE, wildcards escaped). */
  title?: string;
  platform?: string;
  institutionId?: number;
  granularity: Granularity;
}

/** At most two years in one range, so a query stays within what the rollups answer quickly. */
const MAX_RANGE_DAYS = 731;

const refuse = (message: string): never => {
  throw new ApiError(message);
};

const optionalId = (body: Record<string, unknown>, field: string, label: string) => {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  return wholeNumber(value, 1) ?? refuse(`${label}必须是正整数`);
};

/** A search text: trimmed, at most 100 characters, never text PostgreSQL cannot compare. */
export const searchText = (value: unknown, label: string): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (hasInvalidText(value)) refuse(`${label}包含无效字符`);
  return [...value.trim()].slice(0, 100).join('');
};

const COMPARE: Record<string, CompareKind> = { previous: 'previous', lastYear: 'lastYear', '1': 'previous', '2': 'lastYear' };

export const readFilters = (body: Record<string, unknown>, now = new Date()): StatFilters => {
  const today = beijingDay(now);
  const end = body.endDate === undefined || body.endDate === '' ? today : isDay(body.endDate) ? body.endDate : refuse('结束日期格式不正确，应为 YYYY-MM-DD');
  const start = body.startDate === undefined || body.startDate === '' ? addDays(end, -29) : isDay(body.startDate) ? body.startDate : refuse('开始日期格式不正确，应为 YYYY-MM-DD');
  if (start > end) refuse('开始日期不能晚于结束日期');
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) refuse('查询范围不能超过两年');
  const compareKind =
    body.compare === undefined || body.compare === '' || body.compare === null ? undefined : (COMPARE[String(body.compare)] ?? refuse('对比方式只能是 previous（上一周期）或 lastYear（去年同期）'));
  const moduleCode = body.moduleCode === undefined || body.moduleCode === '' ? undefined : (statisticsModuleByCode(String(body.moduleCode))?.code ?? refuse('模块不存在'));
  const platform = body.platform === undefined || body.platform === '' ? undefined : (PLATFORMS.find((item) => item.code === body.platform)?.code ?? refuse('平台只能是：ios、android、h5、web'));
  const title = searchText(body.title, '标题');
  const granularity =
    body.granularity === undefined || body.granularity === ''
      ? defaultGranularity({ start, end })
      : ['day', 'week', 'month'].includes(String(body.granularity))
        ? (body.granularity as Granularity)
        : refuse('统计粒度只能是 day、week 或 month');
  const range = { start, end };
  return {
    range,
    ...(compareKind ? { compareKind, compare: compareRange(range, compareKind) } : {}),
    moduleCode,
    category1Id: optionalId(body, 'category1Id', '一级分类编号'),
    category2Id: optionalId(body, 'category2Id', '二级分类编号'),
    contentId: optionalId(body, 'contentId', '内容编号'),
    title: title ? escapeLike(title) : undefined,
    platform,
    institutionId: optionalId(body, 'institutionId', '会员机构编号'),
    granularity,
  };
};

const COMPARE_NAMES: Record<CompareKind, string> = { previous: '上一周期', lastYear: '去年同期' };
const GRANULARITY_NAMES: Record<Granularity, string> = { day: '按日', week: '按周', month: '按月' };

/**
 * The filter in words, for an export's header rows: names where the filter holds ids (`names`, read by
 * labels.ts's filterNames), and what the report adds of its own (`extra`: a log's searches, a grouping).
 */
export const describeFilters = (filters: StatFilters, names: FilterNames = {}, extra: string[] = []): string =>
  [
    `统计期间：${filters.range.start} 至 ${filters.range.end}`,
    filters.compare ? `对比：${COMPARE_NAMES[filters.compareKind!]}（${filters.compare.start} 至 ${filters.compare.end}）` : '对比：无',
    filters.moduleCode ? `模块：${statisticsModuleByCode(filters.moduleCode)!.name}` : '模块：全部',
    filters.category1Id ? `一级分类：${names.category1 ?? filters.category1Id}` : '',
    filters.category2Id ? `二级分类：${names.category2 ?? filters.category2Id}` : '',
    filters.contentId ? `内容：${names.content ?? filters.contentId}` : '',
    filters.title ? `标题包含：${filters.title.replace(/\\(.)/g, '$1')}` : '',
    filters.platform ? `平台：${PLATFORMS.find((item) => item.code === filters.platform)!.name}` : '',
    filters.institutionId ? `会员机构：${names.institution ?? filters.institutionId}` : '',
    `粒度：${GRANULARITY_NAMES[filters.granularity]}`,
    ...extra,
  ]
    .filter(Boolean)
    .join('；');

export const moduleName = (code: string) => (code ? (statisticsModuleByCode(code)?.name ?? code) : '全部模块');
export { STATISTICS_MODULES };
