/**
 * The calls of ability/abilityStatistics and the names of their exports: apart from the tables' columns
 * (abilityStatistics.ts), because the console's first chunk carries every call's declaration.
 */
export const ABILITY_STATISTICS_BASE = 'ability/abilityStatistics';

export const ABILITY_STATISTICS_CALLS = {
  questionList: `${ABILITY_STATISTICS_BASE}/queryQuestionStatisticsList`,
  studyList: `${ABILITY_STATISTICS_BASE}/queryStudyStatisticsList`,
  levelList: `${ABILITY_STATISTICS_BASE}/queryLevelStatisticsList`,
  evaluationList: `${ABILITY_STATISTICS_BASE}/queryEvaluationStatisticsList`,
  userStudyList: `${ABILITY_STATISTICS_BASE}/queryUserStudyDetailList`,
  userLevelList: `${ABILITY_STATISTICS_BASE}/queryUserLevelDetailList`,
  comList: `${ABILITY_STATISTICS_BASE}/queryJoinEvaluationComDetailList`,
  userEvaluationList: `${ABILITY_STATISTICS_BASE}/queryJoinEvaluationUserDetailList`,
  evaluationQuestions: `${ABILITY_STATISTICS_BASE}/queryEvaluationQuestionList`,
  questionExport: `${ABILITY_STATISTICS_BASE}/exportQuestionStatisticsInfo`,
  evaluationExport: `${ABILITY_STATISTICS_BASE}/exportEvaluationStatisticsInfo`,
  levelExport: `${ABILITY_STATISTICS_BASE}/exportLevelStatisticsInfo`,
  studyExport: `${ABILITY_STATISTICS_BASE}/exportStudyStatisticsInfo`,
  userStudyExport: `${ABILITY_STATISTICS_BASE}/exportUserStudyDetailInfo`,
  userLevelExport: `${ABILITY_STATISTICS_BASE}/exportUserLevelDetailInfo`,
  userEvaluationExport: `${ABILITY_STATISTICS_BASE}/exportJoinEvaluationUserDetailInfo`,
  comExport: `${ABILITY_STATISTICS_BASE}/exportJoinEvaluationComDetailInfo`,
} as const;

/** The sheet name and file name of each export. */
export const ABILITY_EXPORT_NAMES = {
  question: '题库统计',
  study: '学习统计',
  level: '闯关统计',
  evaluation: '考核统计',
  userStudy: '用户学习记录',
  userLevel: '闯关明细',
  com: '团队考核机构参与明细',
  userEvaluation: '团队考核人员参与明细',
} as const;
