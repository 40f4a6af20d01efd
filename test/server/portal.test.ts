/**
 * Portal (menu 4): the declared modules' demo data and GET max order, and the
 * bespoke calls — the carousel's switch time, a scroll bar's pictures, a
 * skin's detail and the black-and-white switch — with their messages, menus
 * and data units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';

const CONFLICT = '该记录已被他人修改，请刷新后重试';
const NO_MENU = '您没有该功能的访问权限';
const NO_UNIT = '您没有该操作的权限';
const PICTURE = { url: '/portal-demo/carousel-1.svg', title: 'banner.svg' };

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const get = (path: string, query: Record<string, string> = {}, token = admin) => call(server, 'GET', path, { token, query });

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

/** A user whose role holds `menuId` with only `units`. */
const userWith = async (code: string, menuId: number, units: string[]) => (await loginWithGrants(server, code, { [menuId]: units })).token;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('declared portal modules', () => {
  it('list their demo rows on the spec paths', async () => {
    const totals: Record<string, number> = {};
    for (const api of ['portal/carouse', 'portal/welcomePicture', 'portal/icon', 'portal/scroll', 'skin/info']) {
      const answer = await post(`${api}/queryList`, { pageSize: 100 });
      expect(answer.status, api).toBe(0);
      totals[api] = answer.data.total;
    }
    expect(totals).toEqual({ 'portal/carouse': 6, 'portal/welcomePicture': 5, 'portal/icon': 14, 'portal/scroll': 6, 'skin/info': 8 });
    const icons = await post('portal/icon/queryList', { pageSize: 3 });
    expect(icons.data.list.map((row: { iconName: string }) => row.iconName)).toEqual(['新闻资讯', '协会之窗', '自律规则']);
    const common = await post('portal/icon/queryList', { isCommonModule: 0, pageSize: 100 });
    expect(common.data.list.map((row: { iconName: string }) => row.iconName)).toEqual(['常见问题', '意见反馈', '问卷调查', '能力建设', '市场资讯', '产品介绍']);
  });

  it("answer the icons' max order on GET portal/icon/getMaxOrder, and refuse it as a POST", async () => {
    const max = await get('portal/icon/getMaxOrder');
    expect(max).toMatchObject({ status: 0, data: 14 });
    expect((await post('portal/icon/getMaxOrder')).httpStatus).toBe(404);
    expect((await get('portal/icon/getMaxOrder', {}, editor)).statusText).toBe(NO_MENU);
  });

  it('keep one splash image and one skin enabled at a time', async () => {
    const skins = await post('skin/info/queryList', { pageSize: 100 });
    const off = skins.data.list.find((row: { status: number }) => row.status === 0);
    const answer = await post('skin/info/updateDetails', { id: off.id, version: off.version, status: 1 });
    expectFailure(answer, '同一时间只能启用一套主题皮肤，请先停用当前启用的皮肤');
  });
});

describe('carousel switch time (portal/carouse)', () => {
  it('answers 5 seconds until saved, then what was saved', async () => {
    const first = await post('portal/carouse/getTheDiscussionTime');
    expect(first).toMatchObject({ status: 0, data: { switchTime: 5, updatedAt: null } });
    const saved = await post('portal/carouse/setTheDiscussionTime', { switchTime: 12 });
    expect(saved.status).toBe(0);
    expect(saved.data.switchTime).toBe(12);
    expect(typeof saved.data.updatedAt).toBe('string');
    expect((await post('portal/carouse/getTheDiscussionTime')).data.switchTime).toBe(12);
    expect((await post('portal/carouse/setTheDiscussionTime', { switchTime: '60' })).data.switchTime).toBe(60);
    expect((await post('portal/carouse/setTheDiscussionTime', { switchTime: 1 })).data.switchTime).toBe(1);
  });

  it('refuses a missing, out-of-range or fractional time with the message, keeping the saved one', async () => {
    await post('portal/carouse/setTheDiscussionTime', { switchTime: 8 });
    expectFailure(await post('portal/carouse/setTheDiscussionTime', {}), '请输入轮播切换时间');
    expectFailure(await post('portal/carouse/setTheDiscussionTime', { switchTime: '' }), '请输入轮播切换时间');
    for (const switchTime of [0, 61, 2.5, -3, 'abc', true, [5]]) {
      const answer = await post('portal/carouse/setTheDiscussionTime', { switchTime });
      expectFailure(answer, '轮播切换时间须为1到60之间的整数（秒）');
      expect(answer.data.errors.switchTime).toBe('轮播切换时间须为1到60之间的整数（秒）');
    }
    expect((await post('portal/carouse/getTheDiscussionTime')).data.switchTime).toBe(8);
  });
});

describe('scroll bar pictures (portal/scroll)', () => {
  it('answers no pictures at version 0 for a scroll bar never configured', async () => {
    const answer = await post('portal/scroll/getPicture', { scrollId: 1 });
    expect(answer).toMatchObject({ status: 0, data: { scrollId: 1, scrollTitle: '2026年度会费缴纳通知', pictures: [], version: 0, updatedAt: null } });
  });

  it('saves the pictures whole, in order, with the version', async () => {
    const pictures = [
      { picture: PICTURE, title: ' 会费通知 ', linkUrl: 'https://www.example.org.cn/notice/fee-2026' },
      { picture: { url: 'https://cdn.example.org.cn/scroll/2.png' }, title: '', linkUrl: '' },
    ];
    const saved = await post('portal/scroll/addPicture', { scrollId: 2, version: 0, pictures });
    expect(saved.status).toBe(0);
    expect(saved.data).toMatchObject({
      scrollId: 2,
      version: 1,
      pictures: [
        { picture: PICTURE, title: '会费通知', linkUrl: 'https://www.example.org.cn/notice/fee-2026' },
        { picture: { url: 'https://cdn.example.org.cn/scroll/2.png' }, title: '', linkUrl: '' },
      ],
    });
    const again = await post('portal/scroll/addPicture', { scrollId: 2, version: 1, pictures: [pictures[1]] });
    expect(again.data).toMatchObject({ version: 2, pictures: [{ picture: { url: 'https://cdn.example.org.cn/scroll/2.png' } }] });
    expect((await post('portal/scroll/getPicture', { scrollId: '2' })).data.pictures).toHaveLength(1);
    const cleared = await post('portal/scroll/addPicture', { scrollId: 2, version: 2, pictures: [] });
    expect(cleared.data).toMatchObject({ version: 3, pictures: [] });
  });

  it('refuses a stale version', async () => {
    expect((await post('portal/scroll/addPicture', { scrollId: 3, version: 0, pictures: [{ picture: PICTURE }] })).status).toBe(0);
    expectFailure(await post('portal/scroll/addPicture', { scrollId: 3, version: 0, pictures: [] }), CONFLICT);
    expectFailure(await post('portal/scroll/addPicture', { scrollId: 3, version: 7, pictures: [] }), CONFLICT);
    expect((await post('portal/scroll/getPicture', { scrollId: 3 })).data).toMatchObject({ version: 1, pictures: [{ picture: PICTURE }] });
  });

  it('answers the validation messages naming the picture', async () => {
    const add = (body: Record<string, unknown>) => post('portal/scroll/addPicture', { scrollId: 4, version: 0, ...body });
    expectFailure(await add({ pictures: [{ picture: PICTURE }, { title: '没有图片' }] }), '请上传第2张图片');
    const invalid = await add({ pictures: [{ picture: { url: 'javascript:alert(1)' } }] });
    expectFailure(invalid, '第1张图片的地址不正确');
    expect(invalid.data.errors).toEqual({ 'pictures.0.picture': '第1张图片的地址不正确' });
    expectFailure(await add({ pictures: [{ picture: PICTURE, title: '题'.repeat(31) }] }), '第1张图片的标题不能超过30个字符');
    expectFailure(await add({ pictures: [{ picture: PICTURE, linkUrl: 'ftp://example.org/a' }] }), '第1张图片的跳转链接必须是以 http 或 https 开头的有效网址');
    expectFailure(await add({ pictures: Array.from({ length: 11 }, () => ({ picture: PICTURE })) }), '每个滚动栏最多配置10张图片');
    expectFailure(await add({ pictures: 'all' }), '图片列表格式不正确');
    expectFailure(await add({ pictures: [{ picture: PICTURE, title: 5 }] }), '图片列表格式不正确');
    expectFailure(await add({ version: undefined, pictures: [] }), '缺少版本号，请刷新后重试');
    expectFailure(await post('portal/scroll/addPicture', { version: 0, pictures: [] }), '请选择滚动栏');
    expectFailure(await post('portal/scroll/getPicture', { scrollId: 'x' }), '记录编号必须是正整数');
    expectFailure(await post('portal/scroll/getPicture', { scrollId: 99999 }), '滚动栏不存在或已被删除');
    expect((await post('portal/scroll/getPicture', { scrollId: 4 })).data.version).toBe(0);
  });
});

describe('skin detail (skin/detail)', () => {
  it("answers a never-saved demo skin's palette at version 0", async () => {
    const answer = await post('skin/detail/queryDetails', { skinId: 2 });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({
      skinId: 2,
      skinName: '新春喜庆',
      themeColor: '#C8161D',
      navTextColor: '#FFE3A3',
      headerImage: null,
      tabBarImage: null,
      saved: false,
      version: 0,
    });
    expect((await post('skin/detail/queryDetails', { skinId: 1 })).data).toMatchObject({ themeColor: '#1F5EAE', saved: false });
  });

  it('saves the colours and pictures with the version', async () => {
    const detail = (await post('skin/detail/queryDetails', { skinId: 3 })).data;
    const saved = await post('skin/detail/add', { ...detail, themeColor: '#aa3300', headerImage: PICTURE, tabBarImage: null });
    expect(saved.status).toBe(0);
    expect(saved.data).toMatchObject({ skinId: 3, themeColor: '#AA3300', headerImage: PICTURE, tabBarImage: null, saved: true, version: 1 });
    const again = await post('skin/detail/add', { ...saved.data, navBarColor: '#000000', headerImage: '' });
    expect(again.data).toMatchObject({ navBarColor: '#000000', headerImage: null, version: 2 });
    expect((await post('skin/detail/queryDetails', { skinId: 3 })).data).toMatchObject({ themeColor: '#AA3300', navBarColor: '#000000', version: 2, saved: true });
    expectFailure(await post('skin/detail/add', { ...saved.data }), CONFLICT);
  });

  it('answers the validation messages naming the field', async () => {
    const detail = (await post('skin/detail/queryDetails', { skinId: 4 })).data;
    const bad = await post('skin/detail/add', { ...detail, themeColor: 'red', tabBarColor: '' });
    expectFailure(bad, '主题色须为 #RRGGBB 格式的颜色值');
    expect(bad.data.errors).toEqual({ themeColor: '主题色须为 #RRGGBB 格式的颜色值', tabBarColor: '请选择底部标签栏背景色' });
    expectFailure(await post('skin/detail/add', { ...detail, headerImage: { url: 'data:image/png;base64,AAAA' } }), '首页顶部背景图的地址不正确');
    expectFailure(await post('skin/detail/add', { ...detail, version: undefined }), '缺少版本号，请刷新后重试');
    expectFailure(await post('skin/detail/add', { ...detail, skinId: undefined }), '请选择主题皮肤');
    expectFailure(await post('skin/detail/queryDetails', { skinId: 99999 }), '主题皮肤不存在或已被删除');
    expect((await post('skin/detail/queryDetails', { skinId: 4 })).data.saved).toBe(false);
  });
});

describe('black-and-white switch (skin/black)', () => {
  it('answers off until switched, then the saved state', async () => {
    expect((await get('skin/black/query')).data).toMatchObject({ status: 0, updatedAt: null });
    const on = await get('skin/black/update', { status: '1' });
    expect(on).toMatchObject({ status: 0, data: { status: 1 } });
    expect((await get('skin/black/query')).data.status).toBe(1);
    expect((await get('skin/black/update', { status: '0' })).data.status).toBe(0);
    expect((await get('skin/black/query')).data.status).toBe(0);
    expect((await post('skin/black/update', { status: 1 })).httpStatus).toBe(404);
  });

  it('refuses a missing or unknown state', async () => {
    expectFailure(await get('skin/black/update'), '请选择黑白模式状态');
    expectFailure(await get('skin/black/update', { status: '2' }), '黑白模式状态只能是开启(1)或关闭(0)');
    expectFailure(await get('skin/black/update', { status: 'on' }), '黑白模式状态只能是开启(1)或关闭(0)');
    expect((await get('skin/black/query')).data.status).toBe(0);
  });
});

describe('access', () => {
  it('refuses every bespoke call to the editor (no portal menu)', async () => {
    const answers = [
      await post('portal/carouse/getTheDiscussionTime', {}, editor),
      await post('portal/carouse/setTheDiscussionTime', { switchTime: 9 }, editor),
      await post('portal/scroll/getPicture', { scrollId: 1 }, editor),
      await post('portal/scroll/addPicture', { scrollId: 1, version: 0, pictures: [] }, editor),
      await post('skin/detail/queryDetails', { skinId: 1 }, editor),
      await post('skin/detail/add', { skinId: 1, version: 0 }, editor),
      await get('skin/black/query', {}, editor),
      await get('skin/black/update', { status: '1' }, editor),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.statusText).toBe(NO_MENU);
    }
    expect((await post('portal/carouse/getTheDiscussionTime', {}, '')).status).toBe(401);
  });

  it('lets a reader of each menu read but not change', async () => {
    const carouselReader = await userWith('carousel_reader', 5, ['list']);
    expect((await post('portal/carouse/getTheDiscussionTime', {}, carouselReader)).status).toBe(0);
    expect((await post('portal/carouse/setTheDiscussionTime', { switchTime: 9 }, carouselReader)).statusText).toBe(NO_UNIT);

    const scrollReader = await userWith('scroll_reader', 18, ['list', 'detail']);
    expect((await post('portal/scroll/getPicture', { scrollId: 1 }, scrollReader)).status).toBe(0);
    expect((await post('portal/scroll/addPicture', { scrollId: 1, version: 0, pictures: [] }, scrollReader)).statusText).toBe(NO_UNIT);
    // A scroll bar's menu does not open the carousel's calls.
    expect((await post('portal/carouse/getTheDiscussionTime', {}, scrollReader)).statusText).toBe(NO_MENU);

    const skinReader = await userWith('skin_reader', 62, ['list', 'detail', 'modify']);
    expect((await get('skin/black/query', {}, skinReader)).status).toBe(0);
    expect((await get('skin/black/update', { status: '1' }, skinReader)).statusText).toBe(NO_UNIT);
    expect((await post('skin/detail/queryDetails', { skinId: 5 }, skinReader)).status).toBe(0);
    const listOnly = await userWith('skin_lister', 62, ['list']);
    expect((await post('skin/detail/queryDetails', { skinId: 5 }, listOnly)).statusText).toBe(NO_UNIT);
    expect((await post('skin/detail/add', { skinId: 5, version: 0 }, listOnly)).statusText).toBe(NO_UNIT);
    expect((await get('skin/black/query')).data.status).toBe(0);
  });
});
