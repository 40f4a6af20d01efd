/**
 * Opinion feedback (menu 55; docs/opinion-feedback.md): a feedback sent through the app call enters the
 * list; the list's search (title, submitter, status, submission days); handling then issuing as two
 * recorded steps, issuing before handling refused, two operators at once (the row lock), the
 * permissions and the validation refusals, nothing changed by a refusal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { appUsers, files } from '../../server/db/schema';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

/** The test's time: 00:30 on 16 March 2026 in Beijing. */
const clock = new TestClock('2026-03-15T16:30:00Z');
import { appPostAs } from './appSignIn';

let server: TestServer;
let admin: string;
let handler: string;
let reader: string;
let outsider: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const list = (body: Record<string, unknown> = {}, token = admin) => post('interactive/idea/queryList', { pageNum: 1, pageSize: 100, ...body }, token);
const detail = (id: number, token = admin) => post('interactive/idea/queryDetails', { id }, token);
const deal = (id: number, version: number, dealWithResult: unknown, token = admin) => post('interactive/idea/updateFeedbackDealWithResult', { id, version, dealWithResult }, token);
const issue = (id: number, version: number, issuedResult: unknown, token = admin) => post('interactive/idea/updateFeedbackIssuedResult', { id, version, issuedResult }, token);
/** An app call by the person `{appUserId, mobile}` in `body`, signed in the app's way. */
const app = (path: string, body: Record<string, unknown>) => appPostAs(server, path, body, '198.51.100.77');

let sender: { id: number; mobile: string };

/** A feedback sent through the app call; answers its id. */
const send = async (title: string, extra: Record<string, unknown> = {}) => {
  const answer = await app('ideaFeedback/submit', { appUserId: sender.id, mobile: sender.mobile, title, content: `${title}的详细描述`, ...extra });
  expect(answer.statusText).toBe('提交成功，感谢您的反馈');
  return answer.data.id as number;
};

const expectRefusal = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(message === '请先登录APP' ? 401 : -1);
};

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  handler = (await loginWithGrants(server, 'fbhandler', { 55: ['list', 'detail', 'modify'] })).token;
  reader = (await loginWithGrants(server, 'fbreader', { 55: ['list', 'detail'] })).token;
  outsider = (await loginWithGrants(server, 'fboutsider', { 13: null })).token;
  [sender] = await server.services.db.select({ id: appUsers.id, mobile: appUsers.mobile }).from(appUsers).where(eq(appUsers.loginEnabled, 1)).orderBy(asc(appUsers.id)).limit(1);
});

afterAll(async () => {
  await server?.close();
});

describe('the demo data, sent through the app call', () => {
  it('holds 14 numbered feedbacks: 5 waiting, 2 handled, 7 issued, each step in the history', async () => {
    const all = await list();
    expect(all.data.total).toBe(14);
    expect(all.data.list.every((row: { feedbackNo: string }) => /^YJ\d{8}-\d{4}$/.test(row.feedbackNo))).toBe(true);
    expect((await list({ status: 0 })).data.total).toBe(5);
    expect((await list({ status: 1 })).data.total).toBe(2);
    expect((await list({ status: 2 })).data.total).toBe(7);
    const issued = (await list({ status: 2, pageSize: 1 })).data.list[0];
    const steps = (await detail(issued.id)).data.steps;
    expect(steps.map((step: { kind: string }) => step.kind)).toEqual(['deal', 'issue']);
    expect(steps[0]).toMatchObject({ kindName: '处理', actorName: expect.any(String), result: issued.dealWithResult });
  });
});

describe('a feedback from the app', () => {
  it('enters the list with its number, the sender and its attachments, and the app sees the reply only once issued', async () => {
    const fileId = randomUUID();
    await server.services.db.insert(files).values({ id: fileId, fileName: '截图一.png', contentType: 'image/png', size: 10 });
    const id = await send('APP闪退问题', { contactName: '钱多多', contactPhone: '13900001111', attachments: [fileId] });
    const record = (await detail(id)).data;
    expect(record).toMatchObject({ id, title: 'APP闪退问题', contactName: '钱多多', contactPhone: '13900001111', status: 0, statusName: '待处理', appUserId: sender.id, steps: [] });
    expect(record.attachments).toEqual([{ url: `${server.config.apiBase}fastdfs/downloadfiles?fileId=${fileId}`, title: '截图一.png' }]);
    expect(record.feedbackNo).toMatch(new RegExp(`^YJ\\d{8}-${String(id).padStart(4, '0')}$`));
    const mine = () => app('ideaFeedback/queryMine', { appUserId: sender.id, mobile: sender.mobile });
    expect((await mine()).data.list.find((row: { id: number }) => row.id === id)).toMatchObject({ replied: false, reply: null });
    const dealt = (await deal(id, record.version, '内部：已转技术部排查')).data;
    expect((await mine()).data.list.find((row: { id: number }) => row.id === id)).toMatchObject({ replied: false, reply: null });
    await issue(id, dealt.version, '已修复，请升级');
    expect((await mine()).data.list.find((row: { id: number }) => row.id === id)).toMatchObject({ replied: true, reply: '已修复，请升级' });
  });

  it.each([
    ['no title', { title: '' }, '请填写标题'],
    ['a long content', { content: '长'.repeat(2001) }, '反馈内容不能超过2000个字符'],
    ['a bad phone', { contactPhone: '12345' }, '联系电话格式不正确，应为手机号或座机号'],
    ['attachments that are no file ids', { attachments: ['x'] }, '附件应为已上传文件的编号列表'],
    ['a file that was never uploaded', { attachments: [randomUUID()] }, '附件不存在或已被删除，请重新上传'],
    ['a caller with no app session, whoever the body names', { mobile: undefined, appUserId: 999_999 }, '请先登录APP'],
  ])('refuses %s and stores nothing', async (_label, change, message) => {
    const before = (await list()).data.total;
    expectRefusal(await app('ideaFeedback/submit', { appUserId: sender.id, mobile: sender.mobile, title: '拒绝', content: '内容', ...change }), message);
    expect((await list()).data.total).toBe(before);
  });
});

describe('the list search', () => {
  it('finds by title, submitter, status and submission days (Beijing dates, both included)', async () => {
    const id = await send('搜索专用标题', { contactName: '搜索人甲' });
    expect((await list({ title: '搜索专用' })).data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await list({ contactName: '搜索人' })).data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    // The test's day in Beijing (00:30 there, still the day before in UTC).
    const today = '2026-03-16';
    const todays = await list({ submittedStart: today, submittedEnd: today });
    expect(todays.data.list.map((row: { id: number }) => row.id)).toContain(id);
    expect((await list({ submittedEnd: '2020-01-01' })).data.total).toBe(0);
    expect((await list({ submittedStart: '2020-01-01' })).data.total).toBe((await list()).data.total);
    expect((await list({ title: '搜索专用', status: 1 })).data.total).toBe(0);
  });

  it.each([
    ['an impossible date', { submittedStart: '2026-02-30' }, '开始日期格式不正确，应为YYYY-MM-DD'],
    ['a date with a time', { submittedEnd: '2026-02-01 10:00' }, '结束日期格式不正确，应为YYYY-MM-DD'],
    ['a reversed range', { submittedStart: '2026-03-02', submittedEnd: '2026-03-01' }, '开始日期不能晚于结束日期'],
    ['a wrong status', { status: 3 }, '状态的取值无效'],
    ['a wrong handling status', { dealWithStatus: 2 }, '处理状态的取值无效'],
    ['a title that is no text', { title: ['a'] }, '标题格式不正确'],
  ])('refuses %s', async (_label, body, message) => {
    expectRefusal(await list(body), message);
  });
});

describe('handling, then issuing', () => {
  it('refuses issuing before handling, records each step with who and when, and closes handling once issued', async () => {
    const id = await send('两步流程');
    const fresh = (await detail(id)).data;
    expectRefusal(await issue(id, fresh.version, '想直接下发'), '该反馈尚未处理，请先填写处理结果再下发');
    expect((await detail(id)).data).toMatchObject({ status: 0, issuedResult: null, version: fresh.version, steps: [] });

    const first = await deal(id, fresh.version, ' 已转交会员部 ', handler);
    expect(first).toMatchObject({ status: 0, statusText: '处理成功' });
    expect(first.data).toMatchObject({ status: 1, statusName: '待下发', dealWithResult: '已转交会员部', dealtBy: '用户fbhandler', version: fresh.version + 1 });
    expectRefusal(await deal(id, fresh.version, '旧版本上的处理'), '该记录已被他人修改，请刷新后重试');
    const second = (await deal(id, first.data.version, '会员部已核实并更新')).data;
    expect(second.steps.map((step: { kind: string; result: string }) => [step.kind, step.result])).toEqual([
      ['deal', '已转交会员部'],
      ['deal', '会员部已核实并更新'],
    ]);

    const issued = await issue(id, second.version, '您反馈的问题已处理完毕', handler);
    expect(issued.statusText).toBe('下发成功');
    expect(issued.data).toMatchObject({ status: 2, statusName: '已下发', issuedStatus: 1, issuedResult: '您反馈的问题已处理完毕', issuedBy: '用户fbhandler', issuedAt: expect.any(String) });
    expect(issued.data.steps.at(-1)).toMatchObject({ kind: 'issue', kindName: '下发', actorName: '用户fbhandler', actedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expectRefusal(await issue(id, issued.data.version, '再下发一次'), '该反馈已下发，不能重复下发');
    expectRefusal(await deal(id, issued.data.version, '下发后再改'), '该反馈的处理结果已下发，不能再修改');
    expect((await detail(id)).data.steps).toHaveLength(3);
  });

  it.each([
    ['no result', { dealWithResult: '   ' }, '请输入处理结果'],
    ['a result that is no text', { dealWithResult: 5 }, '处理结果格式不正确'],
    ['a result over 2,000 characters', { dealWithResult: '字'.repeat(2001) }, '处理结果不能超过2000个字符'],
    ['no version', { version: undefined }, '缺少版本号，请刷新后重试'],
    ['a bad id', { id: 'x' }, '记录编号必须是正整数'],
    ['a feedback that is gone', { id: 999_999 }, '反馈不存在或已被删除'],
  ])('refuses handling with %s and changes nothing', async (_label, change, message) => {
    const id = await send(`校验${message}`);
    const before = (await detail(id)).data;
    expectRefusal(await post('interactive/idea/updateFeedbackDealWithResult', { id, version: before.version, dealWithResult: '好', ...change }), message);
    expect((await detail(id)).data).toEqual(before);
  });

  it('lets one of two operators handling at once through, and one of two issuing', async () => {
    const id = await send('并发处理');
    const { version } = (await detail(id)).data;
    const handled = await Promise.all([deal(id, version, '甲的处理', handler), deal(id, version, '乙的处理', admin)]);
    expect(handled.map((answer) => answer.statusText).sort()).toEqual(['处理成功', '该记录已被他人修改，请刷新后重试'].sort());
    const after = (await detail(id)).data;
    expect(after.steps).toHaveLength(1);
    expect(after.dealWithResult).toBe(after.steps[0].result);
    const issued = await Promise.all([issue(id, after.version, '甲下发', handler), issue(id, after.version, '乙下发', admin)]);
    expect(issued.map((answer) => answer.statusText).sort()).toEqual(['下发成功', '该反馈已下发，不能重复下发'].sort());
    const final = (await detail(id)).data;
    expect(final.steps.filter((step: { kind: string }) => step.kind === 'issue')).toHaveLength(1);
    expect(final.issuedResult).toBe(final.steps.at(-1).result);
  });
});

describe('permissions', () => {
  it('lets a holder of list and detail read but not handle; refuses users without the menu and callers without a login', async () => {
    const id = await send('权限检查');
    const { version } = (await detail(id, reader)).data;
    expect((await list({}, reader)).status).toBe(0);
    expect(await deal(id, version, '越权处理', reader)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect(await issue(id, version, '越权下发', reader)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect(await list({}, outsider)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect(await detail(id, outsider)).toMatchObject({ status: 403 });
    expect((await call(server, 'POST', 'interactive/idea/updateFeedbackDealWithResult', { body: { id, version, dealWithResult: 'x' } })).status).toBe(401);
    expect((await detail(id)).data).toMatchObject({ status: 0, steps: [] });
  });
});
