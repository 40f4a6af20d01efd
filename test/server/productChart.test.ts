/**
 * The product lineage chart on the reference server (docs/product-chart.md): a draft saved whole at the
 * version read, the graph rules (a name on every node, no cycle, no node of a deleted record) refused in
 * Chinese with nothing changed, publishing, the app's read of the published chart, the demo chart of a first
 * start, and the deletes the draft holds back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers';
import { productCharts } from '../../server/db/schema';

let server: TestServer;
let admin: string;

const CHART = 'business/associationProductChart';
const PRODUCT = 'business/associationProduct';
const post = (path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token: admin, body });
const app = () => call(server, 'POST', 'associationProductChart/queryPublishedChart', { body: {}, base: server.config.appBase, ip: '198.51.100.25' });
const detail = async () => (await post(`${CHART}/queryAssociationProductChartDetail`)).data;

let fundsId: number;
let products: Array<{ id: number; name: string }>;

const node = (id: string, kind: 'category' | 'product', refId: number, label: string, x = 0, pinned = false) => ({ id, kind, refId, label, x, y: 0, pinned });
const link = (id: string, source: string, target: string, kind = 'derives') => ({ id, source, target, kind });
/** The fund category, and two products deriving from it and one from the other. */
const graph = () => ({
  nodes: [node('n1', 'category', fundsId, '基金产品'), node('n2', 'product', products[0].id, products[0].name, 220), node('n3', 'product', products[1].id, products[1].name, 440, true)],
  links: [link('l1', 'n1', 'n2'), link('l2', 'n2', 'n3', 'variant')],
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  const primaries = (await post('business/associationProductType/queryAssociationProductTypeList', { pageSize: 100, level: 1 })).data.list;
  fundsId = primaries.find((row: { name: string }) => row.name === '基金产品').id;
  products = (await post(`${PRODUCT}/queryAssociationProductList`, { pageSize: 100 })).data.list;
});

afterAll(async () => {
  await server?.close();
});

describe('the demo chart of a first start', () => {
  it('is published from the demo products and categories, and the app reads it', async () => {
    const chart = await detail();
    expect(chart.title).toBe('协会产品图谱');
    expect(chart.published).toMatchObject({ title: '协会产品图谱', version: 1 });
    expect(chart.graph.nodes).toHaveLength(10);
    const seen = (await app()).data.graph;
    expect([seen.nodes.length, seen.links.length]).toEqual([10, 8]);
    const named = new Map(products.map((one) => [one.name, one.id]));
    const glp = seen.nodes.find((one: { label: string }) => one.label === '中金普洛斯仓储物流REIT');
    expect(glp).toMatchObject({ kind: 'product', refId: named.get('中金普洛斯仓储物流REIT') });
    // Laid out by the editor's layout: a product right of the category it derives from.
    const reits = seen.nodes.find((one: { label: string }) => one.label === '公募REITs');
    expect(glp.x).toBeGreaterThan(reits.x);
  });

  it('holds back the delete of a product or category its draft draws, changing nothing', async () => {
    const chart = await detail();
    const glp = chart.graph.nodes.find((one: { label: string }) => one.label === '中金普洛斯仓储物流REIT');
    const refused = await post(`${PRODUCT}/deleteAssociationProductData`, { id: glp.refId });
    expect(refused.statusText).toBe('该产品已用于产品图谱的节点「中金普洛斯仓储物流REIT」，请先在产品图谱中移除该节点并保存');
    expect((await post(`${PRODUCT}/queryAssociationProductDetail`, { id: glp.refId })).data.name).toBe('中金普洛斯仓储物流REIT');
    // A category: the references are told first (it holds products), then the chart.
    const notes = chart.graph.nodes.find((one: { label: string }) => one.label === '收益凭证');
    expect((await post('business/associationProductType/deleteAssociationProductType', { id: notes.refId })).statusText).toMatch(/^该产品介绍分类下还有 \d+ 条产品介绍数据，无法删除$/);
    const pension = (await post('business/associationProductType/addAssociationProductTypeInfo', { name: '养老金融', orderSeq: 9, status: 1 })).data;
    const drawn = { ...chart.graph, nodes: [...chart.graph.nodes, node('pension', 'category', pension.id, '养老金融', 0, true)] };
    const saved = (await post(`${CHART}/updateAssociationProductChart`, { version: chart.version, title: chart.title, intro: chart.intro, graph: drawn })).data;
    expect((await post('business/associationProductType/deleteAssociationProductType', { id: pension.id })).statusText).toBe(
      '该产品分类已用于产品图谱的节点「养老金融」，请先在产品图谱中移除该节点并保存',
    );
    expect((await detail()).version).toBe(saved.version);
    // The tests below build a chart from none, as on a database without the demo.
    await server.services.db.delete(productCharts);
  });
});

describe('the product chart draft', () => {
  it('is absent, then created once with its graph, then saved with the version read', async () => {
    expect(await detail()).toBeNull();
    expect((await app()).statusText).toBe('产品图谱尚未发布');
    const created = await post(`${CHART}/addAssociationProductChart`, { title: '证券行业产品图谱', intro: '协会产品的演变', graph: graph() });
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({ title: '证券行业产品图谱', version: 1, published: null, graph: graph() });
    expect((await post(`${CHART}/addAssociationProductChart`, { title: '第二张图谱' })).statusText).toBe('产品图谱已存在，请刷新后编辑');

    const renamed = { ...graph(), nodes: graph().nodes.map((one) => (one.id === 'n1' ? { ...one, label: '基金类产品' } : one)) };
    const saved = await post(`${CHART}/updateAssociationProductChart`, { version: 1, title: '产品图谱2026版', intro: '', graph: renamed });
    expect(saved.data).toMatchObject({ title: '产品图谱2026版', version: 2 });
    expect(saved.data.graph.nodes[0].label).toBe('基金类产品');
    const stale = await post(`${CHART}/updateAssociationProductChart`, { version: 1, title: '过期的保存', graph: graph() });
    expect(stale.status).toBe(-1);
    expect(stale.statusText).toBe('该产品图谱已被他人修改，请刷新后重试');
    expect(await detail()).toMatchObject({ title: '产品图谱2026版', version: 2 });
  });

  it('refuses a cycle, a node without a name, a doubled record and a link out of the chart, changing nothing', async () => {
    const before = await detail();
    const cycle = { ...graph(), links: [...graph().links, link('l3', 'n3', 'n1', 'replaces')] };
    const refused = await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: before.title, graph: cycle });
    expect(refused.status).toBe(-1);
    expect(refused.statusText).toBe(`产品图谱不能形成循环：基金产品 → ${products[1].name} → ${products[0].name} → 基金产品`);
    expect(refused.data.errors.graph).toBe(refused.statusText);

    const unnamed = { ...graph(), nodes: graph().nodes.map((one) => (one.id === 'n2' ? { ...one, label: '  ' } : one)) };
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: unnamed })).statusText).toBe('每个节点都须有名称');
    const doubled = { nodes: [...graph().nodes, node('n4', 'product', products[0].id, '同一产品')], links: [] };
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: doubled })).statusText).toBe('「同一产品」已在图谱中，同一记录只能有一个节点');
    const outside = { nodes: graph().nodes, links: [link('l1', 'n1', 'n9')] };
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: outside })).statusText).toBe('连线须连接图谱中的两个节点');
    const badKind = { nodes: graph().nodes, links: [link('l1', 'n1', 'n2', 'owns')] };
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: badKind })).statusText).toBe('连线类型无效');
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: 'nodes' })).statusText).toBe('图谱数据格式错误');
    expect(await detail()).toEqual(before);
  });

  it('refuses a node of a product or category that does not exist', async () => {
    const before = await detail();
    const missing = { nodes: [...graph().nodes, node('n4', 'product', 987654, '已删除的产品')], links: graph().links };
    const refused = await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: missing });
    expect(refused.statusText).toBe('节点「已删除的产品」关联的产品不存在或已被删除');
    const noCategory = { nodes: [node('n1', 'category', 987654, '旧分类')], links: [] };
    expect((await post(`${CHART}/updateAssociationProductChart`, { version: before.version, title: '图谱', graph: noCategory })).statusText).toBe('节点「旧分类」关联的产品分类不存在或已被删除');
    expect(await detail()).toEqual(before);
  });
});

describe('publishing the product chart', () => {
  it('publishes the draft at the version read, and the app reads the published copy, not later drafts', async () => {
    const draft = await detail();
    expect((await post(`${CHART}/publishAssociationProductChart`, { version: draft.version - 1 })).statusText).toBe('该产品图谱已被他人修改，请刷新后重试');
    expect((await post(`${CHART}/publishAssociationProductChart`, {})).statusText).toBe('缺少版本号，请刷新后重试');
    const published = await post(`${CHART}/publishAssociationProductChart`, { version: draft.version });
    expect(published.status).toBe(0);
    expect(published.statusText).toBe('发布成功');
    expect(published.data.version).toBe(draft.version + 1);
    expect(published.data.published).toMatchObject({ title: draft.title, graph: draft.graph, version: draft.version });

    const later = await post(`${CHART}/updateAssociationProductChart`, { version: draft.version + 1, title: '未发布的草稿', graph: { nodes: [], links: [] } });
    expect(later.status).toBe(0);
    const seen = await app();
    expect(seen.status).toBe(0);
    expect(seen.data).toMatchObject({ title: draft.title, graph: draft.graph });
    expect(await detail()).toMatchObject({ title: '未发布的草稿', published: { title: draft.title } });
    expect((await post(`${CHART}/publishAssociationProductChart`, { version: later.data.version })).statusText).toBe('图谱中还没有节点，不能发布');
  });

  it('holds back the delete of a product the draft draws; once the draft drops it, the delete goes and the app drops it', async () => {
    const current = await detail();
    const product = await post(`${PRODUCT}/addAssociationProductData`, {
      name: '即将下架的产品',
      typeId: products[0] && (await post(`${PRODUCT}/queryAssociationProductDetail`, { id: products[0].id })).data.typeId,
      riskLevel: 'R2',
      orderSeq: 60,
      releaseTime: '2026-11-20 10:00',
      status: 1,
    });
    expect(product.status).toBe(0);
    const withIt = { nodes: [...graph().nodes, node('n4', 'product', product.data.id, '即将下架的产品')], links: [...graph().links, link('l3', 'n2', 'n4', 'replaces')] };
    const saved = await post(`${CHART}/updateAssociationProductChart`, { version: current.version, title: '产品图谱', graph: withIt });
    expect(saved.status).toBe(0);
    expect((await post(`${CHART}/publishAssociationProductChart`, { version: saved.data.version })).status).toBe(0);
    expect((await app()).data.graph.nodes).toHaveLength(4);

    const refused = await post(`${PRODUCT}/deleteAssociationProductData`, { id: product.data.id });
    expect(refused.statusText).toBe('该产品已用于产品图谱的节点「即将下架的产品」，请先在产品图谱中移除该节点并保存');
    expect((await app()).data.graph.nodes).toHaveLength(4);

    const without = await post(`${CHART}/updateAssociationProductChart`, { version: saved.data.version + 1, title: '产品图谱', graph: graph() });
    expect(without.status).toBe(0);
    expect((await post(`${PRODUCT}/deleteAssociationProductData`, { id: product.data.id })).status).toBe(0);
    // The published copy still names it: the app's read leaves it out, with its link.
    const seen = (await app()).data.graph;
    expect(seen.nodes.map((one: { id: string }) => one.id)).toEqual(['n1', 'n2', 'n3']);
    expect(seen.links.map((one: { id: string }) => one.id)).toEqual(['l1', 'l2']);
    // A save naming it now is refused and names the node.
    const stale = await post(`${CHART}/updateAssociationProductChart`, { version: without.data.version, title: '产品图谱', graph: withIt });
    expect(stale.statusText).toBe('节点「即将下架的产品」关联的产品不存在或已被删除');
  });

  it('needs the product introduction menu', async () => {
    const editor = (await login(server, 'editor', 'Editor@2026')).data.token;
    for (const name of ['queryAssociationProductChartDetail', 'publishAssociationProductChart']) {
      const refused = await call(server, 'POST', `${CHART}/${name}`, { token: editor, body: { version: 1 } });
      expect(refused.status).not.toBe(0);
    }
  });
});
