/**
 * Product introduction on the reference server: the spec's call names of
 * business/associationProductType and business/associationProduct, the two
 * levels of categories (a secondary names a primary; products take
 * secondaries only), deletes of non-empty categories refused with the count,
 * and the max-order call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

const TYPE = 'business/associationProductType';
const PRODUCT = 'business/associationProduct';
const post = (path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token: admin, body });

const categories = async (filter: Record<string, unknown>) => {
  const answer = await post(`${TYPE}/queryAssociationProductTypeList`, { pageSize: 100, ...filter });
  expect(answer.status).toBe(0);
  return answer.data.list as Array<Record<string, any>>;
};

const productBody = (typeId: number, name: string) => ({
  name,
  typeId,
  productCode: 'SRV200',
  riskLevel: 'R2',
  issuer: '华信证券股份有限公司',
  orderSeq: 50,
  releaseTime: '2026-11-20 10:00',
  status: 1,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('product categories (two levels)', () => {
  it('lists the primaries and the secondaries of one primary by the spec call', async () => {
    const primaries = await categories({ level: 1 });
    expect(primaries.map((row) => row.name)).toEqual(['证券公司理财产品', '基金产品', '债券与固定收益', '信用与衍生品业务']);
    const funds = primaries.find((row) => row.name === '基金产品')!;
    const children = await categories({ level: 2, parentId: funds.id });
    expect(children.map((row) => row.name)).toEqual(['公募REITs', '科创板ETF', '债券型基金']);
    expect(children.every((row) => row.parentIdLabel === '基金产品')).toBe(true);
  });

  it('creates, reads and updates a secondary under its primary', async () => {
    const [primary] = await categories({ level: 1, name: '证券公司理财产品' });
    const created = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '场外衍生品', level: 2, parentId: primary.id, orderSeq: 9, status: 1 });
    expect(created.status).toBe(0);
    const detail = await post(`${TYPE}/queryAssociationProductTypeDetail`, { id: created.data.id });
    expect(detail.data).toMatchObject({ name: '场外衍生品', level: 2, parentId: primary.id, parentIdLabel: '证券公司理财产品' });
    const updated = await post(`${TYPE}/updateAssociationProductTypeInfo`, { id: created.data.id, version: detail.data.version, name: '场外衍生品业务' });
    expect(updated.status).toBe(0);
    expect(updated.data.name).toBe('场外衍生品业务');
  });

  it('makes a primary of a category sent without its level', async () => {
    const created = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '养老金融', orderSeq: 6, status: 1 });
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({ level: 1, parentId: null });
    expect((await post(`${TYPE}/deleteAssociationProductType`, { id: created.data.id })).status).toBe(0);
  });

  it('refuses a secondary whose parent is not a primary', async () => {
    const [secondary] = await categories({ level: 2, name: '收益凭证' });
    const answer = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '三级分类', level: 2, parentId: secondary.id, orderSeq: 1 });
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe('所选一级分类不存在或已被删除');
  });

  it('keeps the levels apart: a secondary needs a primary, a primary has none, a level never changes', async () => {
    const orphan = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '无上级分类', level: 2, orderSeq: 1 });
    expect(orphan.status).toBe(-1);
    expect(orphan.statusText).toBe('请选择所属一级分类');
    expect(orphan.data.errors).toHaveProperty('parentId');
    const [primary] = await categories({ level: 1, name: '基金产品' });
    const nested = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '带上级的一级分类', level: 1, parentId: primary.id, orderSeq: 1 });
    expect(nested.statusText).toBe('一级分类不能设置所属一级分类');
    const [etf] = await categories({ level: 2, name: '科创板ETF' });
    const promoted = await post(`${TYPE}/updateAssociationProductTypeInfo`, { id: etf.id, version: etf.version, level: 1, parentId: null });
    expect(promoted.statusText).toBe('分类级别不能修改');
    const unparented = await post(`${TYPE}/updateAssociationProductTypeInfo`, { id: etf.id, version: etf.version, parentId: null });
    expect(unparented.statusText).toBe('请选择所属一级分类');
    const renamed = await post(`${TYPE}/updateAssociationProductTypeInfo`, { id: primary.id, version: primary.version, name: '基金产品', level: 1 });
    expect(renamed.status).toBe(0);
  });

  it('refuses to delete a primary holding secondaries, and a secondary holding products, with the count', async () => {
    const [primary] = await categories({ level: 1, name: '信用与衍生品业务' });
    const refused = await post(`${TYPE}/deleteAssociationProductType`, { id: primary.id });
    expect(refused.status).toBe(-1);
    expect(refused.statusText).toBe('该产品介绍分类下还有 2 条产品介绍分类数据，无法删除');
    const [margin] = await categories({ level: 2, name: '融资融券' });
    const held = await post(`${TYPE}/deleteAssociationProductType`, { id: margin.id });
    expect(held.statusText).toBe('该产品介绍分类下还有 1 条产品介绍数据，无法删除');
  });

  it('deletes an empty secondary, then its emptied primary', async () => {
    const primary = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '跨境业务', level: 1, orderSeq: 5, status: 1 });
    const child = await post(`${TYPE}/addAssociationProductTypeInfo`, { name: '跨境理财通', level: 2, parentId: primary.data.id, orderSeq: 1, status: 1 });
    expect((await post(`${TYPE}/deleteAssociationProductType`, { id: primary.data.id })).statusText).toBe('该产品介绍分类下还有 1 条产品介绍分类数据，无法删除');
    expect((await post(`${TYPE}/deleteAssociationProductType`, { id: child.data.id })).status).toBe(0);
    expect((await post(`${TYPE}/deleteAssociationProductType`, { id: primary.data.id })).status).toBe(0);
  });
});

describe('products', () => {
  it('lists the demo products by the spec call, searchable by category', async () => {
    const [reits] = await categories({ level: 2, name: '公募REITs' });
    const answer = await post(`${PRODUCT}/queryAssociationProductList`, { typeId: reits.id });
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(2);
    expect(answer.data.list.every((row: Record<string, unknown>) => row.typeIdLabel === '公募REITs')).toBe(true);
  });

  it('answers the max order sequence (queryMaxOrderSeqValue), which a new product raises', async () => {
    const before = await post(`${PRODUCT}/queryMaxOrderSeqValue`);
    expect(before.status).toBe(0);
    expect(before.data).toBe(11);
    const [bonds] = await categories({ level: 2, name: '绿色债券' });
    const created = await post(`${PRODUCT}/addAssociationProductData`, { ...productBody(bonds.id, '碳中和绿色公司债券'), orderSeq: before.data + 1 });
    expect(created.status).toBe(0);
    expect((await post(`${PRODUCT}/queryMaxOrderSeqValue`)).data).toBe(12);
    const detail = await post(`${PRODUCT}/queryAssociationProductDetail`, { id: created.data.id });
    expect(detail.data).toMatchObject({ name: '碳中和绿色公司债券', typeIdLabel: '绿色债券', riskLevel: 'R2' });
    const updated = await post(`${PRODUCT}/updateAssociationProductData`, { id: created.data.id, version: detail.data.version, riskLevel: 'R3' });
    expect(updated.data.riskLevel).toBe('R3');
    expect((await post(`${PRODUCT}/deleteAssociationProductData`, { id: created.data.id })).status).toBe(0);
  });

  it('takes secondary categories only, and a risk level R1 to R5', async () => {
    const [primary] = await categories({ level: 1, name: '基金产品' });
    const onPrimary = await post(`${PRODUCT}/addAssociationProductData`, productBody(primary.id, '分类错误的产品'));
    expect(onPrimary.status).toBe(-1);
    expect(onPrimary.data.errors.typeId).toBe('所选产品分类不存在或已被删除');
    const [etf] = await categories({ level: 2, name: '科创板ETF' });
    const badRisk = await post(`${PRODUCT}/addAssociationProductData`, { ...productBody(etf.id, '风险等级错误的产品'), riskLevel: 'R6' });
    expect(badRisk.status).toBe(-1);
    expect(badRisk.data.errors).toHaveProperty('riskLevel');
  });
});
