/**
 * The institution-name sync and review (审核管理, menu 52; docs/institution-review.md): a sync against the
 * demo source register (renamed, new, deregistered, failed, unchanged), the state machine 待提交 → 待审核 →
 * 已通过 / 已驳回 with withdrawal and resubmission, the submitter who can never review their own change, the
 * rename of the member unit with its former name, the SMS reviewers and their notices through the outbox
 * and the gateway, two concurrent approvals of one change, and the permission rules. PGlite (server) and
 * PostgreSQL (server-pg).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../../server/db/schema';
import { memberUnitFormerNames } from '../../features/examine/server/schema';
import { tableOf } from '../../server/resources/columns';
import { resourceByName } from '../../resources';
import { call, login, loginWithGrants, RecordingSmsGateway, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

/** The test's time: 00:30 on 16 March 2026 in Beijing. */
const clock = new TestClock('2026-03-15T16:30:00Z');

let server: TestServer;
let admin: string;
const gateway = new RecordingSmsGateway();
const ALL = null;

const post = (path: string, body: Record<string, unknown>, token: string) => call(server, 'POST', path, { token, body });
const examine = (call: string, body: Record<string, unknown>, token: string) => post(`org/examine/${call}`, body, token);
const refused = (answer: { status: number; statusText: string }, message: string) => expect({ status: answer.status, statusText: answer.statusText }).toEqual({ status: -1, statusText: message });

const units = () => tableOf(resourceByName('memberUnit')!);
const unitNamed = async (name: string) => {
  const { table, columns } = units();
  const [row] = await server.services.db.select({ id: columns.id, unitName: columns.unitName, formerNames: columns.formerNames }).from(table).where(eq(columns.unitName, name));
  return row as { id: number; unitName: string; formerNames: string | null } | undefined;
};
const unitById = async (id: number) => {
  const { table, columns } = units();
  const [row] = await server.services.db.select({ unitName: columns.unitName, formerNames: columns.formerNames }).from(table).where(eq(columns.id, id));
  return row as { unitName: string; formerNames: string | null };
};

/** A user whose role holds the given grants, with a phone of its own. */
const person = async (code: string, grants: Record<number, string[] | null>, phone: string) => {
  const made = await loginWithGrants(server, code, grants);
  await server.services.db.update(users).set({ phone }).where(eq(users.id, made.userId));
  return made;
};

let clerk: { token: string; userId: number };
let reviewer: { token: string; userId: number };
let second: { token: string; userId: number };

beforeAll(async () => {
  server = await startTestServer({ sms: gateway, clock });
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  // The clerk syncs and submits; he also holds the review menu, so only the submitter rule stops him.
  clerk = await person('sync_clerk', { 20: ALL, 21: ALL }, '13911110001');
  reviewer = await person('reviewer_b', { 21: ALL }, '13911110002');
  second = await person('reviewer_c', { 21: ALL }, '13911110003');
});

afterAll(async () => {
  await server?.close();
});

describe('the demo data', () => {
  it('has ten earlier changes, four waiting for review, and no sync yet', async () => {
    expect((await examine('queryOrgExamineList', { pageSize: 100 }, admin)).data.total).toBe(10);
    expect((await examine('queryOrgExamineList', { examineStatus: 0 }, admin)).data.total).toBe(4);
    expect((await examine('queryOrgExamineSyncList', {}, admin)).data).toEqual({ list: [], total: 0 });
    expect((await examine('queryMemOrgList', {}, admin)).data).toEqual({ list: [], total: 0, batch: null });
  });
});

describe('a sync', () => {
  let changeId: number;

  it('finds the renamed institution, the new and deregistered ones, and the failed record', async () => {
    const answer = await examine('syncData', {}, clerk.token);
    expect(answer).toMatchObject({ status: 0, statusText: '同步完成' });
    expect(answer.data).toMatchObject({ added: 2, renamed: 2, removed: 1, unchanged: 8, failed: 1, total: 14 });
    const rows = (await examine('queryMemOrgList', { batchId: answer.data.id, pageSize: 100 }, clerk.token)).data;
    expect(rows.total).toBe(14);
    const renamed = rows.list.filter((row: { result: number }) => row.result === 2);
    expect(renamed.map((row: { oldName: string; newName: string }) => [row.oldName, row.newName])).toEqual([
      ['东方汇通证券股份有限公司', '东方汇通证券有限责任公司'],
      ['蓝海资产管理有限公司', '蓝海私募基金管理有限公司'],
    ]);
    // The first is the demo change already waiting for review; the second a new one 待提交.
    expect(renamed[0]).toMatchObject({ examineStatus: 0, reason: '已有未完成的变更' });
    expect(renamed[1]).toMatchObject({ examineStatus: 3, examineStatusName: '待提交', reason: null });
    changeId = renamed[1].examineId;
    expect(rows.list.find((row: { result: number }) => row.result === 3)).toMatchObject({ oldName: '西部丝路投资咨询有限公司', resultName: '注销' });
    expect(rows.list.find((row: { result: number }) => row.result === 5)).toMatchObject({ oldName: '长江财富证券股份有限公司', reason: '来源名录中该机构名称为空' });
    expect(rows.list.filter((row: { result: number }) => row.result === 1).map((row: { newName: string }) => row.newName)).toEqual(['瑞和证券股份有限公司', '中泽期货有限公司']);
    expect((await examine('queryMemOrgList', { batchId: answer.data.id, result: 2, orgName: '蓝海' }, clerk.token)).data.total).toBe(1);
    const batches = (await examine('queryOrgExamineSyncList', {}, clerk.token)).data;
    expect(batches.list[0]).toMatchObject({ id: answer.data.id, syncedByName: '用户sync_clerk', renamed: 2, total: 14 });
  });

  it('does not open a second change for a unit whose change is still open', async () => {
    const again = await examine('syncData', {}, clerk.token);
    const rows = (await examine('queryMemOrgList', { batchId: again.data.id, result: 2 }, clerk.token)).data.list;
    expect(rows.map((row: { examineId: number }) => row.examineId)).toContain(changeId);
    expect((await examine('queryOrgExamineList', { orgName: '蓝海', pageSize: 100 }, admin)).data.total).toBe(1);
  });

  it('records the change with its first node', async () => {
    const detail = (await examine('queryInfo', { id: changeId }, admin)).data;
    expect(detail).toMatchObject({ orgName: '蓝海资产管理有限公司', newOrgName: '蓝海私募基金管理有限公司', examineStatus: 3, memberUnit: { name: '蓝海资产管理有限公司', formerNames: [] } });
    expect(detail.nodes.map((node: { action: string }) => node.action)).toEqual(['sync']);
  });
});

describe('the SMS reviewers', () => {
  it('offers only users whose role holds the review menu, phones masked', async () => {
    const candidates = (await post('sms/querySmsConfUserById', { menuId: 21 }, admin)).data.list;
    const logins = candidates.map((user: { loginName: string }) => user.loginName);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'sync_clerk', 'reviewer_b', 'reviewer_c']));
    expect(logins).not.toContain('editor');
    expect(candidates.find((user: { loginName: string }) => user.loginName === 'reviewer_b')).toMatchObject({ phone: '139****0002', chosen: false });
    refused(await post('sms/querySmsConfUserById', { menuId: 20 }, admin), '菜单编号只能是机构名称同步审核（21）');
  });

  it('refuses a user whose role lacks the review menu, and changes nothing', async () => {
    const editorId = (await server.services.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'editor')))[0].id;
    refused(await post('sms/addSmsConf', { userIds: [reviewer.userId, editorId] }, admin), '所选用户的角色不包含机构名称审核菜单，不能作为审核人');
    const { token: listOnly, userId } = await person('review_reader', { 21: ['list', 'detail'] }, '13911110009');
    refused(await post('sms/addSmsConf', { userIds: [userId] }, admin), '所选用户的角色不包含机构名称审核菜单，不能作为审核人');
    expect((await call(server, 'GET', 'sms/querySmsConfUser', { token: admin })).data).toEqual({ list: [], total: 0 });
    expect(await post('sms/addSmsConf', { userIds: [reviewer.userId] }, listOnly)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
  });

  it('saves the chosen reviewers', async () => {
    const saved = await post('sms/addSmsConf', { userIds: [reviewer.userId, clerk.userId] }, admin);
    expect(saved).toMatchObject({ status: 0, statusText: '保存成功' });
    const configured = (await call(server, 'GET', 'sms/querySmsConfUser', { token: admin })).data.list;
    expect(configured.map((user: { loginName: string; phone: string }) => [user.loginName, user.phone])).toEqual([
      ['sync_clerk', '139****0001'],
      ['reviewer_b', '139****0002'],
    ]);
  });
});

describe('the review', () => {
  let id: number;
  let unitId: number;

  beforeAll(async () => {
    id = (await examine('queryOrgExamineList', { orgName: '蓝海', examineStatus: 3 }, admin)).data.list[0].id;
    unitId = (await unitNamed('蓝海资产管理有限公司'))!.id;
  });

  it('refuses to review a change not yet submitted, and to withdraw it', async () => {
    refused(await examine('orgExamine', { id, examineStatus: 1 }, reviewer.token), '该变更不在待审核状态，可能已被他人审核');
    refused(await examine('submitExamine', { id, withdraw: true }, clerk.token), '只有待审核的变更可以撤回');
  });

  it('submits, telling the configured reviewers but not the submitter, through the outbox and the gateway', async () => {
    const sentBefore = gateway.messages.length;
    const answer = await examine('submitExamine', { id, version: 0 }, clerk.token);
    expect(answer).toMatchObject({ status: 0, statusText: '已提交审核' });
    expect(answer.data).toMatchObject({ examineStatus: 0, submittedByName: '用户sync_clerk', submittedById: clerk.userId });
    const outbox = await server.services.db.select().from(smsOutbox).where(eq(smsOutbox.messageType, 'examineNotice'));
    expect(outbox.map((row) => row.phone)).toEqual(['13911110002']);
    expect(outbox[0].text).toContain('蓝海私募基金管理有限公司');
    expect(gateway.messages.slice(sentBefore)).toEqual([{ phone: '13911110002', text: outbox[0].text, meta: undefined }]);
    const submitNode = answer.data.nodes.at(-1);
    expect(submitNode).toMatchObject({
      action: 'submit',
      fromStatus: 3,
      toStatus: 0,
      actorLogin: 'sync_clerk',
      notified: [{ userId: reviewer.userId, cnName: '用户reviewer_b', phone: '139****0002' }],
    });
    refused(await examine('submitExamine', { id }, clerk.token), '只有待提交或已驳回的变更可以提交审核');
    // A notice holds nobody back from asking for a verification code at once.
    const code = await call(server, 'POST', 'message/centerSendMessage', { base: server.config.fileBase, token: reviewer.token, body: { phone: '13911110002', messageType: 'changePwd' } });
    expect(code).toMatchObject({ status: 0 });
  });

  it('never lets the submitter review the change, and changes nothing when it refuses', async () => {
    refused(await examine('orgExamine', { id, examineStatus: 1 }, clerk.token), '不能审核本人提交的变更');
    refused(await examine('orgExamine', { id, examineStatus: 2, examineOpinion: '不同意' }, clerk.token), '不能审核本人提交的变更');
    expect((await unitById(unitId)).unitName).toBe('蓝海资产管理有限公司');
    expect((await examine('queryInfo', { id }, admin)).data).toMatchObject({ examineStatus: 0, examinedBy: null });
  });

  it('lets only the submitter withdraw, and the change be submitted again', async () => {
    refused(await examine('submitExamine', { id, withdraw: true }, reviewer.token), '只有提交人可以撤回');
    const withdrawn = await examine('submitExamine', { id, withdraw: true }, clerk.token);
    expect(withdrawn).toMatchObject({ status: 0, statusText: '已撤回', data: { examineStatus: 3 } });
    refused(await examine('submitExamine', { id, version: 1 }, clerk.token), '该记录已被他人修改，请刷新后重试');
    expect((await examine('submitExamine', { id }, clerk.token)).data.examineStatus).toBe(0);
  });

  it('needs a comment to reject, and lets a rejected change be resubmitted', async () => {
    refused(await examine('orgExamine', { id, examineStatus: 2 }, reviewer.token), '驳回时请填写审核意见');
    refused(await examine('orgExamine', { id, examineStatus: 2, examineOpinion: '  ' }, reviewer.token), '驳回时请填写审核意见');
    refused(await examine('orgExamine', { id, examineStatus: 3 }, reviewer.token), '审核结果只能是通过(1)或驳回(2)');
    refused(await examine('orgExamine', { id, examineStatus: 2, examineOpinion: '意'.repeat(501) }, reviewer.token), '审核意见不能超过500个字符');
    const rejected = await examine('orgExamine', { id, examineStatus: 2, examineOpinion: '请补充登记机关的变更通知书' }, reviewer.token);
    expect(rejected.data).toMatchObject({ examineStatus: 2, examineOpinion: '请补充登记机关的变更通知书', examinedByName: '用户reviewer_b' });
    expect((await unitById(unitId)).unitName).toBe('蓝海资产管理有限公司');
    expect((await examine('submitExamine', { id }, clerk.token)).data).toMatchObject({ examineStatus: 0, examineOpinion: null });
  });

  it('approves by another reviewer: the member unit takes the new name and keeps the former one with its date', async () => {
    const approved = await examine('orgExamine', { id, examineStatus: 1, examineOpinion: '已核对营业执照' }, reviewer.token);
    expect(approved).toMatchObject({ status: 0, statusText: '审核完成' });
    expect(approved.data.nodes.map((node: { action: string }) => node.action)).toEqual(['sync', 'submit', 'withdraw', 'submit', 'reject', 'submit', 'approve']);
    expect(approved.data.nodes.at(-1)).toMatchObject({ actorLogin: 'reviewer_b', fromStatus: 0, toStatus: 1, comment: '已核对营业执照' });
    // 00:30 in Beijing on the test's day (still the day before in UTC): the rename is dated by Beijing's day.
    const today = '2026-03-16';
    expect(approved.data.memberUnit).toEqual({ id: unitId, name: '蓝海私募基金管理有限公司', formerNames: [{ name: '蓝海资产管理有限公司', until: today, examineId: id }] });
    expect(await unitById(unitId)).toEqual({ unitName: '蓝海私募基金管理有限公司', formerNames: `蓝海资产管理有限公司（${today}更名）` });
    // Older records still find the institution by its former name.
    const found = await post('business/memberUnit/queryMemberUnitList', { unitName: '蓝海资产管理', pageNum: 1, pageSize: 10 }, admin);
    expect(found.data.list.map((unit: { unitName: string }) => unit.unitName)).toEqual(['蓝海私募基金管理有限公司']);
    const nodes = await examine('queryExamineList', { id }, admin);
    expect(nodes.data.total).toBe(7);
    refused(await examine('orgExamine', { id, examineStatus: 2, examineOpinion: '再驳回' }, second.token), '该变更不在待审核状态，可能已被他人审核');
  });
});

describe('two concurrent approvals of one change', () => {
  it('let one through and refuse the other: one rename, one former name', async () => {
    const { id } = (await examine('queryOrgExamineList', { orgName: '东方汇通', examineStatus: 0 }, admin)).data.list[0];
    const unit = (await unitNamed('东方汇通证券股份有限公司'))!;
    const answers = await Promise.all([examine('orgExamine', { id, examineStatus: 1 }, reviewer.token), examine('orgExamine', { id, examineStatus: 1 }, second.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([-1, 0]);
    expect(answers.find((answer) => answer.status === -1)!.statusText).toBe('该变更不在待审核状态，可能已被他人审核');
    expect((await unitById(unit.id)).unitName).toBe('东方汇通证券有限责任公司');
    const former = await server.services.db.select().from(memberUnitFormerNames).where(eq(memberUnitFormerNames.memberUnitId, unit.id));
    expect(former.map((row) => row.name)).toEqual(['东方汇通证券股份有限公司']);
    const detail = (await examine('queryInfo', { id }, admin)).data;
    expect(detail.nodes.filter((node: { action: string }) => node.action === 'approve')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('needs menu 20 to sync and list the batches, and the review menu to review', async () => {
    const { token: readerOfReviews } = await loginWithGrants(server, 'reviews_reader', { 21: ['list', 'detail'] });
    expect(await examine('syncData', {}, readerOfReviews)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect(await examine('queryOrgExamineSyncList', {}, readerOfReviews)).toMatchObject({ status: 403 });
    expect(await examine('orgExamine', { id: 1, examineStatus: 1 }, readerOfReviews)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect(await examine('submitExamine', { id: 1 }, readerOfReviews)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    const { token: syncOnly } = await loginWithGrants(server, 'sync_only', { 20: ALL });
    expect(await examine('orgExamine', { id: 1, examineStatus: 1 }, syncOnly)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect(await call(server, 'GET', 'sms/querySmsConfUser', { token: syncOnly })).toMatchObject({ status: 403 });
    const { token: listOnly } = await loginWithGrants(server, 'sync_list', { 20: ['list'] });
    expect(await examine('syncData', {}, listOnly)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
  });

  it('refuses bad input with a Chinese message', async () => {
    refused(await examine('queryOrgExamineList', { examineStatus: 4 }, admin), '审核状态的取值无效');
    refused(await examine('queryOrgExamineList', { orgName: '名'.repeat(101) }, admin), '机构名称不能超过100个字符');
    refused(await examine('queryMemOrgList', { batchId: 99_999 }, admin), '同步记录不存在或已被删除');
    refused(await examine('queryMemOrgList', { result: 9 }, admin), '同步结果的取值无效');
    refused(await examine('queryOrgExamineSyncList', { startDate: '2026-02-30' }, admin), '开始日期：日期格式不正确，应为YYYY-MM-DD');
    refused(await examine('queryInfo', { id: 99_999 }, admin), '审核记录不存在或已被删除');
    refused(await examine('submitExamine', { id: 'x' }, admin), '记录编号必须是正整数');
    refused(await post('sms/addSmsConf', { userIds: 'a' }, admin), '审核人格式不正确');
  });
});
