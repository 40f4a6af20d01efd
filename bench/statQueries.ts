/**
 * Issue 22 item 1: the statistics pages' calls, timed through the real HTTP
 * API of a running server (session token, the rollup step each call runs
 * first, the answer read whole), for the console's 近30天 and 近12个月 ranges
 * with the previous period compared. One call unmeasured first (warm-up),
 * then the median of RUNS calls.
 */
import { STATISTICS_CALLS as C } from '../features/statistics/contract/callPaths';
import { addDays, addMonths, beijingDay, monthOf } from '../server/days';
import { RUNS, repeat, round, type Summary } from './stats';
import { timedReport } from './statHttp';

export interface StatCall {
  name: string;
  /** What the page shows with it, for the table. */
  what: string;
  call: string;
  body: Record<string, unknown>;
}

const FIRST_PAGE = { pageNum: 1, pageSize: 10 };
const NEWS = { moduleCode: 'news', ...FIRST_PAGE };

export const STAT_CALLS: StatCall[] = [
  { name: 'getUserCount', what: 'KPINew cards', call: C.userCount, body: {} },
  { name: 'getModuleInfo', what: 'modules', call: C.moduleInfo, body: FIRST_PAGE },
  { name: 'queryList', what: 'top content', call: C.topContent, body: FIRST_PAGE },
  { name: 'getDetailCount', what: 'trend of all modules', call: C.detailCount, body: {} },
  { name: 'getDetailInfo', what: 'news items', call: C.detailInfo, body: NEWS },
  { name: 'getOneCount', what: 'news by first-level category', call: C.oneCount, body: NEWS },
  { name: 'getTwoCount', what: 'news by second-level category', call: C.twoCount, body: NEWS },
  { name: 'getAppDownList', what: 'app downloads by date', call: C.appDownList, body: { dimension: 'date' } },
  { name: 'queryPublishLog', what: 'disclosure query log', call: C.publishLog, body: FIRST_PAGE },
];

export interface StatRange {
  label: string;
  goalMs: number;
  body: () => Record<string, unknown>;
}

/** The console's presets (features/statistics/console/statFilters.ts); 12 months drawn by month, as a year's chart is read. */
export const STAT_RANGES: StatRange[] = [
  { label: '30 days', goalMs: 50, body: () => ({ startDate: addDays(beijingDay(new Date()), -29), endDate: beijingDay(new Date()), compare: 'previous', granularity: 'day' }) },
  {
    label: '12 months',
    goalMs: 200,
    body: () => ({ startDate: addMonths(monthOf(beijingDay(new Date())), -11), endDate: beijingDay(new Date()), compare: 'previous', granularity: 'month' }),
  },
];

export interface TimedCall {
  call: StatCall;
  range: StatRange;
  ms: Summary;
  /** The answer's `total`, to show the call had rows to read. */
  total: number;
}

export const timeStatCalls = async (serverUrl: string, token: string): Promise<TimedCall[]> => {
  const timed: TimedCall[] = [];
  for (const range of STAT_RANGES) {
    for (const call of STAT_CALLS) {
      const body = { ...range.body(), ...call.body };
      const warm = await timedReport(serverUrl, call.call, body, token);
      const ms = await repeat(async () => round((await timedReport(serverUrl, call.call, body, token)).ms, 1), RUNS);
      timed.push({ call, range, ms, total: Number(warm.answer.data.total ?? 0) });
    }
  }
  return timed;
};
