/** The PV and UV bars of a breakdown's rows (modules, categories), above their table, which is its text alternative. */
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { LazyChart } from '../../../report/console/charts/LazyChart';
import { barOption } from '../../../report/console/charts/chartOptions';

export const PvUvChart = ({ rows, nameKey, title, height }: { rows: RaRecord[]; nameKey: string; title: string; height?: number }) => {
  const translate = useTranslate();
  const series = (['pv', 'uv'] as const).map((key) => ({ key, name: translate(`statistics.figures.${key}`) }));
  return <LazyChart label={translate('report.chartOf', { name: title })} option={(theme) => barOption(rows, nameKey, series, theme)} height={height} />;
};
