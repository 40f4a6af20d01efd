/**
 * Reading the app's ability records (docs/ability-statistics.md "App-facing calls"): every field checked,
 * the first bad one refused with a Chinese message naming it (第N条 for a list's item) and `data.errors` by
 * its path. Study and assessment times are optional (the call's time when absent), with an offset, at most
 * 400 days old and not ahead of the clock, as the tracking calls read them: an app that was offline reports
 * later. A challenge has no time of the app's: the server drew it and times it.
 */
import { ApiError } from '../../../server/http/envelope';
import { FieldReader } from '../../../server/http/fieldReader';

export const MOBILE = /^1[3-9]\d{9}$/;
export const MAX_STUDY_RECORDS = 100;
export const MAX_QUESTIONS = 100;
/** A question's time: at most an hour; a challenge's or an assessment's: at most 4 hours. */
const MAX_QUESTION_SECONDS = 3600;
const MAX_SHEET_SECONDS = 4 * 3600;

export const INPUT_MESSAGES = {
  records: `请提交1到${MAX_STUDY_RECORDS}条答题记录`,
  answers: `请提交1到${MAX_QUESTIONS}道题目的作答`,
  challengeAnswers: `请提交本次挑战题目的作答（最多${MAX_QUESTIONS}道）`,
  record: (index: number) => `第${index + 1}条答题记录格式不正确`,
  answer: (index: number) => `第${index + 1}道题目的作答格式不正确`,
  repeated: (questionId: number) => `题目${questionId}重复作答`,
  /** The form of before attempts were drawn by the server (a level and questions of the app's choosing). */
  oldChallenge: '闯关挑战须先开始挑战（ability/startLevelChallenge）领取题目，再按挑战编号 attemptId 提交本次挑战的作答',
} as const;

export interface Who {
  appUserId: number;
  mobile: string;
}
export interface AnsweredQuestion {
  questionId: number;
  answer: string;
}
export interface StudyInput extends Who {
  records: Array<AnsweredQuestion & { seconds: number; answeredAt: Date }>;
}
export interface ChallengeStart extends Who {
  levelId: number;
}
export interface ChallengeInput extends Who {
  attemptId: number;
  answers: AnsweredQuestion[];
}
export interface AssessmentQuery extends Who {
  code: string;
}
export interface AssessmentInput extends AssessmentQuery {
  answers: AnsweredQuestion[];
  seconds: number;
  submittedAt: Date;
}

const readWho = (read: FieldReader): Who => ({
  appUserId: read.id('appUserId', 'APP用户编号', true)!,
  mobile: read.text('mobile', '手机号', 11, { required: true, pattern: MOBILE, shape: '应为11位手机号' })!,
});

const item = (value: unknown, message: string) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ApiError(message);
};

const timeOr = (read: FieldReader, record: Record<string, unknown>, field: string, label: string, now: Date) =>
  record[field] === undefined || record[field] === null || record[field] === '' ? now : read.time(field, label);

const readAnswered = (read: FieldReader): AnsweredQuestion => ({
  questionId: read.id('questionId', '题目编号', true)!,
  answer: read.text('answer', '作答', 20, { required: true })!,
});

/** A list of answers, each question once (a challenge may leave every question unanswered: min 0). */
const readAnswers = (value: unknown, now: Date, min = 1): AnsweredQuestion[] => {
  if (!Array.isArray(value) || value.length < min || value.length > MAX_QUESTIONS) throw new ApiError(min ? INPUT_MESSAGES.answers : INPUT_MESSAGES.challengeAnswers);
  const seen = new Set<number>();
  return value.map((raw, index) => {
    const answered = readAnswered(new FieldReader(item(raw, INPUT_MESSAGES.answer(index)), `第${index + 1}道题目：`, `answers[${index}].`, now));
    if (seen.has(answered.questionId)) throw new ApiError(INPUT_MESSAGES.repeated(answered.questionId));
    seen.add(answered.questionId);
    return answered;
  });
};

export const readStudyInput = (body: Record<string, unknown>, now = new Date()): StudyInput => {
  const who = readWho(new FieldReader(body, '', '', now));
  if (!Array.isArray(body.records) || body.records.length < 1 || body.records.length > MAX_STUDY_RECORDS) throw new ApiError(INPUT_MESSAGES.records);
  const records = body.records.map((raw, index) => {
    const record = item(raw, INPUT_MESSAGES.record(index));
    const read = new FieldReader(record, `第${index + 1}条答题记录：`, `records[${index}].`, now);
    return { ...readAnswered(read), seconds: read.number('seconds', '用时', 0, MAX_QUESTION_SECONDS) ?? 0, answeredAt: timeOr(read, record, 'answeredAt', '答题时间', now) };
  });
  return { ...who, records };
};

export const readChallengeStart = (body: Record<string, unknown>, now = new Date()): ChallengeStart => {
  const read = new FieldReader(body, '', '', now);
  return { ...readWho(read), levelId: read.id('levelId', '等级编号', true)! };
};

/** A challenge's answers, by the attempt the server drew; the old form (no attemptId) is refused. */
export const readChallengeInput = (body: Record<string, unknown>, now = new Date()): ChallengeInput => {
  if (body.attemptId === undefined || body.attemptId === null || body.attemptId === '') throw new ApiError(INPUT_MESSAGES.oldChallenge);
  const read = new FieldReader(body, '', '', now);
  return { ...readWho(read), attemptId: read.id('attemptId', '挑战编号', true)!, answers: readAnswers(body.answers, now, 0) };
};

const readCode = (read: FieldReader) => read.text('assessmentCode', '考核编码', 64, { required: true, pattern: /^[A-Za-z0-9_-]+$/, shape: '只能包含字母、数字、_ 和 -' })!;

export const readAssessmentQuery = (body: Record<string, unknown>, now = new Date()): AssessmentQuery => {
  const read = new FieldReader(body, '', '', now);
  return { ...readWho(read), code: readCode(read) };
};

/** A sheet of a registered assessment: the code names it (a title sent by an older app is not read). */
export const readAssessmentInput = (body: Record<string, unknown>, now = new Date()): AssessmentInput => {
  const read = new FieldReader(body, '', '', now);
  return {
    ...readWho(read),
    code: readCode(read),
    answers: readAnswers(body.answers, now),
    seconds: read.number('seconds', '用时', 0, MAX_SHEET_SECONDS) ?? 0,
    submittedAt: timeOr(read, body, 'submittedAt', '提交时间', now),
  };
};
