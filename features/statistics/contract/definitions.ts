/**
 * What the statistics count: the event vocabulary the app sends and the
 * one-line definition (口径) of every figure, shown beside the figure on the
 * pages and in the header rows of every export. docs/statistics.md explains
 * them at length. Shared by the server and the console.
 */

export const PLATFORMS = [
  { code: 'ios', name: 'iOS' },
  { code: 'android', name: 'Android' },
  { code: 'h5', name: 'H5' },
  { code: 'web', name: '门户网站' },
] as const;

export type PlatformCode = (typeof PLATFORMS)[number]['code'];

export const EVENT_TYPES = [
  { code: 'view', name: '浏览' },
  { code: 'click', name: '点击' },
  { code: 'share', name: '分享' },
  { code: 'download', name: '下载' },
  { code: 'search', name: '搜索' },
] as const;

export type EventTypeCode = (typeof EVENT_TYPES)[number]['code'];

export const PAGE_TYPES = [
  { code: 'home', name: '首页' },
  { code: 'list', name: '列表页' },
  { code: 'detail', name: '详情页' },
  { code: 'search', name: '搜索页' },
  { code: 'other', name: '其他' },
] as const;

export type PageTypeCode = (typeof PAGE_TYPES)[number]['code'];

/** App download channels (app stores, the portal's QR code, the association's site). */
export const DOWNLOAD_CHANNELS = [
  { code: 'appStore', name: 'App Store' },
  { code: 'huawei', name: '华为应用市场' },
  { code: 'xiaomi', name: '小米应用商店' },
  { code: 'tencent', name: '应用宝' },
  { code: 'website', name: '协会官网' },
  { code: 'qrcode', name: '扫码下载' },
] as const;

/** The figures and their definitions (口径), by key. */
export const FIGURE_DEFINITIONS = {
  pv: '浏览量(PV)：所选期间内页面浏览事件(view)的条数，同一设备多次浏览计多次。',
  uv: '访客数(UV)：每日浏览过的不同设备数，跨日按日累加（单位：人·天），同一设备在同一天只计一次。',
  activeUsers: '活跃用户：每日有任一事件的不同登录APP用户数，跨日按日累加（单位：人·天）。',
  clicks: '点击量：点击事件(click)的条数。',
  shares: '分享量：分享事件(share)的条数。',
  downloads: '内容下载量：内容附件下载事件(download)的条数。',
  searches: '搜索量：搜索事件(search)的条数。',
  avgDuration: '平均停留时长：浏览事件上报的停留时长之和除以浏览量，单位秒。',
  appDownloads: 'APP下载量：下载页或应用市场回传的安装包下载记录条数，同一设备重复下载计多次。',
  appDownloadDevices: '下载设备数：每日下载过安装包的不同设备数，跨日按日累加。',
  disclosureQueries: '披露查询次数：APP或门户中查询机构信息披露的记录条数。',
  change: '环比/同比：(本期 - 对比期) ÷ 对比期，对比期为0时不计算。',
  day: '统计日：按北京时间(UTC+8)自然日划分，事件按其发生时间归日。',
  frozen: '已结月份的数字在月结后冻结不再变化；月结后才上报的该月事件计入“迟到数据更正”行。',
} as const;

export type FigureKey = keyof typeof FIGURE_DEFINITIONS;

/** Column titles of the figures and of the keys the statistics rows carry: the pages' tables and the exports' sheets say the same. */
export const COLUMN_LABELS = {
  pv: '浏览量(PV)',
  uv: '访客数(UV，人·天)',
  activeUsers: '活跃用户(人·天)',
  clicks: '点击量',
  shares: '分享量',
  downloads: '内容下载量',
  searches: '搜索量',
  avgDuration: '平均停留时长(秒)',
  pvShare: '浏览占比',
  comparePv: '对比期浏览量',
  pvChange: '浏览量变化率',
  compareUv: '对比期访客数',
  uvChange: '访客数变化率',
  compareActiveUsers: '对比期活跃用户',
  activeUsersChange: '活跃用户变化率',
  moduleName: '模块',
  category1Name: '一级分类',
  category2Name: '二级分类',
  contentId: '内容编号',
  contentTitle: '内容标题',
  platformName: '平台',
  institutionName: '会员机构',
  period: '统计周期',
  comparePeriod: '对比周期',
  periodNote: '周期说明',
} as const;

/** The note of a trend period the range holds only in part (the export's 周期说明, the screen's mark). */
export const PARTIAL_PERIOD_NOTE = '不完整周期';

export type ColumnKey = keyof typeof COLUMN_LABELS;

/** The figures the server rounds to one decimal: shown and exported with it always (68.0 above 66.2). */
export const ONE_DECIMAL_FIGURES: ReadonlySet<string> = new Set<ColumnKey>(['avgDuration']);

/** Labels of the rows whose events named no category or no content item (their ids are 0). */
export const UNNAMED_LABELS = {
  category1Name: '（未分类）',
  category2Name: '（无二级分类）',
  contentTitle: '（非内容页面：首页、列表页等）',
  institutionName: '（未关联会员机构）',
} as const;

/**
 * Labels of the rows whose id the server has no record of: an id an event named that was unknown when it
 * arrived (stored as -1, one line), or a record deleted since. Names are never an event's own text.
 */
export const UNKNOWN_LABELS = {
  category1Name: '未知分类',
  category2Name: '未知分类',
  contentTitle: '未知内容',
  institutionName: '未知机构',
} as const;

/** The label of the line that counts late events of frozen months. */
export const CORRECTION_LABEL = '迟到数据更正（已结月份）';
