/**
 * Every statistics report: its JSON call, the export calls that send the
 * same rows as .xlsx, its menus and how far a caller's modules limit it.
 * The meaning given to the calls the contract only names is documented in
 * docs/statistics.md ("Calls").
 */
import { STATISTICS_CALLS as C } from '../contract/callPaths';
import { FIGURE_DEFINITIONS } from '../contract/definitions';
import { STATISTICS_MENUS } from '../contract/modules';
import type { Db } from '../../../server/db/client';
import { ApiError } from '../../../server/http/envelope';
import { appDownloads, readDownloadDimension } from './query/appDownloads';
import { breakdown, readSort, type Dimension } from './query/breakdown';
import { disclosureLog, disclosureLogRows, readLogFilters } from './query/disclosureLog';
import type { StatFilters } from './query/filters';
import { kpiCards } from './query/kpiCards';
import { figureColumns, type ReportColumn } from './query/reportExport';
import { eventTypeCounts, trend, trendExportRows } from './query/trend';
import { hasPartialPeriod } from '../contract/periods';

/**
 * 'overview': the overview menus (16, 31) or, with a module chosen, that
 * module's KPI menu; 'module': the same, a module being required; 'own': the
 * report's own menus only.
 */
export type ReportScope = 'overview' | 'module' | 'own';

export interface ReportData {
  list: Array<Record<string, unknown>>;
  total: number;
  summary?: Record<string, unknown>;
  correction?: Record<string, unknown> | null;
}

export interface Report {
  /** The JSON call, when the report has one of its own. */
  call?: string;
  exports: string[];
  title: string;
  menus: number[];
  scope: ReportScope;
  paged: boolean;
  run: (db: Db, filters: StatFilters, body: Record<string, unknown>, page?: { offset: number; pageSize: number }) => Promise<ReportData>;
  columns: (filters: StatFilters, body: Record<string, unknown>) => ReportColumn[];
  definitions?: string[];
  /** What the export's 筛选条件 adds for this report's own parameters (a log's searches, a grouping). */
  describe?: (body: Record<string, unknown>) => string[];
  /** The export's rows as a stream, when the report can be long (else the export sends `run`'s rows). */
  exportRows?: (db: Db, filters: StatFilters, body: Record<string, unknown>) => Promise<AsyncIterable<Record<string, unknown>>>;
}

/** The first column of APP下载 by its grouping: what its rows are. */
const DOWNLOAD_GROUPS: Record<ReturnType<typeof readDownloadDimension>, string> = { date: '日期', platform: '平台', channel: '渠道', appVersion: '版本' };

const ANY_MODULE = [STATISTICS_MENUS.kpiNew, STATISTICS_MENUS.overview, ...STATISTICS_MENUS.modules];

const LABEL_KEYS: Record<Dimension, string[]> = {
  module: ['moduleName'],
  category1: ['moduleName', 'category1Name'],
  category2: ['moduleName', 'category1Name', 'category2Name'],
  content: ['moduleName', 'category1Name', 'category2Name', 'contentId', 'contentTitle'],
  platform: ['platformName'],
  institution: ['institutionName'],
};

/** `contentOnly`: rows of content items alone (top content), leaving out the pages that show none. */
const breakdownReport = (dimensions: Dimension[], report: Omit<Report, 'run' | 'columns' | 'paged'>, contentOnly = false): Report => ({
  ...report,
  paged: true,
  run: (db, filters, body, page) => breakdown(db, filters, dimensions, readSort(body, dimensions), page, { contentOnly }),
  columns: (filters) => figureColumns([...new Set(dimensions.flatMap((dimension) => LABEL_KEYS[dimension]))], !!filters.compare, ['pvShare']),
});

/** A JSON call without export: cards and counts beside a page's chart. */
const figuresOnly = (call: string, title: string, run: (db: Db, filters: StatFilters) => Promise<ReportData>): Report => ({
  call,
  exports: [],
  title,
  menus: ANY_MODULE,
  scope: 'overview',
  paged: false,
  run: (db, filters) => run(db, filters),
  columns: () => [],
});

/** queryPointNumList / exportBond: by platform, or by member institution with `dimension: 'institution'`. */
const pointDimension = (body: Record<string, unknown>): Dimension => {
  if (body.dimension === undefined || body.dimension === '' || body.dimension === 'platform') return 'platform';
  if (body.dimension === 'institution') return 'institution';
  throw new ApiError('分组方式只能是 platform 或 institution');
};

export const REPORTS: Report[] = [
  figuresOnly(C.userCount, 'KPI概览', kpiCards),
  breakdownReport(['module'], { call: C.moduleInfo, exports: [C.moduleExport], title: '模块统计', menus: [STATISTICS_MENUS.kpiNew, STATISTICS_MENUS.overview], scope: 'own' }),
  breakdownReport(['module', 'platform'], { exports: [C.moduleExportByPlatform], title: '模块统计（按发布平台）', menus: [STATISTICS_MENUS.kpiNew, STATISTICS_MENUS.overview], scope: 'own' }),
  breakdownReport(['category1'], { exports: [C.moduleExportByCategory], title: '模块统计（按分类）', menus: ANY_MODULE, scope: 'overview' }),
  breakdownReport(['content'], { call: C.detailInfo, exports: [C.detailExport], title: '内容统计', menus: ANY_MODULE, scope: 'module' }),
  breakdownReport(['content', 'platform'], { exports: [C.detailExportByPlatform], title: '内容统计（按发布平台）', menus: ANY_MODULE, scope: 'module' }),
  breakdownReport(['category2'], { exports: [C.detailExportByCategory], title: '内容统计（按二级分类）', menus: ANY_MODULE, scope: 'module' }),
  breakdownReport(['content'], { call: C.topContent, exports: [C.topContentExport, C.oldTopContentExport], title: '热门内容', menus: ANY_MODULE, scope: 'overview' }, true),
  breakdownReport(['category1'], { call: C.oneCount, exports: [C.oneCountExport], title: '一级分类统计', menus: ANY_MODULE, scope: 'module' }),
  breakdownReport(['category2'], { call: C.twoCount, exports: [C.twoCountExport], title: '二级分类统计', menus: ANY_MODULE, scope: 'module' }),
  {
    call: C.pointNum,
    exports: [C.pointNumExport, C.oldPointNumExport],
    title: '分平台与分机构统计',
    menus: ANY_MODULE,
    scope: 'overview',
    paged: true,
    run: (db, filters, body, page) => breakdown(db, filters, [pointDimension(body)], readSort(body, [pointDimension(body)]), page),
    columns: (filters, body) => figureColumns(LABEL_KEYS[pointDimension(body)], !!filters.compare, ['pvShare']),
  },
  {
    call: C.detailCount,
    exports: [C.detailCountExport],
    title: '趋势统计',
    menus: ANY_MODULE,
    scope: 'overview',
    paged: false,
    run: (db, filters) => trend(db, filters),
    columns: (filters) => figureColumns(['period', ...(filters.compare ? ['comparePeriod'] : []), ...(hasPartialPeriod(filters.range, filters.granularity) ? ['periodNote'] : [])], !!filters.compare),
    exportRows: async (db, filters) => trendExportRows(await trend(db, filters)),
  },
  figuresOnly(C.allTypeList, '事件类型统计', eventTypeCounts),
  {
    call: C.appDownList,
    exports: [C.appDownListExport],
    title: 'APP下载统计',
    menus: [STATISTICS_MENUS.download],
    scope: 'own',
    paged: false,
    run: (db, filters, body) => appDownloads(db, filters, readDownloadDimension(body)),
    columns: (filters, body) => [
      { key: 'name', label: DOWNLOAD_GROUPS[readDownloadDimension(body)] },
      { key: 'downloads', label: 'APP下载量' },
      { key: 'devices', label: '下载设备数(台·天)' },
      ...(filters.compare
        ? [
            { key: 'compareDownloads', label: '对比期下载量' },
            { key: 'downloadsChange', label: '下载量变化率' },
          ]
        : []),
    ],
    definitions: [FIGURE_DEFINITIONS.appDownloads, FIGURE_DEFINITIONS.appDownloadDevices],
    describe: (body) => [`分组方式：按${DOWNLOAD_GROUPS[readDownloadDimension(body)]}`],
  },
  {
    call: C.publishLog,
    exports: [C.publishLogExport],
    title: '信息披露查询日志',
    menus: [STATISTICS_MENUS.infoLog],
    scope: 'own',
    paged: true,
    run: (db, filters, body, page) => disclosureLog(db, filters, readLogFilters(body), page),
    exportRows: (db, filters, body) => disclosureLogRows(db, filters, readLogFilters(body)),
    describe: (body) => {
      const log = readLogFilters(body);
      const words = (text: string) => text.replace(/\\(.)/g, '$1');
      return [log.institutionName ? `被查询机构包含：${words(log.institutionName)}` : '', log.userName ? `查询人包含：${words(log.userName)}` : ''].filter(Boolean);
    },
    columns: () => [
      { key: 'occurredAt', label: '查询时间', width: 18 },
      { key: 'userName', label: '查询人' },
      { key: 'institutionName', label: '被查询机构', width: 36 },
      { key: 'disclosureTitle', label: '披露信息', width: 36 },
      { key: 'keyword', label: '查询关键词' },
      { key: 'platformName', label: '平台' },
    ],
    definitions: [FIGURE_DEFINITIONS.disclosureQueries],
  },
];

/** Older names of the same reports (infornation/*), answered alike. */
export const REPORT_ALIASES: Record<string, string> = {
  [C.oldTopContent]: C.topContent,
  [C.oldPointNum]: C.pointNum,
};
