/** The server made from the declarations: tables, demo data and the generic calls of news, newsType and memberUnit. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { resources } from '../../resources';
import { defineResource, flag, orderSeq, text, type Resource } from '../../resources/framework';
import news from '../../resources/information/news';
import newsType from '../../resources/information/newsType';
import { syncResourceTables, seedResources } from '../../server/resources';
import { ResourceStore } from '../../server/resources/store';
import { resourceModule } from '../../server/resources/module';
import { listRecords } from '../../server/resources/list';

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const newsCall = (name: string, body: Record<string, unknown> = {}, token = admin) => post(`business/news/${name}`, body, token);
const typeCall = (name: string, body: Record<string, unknown> = {}) => post(`business/newsType/${name}`, body);

let typeIds: Record<string, number>;
const validNews = () => ({ title: '测试新闻', newsTypeId: typeIds['协会动态'], content: '<p>正文内容</p>', releaseTime: '2026-05-01T02:00:00.000Z' });

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
  const types = await typeCall('queryList', { pageSize: 100 });
  typeIds = Object.fromEntries(types.data.list.map((row: { name: string; id: number }) => [row.name, row.id]));
});

afterAll(async () => {
  await server?.close();
});

describe('news list (business/news/queryList)', () => {
  it('pages the 28 demo rows, newest release first, with the category label', async () => {
    const first = await newsCall('queryList', { pageNum: 1, pageSize: 10 });
    expect(first.status).toBe(0);
    expect(first.data.total).toBe(28);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({ title: '协会召开2026年度会员代表大会', newsTypeIdLabel: '协会动态', isTop: 1, version: 0 });
    expect(first.data.list[0].releaseTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(typeof first.data.list[0].createdAt).toBe('string');
    const third = await newsCall('queryList', { pageNum: 3, pageSize: 10 });
    expect(third.data.list).toHaveLength(8);
  });

  it('filters the title by a case-insensitive part, "%" taken literally', async () => {
    const esg = await newsCall('queryList', { title: 'esg' });
    expect(esg.data.list.map((row: { title: string }) => row.title)).toEqual(['证券行业ESG信息披露实践交流会召开']);
    expect((await newsCall('queryList', { title: '%' })).data.total).toBe(0);
    await newsCall('add', { ...validNews(), title: '合规达标率100%' });
    const percent = await newsCall('queryList', { title: '%' });
    expect(percent.data.list.map((row: { title: string }) => row.title)).toEqual(['合规达标率100%']);
  });

  it('filters by category (number or numeric string), ignores empty and unknown filters', async () => {
    const byNumber = await newsCall('queryList', { newsTypeId: typeIds['政策法规'], pageSize: 100 });
    expect(byNumber.data.total).toBe(6);
    expect(byNumber.data.list.every((row: { newsTypeIdLabel: string }) => row.newsTypeIdLabel === '政策法规')).toBe(true);
    expect((await newsCall('queryList', { newsTypeId: String(typeIds['政策法规']) })).data.total).toBe(6);
    const ignored = await newsCall('queryList', { title: '', source: '协会秘书处', whatever: 1 });
    expect(ignored.data.total).toBeGreaterThanOrEqual(28);
    const bad = await newsCall('queryList', { newsTypeId: 'abc' });
    expect(bad).toMatchObject({ status: -1, statusText: '新闻分类的取值无效' });
  });

  it('orders by a declared field only', async () => {
    const byTitle = await newsCall('queryList', { orderBy: 'orderSeq', order: 'DESC', pageSize: 1 });
    expect(byTitle.data.list[0].orderSeq).toBe(27);
    const unknown = await newsCall('queryList', { orderBy: 'password_hash; drop table', pageSize: 1 });
    expect(unknown.data.list[0].title).toBe('协会召开2026年度会员代表大会');
  });
});

describe('news create, detail, update and delete', () => {
  it('creates a valid record that then appears in the list', async () => {
    const created = await newsCall('add', { ...validNews(), title: '新建的测试新闻', id: 999, unknownKey: 'x' });
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({ title: '新建的测试新闻', newsTypeIdLabel: '协会动态', isTop: 0, orderSeq: 0, version: 0, cover: null });
    expect(created.data.id).not.toBe(999);
    const listed = await newsCall('queryList', { title: '新建的测试' });
    expect(listed.data.list.map((row: { id: number }) => row.id)).toEqual([created.data.id]);
  });

  it('reads a date-time without a zone as Beijing time', async () => {
    const created = await newsCall('add', { ...validNews(), releaseTime: '2026-05-01 10:00:00' });
    expect(created.data.releaseTime).toBe('2026-05-01T02:00:00.000Z');
  });

  it.each([
    ['a missing title', { title: undefined }, 'title', '请输入标题'],
    ['a too long title', { title: '长'.repeat(101) }, 'title', '标题不能超过100个字符'],
    ['an unknown category', { newsTypeId: 99999 }, 'newsTypeId', '所选新闻分类不存在或已被删除'],
    ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl', '原文链接必须是以 http 或 https 开头的有效网址'],
    ['a javascript: cover', { cover: { url: 'javascript:alert(1)' } }, 'cover', '封面图格式不正确'],
  ])('refuses %s with the field message', async (_case, change, field, message) => {
    const answer = await newsCall('add', { ...validNews(), ...change });
    expect(answer).toMatchObject({ httpStatus: 200, status: -1, statusText: message });
    expect(answer.data.errors[field]).toBe(message);
  });

  it('names every violation in data.errors, the first in statusText', async () => {
    const answer = await newsCall('add', {});
    expect(answer.statusText).toBe('请输入标题');
    expect(Object.keys(answer.data.errors)).toEqual(['title', 'newsTypeId', 'content', 'releaseTime']);
  });

  it('strips scripts and event handlers from rich text', async () => {
    const content =
      '<p onclick="x()">正文<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><img src="javascript:alert(3)"><a href="javascript:alert(4)">链接</a><style>p{}</style></p>';
    const created = await newsCall('add', { ...validNews(), content });
    expect(created.status).toBe(0);
    expect(created.data.content).toBe('<p>正文<img src="https://example.com/a.png" /><a>链接</a></p>');
  });

  it('refuses rich text that is only a script as empty', async () => {
    const answer = await newsCall('add', { ...validNews(), content: '<script>alert(1)</script>' });
    expect(answer.statusText).toBe('请输入正文');
  });

  it('updates only the fields sent and bumps the version', async () => {
    const created = (await newsCall('add', { ...validNews(), summary: '原摘要', source: '培训中心' })).data;
    const updated = await newsCall('updateDetails', { id: created.id, version: created.version, summary: '新摘要' });
    expect(updated.status).toBe(0);
    expect(updated.data).toMatchObject({ summary: '新摘要', source: '培训中心', title: created.title, version: created.version + 1 });
    expect(Date.parse(updated.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const emptied = await newsCall('updateDetails', { id: created.id, version: updated.data.version, title: '' });
    expect(emptied).toMatchObject({ status: -1, statusText: '请输入标题' });
  });

  it('refuses a stale version and changes nothing', async () => {
    const created = (await newsCall('add', validNews())).data;
    expect((await newsCall('updateDetails', { id: created.id, version: 0, title: '第一次修改' })).status).toBe(0);
    const stale = await newsCall('updateDetails', { id: created.id, version: 0, title: '第二次修改' });
    expect(stale).toMatchObject({ status: -1, statusText: '该记录已被他人修改，请刷新后重试', data: { conflict: true } });
    const stored = await newsCall('queryDetails', { id: created.id });
    expect(stored.data).toMatchObject({ title: '第一次修改', version: 1 });
    expect((await newsCall('updateDetails', { id: created.id, title: '无版本' })).statusText).toBe('缺少版本号，请刷新后重试');
  });

  it('answers a missing record and a bad id with Chinese messages', async () => {
    expect((await newsCall('queryDetails', { id: 987654 })).statusText).toBe('记录不存在或已被删除');
    expect((await newsCall('updateDetails', { id: 987654, version: 0, title: '无' })).statusText).toBe('记录不存在或已被删除');
    for (const id of [0, -1, 'abc', 1.5, null]) expect((await newsCall('queryDetails', { id })).statusText).toBe('记录编号必须是正整数');
  });

  it('deletes a news row', async () => {
    const created = (await newsCall('add', validNews())).data;
    expect(await newsCall('delete', { id: created.id })).toMatchObject({ status: 0, data: null });
    expect((await newsCall('queryDetails', { id: created.id })).statusText).toBe('记录不存在或已被删除');
    expect((await newsCall('delete', { id: created.id })).statusText).toBe('记录不存在或已被删除');
  });

  it('refuses to delete a category that holds news, and deletes an empty one', async () => {
    const held = (await newsCall('queryList', { newsTypeId: typeIds['通知公告'] })).data.total;
    expect(held).toBeGreaterThan(0);
    const refused = await typeCall('delete', { id: typeIds['通知公告'] });
    expect(refused).toMatchObject({ status: -1, statusText: `该新闻分类下还有 ${held} 条新闻管理数据，无法删除` });
    expect((await typeCall('queryDetails', { id: typeIds['通知公告'] })).status).toBe(0);
    expect((await typeCall('delete', { id: typeIds['媒体聚焦'] })).status).toBe(0);
  });
});

describe('member units (custom call names, menu 29)', () => {
  const unitCall = (name: string, body: Record<string, unknown> = {}, token = admin) => post(`business/memberUnit/${name}`, body, token);
  const validUnit = { unitName: '测试证券有限公司', unitType: 1, memberLevel: 4, joinDate: '2024-03-15' };

  it('answers on its declared call names only', async () => {
    const list = await unitCall('queryMemberUnitList');
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(12);
    expect(list.data.list[0]).toMatchObject({ unitName: '东方汇通证券股份有限公司', joinDate: '2010-01-15', orderSeq: 1 });
    const created = await unitCall('addMemberUnitData', validUnit);
    expect(created.status).toBe(0);
    expect((await unitCall('queryMemberUnitDetail', { id: created.data.id })).data.unitName).toBe('测试证券有限公司');
    for (const name of ['queryList', 'add', 'queryDetails', 'updateDetails', 'delete']) {
      expect((await unitCall(name)).httpStatus).toBe(404);
    }
  });

  it('checks the email rule and the choice values', async () => {
    const email = await unitCall('addMemberUnitData', { ...validUnit, email: 'not-an-email' });
    expect(email).toMatchObject({ status: -1, statusText: '电子邮箱不是有效的邮箱地址' });
    const type = await unitCall('addMemberUnitData', { ...validUnit, unitType: 99 });
    expect(type.data.errors.unitType).toBe('机构类型的取值无效');
    expect((await unitCall('queryMemberUnitList', { unitType: '3' })).data.total).toBe(2);
  });

  it('is refused to the editor (403) while news is allowed', async () => {
    expect((await newsCall('queryList', {}, editor)).status).toBe(0);
    const refused = await unitCall('queryMemberUnitList', {}, editor);
    expect(refused).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect((await newsCall('queryList', {}, '')).status).toBe(401);
  });
});

describe('news list search limits', () => {
  it("refuses a search text longer than the field's limit (no record could hold it)", async () => {
    expect(await newsCall('queryList', { title: '长'.repeat(101) })).toMatchObject({ status: -1, statusText: '标题不能超过100个字符' });
    expect(await newsCall('queryList', { title: ` ${'长'.repeat(100)} ` })).toMatchObject({ status: 0, data: { total: 0 } });
    expect(await newsCall('queryList', { title: ['协会'] })).toMatchObject({ status: -1, statusText: '标题格式不正确' });
  });
});

describe('a read-only module naming its detail call, with its own not-found message and a search over two names', () => {
  const rename = (calls: { list: string; detail?: string }, name = 'testRename') =>
    defineResource({
      name,
      title: '测试更名',
      menuId: 21,
      routes: { list: `/examine/${name}` },
      api: 'test/rename',
      calls,
      readOnly: true,
      deletable: false,
      notFound: '更名记录不存在或已被删除',
      fields: { oldName: text('名称', { max: 20, search: true, searchAlso: ['newName'] }), newName: text('新名称', { max: 20 }) },
      demo: () => [
        { oldName: '甲公司', newName: '甲集团' },
        { oldName: '乙公司', newName: '乙公司（新）' },
      ],
    });
  const renamed = rename({ list: 'queryRenameList', detail: 'queryInfo' });
  const all = [...resources, renamed];
  const endpointsOf = (resource: Resource) => resourceModule(resource, [...resources, resource])(server.services).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('serves the list and the named detail call only; without a named detail, the list only', () => {
    expect(endpointsOf(renamed)).toEqual(['POST test/rename/queryRenameList', 'POST test/rename/queryInfo']);
    expect(endpointsOf(rename({ list: 'queryRenameList' }, 'testRenameListOnly'))).toEqual(['POST test/rename/queryRenameList']);
  });

  it('finds a name part in either field, answers the detail and says so in its own words when a record is gone', async () => {
    const { db } = server.services;
    expect(await syncResourceTables(db, all)).toEqual(['res_test_rename']);
    expect(await seedResources(db, all, { tables: ['res_test_rename'] })).toEqual(['testRename']);
    const names = async (body: Record<string, unknown>) => (await listRecords(db, renamed, all, { pageSize: 100, ...body })).list.map((row) => row.oldName);
    expect(await names({ oldName: '集团' })).toEqual(['甲公司']);
    expect(await names({ oldName: '（新）' })).toEqual(['乙公司']);
    expect((await names({ oldName: '公司' })).sort()).toEqual(['乙公司', '甲公司']);
    expect(await names({ oldName: '丙' })).toEqual([]);
    await expect(listRecords(db, renamed, all, { oldName: '名'.repeat(21) })).rejects.toThrow('名称不能超过20个字符');
    const store = new ResourceStore(db, renamed, all);
    const [first] = (await listRecords(db, renamed, all, { oldName: '甲' })).list;
    expect(await store.detail(first.id)).toEqual(first);
    await expect(store.detail(99_999)).rejects.toThrow('更名记录不存在或已被删除');
  });
});

describe('table sync and demo data', () => {
  const columnsOf = async (table: string) => {
    const result = (await server.services.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`)) as { rows: Array<{ column_name: string }> };
    return result.rows.map((row) => row.column_name).sort();
  };

  it('is idempotent: a second run creates nothing and seeds nothing', async () => {
    expect(await syncResourceTables(server.services.db, resources)).toEqual([]);
    expect(await syncResourceTables(server.services.db, resources)).toEqual([]);
    expect(await seedResources(server.services.db, resources)).toEqual([]);
  });

  it('adds the column of a new field to an existing table', async () => {
    const extended: Resource = { ...news, fields: [...news.fields, { ...text('副标题', { max: 50 }), name: 'subTitle', column: undefined }] };
    expect(await columnsOf('res_news')).not.toContain('sub_title');
    expect(await syncResourceTables(server.services.db, [newsType, extended])).toEqual([]);
    expect(await columnsOf('res_news')).toContain('sub_title');
    const store = new ResourceStore(server.services.db, extended, [newsType, extended]);
    const created = await store.create({ ...validNews(), subTitle: '副标题内容' });
    expect(created).toMatchObject({ subTitle: '副标题内容', newsTypeIdLabel: '协会动态' });
  });

  it('creates and seeds the table of a new declaration, with max-order and switch calls', async () => {
    const banner = defineResource({
      name: 'testBanner',
      title: '测试横幅',
      menuId: 5,
      routes: { list: '/portal/testBanner', edit: '/portal/testBannerEdit' },
      api: 'portal/testBanner',
      maxOrder: { method: 'GET', call: 'getMaxOrder' },
      switchCall: { call: 'switchStatus', field: 'status' },
      fields: { name: text('名称', { required: true }), orderSeq: orderSeq('排序'), status: flag('启用', { defaultValue: 1 }) },
      demo: () => [
        { name: '横幅一', orderSeq: 3 },
        { name: '横幅二', orderSeq: 7 },
      ],
    });
    const all = [...resources, banner];
    expect(await syncResourceTables(server.services.db, all)).toEqual(['res_test_banner']);
    expect(await seedResources(server.services.db, all, { tables: ['res_test_banner'] })).toEqual(['testBanner']);
    const paths = resourceModule(banner, all)(server.services).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET portal/testBanner/getMaxOrder', 'POST portal/testBanner/switchStatus']));
    const store = new ResourceStore(server.services.db, banner, all);
    expect(await store.maxOrder()).toBe(7);
    const switched = await store.switchFlag('status', { id: 1, status: 0, version: 0 });
    expect(switched).toMatchObject({ status: 0, version: 1, name: '横幅一' });
    await expect(store.switchFlag('status', { id: 1, status: 5 })).rejects.toThrow('启用的取值无效');
    await expect(store.switchFlag('status', { id: 1, status: 1, version: 0 })).rejects.toThrow('该记录已被他人修改，请刷新后重试');
  });
});
