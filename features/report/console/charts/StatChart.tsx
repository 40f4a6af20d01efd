/**
 * A statistics chart: echarts-for-react's core component over our trimmed
 * ECharts (echarts.ts), its option built from the theme. The page's table
 * beside it is its text alternative; the chart itself is an image named for it.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTheme } from '@mui/material/styles';
import type { EChartsCoreOption } from 'echarts/core';
import { echarts } from './echarts';
import type { ChartTheme } from './chartOptions';

export interface StatChartProps {
  label: string;
  option: (theme: ChartTheme) => EChartsCoreOption;
  height?: number;
}

const StatChart = ({ label, option, height = 280 }: StatChartProps) => {
  const theme = useTheme();
  const chartTheme: ChartTheme = {
    colors: [
      theme.palette.primary.main,
      theme.palette.success.main,
      theme.palette.warning.main,
      theme.palette.error.main,
      theme.palette.info.main,
      theme.palette.secondary.main,
      '#8e7cc3',
      '#76a5af',
      '#c27ba0',
      '#a4a4a4',
    ],
    text: theme.palette.text.secondary,
    grid: theme.palette.divider,
    font: String(theme.typography.fontFamily),
  };
  return (
    <div role="img" aria-label={label} data-testid="stat-chart">
      <ReactEChartsCore echarts={echarts} option={option(chartTheme)} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />
    </div>
  );
};

export default StatChart;
