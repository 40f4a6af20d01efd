/**
 * The app-facing questionnaire calls and what the console reads of the answers: the open list of a sampled
 * institution's user, answers checked against the questions, the refusals (not sampled, second answer, also
 * two at once, not started, ended, closed, unknown user), answers → results and response rates, the text
 * answers, questions that cannot change once answered, and both workbooks read back with exceljs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appUsers } from '../../server/db/schema';
import { questionnaires } from '../../features/questionnaire/server/schema';
import { loginToken, startTestServer, type TestServer } from './helpers';
import { ALL_KINDS, addStaff, answerFor, appPost, download, qGet, qPost, readWorkbook, staffOf } from '../../features/questionnaire/testing/fixtures';

let server: TestServer;
let admin: string;
let detail: { id: number; questions: Array<{ id: number; kind: string; title: string; options?: { key: string }[]; rows?: { key: string }[]; columns?: { key: string }[] }> };
let ids: Record<string, number>;
const post = (path: string, body: Record<string, unknown> = {}) => qPost(server, admin, path, body);
const get = (path: string, query: Record<string, string> = {}) => qGet(server, admin, path, query);
const submit = (who: { appUserId: number; mobile: string }, answers: unknown, questionnaireId = detail.id) => appPost(server, 'questionnaire/submitAnswer', { ...who, questionnaireId, answers });
const openList = async (who: { appUserId: number; mobile: string }) =>
  (await appPost(server, 'questionnaire/queryOpenList', who)).data as Array<{ id: number; answered: boolean; questions: unknown[] }>;

const SAMPLED = ['东方汇通证券股份有限公司', '华润嘉盛基金管理有限公司', '中原恒泰期货有限公司', '西部丝路投资咨询有限公司'];
const staff = async (unit: string) => (await staffOf(server, unit))[0];

const publishWith = async (units: string[], extra: Record<string, unknown> = {}) => {
  const created = (await post('updateDetails', { title: '答卷测试', questions: ALL_KINDS, ...extra })).data;
  const drawn = await post('preciseAttribute', { id: created.id, institutionIds: units.map((unit) => ids[unit]), publish: true });
  expect(drawn.status).toBe(0);
  return (await get('queryQuestionList', { id: String(created.id) })).data;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const units = await get('attributeIssue', { pageSize: '100' });
  ids = Object.fromEntries(units.data.list.map((unit: { id: number; unitName: string }) => [unit.unitName, unit.id]));
  detail = await publishWith(SAMPLED);
});

afterAll(async () => {
  await server?.close();
});

describe('the app user and the open questionnaires', () => {
  it('lists the open questionnaires of a sampled institution with their questions', async () => {
    const list = await openList(await staff(SAMPLED[0]));
    const mine = list.find((item) => item.id === detail.id)!;
    expect(mine).toMatchObject({ answered: false, anonymous: false });
    expect(mine.questions).toHaveLength(6);
    expect((await openList(await staff('江南联合商业银行股份有限公司'))).some((item) => item.id === detail.id)).toBe(false);
  });

  it.each([
    [{ appUserId: 1, mobile: '13000000000' }, '请先登录APP'],
    [{ appUserId: 1 }, '请先登录APP'],
  ])('refuses a caller with no app session, whoever the body names %j', async (who, message) => {
    expect(await appPost(server, 'questionnaire/queryOpenList', who)).toMatchObject({ status: 401, statusText: message });
  });

  it('refuses a personal investor and an institution not in the sample', async () => {
    const [investor] = await server.services.db.select().from(appUsers).where(eq(appUsers.userType, 2));
    expect((await submit({ appUserId: investor.id, mobile: investor.mobile }, {})).statusText).toBe('只有会员单位从业人员可以填写问卷');
    expect((await submit(await staff('江南联合商业银行股份有限公司'), answerFor(detail.questions))).statusText).toBe('贵机构不在本问卷的抽样范围内，无需填写');
  });
});

describe('an answer checked against the questions', () => {
  const base = () => answerFor(detail.questions);
  const q = (kind: string) => detail.questions.find((question) => question.kind === kind)!;
  it.each([
    ['a required question left out', (a: Record<string, unknown>) => ({ ...a, [q('single').id]: undefined }), '第1题“机构类型”为必答题，请作答'],
    ['an option of no question', (a: Record<string, unknown>) => ({ ...a, [q('single').id]: 'o9' }), '第1题“机构类型”选项无效'],
    [
      'too many picks',
      (a: Record<string, unknown>) => ({
        ...a,
        [q('multiple').id]: q('multiple')
          .options!.slice(0, 3)
          .map((o) => o.key),
      }),
      '第2题“关注的业务”最多选择2项',
    ],
    ['no pick of a required multiple choice', (a: Record<string, unknown>) => ({ ...a, [q('multiple').id]: [] }), '第2题“关注的业务”为必答题，请作答'],
    ['a text too long', (a: Record<string, unknown>) => ({ ...a, [q('shortText').id]: '很长的职务名称超过十个字' }), '第3题“联系人职务”不能超过10个字'],
    ['a score off the scale', (a: Record<string, unknown>) => ({ ...a, [q('rating').id]: 6 }), '第5题“满意度”评分应为1到5之间的整数'],
    ['a matrix row unanswered', (a: Record<string, unknown>) => ({ ...a, [q('matrix').id]: { [q('matrix').rows![0].key]: q('matrix').columns![0].key } }), '第6题“服务评价”每一行都需要选择'],
    ['a question of another questionnaire', (a: Record<string, unknown>) => ({ ...a, 999999: 'x' }), '答卷包含不属于该问卷的题目：999999'],
  ])('refuses %s', async (_name, change, message) => {
    const answer = await submit(await staff(SAMPLED[0]), JSON.parse(JSON.stringify(change(base()))));
    expect(answer).toMatchObject({ status: -1, statusText: message });
  });
});

describe('answers and results', () => {
  it('takes one answer per institution, refuses the second (also two at once)', async () => {
    const first = await submit(await staff(SAMPLED[0]), answerFor(detail.questions, 0));
    expect(first).toMatchObject({ status: 0, statusText: '提交成功', data: { questionnaireId: detail.id } });
    const colleague = await addStaff(server, SAMPLED[0], '13700000001');
    expect((await submit(colleague, answerFor(detail.questions, 1))).statusText).toBe('贵机构已提交过该问卷，不能重复提交');
    expect((await openList(colleague)).find((item) => item.id === detail.id)!.answered).toBe(true);
    const [a, b] = [await addStaff(server, SAMPLED[1], '13700000002'), await addStaff(server, SAMPLED[1], '13700000003')];
    const both = await Promise.all([submit(a, answerFor(detail.questions, 1)), submit(b, answerFor(detail.questions, 2))]);
    expect(both.map((answer) => answer.statusText).sort()).toEqual(['提交成功', '贵机构已提交过该问卷，不能重复提交'].sort());
  });

  it('counts the answers per question and stratum, and tells when the results are behind', async () => {
    const before = await get('queryResult', { id: String(detail.id) });
    expect(before.data).toMatchObject({ countedAnswers: 2, answerCount: 2, stale: false });
    expect((await submit(await staff(SAMPLED[2]), answerFor(detail.questions, 2))).status).toBe(0);
    expect((await get('queryResult', { id: String(detail.id) })).data).toMatchObject({ countedAnswers: 2, answerCount: 3, stale: true });
    const result = (await post('updateStatistics', { id: detail.id })).data;
    expect(result).toMatchObject({ countedAnswers: 3, answerCount: 3, stale: false, answered: 3 });
    expect(result.strata).toEqual([expect.objectContaining({ key: '{}', name: '全部机构', sampled: 4, answered: 3, responseRate: 0.75 })]);
    const [single, multiple, short, long, rating, matrix] = result.questions;
    // Picks 0 and 1 (SAMPLED[0], [1]) and 2: one each of the three options.
    expect(single.options.map((option: { count: number; share: number }) => [option.count, option.share])).toEqual([
      [1, 0.3333],
      [1, 0.3333],
      [1, 0.3333],
    ]);
    expect(multiple.options.map((option: { count: number }) => option.count)).toEqual([3, 1, 1, 1]);
    expect(short).toMatchObject({ answered: 3, latestTexts: [{ text: '合规总监' }, { text: '合规总监' }, { text: '合规总监' }] });
    expect(long.latestTexts.map((item: { text: string }) => item.text).sort()).toEqual(['建议0', '建议1', '建议2']);
    expect(rating).toMatchObject({
      average: 2,
      scores: [
        { score: 1, count: 1 },
        { score: 2, count: 1 },
        { score: 3, count: 1 },
        { score: 4, count: 0 },
        { score: 5, count: 0 },
      ],
    });
    expect(matrix.rows[0].columns.map((column: { count: number }) => column.count)).toEqual([3, 0, 0]);
    expect((await get('queryResult', { id: String(detail.id), stratumKey: '{"x":"y"}' })).data).toMatchObject({ answered: 0 });
    const texts = await post('queryTextAnswerList', { id: detail.id, questionId: long.questionId });
    expect(texts.data.total).toBe(3);
    expect(texts.data.list.map((item: { institutionName: string }) => item.institutionName).sort()).toEqual(SAMPLED.slice(0, 3).sort());
    expect((await post('querySampleList', { id: detail.id, answered: 1 })).data.total).toBe(3);
  });

  it('keeps the questions compatible with the answers: wording and order may change, nothing else', async () => {
    const read = (await get('queryQuestionList', { id: String(detail.id) })).data;
    const [single, multiple, short, ...rest] = read.questions;
    const save = (questions: unknown[], extra: Record<string, unknown> = {}) => post('updateDetails', { id: detail.id, version: read.version, title: read.title, questions, ...extra });
    const why = '已有答卷按原题目和选项保存，改动后将无法与之对应';
    expect((await save([multiple, short, ...rest])).statusText).toBe(`问卷已有3份答卷，不能删除题目“机构类型”：${why}`);
    expect((await save([{ ...single, kind: 'multiple' }, multiple, short, ...rest])).statusText).toBe(`问卷已有3份答卷，题目“机构类型”不能更改题型：${why}`);
    expect((await save([{ ...single, options: [...single.options, { label: '银行' }] }, multiple, short, ...rest])).statusText).toBe(
      `问卷已有3份答卷，题目“机构类型”不能增加或删除选项（可修改选项文字）：${why}`,
    );
    expect((await save([single, { ...multiple, maxPicks: 3 }, short, ...rest])).statusText).toBe(`问卷已有3份答卷，题目“关注的业务”不能更改作答限制或分值范围：${why}`);
    expect((await save([single, multiple, { ...short, required: true }, ...rest])).statusText).toBe('问卷已有3份答卷，题目“联系人职务”不能改为必答：已有答卷可能没有回答该题');
    expect((await save([single, multiple, short, ...rest, { kind: 'shortText', title: '新题' }])).statusText).toBe(`问卷已有3份答卷，不能新增题目“新题”：${why}；可复制为新问卷后修改`);
    expect((await save([...read.questions], { anonymous: true })).statusText).toBe('问卷已有3份答卷，不能更改是否匿名');
    const renamed = { ...single, title: '贵机构类型', options: single.options.map((option: { label: string }, index: number) => ({ ...option, label: `${option.label}${index}` })) };
    const saved = await save([multiple, renamed, short, ...rest]);
    expect(saved.status).toBe(0);
    expect(saved.data.questions.slice(0, 2)).toMatchObject([{ id: multiple.id }, { id: single.id, title: '贵机构类型', options: [{ label: '证券0' }, { label: '基金1' }, { label: '期货2' }] }]);
  });

  it('exports the sample with the draw record, and the answers, readable in exceljs with Chinese intact', async () => {
    const sample = await download(server, admin, 'exportSample', { id: String(detail.id) });
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toBe('application/octet-stream');
    const name = decodeURIComponent(String(sample.headers['content-disposition']).split("filename*=UTF-8''")[1]);
    expect(name).toMatch(/^问卷样本机构_答卷测试_\d{8}\.xlsx$/);
    const [sheet, record] = await readWorkbook(sample.payload);
    expect(sheet.name).toBe('样本机构');
    expect(sheet.rows[0]).toEqual(['序号', '机构编号', '机构名称', '机构类型', '所属地区', '规模类别', '所属分层', '推送状态', '最近推送时间', '是否作答', '作答时间']);
    expect(sheet.rows).toHaveLength(5);
    expect(sheet.rows[1].slice(2, 6)).toEqual(['东方汇通证券股份有限公司', '证券公司', '华东', '大型']);
    expect(sheet.rows.slice(1).map((row) => row[9])).toEqual(['是', '是', '是', '否']);
    expect(record.rows.find((row) => row[0] === '抽样方式')![1]).toBe('精准抽样');
    expect(record.rows.find((row) => row[0] === '抽样人')![1]).toBe('系统管理员');
    const answers = await download(server, admin, 'exportAnswers', { id: String(detail.id) });
    const [answerSheet] = await readWorkbook(answers.payload);
    expect(answerSheet.rows[0].slice(0, 6)).toEqual(['序号', '提交时间', '机构名称', '填写人', '所属分层', '1. 关注的业务']);
    expect(answerSheet.rows[0]).toContain('6. 服务评价 - 培训');
    expect(answerSheet.rows).toHaveLength(4);
    expect(answerSheet.rows[1][2]).toBe('东方汇通证券股份有限公司');
    expect(answerSheet.rows[1][5]).toBe('自律规则、培训');
    const byPost = await server.app.inject({
      method: 'POST',
      url: `${server.config.questionnaireBase}exportAnswers`,
      headers: { token: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: detail.id }),
    });
    expect(byPost.statusCode).toBe(200);
    expect((await download(server, admin, 'exportSample', { id: '999999' })).json()).toMatchObject({ status: -1, statusText: '问卷不存在或已被删除' });
  });

  it('refuses answers once the questionnaire is closed, and deleting it', async () => {
    expect((await post('close', { id: detail.id })).status).toBe(0);
    const late = await addStaff(server, SAMPLED[3], '13700000009');
    expect((await submit(late, answerFor(detail.questions))).statusText).toBe('问卷已结束，不能再提交');
    expect((await openList(await staff(SAMPLED[0]))).some((item) => item.id === detail.id)).toBe(false);
    expect((await post('delete', { id: detail.id })).statusText).toBe('问卷已有3份答卷，不能删除');
  });
});

describe('time window and anonymity', () => {
  it('refuses before the start and after the end', async () => {
    const later = await publishWith([SAMPLED[0]], { startTime: '2099-01-01 09:00:00' });
    expect((await submit(await staff(SAMPLED[0]), answerFor(later.questions), later.id)).statusText).toBe('问卷将于2099-01-01 09:00:00开始，请届时填写');
    const ended = await publishWith([SAMPLED[0]]);
    await server.services.db
      .update(questionnaires)
      .set({ endTime: new Date('2020-01-01T00:00:00Z') })
      .where(eq(questionnaires.id, ended.id));
    expect((await submit(await staff(SAMPLED[0]), answerFor(ended.questions), ended.id)).statusText).toBe('问卷已于2020-01-01 08:00:00截止，不能再提交');
  });

  it('keeps no respondent of an anonymous questionnaire and exports no names', async () => {
    const anonymous = await publishWith([SAMPLED[0]], { anonymous: true });
    expect((await submit(await staff(SAMPLED[0]), answerFor(anonymous.questions), anonymous.id)).status).toBe(0);
    const [sheet] = await readWorkbook((await download(server, admin, 'exportAnswers', { id: String(anonymous.id) })).payload);
    expect(sheet.rows[0].slice(0, 3)).toEqual(['序号', '提交时间', '所属分层']);
    expect(sheet.rows[1]).not.toContain('东方汇通证券股份有限公司');
  });
});

describe('the demo answers', () => {
  it('are counted in the results of the demo questionnaires', async () => {
    const list = (await post('queryList', { pageSize: 100 })).data.list.filter((row: { title: string; answerCount: number }) => row.answerCount > 0 && !row.title.startsWith('答卷测试'));
    expect(list.length).toBe(2);
    for (const row of list) {
      const result = (await post('updateStatistics', { id: row.id })).data;
      expect(result.answered).toBe(row.answerCount);
      expect(result.strata.reduce((sum: number, stratum: { answered: number }) => sum + stratum.answered, 0)).toBe(row.answerCount);
    }
  });
});

describe('the limit per client', () => {
  it('refuses an address past its calls per minute (HTTP 429), counting in the database', async () => {
    const limited = await startTestServer({ env: { TRACK_CALLS_PER_MINUTE: '2' } });
    try {
      const [user] = await staffOf(limited, SAMPLED[0]);
      const ask = () => appPost(limited, 'questionnaire/queryOpenList', user, '203.0.113.99');
      expect((await ask()).status).toBe(0);
      expect((await ask()).status).toBe(0);
      expect(await ask()).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
      expect((await appPost(limited, 'questionnaire/queryOpenList', user, '203.0.113.100')).status).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
