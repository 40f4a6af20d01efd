/** The lineage chart's calls (business/associationProductChart): reads are silent, a refused write is shown and thrown. */
import { post } from '../../../../dataProvider/http';
import { CHART_API, CHART_CALLS, type Chart, type ChartValues } from '../../../../resources/business/associationProductChart';

export const CHART_QUERY_KEY = ['associationProductChart', 'detail'] as const;

export const getChart = async (): Promise<Chart | null> => (await post<Chart | null>(`${CHART_API}/${CHART_CALLS.detail}`, {}, { silent: true })).data;

/** Creates the chart (no version yet) or saves the draft with the version read. */
export const saveChart = async (values: ChartValues, version: number | null): Promise<Chart> =>
  version === null
    ? (await post<Chart>(`${CHART_API}/${CHART_CALLS.create}`, values)).data
    : (await post<Chart>(`${CHART_API}/${CHART_CALLS.update}`, { ...values, version })).data;

/** Publishes the draft saved at `version`. */
export const publishChart = async (version: number): Promise<Chart> => (await post<Chart>(`${CHART_API}/${CHART_CALLS.publish}`, { version })).data;
