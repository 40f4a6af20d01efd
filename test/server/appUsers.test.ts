/** App users (menu 47): the list, the PATCH update and login switch, and the trial and membership periods. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { appUsers } from '../../server/db/schema';
import { addDays, today } from '../../server/modules/appUserRecords';

const CONFLICT = '该记录已被他人修改，请刷新后重试';

let server: TestServer;
let admin: string;
let editor: string;

const post = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `user/${name}`, { token, body });
const get = (name: string, query: Record<string, string> = {}, token = admin) => call(server, 'GET', `user/${name}`, { token, query });
const list = (body: Record<string, unknown> = {}) => post('userManagerList', { pageNum: 1, pageSize: 100, ...body });

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

/** A fresh app user, so each test owns its record. */
let nextMobile = 13_900_000_000;
const newAppUser = async (values: Partial<typeof appUsers.$inferInsert> = {}) => {
  nextMobile += 1;
  await server.services.db
    .insert(appUsers)
    .values({ mobile: String(nextMobile), realName: '测试用户', memberUnit: '东方汇通证券股份有限公司', userType: 1, ...values });
  return (await list({ mobile: String(nextMobile) })).data.list[0];
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('user/userManagerList', () => {
  it('pages the seeded users with camelCase records', async () => {
    const all = await list();
    expect(all.status).toBe(0);
    expect(all.data.total).toBeGreaterThanOrEqual(30);
    const page = await post('userManagerList', { pageNum: 2, pageSize: 10 });
    expect(page.data.list).toHaveLength(10);
    expect(page.data.total).toBe(all.data.total);
    expect(page.data.list[0].id).toBe(all.data.list[10].id);
    const [record] = all.data.list;
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'lastLoginAt', 'loginEnabled', 'memberEnd', 'memberStart', 'memberType', 'memberUnit', 'mobile', 'realName', 'registeredAt', 'userType', 'version'].sort(),
    );
    const members = all.data.list.filter((item: { memberType: number }) => item.memberType !== 0);
    expect(members.length).toBeGreaterThan(0);
    for (const item of members) expect(item.memberStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectFailure(await post('userManagerList', { pageSize: 500 }), '每页条数必须在1到100之间');
  });

  it('filters by name, mobile, user type, member type and login switch', async () => {
    const byName = await list({ realName: '王建' });
    expect(byName.data.list.map((item: { realName: string }) => item.realName)).toEqual(['王建国']);
    const target = byName.data.list[0];
    const byMobile = await list({ mobile: target.mobile.slice(3) });
    expect(byMobile.data.list.map((item: { id: number }) => item.id)).toContain(target.id);
    expect((await list({ realName: '%' })).data.total).toBe(0);
    for (const [field, value] of [['userType', 2], ['memberType', 1], ['memberType', 2], ['loginEnabled', 0]] as const) {
      const answer = await list({ [field]: value });
      expect(answer.data.total, `${field}=${value}`).toBeGreaterThan(0);
      for (const item of answer.data.list) expect(item[field]).toBe(value);
    }
    expectFailure(await list({ userType: 3 }), '用户类型的取值无效');
    expectFailure(await list({ memberType: 'x' }), '会员类型的取值无效');
  });
});

describe('user/userManagerUpdete', () => {
  it('changes only the given fields and checks the version', async () => {
    const created = await newAppUser();
    const answer = await post('userManagerUpdete', { id: created.id, version: 0, realName: ' 李四 ', userType: 2 });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ realName: '李四', userType: 2, memberUnit: '东方汇通证券股份有限公司', loginEnabled: 1, version: 1 });
    expectFailure(await post('userManagerUpdete', { id: created.id, version: 0, memberUnit: '' }), CONFLICT);
    expect((await post('userManagerUpdete', { id: created.id, version: 1, memberUnit: '' })).data.memberUnit).toBeNull();
    expectFailure(await post('userManagerUpdete', { id: 99999, version: 0, realName: '无' }), '用户不存在或已被删除');
  });

  it.each([
    ['an empty name', { realName: ' ' }, '请输入姓名'],
    ['a long name', { realName: '名'.repeat(21) }, '姓名不能超过20个字符'],
    ['a long member unit', { memberUnit: '单'.repeat(101) }, '会员单位不能超过100个字符'],
    ['a wrong user type', { userType: 5 }, '用户类型的取值无效'],
    ['a wrong login switch', { loginEnabled: 2 }, '登录状态的取值无效'],
    ['no version', { version: undefined }, '缺少版本号，请刷新后重试'],
  ])('refuses %s', async (_label, extra, message) => {
    const created = await newAppUser();
    expectFailure(await post('userManagerUpdete', { id: created.id, version: 0, ...extra }), message);
  });

  it("is the login switch: 'enable' on menu 47 suffices for it alone", async () => {
    const { token } = await loginWithGrants(server, 'app_switcher', { 47: ['enable'] });
    const created = await newAppUser();
    const off = await post('userManagerUpdete', { id: created.id, version: 0, loginEnabled: 0 }, token);
    expect(off.data).toMatchObject({ loginEnabled: 0, version: 1 });
    expect(await post('userManagerUpdete', { id: created.id, version: 1, loginEnabled: 1, realName: '改名' }, token)).toMatchObject({
      status: 403,
      statusText: '您没有该操作的权限',
    });
    expect(await post('userManagerList', {}, token)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    expect((await post('userManagerUpdete', { id: created.id, version: 1, loginEnabled: 1 })).data.loginEnabled).toBe(1);
  });

  it('refuses a user without menu 47', async () => {
    for (const answer of [await post('userManagerList', {}, editor), await post('userManagerUpdete', { id: 1, version: 0 }, editor), await get('getTryDate', {}, editor)]) {
      expect(answer).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    }
  });
});

describe('trial membership', () => {
  it('answers the default trial length', async () => {
    expect((await get('getTryDate')).data).toEqual({ tryDays: 30 });
  });

  it('grants a trial from today, then extends it from its end', async () => {
    const created = await newAppUser();
    const now = today();
    const granted = await get('addTryDate', { id: String(created.id) });
    expect(granted.data).toMatchObject({ memberType: 1, memberStart: now, memberEnd: addDays(now, 30), version: 1 });
    const extended = await get('addTryDate', { id: String(created.id), days: '10' });
    expect(extended.data).toMatchObject({ memberType: 1, memberStart: now, memberEnd: addDays(now, 40), version: 2 });
  });

  it('starts an expired trial again from today', async () => {
    const created = await newAppUser({ memberType: 1, memberStart: addDays(today(), -60), memberEnd: addDays(today(), -30) });
    const answer = await get('addTryDate', { id: String(created.id), days: '7' });
    expect(answer.data).toMatchObject({ memberStart: today(), memberEnd: addDays(today(), 7) });
  });

  it('refuses formal members and bad day counts', async () => {
    const formal = await newAppUser({ memberType: 2, memberStart: '2026-01-01', memberEnd: '2026-12-31' });
    expectFailure(await get('addTryDate', { id: String(formal.id) }), '该用户已是正式会员');
    const plain = await newAppUser();
    for (const days of ['0', '366', 'abc', '-1', '1.5']) {
      expectFailure(await get('addTryDate', { id: String(plain.id), days }), '试用天数须在1到365之间');
    }
    expectFailure(await get('addTryDate', { id: '99999' }), '用户不存在或已被删除');
  });
});

describe('user/updateMemberDate and user/DeleteMemberDate', () => {
  it('sets the membership period', async () => {
    const created = await newAppUser();
    const answer = await post('updateMemberDate', { id: created.id, version: 0, memberType: 2, memberStart: '2026-03-01', memberEnd: '2027-02-28' });
    expect(answer.data).toMatchObject({ memberType: 2, memberStart: '2026-03-01', memberEnd: '2027-02-28', version: 1 });
    expectFailure(await post('updateMemberDate', { id: created.id, version: 0, memberType: 1, memberStart: '2026-03-01', memberEnd: '2026-04-01' }), CONFLICT);
    const same = await post('updateMemberDate', { id: created.id, version: 1, memberType: 1, memberStart: '2026-03-01', memberEnd: '2026-03-01' });
    expect(same.data).toMatchObject({ memberType: 1, memberEnd: '2026-03-01' });
  });

  it.each([
    ['an end before the start', { memberStart: '2026-05-02', memberEnd: '2026-05-01' }, '会员开始日期不能晚于结束日期'],
    ['an impossible date', { memberStart: '2026-02-30' }, '会员开始日期格式不正确，应为YYYY-MM-DD'],
    ['a badly written date', { memberEnd: '2026/05/01' }, '会员结束日期格式不正确，应为YYYY-MM-DD'],
    ['no start', { memberStart: '' }, '请输入会员开始日期'],
    ['a plain member type', { memberType: 0 }, '会员类型的取值无效'],
    ['no member type', { memberType: undefined }, '请选择会员类型'],
  ])('refuses %s', async (_label, extra, message) => {
    const created = await newAppUser();
    const body = { id: created.id, version: 0, memberType: 1, memberStart: '2026-05-01', memberEnd: '2026-06-01', ...extra };
    expectFailure(await post('updateMemberDate', body), message);
  });

  it('clears the membership', async () => {
    const created = await newAppUser({ memberType: 1, memberStart: '2026-01-01', memberEnd: '2026-01-31' });
    expectFailure(await post('DeleteMemberDate', { id: created.id, version: 5 }), CONFLICT);
    const answer = await post('DeleteMemberDate', { id: created.id, version: 0 });
    expect(answer.data).toMatchObject({ memberType: 0, memberStart: null, memberEnd: null, version: 1 });
    const [row] = await server.services.db.select().from(appUsers).where(eq(appUsers.id, created.id));
    expect(row.memberType).toBe(0);
  });
});
