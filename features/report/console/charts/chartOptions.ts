/**
 * The options of the statistics charts, built from a report's rows: pure
 * data, no ECharts import (the library loads with the chart). Colours and
 * text come from the console's theme (`ChartTheme`).
 */
import type { EChartsCoreOption } from 'echarts/core';

export interface ChartTheme {
  colors: string[];
  text: string;
  grid: string;
  font: string;
}

export interface SeriesSpec {
  key: string;
  name: string;
  /** A dashed line (the compared period). */
  dashed?: boolean;
}

const base = (theme: ChartTheme): EChartsCoreOption => ({
  color: theme.colors,
  textStyle: { color: theme.text, fontFamily: theme.font },
  tooltip: { trigger: 'axis' },
  animation: false,
});

/** Every figure charted counts something (views, visitors, downloads, answers): no tick at half a person. */
const countAxis = (theme: ChartTheme) => ({ type: 'value', minInterval: 1, splitLine: { lineStyle: { color: theme.grid } } });

const value = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : 0);

/** Figures over time: one line per series, the x axis the rows' `xKey`. */
export const lineOption = (rows: Array<Record<string, unknown>>, xKey: string, series: SeriesSpec[], theme: ChartTheme): EChartsCoreOption => ({
  ...base(theme),
  legend: { top: 0 },
  grid: { left: 48, right: 24, top: 36, bottom: 32 },
  xAxis: { type: 'category', data: rows.map((row) => String(row[xKey] ?? '')), axisLine: { lineStyle: { color: theme.grid } } },
  yAxis: countAxis(theme),
  series: series.map((spec) => ({
    type: 'line',
    name: spec.name,
    data: rows.map((row) => value(row, spec.key)),
    showSymbol: rows.length <= 31,
    lineStyle: spec.dashed ? { type: 'dashed' } : undefined,
  })),
});

/** Shares of a whole: the `top` largest slices, the rest as one slice named `restName`. */
export const pieOption = (rows: Array<Record<string, unknown>>, nameKey: string, valueKey: string, theme: ChartTheme, restName: string, top = 8): EChartsCoreOption => {
  const sorted = [...rows].sort((a, b) => value(b, valueKey) - value(a, valueKey));
  const slices = sorted.slice(0, top).map((row) => ({ name: String(row[nameKey] ?? ''), value: value(row, valueKey) }));
  const rest = sorted.slice(top).reduce((sum, row) => sum + value(row, valueKey), 0);
  const data = rest > 0 ? [...slices, { name: restName, value: rest }] : slices;
  // With nothing counted ECharts would split the ring into equal slices, as if each answer had a share;
  // no slices leave its grey empty ring (the table beside still lists every choice at 0).
  const empty = data.every((slice) => slice.value === 0);
  return {
    ...base(theme),
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { type: 'plain', orient: 'vertical', right: 0, top: 'middle' },
    series: [{ type: 'pie', radius: ['40%', '70%'], center: ['35%', '50%'], label: { show: false }, showEmptyCircle: true, data: empty ? [] : data }],
  };
};

/** One figure per group, as bars. */
export const barOption = (rows: Array<Record<string, unknown>>, nameKey: string, series: SeriesSpec[], theme: ChartTheme): EChartsCoreOption => ({
  ...base(theme),
  legend: { top: 0 },
  // Names (institutions, assessments) can be long: the grid makes room for them, cut to a readable width (the table below has them whole).
  grid: { left: 48, right: 24, top: 36, bottom: 16, containLabel: true },
  xAxis: { type: 'category', data: rows.map((row) => String(row[nameKey] ?? '')), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0, width: 120, overflow: 'truncate' } },
  yAxis: countAxis(theme),
  series: series.map((spec) => ({ type: 'bar', name: spec.name, data: rows.map((row) => value(row, spec.key)), barMaxWidth: 36 })),
});
