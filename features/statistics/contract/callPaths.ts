/**
 * The web-center calls of the statistics section (docs/statistics.md,
 * "Calls"): one name each, read by the server's reports and by the console's
 * statistics pages. The infornation/* calls are older names of the same
 * reports.
 */
export const STATISTICS_CALLS = {
  /** KPI cards (KPINew). */
  userCount: 'business/pagePointInfo/getUserCount',
  /** Modules with their figures (overviewKPI module, KPINew's module share) and its exports. */
  moduleInfo: 'business/pagePointInfo/getModuleInfo',
  moduleExport: 'business/pagePointInfo/ModelDataExport',
  moduleExportByPlatform: 'business/pagePointInfo/ModelDataExportRelase',
  moduleExportByCategory: 'business/pagePointInfo/ModelDataExportType',
  /** One module's content items (overviewKPI detail, module KPI pages) and its exports. */
  detailInfo: 'business/pagePointInfo/getDetailInfo',
  detailExport: 'business/pagePointInfo/ModelDataDetailExport',
  detailExportByPlatform: 'business/pagePointInfo/ModelDataDetailExportRelase',
  detailExportByCategory: 'business/pagePointInfo/ModelDataDetailExportType',
  /** Top content across modules (KPINew). */
  topContent: 'business/pagePointInfo/queryList',
  topContentExport: 'business/pagePointInfo/export',
  /** By first- and second-level category. */
  oneCount: 'business/pagePointInfo/getOneCount',
  oneCountExport: 'business/pagePointInfo/getOneCountExport',
  twoCount: 'business/pagePointInfo/getTwoCount',
  twoCountExport: 'business/pagePointInfo/getTwoCountExport',
  /** By platform, or by member institution (`dimension: 'institution'`). */
  pointNum: 'business/pagePointInfo/queryPointNumList',
  pointNumExport: 'business/pagePointInfo/exportBond',
  /** The trend (day, week, month). */
  detailCount: 'business/pagePointInfo/getDetailCount',
  detailCountExport: 'business/pagePointInfo/getDetailCountExport',
  /** Counts by event type. */
  allTypeList: 'business/pagePointInfo/getAllTypeList',
  /** App downloads (download, menu 66). */
  appDownList: 'business/pagePointInfo/getAppDownList',
  appDownListExport: 'business/pagePointInfo/getAppDownListExport',
  /** Filter choices. */
  screenList: 'business/pagePointInfo/queryScreenList',
  moduleTypes: 'business/pagePointInfo/getModulType',
  commonIcons: 'business/pagePointInfo/getCommonIcon',
  /** The disclosure query log (infoLog). */
  publishLog: 'infornation/publishLog/queryPublishLog',
  publishLogExport: 'infornation/publishLog/export',
  /** Older names: the same answers as screenList, topContent, pointNum and their exports. */
  oldScreenList: 'infornation/publish/queryScreenList',
  oldTopContent: 'infornation/datascource/queryList',
  oldPointNum: 'infornation/datascource/queryPointNumList',
  oldTopContentExport: 'infornation/datascource/export',
  oldPointNumExport: 'infornation/datascource/exportBond',
} as const;
