/**
 * The product lineage chart (产品图谱, introduceIcon) on business/associationProductChart
 * (docs/product-chart.md): one chart for the whole product introduction — its name, its explanation and
 * its graph (productChartGraph.ts), edited as a draft and published for the app. Rules shared by the
 * console and the server.
 */
import { formatValidation, text, textarea, validateValue, type FieldDef } from '../framework';
import { graphViolation, readGraph, GRAPH_MESSAGES, type ChartGraph } from './productChartGraph';

/** The app's read of the published chart, on the app base (`/{product}-app-center/api/app/`). */
export const CHART_APP_CALL = 'associationProductChart/queryPublishedChart';

export const CHART_FIELDS: Record<'title' | 'intro', FieldDef> = {
  title: text('图谱名称', { required: true, max: 30 }),
  intro: textarea('图谱说明', { max: 500 }),
};

export const CHART_MESSAGES = {
  exists: '产品图谱已存在，请刷新后编辑',
  missing: '产品图谱尚未创建，请先新增',
  conflict: '该产品图谱已被他人修改，请刷新后重试',
  versionRequired: '缺少版本号，请刷新后重试',
  notPublished: '产品图谱尚未发布',
  published: '发布成功',
  emptyGraph: '图谱中还没有节点，不能发布',
} as const;

export interface ChartValues {
  title: string;
  intro: string;
  graph: ChartGraph;
}

export interface PublishedChart extends ChartValues {
  publishedAt: string;
  /** The draft version that was published. */
  version: number;
}

/** The console's read: the draft, its version, and what the app shows. */
export interface Chart extends ChartValues {
  version: number;
  updatedAt: string | null;
  published: PublishedChart | null;
}

/** The messages of the fields, by field (`graph` for the graph's first broken rule); empty when valid. */
export const chartViolations = (values: Record<string, unknown>): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(CHART_FIELDS)) {
    const broken = validateValue(field, values[name]);
    if (broken) errors[name] = formatValidation(broken.key, broken.args);
  }
  const graph = readGraph(values.graph);
  const problem = graph ? graphViolation(graph) : GRAPH_MESSAGES.shape;
  if (problem) errors.graph = problem;
  return errors;
};
