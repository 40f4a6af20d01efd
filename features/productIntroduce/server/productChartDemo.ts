/**
 * The demo product lineage chart of a first start (docs/product-chart.md): categories and products of the
 * product introduction's demo rows, linked as an operator would draw them, laid out by the editor's own
 * layout, saved and published through the store's create and publish (their checks included), so the app's
 * read answers a chart from the start. Records are found by name; one missing (renamed or deleted before
 * this ran) drops its node and links. Claimed once per database by a sys_app_setting row.
 */
import { inArray } from 'drizzle-orm';
import associationProduct from '../../../resources/business/associationProduct';
import associationProductType from '../../../resources/business/associationProductType';
import type { ChartLink, ChartNode, LinkKind, NodeKind } from '../../../resources/business/productChartGraph';
import { layoutGraph } from '../contract/chartLayout';
import type { Db } from '../../../server/db/client';
import { appSettings } from '../../../server/db/schema';
import { tableOf } from '../../../server/resources/columns';
import { createChart, publishDraft, readChart } from '../../../server/modules/productChartStore';

export const DEMO_CHART_KEY = 'productChartDemo';

const NODES: Array<[id: string, kind: NodeKind, name: string]> = [
  ['wealth', 'category', '证券公司理财产品'],
  ['funds', 'category', '基金产品'],
  ['notes', 'category', '收益凭证'],
  ['reits', 'category', '公募REITs'],
  ['etf', 'category', '科创板ETF'],
  ['note128', 'product', '华信证券本金保障型收益凭证第128期'],
  ['reitGlp', 'product', '中金普洛斯仓储物流REIT'],
  ['etf588', 'product', '华夏上证科创板50成份ETF'],
  ['noteCy', 'product', '长江财富收益凭证“长盈”系列'],
  ['reitJd', 'product', '嘉实京东仓储基础设施REIT'],
];

/** [source, target, kind]: the target derives from, replaces or is a variant of the source. */
const LINKS: Array<[source: string, target: string, kind: LinkKind]> = [
  ['wealth', 'notes', 'derives'],
  ['funds', 'reits', 'derives'],
  ['funds', 'etf', 'derives'],
  ['notes', 'note128', 'derives'],
  ['reits', 'reitGlp', 'derives'],
  ['etf', 'etf588', 'derives'],
  ['note128', 'noteCy', 'variant'],
  ['reitGlp', 'reitJd', 'variant'],
];

const idsByName = async (db: Db, resource: typeof associationProduct, names: string[]) => {
  const { table, columns } = tableOf(resource);
  const rows = await db.select({ id: columns.id, name: columns.name }).from(table).where(inArray(columns.name, names));
  return new Map(rows.map((row) => [row.name as string, row.id as number]));
};

export const seedDemoProductChart = async (db: Db): Promise<{ nodes: number; links: number } | null> => {
  const claimed = await db.insert(appSettings).values({ key: DEMO_CHART_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length || (await readChart(db))) return null;
  const names = (kind: NodeKind) => NODES.filter(([, nodeKind]) => nodeKind === kind).map(([, , name]) => name);
  const found = { category: await idsByName(db, associationProductType, names('category')), product: await idsByName(db, associationProduct, names('product')) };
  const nodes: ChartNode[] = NODES.filter(([, kind, name]) => found[kind].has(name)).map(([id, kind, name]) => ({ id, kind, refId: found[kind].get(name)!, label: name, x: 0, y: 0, pinned: false }));
  if (!nodes.length) return null;
  const present = new Set(nodes.map((node) => node.id));
  const links: ChartLink[] = LINKS.filter(([source, target]) => present.has(source) && present.has(target)).map(([source, target, kind]) => ({ id: `${source}-${target}`, source, target, kind }));
  const draft = await createChart(db, { title: '协会产品图谱', intro: '展示协会产品介绍中各类产品的分类归属与演进关系。', graph: layoutGraph({ nodes, links }) }, 'admin');
  await publishDraft(db, draft.version, 'admin');
  return { nodes: nodes.length, links: links.length };
};
