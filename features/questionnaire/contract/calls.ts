/**
 * 问卷管理's calls beyond its lists (menus 44 and 45; resources questionnaire and questionnaireIssue,
 * below), on the questionnaire service, and the records they answer (docs/questionnaire.md "Calls").
 * The detail and the save stay calls of their own: the dataProvider's getOne posts, while queryQuestionList is a
 * GET, and updateDetails also creates a questionnaire when the body has no id.
 */
import { exportCall, getCall, postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

/** 问卷设计 and 问卷发布 list the questionnaires (docs/questionnaire.md, on the questionnaire base). */
export const QUESTIONNAIRE_RESOURCE = 'questionnaire';
export const QUESTIONNAIRE_MENU = 44;
export const QUESTIONNAIRE_ISSUE_RESOURCE = 'questionnaireIssue';
export const QUESTIONNAIRE_ISSUE_MENU = 45;

/** The app-facing calls (the app base; server/appCalls.ts): the app's, not the console's. */
export const APP_CALLS = { openList: 'questionnaire/queryOpenList', submit: 'questionnaire/submitAnswer' } as const;

/** Every call but the two exports shows its refusal on the page (beside the form, in an alert, or with notify). */
const Q = { service: 'questionnaire', quiet: true } as const;

export type QuestionKind = 'single' | 'multiple' | 'shortText' | 'longText' | 'rating' | 'matrix';

export interface Choice {
  key?: string;
  label: string;
}

export interface Question {
  id?: number;
  kind: QuestionKind;
  kindName?: string;
  title: string;
  helpText?: string | null;
  required: boolean;
  options?: Choice[];
  minPicks?: number | null;
  maxPicks?: number | null;
  maxLength?: number | null;
  scaleMin?: number | null;
  scaleMax?: number | null;
  minLabel?: string | null;
  maxLabel?: string | null;
  rows?: Choice[];
  columns?: Choice[];
}

export interface Questionnaire {
  id: number;
  title: string;
  description: string | null;
  startTime: string | null;
  endTime: string | null;
  anonymous: boolean;
  status: 0 | 1 | 2;
  statusName: string;
  open: boolean;
  version: number;
  questionCount: number;
  sampleSize: number | null;
  answerCount: number;
  updatedAt: string;
  publishedAt: string | null;
}

export type QuestionnaireDetail = Questionnaire & { questions: Question[] };

/** What updateDetails takes: no `id` creates; times as Beijing `YYYY-MM-DD HH:mm`. */
export interface QuestionnaireInput {
  id?: number;
  version?: number;
  title: string;
  description: string | null;
  startTime: string | null;
  endTime: string | null;
  anonymous: boolean;
  questions: Array<Omit<Question, 'kindName'>>;
}

export interface AttributeValue {
  value: string;
  code: number | null;
  count: number;
  label?: string;
}
export interface Attribute {
  name: string;
  label: string;
  values: AttributeValue[];
}
export interface FrameSummary {
  total: number;
  excludedCount: number;
  excludedIds: number[];
  eligible: number;
}
export interface Stratum {
  key: string;
  name: string;
  population: number;
  share?: number;
  heldAtMinimum?: boolean;
  allocated: number;
}
export interface Allocation {
  attributes: string[];
  sampleSize: number;
  frame: FrameSummary & Record<string, unknown>;
  rows: Stratum[];
}
export interface Groups {
  attributes: string[];
  total: number;
  groups: Array<{ key: string; name: string; population: number }>;
}
export interface Draw {
  id: number;
  questionnaireId: number;
  method: 'attribute' | 'random' | 'precise';
  methodName: string;
  algorithm: string;
  seed: string | null;
  frameFingerprint: string;
  frameSize: number;
  excludeDays: number | null;
  excludedCount: number;
  eligibleSize: number;
  parameters: Record<string, unknown>;
  sampleSize: number;
  current: boolean;
  drawnBy: string;
  /** The name of the operator who drew (the list of draws answers it); `drawnBy` is their login name. */
  drawnByName?: string;
  drawnAt: string;
  strata: Stratum[];
  selectedIds: number[];
  /** The selected institutions' names, in `selectedIds`' order (the list of draws answers them). */
  selectedNames?: string[];
}
export interface DrawCheck {
  matches: boolean;
  frameMatches: boolean;
  message: string;
  selectedIds: number[] | null;
}
export interface Institution {
  id: number;
  unitName: string;
  unitTypeLabel: string | null;
  regionLabel: string | null;
  sizeClassLabel: string | null;
  recentlySampled: boolean;
}
export interface SampleRow {
  institutionId: number;
  institutionName: string;
  stratumKey: string;
  stratumName: string;
  pushStatus: number;
  pushStatusName: string;
  /** Why the last push to it failed (推送失败 only). */
  pushFailure: string | null;
  lastPushedAt: string | null;
  answered: boolean;
  answeredAt: string | null;
}
export interface Push {
  id: number;
  pushedAt: string;
  targetCount: number;
  sentCount: number;
  failedCount: number;
}
export interface ChoiceCount {
  key: string;
  label: string;
  count: number;
  share: number;
}
export interface QuestionResult {
  questionId: number;
  kind: QuestionKind;
  kindName: string;
  title: string;
  answered: number;
  options?: ChoiceCount[];
  average?: number | null;
  scores?: Array<{ score: number; count: number; share: number }>;
  rows?: Array<{ key: string; label: string; answered: number; columns: ChoiceCount[] }>;
  latestTexts?: Array<{ text: string; submittedAt: string }>;
}
export interface StratumRate {
  key: string;
  name: string;
  population: number;
  sampled: number;
  pushed: number;
  answered: number;
  responseRate: number | null;
}
export interface Results {
  questionnaire: Questionnaire;
  stratumKey: string | null;
  computedAt: string;
  countedAnswers: number;
  answerCount: number;
  stale: boolean;
  strata: StratumRate[];
  answered: number;
  questions: QuestionResult[];
}
export interface TextAnswer {
  answerId: number;
  text: string;
  institutionName: string | null;
  submittedAt: string;
}

/** The questionnaire a sampling call is for (its own sample is not counted as recent) and the days that make a sample recent. */
export interface SamplingScope {
  id: number;
  excludeDays?: number;
}

/** The search of precise sampling: a part of the name and the attributes' codes. */
export interface InstitutionFilter {
  keyword?: string;
  unitType?: number;
  region?: number;
  sizeClass?: number;
}

export type InstitutionQuery = InstitutionFilter & SamplingScope & { pageNum: number; pageSize: number; allIds?: 1 };

/** A draw by attributes (stratified) or at random, by a count or a share; `publish` publishes a draft with it. */
export interface DrawInput {
  id: number;
  method: 'attribute' | 'random';
  attributes?: string[];
  sampleSize?: number;
  count?: number;
  share?: number;
  seed?: string | null;
  excludeDays?: number;
  publish?: boolean;
}

export interface PreciseDrawInput {
  id: number;
  institutionIds: number[];
  excludeDays?: number;
  publish?: boolean;
}

type Page<T> = { list: T[]; total: number };
type ResultQuery = { id: number; stratumKey?: string };

export const questionnaireCalls = {
  questionnaireDetail: getCall<{ id: number }, QuestionnaireDetail>('queryQuestionList', Q),
  /** Creates (no id) or saves; statusText 创建成功 / 编辑成功. */
  saveQuestionnaire: postCall<QuestionnaireInput, QuestionnaireDetail>('updateDetails', Q),
  publishQuestionnaire: postCall<{ id: number; version?: number }, QuestionnaireDetail>('publish', Q),
  closeQuestionnaire: postCall<{ id: number; version?: number }, QuestionnaireDetail>('close', Q),
  /** Answers the new draft. */
  copyQuestionnaire: postCall<{ id: number }, QuestionnaireDetail>('copy', Q),

  questionnaireAttributes: getCall<Partial<SamplingScope>, Attribute[]>('getAttribute', Q),
  questionnaireFrame: postCall<SamplingScope, FrameSummary>('countAllAttribute', Q),
  /** `attributes`: the chosen attribute names, comma-separated. */
  questionnaireGroups: getCall<SamplingScope & { attributes: string }, Groups>('queryGroupAttribute', Q),
  questionnaireAllocation: postCall<SamplingScope & { attributes: string[]; sampleSize: number }, Allocation>('countAttribute', Q),
  /** With `allIds: 1` it answers every match's id in `ids` too. */
  questionnaireInstitutions: getCall<InstitutionQuery, Page<Institution> & { ids?: number[] }>('attributeIssue', Q),
  questionnaireDraw: postCall<DrawInput, Draw>('randomAttribute', Q),
  questionnairePreciseDraw: postCall<PreciseDrawInput, Draw>('preciseAttribute', Q),
  questionnaireDraws: getCall<{ id: number }, Draw[]>('queryDrawList', Q),
  /** Repeats a draw on its stored frame. */
  verifyQuestionnaireDraw: postCall<{ drawId: number }, DrawCheck>('verifyDraw', Q),
  pushQuestionnaire: postCall<{ id: number }, Push>('pushAttribute', Q),
  questionnairePushes: getCall<{ id: number }, Push[]>('queryPushList', Q),

  questionnaireSample: postCall<{ id: number; stratumKey?: string; pageNum: number; pageSize: number }, Page<SampleRow>>('querySampleList', Q),
  questionnaireResult: getCall<ResultQuery, Results>('queryResult', Q),
  /** Counts the answers again. */
  refreshQuestionnaireResult: postCall<ResultQuery, Results>('updateStatistics', Q),
  questionnaireTextAnswers: postCall<{ id: number; questionId: number; stratumKey?: string; pageNum: number; pageSize: number }, Page<TextAnswer>>('queryTextAnswerList', Q),
  // The request wrapper shows an export's refusal.
  exportQuestionnaireSample: exportCall<{ id: number }>('exportSample', 'sample.xlsx', { service: 'questionnaire' }),
  exportQuestionnaireAnswers: exportCall<{ id: number }>('exportAnswers', 'answers.xlsx', { service: 'questionnaire' }),
};

export const contract = defineContract(questionnaireCalls, [
  { name: QUESTIONNAIRE_RESOURCE, api: '', calls: { list: 'queryList', detail: 'queryQuestionList', update: 'updateDetails', delete: 'delete' }, menuId: QUESTIONNAIRE_MENU, service: 'questionnaire' },
  { name: QUESTIONNAIRE_ISSUE_RESOURCE, api: '', calls: { list: 'queryList' }, menuId: QUESTIONNAIRE_ISSUE_MENU, service: 'questionnaire' },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
