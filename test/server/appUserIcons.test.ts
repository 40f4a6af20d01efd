/** Icon authorisation of the app users (menu 47, docs/app-users.md): the six appUser/icon calls and the Excel import. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { appIcons, appUserIcons, appUsers } from '../../server/db/schema';
import { APP_ICON_SEED } from '../../server/db/seedAppIcons';

const NO_UNIT = '您没有该操作的权限';
const NO_MENU = '您没有该功能的访问权限';
const FORMAT = '文件格式不正确，请使用下载的模板（.xlsx）';

let server: TestServer;
let admin: string;
let editor: string;
let viewer: string;
/** The seeded icons' ids, in order. */
let icons: number[];
let disabledIcon: number;

const get = (name: string, query: Record<string, string> = {}, token = admin) => call(server, 'GET', `appUser/icon/${name}`, { token, query });
const post = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `appUser/icon/${name}`, { token, body });
const userIcons = async (userId: number) => (await get('getUserIcon', { userId: String(userId) })).data.iconIds as number[];
const grantCount = async () => (await server.services.db.select({ value: count() }).from(appUserIcons))[0].value;

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

/** A fresh app user, so each test owns its grants. */
let nextMobile = 19_800_000_000;
const newAppUser = async (realName = '测试用户') => {
  nextMobile += 1;
  const [created] = await server.services.db
    .insert(appUsers)
    .values({ mobile: String(nextMobile), realName, userType: 2 })
    .returning({ id: appUsers.id, mobile: appUsers.mobile, realName: appUsers.realName });
  return created;
};

/** An xlsx whose first sheet holds `rows` from row 1 (null leaves a row empty). */
const workbook = async (rows: Array<ExcelJS.CellValue[] | null>) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('授权人员');
  rows.forEach((values, index) => values?.forEach((value, column) => (sheet.getCell(index + 1, column + 1).value = value)));
  book.addWorksheet('填写说明').getCell(1, 1).value = '手机号';
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** Posts a multipart import the way the console's FormData does. */
const importFile = async (content: Buffer | null, iconIds: string | null, options: { token?: string | null; field?: string } = {}) => {
  const form = new FormData();
  if (iconIds !== null) form.append('iconIds', iconIds);
  if (content) form.append(options.field ?? 'file', new Blob([new Uint8Array(content)]), '授权人员.xlsx');
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  const answer = await server.app.inject({
    method: 'POST',
    url: `${server.base}appUser/icon/importExcle`,
    headers: {
      'content-type': response.headers.get('content-type')!,
      'x-requested-with': 'XMLHttpRequest',
      ...(options.token === null ? {} : { token: options.token ?? admin }),
    },
    payload,
  });
  return { httpStatus: answer.statusCode, ...answer.json() };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
  const db = server.services.db;
  // A role that may look (list, detail) at menu 47 but not change anything.
  viewer = (await loginWithGrants(server, 'icon_viewer', { 47: ['list', 'detail'] })).token;
  const seeded = await get('getIcons');
  icons = seeded.data.map((icon: { id: number }) => icon.id);
  const [disabled] = await db.insert(appIcons).values({ iconName: '已下线功能', iconCode: 'retired_feature', orderSeq: 99, status: 0 }).returning({ id: appIcons.id });
  disabledIcon = disabled.id;
});

afterAll(async () => {
  await server?.close();
});

describe('access', () => {
  const calls = () =>
    [
      ['GET', 'getIcons', {}],
      ['GET', 'getUserIcon', { userId: '1' }],
      ['POST', 'addUserIcon', { userId: 1, iconIds: [] }],
      ['POST', 'someUserIcon', { userIds: [1], iconIds: [icons[0]] }],
      ['POST', 'addAllUserIcon', { iconIds: [icons[0]] }],
    ] as const;

  it('refuses a caller without a token', async () => {
    for (const [method, name, body] of calls()) {
      const answer = method === 'GET' ? await call(server, 'GET', `appUser/icon/${name}`, { query: body as Record<string, string> }) : await call(server, 'POST', `appUser/icon/${name}`, { body });
      expect(answer, name).toMatchObject({ status: 401, statusText: '请先登录' });
    }
    expect(await importFile(await workbook([['手机号']]), String(icons[0]), { token: null })).toMatchObject({ status: 401, statusText: '请先登录' });
  });

  it('refuses a role without menu 47', async () => {
    for (const [method, name, body] of calls()) {
      const answer = method === 'GET' ? await get(name, body as Record<string, string>, editor) : await post(name, body, editor);
      expect(answer, name).toMatchObject({ status: 403, statusText: NO_MENU });
    }
    expect(await importFile(await workbook([['手机号']]), String(icons[0]), { token: editor })).toMatchObject({ status: 403, statusText: NO_MENU });
  });

  it("lets a role without 'modify' read but refuses its writes", async () => {
    const target = await newAppUser();
    expect((await get('getIcons', {}, viewer)).status).toBe(0);
    expect((await get('getUserIcon', { userId: String(target.id) }, viewer)).data).toEqual({ userId: target.id, iconIds: [] });
    for (const [method, name, body] of calls()) {
      if (method === 'POST') expect(await post(name, body, viewer), name).toMatchObject({ status: 403, statusText: NO_UNIT });
    }
    const file = await workbook([['手机号'], [target.mobile]]);
    expect(await importFile(file, String(icons[0]), { token: viewer })).toMatchObject({ status: 403, statusText: NO_UNIT });
    expect(await userIcons(target.id)).toEqual([]);
  });
});

describe('appUser/icon/getIcons', () => {
  it('answers the enabled icons in order with the number of holders', async () => {
    const answer = await get('getIcons');
    expect(answer.status).toBe(0);
    expect(answer.data.map((icon: { iconName: string }) => icon.iconName)).toEqual(APP_ICON_SEED.map((seed) => seed.iconName));
    expect(Object.keys(answer.data[0]).sort()).toEqual(['iconCode', 'iconName', 'iconUrl', 'id', 'userCount']);
    expect(answer.data.map((icon: { id: number }) => icon.id)).not.toContain(disabledIcon);
    expect(answer.data[0].userCount).toBeGreaterThan(0);
    const before = answer.data[5].userCount;
    const target = await newAppUser();
    await post('someUserIcon', { userIds: [target.id], iconIds: [icons[5]] });
    expect((await get('getIcons')).data[5].userCount).toBe(before + 1);
  });
});

describe('appUser/icon/getUserIcon and addUserIcon', () => {
  it('sets the whole set: grants, replaces and withdraws', async () => {
    const target = await newAppUser();
    expect((await get('getUserIcon', { userId: String(target.id) })).data).toEqual({ userId: target.id, iconIds: [] });
    const set = await post('addUserIcon', { userId: target.id, iconIds: [icons[2], icons[0]] });
    expect(set.status).toBe(0);
    expect(set.data).toEqual({ userId: target.id, iconIds: [icons[0], icons[2]] });
    const replaced = await post('addUserIcon', { userId: String(target.id), iconIds: [String(icons[1]), icons[2], icons[2]] });
    expect(replaced.data).toEqual({ userId: target.id, iconIds: [icons[1], icons[2]] });
    expect(await userIcons(target.id)).toEqual([icons[1], icons[2]]);
    const [kept] = await server.services.db.select({ grantedBy: appUserIcons.grantedBy }).from(appUserIcons).where(eq(appUserIcons.userId, target.id)).limit(1);
    expect(kept.grantedBy).toBe('admin');
    expect((await post('addUserIcon', { userId: target.id, iconIds: [] })).data).toEqual({ userId: target.id, iconIds: [] });
    expect(await userIcons(target.id)).toEqual([]);
  });

  it('keeps the dormant grant of a withdrawn icon', async () => {
    const target = await newAppUser();
    await server.services.db.insert(appUserIcons).values({ userId: target.id, iconId: disabledIcon });
    await post('addUserIcon', { userId: target.id, iconIds: [icons[0]] });
    expect(await userIcons(target.id)).toEqual([icons[0]]);
    const rows = await server.services.db.select().from(appUserIcons).where(eq(appUserIcons.userId, target.id));
    expect(rows.map((row) => row.iconId).sort()).toEqual([icons[0], disabledIcon].sort());
  });

  it.each([
    ['no user id', { userId: undefined }, '用户编号必须是正整数'],
    ['a zero user id', { userId: 0 }, '用户编号必须是正整数'],
    ['an unknown user', { userId: 99_999 }, '用户不存在或已被删除'],
    ['no icon list', { iconIds: undefined }, '请选择要授权的图标'],
    ['an icon list that is not a list', { iconIds: '1,2' }, '图标编号必须是正整数'],
    ['a bad icon id', { iconIds: [1.5] }, '图标编号必须是正整数'],
    ['an unknown icon', { iconIds: [99_999] }, '图标不存在或已停用'],
    ['a withdrawn icon', { iconIds: 'disabled' }, '图标不存在或已停用'],
  ])('refuses %s and changes nothing', async (_label, extra, message) => {
    const target = await newAppUser();
    await post('addUserIcon', { userId: target.id, iconIds: [icons[3]] });
    const body: Record<string, unknown> = { userId: target.id, iconIds: [icons[0]], ...extra };
    if (body.iconIds === 'disabled') body.iconIds = [icons[0], disabledIcon];
    expectFailure(await post('addUserIcon', body), message);
    expect(await userIcons(target.id)).toEqual([icons[3]]);
  });

  it('refuses a bad or unknown user id on getUserIcon', async () => {
    expectFailure(await get('getUserIcon'), '用户编号必须是正整数');
    expectFailure(await get('getUserIcon', { userId: 'abc' }), '用户编号必须是正整数');
    expectFailure(await get('getUserIcon', { userId: '99999' }), '用户不存在或已被删除');
  });
});

describe('appUser/icon/someUserIcon', () => {
  it('grants the icons to the users, keeping their grants; a repeat grants nothing', async () => {
    const [first, second] = [await newAppUser(), await newAppUser()];
    await post('addUserIcon', { userId: first.id, iconIds: [icons[0], icons[4]] });
    const answer = await post('someUserIcon', { userIds: [first.id, second.id, first.id], iconIds: [icons[0], icons[1]] });
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({ users: 2, icons: 2, granted: 3 });
    expect(await userIcons(first.id)).toEqual([icons[0], icons[1], icons[4]]);
    expect(await userIcons(second.id)).toEqual([icons[0], icons[1]]);
    expect((await post('someUserIcon', { userIds: [first.id, second.id], iconIds: [icons[0], icons[1]] })).data).toEqual({ users: 2, icons: 2, granted: 0 });
  });

  it.each([
    ['no users', { userIds: [] }, '请选择要授权的用户'],
    ['a missing user list', { userIds: undefined }, '请选择要授权的用户'],
    ['a bad user id', { userIds: [-1] }, '用户编号必须是正整数'],
    ['more than 1,000 users', { userIds: Array.from({ length: 1001 }, (_, index) => index + 1) }, '每次最多为1000个用户授权'],
    ['an unknown user among known ones', { userIds: 'with-unknown' }, '用户不存在或已被删除'],
    ['no icons', { iconIds: [] }, '请选择要授权的图标'],
    ['a withdrawn icon', { iconIds: 'disabled' }, '图标不存在或已停用'],
  ])('refuses %s and grants nothing', async (_label, extra, message) => {
    const target = await newAppUser();
    const body: Record<string, unknown> = { userIds: [target.id], iconIds: [icons[0]], ...extra };
    if (body.userIds === 'with-unknown') body.userIds = [target.id, 99_999];
    if (body.iconIds === 'disabled') body.iconIds = [icons[0], disabledIcon];
    const before = await grantCount();
    expectFailure(await post('someUserIcon', body), message);
    expect(await grantCount()).toBe(before);
  });
});

describe('appUser/icon/addAllUserIcon', () => {
  it('grants the icons to every app user; a repeat grants nothing', async () => {
    const db = server.services.db;
    const [{ everyone }] = await db.select({ everyone: count() }).from(appUsers);
    const holders = (await get('getIcons')).data[3].userCount as number;
    const answer = await post('addAllUserIcon', { iconIds: [icons[3]] });
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({ users: everyone, icons: 1, granted: everyone - holders });
    expect((await get('getIcons')).data[3].userCount).toBe(everyone);
    expect((await post('addAllUserIcon', { iconIds: [icons[3]] })).data).toEqual({ users: everyone, icons: 1, granted: 0 });
  });

  it('refuses an empty or unknown icon list', async () => {
    const before = await grantCount();
    expectFailure(await post('addAllUserIcon', { iconIds: [] }), '请选择要授权的图标');
    expectFailure(await post('addAllUserIcon', {}), '请选择要授权的图标');
    expectFailure(await post('addAllUserIcon', { iconIds: [icons[0], 99_999] }), '图标不存在或已停用');
    expect(await grantCount()).toBe(before);
  });
});

describe('appUser/icon/importExcle', () => {
  it('grants the icons to every person of a good file', async () => {
    const [a, b, c] = [await newAppUser('王小明'), await newAppUser('李华'), await newAppUser('赵六')];
    const file = await workbook([
      ['手机号', '姓名'],
      [Number(a.mobile), '王小明'],
      [` ${b.mobile} `, ''],
      [{ formula: `"${c.mobile.slice(0, 3)}"&"${c.mobile.slice(3)}"`, result: c.mobile }, { richText: [{ text: '赵' }, { text: '六 ' }] }],
    ]);
    const answer = await importFile(file, `${icons[0]}, ${icons[1]}`);
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({
      total: 3,
      imported: 3,
      failed: 0,
      rows: [
        { row: 2, mobile: a.mobile, realName: '王小明', ok: true },
        { row: 3, mobile: b.mobile, realName: '李华', ok: true },
        { row: 4, mobile: c.mobile, realName: '赵六', ok: true },
      ],
    });
    for (const user of [a, b, c]) expect(await userIcons(user.id)).toEqual([icons[0], icons[1]]);
  });

  it('reports each bad row with its number and message, and grants the good ones', async () => {
    const [good, other, named, last] = [await newAppUser('孙丽'), await newAppUser('周杰'), await newAppUser('吴芳'), await newAppUser('郑强')];
    const file = await workbook([
      ['手机号', '姓名', '备注'],
      [good.mobile, '孙丽'],
      ['', '无号码', '缺手机号'],
      ['12345', '格式错'],
      ['17012345678', '未注册'],
      [named.mobile, '吴芳芳'],
      [good.mobile, '孙丽'],
      null,
      ['', ' ', ''],
      [Number(other.mobile)],
      [last.mobile, '郑强'],
    ]);
    const answer = await importFile(file, String(icons[2]));
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({
      total: 8,
      imported: 3,
      failed: 5,
      rows: [
        { row: 2, mobile: good.mobile, realName: '孙丽', ok: true },
        { row: 3, mobile: '', realName: '无号码', ok: false, message: '请填写手机号' },
        { row: 4, mobile: '12345', realName: '格式错', ok: false, message: '手机号格式不正确' },
        { row: 5, mobile: '17012345678', realName: '未注册', ok: false, message: '该手机号未注册' },
        { row: 6, mobile: named.mobile, realName: '吴芳芳', ok: false, message: '姓名与注册信息不一致' },
        { row: 7, mobile: good.mobile, realName: '孙丽', ok: false, message: '与第2行手机号重复' },
        { row: 10, mobile: other.mobile, realName: '周杰', ok: true },
        { row: 11, mobile: last.mobile, realName: '郑强', ok: true },
      ],
    });
    for (const user of [good, other, last]) expect(await userIcons(user.id)).toEqual([icons[2]]);
    expect(await userIcons(named.id)).toEqual([]);
  });

  it('finds the columns by their header text in any order', async () => {
    const target = await newAppUser('钱多');
    const file = await workbook([
      ['序号', ' 姓名 ', '手机号'],
      [1, '钱多', target.mobile],
    ]);
    const answer = await importFile(file, String(icons[4]));
    expect(answer.data.rows).toEqual([{ row: 2, mobile: target.mobile, realName: '钱多', ok: true }]);
    expect(await userIcons(target.id)).toEqual([icons[4]]);
  });

  it('refuses a file that cannot be imported and leaves the database unchanged', async () => {
    const target = await newAppUser('冯七');
    const good = await workbook([
      ['手机号', '姓名'],
      [target.mobile, '冯七'],
    ]);
    const tooMany = await workbook([['手机号'], [target.mobile], ...Array.from({ length: 5000 }, (_, index) => [`1990000${String(index).padStart(4, '0')}`])]);
    const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const cases: Array<[string, Buffer | null, string | null, string]> = [
      ['a text file', Buffer.from('手机号,姓名\n13800000000,张三\n'), String(icons[0]), FORMAT],
      ['a zip that is no workbook', Buffer.concat([zipHead, Buffer.alloc(200)]), String(icons[0]), FORMAT],
      [
        'a sheet without 手机号',
        await workbook([
          ['电话', '姓名'],
          [target.mobile, '冯七'],
        ]),
        String(icons[0]),
        '模板不正确：缺少“手机号”列',
      ],
      ['a sheet without data rows', await workbook([['手机号', '姓名'], null, ['', '']]), String(icons[0]), '文件中没有可导入的数据'],
      ['more than 5,000 rows', tooMany, String(icons[0]), '每次最多导入5000行'],
      ['more than 5 MB', Buffer.concat([good, Buffer.alloc(5 * 1024 * 1024)]), String(icons[0]), '文件大小不能超过5MB'],
      ['no file', null, String(icons[0]), '请选择要导入的文件'],
      ['no icons', good, null, '请选择要授权的图标'],
      ['a bad icon list', good, 'a,b', '图标编号必须是正整数'],
      ['a withdrawn icon', good, `${icons[0]},${disabledIcon}`, '图标不存在或已停用'],
    ];
    const before = await grantCount();
    for (const [label, content, iconIds, message] of cases) {
      const answer = await importFile(content, iconIds);
      expect(answer.statusText, label).toBe(message);
      expect(answer.status, label).toBe(-1);
    }
    expectFailure(await post('importExcle', { iconIds: String(icons[0]) }), '请选择要导入的文件');
    expect(await grantCount()).toBe(before);
    expect(await userIcons(target.id)).toEqual([]);
    expect((await importFile(good, String(icons[0]))).data.imported).toBe(1);
  });
});
