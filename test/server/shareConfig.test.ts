/** Share configuration (menu 17): system/share/queryList and updateDetails with their messages and data units. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';

const CONFLICT = '该记录已被他人修改，请刷新后重试';

let server: TestServer;
let admin: string;
let editor: string;

const share = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `system/share/${name}`, { token, body });

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

const firstItem = async () => (await share('queryList')).data.list[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('system/share/queryList', () => {
  it('lists every seeded item ordered by id, or one page', async () => {
    const answer = await share('queryList');
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(8);
    expect(answer.data.list.map((item: { moduleCode: string }) => item.moduleCode)).toEqual(['news', 'association', 'policy', 'selfRule', 'disciplineInfo', 'membership', 'faq', 'enterpriseVoice']);
    expect(answer.data.list[0]).toMatchObject({ moduleName: '新闻资讯', shareIcon: null, status: 1, version: 0, shareUrl: 'https://app.example.org/share/news' });
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(['id', 'moduleCode', 'moduleName', 'shareDesc', 'shareIcon', 'shareTitle', 'shareUrl', 'status', 'updatedAt', 'version']);
    const page = await share('queryList', { pageNum: 2, pageSize: 3 });
    expect(page.data.total).toBe(8);
    expect(page.data.list.map((item: { moduleCode: string }) => item.moduleCode)).toEqual(['selfRule', 'disciplineInfo', 'membership']);
    expectFailure(await share('queryList', { pageSize: 101 }), '每页条数必须在1到100之间');
  });
});

describe('system/share/updateDetails', () => {
  it('saves the fields, bumps the version and keeps the module fixed', async () => {
    const item = await firstItem();
    const answer = await share('updateDetails', {
      id: item.id,
      version: item.version,
      moduleCode: 'hacked',
      moduleName: '改名',
      shareTitle: ' 协会新闻 ',
      shareDesc: '最新协会新闻',
      shareIcon: { url: '/file-api/fastdfs/downloadfiles?fileId=abc', title: 'icon.png' },
      shareUrl: 'https://app.example.org/share/news?from=app',
      status: 0,
    });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({
      id: item.id,
      moduleCode: 'news',
      moduleName: '新闻资讯',
      shareTitle: '协会新闻',
      shareDesc: '最新协会新闻',
      shareIcon: { url: '/file-api/fastdfs/downloadfiles?fileId=abc', title: 'icon.png' },
      shareUrl: 'https://app.example.org/share/news?from=app',
      status: 0,
      version: item.version + 1,
    });
    const cleared = await share('updateDetails', { ...answer.data, shareIcon: null, status: 1 });
    expect(cleared.data).toMatchObject({ shareIcon: null, status: 1, version: item.version + 2 });
  });

  it('answers the validation messages naming the field', async () => {
    const item = await firstItem();
    const base = { id: item.id, version: item.version, shareTitle: '标题', shareDesc: '描述', shareUrl: 'https://app.example.org/x' };
    expectFailure(await share('updateDetails', { ...base, shareTitle: '' }), '请输入分享标题');
    expectFailure(await share('updateDetails', { ...base, shareTitle: '   ' }), '请输入分享标题');
    expectFailure(await share('updateDetails', { ...base, shareTitle: '题'.repeat(41) }), '分享标题不能超过40个字符');
    expectFailure(await share('updateDetails', { ...base, shareDesc: undefined }), '请输入分享描述');
    expectFailure(await share('updateDetails', { ...base, shareDesc: '述'.repeat(121) }), '分享描述不能超过120个字符');
    expectFailure(await share('updateDetails', { ...base, shareUrl: '' }), '请输入分享链接');
    expectFailure(await share('updateDetails', { ...base, shareUrl: 'ftp://app.example.org/x' }), '分享链接须以 http:// 或 https:// 开头');
    expectFailure(await share('updateDetails', { ...base, shareUrl: 'javascript:alert(1)' }), '分享链接须以 http:// 或 https:// 开头');
    expectFailure(await share('updateDetails', { ...base, shareIcon: 'x' }), '分享图标格式不正确');
    expectFailure(await share('updateDetails', { ...base, status: 3 }), '状态只能是启用(1)或停用(0)');
    expectFailure(await share('updateDetails', { ...base, version: undefined }), '缺少版本号，请刷新后重试');
    expectFailure(await share('updateDetails', { ...base, id: 99999 }), '分享配置不存在或已被删除');
    expect((await firstItem()).version).toBe(item.version);
  });

  it('refuses a stale version', async () => {
    const item = await firstItem();
    const body = { id: item.id, version: item.version, shareTitle: '标题一', shareDesc: '描述', shareUrl: 'http://app.example.org/a' };
    expect((await share('updateDetails', body)).status).toBe(0);
    const stale = await share('updateDetails', { ...body, shareTitle: '标题二' });
    expectFailure(stale, CONFLICT);
    expect((await firstItem()).shareTitle).toBe('标题一');
  });
});

describe('access', () => {
  it('refuses the editor (no menu 17)', async () => {
    const answer = await share('queryList', {}, editor);
    expect(answer.status).toBe(403);
    expect(answer.statusText).toBe('您没有该功能的访问权限');
    expect((await share('updateDetails', { id: 1, version: 0 }, editor)).status).toBe(403);
  });

  it('lets a role with menu 17 "list" only read but not update', async () => {
    const { token: reader } = await loginWithGrants(server, 'share_reader', { 17: ['list'] });
    const list = await share('queryList', {}, reader);
    expect(list.status).toBe(0);
    const item = list.data.list[0];
    const refused = await share('updateDetails', { ...item }, reader);
    expect(refused.status).toBe(403);
    expect(refused.statusText).toBe('您没有该操作的权限');
  });
});
