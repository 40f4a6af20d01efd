/**
 * Questionnaire design calls (menu 44) on the questionnaire base: create and save with questions of every
 * kind, the list, the detail, validation, optimistic locking, the lifecycle (publish needs a sample, close,
 * copy as a new draft, delete rules), the demo data in every state, and the menu and unit checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { ALL_KINDS, qGet, qPost } from '../../features/questionnaire/testing/fixtures';

let server: TestServer;
let admin: string;
const post = (path: string, body: Record<string, unknown> = {}, token = admin) => qPost(server, token, path, body);

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
});

afterAll(async () => {
  await server?.close();
});

const create = async (extra: Record<string, unknown> = {}) => {
  const answer = await post('updateDetails', { title: '测试问卷', description: '说明', questions: ALL_KINDS, ...extra });
  expect(answer.statusText).toBe('创建成功');
  return answer.data;
};

describe('the demo questionnaires', () => {
  it('are in every state, with draws and answers', async () => {
    const list = await post('queryList', { pageSize: 10 });
    expect(list.status).toBe(0);
    const byStatus = Object.fromEntries(list.data.list.map((row: { status: number }) => [row.status, row]));
    expect(Object.keys(byStatus).sort()).toEqual(['0', '1', '2']);
    expect(byStatus[0]).toMatchObject({ statusName: '草稿', sampleSize: null, answerCount: 0, questionCount: 6 });
    expect(byStatus[1]).toMatchObject({ statusName: '已发布', sampleSize: 8, open: true });
    expect(byStatus[1].answerCount).toBeGreaterThan(0);
    expect(byStatus[2]).toMatchObject({ statusName: '已结束', sampleSize: 6, open: false });
    expect(byStatus[2].answerCount).toBeGreaterThan(0);
  });
});

describe('create and save', () => {
  it('creates a questionnaire with every kind of question, keys made for the choices', async () => {
    const detail = await create({ startTime: '2026-01-01 08:00:00', endTime: '2099-12-31T23:59:59+08:00', anonymous: true });
    expect(detail).toMatchObject({ title: '测试问卷', status: 0, statusName: '草稿', anonymous: true, version: 0, startTime: '2026-01-01T00:00:00.000Z', questionCount: 6 });
    expect(detail.questions.map((question: { kind: string }) => question.kind)).toEqual(['single', 'multiple', 'shortText', 'longText', 'rating', 'matrix']);
    expect(detail.questions[0]).toMatchObject({
      kindName: '单选题',
      required: true,
      options: [
        { key: 'o1', label: '证券' },
        { key: 'o2', label: '基金' },
        { key: 'o3', label: '期货' },
      ],
    });
    expect(detail.questions[1]).toMatchObject({ minPicks: 1, maxPicks: 2 });
    expect(detail.questions[3]).toMatchObject({ helpText: '不超过50字', maxLength: 50, required: false });
    expect(detail.questions[5]).toMatchObject({
      rows: [
        { key: 'r1', label: '培训' },
        { key: 'r2', label: '咨询' },
      ],
      columns: [{ key: 'c1' }, { key: 'c2' }, { key: 'c3' }],
    });
    const read = await qGet(server, admin, 'queryQuestionList', { id: String(detail.id) });
    expect(read.data).toEqual(detail);
  });

  it('saves over the version read: reorders, edits, adds and removes questions; a stale save is refused', async () => {
    const detail = await create();
    const [single, multiple, ...rest] = detail.questions;
    const questions = [{ ...multiple, title: '关注的业务（可多选）' }, { ...single, options: [...single.options, { label: '银行' }] }, ...rest.slice(0, 3)];
    const saved = await post('updateDetails', { id: detail.id, version: 0, title: '测试问卷（改）', questions });
    expect(saved).toMatchObject({ status: 0, statusText: '编辑成功', data: { version: 1, title: '测试问卷（改）', questionCount: 5 } });
    expect(saved.data.questions[0]).toMatchObject({ id: multiple.id, title: '关注的业务（可多选）', orderSeq: 1 });
    expect(saved.data.questions[1].options.map((option: { key: string }) => option.key)).toEqual(['o1', 'o2', 'o3', 'o4']);
    const stale = await post('updateDetails', { id: detail.id, version: 0, title: '又改', questions });
    expect(stale).toMatchObject({ status: -1, statusText: '该问卷已被他人修改，请刷新后重试' });
    const foreign = await post('updateDetails', { id: detail.id, version: 1, title: 'x', questions: [{ ...single, id: 999999 }] });
    expect(foreign.statusText).toBe('题目编号999999不属于该问卷');
  });

  it.each([
    [{ title: '' }, '请输入问卷标题'],
    [{ title: '长'.repeat(101) }, '问卷标题不能超过100个字符'],
    [{ startTime: '2026-05-01 10:00', endTime: '2026-04-01 10:00' }, '结束时间必须晚于开始时间'],
    [{ startTime: 'tomorrow' }, '开始时间格式不正确，应为YYYY-MM-DD HH:mm:ss'],
    [{ questions: [{ kind: 'essay', title: 'x' }] }, '第1题：题型只能是：single（单选题）、multiple（多选题）、shortText（单行文本）、longText（多行文本）、rating（评分题）、matrix（矩阵单选题）'],
    [{ questions: [{ kind: 'single', title: '', options: ['a', 'b'] }] }, '请输入第1题：题目'],
    [{ questions: [{ kind: 'single', title: 'x', options: ['a'] }] }, '第1题：至少需要2个选项'],
    [{ questions: [{ kind: 'single', title: 'x', options: ['a', 'a'] }] }, '第1题：选项文字不能重复'],
    [{ questions: [{ kind: 'multiple', title: 'x', options: ['a', 'b', 'c'], minPicks: 3, maxPicks: 2 }] }, '第1题：最多选择数不能小于最少选择数'],
    [{ questions: [{ kind: 'shortText', title: 'x', maxLength: 500 }] }, '第1题：字数上限必须是1到200之间的整数'],
    [{ questions: [{ kind: 'rating', title: 'x', scaleMax: 11 }] }, '第1题：最高分必须是2到10之间的整数'],
    [{ questions: [{ kind: 'matrix', title: 'x', rows: ['a'], columns: ['b'] }] }, '第1题：至少需要2个列'],
    [{ questions: [{ kind: 'single', title: 'x', options: ['a', 'b'], required: 'yes' }] }, '第1题：是否必答只能是true或false'],
    [{ questions: 'none' }, '题目列表格式不正确'],
  ])('refuses %j', async (change, message) => {
    expect(await post('updateDetails', { title: '校验', questions: [], ...change })).toMatchObject({ status: -1, statusText: message });
  });
});

describe('lifecycle', () => {
  it('publishes only a draft with questions and a sample; closes a published one; a closed one is read-only', async () => {
    const empty = await create({ questions: [] });
    expect((await post('publish', { id: empty.id })).statusText).toBe('问卷还没有题目，不能发布');
    const detail = await create();
    expect((await post('publish', { id: detail.id })).statusText).toBe('请先抽取样本机构再发布问卷');
    expect((await post('close', { id: detail.id })).statusText).toBe('只有已发布的问卷可以结束');
    expect((await post('preciseAttribute', { id: detail.id, institutionIds: [1, 2] })).status).toBe(0);
    expect((await post('publish', { id: detail.id, version: 7 })).statusText).toBe('该问卷已被他人修改，请刷新后重试');
    const published = await post('publish', { id: detail.id });
    expect(published).toMatchObject({ status: 0, statusText: '发布成功', data: { status: 1, statusName: '已发布', open: true, sampleSize: 2 } });
    expect(published.data.publishedAt).toBeTruthy();
    expect((await post('publish', { id: detail.id })).statusText).toBe('只有草稿状态的问卷可以发布');
    expect((await post('delete', { id: detail.id })).statusText).toBe('问卷已发布，不能删除；请先结束问卷');
    const closed = await post('close', { id: detail.id });
    expect(closed).toMatchObject({ status: 0, data: { status: 2, statusName: '已结束', open: false } });
    const edit = await post('updateDetails', { id: detail.id, version: closed.data.version, title: '改', questions: [] });
    expect(edit.statusText).toBe('问卷已结束，不能修改；如需再次使用，请复制为新问卷');
    expect((await post('randomAttribute', { id: detail.id, method: 'random', count: 1 })).statusText).toBe('问卷已结束，不能抽样');
    expect((await post('delete', { id: detail.id })).statusText).toBe('删除成功');
    expect((await qGet(server, admin, 'queryQuestionList', { id: String(detail.id) })).statusText).toBe('问卷不存在或已被删除');
  });

  it('copies a questionnaire as a new draft with the same questions and choice keys', async () => {
    const detail = await create({ endTime: '2099-01-01 00:00:00' });
    const copy = await post('copy', { id: detail.id });
    expect(copy).toMatchObject({ status: 0, statusText: '已复制为新问卷', data: { title: '测试问卷（副本）', status: 0, copiedFrom: detail.id, endTime: null, sampleSize: null } });
    const strip = (questions: Record<string, unknown>[]) => questions.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.data.questions)).toEqual(strip(detail.questions));
    expect(copy.data.questions[0].id).not.toBe(detail.questions[0].id);
  });

  it('filters the list by title and status', async () => {
    const list = await post('queryList', { title: '合规管理', status: 1 });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0].title).toBe('会员单位合规管理现状调查');
    expect((await post('queryList', { status: 5 })).statusText).toBe('问卷状态只能是0（草稿）、1（已发布）或2（已结束）');
  });
});

describe('permissions', () => {
  it('refuses a caller without menu 43, and checks the data units', async () => {
    const editor = await loginToken(server, 'editor', 'Editor@2026');
    expect(await post('queryList', {}, editor)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect((await qGet(server, editor, 'getAttribute')).status).toBe(403);
    expect((await post('queryList', {}, '')).status).toBe(401);
    const reader = (await loginWithGrants(server, 'qnReader', { 44: ['list', 'detail'], 45: ['list'] })).token;
    expect((await post('queryList', {}, reader)).status).toBe(0);
    expect(await post('updateDetails', { title: '无权', questions: [] }, reader)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect((await post('delete', { id: 1 }, reader)).status).toBe(403);
    expect((await post('randomAttribute', { id: 1, method: 'random', count: 1 }, reader)).status).toBe(403);
    expect((await post('pushAttribute', { id: 1 }, reader)).status).toBe(403);
    const designer = (await loginWithGrants(server, 'qnDesigner', { 44: ['list', 'add'] })).token;
    expect((await post('updateDetails', { title: '可建', questions: [] }, designer)).status).toBe(0);
    expect((await qGet(server, designer, 'getAttribute')).status).toBe(403);
  });
});
