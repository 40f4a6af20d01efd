/**
 * The filter of an ability statistics export in words, for the sheet's 筛选条件 row (docs/ability-statistics.md
 * "Exports"): the period, the business type, the searches, the choices as the console words them, and the level,
 * assessment or user drilled into — by name, looked up by id, since an id means nothing to the sheet's reader.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ABILITY_EXPORT_NAMES } from '../contract/statistics';
import type { Db } from '../../../server/db/client';
import { queryRows } from '../../../server/db/rows';
import { beijingDay } from '../../../server/days';
import { assessmentOf, userOf } from './drilled';
import { VERDICT_WORDS } from './exportSheet';
import type { AbilityFilters } from './filters';
import { sqlTables } from './tables';

export type ExportedTable = keyof typeof ABILITY_EXPORT_NAMES;

type Named = 'businessTypeId' | 'userName' | 'institutionName' | 'passed' | 'participated' | 'levelId' | 'assessmentId' | 'appUserId';

/**
 * The filters each table's query (queries.ts) honours besides the period: a filter sent to a table that ignores
 * it is left out, so the row never claims a narrowing the rows do not have.
 */
export const FILTERS_OF: Record<ExportedTable, readonly Named[]> = {
  question: ['businessTypeId'],
  study: ['businessTypeId', 'userName', 'institutionName'],
  level: ['businessTypeId'],
  evaluation: ['businessTypeId'],
  userStudy: ['businessTypeId', 'appUserId'],
  userLevel: ['businessTypeId', 'userName', 'passed', 'levelId', 'appUserId'],
  com: ['institutionName', 'participated', 'assessmentId'],
  userEvaluation: ['userName', 'institutionName', 'passed', 'assessmentId'],
};

/** The words of the 是否参与 choice on the screen (console/messages.ts `choices`). */
const PARTICIPATION_WORDS = ['未参与', '已参与'] as const;

/** Said of a business type or level whose id names no row (a stale address, a deleted row). */
const MISSING = '（不存在）';

/** The Beijing days of the range, both included (`until` is the day after the last). */
const period = ({ from, until }: AbilityFilters) => {
  if (!from && !until) return '全部';
  const first = from && beijingDay(from);
  const last = until && beijingDay(new Date(until.getTime() - 1));
  if (first && last) return `${first} 至 ${last}`;
  return first ? `${first} 起` : `截至 ${last}`;
};

const nameOf = async (db: Db, query: SQL) => (await queryRows<{ name: string | null }>(db, query))[0]?.name ?? MISSING;

const businessTypeName = (db: Db, id: number) => {
  const { types: t } = sqlTables();
  return nameOf(db, sql`SELECT ${t.column('name')} AS name FROM ${t.table} WHERE id = ${id}`);
};

/** The level's name now, else the name its last challenge recorded (the rows show the recorded names). */
const levelName = (db: Db, id: number) => {
  const { levels: l } = sqlTables();
  return nameOf(
    db,
    sql`SELECT coalesce((SELECT ${l.column('levelName')} FROM ${l.table} WHERE id = ${id}),
      (SELECT level_name FROM ab_level_challenge WHERE level_id = ${id} ORDER BY attempted_at DESC, id DESC LIMIT 1)) AS name`,
  );
};

/** `筛选条件` of `table`'s export: the parts joined by `；`, or 无 when nothing narrows the rows. */
export const describeFilters = async (db: Db, table: ExportedTable, filters: AbilityFilters): Promise<string> => {
  const named = new Set(FILTERS_OF[table]);
  const given = (key: Named) => named.has(key) && filters[key] !== undefined;
  const parts: string[] = [];
  if (given('businessTypeId')) parts.push(`业务类型：${await businessTypeName(db, filters.businessTypeId!)}`);
  if (given('userName')) parts.push(`姓名包含：${filters.userName}`);
  if (given('institutionName')) parts.push(`所属机构包含：${filters.institutionName}`);
  if (given('passed')) parts.push(`是否通过：${VERDICT_WORDS.passed[filters.passed!]}`);
  if (given('participated')) parts.push(`是否参与：${PARTICIPATION_WORDS[filters.participated!]}`);
  if (given('levelId')) parts.push(`等级：${await levelName(db, filters.levelId!)}`);
  // The drilled assessment and user are refused when missing, as their lists refuse them.
  if (given('assessmentId')) parts.push(`考核：${(await assessmentOf(db, filters)).assessment!.title}`);
  if (given('appUserId')) parts.push(`用户：${(await userOf(db, filters)).user!.userName}`);
  if (!filters.from && !filters.until && parts.length === 0) return '无';
  return [`统计期间：${period(filters)}`, ...parts].join('；');
};
