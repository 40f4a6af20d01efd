/**
 * The questionnaire calls the console makes (docs/questionnaire.md "Calls"), on the questionnaire base
 * (`questionnaireBase` of /app-config.js), with the shapes they answer. Lists go through react-admin's
 * dataProvider (resources `questionnaire` and `questionnaireIssue`); everything else through these.
 */
import { exportFile, get, post } from '../../../dataProvider/http';

const Q = { service: 'questionnaire' as const, silent: true };

export const STATUS = { draft: 0, published: 1, closed: 2 } as const;
export const KINDS = ['single', 'multiple', 'shortText', 'longText', 'rating', 'matrix'] as const;
export type QuestionKind = (typeof KINDS)[number];

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
  drawnAt: string;
  strata: Stratum[];
  selectedIds: number[];
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

const data = async <T>(work: Promise<{ data: T }>) => (await work).data;

export type Sampling = { id: number; excludeDays?: number };

export const qn = {
  detail: (id: number) => data(get<QuestionnaireDetail>('queryQuestionList', { id }, Q)),
  save: (body: Record<string, unknown>) => post<QuestionnaireDetail>('updateDetails', body, Q),
  publish: (id: number, version?: number) => post<QuestionnaireDetail>('publish', { id, version }, Q),
  close: (id: number, version?: number) => post<QuestionnaireDetail>('close', { id, version }, Q),
  copy: (id: number) => post<QuestionnaireDetail>('copy', { id }, Q),
  remove: (id: number) => post('delete', { id }, Q),
  attributes: (params: Partial<Sampling>) => data(get<Attribute[]>('getAttribute', params, Q)),
  countAll: (body: Sampling) => data(post<FrameSummary>('countAllAttribute', body, Q)),
  groups: (params: Sampling & { attributes: string }) => data(get<Groups>('queryGroupAttribute', params, Q)),
  allocation: (body: Sampling & { attributes: string[]; sampleSize: number }) => data(post<Allocation>('countAttribute', body, Q)),
  search: (params: Record<string, unknown>) => data(get<{ list: Institution[]; total: number; ids?: number[] }>('attributeIssue', params, Q)),
  draw: (body: Record<string, unknown>) => post<Draw>('randomAttribute', body, Q),
  precise: (body: Record<string, unknown>) => post<Draw>('preciseAttribute', body, Q),
  draws: (id: number) => data(get<Draw[]>('queryDrawList', { id }, Q)),
  verify: (drawId: number) => data(post<{ matches: boolean; frameMatches: boolean; message: string; selectedIds: number[] | null }>('verifyDraw', { drawId }, Q)),
  push: (id: number) => post<Push>('pushAttribute', { id }, Q),
  pushes: (id: number) => data(get<Push[]>('queryPushList', { id }, Q)),
  sample: (body: Record<string, unknown>) => data(post<{ drawId: number | null; list: SampleRow[]; total: number }>('querySampleList', body, Q)),
  result: (id: number, stratumKey?: string) => data(get<Results>('queryResult', { id, stratumKey }, Q)),
  refresh: (id: number, stratumKey?: string) => post<Results>('updateStatistics', { id, stratumKey }, Q),
  texts: (body: Record<string, unknown>) => data(post<{ list: Array<{ answerId: number; text: string; institutionName: string | null; submittedAt: string }>; total: number }>('queryTextAnswerList', body, Q)),
  exportSample: (id: number) => exportFile('exportSample', { id }, 'sample.xlsx', { service: 'questionnaire' }),
  exportAnswers: (id: number) => exportFile('exportAnswers', { id }, 'answers.xlsx', { service: 'questionnaire' }),
};

/** Query keys of react-query, so a write can refresh what it changed. */
export const qnKeys = {
  all: ['questionnaire'] as const,
  detail: (id: number) => ['questionnaire', 'detail', id] as const,
  draws: (id: number) => ['questionnaire', 'draws', id] as const,
  sample: (id: number) => ['questionnaire', 'sample', id] as const,
  result: (id: number) => ['questionnaire', 'result', id] as const,
};

/** `2026-11-27T02:00:00Z` as Beijing time `2026-11-27 10:00`. */
export const beijing = (iso: string | null | undefined, seconds = false) => {
  if (!iso) return '';
  const time = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().replace('T', ' ');
  return time.slice(0, seconds ? 19 : 16);
};

export const percent = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`);
