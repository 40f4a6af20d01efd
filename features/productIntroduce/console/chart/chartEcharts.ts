/**
 * ECharts as the lineage chart editor uses it: echarts/core with the graph series, the tooltip and the
 * canvas renderer (canvas, not the statistics pages' SVG, so the chart exports as a PNG image). Imported by
 * GraphCanvas alone, so only the chart's page fetches it.
 */
import * as echarts from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer]);

export { echarts };
