/**
 * Demo questionnaires of a first start, one in each state: a draft; a published one drawn by attribute
 * sampling, pushed and partly answered; a closed one drawn at random, pushed, answered and closed. Every
 * step goes through the calls' own functions (save, draw, publish, push), and every answer through the app
 * call's path (resolveRespondent, submitAnswer) from the demo app users of the sampled institutions, with
 * choices made by a seeded generator: the figures on the detail page are computed, none are written down.
 * Claimed once per database by a sys_app_setting row, so two processes starting together do not both seed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appSettings, appUsers } from '../../../server/db/schema';
import { questionnaires, samples } from './schema';
import { resolveRespondent, submitAnswer } from './answers';
import { drawSample } from './draws';
import { closeQuestionnaire, saveQuestionnaire } from './lifecycle';
import { pushQuestionnaire } from './push';
import type { QuestionConfig } from './questions';
import { questionRows } from './store';
import { streamFor, uniformBelow } from './sampling';

export const DEMO_QUESTIONNAIRE_KEY = 'questionnaireDemo';
const BY = 'admin';

const choices = (...labels: string[]) => labels.map((label) => ({ label }));

const SATISFACTION = [
  { kind: 'single', title: '贵机构使用协会APP的频率是？', required: true, options: choices('每天', '每周数次', '每月数次', '很少使用') },
  {
    kind: 'multiple',
    title: '贵机构最常使用的功能有哪些？',
    required: true,
    helpText: '请选择1至3项',
    minPicks: 1,
    maxPicks: 3,
    options: choices('自律规则查询', '新闻资讯', '会员服务公告', '资格查询', '数据统计'),
  },
  { kind: 'rating', title: '对协会会员服务的总体满意度', required: true, scaleMin: 1, scaleMax: 5, minLabel: '很不满意', maxLabel: '非常满意' },
  {
    kind: 'matrix',
    title: '请评价以下服务的及时性',
    required: true,
    rows: choices('政策解读', '业务培训', '投诉处理'),
    columns: choices('及时', '一般', '不及时'),
  },
  { kind: 'shortText', title: '贵机构的联系人职务', maxLength: 30 },
  { kind: 'longText', title: '对协会工作的意见和建议', maxLength: 500 },
];

const COMPLIANCE = [
  { kind: 'single', title: '贵机构是否设立独立的合规管理部门？', required: true, options: choices('已设立', '正在筹建', '未设立') },
  { kind: 'multiple', title: '贵机构近一年开展的合规培训形式', minPicks: 0, maxPicks: 4, options: choices('集中授课', '线上课程', '案例研讨', '外部机构培训') },
  { kind: 'rating', title: '合规管理信息系统的完善程度', required: true, scaleMin: 0, scaleMax: 10 },
  { kind: 'longText', title: '合规管理中遇到的主要困难', maxLength: 300 },
];

const TEXTS = ['希望增加线上培训课程', '建议定期发布典型案例解读', '合规人员配备仍显不足', '系统建设投入较大，需要行业共享方案', '希望简化信息报送流程'];

/** A value for each question, drawn from a seeded stream (the sampling core's generator, seeded per institution). */
const makeAnswer = (questions: Awaited<ReturnType<typeof questionRows>>, seed: string, institutionId: number) => {
  const next = streamFor(seed, 'demo-answer', `{"institution":${institutionId}}`);
  const pick = (n: number) => uniformBelow(next, n);
  const answer: Record<string, unknown> = {};
  for (const question of questions) {
    const config = question.options as QuestionConfig;
    if (!question.required && pick(3) === 0) continue;
    const keys = (config.options ?? []).map((choice) => choice.key);
    if (question.kind === 'single') answer[question.id] = keys[pick(keys.length)];
    else if (question.kind === 'multiple') {
      const wanted = Math.max(config.minPicks || 1, 1 + pick(config.maxPicks ?? keys.length));
      answer[question.id] = keys.filter((_, index) => (index + institutionId) % keys.length < Math.min(wanted, config.maxPicks ?? keys.length));
    } else if (question.kind === 'rating') answer[question.id] = (config.scaleMin ?? 1) + pick((config.scaleMax ?? 5) - (config.scaleMin ?? 1) + 1);
    else if (question.kind === 'matrix') {
      const columns = (config.columns ?? []).map((choice) => choice.key);
      answer[question.id] = Object.fromEntries((config.rows ?? []).map((row) => [row.key, columns[pick(columns.length)]]));
    } else answer[question.id] = question.kind === 'shortText' ? ['合规总监', '办公室主任', '信息技术部经理'][pick(3)] : TEXTS[pick(TEXTS.length)];
  }
  return answer;
};

/** The app users of the questionnaire's sampled institutions (enabled staff, one per institution, linked by id), as the app would name them. */
const respondentsOf = async (db: Db, questionnaireId: number) => {
  const sampled = await db.select({ id: samples.institutionId }).from(samples).where(eq(samples.questionnaireId, questionnaireId));
  const ids = sampled.map((row) => row.id);
  if (!ids.length) return [];
  const users = await db
    .select({ id: appUsers.id, mobile: appUsers.mobile, unit: appUsers.memberUnitId })
    .from(appUsers)
    .where(and(inArray(appUsers.memberUnitId, ids), eq(appUsers.userType, 1), eq(appUsers.loginEnabled, 1)))
    .orderBy(asc(appUsers.id));
  const seen = new Set<number>();
  return users.filter((user) => !seen.has(user.unit!) && seen.add(user.unit!));
};

/** Answers through the app call's path; `share` of the respondents answer (in their order). */
const answerAs = async (db: Db, questionnaireId: number, seed: string, share: number) => {
  const respondents = await respondentsOf(db, questionnaireId);
  const questions = await questionRows(db, questionnaireId);
  let answered = 0;
  for (const user of respondents.slice(0, Math.ceil(respondents.length * share))) {
    await db.transaction(async (tx) => {
      const respondent = await resolveRespondent(tx as unknown as Db, user.id, user.mobile);
      await submitAnswer(tx as unknown as Db, respondent, questionnaireId, makeAnswer(questions, seed, respondent.institutionId));
    });
    answered += 1;
  }
  return answered;
};

const step = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

export const seedDemoQuestionnaires = async (db: Db): Promise<{ questionnaires: number; answers: number } | null> => {
  if ((await db.select({ id: questionnaires.id }).from(questionnaires).limit(1)).length) return null;
  const claimed = await db.insert(appSettings).values({ key: DEMO_QUESTIONNAIRE_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await step(db, (tx) =>
    saveQuestionnaire(tx, { title: '2026年会员服务满意度调查', description: '了解会员单位对协会各项服务的评价，结果用于改进会员服务。', anonymous: false, questions: SATISFACTION }, BY),
  );
  const published = await step(db, (tx) =>
    saveQuestionnaire(tx, { title: '会员单位合规管理现状调查', description: '按机构规模分层抽样，了解合规管理部门设置与培训情况。', endTime: later(30), anonymous: true, questions: COMPLIANCE }, BY),
  );
  await step(db, (tx) => drawSample(tx, { id: published, attributes: ['sizeClass'], sampleSize: 8, seed: 'demo-compliance-2026', publish: true }, 'attribute', BY));
  await step(db, (tx) => pushQuestionnaire(tx, published, BY));
  let answers = await answerAs(db, published, 'demo-compliance-2026', 0.6);
  const closed = await step(db, (tx) =>
    saveQuestionnaire(tx, { title: '2025年度会员服务满意度调查', description: '上一年度的满意度调查，已结束。', endTime: later(60), anonymous: false, questions: SATISFACTION }, BY),
  );
  await step(db, (tx) => drawSample(tx, { id: closed, count: 6, seed: 'demo-satisfaction-2025', publish: true }, 'random', BY));
  await step(db, (tx) => pushQuestionnaire(tx, closed, BY));
  answers += await answerAs(db, closed, 'demo-satisfaction-2025', 1);
  await step(db, (tx) => closeQuestionnaire(tx, closed, null, BY));
  return { questionnaires: 3, answers };
};
