/**
 * The ability statistics (menu 42): the app calls that record study, level challenges and team assessments
 * (scored by the server, refused in Chinese with nothing written), the figures every list computes from those
 * records (demo activity included), the filters, sorting and paging, and the permission of the menu. The exports
 * are abilityStatisticsExports.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COMMON_SETTING_DEFAULTS } from '../../resources/ability/abilityLevelSettings';
import { ABILITY_APP_CALLS } from '../../features/abilityStatistics/contract/statistics';
import { DEMO_STAFF_UNITS } from '../../resources/memberService/memberUnit.demo';
import { appUsers, singleRecords } from '../../server/db/schema';
import { abilityAssessmentAnswers, abilityLevelChallenges, abilityStudyRecords } from '../../features/abilityStatistics/server/schema';
import { loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';
import { addDays, beijingDay as dayOf } from '../../server/days';
import { appPost } from '../../features/questionnaire/testing/fixtures';
import {
  allRows,
  answersFor,
  assessmentCall,
  bankQuestions,
  levelIdOf,
  newStaff,
  staffCount,
  startChallenge,
  statExport,
  statPost,
  submitChallenge,
  wrongAnswer,
  type BankQuestion,
} from '../../features/abilityStatistics/testing/fixtures';

let server: TestServer;
let admin: string;
let bank: BankQuestion[];
const UNIT = DEMO_STAFF_UNITS[0];
const stat = (name: string, body: Record<string, unknown> = {}) => statPost(server, admin, name, body);
const rowsOf = async (table: typeof abilityStudyRecords | typeof abilityLevelChallenges | typeof abilityAssessmentAnswers) => (await server.services.db.select({ n: count() }).from(table))[0].n;
/**
 * The test's time: 10:00 in Beijing on the run's day. The prepared demo activity is dated back from the run's
 * day, so the test keeps that day; the hour is its own, so no call falls either side of a midnight.
 */
const clock = new TestClock(`${dayOf(new Date())}T02:00:00Z`);
const beijingDay = (offsetDays = 0) => addDays(dayOf(clock.now()), offsetDays);

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  bank = (await bankQuestions(server)).filter((question) => question.enabled === 1);
});

afterAll(async () => {
  await server?.close();
});

describe('the demo activity', () => {
  it('fills every ranking with figures computed from the recorded activity', async () => {
    const studied = await rowsOf(abilityStudyRecords);
    expect(studied).toBeGreaterThan(100);
    const questions = await allRows(server, admin, 'queryQuestionStatisticsList', {});
    expect(questions.reduce((sum, row) => sum + Number(row.answerCount), 0)).toBe(studied);
    expect(questions[0]).toMatchObject({ rank: 1 });
    expect(questions.every((row) => row.correctRate === null || (Number(row.correctRate) >= 0 && Number(row.correctRate) <= 100))).toBe(true);
    const levels = await allRows(server, admin, 'queryLevelStatisticsList', {});
    expect(levels.reduce((sum, row) => sum + Number(row.attemptCount), 0)).toBe(await rowsOf(abilityLevelChallenges));
    const assessments = await allRows(server, admin, 'queryEvaluationStatisticsList', {});
    expect(assessments.map((row) => row.title)).toEqual(expect.arrayContaining(['反洗钱专项团队考核', '投资者适当性管理团队考核']));
    expect(assessments.reduce((sum, row) => sum + Number(row.participantCount), 0)).toBe(await rowsOf(abilityAssessmentAnswers));
    const learners = await allRows(server, admin, 'queryStudyStatisticsList', {});
    expect(learners.length).toBeGreaterThan(3);
    expect(learners[0].rank).toBe(1);
  });

  it('spreads the activity over several months', async () => {
    const old = await stat('queryQuestionStatisticsList', { startDate: beijingDay(-200), endDate: beijingDay(-90) });
    expect(old.data.list.some((row: { answerCount: number }) => row.answerCount > 0)).toBe(true);
  });
});

describe('study records', () => {
  it('scores each answer against the bank and counts them in the ranking and the detail', async () => {
    const who = await newStaff(server, UNIT, '13912340001', '测试学员甲');
    const [right, wrong] = bank;
    const answer = await appPost(server, ABILITY_APP_CALLS.study, {
      ...who,
      records: [
        { questionId: right.id, answer: right.answer.toLowerCase(), seconds: 30 },
        { questionId: wrong.id, answer: wrongAnswer(wrong), seconds: 90 },
      ],
    });
    expect(answer).toMatchObject({ status: 0, statusText: '记录成功', data: { count: 2, correctCount: 1 } });
    const ranking = await allRows(server, admin, 'queryStudyStatisticsList', { userName: '测试学员甲' });
    expect(ranking).toHaveLength(1);
    expect(ranking[0]).toMatchObject({ appUserId: who.appUserId, institutionName: UNIT, answerCount: 2, correctRate: 50, studyMinutes: 2, questionsDone: 2 });
    const detail = await stat('queryUserStudyDetailList', { appUserId: who.appUserId });
    expect(detail.data.user).toMatchObject({ userName: '测试学员甲' });
    expect(detail.data.list.map((row: { correct: boolean; seconds: number }) => [row.correct, row.seconds]).sort()).toEqual(
      [
        [false, 90],
        [true, 30],
      ].sort(),
    );
  });

  it.each([[{ appUserId: 1, mobile: '13000000000', records: [{ questionId: 1, answer: 'A' }] }], [{ appUserId: 1, records: [{ questionId: 1, answer: 'A' }] }]])(
    'refuses a caller with no app session, whoever the body names: %j',
    async (body) => {
      expect(await appPost(server, ABILITY_APP_CALLS.study, body)).toMatchObject({ status: 401, statusText: '请先登录APP' });
    },
  );

  it('refuses bad records and writes nothing', async () => {
    const who = await newStaff(server, UNIT, '13912340002', '测试学员乙');
    let before = await rowsOf(abilityStudyRecords);
    const good = { questionId: bank[0].id, answer: bank[0].answer, seconds: 10 };
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [] })).toMatchObject({ status: -1, statusText: '请提交1到100条答题记录' });
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [good, { questionId: 999999, answer: 'A' }] })).toMatchObject({ status: -1, statusText: '题目999999不存在或已停用' });
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [good, { ...good, seconds: -1 }] })).toMatchObject({
      status: -1,
      statusText: '第2条答题记录：用时必须是0到3600之间的整数',
    });
    const late = await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [{ ...good, answeredAt: new Date(clock.now().getTime() + 3_600_000).toISOString() }] });
    expect(late).toMatchObject({ status: -1, statusText: '第1条答题记录：答题时间不能晚于当前时间', data: { errors: { 'records[0].answeredAt': '第1条答题记录：答题时间不能晚于当前时间' } } });
    const investor = await newStaff(server, '', '13912340003', '个人投资者', { userType: 2 });
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...investor, records: [good] })).toMatchObject({ status: -1, statusText: '只有会员单位从业人员可以参加能力建设学习' });
    // A user whose app login is disabled after signing in: the session ends with it.
    const disabled = await newStaff(server, UNIT, '13912340004', '停用用户');
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...disabled, records: [good] })).toMatchObject({ status: 0 });
    await server.services.db.update(appUsers).set({ loginEnabled: 0 }).where(eq(appUsers.id, disabled.appUserId));
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...disabled, records: [good] })).toMatchObject({ status: 401, statusText: 'APP登录已失效，请重新登录' });
    before += 1;
    expect(await rowsOf(abilityStudyRecords)).toBe(before);
  });

  it('keeps each Beijing day of a learner within 每日答题上限 of the level settings', async () => {
    const db = server.services.db;
    await db.insert(singleRecords).values({ kind: 'abilityLevelCommonSetting', ownerId: 0, value: { ...COMMON_SETTING_DEFAULTS, dailyQuestionLimit: 3 } });
    try {
      const who = await newStaff(server, UNIT, '13912340031', '限额学员');
      const record = (question: BankQuestion, answeredAt?: string) => ({ questionId: question.id, answer: question.answer, seconds: 5, answeredAt });
      expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [record(bank[0]), record(bank[1])] })).toMatchObject({ status: 0 });
      const over = await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [record(bank[2]), record(bank[3])] });
      expect(over).toMatchObject({ status: -1, statusText: `每日答题上限为3题，您${beijingDay()}已答2题，本次提交超出上限` });
      // Another day has its own limit: an offline upload of yesterday's answers is taken.
      const yesterday = new Date(clock.now().getTime() - 86_400_000).toISOString();
      expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records: [record(bank[2], yesterday), record(bank[3], yesterday), record(bank[4])] })).toMatchObject({ status: 0 });
      expect((await stat('queryUserStudyDetailList', { appUserId: who.appUserId })).data.total).toBe(5);
      // Two uploads at once that fit alone but not together: one is taken, one refused (the learner's row lock).
      const twin = await newStaff(server, UNIT, '13912340032', '并发学员');
      const both = await Promise.all([0, 1].map((index) => appPost(server, ABILITY_APP_CALLS.study, { ...twin, records: [record(bank[index * 2]), record(bank[index * 2 + 1])] })));
      expect(both.map((answer) => answer.status).sort()).toEqual([-1, 0]);
      expect((await stat('queryUserStudyDetailList', { appUserId: twin.appUserId })).data.total).toBe(2);
    } finally {
      await db.delete(singleRecords).where(and(eq(singleRecords.kind, 'abilityLevelCommonSetting'), eq(singleRecords.ownerId, 0)));
    }
  });

  it('limits the calls per client address', async () => {
    const limited = await startTestServer({ clock, env: { TRACK_CALLS_PER_MINUTE: '2' } });
    try {
      // A signed-in learner whose calls are refused (a question that does not exist) still counts them.
      const learner = await newStaff(limited, UNIT, '13912340099', '限额测试');
      const body = { ...learner, records: [{ questionId: 999999, answer: 'A' }] };
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await appPost(limited, ABILITY_APP_CALLS.study, body, '198.51.100.77'));
      expect(answers[2]).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});

describe('level challenges', () => {
  it('scores the drawn sheet, passes at 60 and numbers the attempts', async () => {
    const who = await newStaff(server, UNIT, '13912340011', '闯关学员');
    const levelId = await levelIdOf(server, admin, '初级');
    const sheet = async (rightCount: number) => {
      const started = await startChallenge(server, who, levelId);
      expect(started).toMatchObject({ status: 0, data: { levelId, levelName: '初级' } });
      const ids = started.data.questions.map((question: { questionId: number }) => question.questionId);
      return submitChallenge(server, who, started.data.attemptId, answersFor(bank, ids, rightCount));
    };
    expect(await sheet(4)).toMatchObject({ status: 0, data: { score: 40, passed: false, correctCount: 4, questionCount: 10 } });
    expect(await sheet(6)).toMatchObject({ status: 0, data: { score: 60, passed: true, correctCount: 6, questionCount: 10 } });
    const detail = await stat('queryUserLevelDetailList', { appUserId: who.appUserId, sortField: 'attemptNo', sortOrder: 'asc' });
    expect(detail.data.list.map((row: { attemptNo: number; score: number; passed: boolean; levelName: string }) => [row.attemptNo, row.score, row.passed, row.levelName])).toEqual([
      [1, 40, false, '初级'],
      [2, 60, true, '初级'],
    ]);
    expect(await startChallenge(server, who, 999999)).toMatchObject({ status: -1, statusText: '能力等级不存在或未启用' });
    const started = await startChallenge(server, who, levelId);
    const [first] = answersFor(bank, [started.data.questions[0].questionId], 1);
    expect(await submitChallenge(server, who, started.data.attemptId, [first, first])).toMatchObject({ status: -1, statusText: `题目${first.questionId}重复作答` });
  });
});

describe('team assessments', () => {
  let assessmentId: number;
  const questions = () => bank.slice(0, 4);
  const sheet = (rightCount: number) => questions().map((question, index) => ({ questionId: question.id, answer: index < rightCount ? question.answer : wrongAnswer(question) }));

  it('takes sheets of an assessment the operator registered, refuses a second sheet and other questions', async () => {
    const registered = await assessmentCall(server, admin, 'create', { code: 'test-assess-1', title: '测试团队考核', questionIds: questions().map((question) => question.id) });
    expect(registered).toMatchObject({ status: 0, data: { code: 'test-assess-1', questionIds: questions().map((question) => question.id) } });
    assessmentId = registered.data.id;
    const first = await newStaff(server, UNIT, '13912340021', '考核甲');
    const second = await newStaff(server, UNIT, '13912340022', '考核乙');
    const body = { assessmentCode: 'test-assess-1' };
    const answer = await appPost(server, ABILITY_APP_CALLS.assessment, { ...first, ...body, answers: sheet(4), seconds: 200 });
    expect(answer).toEqual({ httpStatus: 200, status: 0, statusText: '记录成功', data: { id: expect.any(Number), assessmentId, score: 100, passed: true, correctCount: 4 } });
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...first, ...body, answers: sheet(1) })).toMatchObject({ status: -1, statusText: '您已提交过该考核，不能重复提交' });
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...second, ...body, answers: sheet(4).slice(0, 3) })).toMatchObject({
      status: -1,
      statusText: '考核“测试团队考核”的题目与已登记的不一致',
    });
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...second, ...body, answers: sheet(1), seconds: 300 })).toMatchObject({ status: 0, data: { score: 25, passed: false } });
    // Two sheets of one user at once: one is taken.
    await assessmentCall(server, admin, 'create', { code: 'test-assess-2', title: '并发考核', questionIds: questions().map((question) => question.id) });
    const third = await newStaff(server, DEMO_STAFF_UNITS[1], '13912340023', '考核丙');
    const twice = await Promise.all([1, 2].map(() => appPost(server, ABILITY_APP_CALLS.assessment, { ...third, assessmentCode: 'test-assess-2', answers: sheet(2) })));
    expect(twice.map((answer) => answer.statusText).sort()).toEqual(['您已提交过该考核，不能重复提交', '记录成功'].sort());
  });

  it('lists every member institution with its staff and participation, those that did not take part too', async () => {
    const list = await allRows(server, admin, 'queryJoinEvaluationComDetailList', { assessmentId });
    const mine = list.find((row) => row.institutionName === UNIT)!;
    expect(mine).toMatchObject({ participantCount: 2, avgScore: 62.5, passedCount: 1, staffCount: await staffCount(server, UNIT) });
    expect(mine.participationRate).toBeCloseTo(200 / Number(mine.staffCount), 0);
    const absent = list.filter((row) => row.participantCount === 0);
    expect(absent.length).toBe(list.length - 1);
    expect(absent[0]).toMatchObject({ avgScore: null, passedCount: 0 });
    const none = await stat('queryJoinEvaluationComDetailList', { assessmentId, participated: 0, pageSize: 100 });
    expect(none.data.total).toBe(list.length - 1);
    expect(none.data.assessment).toMatchObject({ title: '测试团队考核', questionCount: 4 });
  });

  it('lists the people and one person’s answers per question', async () => {
    const people = await stat('queryJoinEvaluationUserDetailList', { assessmentId });
    expect(people.data.list.map((row: { userName: string; score: number; passed: boolean }) => [row.userName, row.score, row.passed])).toEqual([
      ['考核甲', 100, true],
      ['考核乙', 25, false],
    ]);
    const second = people.data.list[1].appUserId;
    const detail = await stat('queryEvaluationQuestionList', { assessmentId, appUserId: second });
    expect(detail.data.user).toMatchObject({ userName: '考核乙' });
    expect(detail.data.list.map((row: { orderNo: number; correct: boolean; answeredCount: number; correctRate: number }) => [row.orderNo, row.correct, row.answeredCount, row.correctRate])).toEqual([
      [1, true, 2, 100],
      [2, false, 2, 50],
      [3, false, 2, 50],
      [4, false, 2, 50],
    ]);
    expect(await stat('queryEvaluationQuestionList', {})).toMatchObject({ status: -1, statusText: '请选择考核' });
  });
});

describe('filters, sort and pages', () => {
  it('keeps to the date range and the business type', async () => {
    const future = await stat('queryQuestionStatisticsList', { startDate: beijingDay(1), endDate: beijingDay(2) });
    expect(future.data.list.every((row: { answerCount: number; learnerCount: number }) => row.answerCount === 0 && row.learnerCount === 0)).toBe(true);
    const typeId = bank[0].businessTypeId;
    const one = await stat('queryQuestionStatisticsList', { businessTypeId: typeId });
    expect(one.data.total).toBe(1);
    expect(one.data.list[0].businessTypeId).toBe(typeId);
    const learners = await allRows(server, admin, 'queryStudyStatisticsList', { businessTypeId: typeId });
    expect(learners.reduce((sum, row) => sum + Number(row.answerCount), 0)).toBe(one.data.list[0].answerCount);
  });

  it('sorts by a column and pages without overlap', async () => {
    const all = await allRows(server, admin, 'queryStudyStatisticsList', { sortField: 'answerCount', sortOrder: 'asc' });
    const counts = all.map((row) => Number(row.answerCount));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const first = await stat('queryStudyStatisticsList', { sortField: 'answerCount', sortOrder: 'asc', pageNum: 1, pageSize: 2 });
    const second = await stat('queryStudyStatisticsList', { sortField: 'answerCount', sortOrder: 'asc', pageNum: 2, pageSize: 2 });
    expect([...first.data.list, ...second.data.list].map((row: { appUserId: number }) => row.appUserId)).toEqual(all.slice(0, 4).map((row) => row.appUserId));
    expect(first.data.total).toBe(all.length);
  });

  it.each([
    [{ startDate: '2026-13-01' }, '开始日期格式不正确，应为YYYY-MM-DD'],
    [{ startDate: '2026-05-02', endDate: '2026-05-01' }, '开始日期不能晚于结束日期'],
    [{ businessTypeId: 'x' }, '业务类型必须是正整数'],
    [{ sortField: 'password' }, '不能按“password”排序'],
    [{ sortField: 'rank', sortOrder: 'up' }, '排序方向只能是asc或desc'],
    [{ pageSize: 1000 }, '每页条数必须在1到100之间'],
  ])('refuses the filter %j', async (body, message) => {
    expect(await stat('queryQuestionStatisticsList', body)).toMatchObject({ status: -1, statusText: message });
  });
});

describe('permissions', () => {
  it('answers only holders of menu 42', async () => {
    const other = await loginWithGrants(server, 'noStats42', { 40: null });
    expect(await statPost(server, other.token, 'queryQuestionStatisticsList', {})).toMatchObject({ status: 403 });
    expect((await statExport(server, other.token, 'exportQuestionStatisticsInfo', {})).json()).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    const holder = await loginWithGrants(server, 'stats42', { 42: null });
    expect(await statPost(server, holder.token, 'queryQuestionStatisticsList', {})).toMatchObject({ status: 0 });
  });
});
