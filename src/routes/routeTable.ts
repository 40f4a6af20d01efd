import type { AppRoute, RouteMeta } from './types';
import { resources } from '../../resources';
import { mergeDeclaredRoutes } from './declaredRoutes';
import { attachFeaturePages } from './feature';
import { featurePages, features } from './features';

/**
 * The product's full route table (spec section 2): the 13 async sections in
 * sidebar order, every menu entry (with its menu id) and every hidden page.
 *
 * Conventions:
 * - Every path is absolute; redirects are absolute too.
 * - A visible menu entry has a `menuId` and the title key `menu.<menuId>`
 *   (Chinese names in resources/menus.ts).
 * - A hidden page has the title key `page.<name>` (src/i18n/routeTitles.ts),
 *   a back button and `activeMenu` = the path of the menu entry it belongs to
 *   ('common' for pages shared by FAQ and feedback: the `type` query decides).
 * - Create/edit pages are titled '新增-XXX'; with an `id` query the title bar
 *   shows '编辑-XXX'.
 * - A bespoke route names its page's file (`withPage`, a feature's console
 *   folder under features/); a declared module's pages are the generic ones; a
 *   route with neither shows the "not available yet" page.
 */

import { HOME_PATH } from '../../authProvider/paths';

export { HOME_PATH, LOGIN_PATH } from '../../authProvider/paths';

/** A visible menu entry. */
const entry = (path: string, name: string, menuId: number, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  name,
  menuId,
  meta: { title: `menu.${menuId}` },
  ...extra,
});

/** A hidden page (edit, classification, detail or sub-page) with a back button. */
const hidden = (path: string, name: string, activeMenu: string, meta: Partial<RouteMeta> = {}, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  name,
  hidden: true,
  meta: { title: `page.${name}`, showBackBtn: true, activeMenu, ...meta },
  ...extra,
});

/** Hidden pages under one menu entry, each at `<the entry's folder>/<its name>`. */
const hiddenPages = (activeMenu: string, ...names: string[]): AppRoute[] => names.map((name) => hidden(`${activeMenu.slice(0, activeMenu.lastIndexOf('/'))}/${name}`, name, activeMenu));

/** A menu entry followed by its hidden pages (hiddenPages). */
const entryWith = (path: string, name: string, menuId: number, ...pages: string[]): AppRoute[] => [entry(path, name, menuId), ...hiddenPages(path, ...pages)];

/**
 * A route whose page is bespoke: `module` names the page's file under features/, '<feature>/<path in its console
 * folder>' (src/routes/featurePages.ts finds the files; the feature's messages load with the page).
 */
const withPage = (module: string, route: AppRoute): AppRoute => ({ ...route, pageModule: module });

/** A section of the sidebar; it redirects to its first visible child unless told otherwise. */
const section = (path: string, name: string, menuId: number, children: AppRoute[], redirect?: string): AppRoute => {
  const target = redirect ?? children.find((child) => !child.hidden)?.path;
  return {
    path,
    name,
    menuId,
    ...(target ? { redirect: target } : {}),
    meta: { title: `menu.${menuId}`, icon: name },
    children,
  };
};

// ---------------------------------------------------------------------------
// Portal
const CAROUSEL = '/portal/carouselManage';
const OPEN_SCREEN = '/portal/openScreenManage';
const ICON = '/portal/iconManage';
const SCROLL_BAR = '/portal/scrollBarManage';
const SKIN = '/portal/skinManage';

const portal = section('/portal', 'portal', 4, [
  withPage('portal/CarouselListPage', entry(CAROUSEL, 'carouselManage', 5)),
  hidden('/portal/carouselEdit', 'carouselEdit', CAROUSEL),
  entry(OPEN_SCREEN, 'openScreenManage', 6),
  hidden('/portal/openScreenEdit', 'openScreenEdit', OPEN_SCREEN),
  withPage('portal/IconListPage', entry(ICON, 'iconManage', 7)),
  ...hiddenPages(ICON, 'iconEdit', 'iconEditCommon'),
  withPage('portal/ScrollBarListPage', entry(SCROLL_BAR, 'scrollBarManage', 18)),
  hidden('/portal/scrollBarEdit', 'scrollBarEdit', SCROLL_BAR),
  withPage('portal/ScrollPicturesPage', hidden('/portal/configuration', 'configuration', SCROLL_BAR)),
  withPage('portal/SkinListPage', entry(SKIN, 'skinManage', 62)),
  withPage('portal/SkinEditPage', hidden('/portal/skinEdit', 'skinEdit', SKIN)),
]);

// ---------------------------------------------------------------------------
// Information
const NEWS = '/information/newsManage';
const ASSOCIATION = '/information/association';
const POLICY = '/information/policy';

const information = section('/information', 'information', 48, [
  entry(NEWS, 'newsManage', 9),
  entry(ASSOCIATION, 'association', 23),
  entry(POLICY, 'policy', 49),
  ...hiddenPages(NEWS, 'newsEdit', 'newsClassification', 'newsClassificationEdit'),
  ...hiddenPages(ASSOCIATION, 'associationEdit', 'newAssociation', 'newAssociationEdit'),
  ...hiddenPages(POLICY, 'policyEdit', 'newPolicy', 'newPolicyEdit'),
]);

// ---------------------------------------------------------------------------
// Member service
const BEGINNER = '/memberService/beginnerManage';
const MEMBER_UNIT = '/memberService/memberUnitManage';
const MEMBER_FEES = '/memberService/memberFeesManage';

const memberService = section('/memberService', 'memberService', 50, [
  ...entryWith(BEGINNER, 'beginnerManage', 28, 'beginnerEdit', 'beginnerClassification', 'beginnerClassificationEdit'),
  entry(MEMBER_UNIT, 'memberUnitManage', 29),
  hidden('/memberService/memberUnitEdit', 'memberUnitEdit', MEMBER_UNIT),
  ...entryWith(MEMBER_FEES, 'memberFeesManage', 51, 'memberFeesEdit', 'NewMemberFeesClass', 'memberFeesClassEdit', 'membershipEdit', 'NewMemberShipClass', 'membershipClassEdit'),
]);

// ---------------------------------------------------------------------------
// Business
const RULE = '/business/ruleManage';
const INTRODUCE = '/business/introduceManage';
const RULE_INFO = '/business/ruleInfo';
const STATISTICS = '/business/StatisticsManage';
const QUALIFICATION = '/business/qualificationt';
const CRM = '/business/CRMdisclosure';

const business = section('/business', 'business', 8, [
  ...entryWith(RULE, 'ruleManage', 10, 'ruleEdit', 'ruleClassification', 'ruleClassificationEdit'),
  entry(INTRODUCE, 'introduceManage', 30),
  hidden('/business/introduceEdit', 'introduceEdit', INTRODUCE),
  withPage('productIntroduce/PrimaryCategoryListPage', hidden('/business/introduceClassification', 'introduceClassification', INTRODUCE)),
  hidden('/business/introduceClassificationEdit', 'introduceClassificationEdit', INTRODUCE),
  withPage('productIntroduce/ChildCategoryEditPage', hidden('/business/introduceClassificationEditChild', 'introduceClassificationEditChild', INTRODUCE)),
  withPage('productIntroduce/ChildCategoryListPage', hidden('/business/introduceClassChild', 'introduceClassChild', INTRODUCE)),
  withPage('productIntroduce/ChartEditPage', hidden('/business/introduceIcon', 'introduceIcon', INTRODUCE)),
  ...entryWith(RULE_INFO, 'ruleInfo', 26, 'ruleInfoEdit', 'ruleInfoClassification', 'ruleInfoClassEdit'),
  ...entryWith(STATISTICS, 'StatisticsManage', 27, 'statisticsEdit', 'statisticsClassification', 'statisticsClassificationEdit'),
  withPage('qualification/QualificationPage', entry(QUALIFICATION, 'qualificationt', 53)),
  withPage('qualification/ImportRecordsPage', hidden('/business/qualificationHistoryt', 'qualificationHistoryt', QUALIFICATION)),
  // The older history route: every change of the register, of a person (certificateId) or of an import (batchId).
  withPage('qualification/HistoryPage', hidden('/business/qualificationHistory', 'qualificationHistory', QUALIFICATION)),
  ...entryWith(CRM, 'CRMdisclosure', 46, 'CRMdisclosureEdit', 'CRMdisclosureClassification', 'CRMdisclosureClassificationEdit'),
]);

// ---------------------------------------------------------------------------
// Interaction
const QUESTION = '/interaction/question';
const QUESTION_AND_FEEDBACK = '/interaction/questionAndFeedback';
const OPINION = '/interaction/opinion';

const interaction = section('/interaction', 'interaction', 12, [
  entry(QUESTION, 'question', 13),
  hidden('/interaction/questionEdit', 'questionEdit', QUESTION),
  // Shared by the FAQ and the feedback module: the `type` query picks the menu entry.
  hidden('/interaction/questionClassification', 'questionClassification', 'common'),
  hidden('/interaction/questionClassificationEdit', 'questionClassificationEdit', 'common'),
  entry(QUESTION_AND_FEEDBACK, 'questionAndFeedback', 14),
  hidden('/interaction/questionAndFeedbackEdit', 'questionAndFeedbackEdit', QUESTION_AND_FEEDBACK),
  withPage('feedback/OpinionListPage', entry(OPINION, 'opinion', 55)),
  withPage('feedback/OpinionDetailPage', hidden('/interaction/opinion/detail', 'opinionDetail', OPINION)),
  withPage('feedback/TemplatePage', hidden('/interaction/opinion/template', 'opinionTemplate', OPINION)),
  // The older detail route shows the same opinion feedback detail.
  withPage('feedback/OpinionDetailPage', hidden('/interaction/feedbackDetail', 'feedbackDetail', OPINION)),
]);

// ---------------------------------------------------------------------------
// Questionnaire
const ISSUE = '/questionnaire/issue';
const SAMPLING = '/questionnaire/issue/sampling';

const questionnaire = section('/questionnaire', 'questionnaire', 43, [
  withPage('questionnaire/design/DesignPage', entry('/questionnaire/design', 'design', 44)),
  withPage('questionnaire/IssueListPage', entry(ISSUE, 'Issue', 45)),
  hidden(
    SAMPLING,
    'issueSampling',
    ISSUE,
    { backIssue: true },
    {
      redirect: `${SAMPLING}/infomation`,
      children: [
        withPage('questionnaire/sampling/AttributeSamplingPage', hidden(`${SAMPLING}/infomation`, 'issueSamplingInfomation', ISSUE, { backIssue: true })),
        withPage('questionnaire/sampling/PreciseSamplingPage', hidden(`${SAMPLING}/accurate`, 'issueSamplingAccurate', ISSUE, { backIssue: true })),
        withPage('questionnaire/sampling/RandomSamplingPage', hidden(`${SAMPLING}/screen`, 'issueSamplingScreen', ISSUE, { backIssue: true })),
      ],
    },
  ),
  withPage('questionnaire/detail/IssueDetailPage', hidden('/questionnaire/issue/detail', 'issueDetail', ISSUE, { backIssue: true })),
]);

// ---------------------------------------------------------------------------
// Ability
const BUSINESS_TYPE = '/ability/businessType';
const QUESTION_BANK = '/ability/questionBank';
const LEVEL = '/ability/level';
const ABILITY_STATISTICS = '/ability/statistics';

const ability = section('/ability', 'ability', 38, [
  entry(BUSINESS_TYPE, 'businessType', 39),
  hidden('/ability/businessType/edit', 'businessTypeEdit', BUSINESS_TYPE),
  withPage('abilityQuestionBank/QuestionListPage', entry(QUESTION_BANK, 'questionBank', 40)),
  withPage('abilityQuestionBank/QuestionEditPage', hidden('/ability/questionBank/edit', 'questionBankEdit', QUESTION_BANK)),
  entry(LEVEL, 'level', 41),
  hidden('/ability/level/edit', 'levelEdit', LEVEL),
  withPage('abilityLevel/LevelCommonEditPage', hidden('/ability/level/commonEdit', 'levelCommonEdit', LEVEL)),
  entry(ABILITY_STATISTICS, 'abilityStatistics', 42, { redirect: `${ABILITY_STATISTICS}/questionBank/module` }),
  // Tabs of the ability statistics (module rankings).
  // One page draws the four tabs (the tab is the address: features/abilityStatistics/console, docs/ability-statistics.md).
  withPage('abilityStatistics/RankingPage', hidden(`${ABILITY_STATISTICS}/assess/module`, 'statisticsAssessModule', ABILITY_STATISTICS)),
  withPage('abilityStatistics/RankingPage', hidden(`${ABILITY_STATISTICS}/study/module`, 'statisticsStudyModule', ABILITY_STATISTICS)),
  withPage('abilityStatistics/RankingPage', hidden(`${ABILITY_STATISTICS}/barrier/module`, 'statisticsBarrierModule', ABILITY_STATISTICS)),
  withPage('abilityStatistics/RankingPage', hidden(`${ABILITY_STATISTICS}/questionBank/module`, 'statisticsQuestionBankModule', ABILITY_STATISTICS)),
  hidden(
    '/ability/assess',
    'assess',
    ABILITY_STATISTICS,
    {},
    {
      redirect: '/ability/assess/stuff',
      children: [
        withPage('abilityStatistics/AssessPage', hidden('/ability/assess/group', 'assessGroup', ABILITY_STATISTICS)),
        withPage('abilityStatistics/AssessPage', hidden('/ability/assess/stuff', 'assessStuff', ABILITY_STATISTICS)),
      ],
    },
  ),
  withPage('abilityStatistics/AssessDetailPage', hidden('/ability/assess/detail', 'assessDetail', ABILITY_STATISTICS)),
  // Registering or editing a team assessment (docs/ability-statistics.md "Team assessments"): the 新增 and 修改 units of menu 42.
  withPage('abilityStatistics/AssessmentEditPage', hidden('/ability/assess/edit', 'assessEdit', ABILITY_STATISTICS)),
  withPage('abilityStatistics/StudyDetailPage', hidden('/ability/study/detail', 'studyDetail', ABILITY_STATISTICS)),
  withPage('abilityStatistics/BarrierDetailPage', hidden('/ability/barrier/detail', 'barrierDetail', ABILITY_STATISTICS)),
]);

// ---------------------------------------------------------------------------
// Statistics
const OVERVIEW_KPI = '/statistics/overviewKPI';
/** Every module KPI page is one component; its module is an entry of features/statistics/contract/modules.ts. */
const moduleKpi = (path: string, name: string, menuId: number) => withPage('statistics/ModuleKpiPage', entry(path, name, menuId));

const statistics = section('/statistics', 'statistics', 15, [
  withPage('statistics/KpiNewPage', entry('/statistics/KPINew', 'KPINew', 16)),
  entry(OVERVIEW_KPI, 'overviewKPI', 31, { redirect: `${OVERVIEW_KPI}/module` }),
  // The module list, then a module's detail (drill-down); the detail's back button goes back up.
  withPage('statistics/OverviewModulePage', hidden(`${OVERVIEW_KPI}/module`, 'overviewKPIModule', OVERVIEW_KPI)),
  withPage('statistics/OverviewDetailPage', hidden(`${OVERVIEW_KPI}/detail`, 'overviewKPIDetail', OVERVIEW_KPI)),
  moduleKpi('/statistics/beginnerKPI', 'beginnerKPI', 32),
  moduleKpi('/statistics/memberUnitKPI', 'memberUnitKPI', 33),
  moduleKpi('/statistics/disciplineKPI', 'disciplineKPI', 34),
  moduleKpi('/statistics/statisticsKPI', 'statisticsKPI', 35),
  moduleKpi('/statistics/introduceKPI', 'introduceKPI', 36),
  withPage('statistics/DownloadPage', entry('/statistics/download', 'download', 66)),
  // The disclosure query log shares menu id 36 with introduceKPI but has its own title.
  withPage('statistics/InfoLogPage', entry('/statistics/infoLog', 'infoLog', 36, { meta: { title: 'page.infoLog' } })),
  moduleKpi('/statistics/newsKPI', 'newsKPI', 67),
  moduleKpi('/statistics/selfregulatingKPI', 'selfregulatingKPI', 68),
  moduleKpi('/statistics/qulificationKPI', 'qulificationKPI', 69),
  moduleKpi('/statistics/questionKPI', 'questionKPI', 70),
  moduleKpi('/statistics/crmKPI', 'crmKPI', 71),
  moduleKpi('/statistics/associationKPI', 'associationKPI', 72),
  moduleKpi('/statistics/informationKPI', 'informationKPI', 73),
  moduleKpi('/statistics/dataChartKPI', 'dataChartKPI', 74),
  moduleKpi('/statistics/commonIconKPI', 'commonIconKPI', 75),
  moduleKpi('/statistics/investKPI', 'investKPI', 76),
  moduleKpi('/statistics/regIssueKPI', 'regIssueKPI', 77),
  moduleKpi('/statistics/ScrollKPI', 'ScrollKPI', 78),
]);

// ---------------------------------------------------------------------------
// Examine
const MECHANISM_RECORD = '/examine/mechanismRecord';
const MECHANISM_AUDIT = '/examine/mechanismAudit';

const examine = section('/examine', 'examine', 52, [
  withPage('examine/MechanismRecordPage', entry(MECHANISM_RECORD, 'mechanismRecord', 20)),
  withPage('examine/MechanismAuditPage', entry(MECHANISM_AUDIT, 'mechanismAudit', 21)),
  withPage('examine/BatchPage', hidden('/examine/mechanismRecordEdit', 'mechanismRecordEdit', MECHANISM_RECORD)),
  withPage('examine/SmsConfigPage', hidden('/examine/smsConfig', 'smsConfig', MECHANISM_AUDIT)),
  withPage('examine/AuditEditPage', hidden('/examine/mechanismAuditEdit', 'mechanismAuditEdit', MECHANISM_AUDIT)),
]);

// ---------------------------------------------------------------------------
// System
const USER_MANAGE = '/system/userManage';
const ROLE_MANAGE = '/system/roleManaget';
const USERS_MANAGE = '/system/usersManage';
const VERSIONS = '/system/versions';
const DICTIONARY = '/system/statisticManage';

const system = section('/system', 'system', 1, [
  {
    path: HOME_PATH,
    name: 'welcome',
    hidden: true,
    meta: { title: 'page.welcome' },
    pageModule: 'welcome/WelcomePage',
  },
  withPage('systemUsers/UserListPage', entry(USER_MANAGE, 'userManage', 2)),
  withPage('systemUsers/UserEditPage', hidden(`${USER_MANAGE}/edit`, 'userManageEdit', USER_MANAGE)),
  withPage('systemRoles/RoleListPage', entry(ROLE_MANAGE, 'roleManaget', 54)),
  withPage('systemRoles/RoleEditPage', hidden(`${ROLE_MANAGE}/edit`, 'roleManagetEdit', ROLE_MANAGE)),
  withPage('appUsers/AppUserListPage', entry(USERS_MANAGE, 'usersManage', 47)),
  withPage('appUsers/AppUserEditPage', hidden(`${USERS_MANAGE}/edit`, 'usersManageEdit', USERS_MANAGE)),
  withPage('appUsers/AppUserAuthorizePage', hidden(`${USERS_MANAGE}/authorize`, 'usersManageAuthorize', USERS_MANAGE)),
  withPage('share/ShareConfigPage', entry('/system/shareConfig', 'shareConfig', 17)),
  entry(VERSIONS, 'versions', 22),
  hidden('/system/versionsEdit', 'versionsEdit', VERSIONS),
  entry(DICTIONARY, 'statisticManage', 60),
  hidden(`${DICTIONARY}/edit`, 'statisticManageEdit', DICTIONARY),
  withPage('operationLog/OperationLogListPage', entry('/system/operationLog', 'operationLog', 79)),
  // Older role edit page, kept reachable.
  // The older path of the role editor: the same page, so old links still open it.
  withPage('systemRoles/RoleEditPage', hidden('/system/roleManage/edit', 'roleManageEdit', ROLE_MANAGE)),
]);

// ---------------------------------------------------------------------------
// Common icon: a single sidebar item (no visible children) landing on commonIconManage.
const COMMON_ICON = '/commonIcon';

const commonIcon = section(
  COMMON_ICON,
  'commonIcon',
  56,
  [
    // The section's landing list, opened from the sidebar: not a sub-page, so no 返回 (history back would leave the section).
    hidden('/commonIcon/commonIconManage', 'commonIconManage', COMMON_ICON, { showBackBtn: false }),
    // '模块名称' is replaced by the `iconName` query in the title bar.
    hidden('/commonIcon/list', 'commonIconList', COMMON_ICON),
    // 'ICON' becomes '公共ICON' when the `isCommonModule` query asks for it.
    hidden('/commonIcon/edit', 'commonIconEdit', COMMON_ICON),
    hidden('/commonIcon/moduleClassification', 'moduleClassification', COMMON_ICON),
    hidden('/commonIcon/moduleClassificationEdit', 'moduleClassificationEdit', COMMON_ICON),
  ],
  '/commonIcon/commonIconManage',
);

// ---------------------------------------------------------------------------
// Data chart
const CHART = '/dataChart/chartManage';

const dataChart = section('/dataChart', 'dataChart', 63, [
  entry('/dataChart/memberFeesManage', 'dataChartMemberFeesManage', 64),
  ...entryWith(CHART, 'chartManage', 65, 'chartEdit', 'chartClassification', 'chartClassificationEdit'),
]);

// ---------------------------------------------------------------------------
// Invest
const ENTERPRISE_VOICE = '/invest/enterpriseVoice';

const invest = section('/invest', 'invest', 57, [
  entry('/invest/questionCollect', 'questionCollect', 58),
  entry(ENTERPRISE_VOICE, 'enterpriseVoice', 59),
  hidden('/invest/enterpriseVoiceEdit', 'enterpriseVoiceEdit', ENTERPRISE_VOICE),
]);

/** The async route groups, in the spec's sidebar order. */
const specRoutes: AppRoute[] = [portal, information, memberService, business, interaction, questionnaire, ability, statistics, examine, system, commonIcon, dataChart, invest];

/** The spec's routes with the features' pages, plus the entries of declared modules the table does not list yet. */
export const asyncRoutes: AppRoute[] = mergeDeclaredRoutes(attachFeaturePages(specRoutes, features, featurePages), resources);

/** Every route of the tree, depth-first, parents before their children. */
export const flattenRoutes = (routes: AppRoute[]): AppRoute[] => routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);

const allRoutes = flattenRoutes(asyncRoutes);
const byPath = new Map(allRoutes.map((route) => [route.path, route]));
const byName = new Map(allRoutes.map((route) => [route.name, route]));

/** The route at `path` (query, hash and a trailing slash are ignored). */
export const findRouteByPath = (path: string): AppRoute | undefined => {
  const bare = path.split(/[?#]/)[0] ?? '';
  const normalised = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return byPath.get(normalised);
};

export const findRouteByName = (name: string): AppRoute | undefined => byName.get(name);
