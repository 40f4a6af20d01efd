/** Calls of the ability tests: the statistics lists and exports, the app calls, the assessment registration, and the bank's questions. */
import { and, asc, eq } from 'drizzle-orm';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { ASSESSMENT_BASE, ASSESSMENT_CALLS } from '../contract/assessment';
import { ABILITY_APP_CALLS, ABILITY_STATISTICS_BASE } from '../contract/statistics';
import { appUsers } from '../../../server/db/schema';
import { tableOf } from '../../../server/resources/columns';
import { call, type TestServer } from '../../../test/server/helpers';
import { unitIdOf } from '../../../test/server/memberUnitHelpers';
import { appPost } from '../../questionnaire/testing/fixtures';

export const statPost = (server: TestServer, token: string, name: string, body: Record<string, unknown> = {}) => call(server, 'POST', `${ABILITY_STATISTICS_BASE}/${name}`, { token, body });

export const statExport = async (server: TestServer, token: string, name: string, query: Record<string, string>) => {
  const response = await server.app.inject({ method: 'GET', url: `${server.base}${ABILITY_STATISTICS_BASE}/${name}`, query, headers: { token, 'x-requested-with': 'XMLHttpRequest' } });
  return { status: response.statusCode, headers: response.headers, payload: response.rawPayload, json: () => response.json() };
};

/** Every page of a list, in order. */
export const allRows = async (server: TestServer, token: string, name: string, body: Record<string, unknown>) => {
  const rows: Array<Record<string, unknown>> = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const answer = await statPost(server, token, name, { ...body, pageNum, pageSize: 100 });
    if (answer.status !== 0) throw new Error(answer.statusText);
    rows.push(...answer.data.list);
    if (rows.length >= answer.data.total) return rows;
  }
};

export interface BankQuestion {
  id: number;
  businessTypeId: number;
  questionType: number;
  answer: string;
  enabled: number;
}

export const bankQuestions = async (server: TestServer): Promise<BankQuestion[]> => {
  const { table, columns } = tableOf(abilityQuestion);
  const rows = await server.services.db
    .select({ id: columns.id, businessTypeId: columns.businessTypeId, questionType: columns.questionType, answer: columns.answer, enabled: columns.enabled })
    .from(table)
    .orderBy(asc(columns.id));
  return rows.map((row) => ({ id: Number(row.id), businessTypeId: Number(row.businessTypeId), questionType: Number(row.questionType), answer: String(row.answer), enabled: Number(row.enabled) }));
};

/** A wrong answer of the question's kind. */
export const wrongAnswer = (question: BankQuestion) => (question.questionType === 3 ? (question.answer === '正确' ? '错误' : '正确') : question.answer === 'A' ? 'B' : 'A');

/** A new staff app user of the unit named `unit` now (no demo activity; '' none), as the app would name them. */
export const newStaff = async (server: TestServer, unit: string, mobile: string, realName: string, extra: Partial<typeof appUsers.$inferInsert> = {}) => {
  const memberUnitId = unit ? await unitIdOf(server, unit) : null;
  const [user] = await server.services.db
    .insert(appUsers)
    .values({ mobile, realName, memberUnitId, userType: 1, loginEnabled: 1, ...extra })
    .returning({ id: appUsers.id });
  return { appUserId: user.id, mobile };
};

/** The staff app users of the unit named `unit` now. */
export const staffCount = async (server: TestServer, unit: string) =>
  (
    await server.services.db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(and(eq(appUsers.memberUnitId, await unitIdOf(server, unit)), eq(appUsers.userType, 1)))
  ).length;

/** A staff member's identification in the app calls. */
export interface Who {
  appUserId: number;
  mobile: string;
}

/** Starts a level challenge: the attempt the server drew (questions without answers). */
export const startChallenge = (server: TestServer, who: Who, levelId: number) => appPost(server, ABILITY_APP_CALLS.startChallenge, { ...who, levelId });

/** Answers for `questionIds` of which the first `rightCount` are right, by the bank's answers. */
export const answersFor = (bank: BankQuestion[], questionIds: number[], rightCount: number) =>
  questionIds.map((questionId, index) => {
    const question = bank.find((item) => item.id === questionId)!;
    return { questionId, answer: index < rightCount ? question.answer : wrongAnswer(question) };
  });

export const submitChallenge = (server: TestServer, who: Who, attemptId: number, answers: Array<{ questionId: number; answer: string }>) =>
  appPost(server, ABILITY_APP_CALLS.challenge, { ...who, attemptId, answers });

/** A console call of the team-assessment registration (ability/abilityAssessment/*). */
export const assessmentCall = (server: TestServer, token: string, name: keyof typeof ASSESSMENT_CALLS, body: Record<string, unknown>) =>
  call(server, 'POST', `${ASSESSMENT_BASE}/${ASSESSMENT_CALLS[name]}`, { token, body });

/** The id of a level by its name, as the barrier ranking lists it. */
export const levelIdOf = async (server: TestServer, token: string, name: string) =>
  Number((await allRows(server, token, 'queryLevelStatisticsList', {})).find((row) => row.levelName === name)!.levelId);
