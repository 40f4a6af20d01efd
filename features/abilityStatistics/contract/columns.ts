/**
 * The columns of every ability-statistics table, in order, with their titles: the screen's and its export's
 * (statistics.ts re-exports them beside the calls).
 */
import { ABILITY_EXPORT_NAMES } from './callNames';

/** Every column title, by the row field it shows. */
export const ABILITY_COLUMN_LABELS = {
  rank: '排名',
  businessTypeName: '业务类型',
  questionCount: '题目数',
  learnerCount: '学习人数',
  answerCount: '答题次数',
  correctCount: '答对次数',
  correctRate: '正确率（%）',
  userName: '姓名',
  institutionName: '所属机构',
  studyMinutes: '学习时长（分钟）',
  questionsDone: '已学题目数',
  completionRate: '完成率（%）',
  lastStudyAt: '最近学习时间',
  levelName: '等级',
  attemptCount: '挑战次数',
  challengerCount: '挑战人数',
  passCount: '通过次数',
  passRate: '通过率（%）',
  bestScore: '最高分',
  avgScore: '平均分',
  title: '考核名称',
  participantCount: '参与人数',
  institutionCount: '参与机构数',
  staffCount: '从业人员数',
  participationRate: '参与率（%）',
  passedCount: '通过人数',
  answeredAt: '答题时间',
  stem: '题干',
  userAnswer: '作答',
  rightAnswer: '正确答案',
  correct: '是否正确',
  seconds: '用时（秒）',
  attemptedAt: '挑战时间',
  attemptNo: '第几次挑战',
  score: '得分',
  passed: '是否通过',
  submittedAt: '提交时间',
  orderNo: '题号',
  answeredCount: '作答人数',
} as const;

export type AbilityColumn = keyof typeof ABILITY_COLUMN_LABELS;

/**
 * The figures the server rounds to one decimal (rates, averages, minutes): shown and exported with that decimal
 * always, so a column reads 69.0 under 56.6 rather than 69.
 */
export const ONE_DECIMAL_COLUMNS: ReadonlySet<AbilityColumn> = new Set(['correctRate', 'completionRate', 'passRate', 'participationRate', 'avgScore', 'studyMinutes']);

/** Decimal places of a figure column (0 for counts). */
export const decimalsOf = (column: string) => (ONE_DECIMAL_COLUMNS.has(column as AbilityColumn) ? 1 : 0);

/** The columns of each table, in order: the screen's and its export's. */
export const ABILITY_TABLES = {
  question: ['rank', 'businessTypeName', 'questionCount', 'learnerCount', 'answerCount', 'correctCount', 'correctRate'],
  study: ['rank', 'userName', 'institutionName', 'answerCount', 'correctRate', 'studyMinutes', 'questionsDone', 'completionRate', 'lastStudyAt'],
  level: ['rank', 'levelName', 'attemptCount', 'challengerCount', 'passCount', 'passRate', 'bestScore', 'avgScore'],
  evaluation: ['rank', 'title', 'businessTypeName', 'questionCount', 'participantCount', 'institutionCount', 'avgScore', 'passedCount', 'passRate'],
  userStudy: ['answeredAt', 'businessTypeName', 'stem', 'userAnswer', 'rightAnswer', 'correct', 'seconds'],
  userLevel: ['attemptedAt', 'userName', 'institutionName', 'levelName', 'attemptNo', 'score', 'passed', 'seconds'],
  com: ['institutionName', 'staffCount', 'participantCount', 'participationRate', 'avgScore', 'passedCount'],
  userEvaluation: ['userName', 'institutionName', 'score', 'correctCount', 'questionCount', 'passed', 'seconds', 'submittedAt'],
  evaluationQuestion: ['orderNo', 'stem', 'rightAnswer', 'answeredCount', 'correctRate', 'userAnswer', 'correct'],
} as const satisfies Record<string, readonly AbilityColumn[]>;

export type AbilityTable = keyof typeof ABILITY_TABLES;

// Every table but the questions of one assessment has an export, named in abilityStatisticsCalls.ts.
ABILITY_EXPORT_NAMES satisfies Record<Exclude<AbilityTable, 'evaluationQuestion'>, string>;
