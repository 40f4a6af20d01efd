/**
 * The product lineage chart with two server processes on one PostgreSQL (docs/product-chart.md): of
 * several saves of the draft sent at once to both over one version, one is taken and the others refused
 * with the conflict message; likewise of several publishes of one version; and a save drawing a product
 * sent at once with that product's delete: never both taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';
import { createNamedDatabase } from './freshDatabase';

const API_BASE = '/assoc-web-center/api/webcenter/';
const CHART = 'business/associationProductChart';
const CONFLICT = '该产品图谱已被他人修改，请刷新后重试';
const servers: RunningServer[] = [];
const tokens: string[] = [];

const post = async (index: number, path: string, body: unknown) => {
  const response = await fetch(`${servers[index].url}${API_BASE}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token: tokens[index] }, body: JSON.stringify(body) });
  return (await response.json()) as { status: number; statusText: string; data: any };
};

beforeAll(async () => {
  const env = { DATABASE_URL: await createNamedDatabase('product_chart_two_processes'), LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0' };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  for (const server of servers) tokens.push(await apiLogin(server.url));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('the product chart with two server processes on one PostgreSQL', () => {
  it('takes one of several saves over one version, then one of several publishes', async () => {
    const products = (await post(0, 'business/associationProduct/queryAssociationProductList', { pageSize: 2 })).data.list;
    const graph = (label: string) => ({ nodes: [{ id: 'n1', kind: 'product', refId: products[0].id, label, x: 0, y: 0, pinned: false }], links: [] });
    // The demo chart of the first start, published.
    const start = (await post(1, `${CHART}/queryAssociationProductChartDetail`, {})).data.version;
    expect(start).toBe(2);

    const saves = await Promise.all([0, 1, 0, 1].map((index) => post(index, `${CHART}/updateAssociationProductChart`, { version: start, title: `保存${index}`, graph: graph(`节点${index}`) })));
    expect(saves.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(saves.filter((answer) => answer.statusText === CONFLICT)).toHaveLength(3);
    const winner = saves.find((answer) => answer.status === 0)!.data;
    expect((await post(1, `${CHART}/queryAssociationProductChartDetail`, {})).data).toMatchObject({ version: start + 1, title: winner.title, graph: winner.graph });

    const publishes = await Promise.all([0, 1, 0, 1].map((index) => post(index, `${CHART}/publishAssociationProductChart`, { version: start + 1 })));
    expect(publishes.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(publishes.filter((answer) => answer.statusText === CONFLICT)).toHaveLength(3);
    expect((await post(0, `${CHART}/queryAssociationProductChartDetail`, {})).data).toMatchObject({ version: start + 2, published: { version: start + 1, title: winner.title } });
  });

  it('never both saves a node of a product and deletes the product, sent at once to the two processes', async () => {
    const typeId = (
      await post(0, 'business/associationProduct/queryAssociationProductDetail', { id: (await post(0, 'business/associationProduct/queryAssociationProductList', { pageSize: 1 })).data.list[0].id })
    ).data.typeId;
    for (let round = 0; round < 6; round += 1) {
      const product = (
        await post(0, 'business/associationProduct/addAssociationProductData', { name: `并发产品${round}`, typeId, riskLevel: 'R2', orderSeq: 70 + round, releaseTime: '2026-11-20 10:00', status: 1 })
      ).data;
      const chart = (await post(0, `${CHART}/queryAssociationProductChartDetail`, {})).data;
      const graph = { nodes: [{ id: 'p', kind: 'product', refId: product.id, label: product.name, x: 0, y: 0, pinned: false }], links: [] };
      const [saved, deleted] = await Promise.all([
        post(round % 2, `${CHART}/updateAssociationProductChart`, { version: chart.version, title: chart.title, graph }),
        post(1 - (round % 2), 'business/associationProduct/deleteAssociationProductData', { id: product.id }),
      ]);
      expect([saved.status, deleted.status].filter((status) => status === 0)).toHaveLength(1);
      const exists = (await post(0, 'business/associationProduct/queryAssociationProductDetail', { id: product.id })).status === 0;
      const drawn = (await post(1, `${CHART}/queryAssociationProductChartDetail`, {})).data.graph.nodes.some((node: { refId: number }) => node.refId === product.id);
      expect({ exists, drawn }).toEqual(saved.status === 0 ? { exists: true, drawn: true } : { exists: false, drawn: false });
      if (saved.status === 0) {
        expect(deleted.statusText).toBe(`该产品已用于产品图谱的节点「${product.name}」，请先在产品图谱中移除该节点并保存`);
        const cleared = await post(0, `${CHART}/updateAssociationProductChart`, { version: saved.data.version, title: chart.title, graph: { nodes: [], links: [] } });
        expect(cleared.status).toBe(0);
      } else expect(saved.statusText).toBe(`节点「${product.name}」关联的产品不存在或已被删除`);
    }
  });
});
