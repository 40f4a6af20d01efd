/**
 * The module dictionary of the statistics section (menu 15): every module the
 * app and the portal report page views for, with its code (what the app sends
 * as `moduleCode`), its Chinese name, the menu id of its KPI page, and where
 * its content items and categories live among the declared modules. Shared
 * by the server (validation, demo traffic, queries) and the console (module
 * selects, one KPI page per entry). Pure data: no React, no server import.
 */

export interface CategorySource {
  /** Declared resource holding the categories. */
  resource: string;
  /** Field holding a category's name. */
  nameField: string;
  /** Field naming a second-level category's first-level parent (two levels in one resource). */
  parentField?: string;
}

export interface ContentSource {
  /** Declared resource holding the content items. */
  resource: string;
  /** Field holding an item's title. */
  titleField: string;
  /** Field referencing the item's category (in `category.resource`). */
  categoryField?: string;
}

export interface StatisticsModule {
  /** What the app sends as `moduleCode`; stable, never renamed. */
  code: string;
  name: string;
  /** Menu id of the module's KPI page. */
  menuId: number;
  /** Route of the module's KPI page. */
  route: string;
  content?: ContentSource;
  category?: CategorySource;
}

const kpi = (code: string, name: string, menuId: number, page: string, content?: ContentSource, category?: CategorySource): StatisticsModule => ({
  code,
  name,
  menuId,
  route: `/statistics/${page}`,
  ...(content ? { content } : {}),
  ...(category ? { category } : {}),
});

const named = (resource: string): CategorySource => ({ resource, nameField: 'name' });

export const STATISTICS_MODULES: readonly StatisticsModule[] = [
  kpi('beginner', '新手指引', 32, 'beginnerKPI', { resource: 'beginner', titleField: 'title', categoryField: 'beginnerTypeId' }, named('beginnerType')),
  kpi('memberUnit', '会员单位', 33, 'memberUnitKPI', { resource: 'memberUnit', titleField: 'unitName' }),
  kpi('discipline', '纪律处分', 34, 'disciplineKPI', { resource: 'disciplineInfo', titleField: 'title', categoryField: 'typeId' }, named('disciplineInfoType')),
  kpi('statistics', '数据统计', 35, 'statisticsKPI', { resource: 'statistical', titleField: 'title', categoryField: 'typeId' }, named('statisticalType')),
  kpi(
    'introduce',
    '产品介绍',
    36,
    'introduceKPI',
    { resource: 'associationProduct', titleField: 'name', categoryField: 'typeId' },
    { resource: 'associationProductType', nameField: 'name', parentField: 'parentId' },
  ),
  kpi('news', '新闻', 67, 'newsKPI', { resource: 'news', titleField: 'title', categoryField: 'newsTypeId' }, named('newsType')),
  kpi('selfRegulating', '自律规则', 68, 'selfregulatingKPI', { resource: 'selfRule', titleField: 'title', categoryField: 'typeId' }, named('selfRuleType')),
  kpi('qualification', '资格查询', 69, 'qulificationKPI'),
  kpi('question', '常见问题', 70, 'questionKPI', { resource: 'problem', titleField: 'question', categoryField: 'problemTypeId' }, named('problemType')),
  kpi('crm', 'CRM信息披露', 71, 'crmKPI', { resource: 'crmInformationDisc', titleField: 'title', categoryField: 'typeId' }, named('crmInformationDiscType')),
  kpi('association', '协会之窗', 72, 'associationKPI', { resource: 'association', titleField: 'title', categoryField: 'associationTypeId' }, named('associationType')),
  kpi('information', '市场资讯', 73, 'informationKPI', { resource: 'policy', titleField: 'title', categoryField: 'policyTypeId' }, named('policyType')),
  kpi('dataChart', '数据图表', 74, 'dataChartKPI', { resource: 'graph', titleField: 'title', categoryField: 'typeId' }, named('graphsType')),
  kpi('commonIcon', '公共图标', 75, 'commonIconKPI', { resource: 'appCommonModule', titleField: 'moduleName', categoryField: 'typeId' }, { resource: 'appCommonModuleType', nameField: 'typeName' }),
  kpi('invest', '投教专区', 76, 'investKPI', { resource: 'enterpriseVoice', titleField: 'title' }),
  kpi('regIssue', '问卷发布', 77, 'regIssueKPI'),
  kpi('scroll', '滚动栏', 78, 'ScrollKPI', { resource: 'scrollBar', titleField: 'title' }),
];

export const statisticsModuleByCode = (code: string) => STATISTICS_MODULES.find((module) => module.code === code);

/** The statistics section and its pages (spec section 2). */
export const STATISTICS_MENUS = {
  section: 15,
  kpiNew: 16,
  overview: 31,
  download: 66,
  /** The disclosure query log shares menu id 36 with introduceKPI (spec section 2). */
  infoLog: 36,
  modules: STATISTICS_MODULES.map((module) => module.menuId),
} as const;

/** Every menu of the section: who holds any of them may read the shared figures (dictionary, filters). */
export const ALL_STATISTICS_MENUS: number[] = [STATISTICS_MENUS.section, STATISTICS_MENUS.kpiNew, STATISTICS_MENUS.overview, STATISTICS_MENUS.download, ...STATISTICS_MENUS.modules];
