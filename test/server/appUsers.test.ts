/** App users (menu 47): the list, the PATCH update and login switch, and the trial and membership periods. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { appUsers } from '../../server/db/schema';
import { addDays, today } from '../../features/appUsers/server/records';
import { MEMBER_UNIT_MESSAGES } from '../../server/modules/memberUnits';
import { memberUnitInUse } from '../../server/resources/rules/memberUnitUse';
import { unitIdOf } from './memberUnitHelpers';

const CONFLICT = '该记录已被他人修改，请刷新后重试';

let server: TestServer;
let admin: string;
let editor: string;
/** 东方汇通证券股份有限公司 and 北辰证券有限责任公司, demo member units. */
let east: number;
let north: number;

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
  await server.services.db.insert(appUsers).values({ mobile: String(nextMobile), realName: '测试用户', memberUnitId: east, userType: 1, ...values });
  return (await list({ mobile: String(nextMobile) })).data.list[0];
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
  east = await unitIdOf(server, '东方汇通证券股份有限公司');
  north = await unitIdOf(server, '北辰证券有限责任公司');
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
      [
        'id',
        'lastLoginAt',
        'legacyMemberUnit',
        'loginEnabled',
        'memberEnd',
        'memberStart',
        'memberType',
        'memberUnit',
        'memberUnitId',
        'mobile',
        'realName',
        'registeredAt',
        'userType',
        'version',
      ].sort(),
    );
    const members = all.data.list.filter((item: { memberType: number }) => item.memberType !== 0);
    expect(members.length).toBeGreaterThan(0);
    for (const item of members) expect(item.memberStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectFailure(await post('userManagerList', { pageSize: 500 }), '每页条数必须在1到100之间');
  });

  it("answers one app user by id (the console's edit page has no detail call), none for an unknown id, and refuses a bad one", async () => {
    const [first] = (await list()).data.list;
    const one = await post('userManagerList', { pageNum: 1, pageSize: 1, id: first.id });
    expect(one.data).toMatchObject({ total: 1, list: [{ id: first.id, mobile: first.mobile }] });
    expect((await post('userManagerList', { id: 999_999 })).data).toMatchObject({ total: 0, list: [] });
    expectFailure(await post('userManagerList', { id: 0 }), '记录编号必须是正整数');
  });

  it('filters by name, mobile, user type, member type and login switch', async () => {
    const byName = await list({ realName: '王建' });
    expect(byName.data.list.map((item: { realName: string }) => item.realName)).toEqual(['王建国']);
    const target = byName.data.list[0];
    const byMobile = await list({ mobile: target.mobile.slice(3) });
    expect(byMobile.data.list.map((item: { id: number }) => item.id)).toContain(target.id);
    expect((await list({ realName: '%' })).data.total).toBe(0);
    for (const [field, value] of [
      ['userType', 2],
      ['memberType', 1],
      ['memberType', 2],
      ['loginEnabled', 0],
    ] as const) {
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
    expect(answer.data).toMatchObject({ realName: '李四', userType: 2, memberUnitId: east, memberUnit: '东方汇通证券股份有限公司', loginEnabled: 1, version: 1 });
    expectFailure(await post('userManagerUpdete', { id: created.id, version: 0, memberUnitId: null }), CONFLICT);
    // A personal investor may have no unit.
    expect((await post('userManagerUpdete', { id: created.id, version: 1, memberUnitId: null })).data).toMatchObject({ memberUnitId: null, memberUnit: null, version: 2 });
    expectFailure(await post('userManagerUpdete', { id: 99999, version: 0, realName: '无' }), '用户不存在或已被删除');
  });

  it.each([
    ['an empty name', { realName: ' ' }, '请输入姓名'],
    ['a long name', { realName: '名'.repeat(21) }, '姓名不能超过20个字符'],
    ['a typed member unit', { memberUnit: '东方汇通证券股份有限公司' }, MEMBER_UNIT_MESSAGES.noFreeText],
    ['a member unit id that is not a number', { memberUnitId: '东方汇通' }, MEMBER_UNIT_MESSAGES.badId],
    ['a member unit that does not exist', { memberUnitId: 99999 }, MEMBER_UNIT_MESSAGES.unknown],
    ['a staff user without a unit', { memberUnitId: null }, MEMBER_UNIT_MESSAGES.staffNeedsUnit],
    ['a staff user without a unit, by the empty choice', { memberUnitId: '', userType: 1 }, MEMBER_UNIT_MESSAGES.staffNeedsUnit],
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

describe('the member unit, linked by id (issue 34)', () => {
  const unitCall = (name: string, body: Record<string, unknown>) => call(server, 'POST', `business/memberUnit/${name}`, { token: admin, body });
  const newUnit = async (unitName: string) => (await unitCall('addMemberUnitData', { unitName, unitType: 1, memberLevel: 4, joinDate: '2024-03-15' })).data as { id: number; version: number };
  const byMobile = async (mobile: string) => (await list({ mobile })).data.list[0];

  it('links the unit chosen by id, answers its current name and drops the earlier typed one', async () => {
    const investor = await newAppUser({ userType: 2, memberUnitId: null, legacyMemberUnit: '北辰证券' });
    expect(investor).toMatchObject({ memberUnitId: null, memberUnit: null, legacyMemberUnit: '北辰证券' });
    const linked = await post('userManagerUpdete', { id: investor.id, version: 0, memberUnitId: String(north), userType: 1 });
    expect(linked.data).toMatchObject({ memberUnitId: north, memberUnit: '北辰证券有限责任公司', legacyMemberUnit: null, userType: 1, version: 1 });
  });

  it('makes a personal investor staff only with a unit, and changes nothing on a refusal', async () => {
    const investor = await newAppUser({ userType: 2, memberUnitId: null });
    expectFailure(await post('userManagerUpdete', { id: investor.id, version: 0, userType: 1, realName: '新名字' }), MEMBER_UNIT_MESSAGES.staffNeedsUnit);
    expectFailure(await post('userManagerUpdete', { id: investor.id, version: 0, userType: 1, memberUnitId: 99999 }), MEMBER_UNIT_MESSAGES.unknown);
    expect(await byMobile(investor.mobile)).toMatchObject({ userType: 2, realName: '测试用户', memberUnitId: null, version: 0 });
  });

  it('still edits the name and login of staff whose earlier typed unit matched none', async () => {
    const unlinked = await newAppUser({ memberUnitId: null, legacyMemberUnit: '已注销的某证券公司' });
    expect((await post('userManagerUpdete', { id: unlinked.id, version: 0, realName: '改名' })).data).toMatchObject({ realName: '改名', legacyMemberUnit: '已注销的某证券公司', version: 1 });
    expect((await post('userManagerUpdete', { id: unlinked.id, version: 1, loginEnabled: 0 })).data).toMatchObject({ loginEnabled: 0, version: 2 });
  });

  it("lists the users of one unit, under the unit's current name after it is renamed", async () => {
    const unit = await newUnit('关联测试证券有限公司');
    const staff = await newAppUser({ memberUnitId: unit.id });
    expect((await list({ memberUnitId: unit.id })).data.list.map((user: { id: number; memberUnit: string }) => [user.id, user.memberUnit])).toEqual([[staff.id, '关联测试证券有限公司']]);
    const detail = (await unitCall('queryMemberUnitDetail', { id: unit.id })).data;
    expect((await unitCall('updateMemberUnitData', { ...detail, unitName: '关联测试证券股份有限公司' })).status).toBe(0);
    expect(await byMobile(staff.mobile)).toMatchObject({ memberUnitId: unit.id, memberUnit: '关联测试证券股份有限公司' });
    expectFailure(await list({ memberUnitId: 'x' }), MEMBER_UNIT_MESSAGES.badId);
  });

  it('lets a holder of 用户管理 alone read the member units to choose from, not change them', async () => {
    const { token } = await loginWithGrants(server, 'app_user_keeper', { 47: ['list', 'modify'] });
    const asKeeper = (name: string, body: Record<string, unknown>) => call(server, 'POST', `business/memberUnit/${name}`, { token, body });
    const found = await asKeeper('queryMemberUnitList', { unitName: '北辰', pageNum: 1, pageSize: 20 });
    expect(found.data.list.map((unit: { id: number }) => unit.id)).toEqual([north]);
    expect((await asKeeper('queryMemberUnitDetail', { id: north })).data.unitName).toBe('北辰证券有限责任公司');
    const detail = (await unitCall('queryMemberUnitDetail', { id: north })).data;
    expect(await asKeeper('updateMemberUnitData', { ...detail, unitName: '改名' })).toMatchObject({ status: 403 });
    expect(await asKeeper('deleteMemberUnitData', { id: north })).toMatchObject({ status: 403 });
  });

  it('refuses to delete a unit its app users name, and deletes it once they have moved', async () => {
    const unit = await newUnit('待删除测试期货有限公司');
    const staff = await newAppUser({ memberUnitId: unit.id });
    expectFailure(await unitCall('deleteMemberUnitData', { id: unit.id }), memberUnitInUse(1));
    expect((await unitCall('queryMemberUnitDetail', { id: unit.id })).status).toBe(0);
    await post('userManagerUpdete', { id: staff.id, version: 0, memberUnitId: north });
    expect((await unitCall('deleteMemberUnitData', { id: unit.id })).status).toBe(0);
    expectFailure(await post('userManagerUpdete', { id: staff.id, version: 1, memberUnitId: unit.id }), MEMBER_UNIT_MESSAGES.unknown);
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
