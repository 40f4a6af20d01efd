/**
 * 产品图谱's calls (introduceIcon; business/associationProductChart, docs/product-chart.md): one chart for the
 * whole product introduction, read as the draft, created once, then saved at the version read and published.
 * The read is quiet (the page shows its failure); a refused write is shown on the message line. The chart's
 * records are resources/business/associationProductChart.ts (shared with the server).
 */
import type { Chart, ChartValues } from '../../../resources/business/associationProductChart';
import { postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const CHART_API = 'business/associationProductChart';
export const CHART_CALLS = {
  detail: 'queryAssociationProductChartDetail',
  create: 'addAssociationProductChart',
  update: 'updateAssociationProductChart',
  /** Named by us in the spec's style: publishes the draft at the version read. */
  publish: 'publishAssociationProductChart',
} as const;

export const productChartCalls = {
  /** The draft with its version and what the app shows; null before the chart is created. */
  productChartDetail: postCall<void, Chart | null>(`${CHART_API}/${CHART_CALLS.detail}`, { quiet: true }),
  addProductChart: postCall<ChartValues, Chart>(`${CHART_API}/${CHART_CALLS.create}`),
  /** Saves the draft at the version read. */
  updateProductChart: postCall<ChartValues & { version: number }, Chart>(`${CHART_API}/${CHART_CALLS.update}`),
  /** Publishes the draft saved at `version`. */
  publishProductChart: postCall<{ version: number }, Chart>(`${CHART_API}/${CHART_CALLS.publish}`),
};

export const contract = defineContract(productChartCalls);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
