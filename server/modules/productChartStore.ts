/**
 * The product lineage chart's row (table product_chart, id 1) and its checks (docs/product-chart.md):
 * a request's values read and checked whole (field rules, graph rules, every node's record existing),
 * saves and publishes at the version read in one conditional statement, so of two processes saving over
 * one version the second is refused and changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHART_MESSAGES, chartViolations, type Chart, type ChartValues, type PublishedChart } from '../../resources/business/associationProductChart';
import associationProduct from '../../resources/business/associationProduct';
import associationProductType from '../../resources/business/associationProductType';
import { GRAPH_MESSAGES, readGraph, type ChartGraph } from '../../resources/business/productChartGraph';
import type { Db } from '../db/client';
import { productCharts } from '../db/schema';
import { ApiError, STATUS } from '../http/envelope';
import { hasInvalidText, wholeNumber } from '../http/validate';
import { tableOf } from '../resources/columns';

const CHART_ID = 1;

export const fail = (message: string, data: unknown = null): never => {
  throw new ApiError(message, STATUS.failure, data);
};

type Row = typeof productCharts.$inferSelect;

const answer = (row: Row): Chart => ({
  title: row.title,
  intro: row.intro,
  graph: row.graph as ChartGraph,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  published: row.published && row.publishedAt ? { ...(row.published as Omit<PublishedChart, 'publishedAt'>), publishedAt: row.publishedAt.toISOString() } : null,
});

export const readChart = async (db: Db): Promise<Chart | null> => {
  const [row] = await db.select().from(productCharts).where(eq(productCharts.id, CHART_ID)).limit(1);
  return row ? answer(row) : null;
};

const INVALID_TEXT = { title: '标题包含无效字符', intro: '简介包含无效字符', graph: '节点名称包含无效字符' } as const;

/** The values of a request, every field and graph rule checked (not yet the records: see checkRecords). */
export const readValues = (body: Record<string, unknown>): ChartValues => {
  const values = { title: body.title, intro: body.intro ?? '', graph: body.graph };
  const errors = chartViolations(values);
  const first = Object.values(errors)[0];
  if (first) fail(first, { errors });
  // NUL and lone surrogates cannot be stored (PostgreSQL refuses them).
  const invalid = (['title', 'intro', 'graph'] as const).find((key) => hasInvalidText(values[key]));
  if (invalid) fail(INVALID_TEXT[invalid], { errors: { [invalid]: INVALID_TEXT[invalid] } });
  return { title: String(values.title).trim(), intro: String(values.intro), graph: readGraph(values.graph)! };
};

export const readVersion = (value: unknown): number => wholeNumber(value, 1) ?? fail(CHART_MESSAGES.versionRequired);

/**
 * Refuses a graph with a node whose category or product no longer exists. The records found are locked
 * (FOR SHARE) until the transaction ends, so a delete in another process waits for this save.
 */
export const checkRecords = async (tx: Db, graph: ChartGraph) => {
  for (const [kind, resource, message] of [
    ['category', associationProductType, GRAPH_MESSAGES.categoryDeleted],
    ['product', associationProduct, GRAPH_MESSAGES.productDeleted],
  ] as const) {
    const nodes = graph.nodes.filter((node) => node.kind === kind);
    if (!nodes.length) continue;
    const table = tableOf(resource);
    const rows = await tx
      .select({ id: table.columns.id })
      .from(table.table)
      .where(inArray(table.columns.id, [...new Set(nodes.map((node) => node.refId))]))
      .for('share');
    const found = new Set(rows.map((row) => row.id as number));
    const gone = nodes.find((node) => !found.has(node.refId));
    if (gone) fail(message(gone.label), { errors: { graph: message(gone.label) }, nodeId: gone.id });
  }
};

export const createChart = async (db: Db, values: ChartValues, by: string | null): Promise<Chart> =>
  db.transaction(async (tx) => {
    await checkRecords(tx as unknown as Db, values.graph);
    const [row] = await tx
      .insert(productCharts)
      .values({ id: CHART_ID, ...values, version: 1, updatedBy: by })
      .onConflictDoNothing()
      .returning();
    return row ? answer(row) : fail(CHART_MESSAGES.exists);
  });

/** Why a write at `version` found no row: another save came first, or there is no chart. */
const stale = async (tx: Db): Promise<never> => fail((await readChart(tx)) ? CHART_MESSAGES.conflict : CHART_MESSAGES.missing);

export const saveDraft = async (db: Db, values: ChartValues, version: number, by: string | null): Promise<Chart> =>
  db.transaction(async (tx) => {
    await checkRecords(tx as unknown as Db, values.graph);
    const [row] = await tx
      .update(productCharts)
      .set({ ...values, version: version + 1, updatedBy: by, updatedAt: sql`now()` })
      .where(and(eq(productCharts.id, CHART_ID), eq(productCharts.version, version)))
      .returning();
    return row ? answer(row) : stale(tx as unknown as Db);
  });

/** Publishes the draft read at `version` (checked again: a record may have gone since it was saved). */
export const publishDraft = async (db: Db, version: number, by: string | null): Promise<Chart> =>
  db.transaction(async (tx) => {
    const [current] = await tx.select().from(productCharts).where(eq(productCharts.id, CHART_ID)).for('update');
    if (!current) return fail(CHART_MESSAGES.missing);
    if (current.version !== version) return fail(CHART_MESSAGES.conflict);
    const values = readValues({ title: current.title, intro: current.intro, graph: current.graph });
    if (!values.graph.nodes.length) fail(CHART_MESSAGES.emptyGraph);
    await checkRecords(tx as unknown as Db, values.graph);
    const [row] = await tx
      .update(productCharts)
      .set({ published: { ...values, version }, publishedAt: sql`now()`, publishedBy: by, version: version + 1, updatedAt: sql`now()` })
      .where(and(eq(productCharts.id, CHART_ID), eq(productCharts.version, version)))
      .returning();
    return row ? answer(row) : stale(tx as unknown as Db);
  });

/**
 * What the app shows: the published chart, without the nodes whose record was deleted after publishing
 * (and their links), so the app never links to a deleted product.
 */
export const readPublished = async (db: Db): Promise<PublishedChart> => {
  const chart = await readChart(db);
  const published = chart?.published ?? fail(CHART_MESSAGES.notPublished);
  const live = new Set<string>();
  for (const [kind, resource] of [
    ['category', associationProductType],
    ['product', associationProduct],
  ] as const) {
    const nodes = published.graph.nodes.filter((node) => node.kind === kind);
    if (!nodes.length) continue;
    const table = tableOf(resource);
    const rows = await db
      .select({ id: table.columns.id })
      .from(table.table)
      .where(
        inArray(
          table.columns.id,
          nodes.map((node) => node.refId),
        ),
      );
    const found = new Set(rows.map((row) => row.id as number));
    for (const node of nodes) if (found.has(node.refId)) live.add(node.id);
  }
  return {
    ...published,
    graph: {
      nodes: published.graph.nodes.filter((node) => live.has(node.id)),
      links: published.graph.links.filter((link) => live.has(link.source) && live.has(link.target)),
    },
  };
};
