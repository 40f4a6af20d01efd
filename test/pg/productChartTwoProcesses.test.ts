/**
 * The product lineage chart with two server processes on one PostgreSQL (docs/product-chart.md): of
 * several saves of the draft sent at once to both over one version, one is taken and the others refused
 * with the conflict message; likewise of several publishes of one version.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';

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
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('this file runs on the PostgreSQL run only (project server-pg)');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE product_chart_two_processes');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/product_chart_two_processes';
  const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0' };
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
    const created = await post(0, `${CHART}/addAssociationProductChart`, { title: '产品图谱', graph: graph('起点') });
    expect(created.data.version).toBe(1);

    const saves = await Promise.all([0, 1, 0, 1].map((index) => post(index, `${CHART}/updateAssociationProductChart`, { version: 1, title: `保存${index}`, graph: graph(`节点${index}`) })));
    expect(saves.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(saves.filter((answer) => answer.statusText === CONFLICT)).toHaveLength(3);
    const winner = saves.find((answer) => answer.status === 0)!.data;
    expect((await post(1, `${CHART}/queryAssociationProductChartDetail`, {})).data).toMatchObject({ version: 2, title: winner.title, graph: winner.graph });

    const publishes = await Promise.all([0, 1, 0, 1].map((index) => post(index, `${CHART}/publishAssociationProductChart`, { version: 2 })));
    expect(publishes.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(publishes.filter((answer) => answer.statusText === CONFLICT)).toHaveLength(3);
    expect((await post(0, `${CHART}/queryAssociationProductChartDetail`, {})).data).toMatchObject({ version: 3, published: { version: 2, title: winner.title } });
  });
});
