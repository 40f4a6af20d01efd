/**
 * Ability building on the server (docs/ability.md): the business types
 * (menu 39) with their two extra reads, the question bank (menu 40) with the
 * question rules, the batch operation and the permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, loginToken, type TestServer } from './helpers';
import { loginWithUnits, NO_MENU, NO_UNIT, post, QUESTION, questionCount, TYPE } from '../../features/abilityQuestionBank/testing/fixtures';

let server: TestServer;
let admin: string;
let editor: string;
let viewer: string;
let toggler: string;
let types: Record<string, number>;

const q = (call: string, body: Record<string, unknown> = {}, token = admin) => post(server, token, `${QUESTION}/${call}`, body);
const t = (call: string, body: Record<string, unknown> = {}, token = admin) => post(server, token, `${TYPE}/${call}`, body);

const single = (extra: Record<string, unknown> = {}) => ({
  businessTypeId: types['合规风控'],
  questionType: 1,
  stem: '证券公司应当在哪一层级设立合规负责人？',
  optionA: '公司总部',
  optionB: '分支机构',
  optionC: '子公司',
  answer: 'a',
  difficulty: 1,
  orderSeq: 100,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
  viewer = await loginWithUnits(server, 'qb_viewer', ['list', 'detail']);
  toggler = await loginWithUnits(server, 'qb_toggler', ['list', 'enable']);
  const list = await t('queryAbilityBusinessTypeList', { pageNum: 1, pageSize: 100 });
  types = Object.fromEntries(list.data.list.map((row: { name: string; id: number }) => [row.name, row.id]));
});

afterAll(async () => {
  await server?.close();
});

describe('business types (ability/abilityBusinessType)', () => {
  it('lists the demo types in order, with the max order', async () => {
    const list = await t('queryAbilityBusinessTypeList', { pageNum: 1, pageSize: 3 });
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(8);
    expect(list.data.list.map((row: { name: string }) => row.name)).toEqual(['经纪业务', '投资银行', '资产管理']);
    expect((await t('queryMaxOrderSeq')).data).toBe(8);
    const detail = await t('queryAbilityBusinessTypeDetail', { id: types['反洗钱'] });
    expect(detail.data).toMatchObject({ name: '反洗钱', enabled: 1, orderSeq: 6 });
  });

  it('answers the enabled types, and the types holding questions', async () => {
    const created = await t('addAbilityBusinessType', { name: '债券业务', description: '债券交易与承销', enabled: 1, orderSeq: 9 });
    expect(created.status).toBe(0);
    const valid = (await t('queryValidBusinessType')).data.map((row: { name: string }) => row.name);
    expect(valid).toEqual(['经纪业务', '投资银行', '资产管理', '合规风控', '证券投资咨询', '反洗钱', '融资融券', '债券业务']);
    const holding = (await t('queryHasQuestionBusinessType')).data.map((row: { name: string }) => row.name);
    // 场外衍生品 is disabled but holds a question; 债券业务 holds none.
    expect(holding).toEqual(['经纪业务', '投资银行', '资产管理', '合规风控', '证券投资咨询', '反洗钱', '融资融券', '场外衍生品']);
    // The question bank's holders read them too; others may not.
    expect((await t('queryValidBusinessType', {}, viewer)).status).toBe(0);
    expect((await t('queryHasQuestionBusinessType', {}, editor)).statusText).toBe(NO_MENU);
    await t('updateAbilityBusinessType', { id: created.data.id, version: created.data.version, name: '债券承销', enabled: 0 });
    expect((await t('queryValidBusinessType')).data.some((row: { name: string }) => row.name === '债券承销')).toBe(false);
    expect((await t('deleteAbilityBusinessType', { id: created.data.id })).status).toBe(0);
  });

  it('refuses to delete a type that still holds questions, saying how many', async () => {
    const answer = await t('deleteAbilityBusinessType', { id: types['融资融券'] });
    expect(answer.statusText).toBe('该业务类型下还有 4 条能力题目数据，无法删除');
    expect((await t('queryAbilityBusinessTypeDetail', { id: types['融资融券'] })).status).toBe(0);
  });

  it('refuses a blank name and callers without the menu', async () => {
    expect((await t('addAbilityBusinessType', { name: ' ', orderSeq: 1 })).statusText).toBe('请输入业务类型名称');
    expect((await t('queryAbilityBusinessTypeList', {}, editor)).statusText).toBe(NO_MENU);
  });
});

describe('questions (ability/abilityQuestionManage)', () => {
  it('lists, filters and details the demo questions', async () => {
    const list = await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 10 });
    expect(list.data.total).toBe(34);
    expect(list.data.list[0]).toMatchObject({ orderSeq: 1, questionType: 1, answer: 'A', businessTypeIdLabel: '经纪业务' });
    const judges = await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 50, questionType: 3 });
    expect(judges.data.list.every((row: { optionA: string; optionB: string }) => row.optionA === '正确' && row.optionB === '错误')).toBe(true);
    const byType = await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 50, businessTypeId: types['反洗钱'] });
    expect(byType.data.total).toBe(4);
    const detail = await q('queryAbilityQuestionManageDetail', { id: list.data.list[0].id });
    expect(detail.data.stem).toContain('投资者分为哪两类');
    expect((await q('queryMaxOrderSeqVal')).data).toBe(34);
  });

  it('adds a question with its answer normalised, updates and deletes it', async () => {
    const created = await q('addAbilityQuestionManageInfo', single({ questionType: 2, answer: 'c,a' }));
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({ answer: 'AC', optionC: '子公司', enabled: 1 });
    const judged = await q('updateAbilityQuestionManageInfo', { id: created.data.id, version: created.data.version, questionType: 3, answer: '错误' });
    expect(judged.data).toMatchObject({ questionType: 3, answer: '错误', optionA: '正确', optionB: '错误', optionC: null });
    const switched = await q('updateAbilityQuestionManageInfo', { id: created.data.id, version: judged.data.version, enabled: 0 }, toggler);
    expect(switched.data.enabled).toBe(0);
    expect((await q('deleteAbilityQuestionManageInfo', { id: created.data.id })).status).toBe(0);
  });

  it('refuses answers and options that do not suit the type, changing nothing', async () => {
    const before = await questionCount(server);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [single({ answer: 'AB' }), 'answer', '单选题的答案须为一个选项字母，如 A'],
      [single({ questionType: 2, answer: 'B' }), 'answer', '多选题的答案须为两个或以上不同的选项字母，如 ABD'],
      [single({ questionType: 2, answer: 'AA' }), 'answer', '多选题的答案须为两个或以上不同的选项字母，如 ABD'],
      [single({ answer: 'D' }), 'answer', '答案中的选项D未填写'],
      [single({ questionType: 3, answer: 'A' }), 'answer', '判断题的答案须为“正确”或“错误”'],
      [single({ optionC: '', optionD: '空缺之后' }), 'optionD', '请先填写选项C，再填写选项D'],
      [single({ optionB: '' }), 'optionB', '请输入选项B'],
      [single({ answer: '' }), 'answer', '请输入答案'],
      [single({ businessTypeId: types['场外衍生品'] }), 'businessTypeId', '所选业务类型已停用，请选择启用的业务类型'],
      [single({ difficulty: 9 }), 'difficulty', '难度的取值无效'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await q('addAbilityQuestionManageInfo', body);
      expect(answer.status, message).toBe(-1);
      expect(answer.data.errors[field], message).toBe(message);
    }
    const existing = (await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 1 })).data.list[0];
    const refused = await q('updateAbilityQuestionManageInfo', { id: existing.id, version: existing.version, answer: 'F' });
    expect(refused.statusText).toBe('答案中的选项F未填写');
    expect(await questionCount(server)).toBe(before);
    expect((await q('queryAbilityQuestionManageDetail', { id: existing.id })).data).toMatchObject({ answer: 'A', version: existing.version });
  });

  it('keeps a question on a type disabled since, when the type is not changed', async () => {
    const lastQuestion = (await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 1, businessTypeId: types['场外衍生品'] })).data.list[0];
    const saved = await q('updateAbilityQuestionManageInfo', { ...lastQuestion, analysis: '主协议体系是场外衍生品交易的基础。' });
    expect(saved.status).toBe(0);
    expect(saved.data.analysis).toBe('主协议体系是场外衍生品交易的基础。');
  });

  it('refuses callers without the menu or the unit', async () => {
    expect((await q('queryAbilityQuestionManageList', {}, editor)).statusText).toBe(NO_MENU);
    expect((await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: 1 }, viewer)).status).toBe(0);
    expect((await q('addAbilityQuestionManageInfo', single(), viewer)).statusText).toBe(NO_UNIT);
    expect((await q('updateDataByBatchOperation', { ids: [1], operation: 'enable' }, viewer)).statusText).toBe(NO_UNIT);
    expect((await q('updateDataByBatchOperation', { ids: [1], operation: 'delete' }, toggler)).statusText).toBe(NO_UNIT);
  });
});

describe('updateDataByBatchOperation', () => {
  const ids = async (count: number) => ((await q('queryAbilityQuestionManageList', { pageNum: 1, pageSize: count })).data.list as Array<{ id: number }>).map((row) => row.id);
  const enabledOf = async (id: number) => (await q('queryAbilityQuestionManageDetail', { id })).data.enabled;

  it('disables and enables the chosen questions, answering the count', async () => {
    const chosen = await ids(3);
    const disabled = await q('updateDataByBatchOperation', { ids: chosen, operation: 'disable' }, toggler);
    expect(disabled.status).toBe(0);
    expect(disabled.data).toEqual({ operation: 'disable', count: 3 });
    for (const id of chosen) expect(await enabledOf(id)).toBe(0);
    expect((await q('updateDataByBatchOperation', { ids: chosen.map(String), operation: 'enable' })).data.count).toBe(3);
    for (const id of chosen) expect(await enabledOf(id)).toBe(1);
  });

  it('changes nothing when one question is missing, or the body is wrong', async () => {
    const chosen = await ids(2);
    const before = await questionCount(server);
    expect((await q('updateDataByBatchOperation', { ids: [...chosen, 999_999], operation: 'delete' })).statusText).toBe('所选题目中有 1 条不存在或已被删除，请刷新后重试');
    expect((await q('updateDataByBatchOperation', { ids: [], operation: 'delete' })).statusText).toBe('请选择要操作的题目');
    expect((await q('updateDataByBatchOperation', { ids: ['x'], operation: 'delete' })).statusText).toBe('题目编号必须是正整数');
    expect((await q('updateDataByBatchOperation', { ids: chosen, operation: 'archive' })).statusText).toBe('批量操作类型须为 enable、disable 或 delete');
    expect(await questionCount(server)).toBe(before);
  });

  it('deletes the chosen questions in one go', async () => {
    const made = [];
    for (const stem of ['批量删除一', '批量删除二']) made.push((await q('addAbilityQuestionManageInfo', single({ stem }))).data.id);
    const before = await questionCount(server);
    expect((await q('updateDataByBatchOperation', { ids: made, operation: 'delete' })).data.count).toBe(2);
    expect(await questionCount(server)).toBe(before - 2);
  });
});
