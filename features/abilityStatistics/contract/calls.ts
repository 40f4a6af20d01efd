/**
 * 能力统计's calls beyond its tables (menu 42; the tables are report lists,
 * dataProvider/reports.ts): the 导出 of each table, a GET of the list's filter
 * and sort answered by the .xlsx the server names (ABILITY_EXPORT_NAMES when it
 * names none). A refusal is shown on the message line.
 */
import { ABILITY_EXPORT_NAMES as NAMES, ABILITY_STATISTICS_CALLS as CALLS } from './callNames';
import { downloadCall } from '../../../resources/framework/defineCalls';
import { ASSESSMENT_BASE, ASSESSMENT_CALLS, ASSESSMENT_MENU, ASSESSMENT_QUESTION_RESOURCE, ASSESSMENT_RESOURCE } from './assessment';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export type AbilityExportCall = keyof typeof abilityStatisticsCalls;

/** The filters of the statistics pages, as their address holds them. */
export type AbilityFilterName = 'startDate' | 'endDate' | 'businessTypeId' | 'userName' | 'institutionName' | 'passed' | 'participated' | 'levelId' | 'appUserId' | 'assessmentId';

/** What an export reads: the table's filter and its sort. */
export type AbilityExportQuery = Partial<Record<AbilityFilterName, string>> & { sortField?: string; sortOrder?: 'asc' | 'desc' };

const exportOf = (path: string, name: string) => downloadCall<AbilityExportQuery>(path, `${name}.xlsx`);

export const abilityStatisticsCalls = {
  exportAbilityQuestionStatistics: exportOf(CALLS.questionExport, NAMES.question),
  exportAbilityStudyStatistics: exportOf(CALLS.studyExport, NAMES.study),
  exportAbilityLevelStatistics: exportOf(CALLS.levelExport, NAMES.level),
  exportAbilityEvaluationStatistics: exportOf(CALLS.evaluationExport, NAMES.evaluation),
  exportAbilityUserStudy: exportOf(CALLS.userStudyExport, NAMES.userStudy),
  exportAbilityUserLevel: exportOf(CALLS.userLevelExport, NAMES.userLevel),
  exportAbilityEvaluationCompanies: exportOf(CALLS.comExport, NAMES.com),
  exportAbilityEvaluationUsers: exportOf(CALLS.userEvaluationExport, NAMES.userEvaluation),
};

export const contract = defineContract(abilityStatisticsCalls, [
  { name: ASSESSMENT_RESOURCE, api: ASSESSMENT_BASE, calls: { detail: ASSESSMENT_CALLS.detail, create: ASSESSMENT_CALLS.create, update: ASSESSMENT_CALLS.update }, menuId: ASSESSMENT_MENU },
  { name: ASSESSMENT_QUESTION_RESOURCE, api: ASSESSMENT_BASE, calls: { list: ASSESSMENT_CALLS.questionChoices }, menuId: ASSESSMENT_MENU },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
