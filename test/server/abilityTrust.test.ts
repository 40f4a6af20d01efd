/**
 * Issue 34, finding 5 ("ability results can be faked"), each attack as an app would send it, beside the
 * legitimate path: a level challenge is drawn, remembered and timed by the server and scored only over its own
 * questions, once, by its learner, answering no verdicts; a team assessment exists only when an operator
 * registered it, and an app's sheet never registers one or changes the console's ranking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COMMON_SETTING_DEFAULTS } from '../../resources/ability/abilityLevelSettings';
import { ABILITY_APP_CALLS, CHALLENGE_MINUTES, CHALLENGE_QUESTION_COUNT } from '../../features/abilityStatistics/contract/statistics';
import { DEMO_STAFF_UNITS } from '../../resources/memberService/memberUnit.demo';
import { singleRecords } from '../../server/db/schema';
import { abilityAssessments, abilityChallengeAttempts, abilityLevelChallenges } from '../../features/abilityStatistics/server/schema';
import { loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { appPost } from '../../features/questionnaire/testing/fixtures';
import {
  allRows,
  answersFor,
  assessmentCall,
  bankQuestions,
  levelIdOf,
  newStaff,
  startChallenge,
  submitChallenge,
  wrongAnswer,
  type BankQuestion,
} from '../../features/abilityStatistics/testing/fixtures';

let server: TestServer;
let admin: string;
let bank: BankQuestion[];
const UNIT = DEMO_STAFF_UNITS[0];
const challengeRows = async () => (await server.services.db.select({ n: count() }).from(abilityLevelChallenges))[0].n;
const idsOf = (started: { data: { questions: Array<{ questionId: number }> } }) => started.data.questions.map((question) => question.questionId);

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  bank = (await bankQuestions(server)).filter((question) => question.enabled === 1);
});

afterAll(async () => {
  await server?.close();
});

describe('level challenges drawn by the server', () => {
  it('refuses the old form — a level and questions of the app’s choosing — and the top level gains nothing', async () => {
    const who = await newStaff(server, UNIT, '13912350001', '旧版闯关');
    const top = await levelIdOf(server, admin, '资深');
    const before = await allRows(server, admin, 'queryLevelStatisticsList', {});
    const rows = await challengeRows();
    const message = '闯关挑战须先开始挑战（ability/startLevelChallenge）领取题目，再按挑战编号 attemptId 提交本次挑战的作答';
    expect(await appPost(server, ABILITY_APP_CALLS.challenge, { levelId: top, answers: [{ questionId: 1, answer: 'A' }] })).toMatchObject({ status: 401, statusText: '请先登录APP' });
    expect(await appPost(server, ABILITY_APP_CALLS.challenge, { ...who, levelId: top, answers: answersFor(bank, [bank[0].id], 1) })).toMatchObject({ status: -1, statusText: message });
    expect(await challengeRows()).toBe(rows);
    expect(await allRows(server, admin, 'queryLevelStatisticsList', {})).toEqual(before);
  });

  it('draws the level’s questions without their answers, remembers them and gives the same attempt again', async () => {
    const who = await newStaff(server, UNIT, '13912350002', '抽题学员');
    const levelId = await levelIdOf(server, admin, '初级');
    const started = await startChallenge(server, who, levelId);
    expect(started).toMatchObject({ status: 0, data: { levelId, levelName: '初级', attemptId: expect.any(Number) } });
    const ids = idsOf(started);
    expect(ids).toHaveLength(CHALLENGE_QUESTION_COUNT);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id: number) => bank.some((question) => question.id === id))).toBe(true);
    for (const question of started.data.questions) {
      expect(Object.keys(question).sort()).toEqual(['options', 'questionId', 'stem', 'type']);
      expect(question.options.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Date(started.data.expiresAt).getTime() - new Date(started.data.startedAt).getTime()).toBe(CHALLENGE_MINUTES * 60_000);
    const [stored] = await server.services.db.select().from(abilityChallengeAttempts).where(eq(abilityChallengeAttempts.id, started.data.attemptId));
    expect(stored).toMatchObject({ appUserId: who.appUserId, levelId, questionIds: ids, state: 'open' });
    // Starting again cannot redraw: the open attempt comes back; another level waits for it.
    expect((await startChallenge(server, who, levelId)).data).toEqual(started.data);
    expect(await startChallenge(server, who, await levelIdOf(server, admin, '中级'))).toMatchObject({ status: -1, statusText: '您有一次未完成的闯关挑战（等级“初级”），请先提交或等待其超时' });
  });

  it('refuses answers to questions the attempt did not draw, such as another level’s attempt’s', async () => {
    const who = await newStaff(server, UNIT, '13912350003', '换题学员');
    const other = await newStaff(server, UNIT, '13912350004', '旁人');
    const mine = await startChallenge(server, who, await levelIdOf(server, admin, '初级'));
    const theirs = await startChallenge(server, other, await levelIdOf(server, admin, '资深'));
    const foreign = idsOf(theirs).filter((id: number) => !idsOf(mine).includes(id));
    expect(foreign.length).toBeGreaterThan(0);
    const rows = await challengeRows();
    const sheet = [...answersFor(bank, idsOf(mine).slice(0, 5), 5), ...answersFor(bank, foreign.slice(0, 1), 1)];
    expect(await submitChallenge(server, who, mine.data.attemptId, sheet)).toMatchObject({ status: -1, statusText: `题目${foreign[0]}不属于本次挑战` });
    const undrawn = bank.find((question) => !idsOf(mine).includes(question.id))!;
    expect(await submitChallenge(server, who, mine.data.attemptId, answersFor(bank, [undrawn.id], 1))).toMatchObject({ status: -1, statusText: `题目${undrawn.id}不属于本次挑战` });
    // Another learner's attempt is not theirs to answer.
    expect(await submitChallenge(server, who, theirs.data.attemptId, answersFor(bank, idsOf(theirs), 10))).toMatchObject({ status: -1, statusText: '挑战不存在' });
    expect(await challengeRows()).toBe(rows);
    // The attempt is still open for its own answers.
    expect(await submitChallenge(server, who, mine.data.attemptId, answersFor(bank, idsOf(mine), 10))).toMatchObject({ status: 0, data: { score: 100, passed: true } });
  });

  it('scores unanswered drawn questions as wrong and answers no verdict', async () => {
    const who = await newStaff(server, UNIT, '13912350005', '漏答学员');
    const started = await startChallenge(server, who, await levelIdOf(server, admin, '初级'));
    const answer = await submitChallenge(server, who, started.data.attemptId, answersFor(bank, idsOf(started).slice(0, 5), 5));
    expect(answer).toEqual({
      httpStatus: 200,
      status: 0,
      statusText: '记录成功',
      data: { id: expect.any(Number), attemptId: started.data.attemptId, score: 50, passed: false, correctCount: 5, questionCount: 10 },
    });
    const empty = await startChallenge(server, who, await levelIdOf(server, admin, '初级'));
    expect(await submitChallenge(server, who, empty.data.attemptId, [])).toMatchObject({ status: 0, data: { score: 0, passed: false, correctCount: 0 } });
  });

  it('takes an attempt once: a replay and two submits at once are refused', async () => {
    const who = await newStaff(server, UNIT, '13912350006', '重放学员');
    const levelId = await levelIdOf(server, admin, '初级');
    const first = await startChallenge(server, who, levelId);
    expect(await submitChallenge(server, who, first.data.attemptId, answersFor(bank, idsOf(first), 2))).toMatchObject({ status: 0, data: { score: 20 } });
    expect(await submitChallenge(server, who, first.data.attemptId, answersFor(bank, idsOf(first), 10))).toMatchObject({ status: -1, statusText: '本次挑战已提交，不能重复提交' });
    const second = await startChallenge(server, who, levelId);
    expect(second.data.attemptId).not.toBe(first.data.attemptId);
    const both = await Promise.all([3, 10].map((right) => submitChallenge(server, who, second.data.attemptId, answersFor(bank, idsOf(second), right))));
    expect(both.map((answer) => answer.statusText).sort()).toEqual(['本次挑战已提交，不能重复提交', '记录成功'].sort());
    const stored = await server.services.db.select({ n: count() }).from(abilityLevelChallenges).where(eq(abilityLevelChallenges.attemptId, second.data.attemptId));
    expect(stored[0].n).toBe(1);
    const detail = await allRows(server, admin, 'queryUserLevelDetailList', { appUserId: who.appUserId });
    expect(detail).toHaveLength(2);
  });

  it('refuses an attempt past its time; the next start draws anew', async () => {
    const who = await newStaff(server, UNIT, '13912350007', '超时学员');
    const levelId = await levelIdOf(server, admin, '初级');
    const started = await startChallenge(server, who, levelId);
    // The attempt's time runs out (moved on the attempt's row, not by waiting).
    await server.services.db
      .update(abilityChallengeAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(abilityChallengeAttempts.id, started.data.attemptId));
    expect(await submitChallenge(server, who, started.data.attemptId, answersFor(bank, idsOf(started), 10))).toMatchObject({
      status: -1,
      statusText: `本次挑战已超过${CHALLENGE_MINUTES}分钟的时限，请重新开始挑战`,
    });
    const next = await startChallenge(server, who, await levelIdOf(server, admin, '中级'));
    expect(next).toMatchObject({ status: 0, data: { levelName: '中级' } });
    expect(next.data.attemptId).not.toBe(started.data.attemptId);
    expect(await submitChallenge(server, who, started.data.attemptId, answersFor(bank, idsOf(started), 10))).toMatchObject({
      status: -1,
      statusText: `本次挑战已超过${CHALLENGE_MINUTES}分钟的时限，请重新开始挑战`,
    });
  });

  it('keeps a running challenge’s questions out of study, whose verdicts would give their answers away', async () => {
    const who = await newStaff(server, UNIT, '13912350008', '偷看学员');
    const started = await startChallenge(server, who, await levelIdOf(server, admin, '初级'));
    const [drawn] = idsOf(started);
    const question = bank.find((item) => item.id === drawn)!;
    const study = { ...who, records: [{ questionId: drawn, answer: wrongAnswer(question), seconds: 5 }] };
    expect(await appPost(server, ABILITY_APP_CALLS.study, study)).toMatchObject({ status: -1, statusText: `题目${drawn}属于您进行中的闯关挑战，挑战结束后才能练习` });
    await submitChallenge(server, who, started.data.attemptId, []);
    expect(await appPost(server, ABILITY_APP_CALLS.study, study)).toMatchObject({ status: 0, data: { results: [{ questionId: drawn, correct: false }] } });
  });

  it('draws nothing while 是否开启等级 is off', async () => {
    const db = server.services.db;
    await db.insert(singleRecords).values({ kind: 'abilityLevelCommonSetting', ownerId: 0, value: { ...COMMON_SETTING_DEFAULTS, levelEnabled: 0 } });
    try {
      const who = await newStaff(server, UNIT, '13912350009', '关闭等级');
      expect(await startChallenge(server, who, await levelIdOf(server, admin, '初级'))).toMatchObject({ status: -1, statusText: '等级功能未开启，暂不能闯关' });
    } finally {
      await db.delete(singleRecords).where(and(eq(singleRecords.kind, 'abilityLevelCommonSetting'), eq(singleRecords.ownerId, 0)));
    }
  });
});

describe('team assessments registered by operators', () => {
  const four = () => bank.slice(4, 8);
  const sheet = (rightCount: number, questions = four()) => questions.map((question, index) => ({ questionId: question.id, answer: index < rightCount ? question.answer : wrongAnswer(question) }));
  const ranking = () => allRows(server, admin, 'queryEvaluationStatisticsList', {});
  const assessmentRows = async () => (await server.services.db.select({ n: count() }).from(abilityAssessments))[0].n;

  it('refuses a first sheet of an unregistered code, and the ranking does not change', async () => {
    const who = await newStaff(server, UNIT, '13912350101', '自建考核');
    const before = await ranking();
    const rows = await assessmentRows();
    const fake = { ...who, assessmentCode: 'fake-2026', title: '伪造的团队考核', answers: sheet(4), seconds: 60 };
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, fake)).toMatchObject({ status: -1, statusText: '考核不存在或未开放' });
    expect(await appPost(server, ABILITY_APP_CALLS.queryAssessment, { ...who, assessmentCode: 'fake-2026' })).toMatchObject({ status: -1, statusText: '考核不存在或未开放' });
    expect(await assessmentRows()).toBe(rows);
    expect(await ranking()).toEqual(before);
    // Registered later by an operator, the code takes the real sheets.
    expect(await assessmentCall(server, admin, 'create', { code: 'fake-2026', title: '正式团队考核', questionIds: four().map((question) => question.id) })).toMatchObject({ status: 0 });
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, fake)).toMatchObject({ status: 0, data: { score: 100 } });
    expect((await ranking()).find((row) => row.title === '正式团队考核')).toMatchObject({ participantCount: 1 });
  });

  it('registers with 新增, edits with 修改, and fixes the questions once a sheet is taken', async () => {
    const viewer = await loginWithGrants(server, 'assessViewer', { 42: ['list', 'detail'] });
    const adder = await loginWithGrants(server, 'assessAdder', { 42: ['list', 'add'] });
    const ids = four().map((question) => question.id);
    const form = { code: 'ops-2026', title: '运营登记的考核', questionIds: ids };
    expect(await assessmentCall(server, viewer.token, 'create', form)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect(await assessmentCall(server, viewer.token, 'questionChoices', {})).toMatchObject({ status: 403 });
    const created = await assessmentCall(server, adder.token, 'create', form);
    expect(created).toMatchObject({ status: 0, data: { code: 'ops-2026', title: '运营登记的考核', openDate: null, closeDate: null, questionIds: ids, sheetCount: 0, version: 1 } });
    expect(created.data.questions.map((question: { id: number }) => question.id)).toEqual(ids);
    expect(JSON.stringify(created.data)).not.toContain('"answer"');
    expect(await assessmentCall(server, adder.token, 'create', { ...form, title: '重复' })).toMatchObject({ status: -1, statusText: '考核编码“ops-2026”已登记' });
    const id = created.data.id;
    expect(await assessmentCall(server, adder.token, 'update', { ...form, id, version: 1, title: '改名' })).toMatchObject({ status: 403 });
    expect(await assessmentCall(server, viewer.token, 'detail', { id })).toMatchObject({ status: 0, data: { code: 'ops-2026' } });

    const who = await newStaff(server, UNIT, '13912350102', '运营考核人');
    const shown = await appPost(server, ABILITY_APP_CALLS.queryAssessment, { ...who, assessmentCode: 'ops-2026' });
    expect(shown).toMatchObject({ status: 0, data: { assessmentId: id, title: '运营登记的考核', submitted: false } });
    expect(shown.data.questions.map((question: { questionId: number }) => question.questionId)).toEqual(ids);
    expect(JSON.stringify(shown.data)).not.toMatch(/"answer"|"analysis"/);
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...who, assessmentCode: 'ops-2026', answers: sheet(3) })).toEqual({
      httpStatus: 200,
      status: 0,
      statusText: '记录成功',
      data: { id: expect.any(Number), assessmentId: id, score: 75, passed: true, correctCount: 3 },
    });
    expect((await appPost(server, ABILITY_APP_CALLS.queryAssessment, { ...who, assessmentCode: 'ops-2026' })).data.submitted).toBe(true);
    expect((await ranking()).find((row) => row.assessmentId === id)).toMatchObject({ title: '运营登记的考核', questionCount: 4, participantCount: 1, avgScore: 75 });

    const other = bank.slice(8, 12).map((question) => question.id);
    expect(await assessmentCall(server, admin, 'update', { ...form, id, version: 1, questionIds: other })).toMatchObject({
      status: -1,
      statusText: '已有1人提交该考核，不能再修改题目',
      data: { errors: { questionIds: '已有1人提交该考核，不能再修改题目' } },
    });
    expect(await assessmentCall(server, admin, 'update', { ...form, id, version: 1, code: 'ops-2027' })).toMatchObject({ status: -1, statusText: '考核编码登记后不能修改' });
    expect(await assessmentCall(server, admin, 'update', { ...form, id, version: 1, title: '运营考核（更名）' })).toMatchObject({
      status: 0,
      data: { title: '运营考核（更名）', version: 2, sheetCount: 1 },
    });
    expect(await assessmentCall(server, admin, 'update', { ...form, id, version: 1, title: '旧版本' })).toMatchObject({ status: -1, statusText: '该记录已被他人修改，请刷新后重试' });
    expect((await ranking()).find((row) => row.assessmentId === id)).toMatchObject({ title: '运营考核（更名）', participantCount: 1 });
  });

  it('checks the registration form and takes sheets only while the assessment is open', async () => {
    const ids = four().map((question) => question.id);
    const rows = await assessmentRows();
    const refused = async (body: Record<string, unknown>, statusText: string, field: string) =>
      expect(await assessmentCall(server, admin, 'create', { code: 'form-2026', title: '表单检查', questionIds: ids, ...body })).toMatchObject({
        status: -1,
        statusText,
        data: { errors: { [field]: statusText } },
      });
    await refused({ code: '含中文' }, '考核编码只能包含字母、数字、_ 和 -', 'code');
    await refused({ title: ' ' }, '请输入考核名称', 'title');
    await refused({ openDate: '2026-02-30' }, '开放日期格式不正确，应为YYYY-MM-DD', 'openDate');
    await refused({ openDate: '2026-03-02', closeDate: '2026-03-01' }, '截止日期不能早于开放日期', 'closeDate');
    await refused({ questionIds: [] }, '请选择1到100道题目', 'questionIds');
    await refused({ questionIds: [ids[0], ids[0]] }, '请选择1到100道题目', 'questionIds');
    const disabled = (await bankQuestions(server)).find((question) => question.enabled === 0)!;
    await refused({ questionIds: [ids[0], disabled.id] }, `题目${disabled.id}不存在或已停用`, 'questionIds');
    expect(await assessmentRows()).toBe(rows);

    const who = await newStaff(server, UNIT, '13912350103', '开放期学员');
    const later = await assessmentCall(server, admin, 'create', { code: 'later-2999', title: '尚未开放', questionIds: ids, openDate: '2999-01-01' });
    const over = await assessmentCall(server, admin, 'create', { code: 'over-2000', title: '已经截止', questionIds: ids, openDate: '2000-01-01', closeDate: '2000-01-31' });
    for (const code of ['later-2999', 'over-2000']) {
      expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...who, assessmentCode: code, answers: sheet(4) })).toMatchObject({ status: -1, statusText: '考核不存在或未开放' });
    }
    // The operator opens it: the same sheet is taken.
    expect(
      await assessmentCall(server, admin, 'update', { id: later.data.id, version: later.data.version, code: 'later-2999', title: '尚未开放', questionIds: ids, openDate: '2000-01-01' }),
    ).toMatchObject({ status: 0 });
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...who, assessmentCode: 'later-2999', answers: sheet(4) })).toMatchObject({ status: 0 });
    expect((await ranking()).find((row) => row.assessmentId === over.data.id)).toMatchObject({ participantCount: 0 });
  });

  it('lists the enabled questions to pick from, by part of the stem', async () => {
    const all = await assessmentCall(server, admin, 'questionChoices', { pageSize: 100 });
    expect(all.data.total).toBe(bank.length);
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['businessTypeId', 'businessTypeName', 'enabled', 'id', 'questionType', 'questionTypeName', 'stem']);
    const word = all.data.list[0].stem.slice(0, 4);
    const found = await assessmentCall(server, admin, 'questionChoices', { keyword: word });
    expect(found.data.list.length).toBeGreaterThan(0);
    expect(found.data.list.every((row: { stem: string }) => row.stem.includes(word))).toBe(true);
  });
});
