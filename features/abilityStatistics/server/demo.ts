/**
 * Demo ability activity of a first start: six months of study, level challenges and three team assessments
 * by the demo staff app users, every record through the app calls' own path (the input readers and the
 * record functions of appCalls.ts, on a clock set to the time of each record), with answers drawn by a seeded
 * generator — each learner has a skill, an answer is right with that chance. The assessments are registered
 * first, through the operators' store (assessmentStore.ts), as the console registers them; a challenge is
 * started (the server draws its questions, here with the seeded generator) and then answered. No figure is
 * written down: the statistics pages compute them all. Claimed once per database by a sys_app_setting row, so
 * two processes starting together do not both seed.
 */
import { and, asc, eq } from 'drizzle-orm';
import abilityLevel from '../../../resources/ability/abilityLevel';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { JUDGE, JUDGE_OPTIONS } from '../../../resources/ability/questionRules';
import type { Db } from '../../../server/db/client';
import { appSettings, appUsers } from '../../../server/db/schema';
import { abilityStudyRecords } from './schema';
import { tableOf } from '../../../server/resources/columns';
import { readAssessmentInput, readChallengeInput, readChallengeStart, readStudyInput } from './activityInput';
import { checkedForm, registerAssessment } from './assessmentStore';
import { startChallenge, submitChallenge } from './challenge';
import { recordAssessment, recordStudy } from './record';
import { seededRandom } from '../../../server/db/seededRandom';

export const DEMO_ABILITY_KEY = 'abilityActivityDemo';
const DAY_MS = 86_400_000;
const MONTHS = 6;

interface DemoQuestion {
  id: number;
  businessTypeId: number;
  questionType: number;
  answer: string;
}

/** The right answer, or a wrong one of the same kind. */
const answerOf = (question: DemoQuestion, right: boolean) => {
  if (right) return question.answer;
  if (question.questionType === JUDGE) return question.answer === JUDGE_OPTIONS[0] ? JUDGE_OPTIONS[1] : JUDGE_OPTIONS[0];
  return question.answer === 'A' ? 'B' : 'A';
};

const ASSESSMENTS = [
  { code: 'demo-aml-2026', title: '反洗钱专项团队考核', typeIndex: 5, monthsAgo: 5, share: 0.7 },
  { code: 'demo-suitability-2026', title: '投资者适当性管理团队考核', typeIndex: 0, monthsAgo: 3, share: 0.85 },
  { code: 'demo-compliance-2026q3', title: '2026年第三季度合规知识团队考核', typeIndex: -1, monthsAgo: 1, share: 0.6 },
];

export const seedDemoAbilityActivity = async (db: Db): Promise<{ study: number; challenges: number; assessments: number } | null> => {
  if ((await db.select({ id: abilityStudyRecords.id }).from(abilityStudyRecords).limit(1)).length) return null;
  const claimed = await db.insert(appSettings).values({ key: DEMO_ABILITY_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const q = tableOf(abilityQuestion);
  const questions: DemoQuestion[] = (
    await db
      .select({ id: q.columns.id, businessTypeId: q.columns.businessTypeId, questionType: q.columns.questionType, answer: q.columns.answer })
      .from(q.table)
      .where(eq(q.columns.enabled, 1))
      .orderBy(asc(q.columns.id))
  ).map((row) => ({ id: Number(row.id), businessTypeId: Number(row.businessTypeId), questionType: Number(row.questionType), answer: String(row.answer) }));
  const l = tableOf(abilityLevel);
  const levels = (await db.select({ id: l.columns.id }).from(l.table).where(eq(l.columns.enabled, 1)).orderBy(asc(l.columns.orderSeq))).map((row) => Number(row.id));
  const learners = await db
    .select({ appUserId: appUsers.id, mobile: appUsers.mobile })
    .from(appUsers)
    .where(and(eq(appUsers.userType, 1), eq(appUsers.loginEnabled, 1)))
    .orderBy(asc(appUsers.id));
  if (!questions.length || !learners.length) return { study: 0, challenges: 0, assessments: 0 };

  const random = seededRandom(20_260_101);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS - Math.floor(random() * 8 * 3600_000));
  const asApp = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const counts = { study: 0, challenges: 0, assessments: 0 };
  const byId = new Map(questions.map((question) => [question.id, question]));
  const beijingDay = (daysAgo: number) => new Date(now - daysAgo * DAY_MS + 8 * 3600_000).toISOString().slice(0, 10);

  // The operators register the assessments (open from the day before the first sheet, for two weeks).
  const types = [...new Set(questions.map((question) => question.businessTypeId))];
  const registered = [];
  for (const assessment of ASSESSMENTS) {
    const typeId = assessment.typeIndex < 0 ? null : types[assessment.typeIndex];
    const items = questions.filter((question) => typeId === null || question.businessTypeId === typeId).slice(0, 10);
    const opens = assessment.monthsAgo * 30 + 1;
    const form = checkedForm({ code: assessment.code, title: assessment.title, openDate: beijingDay(opens), closeDate: beijingDay(opens - 14), questionIds: items.map((item) => item.id) });
    await asApp((tx) => registerAssessment(tx, form));
    registered.push({ ...assessment, items });
  }

  for (const [index, learner] of learners.entries()) {
    const skill = 0.45 + random() * 0.5;
    const keen = index % 4 !== 3;
    const sheet = (items: DemoQuestion[]) => items.map((question) => ({ questionId: question.id, answer: answerOf(question, random() < skill) }));
    // Study: one upload a month (the app sends what was answered offline), a few days' answers each.
    for (let month = MONTHS - 1; month >= 0; month -= 1) {
      if (!keen && random() < 0.5) continue;
      const chosen = new Set<DemoQuestion>();
      const wanted = 4 + Math.floor(random() * (keen ? 16 : 6));
      while (chosen.size < Math.min(wanted, questions.length)) chosen.add(pick(questions));
      const records = [...chosen].map((question) => ({
        questionId: question.id,
        answer: answerOf(question, random() < skill),
        seconds: 15 + Math.floor(random() * 90),
        answeredAt: at(month * 30 + 1 + Math.floor(random() * 28)).toISOString(),
      }));
      await asApp((tx) => recordStudy(tx, readStudyInput({ ...learner, records })));
      counts.study += records.length;
    }
    // Level challenges: from the first level up, again after a failure, at most five attempts; each started
    // (the questions drawn with the seeded generator) and answered within the time limit.
    let level = 0;
    for (let attempt = 0; attempt < 5 && level < levels.length; attempt += 1) {
      const startedAt = at(150 - attempt * 30 - index);
      const draw = (bound: number) => Math.floor(random() * bound);
      const drawn = await asApp((tx) => startChallenge(tx, readChallengeStart({ ...learner, levelId: levels[level] }, startedAt), startedAt, draw));
      const answers = sheet(drawn.questions.map((question) => byId.get(question.questionId)!));
      const submittedAt = new Date(startedAt.getTime() + (120 + Math.floor(random() * 600)) * 1000);
      const result = await asApp((tx) => submitChallenge(tx, readChallengeInput({ ...learner, attemptId: drawn.attemptId, answers }, submittedAt), submittedAt));
      counts.challenges += 1;
      if (result.passed) level += 1;
    }
    // Team assessments: each learner takes part with the assessment's share.
    for (const assessment of registered) {
      if (random() >= assessment.share) continue;
      const submittedAt = at(assessment.monthsAgo * 30 - Math.floor(random() * 5));
      const body = { ...learner, assessmentCode: assessment.code, answers: sheet(assessment.items), seconds: 300 + Math.floor(random() * 900) };
      await asApp((tx) => recordAssessment(tx, readAssessmentInput(body, submittedAt), submittedAt));
      counts.assessments += 1;
    }
  }
  return counts;
};
