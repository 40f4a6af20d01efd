/**
 * Issue 34: an institution renamed by an approved change (机构名称同步审核, org/examine/orgExamine) keeps its
 * app users, because they are linked to it by id. Before and after the approval of the demo change of
 * 东方汇通证券股份有限公司 → 东方汇通证券有限责任公司: its staff answer a questionnaire its sample holds
 * (queryOpenList, submitAnswer), record ability activity, send feedback (what they sent before shows under the
 * new name and the one it was sent under), are reached by a push, and the team assessment counts the same
 * 从业人员数 under the new name. PGlite (server) and PostgreSQL (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_APP_CALLS } from '../../features/abilityStatistics/contract/statistics';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { allRows, bankQuestions, statPost } from '../../features/abilityStatistics/testing/fixtures';
import { ALL_KINDS, answerFor, appPost, qGet, qPost, staffOf } from '../../features/questionnaire/testing/fixtures';
import { unitIdOf } from './memberUnitHelpers';
import { docxText } from '../../features/feedback/testing/documents';

const OLD_NAME = '东方汇通证券股份有限公司';
const NEW_NAME = '东方汇通证券有限责任公司';

let server: TestServer;
let admin: string;
let unitId: number;
let staff: { appUserId: number; mobile: string };
let questionnaire: { id: number; questions: Parameters<typeof answerFor>[0] };
let assessmentId: number;
let staffBefore: number;
/** A feedback its staff sent before the rename. */
let earlierFeedback: number;

const post = (path: string, body: Record<string, unknown>) => call(server, 'POST', path, { token: admin, body });
const openList = async () => (await appPost(server, 'questionnaire/queryOpenList', staff)).data as Array<{ id: number; answered: boolean }>;
/** The team assessment's row of the unit (团队考核机构参与明细), by id: its name is what changes. */
const assessmentRow = async () => (await allRows(server, admin, 'queryJoinEvaluationComDetailList', { assessmentId })).find((row) => row.institutionId === unitId)!;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  unitId = await unitIdOf(server, OLD_NAME);
  [staff] = await staffOf(server, OLD_NAME);
  // A questionnaire whose sample holds the institution, published before the rename.
  const created = (await qPost(server, admin, 'updateDetails', { title: '更名后答卷测试', questions: ALL_KINDS })).data;
  expect((await qPost(server, admin, 'preciseAttribute', { id: created.id, institutionIds: [unitId], publish: true })).status).toBe(0);
  questionnaire = (await qGet(server, admin, 'queryQuestionList', { id: String(created.id) })).data;
  // One of the demo team assessments, and the institution's staff count in it.
  assessmentId = Number((await allRows(server, admin, 'queryEvaluationStatisticsList', {}))[0].assessmentId);
  const before = await assessmentRow();
  expect(before.institutionName).toBe(OLD_NAME);
  staffBefore = Number(before.staffCount);
  expect(staffBefore).toBeGreaterThan(0);
  earlierFeedback = (await appPost(server, 'ideaFeedback/submit', { ...staff, title: '更名前的反馈', content: '机构更名前提交的反馈' })).data.id;
});

afterAll(async () => {
  await server?.close();
});

describe('an institution renamed by an approved change', () => {
  it('is renamed through the review: the demo change waiting for review, approved by the administrator', async () => {
    expect(await openList()).toEqual(expect.arrayContaining([expect.objectContaining({ id: questionnaire.id, answered: false })]));
    const [change] = (await post('org/examine/queryOrgExamineList', { orgName: '东方汇通', examineStatus: 0 })).data.list;
    expect(change).toMatchObject({ orgName: OLD_NAME, newOrgName: NEW_NAME, memberUnitId: unitId });
    const approved = await post('org/examine/orgExamine', { id: change.id, examineStatus: 1, examineOpinion: '已核对营业执照' });
    expect(approved).toMatchObject({ status: 0, statusText: '审核完成' });
    expect(approved.data.memberUnit).toMatchObject({ id: unitId, name: NEW_NAME });
  });

  it('keeps its app users: the list shows them under the new name', async () => {
    const users = (await post('user/userManagerList', { memberUnitId: unitId, pageSize: 100 })).data;
    expect(users.total).toBeGreaterThan(0);
    expect(users.list.map((user: { memberUnit: string }) => user.memberUnit)).toEqual(users.list.map(() => NEW_NAME));
    expect(users.list.map((user: { id: number }) => user.id)).toContain(staff.appUserId);
  });

  it('lets its staff see and answer the questionnaire of its sample', async () => {
    expect(await openList()).toEqual(expect.arrayContaining([expect.objectContaining({ id: questionnaire.id, answered: false })]));
    const submitted = await appPost(server, 'questionnaire/submitAnswer', { ...staff, questionnaireId: questionnaire.id, answers: answerFor(questionnaire.questions) });
    expect(submitted).toMatchObject({ status: 0, statusText: '提交成功' });
    expect(await openList()).toEqual(expect.arrayContaining([expect.objectContaining({ id: questionnaire.id, answered: true })]));
    const sample = (await qPost(server, admin, 'querySampleList', { id: questionnaire.id, pageSize: 100 })).data.list;
    expect(sample).toEqual([expect.objectContaining({ institutionId: unitId, answered: true })]);
  });

  it('reaches its staff with a push of a questionnaire sampled before the rename', async () => {
    const created = (await qPost(server, admin, 'updateDetails', { title: '更名后推送测试', questions: ALL_KINDS })).data;
    expect((await qPost(server, admin, 'preciseAttribute', { id: created.id, institutionIds: [unitId], publish: true })).status).toBe(0);
    const pushed = await qPost(server, admin, 'pushAttribute', { id: created.id });
    expect(pushed.data).toMatchObject({ targetCount: 1, sentCount: 1, failedCount: 0 });
  });

  it('records its staff’s ability activity under the new name', async () => {
    const [question] = (await bankQuestions(server)).filter((item) => item.enabled === 1);
    const recorded = await appPost(server, ABILITY_APP_CALLS.study, { ...staff, records: [{ questionId: question.id, answer: question.answer, seconds: 20 }] });
    expect(recorded).toMatchObject({ status: 0, statusText: '记录成功' });
    const detail = await statPost(server, admin, 'queryUserStudyDetailList', { appUserId: staff.appUserId });
    expect(detail.data.user).toMatchObject({ id: staff.appUserId, institutionName: NEW_NAME });
  });

  it('takes feedback from its staff, shown under the new name', async () => {
    const sent = await appPost(server, 'ideaFeedback/submit', { ...staff, title: '更名后的反馈', content: '机构更名后仍可提交反馈' });
    expect(sent).toMatchObject({ status: 0, statusText: '提交成功，感谢您的反馈' });
    const detail = await post('interactive/idea/queryDetails', { id: sent.data.id });
    expect(detail.data).toMatchObject({ memberUnit: NEW_NAME, memberUnitId: unitId, memberUnitAsSent: NEW_NAME });
  });

  it('shows feedback sent before the rename under the new name, with the name it was sent under, on screen and in its Word sheet', async () => {
    const detail = await post('interactive/idea/queryDetails', { id: earlierFeedback });
    expect(detail.data).toMatchObject({ memberUnit: NEW_NAME, memberUnitId: unitId, memberUnitAsSent: OLD_NAME });
    const word = await server.app.inject({
      method: 'POST',
      url: `${server.base}interactive/idea/exportIdeaFeedbackWord`,
      headers: { token: admin, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ id: earlierFeedback }),
    });
    expect(word.statusCode).toBe(200);
    expect(await docxText(word.rawPayload)).toContain(`${NEW_NAME}（提交时：${OLD_NAME}）`);
  });

  it('keeps its 从业人员数 in the team assessment, under the new name', async () => {
    expect(await assessmentRow()).toMatchObject({ institutionName: NEW_NAME, staffCount: staffBefore });
  });
});
