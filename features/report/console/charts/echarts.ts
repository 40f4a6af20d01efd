/**
 * ECharts as the statistics pages use it: echarts/core with only the series
 * and components they draw (line, bar, pie; grid, tooltip, legend) and the
 * SVG renderer (lighter than canvas for these small charts, and its text is in
 * the page). Imported by StatChart alone, so only a page drawing a chart
 * fetches it.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
