/**
 * The work waiting for operators: opinion feedback (menu 55,
 * interactive/idea, resources/interaction/ideaFeedback.ts with features/feedback/server; their workflow is tested in
 * opinionFeedback.test.ts) and institution-name reviews (menu 21, org/examine, features/examine/server; their
 * workflow is tested in institutionReview.test.ts) — the seeded rows, the list filters,
 * paging and totals, the details and their answer shape, the validation
 * refusals, the calls they do not have and the refusals outside the menus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import ideaFeedback from '../../resources/interaction/ideaFeedback';
import { tableOf } from '../../server/resources/columns';
import { orgExamines } from '../../features/examine/server/schema';

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const ideas = (body: Record<string, unknown> = {}, token = admin) => post('interactive/idea/queryList', { pageNum: 1, pageSize: 100, ...body }, token);
const examines = (body: Record<string, unknown> = {}, token = admin) => post('org/examine/queryOrgExamineList', { pageNum: 1, pageSize: 100, ...body }, token);

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

/** A row written straight into a module's table, as the app or the sync would. */
const insertRow = (resource: typeof ideaFeedback, values: Record<string, unknown>) => server.services.db.insert(tableOf(resource).table).values(values as never);

/** The keys of every record: the hand-written modules' answer (all their columns), kept by the declarations. */
const IDEA_KEYS = [
  'id',
  'feedbackNo',
  'title',
  'content',
  'contactName',
  'contactPhone',
  'memberUnit',
  'memberUnitId',
  'memberUnitAsSent',
  'appUserId',
  'attachments',
  'submittedAt',
  'dealWithStatus',
  'dealWithResult',
  'dealtAt',
  'dealtBy',
  'issuedStatus',
  'issuedResult',
  'issuedAt',
  'issuedBy',
  'status',
  'statusName',
  'createdAt',
  'updatedAt',
  'version',
];
const EXAMINE_KEYS = [
  'id',
  'orgCode',
  'memberUnitId',
  'batchId',
  'orgName',
  'newOrgName',
  'syncedAt',
  'examineStatus',
  'examineStatusName',
  'examineOpinion',
  'examinedAt',
  'examinedBy',
  'examinedByName',
  'submittedAt',
  'submittedBy',
  'submittedByName',
  'submittedById',
  'createdAt',
  'updatedAt',
  'version',
];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('interactive/idea/queryList', () => {
  it('answers the seeded feedback, newest first, with 5 waiting to be handled', async () => {
    const all = await ideas();
    expect(all.status).toBe(0);
    expect(all.data.total).toBe(14);
    const times = all.data.list.map((item: { submittedAt: string }) => Date.parse(item.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const waiting = await ideas({ pageSize: 1, dealWithStatus: 0 });
    expect(waiting.data).toMatchObject({ total: 5 });
    expect(waiting.data.list).toHaveLength(1);
    expect(waiting.data.list[0]).toMatchObject({ dealWithStatus: 0, dealWithResult: null });
    const handled = await ideas({ dealWithStatus: '1' });
    expect(handled.data.total).toBe(9);
    for (const item of handled.data.list) expect(item.dealWithResult).toBeTruthy();
    const issued = await ideas({ issuedStatus: 1 });
    expect(issued.data.total).toBeGreaterThan(0);
    for (const item of issued.data.list) expect(item).toMatchObject({ issuedStatus: 1, dealWithStatus: 1 });
  });

  it('pages, and filters by title (contains, wildcards taken literally)', async () => {
    const all = await ideas();
    const page = await ideas({ pageNum: 2, pageSize: 5 });
    expect(page.data.list.map((item: { id: number }) => item.id)).toEqual(all.data.list.slice(5, 10).map((item: { id: number }) => item.id));
    expect(page.data.total).toBe(14);
    expect((await ideas({ pageNum: 3, pageSize: 10 })).data).toEqual({ list: [], total: 14 });
    const byTitle = await ideas({ title: ' 培训 ' });
    expect(byTitle.data.total).toBeGreaterThanOrEqual(2);
    for (const item of byTitle.data.list) expect(item.title).toContain('培训');
    expect((await ideas({ title: '%' })).data.total).toBe(0);
    await insertRow(ideaFeedback, { title: '进度100%_完成', content: '测试', submittedAt: new Date(), dealWithStatus: 0, issuedStatus: 0 });
    expect((await ideas({ title: '100%_' })).data.total).toBe(1);
    // A number is searched as its digits (the generic list's rule for text searches).
    expect((await ideas({ title: 100 })).data.list.map((item: { title: string }) => item.title)).toEqual(['进度100%_完成']);
    expect((await ideas({ title: '培训', dealWithStatus: 0 })).data.list.every((item: { dealWithStatus: number }) => item.dealWithStatus === 0)).toBe(true);
  });

  it.each([
    ['a page size over 100', { pageSize: 101 }, '每页条数必须在1到100之间'],
    ['a page number of 0', { pageNum: 0 }, '页码必须是正整数'],
    ['a wrong handling status', { dealWithStatus: 2 }, '处理状态的取值无效'],
    ['a handling status that is no number', { dealWithStatus: 'x' }, '处理状态的取值无效'],
    ['a wrong issued status', { issuedStatus: 3 }, '下发状态的取值无效'],
    ['a title that is no text', { title: ['培训'] }, '标题格式不正确'],
    ['a title that is an object', { title: { like: '%' } }, '标题格式不正确'],
    ['a long title', { title: '长'.repeat(101) }, '标题不能超过100个字符'],
  ])('refuses %s', async (_label, body, message) => {
    expectFailure(await ideas(body), message);
  });
});

describe('interactive/idea/queryDetails', () => {
  it('answers the record, or says it is gone', async () => {
    const [first] = (await ideas({ pageSize: 1 })).data.list;
    const answer = await post('interactive/idea/queryDetails', { id: first.id });
    expect(answer.data).toMatchObject({ id: first.id, title: first.title, content: expect.any(String) });
    // The detail adds the recorded steps (docs/opinion-feedback.md).
    const { steps, ...record } = answer.data;
    expect(steps).toEqual([]);
    expect(Object.keys(record).sort()).toEqual([...IDEA_KEYS].sort());
    expect(Object.keys(first).sort()).toEqual([...IDEA_KEYS].sort());
    expect(record).toEqual(first);
    const handled = (await ideas({ dealWithStatus: 1, issuedStatus: 1, pageSize: 1 })).data.list[0];
    expect((await post('interactive/idea/queryDetails', { id: String(handled.id) })).data).toMatchObject({
      dealWithStatus: 1,
      issuedStatus: 1,
      dealWithResult: expect.any(String),
      issuedResult: expect.stringContaining(handled.dealWithResult),
      dealtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expectFailure(await post('interactive/idea/queryDetails', { id: 99_999 }), '反馈不存在或已被删除');
    expectFailure(await post('interactive/idea/queryDetails', { id: 'abc' }), '记录编号必须是正整数');
  });
});

describe('org/examine/queryOrgExamineList', () => {
  it('answers the seeded reviews with 4 waiting, 4 approved and 2 rejected', async () => {
    const all = await examines();
    expect(all.data.total).toBe(10);
    const waiting = await examines({ pageSize: 1, examineStatus: 0 });
    expect(waiting.data.total).toBe(4);
    expect(waiting.data.list).toHaveLength(1);
    expect(waiting.data.list[0]).toMatchObject({ examineStatus: 0, examineOpinion: null, examinedAt: null });
    expect((await examines({ examineStatus: 1 })).data.total).toBe(4);
    const rejected = await examines({ examineStatus: '2' });
    expect(rejected.data.total).toBe(2);
    for (const item of rejected.data.list) expect(item.examineOpinion).toBeTruthy();
  });

  it('pages, and filters by the current or the synced name', async () => {
    const all = await examines();
    const page = await examines({ pageNum: 2, pageSize: 3 });
    expect(page.data.list.map((item: { id: number }) => item.id)).toEqual(all.data.list.slice(3, 6).map((item: { id: number }) => item.id));
    expect(page.data.total).toBe(10);
    const byCurrent = await examines({ orgName: '东方汇通' });
    expect(byCurrent.data.list.map((item: { orgName: string }) => item.orgName)).toEqual(['东方汇通证券股份有限公司']);
    // Only the synced name holds '私募'.
    const bySynced = await examines({ orgName: '私募' });
    expect(bySynced.data.list.map((item: { newOrgName: string }) => item.newOrgName)).toEqual(['中融鼎盛私募基金管理有限公司']);
    // 东方汇通证券 (both names) and 海通联合 (only the synced name holds '证券').
    expect((await examines({ orgName: '证券', examineStatus: 0 })).data.total).toBe(2);
    expect((await examines({ orgName: '_' })).data.total).toBe(0);
    await server.services.db.insert(orgExamines).values({ orgCode: 'T1', orgName: '测试机构', newOrgName: '测试机构（新）', syncedAt: new Date(), examineStatus: 0 });
    expect((await examines()).data.total).toBe(11);
  });

  it.each([
    ['a page size of 0', { pageSize: 0 }, '每页条数必须在1到100之间'],
    ['a wrong review status', { examineStatus: 4 }, '审核状态的取值无效'],
    ['a negative review status', { examineStatus: -1 }, '审核状态的取值无效'],
    ['a name that is no text', { orgName: ['a'] }, '机构名称格式不正确'],
    ['a long name', { orgName: '名'.repeat(101) }, '机构名称不能超过100个字符'],
  ])('refuses %s', async (_label, body, message) => {
    expectFailure(await examines(body), message);
  });
});

describe('org/examine/queryInfo', () => {
  it('answers the record, or says it is gone', async () => {
    const [first] = (await examines({ pageSize: 1 })).data.list;
    const answer = await post('org/examine/queryInfo', { id: first.id });
    expect(answer.data).toMatchObject({ id: first.id, orgName: first.orgName, newOrgName: first.newOrgName });
    // The detail adds the change's nodes and its member unit (features/examine/server/lists.ts).
    expect(Object.keys(answer.data).sort()).toEqual([...EXAMINE_KEYS, 'nodes', 'memberUnit'].sort());
    expect(answer.data).toMatchObject(first);
    const [approved] = (await examines({ examineStatus: 1, pageSize: 1 })).data.list;
    expect((await post('org/examine/queryInfo', { id: approved.id })).data).toMatchObject({ examineStatus: 1, examinedBy: 'admin', examinedAt: expect.any(String) });
    expectFailure(await post('org/examine/queryInfo', { id: 99_999 }), '审核记录不存在或已被删除');
    expectFailure(await post('org/examine/queryInfo', {}), '记录编号必须是正整数');
  });
});

describe('access', () => {
  it('lets the editor (sections 48 and 12) read feedback but not the reviews', async () => {
    expect((await ideas({ pageSize: 1, dealWithStatus: 0 }, editor)).data.total).toBeGreaterThanOrEqual(5);
    for (const answer of [await examines({}, editor), await post('org/examine/queryInfo', { id: 1 }, editor)]) {
      expect(answer).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    }
  });

  it("needs the menu's 'list' unit for the lists and 'detail' for the details", async () => {
    const { token } = await loginWithGrants(server, 'detail_only', { 55: ['detail'], 21: ['list'] });
    expect(await ideas({}, token)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect((await post('interactive/idea/queryDetails', { id: 1 }, token)).status).toBe(0);
    expect((await examines({}, token)).status).toBe(0);
    expect(await post('org/examine/queryInfo', { id: 1 }, token)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
  });

  it('refuses a role holding other units of the menus, or only the other menu', async () => {
    const { token: writer } = await loginWithGrants(server, 'units_other', { 55: ['modify', 'delete', 'enable'], 21: ['add', 'modify'] });
    for (const answer of [
      await ideas({}, writer),
      await post('interactive/idea/queryDetails', { id: 1 }, writer),
      await examines({}, writer),
      await post('org/examine/queryInfo', { id: 1 }, writer),
    ]) {
      expect(answer).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    }
    const { token: reviewer } = await loginWithGrants(server, 'review_only', { 21: ['list', 'detail'] });
    expect((await examines({ examineStatus: 0 }, reviewer)).data).toEqual((await examines({ examineStatus: 0 })).data);
    expect(await ideas({}, reviewer)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect(await post('interactive/idea/queryDetails', { id: 1 }, reviewer)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
  });

  it('has no add, update, delete or export call (the contract names none of these; the rows come from the app and the sync)', async () => {
    for (const path of [
      'interactive/idea/add',
      'interactive/idea/updateDetails',
      'interactive/idea/delete',
      'org/examine/add',
      'org/examine/updateDetails',
      'org/examine/delete',
      'org/examine/queryDetails',
      'org/examine/export',
    ]) {
      expect((await post(path, { id: 1 })).httpStatus, path).toBe(404);
    }
  });

  it('refuses a caller without a token', async () => {
    expect((await call(server, 'POST', 'interactive/idea/queryList', { body: {} })).status).toBe(401);
    expect((await call(server, 'POST', 'org/examine/queryOrgExamineList', { body: {} })).status).toBe(401);
  });
});
