/**
 * The content modules of information, member service, interaction and invest
 * on the reference server: their spec call names with demo data, and the
 * framework pieces they brought — a scope field the list filters by, a
 * filtered reference (the FAQ takes only FAQ categories), and categories
 * readable by the menus of the modules referencing them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { resources } from '../../resources';
import { choice, defineResource, demoRows, ref, text, type Resource } from '../../resources/framework';
import { readerMenus, resourceModule } from '../../server/resources/module';

let server: TestServer;
let admin: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const byName = (name: string) => resources.find((resource) => resource.name === name)!;

/** A user whose role holds `grants` (menu id → units); answers the token. */
const userWith = async (code: string, grants: Record<number, string[]>) => (await loginWithGrants(server, code, grants)).token;

/** Ids of a category module's demo rows by name. */
const idsByName = async (path: string, label = 'name') => {
  const answer = await post(path, { pageSize: 100 });
  expect(answer.status).toBe(0);
  return Object.fromEntries(answer.data.list.map((row: Record<string, unknown>) => [row[label], row.id])) as Record<string, number>;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('spec call names and demo data', () => {
  const LIST_CALLS: Array<[string, string]> = [
    ['associationType', 'business/AssociationType/queryList'],
    ['association', 'business/Association/queryList'],
    ['policyType', 'business/InnovateType/queryList'],
    ['policy', 'business/Innovate/queryList'],
    ['beginnerType', 'business/beginnerType/queryBeginnerTypeList'],
    ['beginner', 'business/beginner/queryBeginnerList'],
    ['membershipType', 'business/membershipType/queryList'],
    ['memberFeeStandard', 'business/memberFeeStandard/queryList'],
    ['membership', 'business/membership/queryList'],
    ['problemType', 'interactive/problemType/queryList'],
    ['problem', 'interactive/problem/queryList'],
    ['problemFeedback', 'interactive/problemFeedback/queryList'],
    ['enterpriseVoice', 'business/businessPublish/queryList'],
  ];

  it.each(LIST_CALLS)('%s lists its demo rows on %s', async (name, path) => {
    const answer = await post(path, { pageSize: 100 });
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe((await demoRows(byName(name))).length);
  });

  it('serves the enterprise voice on add, queryDetails, updateInfo and del', async () => {
    const created = await post('business/businessPublish/add', {
      title: '年度股东大会投资者问答',
      enterpriseName: '华信新材料股份有限公司',
      stockCode: '603218',
      voiceType: 2,
      content: '<p>问答实录</p>',
      releaseTime: '2026-11-30 15:00',
    });
    expect(created.status).toBe(0);
    const { id, version } = created.data;
    expect((await post('business/businessPublish/queryDetails', { id })).data).toMatchObject({ title: '年度股东大会投资者问答', isPublished: 1 });
    expect((await post('business/businessPublish/updateInfo', { id, version, stockCode: '60321' })).statusText).toBe('证券代码为6位数字');
    expect((await post('business/businessPublish/updateInfo', { id, version, isPublished: 0 })).data).toMatchObject({ isPublished: 0, version: version + 1 });
    expect((await post('business/businessPublish/del', { id })).status).toBe(0);
    expect((await post('business/businessPublish/queryDetails', { id })).statusText).toBe('记录不存在或已被删除');
    expect((await post('business/businessPublish/delete', { id })).httpStatus).toBe(404);
  });

  it('answers the membership class of an announcement by its levelName', async () => {
    const answer = await post('business/membership/queryList', { pageSize: 100 });
    const special = answer.data.list.find((row: Record<string, unknown>) => row.title === '关于调整特别会员单位会费标准的公告');
    expect(special).toMatchObject({ serviceType: 1, membershipTypeIdLabel: '会费缴纳', memberFeeStandardIdLabel: '特别会员单位' });
  });
});

describe('a scoped module: the list filters by its scope field', () => {
  it('answers the FAQ categories for type 1 and those of questions and feedback for type 2', async () => {
    const faq = await post('interactive/problemType/queryList', { type: '1', pageSize: 100 });
    const feedback = await post('interactive/problemType/queryList', { type: 2, pageSize: 100 });
    expect(faq.data.list.map((row: { type: number }) => row.type)).toEqual(Array(5).fill(1));
    expect(feedback.data.total).toBe(4);
    expect((await post('interactive/problemType/queryList', { type: 3 })).statusText).toBe('所属模块的取值无效');
  });

  it('filters membership announcements by their part', async () => {
    const services = await post('business/membership/queryList', { serviceType: 2, pageSize: 100 });
    expect(services.data.total).toBe(6);
    expect(services.data.list.every((row: { serviceType: number }) => row.serviceType === 2)).toBe(true);
  });

  it('finds the scope field filterable even when it is not a search field', async () => {
    const { filterableFields } = await import('../../server/resources/list');
    const plain = defineResource({
      name: 'scopedPlain',
      title: '测试',
      menuId: 13,
      routes: { list: '/a', edit: '/b' },
      api: 'x/scopedPlain',
      scope: { field: 'part', param: 'part' },
      fields: { name: text('名称'), part: choice('部分', [{ value: 1, label: '一' }]) },
    });
    expect(filterableFields(plain).map((field) => field.name)).toEqual(['part']);
  });
});

describe('a filtered reference: the FAQ takes FAQ categories only', () => {
  let categories: Record<string, number>;
  beforeAll(async () => {
    categories = await idsByName('interactive/problemType/queryList');
  });

  it('refuses a FAQ in a category of questions and feedback, accepts one in a FAQ category', async () => {
    const faq = { question: '会员证书如何补办？', answer: '<p>在APP中提交补办申请。</p>' };
    const refused = await post('interactive/problem/add', { ...faq, problemTypeId: categories['业务咨询'] });
    expect(refused.status).toBe(-1);
    expect(refused.data.errors).toEqual({ problemTypeId: '所选问题分类不存在或已被删除' });
    const created = await post('interactive/problem/add', { ...faq, problemTypeId: categories['入会与会籍'] });
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({ problemTypeIdLabel: '入会与会籍', status: 1 });
    await post('interactive/problem/delete', { id: created.data.id });
  });

  it('refuses feedback in a FAQ category', async () => {
    const refused = await post('interactive/problemFeedback/add', {
      title: '测试反馈',
      problemTypeId: categories['会费缴纳'],
      content: '问题描述',
      submitTime: '2026-11-20 10:00',
    });
    expect(refused.data.errors).toEqual({ problemTypeId: '所选问题分类不存在或已被删除' });
  });

  it('refuses to delete a category that still holds FAQs', async () => {
    const answer = await post('interactive/problemType/delete', { id: categories['入会与会籍'] });
    expect(answer.statusText).toMatch(/^该问题分类下还有 \d+ 条常见问题数据，无法删除$/);
  });

  it('refuses at start-up a filter naming a field the referenced list does not filter by', () => {
    const broken = defineResource({
      name: 'brokenFilter',
      title: '测试',
      menuId: 13,
      routes: { list: '/a', edit: '/b' },
      api: 'x/brokenFilter',
      fields: { name: text('名称'), typeId: ref('problemType', '分类', { filter: { remark: '备注' } }) },
    });
    expect(() => resourceModule(broken, [...resources, broken])(server.services)).toThrow(/does not filter by/);
  });
});

describe('categories read by the menus of the modules referencing them', () => {
  it('lets questions and feedback (14) read the problem categories of the FAQ (13)', () => {
    expect(readerMenus(byName('problemType'), resources)).toEqual([14]);
    expect(readerMenus(byName('newsType'), resources)).toEqual([]);
    expect(readerMenus(byName('membershipType'), resources)).toEqual([]);
  });

  it('a feedback operator lists and reads the categories but cannot change them', async () => {
    const token = await userWith('feedback_only', { 12: [], 14: ['list', 'add', 'modify'] });
    const list = await post('interactive/problemType/queryList', { type: 2 }, token);
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(4);
    const id = list.data.list[0].id;
    expect((await post('interactive/problemType/queryDetails', { id }, token)).status).toBe(0);
    expect(await post('interactive/problemType/add', { name: '新分类', type: 2, orderSeq: 9 }, token)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect((await post('interactive/problem/queryList', {}, token)).status).toBe(403);
  });

  it('keeps the own data unit for holders of the own menu', async () => {
    const token = await userWith('faq_editor', { 12: [], 13: ['add'] });
    expect(await post('interactive/problemType/queryList', {}, token)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    const reader = await userWith('faq_reader', { 12: [], 13: ['list'] });
    expect((await post('interactive/problemType/queryList', {}, reader)).status).toBe(0);
    expect(await post('interactive/problemType/queryDetails', { id: 1 }, reader)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
  });

  it('is refused to a user of neither menu', async () => {
    const token = await userWith('news_only', { 48: [], 9: ['list'] });
    expect(await post('interactive/problemType/queryList', {}, token)).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
  });
});

describe('resource declarations', () => {
  it('refuses a scope on a field that is not a choice, or an own edit page for an unknown value', () => {
    const base = { name: 'bad', title: '测试', menuId: 13, routes: { list: '/a', edit: '/b' }, api: 'x/bad' };
    expect(() => defineResource({ ...base, scope: { field: 'name' }, fields: { name: text('名称') } })).toThrow(/must be a choice field/);
    const withChoice = { name: text('名称'), part: choice('部分', [{ value: 1, label: '一' }]) };
    expect(() => defineResource({ ...base, scope: { field: 'part', editRoutes: { '9': '/c' } }, fields: withChoice })).toThrow(/not a value of the scope field/);
  });

  it('declares every module of the issue on the routes of the spec', () => {
    const routes = (name: string) => byName(name).routes;
    expect(routes('association')).toEqual({ list: '/information/association', edit: '/information/associationEdit' });
    expect(routes('associationType')).toEqual({ list: '/information/newAssociation', edit: '/information/newAssociationEdit' });
    expect(routes('policy')).toEqual({ list: '/information/policy', edit: '/information/policyEdit' });
    expect(routes('policyType')).toEqual({ list: '/information/newPolicy', edit: '/information/newPolicyEdit' });
    expect(byName('membership').scope?.editRoutes).toEqual({ '2': '/memberService/membershipEdit' });
    expect((byName('enterpriseVoice') as Resource).calls).toEqual({ list: 'queryList', create: 'add', detail: 'queryDetails', update: 'updateInfo', delete: 'del' });
  });
});
