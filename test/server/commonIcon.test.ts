/**
 * Common icon (menu 56): a module category exists once only
 * (commonicon/appCommonModuleType/checkIsCreateType, and add and update refuse
 * a second one with the same message, leaving the database unchanged); the
 * icon list (portal/appCommonModuleIcon/queryAppCommonModuleIconList), the
 * only icon call; the modules' enable switch.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { DUPLICATE_MODULE_TYPE } from '../../resources/commonIcon/appCommonModuleType';

let server: TestServer;
let admin: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const type = (name: string, body: Record<string, unknown> = {}) => post(`commonicon/appCommonModuleType/${name}`, body);
const typeRows = async () => (await type('list', { pageSize: 100 })).data.list as Array<{ id: number; typeName: string; version: number; orderSeq: number }>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('module categories (commonicon/appCommonModuleType)', () => {
  it('lists the six demo categories', async () => {
    const rows = await typeRows();
    expect(rows.map((row) => row.typeName)).toEqual(['首页常用', '会员服务', '自律管理', '信息服务', '投资者服务', '互动交流']);
  });

  it('checkIsCreateType accepts a new name and refuses an existing one (trimmed) with the message', async () => {
    const free = await type('checkIsCreateType', { typeName: '数据图表' });
    expect(free).toMatchObject({ status: 0, data: { exists: false } });
    const taken = await type('checkIsCreateType', { typeName: ' 会员服务 ' });
    expect(taken.status).not.toBe(0);
    expect(taken.statusText).toBe(DUPLICATE_MODULE_TYPE);
    expect(taken.data.errors).toEqual({ typeName: DUPLICATE_MODULE_TYPE });
    // Renaming a category to its own name is no duplicate.
    const own = (await typeRows()).find((row) => row.typeName === '会员服务')!;
    expect((await type('checkIsCreateType', { typeName: '会员服务', id: own.id })).status).toBe(0);
    expect((await type('checkIsCreateType', { typeName: '' })).status).not.toBe(0);
  });

  it('add refuses a second category of the same name and leaves the table unchanged', async () => {
    const before = await typeRows();
    const refused = await type('add', { typeName: '会员服务', orderSeq: 9 });
    expect(refused.status).not.toBe(0);
    expect(refused.statusText).toBe(DUPLICATE_MODULE_TYPE);
    expect(refused.data.errors).toEqual({ typeName: DUPLICATE_MODULE_TYPE });
    expect(await typeRows()).toEqual(before);
  });

  it("update refuses a rename to another category's name and leaves the record unchanged", async () => {
    const rows = await typeRows();
    const target = rows.find((row) => row.typeName === '互动交流')!;
    const refused = await type('update', { id: target.id, version: target.version, typeName: '自律管理' });
    expect(refused.statusText).toBe(DUPLICATE_MODULE_TYPE);
    expect(await typeRows()).toEqual(rows);
    const kept = await type('update', { id: target.id, version: target.version, typeName: '互动交流', orderSeq: 7 });
    expect(kept).toMatchObject({ status: 0, data: { typeName: '互动交流', orderSeq: 7 } });
  });

  it('concurrent adds of one new name create it once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => type('add', { typeName: '数据图表', orderSeq: 8 })));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText === DUPLICATE_MODULE_TYPE)).toHaveLength(2);
    expect((await typeRows()).filter((row) => row.typeName === '数据图表')).toHaveLength(1);
  });

  it('checkIsCreateType needs the add or modify unit and a well-formed name', async () => {
    expect((await call(server, 'POST', 'commonicon/appCommonModuleType/checkIsCreateType', { body: { typeName: '新分类' } })).status).toBe(401);
    const malformed = await type('checkIsCreateType', { typeName: '名称<b>' });
    expect(malformed.status).not.toBe(0);
    expect(Object.keys(malformed.data.errors)).toEqual(['typeName']);
  });
});

describe('icon list (portal/appCommonModuleIcon)', () => {
  it('answers the icons a module may pick, with their pictures', async () => {
    const list = await post('portal/appCommonModuleIcon/queryAppCommonModuleIconList', { pageSize: 100 });
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(14);
    expect(list.data.list[0]).toMatchObject({ iconName: '新闻资讯', iconImage: { url: '/portal-demo/icon-news.svg' } });
    // Only the list is the contract's: the icons come with the app, so there is no add, detail or delete.
    for (const absent of ['add', 'queryDetails', 'delete', 'queryAppCommonModuleIconDetail', 'deleteAppCommonModuleIcon']) {
      expect((await post(`portal/appCommonModuleIcon/${absent}`, { id: list.data.list[0].id, iconName: 'x' })).httpStatus).toBe(404);
    }
    expect((await post('portal/appCommonModuleIcon/queryAppCommonModuleIconList', { pageSize: 100 })).data.total).toBe(14);
  });

  it('a module takes an icon of the list and is switched by updateEnable', async () => {
    const icons = (await post('portal/appCommonModuleIcon/queryAppCommonModuleIconList', { pageSize: 100 })).data.list;
    const types = await typeRows();
    const created = await post('commonicon/appCommonModule/add', { moduleName: '数据图表', typeId: types[0].id, iconId: icons[7].id, orderSeq: 11, isCommonModule: 0 });
    expect(created.data).toMatchObject({ moduleName: '数据图表', iconIdLabel: '数据统计', typeIdLabel: '首页常用', enable: 1 });
    const off = await post('commonicon/appCommonModule/updateEnable', { id: created.data.id, enable: 0 });
    expect(off.data).toMatchObject({ enable: 0 });
    const common = await post('commonicon/appCommonModule/list', { isCommonModule: 0, pageSize: 100 });
    expect(common.data.list.every((row: { isCommonModule: number }) => row.isCommonModule === 0)).toBe(true);
    expect((await post('commonicon/appCommonModule/add', { moduleName: '无效图标', typeId: types[0].id, iconId: 9999, orderSeq: 12 })).status).not.toBe(0);
  });
});
